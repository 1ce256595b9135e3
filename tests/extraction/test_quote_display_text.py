"""Quoted words in headlines and standfirsts are display text, left to the body quote."""

import pytest

from articles.extraction.text import classify_paragraphs
from articles.extraction.types import HEADLINE

from .helpers import speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Harbour town budget passes as mayor warns of 'painful cuts'\n\n"
            'Mayor Odile Brandt said the town faced "painful cuts".\n',
            [("painful cuts", "Odile Brandt")],
            id="headline_fragment_is_left_to_the_body",
        ),
        pytest.param(
            "Comedian Rex Dunn apologises to singer: 'I went too far'\n\n"
            "Comedian Rex Dunn said sorry on Monday.\n\n"
            '"I made a joke, and I went too far," Dunn, 52, told the audience.\n',
            [("I made a joke, and I went too far,", "Rex Dunn")],
            id="headline_excerpt_of_a_longer_body_quote_is_left_to_the_body",
        ),
        pytest.param(
            "Chef Lorcan Ebbesen accused of 'throwing pans at staff' in busy kitchen\n\n"
            'Lorcan Ebbesen, 47, said the claims were "nonsense."\n',
            [("nonsense.", "Lorcan Ebbesen")],
            id="lower_case_words_set_into_a_headline_are_a_teaser",
        ),
        pytest.param(
            "Ferry operator fined over cancelled sailings\n\n"
            "The watchdog says passengers were let down. The operator says it is 'sorry' but "
            "will appeal.\n\n"
            "By Agnes Whitlow-Breen\n\n"
            "Northsea Ferries was fined $2 million on Tuesday.\n\n"
            'The company said it was "sorry" for the disruption.\n',
            [("sorry", "the company")],
            id="a_standfirst_fragment_the_body_quotes_again_is_a_teaser",
        ),
        pytest.param(
            "'I never believed I could beat them': Ola Fenn takes the county crown\n\n"
            "Ola Fenn won the county title on Sunday.\n\n"
            "'Honestly, I never believed I could beat them this year,' Fenn said.\n",
            [("Honestly, I never believed I could beat them this year,", "Ola Fenn")],
            id="a_headline_quote_with_no_cue_lifted_from_the_body_is_display_text",
        ),
        pytest.param(
            "'A slap in the face': Kilbrook library to close\n\n"
            "The library will close in June.\n\n"
            'Cllr Niamh Foley called the decision "a slap in the face" for readers.\n',
            [("a slap in the face", "Niamh Foley")],
            id="a_headline_quote_as_long_as_the_body_quote_is_display_text",
        ),
    ],
)
def test_a_headline_or_standfirst_quote_is_left_to_the_body(text, expected):
    assert speakers(text) == expected


def test_a_standfirst_ending_on_quoted_words_holds_no_quotes():
    text = (
        "Singer Defends Her Stand-In\n\n"
        "The star, who missed shows of \u2018Night Train,\u2019 says the jeers "
        "\u201churt a lot\u201d\n\n"
        "By Sam Reed\n\n"
        "Mara Ellison missed six shows of \u201cNight Train,\u201d the play she leads.\n\n"
        "\u201cThe jeers hurt a lot, and I cried,\u201d Ellison wrote on Sunday.\n"
    )
    assert [t for t, _s in speakers(text)] == ["The jeers hurt a lot, and I cried,"]


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


def test_a_quote_set_in_a_title_case_headline_is_not_kept_but_its_voice_goes_on():
    # the headline's capitals are not the speaker's words as said; a story opening on a
    # quote with no cue goes on in the headline's voice
    text = (
        "Ida Marsh: \u2018We Are Going All The Way To The Final And Winning It.\u2019\n\n"
        "\u201cThe team has never been stronger, and the fans know it.\u201d\n\n"
        "Marsh spoke to reporters after training on Monday.\n"
    )
    assert speakers(text) == [
        ("The team has never been stronger, and the fans know it.", "Ida Marsh")
    ]
