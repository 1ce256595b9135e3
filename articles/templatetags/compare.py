"""Template tags of the comparison page: the cells its grids repeat hundreds of times.

A statement grid has a cell per sentence and outlet, the people table a list
of wordings per person, outlet and kind; rendered by template tags each took
a score of variable lookups, most of the page's time. Here each is one
``format_html``, which escapes every piece of text.
"""

from urllib.parse import quote

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def coverage_cell(cell, index, diff_base, outlets_query=""):
    """Render the ``<td>`` of one ``GridCell`` of sentence ``index`` (0-based) of a grid.

    An altered cell links to its word-level diff (``diff_base`` is the
    statement's diff URL); a carried one to where the article printed it.
    """
    altered = ""
    if cell.status == "altered":
        printed = format_html('<q class="altered-text">{}</q>', cell.text) if cell.text else ""
        query = f"?sentence={index}&outlet={cell.column.key}"
        if outlets_query:
            query += f"&outlets={quote(outlets_query, safe=',')}"
        altered = format_html(
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
        source = format_html(
            '<a class="source-link" href="{}">In the article<span class="visually-hidden">: '
            "{}, sentence {}</span></a>",
            cell.url,
            cell.column.name,
            index + 1,
        )
    return format_html(
        '<td class="coverage-{}"><span class="status"><span class="icon" aria-hidden="true">'
        "{}</span> {}</span>{}{}</td>",
        cell.status,
        cell.icon,
        cell.label,
        altered,  # format_html's own output (or ""): passed through, not escaped twice
        source,
    )


@register.simple_tag
def usage_list(usages):
    """Render how one outlet worded one thing about a person: each wording linked, with its uses."""
    if not usages:
        return mark_safe('<span class="muted">None</span>')
    return format_html_join(
        ", ",
        '<a href="{}">{}</a>{}',
        (
            (
                usage.url,
                usage.text,
                format_html(' <span class="uses">×{}</span>', usage.count)
                if usage.count > 1
                else "",
            )
            for usage in usages
        ),
    )
