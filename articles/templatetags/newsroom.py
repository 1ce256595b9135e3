"""Template filters of the reader pages: dates at their precision, marked-up bodies, highlights.

Article text is untrusted. Every filter here escapes the text first and
builds its markup with ``format_html`` around escaped pieces, so ``mark_safe``
only ever wraps strings made of escaped text and our own tags.
"""

import re

from django import template
from django.urls import reverse
from django.utils.dateformat import format as format_date
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from articles.extraction.text import classify_paragraphs
from articles.extraction.types import HEADLINE, PROSE
from articles.structured_data import iso_date

register = template.Library()

_SHOWN_FORMATS = {"year": "Y", "month": "M Y", "day": "D j M Y"}
EXCERPT_CONTEXT = 90


@register.filter
def precise_date(value, precision):
    """Return ``value`` as precisely as it is known: "2022", "Oct 2023", "Fri 8 Mar 2024"."""
    if not value:
        return "Undated"
    return format_date(value, _SHOWN_FORMATS.get(precision, _SHOWN_FORMATS["day"]))


@register.filter
def datetime_attr(value, precision):
    """Return the ``<time datetime>`` value for ``value`` at its precision: "2023-10"."""
    return iso_date(value, precision) or ""


@register.filter
def highlight(text, q):
    """Return ``text`` escaped, with every case-insensitive match of ``q`` in ``<mark>``."""
    text = str(text)
    if not q:
        return escape(text)
    parts, cursor = [], 0
    for match in re.finditer(re.escape(q), text, flags=re.IGNORECASE):
        parts.append(escape(text[cursor : match.start()]))
        parts.append(format_html("<mark>{}</mark>", match.group()))
        cursor = match.end()
    parts.append(escape(text[cursor:]))
    return mark_safe("".join(parts))  # noqa: S308 - built from escaped pieces


@register.filter
def excerpt(text, q):
    """Return the stretch of ``text`` around the first match of ``q``, highlighted."""
    text = str(text)
    found = text.lower().find(q.lower()) if q else -1
    if found < 0:
        cut = text[: EXCERPT_CONTEXT * 2]
        return highlight(cut + ("…" if len(cut) < len(text) else ""), q)
    start = max(0, found - EXCERPT_CONTEXT)
    end = min(len(text), found + len(q) + EXCERPT_CONTEXT)
    if start > 0:
        space = text.find(" ", start, found)
        start = space + 1 if space >= 0 else start
    if end < len(text):
        space = text.rfind(" ", found + len(q), end)
        end = space if space >= 0 else end
    snippet = ("…" if start > 0 else "") + text[start:end] + ("…" if end < len(text) else "")
    return highlight(snippet, q)


@register.filter
def marked_body(article):
    """Return the article body as paragraphs, quotes marked and people linked.

    Expects ``article.quote_list`` and ``article.name_mentions`` from
    ``prefetch_article_markup()``. Lines that are not prose (photo
    captions, credits, "Related:" links) become captions; a first line that
    repeats the headline is dropped.
    """
    body = article.body
    quotes = _without_overlaps(q for q in article.quote_list if 0 <= q.start < q.end <= len(body))
    mentions = _without_overlaps(
        m
        for m in article.name_mentions
        if m.start is not None
        and m.end is not None
        and 0 <= m.start < m.end <= len(body)
        and not any(
            q.start < m.start < q.end < m.end or m.start < q.start < m.end < q.end for q in quotes
        )
    )
    paragraphs, marked = [], set()
    for paragraph in classify_paragraphs(body):
        line = body[paragraph.start : paragraph.end]
        if paragraph.kind == HEADLINE and line.strip() == article.headline.strip():
            continue
        inner = _mark_up(body, paragraph.start, paragraph.end, quotes, mentions, marked)
        if paragraph.kind in (PROSE, HEADLINE):
            paragraphs.append(format_html("<p>{}</p>", inner))
        else:
            paragraphs.append(format_html('<p class="caption">{}</p>', inner))
    return mark_safe("\n".join(paragraphs))  # noqa: S308 - built with format_html


def _without_overlaps(spans):
    kept, end = [], -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if span.start >= end:
            kept.append(span)
            end = span.end
    return kept


def _mark_up(body, start, end, quotes, mentions, marked):
    """Return ``body[start:end]`` escaped, with the quotes in it wrapped and people linked.

    A quote running over several paragraphs is wrapped in each; only its first
    piece carries the ``id`` the quote page links to (``marked`` remembers).
    """
    parts, cursor = [], start
    for quote in quotes:
        q_start, q_end = max(quote.start, start), min(quote.end, end)
        if q_start >= q_end:
            continue
        parts.append(_link_people(body, cursor, q_start, mentions))
        speaker = quote.speaker_name or "an unknown speaker"
        anchor = "" if quote.pk in marked else f"quote-{quote.pk}"
        marked.add(quote.pk)
        parts.append(
            format_html(
                '<span class="visually-hidden">Quote from {}: </span>'
                '<q class="body-quote"{} title="{}">{}</q>',
                speaker,
                format_html(' id="{}"', anchor) if anchor else "",
                f"Said by {speaker}",
                _link_people(body, q_start, q_end, mentions),
            )
        )
        cursor = q_end
    parts.append(_link_people(body, cursor, end, mentions))
    return mark_safe("".join(parts))  # noqa: S308 - built from escaped pieces


def _link_people(body, start, end, mentions):
    parts, cursor = [], start
    for mention in mentions:
        if mention.start < start or mention.end > end:
            continue
        parts.append(escape(body[cursor : mention.start]))
        parts.append(
            format_html(
                '<a class="person-link" href="{}">{}</a>',
                mention.person.get_absolute_url(),
                body[mention.start : mention.end],
            )
        )
        cursor = mention.end
    parts.append(escape(body[cursor:end]))
    return mark_safe("".join(parts))  # noqa: S308 - built from escaped pieces


_QUOTE_ITEM = """<figure class="quote-item">
  <blockquote class="quote-text"><p><q>{}</q><span class="visually-hidden"> — {}</span></p>\
</blockquote>
  <figcaption class="meta"><span class="outlet-badge">{}</span>
    {}
    {}
    <a href="{}">Quote page</a>
    <a href="{}#quote-{}">In the article</a></figcaption>
</figure>"""


@register.simple_tag(takes_context=True)
def quote_item(context, quote, speaker_name, story_slug):
    """Render one quote: its words, outlet, cue, and links to its own page and its article.

    The quotes tab and the person, statement and quote pages list up to a
    hundred of these, so each is one ``format_html`` (which escapes every
    piece) and each article's URL is reversed once per page.
    """
    urls = context.render_context.setdefault("newsroom.article_urls", {})
    article = quote.article
    if article.pk not in urls:
        urls[article.pk] = article.get_absolute_url()
    return format_html(
        _QUOTE_ITEM,
        quote.text,
        speaker_name or "unknown speaker",
        article.outlet_name,
        format_html('<span class="cue">{}</span>', quote.cue) if quote.cue else "",
        mark_safe('<span class="tag">fragment</span>') if quote.is_fragment else "",
        reverse("articles:quote", args=[story_slug, quote.pk]),
        urls[article.pk],
        quote.pk,
    )
