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
        # a year closing the phrase "for" opens; "for 2000 voters" is a count
        ("She had concert dates for 2025, all cancelled.", "for 2025", "2025-01-01", "year"),
        ("It happened in October.", "in October", "2023-10-01", "month"),
        ("She will tour in October.", "in October", "2024-10-01", "month"),
        ("It happened in May 2021.", "in May 2021", "2021-05-01", "month"),
        ("It happened last year.", "last year", "2023-01-01", "year"),
        ("It happened two years ago.", "two years ago", "2022-01-01", "year"),
        ("He votes on Wednesday.", "on Wednesday", "2024-03-06", "day"),
        ("It will close on Wednesday.", "on Wednesday", "2024-03-13", "day"),
        # a run of days is told by its first day (as the celebrity gold tells "June 7-8"); a
        # span of years by its first year
        ("The poll surveyed 900 adults Feb. 11-15.", "Feb. 11-15", "2024-02-11", "day"),
        ("The list covers arrests from 2003-2016.", "2003-2016", "2003-01-01", "year"),
        # a month of a year counted from publication
        (
            "Sales have doubled since June of last year.",
            "since June of last year",
            "2023-06-01",
            "month",
        ),
        ("It happened in June of 2019.", "in June of 2019", "2019-06-01", "month"),
        (
            "They were seen together as recently as February.",
            "as recently as February",
            "2024-02-01",
            "month",
        ),
        # a month after an owner, a month that owns
        ("Delegates met at the party's July convention.", "July convention", "2023-07-01", "month"),
        ("The party will campaign toward November's election.", "November", "2024-11-01", "month"),
        # a month after "for", "into", "come"
        ("The trial is set for November.", "for November", "2024-11-01", "month"),
        ("Backers she will need come November.", "come November", "2024-11-01", "month"),
        # an abbreviated month before its day is no month alone
        ("The poll ran between Dec. 6-9.", "Dec. 6-9", "2023-12-06", "day"),
        # counts in words past ten: "Thirty-five years ago" is not "five years ago"
        ("Thirty-five years ago, he starred in it.", "Thirty-five years ago", "1989-01-01", "year"),
        ("Twelve years ago, she won.", "Twelve years ago", "2012-01-01", "year"),
        # an approximate year, and the first year of a run
        ("The abuse began around 2007, she said.", "around 2007", "2007-01-01", "year"),
        ("Around 2000 fans came to the show.", None, None, None),
        # a season of a year, and a year something runs into
        ("The dates move to spring 2024.", "spring 2024", "2024-01-01", "year"),
        ("The slump lasted well into 2010.", "into 2010", "2010-01-01", "year"),
        # "years ago this month" is a month
        (
            "She won the seat eight years ago this month.",
            "eight years ago this month",
            "2016-03-01",
            "month",
        ),
    ],
)
def test_date_expressions(sentence, expression, date, precision):
    moments = extract(sentence, PUBLISHED).moments
    assert [(m.expression, m.date.isoformat(), m.precision) for m in moments] == (
        [(expression, date, precision)] if expression else []
    )


def test_the_first_year_of_a_run_in_brackets_is_a_moment():
    text = "He starred in the series The Cosby Show (1984 to 1992), earning fame."
    moments = extract(text, PUBLISHED).moments
    assert [(m.expression, m.date.year) for m in moments] == [("1984", 1984), ("to 1992", 1992)]


def test_anaphora_takes_the_previous_date():
    text = "She joined in 2015. That same year she won. At the time, she was 20."
    moments = extract(text, PUBLISHED).moments
    assert [m.date.year for m in moments] == [2015, 2015, 2015]


def test_at_the_time_inside_a_quote_is_the_speakers_time():
    text = (
        "The actor won the award on Sunday.\n\n"
        "\u201cI started out 30 years ago and did not value it at the time,\u201d he said.\n"
    )
    assert [m.expression for m in extract(text, PUBLISHED).moments] == ["on Sunday"]


