"""Template tags of the comparison page: the rows and cells its tables repeat hundreds of times.

A statement grid has a cell per sentence and outlet, the people table a list
of wordings per person, outlet and kind; rendered by template tags each took
a score of variable lookups, most of the page's time. Here each row is
written out in Python, every piece of text escaped with ``html.escape`` (as
``html_format`` and Django's ``escape`` do) and numbers formatted as numbers;
a table is one tag, not a tag per row; and the links the rows repeat are
reversed once per page. ``html_format`` is left to what a page renders a few
times: per-row calls of it were most of the tags' time.
"""

from html import escape
from urllib.parse import quote

from django import template
from django.template.defaultfilters import pluralize
from django.utils.safestring import SafeString, mark_safe

from articles.links import RowLinks
from articles.markup import html_format, html_join

from .newsroom import day_month, page_links, published_time

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


# Fixed markup, every piece of it written here and nowhere else: mark_safe is only ever
# given these literals, never text from an article or a request.
_CHECKED = mark_safe(" checked")
_HAS_OWN_CLASS = mark_safe(' class="has-own"')
_NONE = mark_safe('<span class="muted">None</span>')
_NOT_KNOWN = mark_safe('<span class="muted">Not known</span>')
_NOTHING_STANDS_OUT = mark_safe('<span class="muted">Nothing stands out</span>')
_UNCARRIED_FLAG = mark_safe('<span class="flag">Nobody carried this</span>')

_OUTLET_OPTION = """
        <div class="field field-check"><input type="checkbox" name="outlets" value="{0}" \
id="compare-outlet-{0}"{1}><label for="compare-outlet-{0}">{2}</label></div>
      """


@register.simple_tag
def outlet_options(choices, selected):
    """Render a checkbox per ``(key, name)`` outlet of the picker, ticked when ``selected``."""
    return html_join(
        "",
        _OUTLET_OPTION,
        ((key, _CHECKED if key in selected else "", name) for key, name in choices),
    )


def outlet_badge(column):
    unknown = " outlet-unknown" if column.is_unknown else ""
    return SafeString(f'<span class="outlet-badge{unknown}">{escape(column.name)}</span>')


def glance_row(context, g):
    """Return the row of one ``Glance``: the article, its delay after its moment, its measures.

    Every piece of text in it is escaped; ``glance_rows`` marks the rows safe.
    """
    article, moment = g.article, g.moment
    published = published_time(article.published_at) if article.published_at else _NOT_KNOWN
    after = _NOT_KNOWN
    if moment:
        story = context["story"]
        moment_url = page_links(
            context, "newsroom.moment_links", lambda: RowLinks("articles:moment", story.slug)
        )
        delay = g.delay_days
        after = (
            f"{'Same day' if delay == 0 else f'{delay:d} day{pluralize(delay)} later'}"
            f'<span class="moment-ref">after <a href="{escape(moment_url(moment.slug))}">'
            f"{escape(moment.title)}</a> (<time datetime="
            f'"{escape(moment.occurred_on.isoformat())}">{escape(day_month(moment.occurred_on))}'
            "</time>)</span>"
        )
    # Written out (as ``html_format`` would: each piece of text escaped, numbers as numbers):
    # a call per row less.
    return (
        f'<tr>\n        <th scope="row">{outlet_badge(g.column)}</th>\n'
        f'        <td class="headline"><a href="{escape(article.page_url)}">'
        f"{escape(article.headline)}</a></td>\n"
        f"        <td>{published}</td>\n        <td>{after}</td>\n"
        f'        <td class="num">{g.words:d}</td>\n'
        f'        <td class="num">{g.quote_percent:d}%</td>\n'
        f'        <td class="num">{g.quote_count:d}</td>\n'
        f'        <td class="num">{g.speaker_count:d}</td>\n      </tr>'
    )


def framing_cell(count):
    """Return the ``<td>`` of one ``FramingCount``: its uses in own voice and quoted, or None."""
    if not (count.own_voice or count.quoted):
        return f"<td>{_NONE}</td>"
    return (
        f"<td{_HAS_OWN_CLASS if count.own_voice else ''}>"
        f'<span class="own">{count.own_voice:d} own voice</span> '
        f'<span class="quoted">{count.quoted:d} quoted</span></td>'
    )


