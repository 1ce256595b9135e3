"""Which week a named weekday falls in: "last", "next", the tense of its clause. Every sentence
is invented."""

import datetime

import pytest

from articles.extraction import extract


def moments(text, published):
    """Return ``(expression, iso date)`` for each moment of ``text``, in order."""
    published = datetime.date.fromisoformat(published)
    return [(m.expression, m.date.isoformat()) for m in extract(text, published).moments]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # two days back is "Monday"; "last Monday" in Wednesday's paper is the week before's
        (
            "The mayor met the builders last Monday at the depot.",
            "2025-06-11",
            [("last Monday", "2025-06-02")],
        ),
        # a capitalised "Last" at the head of a sentence is the same word
        (
            "Last Monday, the mayor met the builders at the depot.",
            "2025-06-09",
            [("Last Monday", "2025-06-02")],
        ),
        # "last Friday" in Thursday's paper is six days back
        (
            "The band played in Leeds last Friday.",
            "2025-06-12",
            [("last Friday", "2025-06-06")],
        ),
        # "next Saturday" in Saturday's paper is a week on, whatever the verb
        (
            "The county holds its primary next Saturday.",
            "2025-06-14",
            [("next Saturday", "2025-06-21")],
        ),
        # tomorrow is "Thursday"; "next Thursday" in Wednesday's paper is the week after's
        (
            "The hearing has been pushed back to next Thursday.",
            "2025-06-11",
            [("next Thursday", "2025-06-19")],
        ),
        # "next Friday" in Monday's paper is this week's
        (
            "Her album drops next Friday.",
            "2025-06-09",
            [("next Friday", "2025-06-13")],
        ),
        # "on Tuesday last week" in Wednesday's paper is eight days back, not yesterday
        (
            "He made the remarks on Tuesday last week, which included a joke.",
            "2025-06-11",
            [("on Tuesday last week", "2025-06-03")],
        ),
    ],
)
def test_last_and_next_name_the_week(text, published, expected):
    assert moments(text, published) == expected


def test_a_host_before_a_name_is_a_title_not_a_fixture():
    text = "He told talk-radio host Dan Ferris on Wednesday that he would not quit."
    assert moments(text, "2025-06-13") == [("on Wednesday", "2025-06-11")]


def test_a_deadline_lies_ahead():
    assert moments("Prosecutors have until Friday to respond.", "2025-06-11") == [
        ("until Friday", "2025-06-13")
    ]


def test_a_weekday_with_its_date_in_brackets_is_that_date_whatever_the_tense():
    text = "He will not return after hosting his final episode this Thursday (May 18).\n"
    moments = extract(text, datetime.date(2023, 5, 20)).moments
    assert [(m.expression, m.date) for m in moments] == [
        ("this Thursday (May 18)", datetime.date(2023, 5, 18))
    ]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # day first, as British and showbiz wire copy write figures
        ("The actor won the award on Sunday (09.03.25).\n", datetime.date(2025, 3, 11),
         [("on Sunday (09.03.25)", datetime.date(2025, 3, 9))]),
        # month first when only that reading falls on the weekday named
        ("The actor won the award on Sunday (03.09.25).\n", datetime.date(2025, 3, 11),
         [("on Sunday (03.09.25)", datetime.date(2025, 3, 9))]),
        # an undated page is read against it, as against a date written in words
        ("The actor won the award on Sunday (09.03.25).\n\nHe thanked his sons on Monday.\n",
         None, [("on Sunday (09.03.25)", datetime.date(2025, 3, 9)),
                ("on Monday", datetime.date(2025, 3, 3))]),
    ],
)  # fmt: skip
def test_a_weekday_with_its_date_in_figures_in_brackets(text, published, expected):
    assert [(m.expression, m.date) for m in extract(text, published).moments] == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a day told in another place's time is a day; a capitalised word after it that is no
        # zone still makes a name
        ("The jury resumed its deliberations Wednesday US time.\n", "2025-06-20",
         [("Wednesday", "2025-06-18")]),
        ("The verdict was read at 3pm Friday AEST.\n", "2025-06-21", [("Friday", "2025-06-20")]),
        ("She wrote for the Sunday Times.\n", "2025-06-21", []),
    ],
)  # fmt: skip
def test_a_weekday_in_another_places_time(text, published, expected):
    assert moments(text, published) == expected


def test_a_weekday_that_misses_a_date_near_publication_is_a_slip_not_a_year_away():
    found = extract(
        "On Wednesday, July 27, it was announced that the singer had died in London.\n",
        datetime.date(2023, 7, 27),
    ).moments
    assert [(m.expression, m.date.isoformat()) for m in found] == [
        ("On Wednesday, July 27", "2023-07-27")
    ]
