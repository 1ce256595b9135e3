"""Which quoted words are admitted as someone's speech: the named rules of quotes.speech
and quotes.spans, each with a case it takes and one it leaves out."""

import pytest

from articles.extraction import extract

from .helpers import speakers


def quoted(text):
    """Return the text of every quote found in a story of one paragraph after a headline."""
    return [q.text for q in extract(f"Notes\n\n{text}\n").quotes]


@pytest.mark.parametrize(
    "sentence, words",
    [
        (
            'The files were kept in a way the director, Jo Marsh, slammed as "extremely '
            'careless," and the row grew.',
            "extremely careless,",
        ),
        (
            "Ever since the merger went through in the spring, the board has often referred to "
            'the plan as a "slow disaster" in its letters.',
            "slow disaster",
        ),
    ],
)
def test_cast_as_words_a_verb_casts_something_as_are_speech(sentence, words):
    assert words in quoted(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        'Officials plan to frame the vote as a "clean energy" test.',
        'Dunn kept referring to his rival as "Little Pete" all night.',
    ],
)
def test_cast_as_leaves_out_a_term_before_its_noun_and_a_nickname(sentence):
    assert quoted(sentence) == []


@pytest.mark.parametrize(
    "paragraph",
    [
        "''When I said, 'No tanks in the square,' people understood me,'' Mr. Dole said.",
        "''We met as the 'inner circle' that week,'' Ms. Vane added.",
    ],
)
def test_single_marks_between_doubled_apostrophes_are_nested_in_a_quotation(paragraph):
    # rule nested-in-doubled-apostrophes: the doubled apostrophes are no quote marks, but
    # they still open a quotation that the single-quoted words sit inside
    assert quoted(paragraph) == []


def test_single_marks_outside_doubled_apostrophes_still_quote():
    paragraph = "''It was hard,'' she said. Later she told a friend: 'We will be back.'"
    assert quoted(paragraph) == ["We will be back."]


@pytest.mark.parametrize(
    "sentence, words",
    [
        ('She blamed the fire on a "faulty valve," not on the staff.', "faulty valve,"),
        ('He pledged "cooperation" with the county.', "cooperation"),
    ],
)
def test_pronoun_subject_did_gives_a_few_words_to_the_person_he_or_she_is(sentence, words):
    text = f"Mayor Jo Pell toured the plant on Monday. {sentence}"
    assert (words, "Jo Pell") in [(q.text, q.speaker) for q in extract(f"Notes\n\n{text}\n").quotes]


def test_pronoun_subject_with_a_link_verb_does_nothing():
    text = 'Mayor Jo Pell toured the plant on Monday. She is best known as the "night mayor" here.'
    assert quoted(text) == []


@pytest.mark.parametrize(
    "sentence",
    [
        'At the time, she campaigned as a "kitchen-table conservative" who would cut taxes.',
        'He adopted a "rapid response" strategy.',
    ],
)
def test_pronoun_subject_leaves_out_a_label_after_as_and_a_term_before_its_noun(sentence):
    assert quoted(f"Mayor Jo Pell toured the plant on Monday. {sentence}") == []


@pytest.mark.parametrize(
    "sentence",
    [
        'Speaking Sunday on WKLR\'s "Evening Hour," Jo Pell said the plan was sound.',
        'In an extended appearance on "Morning Drive," host Jo Pell asked about the plan.',
        'Sunday on Fox News channel\'s "Weekend Desk," Rep. Jo Pell said the plan was sound.',
    ],
)
def test_show_on_capitalised_words_after_on_name_a_show_even_before_a_cue(sentence):
    assert quoted(sentence) == []


def test_show_on_leaves_a_cued_sentence_after_on_as_speech():
    sentence = 'Jo Pell insisted on one thing: "Never Again."'
    assert quoted(sentence) == ["Never Again."]


@pytest.mark.parametrize(
    "sentence, words",
    [
        (
            'The council said the mayor\'s "reckless plan to sell the parks" had to stop.',
            "reckless plan to sell the parks",
        ),
        (
            'She backed him because, in her words, "he knows how to fix it."',
            "he knows how to fix it.",
        ),
    ],
)
def test_long_lower_case_words_after_an_owner_or_a_naming_word_are_speech(sentence, words):
    assert words in quoted(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        'She played a song fans nicknamed "the one about the kitchen table" at once.',
        'The report cited the Treasury\'s "Annual Review of Public Spending" twice.',
    ],
)
def test_long_lower_case_leaves_a_name_and_a_title_out(sentence):
    assert quoted(sentence) == []


def test_joined_by_and_words_go_on_with_the_quote_before():
    sentence = 'The firm hit back on Monday, calling the claims "baseless" and "cynical" in a memo.'
    assert quoted(sentence) == ["baseless", "cynical"]


@pytest.mark.parametrize(
    "sentence",
    [
        'The files held words such as "Paris," "Rome" and "secret plans." Any file was kept.',
        'The tests sort pupils into "fast" or "slow" learners.',
    ],
)
def test_joined_by_and_leaves_out_a_list_of_names_and_terms(sentence):
    assert quoted(sentence) == []


