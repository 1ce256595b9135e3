"""Mechanisms found on the heldout20 set, each on invented text.

People: the Irish particles ("Ó", "Ní", "Nic", "Mac") stay inside a name, the one-letter
"Ó" too, and the particle and surname together are the short form ("Ó Briain");
"Supervisor" before a full name is a title, not part of the name; a list of full names
that "joined" a known person "in" doing something is a list of people.

Speakers: "Ó Briain said" is the person of that particle surname; in "In an interview
with a newspaper he called ..." the pronoun before the cue is the subject, not the noun
of the opening phrase.
"""

from .helpers import people, speakers


def test_an_irish_particle_surname_is_one_person_with_its_short_form():
    text = (
        "Hurler calls time on career\n\n"
        "Donncha \u00d3 Briain, a hurler, will retire at the end of the season.\n\n"
        '"My knees have had enough," \u00d3 Briain said on Sunday. "It is time."\n\n'
        "Teammate Aoife Nic Amhlaoibh said she would miss him.\n"
    )
    found = people(text)
    assert "Donncha \u00d3 Briain" in found
    assert "\u00d3 Briain" in found["Donncha \u00d3 Briain"].aliases
    assert "Briain" not in found
    assert "Aoife Nic Amhlaoibh" in found
    assert speakers(text)[:2] == [
        ("My knees have had enough,", "Donncha \u00d3 Briain"),
        ("It is time.", "Donncha \u00d3 Briain"),
    ]


def test_a_lone_capital_o_is_no_particle_before_a_lower_case_word():
    found = people('"O what a night," said Mary Byrne, a fan.\n')
    assert set(found) == {"Mary Byrne"}


def test_supervisor_before_a_name_is_a_title():
    text = (
        "Supervisor Alma Reyes, who chaired the meeting, said the plan was "
        '"long overdue."\n\n'
        '"We waited too long," Reyes said.\n'
    )
    found = people(text)
    assert "Alma Reyes" in found
    assert "Supervisor Alma Reyes" not in found
    assert {s for _q, s in speakers(text)} == {"Alma Reyes"}


def test_a_list_that_joins_a_known_person_in_doing_something_is_of_people():
    text = (
        'Alma Reyes said the plan was "long overdue."\n\n'
        "Pedro Lanza, Kit Morrow and Ines Vale joined Reyes in voting yes.\n"
    )
    found = people(text)
    assert {"Pedro Lanza", "Kit Morrow", "Ines Vale"} <= set(found)


def test_a_list_of_firms_that_joined_no_person_is_no_list_of_people():
    text = (
        'Alma Reyes said the plan was "long overdue."\n\n'
        "Harbor Lane, Stone Bridge and Mill Point joined the consortium last year.\n"
    )
    found = people(text)
    assert "Harbor Lane" not in found


def test_a_pronoun_closing_an_opening_phrase_is_the_subject_of_the_cue():
    text = (
        "Bus maker's boss fights back\n\n"
        "Jan Smit, the founder, was ousted in May. Mr Smit does not accept the blame. "
        "In an interview with a Dutch newspaper he called his dismissal "
        '"a stitch-up" and insisted that the firm was "nearly profitable".\n'
    )
    assert {s for _q, s in speakers(text)} == {"Jan Smit"}
