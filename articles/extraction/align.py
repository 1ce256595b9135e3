"""Align what several articles report: statements, moments and people across outlets.

Pure functions over small frozen records that the ingest code builds from
database rows. No Django, no I/O, no clock. Work is kept near-linear in the
number of inputs by indexing rare word n-grams and comparing only candidates
that share one, never every pair.
"""

from __future__ import annotations

import datetime
import difflib
import heapq
import itertools
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from .lexicon import without_accents
from .people import PLAIN_TITLES
from .sentences import split_sentences

VERBATIM = "verbatim"
ALTERED = "altered"
OMITTED = "omitted"

# Quotes of at most this many words are fragments ("very protective").
FRAGMENT_WORDS = 3
# A version of a sentence covering this share of another version's words is
# the same sentence (or, if it covers less of the other, a trimmed part of it).
SAME_SENTENCE = 0.75
# Sentences shorter than this ("This is hatred.") are too common to prove on
# their own that two quotes come from the same utterance.
LINK_WORDS = 5
# How many of a sentence's rarest n-grams are looked up to find its versions.
PROBES = 4
# Cue verbs that report speech rather than writing; see group_statements.
_SPEECH_CUES = """said says say saying told tells telling exclaimed explained recalled joked
shouted asked answered replied"""
SPEECH_CUES = frozenset(_SPEECH_CUES.split())

_MARKS = str.maketrans(
    {
        "‘": "'",
        "’": "'",
        "‚": "'",
        "‛": "'",
        "′": "'",
        "`": "'",
        "´": "'",
        "“": '"',
        "”": '"',
        "„": '"',
        "‟": '"',
        "″": '"',
        "«": '"',
        "»": '"',
        "\u00a0": " ",
        "–": "-",
        "—": "-",
        "‐": "-",
        "‑": "-",
    }
)
_WORD = re.compile(r"\w+(?:'\w+)*")
_TERMINAL = re.compile(r"[.!?…][\"'”’)\]]*\s*$")


def normalize_words(text: str) -> tuple[str, ...]:
    """Return the words of ``text`` folded for comparison.

    Curly and straight marks, case, spacing and punctuation do not count:
    "It’s appalling," and "it's appalling" give the same words.
    """
    return tuple(m.group().casefold() for m in _WORD.finditer(text.translate(_MARKS)))


def _word_spans(text: str) -> list[tuple[int, int]]:
    # The translation maps one character to one, so offsets stay valid.
    return [m.span() for m in _WORD.finditer(text.translate(_MARKS))]


def _shingles(words: tuple[str, ...], n: int = 3) -> set[tuple[str, ...]]:
    if len(words) <= n:
        return {words}
    return {words[i : i + n] for i in range(len(words) - n + 1)}


def _compatible(a: str | None, b: str | None) -> bool:
    return a is None or b is None or a == b


class _SpeakerUnion:
    """Union-find whose sets never hold two different named speakers."""

    def __init__(self, speakers: Sequence[str | None]) -> None:
        self.parent = list(range(len(speakers)))
        self.speaker = list(speakers)

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb or not _compatible(self.speaker[ra], self.speaker[rb]):
            return
        self.parent[rb] = ra
        self.speaker[ra] = self.speaker[ra] or self.speaker[rb]

    def groups(self) -> dict[int, list[int]]:
        out: dict[int, list[int]] = defaultdict(list)
        for i in range(len(self.parent)):
            out[self.find(i)].append(i)
        return out


# --------------------------------------------------------------------------- statements


@dataclass(frozen=True)
class QuoteRef:
    """One quote as printed by one source (an article key)."""

    key: str
    source: str
    speaker: str | None
    text: str
    position: int = 0  # where the quote starts in its article, to know the order
    cue: str | None = None  # "said", "wrote", "added" ...
    is_fragment: bool = False


@dataclass(frozen=True)
class SentenceRendering:
    """How one source printed one sentence of a statement."""

    source: str
    status: str  # VERBATIM, ALTERED or OMITTED
    text: str | None = None  # the source's own words, None when omitted
    quote_keys: tuple[str, ...] = ()


@dataclass(frozen=True)
class StatementSentence:
    text: str  # the most complete version printed anywhere
    renderings: tuple[SentenceRendering, ...]  # one per source of the statement

    def rendering(self, source: str) -> SentenceRendering | None:
        """Return how ``source`` printed this sentence, or None if it does not carry it."""
        return next((r for r in self.renderings if r.source == source), None)


@dataclass(frozen=True)
class Statement:
    """One utterance rebuilt from the quotes several sources printed of it."""

    speaker: str | None
    sources: tuple[str, ...]
    quote_keys: tuple[str, ...]  # every quote grouped here, fragments included
    sentences: tuple[StatementSentence, ...]

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)


@dataclass(frozen=True)
class _Unit:
    quote: int
    text: str
    words: tuple[str, ...]
    complete: bool  # starts with a capital and ends the sentence or the quote


