"""The timeline: moments and article publications on one line of time."""

from dataclasses import dataclass
from datetime import date

from .models import Article, Moment
from .pagination import paginate

# Moments of the timeline per page (the story's first page), and the outlets
# named for each; how many more there are is said.
TIMELINE_PER_PAGE = 20
TIMELINE_OUTLETS = 6


@dataclass
class TimelineEntry:
    """One line of the timeline: a moment, or an article's publication."""

    on: date
    moment: Moment | None = None
    article: Article | None = None

    @property
    def shown_outlets(self):
        """Return the names of the first ``TIMELINE_OUTLETS`` outlets that mention the moment."""
        return self.moment.outlet_names[:TIMELINE_OUTLETS]

    @property
    def more_outlets(self):
        return max(len(self.moment.outlet_names) - TIMELINE_OUTLETS, 0)


def build_timeline(moments, articles=()):
    """Return moments and article publications on one line of time, oldest first.

    A moment sorts before the articles published on its day; undated moments
    come last. Each moment names the outlets stored with it
    (``outlet_names``, ``has_unknown_outlet``).
    """
    entries = [TimelineEntry(on=m.occurred_on or date.max, moment=m) for m in moments]
    for article in articles:
        if article.published_at is not None:
            entries.append(TimelineEntry(on=article.published_at.date(), article=article))
    return sorted(entries, key=lambda e: (e.on, e.moment is None))


def published_between(articles, outlet, start, end, is_empty):
    """Return up to ``TIMELINE_PER_PAGE`` of ``articles`` published on days in ``[start, end)``.

    Also return whether more were left out. None for ``start`` or ``end``
    leaves that side open.
    """
    if is_empty:
        return [], False
    if outlet is not None:
        articles = articles.filter(outlet=outlet.pk)
    if start is not None:
        articles = articles.filter(published_at__date__gte=start)
    if end is not None:
        articles = articles.filter(published_at__date__lt=end)
    found, following = paginate(articles, 1, TIMELINE_PER_PAGE)
    return found, following is not None
