"""General rules for speakers across sentences and paragraphs, appositive speaker phrases,
unnamed-speaker labels, nicknames, and runs of capitals that are not people."""

import datetime

from articles.extraction import extract

from .helpers import people as names
from .helpers import speakers

# People: names, nicknames and titles.


def test_a_nickname_between_first_name_and_surname_is_an_alias():
    text = (
        "Reunion night.\n\n"
        'Former couple Marta "Mo" Quist and Devon "D-Ray" Hale, 30, clashed on stage.\n\n'
        'Quist, 29, did not hold back. "You lied," she said.\n\n'
        "Fans sided with Mo."
    )
    people = names(text)
    assert "Marta Quist" in people and "Devon Hale" in people
    assert "Mo" in people["Marta Quist"].aliases
    assert "D-Ray" in people["Devon Hale"].aliases
    assert not {"Quist", "Hale", "Mo", "D-Ray"} & set(people)


def test_a_chief_title_and_the_body_before_it_come_off_the_name():
    text = (
        "Fire grows.\n\n"
        '"It is moving fast," County Fire Battalion Chief Irma Sotelo said at a briefing.\n\n'
        "Sotelo asked residents to leave."
    )
    people = names(text)
    assert list(people) == ["Irma Sotelo"]
    assert speakers(text) == [("It is moving fast,", "Irma Sotelo")]


def test_institution_and_event_words_make_a_run_no_person():
    text = (
        "Evacuations widen.\n\n"
        "The Elk Creek Fire grew overnight, according to Cal Fire. Elk Creek Fire crews held.\n\n"
        "Lakeside Unified said schools would close. The Rourke Brothers cancelled a show.\n\n"
        "Delacroix, also a Democrat, fired back within hours."
    )
    assert set(names(text)) == {"Delacroix"}


def test_a_clause_or_an_adjective_after_an_inverted_cue_is_no_speaker():
    text = (
        "Talks open.\n\n"
        "Mendes said Brasilia was ready to help. Trade grew, according to Brazilian customs"
        " data, and said Pires at a briefing.\n\n"
        "According to Salgado, the deal is close."
    )
    assert set(names(text)) == {"Mendes", "Pires", "Salgado"}


def test_the_place_an_office_serves_is_no_person_even_with_who():
    text = (
        "Vote due.\n\n"
        "Nia Cole, the MP for Ashwick, who was first elected in 2019, said the rise was fair."
    )
    assert set(names(text)) == {"Nia Cole"}


def test_a_lone_capitalised_word_opening_a_sentence_and_used_in_lower_case_is_a_noun():
    text = (
        "Costs rise.\n\n"
        "The firm warned that levies on steel would hurt.\n\n"
        "Levies added $4 million in costs, Okafor said."
    )
    assert set(names(text)) == {"Okafor"}


def test_a_possessive_in_a_description_says_nothing_of_the_describeds_gender():
    text = (
        "Star retires.\n\n"
        '"She never missed a day," said her longtime coach, Ivo Brandt.\n\n'
        '"I lasted a minute," he said.'
    )
    assert "she" not in names(text)["Ivo Brandt"].pronouns
    assert speakers(text)[-1] == ("I lasted a minute,", "Ivo Brandt")


def test_a_name_in_apposition_after_a_cue_and_description_is_a_person():
    text = 'Tributes.\n\n"It is a dark day," wrote her friend and collaborator, Theo Marsh.'
    assert speakers(text) == [("It is a dark day,", "Theo Marsh")]


# Quotes over several paragraphs and one voice going on.


def test_a_quote_opened_after_a_full_stop_may_run_on_into_the_next_paragraphs():
    text = (
        "Player retires.\n\n"
        "Ada Lind announced her retirement.\n\n"
        '"I started this letter often," she wrote. "Every version ended the same way.\n\n'
        '"My grandfather cut down a racket for me.\n\n'
        '"I am grateful for both."'
    )
    assert speakers(text) == [
        ("I started this letter often,", "Ada Lind"),
        ("Every version ended the same way.", "Ada Lind"),
        ("My grandfather cut down a racket for me.", "Ada Lind"),
        ("I am grateful for both.", "Ada Lind"),
    ]


