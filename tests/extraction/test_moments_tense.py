"""Whether a date lies ahead of publication or behind it, by the grammar of its clause."""

import datetime

import pytest

from articles.extraction import extract


def moments(text, published):
    """Return ``(expression, iso date)`` for each moment of ``text``, in order."""
    published = datetime.date.fromisoformat(published)
    return [(m.expression, m.date.isoformat()) for m in extract(text, published).moments]


@pytest.mark.parametrize(
    ("text", "published", "expression", "date"),
    [
        # a past verb after the future marker: the company *said* on Tuesday
        ("The firm will cut 1,200 jobs, the company said on Tuesday.", "2025-01-23",
         "on Tuesday", "2025-01-21"),
        # the date comes before the future clause and a past verb governs it
        ("Residents packed the hall on Tuesday as bosses confirmed it will close.",
         "2025-01-23", "on Tuesday", "2025-01-21"),
        ("Bosses confirmed the library will close in March.", "2025-01-23", "in March",
         "2025-03-01"),
        ("She said she would meet campaigners on 3 February.", "2025-01-23", "on 3 February",
         "2025-02-03"),
        # "due to" before a noun phrase is a cause, no schedule
        ("The singer cancelled her show due to her arrest this weekend.", "2024-05-27",
         "this weekend", "2024-05-25"),
        ("The film, which opens in theaters on Feb. 14, follows a widow.", "2025-01-23",
         "on Feb. 14", "2025-02-14"),
        ("The session ends on May 7.", "2025-01-23", "on May 7", "2025-05-07"),
        ("The ruling takes effect on March 1.", "2025-01-23", "on March 1", "2025-03-01"),
        ("On June 21, the senator will meet farmers.", "2025-01-23", "On June 21",
         "2025-06-21"),
        # words in a quote do not make the story's date future
        ('Aas, who took office in January, said: "Nobody will look back."', "2025-01-23",
         "in January", "2025-01-01"),
        # an arrangement in the present progressive lies ahead
        ("He broke the news, telling fans the album is now coming in October.\n", "2025-08-06",
         "in October", "2025-10-01"),
        ("The couple are eyeing a ceremony in June.\n", "2025-11-18", "in June", "2026-06-01"),
        ("The album is not dropping Friday like he promised.\n", "2025-08-06", "Friday",
         "2025-08-08"),
        ("He's still set to headline a festival in September.\n", "2025-08-06", "in September",
         "2025-09-01"),
        # so does a departure: the cast has not named a replacement, but he is leaving
        # a promise's own day stands between the promise and its "to", and is behind
        ("The campaign vowed Tuesday to fight on through the primary on June 7.\n",
         "2025-04-28", "on June 7", "2025-06-07"),
        ("The campaign vowed Tuesday to fight on through the primary on June 7.\n",
         "2025-04-28", "Tuesday", "2025-04-22"),
        # a promise or a plan made after the date, in the past tense, is behind it; what it
        # promises, after it, is ahead
        ("On Friday, the star agreed to pay $1 million.\n", "2025-04-28", "On Friday",
         "2025-04-25"),
        ("On Monday, Ola Berg sought to clarify the remark.\n", "2025-04-30", "On Monday",
         "2025-04-28"),
        ("She agreed on Friday to pay the sum in July.\n", "2025-04-28", "in July",
         "2025-07-01"),
        # what must be done lies ahead; a "must" after the date says nothing of it
        ("The party must raise $6 million for the event July 18-21.\n", "2025-06-07",
         "July 18-21", "2025-07-18"),
        ("After trouncing his rival in Tuesday's primary, he must now win the South.\n",
         "2025-02-13", "Tuesday", "2025-02-11"),
        # "last June" in June's paper is the year before's, "next June" the year after's
        ("The court agreed to look at the case last June.\n", "2025-06-29", "last June",
         "2024-06-01"),
        ("The court will look at the case next June.\n", "2025-06-29", "next June",
         "2026-06-01"),
        ("The producers announced he is departing the show on Jan. 24.\n", "2025-12-11",
         "on Jan. 24", "2026-01-24"),
        ("The show returns for a fifth season in January.\n", "2025-11-18", "in January",
         "2026-01-01"),
        # an activity going on is no arrangement: the date stays behind
        ("Police are investigating a crash on Sunday.\n", "2026-01-21", "on Sunday",
         "2026-01-18"),
        # a participle after "be" is no past, with or without an adverb between
        ("The levy will be formally confirmed at a meeting on 12 March.\n", "2026-03-04",
         "on 12 March", "2026-03-12"),
        ("Refunds will start to be paid on Friday.\n", "2026-07-14", "on Friday", "2026-07-17"),
        # "so-called" is an adjective, and a podcast host is a noun
        ('The council would take up the so-called "pipe bond" on Oct. 13.\n', "2026-10-02",
         "on Oct. 13", "2026-10-13"),
        ("She has spoken about burnout, telling a podcast host in February that she was tired.\n",
         "2026-05-20", "in February", "2026-02-01"),
        # a verb before ", and" belongs to another clause
        ("Early voting began Oct. 7, and voters go to the polls Nov. 4.\n", "2025-10-16",
         "Nov. 4", "2025-11-04"),
        # a commitment or a booking lies ahead
        ("She agreed to write to the panel on Friday 24 April.\n", "2026-04-22",
         "on Friday 24 April", "2026-04-24"),
        ("Lane is booked to appear on the show on Feb. 26, the paper has learned.\n",
         "2026-02-17", "on Feb. 26", "2026-02-26"),
        # a remaining count: the run still to come starts ahead
        ("The side still had six games left in the league, starting with a trip to Ayr on "
         "Friday.", "2026-04-08", "on Friday", "2026-04-10"),
        # "a staggered basis": an adjective, no past verb after the future "would"
        ("The firm said the work would move to Lisbon on a staggered basis, with the first "
         "transfers taking place in February.", "2026-04-08", "in February", "2027-02-01"),
        # "is expecting": an arrangement ahead
        ("His partner, Ola Brandt, who is expecting twins in August, said she was thrilled.",
         "2026-04-08", "in August", "2026-08-01"),
        # the concessive clause's past verb says nothing of the date before it
        ("The group also remain on the lineup for the Harbour Weekender on May 23, though "
         "the singer called it a long shot.", "2026-04-08", "on May 23", "2026-05-23"),
        # a history goes back before 1900
        ("The mill, which opened in Halifax in 1871, said it would close.", "2026-04-08",
         "in 1871", "1871-01-01"),
        # likelihood lies ahead
        ("The operator has warned that more delays are likely on Friday.", "2026-05-12",
         "on Friday", "2026-05-15"),
        # a screening scheduled in the present
        ("The documentary screens again at the Lyric on Thursday before opening in "
         "cinemas on January 20.", "2026-05-12", "on Thursday", "2026-05-14"),
        ("The documentary screens again at the Lyric on Thursday before opening in "
         "cinemas on January 20.", "2026-05-12", "on January 20", "2027-01-20"),
    ],
)  # fmt: skip
def test_a_date_lies_ahead_or_behind_by_the_grammar_of_its_clause(
    text, published, expression, date
):
    assert dict(moments(text, published)).get(expression) == date


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        pytest.param(
            "Rep. Tom Wiercz said he planned to hold a hearing on the bill in April.",
            "2026-02-26",
            [("in April", "2026-04-01")],
            id="a_plan_lies_ahead_of_publication",
        ),
        pytest.param(
            "The Ospreys (9-5) host the Phoenix Mercury on Thursday.",
            "2026-06-22",
            [("on Thursday", "2026-06-25")],
            id="a_fixture_lies_ahead_of_publication",
        ),
        pytest.param(
            "Osric Delvaux, 30, appealed. A ruling is expected on Monday.\n",
            "2025-06-12",
            [("on Monday", "2025-06-16")],
            id="what_is_expected_on_a_day_lies_ahead",
        ),
        pytest.param(
            "Chain files\n\nThe company said it hopes to complete a sale in September.\n",
            "2025-06-19",
            [("in September", "2025-09-01")],
            id="a_hope_to_looks_ahead",
        ),
        pytest.param(
            "Star quits\n\nThe actor has quit, with his last scenes set to air in October.\n",
            "2025-08-22",
            [("in October", "2025-10-01")],
            id="a_reduced_set_to_looks_ahead",
        ),
        pytest.param(
            "Golfer wins\n\n"
            "The victory was worth $2 million and gives Harmon a place in the Open in May.\n",
            "2025-04-14",
            [("in May", "2025-05-01")],
            id="a_present_verb_with_its_object_looks_ahead",
        ),
        pytest.param(
            "Tariffs\n\nThe trade envoy told reporters Tuesday that the tariffs would stay.\n",
            "2025-06-05",
            [("Tuesday", "2025-06-03")],
            id="a_date_after_reporters_is_no_object",
        ),
        pytest.param(
            "Strike may spread\n\n"
            "The union said it was prepared to extend the strike to two more ports on "
            "1 August if no better offer came.\n",
            "2025-07-16",
            [("on 1 August", "2025-08-01")],
            id="readiness_looks_ahead",
        ),
        pytest.param(
            "Schools shut.\n\nThe district said schools would stay closed until Monday.",
            "2025-08-15",
            [("until Monday", "2025-08-18")],
            id="a_participle_after_stay_is_no_past_tense",
        ),
        # "will get married" and "would submit restated accounts" keep their future: a
        # participle after "get" or a future's verb is no past
        pytest.param(
            "Actors Mira Kell, Dan Oro to tie the knot in May\n\n"
            "Mira Kell and Dan Oro will get married in May, their agencies said on Tuesday, "
            "ending months of rumours about the pair.\n",
            "2026-02-17",
            [("in May", "2026-05-01"), ("in May", "2026-05-01"), ("on Tuesday", "2026-02-17")],
            id="a_headline_to_wed_and_will_get_married_lie_ahead",
        ),
        pytest.param(
            "Trade body says growth slowed\n\n"
            "The company said it would submit restated accounts to the exchange on March 27 "
            "and hold a shareholders meeting in June to approve the new chair.\n",
            "2026-02-17",
            [("on March 27", "2026-03-27"), ("in June", "2026-06-01")],
            id="a_futures_verb_is_no_past",
        ),
        # a fixture in the plain present, in a last paragraph closed by a sign-off
        pytest.param(
            "Veteran guard calls it a career\n\n"
            "The guard scored 20 points in his final game for the club last season.\n\n"
            "The Bluewaves, currently 4-5 in the cup, face the Cebu Tidehawks on Friday. "
            "\u2013 Sportsdesk.com\n",
            "2026-02-17",
            [("on Friday", "2026-02-20")],
            id="a_fixture_before_a_sign_off_lies_ahead",
        ),
    ],
)
def test_every_moment_of_the_story_lies_ahead_or_behind_by_its_clause(text, published, expected):
    assert moments(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        pytest.param(
            "The package needs approval by ministers, who meet on March 17.",
            "2025-03-08",
            ["2025-03-17"],
            id="a_day_with_no_tense_either_way_is_the_nearer_one",
        ),
        pytest.param(
            "Transfer news.\n\n"
            "The agent pushed for a deal before the window closes on 1 September.\n\n"
            "The single arrives on June 20, she added.",
            "2025-08-20",
            ["2025-09-01", "2026-06-20"],
            id="a_scheduled_present_puts_a_day_ahead_of_publication",
        ),
    ],
)
def test_a_day_with_no_tense_or_a_scheduled_present_lies_ahead(text, published, expected):
    assert [date for _expression, date in moments(text, published)] == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        pytest.param(
            "At a gala on Saturday, an announcement that Mara Ellison would not sing was met "
            "with boos.\n",
            "2025-12-04",
            {"on Saturday": "2025-11-29"},
            id="would_after_a_date_does_not_make_it_future",
        ),
        pytest.param(
            "Former staff, who were laid off last week, are organizing a benefit dinner on "
            "April 24 to raise money.\n",
            "2026-04-14",
            {"last week": "2026-04-01", "on April 24": "2026-04-24"},
            id="organizing_an_event_on_a_date_is_ahead",
        ),
    ],
)
def test_a_later_would_leaves_a_date_behind_and_organizing_puts_one_ahead(
    text, published, expected
):
    assert dict(moments(text, published)) == expected


