"""Editors' corrections as a measure of the pipeline.

Every quote an editor verified or corrected is a labelled example from real text: re-running
extraction on those articles and comparing speakers shows how the pipeline does on the data
readers actually see, and a regression shows there first.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from .extraction import extract
from .models import Quote

_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Miss:
    quote: Quote
    expected: str
    predicted: str | None  # None: no speaker; also the case when the quote was not found
    rule: str | None  # the rule that chose the predicted speaker
    found: bool


@dataclass(frozen=True)
class VerifiedScore:
    articles: int
    quotes: int  # quotes editors checked
    found: int  # of those, quotes the pipeline still finds
    right: int  # of those, with the editors' speaker
    misses: tuple[Miss, ...]

    @property
    def accuracy(self) -> float | None:
        """Return speaker accuracy over the quotes found, None when there are none."""
        return self.right / self.found if self.found else None

    def summary(self) -> str:
        """Return one line for a person: the figure and what it is measured on."""
        if not self.quotes:
            return "No quotes verified or corrected by editors yet: nothing to measure."
        accuracy = f"{self.accuracy:.2f}" if self.accuracy is not None else "–"
        return (
            f"Speaker accuracy {accuracy} ({self.right} of {self.found}) on the quotes editors "
            f"checked that extraction still finds; {self.quotes} checked in {self.articles} "
            f"articles, {self.quotes - self.found} no longer found."
        )


def _last_word(name: str) -> str:
    words = _WORD.findall(name.lower())
    return words[-1] if words else ""


def _expected(quote: Quote) -> tuple[str, set[str]]:
    """Return the editors' speaker and the last words that name it (aliases included)."""
    if quote.speaker_id:
        names = [quote.speaker.name, *quote.speaker.aliases]
        return quote.speaker.name, {_last_word(n) for n in names} - {""}
    return quote.speaker_label, {_last_word(quote.speaker_label)} - {""}


def _overlap(a_start: int, a_end: int, b_start: int, b_end: int) -> int:
    return max(0, min(a_end, b_end) - max(a_start, b_start))


def score_verified(quotes: Iterable[Quote]) -> VerifiedScore:
    """Re-extract the articles of ``quotes`` (editor-checked, with ``article`` and ``speaker``
    selected) and compare each one's speaker with the pipeline's."""
    by_article: dict[int, list[Quote]] = defaultdict(list)
    articles = {}
    for quote in quotes:
        by_article[quote.article_id].append(quote)
        articles[quote.article_id] = quote.article
    found = right = total = 0
    misses = []
    for article_id, checked in by_article.items():
        article = articles[article_id]
        published = article.published_at.date() if article.published_at else None
        predicted = extract(article.body, published).quotes
        for quote in checked:
            total += 1
            expected, last_words = _expected(quote)
            length = quote.end - quote.start
            best = max(
                predicted,
                key=lambda p: _overlap(quote.start, quote.end, p.start, p.end),
                default=None,
            )
            if (
                best is None
                or _overlap(quote.start, quote.end, best.start, best.end) < 0.8 * length
            ):
                misses.append(Miss(quote, expected, None, None, found=False))
                continue
            found += 1
            name = best.speaker or best.speaker_label
            if (name is None and not expected) or (name and _last_word(name) in last_words):
                right += 1
            else:
                misses.append(Miss(quote, expected, name, best.reason, found=True))
    return VerifiedScore(len(by_article), total, found, right, tuple(misses))
