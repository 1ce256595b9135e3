"""Template tags of the sharing features: canonical URLs, link-preview meta, JSON-LD.

``{% canonical_url %}`` is the one absolute URL of the view on screen: the
path and the view's ``canonical_query``, the query parameters it read,
validated and without their defaults, here sorted, so that
``?outlet=b&person=a&junk=1`` and ``?person=a&outlet=b`` share one URL.

``{% share_meta obj %}`` renders the description, canonical link, Open Graph,
Twitter card and JSON-LD of the page about ``obj`` (a story, moment, article,
person, statement, quote or an article's version diff; none for the site's
own pages). It reads only
what the page's view fetched, so it adds no query.
"""

import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import urlencode

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.text import Truncator

from articles import structured_data
from articles.links import cached_reverse
from articles.models import Article, Event, Moment, Person, Quote, Statement, VersionDiff
from articles.previews import HEIGHT, WIDTH
from articles.templatetags.newsroom import precise_date

register = template.Library()

SITE_NAME = "Newsroom"
SITE_DESCRIPTION = "Who said what, and how each outlet told the story."
DESCRIPTION_LIMIT = 200


def canonical_path(context):
    """Return the canonical path and query of the page ``context`` renders, or "".

    The query is the view's ``canonical_query`` (a mapping; empty values are
    left out), so it says exactly what the view read.
    """
    request = context.get("request")
    if request is None:
        return ""
    params = context.get("canonical_query") or {}
    query = urlencode(
        sorted((k, str(v)) for k, v in params.items() if v not in ("", None)), safe=","
    )
    return f"{request.path}?{query}" if query else request.path


@register.simple_tag(takes_context=True)
def canonical_url(context):
    """Return the absolute canonical URL of the page being rendered."""
    path = canonical_path(context)
    request = context.get("request")
    return request.build_absolute_uri(path) if path else ""


@register.filter
def json_ld(data):
    """Return ``data`` in a ``<script type="application/ld+json">`` element nothing can close."""
    if not data:
        return ""
    return format_html(
        '<script type="application/ld+json">{}</script>',
        mark_safe(structured_data.to_json_ld(data)),  # noqa: S308 - <, >, & are escaped
    )


@dataclass
class PageMeta:
    """What a link preview of one page says about it."""

    title: str
    description: str
    url: str
    image: str
    image_alt: str
    type: str = "website"
    published_time: datetime | None = None
    modified_time: datetime | None = None
    feed_url: str = ""
    feed_title: str = ""
    structured_data: dict = field(default_factory=dict)
    site_name: str = SITE_NAME
    image_width: int = WIDTH
    image_height: int = HEIGHT


def _text(value, limit=DESCRIPTION_LIMIT):
    """Return ``value`` on one line, cut to ``limit`` characters as ``Truncator.chars`` cuts it.

    A text that fits (most story summaries) is returned as ``chars`` returns it, NFC
    normalized, without the translated ellipsis ``chars`` looks up first.
    """
    text = unicodedata.normalize("NFC", " ".join(str(value).split()))
    if len(text) <= limit:
        return text
    return Truncator(text).chars(limit)


def story_meta(story, url, absolute, *, title="", people=()):
    image = absolute(cached_reverse("articles:story_preview", [story.slug]))
    title = title or story.title
    names = ", ".join(person.name for person in people[:4])
    return PageMeta(
        title=title,
        description=_text(story.summary or f"How the outlets covered {story.title}."),
        url=url,
        image=image,
        image_alt=f"{story.title}" + (f", with {names}" if names else ""),
        feed_url=absolute(cached_reverse("articles:story_feed", [story.slug])),
        feed_title=f"{story.title} · {SITE_NAME}",
        structured_data=structured_data.event(
            story,
            absolute,
            absolute(story.get_absolute_url()),
            image,
            people,
            start=getattr(story, "first_published_at", None),
        ),
    )


