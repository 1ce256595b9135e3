"""Rules found on the heldout9 set: titles that hold a name, role nouns and ages, anonymous
sources, companies and their documents, openings that describe before they name, passive and
shared cues, framing verbs, headline excerpts, and the tense of commitments and clauses."""

import pytest

from .helpers import people, speakers


def test_the_n_year_old_is_whoever_is_that_age_not_the_last_named():
    text = (
        "Comedian Theo Blake, 47, opened the show.\n\n"
        "The crowd laughed, and drummer Ivy Moss, 33, played a rimshot. The 47-year-old then "
        'quipped, "That one was for my mother."\n'
    )
    assert speakers(text)[0][1] == "Theo Blake"


@pytest.mark.parametrize(
    "sentence",
    [
        'A person familiar with the talks said, "Nobody will blink first."',
        '"Nobody will blink first," said someone close to the negotiations.',
        '"Nobody will blink first," a person with knowledge of the talks said.',
    ],
)
def test_unnamed_person_familiar_with_something_is_a_source(sentence):
    text = "Talks stalled on Monday.\n\n" + sentence + "\n"
    assert speakers(text)[0][1] == "a source"


def test_the_person_after_a_person_familiar_with_is_the_same_source():
    text = (
        "A person familiar with the bid said the club had raised its offer.\n\n"
        '"They will not go higher than this," the person said.\n'
    )
    assert speakers(text) == [("They will not go higher than this,", "a source")]


def test_company_is_not_a_person_and_speaks_through_a_spokesperson():
    text = (
        "Northgate Energy raised prices again.\n\n"
        'Last year, Northgate said the rise reflected "higher wholesale costs".\n'
    )
    assert people(text) == {}
    assert speakers(text) == [("higher wholesale costs", "a spokesperson")]


def test_opening_description_is_the_person_named_next():
    text = (
        "The chief executive of Marlow Rail has been questioned by MPs over late trains.\n\n"
        "Anita Rowe, 50, appeared before the transport committee on Tuesday.\n\n"
        "Labour MP Tom Reddy asked about bonuses.\n\n"
        'The chief executive said the bonus had been "set by the board".\n'
    )
    assert speakers(text)[-1] == ("set by the board", "Anita Rowe")


def test_spokesperson_words_leave_the_paragraph_topic_free_to_speak_next():
    text = (
        'Chair Mona Lyle asked: "Why are the trains late?"\n\n'
        '"We lack drivers," said Rowe.\n\n'
        "MP Tom Reddy turned to the bonus Rowe received. At the time, Marlow Rail said "
        'the bonus was "well earned".\n\n'
        '"Passengers paid for that bonus," he said.\n'
    )
    assert speakers(text)[-1] == ("Passengers paid for that bonus,", "Tom Reddy")


def test_body_with_the_in_its_name_issues_a_statement_not_a_person():
    text = (
        "Nurse Aoife Lane, 49, said the union would strike.\n\n"
        "The Regional Ambulance Executive said in a statement that call centres "
        'remained "fully staffed."\n'
    )
    assert speakers(text)[-1] == ("fully staffed.", "a spokesperson")
    assert not any("Executive" in d for d in people(text)["Aoife Lane"].descriptors)


def test_joint_statement_read_out_is_a_spokespersons():
    text = (
        "Ana Reyes and Tom Field announced their split on Monday in a joint statement.\n\n"
        '"We remain friends," the statement read.\n'
    )
    assert speakers(text) == [("We remain friends,", "a spokesperson")]


def test_second_verb_after_and_shares_the_first_ones_subject():
    text = (
        "Striker Pavel Ondra was fined on Friday.\n\n"
        "In a statement, the club said no promise had been written down and described his "
        'conduct as "unacceptable".\n'
    )
    assert speakers(text) == [("unacceptable", "a spokesperson")]


def test_question_then_a_name_in_title_case_is_speech():
    text = 'Singer Lia Moor, 29, replied to the fan\'s comment, "Seriously? Never."\n'
    assert speakers(text) == [("Seriously? Never.", "Lia Moor")]


def test_document_which_described_speaks_for_its_author():
    company = (
        "MP Tom Reddy read from a letter the company had sent to the regulator, which "
        'described the figures as "broadly sound".\n'
    )
    assert speakers(company) == [("broadly sound", "a spokesperson")]
    person = (
        "Tom Reddy, 50, spoke first. Then MP Ann Dale read from a letter Reddy had written, "
        'which described the plan as "doomed".\n'
    )
    assert speakers(person)[-1] == ("doomed", "Tom Reddy")


def test_opening_description_with_a_participle_cue_is_the_holder_named_next():
    text = (
        "A federal judge on Tuesday struck down a curfew in Port Ellis, ruling that it "
        '"punished a whole town for one bad night."\n\n'
        "U.S. District Judge Hana Morrow wrote in a 20-page opinion that the curfew was broad.\n"
    )
    assert speakers(text)[0][1] == "Hana Morrow"


def test_passive_agent_of_a_cue_is_the_speaker():
    text = (
        'The head of Marlow Rail has been accused by an MP of "hiding behind timetables".\n\n'
        "Conservative MP Jane Holt, 44, questioned her on Tuesday.\n"
    )
    assert speakers(text) == [("hiding behind timetables", "Jane Holt")]


def test_framing_verb_with_as_cues_the_quote():
    text = (
        'Candidate Lou Park, 60, spent the forum trying to cast both rivals as "career '
        'politicians."\n'
    )
    assert speakers(text) == [("career politicians.", "Lou Park")]


def test_headline_excerpt_of_a_longer_body_quote_is_left_to_the_body():
    text = (
        "Comedian Rex Dunn apologises to singer: 'I went too far'\n\n"
        "Comedian Rex Dunn said sorry on Monday.\n\n"
        '"I made a joke, and I went too far," Dunn, 52, told the audience.\n'
    )
    assert speakers(text) == [("I made a joke, and I went too far,", "Rex Dunn")]