def test_a_quote_paragraph_with_no_cue_carries_on_the_voice_before():
    text = (
        "Coach reflects.\n\n"
        '"This is the hardest thing I have written," Hana Ito wrote.\n\n'
        '"I will miss the road and the people on it."'
    )
    assert speakers(text)[-1] == ("I will miss the road and the people on it.", "Hana Ito")


def test_short_quotes_joined_by_and_share_their_speaker():
    text = (
        "Deal reached.\n\n"
        "Ms Lomax met union leader Bea Okoro, who described the deal as 'a sticking plaster'"
        " and 'not a cure'."
    )
    assert speakers(text) == [("a sticking plaster", "Bea Okoro"), ("not a cure", "Bea Okoro")]


# Appositive and relative speaker phrases.


def test_a_relative_clause_makes_its_antecedent_the_speaker():
    text = (
        "Visit ends.\n\n"
        "Vera Roblin arrived on Monday. On Tuesday, she held talks with Foreign Minister"
        ' Park Min-jae, who described Chile as "indispensable" to the plan.'
    )
    assert speakers(text) == [("indispensable", "Park Min-jae")]


def test_a_possessive_description_speaks_as_an_unnamed_label():
    text = (
        "Couple split.\n\n"
        'Dana Vell filed for divorce. "They ask for privacy," Vell\'s representative said.\n\n'
        '"We wish her well," said the star\'s publicist.'
    )
    assert speakers(text) == [
        ("They ask for privacy,", "a representative"),
        ("We wish her well,", "a publicist"),
    ]


def test_a_later_definite_reference_takes_the_label_the_speaker_was_introduced_with():
    text = (
        "Couple split.\n\n"
        "A source close to the pair told reporters the split was coming.\n\n"
        '"They lived separate lives," the insider says.'
    )
    assert speakers(text) == [("They lived separate lives,", "a source")]


def test_the_noun_after_a_short_description_makes_the_label():
    text = (
        "Deal signed.\n\n"
        'The pact will "open a new chapter in relations," according to a government'
        " spokesperson."
    )
    assert speakers(text) == [("open a new chapter in relations,", "a spokesperson")]


def test_a_role_phrase_refers_to_the_one_person_whose_description_shares_its_qualifier():
    text = (
        "Debate.\n\n"
        "The Transport Secretary, Priya Lomax, defended the rise.\n\n"
        "The shadow transport secretary, Sir Desmond Hart, was scathing.\n\n"
        "'She has found a new way to make passengers pay,' the shadow minister said."
    )
    assert speakers(text)[-1][1] == "Desmond Hart"


# Speech or a name.


def test_a_quote_after_a_possessive_is_a_title_not_speech():
    text = (
        "Budget.\n\n"
        "She insisted the Office for Budget Responsibility's 'Economic and fiscal outlook'"
        " backed her."
    )
    assert speakers(text) == []


def test_a_short_quote_after_an_object_pronoun_that_ends_the_sentence_is_speech():
    text = 'Tribute.\n\nMinister Luca Berti said the country owed her "a huge debt."'
    assert speakers(text) == [("a huge debt.", "Luca Berti")]


def test_phrasal_and_doubled_consonant_cues():
    text = (
        "Reunion.\n\n"
        'Gia Rossi, 29, spoke first. "You know nothing," she hit back.\n\n'
        'Director Cora Abel admitted that organisers had "fallen short".'
    )
    assert speakers(text) == [("You know nothing,", "Gia Rossi"), ("fallen short", "Cora Abel")]


def test_a_participle_after_stay_is_no_past_tense():
    text = "Schools shut.\n\nThe district said schools would stay closed until Monday."
    moments = extract(text, datetime.date(2025, 8, 15)).moments
    assert [(m.expression, m.date.isoformat()) for m in moments] == [("until Monday", "2025-08-18")]


def test_a_one_word_name_the_text_calls_it_is_an_organisation():
    text = (
        "Fine upheld.\n\n"
        '"We disagree strongly," Orvex said, adding that it would appeal.\n\n'
        "Orvex said it would appeal. Commissioner Ana Vidal said the case was closed."
    )
    assert set(names(text)) == {"Ana Vidal"}


def test_a_month_before_a_surname_and_after_no_preposition_is_a_first_name():
    text = (
        "Family speaks.\n\n"
        "Kira Dane, 34, spoke out. Dane's mother, June Dane, said she was proud.\n\n"
        "In June Dane toured Spain."
    )
    assert {"Kira Dane", "June Dane"} <= set(names(text))
