"""Normalise article text without moving offsets, split and classify paragraphs.

Normalisation replaces characters one for one, so an offset into the
normalised text is the same offset into the original: odd spaces become
spaces, dashes become ``-`` and the ellipsis becomes ``.``. Quote marks are
kept as they are, because their shape (curly or straight, left or right)
helps to pair them.
"""

from __future__ import annotations

import functools
import re

from .lexicon import ACRONYMS, GIVEN_NAMES, words
from .sentences import trim
from .types import CAPTION, CREDIT, HEADLINE, PROSE, RELATED, TAGS, Paragraph

_SPACES = (
    "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000\t"
)
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"
_FOLD = str.maketrans({**dict.fromkeys(_SPACES, " "), **dict.fromkeys(_DASHES, "-"), "\u2026": "."})
_FOLDABLE = re.compile("[" + re.escape(_SPACES + _DASHES + "\u2026") + "]")

DOUBLE_OPEN = "\u201c\u201e\u00ab"
DOUBLE_CLOSE = "\u201d\u00bb"
SINGLE_OPEN = "\u2018\u201a"
SINGLE_CLOSE = "\u2019"
QUOTE_MARKS = "\"'" + DOUBLE_OPEN + DOUBLE_CLOSE + SINGLE_OPEN + SINGLE_CLOSE + "\u201f\u201b"
_MARK_FOLD = str.maketrans(
    {
        **dict.fromkeys("\u201c\u201d\u201e\u201f\u00ab\u00bb", '"'),
        **dict.fromkeys("\u2018\u2019\u201a\u201b", "'"),
    }
)

_TERMINAL = ".!?:;\"'\u201d\u2019)]\u2026"
_RELATED = re.compile(r"(?i)^(related|read more|see also|more|watch|listen|recommended)\s*:")
_CREDIT_PREFIX = re.compile(
    r"(?i)^(contributing|reporting|additional reporting|editing|photo|photos|image|credit|source)"
    r"( by)?\s*:|^\(?(reporting|writing|editing) by\b"
)
# "Matt Winkelmeyer/Getty", "Kevin Dietsch/Getty Images", "AP Photo/Jane Doe"
# "Associated Press writer Jane Doe in Houston contributed to this report.", "John Roe
# contributed reporting.", "Nolan Roe contributed." — a credit line, wherever it sits, names
# no one in the story.
_CONTRIBUTED = re.compile(
    r"(?i)\bcontributed (?:to this (?:report|story|article)|reporting)\b"
    r"|^(?-i:[A-Z][\w'\u2019.\-]*(?:\s+[A-Z][\w'\u2019.\-]*){1,3})\s+contributed\.$"
)
_PHOTO_CREDIT = re.compile(r"^[A-Z][\w.'\- ]{0,60}/[A-Z][\w.&'\- ]{0,40}$")
# (a sentence that opens with a time is prose: "By Tuesday evening, the post was gone.")
_BYLINE = re.compile(
    r"^By (?!(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Then|Now|Noon|Midnight)\b)"
    # (a month before a surname is a given name: "By June Alder")
    r"(?!(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December)\b(?! [A-Z]))"
    r"([A-Z][\w.'\-]+(?: [A-Z][\w.'\-]+){0,3}(?:,? and [A-Z][\w.'\- ]+)?)"
)
_TAG_PART = re.compile(r"^[A-Z][\w'.\-]*(?: [A-Z][\w'.\-]*){0,3}$")
_CAPTION_NAMES = (
    r"(?i),\s*(?:left|right|center|centre|top|bottom|foreground|background)\s*,|\bpictured\b"
    # "Sasha Lee and Tom Roe at the premiere of ...", "Tom Roe attends the gala in ...": names
    # with a caption's present-tense verb or a bare place phrase, and no speech.
    r"|(?-i:^(?:[A-Z][\w'\u2019.\-]*\s+){1,4}(?:(?:and|&)\s+(?:[A-Z][\w'\u2019.\-]*\s+){1,4})?)"
    r"(?:attends?|arrives?|poses?|performs?|speaks?|walks?|waves?|looks on|celebrates?|reacts?"
    r"|leaves?|visits?|appears?|sings?|gestures?|smiles?|stands?|sits?|holds?|is seen|are seen"
    r"|at|during|on stage|onstage|outside|inside)\s"
)
_CAPTION_LOOK = re.compile(_CAPTION_NAMES + r"|\b(?:19|20)\d{2}\.?$")
# no subheading: a caption ("X at the premiere"), a byline or date stamp ("Jo Roe, Staff
# Writer", "Published: Oct. 25, 2025 at 7:42 AM")
_NO_SUBHEADING = re.compile(_CAPTION_NAMES + r"|[,:|\u00b7]")
# A caption with its credit on the same line: "Reuben Cole attends ... Dimitri Vasquez/Getty
# Images", "... (Photo by Jane Doe/AP)".
# "... on Monday [Jane Doe/Reuters]", "... in 2024. (Kyle Roe / Getty Images)": brackets and
# spaced slashes too.
_TRAILING_CREDIT = re.compile(
    r"[\s(\[](?:(?:Photo|Photograph|Image|Credit)(?: by)?:?\s+)?"
    r"(?:[A-Z][\w.'\-]+\s+){1,3}[A-Z][\w.'\-]+"
    r" ?/ ?[A-Z][\w.&'\-]*(?: [A-Z][\w.&'\-]*){0,3}[)\]]?$"
)
# "Kelsworth council's offices on Wednesday (PA)": an agency credit in brackets closes a
# caption, with no stop of the caption's own before it.
_AGENCY_CREDIT = re.compile(r"[^\W_]\s\((?:[A-Z]{2,6}|[A-Z][a-z]+(?: [A-Z][a-z]+){0,2})\)$")
# "BACKGRID", "GETTY": a credit line of one word in capitals.
_CAPS_CREDIT = re.compile(r"^[A-Z]{2,}(?:[ /][A-Z]{2,}){0,2}$")
_QUOTED_TAIL = re.compile(r"[^\W_][\"'\u201d\u2019]$")
_WORD = re.compile(r"[^\W_]+(?:['\u2019.\-][^\W_]+)*")


