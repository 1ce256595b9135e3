import datetime

import pytest

from articles.extraction import extract

PUBLISHED = datetime.date(2024, 3, 12)  # a Tuesday


@pytest.mark.parametrize(
    ("sentence", "expression", "date", "precision"),
    [
        ("She spoke on Monday.", "on Monday", "2024-03-11", "day"),
        ("She posted on Friday.", "on Friday", "2024-03-08", "day"),
        ("She posted on March 8.", "on March 8", "2024-03-08", "day"),
        ("She posted on 8 March.", "on 8 March", "2024-03-08", "day"),
        ("She posted on Friday, March 8.", "on Friday, March 8", "2024-03-08", "day"),
        ("It happened in 2022.", "in 2022", "2022-01-01", "year"),
        ("It happened in October.", "in October", "2023-10-01", "month"),
        ("She will tour in October.", "in October", "2024-10-01", "month"),
        ("It happened in May 2021.", "in May 2021", "2021-05-01", "month"),
        ("It happened last year.", "last year", "2023-01-01", "year"),
        ("It happened two years ago.", "two years ago", "2022-01-01", "year"),
        ("He votes on Wednesday.", "on Wednesday", "2024-03-06", "day"),
        ("It will close on Wednesday.", "on Wednesday", "2024-03-13", "day"),
    ],
)
def test_date_expressions(sentence, expression, date, precision):
    moments = extract(sentence, PUBLISHED).moments
    assert [(m.expression, m.date.isoformat(), m.precision) for m in moments] == [
        (expression, date, precision)
    ]


def test_anaphora_takes_the_previous_date():
    text = "She joined in 2015. That same year she won. At the time, she was 20."
    moments = extract(text, PUBLISHED).moments
    assert [m.date.year for m in moments] == [2015, 2015, 2015]


def test_years_as_modifiers_captions_and_quotes_are_not_moments():
    text = (
        'Her 2011 hit was "written in 2010," she said.\n\n'
        "Ann Lee performs at the 2022 Grammys in Las Vegas in April 2022"
    )
    assert extract(text, PUBLISHED).moments == ()


def test_relative_dates_need_a_publication_date():
    moments = extract("She spoke on Monday about her 2019 visit in 2019.").moments
    assert [m.expression for m in moments] == ["in 2019"]


def test_moment_names_people_in_its_sentence():
    text = "Ann Lee, 30, said she quit. Lee left on Monday."
    assert extract(text, PUBLISHED).moments[0].people == ("Ann Lee",)
