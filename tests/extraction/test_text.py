import datetime

import pytest

from articles.extraction import extract
from articles.extraction.text import (
    classify_paragraphs,
    guess_byline,
    guess_headline,
    guess_outlet,
    mask_party_tags,
    normalize,
    recase_capital_leads,
)
from articles.extraction.types import CAPTION, CREDIT, HEADLINE, PROSE, RELATED, TAGS

ARTICLE = """\u201cWe will win,\u201d Smith said at the rally

Jane Smith; Bob Jones

Jane\u00a0Smith, 45, spoke on Monday \u2014 at length\u2026

Jane Smith waves to supporters in Denver in May 2023

Related: Smith Opens Up About Her Campaign

John Doe/Getty Images

Contributing: Ann Lee, USA TODAY"""


def test_normalize_keeps_length_and_folds_spaces_dashes_ellipses():
    folded = normalize("a\u00a0b \u2014 c\u2026 \u201cq\u201d")
    assert folded == "a b - c. \u201cq\u201d"
    assert len(folded) == len("a\u00a0b \u2014 c\u2026 \u201cq\u201d")


def test_an_opening_single_mark_set_for_an_apostrophe_is_one_and_opens_no_quote():
    text = "In 1970, Ola Berg starred in Tom Reyes\u2018s classic film, \u2018Harbour\u2019."
    assert normalize(text) == text.replace("Reyes\u2018s", "Reyes\u2019s")
    extraction = extract(text)
    assert [p.name for p in extraction.people] == ["Ola Berg", "Tom Reyes"]
    assert extraction.quotes == ()


def test_classify_paragraphs():
    kinds = [p.kind for p in classify_paragraphs(normalize(ARTICLE))]
    assert kinds == [HEADLINE, TAGS, PROSE, CAPTION, RELATED, CREDIT, CREDIT]


def test_guesses():
    text = normalize(ARTICLE)
    paragraphs = classify_paragraphs(text)
    assert guess_headline(text, paragraphs).startswith("\u201cWe will win")
    assert guess_outlet(text, paragraphs) == "USA TODAY"
    assert guess_byline(text, paragraphs) == "Ann Lee"


def test_first_line_with_a_stop_is_prose():
    paragraphs = classify_paragraphs("Smith quits.\n\nShe left on Friday.")
    assert [p.kind for p in paragraphs] == [PROSE, PROSE]


def test_a_captionlike_line_above_a_photo_credit_is_a_caption():
    text = (
        "Leaders agree cable deal\n\n"
        "Ilse Berg, right, and Ott Aas arrive in Oslo, Norway, May 27, 2025.\n"
        "Jane Roe/Reuters\n\n"
        "Berg will play Manchester on 8 December.\n\n"
        "John Doe/Getty Images"
    )
    kinds = [p.kind for p in classify_paragraphs(text)]
    assert kinds == [HEADLINE, CAPTION, CREDIT, PROSE, CREDIT]


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("Rona Vale, R-Ky., said it.", "Rona Vale         said it."),
        ("Rep. Ed Moss (D-Ore.) said", "Rep. Ed Moss          said"),
        ("Rona Vale, R-N.Y., the whip, said", "Rona Vale,         the whip, said"),
        ("Sen. Jo Ray (D) said", "Sen. Jo Ray     said"),
        ("a D-Day landing", "a D-Day landing"),
    ],
)
def test_party_tags_after_names_are_blanked_one_space_per_character(text, masked):
    assert mask_party_tags(text) == masked


def test_a_party_tag_does_not_hide_the_speaker_after_a_quote():
    text = 'Senate vote\n\n"We will act," Senate Majority Leader Rona Vale, R-Ky., said.'
    assert [(q.text, q.speaker) for q in extract(text).quotes] == [("We will act,", "Rona Vale")]


@pytest.mark.parametrize(
    ("text", "recased"),
    [
        ("WILL HARLOW HAS been banned", "Will Harlow has been banned"),
        ("PARIS AND LONDON are", "Paris and London are"),
        ("LONDON (Reuters) - The", "LONDON (Reuters) - The"),
        ("NEW YORK — The mayor", "NEW YORK — The mayor"),
    ],
)
def test_a_paragraph_opening_in_capitals_is_recased_one_character_for_one(text, recased):
    assert recase_capital_leads(text) == recased


@pytest.mark.parametrize(
    ("first_line", "kind"),
    [
        ("Mayor Pike Is Now Being Held Up As The Face Of The Strike.", HEADLINE),
        ("Mayor Pike resigned on Monday after a long row with the council.", PROSE),
    ],
)
def test_an_opening_line_in_title_case_is_a_headline_even_with_a_stop(first_line, kind):
    text = f"{first_line}\n\nThe council met on Tuesday and voted to replace him.\n"
    assert classify_paragraphs(text)[0].kind == kind


