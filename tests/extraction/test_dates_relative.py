"""Relative dates, counted from the day the story is about or from publication, and the tense
cues that decide which way a date without a year goes. Every sentence is invented."""

import datetime

import pytest

from articles.extraction import extract

PUBLISHED = datetime.date(2024, 3, 12)  # a Tuesday


def moments(text, published=PUBLISHED):
    return [
        (m.expression, m.date.isoformat(), m.precision) for m in extract(text, published).moments
    ]


@pytest.mark.parametrize(
    ("text", "expression", "date", "precision"),
    [
        (
            "Police searched the depot on March 3. A day earlier, officers had watched it.",
            "A day earlier",
            "2024-03-02",
            "day",
        ),
        (
            "The choir sang in Leeds on Friday. The following day, it flew to Oslo.",
            "The following day",
            "2024-03-09",
            "day",
        ),
        (
            "The mayor resigned on 4 March. The next morning, her deputy took over.",
            "The next morning",
            "2024-03-05",
            "day",
        ),
        (
            "Ola Berg was detained on March 3, 2021, after a search the previous night.",
            "the previous night",
            "2021-03-02",
            "day",
        ),
        (
            "The trial opened on 1 February and the jury retired two weeks later.",
            "two weeks later",
            "2024-02-15",
            "day",
        ),
        (
            "The club was promoted in 2016 and relegated two years later.",
            "two years later",
            "2018-01-01",
            "year",
        ),
        (
            "The bakery shut in May 2020. The following month, its owner sold the site.",
            "The following month",
            "2020-06-01",
            "month",
        ),
        (
            "The pianist landed on Sunday. Later that day, she rehearsed.",
            "Later that day",
            "2024-03-10",
            "day",
        ),
        (
            "The pianist landed on Sunday. That evening, she played.",
            "That evening",
            "2024-03-10",
            "day",
        ),
        (
            "The ferry sank on Friday and divers arrived the day after.",
            "the day after",
            "2024-03-09",
            "day",
        ),
        (
            "The singer was arrested on Monday night. Earlier in the day, she had posted a clip.",
            "Earlier in the day",
            "2024-03-11",
            "day",
        ),
    ],
)
def test_a_day_counted_from_the_last_dated_day(text, expression, date, precision):
    assert (expression, date, precision) in moments(text)


def test_an_undated_time_inside_a_quote_leaves_the_storys_day_to_count_from():
    text = (
        "The singer wrote on Saturday (March 9) that her father was in hospital.\n\n"
        "\u201cI was seen at a hospital recently because my dad had a fall,\u201d she wrote.\n\n"
        "The couple confirmed earlier in the day that they had split.\n"
    )
    assert ("earlier in the day", "2024-03-09", "day") in moments(text)


def test_counted_days_need_no_publication_date():
    text = "The port closed on June 5, 2019. Two days later, it reopened."
    assert moments(text, None) == [
        ("on June 5, 2019", "2019-06-05", "day"),
        ("Two days later", "2019-06-07", "day"),
    ]


def test_a_page_without_a_date_is_read_against_its_latest_full_date():
    text = (
        "The academy met on Monday, April 4, 2022, and banned the actor. "
        "He had resigned on Friday. On Wednesday, his rival spoke."
    )
    assert moments(text, None) == [
        ("on Monday, April 4, 2022", "2022-04-04", "day"),
        ("on Friday", "2022-04-01", "day"),
        ("On Wednesday", "2022-03-30", "day"),
    ]


def test_an_undated_pages_weekday_and_day_of_the_month_take_the_year_their_weekday_fits():
    # the latest year named is 2023; July 13 is a Saturday in 2024 (of 2023 to 2025)
    text = (
        "Ana Vale revealed her diagnosis in 2023.\n\n"
        "On Saturday, July 13, she died. The next day, her friends paid tribute."
    )
    assert moments(text, None) == [
        ("in 2023", "2023-01-01", "year"),
        ("On Saturday, July 13", "2024-07-13", "day"),
        ("The next day", "2024-07-14", "day"),
    ]


