"""Template filters of the reader pages: dates at their precision, marked-up bodies, highlights.

Article text is untrusted. Every filter here escapes the text first and
builds its markup with ``html_format`` (``articles.markup``: ``format_html``,
faster) around escaped pieces, so ``mark_safe`` only ever wraps strings made
of escaped text and our own tags.
"""

import html
import re

from django import template
from django.template.defaultfilters import date as date_filter
from django.template.defaultfilters import pluralize
from django.template.loader import render_to_string
from django.utils.dateformat import format as format_date
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import Truncator
from django.utils.timezone import template_localtime

from articles.extraction.text import classify_paragraphs
from articles.extraction.types import HEADLINE, PROSE
from articles.links import ArticleLinks, RowLinks, cached_reverse
from articles.markup import html_format, html_join
from articles.structured_data import iso_date

register = template.Library()

_SHOWN_FORMATS = {"year": "Y", "month": "M Y", "day": "D j M Y"}
EXCERPT_CONTEXT = 90


# The site is in English: the names ``date:"D"`` and ``date:"M"`` give.
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def day_shown(value):
    """Return the day of ``value`` (a date or datetime) as ``date:"D j M Y"``: "Fri 8 Mar 2024".

    Lists show a day per row; Django's formatter looks each name up through
    the translation machinery, a tenth of a list's time.
    """
    return f"{_WEEKDAYS[value.weekday()]} {value.day} {_MONTHS[value.month - 1]} {value.year}"


def day_month(value):
    """Return the day and month of ``value`` as ``date:"j M"``: "8 Mar"."""
    return f"{value.day} {_MONTHS[value.month - 1]}"


@register.filter
def precise_date(value, precision):
    """Return ``value`` as precisely as it is known: "2022", "Oct 2023", "Fri 8 Mar 2024"."""
    if not value:
        return "Undated"
    if precision not in _SHOWN_FORMATS or precision == "day":
        return day_shown(value)
    return format_date(value, _SHOWN_FORMATS[precision])


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
        parts.append(html_format("<mark>{}</mark>", match.group()))
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
    person_url = RowLinks("articles:person")
    for paragraph in classify_paragraphs(body):
        line = body[paragraph.start : paragraph.end]
        if paragraph.kind == HEADLINE and line.strip() == article.headline.strip():
            continue
        inner = _mark_up(body, paragraph.start, paragraph.end, quotes, mentions, marked, person_url)
        if paragraph.kind in (PROSE, HEADLINE):
            paragraphs.append(html_format("<p>{}</p>", inner))
        else:
            paragraphs.append(html_format('<p class="caption">{}</p>', inner))
    return mark_safe("\n".join(paragraphs))  # noqa: S308 - built with html_format


def _without_overlaps(spans):
    kept, end = [], -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if span.start >= end:
            kept.append(span)
            end = span.end
    return kept


def _mark_up(body, start, end, quotes, mentions, marked, person_url):
    """Return ``body[start:end]`` escaped, with the quotes in it wrapped and people linked.

    A quote running over several paragraphs is wrapped in each; only its first
    piece carries the ``id`` the quote page links to (``marked`` remembers).
    """
    parts, cursor = [], start
    for quote in quotes:
        q_start, q_end = max(quote.start, start), min(quote.end, end)
        if q_start >= q_end:
            continue
        parts.append(_link_people(body, cursor, q_start, mentions, person_url))
        speaker = quote.speaker_name or "an unknown speaker"
        anchor = "" if quote.pk in marked else f"quote-{quote.pk}"
        marked.add(quote.pk)
        parts.append(
            html_format(
                '<span class="visually-hidden">Quote from {}: </span>'
                '<q class="body-quote"{} title="{}">{}</q>',
                speaker,
                html_format(' id="{}"', anchor) if anchor else "",
                f"Said by {speaker}",
                _link_people(body, q_start, q_end, mentions, person_url),
            )
        )
        cursor = q_end
    parts.append(_link_people(body, cursor, end, mentions, person_url))
    return mark_safe("".join(parts))  # noqa: S308 - built from escaped pieces


