"""Random and hostile text never breaks the pipeline, and every offset points at its text."""

import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from articles.extraction import extract

MARKS = "\"'\u201c\u201d\u2018\u2019\u00a0 \n\u2014\u2026.,:;"
hostile = st.text(
    alphabet=st.sampled_from(list(MARKS) + list("aB9 said Gaga March 2022")), max_size=400
)
words = st.lists(
    st.sampled_from(
        [
            "said",
            "Gaga",
            "Lady",
            "she",
            "\u201c",
            "\u201d",
            "\u2018",
            "\u2019",
            "'",
            '"',
            "on",
            "Monday",
            "in",
            "2022",
            "The",
            "singer",
            ",",
            ".",
            ":",
            "\n\n",
            "Ann",
            "Lee",
            "37",
            "wrote",
            "last",
            "year",
            "At",
            "the",
            "time",
            "according",
            "to",
            "One",
            "writes",
        ]
    ),
    max_size=120,
).map(" ".join)


def check(text):
    result = extract(text, datetime.date(2024, 3, 12))
    for quote in result.quotes:
        assert text[quote.start : quote.end] == quote.text
        assert quote.speaker is None or quote.speaker in {p.name for p in result.people}
    for moment in result.moments:
        assert text[moment.start : moment.end] == moment.expression
        assert text[moment.sentence_start : moment.sentence_end] == moment.sentence
    for person in result.people:
        for mention in person.mentions:
            assert text[mention.start : mention.end] == mention.text
    for paragraph in result.paragraphs:
        assert 0 <= paragraph.start < paragraph.end <= len(text)


@settings(max_examples=150, deadline=None)
@given(hostile)
def test_hostile_characters(text):
    check(text)


@settings(max_examples=150, deadline=None)
@given(words)
def test_article_like_word_salad(text):
    check(text)


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=1, max_value=4))
def test_long_runs_of_marks_and_letters_stay_fast(seed):
    long_marks = ("\u201c\"'\u2019 a " * 3000) * seed
    long_word = "a" * 20000 * seed + "'. " + "b.b" * 5000
    check(long_marks)
    check(long_word)
