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


def test_the_subject_given_by_age_is_the_one_person_of_that_age():
    text = (
        "Golfer retires\n\n"
        "Tom Reed, 41, said on Thursday he would retire.\n\n"
        "Ray Holt, his longtime partner, wrote on X that he would miss him. "
        '"Nobody played it better," he wrote.\n\n'
        "Asked what he would do next, the 41-year-old grinned.\n\n"
        '"I will be the guy in the booth," he said. "The same as ever."\n'
    )
    found = dict(speakers(text))
    assert found["I will be the guy in the booth,"] == "Tom Reed"
    assert found["The same as ever."] == "Tom Reed"


def test_a_doer_noun_before_a_name_after_said_gives_the_speaker():
    text = (
        "Club sacks manager\n\n"
        'Fans were less sentimental. "It should have happened weeks ago," said '
        "season-ticket holder Ray Dunne, 58, who has followed the club for decades. "
        '"Credit to him for trying."\n'
    )
    found = speakers(text)
    assert [s for _q, s in found] == ["Ray Dunne", "Ray Dunne"]


def test_a_rank_before_an_unlisted_noun_stays_in_the_label():
    text = (
        "Sprinter charged\n\n"
        "Ana Roe was charged on Monday.\n\n"
        "One senior figure in the sport, who asked not to be named, described the timing "
        "as \u201ca disaster\u201d for the team. \u201cEverybody knows the rules,\u201d "
        "they said.\n"
    )
    assert {s for _q, s in speakers(text)} == {"a senior figure"}


def test_a_framing_verb_with_as_cues_the_pronoun_subject():
    text = (
        "Rail boss quits\n\n"
        "Tom Boyce, the chief executive, resigned on Monday.\n\n"
        "Last year, the company paid Boyce a large bonus. At the time, he defended the "
        'payment as "in line with the market".\n'
    )
    assert dict(speakers(text))["in line with the market"] == "Tom Boyce"


def test_shared_before_an_owner_is_no_speech_cue():
    text = (
        "Ferry delayed again\n\n"
        "Transport Secretary Ana Roe said the government shared islanders' "
        '"deep frustration" but would not walk away.\n'
    )
    assert dict(speakers(text))["deep frustration"] == "Ana Roe"


def test_an_acronym_subject_speaks_through_a_spokesperson():
    text = (
        "Sprinter charged\n\n"
        "Jo Marsh, 27, was charged on Thursday.\n\n"
        'In the letter, UKRA wrote that Marsh had offered "no adequate explanation" '
        "for the second failure.\n"
    )
    assert dict(speakers(text))["no adequate explanation"] == "a spokesperson"


def test_a_prepositions_object_is_no_subject_for_a_participle_cue():
    text = (
        "Presenter quits\n\n"
        "Gemma Roe, 47, quit on Monday. Her co-host Ravi Lal, 52, said he was "
        '"devastated."\n\n'
        "Ravi paid tribute to Gemma once more at the end of the programme, saying she had "
        'been "the best friend anyone could ask for".\n'
    )
    assert dict(speakers(text))["the best friend anyone could ask for"] == "Ravi Lal"


def test_a_fragment_closing_its_sentence_keeps_the_cue_of_the_quote_before():
    text = (
        "Showrunner exits\n\n"
        "Dana Holt, 44, confirmed her exit on Tuesday.\n\n"
        'In a statement, Vidora said it was "deeply grateful" to Holt for "building a world '
        'that viewers love." The streamer said Kit Lam would take over.\n'
    )
    found = dict(speakers(text))
    assert found["deeply grateful"] == "a spokesperson"
    assert found["building a world that viewers love."] == "a spokesperson"


def test_a_body_named_by_its_office_and_what_it_serves_speaks_through_a_spokesperson():
    text = (
        "Mayor charged\n\n"
        "Tom Reed, 61, was charged on Tuesday.\n\n"
        "In a statement, the state attorney's office for the Eastern District of Ohio said "
        'the case was part of "an ongoing inquiry into corruption" and declined to comment.\n'
    )
    assert dict(speakers(text))["an ongoing inquiry into corruption"] == "a spokesperson"


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


def test_a_document_by_an_author_found_that_gives_the_authors_words():
    text = (
        "Rail boss quits\n\n"
        "Tom Boyce, 58, the chief executive, resigned on Monday.\n\n"
        "A report by the Rail Standards Board published on Friday found that the operator "
        'cancelled one train in ten, and had "consistently overpromised" on its timetable.\n\n'
        "An audit by Ana Roe, 51, an independent auditor, found that the firm had been "
        '"reckless with public money".\n'
    )
    found = dict(speakers(text))
    assert found["consistently overpromised"] == "a spokesperson"
    assert found["reckless with public money"] == "Ana Roe"


def test_an_attribution_closing_the_sentence_cues_a_fragment_in_it():
    text = (
        "Manager sacked\n\n"
        "Jamal Obi, 29, the club captain, spoke on Tuesday.\n\n"
        'The dressing room was "in bits" when the manager said his goodbyes on Monday, '
        "according to Obi.\n\n"
        'Her slogan, "Serious Times, Serious People", won the backing of 31 MPs, according '
        "to a tally by this newspaper.\n"
    )
    assert speakers(text) == [("in bits", "Jamal Obi")]


def test_a_promise_to_do_something_cues_the_words_promised():
    text = (
        "Mayor charged\n\n"
        "Tom Reed, 61, the mayor, was charged on Tuesday.\n\n"
        "Reed was first elected in 2009. At the time, he promised to make Oak Bend "
        '"the best-run village in the state."\n'
    )
    assert dict(speakers(text))["the best-run village in the state."] == "Tom Reed"