# an opening single mark set for the apostrophe of a possessive: "Robert Altman\u2018s movie"
_OPENING_FOR_APOSTROPHE = re.compile(r"(?<=[^\W\d_])\u2018(?=s\b)")


def normalize(text: str) -> str:
    """Return ``text`` with odd spaces, dashes and ellipses folded, and an opening single
    mark set for an apostrophe made one, one character for one."""
    # (replacing the few such characters found is quicker than translating every character)
    text = _FOLDABLE.sub(lambda match: _FOLD[ord(match.group())], text)
    return _OPENING_FOR_APOSTROPHE.sub("\u2019", text)


# A legislator's party and state after the name: "Mitch McConnell, R-Ky., said", "Rep. Earl
# Blumenauer (D-Ore.) said", "Sen. Jo Ray (D) said" (US news style).
_PARTY_TAG = re.compile(
    r"(?P<open>,|\s\()\s*[RDI]-(?:[A-Z][A-Za-z]*\.?){1,3}(?:,|\)(?P<comma>,)?)"
    r"|\s\([RDI]\)(?P<comma2>,)?"
)
_KEEPS_APPOSITION = re.compile(r"\s*(?:[^a-z\s]|(?:the|a|an|who|whose|which)\b)")


def mask_party_tags(text: str) -> str:
    """Return ``text`` with party tags after names blanked out, one space for each character,
    so that "McConnell, R-Ky., said" reads as "McConnell said" to every later stage; the
    comma stays where an apposition goes on ("McConnell, R-Ky., the majority leader,")."""

    def blank(match: re.Match) -> str:
        # "Howard Dean (D), a Clinton supporter": the comma after a bracketed tag moves up to
        # the name ("Howard Dean,     a Clinton supporter"), where the apposition starts
        comma = match.group("comma") or match.group("comma2")
        if comma or (match.group("open") == "," and _KEEPS_APPOSITION.match(text, match.end())):
            return "," + " " * (len(match.group()) - 1)
        return " " * len(match.group())

    return _PARTY_TAG.sub(blank, text)