@register.simple_tag
def framing_rows(rows):
    """Render the ``<tr>`` of each framing word: its uses per outlet, own voice and quoted."""
    return SafeString(
        "".join(
            f'<tr>\n        <th scope="row">{escape(row.word)}</th>\n        '
            f"{''.join(framing_cell(count) for count in row.counts)}\n      </tr>"
            for row in rows
        )
    )


def usage_row(u, badge=None):
    """Render the ``<tr>`` of how one outlet names, describes and refers to one person.

    ``badge`` is the outlet's badge, when the caller made it once for every person.
    """
    return (
        f'<tr>\n          <th scope="row">{badge or outlet_badge(u.column)}</th>\n'
        f"          <td>{usage_list(u.names)}</td>\n"
        f"          <td>{usage_list(u.descriptors)}</td>\n"
        f"          <td>{usage_list(u.ages)}</td>\n"
        f"          <td>{usage_list(u.pronouns)}</td>\n        </tr>"
    )


# The opening of a cell of each status: fixed markup, no text from an article.
_CELL_OPENINGS = {
    status: html_format(
        '<td class="coverage-{}"><span class="status"><span class="icon" '
        'aria-hidden="true">{}</span> {}</span>',
        status,
        icon,
        label,
    )
    for status, icon, label in (
        ("verbatim", "✓", "Verbatim"),
        ("altered", "≈", "Altered"),
        ("omitted", "–", "Left out"),
    )
}
# A cell with no link at all: its opening, closed.
_EMPTY_CELLS = {status: opening + "</td>" for status, opening in _CELL_OPENINGS.items()}
_OMITTED = "omitted"


class _GridRows:
    """Render the ``<tr>`` of each ``GridRow`` of a page's grids: its sentence, a cell per outlet.

    A comparison has a dozen grids of a dozen rows of a dozen cells, each cell
    naming its outlet and linking its diff and its article. What repeats is
    escaped once here (each outlet's name and its part of the diff query, the
    compared outlets' part); only the text and links of a cell are escaped per
    cell. ``html.escape`` works character by character, so the pieces escaped
    apart join into what escaping the whole would give.
    """

    def __init__(self, columns, outlets_query=""):
        self.outlets = escape(f"&outlets={quote(outlets_query, safe=',')}") if outlets_query else ""
        self.columns = {
            column.key: (escape(column.name), escape(f"&outlet={column.key}")) for column in columns
        }

    def __call__(self, rows, diff_base):
        """Return the rows of one grid; ``diff_base`` is its statement's diff URL."""
        self.diff_base = escape(diff_base)
        return "\n        ".join(self.row(row) for row in rows)

    def row(self, row):
        cells = row.cells
        uncarried = all(cell.status == _OMITTED for cell in cells)
        return "".join(
            (
                '<tr class="is-uncarried">' if uncarried else "<tr>",
                '\n          <th scope="row" class="sentence">',
                escape(row.text),
                _UNCARRIED_FLAG if uncarried else "",
                "</th>\n          ",
                *(self.cell(cell, row.index) for cell in cells),
                "\n        </tr>",
            )
        )

    def cell(self, cell, index):
        """Return the ``<td>`` of one ``GridCell`` of sentence ``index`` (0-based).

        An altered cell links to its word-level diff; a carried one to where
        the article printed it. The cells the outlets left out are their fixed
        opening alone.
        """
        status, url = cell.status, cell.url
        if status == _OMITTED and not url:
            return _EMPTY_CELLS[status]
        name, outlet = self.columns[cell.column.key]
        number = str(index + 1)
        parts = [_CELL_OPENINGS[status]]
        if status == "altered":
            if cell.text:
                parts += ('<q class="altered-text">', escape(cell.text), "</q>")
            href = f"{self.diff_base}?sentence={index}{outlet}{self.outlets}"
            parts += (
                f'<a class="diff-link" href="{href}" hx-get="{href}" hx-target="#compare-diff" '
                'hx-push-url="true">Show the changes<span class="visually-hidden"> ',
                name,
                " made to sentence ",
                number,
                "</span></a>",
            )
        if url:
            parts += (
                '<a class="source-link" href="',
                escape(url),
                '">In the article<span class="visually-hidden">: ',
                name,
                ", sentence ",
                number,
                "</span></a>",
            )
        parts.append("</td>")
        return "".join(parts)


