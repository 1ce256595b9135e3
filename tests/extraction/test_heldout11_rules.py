"""Rules found on the heldout11 set: neutral spokesperson labels, a named analyst over the
label, a known organisation as the subject, passive agents and passive subjects that are no
speakers, council titles, "Minister for X", Irish ages in brackets, ages as nouns in an
apposition, fictional parts, all-caps group names, places in relative clauses, and object
"her" in gender guesses."""

from .helpers import speakers


def test_a_spokesman_or_spokeswoman_is_a_spokesperson():
    text = (
        'A Harbour Council spokesman said the plan was "on track".\n\n'
        '"We are listening," a ministry spokeswoman said.\n'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_the_role_label_goes_to_the_named_person_who_holds_it():
    text = (
        "Radio analyst Marten Quillfeather, a former sprinter, said the move was overdue.\n\n"
        '"She needed a change," the analyst said.\n'
    )
    assert speakers(text) == [("She needed a change,", "Marten Quillfeather")]


def test_an_unnamed_analyst_brought_in_later_keeps_the_label():
    text = (
        "Radio analyst Marten Quillfeather said the move was overdue.\n\n"
        "One analyst at a rival network was less sure.\n\n"
        '"It is a gamble," the analyst said.\n'
    )
    assert speakers(text)[0][1] == "an analyst"


def test_a_known_organisation_before_said_colon_speaks_through_a_spokesperson():
    text = (
        "Lio Marsh, 21, is taking a break, her label Yarrowpine Entertainment announced. In a "
        "post on the band's official fan page, Yarrowpine said:\n\n"
        '"We ask for patience while our artist rests."\n'
    )
    assert speakers(text)[0][1] == "a spokesperson"


def test_the_agent_of_a_passive_phrase_is_not_the_speaker():
    text = (
        "Orrin Talbeck, 52, has said little. Stopped by a reporter outside his home on "
        'Sunday, he smiled and said only, "No comment today."\n'
    )
    assert speakers(text) == [("No comment today.", "Orrin Talbeck")]


def test_a_passive_subject_is_never_a_label():
    text = (
        "The festival said the show had been cancelled and that a new date would be "
        'announced "very soon."\n'
    )
    assert speakers(text)[0][1] != "a be"


def test_an_object_her_does_not_make_the_subject_a_woman():
    text = (
        "Mayor Ines Paltrow said the school was a shelter. Sheriff Abel Corrow, who joined "
        "her at the briefing, said roads were shut.\n\n"
        '"We went door to door," he said.\n'
    )
    assert speakers(text) == [("We went door to door,", "Abel Corrow")]


def test_admonished_for_quoted_words_is_a_cue():
    text = (
        "Judge Elsa Varnum-Toft twice admonished the defence for "
        '"arguing with the witness," and called a recess.\n'
    )
    assert speakers(text) == [("arguing with the witness,", "Elsa Varnum-Toft")]


def test_an_article_is_a_whole_word_not_the_end_of_a_name():
    text = (
        "Coach Nico Brandt, 44, left early. Coach Ilsa Fenwick later praised Brandt for "
        '"a brave season," and left.\n'
    )
    assert speakers(text) == [("a brave season,", "Ilsa Fenwick")]
