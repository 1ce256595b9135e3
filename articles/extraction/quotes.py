"""Find direct quotes, tell speech from titles and scare quotes, and attribute them.

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

from .people import (
    CUE_PATTERN,
    CUE_WORDS,
    ROLES,
    Cast,
    gender_of_words,
)
from .sentences import split_sentences
from .text import DOUBLE_CLOSE, DOUBLE_OPEN, SINGLE_CLOSE, SINGLE_OPEN, count_words
from .types import HEADLINE, PROSE, Paragraph, Quote

_OPENERS_BEFORE = " \t\n([{-/" + DOUBLE_OPEN + SINGLE_OPEN + "\"'"
_DETERMINERS = frozenset(
    ("the", "a", "an", "this", "that", "his", "her", "their", "its", "our", "your", "my")
)
_SMALL_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "and",
        "or",
        "but",
        "nor",
        "with",
        "by",
        "from",
        "as",
        "vs",
    ]
)
_NAMING_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "this",
        "that",
        "these",
        "those",
        "his",
        "her",
        "their",
        "its",
        "our",
        "your",
        "my",
        "word",
        "words",
        "phrase",
        "term",
        "terms",
        "named",
        "titled",
        "entitled",
        "dubbed",
        "nicknamed",
        "called",
        "marked",
        "labelled",
        "labeled",
        "branded",
        "so-called",
    ]
)
LABEL_NOUNS = frozenset(
    [
        "fan",
        "fans",
        "commenter",
        "follower",
        "user",
        "viewer",
        "reader",
        "resident",
        "voter",
        "witness",
        "neighbour",
        "neighbor",
        "spokesperson",
        "spokesman",
        "spokeswoman",
        "source",
        "insider",
        "official",
        "aide",
        "representative",
        "friend",
        "observer",
        "critic",
        "supporter",
        "protester",
        "student",
        "parent",
        "teacher",
        "worker",
        "employee",
        "customer",
        "onlooker",
        "attendee",
    ]
)
_GENERIC = frozenset(["one", "another", "person", "someone", "somebody"])
_SUBJECT = (
    r"(?:(?:[Oo]ne|[Aa]nother|[Ss]omeone)(?:\s+[a-z]+){0,2}"
    r"|(?:[Tt]he|[Aa]n?)\s+(?:[^\s,.;:]+\s+){0,5}?[a-z][\w\-]*"
    r"|[Hh]e|[Ss]he"
    r"|[A-Z][\w'\u2019.\-]*(?:\s+[A-Z][\w'\u2019.\-]*){0,3})"
)
_AFTER = re.compile(
    r"[\s,.!?;:-]*(?:(?P<cue1>" + CUE_PATTERN + r")\s+(?P<subj1>" + _SUBJECT + r")"
    r"|(?P<subj2>" + _SUBJECT + r")(?:,\s*\d{1,3},)?(?:,[^,\"\u201c\u201d]{1,80},)?"
    r"\s+(?:\w+ly\s+)?(?:ha[sd]\s+)?(?P<cue2>" + CUE_PATTERN + r"))\b"
)
# Nouns that double as cue words ("her post", "the comments") do not count before a quote.
_NOUN_LIKE = frozenset(
    [
        "post",
        "posts",
        "comment",
        "comments",
        "caption",
        "captions",
        "tweet",
        "tweets",
        "note",
        "notes",
        "call",
        "calls",
        "reply",
        "replies",
        "share",
        "shares",
        "joke",
        "state",
        "states",
        "claim",
        "claims",
        "continue",
        "praise",
    ]
)
_BEFORE_CUE = re.compile(
    r"\b(?:"
    + "|".join(sorted(CUE_WORDS - _NOUN_LIKE, key=len, reverse=True))
    + r"|according to)\b",
    re.IGNORECASE,
)
_REFERENCE = re.compile(
    r"\b(?:(?P<label>(?:[Oo]ne|[Aa]nother|[Ss]omeone)\b(?:\s+[a-z]+){0,2})"
    r"|(?P<desc>(?:[Tt]he|[Aa]n?)\s+(?:[^\s,.;:]+\s+){0,5}?(?:\d{1,3}-year-old|(?i:"
    + "|".join(sorted(ROLES | LABEL_NOUNS))
    + r"))\b(?!\s+[A-Z][a-z]))"
    r"|(?P<pron>[Hh]e|[Ss]he)\b"
    r"|(?P<name>[A-Z][\w'\u2019.\-]*(?:\s+[A-Z][\w'\u2019.\-]*){0,3}))"
)


@dataclass(frozen=True)
class QuoteSpan:
    """A pair of marks: ``text[start:end]`` lies between them."""

    start: int
    end: int
    paragraph: int
    closed: bool = True
    continues: bool = False  # runs on into the next paragraph
    continued: bool = False  # carries on a quote from the previous paragraph


def _kind(mark: str) -> str:
    return "d" if mark in '"' + DOUBLE_OPEN + DOUBLE_CLOSE else "s"


def _role(text: str, i: int, start: int, end: int) -> str | None:
    """Return "open", "close" or None (an apostrophe) for the mark at ``text[i]``."""
    mark = text[i]
    before = text[i - 1] if i > start else " "
    after = text[i + 1] if i + 1 < end else " "
    if mark in DOUBLE_OPEN or mark in SINGLE_OPEN:
        return "open"
    if mark in DOUBLE_CLOSE:
        return "close"
    if mark == '"':
        return "open" if before in _OPENERS_BEFORE and not after.isspace() else "close"
    # A single straight mark or a right single mark: apostrophe, opener or closer.
    if before.isalnum() and after.isalnum():
        return None  # it's, Lee's, didn't
    if before in _OPENERS_BEFORE:
        return "open" if after.isalpha() else None  # ’Backlash’ opens; ’90s is elision
    return "close"


def find_quote_spans(text: str, paragraphs: tuple[Paragraph, ...]) -> list[QuoteSpan]:
    """Return the top-level quoted passages of the story paragraphs, in text order."""
    story = [i for i, p in enumerate(paragraphs) if p.kind in (PROSE, HEADLINE)]
    spans: list[QuoteSpan] = []
    carried = False
    for position, index in enumerate(story):
        paragraph = paragraphs[index]
        opened: tuple[str, int] | None = None  # (kind, offset after the mark)
        inner: list[str] = []
        first_mark = True
        for i in range(paragraph.start, paragraph.end):
            mark = text[i]
            if mark not in "\"'" + DOUBLE_OPEN + DOUBLE_CLOSE + SINGLE_OPEN + SINGLE_CLOSE:
                continue
            role = _role(text, i, paragraph.start, paragraph.end)
            kind = _kind(mark)
            if opened is None:
                if role == "open":
                    opened, inner = (kind, i + 1), []
                    continued = carried and first_mark and i == paragraph.start
                first_mark = False
                continue
            if role == "close" and kind == opened[0] and not inner:
                if i > opened[1]:
                    spans.append(QuoteSpan(opened[1], i, index, continued=continued))
                opened = None
            elif role == "open" and kind != opened[0]:
                inner.append(kind)
            elif role == "close" and inner and inner[-1] == kind:
                inner.pop()
            elif role == "open" and kind == opened[0] and not inner and text[i - 1].isspace():
                opened = (kind, i + 1)  # the earlier mark was stray: start again here
                continued = False
        carried = False
        if opened is not None:
            following = story[position + 1] if position + 1 < len(story) else None
            next_start = paragraphs[following].start if following is not None else None
            if (
                next_start is not None
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
    return spans


def _is_title_case(words: list[str]) -> bool:
    letters = [w for w in words if any(ch.isalpha() for ch in w)]
    if not letters or len(letters) > 8:
        return False
    if (
        not letters[0].lstrip("'\u2018\u2019\"").lstrip()[:1].isupper()
        and letters[0].lower() not in _SMALL_WORDS
    ):
        return False
    return all(w[:1].isupper() or w[:1].isdigit() or w.lower() in _SMALL_WORDS for w in letters)


@dataclass(frozen=True)
class _Context:
    before: str  # the clause leading up to the opening mark
    before_start: int
    after: str  # the text after the closing mark, up to the next quote
    colon: bool  # the clause before ends with a colon: it introduces the quote


def _context(
    text: str, span: QuoteSpan, previous_end: int, paragraph: Paragraph, previous: Paragraph | None
) -> _Context:
    """Return the clause before a quote and the text after it, within its paragraph."""
    seg_start = max(paragraph.start, previous_end)
    opener = span.start - 1
    segment = text[seg_start:opener]
    before, before_start = "", opener
    if segment.strip():
        sentences = split_sentences(text, seg_start, opener)
        last_start, last_end = sentences[-1]
        tail = text[last_end:opener]
        if not (text[last_end - 1] in ".!?" and tail.strip() == ""):
            before, before_start = text[last_start:opener], last_start
    elif span.start - 1 == paragraph.start and previous is not None:
        # A quote opening a paragraph may be introduced by the one before ("Okafor wrote:").
        line = text[previous.start : previous.end].rstrip()
        if line.endswith(":"):
            sentences = split_sentences(text, previous.start, previous.end)
            before_start = sentences[-1][0]
            before = text[before_start : previous.end]
    after = ""
    if span.closed:
        limit = paragraph.end
        after = text[span.end + 1 : limit]
    return _Context(before, before_start, after, before.rstrip().endswith(":"))


def find_quotes(
    text: str, paragraphs: tuple[Paragraph, ...], cast: Cast, spans: list[QuoteSpan] | None = None
) -> tuple[Quote, ...]:
    """Return the quotes of speech in ``text``, each with its speaker where the text says."""
    spans = find_quote_spans(text, paragraphs) if spans is None else spans
    story = [i for i, p in enumerate(paragraphs) if p.kind in (PROSE, HEADLINE)]
    story_position = {index: position for position, index in enumerate(story)}
    fans = bool(re.search(r"\b(fans|comments|followers)\b", text, re.IGNORECASE))
    quotes: list[Quote] = []
    speakers: list[str] = []  # people who spoke, in order, for pronouns
    last_speech_end: dict[int, int] = {}
    previous: Quote | None = None
    for span in spans:
        position = story_position[span.paragraph]
        previous_paragraph = paragraphs[story[position - 1]] if position else None
        context = _context(
            text,
            span,
            last_speech_end.get(span.paragraph, 0),
            paragraphs[span.paragraph],
            previous_paragraph,
        )
        quoted = text[span.start : span.end]
        after = _AFTER.match(context.after) if span.closed else None
        before_cue = _last_before_cue(context.before)
        continues = previous is not None and (
            span.continued or (previous.paragraph == span.paragraph and not context.before)
        )
        if not (continues or _is_speech(text, span, quoted, after, before_cue, context)):
            continue
        speaker = label = cue = None
        if after:
            cue = (after.group("cue1") or after.group("cue2")).lower()
            subject = after.group("subj1") or after.group("subj2")
            speaker, label = _resolve(subject, span.start, cast, speakers, fans)
        if speaker is None and label is None and (before_cue or context.colon):
            clause = context.before
            if before_cue and before_cue.group().lower() == "according to":
                cue = "according to"
                speaker, label = _first_reference(
                    clause[before_cue.end() :],
                    context.before_start,
                    cast,
                    speakers,
                    fans,
                    skip_possessive=True,
                )
            else:
                cue = before_cue.group().lower() if before_cue else None
                head = clause[: before_cue.start()] if before_cue else clause
                speaker, label = _first_reference(head, context.before_start, cast, speakers, fans)
        if speaker is None and label is None and continues:
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
        quote = Quote(
            text=quoted,
            start=span.start,
            end=span.end,
            speaker=speaker,
            speaker_label=label,
            cue=cue,
            paragraph=span.paragraph,
            # A short piece of a longer quote (split or over paragraphs) is not a fragment.
            is_fragment=count_words(quoted) <= 3 and not (continues or span.continues),
        )
        quotes.append(quote)
        if speaker:
            speakers.append(speaker)
        last_speech_end[span.paragraph] = span.end + 1
        previous = quote
    return tuple(quotes)


def _last_before_cue(clause: str) -> re.Match | None:
    last = None
    for match in _BEFORE_CUE.finditer(clause):
        last = match
    return last


def _is_speech(text, span, quoted, after, before_cue, context) -> bool:
    """Tell quoted speech from titles, names and words quoted as words."""
    words = quoted.split()
    introduced = bool(after) or context.colon
    preceding = re.findall(r"[\w\-]+", text[max(0, span.start - 30) : span.start - 1])
    named = preceding and preceding[-1].lower() in _NAMING_WORDS
    if _is_title_case(words) and not introduced:
        return False
    if count_words(quoted) <= 3:
        return not named and (introduced or before_cue is not None)
    # After "named", "dubbed" or "the word" even a long quote is a name, not speech.
    return not (named and preceding[-1].lower() not in _DETERMINERS)


def _resolve(subject: str, pos: int, cast: Cast, speakers: list[str], fans: bool):
    """Return ``(speaker, label)`` for a subject phrase: a name, a pronoun, a description."""
    subject = subject.strip()
    lowered = subject.lower()
    first = lowered.split()[0]
    if first in ("he", "she"):
        return _by_pronoun(first, pos, cast, speakers), None
    if first in _GENERIC or (
        first in ("a", "an", "the") and any(w in LABEL_NOUNS for w in lowered.split()[1:])
    ):
        return None, _label(lowered, fans)
    if first in ("the", "a", "an"):
        return _by_description(subject, pos, cast, speakers), None
    return cast.lookup(subject), None


def _label(phrase: str, fans: bool) -> str:
    for word in phrase.split()[1:]:
        if word in LABEL_NOUNS:
            noun = "fan" if word == "fans" else word
            return f"a {noun}"
    return "a fan" if fans else "a person"


def _by_pronoun(pronoun: str, pos: int, cast: Cast, speakers: list[str]) -> str | None:
    gender = "f" if pronoun == "she" else "m"
    return _recent_speaker(speakers, cast, gender) or cast.last_mentioned(pos, gender)


def _by_description(phrase: str, pos: int, cast: Cast, speakers: list[str]) -> str | None:
    return _recent_speaker(speakers, cast, gender_of_words(phrase)) or cast.subject_before(pos)


def _recent_speaker(speakers: list[str], cast: Cast, gender: str | None) -> str | None:
    """Return the latest recent speaker known to fit ``gender``, else one of unknown gender."""
    recent = list(reversed(speakers[-6:]))
    if gender is None:
        return recent[0] if recent else None
    for wanted in (gender, None):
        for name in recent:
            if cast.genders.get(name) == wanted:
                return name
    return None


def _first_reference(
    clause: str, offset: int, cast: Cast, speakers, fans, skip_possessive: bool = False
):
    """Return ``(speaker, label)`` for the first person, pronoun or description in ``clause``."""
    for match in _REFERENCE.finditer(clause):
        found = match.group()
        rest = clause[match.end() : match.end() + 2]
        if skip_possessive and (rest[:1] in "'\u2019" or found.endswith(("'s", "\u2019s"))):
            continue
        if match.group("label"):
            return None, _label(found.lower(), fans)
        if match.group("desc"):
            if any(w in LABEL_NOUNS for w in found.lower().split()[1:]):
                return None, _label(found.lower(), fans)
            return _by_description(found, offset + match.start(), cast, speakers), None
        if match.group("pron"):
            return _by_pronoun(found.lower(), offset + match.start(), cast, speakers), None
        name = cast.lookup(found)
        if name:
            return name, None
    return None, None
