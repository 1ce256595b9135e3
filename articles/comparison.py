"""The outlet comparison: plain functions over fetched objects, testable without a request.

Everything here works on what ``Article.objects.for_comparison()`` fetched
(articles with their stored ``measures``), the people those measures name
and the story's statements; none of it queries the database, and none of it
reads text: the sentences, word counts, diffs and links it compares were
measured when each article was written (``ingest.store_measures``) and its
story stored (``ingest.store_aggregates``).

An outlet is a *column*. Articles with no known publisher share the column
keyed ``unknown`` ("Unknown outlet"). An outlet with several articles is one
column: its counts are summed, and a statement sentence counts as carried by
the fullest version among its articles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import NamedTuple
from urllib.parse import quote as url_quote

from .alignment.words import DISTINCTIVE_TOP, DistinctiveWord
from .links import ArticleLinks
from .models import Coverage, Mention

UNKNOWN_OUTLET = "unknown"
UNKNOWN_OUTLET_NAME = "Unknown outlet"
# Words of a long passage put in each end of a text-fragment link.
FRAGMENT_EDGE_WORDS = 4
# How ``quote(part, safe="")`` encodes each ASCII character, "-" encoded too.
_FRAGMENT_ASCII = {code: url_quote(chr(code), safe="").replace("-", "%2D") for code in range(128)}

# The statuses as the stored cells hold them: plain strings, compared a few hundred times a page.
_VERBATIM, _ALTERED, _OMITTED = Coverage.values
_RANK = {_VERBATIM: 2, _ALTERED: 1, _OMITTED: 0}
_ICONS = {Coverage.VERBATIM: "✓", Coverage.ALTERED: "≈", Coverage.OMITTED: "–"}
# Read by value: building a Coverage per cell cost the grids more than the rest of a cell.
_LABELS = dict(Coverage.choices)
_KINDS = tuple(Mention.Kind.values)


def outlet_key(article) -> str:
    return article.outlet.slug if article.outlet_id else UNKNOWN_OUTLET


def measures_of(article):
    """Return the article's stored measures, or None before they are stored."""
    return getattr(article, "measures", None)


def text_fragment(text: str) -> str:
    """Return a ``#:~:text=`` anchor that makes a browser scroll to and highlight ``text``.

    Long passages use the ``start,end`` form so small differences in the
    middle (line breaks, marks) do not break the match.
    """
    words = text.split()
    if not words:
        return ""

    def encode(part: str) -> str:
        # "-", "," and "&" are syntax inside a text directive. ASCII text (most of it) is
        # encoded by one table look-up per character, as ``quote`` would: a comparison
        # links a hundred and more fragments.
        if part.isascii():
            return part.translate(_FRAGMENT_ASCII)
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


def story_outlet_choices(story) -> list[tuple[str, str]]:
    """Return ``outlet_choices`` of the story's latest articles, from what its row stores.

    Every outlet of its published articles has a latest article (those of no
    known outlet share one): the stored ``outlets`` and ``has_unknown_outlet``.
    """
    known = sorted(
        ((o.slug, o.name) for o in story.listed_outlets()), key=lambda c: c[1].casefold()
    )
    return known + ([(UNKNOWN_OUTLET, UNKNOWN_OUTLET_NAME)] if story.has_unknown_outlet else [])


def build_columns(articles) -> list[Column]:
    """Group ``articles`` into one column per outlet, in ``outlet_choices`` order.

    Each article gets its ``page_url`` here, once: every part of the
    comparison links into it, a score of times.
    """
    columns = {key: Column(key, name) for key, name in outlet_choices(articles)}
    article_url = ArticleLinks()
    for article in articles:
        article.page_url = article_url(article)
        column = columns[outlet_key(article)]
        column.outlet = article.outlet
        column.articles.append(article)
    return list(columns.values())


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


