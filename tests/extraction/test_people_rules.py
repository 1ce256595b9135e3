"""General rules for names: titles come off, places, outlets and party tags stay out."""

from articles.extraction import extract

from .helpers import people


def test_titles_and_their_qualifiers_come_off_the_name_and_stay_as_descriptors():
    text = (
        "U.S. Sen. Nora Vick and Ohio Gov. Sam Ortiz met on Monday. Latvian Prime Minister "
        "Ilse Berg joined them, and Producer Tim Aalto filmed it. Cllr Pat Reed spoke, and "
        'Attorney General Ben Ward said nothing. "Fine," Reed said.'
    )
    found = people(text)
    assert set(found) == {
        "Nora Vick",
        "Sam Ortiz",
        "Ilse Berg",
        "Tim Aalto",
        "Pat Reed",
        "Ben Ward",
    }
    assert "U.S. Sen." in found["Nora Vick"].descriptors
    assert "Ohio Gov." in found["Sam Ortiz"].descriptors
    assert "Latvian Prime Minister" in found["Ilse Berg"].descriptors
    assert "Producer" in found["Tim Aalto"].descriptors


def test_a_role_word_before_a_title_is_not_stripped_from_a_work_title():
    text = 'She starred in "A Star Is Born" and said so. Star Tribune reported it.'
    assert "Is Born" not in people(text) and "Tribune" not in people(text)


def test_places_and_outlets_after_prepositions_or_told_are_not_people():
    text = (
        "Dan Pell, a former ambassador to Norway, said the deal was done. "
        "Iva Kim, chief of a hospital in Dunmore, said it was late. "
        "Pell told Vanity Fair the same. Its assistant, Iva, the company said, is new."
    )
    assert set(people(text)) == {"Dan Pell", "Iva Kim"}


def test_party_tags_and_pronoun_words_are_not_people():
    text = 'Rep. Joan Hill, D-Fresno, said farms were hurting. "Nobody asked us," Hill said.'
    assert set(people(text)) == {"Joan Hill"}


def test_a_role_phrase_that_starts_a_new_clause_is_not_an_apposition():
    text = "Ann Lee will face Wexford Town, a club spokeswoman said. Lee, 30, agreed."
    assert set(people(text)) == {"Ann Lee"}


def test_two_people_with_one_surname_stay_apart():
    text = "Kim Quill, 29, split from her partner. Her mum, Pat Quill, 54, said she was proud."
    found = people(text)
    assert set(found) == {"Kim Quill", "Pat Quill"}
    assert found["Kim Quill"].ages == (29,)
    assert found["Pat Quill"].ages == (54,)


def test_honorifics_give_gender_and_an_alias_with_a_title_resolves():
    text = 'Mr Hal Keane, 71, spoke. Sir Graham Brandl, 60, spoke too. "No," Sir Graham said.'
    result = extract(text)
    found = {p.name: p for p in result.people}
    assert found["Hal Keane"].pronouns[:1] == ("he",)
    assert result.quotes[0].speaker == "Graham Brandl"


def test_kin_nouns_after_a_possessive_and_a_coordinated_person_make_people():
    text = (
        "Kara Vane and Jude Orr have split. Orr, who fronts a band, said little. "
        "Vane's longtime friend posted a photo."
    )
    assert set(people(text)) == {"Kara Vane", "Jude Orr"}


def test_names_joined_by_an_ampersand_are_a_firm():
    text = "Thieves raided Halden & Sons Jewellers, police said. Ann Roe, 40, saw it."
    assert set(people(text)) == {"Ann Roe"}


def test_a_gendered_descriptor_does_not_attach_to_a_person_of_the_other_gender():
    text = (
        "Jude Orr, 41, spoke. He said he was fine.\n\n"
        "Orr's publicist declined to comment. The actress, 38, met him in 2015."
    )
    assert "The actress" not in people(text)["Jude Orr"].descriptors


def test_film_characters_plural_roles_and_offices_of_state():
    text = (
        "The film follows Mara Lind, a widow. Gil Pry, 40, plays Mara's brother. "
        "Diplomats said the talks were hard. Secretary of State Anna Cole said so too."
    )
    found = people(text)
    assert set(found) == {"Gil Pry", "Anna Cole"}
    assert "Secretary of State" in found["Anna Cole"].descriptors


def test_a_first_name_with_an_age_makes_its_full_name_a_person():
    text = "Megan was paired with Jordan Vale in 2019. Jordan, 30, is now engaged."
    assert set(people(text)) == {"Jordan Vale"}
