"""The labels of unnamed speakers ("a source", "a fund manager") and who "the aide" is later."""

import pytest

from articles.extraction import extract

from .helpers import speakers

NAMED = "Director Dana Kessler said the crew was safe.\n\n"


def speakers_and_labels(text):
    """Return ``(speaker, speaker label)`` for each quote in ``text``."""
    return [(q.speaker, q.speaker_label) for q in extract(text).quotes]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Dr Ada Stone runs the refuge.\n\n"
            "One mother, who asked not to be named, said the visit had helped.\n\n"
            '"She sat on the floor with my girl," she said.',
            ["a mother"],
            id="an_unnamed_indefinite_subject_is_the_next_pronoun_speaker",
        ),
        pytest.param(
            "Dozens walked out of the show.\n\n"
            'One audience member, who asked not to be named, said it was "over in seconds".',
            ["an audience member"],
            id="a_member_label_keeps_the_noun_before_it",
        ),
        pytest.param(
            NAMED
            + (
                "A crew member who was on set, speaking on condition of anonymity because they "
                'were not authorized to comment, said the charge "went off two seconds early."\n\n'
                '"Everybody knew that sequence was tight," the crew member said.\n'
            ),
            ["a crew member", "a crew member"],
            id="unnamed_speaker_with_long_interruption",
        ),
        pytest.param(
            "The mill closed in May.\n\n"
            "One welder who worked there for years, who asked not to be named, said the alarms "
            'had failed. "We told them twice," he said.\n\n'
            "One inmate, a 40-year-old former baker, told inspectors he had no blanket. "
            '"It was cold every night," he said.\n',
            ["a welder", "an inmate"],
            id="a_noun_described_by_who_or_an_age_is_an_unnamed_person",
        ),
        pytest.param(
            "Shares fell sharply.\n\n"
            "One pension fund manager, who asked not to be named, said traders were "
            '"caught out".\n\n'
            '"Nobody priced this in," he said.\n',
            ["a fund manager", "a fund manager"],
            id="a_noun_before_the_label_noun_makes_a_compound_label",
        ),
        pytest.param(
            "Veto row\n\n"
            'One congressional aide, who asked not to be named, said members were "livid".\n\n'
            '"They were blindsided," the aide said.\n',
            ["a congressional aide", "a congressional aide"],
            id="a_relational_adjective_makes_a_compound_label_which_the_definite_noun_keeps",
        ),
        pytest.param(
            "Chief executive ousted\n\n"
            "Two people familiar with the matter said the board had acted. One of the people said "
            'investors were "losing patience".\n\n'
            'Three sources spoke to us. One of the sources said it was "overdue".\n',
            ["a source", "a source"],
            id="one_of_the_sources_is_a_source",
        ),
        pytest.param(
            "Presenter quits\n\n"
            "Listeners were stunned by the news. One wrote on X: "
            '"The mornings will never be the same."\n\n'
            'Another added: "Devastated."\n',
            ["a listener", "a listener"],
            id="one_takes_its_noun_from_the_plural_before",
        ),
        pytest.param(
            "Council staff told of cuts\n\n"
            "The council announced cuts on Monday.\n\n"
            "One senior council officer, who asked not to be named, said staff had been given "
            '"barely a day\'s notice" of the plan. "Nobody saw it coming," the officer said.\n\n'
            'A junior hospital doctor said the ward was "close to breaking point".\n',
            [
                "a senior council officer",
                "a senior council officer",
                "a junior hospital doctor",
            ],
            id="a_rank_before_a_compound_label_and_its_back_reference",
        ),
        pytest.param(
            "Dr Amara Solt, the trust's medical director, said the ward would shut.\n\n"
            "Staff learned of the plan on Friday, according to a nurse who was there and who "
            "asked not to be named because she still works at the hospital.\n\n"
            '"Nobody saw it coming," she said. "People just sat there."\n',
            ["a nurse", "a nurse"],
            id="an_unnamed_source_cited_at_a_paragraphs_end_is_the_next_she",
        ),
        pytest.param(
            'Fans reacted.\n\nOne fan wrote: "So sad."\n\nA third said: "Saw this coming, '
            'honestly."',
            ["a fan", "a fan"],
            id="ordinal_commenters_are_labelled",
        ),
        pytest.param(
            "Bus cuts bite.\n\n"
            '"I walk an hour now," said one rider, a cleaner who asked not to be named.\n\n'
            '"It was lovely," a guest said as she left.\n\n'
            '"They never came," one of the residents said.\n\n'
            'One passenger said: "Nobody told us."\n\n'
            'Another added: "We waited six hours."',
            [
                "a rider",
                "a guest",
                "a resident",
                "a passenger",
                "a passenger",
            ],
            id="unnamed_speaker_labels_take_the_noun_from_the_text",
        ),
        pytest.param(
            "Fans flooded the comments.\n\n"
            'One user replied: "Shame on you."\n\n'
            '"Not a service," wrote another.\n\n'
            'One writes: "Best news all year."',
            ["a user", "a user", "a fan"],
            id="fans_and_users_keep_their_labels_and_the_article_fits_the_sound",
        ),
    ],
)
def test_each_speaker_brought_in_unnamed_keeps_a_label(text, expected):
    assert [s for _q, s in speakers(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "A person familiar with the bid said the club had raised its offer.\n\n"
            '"They will not go higher than this," the person said.\n',
            [("They will not go higher than this,", "a source")],
            id="the_person_after_a_person_familiar_with_is_the_same_source",
        ),
        pytest.param(
            'Mayor Tobin Orrell, 60, spoke first. "We will listen," he said.\n\n'
            '"Resign now!" someone shouted from the back.\n',
            [("We will listen,", "Tobin Orrell"), ("Resign now!", None)],
            id="an_unidentified_someone_is_no_speaker",
        ),
        pytest.param(
            'One retired teacher, who asked not to be named, said it was "a disgrace."\n',
            [("a disgrace.", "a teacher")],
            id="an_adjective_before_the_label_noun_is_dropped",
        ),
        pytest.param(
            "Chain files for bankruptcy\n\n"
            "Rina Patel, the chief executive, said the filing was necessary.\n\n"
            "A cashier in Dayton, who asked not to be named because she feared for her job, "
            "said staff learned of it by email.\n\n"
            '"Nobody told us a thing," she said.\n',
            [("Nobody told us a thing,", "a cashier")],
            id="an_unnamed_subject_with_a_place_and_a_who_clause_speaks_next",
        ),
        pytest.param(
            "Trains pulled\n\n"
            "Gary Olsen, the agency's director, said the fleet was safe.\n\n"
            "One welder at the agency's north depot, who spoke on condition of anonymity, said "
            "repairs were rushed.\n\n"
            '"We signed off on cars we never saw," he said.\n',
            [("We signed off on cars we never saw,", "a welder")],
            id="a_who_clause_after_a_place_makes_the_noun_a_person",
        ),
        pytest.param(
            "School board delays vote\n\n"
            "Chair Dana Reyes said the board needed more time.\n\n"
            "Others were worried about safety. A grandfather of three who gave only his first "
            "name said he wanted the phones kept.\n\n"
            '"What if something happens?" he asked.\n',
            [("What if something happens?", "a grandfather")],
            id="an_unnamed_subject_opening_the_last_sentence_speaks_next",
        ),
        pytest.param(
            "Hospital figures questioned\n\n"
            'A junior doctor at the hospital, who asked not to be named, said: "We all knew."\n',
            [("We all knew.", "a junior doctor")],
            id="a_rank_word_is_part_of_the_label",
        ),
        pytest.param(
            "Sen. Laura Finch, a Democrat, will retire.\n\n"
            "She told party leaders on Monday, according to a person close to the senator, "
            'who said the decision had "everything to do with family."\n',
            [("everything to do with family.", "a source close to the senator")],
            id="who_said_after_an_unnamed_antecedent_is_that_antecedents",
        ),
        pytest.param(
            "A junior manager at the depot, who asked not to be named, said staff were worried.\n\n"
            '"Nobody here is shocked. We have seen this coming for months," the manager said.\n',
            [("Nobody here is shocked. We have seen this coming for months,", "a junior manager")],
            id="the_definite_noun_keeps_the_rank_it_was_introduced_with",
        ),
        pytest.param(
            "Rhona Keel has rarely spoken about the divorce.\n\n"
            "One close friend, who asked not to be named, said Keel had been 'remarkably calm' "
            "throughout. 'She never raised her voice,' the friend said.\n",
            [
                ("remarkably calm", "a close friend"),
                ("She never raised her voice,", "a close friend"),
            ],
            id="a_close_friend_keeps_the_tie_in_the_label",
        ),
        pytest.param(
            "Skincare founder steps down after staff complaints\n\n"
            "The founder, Tamsin Oake, resigned on Wednesday after a report on the culture.\n\n"
            "One former employee, who asked not to be named, said the move was "
            "\u201coverdue.\u201d\n",
            [("overdue.", "a former employee")],
            id="a_former_employee_keeps_former",
        ),
        pytest.param(
            '"They are not in a rush," the insider said.',
            [("They are not in a rush,", "an insider")],
            id="labels_take_the_right_article",
        ),
        pytest.param(
            "Couple split.\n\n"
            'Dana Vell filed for divorce. "They ask for privacy," Vell\'s representative said.\n\n'
            '"We wish her well," said the star\'s publicist.',
            [
                ("They ask for privacy,", "a representative"),
                ("We wish her well,", "a publicist"),
            ],
            id="a_possessive_description_speaks_as_an_unnamed_label",
        ),
        pytest.param(
            "Couple split.\n\n"
            "A source close to the pair told reporters the split was coming.\n\n"
            '"They lived separate lives," the insider says.',
            [("They lived separate lives,", "a source")],
            id="a_later_definite_reference_takes_the_label_the_speaker_was_introduced_with",
        ),
        pytest.param(
            "Deal signed.\n\n"
            'The pact will "open a new chapter in relations," according to a government'
            " spokesperson.",
            [("open a new chapter in relations,", "a spokesperson")],
            id="the_noun_after_a_short_description_makes_the_label",
        ),
        pytest.param(
            "Ferry cut.\n\n"
            "One of the deckhands said the crew had been warned in March.\n\n"
            '"We saw it coming," the deckhand said.',
            [("We saw it coming,", "a deckhand")],
            id="the_noun_again_refers_back_to_the_unnamed_speaker",
        ),
        pytest.param(
            "Hugo Renwick, 32, spoke.\n\n"
            "Hugo later gave a speech that one guest described as 'warm but merciless'.",
            [("warm but merciless", "a guest")],
            id="a_relative_clause_does_not_make_its_object_the_speaker",
        ),
        pytest.param(
            "Tribute aired.\n\n"
            "Viewers have praised narrator Ian Sterne for his tribute, stating that he had "
            '"done himself proud this week".',
            [("done himself proud this week", "viewers")],
            id="a_capitalised_plural_opening_the_clause_is_people_unnamed_not_the_one_after",
        ),
    ],
)
def test_an_unnamed_speaker_is_labelled_by_the_noun_the_text_uses(text, expected):
    assert speakers(text) == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Sen. Clarice Odell spoke for 19 hours.\n\n"
            "One Republican staffer who watched from the gallery called the speech "
            '"the most effective thing that won\'t matter."\n',
            0,
            "a staffer",
            id="unnamed_speaker_with_relative_clause_and_no_commas",
        ),
        pytest.param(
            'Chief negotiator Joseph Lemar said the deal was "a disgrace," he said.\n\n'
            "One European negotiator, speaking on condition of anonymity, said the text was "
            '"the best deal available". The negotiator added: "Nobody is pretending it is '
            'enough."\n',
            -1,
            "a negotiator",
            id="definite_callback_to_newer_unnamed_introduction_beats_named_holder",
        ),
        pytest.param(
            NAMED
            + (
                "One restaurant owner on Front Street, who asked not to be named, said she threw "
                'out food. "Nobody told us anything," the restaurant owner said.\n'
            ),
            -1,
            "a restaurant owner",
            id="definite_callback_to_compound_unnamed_introduction",
        ),
        pytest.param(
            "TV chef Marcus Fenn has accused a rival of copying his pie.\n\n"
            "Neither chef has suggested a cook-off, though, as one fan put it, \"that's the only "
            'way this ends".\n',
            -1,
            "a fan",
            id="as_one_fan_put_it",
        ),
        pytest.param(
            "Radio analyst Marten Quillfeather said the move was overdue.\n\n"
            "One analyst at a rival network was less sure.\n\n"
            '"It is a gamble," the analyst said.\n',
            0,
            "an analyst",
            id="an_unnamed_analyst_brought_in_later_keeps_the_label",
        ),
        pytest.param(
            'Ann Roe, 50, walked out.\n\n"Nobody knew if she would come back," one EU diplomat '
            "said.",
            -1,
            "a diplomat",
            id="one_unnamed_official_with_an_acronym_is_labelled",
        ),
        pytest.param(
            "Dana Whitlow spent heavily.\n\n"
            '"I would want answers," said a prominent Republican National Committee member who '
            "backs Whitlow.\n\n"
            '"Nobody cares when you spend your own money," the RNC member said.\n',
            -1,
            "a committee member",
            id="a_body_named_before_the_noun_makes_no_party_label_and_its_short_form_goes_back",
        ),
    ],
)
def test_a_definite_noun_goes_back_to_the_unnamed_speaker_it_labels(text, index, expected):
    assert speakers(text)[index][1] == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Ministers expect a rebellion on Tuesday, led by backbencher Colin Marsh.\n\n"
            "One organiser, who asked not to be named, was more cautious. 'Thirty is a guess,' "
            "she said.\n",
            -1,
            ("Thirty is a guess,", "an organiser"),
            id="she_after_one_unnamed_person_with_a_who_clause_and_any_verb",
        ),
        pytest.param(
            "Helio Labs will cut 200 jobs, chief executive Marta Lind said on Monday.\n\n"
            '"It is over for us," a researcher who was let go told reporters.\n',
            -1,
            ("It is over for us,", "a researcher"),
            id="a_relative_clause_without_commas_before_the_cue",
        ),
        pytest.param(
            "Helio Labs will cut 200 jobs, chief executive Marta Lind said on Monday.\n\n"
            "Among those let go was a scientist who had worked at the lab for 12 years. "
            '"I gave them everything," she said.\n',
            -1,
            ("I gave them everything,", "a scientist"),
            id="she_after_an_unnamed_person_brought_in_mid_sentence",
        ),
    ],
)
def test_a_pronoun_after_an_unnamed_person_is_that_person(text, index, expected):
    assert speakers(text)[index] == expected


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "Jim Whitford lost. One Whitford aide, who spoke on condition of anonymity, said the "
            'campaign "never found a message that stuck."',
            id="before_the_cue",
        ),
        pytest.param(
            'Jim Whitford lost. "We never found a message," said one Whitford aide.',
            id="after_the_cue",
        ),
    ],
)
def test_one_owner_aide_is_an_aide_before_or_after_the_cue(text):
    assert speakers(text)[0][1] == "an aide"


