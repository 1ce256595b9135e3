"""A learned step: whether one to three quoted words are someone's words or a title or term.

About a sixth of the quotes in published news are one to three words set into a sentence
(`Obama said he was "surprised and troubled"`, `Cruz calls it the "Washington cartel"`); the
same marks also set off titles, names and words quoted as words (`on "Morning Joe"`, `known as
the "mosquito lab"`). The hand rules in ``quotes.speech._is_speech`` decide first, and their yes
stands; where they say no, a logistic model over a few named features of the sentence around
the words (their verdict among them), trained on PolNeAR train by
``scripts/train_fragments.py``, may say yes (``decide``). ``quotes.find_quotes`` keeps such
words only when a rule finds who said them. The weights are ``lexicon/fragment_weights.txt``
(see its header for the data they came from).
"""

from __future__ import annotations

import re

from .lexicon import lines
from .people import CUE_WORD

_CALLING = re.compile(
    r"\b(?:call(?:s|ed|ing)?|describ(?:e|es|ed|ing)|referr?(?:s|ed|ing)?|dub(?:s|bed|bing)?"
    r"|label(?:s|ed|led|ing)?|brand(?:s|ed|ing)?|dismiss(?:es|ed|ing)?|slam(?:s|med|ming)?"
    r"|denounc(?:e|es|ed|ing)|mock(?:s|ed|ing)?|warn(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)
_WHAT_CALLS = re.compile(
    r"\bwhat\s+(?:\w+\s+){1,3}(?:calls?|called|describe[sd]?)\s+(?:as\s+)?(?:the\s+|a\s+)?$", re.I
)
_SENTENCE_END = re.compile(r"[.!?][\"'\u201d\u2019)]*\s+(?=[A-Z\"\u201c])|\n")
_SHOW_BEFORE = re.compile(r"(?:['\u2019]s|\bon|\bof)\s+$")
# 'a "proactive policing" strategy': the quoted words set before a noun, as a term
_TERM_BEFORE_NOUN = re.compile(
    r"\s+(?!(?:and|or|but|to|of|in|on|at|for|from|with|by|as|that|which|who|is|was"
    r"|are|were|has|have|had|will|would|the|a|an)\b)[a-z]{3,}\b"
)
_PERSON_PRONOUN = re.compile(r"\b(?:he|she|they|He|She|They)\b")


def features(text: str, start: int, end: int, decided: bool) -> dict[str, float]:
    """Return the named features of the quoted words ``text[start:end]`` (marks outside),
    with ``decided``: the hand rules' verdict."""
    window = text[max(0, start - 250) : max(0, start - 1)]
    lead = _SENTENCE_END.split(window)[-1]
    words = re.findall(r"[\w'\u2019\-]+", text[start:end])
    before = re.findall(r"[\w'\u2019\-]+", lead)
    previous = before[-1].lower() if before else ""
    after = text[end + 1 : end + 40]
    quoted = text[start:end].rstrip()
    return {
        "bias": 1.0,
        "rules-say-speech": float(decided),
        "cue-in-sentence": float(bool(CUE_WORD.search(lead))),
        "cue-in-last-six-words": float(bool(CUE_WORD.search(" ".join(before[-6:])))),
        "calling-verb-in-sentence": float(bool(_CALLING.search(lead))),
        "what-someone-calls": float(bool(_WHAT_CALLS.search(lead))),
        "after-as-or-called": float(previous in ("as", "called", "dubbed", "named", "titled")),
        "after-article": float(previous in ("a", "an", "the")),
        "after-possessive": float(previous in ("his", "her", "their", "its", "our")),
        "after-so-called": float(previous in ("so-called", "term", "word", "phrase", "dubbed")),
        "term-before-noun": float(bool(_TERM_BEFORE_NOUN.match(after))),
        "after-show-owner": float(bool(_SHOW_BEFORE.search(lead))),
        "title-case": float(bool(words) and all(w[:1].isupper() for w in words)),
        "opens-capitalised": float(bool(words) and words[0][:1].isupper()),
        "ends-in-stop": float(quoted[-1:] in ".,!?"),
        "name-follows": float(bool(re.match(r"[\"\u201d]?\s+[A-Z][a-z]", after))),
        "person-pronoun-in-sentence": float(bool(_PERSON_PRONOUN.search(lead))),
        "opens-sentence": float(not lead.strip()),
        "one-word": float(len(words) == 1),
        "three-words": float(len(words) == 3),
    }


def _weights() -> dict[str, float]:
    return {
        name: float(value) for name, value in (line.split() for line in lines("fragment_weights"))
    }


WEIGHTS = _weights()
# weights under which the step adds nothing: the hand rules alone (their yes stands in ``decide``)
RULES_ONLY = {"bias": -1.0}


def decide(found: dict[str, float], weights: dict[str, float]) -> bool:
    """Tell speech from a span's features: the hand rules' yes stands; their no is overruled
    when the weighted features say so, except for words marked as a term ("the so-called
    "feud"", "the word "cartel""), which the published celebrity gold never counts."""
    if found["rules-say-speech"]:
        return True
    if found["after-so-called"]:
        return False
    return sum(weights.get(name, 0.0) * value for name, value in found.items()) >= 0.0


def is_speech(text: str, start: int, end: int, decided: bool) -> bool:
    """Tell whether one to three quoted words are someone's words (``decided``: the hand
    rules' verdict), by the learned weights."""
    return decide(features(text, start, end, decided), WEIGHTS)
