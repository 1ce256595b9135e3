"""Run the whole pipeline over one article's text."""

from __future__ import annotations

import bisect
import datetime
from dataclasses import replace

from .dates import find_moments
from .people import find_people, name_suffixes
from .quotes import find_quote_spans, find_quotes
from .text import (
    classify_paragraphs,
    guess_byline,
    guess_headline,
    guess_outlet,
    mask_party_tags,
    normalize,
    recase_capital_leads,
)
from .types import Extraction


def extract(text: str, published: datetime.date | None = None) -> Extraction:
    """Return the people, quotes and dated moments of ``text``.

    Offsets index ``text`` exactly as given; ``published`` anchors relative
    dates ("on Monday", "last year") and is never taken from a clock.
    """
    folded = recase_capital_leads(mask_party_tags(normalize(text)))
    paragraphs = classify_paragraphs(folded)
    spans = find_quote_spans(folded, paragraphs)
    cast = find_people(folded, paragraphs, [(s.start, s.end) for s in spans])
    # Report the original characters, not the folded ones.
    quotes = tuple(
        replace(q, text=text[q.start : q.end]) for q in find_quotes(folded, paragraphs, cast, spans)
    )
    # "King Charles III": the number, kept off the name while matching, goes back on it;
    # "Curtis Wade Jr.": a suffix of his own goes among his aliases
    renamed, suffixed = name_suffixes(folded, cast.people)
    # (each mention as the original characters give it: "Bc—", not the folded "Bc-")
    people = tuple(
        replace(
            p,
            name=renamed.get(p.name, p.name),
            aliases=(suffixed[p.name], *p.aliases) if p.name in suffixed else p.aliases,
            mentions=tuple(replace(m, text=text[m.start : m.end]) for m in p.mentions),
        )
        for p in cast.people
    )
    if renamed:
        quotes = tuple(
            replace(q, speaker=renamed.get(q.speaker, q.speaker)) if q.speaker else q
            for q in quotes
        )
    mentions = sorted((m.start, person.name) for person in people for m in person.mentions)

    def people_in(start: int, end: int) -> tuple[str, ...]:
        first = bisect.bisect_left(mentions, (start,))
        last = bisect.bisect_left(mentions, (end,))
        return tuple(dict.fromkeys(name for _pos, name in mentions[first:last]))

    moments = find_moments(
        folded,
        paragraphs,
        published,
        [(q.start, q.end) for q in quotes],
        people_in,
        sentences=cast.sentences,
    )
    moments = tuple(
        replace(
            m, expression=text[m.start : m.end], sentence=text[m.sentence_start : m.sentence_end]
        )
        for m in moments
    )
    return Extraction(
        paragraphs=paragraphs,
        people=people,
        quotes=quotes,
        moments=moments,
        headline=guess_headline(text, paragraphs),
        byline=guess_byline(folded, paragraphs),
        outlet=guess_outlet(folded, paragraphs),
    )