def usage_list(usages):
    """Render how one outlet worded one thing about a person: each wording linked, with its uses.

    A comparison lists a few hundred wordings: each is written out here, its
    link and text escaped (``html.escape``, as ``html_format`` would), its
    count a number.
    """
    if not usages:
        return _NONE
    return SafeString(
        ", ".join(
            f'<a href="{escape(usage.url)}">{escape(usage.text)}</a>'
            + (f' <span class="uses">×{usage.count:d}</span>' if usage.count > 1 else "")
            for usage in usages
        )
    )


@register.simple_tag(takes_context=True)
def glance_rows(context, glance):
    """Render the rows of every ``Glance``."""
    return SafeString("".join(glance_row(context, g) for g in glance))


_GRID = """
  <article class="statement-grid" aria-labelledby="grid-{0}-heading">
    <h4 id="grid-{0}-heading"><a href="{1}">Statement by {2}: “{3}”</a></h4>
    <ul class="grid-summary">
      {4}
      <li>{5}</li>
    </ul>
    <div class="table-scroll" role="region" aria-labelledby="grid-{0}-caption" tabindex="0">
    <table class="compare-table coverage compare-grid">
      <caption id="grid-{0}-caption">Each sentence of {2}’s statement “{3}” (rows) \
and how each outlet printed it (columns)</caption>
      <thead><tr><th scope="col">Sentence</th>{6}</tr></thead>
      <tbody>
        {7}
      </tbody>
    </table>
    </div>
  </article>
"""


@register.simple_tag(takes_context=True)
def statement_grids(context, comparison, outlets_query=""):
    """Render each ``StatementGrid``: its summary, then its sentences by outlet.

    A comparison has a grid per statement the outlets carried, each a dozen
    rows of a dozen cells: all of it built here, each piece escaped.
    """
    story = context["story"]
    statement_url = RowLinks("articles:statement", story.slug)
    diff_url = RowLinks("articles:statement_diff", story.slug)
    headers = column_headers(context, comparison.columns)
    grid_rows = _GridRows(comparison.columns, outlets_query)
    parts = []
    for grid in comparison.grids:
        statement = grid.statement
        sentence_count = len(grid.rows)
        leaders = grid.leaders
        leader_line = ""
        if leaders:
            names = ", ".join(f"<strong>{escape(lead.column.name)}</strong>" for lead in leaders)
            leader_line = (
                f"<li>Carried the most: {names}, with {leaders[0].carried:d} of "
                f"{sentence_count:d} sentence{pluralize(sentence_count)} "
                f"({leaders[0].verbatim:d} verbatim).</li>"
            )
        missing = grid.uncarried
        if missing:
            uncarried = (
                f"No outlet here carried {len(missing):d} of its sentence"
                f"{pluralize(sentence_count)}: they are marked “Nobody carried this”."
            )
        else:
            uncarried = "Every sentence was carried by at least one of these outlets."
        # Each piece of text escaped here (the rows' by ``_GridRows``), as ``html_format`` would.
        parts.append(
            _GRID.format(
                statement.pk,
                escape(statement_url(statement.pk)),
                escape(grid.speaker_name),
                escape(first_words(statement.text, 6)),
                leader_line,
                uncarried,
                headers,
                grid_rows(grid.rows, diff_url(statement.pk)),
            )
        )
    return SafeString("".join(parts))


def first_words(text, count, more=" …"):
    """Return ``Truncator(text).words(count, truncate=more)``: a grid's heading has eleven."""
    words = text.split()
    if len(words) <= count:
        return " ".join(words)
    shown = " ".join(words[:count])
    return shown if shown.endswith(more) else shown + more


