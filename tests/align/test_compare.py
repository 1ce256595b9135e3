"""Outlet-comparison measures on the seed articles and small texts.

The text side (``extraction.compare``) measures each article once, when it is
written; the comparison (``articles.comparison``) scores and matches what was
stored. These tests run both, the way a page sees them.
"""

from pathlib import Path

from articles.alignment.sentences import StoredSentence, unique_sentences
from articles.alignment.words import distinctive_words
from articles.extraction.compare import (
    FramingCount,
    count_framing,
    own_voice_words,
    sentence_key,
)
from articles.extraction.sentences import split_sentences

from .seed_quotes import SEED_QUOTES

SEEDS = Path(__file__).resolve().parents[2] / "seeds" / "gaga-mulvaney-iwd-2024"
TEXTS = {p.name[:3]: p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt"))}
SPANS = {
    source: [(q.position, q.position + len(q.text)) for q in SEED_QUOTES if q.source == source]
    for source in TEXTS
}


def test_seed_backlash_in_own_voice_only_at_usa_today():
    counts = {s: count_framing(t, SPANS[s], ["backlash"])["backlash"] for s, t in TEXTS.items()}
    assert counts == {
        "000": FramingCount(own_voice=2, quoted=4),
        "001": FramingCount(own_voice=0, quoted=4),
        "002": FramingCount(own_voice=0, quoted=4),
    }


def test_framing_counts_plurals_whole_words_and_case():
    text = 'Backlashes and backlash. "A backlash," she said. Hatred, hateful, hate.'
    quoted = [(text.index('"'), text.index('," she') + 2)]
    counts = count_framing(text, quoted, ["backlash", "hate", "", "hatred"])
    assert counts["backlash"] == FramingCount(2, 1)
    assert counts["hate"] == FramingCount(1, 0)
    assert counts["hatred"] == FramingCount(1, 0)
    assert counts[""] == FramingCount(0, 0)


def voices(texts, spans):
    return {source: own_voice_words(text, spans.get(source, ())) for source, text in texts.items()}


def test_seed_distinctive_words_are_own_voice():
    words = distinctive_words(voices(TEXTS, SPANS), top=5)
    assert [w.word for w in words["000"]][:3] == ["mulvaney", "attitude", "backlash"]
    assert "song" in [w.word for w in words["001"]]
    # "vitriol" is only ever quoted, never in an outlet's own voice.
    assert all(w.word != "vitriol" for ws in words.values() for w in ws)
    assert all(len(ws) <= 5 for ws in words.values())


def test_distinctive_words_need_two_sources():
    assert distinctive_words(voices({"A": "alpha beta gamma"}, {})) == {"A": []}
    assert distinctive_words({}) == {}


def stored(key):
    return StoredSentence(key.start, key.end, key.key, key.words)


def refs(text):
    return [stored(sentence_key(text, a, b)) for a, b in split_sentences(text)]


def texts(source, sentences):
    return [TEXTS[source][s.start : s.end] for s in sentences]


def test_seed_shared_and_unique_sentences():
    result = unique_sentences({s: refs(t) for s, t in TEXTS.items()})
    shared_000 = texts("000", [row["000"] for row in result.shared])
    assert shared_000 == [
        TEXTS["000"][TEXTS["000"].index('"It') :].split(" Gaga wrote.")[0] + " Gaga wrote.",
        next(t for t in texts("000", refs(TEXTS["000"])) if t.startswith('"When I see')),
        next(t for t in texts("000", refs(TEXTS["000"])) if t.startswith("'Backlash'")),
        "This is not backlash.",
    ]
    unique_000 = texts("000", result.unique["000"])
    assert "Lady Gaga is standing up for Dylan Mulvaney." in unique_000
    assert 'This is hatred."' not in unique_000  # 002 has it too
    assert not any("celebrated equally" in text for text in unique_000)


OWN = [
    "Ravens nested above the harbour wall.",
    "Tickets for Saturday sold within minutes.",
    "A quiet dinner followed at her mother's flat.",
    "Fans queued overnight outside the arena gates.",
    "Critics praised the lighting design.",
    "Rain delayed the opening act by forty minutes.",
    "Her stylist chose vintage silver earrings.",
    "Police closed two streets near the venue.",
    "The encore featured an acoustic piano ballad.",
    "Merchandise stalls ran out of tour posters.",
    "Local bakeries sold themed cupcakes all week.",
    "Several councillors attended the charity gala.",
]


def test_unique_sentences_many_sources():
    common = "The mayor closed the old bridge to all cars on Tuesday morning."
    sources = {
        f"S{n:02}": [
            stored(sentence_key(common, 0, len(common))),
            stored(sentence_key(own, 0, len(own))),
        ]
        for n, own in enumerate(OWN)
    }
    result = unique_sentences(sources)
    assert len(result.shared) == 1 and len(result.shared[0]) == 12
    assert all(len(u) == 1 for u in result.unique.values())
