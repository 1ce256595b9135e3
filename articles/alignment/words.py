"""The words of each outlet's own voice that set it apart from the story's other outlets.

Pure: stored word counts in, scored words out. Ingest scores each outlet's
latest article against the others' when the story is aligned and stores the
result with the article's measures; the comparison only reads it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

# Distinctive words kept per outlet.
DISTINCTIVE_TOP = 5
# Prior weight of the pooled counts in the log-odds of distinctive_words.
PRIOR = 50.0


@dataclass(frozen=True)
class DistinctiveWord:
    word: str
    count: int  # uses in this outlet's own voice
    score: float  # z-score of the log-odds against all other outlets


def distinctive_words(
    counts_by_source: Mapping[str, Counter], top: int = 10
) -> dict[str, list[DistinctiveWord]]:
    """Return, per source, the words of its own voice that most set it apart from the others.

    ``counts_by_source`` counts each source's content words outside quotes.
    Each word is scored with the log-odds ratio against all other sources
    together, smoothed by the pooled counts (the "informative Dirichlet
    prior" of Monroe et al., 2008), and the ``top`` highest positive z-scores
    are kept. One source alone has nothing to be set apart from, so every
    list is then empty.
    """
    pooled: Counter[str] = Counter()
    for counts in counts_by_source.values():
        pooled.update(counts)
    total = sum(pooled.values())
    result: dict[str, list[DistinctiveWord]] = {source: [] for source in counts_by_source}
    if len(counts_by_source) < 2 or not total:
        return result
    for source, own in counts_by_source.items():
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


def outlet_words(
    counts_by_source: Mapping[str, Counter], names: Iterable[str], top: int = DISTINCTIVE_TOP
) -> dict[str, list[DistinctiveWord]]:
    """Return, per source, its ``top`` distinctive words that are no word of a person's name.

    How an outlet names people is the people table's business, not its
    choice of words: ``names`` are the casefolded words of those names.
    """
    names = set(names)
    return {
        source: [w for w in found if w.word not in names][:top]
        for source, found in distinctive_words(counts_by_source, top=3 * top).items()
    }