def moment_meta(moment, url, absolute, *, story, sources=()):
    image = absolute(cached_reverse("articles:moment_preview", [story.slug, moment.slug]))
    when = precise_date(moment.occurred_on, moment.precision)
    outlets = {source.article.outlet_name for source in sources}
    reported = ""
    if outlets:
        reported = f" {len(outlets)} outlet{'s' if len(outlets) != 1 else ''} reported it."
    return PageMeta(
        title=moment.title,
        description=_text(f"{when}: {moment.summary or moment.title}{reported}"),
        url=url,
        image=image,
        image_alt=f"{when}: {moment.title}",
        feed_url=absolute(cached_reverse("articles:story_feed", [story.slug])),
        feed_title=f"{story.title} · {SITE_NAME}",
        structured_data=structured_data.event(moment, absolute, url, image),
    )


def article_meta(article, url, absolute):
    story = article.story
    image = absolute(cached_reverse("articles:story_preview", [story.slug]))
    by = f", by {article.byline}" if article.byline else ""
    return PageMeta(
        title=article.headline,
        description=_text(f"{article.outlet_name}{by}: {article.body}"),
        url=url,
        image=image,
        image_alt=f"{story.title}",
        type="article",
        published_time=article.published_at,
        modified_time=article.updated_at,
        structured_data=structured_data.news_article(article, absolute, url, image),
    )


def version_diff_meta(diff, url, absolute):
    article = diff.article
    image = absolute(cached_reverse("articles:story_preview", [article.story.slug]))
    quotes = len(diff.quote_changes)
    quoted = f", {quotes} quote{'s' if quotes != 1 else ''} changed" if quotes else ""
    return PageMeta(
        title=f"What changed in “{article.headline}”",
        description=_text(
            f"{article.outlet_name} updated this article: version {diff.old.number} to "
            f"{diff.new.number}, {diff.words_added} words added, {diff.words_removed} removed"
            f"{quoted}."
        ),
        url=url,
        image=image,
        image_alt=article.story.title,
        type="article",
        published_time=diff.old.seen_at,
        modified_time=diff.new.seen_at,
        structured_data=structured_data.version_diff(diff, absolute, url),
    )


def person_meta(person, url, absolute, *, stories=()):
    if stories:
        image = absolute(cached_reverse("articles:story_preview", [stories[0].slug]))
        alt = stories[0].title
    else:
        image, alt = absolute(cached_reverse("articles:site_preview")), SITE_DESCRIPTION
    return PageMeta(
        title=person.name,
        description=_text(f"How outlets named, described and quoted {person.name}."),
        url=url,
        image=image,
        image_alt=alt,
        structured_data=structured_data.person(person, absolute, url, stories),
    )


def statement_meta(statement, url, absolute):
    story = statement.story
    speaker = statement.speaker.name if statement.speaker else statement.speaker_label
    speaker = speaker or "an unknown speaker"
    image = absolute(cached_reverse("articles:statement_preview", [story.slug, statement.pk]))
    quotes = getattr(statement, "quote_list", [])
    articles = list({quote.article_id: quote.article for quote in quotes}.values())
    return PageMeta(
        title=f"Statement by {speaker}",
        description=_text(statement.text),
        url=url,
        image=image,
        image_alt=f"{speaker}: “{Truncator(statement.text).words(20)}”",
        structured_data=structured_data.quotation(
            statement.text, absolute, url, statement.speaker, articles, story
        ),
    )


def quote_meta(quote, url, absolute):
    article, story = quote.article, quote.article.story
    speaker = quote.speaker_name or "Unknown speaker"
    # A quote of a statement shares the statement's card: it shows the words.
    if quote.statement_id is not None:
        image = cached_reverse("articles:statement_preview", [story.slug, quote.statement_id])
    else:
        image = cached_reverse("articles:story_preview", [story.slug])
    image = absolute(image)
    return PageMeta(
        title=f"“{Truncator(quote.text).words(12)}” — {speaker}",
        description=_text(f"{speaker} in {article.outlet_name}: “{quote.text}”"),
        url=url,
        image=image,
        image_alt=f"{speaker}: “{Truncator(quote.text).words(20)}”",
        structured_data=structured_data.quotation(
            quote.text, absolute, url, quote.speaker, [article], story
        ),
    )