def at_a_glance(columns) -> list[Glance]:
    """Return one ``Glance`` per article, column by column.

    The moment an article reports was chosen when the story was stored
    (``ArticleMeasures.main_moment``).
    """
    rows = []
    for column in columns:
        for article in column.articles:
            measures = measures_of(article)
            moment = measures.main_moment if measures else None
            rows.append(
                Glance(
                    column=column,
                    article=article,
                    moment=moment,
                    delay_days=(article.published_at.date() - moment.occurred_on).days
                    if moment
                    else None,
                    words=article.word_count,
                    quote_share=measures.quote_share if measures else 0.0,
                    quote_count=measures.quote_count if measures else 0,
                    speaker_count=measures.speaker_count if measures else 0,
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
        return _LABELS[self.status]

    @property
    def icon(self) -> str:
        return _ICONS[self.status]

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
        if _RANK.get(found, -1) > _RANK[status]:
            status, text, carrier = found, cell.get("text", ""), article
    return status, text, carrier


def cell_anchor(quotes, statement_id, text: str) -> str:
    """Return where an article printed ``text`` of a statement: its quote's anchor, else a fragment.

    ``quotes`` are the article's ``(pk, statement id, text)``, in text order.
    Stored with each carried cell (``anchor``) when the story is stored.
    """
    for pk, quoted_statement, quoted in quotes:
        if quoted_statement == statement_id and text.strip(" ,.") in quoted:
            return f"#quote-{pk}"
    return text_fragment(text)


def statement_grids(statements, columns) -> list[StatementGrid]:
    """Return a grid per statement, the one with most sources first.

    Statements no selected outlet carried at all are left out.
    """
    grids = []
    keyed = [(column, [(str(a.pk), a) for a in column.articles]) for column in columns]
    for statement in statements:
        rows = []
        # Per column: the sentences it carried verbatim, and those it altered.
        verbatim, altered = [0] * len(columns), [0] * len(columns)
        for index, sentence in enumerate(statement.shown_sentences):
            coverage = sentence.get("coverage") or {}
            cells = []
            for number, (column, articles) in enumerate(keyed):
                # best_cell(), with the stored anchor of the carrying article's cell.
                rank, found = 0, None
                for key, article in articles:
                    cell = coverage.get(key)
                    if cell is not None and _RANK.get(cell.get("status"), -1) > rank:
                        rank, found = _RANK[cell["status"]], (cell, article)
                if found is None:
                    cells.append(GridCell(column, _OMITTED))
                    continue
                cell, article = found
                status = cell["status"]
                if status == _VERBATIM:
                    verbatim[number] += 1
                else:
                    altered[number] += 1
                url = article.page_url + cell.get("anchor", "")
                cells.append(GridCell(column, status, cell.get("text", ""), article, url))
            rows.append(GridRow(index, sentence.get("text", ""), cells))
        carriage = [
            Carriage(column, verbatim=verbatim[i], altered=altered[i])
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


def cell_diff(sentence: dict, article) -> list[DiffPart]:
    """Return the word-level changes from the full sentence to ``article``'s version of it.

    Alignment stored them in the sentence's coverage cell (``diff``).
    """
    cell = (sentence.get("coverage") or {}).get(str(article.pk)) or {}
    return [DiffPart(op, text) for op, text in cell.get("diff") or ()]


# --------------------------------------------------------------------------- framing


@dataclass(frozen=True)
class FramingCount:
    own_voice: int  # in the outlet's own sentences
    quoted: int  # inside a quote


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


def _column_framing(column: Column, words) -> dict[str, FramingCount]:
    """Sum the stored framing counts of the column's articles."""
    own, quoted = Counter(), Counter()
    for article in column.articles:
        measures = measures_of(article)
        stored = measures.framing if measures else {}
        for word in words:
            counts = stored.get(word) or (0, 0)
            own[word] += counts[0]
            quoted[word] += counts[1]
    return {word: FramingCount(own[word], quoted[word]) for word in words}


def framing(columns, words) -> Framing:
    """Count the editor-set framing ``words`` per column and find each column's distinctive words.

    Counts separate the outlet's own voice from the quotes it printed: an
    outlet quoting Gaga saying "backlash" is not an outlet calling it backlash.
    Both were counted per article when it was written. The distinctive words
    of each outlet's latest article, against the story's other outlets, were
    scored when the story was aligned (``alignment.words``).
    """
    words = [w for w in dict.fromkeys(w.strip() for w in words) if w]
    per_column = {column.key: _column_framing(column, words) for column in columns}
    rows = [FramingRow(word, [per_column[c.key][word] for c in columns]) for word in words]
    flags = [
        FramingFlag(column, row.word, count.own_voice, count.quoted)
        for column in columns
        for row in rows
        for count in [per_column[column.key][row.word]]
        if count.own_voice
    ]
    found = {
        column.key: sorted(
            (
                DistinctiveWord(*stored)
                for article in column.articles
                if (measures := measures_of(article))
                for stored in measures.distinctive
            ),
            key=lambda w: (-w.score, w.word),
        )[:DISTINCTIVE_TOP]
        for column in columns
    }
    return Framing(rows, flags, [(c, found.get(c.key, [])) for c in columns])


# --------------------------------------------------------------------------- people


class Usage(NamedTuple):
    """One wording of a person in one outlet: a comparison lists a few hundred (a tuple each)."""

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


def _usages(counts: dict, first: dict, fragments: dict) -> list[Usage]:
    """Return a ``Usage`` per text counted, most used first.

    ``fragments`` keeps each text's fragment link: the same names and pronouns
    recur for one person in outlet after outlet.
    """
    usages = []
    for text, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        fragment = fragments.get(text)
        if fragment is None:
            fragment = fragments[text] = text_fragment(text)
        usages.append(Usage(text, count, first[text].page_url + fragment))
    return usages


def people(columns, persons) -> list[PersonRow]:
    """Return, per person mentioned, how each column names, describes and refers to them.

    ``persons`` maps the ids the articles' stored measures name to people
    (``Event.compared_persons()``, or ``Person.objects.in_bulk``). Only the
    columns that mention a person get a usage; the others are listed as
    ``absent``. People come most mentioned first. Pronouns are the pronoun
    mentions the pipeline recorded; the person's editor-set pronouns are on
    ``person``.
    """
    # person id -> column index -> kind -> (uses per text, first article per text)
    by_person: dict[int, dict] = {}
    for index, column in enumerate(columns):
        for article in column.articles:
            measures = measures_of(article)
            for person_id, kinds in (measures.people if measures else {}).items():
                if int(person_id) not in persons:
                    continue
                per_column = by_person.setdefault(int(person_id), {})
                found = per_column.get(index)
                if found is None:
                    found = per_column[index] = {kind: ({}, {}) for kind in _KINDS}
                for kind, uses in kinds.items():
                    counted = found.get(kind)
                    if counted is None:
                        continue
                    # Plain dicts: a Counter per person, outlet and kind cost more than the sums.
                    counts, first = counted
                    for text, count in uses:
                        counts[text] = counts.get(text, 0) + count
                        if text not in first:
                            first[text] = article
    fragments = {}
    rows = []
    for person_id, per_column in by_person.items():
        usages = [
            PersonUsage(
                columns[index],
                names=_usages(*kinds[Mention.Kind.NAME], fragments),
                descriptors=_usages(*kinds[Mention.Kind.DESCRIPTOR], fragments),
                ages=_usages(*kinds[Mention.Kind.AGE], fragments),
                pronouns=_usages(*kinds[Mention.Kind.PRONOUN], fragments),
            )
            for index, kinds in sorted(per_column.items())
        ]
        absent = [column for index, column in enumerate(columns) if index not in per_column]
        total = sum(
            count
            for kinds in per_column.values()
            for counts, _ in kinds.values()
            for count in counts.values()
        )
        rows.append(PersonRow(persons[person_id], usages, total, absent))
    rows.sort(key=lambda r: (-r.mention_count, r.person.name))
    return rows


# --------------------------------------------------------------------------- sentences


class PlacedSentence(NamedTuple):
    """A sentence of one outlet's article, linked where it is printed (a tuple: a page has many)."""

    text: str
    article: object
    url: str


@dataclass
class Sentences:
    unique: list[tuple[Column, list[PlacedSentence]]]
    shared: list[list[tuple[Column, PlacedSentence]]]  # rows: one sentence per column


def sentences(columns) -> Sentences:
    """Return each column's sentences no other column has, and those every column shares.

    Reads the counterparts alignment stored with each outlet's latest article
    (``ArticleMeasures.sentence_links``, each sentence's likest first): a
    sentence is its column's alone when none of its counterparts is in another
    column compared here, and shared when every other column has one. Rows of
    shared sentences follow the first column's sentences, a sentence per
    column, the best counterpart of each (columns in key order).
    """
    column_of = {article.pk: column for column in columns for article in column.articles}
    article_of = {article.pk: article for column in columns for article in column.articles}
    links_of = {
        article.pk: measures.sentence_links if (measures := measures_of(article)) else []
        for column in columns
        for article in column.articles
    }
    placed = {}

    def place(article_id, index):
        if (article_id, index) not in placed:
            article = article_of[article_id]
            start, end = links_of[article_id][index][:2]
            text = article.body[start:end]
            placed[article_id, index] = PlacedSentence(
                text, article, article.page_url + text_fragment(text)
            )
        return placed[article_id, index]

    unique, shared = [], []
    for number, column in enumerate(columns):
        alone = []
        # The articles of the other columns: a sentence with a counterpart among them is not alone.
        elsewhere = {pk for pk, other in column_of.items() if other is not column}
        for article in column.articles:
            for index, links in enumerate(links_of[article.pk]):
                others = links[2::2]
                if number:  # shared rows follow the first column: here, alone or not is enough
                    if elsewhere.isdisjoint(others):
                        alone.append(place(article.pk, index))
                    continue
                best = {}
                for other_id, other_index in zip(others, links[3::2], strict=True):
                    other = column_of.get(other_id)
                    if other is not None and other is not column:
                        best.setdefault(other.key, (other_id, other_index))
                if not best:
                    alone.append(place(article.pk, index))
                elif len(best) == len(columns) - 1:
                    row = {**best, column.key: (article.pk, index)}
                    shared.append(
                        [(column_of[ref[0]], place(*ref)) for _, ref in sorted(row.items())]
                    )
        unique.append((column, alone))
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


def compare_outlets(articles, statements, framing_words, persons) -> Comparison:
    """Return the whole comparison of ``articles`` (from ``for_comparison``).

    ``persons`` are the people the articles' measures name, by id
    (``Event.compared_persons()``, stored with the story, or
    ``Person.objects.for_comparison``).
    """
    columns = build_columns(articles)
    return Comparison(
        columns=columns,
        glance=at_a_glance(columns),
        grids=statement_grids(statements, columns),
        framing=framing(columns, framing_words),
        people=people(columns, persons),
        sentences=sentences(columns),
    )
