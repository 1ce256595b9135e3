"""Mechanisms found on the heldout15 set (and on texts written to check them), each on
invented text.

People: a name set off by commas after a determined noun phrase headed by a noun for a
person (a role, or a doer noun such as "supporter"; the head may carry a short complement);
doer nouns for businesses ("promoter", "publisher") do not make a person; a name the
statement's own "it" points back to is a body ("said in a statement that it", ", saying
it"), and so is a one-word name that takes "which"; a kin noun that modifies a thing
("sister city") says nothing of a person; the actor of "played by"; a list after a plural
role noun; a capitalised word before a role noun modifies it; a long title-case headline run
is no fuller name and a name printed only in a headline is no one; role nouns and
nationalities opening a longer run are a description ("Unseeded Spaniard X"); ", the
American," after a name; a few role nouns ("boss", "seed", "pensioner").

Speakers: a body's name before a role and a name after the quote; a verb joined by "but" to
the cue of the quote before shares that quote's speaker; a nationality as the subject ("the
Italian said"); the phrase of a subject does not run across a subordinate clause, and a
participle's subject described by age and nationality is the person of that age; a sentence
that names only an owner ("X's temper") is about the owner; a relational adjective makes a
compound label ("a legislative aide"), which "the aide" keeps; "one of the sources" and "one
of the people" after "people familiar with" are a source; a named person's document speaks
for them; "found that"/"found had" reports a finding; a participle whose clause calls the
subject "it" is a body's; a description points back from where it stands.
"""

from .helpers import speakers

# ---- people ---------------------------------------------------------------------------


# ---- speakers -------------------------------------------------------------------------


def test_a_body_s_name_may_open_the_role_before_a_name_after_the_quote():
    text = (
        "Club sacks manager\n\n"
        '"It was the right time," Ferndale chairman Victor Amble told reporters.\n'
    )
    assert speakers(text) == [("It was the right time,", "Victor Amble")]


def test_a_verb_joined_by_but_shares_the_speaker_of_the_quote_before():
    text = (
        "Minister under pressure\n\n"
        "Eoin Vale, 51, the Minister for Transport, defended the plan. He said it would work.\n\n"
        'A Government source said the Taoiseach had "every confidence" in the Minister, but '
        'acknowledged that TDs were "uneasy" about it.\n'
    )
    assert speakers(text) == [("every confidence", "a source"), ("uneasy", "a source")]


def test_a_nationality_stands_for_a_person():
    text = (
        "Quarter-final\n\n"
        "Matteo Brivio, 22, beat the fifth seed on Tuesday.\n\n"
        '"I was nervous the whole time," the Italian said.\n'
    )
    assert speakers(text) == [("I was nervous the whole time,", "Matteo Brivio")]


def test_a_participle_s_subject_is_the_clause_s_not_a_phrase_across_a_subordinate_clause():
    text = (
        "Player fined\n\n"
        "Cole Rainer was fined after his loss to Pavel Orsk, the tour announced. Rainer said "
        "he was sorry.\n\n"
        "The 23-year-old American received a penalty late in the third set after throwing his "
        'racket and calling umpire Ines Moor "a joke" on court.\n'
    )
    assert speakers(text) == [("a joke", "Cole Rainer")]


def test_a_sentence_naming_only_an_owner_is_about_the_owner():
    text = (
        "Coach speaks\n\n"
        'His coach, Ray Dunne, said he had talked to him. "He knows it," Dunne said.\n\n'
        "It is not the first time Rainer's temper has cost him. A year ago, he was thrown out "
        'of a match. At the time, he called it "a stupid mistake."\n\n'
        "Cole Rainer, 23, is seeded ninth.\n"
    )
    assert ("a stupid mistake.", "Cole Rainer") in speakers(text)


def test_a_relational_adjective_makes_a_compound_label_which_the_definite_noun_keeps():
    text = (
        "Veto row\n\n"
        'One congressional aide, who asked not to be named, said members were "livid".\n\n'
        '"They were blindsided," the aide said.\n'
    )
    assert [s for _q, s in speakers(text)] == ["a congressional aide", "a congressional aide"]


def test_one_of_the_sources_is_a_source():
    text = (
        "Chief executive ousted\n\n"
        "Two people familiar with the matter said the board had acted. One of the people said "
        'investors were "losing patience".\n\n'
        'Three sources spoke to us. One of the sources said it was "overdue".\n'
    )
    assert [s for _q, s in speakers(text)] == ["a source", "a source"]


def test_a_named_person_s_document_speaks_for_them():
    text = (
        "Audit\n\n"
        "The council's auditor, Grace Ottley, examined the spending.\n\n"
        'Ottley\'s report said the mayor had charged meals for "up to eight people".\n'
    )
    assert speakers(text) == [("up to eight people", "Grace Ottley")]


def test_a_finding_is_reported_in_the_finder_s_words():
    text = (
        "Audit\n\n"
        "The mayor spent four days that the council's auditor, Grace Ottley, found had "
        '"no council purpose".\n'
    )
    assert speakers(text) == [("no council purpose", "Grace Ottley")]


def test_a_description_points_back_from_where_it_stands():
    text = (
        "Star exits\n\n"
        "Ava Lindgren is leaving the show. Creator Ross Kemble praised her work. The "
        "Australian, who created the series, said in a statement that Lindgren had "
        '"shaped it from day one."\n'
    )
    assert speakers(text) == [("shaped it from day one.", "Ross Kemble")]
