"""Turn an Extraction into plain JSON-ready dicts (shared by the command and the scorer)."""

from __future__ import annotations

from .types import Extraction


def extraction_to_dict(extraction: Extraction) -> dict:
    """Return ``extraction`` as a dict of people, quotes and moments, plus the guesses."""
    return {
        "headline": extraction.headline,
        "byline": extraction.byline,
        "outlet": extraction.outlet,
        "people": [
            {
                "name": person.name,
                "aliases": list(person.aliases),
                "descriptors": list(person.descriptors),
                "ages": list(person.ages),
                "pronouns": list(person.pronouns),
            }
            for person in extraction.people
        ],
        "quotes": [
            {
                "text": quote.text,
                "start": quote.start,
                "end": quote.end,
                "speaker": quote.speaker or quote.speaker_label,
                "speaker_label": quote.speaker_label,
                "cue": quote.cue,
                "is_fragment": quote.is_fragment,
                "paragraph": quote.paragraph,
                "reason": quote.reason,
            }
            for quote in extraction.quotes
        ],
        "moments": [
            {
                "expression": moment.expression,
                "start": moment.start,
                "end": moment.end,
                "date": moment.date.isoformat(),
                "precision": moment.precision,
                "summary": moment.sentence,
                "people": list(moment.people),
            }
            for moment in extraction.moments
        ],
    }
