"""What a date is counted from, and which dates in a story are no moments of it."""

import datetime

from articles.extraction import extract


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


def test_a_wire_datelines_date_is_no_moment():
    text = (
        "Minister quits over leak\n\n"
        "WELLINGTON, March 3 (Reuters) - The finance minister resigned on Tuesday, her "
        "office said.\n"
    )
    ex = extract(text, datetime.date(2026, 3, 4))
    assert [m.expression for m in ex.moments] == ["on Tuesday"]


def test_a_capitalised_today_inside_a_sentence_is_a_name():
    text = "She told the BBC's Today programme she was sorry."
    assert extract(text, datetime.date(2025, 1, 23)).moments == ()