@pytest.mark.parametrize(
    ("qualifier", "expected"),
    [
        ("one former GOP leadership aide", "a leadership aide"),
        ("one New Hampshire Democrat", "a Democrat"),
        ("a 2008 Clinton veteran", "a veteran"),
        ("one unaligned Florida Republican strategist", "a strategist"),
    ],
)
def test_capitalised_words_before_the_noun_do_not_cut_the_label_short(qualifier, expected):
    # after the cue, "said one former GOP ...": the label is the noun, never "a former"
    text = f'Polls closed. "It will be close," said {qualifier}.'
    assert speakers(text)[0][1] == expected


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            'A person familiar with the talks said, "Nobody will blink first."',
            "a source familiar with the talks",
        ),
        (
            '"Nobody will blink first," said someone close to the negotiations.',
            "a source close to the negotiations",
        ),
        (
            '"Nobody will blink first," a person with knowledge of the talks said.',
            "a source with knowledge of the talks",
        ),
        (
            '"Nobody will blink first," an official familiar with the talks said.',
            "an official familiar with the talks",
        ),
        (
            '"Nobody will blink first," one Republican involved in the planning said.',
            "a Republican involved in the planning",
        ),
    ],
)
def test_an_unnamed_speaker_is_labelled_with_what_sets_them_apart(sentence, label):
    # an anonymous source, with what the text says they are close to or familiar with, as the
    # published corpora give the Source
    text = "Talks stalled on Monday.\n\n" + sentence + "\n"
    assert speakers(text)[0][1] == label


