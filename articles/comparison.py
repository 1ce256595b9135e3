"""The outlet comparison: plain functions over fetched objects, testable without a request.

Everything here works on what ``Article.objects.for_comparison()`` fetched
(articles with ``comparison_quotes`` and ``comparison_mentions``), the story's
statements and its moments; none of it queries the database. The text
measures themselves live in ``articles.extraction.compare``.

An outlet is a *column*. Articles with no known publisher share the column
keyed ``unknown`` ("Unknown outlet"). An outlet with several articles is one
column: its counts are summed, and a statement sentence counts as carried by
the fullest version among its articles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from urllib.parse import quote as url_quote

from .extraction.align import word_diff
from .extraction.compare import (
    DistinctiveWord,
    FramingCount,
    SentenceRef,
    count_framing,
    distinctive_words,
    unique_sentences,
)
from .extraction.sentences import split_sentences
from .extraction.text import classify_paragraphs
from .extraction.types import PROSE
from .models import Coverage, Mention, Precision

UNKNOWN_OUTLET = "unknown"
UNKNOWN_OUTLET_NAME = "Unknown outlet"
# Distinctive words shown per outlet.
DISTINCTIVE_TOP = 5
# Words of a long passage put in each end of a text-fragment link.
FRAGMENT_EDGE_WORDS = 4

_RANK = {Coverage.VERBATIM: 2, Coverage.ALTERED: 1, Coverage.OMITTED: 0}
_ICONS = {Coverage.VERBATIM: "✓", Coverage.ALTERED: "≈", Coverage.OMITTED: "–"}
# Article bodies of one outlet are joined with this, so no sentence spans two articles.
_JOIN = "\n\n"


def outlet_key(article) -> str:
    return article.outlet.slug if article.outlet_id else UNKNOWN_OUTLET


def text_fragment(text: str) -> str:
    """Return a ``#:~:text=`` anchor that makes a browser scroll to and highlight ``text``.

    Long passages use the ``start,end`` form so small differences in the
    middle (line breaks, marks) do not break the match.
    """
    words = text.split()
    if not words:
        return ""

    def encode(part: str) -> str:
        # "-", "," and "&" are syntax inside a text directive.
        return url_quote(part, safe="").replace("-", "%2D")

    if len(words) <= FRAGMENT_EDGE_WORDS * 2:
        return "#:~:text=" + encode(" ".join(words))
    start = " ".join(words[:FRAGMENT_EDGE_WORDS])
    end = " ".join(words[-FRAGMENT_EDGE_WORDS:])
    return f"#:~:text={encode(start)},{encode(end)}"


# --------------------------------------------------------------------------- columns


@dataclass
class Column:
    """One outlet of the comparison, with its articles in publication order."""

    key: str
    name: str
    outlet: object = None
    articles: list = field(default_factory=list)

    @property
    def is_unknown(self) -> bool:
        return self.key == UNKNOWN_OUTLET


def outlet_choices(articles) -> list[tuple[str, str]]:
    """Return ``(key, name)`` for each outlet of ``articles``: by name, the unknown outlet last."""
    names = {}
    for article in articles:
        names.setdefault(outlet_key(article), article.outlet_name)
    known = sorted(
        ((k, n) for k, n in names.items() if k != UNKNOWN_OUTLET), key=lambda c: c[1].casefold()
    )
    return known + [(k, n) for k, n in names.items() if k == UNKNOWN_OUTLET]


def build_columns(articles) -> list[Column]:
    """Group ``articles`` into one column per outlet, in ``outlet_choices`` order."""
    columns = {key: Column(key, name) for key, name in outlet_choices(articles)}
    for article in articles:
        column = columns[outlet_key(article)]
        column.outlet = article.outlet
        column.articles.append(article)
    return list(columns.values())


def _quote_spans(article) -> list[tuple[int, int]]:
    return [(q.start, q.end) for q in article.comparison_quotes]


def _covered_chars(spans, length) -> int:
    """Return how many characters of ``[0, length)`` the spans cover, overlaps once."""
    covered, reach = 0, 0
    for start, end in sorted(spans):
        start, end = max(start, reach, 0), min(end, length)
        if end > start:
            covered += end - start
            reach = end
    return covered


# --------------------------------------------------------------------------- at a glance


@dataclass
class Glance:
    """What one article looks like beside the others."""

    column: Column
    article: object
    moment: object  # the moment it reports, or None
    delay_days: int | None
    words: int
    quote_share: float  # 0..1 of the body's characters inside quotes
    quote_count: int
    speaker_count: int

    @property
    def quote_percent(self) -> int:
        return round(self.quote_share * 100)


def main_moment(moments, published_on: date | None):
    """Return the moment an article published on ``published_on`` reports.

    Kept simple on purpose: the latest day-precision moment on or before the
    publication day. None when the day is not known or no such moment exists.
    """
    if published_on is None:
        return None
    found = None
    for moment in moments:
        if (
            moment.occurred_on is not None
            and moment.precision == Precision.DAY
            and moment.occurred_on <= published_on
            and (found is None or moment.occurred_on >= found.occurred_on)
        ):
            found = moment
    return found


def at_a_glance(columns, moments) -> list[Glance]:
    """Return one ``Glance`` per article, column by column."""
    rows = []
    for column in columns:
        for article in column.articles:
            published_on = article.published_at.date() if article.published_at else None
            moment = main_moment(moments, published_on)
            quotes = article.comparison_quotes
            speakers = {q.speaker_id or q.speaker_label for q in quotes} - {None, ""}
            body_length = len(article.body)
            rows.append(
                Glance(
                    column=column,
                    article=article,
                    moment=moment,
                    delay_days=(published_on - moment.occurred_on).days if moment else None,
                    words=article.word_count or len(article.body.split()),
                    quote_share=(
                        _covered_chars(_quote_spans(article), body_length) / body_length
                        if body_length
                        else 0.0
                    ),
                    quote_count=len(quotes),
                    speaker_count=len(speakers),
                )
            )
    return rows


# --------------------------------------------------------------------------- statement grid


@dataclass
class GridCell:
    column: Column
    status: str
    text: str = ""
    article: object = None
    url: str = ""

    @property
    def label(self) -> str:
        return Coverage(self.status).label

    @property
    def icon(self) -> str:
        return _ICONS[Coverage(self.status)]

    @property
    def is_carried(self) -> bool:
        return self.status != Coverage.OMITTED


@dataclass
class GridRow:
    index: int
    text: str
    cells: list[GridCell]

    @property
    def is_uncarried(self) -> bool:
        return not any(cell.is_carried for cell in self.cells)


@dataclass
class Carriage:
    column: Column
    verbatim: int
    altered: int

    @property
    def carried(self) -> int:
        return self.verbatim + self.altered


@dataclass
class StatementGrid:
    statement: object
    rows: list[GridRow]
    carriage: list[Carriage]  # per column, in column order
    source_count: int  # articles of the whole story carrying any of it (stored)

    @property
    def speaker_name(self) -> str:
        s = self.statement
        return s.speaker.name if s.speaker_id else (s.speaker_label or "Unknown speaker")

    @property
    def leaders(self) -> list[Carriage]:
        """Return the columns that carried the most sentences (ties share the lead)."""
        best = max(((c.carried, c.verbatim) for c in self.carriage), default=(0, 0))
        if best[0] == 0:
            return []
        return [c for c in self.carriage if (c.carried, c.verbatim) == best]

    @property
    def uncarried(self) -> list[GridRow]:
        return [row for row in self.rows if row.is_uncarried]


def best_cell(sentence: dict, column: Column) -> tuple[str, str, object]:
    """Return ``(status, text, article)`` of the fullest carriage of ``sentence`` in ``column``.

    Articles missing from the coverage did not carry the sentence.
    """
    coverage = sentence.get("coverage") or {}
    status, text, carrier = Coverage.OMITTED.value, "", None
    for article in column.articles:
        cell = coverage.get(str(article.pk)) or {}
        found = cell.get("status")
        if found in Coverage.values and _RANK[Coverage(found)] > _RANK[Coverage(status)]:
            status, text, carrier = found, cell.get("text", ""), article
    return status, text, carrier


def _cell_url(article, statement, text: str) -> str:
    """Return where ``article`` printed ``text``: its quote's anchor, else a text fragment."""
    url = article.get_absolute_url()
    for quote in article.comparison_quotes:
        if quote.statement_id == statement.pk and text.strip(" ,.") in quote.text:
            return f"{url}#quote-{quote.pk}"
    return url + text_fragment(text)


