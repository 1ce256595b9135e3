"""Rules found on the heldout12 set: organisations, clubs, statements and organisers that
speak through a spokesperson, "X's claims" as a noun, unnamed speakers described by "who" or
an age, an unidentified "someone", a label the story names in apposition, a cue that brings
in the next quote, a subordinate clause's own subject, and places that look like people
(a town after "in", a town before a province, a headline with a pronoun)."""

from .helpers import speakers


def test_an_organisation_noun_speaks_through_a_spokesperson_without_a_statement():
    text = (
        "Lena Varrick, 44, criticised the plan.\n\n"
        'In a written reply, the agency said the figures were "out of date".\n\n'
        'The county\'s housing department has said the homes "meet every standard".\n'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_claims_after_a_possessive_is_a_noun_not_a_cue():
    text = (
        "Mirela Stott, 40, accused the author Petra Dunmore of copying her work.\n\n"
        'Dunmore, 47, denied it on Friday, calling Stott\'s claims "plainly false."\n'
    )
    assert speakers(text) == [("plainly false.", "Petra Dunmore")]


def test_an_office_a_statement_and_organisers_are_spokespeople():
    text = (
        "Governor Ada Pellinger, 58, left early.\n\n"
        'Later, her office said the governor "regrets the delay".\n\n'
        'A league statement said the match had been "properly officiated".\n\n'
        'The festival\'s organisers said the show "will go on".\n'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson"] * 3


def test_a_noun_described_by_who_or_an_age_is_an_unnamed_person():
    text = (
        "The mill closed in May.\n\n"
        "One welder who worked there for years, who asked not to be named, said the alarms "
        'had failed. "We told them twice," he said.\n\n'
        "One inmate, a 40-year-old former baker, told inspectors he had no blanket. "
        '"It was cold every night," he said.\n'
    )
    assert [s for _t, s in speakers(text)] == ["a welder", "an inmate"]


def test_an_unidentified_someone_is_no_speaker():
    text = (
        'Mayor Tobin Orrell, 60, spoke first. "We will listen," he said.\n\n'
        '"Resign now!" someone shouted from the back.\n'
    )
    assert speakers(text) == [("We will listen,", "Tobin Orrell"), ("Resign now!", None)]


def test_a_label_named_in_apposition_is_that_person():
    text = (
        "The market reopened on Monday.\n\n"
        "A shop owner, Imelda Kestrin, said trade had halved.\n\n"
        '"Nobody walks past any more," she said.\n'
    )
    assert speakers(text) == [("Nobody walks past any more,", "Imelda Kestrin")]


def test_a_label_the_next_paragraph_names_is_that_person():
    text = (
        "Councillor Pia Wendt, 50, faced the hall on Tuesday. The crowd clapped when a retired "
        'teacher called her "a coward."\n\n'
        "The retired teacher, Olwen Marsh, 71, had queued for an hour.\n"
    )
    assert speakers(text) == [("a coward.", "Olwen Marsh")]


def test_a_cue_ending_in_a_colon_brings_in_the_next_quote_not_this_one():
    text = (
        "Councillor Pia Wendt, 50, faced the hall. When Ms. Wendt said she had "
        '"read every letter," a woman at the back called out: "You read none!"\n'
    )
    assert speakers(text) == [("read every letter,", "Pia Wendt"), ("You read none!", "a woman")]


def test_a_subordinate_clause_has_its_own_subject():
    text = (
        "Singer Maya Quell has hit back at her former bandmate Jonas Treml after he claimed "
        'the split was "all about money".\n\n'
        "Treml, 31, made the remark on Sunday. Quell, 28, said she was upset.\n"
    )
    assert speakers(text) == [("all about money", "Jonas Treml")]