@pytest.mark.parametrize(
    ("expression", "date", "precision"),
    [
        ("on November 7", "2026-11-07", "day"),
        ("on Friday", "2026-10-23", "day"),
        ("in January", "2027-01-01", "month"),
    ],
)
def test_a_plural_scheduled_present_and_convenes_look_ahead(expression, date, precision):
    text = (
        "Starling said the tour dates, which begin in Bangkok on November 7, would go ahead. "
        "Reservations go live on Friday. The result holds when the new legislature convenes "
        "in January."
    )
    found = {
        (m.expression, m.date.isoformat(), m.precision)
        for m in extract(text, datetime.date(2026, 10, 22)).moments
    }
    assert (expression, date, precision) in found


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a modal that can only look ahead
        (
            "Organisers say the mayor can win in November.",
            "2025-02-10",
            [("in November", "2025-11-01")],
        ),
        (
            "The donor may wait until February to decide.",
            "2025-12-20",
            [("until February", "2026-02-01")],
        ),
        (
            '"I\'ll vote for her in November," a teacher said.',
            "2025-02-10",
            [("in November", "2025-11-01")],
        ),
        # "may have" looks back; the month May is no modal
        ("The ferry may have sunk in January.", "2025-02-10", [("in January", "2025-01-01")]),
        # what is done before an event named by its day lies ahead of the doing
        (
            "He challenged his rival to a debate before Monday's caucus.",
            "2025-01-31",
            [("Monday", "2025-02-03")],
        ),
        # plural subjects of a scheduled present: "the primaries end in June"
        (
            "It is a contest that could run until the primaries end in June.",
            "2025-03-10",
            [("in June", "2025-06-01")],
        ),
        # "next", "last" and "this" before a month say which year's it is
        (
            "The firm hired him next January, after the audit closed.",
            "2025-02-08",
            [("next January", "2026-01-01")],
        ),
        (
            "Unity is what the party needs for this November.",
            "2025-01-19",
            [("this November", "2025-11-01")],
        ),
        (
            "The couple finalised their divorce this past January.",
            "2025-06-19",
            [("this past January", "2025-01-01")],
        ),
        ("The pair will wed this coming May.", "2025-06-19", [("this coming May", "2026-05-01")]),
        # a month something is counted from lies behind
        ("Support rose 12 points from November.", "2025-01-19", [("from November", "2024-11-01")]),
    ],
)
def test_modals_named_events_and_month_words_say_which_way(text, published, expected):
    assert moments(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # an event named by its day after "before" is the nearer such day, whatever the verb
        (
            "Aides had warned him just before Tuesday's vote.",
            "2025-03-13",
            [("Tuesday", "2025-03-11")],
        ),
        (
            "Fans gathered to see her before Monday's rally.",
            "2025-01-26",
            [("Monday", "2025-01-27")],
        ),
        # the same with the event named by a noun: "before the Leeds primary on Tuesday"
        (
            "Filings tracked the spending before the Leeds primary on Tuesday.",
            "2025-03-10",
            [("on Tuesday", "2025-03-11")],
        ),
        # what one needs to do lies ahead
        ("They need to be at the polls Monday night.", "2025-01-26", [("Monday", "2025-01-27")]),
        # "this summer" in December, of a thing ahead, is next year's
        (
            "The couple are expecting their second child this summer.",
            "2025-12-21",
            [("this summer", "2026-01-01")],
        ),
    ],
)
def test_events_named_by_their_day_and_seasons_ahead(text, published, expected):
    assert moments(text, published) == expected


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a schedule seen from the past lies ahead of the setting: a run through a month or a
        # day that is still to come is this year's
        ("The residency was set to open on Feb. 2 and run through mid-May.\n", "2025-01-20",
         [("on Feb. 2", "2025-02-02"), ("through mid-May", "2025-05-01")]),
        ("She had been set to perform every weekend from Friday through May 16.\n",
         "2025-01-20", [("from Friday", "2025-01-24"), ("May 16", "2025-05-16")]),
        # a hyphenated plural before a name is a compound noun, no present verb that puts the
        # day ahead
        ("The show's co-creators Ana Ruiz and Ben Cole in a statement on Sunday.\n",
         "2025-03-10", [("on Sunday", "2025-03-09")]),
    ],
)  # fmt: skip
def test_a_schedule_set_in_the_past_lies_ahead_and_a_compound_noun_is_no_verb(
    text, published, expected
):
    assert moments(text, published) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The singer, who turns 34 in May, said he hoped to tour again.\n",
         [("in May", "2026-05-01")]),
        ("The singer, who turns 34 on Friday, said he hoped to tour again.\n",
         [("on Friday", "2026-02-27")]),
        # a birthday gone by is told in the past
        ("The singer, who turned 34 in January, said he hoped to tour again.\n",
         [("in January", "2026-01-01")]),
    ],
)  # fmt: skip
def test_a_birthday_told_in_the_present_lies_ahead(text, expected):
    assert moments(text, "2026-02-24") == expected


