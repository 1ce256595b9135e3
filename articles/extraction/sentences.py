"""Sentence boundaries, as offsets, for prose and for quoted speech."""

from __future__ import annotations

import bisect
import re

# Words that end in a full stop without ending the sentence.
_ABBREVIATIONS = """mr mrs ms dr st jr sr prof gen gov sen rep rev lt col sgt capt cmdr mt ft
    inc ltd co corp vs etc no vol approx dept est jan feb mar apr jun jul aug sep
    sept oct nov dec u.s u.k u.n l.a e.g i.e a.m p.m"""
ABBREVIATIONS = frozenset(_ABBREVIATIONS.split())

_CLOSERS = "\"'”’)]»"
_BOUNDARY = re.compile(r"[.!?…]+[" + re.escape(_CLOSERS) + r"]*(?=\s+)")
_LONGEST = max(map(len, ABBREVIATIONS))
_NEXT_LOWER = re.compile(r"\s+[a-z]")
_SPACED_DOT = re.compile(r" \.")
_LINE = re.compile(r"[^\n]+")


def split_sentences(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Return ``(start, end)`` offsets of the sentences in ``text[start:end]``.

    A sentence ends at ``.``, ``!``, ``?`` or ``…`` (with any closing quote
    marks) followed by white space, unless the word before the stop is a known
    abbreviation or a single initial ("J. K."), or the next word starts with a
    lower-case letter ("on this… let me say"), or another dot follows one space on (a
    spaced ellipsis, ". . ."), or the "!" belongs to a name ("E! News"). Paragraph breaks
    always end a sentence. Offsets are trimmed of surrounding white space.
    """
    end = len(text) if end is None else end
    spans: list[tuple[int, int]] = []
    for block in _LINE.finditer(text, start, end):
        block_start, block_end = block.span()
        cursor = block_start
        for stop in _BOUNDARY.finditer(text, block_start, block_end):
            if _is_abbreviation(text, cursor, stop.start(), stop.group()):
                continue
            if _is_brand_bang(text, cursor, stop.start(), stop.group()):
                continue
            if _NEXT_LOWER.match(text, stop.end(), block_end):
                continue
            if _SPACED_DOT.match(text, stop.end(), block_end):
                continue  # "they withhold . . . and": a dot of a spaced ellipsis
            _append_trimmed(text, cursor, stop.end(), spans)
            cursor = stop.end()
        _append_trimmed(text, cursor, block_end, spans)
    return spans


def _is_abbreviation(text: str, cursor: int, stop_at: int, stop: str) -> bool:
    if not stop.startswith(".") or len(stop.rstrip(_CLOSERS)) > 1:
        return False
    # Scan back by hand, a few characters at most: a regex anchored at the
    # stop would rescan long runs of letters for every full stop.
    begin = stop_at
    while (
        begin > cursor
        and stop_at - begin <= _LONGEST
        and (text[begin - 1].isalnum() or text[begin - 1] in "._")
    ):
        begin -= 1
    token = text[begin:stop_at].lower()
    if not token or stop_at - begin > _LONGEST:
        return False
    return token in ABBREVIATIONS or (len(token) == 1 and token.isalpha())


def _is_brand_bang(text: str, cursor: int, stop_at: int, stop: str) -> bool:
    """Tell "E! News" from a sentence's end: a lone capital letter before one "!" is a
    name's letter, not a word someone exclaimed."""
    return (
        stop == "!"
        and stop_at > cursor
        and text[stop_at - 1].isupper()
        and (stop_at - 1 == cursor or not text[stop_at - 2].isalnum())
    )


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Return ``(start, end)`` moved inwards past white space (equal when it is all space)."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _append_trimmed(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    start, end = trim(text, start, end)
    if start < end:
        spans.append((start, end))


def inside_any(spans: list[tuple[int, int]]):
    """Return a test of whether an offset falls inside one of ``spans`` (a binary search)."""
    ordered = sorted(spans)
    starts = [s for s, _ in ordered]

    def test(pos: int) -> bool:
        i = bisect.bisect_right(starts, pos) - 1
        return i >= 0 and ordered[i][0] <= pos < ordered[i][1]

    return test