def test_a_weekday_that_misses_the_full_dates_year_dates_the_page_in_the_year_it_fits():
    # "on August 20, 2022" is the wedding; August 20 is a Tuesday in 2024, not in 2022
    text = (
        "They married on August 20, 2022. On Tuesday, August 20, she filed for divorce. "
        "In April, they split."
    )
    assert [(expression, date) for expression, date, _p in moments(text, None)] == [
        ("on August 20, 2022", "2022-08-20"),
        ("On Tuesday, August 20", "2024-08-20"),
        ("In April", "2024-04-01"),
    ]


def test_a_weekday_and_day_ahead_are_no_day_an_undated_page_is_of():
    text = "In 2026 the council will hold a special session on Thursday, February 26."
    assert moments(text, None) == [("In 2026", "2026-01-01", "year")]


def test_a_full_date_of_history_is_no_reference_for_an_undated_page():
    # the text names a later year than its only full date: the day is history
    text = "Ola Berg, born on May 1, 1990, was arrested on Saturday. He said 2021 was hard."
    assert [expression for expression, _date, _precision in moments(text, None)] == [
        "on May 1, 1990"
    ]


@pytest.mark.parametrize(
    "text",
    [
        # nothing dated before it to count from
        "The next day, the council met again.",
        # a month is no day to count from
        "The depot was searched in March. A day later, two men were charged.",
        # counted from an undated event, not from the last date
        "The vote was on Friday. Two days after the count, the leader quit.",
        # comparisons, not moments
        "Sales rose on Monday to $4.1 million from $3.9 million a year earlier.",
        "Output rose 4% on Monday from a year earlier.",
        "The line opened on Monday, two years earlier than planned.",
    ],
)
def test_no_day_to_count_from(text):
    expressions = [expression for expression, _date, _precision in moments(text)]
    assert not any(
        word in expression.lower()
        for expression in expressions
        for word in ("later", "earlier", "after", "next")
    )


@pytest.mark.parametrize(
    ("text", "expression", "date"),
    [
        ("Fans queued for tonight's concert in Bergen.", "tonight", "2024-03-12"),
        ("Ola Berg won best actor at last night's awards.", "last night", "2024-03-11"),
        ("The mill closed last night.", "last night", "2024-03-11"),
        ("The minister said this morning that talks had failed.", "this morning", "2024-03-12"),
        ("Vandals hit the depot over the weekend.", "over the weekend", "2024-03-09"),
        ("The pair wed over the weekend in Italy.", "over the weekend", "2024-03-09"),
        ("The choir will tour Wales this weekend.", "this weekend", "2024-03-16"),
        ("The choir toured Wales last weekend.", "last weekend", "2024-03-09"),
    ],
)
def test_a_day_counted_from_publication(text, expression, date):
    assert moments(text) == [(expression, date, "day")]


def test_last_weekend_on_a_weekend_is_the_one_before():
    sunday = datetime.date(2024, 3, 17)
    assert moments("The choir toured Wales last weekend.", sunday) == [
        ("last weekend", "2024-03-09", "day")
    ]


def test_a_capitalised_show_name_is_no_day():
    assert moments("She told The Tonight Show she was sorry.") == []


@pytest.mark.parametrize(
    ("text", "published", "expression", "date"),
    [
        ("Critics linked the March raids to the budget.", PUBLISHED, "the March raids", "2024-03"),
        # May after "a" or an owner is the month; "the May government" is Theresa May's
        ("She spoke in a May episode of her podcast.", PUBLISHED, "a May episode", "2023-05"),
        ("Critics linked the June raids to the budget.", PUBLISHED, "the June raids", "2023-06"),
        (
            "The party expects a vote before the August recess.",
            PUBLISHED,
            "the August recess",
            "2024-08",
        ),
        # an event set ahead of time, with no verb either way, is this year's while its month
        # is to come (lexicon/scheduled_nouns.txt), and a letter's month behind
        (
            "Residents are not eligible to vote in the November general election.",
            PUBLISHED,
            "the November general",
            "2024-11",
        ),
        ("Guests for her June wedding include Ola Berg.", PUBLISHED, "her June wedding", "2024-06"),
        ("Details are in a June letter to members.", PUBLISHED, "a June letter", "2023-06"),
    ],
)
def test_a_month_as_a_modifier(text, published, expression, date):
    assert moments(text, published) == [(expression, date + "-01", "month")]