def _overlap(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[int, int, int]:
    """Return (matched words, first and one-past-last matched index in ``b``).

    Only runs of three words or more count (or the whole of a shorter text):
    scattered common words must not make "That all people are celebrated
    equally" look like a trimmed "that all women are celebrated equally".
    """
    least = min(3, len(a), len(b))
    blocks = [
        m
        for m in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
        if m.size and m.size >= least
    ]
    if not blocks:
        return 0, 0, 0
    return sum(m.size for m in blocks), blocks[0].b, blocks[-1].b + blocks[-1].size


def _quote_units(index: int, text: str) -> list[_Unit]:
    spans = split_sentences(text)
    units = []
    for n, (start, end) in enumerate(spans):
        piece = _strip_unbalanced(text[start:end])
        words = normalize_words(piece)
        if not words:
            continue
        first_letter = re.search(r"[^\W\d_]", piece)
        starts_capital = bool(first_letter) and first_letter.group().isupper()
        ends = bool(_TERMINAL.search(piece)) or n == len(spans) - 1
        units.append(_Unit(index, piece, words, starts_capital and ends))
    return units


def _strip_unbalanced(piece: str) -> str:
    """Drop a double mark left at either end by a quote running over paragraphs."""
    piece = piece.strip()
    if piece.translate(_MARKS).count('"') % 2:
        if piece[:1] in '"“„«':
            piece = piece[1:].lstrip()
        elif piece[-1:] in '"”»':
            piece = piece[:-1].rstrip()
    return piece


class _Sentences:
    """Versions of quoted sentences, clustered into the sentences actually uttered.

    A *variant* is one wording (speaker + normalised words); a *cluster* is the
    variants of one sentence; a cluster that is a trimmed part of a longer one
    resolves to it, and a cluster that merely glues two complete sentences
    together ("X, and Y") resolves to both.
    """

    def __init__(self, units: list[_Unit], speakers: list[str | None]) -> None:
        self.units = units
        self.variant_of_unit: list[int] = []
        self.variants: list[tuple[str | None, tuple[str, ...]]] = []
        ids: dict[tuple[str | None, tuple[str, ...]], int] = {}
        self.variant_units: list[list[int]] = []
        for u, unit in enumerate(units):
            key = (speakers[unit.quote], unit.words)
            if key not in ids:
                ids[key] = len(self.variants)
                self.variants.append(key)
                self.variant_units.append([])
            self.variant_of_unit.append(ids[key])
            self.variant_units[ids[key]].append(u)
        self._cluster()

    def _candidate_pairs(self) -> Iterable[tuple[int, int]]:
        postings: dict[tuple[str, ...], list[int]] = defaultdict(list)
        shingles = [_shingles(words) for _, words in self.variants]
        for v, grams in enumerate(shingles):
            for gram in grams:
                postings[gram].append(v)
        seen: set[tuple[int, int]] = set()
        for v, grams in enumerate(shingles):
            for gram in sorted(grams, key=lambda g: (len(postings[g]), g))[:PROBES]:
                for w in postings[gram]:
                    pair = (min(v, w), max(v, w))
                    if v != w and pair not in seen:
                        seen.add(pair)
                        yield pair

    def _cluster(self) -> None:
        union = _SpeakerUnion([speaker for speaker, _ in self.variants])
        parts: list[tuple[int, int]] = []  # (variant that is part, variant it is part of)
        for v, w in self._candidate_pairs():
            (sv, a), (sw, b) = self.variants[v], self.variants[w]
            if not _compatible(sv, sw):
                continue
            matched, _, _ = _overlap(a, b)
            cover_a, cover_b = matched / len(a), matched / len(b)
            if cover_a >= SAME_SENTENCE and cover_b >= SAME_SENTENCE:
                union.union(v, w)
            elif cover_a >= SAME_SENTENCE:
                parts.append((v, w))
            elif cover_b >= SAME_SENTENCE:
                parts.append((w, v))
        self.cluster_of_variant = [union.find(v) for v in range(len(self.variants))]
        self.members: dict[int, list[int]] = union.groups()
        self.rep = {c: self._representative(vs) for c, vs in self.members.items()}
        self.parents: dict[int, set[int]] = defaultdict(set)
        for v, w in parts:
            small, big = self.cluster_of_variant[v], self.cluster_of_variant[w]
            if small != big:
                self.parents[small].add(big)
        children: dict[int, set[int]] = defaultdict(set)
        for small, bigs in self.parents.items():
            for big in bigs:
                children[big].add(small)
        self.merge_parts = {
            c: found for c in children if (found := self._merge_parts(c, children[c]))
        }

    def _representative(self, variants: list[int]) -> int:
        """Pick the unit with the most complete wording: most words, then a full stop."""

        def rank(u: int) -> tuple[int, bool, bool]:
            unit = self.units[u]
            return (len(unit.words), unit.complete, bool(_TERMINAL.search(unit.text)))

        return max((u for v in variants for u in self.variant_units[v]), key=rank)

    def words(self, cluster: int) -> tuple[str, ...]:
        return self.units[self.rep[cluster]].words

    def _merge_parts(self, cluster: int, children: set[int]) -> list[int]:
        """Return the complete sentences that ``cluster`` glues together, if it does."""
        words = self.words(cluster)
        regions = []
        for child in children:
            if not any(
                self.units[u].complete for v in self.members[child] for u in self.variant_units[v]
            ):
                continue
            _, start, end = _overlap(self.words(child), words)
            regions.append((end - start, start, end, child))
        chosen: list[tuple[int, int, int]] = []
        for _, start, end, child in sorted(regions, reverse=True):
            if all(end <= s or start >= e for s, e, _ in chosen):
                chosen.append((start, end, child))
        covered = sum(end - start for start, end, _ in chosen)
        if len(chosen) < 2 or covered < SAME_SENTENCE * len(words):
            return []
        return [child for _, _, child in sorted(chosen)]

    def canonical(self, cluster: int) -> list[int]:
        """Return the uttered sentences that a cluster stands for, in order."""
        if cluster in self.merge_parts:
            return [c for part in self.merge_parts[cluster] for c in self.canonical(part)]
        bigger = [p for p in self.parents.get(cluster, ()) if p not in self.merge_parts]
        if not bigger:
            return [cluster]
        # A trimmed sentence belongs to the longest sentence it is part of.
        return self.canonical(max(bigger, key=lambda p: (len(self.words(p)), -p)))

    def pieces(self, u: int) -> list[tuple[int, str]]:
        """Return (uttered sentence, the unit's words for it) for unit ``u``."""
        unit = self.units[u]
        targets = self.canonical(self.cluster_of_variant[self.variant_of_unit[u]])
        if len(targets) == 1:
            return [(targets[0], unit.text)]
        # A merged sentence: cut it where each part's matched words end.
        spans = _word_spans(unit.text)
        cuts = [0]
        for target in targets[:-1]:
            _, _, end = _overlap(self.words(target), unit.words)
            cuts.append(max(end, cuts[-1]))
        starts = [0] + [spans[c][0] if c < len(spans) else len(unit.text) for c in cuts[1:]]
        starts.append(len(unit.text))
        out = []
        for target, lo, hi in zip(targets, starts, starts[1:], strict=False):
            if unit.text[lo:hi].strip():
                out.append((target, unit.text[lo:hi].strip()))
        return out


def group_statements(quotes: Sequence[QuoteRef]) -> list[Statement]:
    """Group the quotes of one utterance printed by several sources into statements.

    Quotes are split into sentences and compared after normalising marks, case
    and punctuation. Two versions covering three quarters of each other's
    words are the same sentence; a version covering most of a longer one is a
    trimmed part of it; a version that is two complete sentences glued
    together stands for both. Quotes sharing a sentence of at least
    ``LINK_WORDS`` words belong to one utterance, for the same speaker (a
    ``None`` speaker is compatible with any).

    Outlets also print one post as several separate quotes. So two groups of a
    speaker that some source prints back to back (no other full quote of that
    speaker between them) are joined, when each group is printed by at least
    two sources and neither is cued only as speech ("said"): speech may come
    from another occasion than the written post around it.

    Fragments (``is_fragment`` or at most ``FRAGMENT_WORDS`` words) attach as
    partial coverage, status ALTERED, to the one sentence that contains them;
    a fragment contained in several sentences, or made only of stop words, is
    left out as ambiguous.

    A group becomes a statement when it has at least two sources or at least
    two overlapping quotes. Its sentences come in the order the sources print
    them; each carries, per source, VERBATIM (the same words as the most
    complete version), ALTERED (other or fewer words; the source's text is
    kept) or OMITTED.
    """
    quotes = sorted(quotes, key=lambda q: (q.source, q.position, q.key))
    speakers = [q.speaker for q in quotes]
    fragments, full = [], []
    for i, q in enumerate(quotes):
        words = normalize_words(q.text)
        if not words:
            continue
        (fragments if q.is_fragment or len(words) <= FRAGMENT_WORDS else full).append(i)
    units = [unit for i in full for unit in _quote_units(i, quotes[i].text)]
    sentences = _Sentences(units, speakers)

    # Which uttered sentences each quote prints, in reading order, with its wording.
    printed: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for u, unit in enumerate(units):
        printed[unit.quote].extend(sentences.pieces(u))
    quote_union = _SpeakerUnion(speakers)
    first_quote: dict[int, int] = {}
    for i in full:
        for target, _ in printed[i]:
            if len(sentences.words(target)) >= LINK_WORDS:
                quote_union.union(first_quote.setdefault(target, i), i)
    _join_adjacent(quotes, full, quote_union)
    groups = {root: members for root, members in quote_union.groups().items() if root in full}

    # Fragments attach to the one sentence, among printed ones, that contains them.
    sentence_groups: dict[int, set[int]] = defaultdict(set)
    for root, members in groups.items():
        for i in members:
            for target, _ in printed[i]:
                sentence_groups[target].add(root)
    attached: dict[int, list[tuple[int, int]]] = defaultdict(list)  # root -> (sentence, quote)
    finder = _FragmentFinder({c: sentences.words(c) for c in sentence_groups})
    for i in fragments:
        if all(w in STOP_WORDS for w in normalize_words(quotes[i].text)):
            continue  # "I" or "of the" says nothing about where it comes from
        hits = [
            (target, root)
            for target in finder.containing(normalize_words(quotes[i].text))
            for root in sentence_groups[target]
            if _compatible(quote_union.speaker[root], quotes[i].speaker)
        ]
        if len(hits) == 1:
            target, root = hits[0]
            attached[root].append((target, i))

    statements = []
    for root, members in groups.items():
        statement = _build_statement(
            quotes, members, printed, attached[root], sentences, quote_union.speaker[root]
        )
        if statement:
            statements.append(statement)
    return sorted(statements, key=lambda s: (-len(s.sources), s.quote_keys))


def _join_adjacent(quotes: list[QuoteRef], full: list[int], union: _SpeakerUnion) -> None:
    groups = union.groups()
    sources = {root: {quotes[i].source for i in m} for root, m in groups.items()}
    spoken_only = {
        root: all((quotes[i].cue or "").casefold() in SPEECH_CUES for i in m)
        for root, m in groups.items()
    }
    joinable = {root for root in groups if len(sources[root]) >= 2 and not spoken_only[root]}
    by_source_speaker: dict[tuple[str, str | None], list[int]] = defaultdict(list)
    for i in full:  # already in reading order
        by_source_speaker[quotes[i].source, quotes[i].speaker].append(i)
    pairs = []
    for sequence in by_source_speaker.values():
        for a, b in itertools.pairwise(sequence):
            ra, rb = union.find(a), union.find(b)
            if ra != rb and ra in joinable and rb in joinable:
                pairs.append((ra, rb))
    # Decide on the groups as they were before any join, so order does not matter.
    for ra, rb in pairs:
        union.union(ra, rb)


class _FragmentFinder:
    """Find the sentences whose words contain a fragment's words in a row."""

    def __init__(self, words_by_sentence: dict[int, tuple[str, ...]]) -> None:
        self.words = words_by_sentence
        self.postings: dict[str, list[int]] = defaultdict(list)
        for sentence, words in words_by_sentence.items():
            for word in set(words):
                self.postings[word].append(sentence)

    def containing(self, fragment: tuple[str, ...]) -> list[int]:
        if not fragment:
            return []
        rarest = min(fragment, key=lambda w: len(self.postings.get(w, ())))
        n = len(fragment)
        return [
            s
            for s in self.postings.get(rarest, ())
            if any(self.words[s][i : i + n] == fragment for i in range(len(self.words[s]) - n + 1))
        ]


def _build_statement(
    quotes: list[QuoteRef],
    members: list[int],
    printed: dict[int, list[tuple[int, str]]],
    attached: list[tuple[int, int]],
    sentences: _Sentences,
    speaker: str | None,
) -> Statement | None:
    sources = sorted({quotes[i].source for i in members} | {quotes[i].source for _, i in attached})
    overlapping = len(members) + len(attached) >= 2
    if len(sources) < 2 and not overlapping:
        return None
    order = _reading_order(quotes, members, printed)
    # versions[sentence][source] = [(words, text, quote key)]
    versions: dict[int, dict[str, list[tuple[tuple[str, ...], str, str]]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for i in members:
        for target, text in printed[i]:
            versions[target][quotes[i].source].append((normalize_words(text), text, quotes[i].key))
    for target, i in attached:
        versions[target][quotes[i].source].append(
            (normalize_words(quotes[i].text), quotes[i].text, quotes[i].key)
        )
    rows = []
    for target in order:
        full_words = sentences.words(target)
        renderings = []
        for source in sources:
            found = versions[target].get(source, [])
            if not found:
                renderings.append(SentenceRendering(source, OMITTED))
                continue
            keys = tuple(sorted({key for _, _, key in found}))
            same = [text for words, text, _ in found if words == full_words]
            if same:
                renderings.append(SentenceRendering(source, VERBATIM, same[0], keys))
            else:
                _, text, _ = max(found, key=lambda f: (_overlap(f[0], full_words)[0], len(f[0])))
                renderings.append(SentenceRendering(source, ALTERED, text, keys))
        rows.append(
            StatementSentence(sentences.units[sentences.rep[target]].text, tuple(renderings))
        )
    keys = tuple(sorted({quotes[i].key for i in members} | {quotes[i].key for _, i in attached}))
    return Statement(speaker, tuple(sources), keys, tuple(rows))


def _reading_order(
    quotes: list[QuoteRef], members: list[int], printed: dict[int, list[tuple[int, str]]]
) -> list[int]:
    """Order sentences as the sources print them; break disagreements by first sight."""
    first_seen: dict[int, int] = {}
    after: dict[int, set[int]] = defaultdict(set)
    previous: dict[str, int] = {}
    for i in sorted(members):  # quotes are sorted by source, then position
        for target, _ in printed[i]:
            first_seen.setdefault(target, len(first_seen))
            before = previous.get(quotes[i].source)
            if before is not None and before != target:
                after[before].add(target)
            previous[quotes[i].source] = target
    waiting = dict.fromkeys(first_seen, 0)
    for targets in after.values():
        for t in targets:
            waiting[t] += 1
    ready = [(first_seen[t], t) for t, n in waiting.items() if n == 0]
    heapq.heapify(ready)
    order: list[int] = []
    done: set[int] = set()
    while len(order) < len(first_seen):
        if not ready:  # sources disagree on the order: take the earliest seen
            t = min((t for t in first_seen if t not in done), key=first_seen.__getitem__)
            heapq.heappush(ready, (first_seen[t], t))
        _, t = heapq.heappop(ready)
        if t in done:
            continue
        done.add(t)
        order.append(t)
        for nxt in after[t]:
            waiting[nxt] -= 1
            if waiting[nxt] == 0 and nxt not in done:
                heapq.heappush(ready, (first_seen[nxt], nxt))
    return order


def append_run(runs: list[tuple[str, str]], op: str, text: str) -> None:
    """Add ``text`` to ``runs`` of ``(op, text)``, joining it to the last run of the same op."""
    if runs and runs[-1][0] == op:
        runs[-1] = (op, f"{runs[-1][1]} {text}")
    else:
        runs.append((op, text))


def word_diff(a: str, b: str) -> list[tuple[str, str]]:
    """Return word-level operations turning ``a`` into ``b``.

    Each operation is ("equal", text of ``b``), ("delete", text of ``a``) or
    ("insert", text of ``b``); a replaced run is a delete then an insert.
    Words compare after normalising marks, case and surrounding punctuation,
    so re-punctuation alone shows as equal.
    """
    words_a, words_b = a.split(), b.split()
    keys_a = [normalize_words(w) for w in words_a]
    keys_b = [normalize_words(w) for w in words_b]
    ops: list[tuple[str, str]] = []

    def add(op: str, words: list[str]) -> None:
        if words:
            append_run(ops, op, " ".join(words))

    matcher = difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            add("equal", words_b[j1:j2])
        else:
            add("delete", words_a[i1:i2])
            add("insert", words_b[j1:j2])
    return ops


# --------------------------------------------------------------------------- moments

# Days apart within which two near-identical moments are one happening dated differently.
CONFLICT_DAYS = 3
SIMILAR = 60  # rapidfuzz token_set_ratio of content words, same date
SIMILAR_WITH_PEOPLE = 45  # ... when day-precision moments also share a person
CONFLICT_SIMILAR = 70  # ... for moments dated differently
TITLE_CHARS = 60

_STOP_WORDS = """a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each few for from
further had has have having he her here hers herself him himself his how i if in into is it its
itself just me more most my myself no nor not now of off on once only or other our ours out over
own same she should so some such than that the their theirs them themselves then there these they
this those through to too under until up very was we were what when where which while who whom why
will with would you your yours yourself said says say told"""
STOP_WORDS = frozenset(_STOP_WORDS.split())


@dataclass(frozen=True)
class MomentRef:
    """One dated happening as one source mentions it."""

    key: str
    source: str
    date: datetime.date  # first day of the period for month/year precision
    precision: str  # "year", "month" or "day"
    sentence: str
    people: tuple[str, ...] = ()
    expression: str = ""  # "on Monday"; left out of the title


@dataclass(frozen=True)
class MomentGroup:
    title: str
    date: datetime.date  # the date most sources give (the earliest on a tie)
    precision: str
    dates: tuple[datetime.date, ...]  # every date given, sorted
    conflict: bool  # sources date the same happening differently
    sources: tuple[str, ...]
    moments: tuple[MomentRef, ...]  # every mention, every source kept


def _content(text: str) -> str:
    return " ".join(w for w in normalize_words(text) if w not in STOP_WORDS and not w.isdigit())


def _moment_text(m: MomentRef) -> str:
    sentence = m.sentence
    if m.expression:
        sentence = re.sub(re.escape(m.expression), " ", sentence, count=1, flags=re.I)
    return _content(sentence)


def _same_moment(a: MomentRef, b: MomentRef, texts: dict[str, str], threshold: int) -> bool:
    shared = set(a.people) & set(b.people)
    if a.people and b.people and not shared:
        return False
    # On one given day, a shared person is strong evidence; in a whole year it is not.
    same_day = a.precision == b.precision == "day" and a.date == b.date
    bar = SIMILAR_WITH_PEOPLE if shared and same_day else threshold
    return fuzz.token_set_ratio(texts[a.key], texts[b.key]) >= bar


def merge_moments(moments: Sequence[MomentRef]) -> list[MomentGroup]:
    """Merge mentions of the same dated happening across sources.

    Mentions merge when they have the same date and precision and similar
    sentences (rapidfuzz token_set_ratio of their content words, the date
    expression left out), with a lower bar for day-precision mentions that
    share a person; mentions naming only different people never merge. A
    year-precision mention never merges with a month or day one: "in 2023"
    is too coarse to tell which happening of that year it means, so the
    timeline shows both. Day-precision groups whose dates are at most
    ``CONFLICT_DAYS`` apart, come from different sources, share people (or
    name none) and have very similar sentences are one happening dated
    differently: they merge with ``conflict=True`` and every date is kept.
    """
    texts = {m.key: _moment_text(m) for m in moments}
    ordered = sorted(moments, key=lambda m: (m.precision, m.date, m.source, m.key))
    groups: list[list[MomentRef]] = []
    by_date: dict[tuple[str, datetime.date], list[int]] = defaultdict(list)
    for m in ordered:
        candidates = by_date[m.precision, m.date]
        # Compare with a few members per group: enough to judge, and keeps it linear.
        match = next(
            (
                g
                for g in candidates
                if any(_same_moment(m, o, texts, SIMILAR) for o in groups[g][:5])
            ),
            None,
        )
        if match is None:
            candidates.append(len(groups))
            groups.append([m])
        else:
            groups[match].append(m)
    groups = _merge_conflicts(groups, texts)
    result = [_moment_group(g, texts) for g in groups]
    return sorted(result, key=lambda g: (g.date, g.precision, g.title))


def _merge_conflicts(groups: list[list[MomentRef]], texts: dict[str, str]) -> list[list[MomentRef]]:
    day_groups = sorted(
        (i for i, g in enumerate(groups) if g[0].precision == "day"),
        key=lambda i: groups[i][0].date,
    )
    parent = list(range(len(groups)))

    def find(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    window_start = 0
    for n, i in enumerate(day_groups):
        date = groups[i][0].date
        while (date - groups[day_groups[window_start]][0].date).days > CONFLICT_DAYS:
            window_start += 1
        for j in day_groups[window_start:n]:
            if groups[j][0].date == date or find(i) == find(j):
                continue
            # One outlet giving two dates means two happenings, not a conflict.
            if {m.source for m in groups[i]} & {m.source for m in groups[j]}:
                continue
            if any(
                _same_moment(a, b, texts, CONFLICT_SIMILAR)
                for a in groups[i][:5]
                for b in groups[j][:5]
            ):
                parent[find(i)] = find(j)
    merged: dict[int, list[MomentRef]] = defaultdict(list)
    for i, g in enumerate(groups):
        merged[find(i)].extend(g)
    return list(merged.values())


def _moment_group(members: list[MomentRef], texts: dict[str, str]) -> MomentGroup:
    votes = Counter(m.date for m in members)
    date = min(votes, key=lambda d: (-votes[d], d))
    # The title comes from the mention most like the others, shortest on a tie.
    central = max(
        members,
        key=lambda m: (
            sum(fuzz.token_set_ratio(texts[m.key], texts[o.key]) for o in members[:20]),
            -len(m.sentence),
        ),
    )
    return MomentGroup(
        title=moment_title(central.sentence, central.expression),
        date=date,
        precision=members[0].precision,
        dates=tuple(sorted(votes)),
        conflict=len(votes) > 1,
        sources=tuple(sorted({m.source for m in members})),
        moments=tuple(members),
    )


_CLAUSE_BREAKS = re.compile(r"\s*(?:;|:|\s[–—-]\s|—|, (?:who|which|after|while|when|but)\b)")


def moment_title(sentence: str, expression: str = "") -> str:
    """Return a short title for a moment: its sentence's main clause, about 60 characters.

    The date expression, a leading adverbial phrase ("Before their photo
    shoot, …"), speech in quote marks (unless it ends the clause it is set
    into), ages in commas (", 37,") and trailing clauses are dropped; a title
    still too long is cut at a word and ends with "…".
    """
    text = re.sub(r",\s*\d{1,3},", "", " ".join(sentence.split()))
    modified = _YEAR_MODIFIES.search(text) if re.fullmatch(r"\d{4}", expression) else None
    if modified and modified.group("year") == expression:
        # "O'Connor, who found fame with her 1990 rendition of Prince's "Nothing Compares 2
        # U", was 56": a year that modifies a noun dates what the noun names, not the clause
        text = modified.group("np").translate(_MARKS)
        return _short_title(text)
    text = text.translate(_MARKS)
    # "Mr Edwards' wife said the presenter "has been treated for ..."": speech set into the
    # clause as its end (the date aside, its commas left: not "told The Times in 2012, "is"),
    # without which the clause hangs, closes the title unmarked once the clause before it
    # has been shortened as any other
    undated = re.sub(r"\s*" + re.escape(expression), "", text, count=1, flags=re.I)
    speech = ""
    if _SPEECH_ENDS_CLAUSE.search(undated):
        start = text.rfind('"', 0, text.rfind('"'))
        text, speech = text[:start], _without(text[start:], expression).strip(' ".,;:!?')
    text = _LEADING_PHRASE.sub("", _QUOTED_SPEECH.sub(" ", text).strip())
    text = _without(text, expression)
    text = _RELATIVE_CLAUSE.sub("", " ".join(text.split()).strip(" ,.;:–—-\"'"))
    cut = _CLAUSE_BREAKS.search(text, 20)
    if cut:
        text = text[: cut.start()]
    elif speech:
        text = f"{text} {speech}"
    return _short_title(text)


def _without(text: str, expression: str) -> str:
    """Return ``text`` without the date ``expression`` and the commas around it."""
    if not expression:
        return text
    return re.sub(r",?\s*" + re.escape(expression) + r",?", " ", text, count=1, flags=re.I)


def _short_title(text: str) -> str:
    """Return ``text`` as a title: trailing stops off, cut at a word near TITLE_CHARS, the
    first letter capitalised."""
    text = text.rstrip(" ,.;:!?–—-")
    if len(text) > TITLE_CHARS:
        text = text[:TITLE_CHARS].rsplit(" ", 1)[0].rstrip(" ,.;:–—-") + "…"
    return text[:1].upper() + text[1:]


# a year that modifies a noun, with what owns it: "her 1990 rendition of X", "Clinton's 2008
# campaign" (up to a comma, a stop or a verb of the clause)
_YEAR_MODIFIES = re.compile(
    r"(?P<np>\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[A-Z][\w\-]*['\u2019]s)\s+"
    r"(?P<year>(?:19|20)\d{2})\s+[a-z][^,;:.!?\u2013\u2014]*?)"
    r"(?=\s*[,;:.!?\u2013\u2014]|\s+-\s|\s+(?:and|but|was|is|were|are|has|had|who|which|that)\b|$)"
)


# Quoted speech of four words or more (or an unclosed quote that opens the
# sentence), which belongs on the moment's page rather than in its title.
_QUOTED_SPEECH = re.compile(r'"[^"]*(?:\s[^"\s]+){3}[^"]*"|^[^"]*"(?=,?\s)')
_RELATIVE_CLAUSE = re.compile(r",\s(?:who|which)\s[^,]*,")
# speech of four words or more that closes the sentence right after a word of it, with no
# comma or colon between: "she said her husband had been "first told ...""
_SPEECH_ENDS_CLAUSE = re.compile(r'[A-Za-z]\s+"[^"]*(?:\s[^"\s]+){3}[^"]*"\W*$')
_LEADING_PHRASE = re.compile(
    r"^(?:before|after|during|following|while|when|since|until|as|at|in|on|amid|despite"
    r"|back|earlier|later|just|over|within)\b"
    r"[^,]{0,60},\s*",
    re.I,
)


# --------------------------------------------------------------------------- people


@dataclass(frozen=True)
class PersonRef:
    """One person as one source names them."""

    key: str
    source: str
    name: str  # the fullest form the source uses
    aliases: tuple[str, ...] = ()
    articles: int = 1  # how many articles name them (a story's person may stand for several)


@dataclass(frozen=True)
class PersonGroup:
    name: str  # the full name most sources use
    aliases: tuple[str, ...]  # every other form, longest first
    keys: tuple[str, ...]
    sources: tuple[str, ...]


def _name_key(name: str) -> tuple[str, ...]:
    """Return a name's words as one person's key: case, apostrophes and accents folded
    ("Sinéad O’Connor" and "Sinead O'Connor" are one person), and a suffix's stop ("Cuba
    Gooding Jr." and "Cuba Gooding Jr")."""
    words = without_accents(name.translate(_MARKS)).casefold().split()
    if words and words[-1] in ("jr.", "sr."):
        words[-1] = words[-1][:-1]
    return tuple(words)


def _unsuffixed(form: tuple[str, ...]) -> tuple[str, ...]:
    """Drop a son's or a father's suffix off a name's words: "Gooding Jr." is a short form,
    a surname, of "Cuba Gooding Jr.", not a full name of its own."""
    return form[:-1] if form and form[-1] in ("jr", "sr") else form


def _untitled(form: tuple[str, ...]) -> tuple[str, ...]:
    """Drop a plain title off a name's words: "Mr Smith" is a short form, one of several
    Smiths a story may have, and no full name to join two records by."""
    return form[1:] if len(form) > 1 and form[0].rstrip(".") in PLAIN_TITLES else form


def _misspelt(one: str, other: str) -> bool:
    """Tell whether two surnames are one written two ways: long enough, and one letter
    added, dropped or changed ("chaudhry", "chaudhary") or two side by side swapped
    ("giuffre", "guiffre")."""
    differ = [k for k, (a, b) in enumerate(zip(one, other, strict=False)) if a != b]
    swapped = len(differ) == 2 and differ[1] == differ[0] + 1 and sorted(one) == sorted(other)
    return (
        one != other
        and min(len(one), len(other)) >= 5
        and one[0] == other[0]
        and (swapped or fuzz.ratio(one, other) >= 90)
    )


def merge_people(people: Sequence[PersonRef]) -> list[PersonGroup]:
    """Merge the records of one person across sources.

    Records sharing a full name (two words or more, name or alias, compared
    case-insensitively) are one person. A short form ("Gaga", "Mulvaney") is
    the person whose full name starts or ends with its words, if exactly one
    full name does; otherwise it stays a person of its own.
    """
    people = sorted(people, key=lambda p: (p.source, p.key))
    union = _SpeakerUnion([None] * len(people))
    owner: dict[tuple[str, ...], int] = {}
    short: list[int] = []
    # a father and a son one source names apart ("Donald Trump" and "Donald Trump Jr."):
    # another source's alias that only adds the suffix is no bridge between the two
    named = [_untitled(_name_key(p.name)) for p in people]
    by_source: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for p, form in zip(people, named, strict=True):
        by_source[p.source].add(form)
    apart = {
        frozenset(pair)
        for names in by_source.values()
        for pair in itertools.combinations(names, 2)
        if _unsuffixed(pair[0]) == _unsuffixed(pair[1])
    }
    for i, p in enumerate(people):
        aliases = (_untitled(_name_key(f)) for f in p.aliases)
        forms = [named[i], *(f for f in aliases if frozenset((named[i], f)) not in apart)]
        full = [f for f in forms if len(_unsuffixed(f)) >= 2]
        if len(_unsuffixed(named[i])) < 2:
            short.append(i)
        for form in full:
            union.union(owner.setdefault(form, i), i)
    # "Priya Chaudhry" and "Priya Chaudhary": one outlet's misspelling of a surname beside the
    # same given name is the same person
    by_first: dict[tuple[str, ...], list[tuple[str, ...]]] = defaultdict(list)
    for form in owner:
        by_first[form[:-1]].append(form)
    for forms in by_first.values():
        for one, other in itertools.combinations(forms, 2):
            if _misspelt(one[-1], other[-1]):
                union.union(owner[one], owner[other])
    # Two words of one longer name are that person, if only one such longer name is there:
    # its given name and surname without the middle name ("Virginia Giuffre" beside "Virginia
    # Roberts Giuffre"), or its first or last two words, a maiden name or a double surname
    # ("Allison Holker", "Holker Boss" beside "Allison Holker Boss")
    longer: dict[tuple[str, ...], list[tuple[str, ...]]] = defaultdict(list)
    for form in owner:
        if len(form) >= 3 and _unsuffixed(form) == form:
            for part in {(form[0], form[-1]), form[:2], form[-2:]}:
                longer[part].append(form)
    for part, forms in longer.items():
        if part in owner and len({union.find(owner[f]) for f in forms}) == 1:
            union.union(owner[part], owner[forms[0]])
    # Index full names by their first and last word, the only places a short form can match.
    by_edge: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    for form in owner:
        by_edge[form[0]].add(form)
        by_edge[form[-1]].add(form)
    for i in short:
        form = _untitled(_name_key(people[i].name))
        if not form:
            continue
        # (never its own longer forms: "Steyn", also called "Justice Steyn", is "Karen Steyn")
        hits = {
            union.find(owner[f])
            for f in by_edge[form[0]] | by_edge[form[-1]]
            if f[: len(form)] == form or f[-len(form) :] == form
        } - {union.find(i)}
        if len(hits) > 1:
            hits = _story_subject(hits, people, union)
        if len(hits) == 1:
            union.union(hits.pop(), i)
        else:
            union.union(owner.setdefault(form, i), i)
    groups = [_person_group([people[i] for i in members]) for members in union.groups().values()]
    return sorted(groups, key=lambda g: (g.name.casefold(), g.keys))


def _story_subject(roots: set[int], people: Sequence[PersonRef], union: _SpeakerUnion) -> set[int]:
    """Of the full names a bare surname fits, keep the one the story is about: named by three
    articles or more, and by twice as many as any other ("Newton-John" is Olivia, whom seven
    of eight name, not her brother Toby or her niece Sarah, whom one names)."""
    articles: Counter[int] = Counter()
    for j, p in enumerate(people):
        articles[union.find(j)] += p.articles
    (first, most), (_, second) = sorted(
        ((root, articles[root]) for root in roots), key=lambda r: -r[1]
    )[:2]
    return {first} if most >= 3 and most >= 2 * second else roots


def _person_group(members: list[PersonRef]) -> PersonGroup:
    names = Counter(p.name for p in members)
    name = min(names, key=lambda n: (len(_name_key(n)) < 2, -names[n], -len(n), n))
    seen = {_name_key(name)}
    aliases = []
    forms = [f for p in members for f in (p.name, *p.aliases)]
    for form in sorted(forms, key=lambda f: (-len(f), f)):
        key = _name_key(form)
        if key and key not in seen:
            seen.add(key)
            aliases.append(form)
    return PersonGroup(
        name=name,
        aliases=tuple(aliases),
        keys=tuple(sorted(p.key for p in members)),
        sources=tuple(sorted({p.source for p in members})),
    )
