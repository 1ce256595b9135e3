"""Atom feeds: a story's new articles and moments, and the same across every story.

Entry ids are tag URIs made of the row's primary key and creation date, not
of its URL, so an entry keeps its id when an editor renames a slug. Drafts
(unpublished stories, articles and moments) never appear.
"""

from django.contrib.syndication.views import Feed
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from .models import Article, Event, Moment
from .templatetags.newsroom import precise_date

FEED_LIMIT = 50
# What a story's row stores for its own pages, which a feed of every story leaves unread.
STORY_LISTS = [
    f"story__{name}"
    for name in (
        *("summary", "framing_words", "outlets", "header_articles", "leading_people"),
        *("compared_people", "latest_articles"),
    )
]


def newest(articles, moments, limit=FEED_LIMIT):
    """Return articles and moments together, most recently changed first."""
    items = [*articles, *moments]
    items.sort(key=lambda item: item.updated_at, reverse=True)
    return items[:limit]


class StoryFeed(Feed):
    """A story's articles and timeline moments."""

    feed_type = Atom1Feed

    def __call__(self, request, *args, **kwargs):
        # The host names the tag URIs: one deployment, one stable set of ids.
        self.host = request.get_host().split(":")[0]
        return super().__call__(request, *args, **kwargs)

    def get_object(self, request, slug):
        return get_object_or_404(Event.objects.published(), slug=slug)

    def title(self, story):
        return f"{story.title} · Newsroom"

    def subtitle(self, story):
        return story.summary or "New articles and moments of this story."

    def link(self, story):
        return story.get_absolute_url()

    def feed_url(self, story):
        return reverse("articles:story_feed", args=[story.slug])

    def feed_guid(self, story):
        return self.tag_uri("story", story)

    def items(self, story):
        """Return the story's latest changed articles and moments, read through their indexes
        on story and ``updated_at``: a long story's feed reads its newest rows, not all of them.
        Each gets the story already looked up."""
        articles = Article.objects.published().filter(story=story).select_related("outlet")
        moments = Moment.objects.published().filter(story=story)
        items = newest(
            articles.order_by("-updated_at")[:FEED_LIMIT],
            moments.order_by("-updated_at")[:FEED_LIMIT],
        )
        for item in items:
            item.story = story
        return items

    def tag_uri(self, kind, obj):
        return f"tag:{self.host},{obj.created_at:%Y-%m-%d}:{kind}/{obj.pk}"

    def item_guid(self, item):
        return self.tag_uri("article" if isinstance(item, Article) else "moment", item)

    item_guid_is_permalink = False

    def item_title(self, item):
        if isinstance(item, Article):
            return f"{item.outlet_name}: {item.headline}"
        return f"{precise_date(item.occurred_on, item.precision)}: {item.title}"

    def item_description(self, item):
        if isinstance(item, Article):
            words = item.body.split()
            return " ".join(words[:60]) + ("…" if len(words) > 60 else "")
        return item.summary or f"A moment on the timeline of {item.story.title}."

    def item_link(self, item):
        return item.get_absolute_url()

    def item_pubdate(self, item):
        if isinstance(item, Article):
            return item.published_at or item.created_at
        return item.created_at

    def item_updateddate(self, item):
        return item.updated_at

    def item_author_name(self, item):
        if isinstance(item, Article):
            return item.byline or item.outlet_name
        return None

    def item_categories(self, item):
        if isinstance(item, Article):
            return ["article", item.outlet_name]
        return ["moment"]


class LatestFeed(StoryFeed):
    """The newest articles and moments of every published story."""

    def get_object(self, request):
        return None

    def title(self):
        return "Newsroom"

    def subtitle(self):
        return "New articles and moments of every story."

    def link(self):
        return reverse("articles:index")

    def feed_url(self):
        return reverse("articles:feed")

    def feed_guid(self):
        return f"tag:{self.host},2024-01-01:feed"

    def items(self):
        """Return the latest changed articles and moments of every published story, read
        through their indexes on ``updated_at``, each with its story's title and slug only
        (not the lists a story's row stores for its own pages)."""
        articles = Article.objects.published().select_related("outlet", "story")
        moments = Moment.objects.published().filter(story__is_published=True)
        return newest(
            articles.order_by("-updated_at").defer(*STORY_LISTS)[:FEED_LIMIT],
            moments.select_related("story")
            .order_by("-updated_at")
            .defer(*STORY_LISTS)[:FEED_LIMIT],
        )

    def item_title(self, item):
        story = item.story
        return f"{super().item_title(item)} ({story.title})"
