"""Which verbs and phrases cue a quote and give it to whom, and which only look like cues."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Marcus Vell, 44, smiles. The lead is newcomer Saoirse Dunleavy, 23.\n\n"
            'Vell calls her "the real thing."',
            [("the real thing.", "Marcus Vell")],
            id="calls_her_before_a_quote_is_a_cue_verb",
        ),
        pytest.param(
            "Verdict\n\nThe singer was found guilty on all counts.\n\n"
            '"Today my voice was heard," posted Jerhonda Lavelle, one of the women who '
            'testified.\n\nThe actor\'s films include "Red Star," posted the studio.\n',
            [("Today my voice was heard,", "Jerhonda Lavelle")],
            id="posted_after_a_quote_and_before_a_name_is_a_cue",
        ),
        pytest.param(
            "Photo row\n\nThe palace apologised on Monday.\n\n"
            'Former royal correspondent Jo Vale branded the affair a "storm in a teacup". '
            'Tom Marland dubbed it "a lot of nonsense."\n',
            [("storm in a teacup", "Jo Vale"), ("a lot of nonsense.", "Tom Marland")],
            id="branded_and_dubbed_are_cues",
        ),
        pytest.param(
            "Museum\n\nThe center shows her tour costumes.\n\n"
            '"It is a replica of the movie costume," Jo Vale said.\n\n'
            '"Every time we do karaoke, we sing her songs," smiled a guest to the center, '
            "Dana Whitlow.\n",
            [
                ("It is a replica of the movie costume,", "Jo Vale"),
                ("Every time we do karaoke, we sing her songs,", "Dana Whitlow"),
            ],
            id="smiled_after_the_words_is_a_cue",
        ),
        pytest.param(
            "Court pick\n\nPresident Tom Marland named a judge on Wednesday.\n\n"
            "As The Post's Dana Whitlow puts it, Marland is trying to make the Senate "
            '"an offer they can\'t afford to refuse."\n',
            [("an offer they can't afford to refuse.", "Dana Whitlow")],
            id="as_someone_puts_it_is_a_cue",
        ),
        pytest.param(
            "Singer dies\n\nJo Vale died on Friday at 96.\n\n"
            "Vale still loved his life after the diagnosis, stating via Twitter at the time his "
            'illness was revealed to the public: "Life is a gift."\n',
            [("Life is a gift.", "Jo Vale")],
            id="a_passive_cue_inside_a_clause_another_cue_brings_in_is_no_cue",
        ),
        pytest.param(
            'Chef Marcus Fenn, 52, hit out.\n\n"Have some shame," he fumed.\n',
            [("Have some shame,", "Marcus Fenn")],
            id="fumed_is_a_cue",
        ),
        pytest.param(
            "A gala hosted by socialite Lady Ann Vell has ended in a row after singer Mia "
            'Cole walked out in tears, claiming she had been "ignored" all night.\n',
            [("ignored", "Mia Cole")],
            id="participle_cue_takes_the_subject_of_its_clause",
        ),
        pytest.param(
            'The head of Marlow Rail has been accused by an MP of "hiding behind timetables".\n\n'
            "Conservative MP Jane Holt, 44, questioned her on Tuesday.\n",
            [("hiding behind timetables", "Jane Holt")],
            id="passive_agent_of_a_cue_is_the_speaker",
        ),
        pytest.param(
            'Candidate Lou Park, 60, spent the forum trying to cast both rivals as "career '
            'politicians."\n',
            [("career politicians.", "Lou Park")],
            id="framing_verb_with_as_cues_the_quote",
        ),
        pytest.param(
            "Judge Elsa Varnum-Toft twice admonished the defence for "
            '"arguing with the witness," and called a recess.\n',
            [("arguing with the witness,", "Elsa Varnum-Toft")],
            id="admonished_for_quoted_words_is_a_cue",
        ),
        pytest.param(
            "Coach Nico Brandt, 44, left early. Coach Ilsa Fenwick later praised Brandt for "
            '"a brave season," and left.\n',
            [("a brave season,", "Ilsa Fenwick")],
            id="an_article_is_a_whole_word_not_the_end_of_a_name",
        ),
        pytest.param(
            "Mirela Stott, 40, accused the author Petra Dunmore of copying her work.\n\n"
            'Dunmore, 47, denied it on Friday, calling Stott\'s claims "plainly false."\n',
            [("plainly false.", "Petra Dunmore")],
            id="claims_after_a_possessive_is_a_noun_not_a_cue",
        ),
        pytest.param(
            "Councillor Pia Wendt, 50, faced the hall. When Ms. Wendt said she had "
            '"read every letter," a woman at the back called out: "You read none!"\n',
            [("read every letter,", "Pia Wendt"), ("You read none!", "a woman")],
            id="a_cue_ending_in_a_colon_brings_in_the_next_quote_not_this_one",
        ),
        pytest.param(
            "Minister under pressure\n\n"
            "Eoin Vale, 51, the Minister for Transport, defended the plan. He said it would "
            "work.\n\n"
            'A Government source said the Taoiseach had "every confidence" in the Minister, but '
            'acknowledged that TDs were "uneasy" about it.\n',
            [("every confidence", "a source"), ("uneasy", "a source")],
            id="a_verb_joined_by_but_shares_the_speaker_of_the_quote_before",
        ),
        pytest.param(
            "Audit\n\n"
            "The mayor spent four days that the council's auditor, Grace Ottley, found had "
            '"no council purpose".\n',
            [("no council purpose", "Grace Ottley")],
            id="a_finding_is_reported_in_the_finder_s_words",
        ),
        pytest.param(
            "Manager sacked\n\n"
            "Jamal Obi, 29, the club captain, spoke on Tuesday.\n\n"
            'The dressing room was "in bits" when the manager said his goodbyes on Monday, '
            "according to Obi.\n\n"
            'Her slogan, "Serious Times, Serious People", won the backing of 31 MPs, according '
            "to a tally by this newspaper.\n",
            [("in bits", "Jamal Obi")],
            id="an_attribution_closing_the_sentence_cues_a_fragment_in_it",
        ),
        pytest.param(
            "Olympic sprinter Rhiannon Tate, 31, has pulled out of the race.\n\n"
            "The sprinter thanked physio Ben Ashe, coach Ruth Oyelaran and nutritionist Priya Mand "
            'for "keeping me upright all season."\n',
            [("keeping me upright all season.", "Rhiannon Tate")],
            id="thanks_to_a_long_list_for_quoted_words",
        ),
        pytest.param(
            "Producer Jo Marren said the studio would try other buyers. But one source "
            'cautioned that a deal is "unlikely at best."\n\n'
            "At the screening, film programmer Hana Ruel, who picked it, introduced it as "
            '"the strangest thing we saw all year, by a distance."\n',
            [
                ("unlikely at best.", "a source"),
                ("the strangest thing we saw all year, by a distance.", "Hana Ruel"),
            ],
            id="cautioned_and_introduced_it_as_are_cues",
        ),
        pytest.param(
            "Rep. Alma Torres voted against the bill, which she called "
            '"a fine idea drowned in fine print."\n',
            [("a fine idea drowned in fine print.", "Alma Torres")],
            id="which_she_called_gives_her_words",
        ),
        pytest.param(
            "Jewellery designer engaged to polo player\n\n"
            "Isla Fenn, 29, announced the engagement on Saturday.\n\n"
            "Isla also shared the news on Instagram, posting a photograph of the ring beside a "
            "tin and writing: \u2018One ring and a very discreet goldsmith.\u2019\n",
            [("One ring and a very discreet goldsmith.", "Isla Fenn")],
            id="what_a_post_shows_is_no_speaker",
        ),
        pytest.param(
            "Deal reached.\n\n"
            "Ms Lomax met union leader Bea Okoro, who described the deal as 'a sticking plaster'"
            " and 'not a cure'.",
            [("a sticking plaster", "Bea Okoro"), ("not a cure", "Bea Okoro")],
            id="short_quotes_joined_by_and_share_their_speaker",
        ),
        pytest.param(
            "Reunion.\n\n"
            'Gia Rossi, 29, spoke first. "You know nothing," she hit back.\n\n'
            'Director Cora Abel admitted that organisers had "fallen short".',
            [("You know nothing,", "Gia Rossi"), ("fallen short", "Cora Abel")],
            id="phrasal_and_doubled_consonant_cues",
        ),
        pytest.param(
            "Climate deal\n\n"
            "Ted Norwood, co-founder of the Breakthrough Institute and advocate of an Apollo "
            'Project-type effort to cultivate new technologies, welcomed "the recognition that '
            'we do not have all the technology we need."\n',
            [("the recognition that we do not have all the technology we need.", "Ted Norwood")],
            id="welcoming_hailing_and_decrying_bring_in_words",
        ),
        pytest.param(
            "Tom Marland wrote about Dana Whitlow in his column.\n\n"
            '"I hate her," Marland seethes in the piece. "Not like I hate anyone else."\n',
            [("I hate her,", "Tom Marland"), ("Not like I hate anyone else.", "Tom Marland")],
            id="seethes_is_a_cue",
        ),
        pytest.param(
            'Dana Whitlow asked if they would vote for him. "No!" the crowd cried out, booing.\n',
            [("No!", "the crowd")],
            id="cried_out_is_a_cue_and_a_crowd_is_no_one_named",
        ),
    ],
)
def test_a_cue_gives_each_quote_to_its_subject(text, expected):
    assert speakers(text) == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Singer Kenzie Lark sued her manager.\n\n"
            'In the docs, Lark claims he treated her accounts like "his own piggy bank."\n',
            0,
            "Kenzie Lark",
            id="claims_after_a_name_is_a_cue",
        ),
        pytest.param(
            'Minister Ruth Tan, 52, conceded some towns had been "left waiting too long".\n',
            0,
            "Ruth Tan",
            id="conceded_is_a_cue",
        ),
        pytest.param(
            "The bakery shut without warning on Saturday.\n\n"
            '"We are closed for good. Sorry for the trouble," read the text from co-founder Ana '
            "Ruiz, which staff forwarded to reporters.\n\n"
            '"I am sorry," Ruiz said later.\n',
            0,
            "Ana Ruiz",
            id="a_message_read_from_a_named_sender_is_theirs",
        ),
        pytest.param(
            "Comedian Rory Vane addressed the slap in his special.\n\n"
            "\u201cIt hurt,\u201d said Vane.\n\n"
            "The 58-year-old comedian went on to joke that \u201cYou will never see me "
            "crying.\u201d\n",
            1,
            "Rory Vane",
            id="a_noun_like_cue_after_to_is_the_verb",
        ),
        pytest.param(
            "Dana Holt tearfully testified during the trial that the photos haunted her.\n\n"
            '"I live in fear every day," she testified.\n',
            0,
            "Dana Holt",
            id="what_a_witness_testified_is_hers",
        ),
        pytest.param(
            "Mayor Tom Marland said the city had lost its way.\n\n"
            '"The city will always be the city," an angry Dorian Marsh retaliated.\n',
            0,
            "Dorian Marsh",
            id="what_a_rival_retaliated_is_his",
        ),
    ],
)
def test_claims_conceded_and_read_from_are_cues(text, index, expected):
    assert speakers(text)[index][1] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Singer Kenzie Lark is in hospital.\n\n"
            'The Ledger Times reported on Thursday that she was "in good spirits."\n',
            [("in good spirits.", "the Ledger Times")],
            id="a_body_that_reported_that_speaks",
        ),
        pytest.param(
            "Singer Kenzie Lark is in hospital.\n\n"
            'As The Ledger Times reported, her fans had been "told nothing."\n',
            [("told nothing.", "the Ledger Times")],
            id="as_x_reported_is_x_without_the_as",
        ),
    ],
)
def test_reported_cues_the_reporters_words(text, expected):
    assert speakers(text) == expected
    assert "Ledger Times" not in people(text)


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            'Jo Pike launched the fund in May. Pike said "it was time."\n\n'
            'At the time, he told fans that "every penny" would go to the charity.\n',
            1,
            ("every penny", "Jo Pike"),
            id="a_fragment_after_told_someone_that_is_speech",
        ),
        pytest.param(
            'Kim Brody, the chair, was angry. "We were not told," Brody said. '
            'As she later put it, "nobody looked at the numbers."\n',
            1,
            ("nobody looked at the numbers.", "Kim Brody"),
            id="as_she_later_put_it_is_her_words",
        ),
        pytest.param(
            "The singer hit back on Monday. But as her lawyer Marc Solte put it, "
            '"there was nothing in the contract to complain about."\n',
            0,
            ("there was nothing in the contract to complain about.", "Marc Solte"),
            id="as_her_lawyer_x_put_it_is_the_named_lawyers_words",
        ),
    ],
)
def test_told_that_and_put_it_bring_in_speech(text, index, expected):
    assert speakers(text)[index] == expected


@pytest.mark.parametrize(
    ("text", "quote", "expected"),
    [
        pytest.param(
            "Rail boss quits\n\n"
            "Tom Boyce, the chief executive, resigned on Monday.\n\n"
            "Last year, the company paid Boyce a large bonus. At the time, he defended the "
            'payment as "in line with the market".\n',
            "in line with the market",
            "Tom Boyce",
            id="a_framing_verb_with_as_cues_the_pronoun_subject",
        ),
        pytest.param(
            "Summit\n\nDana Whitlow spoke in Ohio on Monday.\n\n"
            'Jean Vale denounced Whitlow\'s remarks as "hurtful and humiliating" on Tuesday.\n',
            "hurtful and humiliating",
            "Jean Vale",
            id="denouncing_as_frames_and_a_noun_after_a_possessive_is_no_cue",
        ),
        pytest.param(
            "Ferry delayed again\n\n"
            "Transport Secretary Ana Roe said the government shared islanders' "
            '"deep frustration" but would not walk away.\n',
            "deep frustration",
            "Ana Roe",
            id="shared_before_an_owner_is_no_speech_cue",
        ),
        pytest.param(
            "Mayor charged\n\n"
            "Tom Reed, 61, the mayor, was charged on Tuesday.\n\n"
            "Reed was first elected in 2009. At the time, he promised to make Oak Bend "
            '"the best-run village in the state."\n',
            "the best-run village in the state.",
            "Tom Reed",
            id="a_promise_to_do_something_cues_the_words_promised",
        ),
    ],
)
def test_framing_and_promising_cue_their_words_but_sharing_does_not(text, quote, expected):
    assert dict(speakers(text))[quote] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Dr Lena Ford, chief executive of the Alder Trust, said the charity was "
            '"saddened" by the news but that the gala had raised "more than 50,000 pounds '
            'for local families".\n',
            ["Lena Ford", "Lena Ford"],
            id="second_quote_of_a_sentence_without_a_cue_is_the_same_speaker",
        ),
        pytest.param(
            'Cllr Dev Patel called the closure "cruel", and accused the council of '
            '"balancing the budget with a sledgehammer".',
            ["Dev Patel", "Dev Patel"],
            id="a_second_quote_in_one_sentence_without_a_subject_keeps_the_speaker",
        ),
    ],
)
def test_a_second_quote_in_a_sentence_keeps_the_speaker(text, expected):
    assert [s for _q, s in speakers(text)] == expected


def test_a_cue_closing_the_sentence_takes_the_quote_set_into_it_too():
    text = (
        "A friend of the couple spoke to People.\n\n"
        'Dana Whitlow has "no interest in joining" Tom Marland "on every location," adds the '
        "friend.\n"
    )
    assert speakers(text) == [
        ("no interest in joining", "a friend"),
        ("on every location,", "a friend"),
    ]


def test_a_fragment_closing_its_sentence_keeps_the_cue_of_the_quote_before():
    text = (
        "Showrunner exits\n\n"
        "Dana Holt, 44, confirmed her exit on Tuesday.\n\n"
        'In a statement, Vidora said it was "deeply grateful" to Holt for "building a world '
        'that viewers love." The streamer said Kit Lam would take over.\n'
    )
    found = dict(speakers(text))
    assert found["deeply grateful"] == "Vidora"
    assert found["building a world that viewers love."] == "Vidora"


def test_a_cue_opening_the_sentence_before_its_subject_is_no_name():
    text = (
        "Singer backs senator\n\n"
        "Pop star Mira Lane endorsed Senator Dana Holt on Tuesday.\n\n"
        '"It was a hard choice," Lane said. Added Holt: "I am grateful."'
    )
    assert set(people(text)) == {"Mira Lane", "Dana Holt"}
    assert [s for _t, s in speakers(text)] == ["Mira Lane", "Dana Holt"]


@pytest.mark.parametrize(
    ("lead", "speaker"),
    [
        ("Said Dorothy Poynter, who grew up with him in the neighborhood, ", "Dorothy Poynter"),
        ("Because of how the party set the calendar, explained Rosenberg, ", "Simon Rosenberg"),
        ("In other words, explained think-tank founder Simon Rosenberg: ", "Simon Rosenberg"),
        ("Said the museum director, Dorothy Poynter: ", "Dorothy Poynter"),
        ("Her plan, posted museum director Dorothy Poynter, ", "Dorothy Poynter"),
    ],
)
def test_an_inverted_cue_after_an_opening_phrase_or_before_a_relative_clause(lead, speaker):
    text = (
        "Campaign\n\nSimon Rosenberg runs a think tank. Dorothy Poynter runs a museum.\n\n"
        + lead
        + "\u201cThere is a scenario where it is hard to see how she wins.\u201d"
    )
    said = "There is a scenario where it is hard to see how she wins."
    assert speakers(text) == [(said, speaker)]


@pytest.mark.parametrize(
    "text",
    [
        'Row\n\nTom Vance was asked whether he regretted it. "Never," came the reply.',
        'Talk\n\nMira Lane interviewed Tom Vance.\n\n"Do you regret it?" Lane asked. '
        '"Never," came the reply.',
    ],
)
def test_came_the_reply_is_the_one_asked(text):
    assert speakers(text)[-1] == ("Never,", "Tom Vance")


@pytest.mark.parametrize("cue", ["read the caption", "the caption read"])
def test_read_the_caption_gives_the_words_to_whoever_posted_them(cue):
    text = (
        "Feud\n\nSinger Mira Lane is on tour this month, and the fans noticed. "
        f'"Nice try, buddy," {cue}, a dig at her former manager.'
    )
    assert speakers(text) == [("Nice try, buddy,", "Mira Lane")]


@pytest.mark.parametrize(
    "lead", ["Lane's caption for her post reads:", "Her caption read:", "The caption read:"]
)
def test_a_caption_that_reads_before_a_colon_gives_the_words_to_whoever_posted_them(lead):
    text = f'Singer Mira Lane hit back on Sunday. {lead} "Nice try, buddy."'
    assert speakers(text) == [("Nice try, buddy.", "Mira Lane")]


def test_said_a_persons_ally_then_a_name_is_the_allys_words():
    text = (
        "News\n\nHillary Vance spoke on Monday.\n\n"
        '"David is a friend of mine," said Vance ally James Carlow. "He is sincere."'
    )
    assert [s for _t, s in speakers(text)] == ["James Carlow", "James Carlow"]


@pytest.mark.parametrize(
    "cue", ["remembered", "mused", "quipped", "recounted", "reminisced", "stated"]
)
def test_a_cue_set_before_its_subject_names_the_speaker(cue):
    text = f'"They told her no," {cue} Roy Vellard, a former spokesman.\n'
    assert speakers(text) == [("They told her no,", "Roy Vellard")]


def test_an_unnamed_member_speaks_as_a_member():
    text = 'A party official spoke.\n\n"Nobody cares," the RNC member said.\n'
    assert speakers(text) == [("Nobody cares,", "a member")]


def test_a_capitalised_cue_word_inside_a_title_is_no_cue():
    text = (
        "Senator Ona Pell and Mayor Rui Sousa met.\n\n"
        'On Sunday, Pell issued a new attack, stating on NBC\'s "Meet the Press" that '
        'Sousa\'s plan was "clearly lacking."\n'
    )
    assert dict(speakers(text))["clearly lacking."] == "Ona Pell"


@pytest.mark.parametrize("cue", ["barked", "boasted", "lamented", "wondered", "snapped"])
def test_a_verb_of_manner_of_speaking_cues_the_quote(cue):
    text = f'"Go back to your seat," Ona Pell {cue}.\n'
    assert speakers(text) == [("Go back to your seat,", "Ona Pell")]


@pytest.mark.parametrize("cue", ["raps", "rapped", "spits", "spat"])
def test_lyrics_a_rapper_raps_or_spits_are_his(cue):
    text = f'Drake hit back on Sunday.\n\n"I never been with no one underage," he {cue}.\n'
    assert speakers(text) == [("I never been with no one underage,", "Drake")]


def test_a_dash_line_after_a_paragraph_of_quoted_words_signs_them():
    text = (
        "Quotable.\n\n"
        '"The whole idea needs to stop."\n\n'
        "-Ona Pell, Dunmore.\n\n"
        '"Great speech. She is ready."\n\n'
        "- Senator Rui Sousa, writing after the speech.\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Ona Pell", "Rui Sousa"]


def test_a_dash_credit_after_the_quote_may_open_with_the_post_and_the_work():
    text = (
        "Tributes poured in for Jon Verity, who died Monday at 93.\n\n"
        "\u201cHe was a giant of the stage.\u201d \u2014 \u201cSky Wars\u201d creator Gil Lomax, "
        "in a statement to The Associated Press.\n\n"
        '"He meant everything to me." \u2014 actor Denton Wash, in an interview with the AP.\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Gil Lomax", "Denton Wash"]


def test_a_signature_line_with_no_stop_under_a_quotation_is_a_line_of_the_story():
    text = (
        "Friends paid tribute to her passing.\n\n"
        "\u201cSo sad at the loss of my friend and music legend. My thoughts are with her "
        "family\u201d.\n\n"
        "-Billy Ray Varga\n\n"
        "\u201cSay it isn\u2019t so. I cannot believe she is gone\u201d.\n\n"
        "- Tanya Whitlow\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Billy Ray Varga", "Tanya Whitlow"]


def test_a_cue_word_after_its_article_is_a_noun():
    text = (
        "Senator Ona Pell and Mayor Rui Sousa debated.\n\n"
        'Pell delivered a snappy retort: "No one is tearing this up."\n'
    )
    assert speakers(text) == [("No one is tearing this up.", "Ona Pell")]


def test_went_on_after_a_quote_names_who_goes_on():
    text = (
        "Moderator Kit Lam and Senator Ona Pell sparred.\n\n"
        'Lam responded with a smile: "Can happen when you are 45."\n\n'
        '"You know, it happens, right?" Pell went on.\n'
    )
    assert speakers(text)[1] == ("You know, it happens, right?", "Ona Pell")


def test_a_paragraph_of_quoted_words_alone_after_narrative_is_its_subjects():
    text = (
        "Senator Ona Pell spoke only in bromides during the interview.\n\n"
        '"We have to be a lot tougher."\n\n'
        '"We are playing by a different set of rules."\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Ona Pell", "Ona Pell"]


def test_reacted_after_the_words_is_a_cue_with_its_subject_after_it():
    text = 'Speech\n\n"What sport is he talking about?" reacted Dale Pryce.\n'
    assert speakers(text) == [("What sport is he talking about?", "Dale Pryce")]


def test_a_long_capitalised_post_and_name_after_the_words_is_the_subject():
    text = (
        'Guns\n\n"It was about profits," said Gov. Dale Pryce.\n\n'
        '"The senator voted twice to protect dealers," New York City Public Advocate Trish '
        "Jamison said.\n"
    )
    assert speakers(text)[-1] == ("The senator voted twice to protect dealers,", "Trish Jamison")


@pytest.mark.parametrize(
    "cue",
    [
        "he later said",
        "he will say",
        "he elaborated",
        "he was reported to have said",
    ],
)
def test_an_adverb_or_an_auxiliary_may_stand_between_the_pronoun_and_its_cue(cue):
    text = (
        "Campaign notes\n\nOmar Vantreece, the candidate, was delighted by the row.\n\n"
        f'"The people who were offended were people we wanted to offend," {cue}.\n'
    )
    assert speakers(text)[0][1] == "Omar Vantreece"


@pytest.mark.parametrize(
    "text",
    [
        "Singer Ana Rey, 45, released a single with Puerto Rican singer Tom Vale in April, which "
        'featured lyrics like "For completing you I broke into pieces."',
        'Singer Ana Rey, 45, released a single in April.\n\n"I know you lie," the lyrics read.',
    ],
)
def test_a_songs_lyrics_are_the_singers_words(text):
    assert [who for _q, who in speakers(text)] == ["Ana Rey"]


def test_as_an_outlet_reported_gives_the_words_to_the_outlet():
    text = (
        "Trump won the straw poll.\n\n"
        'As Politico reported, "if the primary were held tonight, Trump would win, and handily."'
    )
    assert [who for _q, who in speakers(text)] == ["Politico"]


@pytest.mark.parametrize("verb", ["surmised", "reckoned", "posited"])
def test_surmising_reckoning_and_positing_bring_in_words(verb):
    text = f'Brad Pelle, 39, was at the rally.\n\n"People are afraid of wasting votes," he {verb}.'
    assert speakers(text) == [("People are afraid of wasting votes,", "Brad Pelle")]


def test_a_title_in_marks_before_the_role_after_an_inverted_cue():
    text = (
        "Tributes\n\nBruce Vale's family shared a statement on Thursday.\n\n"
        '"Your father is such a legend," wrote "Breaking Bad" actor Aaron Pole under the post.\n'
    )
    assert speakers(text) == [("Your father is such a legend,", "Aaron Pole")]


def test_questioning_whether_cues_the_doubters_words():
    text = (
        "Senator Jo Vale skipped the funeral on Saturday.\n\n"
        'Dana Whitlow is questioning whether Vale would have gone "if it were held abroad."\n'
    )
    assert speakers(text) == [("if it were held abroad.", "Dana Whitlow")]


def test_a_cue_verb_someone_is_wanted_to_say_is_no_cue():
    text = (
        "Race\n\nDana Whitlow spoke in Ohio on Monday.\n\n"
        "Jo Vale said she would like Whitlow to further explain her plan but backs her because "
        'there is "no question" she is "the strongest of the two."\n'
    )
    assert speakers(text) == [
        ("no question", "Jo Vale"),
        ("the strongest of the two.", "Jo Vale"),
    ]


@pytest.mark.parametrize("outlet", ["CNN", "Ireland Live", "the Irish Times"])
def test_the_outlet_a_quote_is_credited_to_is_no_speaker_when_a_cue_comes_before(outlet):
    text = (
        "Trial\n\n"
        "In a speech, Pat Gibb told the jurors that it is \u201cnot a crime to like sex, even if "
        f"you are famous,\u201d according to {outlet}. He added: \u201cIt is 2023 not 1823.\u201d\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Pat Gibb", "Pat Gibb"]


@pytest.mark.parametrize("place", ["Stratford, Ont.", "Raleigh, N.C."])
def test_a_place_and_its_state_set_off_in_the_subject_after_a_quote(place):
    text = (
        "Shows\n\nDana Whitlow said Friday she is ill.\n\n"
        f"\u201cI am not capable of doing them,\u201d the singer from {place}, said on Instagram.\n"
    )
    assert speakers(text) == [("I am not capable of doing them,", "Dana Whitlow")]


def test_a_plural_subjects_say_after_a_noun_is_the_cue_not_a_noun():
    # "friends of the couple say that": the verb, though "the couple" comes right before it;
    # the words are theirs, not the publication's named earlier nor someone described later
    text = (
        "Split\n\nDana Whitlow and Tom Vane wed in 2021.\n\n"
        "Now, according to People, friends of the couple say that the singer and the agent "
        "have split and \u201care heading towards divorce.\u201d\n"
    )
    assert speakers(text) == [("are heading towards divorce.", None)]


def test_claims_that_is_a_cue_when_it_is_a_verb():
    text = (
        "Rally\n\nDana Whitlow spoke in Ohio.\n\n"
        "This was the Whitlow we all knew, the Whitlow who fights with journalists, claims "
        "that the broadcaster \u201ctakes its marching orders\u201d from abroad.\n"
    )
    assert speakers(text) == [("takes its marching orders", "Dana Whitlow")]


def test_a_role_and_name_after_a_quote_may_carry_another_name_set_off():
    # the cue after the quote outweighs the voice of the paragraph before it
    text = (
        "Texts\n\nIn the texts, Jo Vale tells Dana Whitlow she can\u2019t have "
        "\u201cinappropriate friendships\u201d with other men.\n\n"
        "\u201cJo Vale is using therapy speak to control his girlfriend,\u201d therapist Tom "
        "Marland, otherwise known as Therapy Tom to his 2.7 million followers, said on Sunday.\n"
    )
    assert speakers(text)[-1] == (
        "Jo Vale is using therapy speak to control his girlfriend,",
        "Tom Marland",
    )


def test_a_round_up_of_reactions_credits_each_quote_after_a_dash():
    text = (
        "Here are some key reactions to the ruling:\n\n"
        '"It is unfair to survivors. We know what happened" -- Dana Whitlow, the first '
        "actress to come forward, via Instagram.\n\n"
        '"Horrified! Since when do courts allow this?" - Jo Vale, actress, to The Post.'
    )
    assert speakers(text) == [
        ("It is unfair to survivors. We know what happened", "Dana Whitlow"),
        ("Horrified! Since when do courts allow this?", "Jo Vale"),
    ]


def test_said_one_of_his_lawyers_then_a_name_gives_the_name():
    text = (
        "Tom Marland was freed on Wednesday.\n\n"
        '"We just did not think he was treated fairly," said one of his lawyers Dana Whitlow.'
    )
    assert speakers(text) == [("We just did not think he was treated fairly,", "Dana Whitlow")]


def test_repeated_after_a_quote_is_a_cue_and_what_follows_goes_on():
    text = (
        "Jo Vale stood up after the sentence was read.\n\n"
        '"I am not suicidal," he repeated. "I am not suicidal. I am innocent."\n\n'
        "Vale was criticised for his repeated comments."
    )
    assert speakers(text) == [
        ("I am not suicidal,", "Jo Vale"),
        ("I am not suicidal. I am innocent.", "Jo Vale"),
    ]


def test_a_noun_for_the_words_after_them_is_no_subject():
    text = (
        '"I am against doing it without a single new dollar," Jo Vale said.\n\n'
        'She called the ordinance "a blank check for developers," a phrase opponents repeated '
        "throughout the evening."
    )
    assert speakers(text)[-1] == ("a blank check for developers,", "Jo Vale")


def test_ruled_after_a_judges_words_is_their_cue():
    text = (
        "Noel Vell lost his libel case on Friday.\n\n"
        "\u201cOverall I find that he was not a credible witness,\u201d Justice Marr ruled."
    )
    assert speakers(text) == [("Overall I find that he was not a credible witness,", "Marr")]


def test_agreed_after_the_words_is_their_cue():
    text = (
        "Cora Wills and Ana Dyce sued the singer in August.\n\n"
        "\u201cWe know what happened,\u201d Wills said.\n\n"
        "\u201cIt was so disheartening,\u201d Dyce agreed. \u201cShe was there.\u201d\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Cora Wills", "Ana Dyce", "Ana Dyce"]


def test_alleged_after_a_determiner_is_an_adjective_not_a_cue():
    text = (
        "Restaurant owner Keith Vell banned James Marr from his restaurant.\n\n"
        'On Monday, Vell said he banned Marr for his alleged "abusive" behaviour. He wrote, '
        '"James Marr is a gifted comedian."'
    )
    assert speakers(text) == [
        ("abusive", "Keith Vell"),
        ("James Marr is a gifted comedian.", "Keith Vell"),
    ]


def test_pointed_out_is_a_cue():
    text = (
        "Glenn Vell spoke on his radio show on Monday.\n\n"
        "The radioman pointed out that Trump once backed the policies, including \u201cbig "
        "government, bailouts and executive orders.\u201d"
    )
    assert speakers(text) == [("big government, bailouts and executive orders.", "Glenn Vell")]


def test_pointed_out_with_an_object_after_a_quote_opens_a_new_sentence():
    text = (
        '"The foundation has rescinded the invitation," the statement said. "Our focus '
        'remains on writers." Colson Vell, the author, had pointed out the nature of the '
        "choice."
    )
    assert [s for _q, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_words_someone_is_told_in_the_passive_are_the_tellers_and_the_one_told_goes_on():
    text = (
        "Singer held at airport\n\n"
        "Dana Vell posted a video on a social media platform in which she seemed to be told by "
        "an airport employee that "
        "police wanted to \u201csearch all her luggage\u201d.\n\n"
        "\u201cNow they say they found something,\u201d she said in a following post.\n"
    )
    assert speakers(text) == [
        ("search all her luggage", "an airport employee"),
        ("Now they say they found something,", "Dana Vell"),
    ]


def test_a_crowd_that_chants_speaks_its_chant():
    text = (
        "Rally\n\nAs the mayor attacked her rival, the crowd chanted \u201cSend them home!\u201d "
        "again.\n"
    )
    assert speakers(text) == [("Send them home!", "the crowd")]


def test_an_owner_with_a_bare_possessive_mark_is_no_subject_beside_the_cue():
    # "Harris' neighbour": the name takes in the mark of a plural-style possessive
    text = (
        "Star dies\n\nRolf Harris was unwell for months.\n\n"
        "\u201cOnly carers come and go,\u201d Portia Wood, Harris\u2019 neighbour, said.\n"
    )
    assert speakers(text) == [("Only carers come and go,", "Portia Wood")]


def test_the_agent_after_words_a_passive_calls_someone_speaks_them():
    text = (
        "Actor dies\n\nFriends paid tribute to Angus Vell. He has been described as an "
        "\u201copen soul, with the kindest heart\u201d by Sydney Marr.\n"
    )
    assert speakers(text) == [("open soul, with the kindest heart", "Sydney Marr")]


def test_a_quote_closing_a_sentence_with_its_own_cue_is_not_the_next_sentences():
    # the role and name after the stop open a sentence of their own
    text = (
        "Tributes\n\nThe actor Calder Voss died on Friday.\n\n"
        "Actor Dana Whitlow said Voss \u201cwas a gentle soul and a brilliant artist.\u201d "
        "Senate candidate Jo Vale, who studied with Voss, said he \u201cleft too early.\u201d\n"
    )
    assert speakers(text) == [
        ("was a gentle soul and a brilliant artist.", "Dana Whitlow"),
        ("left too early.", "Jo Vale"),
    ]


@pytest.mark.parametrize("owner", ["his", "the", "their"])
def test_a_cue_word_after_an_article_or_a_possessive_is_a_noun_not_the_cue(owner):
    # "- a reference to the uproar his comments had caused": no one after the quote speaks
    text = (
        "Comedy night\n\nComic Dev Arlo was tackled on stage on Tuesday.\n\nArlo was unharmed "
        'and finished his set, joking to the crowd that the man "was a fan" - a reference to '
        f"the uproar {owner} comments had caused."
    )
    assert speakers(text) == [("was a fan", "Dev Arlo")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Trial\n\nJurors watched the singer perform. \u201cWe don\u2019t allow dancing,\u201d "
            "US District Judge Louis Stanley instructed the jury.\n",
            ("We don\u2019t allow dancing,", "Louis Stanley"),
            id="a_judge_who_instructs_speaks_the_instruction",
        ),
        pytest.param(
            'Comedy night\n\nComic Dev Arlo left early. "He was tired," a friend of his said.',
            ("He was tired,", "a friend"),
            id="a_friend_of_his_after_the_quote_still_speaks",
        ),
        pytest.param(
            '"Everyone is shocked," a source spilled to a news outlet of the firing.\n',
            ("Everyone is shocked,", "a source"),
            id="a_source_who_spilled_to_an_outlet_spoke_the_words",
        ),
    ],
)
def test_the_one_whose_cue_follows_the_quote_speaks_it(text, expected):
    assert speakers(text) == [expected]


@pytest.mark.parametrize("cue", ["related", "mentioned"])
def test_related_and_mentioned_cue_words_set_after_them(cue):
    text = (
        "Tributes\n\nSinger Mira Lane remembered her friend on Monday.\n\n"
        f'"We are going to miss him so much," she {cue}.'
    )
    assert speakers(text) == [("We are going to miss him so much,", "Mira Lane")]


def test_mentioned_before_a_quote_is_no_cue():
    text = 'Vote\n\nThe narrator mentions "classified emails" as paper burns in a fireplace.'
    assert speakers(text) == []


def test_an_adjective_before_the_name_after_an_inverted_cue_is_no_label():
    text = (
        "Actress Quenby Vale has died.\n\n"
        'After a panel, Dana Holt said: "I am shaken."\n\n'
        '"I had to take a second," said an emotional Dana. "She was one of my mentors."\n\n'
        '"It was handled lightly," said a former U.S. official.\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == [
        "Dana Holt",
        "Dana Holt",
        "Dana Holt",
        "an official",
    ]
