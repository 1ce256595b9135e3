"""Who speaks a quote running over several paragraphs, and uncued speech after narrative."""

import pytest

from .helpers import speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Dana Pike posted a caption on Sunday.\n\n"
            '"This is hard to write.\n\n"The rent went up.\n\n"Thank you all," she wrote.',
            ["Dana Pike"] * 3,
            id="every_paragraph_of_a_run_on_caption_gets_the_writer_named_after_the_last",
        ),
        pytest.param(
            "Later that day, Sora Lin shared a letter. In it, they wrote:\n\n"
            '"I am sorry.\n\n"I will be back."\n\n'
            'At the bottom of the page, they added a postscript: "Eat well!"',
            ["Sora Lin"] * 3,
            id="they_wrote_after_one_named_person_is_that_person",
        ),
        pytest.param(
            "Marcus Vell, 44, orders tea.\n\n"
            "His father, Desmond Vell, a merchant seaman, died in 2021. When the subject comes up, "
            "Vell talks quickly.\n\n"
            '"When he died I did not work for a year. I turned everything down.\n\n'
            '"Then one morning I started writing down things he used to say."',
            ["Marcus Vell", "Marcus Vell"],
            id="an_uncued_run_on_quote_after_narrative_is_the_person_the_paragraph_ends_on",
        ),
        pytest.param(
            "Model sorry\n\nModel Noor Haldane posted a video on Tuesday.\n\n"
            '"I owe you a real apology, not a PR one," Noor Haldane began.\n\n'
            '"What I posted was cruel. There is no other way to say it.\n\n'
            '"I know words are cheap right now."',
            ["Noor Haldane"] * 3,
            id="began_after_a_quote_cues_it_and_its_continuation_paragraphs",
        ),
        pytest.param(
            "Actor wins\n\nTomas Reilly won best actor on Sunday. Reilly, 47, thanked his "
            "family.\n\n"
            'He then turned serious. "Most of you did not know my brother.\n\n'
            '"He told me to take this part.\n\n'
            '"So this is his."',
            ["Tomas Reilly"] * 3,
            id="uncued_speech_after_a_narrative_sentence_in_its_paragraph",
        ),
    ],
)
def test_every_paragraph_of_a_run_on_quote_has_its_speaker(text, expected):
    assert [s for _q, s in speakers(text)] == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Coach reflects.\n\n"
            '"This is the hardest thing I have written," Hana Ito wrote.\n\n'
            '"I will miss the road and the people on it."',
            -1,
            ("I will miss the road and the people on it.", "Hana Ito"),
            id="a_quote_paragraph_with_no_cue_carries_on_the_voice_before",
        ),
        pytest.param(
            'Ann Lee spoke. "We won," Lee said.\n\nThe couple married in 2019.\n\n'
            '"Some chapters end quietly, and that is all right."',
            -1,
            ("Some chapters end quietly, and that is all right.", None),
            id="a_quote_with_no_cue_and_no_continuation_has_no_speaker",
        ),
        pytest.param(
            "Tributes.\n\nRapper Ice-T paid his respects in a post, writing: "
            '"She stood for something."\n\n'
            '"Rest in peace, my friend," Irish singing duo Jedward commented.',
            -1,
            ("Rest in peace, my friend,", "Jedward"),
            id="a_quote_paragraph_with_someone_named_beside_its_cue_is_theirs",
        ),
    ],
)
def test_a_paragraph_with_no_cue_goes_on_with_the_voice_before_or_with_no_one(
    text, index, expected
):
    assert speakers(text)[index] == expected


def test_a_quote_opened_after_a_full_stop_may_run_on_into_the_next_paragraphs():
    text = (
        "Player retires.\n\n"
        "Ada Lind announced her retirement.\n\n"
        '"I started this letter often," she wrote. "Every version ended the same way.\n\n'
        '"My grandfather cut down a racket for me.\n\n'
        '"I am grateful for both."'
    )
    assert speakers(text) == [
        ("I started this letter often,", "Ada Lind"),
        ("Every version ended the same way.", "Ada Lind"),
        ("My grandfather cut down a racket for me.", "Ada Lind"),
        ("I am grateful for both.", "Ada Lind"),
    ]


@pytest.mark.parametrize(
    "lead",
    [
        "Kerala MP Shashi Varma came out in support of the family.",
        "Singer Mika Dev took to Instagram on Monday as he posted a picture of the ship.",
        "Her publicist, Mika Dev, sent this statement to Inside Edition Digital.",
    ],
)
def test_a_sentence_about_someone_speaking_out_brings_in_the_quote_after_it(lead):
    text = f'News\n\nThe arrest drew comment. {lead} "I am no fan of this at all."'
    name = "Shashi Varma" if "Shashi" in lead else "Mika Dev"
    assert speakers(text) == [("I am no fan of this at all.", name)]