def test_what_sets_an_unnamed_speaker_apart_is_left_off_when_it_names_a_person():
    # "a source close to Vance" would read as Vance speaking
    text = (
        "Actor Tom Vance, 53, left the set on Monday.\n\n"
        '"He is fine," a source close to Vance told People.\n'
    )
    assert speakers(text)[0][1] == "a source"


def test_indefinite_subject_with_capitalised_adjective_is_a_label():
    text = (
        "One European negotiator, speaking on condition of anonymity, said the text was "
        '"the best deal available". The negotiator added: "Nobody is pretending it is enough."'
    )
    assert speakers_and_labels(text) == [(None, "a negotiator"), (None, "a negotiator")]


def test_definite_role_noun_refers_back_to_recent_unnamed_introduction():
    text = (
        "Joseph Lemari, the climate envoy, spoke first.\n\n"
        'One Nordic delegate said the deal was "a start".\n\n'
        '"We will keep pushing," the delegate said.'
    )
    assert speakers_and_labels(text)[-1] == (None, "a delegate")


def test_an_unnamed_speaker_brought_in_earlier_in_the_paragraph_speaks():
    text = (
        '"It was my best night," Priya Holt said after the show.\n\n'
        "Not every parent was pleased. One parent at the gala, a teacher who said she had "
        'flown in from Leeds, told the Herald she left early. "The sound was awful," she '
        'said. "I want a refund."\n'
    )
    assert [s for _t, s in speakers(text)][1:] == ["a parent", "a parent"]


