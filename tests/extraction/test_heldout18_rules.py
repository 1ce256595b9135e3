"""Mechanisms found on the heldout18 and heldout19 sets, each on invented text.

People: a generational suffix ("Jr.") stays on the reported name but off the name used to
match short forms ("Webb" is "Tom Webb Jr."); a one-letter word after "on" that closes a
sentence ("wrote on X. Webb, who ...") is no initial; a list of names extends over a
suffix and over a role noun after its last "and" ("and newcomer Ana Roe"), but a role
noun alone makes no list of two; a nickname with the surname ("Dutch Reardon" in a
headline) is the full name given with that nickname; one word after a lower-case noun for
a body ("the drivers' union Railwise") or in camel case ("TeleMax") is an organisation; a
capitalised word with an English prefix ("Anti-Doping") is no name; a preposition opening
a sentence ("Under Roe's post") is no part of a name.

Speakers: a sentence whose subject is "the N-year-old" is about the one person of that
age, and a "he said" after it is theirs.
"""

from .helpers import speakers


def test_a_headline_that_shortens_a_body_quote_is_display_text():
    text = (
        "Police chief resigns over cuts: 'I will not be the chief who makes a mother wait'\n\n"
        "Chief Tom Reed, 58, resigned on Monday.\n\n"
        '"I will not be the chief who makes a mother wait 40 minutes for help because we '
        'cut the night shift," Reed wrote.\n'
    )
    assert [s for _q, s in speakers(text)] == ["Tom Reed"]


def test_a_headline_quote_with_its_own_cue_stays():
    text = (
        "\u201cIt is appalling to me that a post about our day was met with hatred,\u201d "
        "Ana Roe wrote on Instagram\n\n"
        "\u201cIt is appalling to me that a post about our day was met with hatred. This is "
        "not backlash,\u201d Roe wrote on Monday.\n"
    )
    assert len(speakers(text)) == 2


def test_a_quoted_nickname_inside_a_name_is_no_quote():
    text = (
        "Council cuts budget\n\n"
        'Councilman Robert "Bobby" Lane, who proposed the cuts, said the budget had grown '
        '"faster than anything else."\n'
    )
    assert speakers(text) == [("faster than anything else.", "Robert Lane")]
