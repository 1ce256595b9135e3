"""The names of bodies, firms, bands and groups are no people."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        pytest.param(
            "Manager Ossie Brandt, 51, was sent off on Saturday.\n\n"
            'In a statement, Quellfield Rovers said the club "accepts the ruling".\n',
            {"Ossie Brandt"},
            [("accepts the ruling", "Quellfield Rovers")],
            id="a_football_club_is_no_person_and_speaks_through_a_spokesperson",
        ),
        pytest.param(
            "Singer Tamsin Orrell, 30, has cancelled her tour.\n\n"
            'Starfall Touring said it was "deeply disappointed" by the decision.\n',
            {"Tamsin Orrell"},
            [("deeply disappointed", "Starfall Touring")],
            id="a_longer_name_the_text_calls_it_is_an_organisation",
        ),
        pytest.param(
            "Miner delays project\n\n"
            "Brackenridge Copper first proposed the pit in 2019.\n\n"
            "Brackenridge chief executive Alan Mercer said the company would wait.\n\n"
            'At the time, Brackenridge called the rules "a sensible step."\n',
            {"Alan Mercer"},
            [("a sensible step.", "Brackenridge")],
            id="a_name_before_an_office_held_in_it_is_a_body",
        ),
        pytest.param(
            "Frontman quits band\n\n"
            "Paper Lanterns frontman Jed Morrow has left the band.\n\n"
            'In a post, Paper Lanterns said they were "heartbroken" but supportive.\n',
            {"Jed Morrow"},
            [("heartbroken", "Paper Lanterns")],
            id="a_fuller_name_before_a_role_and_a_name_is_a_body",
        ),
        pytest.param(
            "Oscar night\n\n"
            "Brendan Fenwick thanked director Carl Ray. "
            'He said the filmmaker "laid your hearts bare".\n',
            {"Brendan Fenwick", "Carl Ray"},
            [("laid your hearts bare", "Brendan Fenwick")],
            id="a_name_then_a_verb_then_a_role_and_a_name_is_two_people_not_a_body",
        ),
        pytest.param(
            "Kim Lee, 41, will retire on Sunday.\n\n"
            'In a statement, Greyhound Racing Scotland said Lee had been "a credit to the '
            'sport".\n',
            {"Kim Lee"},
            [("a credit to the sport", "Greyhound Racing Scotland")],
            id="a_nation_ending_a_three_word_name_makes_a_body",
        ),
        pytest.param(
            "Glasgow boatbuilder Harland Marine is to shed 40 jobs.\n\n"
            '"This is the hardest call we have made," said managing director Ewan Harland.\n\n'
            "Mr Harland, 52, said the firm would keep its design office.\n\n"
            "Harland Marine was started in 1979 by his mother, Isla Harland, and his aunt, "
            "Morag Harland.\n",
            {"Ewan Harland", "Isla Harland", "Morag Harland"},
            [("This is the hardest call we have made,", "Ewan Harland")],
            id="a_name_opened_by_the_familys_surname_is_its_firm",
        ),
        pytest.param(
            "Councillor Ruth Emery backed the plan.\n\n"
            'Residents\' group Save Kelton said the vote was "a dark day", and urged people '
            "to object.\n",
            {"Ruth Emery"},
            [("a dark day", "Save Kelton")],
            id="a_bodys_noun_set_bare_before_a_name_makes_a_body",
        ),
    ],
)
def test_a_body_is_neither_among_the_people_nor_a_speaker(text, names, expected):
    assert set(people(text)) == names
    assert speakers(text) == expected


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "Nurse Ailsa Brodie, 52, led the march.\n\n"
            'In a statement, NHS Dunraven said all views would be "weighed carefully".\n',
            {"Ailsa Brodie"},
            id="a_name_after_an_acronym_in_capitals_is_a_body",
        ),
        pytest.param(
            "Council votes on quarry\n\n"
            "Chief Aaron Whitecloud of the nearby Cedar Bend First Nation, whose land borders "
            "the site, said the vote settled nothing.\n",
            {"Aaron Whitecloud"},
            id="a_determined_prepositional_object_does_not_take_the_cue",
        ),
        pytest.param(
            "Tom Baker, 41, is a chef. The same year, he opened his first restaurant, "
            "Copper Kettle, in Truro.\n",
            {"Tom Baker"},
            id="a_name_apposed_to_a_thing_noun_is_no_person",
        ),
        pytest.param(
            "Drug maker Quenby Therapeutics said on Monday it would cut 80 jobs. Analysts at "
            "Torvald Biosciences said the cuts were expected.\n\n"
            'Chief executive Irene Falk said: "It is a hard day."\n',
            {"Irene Falk"},
            id="industry_words_end_a_companys_name",
        ),
        pytest.param(
            "Tom Greer, a partner at Bristol-based consultancy Pellham Advisory, said margins were "
            "thin. Analysts at Corran Associates agreed.\n",
            {"Tom Greer"},
            id="advice_firms_end_on_their_trade",
        ),
        pytest.param(
            "Ann Lee will face Wexford Town, a club spokeswoman said. Lee, 30, agreed.",
            {"Ann Lee"},
            id="a_role_phrase_that_starts_a_new_clause_is_not_an_apposition",
        ),
        pytest.param(
            "Thieves raided Halden & Sons Jewellers, police said. Ann Roe, 40, saw it.",
            {"Ann Roe"},
            id="names_joined_by_an_ampersand_are_a_firm",
        ),
        pytest.param(
            "Evacuations widen.\n\n"
            "The Elk Creek Fire grew overnight, according to Cal Fire. Elk Creek Fire crews "
            "held.\n\nLakeside Unified said schools would close. The Rourke Brothers cancelled a "
            "show.\n\nDelacroix, also a Democrat, fired back within hours.",
            {"Delacroix"},
            id="institution_and_event_words_make_a_run_no_person",
        ),
        pytest.param(
            "Fine upheld.\n\n"
            '"We disagree strongly," Orvex said, adding that it would appeal.\n\n'
            "Orvex said it would appeal. Commissioner Ana Vidal said the case was closed.",
            {"Ana Vidal"},
            id="a_one_word_name_the_text_calls_it_is_an_organisation",
        ),
    ],
)
def test_only_the_people_beside_a_body_are_found(text, names):
    assert set(people(text)) == names


@pytest.mark.parametrize(
    ("text",),
    [
        pytest.param(
            "Concert postponed\n\n"
            "The Lisbon promoter, Marisol Live, said the concert had been postponed.\n\n"
            "Her publisher, Quarry Lane Books, said the launch would go ahead.\n",
            id="a_business_doer_noun_does_not_make_the_apposed_name_a_person",
        ),
        pytest.param(
            "Bank cuts jobs\n\n"
            "The bank will cut 300 jobs as it expands its chatbot assistant, Nell, the company "
            "said.\n\n"
            "Nell, which launched last spring, now answers half of all queries.\n",
            id="a_one_word_name_that_takes_which_is_a_thing",
        ),
        pytest.param(
            "Shares fall\n\n"
            "The company faces pressure from activist investor Ashgrove Tull, which owns 5%.\n\n"
            'Ashgrove said it welcomed the change. "The board must act," the fund said.\n',
            id="a_mention_that_said_it_does_not_make_a_person",
        ),
        pytest.param(
            "Tributes\n\nDunmore Health, home of the cancer centre, said the ward was full.\n",
            id="a_health_service_is_a_body",
        ),
    ],
)
def test_a_name_only_a_body_bears_makes_no_person(text):
    assert people(text) == {}


def test_a_surname_after_an_acronym_is_no_body_s_name():
    text = (
        "Memoir row\n\n"
        "Jorrin Vale is claiming Tom Marland has tried to stop the release of her memoir.\n\n"
        'Vale wrote on Instagram on Monday: "I will not be bullied."\n\n'
        "A spokesperson for Marland told CNN Vale's claims are false.\n"
    )
    assert set(people(text)) == {"Jorrin Vale", "Tom Marland"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        pytest.param(
            'KORAVEL, 5, said in a post that "the tour goes on," and Lia Denn, 23, said so too.\n',
            "KORAVEL",
            id="one_word_in_capitals_is_a_group_not_a_person",
        ),
        pytest.param(
            "Showrunner Leaves Quillfire Drama After Budget Row\n\n"
            "Quillfire announced the exit in a statement, saying it was grateful.\n",
            "Quillfire",
            id="a_long_headline_run_is_no_fuller_name_of_a_body",
        ),
    ],
)
def test_a_group_is_no_person(text, name):
    assert name not in people(text)


@pytest.mark.parametrize(
    ("text", "name", "fragment"),
    [
        pytest.param(
            "Brackenridge Outdoor CEO Helen Stroud will retire in March, the company said.\n\n"
            '"It has been a privilege," Stroud said. Brackenridge said the search for a '
            "successor had begun.\n",
            "Helen Stroud",
            "Brackenridge",
            id="a_name_before_an_office_in_capitals_is_the_body_it_belongs_to",
        ),
        pytest.param(
            "Lessor Greywater Estates says repairs will take a year\n\n"
            "Lessor Greywater Estates confirmed on Monday that repairs would take a year.\n\n"
            'Greywater Estates managing director Colin Faraday said: "We are sorry."\n',
            "Colin Faraday",
            "Greywater",
            id="a_word_before_a_bodys_fuller_name_describes_the_body",
        ),
        pytest.param(
            "Ardmore Ship Repair, the family-owned yard building the new ferry, told MSPs the "
            "work would be late.\n\n"
            "Tom Keane, the yard's chief executive, said the delay was regrettable.\n",
            "Tom Keane",
            "Ardmore",
            id="an_apposition_headed_by_a_body_noun_makes_a_body",
        ),
        pytest.param(
            "Voters weigh the alliance\n\n"
            "Mara Quellen, a professor of government at Harwick College, said the alliance "
            "mattered.\n",
            "Mara Quellen",
            "Harwick",
            id="a_body_noun_in_the_complement_of_a_persons_noun_makes_no_body",
        ),
    ],
)
def test_a_body_is_no_person_but_who_works_there_is(text, name, fragment):
    assert name in people(text)
    assert not any(fragment in found for found in people(text))


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        pytest.param(
            "Voss Automotive will close its plant, the company said.\n\n"
            "UK Unite, Britain's second-largest union, said the plan was "
            '"an insult" to workers.\n',
            "Unite",
            [("an insult", "UK Unite")],
            id="a_capitalised_acronym_before_a_word_makes_a_body",
        ),
        pytest.param(
            "Ines Harlow won the title in Bala.\n\n"
            "In a statement, Welsh Rowing said the regatta had been 'a credit to the town'.\n",
            "Welsh Rowing",
            [("a credit to the town", "Welsh Rowing")],
            id="a_nationality_and_a_sport_make_a_governing_body",
        ),
    ],
)
def test_a_body_is_no_person_and_speaks_through_a_spokesperson(text, name, expected):
    assert name not in people(text)
    assert speakers(text) == expected


def test_a_name_the_statement_calls_it_is_an_organisation():
    text = (
        "Streamer cancels drama\n\n"
        "Tallowmere confirmed the cancellation in a short statement, saying it remained "
        '"proud" of the show.\n\n'
        'Corvane Data said in a statement that it was "reviewing all options".\n'
    )
    assert people(text) == {}
    # a body the participle clause takes up speaks through a spokesperson; one the cue names,
    # as itself
    assert [s for _q, s in speakers(text)] == ["a spokesperson", "Corvane Data"]


def test_a_word_after_a_noun_for_a_body_or_in_camel_case_is_an_organisation():
    text = (
        "Rail boss quits\n\n"
        "The drivers' union Railwise said the problems ran deeper than one man.\n\n"
        "Her last show will air on Friday, TeleMax confirmed.\n\n"
        'Jo Marsh, the chief executive, said she was "sorry."\n'
    )
    found = people(text)
    assert "Railwise" not in found
    assert "TeleMax" not in found
    assert "Jo Marsh" in found


def test_a_name_that_takes_a_plural_verb_is_a_band():
    text = (
        "Copper Lanterns announced Low Tide, their third album, on Friday.\n\n"
        "Now they are back. Copper Lanterns are Mina Ruiz, Obi Grant and Tess Hale. "
        'Ruiz said the record was "a long time coming."\n'
    )
    found = people(text)
    assert "Mina Ruiz" in found
    assert "Copper Lanterns" not in found


def test_a_name_given_as_an_example_of_a_plural_is_a_person():
    # the plural verb agrees with "candidates", not with the name
    text = "Candidates split on the war\n\nCandidates like Dorian Vasquez have blasted the plan.\n"
    assert "Dorian Vasquez" in people(text)


def test_a_business_noun_opening_a_sentence_makes_a_body():
    text = (
        "Singer Rhea Vance has cancelled her tour.\n\n"
        "Distributor Halfmoon Touring said in a statement: 'Every ticket will be refunded.'\n\n"
        "The distributor said the refunds would take two weeks.\n"
    )
    found = people(text)
    assert "Rhea Vance" in found
    assert not any("Halfmoon" in name for name in found)
    assert speakers(text) == [("Every ticket will be refunded.", "Halfmoon Touring")]


def test_a_list_of_capitalised_words_ends_a_bodys_name():
    text = (
        "A spokesperson for the Department of Culture, Arts and Heritage said staff were "
        '"looking at options."\n\n'
        "The Minister for Culture, Arts and Heritage, Siobhan Varley, said: "
        '"We will not let this theatre close."\n'
    )
    found = people(text)
    assert "Heritage" not in found
    assert "Siobhan Varley" in found
    assert speakers(text) == [
        ("looking at options.", "a spokesperson for the Department of Culture, Arts and Heritage"),
        ("We will not let this theatre close.", "Siobhan Varley"),
    ]


def test_a_place_or_a_club_is_not_a_person():
    text = (
        "Wedding.\n\n"
        "They will return to their home in Chelsea, a spokesperson for the couple said.\n\n"
        'Chelsea, which sponsors the club, said it was "delighted."'
    )
    assert people(text) == {}
    # a body the clause calls "it" speaks through a spokesperson (never a person)
    assert speakers(text) == [("delighted.", "Chelsea")]


@pytest.mark.parametrize("outlet", ["Reuters", "Politico", "Twitter"])
def test_an_outlet_or_platform_named_alone_is_no_person(outlet):
    text = (
        f'Senator Ona Pell spoke on Monday. "We will win," Pell told {outlet}. {outlet} said so.\n'
    )
    assert set(people(text)) == {"Ona Pell"}


def test_an_outlet_word_that_ends_a_fuller_name_is_that_persons_surname():
    text = 'Mayor Michael Bloomberg spoke on Monday. "We will win," Bloomberg said.\n'
    assert speakers(text) == [("We will win,", "Michael Bloomberg")]


def test_a_common_word_standing_alone_is_no_person_but_a_given_name_is():
    text = (
        "Ironically, the vote went ahead. Justice was done, said one official, and justice "
        "was seen. Kelly, 30, agreed.\n"
    )
    assert set(people(text)) == {"Kelly"}


def test_a_name_with_national_in_it_is_a_bodys():
    text = (
        'Donald Trump bought Trump National Doral in 2012.\n\n"They are moving it," Trump said.\n'
    )
    assert set(people(text)) == {"Donald Trump"}
    assert speakers(text) == [("They are moving it,", "Donald Trump")]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            'Probe sought\n\n"They have got it," said Oversight ranking Democrat Elias Cumber.\n',
            id="a_committee_then_a_post_then_the_name",
        ),
        pytest.param(
            'Veterans speak\n\n"I jumped," said Air Force Capt. Elias Cumber.\n',
            id="a_service_then_a_rank_then_the_name",
        ),
    ],
)
def test_a_body_named_between_a_cue_and_the_speakers_post_is_no_person(text):
    assert set(people(text)) == {"Elias Cumber"}
    assert speakers(text)[0][1] == "Elias Cumber"


@pytest.mark.parametrize(
    "sentence, body",
    [
        ("The exit poll was run by Edison Research for the networks.", "Edison Research"),
        (
            "Six in 10 Virginia Democratic voters said the governor is honest.",
            "Virginia Democratic",
        ),
    ],
)
def test_a_body_word_makes_no_person(sentence, body):
    assert body not in people(f"News\n\n{sentence}\n")


def test_a_faiths_adjective_makes_no_person():
    text = "News\n\nBeck has criticized Christian Evangelical voters for not backing Cruz.\n"
    assert "Christian Evangelical" not in people(text)


@pytest.mark.parametrize(
    "sentence",
    [
        "America Rising PAC, an outside group, is sending out missives.",
        "Dan Backer, the conservative attorney and treasurer of the pro-Lane Great Freedom PAC, "
        "has egged on her supporters.",
        "Rose Bowl skywriters blast the mayor.",
        "The show is mounted with Warner Bros. Theater Ventures.",
        "The bureau is sending its hefty American Community Survey to millions of homes.",
    ],
)
def test_a_bodys_or_an_events_name_is_no_person(sentence):
    found = people(f"News\n\n{sentence}\n")
    assert set(found) <= {"Dan Backer"}


def test_a_plural_of_a_nationality_after_a_word_is_a_group():
    text = "News\n\nIn 1960, 90 members of Young Americans for Freedom signed the statement.\n"
    assert people(text) == {}


def test_a_one_word_name_an_apposition_calls_a_company_is_no_person():
    text = (
        'Rich lists\n\n"There is a lot of interest," said Dave Friedland, president of '
        "Wealth-X, a private company that tracks and ranks billionaires.\n\n"
        "Wealth-X says the two are worth about $47 billion each.\n"
    )
    assert set(people(text)) == {"Dave Friedland"}


def test_outlets_and_studios_named_alone_are_no_people():
    text = (
        "According to Billboard, a fan, Manuel Souza, has filed a petition. Marvel has "
        'announced that it dropped the actor. "It was awful," Souza said.'
    )
    assert set(people(text)) == {"Manuel Souza"}


def test_a_city_and_its_police_or_fire_department_are_no_person():
    assert set(people("Houston PD said the crowd surged. Crews from Austin FD helped.")) == set()


def test_a_palace_speaks_as_a_body_not_a_person():
    text = 'Kensington Palace said the princess would recover. "She is doing well," it added.'
    assert set(people(text)) == set()


@pytest.mark.parametrize(
    "text",
    [
        'At the time, Live Nation said she was "taking time off to be with her children".',
        "She signed with G-III in 2012. (Marc Fisher Footwear produces her shoe line.)",
    ],
)
def test_a_company_whose_name_ends_in_a_business_word_is_no_person(text):
    assert set(people(text)) == set()


def test_an_outlet_online_and_a_police_command_are_no_people():
    text = (
        "In an interview with Wales Online, Huw Edwards said English was hard. Detectives from "
        "the Met's Specialist Crime Command concluded there was no crime."
    )
    assert set(people(text)) == {"Huw Edwards"}


def test_a_topic_word_before_a_participle_cue_is_no_person():
    text = (
        "Summit\n\nDana Whitlow took a swipe at Jo Vale's stance on Brexit, saying that "
        '"bombastic comments" do more harm than good.\n'
    )
    assert set(people(text)) == {"Dana Whitlow", "Jo Vale"}


def test_a_name_ending_in_a_mediums_word_is_an_outlet_not_a_person():
    text = "Trial\n\nThe lawyer spoke for an hour, according to Ireland Live and KTLA Today.\n"
    assert people(text) == {}


def test_people_the_magazine_opening_a_sentence_is_no_person():
    text = "Split\n\nPeople confirmed the news and said Jo Vale and Dana Whitlow had a prenup.\n"
    assert set(people(text)) == {"Jo Vale", "Dana Whitlow"}


def test_a_public_figures_given_name_opens_a_name_that_owns_something():
    text = "Split\n\nJo Vale hired a lawyer who handled Tiger Woods' divorce.\n"
    assert set(people(text)) == {"Jo Vale", "Tiger Woods"}


@pytest.mark.parametrize("outlet", ["Sports Illustrated", "Vanity Fair", "Entertainment Weekly"])
def test_a_magazine_named_by_its_last_word_is_no_person(outlet):
    text = f"Tour\n\nThe show was postponed to the following day, according to {outlet}.\n"
    assert people(text) == {}


def test_a_column_or_channel_ended_by_a_number_word_is_no_person():
    text = (
        "Hospital\n\nOn June 28, Page Six first reported the singer was found unresponsive. "
        "According to Page Six, Dana Whitlow was in hospital for a night.\n"
    )
    assert list(people(text)) == ["Dana Whitlow"]


def test_a_medical_institution_named_by_medicine_is_no_person():
    text = "Health\n\nThe gland regulates blood sugar, according to Harlow Medicine.\n"
    assert people(text) == {}


def test_a_thing_that_shows_opening_a_sentence_is_no_person():
    text = (
        "Apology\n\nFootage posted online showed Dana Whitlow saying: \u201cI am so sorry.\u201d\n"
    )
    assert list(people(text)) == ["Dana Whitlow"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Authorities said Dana Whitlow met the driver a day after they argued.",
        "Tributes shared by her co-stars said Dana Whitlow had a kind heart.",
    ],
)
def test_a_plural_of_a_body_or_of_a_thing_that_says_is_no_person(sentence):
    assert list(people(f"Court\n\n{sentence}\n")) == ["Dana Whitlow"]


def test_a_show_named_for_its_host_is_no_person():
    text = "TV\n\nHe appeared on Dana Whitlow Tonight on Friday. Dana Whitlow apologised later.\n"
    assert list(people(text)) == ["Dana Whitlow"]


def test_a_chinese_platform_is_no_person():
    text = "Win\n\nWeibo, China's version of Twitter, said a hashtag about Dana Whitlow trended.\n"
    assert list(people(text)) == ["Dana Whitlow"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Dana Whitlow has died at 34, according to Associated Press and other outlets.",
        "Deputies responded at 11 a.m., said Deputy Dana Whitlow.",
        "Dana Whitlow opened for the Backstreet Boys on their tours.",
        "Dana Whitlow sang at the Diamond Jubilee Concert in 2012.",
        "Wimbledon Magistrates\u2019 Court heard Dana Whitlow had been driving.",
    ],
)
def test_an_agency_a_plural_of_a_role_a_band_an_event_or_a_court_is_no_person(sentence):
    assert list(people(f"News\n\n{sentence}\n")) == ["Dana Whitlow"]


@pytest.mark.parametrize(
    "quote",
    [
        # the letters after a number are no word of their own ("st" of "21st")
        '"He will not be returning to the Fox News Channel," 21st Century Fox said.',
        # nor are the capitalised words after an ordinal a name
        "21st Century Fox said in a statement that he would not return.",
    ],
)
def test_a_company_named_after_an_ordinal_is_no_person(quote):
    text = f"Exit\n\nFox News has cut ties with its anchor, Dana Holt.\n\n{quote}\n"
    assert set(people(text)) == {"Dana Holt"}


def test_a_sports_teams_nickname_after_its_city_names_a_team():
    text = (
        "Dana Holt played for the Denver Nuggets and the Houston Rockets before retiring.\n\n"
        "Fans packed the home of the NFL's Dallas Cowboys on Friday night.\n"
    )
    assert set(people(text)) == {"Dana Holt"}


@pytest.mark.parametrize("surname", ["Union", "Court", "Street"])
def test_a_role_before_a_given_name_makes_a_body_word_after_it_a_surname(surname):
    text = (
        "Tributes\n\nStars paid tribute on Sunday. Among them, actress Dana "
        f'{surname}, tweeted: "Working with him was a dream."\n'
    )
    assert set(people(text)) == {f"Dana {surname}"}
    assert speakers(text) == [("Working with him was a dream.", f"Dana {surname}")]


def test_a_club_named_after_a_quarter_of_its_city_is_no_person():
    # "Paris" is a given name and "Saint-Germain" looks like a surname
    text = (
        "Suspended\n\nParis Saint-Germain suspended Dorian Marsh for two weeks on Tuesday.\n\n"
        '"He apologised," Paris Saint-Germain said.\n'
    )
    assert "Paris Saint-Germain" not in people(text)
    assert "Dorian Marsh" in people(text)
