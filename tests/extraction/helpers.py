"""What the extraction tests look at, in one place."""

from articles.extraction import extract


def speakers(text):
    """Return ``(quote text, speaker name or label)`` for each quote in ``text``."""
    return [(q.text, q.speaker or q.speaker_label) for q in extract(text).quotes]


def people(text):
    """Return the people found in ``text`` by name."""
    return {p.name: p for p in extract(text).people}
