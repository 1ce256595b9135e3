"""Mechanisms found on the heldout22 set, each on invented text.

People: a fuller name before an office written as an acronym ("Orvo Foods CEO Dana X") is
the body that person works in; a word before a body's fuller name named elsewhere describes
the body; a one-word name listed with a place after "in" is a place; a name taking a plural
verb, in no list, is a band's or a team's; a business's doer noun opening a sentence, or an
apposition headed by a body noun, makes the name a body's (a person keeps an age or a
pronoun); whom someone marries or dates is a person.

Speakers: a document's finding reported by someone ("The trust said a survey found that")
is in the reporter's words, and a document names no speaker; "it said" speaks for the body
"it" takes up.
"""

from .helpers import speakers


def test_a_reported_finding_is_in_the_reporters_words():
    text = (
        "Harbour Estates will rehouse 40 families.\n\n"
        "The housing trust said a structural survey in March found that the balconies were "
        "'at risk of collapse' and had to go.\n"
    )
    assert speakers(text) == [("at risk of collapse", "a spokesperson")]


def test_a_finding_no_one_reports_names_no_speaker():
    text = (
        "A fire inspection in May found that the doors were 'wholly inadequate' for a block "
        "of that height.\n"
    )
    assert speakers(text) == [("wholly inadequate", None)]


def test_it_said_speaks_for_the_body_it_takes_up():
    text = (
        "Brennock Foods opened the plant in 1990.\n\n"
        "Last year, the company cut 40 jobs there. At the time, it said the cuts were "
        "'vital to the future of the site'.\n"
    )
    assert speakers(text) == [("vital to the future of the site", "a spokesperson")]


def test_it_said_after_a_document_names_no_speaker():
    text = (
        "The review of the ward was published in May. At the time, it said staffing was "
        "'badly stretched'.\n"
    )
    assert speakers(text) == [("badly stretched", None)]
