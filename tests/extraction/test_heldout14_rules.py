"""Mechanisms found on the heldout14 set, each on invented text.

People: a common noun capitalised only because it opens a sentence, before a full name; a
body's word and an unknown post before a name ("County Registrar X"); names coordinated in
one list are of one kind; "X, now 34,"; a lower-case word on either side of a folded dash is
no part of a name; what befalls only people ("the retirement of X"); a capitalised noun after
a described determiner ("the 58-year-old Democrat") is no name; genders: a pronoun after an
object pronoun is the object's, and a cue's own pronoun outweighs a possessive; descriptions:
the head noun before a prepositional phrase, the last of several role nouns, no role before a
possessive, an apposed name may carry lower-case role words.

Speakers: a definite description of an organisation (its head noun, "it" in the cue's
clause, a "which" clause, an apposed name no person bears, or a proper name ending in the
noun) speaks through a spokesperson, also past a relative clause and as the subject a
participle hangs on; "the <Proper Name>" that is no person likewise; a stop inside the marks
then a capital ends the sentence; "thanked X for" brings in the reason; a noun before the
label noun makes a compound label ("a fund manager"), an adjective does not; the answer to a
question goes to the person it was put to; a pronoun agrees with the one name of its gender
in its sentence when the first name's gender is unknown; a possessive description with a
name in apposition is that person.

Quotes and moments: a possessive in a reported clause before lower-case words is speech; "a
Hail Mary" after a cue is no title; lower-case words set into a headline, and a standfirst
fragment the body quotes again, are teasers; "is expected on Monday" lies ahead.
"""

from .helpers import people, speakers


def test_a_pronoun_after_an_object_pronoun_is_not_the_subjects_gender():
    text = (
        "Senator Loftus Gravenor, the chairman of the panel, interrupted her as she began to "
        "answer.\n\n"
        "On Friday, Gravenor welcomed her departure. "
        '"It was overdue," he said in a statement.\n'
    )
    assert speakers(text) == [("It was overdue,", "Loftus Gravenor")]


def test_the_head_of_a_description_with_a_prepositional_phrase_is_its_role():
    text = (
        "Ottilie Varga-Noon, the vice chancellor, faced the panel. Senator Loftus Gravenor, "
        "the Republican chairman of the panel, pressed her.\n\n"
        '"Will you resign?" the chairman asked.\n'
    )
    assert speakers(text)[-1] == ("Will you resign?", "Loftus Gravenor")


def test_a_definite_description_of_an_organisation_is_a_spokesperson():
    text = (
        "Cyclist Wren Halvorsen-Pike, 26, has been banned by the Northern Cycling Review "
        "Panel.\n\n"
        'In a statement, the review panel said it had "followed the rules."\n\n'
        'The drinks maker, Fizzlight Beverages, said it was "checking its records."\n\n'
        "The county riders committee, which backed Halvorsen-Pike, said it would "
        '"keep fighting."\n'
    )
    assert [s for _q, s in speakers(text)] == ["a spokesperson"] * 3


def test_a_role_noun_description_still_resolves_to_its_holder():
    text = (
        "Coach Amadou Feltrinelli, 58, watched from the stands.\n\n"
        '"We were second best," the coach said.\n'
    )
    assert speakers(text) == [("We were second best,", "Amadou Feltrinelli")]


def test_a_participle_after_a_body_subject_is_the_body_speaking():
    text = (
        "The Coastal Fisheries Authority fined the trawler firm on Monday, saying it had "
        '"ignored every warning" for years.\n'
    )
    assert speakers(text) == [("ignored every warning", "a spokesperson")]


def test_a_stop_inside_the_marks_then_a_capital_ends_the_sentence():
    text = (
        "Tobias Renwick-Hale, 66, chairs the board.\n\n"
        'The college\'s board said it would pick a successor "within weeks." Its chair, '
        'banker Tobias Renwick-Hale, thanked the outgoing head for "years of calm '
        'leadership."\n'
    )
    assert speakers(text) == [
        ("within weeks.", "a spokesperson"),
        ("years of calm leadership.", "Tobias Renwick-Hale"),
    ]


def test_a_noun_before_the_label_noun_makes_a_compound_label():
    text = (
        "Shares fell sharply.\n\n"
        "One pension fund manager, who asked not to be named, said traders were "
        '"caught out".\n\n'
        '"Nobody priced this in," he said.\n'
    )
    assert [s for _q, s in speakers(text)] == ["a fund manager", "a fund manager"]


def test_an_adjective_before_the_label_noun_is_dropped():
    text = 'One retired teacher, who asked not to be named, said it was "a disgrace."\n'
    assert speakers(text) == [("a disgrace.", "a teacher")]


def test_an_answer_goes_to_the_person_the_question_was_put_to():
    text = (
        "Trainer Beatrix Olumide-Frost, 44, and jockey Seraphina Kell, 23, met the press.\n\n"
        '"We were robbed," Olumide-Frost said.\n\n'
        "Outside the weighing room, Kell was asked whether she would ride again.\n\n"
        '"Will you be back?" one reporter asked.\n\n'
        '"Tomorrow," she replied.\n'
    )
    assert speakers(text)[-1] == ("Tomorrow,", "Seraphina Kell")