def statement_grids(statements, columns) -> list[StatementGrid]:
    """Return a grid per statement, the one with most sources first.

    Statements no selected outlet carried at all are left out.
    """
    grids = []
    for statement in statements:
        rows = []
        for index, sentence in enumerate(statement.shown_sentences):
            cells = []
            for column in columns:
                status, text, article = best_cell(sentence, column)
                url = _cell_url(article, statement, text) if article is not None else ""
                cells.append(GridCell(column, status, text, article, url))
            rows.append(GridRow(index, sentence.get("text", ""), cells))
        carriage = [
            Carriage(
                column,
                verbatim=sum(r.cells[i].status == Coverage.VERBATIM for r in rows),
                altered=sum(r.cells[i].status == Coverage.ALTERED for r in rows),
            )
            for i, column in enumerate(columns)
        ]
        if any(c.carried for c in carriage):
            grids.append(StatementGrid(statement, rows, carriage, statement.source_count))
    grids.sort(key=lambda g: (-g.source_count, g.statement.pk))
    return grids


@dataclass(frozen=True)
class DiffPart:
    op: str  # "equal", "delete" or "insert"
    text: str


def sentence_diff(full: str, printed: str) -> list[DiffPart]:
    """Return the word-level changes from the full sentence to one outlet's version."""
    return [DiffPart(op, text) for op, text in word_diff(full, printed)]


