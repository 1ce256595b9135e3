"""Template tags of the comparison page: the rows and cells its tables repeat hundreds of times.

A statement grid has a cell per sentence and outlet, the people table a list
of wordings per person, outlet and kind; rendered by template tags each took
a score of variable lookups, most of the page's time. Here each row is a few
``html_format`` calls, which escape every piece of text, and the links the
rows repeat are reversed once per page.
"""

from urllib.parse import quote

from django import template
from django.template.defaultfilters import pluralize
from django.utils.dateformat import format as format_date
from django.utils.safestring import mark_safe

from articles.links import RowLinks
from articles.markup import html_format, html_join

from .newsroom import page_links, published_time

register = template.Library()


@register.simple_tag(takes_context=True)
def column_headers(context, columns):
    """Render the ``<th>`` of each compared outlet: every table of the page repeats them."""
    headers = context.render_context.get("compare.column_headers")
    if headers is None:
        headers = context.render_context["compare.column_headers"] = html_join(
            "",
            '<th scope="col"><span class="outlet-badge{}">{}</span></th>',
            ((" outlet-unknown" if c.is_unknown else "", c.name) for c in columns),
        )
    return headers


def outlet_badge(column):
    return html_format(
        '<span class="outlet-badge{}">{}</span>',
        " outlet-unknown" if column.is_unknown else "",
        column.name,
    )


_GLANCE_ROW = """<tr>
        <th scope="row">{}</th>
        <td class="headline"><a href="{}">{}</a></td>
        <td>{}</td>
        <td>{}</td>
        <td class="num">{}</td>
        <td class="num">{}%</td>
        <td class="num">{}</td>
        <td class="num">{}</td>
      </tr>"""


# Fixed markup, written here and nowhere else: no text from an article ever reaches mark_safe.
_NOT_KNOWN = mark_safe('<span class="muted">Not known</span>')
_UNCARRIED_CLASS = mark_safe(' class="is-uncarried"')
_UNCARRIED_FLAG = mark_safe('<span class="flag">Nobody carried this</span>')
_HAS_OWN_CLASS = mark_safe(' class="has-own"')
_NONE = mark_safe('<span class="muted">None</span>')


@register.simple_tag(takes_context=True)
def glance_row(context, g):
    """Render the row of one ``Glance``: the article, its delay after its moment, its measures."""
    article, moment = g.article, g.moment
    published = published_time(article.published_at) if article.published_at else _NOT_KNOWN
    after = _NOT_KNOWN
    if moment:
        story = context["story"]
        moment_url = page_links(
            context, "newsroom.moment_links", lambda: RowLinks("articles:moment", story.slug)
        )
        after = html_format(
            '{}<span class="moment-ref">after <a href="{}">{}</a> '
            '(<time datetime="{}">{}</time>)</span>',
            "Same day"
            if g.delay_days == 0
            else f"{g.delay_days} day{pluralize(g.delay_days)} later",
            moment_url(moment.slug),
            moment.title,
            moment.occurred_on.isoformat(),
            format_date(moment.occurred_on, "j M"),
        )
    return html_format(
        _GLANCE_ROW,
        outlet_badge(g.column),
        article.page_url,
        article.headline,
        published,
        after,
        g.words,
        g.quote_percent,
        g.quote_count,
        g.speaker_count,
    )


@register.simple_tag
def grid_row(row, diff_base, outlets_query=""):
    """Render the ``<tr>`` of one ``GridRow``: its sentence, then a cell per outlet."""
    return html_format(
        '<tr{}>\n          <th scope="row" class="sentence">{}{}</th>\n          {}\n        </tr>',
        _UNCARRIED_CLASS if row.is_uncarried else "",
        row.text,
        _UNCARRIED_FLAG if row.is_uncarried else "",
        html_join(
            "",
            "{}",
            ((coverage_cell(cell, row.index, diff_base, outlets_query),) for cell in row.cells),
        ),
    )


@register.simple_tag
def framing_row(row):
    """Render the ``<tr>`` of one framing word: its uses per outlet, own voice and quoted."""
    return html_format(
        '<tr>\n        <th scope="row">{}</th>\n        {}\n      </tr>',
        row.word,
        html_join(
            "",
            "<td{}>{}</td>",
            (
                (
                    _HAS_OWN_CLASS if count.own_voice else "",
                    html_format(
                        '<span class="own">{} own voice</span> '
                        '<span class="quoted">{} quoted</span>',
                        count.own_voice,
                        count.quoted,
                    )
                    if count.own_voice or count.quoted
                    else _NONE,
                )
                for count in row.counts
            ),
        ),
    )


@register.simple_tag
def usage_row(u):
    """Render the ``<tr>`` of how one outlet names, describes and refers to one person."""
    return html_format(
        '<tr>\n          <th scope="row">{}</th>\n          <td>{}</td>\n          <td>{}</td>'
        "\n          <td>{}</td>\n          <td>{}</td>\n        </tr>",
        outlet_badge(u.column),
        usage_list(u.names),
        usage_list(u.descriptors),
        usage_list(u.ages),
        usage_list(u.pronouns),
    )


def coverage_cell(cell, index, diff_base, outlets_query=""):
    """Render the ``<td>`` of one ``GridCell`` of sentence ``index`` (0-based) of a grid.

    An altered cell links to its word-level diff (``diff_base`` is the
    statement's diff URL); a carried one to where the article printed it.
    """
    altered = ""
    if cell.status == "altered":
        printed = html_format('<q class="altered-text">{}</q>', cell.text) if cell.text else ""
        query = f"?sentence={index}&outlet={cell.column.key}"
        if outlets_query:
            query += f"&outlets={quote(outlets_query, safe=',')}"
        altered = html_format(
            '{}<a class="diff-link" href="{}" hx-get="{}" hx-target="#compare-diff" '
            'hx-push-url="true">Show the changes<span class="visually-hidden"> {} made to '
            "sentence {}</span></a>",
            printed,
            diff_base + query,
            diff_base + query,
            cell.column.name,
            index + 1,
        )
    source = ""
    if cell.url:
        source = html_format(
            '<a class="source-link" href="{}">In the article<span class="visually-hidden">: '
            "{}, sentence {}</span></a>",
            cell.url,
            cell.column.name,
            index + 1,
        )
    return html_format(
        '<td class="coverage-{}"><span class="status"><span class="icon" aria-hidden="true">'
        "{}</span> {}</span>{}{}</td>",
        cell.status,
        cell.icon,
        cell.label,
        altered,  # html_format's own output (or ""): passed through, not escaped twice
        source,
    )


def usage_list(usages):
    """Render how one outlet worded one thing about a person: each wording linked, with its uses."""
    if not usages:
        return _NONE
    return html_join(
        ", ",
        '<a href="{}">{}</a>{}',
        (
            (
                usage.url,
                usage.text,
                html_format(' <span class="uses">×{}</span>', usage.count)
                if usage.count > 1
                else "",
            )
            for usage in usages
        ),
    )
