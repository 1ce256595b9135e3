"""Mechanisms found on the heldout17 set (and on texts written to check them), each on
invented text.

Display text: a standfirst set between the headline and the byline is display text, and
its quote, repeated in the body, is annotated once; a caption is told by a bracketed or
spaced credit ("[Jane Roe/Reuters]", "(Kyle Roe / Getty Images)"), by an agency in brackets
("(PA)"), or by standing above the photo's credit line before the story starts.

Speakers: a body of several capitalised words before a role and a name ("said Redline
Promotions founder Gary Pitt"); an organisation with a "which" clause opening the clause a
participle hangs on ("Harbourline, which runs ..., has offered ..., saying"); a definite
subject with capitalised modifiers and an organisation's head noun ("The GMB union", "The
Leeds-based company", "The Tailors' Union"), which is never handed on to the official
named next; a thousands comma inside an apposition; the object of a preposition is no
subject of the cue ("X, general secretary of the Aircrew Union, which ..., said"); a role
and name after the stop that closes a sentence belong to the next sentence; a bare plural
possessive ("Harkins’ agent, Nina X,") is never the speaker; a rank before a compound label
("One senior council officer") and its definite back-reference ("the officer").

People: a fuller name set before a role and another name ("Glass Harbour frontman Nathan
X") is a body; a list of full names that is the subject of a copula with a plural noun for
people ("were among the artists") names people.

Moments: readiness ("was prepared to") looks ahead.
"""

from articles.extraction.text import classify_paragraphs
from articles.extraction.types import HEADLINE

from .helpers import speakers

# ---- display text ---------------------------------------------------------------------


def test_a_standfirst_above_the_byline_is_display_text_and_its_quote_is_not_kept():
    text = (
        "Singer Ava Stone cancels autumn tour\n\n"
        "\u201cI have to listen to my body for once,\u201d the singer wrote.\n\n"
        "By Jane Roe\n\n"
        "Ava Stone has cancelled her autumn tour, the singer announced on Tuesday.\n\n"
        "\u201cI have to listen to my body for once. I am so sorry,\u201d Stone wrote.\n"
    )
    kinds = [p.kind for p in classify_paragraphs(text)]
    assert kinds[:2] == [HEADLINE, HEADLINE]
    assert [q for q, _s in speakers(text)] == [
        "I have to listen to my body for once. I am so sorry,"
    ]


# ---- speakers -------------------------------------------------------------------------


def test_a_body_of_several_words_before_the_role_after_an_inverted_cue():
    text = (
        "Champion withdraws from title bout\n\n"
        "Vic Moran has pulled out of his title fight, his team said on Tuesday.\n\n"
        '"I have never seen anything like it," said Redline Promotions founder Gary Pitt. '
        '"Nine days out. Nine days."\n'
    )
    assert [s for _q, s in speakers(text)] == ["Gary Pitt", "Gary Pitt"]


def test_an_organisation_with_a_which_clause_opens_the_participle_clause():
    text = (
        "Port workers walk out\n\n"
        "Workers at the port walked out on Monday.\n\n"
        "Harbourline, which runs the terminal under a long lease, has offered 4 percent, "
        'saying anything more would "put the business at risk" of closure.\n'
    )
    assert speakers(text) == [("put the business at risk", "a spokesperson")]


def test_a_body_with_capitalised_modifiers_is_not_the_official_named_next():
    text = (
        "Union attacks takeover\n\n"
        "The Tailors' Union, which represents about 9,000 workers, said the offer would "
        'leave families "worse off". Union official Mark Dunne said: "We will not back down."\n\n'
        'The Leeds-based company said its board had "unanimously" rejected the bid.\n\n'
        "The GMB union, which represents about 2,000 of its staff, said jobs would be "
        '"at risk". GMB officer Lisa Moor said: "We have seen this before."\n'
    )
    assert speakers(text) == [
        ("worse off", "a spokesperson"),
        ("We will not back down.", "Mark Dunne"),
        ("unanimously", "a spokesperson"),
        ("at risk", "a spokesperson"),
        ("We have seen this before.", "Lisa Moor"),
    ]


def test_the_object_of_a_preposition_is_no_subject_of_the_cue():
    text = (
        "Airline boss ousted\n\n"
        "Kevin Dorr, general secretary of the Aircrew Union, which represents about 2,000 "
        'pilots, said staff had raised concerns "again and again."\n'
    )
    assert speakers(text) == [("again and again.", "Kevin Dorr")]


def test_a_bare_plural_possessive_is_never_the_speaker():
    text = (
        "Singer cancels tour\n\n"
        "Jess Harkins has cancelled her tour, the singer announced on Tuesday.\n\n"
        "Harkins\u2019 longtime agent, Nina Cole-Park, told Variety the call was made "
        '"within an hour" of the diagnosis.\n\n'
        "Owen Davies, the champion, pulled out on Monday.\n\n"
        "Davies' coach, Tom Reyes, said the injury happened at the team's camp in Boulder, "
        'Colo., and that the champion had tried to "run it off" before scans.\n'
    )
    assert [s for _q, s in speakers(text)] == ["Nina Cole-Park", "Tom Reyes"]


def test_a_rank_before_a_compound_label_and_its_back_reference():
    text = (
        "Council staff told of cuts\n\n"
        "The council announced cuts on Monday.\n\n"
        "One senior council officer, who asked not to be named, said staff had been given "
        '"barely a day\'s notice" of the plan. "Nobody saw it coming," the officer said.\n\n'
        'A junior hospital doctor said the ward was "close to breaking point".\n'
    )
    assert [s for _q, s in speakers(text)] == [
        "a senior council officer",
        "a senior council officer",
        "a junior hospital doctor",
    ]


# ---- people ---------------------------------------------------------------------------


# ---- moments --------------------------------------------------------------------------


# ---- checked on texts written for this round ------------------------------------------