def test_a_passive_subject_is_never_a_label():
    text = (
        "The festival said the show had been cancelled and that a new date would be "
        'announced "very soon."\n'
    )
    assert speakers(text)[0][1] != "a be"


def test_a_rank_before_an_unlisted_noun_stays_in_the_label():
    text = (
        "Sprinter charged\n\n"
        "Ana Roe was charged on Monday.\n\n"
        "One senior figure in the sport, who asked not to be named, described the timing "
        "as \u201ca disaster\u201d for the team. \u201cEverybody knows the rules,\u201d "
        "they said.\n"
    )
    assert {s for _q, s in speakers(text)} == {"a senior figure"}


def test_they_after_one_unnamed_person_with_a_who_clause():
    text = (
        "Ministers expect a rebellion on Tuesday, led by backbencher Colin Marsh.\n\n"
        "One organiser, who asked not to be named, was more cautious. 'Thirty is a guess,' "
        "they said. 'It could be fewer.'\n"
    )
    assert speakers(text)[-2:] == [
        ("Thirty is a guess,", "an organiser"),
        ("It could be fewer.", "an organiser"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('"She is too far behind," said an Iowa Democrat.\n', "a Democrat"),
        ('"It is over," another New Hampshire Republican added.\n', "a Republican"),
        ('"It is over," one senior Democrat said.\n', "a senior Democrat"),
        ('According to the Harbour Courier, "the deal is close."\n', "the Harbour Courier"),
        ('As Polldesk put it, "the race is tied."\n', "Polldesk"),
        ('As Polldesk puts it, "the race is tied."\n', "Polldesk"),
    ],
)
def test_a_party_member_or_a_publication_speaks_under_that_name(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == [expected]


def test_a_possessed_role_no_one_holds_is_someone_unnamed_not_the_last_named():
    text = (
        "Split\n\nMira Castell shared a photo on Sunday. Tom Reddan also posted a video.\n\n"
        'In a statement to a magazine, her lawyer said: "She will not comment further."\n'
    )
    assert speakers(text) == [("She will not comment further.", "a lawyer")]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ('Most were worried; most said they were "very worried."', "most"),
        ('Aides say the former governor plans to "actively support" the senator.', "Aides"),
        (
            'While those surveyed said Jo Bush has the "best experience," Tim Lee leads.',
            "those surveyed",
        ),
    ],
)
def test_people_counted_but_not_named_speak_as_the_text_calls_them(text, label):
    assert [speaker for _quote, speaker in speakers(text)] == [label]