def test_a_sentence_of_narrative_alone_brings_in_no_speaker():
    text = 'News\n\nShashi Varma arrived in Delhi on Monday. "I am no fan of this at all."'
    assert speakers(text) == [("I am no fan of this at all.", None)]


def test_to_come_out_in_support_is_speaking_out():
    text = (
        "News\n\nThe arrest charged up MP Shashi Varma to come out in support of the family. "
        '"I am no fan of this at all."'
    )
    assert speakers(text) == [("I am no fan of this at all.", "Shashi Varma")]


def test_a_sentence_ending_inside_a_titles_marks_lets_the_next_quote_go_on():
    text = (
        "Owner weighs run\n\nPressed by host Dale Rourke, Mark Quillen demurred.\n\n"
        '"It is too early to tell," said Quillen, who is also a host on the TV show '
        '"Shark Pool." "I mean, it depends on what happens with the economy."\n'
    )
    assert speakers(text)[-1] == (
        "I mean, it depends on what happens with the economy.",
        "Mark Quillen",
    )


@pytest.mark.parametrize("connective", ["Then,", "Instead,", "But"])
def test_a_quote_after_a_connective_goes_on_with_the_speaker_before(connective):
    text = (
        "Rally\n\n"
        '"People looked at me like I had done something wrong," Sajid Tarar said. '
        f'{connective} "I try to explain it to them."'
    )
    assert speakers(text)[-1] == ("I try to explain it to them.", "Sajid Tarar")


def test_words_set_into_the_sentence_after_reported_speech_go_on_with_its_speaker():
    text = (
        "Voters\n\n"
        "Naureen Jahangir said she was angered by the media calling the race early. Doing so "
        '"appeared to be an attempt at poisoning the election."\n'
    )
    assert speakers(text) == [
        ("appeared to be an attempt at poisoning the election.", "Naureen Jahangir")
    ]


def test_a_quote_standing_as_its_own_sentence_after_reported_speech_goes_on_with_its_speaker():
    text = (
        "Royal author Roya Nikkhah spoke to reporters.\n\n"
        "However, Nikkhah noted the institution would recover from the controversy. "
        '"The royal family has survived many scandals over the years."'
    )
    assert speakers(text) == [
        ("The royal family has survived many scandals over the years.", "Roya Nikkhah")
    ]


@pytest.mark.parametrize("participle", [", saying", " by saying"])
def test_a_quote_after_a_sentence_whose_subject_speaks_in_a_participle_goes_on_with_them(
    participle,
):
    text = (
        "Hearing\n\nJo Castell distanced herself from the group"
        + participle
        + ' she would serve if asked. "I will support him, and support him gladly."'
    )
    assert speakers(text) == [("I will support him, and support him gladly.", "Jo Castell")]


def test_words_after_reported_speech_in_a_sentence_with_a_cue_of_its_own_are_not_its_speakers():
    text = (
        "Inquiry\n\n"
        "Director James Comey said there is no precedent for such a case. The two lawmakers, "
        'however, argue that "the law was broken."\n'
    )
    assert speakers(text) == [("the law was broken.", None)]


