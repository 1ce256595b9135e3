"""Rules found on the heldout13 set: a capitalised word before a name the text also prints
without it (a title or a group, not a first name), a longer name the text calls "it" (an
organisation), a name after an acronym in capitals (a body), a stop after a one-letter name
before a sentence-opening word, a hyphenated prefix before a title ("then-Mayor"), and a
parliamentary whip as a role."""

from .helpers import people, speakers


def test_a_job_word_before_a_name_printed_without_it_is_a_title():
    text = (
        "Skater Mirren Tallow-Haig has retired at 29.\n\n"
        'Mirren Tallow-Haig said the decision was "the hardest of my life."\n'
    )
    assert set(people(text)) == {"Mirren Tallow-Haig"}
    assert speakers(text) == [("the hardest of my life.", "Mirren Tallow-Haig")]


def test_a_word_before_a_first_name_printed_alone_is_a_group_not_a_person():
    text = (
        "Host Odile Brackenridge, 41, walked off the set.\n\n"
        'Odile said: "I needed air."\n\n'
        'Viewers rallied online. One fan wrote: "Crew Odile forever."\n'
    )
    assert set(people(text)) == {"Odile Brackenridge"}
    assert speakers(text)[0] == ("I needed air.", "Odile Brackenridge")


def test_a_longer_name_the_text_calls_it_is_an_organisation():
    text = (
        "Singer Tamsin Orrell, 30, has cancelled her tour.\n\n"
        'Starfall Touring said it was "deeply disappointed" by the decision.\n'
    )
    assert set(people(text)) == {"Tamsin Orrell"}
    assert speakers(text) == [("deeply disappointed", "a spokesperson")]


def test_a_name_after_an_acronym_in_capitals_is_a_body():
    text = (
        "Nurse Ailsa Brodie, 52, led the march.\n\n"
        'In a statement, NHS Dunraven said all views would be "weighed carefully".\n'
    )
    assert set(people(text)) == {"Ailsa Brodie"}


def test_a_stop_after_a_one_letter_name_ends_the_sentence():
    text = (
        "Captain Joss Ferrand, 33, was dropped on Monday.\n\n"
        'Fans were angry, one fan wrote on X. Another posted: "Bring him back."\n'
    )
    assert set(people(text)) == {"Joss Ferrand"}


def test_a_hyphenated_prefix_before_a_title_marks_a_person():
    text = (
        "The pool closed in 2011. At the time, then-Mayor Walt Renner promised it would "
        'reopen "soon." It never did.\n'
    )
    assert set(people(text)) == {"Walt Renner"}


def test_a_whip_is_a_role():
    text = (
        "Government whip Priya Lansdowne-Hale welcomed the move on Tuesday. She said the "
        "vote would be held next week.\n"
    )
    assert set(people(text)) == {"Priya Lansdowne-Hale"}
