"""Which sentences of one outlet's article another outlet's article also has.

Pure: stored sentence keys in, counterparts out. Ingest finds the
counterparts of the sentences of each outlet's latest article once, when the
story is aligned, and stores them with the article's measures; the
comparison then tells any chosen set of outlets' lone and shared sentences
apart from those links alone, with no text matched on a request.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

# Rarest words of a sentence looked up to find its counterparts elsewhere.
PROBES = 4
# Counterpart sentences have at least this share of each other's length in words.
LENGTH_RATIO = 0.6
# The least rapidfuzz token-set ratio of two counterparts' folded words.
THRESHOLD = 75


@dataclass(frozen=True)
class StoredSentence:
    """One prose sentence of an article, as its measures store it."""

    start: int
    end: int
    key: tuple[str, ...]  # its words folded for comparison
    words: frozenset[str]  # its content words


@dataclass(frozen=True)
class SentenceComparison:
    unique: dict[str, tuple[StoredSentence, ...]]  # per source: sentences no other source has
    shared: tuple[dict[str, StoredSentence], ...]  # sentences every source has, one per source


def find_counterparts(
    sentences_by_source: Mapping[str, Sequence[StoredSentence]], threshold: float = THRESHOLD
) -> dict[str, list[dict[str, tuple[int, float]]]]:
    """Return, per source and sentence, its best counterpart in each other source.

    The result maps each source to a list parallel to its sentences; each item
    maps another source to ``(index of its sentence, score)``.

    Two sentences are counterparts when rapidfuzz's ``token_set_ratio`` of
    their folded words reaches ``threshold``, neither has under 60% of the
    other's words, and they share at least two content words (or all of the
    shorter one's): a token-set ratio alone calls "This is hatred." a
    counterpart of any longer sentence containing those words. Candidates are
    found through an index of each sentence's rarest content words, so many
    sources stay near-linear.
    """
    entries = [
        (source, index, sentence)
        for source, sentences in sentences_by_source.items()
        for index, sentence in enumerate(sentences)
    ]
    postings: dict[str, list[int]] = defaultdict(list)
    for n, (_, _, sentence) in enumerate(entries):
        for word in sentence.words:
            postings[word].append(n)
    found = {source: [{} for _ in sentences] for source, sentences in sentences_by_source.items()}
    for source, index, sentence in entries:
        text, words = sentence.key, sentence.words
        probes = sorted(words, key=lambda w: (len(postings[w]), w))[:PROBES]
        best = found[source][index]
        for m in sorted({m for w in probes for m in postings[w]}):
            other, other_index, other_sentence = entries[m]
            if other == source:
                continue
            other_text, other_words = other_sentence.key, other_sentence.words
            if len(words & other_words) < min(2, len(words), len(other_words)):
                continue
            if min(len(text), len(other_text)) < LENGTH_RATIO * max(len(text), len(other_text)):
                continue
            score = fuzz.token_set_ratio(" ".join(text), " ".join(other_text))
            if score >= threshold and score > best.get(other, (0, -1.0))[1]:
                best[other] = (other_index, score)
    return found


def unique_sentences(
    sentences_by_source: Mapping[str, Sequence[StoredSentence]], threshold: float = THRESHOLD
) -> SentenceComparison:
    """Find the sentences only one source has, and those every source shares.

    Counterparts as ``find_counterparts`` finds them. Rows of ``shared``
    follow the first source's sentences.
    """
    found = find_counterparts(sentences_by_source, threshold)
    sources = set(sentences_by_source)
    first = next(iter(sentences_by_source), None)
    unique = {
        source: tuple(s for s, links in zip(sentences, found[source], strict=True) if not links)
        for source, sentences in sentences_by_source.items()
    }
    shared = []
    if first is not None:
        for sentence, links in zip(sentences_by_source[first], found[first], strict=True):
            if links and set(links) | {first} == sources:
                row = {other: sentences_by_source[other][i] for other, (i, _) in links.items()}
                row[first] = sentence
                shared.append(dict(sorted(row.items())))
    return SentenceComparison(unique, tuple(shared))