@pytest.mark.parametrize(
    "text",
    [
        "Critics of the May government spoke out.",  # Theresa May's
        "Students joined the March for Our Lives.",  # a name
        "Critics said the March was peaceful.",  # a march
    ],
)
def test_a_month_word_that_is_no_month(text):
    assert moments(text) == []


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("The council expects a decision in June.", "2024-06-01"),
        ("The companies expect the deal to close in December.", "2024-12-01"),
    ],
)
def test_what_is_expected_lies_ahead(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


@pytest.mark.parametrize(
    ("text", "expression", "date"),
    [
        # a capitalised "Will" before a name is a name, no future
        ("Will Ferrell hosted the gala on Saturday.", "on Saturday", "2024-03-09"),
        ("Will Ferrell will host the gala on Saturday.", "on Saturday", "2024-03-16"),
        # the weekday with its date in brackets is one moment, dated by the brackets
        ("Ola Berg quit on Friday (March 8), his agent said.", "on Friday (March 8)", "2024-03-08"),
        ("The ferry sank on Sunday (10 March).", "on Sunday (10 March)", "2024-03-10"),
        # the weekday named with the date picks its year: 15 March 2024 is a Friday
        ("The revue opened on Friday, March 15.", "on Friday, March 15", "2024-03-15"),
    ],
)
def test_names_and_weekdays_beside_dates(text, expression, date):
    assert moments(text) == [(expression, date, "day")]


def test_a_title_case_headline_will_is_the_modal():
    text = (
        "Harbour Cafe Will Close in January After 11 Years\n\nThe cafe has served tea since 2013."
    )
    assert ("in January", "2025-01-01", "month") in moments(text)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        # a few weeks ahead of publication: this year's, whatever the verb
        (
            "As word spread of Ola Berg staying in custody until March 14, fans gathered.",
            "2024-03-14",
        ),
        ("The hall was lit for the mayor's birthday on April 2.", "2024-04-02"),
        # further ahead, a past verb takes last year's
        ("Ola Berg was arrested on June 30.", "2023-06-30"),
    ],
)
def test_a_date_soon_after_publication_is_this_years(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


@pytest.mark.parametrize(
    ("text", "expression"),
    [
        ("Ola Berg apologised in a Monday night Facebook post.", "Monday"),
        ("The jury was sent home late Tuesday night.", "late Tuesday night"),
        ("Fans queued for late Sunday night's show.", "late Sunday night"),
        ("On Friday Ola Berg resigned from the board.", "On Friday"),
        ("Earlier on Friday Ola Berg resigned from the board.", "Earlier on Friday"),
        ("Lawyers prepared for Thursday's hearing.", "Thursday"),
    ],
)
def test_a_weekday_before_a_name_or_as_a_modifier(text, expression):
    assert [e for e, _d, _p in moments(text)] == [expression]


@pytest.mark.parametrize(
    "text",
    [
        "She sang on Saturday Night Live.",
        "On Saturday Night Live, she sang.",
        "Ola Berg told the Sunday Times he had left.",
    ],
)
def test_a_weekday_in_a_name_is_no_day(text):
    assert moments(text) == []


def test_a_quoted_day_counts_and_a_quoted_year_alone_does_not():
    # the published corpora date what a speaker calls "tomorrow"; a year in a quote is the
    # speaker's own past
    text = 'Ola Berg said: "I started here in 2009, and we will vote tomorrow."'
    assert moments(text) == [("tomorrow", "2024-03-13", "day")]


@pytest.mark.parametrize(
    ("text", "expression", "date"),
    [
        ("The inquiry resumes tomorrow.", "tomorrow", "2024-03-13"),
        ("The bakery closed two weeks ago.", "two weeks ago", "2024-02-27"),
        ("Ola Berg left the band three days ago.", "three days ago", "2024-03-09"),
    ],
)
def test_days_and_weeks_from_publication(text, expression, date):
    assert moments(text) == [(expression, date, "day")]


def test_the_same_night_is_the_last_dated_day():
    text = "The mill shut on Friday. The same night, fire broke out."
    assert moments(text)[-1] == ("The same night", "2024-03-08", "day")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("The inquest was adjourned to 21 October.", "2024-10-21"),
        ("The judge remanded Ola Berg in custody until June 30.", "2024-06-30"),
        ("The tour was postponed until Friday.", "2024-03-15"),
        ("The appeal is set for Nov. 12.", "2024-11-12"),
        # so do the dates of what is put off or called off
        ("The singer is postponing her European tour dates from February.", "2025-02-01"),
        ("She is cancelling a run of shows from May.", "2024-05-01"),
        # the day of the putting off itself is past
        ("The inquest was adjourned on Monday.", "2024-03-11"),
        ("Ola Berg was moved to a new prison on Friday.", "2024-03-08"),
    ],
)
def test_a_date_something_is_put_off_to_lies_ahead(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


def test_a_weekday_picks_the_nearer_year_it_falls_on():
    # 9 January 2023 is a Monday; 9 January 2024 a Tuesday
    assert moments("The singer posted a video on Monday, Jan. 9.") == [
        ("on Monday, Jan. 9", "2023-01-09", "day")
    ]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        (
            "Ola Berg, in an interview to be aired on Wednesday, said he felt let down.",
            "2024-03-13",
        ),
        ("The summit is to be held in June.", "2024-06-01"),
        # a record's "to be" is no future
        ("She was the first Sami woman to be elected in June.", "2023-06-01"),
    ],
)
def test_what_is_to_be_done_lies_ahead(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("The hearing is on Friday.", "2024-03-15"),
        ("The vote is in June.", "2024-06-01"),
        ("The premiere is Friday.", "2024-03-15"),
        ("The film hits theaters on Friday.", "2024-03-15"),
        # "hit" may be past; "is" before a place says nothing of a later date
        ("Her memoir hit shelves on Tuesday.", "2024-03-12"),
        ("Ola Berg, who is in Oslo, left on Friday.", "2024-03-08"),
    ],
)
def test_a_date_told_with_is_lies_ahead(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


@pytest.mark.parametrize(
    "text",
    [
        "It was the last night of the tour.",
        "The fair is held on the last weekend of the season.",
        "In 2023, sales rose 5% from the previous year.",
        "In 2023 sales were up 5% on the previous year.",
    ],
)
def test_a_last_night_or_previous_year_that_is_no_date(text):
    assert [e for e, _d, _p in moments(text)] in ([], ["In 2023"])


@pytest.mark.parametrize(
    ("text", "expression", "date", "precision"),
    [
        ("The couple split at the end of January.", "end of January", "2024-01-01", "month"),
        ("The sale should close by the end of June.", "end of June", "2024-06-01", "month"),
        ("They met in the summer of 2019.", "summer of 2019", "2019-01-01", "year"),
        ("At the end of 2021, the firm was sold.", "end of 2021", "2021-01-01", "year"),
    ],
)
def test_a_part_of_a_month_or_year(text, expression, date, precision):
    assert moments(text) == [(expression, date, precision)]


def test_what_should_have_been_is_past():
    assert moments("Ola Berg should have left in June.") == [("in June", "2023-06-01", "month")]


@pytest.mark.parametrize(
    "text",
    [
        "The band split on Friday. A decision is due in the next day or two.",
        "The band split on Friday. It will tour within the next month.",
    ],
)
def test_a_span_ahead_is_no_day_counted(text):
    assert [e for e, _d, _p in moments(text)] == ["on Friday"]


def test_an_undated_time_between_breaks_the_count():
    text = (
        "Her appeal is set for June 14.\n\n"
        "The singer asked the court last week to let her hire a lawyer. "
        "A day later, her father's lawyer responded."
    )
    # ("last week" is a month at most: no day to count "a day later" from)
    assert [e for e, _d, _p in moments(text)] == ["June 14", "last week"]


@pytest.mark.parametrize(
    ("published", "expected"),
    [
        # a Sunday: last week ran Monday 11 to Sunday 17 October
        (datetime.date(2021, 10, 24), [("Last week", datetime.date(2021, 10, 1), "month")]),
        # last week ran from Monday 27 September to Sunday 3 October: four days of September
        (datetime.date(2021, 10, 4), [("Last week", datetime.date(2021, 9, 1), "month")]),
        # and from Monday 27 February to Sunday 5 March: five days of March
        (datetime.date(2023, 3, 8), [("Last week", datetime.date(2023, 3, 1), "month")]),
    ],
)
def test_last_week_is_the_month_most_of_it_fell_in(published, expected):
    text = "Last week, the stunt double fired two rounds."
    assert [(m.expression, m.date, m.precision) for m in extract(text, published).moments] == (
        expected
    )


def test_a_past_day_counted_past_publication_is_dropped():
    text = "Her appeal is set for June 14. A day later, her lawyer responded."
    assert [e for e, _d, _p in moments(text)] == ["June 14"]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Lawmakers met ahead of Thursday's vote.", "2024-03-14"),
        ("Ola Berg spoke ahead of the June election.", "2024-06-01"),
        # ahead of a rival, not of a date
        ("Ola Berg finished ahead of Ann Fox on Sunday.", "2024-03-10"),
        # the event "ahead of" names lies after the day of the telling
        ("Ahead of the Rovers game on Sunday, Ola Berg was asked about it.", "2024-03-17"),
    ],
)
def test_what_is_done_ahead_of_lies_ahead(text, date):
    assert [d for _e, d, _p in moments(text)] == [date]


