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


def test_a_headline_quote_with_no_cue_lifted_from_the_body_is_display_text():
    text = (
        "'I never believed I could beat them': Ola Fenn takes the county crown\n\n"
        "Ola Fenn won the county title on Sunday.\n\n"
        "'Honestly, I never believed I could beat them this year,' Fenn said.\n"
    )
    assert speakers(text) == [
        ("Honestly, I never believed I could beat them this year,", "Ola Fenn")
    ]