def test_a_nickname_after_initials_is_inside_the_name():
    sentence = (
        "The third candidate, Ohio Gov. Jon Kasey, put up only token efforts in the state. In "
        'Casper, his campaign was represented by Gov. C.L. "Butch" Otter (R-Idaho), an early '
        "endorser, who spent more time talking about the needs of Western states than about "
        "Kasey himself."
    )
    assert quoted(sentence) == []


def test_first_line_fragment_a_short_first_line_is_a_headline_teasing_the_body():
    text = (
        "Mayor says new bridge plan is 'reckless' and vows a fight.\n\n"
        'Mayor Jo Pell on Monday called the plan "reckless" and said she would fight it.\n'
    )
    quotes = [(q.text, q.paragraph) for q in extract(text).quotes]
    assert quotes == [("reckless", 1)]


def test_first_line_fragment_keeps_a_short_lede_the_body_does_not_quote_again():
    text = 'Mayor Jo Pell said the plan was "reckless" on Monday.\n\nShe will vote on it today.\n'
    assert [q.text for q in extract(text).quotes] == ["reckless"]


def test_a_short_first_line_that_lifts_a_body_quote_is_a_headline():
    text = (
        "Pell: 'We will win this vote.'\n\n"
        'Mayor Jo Pell told supporters on Monday: "We will win this vote. Nothing will stop '
        'us now."\n'
    )
    assert [q.paragraph for q in extract(text).quotes] == [1]


def test_a_first_line_of_the_quote_alone_is_a_standfirst_and_stays():
    text = (
        '"We will win this vote."\n\n'
        'Mayor Jo Pell told supporters on Monday: "We will win this vote. Nothing will stop '
        'us now."\n'
    )
    assert [q.paragraph for q in extract(text).quotes] == [0, 1]


def test_a_first_line_with_said_is_prose_and_keeps_its_quote():
    # a story that came with no headline opens on prose: its words are no teaser
    text = (
        'Harry said they wished Kate "health and peace" on Monday.\n\n'
        'In a statement, he said: "We wish her health and peace, and privacy."\n'
    )
    assert [q.paragraph for q in extract(text).quotes] == [0, 1]


def test_crosshead_a_few_quoted_words_alone_after_the_story_began_are_no_quote():
    story = (
        "Presenter named\n\nPolice said they had found no evidence of a crime.\n\n"
        "'Concern for mental well-being'\n\n"
        "In the statement, she said she hoped the matter would end.\n"
    )
    assert [q.text for q in extract(story).quotes] == []


@pytest.mark.parametrize(
    "sentence",
    [
        'He first auditioned at 14, singing Frank Sinatra\'s "Fly Me To The Moon" with judge '
        "Simon Cowell telling him to return.",
        'Tributes poured in, and "Breaking Bad" actor Aaron Paul wrote under the post.',
    ],
)
def test_a_title_owned_by_a_person_or_set_before_a_role_is_no_quote(sentence):
    assert quoted(sentence) == []


def test_a_title_right_after_a_works_noun_is_no_quote_even_before_a_cue():
    text = (
        "Friends paid tribute.\n\n"
        'Dana Whitlow, who featured on the title track of Vale\'s 2020 album "Ordinary Man," '
        'remembered his "dear friend" as a "huge trailblazer".\n'
    )
    assert speakers(text) == [
        ("dear friend", "Dana Whitlow"),
        ("huge trailblazer", "Dana Whitlow"),
    ]


def test_an_autobiographys_title_is_no_quote_even_before_a_cue():
    text = (
        'Notes\n\nIn her 2010 autobiography "Beyond the Curtain," Vale admitted she had '
        'struggled, writing that her career became "eclipsed by this bigger-than-life icon."\n'
    )
    assert [q for q, _ in speakers(text)] == ["eclipsed by this bigger-than-life icon."]


def test_words_after_known_as_are_a_name_however_long():
    sentence = (
        "He stood trial in 1995 \u2014 in what became known as the \u201ctrial of the "
        "century\u201d \u2014 but was acquitted."
    )
    assert quoted(sentence) == []


def test_a_title_after_a_works_noun_with_the_sentences_stop_inside_its_marks_is_no_quote():
    sentence = (
        'Last year he defended himself in a case over his 2017 song "Shape of You." A pair of '
        "musicians argued his track infringed their song."
    )
    assert quoted(sentence) == []


def test_a_title_of_nine_to_twelve_words_is_still_a_title():
    sentence = 'The ratings for "Oprah With Meghan and Harry: A CBS Primetime Special" were strong.'
    assert quoted(sentence) == []


def test_a_pronoun_quoted_alone_is_a_word_not_a_quote():
    sentence = (
        "\u201cI love that I am trans,\u201d added Dana Vell, who said her preferred pronouns "
        "are \u201cshe\u201d and \u201cthey\u201d."
    )
    assert quoted(sentence) == ["I love that I am trans,"]
