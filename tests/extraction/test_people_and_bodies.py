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


def test_a_document_without_an_author_is_no_person_label():
    text = 'Senate vote\n\n"It is late," the report said.'
    assert speakers(text) == [("It is late,", None)]