def test_a_day_word_opening_a_quote_is_a_day_not_a_name():
    text = 'Fans gathered outside. "Today we finally feel like celebrating," one fan said.'
    assert moments(text) == [("Today", "2024-03-12", "day")]


@pytest.mark.parametrize(
    ("text", "expression", "year"),
    [
        ("The mill shut last summer.", "last summer", "2023"),
        ("The mill will reopen this fall.", "this fall", "2024"),
        ("The mill will reopen next spring.", "next spring", "2024"),
    ],
)
def test_a_season_named_from_publication_is_its_year(text, expression, year):
    assert moments(text) == [(expression, f"{year}-01-01", "year")]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Holt leads the field in Wednesday's primary.", "2024-03-13"),  # tomorrow
        ("Holt led the field in Monday's primary.", "2024-03-11"),  # the verb says past
        ("Holt's lead in Saturday's poll held firm.", "2024-03-09"),  # the nearer Saturday
    ],
)
def test_an_events_day_with_no_tense_is_the_nearer_one(text, date):
    assert moments(text)[0][1] == date


@pytest.mark.parametrize(
    ("text", "published", "expression", "date"),
    [
        # a season with no year is the publication year's ...
        (
            "Ola Berg first spoke of it in the spring, when the row began.",
            "2024-11-12",
            "the spring",
            "2024-01-01",
        ),
        (
            "Rows over the budget have dominated the summer.",
            "2024-09-07",
            "the summer",
            "2024-01-01",
        ),
        ("Later in the summer, she changed her mind.", "2024-11-12", "the summer", "2024-01-01"),
        ("Both parties will fight hard in the fall.", "2024-04-28", "the fall", "2024-01-01"),
        (
            "Two priorities for the upcoming fall campaign stand out.",
            "2024-07-25",
            "the upcoming fall",
            "2024-01-01",
        ),
        # ... the year after's when the verbs look ahead past its end ...
        ("It may be spring before a new judge is confirmed.", "2024-06-29", "spring", "2025-01-01"),
        # ... and words that look toward it keep it ahead whatever the verbs
        (
            "Looking ahead to the fall, the manager hired two aides.",
            "2024-04-23",
            "the fall",
            "2024-01-01",
        ),
        (
            "Fans waved signs in hopes of seeing the duo on stage in the fall.",
            "2024-06-28",
            "the fall",
            "2024-01-01",
        ),
        # ... and the year before's when they look back before its start
        (
            "The couple split in the summer, a friend said.",
            "2024-03-12",
            "the summer",
            "2023-01-01",
        ),
    ],
)
def test_a_season_without_a_year(text, published, expression, date):
    published = datetime.date.fromisoformat(published)
    assert (expression, date, "year") in moments(text, published)