# "WILL SMITH HAS been banned": a paragraph opening on words in capitals (a print style)
_CAPITAL_LEAD = re.compile(r"(?m)^(?:[A-Z][A-Z'\u2019\-]+\s+){2,8}(?=[a-z])")
_LEAD_SMALL_WORDS = frozenset(
    [
        *("A", "AN", "THE", "OF", "IN", "ON", "AT", "TO", "FOR", "AND", "OR", "BY", "WITH"),
        *("FROM", "HAS", "HAVE", "HAD", "IS", "ARE", "WAS", "WERE", "WILL", "SAYS", "SAID", "BE"),
    ]
)


def recase_capital_leads(text: str) -> str:
    """Return ``text`` with a paragraph's opening words in capitals written as a name is,
    one character for one ("WILL SMITH HAS been" reads "Will Smith has been"); the first
    word keeps its capital, small words after it go lower case."""

    def recase(match: re.Match) -> str:
        out = []
        for k, word in enumerate(re.split(r"(\s+)", match.group())):
            if not word.strip():
                out.append(word)
            elif k and word in _LEAD_SMALL_WORDS:
                out.append(word.lower())
            else:
                out.append(word[0] + word[1:].lower())
        return "".join(out)

    text = _CAPITAL_LEAD.sub(recase, text)
    # "KING Charles paid tribute", "THE Queen's coffin": a tabloid's first word in capitals,
    # before a name
    text = _CAPITAL_WORD_LEAD.sub(lambda m: m.group()[0] + m.group()[1:].lower(), text)
    # "HUGH Grant has settled": so is a given name (never an acronym: "NASA Administrator")
    return _CAPITAL_NAME_LEAD.sub(_recase_given_name, text)


def _recase_given_name(match: re.Match) -> str:
    word = match.group()
    name = word[0] + word[1:].lower()
    return name if name in GIVEN_NAMES and word not in ACRONYMS else word


# (an article, or a title from the one list of them)
_CAPITAL_WORD_LEAD = re.compile(
    r"(?m)^(?:THE|AN|"
    + "|".join(sorted((t.upper() for t in words("titles")), key=len, reverse=True))
    + r")(?=\s+[A-Z][a-z])"
)


_CAPITAL_NAME_LEAD = re.compile(r"(?m)^[A-Z]{2,}(?=\s+[A-Z][a-z])")


def fold_marks(text: str) -> str:
    """Return ``text`` with every quote mark folded to a straight one (for comparing)."""
    return text.translate(_MARK_FOLD)


@functools.lru_cache(maxsize=4096)
def count_words(text: str) -> int:
    """Return the number of words in ``text`` (an apostrophe or hyphen joins a word); the
    rules ask it of the same quote and line many times over, so the answers are kept."""
    return len(_WORD.findall(text))


def split_paragraphs(text: str) -> list[tuple[int, int]]:
    """Return ``(start, end)`` of every non-blank line, trimmed: a line is a paragraph here."""
    spans = []
    for line in re.finditer(r"[^\n\r]+", text):
        start, end = trim(text, line.start(), line.end())
        if start < end:
            spans.append((start, end))
    return spans


_TITLE_SMALL = frozenset(
    [
        *("a", "an", "the", "and", "or", "but", "of", "in", "on", "at", "to", "for", "by"),
        *("with", "from", "as", "vs", "is", "are", "was", "be", "it", "its"),
    ]
)


def _title_case_line(line: str) -> bool:
    """Tell whether a short line capitalises its words as titles do (small words aside)."""
    words = re.findall(r"[^\W\d_][\w'\u2019\-]*", line)
    if not 4 <= len(words) <= 20:
        return False
    big = [w for w in words[1:] if w.lower() not in _TITLE_SMALL]
    return len(big) >= 3 and all(w[0].isupper() for w in big)


# the most words a headline runs to, but for a tabloid's
HEADLINE_WORDS = 25
# the most a first line may have for its capitalised words to be trimmed as a headline's: a
# story that came without its headline may open on a lede of twenty words ("Will Smith ...")
TRIMMED_HEADLINE_WORDS = 15
# a sentence ending inside a line, or words set in double marks as prose sets speech
_PROSE_INSIDE = re.compile(r"[.!?][\"\u201d]?\s+[\"\u201c]?[A-Z]|[\"\u201c\u201d]")


def _standfirst(line: str) -> bool:
    """Tell an opening line too long for a headline that reads as prose, with speech or two
    sentences: a standfirst ("Amber Heard says she's disappointed with "what this verdict
    means for other women," while Johnny Depp says "the jury gave me my life back"")."""
    return count_words(line) > HEADLINE_WORDS and _PROSE_INSIDE.search(line) is not None