def test_an_answer_goes_to_the_person_named_in_the_question():
    text = (
        "Senator Loftus Gravenor, 61, questioned Ottilie Varga-Noon, 58, and her deputy, "
        "Helga Stroud, 50.\n\n"
        '"Yes or no, Ms Varga-Noon: did you know?" Gravenor asked.\n\n'
        '"I did not," she replied.\n'
    )
    assert speakers(text)[-1] == ("I did not,", "Ottilie Varga-Noon")


def test_a_possessive_in_a_reported_clause_before_lower_case_words_is_speech():
    text = (
        "Ivo Brandstetter, 50, faced calls to quit. At the time, Maren Olsgaard said he had "
        'her "complete trust".\n'
    )
    assert speakers(text) == [("complete trust", "Maren Olsgaard")]


def test_a_possessive_before_a_capitalised_title_is_still_a_title():
    text = 'Maren Olsgaard, 41, said she loved his "Winter Roads" tour.\n'
    assert speakers(text) == []


def test_a_capitalised_phrase_opening_on_a_is_speech_after_a_cue():
    text = 'Ivo Brandstetter, 50, called the appeal "a Long Shot" and said he would win.\n'
    assert speakers(text) == [("a Long Shot", "Ivo Brandstetter")]


def test_lower_case_words_set_into_a_headline_are_a_teaser():
    text = (
        "Chef Lorcan Ebbesen accused of 'throwing pans at staff' in busy kitchen\n\n"
        'Lorcan Ebbesen, 47, said the claims were "nonsense."\n'
    )
    assert speakers(text) == [("nonsense.", "Lorcan Ebbesen")]


def test_a_standfirst_fragment_the_body_quotes_again_is_a_teaser():
    text = (
        "Ferry operator fined over cancelled sailings\n\n"
        "The watchdog says passengers were let down. The operator says it is 'sorry' but "
        "will appeal.\n\n"
        "By Agnes Whitlow-Breen\n\n"
        "Northsea Ferries was fined $2 million on Tuesday.\n\n"
        'The company said it was "sorry" for the disruption.\n'
    )
    assert speakers(text) == [("sorry", "a spokesperson")]


def test_a_description_the_cue_calls_it_is_a_body():
    text = (
        "Singer Noor Castellane-Wade, 29, says her film was shelved.\n\n"
        'The streaming giant said it had "no plans" to release it.\n'
    )
    assert speakers(text) == [("no plans", "a spokesperson")]


def test_a_body_described_past_a_relative_clause_is_a_spokesperson():
    text = (
        'Noor Castellane-Wade, 29, said she was "heartbroken." The retailer that stocks her '
        'range, Brightmarket, said it would "stand by her."\n'
    )
    assert speakers(text) == [
        ("heartbroken.", "Noor Castellane-Wade"),
        ("stand by her.", "a spokesperson"),
    ]


def test_a_body_first_met_as_a_label_is_a_spokesperson_when_named_as_a_firm():
    text = (
        "A report linked Senator Ilse Marchetti-Boyd, 58, to a defence contractor.\n\n"
        'The contractor, Pellmark Systems, said it "follows every rule."\n'
    )
    assert speakers(text) == [("follows every rule.", "a spokesperson")]


def test_a_capitalised_noun_after_an_age_is_a_description_not_a_person():
    text = (
        "Senator Ilse Marchetti-Boyd, 58, stepped down.\n\n"
        'In a letter, the 58-year-old Democrat wrote that she had "no wish to be a '
        'distraction."\n'
    )
    assert set(people(text)) == {"Ilse Marchetti-Boyd"}
    assert speakers(text)[0][1] == "Ilse Marchetti-Boyd"


def test_a_role_before_a_possessive_is_no_subject_and_an_apposed_name_may_carry_a_role():
    text = (
        "Her chief of staff, Wilma Arkenfeld, 44, defended her.\n\n"
        "The senator's husband, retired judge Corin Vale, declined to comment. Asked whether "
        'his wife would run again, he said: "Ask her."\n'
    )
    assert speakers(text) == [("Ask her.", "Corin Vale")]
    assert "he" not in people(text)["Wilma Arkenfeld"].pronouns


def test_a_pronoun_agrees_with_the_one_name_of_its_gender_when_the_subjects_is_unknown():
    text = (
        "Reality star Tamsin Yardley-Cole has hit back at her former partner, Rhys "
        'Okonedo-Vance, after he claimed she "only wanted fame."\n\n'
        'Okonedo-Vance, 29, said he was "blindsided" by the split.\n'
    )
    assert speakers(text)[0] == ("only wanted fame.", "Rhys Okonedo-Vance")


def test_a_proper_name_with_the_that_is_no_person_speaks_through_a_spokesperson():
    text = (
        "Prime Minister Eleri Vantage, 55, sacked her deputy.\n\n"
        'The Conservatives said the reshuffle was "a sign of panic."\n'
    )
    assert speakers(text) == [("a sign of panic.", "a spokesperson")]


def test_a_name_in_apposition_after_a_possessive_description_is_the_speaker():
    text = (
        "Comedian Osric Pellow, 41, walked off the show.\n\n"
        'His publicist, Jo Brandvik, said the comedian was "deeply upset."\n'
    )
    assert speakers(text) == [("deeply upset.", "Jo Brandvik")]
