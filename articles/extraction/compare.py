"""Text measures for the outlet-comparison page: framing words, distinctive words, lone sentences.

Pure functions: text in, frozen dataclasses out.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from .align import STOP_WORDS, normalize_words

# Prior weight of the pooled counts in the log-odds of distinctive_words.
PRIOR = 50.0
# Rarest words of a sentence looked up to find its counterparts elsewhere.
PROBES = 4
# Counterpart sentences have at least this share of each other's length in words.
LENGTH_RATIO = 0.6
_CONTENT_WORD = re.compile(r"[^\W\d_]{3,}")


@dataclass(frozen=True)
class FramingCount:
    own_voice: int  # in the outlet's own sentences
    quoted: int  # inside a quote


def _inside(position: int, spans: Sequence[tuple[int, int]]) -> bool:
    return any(start <= position < end for start, end in spans)


def count_framing(
    text: str, quote_spans: Sequence[tuple[int, int]], words: Sequence[str]
) -> dict[str, FramingCount]:
    """Count each framing word in the outlet's own voice and inside quotes.

    Matching ignores case and takes whole words only, the word itself or its
    plural with "s"/"es" ("backlash", "backlashes"); other inflections
    ("hated", "hateful") are different words and must be asked for. A word
    counts as quoted when it starts inside one of ``quote_spans`` — the caller
    decides whether scare quotes ('backlash') are quotes.
    """
    spans = sorted(quote_spans)
    counts = {}
    for word in words:
        own = quoted = 0
        if word.strip():
            pattern = re.compile(r"(?<!\w)" + re.escape(word.strip()) + r"(?:e?s)?(?!\w)", re.I)
            for match in pattern.finditer(text):
                if _inside(match.start(), spans):
                    quoted += 1
                else:
                    own += 1
        counts[word] = FramingCount(own, quoted)
    return counts


def _own_voice(text: str, spans: Sequence[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        for i in range(max(start, 0), min(end, len(chars))):
            chars[i] = " "
    return "".join(chars)


def _content_words(text: str) -> list[str]:
    return [
        w
        for w in (m.group().casefold() for m in _CONTENT_WORD.finditer(text))
        if w not in STOP_WORDS
    ]


@dataclass(frozen=True)
class DistinctiveWord:
    word: str
    count: int  # uses in this outlet's own voice
    score: float  # z-score of the log-odds against all other outlets


def distinctive_words(
    texts_by_source: Mapping[str, str],
    quote_spans_by_source: Mapping[str, Sequence[tuple[int, int]]],
    top: int = 10,
) -> dict[str, list[DistinctiveWord]]:
    """Return, per source, the words of its own voice that most set it apart from the others.

    Quotes are cut out and stop words dropped; each word is scored with the
    log-odds ratio against all other sources together, smoothed by the pooled
    counts (the "informative Dirichlet prior" of Monroe et al., 2008), and the
    ``top`` highest positive z-scores are kept. One source alone has nothing
    to be set apart from, so every list is then empty.
    """
    counts = {
        source: Counter(_content_words(_own_voice(text, quote_spans_by_source.get(source, ()))))
        for source, text in texts_by_source.items()
    }
    pooled: Counter[str] = Counter()
    for c in counts.values():
        pooled.update(c)
    total = sum(pooled.values())
    result: dict[str, list[DistinctiveWord]] = {source: [] for source in counts}
    if len(counts) < 2 or not total:
        return result
    for source, own in counts.items():
        n_own = sum(own.values())
        n_rest = total - n_own
        scored = []
        if not n_own or not n_rest:
            continue
        for word, y_own in own.items():  # only words it uses: linear in the text
            if pooled[word] == total:
                continue  # a word that is the whole corpus sets no one apart
            prior = PRIOR * pooled[word] / total
            y_rest = pooled[word] - y_own
            delta = math.log((y_own + prior) / (n_own + PRIOR - y_own - prior)) - math.log(
                (y_rest + prior) / (n_rest + PRIOR - y_rest - prior)
            )
            z = delta / math.sqrt(1 / (y_own + prior) + 1 / (y_rest + prior))
            if z > 0:
                scored.append(DistinctiveWord(word, y_own, round(z, 3)))
        scored.sort(key=lambda d: (-d.score, d.word))
        result[source] = scored[:top]
    return result


@dataclass(frozen=True)
class SentenceRef:
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class SentenceComparison:
    unique: dict[str, tuple[SentenceRef, ...]]  # per source: sentences no other source has
    shared: tuple[dict[str, SentenceRef], ...]  # sentences every source has, one per source


def unique_sentences(
    sentences_by_source: Mapping[str, Sequence[SentenceRef]], threshold: float = 75
) -> SentenceComparison:
    """Find the sentences only one source has, and those every source shares.

    Two sentences are counterparts when rapidfuzz's ``token_set_ratio`` of
    their normalised words reaches ``threshold``, neither has under 60%
    of the other's words, and they share at least two content words (or all
    of the shorter one's): a token-set ratio alone calls "This is hatred." a
    counterpart of any longer sentence containing those words. Candidates are
    found through an index of each sentence's rarest content words, so many
    sources stay near-linear. Rows of ``shared`` follow the first source's
    sentences.
    """
    entries = [
        (source, ref, normalize_words(ref.text), set(_content_words(ref.text)))
        for source, refs in sentences_by_source.items()
        for ref in refs
    ]
    postings: dict[str, list[int]] = defaultdict(list)
    for n, (_, _, _, words) in enumerate(entries):
        for word in words:
            postings[word].append(n)

    def counterparts(n: int, every_source: bool) -> dict[str, int]:
        """Return, per other source, its best counterpart of entry ``n``.

        Unless ``every_source`` is asked for, stop at the first counterpart:
        that is enough to know the sentence is not unique.
        """
        source, _, text, words = entries[n]
        probes = sorted(words, key=lambda w: (len(postings[w]), w))[:PROBES]
        best: dict[str, tuple[float, int]] = {}
        for m in {m for w in probes for m in postings[w]}:
            other, _, other_text, other_words = entries[m]
            if other == source:
                continue
            shared = len(words & other_words)
            if shared < min(2, len(words), len(other_words)):
                continue
            if min(len(text), len(other_text)) < LENGTH_RATIO * max(len(text), len(other_text)):
                continue
            score = fuzz.token_set_ratio(" ".join(text), " ".join(other_text))
            if score >= threshold and score > best.get(other, (-1.0, 0))[0]:
                best[other] = (score, m)
                if not every_source:
                    break
        return {other: m for other, (_, m) in best.items()}

    unique: dict[str, list[SentenceRef]] = {source: [] for source in sentences_by_source}
    shared = []
    sources = set(sentences_by_source)
    # Rows of shared sentences hang on the first source's sentences.
    first = next(iter(sentences_by_source), None)
    for n, (source, ref, _, _) in enumerate(entries):
        found = counterparts(n, every_source=source == first)
        if not found:
            unique[source].append(ref)
        elif source == first and set(found) | {source} == sources:
            row = {other: entries[m][1] for other, m in found.items()}
            row[source] = ref
            shared.append(dict(sorted(row.items())))
    return SentenceComparison({s: tuple(refs) for s, refs in unique.items()}, tuple(shared))
