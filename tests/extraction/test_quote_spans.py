"""What is a quote: speech or a title, where its marks open and close, and what holds none."""

import pytest

from articles.extraction import extract

from .helpers import speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Fans will have to wait ... 'cause the record is not coming out this week.\n\n"
            "The singer broke the news on Monday.\n",
            [],
            id="paragraph_after_an_elision_is_not_a_quote_continued",
        ),
        pytest.param(
            "Ann Lee wrote to the paper.\n\n"
            "\u201d \u2026 they are not like him at all,\u201d Lee said.\n",
            [("\u2026 they are not like him at all,", "Ann Lee")],
            id="a_closing_mark_that_opens_a_paragraph_opens_a_quote",
        ),
        pytest.param(
            "\u201cI think he is touching a vein,\u201d Ann Lee said. "
            "\u201c You know, that sense is real.\u201d\n",
            [
                ("I think he is touching a vein,", "Ann Lee"),
                ("You know, that sense is real.", "Ann Lee"),
            ],
            id="a_space_after_the_opening_mark_still_continues_the_speaker",
        ),
        pytest.param(
            "\u201cDonald Trump\u2018s view of Islam could make us less safe,\u201d Sadiq Khan "
            "said.\n",
            [("Donald Trump\u2018s view of Islam could make us less safe,", "Sadiq Khan")],
            id="a_left_single_mark_inside_a_word_is_an_apostrophe",
        ),
        pytest.param(
            "Will Smith played Venus Williams\u2018 father. \u201cHe was a fierce defender of his "
            "family,\u201d Smith said.\n",
            [("He was a fierce defender of his family,", "Will Smith")],
            id="a_left_single_mark_after_a_plural_is_an_apostrophe",
        ),
        pytest.param(
            "\u201cSenators help if I asked \u2018em. They always have,\u201d Rob Portman said. "
            "\u201cThey talk back at \u2019em,\u201d he added.\n\n"
            "Ann Lee said: \u2018We loved the \u201890s and rock \u2018n\u2019 roll.\u2019\n",
            [
                ("Senators help if I asked \u2018em. They always have,", "Rob Portman"),
                ("They talk back at \u2019em,", "Rob Portman"),
                ("We loved the \u201890s and rock \u2018n\u2019 roll.", "Ann Lee"),
            ],
            id="a_single_mark_that_elides_letters_or_a_decade_opens_no_quote",
        ),
        pytest.param(
            "Rep. Jo Vale said in \u201808 that the vote had changed. \u201cPeople noticed. It "
            "ends the \u2018blame game\u2019 for good,\u201d he said.\n\n"
            'Vale said there had been "13 complaints" and \u201813 letters\u2019 in all.\n',
            [
                ("People noticed. It ends the \u2018blame game\u2019 for good,", "Jo Vale"),
                ("13 complaints", "Jo Vale"),
                ("13 letters", "Jo Vale"),
            ],
            id="a_single_mark_before_a_year_s_last_two_digits_opens_no_quote",
        ),
        pytest.param(
            "\u201cYou are the best messengers,\u201d Dana Whitlow told them. \u201cWe fear "
            "people who say, \u2018I like her, I\u2019ll vote for her in November.\u201d\n",
            [
                ("You are the best messengers,", "Dana Whitlow"),
                (
                    "We fear people who say, \u2018I like her, I\u2019ll vote for her in November.",
                    "Dana Whitlow",
                ),
            ],
            id="a_single_mark_left_open_inside_a_quotation_does_not_keep_it_open",
        ),
        pytest.param(
            'Singer Lia Moor, 29, replied to the fan\'s comment, "Seriously? Never."\n',
            [("Seriously? Never.", "Lia Moor")],
            id="question_then_a_name_in_title_case_is_speech",
        ),
        pytest.param(
            "Ivo Brandstetter, 50, faced calls to quit. At the time, Maren Olsgaard said he had "
            'her "complete trust".\n',
            [("complete trust", "Maren Olsgaard")],
            id="a_possessive_in_a_reported_clause_before_lower_case_words_is_speech",
        ),
        pytest.param(
            'Maren Olsgaard, 41, said she loved his "Winter Roads" tour.\n',
            [],
            id="a_possessive_before_a_capitalised_title_is_still_a_title",
        ),
        pytest.param(
            'Ivo Brandstetter, 50, called the appeal "a Long Shot" and said he would win.\n',
            [("a Long Shot", "Ivo Brandstetter")],
            id="a_capitalised_phrase_opening_on_a_is_speech_after_a_cue",
        ),
        pytest.param(
            "Council cuts budget\n\n"
            'Councilman Robert "Bobby" Lane, who proposed the cuts, said the budget had grown '
            '"faster than anything else."\n',
            [("faster than anything else.", "Robert Lane")],
            id="a_quoted_nickname_inside_a_name_is_no_quote",
        ),
        pytest.param(
            "The minister, Dora Quayle, said the scheme was 'not a landlords' charter', a line "
            "she repeated all afternoon.\n",
            [("not a landlords' charter", "Dora Quayle")],
            id="a_plurals_apostrophe_inside_single_marks",
        ),
        pytest.param(
            'Winger Luis Abad, the club\'s top scorer, called the sacking a "body blow."\n',
            [("body blow.", "Luis Abad")],
            id="a_cued_phrase_after_an_article_closing_the_sentence_is_speech",
        ),
        pytest.param(
            "Budget.\n\n"
            "She insisted the Office for Budget Responsibility's 'Economic and fiscal outlook'"
            " backed her.",
            [],
            id="a_quote_after_a_possessive_is_a_title_not_speech",
        ),
        pytest.param(
            'Tribute.\n\nMinister Luca Berti said the country owed her "a huge debt."',
            [("a huge debt.", "Luca Berti")],
            id="a_short_quote_after_an_object_pronoun_that_ends_the_sentence_is_speech",
        ),
        pytest.param(
            'Campaigners from the "Save Our Pool group said they would fight.\n\n'
            '"Nobody asked us," one resident said.',
            [("Nobody asked us,", "a resident")],
            id="a_stray_mark_mid_sentence_does_not_run_on_into_the_next_paragraph",
        ),
        pytest.param(
            'Ben Cole, who starred in "Winter Road," described the shoot as "cold and wet and '
            'worth it."',
            [("cold and wet and worth it.", "Ben Cole")],
            id="only_reporting_verbs_invert_so_a_title_before_described_is_not_speech",
        ),
    ],
)
def test_the_quotes_and_their_speakers(text, expected):
    assert speakers(text) == expected


