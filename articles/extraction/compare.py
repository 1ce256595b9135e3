"""Text measures the outlet comparison stores per article: framing, own voice, sentence keys.

Pure functions: text in, frozen dataclasses out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .align import STOP_WORDS, normalize_words
from .sentences import split_sentences
from .text import classify_paragraphs
from .types import PROSE

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


def content_words(text: str) -> list[str]:
    """Return the casefolded words of three letters or more of ``text``, stop words left out."""
    return [
        w
        for w in (m.group().casefold() for m in _CONTENT_WORD.finditer(text))
        if w not in STOP_WORDS
    ]


def own_voice_words(text: str, quote_spans: Sequence[tuple[int, int]]) -> Counter[str]:
    """Count the content words of ``text`` outside ``quote_spans``: the outlet's own voice.

    The comparison scores an outlet's distinctive words from these counts.
    """
    return Counter(content_words(_own_voice(text, quote_spans)))


@dataclass(frozen=True)
class SentenceKey:
    """What the comparison matches one sentence by, stored when its article is written."""

    start: int
    end: int
    key: tuple[str, ...]  # its words folded for comparison (``align.normalize_words``)
    words: frozenset[str]  # its content words


def sentence_key(text: str, start: int, end: int) -> SentenceKey:
    """Return the ``SentenceKey`` of the sentence ``text[start:end]``."""
    sentence = text[start:end]
    return SentenceKey(start, end, normalize_words(sentence), frozenset(content_words(sentence)))


def prose_sentence_keys(body: str) -> list[SentenceKey]:
    """Return the keys of the sentences of the prose paragraphs of ``body``.

    Captions, credits and links are left out: they are not what an outlet wrote.
    """
    return [
        sentence_key(body, start, end)
        for paragraph in classify_paragraphs(body)
        if paragraph.kind == PROSE
        for start, end in split_sentences(body, paragraph.start, paragraph.end)
    ]
