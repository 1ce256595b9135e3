"""Mechanisms found on the heldout23 set, each on invented text.

People: a name after a fronted phrase of common nouns ("At the hearing, Dana X, a partner at
..., said") is the subject, not a place's region; a named "founding member" is a person; a
list of capitalised words after "Department of" ends a body's or an office's name, and the
office with it heads an apposition; industry words end a company's name; an age printed
with a description ("The actress, 38,") tells who "the 38-year-old" is.

Speakers: "a show the frontwoman described as" is hers (a relative clause without
"that"); one unnamed person brought in with a "who" clause is the next "she said" or "they
said"; "One close friend" keeps the tie in its label; '"...," a researcher who was let go
told reporters' is attributed; "Among those let go was a chemist who ..." is the next "she
said". Quotes: a plural's apostrophe inside single marks closes nothing.
"""

from .helpers import people, speakers


def test_a_name_after_a_fronted_phrase_is_the_subject_of_its_apposition():
    text = (
        "Harlow Foods agreed to pay $12 million.\n\n"
        "In the courtroom, Petra Lindgren, a partner at Vance Orley LLP who represents the "
        'buyers, said the deal was "fair to everyone."\n'
    )
    assert "Petra Lindgren" in people(text)
    assert speakers(text) == [("fair to everyone.", "Petra Lindgren")]


def test_an_age_printed_with_a_description_picks_the_n_year_old():
    text = (
        "Juno Ashcombe has never been one to sit still. The presenter, 44, is about to "
        "start a new series.\n\n"
        "It was her brother, the chef Idris Ashcombe, who talked her into it. "
        "'She was bored,' Ashcombe, 39, tells me.\n\n"
        "The 44-year-old rolls her eyes when I repeat this. 'He is not wrong,' she says.\n"
    )
    found = people(text)
    assert 44 in found["Juno Ashcombe"].ages
    assert 44 not in found["Idris Ashcombe"].ages
    assert speakers(text)[-1] == ("He is not wrong,", "Juno Ashcombe")


def test_the_subject_of_a_relative_clause_without_that_speaks():
    text = (
        "The band is led by vocalist Cara Minto.\n\n"
        'At the time, Minto told reporters she wanted the album to sound "loud".\n\n'
        "Last year they headlined the Harbour Stage, a show the frontwoman later described as "
        '"the best night of our lives".\n'
    )
    assert speakers(text)[-1] == ("the best night of our lives", "Cara Minto")


def test_they_after_one_unnamed_person_with_a_who_clause():
    text = (
        "Ministers expect a rebellion on Tuesday, led by backbencher Colin Marsh.\n\n"
        "One organiser, who asked not to be named, was more cautious. 'Thirty is a guess,' "
        "they said. 'It could be fewer.'\n"
    )
    assert speakers(text)[-2:] == [
        ("Thirty is a guess,", "an organiser"),
        ("It could be fewer.", "an organiser"),
    ]


def test_she_after_one_unnamed_person_with_a_who_clause_and_any_verb():
    text = (
        "Ministers expect a rebellion on Tuesday, led by backbencher Colin Marsh.\n\n"
        "One organiser, who asked not to be named, was more cautious. 'Thirty is a guess,' "
        "she said.\n"
    )
    assert speakers(text)[-1] == ("Thirty is a guess,", "an organiser")


def test_a_close_friend_keeps_the_tie_in_the_label():
    text = (
        "Rhona Keel has rarely spoken about the divorce.\n\n"
        "One close friend, who asked not to be named, said Keel had been 'remarkably calm' "
        "throughout. 'She never raised her voice,' the friend said.\n"
    )
    assert speakers(text) == [
        ("remarkably calm", "a close friend"),
        ("She never raised her voice,", "a close friend"),
    ]


def test_a_relative_clause_without_commas_before_the_cue():
    text = (
        "Helio Labs will cut 200 jobs, chief executive Marta Lind said on Monday.\n\n"
        '"It is over for us," a researcher who was let go told reporters.\n'
    )
    assert speakers(text)[-1] == ("It is over for us,", "a researcher")


def test_she_after_an_unnamed_person_brought_in_mid_sentence():
    text = (
        "Helio Labs will cut 200 jobs, chief executive Marta Lind said on Monday.\n\n"
        "Among those let go was a scientist who had worked at the lab for 12 years. "
        '"I gave them everything," she said.\n'
    )
    assert speakers(text)[-1] == ("I gave them everything,", "a scientist")


def test_she_after_a_reporters_question_is_not_the_reporter():
    text = (
        "Senator Wynne Castell faced angry voters on Tuesday.\n\n"
        "Asked by a reporter whether she regretted the vote, she smiled. 'Not at all,' "
        "she said.\n"
    )
    assert speakers(text) == [("Not at all,", "Wynne Castell")]


def test_a_plurals_apostrophe_inside_single_marks():
    text = (
        "The minister, Dora Quayle, said the scheme was 'not a landlords' charter', a line "
        "she repeated all afternoon.\n"
    )
    assert speakers(text) == [("not a landlords' charter", "Dora Quayle")]
