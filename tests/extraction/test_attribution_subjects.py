"""Which name is a cue's subject past appositions, clauses and phrases, and where it stops."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Singer Pia Lund, 30, got engaged.\n\n"
            "A source close to the pair tells E! News the ring was "
            '"the worst-kept secret in Oslo." '
            'Lund told E! News she wore it "like a medal" all week.\n',
            [
                ("the worst-kept secret in Oslo.", "a source close to the pair"),
                ("like a medal", "Pia Lund"),
            ],
            id="a_name_with_a_bang_does_not_end_the_sentence",
        ),
        pytest.param(
            'Northwind said it was "disappointed" by the vote and that its offer was '
            '"fair and reasonable". The company added that talks would go on.\n',
            [
                ("disappointed", "Northwind"),
                ("fair and reasonable", "Northwind"),
            ],
            id="stop_outside_the_mark_ends_the_sentence_before_the_next_cue",
        ),
        pytest.param(
            "Striker Pavel Ondra was fined on Friday.\n\n"
            "In a statement, the club said no promise had been written down and described his "
            'conduct as "unacceptable".\n',
            [("unacceptable", "the club")],
            id="second_verb_after_and_shares_the_first_ones_subject",
        ),
        pytest.param(
            "Actor Dana Pruitt posted a still from one of their scenes together and wrote, "
            '"He was the kindest man I ever worked with."\n',
            [("He was the kindest man I ever worked with.", "Dana Pruitt")],
            id="a_verb_after_and_has_the_sentences_subject_not_the_object_before_it",
        ),
        pytest.param(
            "Mara Velde won a third term in March.\n\n"
            "On the eve of her election to a second term as prime minister, Velde rallied "
            'supporters by warning that "the centre is in danger" this spring.\n',
            [("the centre is in danger", "Mara Velde")],
            id="a_description_after_a_preposition_is_no_subject",
        ),
        pytest.param(
            "Daniel Vask left the campaign in June. Vask later quashed rumours he would write a "
            'book by tweeting that "I am bound by an agreement."\n',
            [("I am bound by an agreement.", "Daniel Vask")],
            id="the_object_before_a_gerund_cue_is_no_subject",
        ),
        pytest.param(
            "Jason Sims \u2014 a teacher from Mount Pleasant \u2014 says the endorsement was "
            '"a big deal." Gary Byrne, a former agent for the president has written that it '
            'was "rage." Clinton, a top aide said, was "ready."\n',
            [("a big deal.", "Jason Sims"), ("rage.", "Gary Byrne"), ("ready.", "an aide")],
            id="a_description_set_off_after_a_name_is_the_names",
        ),
        pytest.param(
            "Orrin Talbeck, 52, has said little. Stopped by a reporter outside his home on "
            'Sunday, he smiled and said only, "No comment today."\n',
            [("No comment today.", "Orrin Talbeck")],
            id="the_agent_of_a_passive_phrase_is_not_the_speaker",
        ),
        pytest.param(
            "Singer Maya Quell has hit back at her former bandmate Jonas Treml after he claimed "
            'the split was "all about money".\n\n'
            "Treml, 31, made the remark on Sunday. Quell, 28, said she was upset.\n",
            [("all about money", "Jonas Treml")],
            id="a_subordinate_clause_has_its_own_subject",
        ),
        pytest.param(
            "Tobias Renwick-Hale, 66, chairs the board.\n\n"
            'The college\'s board said it would pick a successor "within weeks." Its chair, '
            'banker Tobias Renwick-Hale, thanked the outgoing head for "years of calm '
            'leadership."\n',
            [
                ("within weeks.", "the college's board"),
                ("years of calm leadership.", "Tobias Renwick-Hale"),
            ],
            id="a_stop_inside_the_marks_then_a_capital_ends_the_sentence",
        ),
        pytest.param(
            "Comedian Osric Pellow, 41, walked off the show.\n\n"
            'His publicist, Jo Brandvik, said the comedian was "deeply upset."\n',
            [("deeply upset.", "Jo Brandvik")],
            id="a_name_in_apposition_after_a_possessive_description_is_the_speaker",
        ),
        pytest.param(
            "Club sacks manager\n\n"
            '"It was the right time," Ferndale chairman Victor Amble told reporters.\n',
            [("It was the right time,", "Victor Amble")],
            id="a_body_s_name_may_open_the_role_before_a_name_after_the_quote",
        ),
        pytest.param(
            "Player fined\n\n"
            "Cole Rainer was fined after his loss to Pavel Orsk, the tour announced. Rainer said "
            "he was sorry.\n\n"
            "The 23-year-old American received a penalty late in the third set after throwing his "
            'racket and calling umpire Ines Moor "a joke" on court.\n',
            [("a joke", "Cole Rainer")],
            id="a_participle_s_subject_is_the_clause_s_not_a_phrase_across_a_subordinate_clause",
        ),
        pytest.param(
            "Airline boss ousted\n\n"
            "Kevin Dorr, general secretary of the Aircrew Union, which represents about 2,000 "
            'pilots, said staff had raised concerns "again and again."\n',
            [("again and again.", "Kevin Dorr")],
            id="the_object_of_a_preposition_is_no_subject_of_the_cue",
        ),
        pytest.param(
            "Gov. Sam Ortiz and Sen. Ann Lusk clashed.\n\n"
            'In a statement posted to the governor\'s website, Ortiz wrote:\n\n"We cut costs."',
            [("We cut costs.", "Sam Ortiz")],
            id="a_possessive_is_never_the_speaker",
        ),
        pytest.param(
            "Jordan Vale, 30, who is engaged to dancer Ria Lowe, sent his support in the comments, "
            "writing: \u2018Sending love x\u2019",
            [("Sending love x", "Jordan Vale")],
            id="a_verb_phrase_after_a_comma_is_not_an_apposition_of_the_speaker",
        ),
        pytest.param(
            "Visit ends.\n\n"
            "Vera Roblin arrived on Monday. On Tuesday, she held talks with Foreign Minister"
            ' Park Min-jae, who described Chile as "indispensable" to the plan.',
            [("indispensable", "Park Min-jae")],
            id="a_relative_clause_makes_its_antecedent_the_speaker",
        ),
        pytest.param(
            "Tribute\n\n"
            '"We loved her," first lady Jo Vale said as she left a Delaware restaurant with US '
            'President Tom Marland, who added: "Ninety-nine years old."\n',
            [("We loved her,", "Jo Vale"), ("Ninety-nine years old.", "Tom Marland")],
            id="a_relative_clause_after_a_phrase_ending_on_a_name_is_the_name_s",
        ),
        pytest.param(
            "Fans were divided.\n\nAmong the replies was a post from Jane Wells who wrote, "
            '"You never respected the rules and you never will."',
            [("You never respected the rules and you never will.", "Jane Wells")],
            id="a_name_is_the_antecedent_of_who_without_a_comma",
        ),
        pytest.param(
            'Tributes poured in.\n\nActress Jen Garvey has shared her "tremendous grief" for her '
            'late co-star Shannon Dole, describing her as "one of the strongest people I have '
            'ever known."',
            [
                ("tremendous grief", "Jen Garvey"),
                ("one of the strongest people I have ever known.", "Jen Garvey"),
            ],
            id="a_participle_after_a_comma_hangs_on_the_sentences_subject",
        ),
        pytest.param(
            "The debate was heated.\n\nDuring the debate, Ann Vole claimed that statements made "
            'by her rival Don Pike calling for a ban on imports make him "the best friend of '
            'our rivals."',
            [("the best friend of our rivals.", "Ann Vole")],
            id="a_call_for_inside_what_a_cue_reports_is_no_cue",
        ),
        pytest.param(
            'Tributes.\n\n"It is a dark day," wrote her friend and collaborator, Theo Marsh.',
            [("It is a dark day,", "Theo Marsh")],
            id="a_name_in_apposition_after_a_cue_and_description_is_a_person",
        ),
        pytest.param(
            'Poll.\n\n"Both of them scare me," Harry Bond, 30, of Raleigh, N.C., who was among'
            " those polled, said in a follow-up interview.",
            [("Both of them scare me,", "Harry Bond")],
            id="a_long_phrase_set_off_after_the_name_before_the_cue",
        ),
        pytest.param(
            'Poll.\n\n"It is over," Ann Lee, who argued with Tom Vance at the hearing, told'
            " reporters.",
            [("It is over,", "Ann Lee")],
            id="a_long_phrase_after_the_name_that_names_someone_else",
        ),
        pytest.param(
            'Apology.\n\nModel Jo Vane apologised to Kit Lowe.\n\n"It has been a humbling '
            'month," Vane, 35, wife of award-winning singer and "The Crown" star Tom Marland, '
            "wrote on Monday.",
            [("It has been a humbling month,", "Jo Vane")],
            id="a_long_phrase_with_a_quoted_title_and_a_spouse_after_of",
        ),
        pytest.param(
            'Tributes.\n\nTom Marland wrote, "you were the kindest of friends."\n\n'
            '"Love you so much, Kip. One in all time," Ada Quill, whose second-ever credit as '
            "an actor was to appear in several episodes of Kip\u2019s Playhouse, posted on her "
            "own social media.",
            [
                ("you were the kindest of friends.", "Tom Marland"),
                ("Love you so much, Kip. One in all time,", "Ada Quill"),
            ],
            id="a_paragraph_opening_on_a_quote_with_a_named_cue_after_a_long_phrase",
        ),
        pytest.param(
            "Wages.\n\nAnthony Anton, president and CEO of Washington Restaurant Association "
            'stated, "It is not a political problem; it is a math problem."',
            [("It is not a political problem; it is a math problem.", "Anthony Anton")],
            id="the_posts_a_name_holds_are_no_body_speaking",
        ),
        pytest.param(
            "Refugees.\n\nThe idea began with Donald Trump, who proclaimed in July that "
            'refugees fleeing Syria "cannot come into this country under any plan."',
            [("cannot come into this country under any plan.", "Donald Trump")],
            id="words_set_into_a_relative_clause_are_its_antecedents",
        ),
        pytest.param(
            "Poll.\n\nNikki Haley, who delivered the response on Tuesday, is an "
            '"articulate conservative who has won two elections in the state."',
            [("articulate conservative who has won two elections in the state.", None)],
            id="a_relative_clause_closed_by_a_comma_leaves_the_main_clause",
        ),
        pytest.param(
            "Oscar night\n\nBrendan Fenwick won best actor on Sunday.\n\n"
            'An emotional Fenwick took to the stage exclaiming: "So this is the multiverse!"\n',
            [("So this is the multiverse!", "Brendan Fenwick")],
            id="a_name_with_an_epithet_before_it_is_the_subject",
        ),
        pytest.param(
            "Star dies\n\nThe actress Jo Vale died on Friday.\n\n"
            "Hollywood star Tom Marland \u2013 who played Vale's grandson in the 2009 comedy "
            'The Offer \u2013 said: "She was great at defying expectation."\n\n'
            "Vale's family - which includes her daughter Ann Vale - said in a statement: "
            '"We share the news with broken hearts."\n',
            [
                ("She was great at defying expectation.", "Tom Marland"),
                ("We share the news with broken hearts.", "Jo Vale\u2019s family"),
            ],
            id="an_aside_between_dashes_leaves_the_subject_before_it",
        ),
        pytest.param(
            "Memoir row\n\nJo Vale is claiming Tom Marland has tried to stop her memoir.\n\n"
            'Without naming Marland, Vale had previously written on social media: "He is trying '
            'to stop my book."\n',
            [("He is trying to stop my book.", "Jo Vale")],
            id="an_adverb_after_the_auxiliary_leaves_the_subject_before_it",
        ),
    ],
)
def test_the_subject_of_each_cue_speaks(text, expected):
    assert speakers(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Dale Harbison, 58, lost. Harbison conceded in a brief statement but said he had "
            '"serious questions" about the count.',
            ["Dale Harbison"],
            id="a_conjunction_is_never_the_subject_before_a_cue",
        ),
        pytest.param(
            "Lena Marsh runs Fairway.\n\n"
            "\u201cWe were glad,\u201d Dr. Lena Marsh, Fairway\u2019s chief executive, told CNN "
            "Thursday. \u201cNothing came.\u201d\n",
            ["Lena Marsh", "Lena Marsh"],
            id="an_apposition_with_an_owners_role_keeps_the_speaker",
        ),
        pytest.param(
            "Singer cancels tour\n\n"
            "Jess Harkins has cancelled her tour, the singer announced on Tuesday.\n\n"
            "Harkins\u2019 longtime agent, Nina Cole-Park, told Variety the call was made "
            '"within an hour" of the diagnosis.\n\n'
            "Owen Davies, the champion, pulled out on Monday.\n\n"
            "Davies' coach, Tom Reyes, said the injury happened at the team's camp in Boulder, "
            'Colo., and that the champion had tried to "run it off" before scans.\n',
            ["Nina Cole-Park", "Tom Reyes"],
            id="a_bare_plural_possessive_is_never_the_speaker",
        ),
        pytest.param(
            "Study out.\n\n"
            '"It took little," said the study\'s lead author, Dr. Samira Vale, an epidemiologist. '
            '"Walk more."\n\n'
            'The lab\'s director, Dr. Ana de la Cruz, said: "It adds up."\n\n'
            '"No comment," the mayor\'s spokesman, Jim Cole, said.\n\n'
            "\"I'm proud,\" said Cole's wife, Clara Cole.",
            [
                "Samira Vale",
                "Samira Vale",
                "Ana de la Cruz",
                "Jim Cole",
                "Clara Cole",
            ],
            id="a_name_in_apposition_after_a_description_is_the_speaker",
        ),
        # a role, or a body's name and a role, before the name after an inverted cue comes
        # off the speaker
        pytest.param(
            '"It is a loss," said food critic Dash Oyelo, who reviewed it in 2017.',
            ["Dash Oyelo"],
            id="food_critic_is_a_role_before_an_inverted_name",
        ),
        pytest.param(
            "The crew was hurt on Tuesday.\n\n"
            '"Kelvin is awake, and he is talking," director Sienna Marsh said in a statement. '
            '"That tells you everything."\n\n'
            '"We spent a long time apart," singer Nora Vail, 41, told Rolling Stone.\n',
            ["Sienna Marsh", "Sienna Marsh", "Nora Vail"],
            id="lower_case_role_then_name_after_the_quote",
        ),
        pytest.param(
            "Champion withdraws from title bout\n\n"
            "Vic Moran has pulled out of his title fight, his team said on Tuesday.\n\n"
            '"I have never seen anything like it," said Redline Promotions founder Gary Pitt. '
            '"Nine days out. Nine days."\n',
            ["Gary Pitt", "Gary Pitt"],
            id="a_body_of_several_words_before_the_role_after_an_inverted_cue",
        ),
        pytest.param(
            "The tributes poured in.\n\n"
            'Says his old pal and bandmate Tom Marland: "We butted heads a lot over time."\n',
            ["Tom Marland"],
            id="five_words_of_a_role_before_the_name_after_an_opening_inverted_cue",
        ),
        pytest.param(
            "Club sacks manager\n\n"
            'Fans were less sentimental. "It should have happened weeks ago," said '
            "season-ticket holder Ray Dunne, 58, who has followed the club for decades. "
            '"Credit to him for trying."\n',
            ["Ray Dunne", "Ray Dunne"],
            id="a_doer_noun_before_a_name_after_said_gives_the_speaker",
        ),
        pytest.param(
            "Race called.\n\n"
            '"A fantasy," said Lyle Brandt, the campaign manager, on Tuesday.\n\n'
            'Pat Roe, 40, spoke.\n\n"We won," said campaign manager Pat Roe.',
            ["Lyle Brandt", "Pat Roe"],
            id="a_name_then_its_apposition_and_a_role_then_a_name_after_the_cue",
        ),
    ],
)
def test_the_subjects_of_the_cues_in_turn(text, expected):
    assert [s for _q, s in speakers(text)] == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            '"I quit," Tom Reyes told fans on Friday.\n\n'
            "Reyes, 31, said in a clip posted to Instagram on Monday that he had been "
            '"running on empty for a year."\n',
            1,
            ("running on empty for a year.", "Tom Reyes"),
            id="a_medium_before_a_participle_is_not_a_speaker",
        ),
        pytest.param(
            "The band is led by vocalist Cara Minto.\n\n"
            'At the time, Minto told reporters she wanted the album to sound "loud".\n\n'
            "Last year they headlined the Harbour Stage, a show the frontwoman later described as "
            '"the best night of our lives".\n',
            -1,
            ("the best night of our lives", "Cara Minto"),
            id="the_subject_of_a_relative_clause_without_that_speaks",
        ),
        pytest.param(
            "Airline Brisa said it regretted the strike.\n\n"
            "The company's CEO, Lotte Verbeke, told reporters that Brisa remained "
            '"ready to talk" but would not budge.\n',
            -1,
            ("ready to talk", "Lotte Verbeke"),
            id="the_firms_acronym_role_with_a_name_in_apposition",
        ),
        pytest.param(
            "Hal Roldan, 50, and Ann Lusk, 44, met.\n\n"
            '"Fine," Lusk said.\n\n'
            'Asked whether he would meet Lusk, Roldan said: "My door is open."',
            -1,
            ("My door is open.", "Hal Roldan"),
            id="the_subject_next_to_the_cue_beats_a_pronoun_in_an_opening_clause",
        ),
        pytest.param(
            "Ray Marsh was a governor for twenty years.\n\n"
            "When Marsh died in 1998, former President Jo Vale released the following "
            'statement: "We offer our condolences to the family."\n',
            -1,
            ("We offer our condolences to the family.", "Jo Vale"),
            id="a_name_in_a_subordinate_clause_opening_the_sentence_is_not_the_subject",
        ),
        pytest.param(
            "Jo Vale and Dana Whitlow met in Ohio.\n\n"
            "Vale and Whitlow saw the talks as a start, with Whitlow later saying they were "
            '"frank and useful."\n',
            -1,
            ("frank and useful.", "Dana Whitlow"),
            id="the_name_after_with_is_the_subject_of_its_participle",
        ),
        pytest.param(
            "Jo Vale met voters outside the polling station.\n\n"
            'At one point, a woman asked for a photo and Vale said, "as long as it is legal."\n',
            -1,
            ("as long as it is legal.", "Jo Vale"),
            id="a_name_after_and_opens_a_new_subject_not_a_complement_of_the_one_before",
        ),
        pytest.param(
            "More than 60 MPs have written to the editor, Jo Vale, about the column.\n\n"
            "In a letter, they said Dana Whitlow had received threats and that columns such as "
            'his contributed to an "unacceptable climate of hatred".\n',
            -1,
            ("unacceptable climate of hatred", None),
            id="a_name_in_what_a_pronoun_said_is_not_its_subject",
        ),
        pytest.param(
            "Hugh Vale has settled a claim against the publisher of The Sun.\n\n"
            "The star of films including Love Actually and Four Weddings and a Funeral later "
            'wrote on X: "They are offering me an enormous sum of money."\n',
            -1,
            ("They are offering me an enormous sum of money.", "Hugh Vale"),
            id="a_capitalised_noun_after_a_is_a_title_s_word_not_a_subject",
        ),
    ],
)
def test_the_subject_of_the_cue_speaks_not_a_name_near_it(text, index, expected):
    assert speakers(text)[index] == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Presenter Fenella Harte, 52, quit on Monday.\n\n"
            'A Northlight TV spokesperson said: "We wish her every success." The broadcaster '
            "said it would review the concerns.\n",
            0,
            "a spokesperson",
            id="colon_quote_ending_its_sentence_takes_no_subject_from_the_next",
        ),
        pytest.param(
            'Council leader Tom Bell said the council faced "impossible choices".\n\n'
            '"Nobody goes into politics to close a library," Mr Bell said.\n\n'
            "The leader of the opposition group, Councillor Hugh Pryce, said the council had "
            '"run out of ideas".\n\n'
            '"They found money for their own offices," he said.\n',
            -1,
            "Hugh Pryce",
            id="titled_name_in_apposition_to_a_role_is_the_one_described",
        ),
    ],
)
def test_the_subject_of_the_cues_own_sentence_speaks(text, index, expected):
    assert speakers(text)[index][1] == expected


@pytest.mark.parametrize("lead", ["state Sen.", "former Gov."])
def test_a_title_after_a_modifier_names_the_speaker(lead):
    text = f'"People drive an hour to see a doctor," said {lead} Wyatt Kettle, a Republican.'
    assert speakers(text) == [("People drive an hour to see a doctor,", "Wyatt Kettle")]


def test_a_description_running_into_a_cue_is_the_subject_not_an_apposition():
    text = (
        "Minister quits\n\nRuth Ambler resigned as health minister on Monday. "
        "Ambler, 49, had held the post since 2024.\n\n"
        "In her letter to the prime minister, Sir Dennis Oakwell, the 49-year-old MP for "
        "Brayford wrote:\n\n"
        '"I can no longer defend this policy."'
    )
    assert speakers(text) == [("I can no longer defend this policy.", "Ruth Ambler")]
    assert 49 not in people(text)["Dennis Oakwell"].ages


def test_a_role_before_a_possessive_is_no_subject_and_an_apposed_name_may_carry_a_role():
    text = (
        "Her chief of staff, Wilma Arkenfeld, 44, defended her.\n\n"
        "The senator's husband, retired judge Corin Vale, declined to comment. Asked whether "
        'his wife would run again, he said: "Ask her."\n'
    )
    assert speakers(text) == [("Ask her.", "Corin Vale")]
    assert "he" not in people(text)["Wilma Arkenfeld"].pronouns


def test_a_role_and_its_complement_before_a_name():
    text = (
        "Studio hires director\n\n"
        '"She has a rare eye," said Larkspur president of production Owen Tate. '
        '"We are lucky."\n'
    )
    assert "Owen Tate" in people(text)
    assert [s for _q, s in speakers(text)] == ["Owen Tate", "Owen Tate"]


def test_a_prepositions_object_is_no_subject_for_a_participle_cue():
    text = (
        "Presenter quits\n\n"
        "Gemma Roe, 47, quit on Monday. Her co-host Ravi Lal, 52, said he was "
        '"devastated."\n\n'
        "Ravi paid tribute to Gemma once more at the end of the programme, saying she had "
        'been "the best friend anyone could ask for".\n'
    )
    assert dict(speakers(text))["the best friend anyone could ask for"] == "Ravi Lal"


def test_a_name_before_an_ing_word_is_no_subject_for_a_participle_cue():
    text = (
        "Lewis Tamm, 32, posted a photo of him and Rory Vale sharing an embrace on stage, "
        'adding a comment that Rory was "the most vital part of the band".'
    )
    assert speakers(text) == [("the most vital part of the band", "Lewis Tamm")]


def test_a_name_after_a_fronted_phrase_is_the_subject_of_its_apposition():
    text = (
        "Harlow Foods agreed to pay $12 million.\n\n"
        "In the courtroom, Petra Lindgren, a partner at Vance Orley LLP who represents the "
        'buyers, said the deal was "fair to everyone."\n'
    )
    assert "Petra Lindgren" in people(text)
    assert speakers(text) == [("fair to everyone.", "Petra Lindgren")]


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        pytest.param("Tamsin Rudd, after a long pause, said.", "Tamsin Rudd", id="interrupted"),
        pytest.param("former Ohio governor Arlo Penfold said.", "Arlo Penfold", id="modifiers"),
        pytest.param("state Sen. Arlo Penfold (D) said.", "Arlo Penfold", id="bare_party_tag"),
        pytest.param("mused radio co-host Tamsin Rudd.", "Tamsin Rudd", id="cue_first"),
        pytest.param(
            "said former Penfold adviser Tamsin Rudd.", "Tamsin Rudd", id="name_as_modifier"
        ),
        pytest.param(
            "just as Arlo Penfold did in 2008, Tamsin Rudd added.", "Tamsin Rudd", id="last_name"
        ),
    ],
)
def test_the_person_named_between_a_quote_and_its_cue_speaks(after, expected):
    text = (
        "Tamsin Rudd and Arlo Penfold spoke at the rally on Monday.\n\n"
        f'"We will win this state," {after}\n'
    )
    assert speakers(text) == [("We will win this state,", expected)]


def test_a_person_named_after_the_body_they_speak_for_speaks():
    text = (
        "Adam Forsythe runs the company's public policy team.\n\n"
        '"The rules are unclear," Kestrel\'s Adam Forsythe said.\n'
    )
    assert speakers(text) == [("The rules are unclear,", "Adam Forsythe")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('"Talks are close to a deal," Harbour Courier reported.\n', "Harbour Courier"),
        ('Talks were "close to a deal," according to Polldesk.\n', "Polldesk"),
    ],
)
def test_a_publication_that_reports_speaks_under_its_name(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == [expected]


def test_after_a_cue_with_a_phrase_before_it_the_first_person_after_it_speaks():
    text = (
        "Professor Ilse Varga studies elections.\n\n"
        'Clinton "did well with older voters" in the last primary, said professor Ilse Varga.\n'
    )
    assert speakers(text) == [("did well with older voters", "Ilse Varga")]


def test_a_person_after_a_cue_and_its_adverbial_is_no_speaker():
    text = (
        "Dana Roe, 40, and Kit Lam, 52, were on stage.\n\n"
        '"Keep her name out of it," the actor shouted from his seat after slapping Lam.\n'
    )
    assert speakers(text)[0][1] != "Kit Lam"


@pytest.mark.parametrize(
    "sentence",
    [
        'Senator Ona Pell promised Sunday to end "the excessively wasteful regime of '
        'deportations."',
        'On Tuesday, Sen. Ona Pell endorsed him, citing "a firm grasp of the issues."',
        'Pell, a veteran of two campaigns, sniped that the mayor was "learning on the job."',
        "Speaking to reporters in Dunmore, which votes next week, Pell referred to the mayor "
        'as "a bright, charismatic leader."',
    ],
)
def test_words_set_into_a_sentence_about_what_a_person_did_are_theirs(sentence):
    text = f"Senator Ona Pell and Mayor Rui Sousa met on Monday.\n\n{sentence}\n"
    assert [speaker for _quote, speaker in speakers(text)] == ["Ona Pell"]


def test_a_noun_phrase_a_preposition_governs_is_no_subject_of_the_cue():
    text = (
        "Senator Ona Pell toured the state.\n\n"
        'Pell, during a town hall meeting in Dunmore, said she was "going to win."\n'
    )
    assert speakers(text) == [("going to win.", "Ona Pell")]


def test_a_description_a_capitalised_preposition_governs_is_no_subject_of_the_cue():
    text = (
        "Actor Rhys Holloway has urged the senator to quit.\n\n"
        "In a highly critical op-ed by the star, published on Wednesday, Rhys blasted: "
        '"It is devastating to say it."\n'
    )
    assert speakers(text) == [("It is devastating to say it.", "Rhys Holloway")]


def test_in_a_long_clause_the_person_named_as_the_subject_of_a_speech_verb_speaks():
    text = (
        "Mayor Rui Sousa and Senator Ona Pell met on Monday.\n\n"
        "In a year when Sousa is talking about cuts, Pell said the mayor was right to urge "
        'leaders "to stand up and be active."\n'
    )
    assert speakers(text) == [("to stand up and be active.", "Ona Pell")]


def test_a_role_word_that_is_also_a_cue_is_no_cue_inside_a_title():
    text = '"Nothing has changed," White House press secretary Josh Ernst said.\n'
    assert speakers(text) == [("Nothing has changed,", "Josh Ernst")]


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        pytest.param(
            "Convention speech\n\nGuns are \u201cthe ultimate public health crisis\u201d and "
            "\u201cstunt children\u2019s growth,\u201d Harold Deane, the former governor of "
            "Vermont, proclaimed to a cheering crowd on Tuesday.\n",
            "Harold Deane",
            id="a_cue_after_the_name_and_its_apposition_closes_the_sentence",
        ),
        pytest.param(
            "Orders criticised\n\nFormer Arkansas Gov. Mike Hucksby, for his part, is labeling "
            "the orders \u201ca blatant, belligerent abuse of power.\u201d\n",
            "Mike Hucksby",
            id="an_auxiliary_and_a_verb_of_naming_after_the_subject",
        ),
    ],
)
def test_the_named_subject_of_a_cue_in_the_quotes_sentence_speaks(text, speaker):
    assert {who for _quote, who in speakers(text)} == {speaker}


def test_a_person_named_only_in_a_possessive_before_the_cue_is_no_subject():
    text = (
        "Campaign reacts\n\nHilary Clintock\u2019s right-hand woman rallied supporters, saying: "
        "\u201cWe have to be ready to stop him.\u201d\n"
    )
    assert speakers(text) != [("We have to be ready to stop him.", "Hilary Clintock")]


@pytest.mark.parametrize(
    "sentence",
    [
        'And he made a point of saying the hall "was a place of solidarity."',
        'He has been a pioneer in hiring women, calling the plan "a first step."',
    ],
)
def test_a_verbs_object_before_the_cue_is_no_speaker(sentence):
    text = (
        "Mayor speaks\n\nMayor Dale Pryce spoke in Orlando on Monday. He called it a tragedy.\n\n"
        f"{sentence}\n"
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Dale Pryce"]


def test_the_object_of_to_before_a_cue_is_no_speaker():
    text = (
        "Lines\n\nMayor Greta Stanholm wrote a letter to Attorney General Lorna E. Lyle asking "
        'the department to investigate the "fiasco."\n'
    )
    assert speakers(text) == [("fiasco.", "Greta Stanholm")]


def test_a_dated_opening_phrase_with_its_own_commas_leaves_the_subject_speaking():
    text = (
        "Cables released\n\nAmbassador Rhys Talbot asked for more guards.\n\n"
        'In the July 9, 2012, cable, Talbot reported, "Security conditions continue to be '
        'unpredictable, with armed groups everywhere."\n'
    )
    assert speakers(text)[0][1] == "Rhys Talbot"


def test_an_owner_opening_the_clause_is_not_its_subject():
    # (a surname ending in "s" owns with an apostrophe alone: "Majors’")
    text = (
        "Jon Majors has been convicted of assaulting his ex-girlfriend Grace Jabb.\n\n"
        "Majors’ ex-girlfriend also described the actor’s “violent temper” in her testimony."
    )
    assert "Jon Majors" not in [speaker for _quote, speaker in speakers(text)]


def test_a_prepositions_object_is_no_speaker_while_the_clause_has_a_subject():
    text = (
        "In the middle of her sit-down with Oprah Winfrey, Meghan Markle shocked her "
        'interviewer by saying she felt trapped, "I just didn\'t want to be alive anymore."'
    )
    assert speakers(text) == [("I just didn't want to be alive anymore.", "Meghan Markle")]


def test_a_party_word_after_a_preposition_is_no_description_of_the_subject():
    # "a swipe at Republican" reads like "a Republican"; and the owner "Dana Whitlow's" is no
    # subject for the participle to hang on
    text = (
        "Vale swipes at Whitlow\n\n"
        "Washington (AFP) \u2013 Democrat Jo Vale has taken a swipe at Republican rival Dana "
        "Whitlow\u2019s stance on trade, saying that \u201cbombastic comments\u201d do more harm.\n"
    )
    assert speakers(text) == [("bombastic comments", "Jo Vale")]


def test_a_name_after_inside_is_a_place_not_the_subject_of_the_participle():
    text = (
        "Dana Whitlow won the primary on Tuesday.\n\n"
        "One operative inside Whitlow Tower tried to downplay Vale\u2019s comments, saying they "
        "were \u201cnot a big deal around here.\u201d\n"
    )
    assert speakers(text) == [("not a big deal around here.", "an operative")]


def test_a_name_joined_to_a_prepositions_object_is_no_subject_of_the_participle():
    text = (
        "Trial\n\n"
        "In something of a name drop, Pat Gibb heaped praise on Elton John and David Furnish, "
        "who gave evidence via video link from Monaco, saying that they had risked the "
        "\u201cwrath of the internet.\u201d\n"
    )
    assert speakers(text) == [("wrath of the internet.", "Pat Gibb")]


def test_a_post_between_a_body_and_the_name_is_no_verb_of_the_body():
    # "BBC director general Dana Whitlow apologised for": "BBC" is not doing "director"
    text = (
        "Apology\n\n"
        "In a statement, BBC director general Dana Whitlow apologised for the \u201cdifficult "
        "period for staff and our audience\u201d and outlined a review.\n"
    )
    assert speakers(text) == [("difficult period for staff and our audience", "Dana Whitlow")]


def test_modifiers_before_a_post_before_the_name_are_no_verb_of_the_first_word():
    # "Republican presidential front-runner Dana Whitlow defended": not "Republican" doing
    # "presidential"; the words set into her sentence are hers
    text = (
        "Whitlow stands by aide\n\n"
        "Republican presidential front-runner Dana Whitlow defended her campaign manager as a "
        "\u201cvery decent man\u201d on Tuesday.\n"
    )
    assert speakers(text) == [("very decent man", "Dana Whitlow")]


def test_an_adjective_opening_the_sentence_is_no_participle_phrase_before_its_subject():
    text = (
        "Dana Whitlow released the report on Friday.\n\n"
        "Renowned forensic pathologist Dr. Tom Marland tells the Post that if the family "
        "agrees, he thinks a second autopsy should be done.\n\n"
        '"These injuries could not have come from one fall," he said.'
    )
    assert speakers(text) == [("These injuries could not have come from one fall,", "Tom Marland")]


def test_a_subject_set_off_by_two_asides_did_what_the_quote_says():
    text = (
        'Tom Marland, 52, who lives in Ohio, has denied the allegations as "horrible '
        'distortions of reality."'
    )
    assert speakers(text) == [("horrible distortions of reality.", "Tom Marland")]


def test_a_name_that_modifies_a_noun_is_no_subject_a_participle_hangs_on():
    text = (
        "Country singer Naomi Vale has died, her family said.\n\n"
        "Born in Kentucky, Vale was a nurse before forming a band with her daughter.\n\n"
        "American singer Dana Whitlow sent her love to the Vale family, writing on Twitter: "
        "\u201cCountry music lost a true legend today.\u201d"
    )
    assert speakers(text) == [("Country music lost a true legend today.", "Dana Whitlow")]


def test_a_subordinate_clause_after_a_phrase_of_time_names_no_subject():
    text = (
        "In June 2009, after Jo Vale suffered a concussion, Tom Marland emailed her "
        'condolences, addressing her informally as "Jo" and telling her, "you are an all-star '
        'player and we need you for the long run!"'
    )
    assert speakers(text)[-1] == (
        "you are an all-star player and we need you for the long run!",
        "Tom Marland",
    )


def test_a_dash_closing_an_aside_ends_the_phrase_before_the_subject():
    text = (
        "Philip Vell is Noel Marr's barrister.\n\n"
        "In written submissions for the trial \u2013 which will only deal with liability and not "
        "the assessment of any damages \u2013 Vell said the actor \u201chas clearly established "
        "the falsity of all of the allegations\u201d."
    )
    assert speakers(text) == [
        ("has clearly established the falsity of all of the allegations", "Philip Vell")
    ]


def test_a_bodys_unnamed_post_holder_is_no_person_the_story_named():
    text = (
        "Noel Vell lost his libel case against the Guardian on Friday.\n\n"
        "The Guardian\u2019s editor welcomed the decision, describing it as \u201ca deserved "
        "victory for those women who suffered\u201d."
    )
    assert speakers(text) == [
        ("a deserved victory for those women who suffered", "the Guardian\u2019s editor")
    ]


def test_the_last_person_named_doing_something_in_the_clause_owns_the_words_set_into_it():
    # after a long participle phrase whose own commas hide the subject from the opener rule
    text = (
        "Rally\n\n"
        "Introduced at the lectern by Joe Arvell, the county sheriff and a hard-liner, Dana "
        "Whitlow launched into a lament for the \u201ccountless families\u201d of the town.\n"
    )
    assert speakers(text) == [("countless families", "Dana Whitlow")]


@pytest.mark.parametrize(
    "clause",
    [
        # a name inside what someone said
        "The court heard that Dana Whitlow had sought help for",
        # a subject shared with another
        "Ann Kole and Dana Whitlow ended in a",
        # a clause of its own before the one the words are set into
        "As Dana Whitlow spoke, the lobby was whipping lawmakers against",
        # another clause between the doer and the words
        "When Dana Whitlow mentioned her, and the crowd reprised the chant",
    ],
)
def test_a_person_named_outside_the_clause_the_words_are_set_into_does_not_own_them(clause):
    text = f"Rally\n\n{clause} \u201cany and all controls on this\u201d at the time.\n"
    assert speakers(text) == [("any and all controls on this", None)]


def test_a_name_set_off_by_an_apposition_with_a_quoted_title_speaks():
    text = (
        "Chef apologises\n\n"
        'Jo Vale said in response to the video: "It does not matter." Ulrika Marne, another '
        'former "Celebrity Kitchen" contestant, told The Telegraph that his comments showed '
        '"the arrogance of a man".\n'
    )
    assert speakers(text)[-1] == ("the arrogance of a man", "Ulrika Marne")