@pytest.mark.parametrize(
    "text",
    [
        "The summer after the 2012 defeat, the party wrote a report.",
        "Delegates met at the spring meeting in Florida.",
        "She broke her wrist in the fall, her publicist said.",
        "In the summer of 1999, he moved to Leeds.",
    ],
)
def test_a_season_that_is_no_season_of_the_story(text):
    assert not any(
        expression.lower() in ("the summer", "the spring", "the fall")
        for expression, _date, _precision in moments(text)
    )


@pytest.mark.parametrize(
    ("text", "expression", "date"),
    [
        # counted back from the day of the clause before the comma to the event after "after"
        (
            "Ola Berg posted on Sunday, just a day after fans booed him.",
            "a day after",
            "2024-03-09",
        ),
        (
            "She is leaving the cast on March 24, five days after Ann Lee returns.",
            "five days after",
            "2024-03-19",
        ),
        # forward for "before"
        ("He quit on Sunday, one day before the congress opened.", "one day before", "2024-03-11"),
        # from publication for a present "comes"
        (
            "The apology comes three days after the singer mocked a fan.",
            "three days after",
            "2024-03-09",
        ),
    ],
)
def test_a_day_counted_back_to_the_event_after_after(text, expression, date):
    assert (expression, date, "day") in moments(text)