def classify_paragraphs(text: str) -> tuple[Paragraph, ...]:
    """Split ``text`` into paragraphs and tell prose from captions, credits, links and tags.

    The first paragraph that is not a tag line and lacks closing punctuation (or
    ends on quoted words with no stop: "... warns of 'hard choices'") is the
    headline; any later short line without closing punctuation is a photo caption,
    because prose paragraphs end with a stop or a closing quote. A short line right
    above a photo credit ("Jane Doe/Reuters") is a caption too.
    """
    paragraphs: list[Paragraph] = []
    for start, end in split_paragraphs(text):
        line = text[start:end]
        kind = _classify_line(line)
        first = not any(p.kind in (PROSE, HEADLINE) for p in paragraphs) and not _standfirst(line)
        if kind == PROSE and first and _QUOTED_TAIL.search(line):
            # "Leader warns of 'impossible choices'": the opening line ends on quoted words
            # with no stop of its own, as headlines do (prose closes with "." or ',"').
            kind = HEADLINE
        if (
            kind == PROSE
            and paragraphs
            and all(p.kind == HEADLINE for p in paragraphs)
            and _QUOTED_TAIL.search(line)
        ):
            # "The star, who missed four shows, says the reaction 'hurt'" right under the
            # headline: a standfirst, closed on quoted words with no stop, as headlines are.
            kind = HEADLINE
        if (
            kind == PROSE
            and not first
            and (line.endswith("?") or not (_ends_like_prose(line) or _NO_SUBHEADING.search(line)))
            and _title_case_line(line)
        ):
            # "What is Alec Baldwin Saying?", "Toby Keith and Jason Aldean Shared the Stage in
            # 2023": a subheading, set as headlines are; its capitals make no names
            kind = HEADLINE
        if kind == PROSE and first and _title_case_line(line):
            # "Donald Trump Is Now Being Held Up As The Face Of Racism.": an opening line in
            # title case is a headline, with or without a stop of its own.
            kind = HEADLINE
        if kind == PROSE and not _ends_like_prose(line):
            if first:
                kind = HEADLINE
            elif count_words(line) <= 40 and not _standfirst(line):
                kind = CAPTION
        if (
            kind == CAPTION
            and _SIGNATURE.match(line)
            and paragraphs
            and paragraphs[-1].kind == PROSE
            and _QUOTE_CLOSES.search(text, paragraphs[-1].start, paragraphs[-1].end)
        ):
            # '"... for so many others like me". / -Billy Ray X': the quotation's signature,
            # a line of the story
            kind = PROSE
        if (
            kind == CREDIT
            and _PHOTO_CREDIT.match(line)
            and paragraphs
            and paragraphs[-1].kind == PROSE
            and count_words(text[paragraphs[-1].start : paragraphs[-1].end]) <= 60
            and _CAPTION_LOOK.search(text[paragraphs[-1].start : paragraphs[-1].end])
        ):
            # A line above a photo credit that reads like a caption ("X, right, and Y arrive
            # in Oslo, May 27, 2025.") is that photo's caption, even with a full stop.
            paragraphs[-1] = Paragraph(paragraphs[-1].start, paragraphs[-1].end, CAPTION)
        if (
            kind == CREDIT
            and _BYLINE.match(line)
            and len(paragraphs) >= 2
            and paragraphs[-1].kind == PROSE
            and all(p.kind == HEADLINE for p in paragraphs[:-1])
        ):
            # Headline, one prose line, then "By Jane Doe": that line is the standfirst,
            # set above the byline; its speech and dates belong to the display text.
            paragraphs[-1] = Paragraph(paragraphs[-1].start, paragraphs[-1].end, HEADLINE)
        if (
            ((kind == CREDIT and _PHOTO_CREDIT.match(line)) or _CAPS_CREDIT.match(line))
            and paragraphs
            and not any(
                _PHOTO_CREDIT.match(text[p.start : p.end]) for p in paragraphs if p.kind == CREDIT
            )
            and paragraphs[-1].kind == PROSE
            and not any(p.kind == PROSE for p in paragraphs[:-1])
            and count_words(text[paragraphs[-1].start : paragraphs[-1].end]) <= 40
            and not any(
                m in text[paragraphs[-1].start : paragraphs[-1].end] for m in '"\u201c\u201d'
            )
        ):
            # The first prose-like line, above the photo's credit ("Laura Roe/NPR",
            # "BACKGRID") and before the story starts: that photo's caption.
            paragraphs[-1] = Paragraph(paragraphs[-1].start, paragraphs[-1].end, CAPTION)
        paragraphs.append(Paragraph(start, end, kind))
    return tuple(paragraphs)