def test_a_body_cut_to_its_first_word_in_a_statement_is_no_group():
    text = (
        "Friends of the Tooele Aquifer, a residents group, said in a statement that it was "
        '"reviewing every legal option available."'
    )
    assert [speaker for _quote, speaker in speakers(text)] != ["Friends"]


def test_according_to_a_description_names_the_source_as_the_text_calls_it():
    text = (
        "Jo Marr wrote about it on Monday.\n\n"
        'According to the newspaper, "gun laws empower dealers to sell to any adult."\n\n'
        'According to the report, "the agency failed to act."'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["the newspaper", None]


def test_the_unnamed_man_who_opens_the_paragraph_before_is_the_next_he():
    text = (
        "Actor on trial\n\n"
        "Actor Jo Vale grabbed a man in a theatre, a court has heard.\n\n"
        "The man said that when they were alone, Mr Vale grabbed him.\n\n"
        '"It was aggressive," he said.\n\n'
        '"It was an abuse of power," the man said.\n\n'
        'Asked why he had come forward, he said he had been "denigrated".\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["a man", "a man", "a man"]


def test_a_paragraph_opening_on_he_said_goes_back_to_the_unnamed_complainant():
    text = (
        "Trial\n\n"
        "Jo Vale denies the charges.\n\n"
        "The complainant told police he was taken aback by the comments made by Mr Vale.\n\n"
        'He said he was "feeling very shocked".\n'
    )
    assert speakers(text) == [("feeling very shocked", "a complainant")]


def test_the_noun_of_someone_the_story_names_is_no_unnamed_subject():
    text = (
        "Trial\n\n"
        "The witness, Dana Whitlow, was in the room.\n\n"
        "The witness said that Jo Vale had left early.\n\n"
        '"I saw it all," she said.\n'
    )
    assert speakers(text) == [("I saw it all,", "Dana Whitlow")]


def test_he_said_goes_on_with_the_unnamed_speaker_of_the_paragraph_before():
    text = (
        "Attack\n\n"
        "President Jo Vale condemned the attack on Friday.\n\n"
        'A reporter for a news agency called it "absolute chaos."\n\n'
        '"We saw people hit and debris flying around," he said.\n'
    )
    assert speakers(text)[-1] == ("We saw people hit and debris flying around,", "a reporter")


def test_a_label_of_the_other_sex_does_not_go_on():
    text = (
        "Attack\n\n"
        "President Jo Vale condemned the attack on Friday.\n\n"
        'A woman who lives nearby called it "absolute chaos."\n\n'
        '"We will rebuild," he said.\n'
    )
    assert speakers(text)[-1] == ("We will rebuild,", "Jo Vale")


@pytest.mark.parametrize(("plural", "label"), [("women", "a woman"), ("men", "a man")])
def test_one_of_an_irregular_plural_is_labelled_in_the_singular(plural, label):
    text = (
        f"Trial\n\nTwo {plural} gave evidence. \u201cI was petrified\u201d, said one of the "
        f"{plural}, a set designer.\n"
    )
    assert speakers(text) == [("I was petrified", label)]


def test_someone_unnamed_after_with_is_the_participles_subject():
    text = (
        "Texts\n\nOthers said those defending Jo Vale had fallen for his manipulation, with one "
        "person explaining that \u201che is not being disrespectful\u201d.\n"
    )
    assert speakers(text) == [("he is not being disrespectful", "a person")]


def test_someone_of_the_subject_after_with_speaks_the_participles_words():
    text = (
        "Chris Vell was accused of assault. A woman who used the pseudonym Ava alleged that "
        "the actor had assaulted her in 2010.\n\n"
        "The actor denied the allegation, with his representative saying: \u201cThe story is a "
        "complete fabrication.\u201d\n\n"
        "Jo Vell spoke on Monday, with her campaign saying: \u201cWe will win.\u201d"
    )
    assert speakers(text) == [
        ("The story is a complete fabrication.", "a representative"),
        ("We will win.", "Jo Vell"),
    ]


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Gary Vell wrote a book about the senator.\n\nAt one point in the book, Vell gives an "
            "account of her telling one agent to \u201cGo to hell!\u201d",
            "Gary Vell",
        ),
        (
            "The senator posted many photos.\n\nAnother featured five vintage photos telling "
            "\u201cthe story of how the couple fell in love.\u201d",
            "a person",
        ),
    ],
)
def test_one_or_another_after_a_preposition_or_before_a_verb_is_no_labelled_speaker(text, speaker):
    assert [s for _q, s in speakers(text)] == [speaker]


