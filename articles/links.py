"""Links a page repeats for each row of a list, reversed once per page rather than once per row.

``reverse()`` walks the URL patterns on every call; a page of a hundred rows
linking to a hundred moments, quotes or articles paid for a hundred walks.
The rows differ only in their slugs and ids, which the URL patterns take as
they are (``slug`` and ``int`` converters: nothing to quote), so one
``reverse()`` per page with a marker in place of those arguments gives
every row's URL; and the process remembers what it reversed
(``cached_reverse``), so the next page reverses none of it again.
"""

from functools import lru_cache

from django.urls import get_resolver, get_script_prefix, get_urlconf, reverse

# Matches both the slug and the int converter.
MARKER = "9081726354"


def cached_reverse(viewname, args=()):
    """Return ``reverse(viewname, args=args)``, remembered by the process.

    Every page reverses the same few URLs on each request (the patterns of its
    rows' links, its share links), and ``reverse()`` walks the URL patterns each
    time, ~35 µs a call. Its answer depends on nothing but the URL patterns and
    the script prefix, both part of what is remembered.
    """
    return _reverse(get_resolver(get_urlconf()), get_script_prefix(), viewname, tuple(args))


@lru_cache(maxsize=4096)
def _reverse(resolver, prefix, viewname, args):
    return reverse(viewname, args=args)


class RowLinks:
    """The URL of ``viewname`` with ``args`` and one argument more, filled in per row.

    ``RowLinks("articles:moment", story.slug)(moment.slug)`` equals
    ``reverse("articles:moment", args=[story.slug, moment.slug])``.
    """

    def __init__(self, viewname, *args):
        self.head, _, self.tail = cached_reverse(viewname, [*args, MARKER]).rpartition(MARKER)

    def __call__(self, last):
        return f"{self.head}{last}{self.tail}"


class ArticleLinks:
    """Articles' page URLs (their outlet's slug, or ``unknown``, then theirs), one reverse a page.

    ``ArticleLinks()(article)`` equals ``article.get_absolute_url()``.
    """

    def __init__(self):
        self.head, self.middle, self.tail = cached_reverse(
            "articles:article", [MARKER, MARKER]
        ).split(MARKER)

    def __call__(self, article):
        outlet_slug = article.outlet.slug if article.outlet_id else "unknown"
        return f"{self.head}{outlet_slug}{self.middle}{article.slug}{self.tail}"