def _link_people(body, start, end, mentions, person_url):
    """Return ``body[start:end]`` escaped, each mention in it a link to its person's page.

    ``person_url`` is a ``RowLinks`` of the person page, filled in with each slug.
    """
    parts, cursor = [], start
    for mention in mentions:
        if mention.start < start or mention.end > end:
            continue
        parts.append(escape(body[cursor : mention.start]))
        parts.append(
            html_format(
                '<a class="person-link" href="{}">{}</a>',
                person_url(mention.person.slug),
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
    hundred of these, so each is one ``html_format`` (which escapes every
    piece) and the quotes' and articles' URLs are reversed once per page.
    """
    article_url = page_links(context, "newsroom.article_links", ArticleLinks)
    quote_url = page_links(
        context,
        f"newsroom.quote_links:{story_slug}",
        lambda: RowLinks("articles:quote", story_slug),
    )
    article = quote.article
    return html_format(
        _QUOTE_ITEM,
        quote.text,
        speaker_name or "unknown speaker",
        article.outlet_name,
        html_format('<span class="cue">{}</span>', quote.cue) if quote.cue else "",
        mark_safe('<span class="tag">fragment</span>') if quote.is_fragment else "",
        quote_url(quote.pk),
        article_url(article),
        quote.pk,
    )


def quote_items(context, quotes, speaker_name, story_slug):
    """Render each of ``quotes``, all said by one speaker, as ``<li>`` of a ``quote_item``."""
    return html_join(
        "", "<li>{}</li>", ((quote_item(context, q, speaker_name, story_slug),) for q in quotes)
    )


_REWORDED = """
      <p class="reworded">{} changed its wording of this quote in an update seen <time \
datetime="{}">{}</time>: it used to read <q>{}</q>. <a href="{}">See the changes</a></p>"""


@register.simple_tag(takes_context=True)
def statement_quotes(context, quotes, speaker_name, story_slug):
    """Render the ``<li>`` of each quote of a statement's page, with the updates that reworded it.

    ``quote.rewordings`` comes from ``grids.attach_rewordings``.
    """
    if not quotes:
        return mark_safe('<li class="empty">No published article quotes it.</li>')
    items = []
    for quote in quotes:
        reworded = html_join(
            "",
            _REWORDED,
            (
                (
                    quote.article.outlet_name,
                    date_filter(template_localtime(update.seen_at), r"Y-m-d\TH:i:sO"),
                    date_filter(template_localtime(update.seen_at), "D j M Y"),
                    update.old,
                    update.diff.get_absolute_url(),
                )
                for update in quote.rewordings
            ),
        )
        items.append(
            html_format(
                "<li>{}{}</li>\n    ",
                quote_item(context, quote, speaker_name, story_slug),
                reworded,
            )
        )
    return SafeString("".join(items))


_STATEMENT_CARD = """
    <li class="statement-card">
      <h4><a href="{0}">{1}: {2}</a></h4>
      <p class="meta">Quoted {3} time{4}</p>
      <ul class="quote-list">
        {5}
      </ul>
      {6}
    </li>
    """


def _statement_url(context, statement, story_slug):
    """Return the link to ``statement``'s page, reversed once per page and story."""
    return page_links(
        context,
        ("newsroom.row_url", "articles:statement", story_slug),
        lambda: RowLinks("articles:statement", story_slug),
    )(statement.pk)


@register.simple_tag(takes_context=True)
def statement_card(context, statement, story_slug):
    """Render one statement of the quotes tab: who said it, how often, its first quotes.

    ``statement.quote_list`` is a ``Leading`` of its first quotes; a link
    leads to the rest when there are more.
    """
    name = (
        (statement.speaker.name if statement.speaker_id else "")
        or statement.speaker_label
        or "Unknown speaker"
    )
    statement_url = _statement_url(context, statement, story_slug)
    quotes = statement.quote_list
    return html_format(
        _STATEMENT_CARD,
        statement_url,
        name,
        Truncator(statement.text).words(12, truncate=" …"),
        len(quotes),
        pluralize(len(quotes)),
        quote_items(context, quotes, name, story_slug),
        html_format(
            '<p class="meta"><a href="{}">More of this statement, outlet by outlet</a></p>',
            statement_url,
        )
        if len(quotes) > len(quotes.items)
        else "",
    )


_PERSON_STATEMENT = """
  <section class="statement-card" aria-labelledby="statement-{0}">
    <h3 id="statement-{0}"><a href="{1}">{2}</a></h3>
    <p class="meta">Quoted {3} time{4}</p>
    <ul class="quote-list">
      {5}
    </ul>
  </section>
  """


@register.simple_tag(takes_context=True)
def person_statement(context, statement, speaker_name):
    """Render one statement of a person's page: its words, how often quoted, its quotes."""
    story_slug = statement.story.slug
    statement_url = _statement_url(context, statement, story_slug)
    quotes = statement.quote_list
    return html_format(
        _PERSON_STATEMENT,
        statement.pk,
        statement_url,
        Truncator(statement.text).words(12, truncate=" …"),
        len(quotes),
        pluralize(len(quotes)),
        quote_items(context, quotes, speaker_name, story_slug),
    )


@register.simple_tag(takes_context=True)
def loose_quote_items(context, quotes, story_slug):
    """Render each quote of a story that belongs to no statement, with who said it."""
    return html_join(
        "",
        "<li>{}\n      {}</li>",
        (
            (quote_item(context, q, q.speaker_name, story_slug), speaker_line(context, q))
            for q in quotes
        ),
    )


_DESCRIPTION_CARD = """
    <section class="outlet-card" aria-labelledby="desc-{0}">
      <h3 id="desc-{0}"><span class="outlet-badge{1}">{2}</span></h3>
      <dl class="descriptions">
        {3}
        {4}
        {5}
      </dl>
    </section>
    """


def _uses(item):
    return html_format(' <span class="uses">×{}</span>', item["uses"]) if item["uses"] > 1 else ""


@register.simple_tag
def description_card(group, number):
    """Render how one outlet names, describes and ages a person (a ``group_descriptions`` group)."""
    names = descriptors = ages = ""
    if group["names"]:
        names = html_format(
            "<dt>Names</dt>{}",
            html_join("", "<dd>{}{}</dd>", ((i["text"], _uses(i)) for i in group["names"])),
        )
    if group["descriptors"]:
        descriptors = html_format(
            "<dt>Described as</dt>{}",
            html_join("", "<dd>“{}”{}</dd>", ((i["text"], _uses(i)) for i in group["descriptors"])),
        )
    if group["ages"]:
        ages = html_format(
            "<dt>Age</dt>{}", html_join("", "<dd>{}</dd>", ((i["text"],) for i in group["ages"]))
        )
    return html_format(
        _DESCRIPTION_CARD,
        number,
        "" if group["slug"] else " outlet-unknown",
        group["outlet"],
        names,
        descriptors,
        ages,
    )


@register.simple_tag(takes_context=True)
def speaker_line(context, quote):
    """Render who said a quote listed apart from any statement: linked when a person we track."""
    if not quote.speaker_id:
        return html_format('<p class="speaker">{}</p>', quote.speaker_label or "Unknown speaker")
    person_url = page_links(context, "newsroom.person_links", lambda: RowLinks("articles:person"))
    return html_format(
        '<p class="speaker"><a href="{}">{}</a></p>',
        person_url(quote.speaker.slug),
        quote.speaker.name,
    )


_ARTICLE_ROW = """<li>
      <span class="outlet-badge">{}</span>
      <a href="{}">{}</a>
      <span class="meta">{}{}{} word{}</span>
    </li>"""


@register.simple_tag(takes_context=True)
def article_row(context, article):
    """Render one article of a story's list: outlet, headline, day, byline and length."""
    article_url = page_links(context, "newsroom.article_links", ArticleLinks)
    published = article.published_at
    return html_format(
        _ARTICLE_ROW,
        article.outlet_name,
        article_url(article),
        article.headline,
        html_format(
            '<time datetime="{}">{}</time> · ',
            published.isoformat(),
            day_shown(published),
        )
        if published
        else "",
        f"{article.byline} · " if article.byline else "",
        article.word_count,
        pluralize(article.word_count),
    )


@register.simple_tag(takes_context=True)
def row_url(context, viewname, *args):
    """``{% url %}`` for a link every row of a list has: reversed once per page (``RowLinks``).

    The last argument is the row's slug or id.
    """
    *fixed, last = args
    links = page_links(
        context, ("newsroom.row_url", viewname, *fixed), lambda: RowLinks(viewname, *fixed)
    )
    return links(last)


@register.simple_tag(takes_context=True)
def article_url(context, article):
    """``article.get_absolute_url()`` for a list of articles: reversed once per page."""
    return page_links(context, "newsroom.article_links", ArticleLinks)(article)


def day_time(value):
    """Return the ``<time>`` of the day of ``value``, as ``date:'c'`` and ``date:"D j M Y"``."""
    return html_format('<time datetime="{}">{}</time>', value.isoformat(), day_shown(value))


@register.simple_tag
def reported_span(first, last):
    """Render the days a story's coverage spans: its first day, and its last when another."""
    if last is None or last.date() == first.date():
        return day_time(first)
    return html_format("{} – {}", day_time(first), day_time(last))


@register.simple_tag(takes_context=True)
def person_chips(context, people):
    """Render the ``<li>`` of each of ``people``: their name, linked to their page."""
    person_url = page_links(
        context, ("newsroom.row_url", "articles:person"), lambda: RowLinks("articles:person")
    )
    return html_join(
        "",
        '<li><a class="chip" href="{}">{}</a></li>',
        ((person_url(person.slug), person.name) for person in people),
    )


@register.simple_tag(takes_context=True)
def coverage_items(context, articles):
    """Render the ``<li>`` of each of ``articles``: its outlet and its headline, linked."""
    article_url = page_links(context, "newsroom.article_links", ArticleLinks)
    return html_join(
        "",
        '<li><span class="outlet-badge{}">{}</span> <a href="{}">{}</a></li>',
        (
            (
                "" if article.outlet_id else " outlet-unknown",
                article.outlet_name,
                article_url(article),
                article.headline,
            )
            for article in articles
        ),
    )


@register.simple_tag
def outlet_headers(articles):
    """Render the ``<th>`` of each article's outlet: the columns of a statement's table."""
    return html_join(
        "",
        '<th scope="col"><span class="outlet-badge">{}</span></th>',
        ((article.outlet_name,) for article in articles),
    )


@register.simple_tag
def statement_row(row):
    """Render the ``<tr>`` of one sentence of a statement: each outlet's latest article's cell."""
    return html_format(
        '<tr>\n        <th scope="row" class="sentence">{}</th>\n        {}\n      </tr>',
        row["text"],
        html_join(
            "",
            '<td class="coverage-{}"><span class="status">{}</span>{}</td>',
            (
                (
                    cell.status,
                    cell.label,
                    html_format('<q class="altered-text">{}</q>', cell.text)
                    if cell.status == "altered" and cell.text
                    else "",
                )
                for cell in row["cells"]
            ),
        ),
    )


_SOURCE_CARD = """<li class="source-card">
    <p class="source-outlet"><span class="outlet-badge">{}</span> <a href="{}">{}</a></p>
    <blockquote class="source-sentence"><p>{}</p></blockquote>
    <p class="meta">“{}” gives <time datetime="{}">{}</time>{}</p>
  </li>"""


@register.simple_tag(takes_context=True)
def source_card(context, source, moment):
    """Render what one article wrote about a moment: its sentence, the date expression marked."""
    article = source.article
    return html_format(
        _SOURCE_CARD,
        article.outlet_name,
        article_url(context, article),
        article.headline,
        highlight(source.sentence, source.expression),
        source.expression,
        datetime_attr(source.occurred_on, source.precision),
        precise_date(source.occurred_on, source.precision),
        mark_safe(' <strong class="conflict-flag">a different date</strong>')
        if moment.is_conflict and source.occurred_on != moment.occurred_on
        else "",
    )


@register.simple_tag
def reversed_url(viewname, *args):
    """Return the URL ``{% url viewname *args %}`` gives, remembered by the process.

    Every reader page names its story's tabs and the site's own pages on each
    request; ``cached_reverse`` walks the URL patterns for each once.
    """
    return cached_reverse(viewname, args)


def page_links(context, key, make):
    """Return the page's ``make()`` (a ``RowLinks``), made on the first row that asks for it."""
    links = context.render_context.get(key)
    if links is None:
        links = context.render_context[key] = make()
    return links


def published_time(value):
    """Return the ``<time>`` of an article's publication: its day, and its time when known."""
    shown = day_shown(value)
    if value.hour or value.minute:
        shown += f", {value.hour:02}:{value.minute:02}"
    return html_format('<time datetime="{}">{}</time>', value.isoformat(), shown)


_TIMELINE_MOMENT = """<li class="timeline-item{}" id="moment-{}">
      <p class="timeline-date"><time datetime="{}">{}</time></p>
      <div class="timeline-body">
        <h3><a href="{}">{}</a></h3>
        {}{}
        <p class="outlets"><span class="visually-hidden">Reported by: </span>{}{}{}</p>
        <div id="sources-{}" class="sources-slot">{}</div>
      </div>
    </li>"""

_SHOW_SOURCES = """<a class="show-sources no-print" href="{}#moment-{}" hx-get="{}" \
hx-target="#sources-{}" hx-push-url="{}">Show what {} source{} wrote<span class="visually-hidden"> \
about “{}”</span></a>"""

_TIMELINE_PUBLICATION = """<li class="timeline-item timeline-publication">
      <p class="timeline-date">{}</p>
      <div class="timeline-body">
        <p><span class="outlet-badge">{}</span> published <a href="{}">{}</a></p>
      </div>
    </li>"""


@register.simple_tag(takes_context=True)
def timeline_entry(context, entry, timeline_url, filter_query):
    """Render one ``TimelineEntry``: a moment with its outlets, or an article's publication.

    A page lists twenty or more; each is one ``html_format`` (which escapes
    every piece), and the moments' and articles' URLs are reversed once per
    page. The moment the reader opened (``open_slug``) shows its sources.
    """
    if entry.moment is None:
        article = entry.article
        article_url = page_links(context, "newsroom.article_links", ArticleLinks)
        return html_format(
            _TIMELINE_PUBLICATION,
            published_time(article.published_at),
            article.outlet_name,
            article_url(article),
            article.headline,
        )
    moment, story = entry.moment, context["story"]
    moment_url = page_links(
        context, "newsroom.moment_links", lambda: RowLinks("articles:moment", story.slug)
    )(moment.slug)
    if moment.slug == context.get("open_slug"):
        sources = render_to_string(
            "articles/_moment_sources.html", {"moment": moment, "sources": moment.source_list}
        )
    elif moment.source_count:
        open_url = f"{timeline_url}?{filter_query}{'&' if filter_query else ''}open={moment.slug}"
        sources = html_format(
            _SHOW_SOURCES,
            open_url,
            moment.slug,
            moment_url,
            moment.slug,
            open_url,
            moment.source_count,
            pluralize(moment.source_count),
            moment.title,
        )
    else:
        sources = ""
    more, outlets = entry.more_outlets, entry.shown_outlets
    return html_format(
        _TIMELINE_MOMENT,
        " is-conflict" if moment.is_conflict else "",
        moment.slug,
        datetime_attr(moment.occurred_on, moment.precision),
        precise_date(moment.occurred_on, moment.precision),
        moment_url,
        moment.title,
        mark_safe('<p class="conflict-flag">Outlets give different dates</p>')
        if moment.is_conflict
        else "",
        # The pieces a moment repeats per outlet, each name escaped (``html.escape``, as
        # ``html_format`` would): a page of twenty moments made a hundred calls of it for them.
        SafeString(f"<p>{html.escape(moment.summary)}</p>") if moment.summary else "",
        SafeString(
            "".join([f'<span class="outlet-badge">{html.escape(n)}</span> ' for n in outlets])
        ),
        mark_safe('<span class="outlet-badge outlet-unknown">Unknown outlet</span>')
        if moment.has_unknown_outlet
        else "",
        SafeString(f' <span class="more-outlets">and {more:d} more outlet{pluralize(more)}</span>')
        if more
        else "",
        moment.slug,
        sources,
    )
