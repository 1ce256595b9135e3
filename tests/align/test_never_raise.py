"""The alignment functions take any text without raising."""

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from articles.alignment.sentences import StoredSentence, unique_sentences
from articles.alignment.words import distinctive_words
from articles.extraction.align import (
    MomentRef,
    PersonRef,
    QuoteRef,
    group_statements,
    merge_moments,
    merge_people,
    word_diff,
)
from articles.extraction.compare import count_framing, own_voice_words, sentence_key
from articles.extraction.sentences import split_sentences

PIECES = st.sampled_from([*"ab Ab.,!?'’“”\"\n\u00a0…—-", "hatred ", "Gaga ", "I ", "This is "])
TEXT = st.lists(PIECES, max_size=30).map("".join) | st.text(max_size=30)
SOURCES = st.sampled_from(["A", "B", "C"])
SPEAKERS = st.none() | st.sampled_from(["Ann", "Bob"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(SOURCES, SPEAKERS, TEXT, st.booleans(), TEXT), max_size=8))
def test_group_statements_and_word_diff(rows):
    quotes = [
        QuoteRef(str(n), source, speaker, text, n, cue or None, fragment)
        for n, (source, speaker, text, fragment, cue) in enumerate(rows)
    ]
    for statement in group_statements(quotes):
        assert len(statement.sources) >= 1
        for sentence in statement.sentences:
            assert len(sentence.renderings) == len(statement.sources)
    for _, _, text, _, other in rows:
        word_diff(text, other)
        assert all(0 <= a < b <= len(text) for a, b in split_sentences(text))


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.tuples(SOURCES, st.dates(dt.date(2020, 1, 1), dt.date(2020, 2, 1)), TEXT, TEXT, TEXT),
        max_size=8,
    )
)
def test_moments_and_people(rows):
    moments = [
        MomentRef(str(n), s, date, ["day", "month", "year"][n % 3], text, (name,), expr)
        for n, (s, date, text, name, expr) in enumerate(rows)
    ]
    groups = merge_moments(moments)
    assert sum(len(g.moments) for g in groups) == len(moments)
    people = [PersonRef(str(n), s, name, (text,)) for n, (s, _, text, name, _) in enumerate(rows)]
    assert sum(len(g.keys) for g in merge_people(people)) == len(people)


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(SOURCES, TEXT, max_size=3), st.lists(TEXT, max_size=3))
def test_compare(texts, words):
    spans = {s: [(0, len(t) // 2)] for s, t in texts.items()}
    for source, text in texts.items():
        count_framing(text, spans[source], words)
    distinctive_words({s: own_voice_words(t, spans[s]) for s, t in texts.items()})
    keys = {s: sentence_key(t, 0, len(t)) for s, t in texts.items()}
    unique_sentences({s: [StoredSentence(k.start, k.end, k.key, k.words)] for s, k in keys.items()})