def test_a_colon_after_a_clause_naming_no_one_brings_in_more_of_the_last_speaker():
    text = (
        "Singer Stephen Marr has added his voice to the tributes.\n\n"
        "He opened his tirade by saying: 'She had only so much to give.'\n\n"
        "The music press also came under fire: 'The press will label artists as pests.'"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Stephen Marr"] * 2


def test_a_quote_after_a_sentence_that_cues_a_statement_is_that_statement():
    text = (
        "Sam Lau, the communications director for the party said in a statement. "
        '"There are no paper ballots to recount."'
    )
    assert speakers(text) == [("There are no paper ballots to recount.", "Sam Lau")]


def test_a_sentence_of_narrative_naming_no_one_does_not_stop_the_voice_of_the_paragraph_before():
    text = (
        '"It is so early in the investigation," Paul Krawc said outside the house.\n\n'
        "Police do have video footage, but it is poor quality. "
        '"This is no different than any other investigation."'
    )
    assert speakers(text)[-1] == (
        "This is no different than any other investigation.",
        "Paul Krawc",
    )


def test_a_quote_after_narrative_with_a_name_after_it_is_that_names():
    text = (
        '"It is so early in the investigation," Paul Krawc said outside the house.\n\n'
        "The dancers criticised that statement. "
        '"What we experienced is what happened," Crystal Wills, one of the plaintiffs, told CNN.'
    )
    assert speakers(text)[-1] == ("What we experienced is what happened,", "Crystal Wills")


def test_a_cue_with_its_own_report_after_a_quote_that_goes_on_is_not_that_quotes():
    text = (
        "Hearing\n\nJo Vale and Dana Whitlow spoke on Tuesday.\n\n"
        '"It is a sad development," Vale told reporters. "That has no place in a campaign." '
        "Ohio Gov. Dana Whitlow said she would have fired him.\n"
    )
    assert speakers(text) == [
        ("It is a sad development,", "Jo Vale"),
        ("That has no place in a campaign.", "Jo Vale"),
    ]


def test_a_transcript_line_between_lets_the_speech_go_on_and_a_capital_tag_names_its_speaker():
    text = (
        'Victory\n\nAfter winning Ohio, Gov. Jo Vale said, "I am ready to rent a wagon."\n\n'
        "Transcript as follows:\n\n"
        '"Tonight we arrived in Cleveland, and we went to a restaurant."\n\n'
        '"We are now up 400,000 jobs."\n\n'
        "Later she sat down with anchor Dana Whitlow.\n\n"
        "Partial transcript:\n\n"
        '"WHITLOW: Governor, did you expect this?"\n\n'
        '"VALE: Not at all."\n'
    )
    assert speakers(text) == [
        ("I am ready to rent a wagon.", "Jo Vale"),
        ("Tonight we arrived in Cleveland, and we went to a restaurant.", "Jo Vale"),
        ("We are now up 400,000 jobs.", "Jo Vale"),
        ("WHITLOW: Governor, did you expect this?", "Dana Whitlow"),
        ("VALE: Not at all.", "Jo Vale"),
    ]


def test_a_crosshead_of_quoted_words_between_lets_the_speech_go_on():
    text = (
        "Dinner\n\n"
        "\u201cSo we sat down and my wife explained her allergy,\u201d Tom Ashdown said.\n\n"
        "\u2018Serious food allergy\u2019\n\n"
        "\u201cWhen the meals came, she was given the one she was allergic to.\u201d\n"
    )
    assert speakers(text) == [
        ("So we sat down and my wife explained her allergy,", "Tom Ashdown"),
        ("When the meals came, she was given the one she was allergic to.", "Tom Ashdown"),
    ]


def test_a_statement_over_paragraphs_is_the_one_its_closing_cue_names_not_the_narratives():
    text = (
        "Diagnosis\n\nThe King told his sons Prince William and Prince Harry.\n\n"
        "Harry will travel to see him in the coming days, a source close to him said.\n\n"
        "\u201cDuring a recent procedure, a separate issue was noted. Tests have identified "
        "a form of cancer.\n\n"
        "\u201cHis Majesty has today begun regular treatments,\u201d Buckingham Palace said "
        "in a statement.\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Buckingham Palace"] * 2


def test_a_quote_closing_the_paragraph_after_narrative_about_someone_is_theirs():
    text = (
        "Oscar night\n\n"
        "Dana Whitlow won best actress on Sunday.\n\n"
        "In her acceptance speech, the 60-year-old actress dedicated her award to her mother. "
        "\u201cI have to dedicate this to my mom.\u201d\n"
    )
    assert speakers(text) == [("I have to dedicate this to my mom.", "Dana Whitlow")]


def test_a_cue_whose_sentence_brings_in_the_next_quote_is_not_the_one_before():
    text = (
        "Gymnast out\n\n"
        "\u201cDana has withdrawn due to a medical issue,\u201d the federation said in a "
        "statement. \u201cShe will be assessed daily.\u201d Her coach Cecile Marr added in "
        "another statement, \u201cPhysically, she is fine.\u201d\n"
    )
    assert speakers(text)[1] == ("She will be assessed daily.", "the federation")


def test_a_name_then_quoted_words_goes_on_in_the_voice_quoted_before():
    text = (
        "Paramedics were called to the house in Carlton at 4 p.m. They attempted "
        '"resuscitation efforts for approximately 45 minutes," Erik Dalby of the county fire '
        'service explained. Marcus Trent "was determined dead just before 5 p.m."'
    )
    assert [who for _quote, who in speakers(text)] == ["Erik Dalby", "Erik Dalby"]


def test_a_paragraph_opening_on_a_short_phrase_then_a_quote_goes_on_in_the_same_voice():
    text = (
        'Piers Hallam defended her in a column and admitted, "What happened to her and me '
        'this fortnight is not really about the duchess."\n\n'
        "In the end, \"it is about a far bigger issue, everyone's right to be free to "
        'express our opinions."\n\n'
        "For those unaware, she left the show last week."
    )
    assert [who for _quote, who in speakers(text)] == ["Piers Hallam", "Piers Hallam"]


@pytest.mark.parametrize(
    ("between", "expected"),
    [
        ("When confronted by a reporter, Tom Marland appeared to brush it off.", "Tom Marland"),
        # (a name that is the narrative's object is no new voice)
        ("And the row threw Tom Marland for a loop.", "Dana Holt"),
    ],
)
def test_narrative_between_two_quotes_whose_subject_is_named_gives_the_next(between, expected):
    text = (
        f'Headline\n\nDana Holt says she "did not like it." {between} "There are idiots all '
        'over."\n'
    )
    assert speakers(text) == [
        ("did not like it.", "Dana Holt"),
        ("There are idiots all over.", expected),
    ]