def test_captions_and_years_inside_quotes_are_not_moments():
    text = (
        'The hit was "written in 2010," she said.\n\n'
        "Ann Lee performs at the 2022 Grammys in Las Vegas in April 2022"
    )
    assert extract(text, PUBLISHED).moments == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a year as a modifier dates what it modifies (the published corpora list it)
        ("He worked on the senator's 2008 campaign.", [("2008", "2008-01-01")]),
        ("The panel cited a 2002 congressional probe.", [("2002", "2002-01-01")]),
        (
            "He backed her in the 2008 and 2012 cycles.",
            [("2008", "2008-01-01"), ("and 2012", "2012-01-01")],
        ),
        (
            "He was in office between 2006 and 2012.",
            [("between 2006", "2006-01-01"), ("and 2012", "2012-01-01")],
        ),
        # the second year of a range, a noun's year after "of", a fiscal year
        (
            "Sales fell from 2009 to 2013, records show.",
            [("from 2009", "2009-01-01"), ("to 2013", "2013-01-01")],
        ),
        ("The debt talks of 2011 failed.", [("of 2011", "2011-01-01")]),
        ("Arrivals rose in fiscal 2016.", [("in fiscal 2016", "2016-01-01")]),
        ("The rules date back to 1917.", [("back to 1917", "1917-01-01")]),
        ("A total of 2000 votes were cast.", []),
        # a year before what happened or served in it, with no article (lexicon/dated_nouns.txt),
        # after "campaign", or owning
        ("Much like 2004 Democratic nominee Ola Berg, he lost.", [("2004", "2004-01-01")]),
        ("Rivals were eyeing 2020 campaigns.", [("2020", "2020-01-01")]),
        ("She beat the Republican 2016 hopefuls.", [("2016", "2016-01-01")]),
        ("In the 1828 presidential race, rumours flew.", [("1828", "1828-01-01")]),
        ("The Latest on campaign 2016, hour by hour.", [("2016", "2016-01-01")]),
        ("She wore the gown at 2023's Met Gala.", [("2023", "2023-01-01")]),
        (
            "She was known for her voice, her views and 1990 chart-topping hit Nothing Compares.",
            [("1990", "1990-01-01")],
        ),
        ("About 2000 people watched the race.", []),
        ("Rock music of the 1980's tour circuit faded.", []),
        # a quantity, a decade, a span or a far-off number is no year
        ("The 2000 voters in the town backed him.", []),
        ("He grew up in the 1990s and loved the 2015-16 season.", []),
        ("The 2400 series of the engine failed.", []),
    ],
)
def test_years_as_modifiers(text, expected):
    found = [(m.expression, m.date.isoformat()) for m in extract(text, PUBLISHED).moments]
    assert found == expected


def test_relative_dates_need_a_publication_date():
    moments = extract("She spoke on Monday about the visit in 2019.").moments
    assert [m.expression for m in moments] == ["in 2019"]


def test_moment_names_people_in_its_sentence():
    text = "Ann Lee, 30, said she quit. Lee left on Monday."
    assert extract(text, PUBLISHED).moments[0].people == ("Ann Lee",)


def test_the_last_year_of_a_term_is_no_calendar_year():
    text = "He signed the order in the last year of his presidency."
    assert extract(text, PUBLISHED).moments == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a season counted from now inside a quote is the story's too (a year is not)
        (
            '"As we have said since last summer, she has helped," he said.',
            [("last summer", "2023-01-01")],
        ),
        ('"After reviewing it earlier this year, he stopped," she said.', []),
        ('"I was 20 in 2009," she said.', []),
        # a quote's first word is no name
        ('Her rival says, "Tonight was supposed to be my night."', [("Tonight", "2024-03-12")]),
        ('She told the "Today" show she was sorry.', []),
    ],
)
def test_relative_years_and_a_quotes_first_word_inside_quotes(text, expected):
    found = [(m.expression, m.date.isoformat()) for m in extract(text, PUBLISHED).moments]
    assert found == expected


def test_the_second_of_two_months_is_a_month_too():
    text = "Ads reserved in December and January went to two campaigns."
    found = [(m.expression, m.date.isoformat()) for m in extract(text, PUBLISHED).moments]
    assert found == [("in December", "2023-12-01"), ("January", "2024-01-01")]