@pytest.mark.parametrize(
    "text",
    [
        # the last comma of a list of names opens no clause of its own: "spoke" governs the day
        "Ron Zambrano spoke for Arianna Davis, Crystal Williams, and Noelle Rodriguez on "
        "Thursday, explaining they should be heard.\n",
        # a plural noun after "of" before a name is no present verb
        "Ron Zambrano spoke on behalf of clients Arianna Davis on Thursday, explaining they "
        "should be heard.\n",
        # nor is a noun after an owner ("Netflix's docuseries Harry & Meghan")
        "His column followed the release of the last three episodes of Netflix's docuseries "
        "Arianna Davis on Thursday.\n",
    ],
)
def test_a_list_of_names_and_a_plural_noun_before_a_name_leave_the_past_verb_in_charge(text):
    assert moments(text, "2023-08-04") == [("on Thursday", "2023-08-03")]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        # a capitalised "Will" inside a clause is a name, no future
        ('On Monday, Will dropped a post with the caption "notifications off."', "2023-10-16"),
        ("Will Smith spoke on Monday.", "2023-10-16"),
        # the modal keeps its future
        ("The band will play on Monday.", "2023-10-23"),
    ],
)
def test_a_capitalised_will_inside_a_clause_is_a_name_not_a_future(text, date):
    assert [d for _e, d in moments(text, "2023-10-18")] == [date]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ('"I won\'t be ready to restart my tour in February," she said.', "2023-02-01"),
        ("He said the tour wouldn't start in February.", "2023-02-01"),
        ("She said he wouldn't have won in February.", "2022-02-01"),
    ],
)
def test_wont_and_wouldnt_look_ahead_as_will_and_would_do(text, date):
    assert [d for _e, d in moments(text, "2022-12-08")] == [date]


def test_since_a_month_looks_back_whatever_verb_follows():
    text = "Split\n\nThe pair have been separated since January and are heading towards divorce.\n"
    moments = extract(text, datetime.date(2023, 7, 17)).moments
    found = [(m.expression, m.date.isoformat()) for m in moments]
    assert found == [("since January", "2023-01-01")]


def test_a_relative_clause_set_off_says_nothing_of_a_date_after_it():
    text = "Pop star Jo Vale announced her tour, which would be her 12th, in January.\n"
    assert moments(text, "2023-06-29") == [("in January", "2023-01-01")]


def test_a_plan_told_with_was_to_lies_ahead():
    text = "The tour was to span 40 cities before concluding in Mexico City on Jan. 30.\n"
    assert moments(text, "2023-06-29") == [("on Jan. 30", "2024-01-30")]


def test_a_day_said_to_lie_ahead_but_just_behind_the_paper_is_this_years():
    # the shows were called off: "due to" looks ahead from when they were booked
    text = "Dana Whitlow was due to perform in Toronto on June 7 and 8 but postponed.\n"
    assert moments(text, "2022-06-08") == [("on June 7", "2022-06-07")]
