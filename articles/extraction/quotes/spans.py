"""Pair quote marks into the quoted passages of a story (``find_quote_spans``).

Marks are paired in one left-to-right pass per paragraph. A double-quoted
passage may hold single-quoted words and the other way round; apostrophes
inside words never close anything. A quote still open at the end of its
paragraph continues only if the next paragraph opens with a mark (the
newspaper convention for quotes over several paragraphs); otherwise the
opening mark was a stray one and is dropped, so it cannot swallow the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..lexicon import words
from ..text import DOUBLE_CLOSE, DOUBLE_OPEN, SINGLE_CLOSE, SINGLE_OPEN
from ..types import HEADLINE, PROSE, Paragraph

_OPENERS_BEFORE = " \t\n([{-/" + DOUBLE_OPEN + SINGLE_OPEN + "\"'"


@dataclass(frozen=True)
class QuoteSpan:
    """A pair of marks: ``text[start:end]`` lies between them."""

    start: int
    end: int
    paragraph: int
    closed: bool = True
    continues: bool = False  # runs on into the next paragraph
    continued: bool = False  # carries on a quote from the previous paragraph


_MARKS = "\"'" + DOUBLE_OPEN + DOUBLE_CLOSE + SINGLE_OPEN + SINGLE_CLOSE


def _kind(mark: str) -> str:
    return "d" if mark in '"' + DOUBLE_OPEN + DOUBLE_CLOSE else "s"


def _style(mark: str) -> str:
    """Return the kind of a mark, telling straight double marks from curly ones."""
    return "straight" if mark == '"' else _kind(mark)


# A plural's apostrophe inside single marks: a lower-case word or two after it, then the
# closing mark ("developers' charter'").
_PLURAL_POSSESSIVE = re.compile(
    r"['\u2019]\s[a-z][\w\-]*(?:\s[a-z][\w\-]*){0,2}['\u2019](?=[\s,.;:!?]|$)"
)


# invisible format characters (direction marks, zero-width spaces, the byte-order mark)
_INVISIBLE = frozenset(
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff"
)


# What follows a single mark that stands for missing letters, a decade ("the ‘90s") or a
# year's last two digits when no single mark closes after it in the sentence ("said in ‘08
# that ...", not "the ‘13 complaints’")
_ELIDED = re.compile(
    r"(?i:" + "|".join(sorted(words("elisions"))) + r"|\d0s|\d\d(?![^.!?\n]*\w[\u2019'](?!\w)))\b"
)
# "rock ‘n’ roll": both marks around the "n"
_AND_ELIDED = re.compile(r"[\u2018\u2019']n[\u2018\u2019']")
# Two (or three) straight apostrophes for a double mark, the convention of some archive feeds:
# no quote mark here (see ``_role``), but words in single marks between a pair of them are a
# quotation within a quotation ("''He said, 'No boots on the ground.' We meant it,'' she said."),
# never a quote of their own (rule "nested-in-doubled-apostrophes").
_DOUBLED_APOSTROPHES = re.compile(r"'{2,}")


def _role(text: str, i: int, start: int, end: int) -> str | None:
    """Return "open", "close" or None (an apostrophe) for the mark at ``text[i]``."""
    mark = text[i]
    before = text[i - 1] if i > start else " "
    if before in _INVISIBLE:
        before = " "  # a direction mark before it ("\u202a\u201d...") stands for nothing
    after = text[i + 1] if i + 1 < end else " "
    if i == start and (mark in DOUBLE_OPEN or mark in DOUBLE_CLOSE or mark == '"'):
        return "open"  # '” … if the president can visit": a paragraph's first mark closes nothing
    if mark in DOUBLE_OPEN or mark in DOUBLE_CLOSE:
        # a curly double mark turned the wrong way ('"I think,“ Bush said') acts as its
        # place says, as a straight one does
        opens_here = before in _OPENERS_BEFORE and not after.isspace()
        closes_here = not before.isspace() and (after.isspace() or after in ".,;:!?)")
        if mark in DOUBLE_OPEN:
            return "close" if closes_here and not opens_here else "open"
        return "open" if opens_here and not closes_here else "close"
    if mark != '"' and (
        _ELIDED.match(text, i + 1, end) or _AND_ELIDED.match(text, max(start, i - 2), i + 1)
    ):
        return None  # "asked ‘em", "’cause", "the ‘90s", "rock ‘n’ roll": no quote marks
    if mark in SINGLE_OPEN:
        # ("Donald Trump‘s view", "Venus Williams‘ father": a left mark right after a letter
        # is an apostrophe turned the wrong way)
        return None if before.isalnum() else "open"
    if mark == '"':
        return "open" if before in _OPENERS_BEFORE and not after.isspace() else "close"
    if mark == "'" and "'" in (before, after):
        # "''Words,'' he said": two apostrophes for a double mark, the convention of some
        # archive feeds, are no quote marks, as PolNeAR's gold and its measure read them
        return None
    # A single straight mark or a right single mark: apostrophe, opener or closer.
    if before.isalnum() and after.isalnum():
        return None  # it's, Lee's, didn't
    if before in _OPENERS_BEFORE:
        # ’Backlash’ opens, and so does '[Harris] died', an editor's bracket first; ’90s is
        # elision
        return "open" if after.isalpha() or after == "[" else None
    if before == "s" and _PLURAL_POSSESSIVE.match(text, i, end):
        return None  # 'not a developers' charter': a plural's apostrophe, the close after
    return "close"


def find_quote_spans(text: str, paragraphs: tuple[Paragraph, ...]) -> list[QuoteSpan]:
    """Return the top-level quoted passages of the story paragraphs, in text order."""
    story = [i for i, p in enumerate(paragraphs) if p.kind in (PROSE, HEADLINE)]
    spans: list[QuoteSpan] = []
    carried = False
    for position, index in enumerate(story):
        paragraph = paragraphs[index]
        opened: tuple[str, int] | None = None  # (kind, offset after the mark)
        opened_style = ""
        inner: list[str] = []  # the styles of the marks opened inside, innermost last
        first_mark = True
        doubled = [
            m.start() for m in _DOUBLED_APOSTROPHES.finditer(text, paragraph.start, paragraph.end)
        ]
        for i in range(paragraph.start, paragraph.end):
            mark = text[i]
            if mark not in _MARKS:
                continue
            role = _role(text, i, paragraph.start, paragraph.end)
            kind, style = _kind(mark), _style(mark)
            if opened is None:
                if role == "open":
                    opened, opened_style, inner = (kind, i + 1), style, []
                    continued = carried and first_mark and i == paragraph.start
                first_mark = False
                continue
            # '"... to have a “blast”. ...," he argued': double marks of the other style
            # inside a quotation nest, as single ones do; a closing mark of the quotation's
            # own style closes it past one left open inside ('"... “He was not ...," said')
            nests = inner and inner[-1] == style
            closes_past = (
                role == "close"
                and style == opened_style
                and inner
                and (inner[-1] != "s" or not _closes_later(text, i + 1, paragraph, "s"))
            )
            if role == "close" and kind == opened[0] and (not inner or closes_past) and not nests:
                # (see _DOUBLED_APOSTROPHES: an odd number of them before it opens it inside one)
                nested = kind == "s" and sum(d < opened[1] for d in doubled) % 2 == 1
                if i > opened[1] and not nested:
                    spans.append(QuoteSpan(opened[1], i, index, continued=continued))
                opened = None
            elif role == "open" and (kind != opened[0] or style != opened_style):
                inner.append(style)
            elif role == "close" and nests:
                inner.pop()
            elif (
                role == "open"
                and mark == "\u201c"
                and opened_style == "d"
                and not inner
                and _NESTED_TERM.match(text, i + 1, paragraph.end)
            ):
                # '“I know the secrets your “role model” keeps for you.”': a curly term inside
                # a curly quotation, the quotation's own close still to come
                inner.append(style)
            elif role == "open" and kind == opened[0] and not inner and text[i - 1].isspace():
                opened = (kind, i + 1)  # the earlier mark was stray: start again here
                continued = False
        carried = False
        if opened is not None and _may_run_on(text, opened[1] - 1, paragraph.start):
            following = story[position + 1] if position + 1 < len(story) else None
            next_start = paragraphs[following].start if following is not None else None
            if (
                next_start is not None
                # only a mark can open the next paragraph: "The ..." is narrative again
                and text[next_start] in _MARKS
                and _role(text, next_start, next_start, paragraphs[following].end) == "open"
            ):
                end = paragraph.end
                if end > opened[1]:
                    spans.append(
                        QuoteSpan(
                            opened[1], end, index, closed=False, continues=True, continued=continued
                        )
                    )
                    carried = True
            elif (
                next_start is not None
                and spans
                and spans[-1].paragraph == index
                and spans[-1].closed
                and len(text[spans[-1].end + 1 : opened[1] - 1]) <= _CUE_BETWEEN
                and text[opened[1] - 2 : opened[1] - 1].isspace()
                and text[paragraph.end - 1] in ".!?"
                and paragraph.end > opened[1]
            ):
                # '"...," Brady added. "Obviously, it's a very amicable situation.' with no
                # closing mark before the next paragraph, which is narrative: the second
                # sentence of what the one cued said, its closing mark lost
                spans.append(QuoteSpan(opened[1], paragraph.end, index, closed=False))
    return spans


# A short term closed by a curly mark (a stop only right before it), with another closing
# curly mark later in the paragraph for the quotation around it
_NESTED_TERM = re.compile(r"(?:[^\u201c\u201d\"\n.!?]|[.!?](?=\u201d)){1,40}\u201d[^\n]*\u201d")
# the most characters between a quote and the next one opened after its cue ("," Brady added. ")
_CUE_BETWEEN = 40


def _closes_later(text: str, start: int, paragraph: Paragraph, kind: str) -> bool:
    """Tell whether a closing mark of ``kind`` follows ``start`` in the paragraph.

    '“... people who say, ‘I like her, I’ll vote for her.”': a single mark opened inside a
    quotation and never closed before the paragraph ends does not keep the quotation open.
    """
    return any(
        text[i] in _MARKS
        and _kind(text[i]) == kind
        and _role(text, i, paragraph.start, paragraph.end) == "close"
        for i in range(start, paragraph.end)
    )


def _may_run_on(text: str, mark: int, paragraph_start: int) -> bool:
    """Tell whether a quote left open at the end of its paragraph may run on into the next.

    Newspapers run a quote over paragraphs only when it opens the paragraph or follows
    a cue ("Varga wrote:", "she said,"); a mark opened mid-phrase ("from the "Save
    Library group") is a stray one.
    """
    before = text[paragraph_start:mark].rstrip()
    # '"I have started this letter," she wrote. "Every version ...': a new sentence too.
    return not before or before[-1] in ":,.!?"
