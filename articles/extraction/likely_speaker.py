"""A learned step: the likeliest speaker of quoted words that no rule attributes.

In published news about one quote in twelve reaches the end of ``quotes.find_quotes`` with no
speaker: a quote standing alone after a paragraph about someone, a transcript, a quote whose
cue is worded in a way no rule knows. Nearly all of them have a speaker the text names. Here
every person the story names near such a quote, or quotes elsewhere, is a candidate; a
logistic model over a few named features of each (is it the person named last before the
words, the speaker of the quote before, the story's most quoted person, does its gender agree
with the pronoun before the words ...) scores them, and the best one is the speaker when its
score clears ``THRESHOLD``; the quote's decisions then end with the rule ``likeliest-speaker``.
Trained on PolNeAR train by ``scripts/train_likely_speaker.py``; the weights are
``lexicon/likely_speaker_weights.txt`` (see its header for the data they came from).
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from .lexicon import lines
from .people import Cast, gender_of_words
from .types import Decision, Paragraph, Quote

RULE = "likeliest-speaker"
# rules that find the subject of a cue: when they resolve it to no one, someone not a person
# spoke ("Chelsea, which sponsors the gallery, said in a statement that it was "delighted"")
_SUBJECT_RULES = frozenset(
    {"cue-after-quote", "subject-before-cue", "first-reference-in-clause", "according-to"}
)
_PRONOUN = re.compile(r"\b(?:he|she|him|her|his|hers)\b", re.IGNORECASE)


def _weights() -> dict[str, float]:
    return {
        name: float(value)
        for name, value in (line.split() for line in lines("likely_speaker_weights"))
    }


WEIGHTS = _weights()
# the score (a probability) the best candidate needs to be named the speaker
THRESHOLD = 0.2


def _sentence_before(cast: Cast, pos: int) -> tuple[int, int]:
    """Return the start of the sentence before the one holding ``pos``, and that one's."""
    index = bisect.bisect_right(cast.sentences, (pos, pos)) - 1
    if index < 0:
        return 0, 0
    own = cast.sentences[index][0]
    return (cast.sentences[index - 1][0] if index else own), own


def candidates(
    text: str,
    paragraphs: Sequence[Paragraph],
    cast: Cast,
    quotes: Sequence[Quote],
    index: int,
) -> dict[str, dict[str, float]]:
    """Return each candidate speaker of ``quotes[index]`` with its named features."""
    quote = quotes[index]
    spoken = cast.spoken_of
    here = paragraphs[quote.paragraph]
    back = paragraphs[max(0, quote.paragraph - 2)].start
    first = bisect.bisect_left(spoken, (back,))
    before = spoken[first : bisect.bisect_left(spoken, (quote.start,))]
    sentence_end = next(
        (end for start, end in cast.sentences if start <= quote.end < end), here.end
    )
    after = [
        m
        for m in spoken[bisect.bisect_left(spoken, (quote.end,)) :]
        if m[0] < min(sentence_end, here.end)
    ]
    quoted = Counter(q.speaker for q in quotes if q.speaker)
    total_quoted = sum(quoted.values()) or 1
    mentions = Counter(name for _s, _e, name in spoken)
    total_mentions = sum(mentions.values()) or 1
    top = quoted.most_common(1)[0][0] if quoted else None
    earlier = [q for q in quotes[:index] if q.speaker]
    later = [q for q in quotes[index + 1 :] if q.speaker]
    previous = earlier[-1] if earlier else None
    following = later[0] if later else None
    lead_start, own_start = _sentence_before(cast, quote.start)
    pronoun = _PRONOUN.findall(text, lead_start, quote.start)
    wanted = gender_of_words(pronoun[-1]) if pronoun else None
    sentence_starts = {start for start, _end in cast.sentences}

    names = dict.fromkeys(
        [name for _s, _e, name in reversed(before)]
        + [name for _s, _e, name in after]
        + ([previous.speaker] if previous else [])
        + ([following.speaker] if following else [])
        + ([top] if top else [])
    )
    rank = {name: i for i, name in enumerate(dict.fromkeys(n for _s, _e, n in reversed(before)))}
    out = {}
    for name in names:
        own = [m for m in before if m[2] == name]
        gender = cast.genders.get(name)
        distance = quote.start - own[-1][1] if own else None
        out[name] = {
            "bias": 1.0,
            # a cue found but no person: "The suit claims", "Chelsea said in a statement"
            "cue-with-no-person": float(bool(quote.cue)),
            "last-named-before": float(bool(before) and before[-1][2] == name),
            "named-before-rank-2": float(rank.get(name) == 1),
            "named-in-paragraph-before": float(any(m[0] >= here.start for m in own)),
            "named-in-sentence-before": float(any(m[0] >= lead_start for m in own)),
            "named-in-own-sentence": float(any(m[0] >= own_start for m in own)),
            "opens-a-sentence-before": float(any(m[0] in sentence_starts for m in own)),
            "named-after-in-sentence": float(any(m[2] == name for m in after)),
            "previous-speaker": float(previous is not None and previous.speaker == name),
            "previous-speaker-near": float(
                previous is not None
                and previous.speaker == name
                and quote.paragraph - previous.paragraph <= 1
            ),
            "next-speaker-near": float(
                following is not None
                and following.speaker == name
                and following.paragraph - quote.paragraph <= 1
            ),
            "most-quoted": float(name == top),
            "quoted-share": quoted[name] / total_quoted,
            "mention-share": mentions[name] / total_mentions,
            "first-named": float(bool(spoken) and spoken[0][2] == name),
            "far": math.log1p(distance) / 8 if distance is not None else 1.0,
            "gender-agrees": float(bool(wanted) and gender == wanted),
            "gender-disagrees": float(bool(wanted) and bool(gender) and gender != wanted),
        }
    return out


def score(found: dict[str, float], weights: dict[str, float]) -> float:
    """Return the probability the weighted features give a candidate."""
    total = sum(weights.get(name, 0.0) * value for name, value in found.items())
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, total))))


def choose(
    found: dict[str, dict[str, float]], weights: dict[str, float], threshold: float
) -> str | None:
    """Return the best-scored candidate when its score clears ``threshold``."""
    scored = [(score(features, weights), name) for name, features in found.items()]
    if not scored:
        return None
    best, name = max(scored)
    return name if best >= threshold else None


def names_a_body(quote: Quote) -> bool:
    """Tell whether a rule found the subject of the quote's cue and it is no person: then a
    body or a document spoke, not someone named nearby."""
    return any(d.rule in _SUBJECT_RULES for d in quote.decisions)


def attribute_rest(
    text: str, paragraphs: Sequence[Paragraph], cast: Cast, quotes: Sequence[Quote]
) -> tuple[Quote, ...]:
    """Return ``quotes`` with each one no rule attributed given its likeliest speaker."""
    out = list(quotes)
    for index, quote in enumerate(quotes):
        if quote.speaker or quote.speaker_label or names_a_body(quote):
            continue
        name = choose(candidates(text, paragraphs, cast, quotes, index), WEIGHTS, THRESHOLD)
        if name:
            out[index] = replace(
                quote, speaker=name, decisions=(*quote.decisions, Decision(RULE, name))
            )
    return tuple(out)
