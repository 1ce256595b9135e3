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

from .helpers import speakers


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