def test_pronoun_contraction_before_a_quote_is_no_owner_of_a_title():
    told = 'Producer Noor Hadid, who made the track, told us he\'s "not worried at all."'
    assert speakers(told + "\n") == [("not worried at all.", "Noor Hadid")]
    added = told + ' He added, "Good songs keep."\n'
    assert [s for _q, s in speakers(added)] == ["Noor Hadid", "Noor Hadid"]


def test_a_short_quote_after_a_sentence_ending_in_named_is_speech():
    text = (
        'Storm.\n\n"We lost it all," said one shopkeeper, who asked not to be named.\n\n'
        '"It was terrifying," a local fisherman told reporters.'
    )
    assert [s for _t, s in speakers(text)] == ["a shopkeeper", "a fisherman"]


@pytest.mark.parametrize(
    "quoted", ["“I think we have work to do,“", "”I think we have work to do,”"]
)
def test_a_curly_double_mark_turned_the_wrong_way_acts_as_its_place_says(quoted):
    text = f"News\n\nJeb Barr spoke.\n\n{quoted} Barr said."
    assert speakers(text) == [("I think we have work to do,", "Jeb Barr")]


def test_a_direction_mark_before_a_quote_mark_is_invisible():
    text = "Fans replied.\n\n\u202a\u201dYou should have said it!!\u201d posted Dana Roe.\n"
    assert [(q.text, q.speaker) for q in extract(text).quotes] == [
        ("You should have said it!!", "Dana Roe")
    ]


def test_words_closed_by_a_cue_whose_subject_is_a_long_description_of_a_person_are_speech():
    text = (
        "Generals disagreed.\n\n"
        '"I fundamentally disagree," said retired Army Lt. Gen. Mick Bednarsky, who served '
        "in Iraq.\n"
    )
    assert [(q.text, q.speaker) for q in extract(text).quotes] == [
        ("I fundamentally disagree,", "Mick Bednarsky")
    ]


