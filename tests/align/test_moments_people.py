"""Moments and people across outlets."""

import datetime as dt

from articles.extraction.align import (
    MomentRef,
    PersonRef,
    merge_moments,
    merge_people,
    moment_title,
)

G, M = "Lady Gaga", "Dylan Mulvaney"
d = dt.date

# Hand-extracted from the seed articles (sentence, people, date expression).
DEFEND_000 = (
    'The "Born This Way" singer, 37, on Monday defended the TikTok star and trans activist '
    "against online hate after participating in a photo shoot with her."
)
DEFEND_001 = (
    "On Monday, the “Born This Way” singer, 37, came to the defense of Dylan Mulvaney after a "
    "post with the trans influencer/activist for International Women’s Day — which was "
    "originally shared on Mulvaney’s Instagram on Friday — received a slew of horrific responses."
)
SEED_MOMENTS = [
    MomentRef("000-0", "000", d(2024, 3, 11), "day", DEFEND_000, (G, M), "on Monday"),
    MomentRef(
        "000-1",
        "000",
        d(2022, 1, 1),
        "year",
        "Before their photo shoot, Gaga had expressed support for Mulvaney, commenting on TikTok "
        'in 2022 that she has "been watching your videos."',
        (G, M),
        "in 2022",
    ),
    MomentRef(
        "000-3",
        "000",
        d(2023, 1, 1),
        "year",
        "In 2023, Bud Light sparked conservative backlash over a collaboration with Mulvaney, "
        "who later said the company ghosted her following the promotion.",
        (M,),
        "In 2023",
    ),
    MomentRef(
        "000-4",
        "000",
        d(2023, 10, 1),
        "month",
        'Mulvaney was named Woman of the Year by the LGBTQ+ magazine "Attitude" in October.',
        (M,),
        "in October",
    ),
    MomentRef("001-0", "001", d(2024, 3, 11), "day", DEFEND_001, (G, M), "On Monday"),
    MomentRef("001-1", "001", d(2024, 3, 8), "day", DEFEND_001, (G, M), "on Friday"),
    MomentRef(
        "002-0",
        "002",
        d(2022, 1, 1),
        "year",
        "The 27-year-old found TikTok fame by detailing her gender transition in 2022, with her "
        "video series ‘Days of Girlhood’ receiving over a billion views.",
        (M,),
        "in 2022",
    ),
    MomentRef(
        "002-3",
        "002",
        d(2024, 3, 8),
        "day",
        "Mulvaney took to Instagram on March 8 to post an IWD tribute photoshoot alongside the "
        "‘Bad Romance’ singer.",
        (M,),
        "on March 8",
    ),
]


def test_seed_moments_merge_by_day_and_keep_years_apart():
    groups = merge_moments(SEED_MOMENTS)
    summary = [(g.date, g.precision, g.sources, g.conflict) for g in groups]
    assert summary == [
        (d(2022, 1, 1), "year", ("000",), False),
        (d(2022, 1, 1), "year", ("002",), False),
        (d(2023, 1, 1), "year", ("000",), False),
        (d(2023, 10, 1), "month", ("000",), False),
        (d(2024, 3, 8), "day", ("001", "002"), False),
        (d(2024, 3, 11), "day", ("000", "001"), False),
    ]
    assert groups[4].title == "Mulvaney took to Instagram to post an IWD tribute…"
    assert groups[2].title == "Bud Light sparked conservative backlash over a…"
    assert all(len(g.title) <= 61 for g in groups)


def test_conflicting_dates_from_different_outlets_are_one_group():
    sentence = "Gaga answered the trolls in a long Instagram post about hatred."
    moments = [
        MomentRef("a", "A", d(2024, 3, 10), "day", sentence.replace("post", "caption"), (G,)),
        MomentRef("b", "B", d(2024, 3, 11), "day", sentence, (G,)),
        MomentRef("c", "C", d(2024, 3, 11), "day", sentence, (G,)),
        MomentRef("far", "D", d(2024, 3, 20), "day", sentence, (G,)),
    ]
    groups = merge_moments(moments)
    assert [(g.dates, g.conflict, g.sources) for g in groups] == [
        ((d(2024, 3, 10), d(2024, 3, 11)), True, ("A", "B", "C")),
        ((d(2024, 3, 20),), False, ("D",)),
    ]
    assert groups[0].date == d(2024, 3, 11)  # most sources say the 11th


def test_different_people_or_precision_stay_apart():
    sentence = "The singer announced a new world tour with dates in Europe and Asia."
    moments = [
        MomentRef("a", "A", d(2024, 5, 1), "day", sentence, ("Ann",)),
        MomentRef("b", "B", d(2024, 5, 1), "day", sentence, ("Bea",)),
        MomentRef("c", "C", d(2024, 1, 1), "year", sentence, ("Ann",)),
        MomentRef("e", "E", d(2024, 5, 1), "month", sentence, ("Ann",)),
    ]
    assert len(merge_moments(moments)) == 4