# --------------------------------------------------------------------------- framing


@dataclass
class FramingRow:
    word: str
    counts: list[FramingCount]  # per column

    @property
    def cells(self):
        return self.counts


@dataclass(frozen=True)
class FramingFlag:
    column: Column
    word: str
    own_voice: int
    quoted: int


@dataclass
class Framing:
    rows: list[FramingRow]
    flags: list[FramingFlag]  # editor-set words an outlet used in its own voice
    distinctive: list[tuple[Column, list[DistinctiveWord]]]


def _column_text(column: Column) -> tuple[str, list[tuple[int, int]]]:
    """Return the column's bodies joined, and its quote spans shifted to match."""
    parts, spans, cursor = [], [], 0
    for article in column.articles:
        parts.append(article.body)
        spans.extend((cursor + s, cursor + e) for s, e in _quote_spans(article))
        cursor += len(article.body) + len(_JOIN)
    return _JOIN.join(parts), spans


def framing(columns, words) -> Framing:
    """Count the editor-set framing ``words`` per column and find each column's distinctive words.

    Counts separate the outlet's own voice from the quotes it printed: an
    outlet quoting Gaga saying "backlash" is not an outlet calling it backlash.
    """
    words = [w for w in dict.fromkeys(w.strip() for w in words) if w]
    texts, spans = {}, {}
    for column in columns:
        texts[column.key], spans[column.key] = _column_text(column)
    per_column = {key: count_framing(texts[key], spans[key], words) for key in texts}
    rows = [FramingRow(word, [per_column[c.key][word] for c in columns]) for word in words]
    flags = [
        FramingFlag(column, row.word, count.own_voice, count.quoted)
        for column in columns
        for row in rows
        for count in [per_column[column.key][row.word]]
        if count.own_voice
    ]
    # How an outlet names people is the people table's business, not word choice.
    names = _name_words(columns)
    found = {
        key: [w for w in found if w.word not in names][:DISTINCTIVE_TOP]
        for key, found in distinctive_words(texts, spans, top=3 * DISTINCTIVE_TOP).items()
    }
    return Framing(rows, flags, [(c, found.get(c.key, [])) for c in columns])


def _name_words(columns) -> set[str]:
    """Return the words, casefolded, of the names the columns' articles call people by."""
    return {
        word.casefold()
        for column in columns
        for article in column.articles
        for mention in article.comparison_mentions
        if mention.kind == Mention.Kind.NAME
        for word in (*mention.text.split(), *mention.person.name.split())
    }


# --------------------------------------------------------------------------- people


@dataclass(frozen=True)
class Usage:
    text: str
    count: int
    url: str  # where it is first used


@dataclass
class PersonUsage:
    column: Column
    names: list[Usage]
    descriptors: list[Usage]
    ages: list[Usage]
    pronouns: list[Usage]

    @property
    def is_empty(self) -> bool:
        return not (self.names or self.descriptors or self.ages or self.pronouns)