_PERSON = """
  <article class="person-usage" aria-labelledby="person-{0}-heading">
    <h4 id="person-{0}-heading"><a href="{1}">{2}</a></h4>
    {3}
    <div class="table-scroll" role="region" aria-labelledby="person-{0}-caption" tabindex="0">
    <table class="compare-table usage">
      <caption id="person-{0}-caption">How each outlet refers to {2}</caption>
      <thead><tr><th scope="col">Outlet</th><th scope="col">Names</th>\
<th scope="col">Descriptions</th><th scope="col">Age</th><th scope="col">Pronouns</th></tr></thead>
      <tbody>
        {4}
      </tbody>
    </table>
    </div>
    {5}
  </article>
"""


@register.simple_tag
def people_usages(people):
    """Render, per ``PersonRow``, how each outlet names, describes and refers to the person."""
    person_url = RowLinks("articles:person")
    badges = {}

    def badge(column):
        """Return the outlet's badge, made once however many people it mentions."""
        if column.key not in badges:
            badges[column.key] = outlet_badge(column)
        return badges[column.key]

    parts = []
    for row in people:
        person = row.person
        absent = ""
        if row.absent:
            names = [column.name for column in row.absent]
            listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
            absent = html_format('<p class="meta">Not mentioned by {}.</p>', listed)
        parts.append(
            html_format(
                _PERSON,
                person.slug,
                person_url(person.slug),
                person.name,
                html_format(
                    '<p class="meta">Pronouns, as set by an editor: {}</p>', person.pronouns
                )
                if person.pronouns
                else "",
                # Each piece of text in the rows was escaped by ``usage_row``.
                SafeString("\n        ".join(usage_row(u, badge(u.column)) for u in row.usages)),
                absent,
            )
        )
    return SafeString("".join(parts))


@register.simple_tag
def framing_flags(flags):
    """Render the ``<li>`` of each framing word an outlet used in its own voice."""
    return SafeString(
        "".join(
            f'<li><span class="icon" aria-hidden="true">⚑</span> '
            f"<strong>{escape(flag.column.name)}</strong> used “{escape(flag.word)}” "
            f"{flag.own_voice:d}× in its own voice"
            f"{f' (and {flag.quoted:d}× inside quotes)' if flag.quoted else ''}.</li>"
            for flag in flags
        )
    )


def _words(words):
    """Return the distinctive ``words`` of one outlet, each with its uses."""
    if not words:
        return _NOTHING_STANDS_OUT
    return ", ".join(
        f'<span class="word">{escape(w.word)} <span class="uses">×{w.count:d}</span></span>'
        for w in words
    )


@register.simple_tag
def distinctive_words(distinctive):
    """Render, per outlet, the words of its own voice that set it apart."""
    return SafeString(
        "\n    ".join(
            f"<div><dt>{escape(column.name)}</dt><dd>{_words(words)}</dd></div>"
            for column, words in distinctive
        )
    )


@register.simple_tag
def lone_sentences(sentences):
    """Render, per outlet, the sentences of its text no other outlet compared has."""
    parts = []
    for column, placed in sentences.unique:
        listed = ""
        if placed:
            several = len(column.articles) > 1
            listed = "".join(
                f'<li><a href="{escape(s.url)}">{escape(s.text)}</a>'
                + (
                    f' <span class="meta">in “{escape(s.article.headline)}”</span>'
                    if several
                    else ""
                )
                + "</li>"
                for s in placed
            )
            listed = f'<ul class="sentence-list">{listed}</ul>'
        count = len(placed)
        parts.append(
            f'\n  <details class="only-here">\n    <summary><strong>{escape(column.name)}'
            f"</strong>: {count:d} sentence{pluralize(count)} no other outlet has</summary>"
            f"\n    {listed}\n  </details>\n  "
        )
    return SafeString("".join(parts))


def _outlet_links(row):
    """Return a link to one shared sentence in each outlet's text, named by the outlet."""
    return ", ".join(f'<a href="{escape(s.url)}">{escape(c.name)}</a>' for c, s in row)


@register.simple_tag
def shared_sentences(shared):
    """Render the sentences every outlet compared has, each linked in every outlet's text."""
    if not shared:
        return ""
    rows = "".join(
        f'<li>{escape(row[0][1].text)} <span class="meta">— {_outlet_links(row)}</span></li>'
        for row in shared
    )
    return SafeString(f'<ul class="sentence-list">{rows}</ul>')
