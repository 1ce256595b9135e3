"""What a date is counted from, and which dates in a story are no moments of it."""

import datetime

import pytest

from articles.extraction import extract


def moments(text, published):
    """Return ``(expression, iso date, precision)`` for each moment of ``text``, in order."""
    return [
        (m.expression, m.date.isoformat(), m.precision) for m in extract(text, published).moments
    ]


def test_the_same_year_is_the_year_last_named_not_the_year_of_a_relative_day():
    text = (
        "Obu recorded the song in 2019.\n\nHe filed the suit on Monday, saying he sent a demo "
        "to the label the same year."
    )
    found = {
        (m.expression, m.date.isoformat(), m.precision)
        for m in extract(text, datetime.date(2026, 6, 10)).moments
    }
    assert ("the same year", "2019-01-01", "year") in found


def test_a_wire_datelines_date_is_the_day_the_story_was_filed():
    # the published corpora date a dateline's day as a moment of the story
    text = (
        "Minister quits over leak\n\n"
        "WELLINGTON, March 3 (Reuters) - The finance minister resigned on Tuesday, her "
        "office said.\n"
    )
    ex = extract(text, datetime.date(2026, 3, 4))
    assert [(m.expression, m.date.isoformat()) for m in ex.moments] == [
        ("March 3", "2026-03-03"),
        ("on Tuesday", "2026-03-03"),
    ]


def test_weekdays_count_from_the_datelines_day_when_the_page_date_is_a_day_off():
    # a page stamped Sunday carrying a wire story filed on Monday: "released Monday" is the
    # dateline's Monday, not the one before the stamp
    text = (
        "Poll puts mayor ahead\n\n"
        "LEEDS, Dec. 14 (UPI) -- In a poll released Monday, 50 percent of voters backed the "
        "mayor.\n"
    )
    ex = extract(text, datetime.date(2026, 12, 13))
    assert [(m.expression, m.date.isoformat()) for m in ex.moments] == [
        ("Dec. 14", "2026-12-14"),
        ("Monday", "2026-12-14"),
    ]


def test_a_dateline_far_from_the_page_date_is_no_filing_day():
    text = "LEEDS, March 3 (UPI) -- The mayor resigned on Tuesday.\n"
    ex = extract(text, datetime.date(2026, 6, 10))
    assert [(m.expression, m.date.isoformat()) for m in ex.moments] == [
        ("on Tuesday", "2026-06-09")
    ]


def test_a_capitalised_today_inside_a_sentence_is_a_name():
    text = "She told the BBC's Today programme she was sorry."
    assert extract(text, datetime.date(2025, 1, 23)).moments == ()


def test_a_day_named_again_without_its_year_keeps_the_year_the_story_gave_it():
    text = (
        "The tower fell on Sept. 14, 2009, in a storm.\n\n"
        "Families of those lost in the Sept. 14 collapse met the mayor on Monday."
    )
    found = [
        (m.expression, m.date.isoformat())
        for m in extract(text, datetime.date(2026, 6, 10)).moments
    ]
    assert found == [
        ("on Sept. 14, 2009", "2009-09-14"),
        ("Sept. 14", "2009-09-14"),
        ("on Monday", "2026-06-08"),
    ]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        (
            "She ran for the Senate in 2008. That year, she lost the primary.\n\n"
            "Her divorce case began in January of that year.",
            datetime.date(2016, 3, 1),
            [
                ("in 2008", "2008-01-01", "year"),
                ("That year", "2008-01-01", "year"),
                ("in January of that year", "2008-01-01", "month"),
            ],
        ),
        (
            "Rumours began in May that the couple had split.\n\n"
            "Later that month, she cancelled her tour. The May government was no help.",
            datetime.date(2024, 8, 21),
            [("in May", "2024-05-01", "month"), ("that month", "2024-05-01", "month")],
        ),
        (
            "The tour was announced in April 2019 and slated to kick off that September. "
            "It was moved to March that year, and that Martin fellow was not told.",
            datetime.date(2022, 12, 8),
            [
                ("in April 2019", "2019-04-01", "month"),
                ("that September", "2019-09-01", "month"),
                ("March that year", "2019-03-01", "month"),
            ],
        ),
    ],
)
def test_that_year_or_that_month_is_the_one_last_named(text, published, expected):
    assert moments(text, published) == expected


def test_that_year_with_no_year_named_before_it_is_no_moment():
    text = "That year-long probe ended. That year, he lost."
    assert extract(text, datetime.date(2016, 3, 1)).moments == ()


@pytest.mark.parametrize(
    ("text", "expression", "date"),
    [
        # a bare month in a clause about a past year is that year's month
        (
            "Eight years ago, Ola Berg was ahead, having won 11 contests in February.",
            "in February",
            "2018-02-01",
        ),
        (
            "In 2012, the campaign began airing ads in mid-September.",
            "in mid-September",
            "2012-09-01",
        ),
        ("But in 2012, the campaign spent millions beginning in April.", "in April", "2012-04-01"),
        ("Ann Lee stayed in the 2008 primary contest until June.", "until June", "2008-06-01"),
        # not a year in a clause of its own, a year ahead, nor "last July"
        ("Betting, legal in late 2013, continued to grow in October.", "in October", "2025-10-01"),
        (
            "The board, which met in 2014, first proposed the rule last July.",
            "last July",
            "2025-07-01",
        ),
        ("Rivals eyeing 2028 campaigns met in March.", "in March", "2026-03-01"),
        # nor a year in a phrase set off by commas
        (
            "The singer, best known for her 1990 cover of a Prince song, died in May.",
            "in May",
            "2026-05-01",
        ),
    ],
)
def test_a_month_in_a_clause_about_a_past_year(text, expression, date):
    found = {
        (m.expression, m.date.isoformat())
        for m in extract(text, datetime.date(2026, 6, 10)).moments
    }
    assert (expression, date) in found


def test_a_day_ahead_of_the_paper_is_in_the_year_of_the_full_date_just_named():
    text = (
        "Divorce\n\n"
        "Dana filed a lawsuit on September 21, 2023. Their wrongful retention began on "
        "September 20. The pair will appear in court on October 2.\n"
    )
    assert moments(text, datetime.date(2024, 9, 11)) == [
        ("on September 21, 2023", "2023-09-21", "day"),
        ("on September 20", "2023-09-20", "day"),
        ("on October 2", "2024-10-02", "day"),
    ]


def test_a_day_without_its_year_takes_the_year_its_sentence_opened_on():
    text = (
        "In the summer of 2020, reports spread of an incident that occurred July 12 between "
        "the two rappers."
    )
    found = {m.expression: m.date for m in extract(text, datetime.date(2022, 12, 23)).moments}
    assert found["July 12"] == datetime.date(2020, 7, 12)


def test_a_year_opening_a_paragraph_holds_for_the_days_of_its_later_sentences():
    text = (
        "In the summer of 2020, reports spread of an incident that occurred July 12. Vale "
        "first recounted the night July 15 on Instagram, and two days later she spoke again.\n\n"
        "A 2014 examination found the city had overspent. In May, the council voted to pay.\n\n"
        "In 2019, she sued the label. The case closed in December 2021. On March 3, she won."
    )
    found = {m.expression: m.date for m in extract(text, datetime.date(2022, 12, 23)).moments}
    assert found["July 15"] == datetime.date(2020, 7, 15)
    assert found["two days later"] == datetime.date(2020, 7, 17)
    # (a year modifying a noun sets no time for the paragraph; a year named later ends it)
    assert found["In May"] == datetime.date(2022, 5, 1)
    assert found["On March 3"] == datetime.date(2022, 3, 3)