def site_meta(url, absolute):
    return PageMeta(
        title=SITE_NAME,
        description=SITE_DESCRIPTION,
        url=url,
        image=absolute(cached_reverse("articles:site_preview")),
        image_alt=f"{SITE_NAME}: {SITE_DESCRIPTION}",
        feed_url=absolute(cached_reverse("articles:feed")),
        feed_title=SITE_NAME,
        structured_data=structured_data.website(absolute, cached_reverse("articles:search")),
    )


def page_meta(context, obj=None):
    """Return the ``PageMeta`` of the page about ``obj``, from what ``context`` holds."""
    request = context["request"]
    url = canonical_url(context)
    absolute = request.build_absolute_uri
    if isinstance(obj, Event):
        return story_meta(
            obj,
            url,
            absolute,
            title=context.get("share_title", ""),
            people=list(context.get("header_people") or ()),
        )
    if isinstance(obj, Moment):
        return moment_meta(
            obj,
            url,
            absolute,
            story=context.get("story") or obj.story,
            sources=context.get("sources") or (),
        )
    if isinstance(obj, Article):
        return article_meta(obj, url, absolute)
    if isinstance(obj, Person):
        return person_meta(obj, url, absolute, stories=list(context.get("stories") or ()))
    if isinstance(obj, Statement):
        return statement_meta(obj, url, absolute)
    if isinstance(obj, Quote):
        return quote_meta(obj, url, absolute)
    if isinstance(obj, VersionDiff):
        return version_diff_meta(obj, url, absolute)
    return site_meta(url, absolute)


_SHARE_META = """<meta name="description" content="{description}">
  <link rel="canonical" href="{url}">
  {feed}<meta property="og:site_name" content="{site_name}">
  <meta property="og:type" content="{type}">
  <meta property="og:title" content="{title}">
  <meta property="og:description" content="{description}">
  <meta property="og:url" content="{url}">
  <meta property="og:image" content="{image}">
  <meta property="og:image:type" content="image/png">
  <meta property="og:image:width" content="{image_width}">
  <meta property="og:image:height" content="{image_height}">
  <meta property="og:image:alt" content="{image_alt}">
  {published}{modified}<meta name="twitter:card" content="summary_large_image">
  <meta name="twitter:title" content="{title}">
  <meta name="twitter:description" content="{description}">
  <meta name="twitter:image" content="{image}">
  <meta name="twitter:image:alt" content="{image_alt}">
  {structured_data}
"""


@register.simple_tag(takes_context=True)
def share_meta(context, obj=None):
    """Render the link-preview tags of the page about ``obj`` (nothing without a request).

    Every piece of text is escaped (``escape``); times are ISO 8601 in UTC,
    as ``date:'c'`` gives them.
    """
    if context.get("request") is None:
        return "\n"
    meta = page_meta(context, obj)
    feed = published = modified = ""
    if meta.feed_url:
        feed = format_html(
            '<link rel="alternate" type="application/atom+xml" title="{}" href="{}">\n  ',
            meta.feed_title,
            meta.feed_url,
        )
    if meta.published_time:
        published = format_html(
            '<meta property="article:published_time" content="{}">\n  ',
            meta.published_time.isoformat(),
        )
    if meta.modified_time:
        modified = format_html(
            '<meta property="article:modified_time" content="{}">\n  ',
            meta.modified_time.isoformat(),
        )
    return format_html(
        _SHARE_META,
        description=meta.description,
        url=meta.url,
        feed=feed,
        site_name=meta.site_name,
        type=meta.type,
        title=meta.title,
        image=meta.image,
        image_width=meta.image_width,
        image_height=meta.image_height,
        image_alt=meta.image_alt,
        published=published,
        modified=modified,
        structured_data=json_ld(meta.structured_data),
    )
