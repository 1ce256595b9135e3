"""Tense decides which way a date without a year goes: the verbs nearest the date count."""

import datetime

import pytest

from articles.extraction import extract

PUBLISHED = datetime.date(2025, 1, 23)  # a Thursday


@pytest.mark.parametrize(
    ("sentence", "expression", "date"),
    [
        # a past verb after the future marker: the company *said* on Tuesday
        ("The firm will cut 1,200 jobs, the company said on Tuesday.", "on Tuesday", "2025-01-21"),
        # the date comes before the future clause and a past verb governs it
        (
            "Residents packed the hall on Tuesday as bosses confirmed it will close.",
            "on Tuesday",
            "2025-01-21",
        ),
        ("Bosses confirmed the library will close in March.", "in March", "2025-03-01"),
        ("She said she would meet campaigners on 3 February.", "on 3 February", "2025-02-03"),
        (
            "The film, which opens in theaters on Feb. 14, follows a widow.",
            "on Feb. 14",
            "2025-02-14",
        ),
        ("The session ends on May 7.", "on May 7", "2025-05-07"),
        ("The ruling takes effect on March 1.", "on March 1", "2025-03-01"),
        ("On June 21, the senator will meet farmers.", "On June 21", "2025-06-21"),
        # words in a quote do not make the story's date future
        (
            'Aas, who took office in January, said: "Nobody will look back."',
            "in January",
            "2025-01-01",
        ),
    ],
)
def test_tense_near_the_date(sentence, expression, date):
    moments = {m.expression: m.date.isoformat() for m in extract(sentence, PUBLISHED).moments}
    assert moments[expression] == date


def test_a_capitalised_today_inside_a_sentence_is_a_name():
    text = "She told the BBC's Today programme she was sorry."
    assert extract(text, PUBLISHED).moments == ()


def test_a_day_with_no_tense_either_way_is_the_nearer_one():
    text = "The package needs approval by ministers, who meet on March 17."
    moments = extract(text, datetime.date(2025, 3, 8)).moments
    assert [m.date.isoformat() for m in moments] == ["2025-03-17"]
