"""Word tokens and quote matching, as the hidden measure compares texts."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc`]")
_WORD = re.compile(r"[^\W_]+")


def tokens(text: str) -> list[str]:
    """Return ``text`` as lower-case word tokens, marks, punctuation and apostrophes ignored."""
    return _WORD.findall(_APOSTROPHES.sub("", text.lower()))


def coverage(part: str, whole: str) -> float:
    """Return the share of ``whole``'s tokens that ``part`` holds (as a multiset)."""
    want = Counter(tokens(whole))
    if not want:
        return 0.0
    return sum((want & Counter(tokens(part))).values()) / sum(want.values())


def pair_best_first(
    gold: Sequence, predicted: Sequence, score: Callable[..., float], threshold: float = 0.8
) -> list[tuple]:
    """Pair gold and predicted items one to one, best scores first, above ``threshold``."""
    candidates = sorted(
        (-s, g, p)
        for g, gold_item in enumerate(gold)
        for p, predicted_item in enumerate(predicted)
        if (s := score(gold_item, predicted_item)) >= threshold
    )
    used_gold, used_predicted, pairs = set(), set(), []
    for _s, g, p in candidates:
        if g not in used_gold and p not in used_predicted:
            used_gold.add(g)
            used_predicted.add(p)
            pairs.append((gold[g], predicted[p]))
    return pairs


def same_last_word(a: str, b: str) -> bool:
    """Tell whether two names are equal as tokens or end in the same word."""
    ta, tb = tokens(a), tokens(b)
    return bool(ta and tb) and (ta == tb or ta[-1] == tb[-1])


def f1(precision: float, recall: float) -> float:
    """Return the harmonic mean of precision and recall."""
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def ratio(numerator: int, denominator: int) -> float:
    """Return ``numerator / denominator``, or 1.0 when there is nothing to count."""
    return numerator / denominator if denominator else 1.0
