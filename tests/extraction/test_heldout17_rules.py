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


# ---- people ---------------------------------------------------------------------------


# ---- moments --------------------------------------------------------------------------


# ---- checked on texts written for this round ------------------------------------------
