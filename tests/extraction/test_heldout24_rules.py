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

from .helpers import people, speakers


def test_a_nationality_and_a_sport_make_a_governing_body():
    text = (
        "Ines Harlow won the title in Bala.\n\n"
        "In a statement, Welsh Rowing said the regatta had been 'a credit to the town'.\n"
    )
    assert "Welsh Rowing" not in people(text)
    assert speakers(text) == [("a credit to the town", "a spokesperson")]


def test_a_compass_word_opens_a_regions_name():
    text = (
        "Farmers across South Lakeland, who lost crops in the floods, will get help.\n\n"
        "Owner Dora Wilcox said the aid was 'the right call'.\n"
    )
    assert set(people(text)) == {"Dora Wilcox"}


def test_a_kin_noun_hyphened_to_a_word_is_a_modifier():
    text = (
        "One of Dunmore's oldest family-run bakeries has been sold.\n\n"
        "Owner Dora Wilcox said the sale was 'the right time'.\n"
    )
    assert set(people(text)) == {"Dora Wilcox"}


def test_advice_firms_end_on_their_trade():
    text = (
        "Tom Greer, a partner at Bristol-based consultancy Pellham Advisory, said margins were "
        "thin. Analysts at Corran Associates agreed.\n"
    )
    assert set(people(text)) == {"Tom Greer"}


def test_a_bare_doers_noun_before_a_full_name_makes_a_person():
    text = (
        "The keeper denied Harbour City goalscorer Nico Bastian twice before half-time.\n\n"
        "Coach Lena Ward said the save was 'unreal'.\n"
    )
    assert "Nico Bastian" in people(text)


def test_a_gendered_title_picks_the_relative_the_kin_phrase_sets_apart():
    text = (
        "Chief executive Maura Kell, 51, said the bakery had been sold.\n\n"
        "'It was hard,' she said.\n\n"
        "Her brother, Declan Kell, who left the firm in 2019, backed the sale.\n\n"
        "'Our grandfather would have understood,' Mr Kell said.\n"
    )
    assert speakers(text)[-1] == ("Our grandfather would have understood,", "Declan Kell")


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