def test_moment_title_drops_date_age_and_trailing_clause():
    assert moment_title(DEFEND_000, "on Monday") == (
        'The "Born This Way" singer defended the TikTok star and…'
    )
    assert moment_title("In 2011, she released it.", "In 2011") == "She released it"
    assert moment_title("") == ""


def test_people_merge_full_names_and_unique_short_forms():
    people = [
        PersonRef("a1", "A", "Lady Gaga", ("Gaga",)),
        PersonRef("a2", "A", "Dylan Mulvaney", ("Mulvaney", "Dylan")),
        PersonRef("b1", "B", "lady gaga"),
        PersonRef("c1", "C", "Gaga"),
        PersonRef("c2", "C", "Mulvaney"),
        PersonRef("d1", "D", "Dylan"),  # Dylan Mulvaney or Bob Dylan: ambiguous
        PersonRef("d2", "D", "Bob Dylan"),
        PersonRef("e1", "E", "Dylan"),
    ]
    groups = merge_people(people)
    assert [(g.name, g.aliases, g.keys) for g in groups] == [
        ("Bob Dylan", (), ("d2",)),
        ("Dylan", (), ("d1", "e1")),
        ("Dylan Mulvaney", ("Mulvaney", "Dylan"), ("a2", "c2")),
        ("Lady Gaga", ("Gaga",), ("a1", "b1", "c1")),
    ]
    assert groups[3].sources == ("A", "B", "C")


def test_a_plain_title_and_a_surname_join_no_two_people():
    people = [
        PersonRef("a1", "A", "Will Smith", ("Mr Smith", "Smith")),
        PersonRef("b1", "B", "Jada Pinkett Smith", ("Mr Smith", "Pinkett Smith")),
        PersonRef("c1", "C", "Mr Smith"),
    ]
    groups = merge_people(people)
    assert sorted(g.keys for g in groups) == [("a1",), ("b1",), ("c1",)]


def test_one_name_written_with_and_without_accents_or_curly_marks_is_one_person():
    people = [
        PersonRef("a1", "A", "Sinéad O’Connor"),
        PersonRef("b1", "B", "Sinead O'Connor"),
        PersonRef("c1", "C", "Sine\u0301ad O'Connor"),  # the accent as a combining mark
    ]
    assert [g.keys for g in merge_people(people)] == [("a1", "b1", "c1")]


def test_one_name_with_and_without_the_stop_of_its_suffix_or_its_given_name_is_one_person():
    people = [
        PersonRef("a1", "A", "Cuba Vale Jr."),
        PersonRef("b1", "B", "Cuba Vale Jr"),
        PersonRef("c1", "C", "Cuba Vale"),
        PersonRef("d1", "D", "Vale Jr."),  # a surname and the suffix: a short form
    ]
    assert sorted(g.keys for g in merge_people(people)) == [("a1", "b1", "d1"), ("c1",)]


def test_a_father_and_son_one_source_names_apart_stay_apart_whatever_an_alias_says():
    people = [
        PersonRef("a1", "A", "Tom Vale"),
        PersonRef("a2", "A", "Tom Vale Jr."),
        # a source that took the son's suffix for another form of the father's name
        PersonRef("b1", "B", "Tom Vale", ("Tom Vale Jr.", "Vale")),
        PersonRef("c1", "C", "Tom Vale Jr."),
    ]
    assert sorted(g.keys for g in merge_people(people)) == [("a1", "b1"), ("a2", "c1")]


def test_one_outlets_misspelling_of_a_surname_beside_the_same_given_name_is_one_person():
    people = [
        PersonRef("a1", "A", "Priya Chaudhry", ("Chaudhry",)),
        PersonRef("b1", "B", "Priya Chaudhary"),
        # a surname too short to tell a slip from another name, or another given name
        PersonRef("c1", "C", "Jo Bush"),
        PersonRef("d1", "D", "Jo Busch"),
        PersonRef("e1", "E", "Ana Chaudhary"),
    ]
    assert sorted(g.keys for g in merge_people(people)) == [
        ("a1", "b1"),
        ("c1",),
        ("d1",),
        ("e1",),
    ]


def test_a_middle_name_or_two_swapped_letters_leave_one_person():
    people = [
        PersonRef("a1", "A", "Vivienne Rowse Gallard"),
        PersonRef("b1", "B", "Vivienne Gallard"),
        PersonRef("c1", "C", "Vivienne Rowse Gllaard"),
        PersonRef("c2", "C", "Vivienne Rowse Galalrd"),
        # two longer names for one shorter: which one it is, the text does not say
        PersonRef("d1", "D", "George Hale Bosk"),
        PersonRef("e1", "E", "George Wynn Bosk"),
        PersonRef("f1", "F", "George Bosk"),
    ]
    assert sorted(g.keys for g in merge_people(people)) == [
        ("a1", "b1", "c2"),
        ("c1",),
        ("d1",),
        ("e1",),
        ("f1",),
    ]


