"""Pages of long lists: one query a page, no COUNT, and totals without fetching every row."""

from collections.abc import Sequence

from .caching import wants_partial

# Items of a list page, and the most a list shows at once.
PER_PAGE = 50
# Deeper pages than this are answered as the last one asked for would be: empty.
MAX_PAGE = 10_000


class Leading(Sequence):
    """The first items of a longer list, whose ``len()`` is the whole list's length.

    The story header names a few articles and says how many there are in all
    without fetching them all.
    """

    def __init__(self, items, total):
        self.items, self.total = list(items), total

    def __getitem__(self, index):
        return self.items[index]

    def __len__(self):
        return self.total


def page_number(request):
    """Return the ``page`` parameter; a missing or bad one is page 1."""
    try:
        number = int(request.GET.get("page", ""))
    except ValueError:
        return 1
    return min(max(number, 1), MAX_PAGE)


def paginate(queryset, number, per_page=PER_PAGE):
    """Return page ``number`` of ``queryset`` and the first item after it (or None).

    One query and no COUNT: the page is fetched with one item more.
    """
    start = (number - 1) * per_page
    items = list(queryset[start : start + per_page + 1])
    following = items[per_page] if len(items) > per_page else None
    return items[:per_page], following


def paginate_positions(queryset, number, per_page=PER_PAGE):
    """Return page ``number`` of ``queryset`` and the first item after it (or None), by position.

    The rows carry a stored ``position`` (1, 2, … in the queryset's order), so
    the page is the rows of a range of positions: the database finds them
    through an index, where an OFFSET walks past every row before them.
    """
    start = (number - 1) * per_page
    items = list(queryset.filter(position__gt=start, position__lte=start + per_page + 1))
    following = items[per_page] if len(items) > per_page else None
    return items[:per_page], following


def page_links(request, number, has_next):
    """Return the pagination context of a list page: numbers of the pages around, and the mode.

    ``items_only`` is an HTMX request for a later page: it gets the items
    alone, to append after the ones on screen.
    """
    return {
        "page_number": number,
        "previous_page": number - 1 if number > 1 else None,
        "next_page": number + 1 if has_next else None,
        "items_only": wants_partial(request) and number > 1,
    }