@dataclass
class PersonRow:
    person: object
    usages: list[PersonUsage]  # per column that mentions the person
    mention_count: int
    absent: list[Column]  # the columns that do not mention them


def _usages(mentions) -> list[Usage]:
    counts = Counter(m.text for m in mentions)
    first = {}
    for mention in mentions:
        first.setdefault(mention.text, mention.article)
    return [
        Usage(text, count, first[text].get_absolute_url() + text_fragment(text))
        for text, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    ]


def people(columns) -> list[PersonRow]:
    """Return, per person mentioned, how each column names, describes and refers to them.

    Only the columns that mention a person get a usage; the others are listed
    as ``absent``. People come most mentioned first. Pronouns are the pronoun mentions the
    pipeline recorded; the person's editor-set pronouns are on ``person``.
    """
    by_person: dict[int, dict] = {}
    persons = {}
    for index, column in enumerate(columns):
        for article in column.articles:
            for mention in article.comparison_mentions:
                persons[mention.person_id] = mention.person
                kinds = by_person.setdefault(mention.person_id, {}).setdefault(
                    index, {kind: [] for kind in Mention.Kind.values}
                )
                if mention.kind in kinds:
                    kinds[mention.kind].append(mention)
    rows = []
    for person_id, per_column in by_person.items():
        usages = [
            PersonUsage(
                columns[index],
                names=_usages(kinds[Mention.Kind.NAME]),
                descriptors=_usages(kinds[Mention.Kind.DESCRIPTOR]),
                ages=_usages(kinds[Mention.Kind.AGE]),
                pronouns=_usages(kinds[Mention.Kind.PRONOUN]),
            )
            for index, kinds in sorted(per_column.items())
        ]
        absent = [column for index, column in enumerate(columns) if index not in per_column]
        total = sum(len(v) for kinds in per_column.values() for v in kinds.values())
        rows.append(PersonRow(persons[person_id], usages, total, absent))
    rows.sort(key=lambda r: (-r.mention_count, r.person.name))
    return rows


# --------------------------------------------------------------------------- sentences


@dataclass(frozen=True)
class PlacedSentence:
    text: str
    article: object
    url: str


@dataclass
class Sentences:
    unique: list[tuple[Column, list[PlacedSentence]]]
    shared: list[list[tuple[Column, PlacedSentence]]]  # rows: one sentence per column


def prose_sentences(body: str) -> list[SentenceRef]:
    """Return the sentences of the prose paragraphs of ``body``: no captions, credits or links."""
    return [
        SentenceRef(start, end, body[start:end])
        for paragraph in classify_paragraphs(body)
        if paragraph.kind == PROSE
        for start, end in split_sentences(body, paragraph.start, paragraph.end)
    ]


def sentences(columns) -> Sentences:
    """Return each column's sentences no other column has, and those every column shares."""
    refs, placed = {}, {}
    for column in columns:
        refs[column.key] = []
        for article in column.articles:
            article_url = article.get_absolute_url()
            for ref in prose_sentences(article.body):
                refs[column.key].append(ref)
                url = article_url + text_fragment(ref.text)
                placed.setdefault((column.key, ref), PlacedSentence(ref.text, article, url))
    result = unique_sentences(refs)
    by_key = {c.key: c for c in columns}
    unique = [
        (column, [placed[(column.key, ref)] for ref in result.unique.get(column.key, ())])
        for column in columns
    ]
    shared = [
        [(by_key[key], placed[(key, ref)]) for key, ref in row.items()] for row in result.shared
    ]
    return Sentences(unique, shared)


# --------------------------------------------------------------------------- the whole


@dataclass
class Comparison:
    columns: list[Column]
    glance: list[Glance]
    grids: list[StatementGrid]
    framing: Framing
    people: list[PersonRow]
    sentences: Sentences


def compare_outlets(articles, statements, moments, framing_words) -> Comparison:
    """Return the whole comparison of ``articles`` (from ``for_comparison``)."""
    columns = build_columns(articles)
    return Comparison(
        columns=columns,
        glance=at_a_glance(columns, moments),
        grids=statement_grids(statements, columns),
        framing=framing(columns, framing_words),
        people=people(columns),
        sentences=sentences(columns),
    )