def test_a_title_before_a_name_and_a_noun_that_looks_like_a_cue_is_no_speech():
    text = (
        'She starred in "Quiet Tenant" with Rafe Orr.\n\n'
        'Her "Quiet Tenant" co-star Rafe Orr left a comment under her post.\n'
    )
    assert extract(text).quotes == ()


@pytest.mark.parametrize(
    ("sentence", "fragment", "kept"),
    [
        pytest.param(
            'Carla Fiorelli routinely characterizes herself as a "change warrior" on the trail.',
            "change warrior",
            True,
            id="short_words_in_a_sentence_about_what_a_named_person_did",
        ),
        pytest.param(
            'For years, casting directors filed Carla Fiorelli, 44, under "heavy," the trade\'s '
            "shorthand.",
            "heavy,",
            False,
            id="a_named_object_of_a_verb_makes_no_speaker",
        ),
    ],
)
def test_short_quoted_words_and_the_person_the_sentence_is_about(sentence, fragment, kept):
    text = f"Profile\n\nCarla Fiorelli, 44, is running.\n\n{sentence}\n"
    found = dict(speakers(text))
    assert (found.get(fragment) == "Carla Fiorelli") is kept
    assert kept or fragment not in found


def test_one_capitalised_word_closed_by_a_stop_after_a_cue_and_comma_is_speech():
    text = (
        "Speech row\n\nAsked whether he would fire the writer, Reinhold Prieto said, "
        '"Probably."\n\nThe band toured their breakout album, \u201cLanterns.\u201d\n'
    )
    assert speakers(text) == [("Probably.", "Reinhold Prieto")]


@pytest.mark.parametrize(
    "paragraph, expected",
    [
        # curly marks inside straight ones nest, as single marks do
        (
            '"They went to have a \u201cblast\u201d. It was for their use," Mr Sadan argued.',
            "They went to have a \u201cblast\u201d. It was for their use,",
        ),
        # a straight close closes the straight quotation past a stray curly opener inside it
        (
            '"I am relieved. \u201cHe was not found with anything," said Mr Rohan.',
            "I am relieved. \u201cHe was not found with anything,",
        ),
    ],
)
def test_double_marks_of_the_other_style_nest_inside_a_quotation(paragraph, expected):
    assert [q.text for q in extract(f"Court\n\n{paragraph}\n").quotes] == [expected]


def test_doubled_apostrophes_are_no_quote_marks():
    # the convention of some archive feeds; PolNeAR's gold reads no quotation there
    text = "Tax plan\n\n''It has the virtue of being responsible,'' said Leonard Burwell.\n"
    assert extract(text).quotes == ()


def test_a_second_quote_after_a_cue_whose_closing_mark_was_lost_ends_with_its_paragraph():
    text = (
        "Story\n\nBrady spoke on Monday.\n\n"
        '"There are a lot of people who go through things," Brady added. "Obviously, the good '
        "news is it's a very amicable situation.\n\n"
        "Brady then spoke about his children.\n"
    )
    said = "Obviously, the good news is it's a very amicable situation."
    assert speakers(text)[-1] == (said, "Brady")


def test_a_curly_term_inside_a_curly_quotation_nests():
    text = (
        "Letters\n\n"
        "\u201cDear Jo, I know the secrets your \u201crole model\u201d keeps for you. Did you "
        "forget I was there?\u201d Dana Whitlow said. \u201cYou are as sick as your "
        "\u201cmentor.\u201d\u201d\n"
    )
    assert [quote for quote, _speaker in speakers(text)] == [
        "Dear Jo, I know the secrets your \u201crole model\u201d keeps for you. Did you forget "
        "I was there?",
        "You are as sick as your \u201cmentor.\u201d",
    ]


def test_a_single_mark_before_an_editors_bracket_opens_a_quote():
    text = (
        "Star dies\n\nHis family said in a statement: '[Vell] died peacefully surrounded by "
        "family and friends.'\n"
    )
    assert [q.text for q in extract(text).quotes] == [
        "[Vell] died peacefully surrounded by family and friends."
    ]
