"""People and the bodies named after them: a surname stays a person's."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize("body", ["Halvorsen University", "the Halvorsen Foundation"])
def test_a_body_named_for_a_person_leaves_the_person_their_surname(body):
    text = (
        "Headline over the story\n\n"
        f"Margit Halvorsen spoke in Oslo on Monday. {body[0].upper()}{body[1:]} was sued.\n\n"
        '"We will win," Halvorsen said.'
    )
    assert "Margit Halvorsen" in people(text)
    assert speakers(text) == [("We will win,", "Margit Halvorsen")]


def test_a_one_word_body_name_is_still_a_body_when_no_person_bears_it():
    text = (
        "Headline over the story\n\n"
        "Starbloom Entertainment signed the band.\n\n"
        '"It was a good deal," Starbloom said.'
    )
    assert "Starbloom" not in people(text)


def test_a_description_the_story_never_names_is_the_speaker_label():
    text = 'Senate vote\n\n"We are fine," the senator said.'
    assert speakers(text) == [("We are fine,", "a senator")]


def test_a_document_without_an_author_speaks_as_the_document_not_as_a_person():
    text = 'Senate vote\n\n"It is late," the report said.'
    assert speakers(text) == [("It is late,", "the report")]


@pytest.mark.parametrize(
    "sentence",
    [
        "Dana Whitlow was consoled by Tyler Brandt and more stars after the show.",
        "Dana Whitlow slapped Chris Halloran at the ceremony.",
    ],
)
def test_a_fuller_name_opening_with_a_common_given_name_is_a_person(sentence):
    found = people(f"Awards night\n\nThe story begins here today.\n\n{sentence}")
    assert {"Dana Whitlow"} < set(found)
    assert len(found) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Dancers at the gala. (Photo by: Tyler Brandt/NBC)",
        "Dancers at the gala. (Tyler Brandt for The Daily Ledger)",
        "Dancers at the gala. (Ledger News: Tyler Brandt)",
        "Dancers at the gala. (Tyler Brandt | The Ledger)",
    ],
)
def test_a_photographer_in_a_credit_is_no_person_of_the_story(text):
    assert people(f"Gala night\n\nThe gala raised money on Monday.\n\n{text}") == {}


def test_a_given_name_says_which_person_a_pronoun_is_when_the_text_does_not():
    text = (
        "Minister quits\n\n"
        "Ruth Ambler resigned as health minister on Monday, and Dennis Oakwell replied.\n\n"
        '"She served well," he said.'
    )
    assert speakers(text) == [("She served well,", "Dennis Oakwell")]


def test_a_body_in_apposition_among_its_kind_is_no_person():
    text = (
        "Closing\n\n"
        "Ada Mae, one of the city's most celebrated restaurants, closed on Saturday.\n\n"
        "Dara Pemberton, 29, a line cook who worked at Ada Mae, said she was sad."
    )
    assert set(people(text)) == {"Dara Pemberton"}


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ('"It was a raid," agency chief SN Prakash told reporters.', "SN Prakash"),
        ('"Bail is refused," said Magistrate RM Kelkar.', "RM Kelkar"),
    ],
)
def test_initials_without_stops_open_a_name(sentence, name):
    text = f"Raid\n\nThe story begins here today.\n\n{sentence}"
    assert name in people(text)
    assert speakers(text)[0][1] == name


@pytest.mark.parametrize(
    "sentence", ["The US Open began on Monday.", "Unions led by IG Metall met."]
)
def test_two_letter_acronyms_are_no_initials(sentence):
    assert people(f"News\n\nThe story begins here today.\n\n{sentence}") == {}


def test_a_given_name_and_surname_after_a_bare_noun_of_doer_or_group_are_a_person():
    # "developer Carlos X", "her dance team Shirlene Y": the person; a label or a maker
    # takes its founder's name ("bridal label Odile Z" is a business)
    text = (
        "Real estate developer Carlos Beruff would abolish the department. The suit names "
        "the leader of her dance team Shirlene Quigley. She wore a gown from bridal label "
        "Odile Marchant.\n\n"
        '"It started with Gov. Bush," Beruff said.'
    )
    assert set(people(text)) >= {"Carlos Beruff", "Shirlene Quigley"}
    assert "Odile Marchant" not in people(text)
    assert speakers(text) == [("It started with Gov. Bush,", "Carlos Beruff")]
