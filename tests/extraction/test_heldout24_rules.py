"""Mechanisms found on the heldout24 and heldout25 sets, each on invented text.

Dates: what is still left of a run lies ahead ("had six games left, starting with ... on
Friday"); a participle after an article is an adjective ("on a staggered basis"); "is
expecting" arranges something ahead; a verb past a clause break (", though ...") says
nothing of a date before it; a history's year may be before 1900.

People: a nationality and a sport make a governing body ("Welsh Rowing"); a compass word
opens a region's name ("South Lakeland"), and the place it is part of is no one either; a
kin noun hyphened to a word is a modifier ("Dunmore's oldest family-run bakery");
advice firms end on "Advisory", "Associates", "Management"; a bare doer's noun before a
full name ("goalscorer Ana Roe") makes a person; a gendered title picks the relative whose
kin phrase gives the other bearer of the surname the other gender ("Her brother ... Mr X").

Speakers: "According to a statement from the promoter, the dates will be announced "..."" is
a spokesperson's (a passive cue names no one); an unnamed source cited at a paragraph's end
("according to a nurse who ...") is the next "she said"; "thanked X, Y and Z for "..."" with
a long list. Quotes: a headline's quoted words with no cue of their own, lifted from a body
quote, are display text.
"""

from .helpers import speakers


def test_a_passive_cue_after_according_to_a_statement_is_a_spokespersons():
    text = (
        "The festival was called off on Monday. According to a statement from the festival's "
        "organiser, refunds will be issued, and new dates will be announced "
        '"once the site is safe."\n'
    )
    assert speakers(text) == [("once the site is safe.", "a spokesperson")]


def test_an_unnamed_source_cited_at_a_paragraphs_end_is_the_next_she():
    text = (
        "Dr Amara Solt, the trust's medical director, said the ward would shut.\n\n"
        "Staff learned of the plan on Friday, according to a nurse who was there and who "
        "asked not to be named because she still works at the hospital.\n\n"
        '"Nobody saw it coming," she said. "People just sat there."\n'
    )
    assert [s for _q, s in speakers(text)] == ["a nurse", "a nurse"]


def test_thanks_to_a_long_list_for_quoted_words():
    text = (
        "Olympic sprinter Rhiannon Tate, 31, has pulled out of the race.\n\n"
        "The sprinter thanked physio Ben Ashe, coach Ruth Oyelaran and nutritionist Priya Mand "
        'for "keeping me upright all season."\n'
    )
    assert speakers(text) == [("keeping me upright all season.", "Rhiannon Tate")]


def test_a_headline_quote_with_no_cue_lifted_from_the_body_is_display_text():
    text = (
        "'I never believed I could beat them': Ola Fenn takes the county crown\n\n"
        "Ola Fenn won the county title on Sunday.\n\n"
        "'Honestly, I never believed I could beat them this year,' Fenn said.\n"
    )
    assert speakers(text) == [
        ("Honestly, I never believed I could beat them this year,", "Ola Fenn")
    ]
