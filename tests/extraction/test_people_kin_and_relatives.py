"""How relatives sharing a surname are told apart, and when a kin noun marks a person."""

import pytest

from .helpers import people, speakers


def test_a_surname_alone_is_not_the_relative_brought_in_by_a_kin_noun():
    text = (
        "Bexley Quinn is not here for the haters. The film shows a call with her mother, "
        "Dana Quinn, who cried.\n\nQuinn wrote on Instagram that it was real."
    )
    found = people(text)
    assert "Quinn" in found["Bexley Quinn"].aliases
    assert "Quinn" not in found["Dana Quinn"].aliases


def test_a_kin_noun_before_a_thing_is_no_person_s_kin():
    text = (
        "Mayor's trip questioned\n\n"
        "The mayor spent ten days in Tarvino's sister city of Monteleone in May.\n"
    )
    assert "Tarvino" not in people(text)


def test_a_kin_noun_hyphened_to_a_word_is_a_modifier():
    text = (
        "One of Dunmore's oldest family-run bakeries has been sold.\n\n"
        "Owner Dora Wilcox said the sale was 'the right time'.\n"
    )
    assert set(people(text)) == {"Dora Wilcox"}


def test_kin_in_apposition_makes_a_person():
    text = (
        "The council paid £80,000 to a consultancy run by Ivor Stallard, Dunne's "
        "brother-in-law. Stallard could not be reached.\n"
    )
    assert "Ivor Stallard" in people(text)


def test_a_gendered_title_picks_the_relative_the_kin_phrase_sets_apart():
    text = (
        "Chief executive Maura Kell, 51, said the bakery had been sold.\n\n"
        "'It was hard,' she said.\n\n"
        "Her brother, Declan Kell, who left the firm in 2019, backed the sale.\n\n"
        "'Our grandfather would have understood,' Mr Kell said.\n"
    )
    assert speakers(text)[-1] == ("Our grandfather would have understood,", "Declan Kell")


def test_the_bare_surname_is_not_the_relatives():
    text = (
        "Rory Vance is leaving the Western drama after four seasons.\n\n"
        "Vance lives in Montana with his wife, the photographer Tess Vance, and their sons.\n\n"
        "\u201cI got to play the best part I\u2019ll ever play,\u201d Vance said.\n"
    )
    assert speakers(text) == [("I got to play the best part I\u2019ll ever play,", "Rory Vance")]


def test_two_people_with_one_surname_stay_apart():
    text = "Kim Quill, 29, split from her partner. Her mum, Pat Quill, 54, said she was proud."
    found = people(text)
    assert set(found) == {"Kim Quill", "Pat Quill"}
    assert found["Kim Quill"].ages == (29,)
    assert found["Pat Quill"].ages == (54,)


def test_kin_nouns_after_a_possessive_and_a_coordinated_person_make_people():
    text = (
        "Kara Vane and Jude Orr have split. Orr, who fronts a band, said little. "
        "Vane's longtime friend posted a photo."
    )
    assert set(people(text)) == {"Kara Vane", "Jude Orr"}


def test_the_owner_of_an_ex_wife_is_a_person():
    assert set(people("News\n\nHrithik Varma's ex-wife Sussanne Khan also spoke.\n")) == {
        "Hrithik Varma",
        "Sussanne Khan",
    }


def test_whose_son_someone_is_names_people():
    text = "News\n\nSon of Shah Rukh Varma and Gauri Varma, Aryan Varma, was granted bail.\n"
    assert set(people(text)) == {"Shah Rukh Varma", "Gauri Varma", "Aryan Varma"}


@pytest.mark.parametrize(
    "text",
    [
        "At the lunch, the wife of King Edmund II, Rosalind, sat beside him.",
        # (not a town's state: "in Alder Falls, Ohio,")
        "At the lunch, the wife of Tom Marland, Rosalind, sat beside him.",
    ],
)
def test_a_given_name_set_off_after_whose_kin_it_is_is_a_person(text):
    assert "Rosalind" in people(text)


def test_a_relative_named_by_a_given_name_after_whose_kin_they_are_takes_the_surname():
    text = (
        "Donald Orrin will speak. On the opening night, Orrin's wife, Melanka, is scheduled "
        'to speak. At a rally this spring, she described him as "kind."\n'
    )
    assert set(people(text)) == {"Donald Orrin", "Melanka Orrin"}
    assert speakers(text) == [("kind.", "Melanka Orrin")]


@pytest.mark.parametrize(
    ("text", "children"),
    [
        ("Shakira, 45, and Gerard Pique have two children, Sasha and Milan.", {"Sasha", "Milan"}),
        ("Gwyneth Paltrow, 50, has two children, Apple and Moses.", {"Apple", "Moses"}),
        ("Gerard Pique, 35, met Shakira. Their first son, a boy named Milan, was born.", {"Milan"}),
    ],
)
def test_the_children_a_kin_noun_lists_or_names_are_people(text, children):
    # whatever their names read as alone: a city, a fruit
    assert children <= set(people(text))


def test_names_a_plural_kin_noun_lists_without_a_comma_are_people():
    found = people(
        "Family\n\nThe singer is mom to daughters Lourdes, 26, and Mercy, 17, and twins "
        "Estere and Stella.\n"
    )
    assert set(found) == {"Lourdes", "Mercy", "Estere", "Stella"}


@pytest.mark.parametrize(
    "sentence",
    ["Dana Barlow's daughter, Alabama, wrote:", "Dana Barlow's sister Alabama wrote:"],
)
def test_kin_named_after_a_place_are_people_and_speak(sentence):
    text = f"Drummer in hospital\n\n{sentence} \u201cPlease send your prayers.\u201d\n"
    assert set(people(text)) == {"Dana Barlow", "Alabama Barlow"}
    assert speakers(text) == [("Please send your prayers.", "Alabama Barlow")]


def test_a_place_after_a_kin_noun_and_a_preposition_stays_a_place():
    assert set(people("Move\n\nDana Barlow flew to his wife in Alabama.\n")) == {"Dana Barlow"}


def test_a_given_name_that_is_also_a_word_after_whose_kin_it_is_names_a_person():
    # "bill" is a word too; set off after "Hale's husband" it can only be his name
    text = (
        "Nora Hale spoke in Concord. Hale's husband, Bill, attacked her rival on Sunday. But "
        "the former governor showed restraint on Monday.\n\n"
        '"I have to be careful what I say," he said.\n'
    )
    assert set(people(text)) == {"Nora Hale", "Bill Hale"}
    assert speakers(text) == [("I have to be careful what I say,", "Bill Hale")]


def test_a_given_name_joined_to_a_fuller_name_with_a_middle_name_takes_only_the_surname():
    text = "Michael Ohern sued Sean and Leigh Anne Varden on Monday.\n"
    assert set(people(text)) == {"Michael Ohern", "Sean Varden", "Leigh Anne Varden"}
