"""schema.org JSON-LD for the permalinks: plain dicts built from fetched objects.

Every function takes the objects a page already fetched and ``absolute``, a
function that turns a path into an absolute URL, so building the data never
runs a query. ``to_json_ld`` serialises a dict so that no text in it can end
the ``<script>`` element that carries it.
"""

import json

from django.core.serializers.json import DjangoJSONEncoder

from .links import ArticleLinks, RowLinks

CONTEXT = "https://schema.org"
SITE_NAME = "Newsroom"
HEADLINE_LIMIT = 110  # what search engines show of a NewsArticle headline

# The escapes django.utils.html.json_script uses: "<", ">" and "&" never
# appear raw, so "</script>" or "<!--" in a quote cannot end the element.
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


def to_json_ld(data):
    """Return ``data`` as JSON safe to put, unescaped, inside a ``<script>`` element."""
    text = json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False, sort_keys=False)
    return text.translate(_SCRIPT_ESCAPES)


def iso_date(value, precision):
    """Return ``value`` in ISO 8601 at its precision: "2023", "2023-10", "2024-03-08".

    As ``date:"Y-m-d"`` (or ``"Y-m"``, ``"Y"``) formats it, without the formatter's
    look-ups: the timeline dates a score of rows.
    """
    if not value:
        return None
    if precision == "year":
        return f"{value.year:04}"
    if precision == "month":
        return f"{value.year:04}-{value.month:02}"
    return f"{value.year:04}-{value.month:02}-{value.day:02}"


def _compact(data):
    """Drop the keys whose value is empty, so no property is claimed without a value."""
    return {key: value for key, value in data.items() if value not in (None, "", [], {})}


def person_ref(person, absolute, url):
    """Return a short Person; ``url`` is the path of their page."""
    return _compact({"@type": "Person", "name": person.name, "url": absolute(url)})


def organization(outlet):
    if outlet is None:
        return None
    return _compact({"@type": "Organization", "name": outlet.name, "url": outlet.homepage})


def article_ref(article, absolute, url):
    """Return a short NewsArticle: what a quotation cites; ``url`` is the path of its page."""
    return _compact(
        {
            "@type": "NewsArticle",
            "headline": article.headline[:HEADLINE_LIMIT],
            "url": absolute(url),
            "datePublished": article.published_at,
            "publisher": organization(article.outlet),
        }
    )


def website(absolute, search_url):
    return {
        "@context": CONTEXT,
        "@type": "WebSite",
        "name": SITE_NAME,
        "url": absolute("/"),
        "potentialAction": {
            "@type": "SearchAction",
            "target": absolute(search_url) + "?q={search_term_string}",
            "query-input": "required name=search_term_string",
        },
    }


def news_article(article, absolute, url, image):
    """Return the NewsArticle of an article page; the outlet is its publisher when known."""
    author = {"@type": "Person", "name": article.byline} if article.byline else None
    return _compact(
        {
            "@context": CONTEXT,
            "@type": "NewsArticle",
            "headline": article.headline[:HEADLINE_LIMIT],
            "url": url,
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "datePublished": article.published_at,
            "dateModified": article.updated_at,
            "author": author,
            "publisher": organization(article.outlet),
            "image": [image] if image else None,
            "isBasedOn": article.url,
            "isPartOf": _compact(
                {
                    "@type": "Event",
                    "name": article.story.title,
                    "url": absolute(article.story.get_absolute_url()),
                }
            ),
        }
    )


def version_diff(diff, absolute, url):
    """Return the WebPage of the changes between two versions of an article."""
    return _compact(
        {
            "@context": CONTEXT,
            "@type": "WebPage",
            "name": f"What changed in “{diff.article.headline[:HEADLINE_LIMIT]}”",
            "url": url,
            "dateCreated": diff.old.seen_at,
            "dateModified": diff.new.seen_at,
            "about": article_ref(diff.article, absolute, diff.article.get_absolute_url()),
        }
    )


def event(event, absolute, url, image, people=(), start=None):
    """Return the Event of a story or a moment; ``start`` stands in for an undated story."""
    start_date = iso_date(getattr(event, "occurred_on", None), getattr(event, "precision", "")) or (
        start.date().isoformat() if start else None
    )
    person_url = RowLinks("articles:person")
    parent = None
    story = getattr(event, "story", None)  # a moment's
    if story is not None:
        parent = {
            "@type": "Event",
            "name": story.title,
            "url": absolute(story.get_absolute_url()),
        }
    return _compact(
        {
            "@context": CONTEXT,
            "@type": "Event",
            "name": event.title,
            "url": url,
            "startDate": start_date,
            "description": event.summary,
            "image": [image] if image else None,
            "about": [person_ref(person, absolute, person_url(person.slug)) for person in people],
            "superEvent": parent,
        }
    )


def quotation(text, absolute, url, speaker=None, articles=(), story=None):
    """Return the Quotation of a statement or a quote, citing the articles that print it."""
    article_url = ArticleLinks()  # a statement cites a score of articles: one reverse
    cited = [article_ref(article, absolute, article_url(article)) for article in articles]
    about = None
    if story is not None:
        about = {"@type": "Event", "name": story.title, "url": absolute(story.get_absolute_url())}
    return _compact(
        {
            "@context": CONTEXT,
            "@type": "Quotation",
            "text": text,
            "url": url,
            "creator": person_ref(speaker, absolute, speaker.get_absolute_url())
            if speaker
            else None,
            "isPartOf": cited[0] if len(cited) == 1 else None,
            "citation": cited if len(cited) > 1 else None,
            "about": about,
        }
    )


def person(person, absolute, url, stories=()):
    return _compact(
        {
            "@context": CONTEXT,
            "@type": "Person",
            "name": person.name,
            "url": url,
            "alternateName": [a for a in person.aliases if isinstance(a, str) and a],
            "subjectOf": [
                {"@type": "Event", "name": story.title, "url": absolute(story.get_absolute_url())}
                for story in stories
            ],
        }
    )