def test_the_one_an_accuser_quoted_as_saying_and_a_friend_quoted_by_a_paper():
    text = (
        "Chris Vell was accused of assault on Thursday.\n\n"
        "One of the three accusers quoted Vell saying that \u201cmonogamy is a sham\u201d despite "
        "being married at the time.\n\n"
        "\u201cHe may be non-monogamous,\u201d a friend was quoted by The Sun."
    )
    assert speakers(text) == [
        ("monogamy is a sham", "Chris Vell"),
        ("He may be non-monogamous,", "a friend"),
    ]


def test_an_auxiliary_after_another_is_no_labels_noun():
    text = "It was the actor who another has said talked about \u201ceating her.\u201d"
    assert speakers(text) == [("eating her.", "a person")]


def test_a_capitalised_plural_of_a_label_noun_is_no_person():
    text = "Viewers said the tribute by narrator Ian Sterne 'did him proud'.\n"
    assert [p.name for p in extract(text).people] == ["Ian Sterne"]


@pytest.mark.parametrize(
    "sentence",
    [
        'A spokesperson for Vale, Ebie Marrow, said: "He passed away peacefully at home."',
        "A spokesperson for Vale, Ebie Marrow, confirmed the death, adding that the "
        '"singer and actor passed away peacefully at home."',
        # (a role may stand before the name, and any words after the description's noun)
        'A spokesperson for the band, longtime publicist Ebie Marrow, said: "He passed away."',
        'Another legend of the era, The Seaside Boys star Ebie Marrow, tweeted: "A giant."',
    ],
)
def test_a_spokesperson_named_in_apposition_speaks_by_name(sentence):
    text = f"Obituary\n\nSinger Kristo Vale died on Saturday at 88.\n\n{sentence}\n"
    assert [speaker for _quote, speaker in speakers(text)] == ["Ebie Marrow"]


