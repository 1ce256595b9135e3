"""The pipeline's output: frozen dataclasses, offsets into the original text.

Every ``start``/``end`` pair indexes the text exactly as it was passed to
``extract()`` (Python string indices), so ``text[q.start:q.end] == q.text``.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

PROSE = "prose"
HEADLINE = "headline"
CAPTION = "caption"  # photo captions: "Lady Gaga performs at the 2022 Grammys ..."
CREDIT = "credit"  # "Matt Winkelmeyer/Getty", "Contributing: ..., USA TODAY"
RELATED = "related"  # "Related: ..." links
TAGS = "tags"  # "Lady Gaga; Dylan Mulvaney"

YEAR = "year"
MONTH = "month"
DAY = "day"


@dataclass(frozen=True)
class Paragraph:
    start: int
    end: int
    kind: str = PROSE  # one of PROSE, HEADLINE, CAPTION, CREDIT, RELATED, TAGS

    @property
    def is_prose(self) -> bool:
        return self.kind == PROSE


@dataclass(frozen=True)
class Mention:
    """One place an article names or describes a person."""

    text: str
    start: int
    end: int
    kind: str = "name"  # "name", "descriptor" or "pronoun"


@dataclass(frozen=True)
class Person:
    name: str  # the fullest form used in the article ("Lady Gaga")
    aliases: tuple[str, ...] = ()  # other forms ("Gaga"), fullest first
    descriptors: tuple[str, ...] = ()  # "the 'Born This Way' singer", "the TikTok star"
    ages: tuple[int, ...] = ()
    pronouns: tuple[str, ...] = ()  # pronoun words resolved to them ("she", "her")
    mentions: tuple[Mention, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Decision:
    """One rule's choice of speaker for a quote: a person's name, a label, or None."""

    rule: str  # the named rule in ``quotes.find_quotes`` ("cue-after-quote")
    choice: str | None


@dataclass(frozen=True)
class Quote:
    text: str  # exact characters between the marks
    start: int
    end: int
    speaker: str | None = None  # a Person.name from the same Extraction
    speaker_label: str | None = None  # "a fan" when the speaker is not a tracked person
    cue: str | None = None  # "said", "wrote", "captioned" ...
    is_fragment: bool = False  # one to three words ("very protective")
    paragraph: int = 0  # index into Extraction.paragraphs
    # every rule that changed the speaker, in order; the last one decided (see ``reason``)
    decisions: tuple[Decision, ...] = field(default=(), compare=False)
    # the people the story names around the quote (its paragraph and the one before, and
    # the rest of its sentence), nearest first: those the decision chose from or passed over
    candidates: tuple[str, ...] = field(default=(), compare=False)

    @property
    def reason(self) -> str | None:
        """Return the rule that chose the speaker (None when no rule named one)."""
        named = self.speaker or self.speaker_label
        return self.decisions[-1].rule if named and self.decisions else None


@dataclass(frozen=True)
class Moment:
    expression: str  # "on Monday", "March 8", "in 2022"
    start: int
    end: int
    date: datetime.date  # first day of the period for month/year precision
    precision: str  # YEAR, MONTH or DAY
    sentence: str
    sentence_start: int
    sentence_end: int
    people: tuple[str, ...] = ()  # Person.name of the people in the sentence


@dataclass(frozen=True)
class Extraction:
    paragraphs: tuple[Paragraph, ...] = ()
    people: tuple[Person, ...] = ()
    quotes: tuple[Quote, ...] = ()
    moments: tuple[Moment, ...] = ()
    headline: str | None = None  # guessed from the text
    byline: str | None = None
    outlet: str | None = None  # guessed from credit lines ("..., USA TODAY")