# a line that signs the quotation above it: "-Billy Ray X", "\u2013 Tanya Y"
_SIGNATURE = re.compile(r"[\-\u2013\u2014]\s?[A-Z][\w'\u2019.\-]*(?:\s[A-Z][\w'\u2019.\-]*){0,3}$")
_QUOTE_CLOSES = re.compile(r"[\"\u201d\u2019][.,!?]?\s*$")
# "... on Friday. \u2013 Rappler.com", "... next week. -AFP": a sign-off after the last stop
_SIGN_OFF = re.compile(
    r"(?<=[.!?\"\u201d])\s+[\-\u2013\u2014]\s?[A-Z][\w.]{1,30}(?:\s[A-Z][\w.]*)?$"
)


def _ends_like_prose(line: str) -> bool:
    line = _SIGN_OFF.sub("", line.rstrip())
    return line.rstrip()[-1:] in _TERMINAL


def _classify_line(line: str) -> str:
    if _RELATED.match(line):
        return RELATED
    if _CREDIT_PREFIX.match(line) or _BYLINE.match(line):
        return CREDIT
    words = count_words(line)
    if words <= 30 and _CONTRIBUTED.search(line):
        return CREDIT
    if _PHOTO_CREDIT.match(line) and words <= 8:
        return CREDIT
    if (
        "/" in line[-60:]
        and words <= 60
        and _TRAILING_CREDIT.search(line)
        and not any(mark in line for mark in '"\u201c\u201d')
    ):
        return CAPTION
    if (
        words <= 40
        and _AGENCY_CREDIT.search(line)
        and not any(mark in line for mark in '"\u201c\u201d')
    ):
        return CAPTION
    if ";" in line and not _ends_like_prose(line):
        parts = [part.strip() for part in line.split(";")]
        if len(parts) >= 2 and all(_TAG_PART.match(part) for part in parts if part):
            return TAGS
    return PROSE


def short_enough_for_headline(text: str, paragraph: Paragraph, most: int = HEADLINE_WORDS) -> bool:
    """Tell whether a first line read as prose is short enough to be the story's headline
    ("Understated Perez raises political profile.", a line with no headline mark)."""
    return count_words(text[paragraph.start : paragraph.end]) <= most


def guess_headline(text: str, paragraphs: tuple[Paragraph, ...]) -> str | None:
    """Return the headline line, or the first prose line when it is short enough to be one."""
    for paragraph in paragraphs:
        if paragraph.kind == HEADLINE:
            return text[paragraph.start : paragraph.end]
        if paragraph.kind == PROSE:
            if short_enough_for_headline(text, paragraph):
                return text[paragraph.start : paragraph.end]
            return None
    return None


def guess_byline(text: str, paragraphs: tuple[Paragraph, ...]) -> str | None:
    """Return the author named by a "By …" line, or else by a "Contributing: …" line."""
    for paragraph in paragraphs:
        match = _BYLINE.match(text[paragraph.start : paragraph.end])
        if match:
            return match.group(1)
    for paragraph in paragraphs:
        line = text[paragraph.start : paragraph.end]
        if paragraph.kind == CREDIT and line.lower().startswith("contributing"):
            names = line.split(":", 1)[1].rsplit(",", 1)[0].strip()
            return names or None
    return None


def guess_outlet(text: str, paragraphs: tuple[Paragraph, ...]) -> str | None:
    """Return the outlet a credit line names ("Contributing: Zoe Wells, USA TODAY")."""
    for paragraph in reversed(paragraphs):
        line = text[paragraph.start : paragraph.end]
        if paragraph.kind == CREDIT and ":" in line and "," in line:
            outlet = line.rsplit(",", 1)[1].strip().rstrip(".")
            if outlet and outlet[0].isupper():
                return outlet
    return None
