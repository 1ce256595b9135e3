"""Mechanisms found on the heldout20 set, each on invented text.

People: the Irish particles ("Ó", "Ní", "Nic", "Mac") stay inside a name, the one-letter
"Ó" too, and the particle and surname together are the short form ("Ó Briain");
"Supervisor" before a full name is a title, not part of the name; a list of full names
that "joined" a known person "in" doing something is a list of people.

Speakers: "Ó Briain said" is the person of that particle surname; in "In an interview
with a newspaper he called ..." the pronoun before the cue is the subject, not the noun
of the opening phrase.
"""

from .helpers import speakers


def test_a_pronoun_closing_an_opening_phrase_is_the_subject_of_the_cue():
    text = (
        "Bus maker's boss fights back\n\n"
        "Jan Smit, the founder, was ousted in May. Mr Smit does not accept the blame. "
        "In an interview with a Dutch newspaper he called his dismissal "
        '"a stitch-up" and insisted that the firm was "nearly profitable".\n'
    )
    assert {s for _q, s in speakers(text)} == {"Jan Smit"}
