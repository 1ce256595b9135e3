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

from .helpers import people, speakers


def test_a_name_before_an_office_in_capitals_is_the_body_it_belongs_to():
    text = (
        "Brackenridge Outdoor CEO Helen Stroud will retire in March, the company said.\n\n"
        '"It has been a privilege," Stroud said. Brackenridge said the search for a '
        "successor had begun.\n"
    )
    found = people(text)
    assert "Helen Stroud" in found
    assert not any("Brackenridge" in name for name in found)


def test_a_word_before_a_bodys_fuller_name_describes_the_body():
    text = (
        "Lessor Greywater Estates says repairs will take a year\n\n"
        "Lessor Greywater Estates confirmed on Monday that repairs would take a year.\n\n"
        'Greywater Estates managing director Colin Faraday said: "We are sorry."\n'
    )
    found = people(text)
    assert "Colin Faraday" in found
    assert not any("Greywater" in name for name in found)


def test_a_one_word_name_listed_with_a_place_is_a_place():
    text = (
        "Asha Kumar, the firm's finance chief, said parts made in Peru and Ecuador had "
        "risen in price.\n\nKumar said tariffs on goods from Chile and Ecuador had added "
        "costs.\n"
    )
    found = people(text)
    assert "Asha Kumar" in found
    assert "Ecuador" not in found


def test_a_name_that_takes_a_plural_verb_is_a_band():
    text = (
        "Copper Lanterns announced Low Tide, their third album, on Friday.\n\n"
        "Now they are back. Copper Lanterns are Mina Ruiz, Obi Grant and Tess Hale. "
        'Ruiz said the record was "a long time coming."\n'
    )
    found = people(text)
    assert "Mina Ruiz" in found
    assert "Copper Lanterns" not in found


def test_a_list_before_a_plural_verb_is_of_people():
    text = "Coach Dan Pryor and defender Lee Mortimer were both at the hearing on Monday.\n"
    found = people(text)
    assert "Dan Pryor" in found
    assert "Lee Mortimer" in found


def test_a_business_noun_opening_a_sentence_makes_a_body():
    text = (
        "Singer Rhea Vance has cancelled her tour.\n\n"
        "Distributor Halfmoon Touring said in a statement: 'Every ticket will be refunded.'\n\n"
        "The distributor said the refunds would take two weeks.\n"
    )
    found = people(text)
    assert "Rhea Vance" in found
    assert not any("Halfmoon" in name for name in found)
    assert speakers(text) == [("Every ticket will be refunded.", "a spokesperson")]


def test_an_apposition_headed_by_a_body_noun_makes_a_body():
    text = (
        "Ardmore Ship Repair, the family-owned yard building the new ferry, told MSPs the "
        "work would be late.\n\n"
        "Tom Keane, the yard's chief executive, said the delay was regrettable.\n"
    )
    found = people(text)
    assert "Tom Keane" in found
    assert not any("Ardmore" in name for name in found)


def test_whom_someone_marries_is_a_person():
    text = (
        "The reality star, 34, shot to fame on the show in 2019.\n\n"
        "She married plumber Danny Okoro in 2022 and the couple have a daughter.\n"
    )
    assert "Danny Okoro" in people(text)


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