def test_a_named_speaker_reported_by_an_unnamed_source_speaks_the_words_of_his_clause():
    text = (
        "Host Jem Varley apologised to his staff on Thursday.\n\n"
        '"It\'s embarrassing and I feel so bad," Varley said, according to the workers. '
        '"Sorry if I embarrassed you." Another source who was on the call told Deadline that '
        'Varley praised the staff as "the best of the best."\n'
    )
    assert speakers_and_labels(text) == [("Jem Varley", None)] * 3


def test_the_friend_opening_a_sentence_is_no_one_the_story_names():
    text = (
        "Quenby Vale is expecting her third baby.\n\n"
        'The insider said that Vale was "happy."\n\n'
        'The friend continued about the couple, "We have seen them break up."\n'
    )
    assert speakers_and_labels(text)[-1] == (None, "a friend")


@pytest.mark.parametrize("group", ["police", "prosecutors"])
def test_a_group_set_off_bare_after_a_name_is_the_subject_of_the_cue(group):
    # '"... pointed the item at" Chappelle, police said': the quote's clause runs on into the
    # name; the group after the comma said it
    text = (
        "Attack\n\n"
        "The man was held after the show on Tuesday.\n\n"
        f'"The suspect pointed a replica handgun at" Quenby Hale, {group} said.\n\n'
        '"I am fine," Hale, the comedian, said later.\n'
    )
    assert [who for _quote, who in speakers(text)] == [None, "Quenby Hale"]