def test_two_words_that_open_or_close_one_longer_name_are_that_person():
    # a maiden name ("Allison Holker") and a double surname ("Holker Boss") beside the full
    # "Allison Holker Boss"; two longer names they could open leave them apart
    people = [
        PersonRef("a1", "A", "Quenby Marlowe Vance"),
        PersonRef("b1", "B", "Quenby Marlowe"),
        PersonRef("c1", "C", "Marlowe Vance"),
        PersonRef("d1", "D", "Dana Holt Reyes"),
        PersonRef("e1", "E", "Dana Holt Garza"),
        PersonRef("f1", "F", "Dana Holt"),
    ]
    assert sorted(g.keys for g in merge_people(people)) == [
        ("a1", "b1", "c1"),
        ("d1",),
        ("e1",),
        ("f1",),
    ]


def test_a_title_drops_a_leading_back_or_earlier_phrase_with_its_date():
    sentence = "Back in March, Majors was arrested in Manhattan."
    assert moment_title(sentence, "in March") == "Majors was arrested in Manhattan"
    assert moment_title("Earlier this week, she posted a video.", "this week") == (
        "She posted a video"
    )


def test_a_year_that_modifies_a_noun_titles_its_moment_with_that_noun():
    sentence = (
        "O’Connor, who found fame with her 1990 rendition of Prince’s “Nothing Compares 2 U” "
        "and fervently challenged abuse in the church, was 56."
    )
    assert (
        moment_title(sentence, "1990") == 'Her 1990 rendition of Prince\'s "Nothing Compares 2 U"'
    )
    assert moment_title("In 2011, she released it.", "In 2011") == "She released it"
    # (a dash closes the noun phrase as a comma does)
    dashed = "Bear McCreary, whose credits include the 2023 season titles – wrote that he was sad."
    assert moment_title(dashed, "2023") == "The 2023 season titles"


def test_speech_that_ends_the_clause_it_is_set_into_stays_in_the_title_unmarked():
    sentence = (
        "She said her husband had been \u201cfirst told that there were allegations being made "
        "against him last Thursday\u201d."
    )
    assert moment_title(sentence, "last Thursday") == (
        "She said her husband had been first told that there were\u2026"
    )
    # speech that opens the sentence still goes, and so does its closing mark
    assert moment_title('"I\'ll enjoy it tonight," Okafor said.', "tonight") == "Okafor said"
    # (nor does the title become the speech around a cue: "What I fundamentally believe")
    spoken = (
        "\u201cWhat I fundamentally believe \u2014 and what the president believes,\u201d Arne "
        "Duncan told The Times in 2012, \u201cis that the only way to end poverty is through "
        "education.\u201d"
    )
    assert moment_title(spoken, "in 2012") == "Arne Duncan told The Times"
    # speech set off by a colon or a comma still goes
    assert moment_title('Smith said on Monday: "We will fight this all the way."', "on Monday") == (
        "Smith said"
    )


def test_a_short_form_with_its_own_titled_form_joins_the_one_full_name():
    # ("Steyn", also called "Justice Steyn" in that article, is the "Karen Steyn" another names)
    people = [
        PersonRef("a1", "A", "Steyn", ("Justice Steyn",)),
        PersonRef("b1", "B", "Karen Steyn"),
        PersonRef("c1", "C", "Noel Clarke"),
    ]
    assert [(g.name, g.keys) for g in merge_people(people)] == [
        ("Karen Steyn", ("a1", "b1")),
        ("Noel Clarke", ("c1",)),
    ]


def test_a_bare_surname_of_several_full_names_is_the_one_most_sources_name():
    people = [
        *(PersonRef(f"{s.lower()}1", s, "Dana Whitlow") for s in "ABC"),
        PersonRef("c2", "C", "Rory Whitlow"),
        PersonRef("d1", "D", "Whitlow"),
        # two and one: too close to tell
        *(PersonRef(f"{s.lower()}3", s, "Ivo Marsh") for s in "AB"),
        PersonRef("c3", "C", "Ada Marsh"),
        PersonRef("d3", "D", "Marsh"),
    ]
    assert sorted(g.keys for g in merge_people(people)) == [
        ("a1", "b1", "c1", "d1"),
        ("a3", "b3"),
        ("c2",),
        ("c3",),
        ("d3",),
    ]
    # a story's person stands for every article that names them
    story = [
        PersonRef("1", "story", "Dana Whitlow", articles=3),
        PersonRef("2", "story", "Rory Whitlow"),
        PersonRef("new", "article", "Whitlow"),
    ]
    assert sorted(g.keys for g in merge_people(story)) == [("1", "new"), ("2",)]