def test_a_comma_after_a_bracketed_party_tag_moves_up_to_the_name():
    assert mask_party_tags("said Ed Moss (D), a backer") == "said Ed Moss,     a backer"
    assert mask_party_tags("Ed Moss (D-Ore.), who") == "Ed Moss,          who"


def test_a_name_that_contributed_is_a_credit_line():
    extraction = extract(
        "News\n\nMira Castell said the plan was fine on Monday.\n\nNolan Brisk contributed.\n"
    )
    assert extraction.paragraphs[-1].kind == CREDIT
    assert [p.name for p in extraction.people] == ["Mira Castell"]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        # a sentence that opens with a time is prose, not a byline
        ("By Tuesday evening, the post had been deleted.", PROSE),
        ("By March, the band had sold out the tour.", PROSE),
        # a byline stays one, a month used as a given name too
        ("By June Alder", CREDIT),
        ("By Conor Walsh and Ravi Menon", CREDIT),
    ],
)
def test_a_line_opening_with_by_and_a_time_is_prose(line, kind):
    text = "The singer posted a video on Monday.\n\n" + line + "\n\nHer team said nothing."
    assert classify_paragraphs(text)[1].kind == kind


@pytest.mark.parametrize(
    "line",
    [
        # speech set in double marks, as prose sets it
        'Ann Lee says she is disappointed with "what this verdict means for other women," '
        'calling it a "setback," while Tom Vance says "the jury gave me my life back"',
        # two sentences, the last a quote with no stop
        '"She was demonised here," Bredehoft added about Lee. "A number of things were allowed '
        'in this court that should not have been allowed, and it confused the jury"',
    ],
)
def test_a_long_opening_line_that_reads_as_prose_is_a_standfirst(line):
    # prose, its speech counted, though it closes on no stop
    paragraphs = classify_paragraphs(f"{line}\n\nThe jury sat for six weeks.")
    assert [p.kind for p in paragraphs] == [PROSE, PROSE]


def test_a_tabloids_long_headline_without_speech_stays_a_headline():
    line = (
        "Della Marchmont QUITS her own breakfast show after 17 years as bitter contract row "
        "with Northlight TV bosses over 'insulting' pay cut explodes into the open"
    )
    paragraphs = classify_paragraphs(f"{line}\n\nShe left on Friday.")
    assert [p.kind for p in paragraphs] == [HEADLINE, PROSE]


def test_a_question_in_title_case_is_a_subheading_whose_capitals_make_no_name():
    text = (
        "Actor Alec Baldwin fired the gun on Thursday.\n\n"
        "What is Alec Baldwin Saying?\n\nHe said it was a tragedy."
    )
    assert [p.kind for p in classify_paragraphs(text)] == [PROSE, HEADLINE, PROSE]
    assert [p.name for p in extract(text).people] == ["Alec Baldwin"]


def test_a_title_case_line_with_no_stop_is_a_subheading_and_its_year_a_moment():
    text = (
        "Singer Ola Berg died on Monday.\n\n"
        "Ola Berg and Tom Reyes Shared the Stage in 2023\n\n"
        "Their last concert sold out.\n\n"
        "Ola Berg at the Mercury Awards in London\n\n"
        "Tom Reyes, Staff Writer\n\n"
        "He said it was a loss."
    )
    assert [p.kind for p in classify_paragraphs(text)] == [
        PROSE,
        HEADLINE,
        PROSE,
        CAPTION,
        CAPTION,
        PROSE,
    ]
    assert [m.expression for m in extract(text, datetime.date(2024, 2, 6)).moments] == [
        "on Monday",
        "in 2023",
    ]


def test_a_tabloids_first_word_in_capitals_before_a_name_reads_as_a_title():
    text = (
        "KING Charles paid tribute to his mother last night.\n\n"
        "Close to tears, he said: \u2018Thank you for your love and devotion.\u2019\n"
    )
    assert [p.name for p in extract(text).people] == ["Charles"]
    assert [q.speaker for q in extract(text).quotes] == ["Charles"]


def test_a_given_name_in_capitals_opening_the_lede_reads_as_a_name_and_an_acronym_does_not():
    text = (
        "TOMAS Varga has settled his claim against the publisher.\n\n"
        "FBI Director Dana Whitlow said the inquiry would go ahead.\n\n"
        'In a thread on X, Varga explained: "They are offering me an enormous sum."\n'
    )
    assert {p.name for p in extract(text).people} == {"Tomas Varga", "Dana Whitlow"}
    assert [q.speaker for q in extract(text).quotes] == ["Tomas Varga"]