@pytest.mark.parametrize(
    "text",
    [
        # no day in the sentence to count from
        "Two days after the count, the leader quit.",
        # ahead: the caucuses will come after the primary
        "The caucuses will come three days after the primary.",
        # the day belongs to another clause than the one after "after"
        "On Sunday she recounted a visit that took place three weeks after the trial.",
    ],
)
def test_no_day_to_count_back_from(text):
    assert not any("after" in expression for expression, _date, _precision in moments(text))


def test_a_day_someone_quoted_names_is_no_day_the_story_counts_from():
    text = (
        "The star wrote on Twitter Saturday (June 4) that her dad was in hospital.\n\n"
        '"The photos are from last weekend," she wrote.\n\n'
        "She and her partner confirmed earlier in the day that they had split."
    )
    found = [(m.expression, m.date) for m in extract(text, datetime.date(2022, 6, 5)).moments]
    assert found[-1] == ("earlier in the day", datetime.date(2022, 6, 4))


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # the bracket gives the day of the rough moment before it, in its month or the one
        # before
        ("\u201cThe pictures are from last weekend (the 28th), when my mother fell,\u201d she "
         "wrote.\n", datetime.date(2025, 3, 5),
         [("last weekend", "2025-03-01", "day"), ("the 28th", "2025-02-28", "day")]),
        # an ordinal in brackets after no moment is no day
        ("The episode (the 3rd in the series) aired to acclaim.\n", datetime.date(2025, 3, 5),
         []),
    ],
)  # fmt: skip
def test_a_day_of_the_month_in_brackets_after_a_rough_moment(text, published, expected):
    assert moments(text, published) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # news told in the present perfect is the day's: the words date the news itself
        ("The widower of the camerawoman has shared a tribute two days after she was killed.",
         [("two days after", "2024-03-12", "day")]),
        ("Two days after the sudden death of the actor, his co-stars have come together.",
         [("Two days after", "2024-03-12", "day")]),
        # not a past with no day of its own, nor the present perfect of a quote
        ("Two days after the count, the leader quit.", []),
        ("\u201cWe have lost a friend,\u201d she said two days after the crash.", []),
    ],
)  # fmt: skip
def test_a_day_counted_after_an_event_in_news_told_in_the_present_perfect(text, expected):
    assert moments(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a past "came" dates the event the story last dated, whatever came between
        ("The singer walked into the rival's offices on Monday.\n\nHe joined the label this "
         "year.\n\nHis visit came a day after the brand dropped him.\n",
         ("a day after", "2024-03-11", "day")),
        # words told at an occasion the story just dated, set off after the verb of saying
        ("Her friend spoke at a vigil on Sunday.\n\n\u201cShe was kind,\u201d he told the "
         "crowd, two days after she died.\n", ("two days after", "2024-03-10", "day")),
    ],
)  # fmt: skip
def test_a_day_counted_after_an_event_from_the_day_the_story_is_at(text, expected):
    assert expected in moments(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The actor won his first award at tonight\u2019s (March 9) ceremony.\n",
         [("tonight\u2019s (March 9)", "2024-03-09", "day")]),
        ("\u201cThe photos are from last weekend [March 2nd],\u201d she wrote.\n",
         [("last weekend [March 2nd]", "2024-03-02", "day")]),
        ("She spoke yesterday (9 March) at the launch.\n",
         [("yesterday (9 March)", "2024-03-09", "day")]),
    ],
)  # fmt: skip
def test_a_relative_day_with_its_date_in_brackets_is_that_date(text, expected):
    assert moments(text) == expected
