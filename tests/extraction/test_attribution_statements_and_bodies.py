"""When a body, its statement or a document speaks: as the text names or describes it, through "a
spokesperson", or through a person."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a body described but not named ("After the vote, the club said:", "the ministry
        # said") speaks as the text calls it, with or without "statement" (PolNeAR's Source)
        pytest.param(
            'Kit Moss left on Monday.\n\n"We thank Kit for his work," the club said in a statement.'
            '\n\n"The plan stands," the mayor\'s office said in a statement.\n\n'
            '"Sales are up," the company said.\n\n"We are happy," the couple said.',
            ["the club", "the mayor's office", "the company", "the couple"],
            id="an_organisation_described_speaks_as_described_and_a_couple_keeps_its_label",
        ),
        pytest.param(
            "Lumen Music confirmed the news. The agency's full statement reads as follows:\n\n"
            '"Hello, this is Lumen Music. We have news.\n\n"We thank every fan."',
            ["a spokesperson", "a spokesperson"],
            id="a_statement_that_reads_as_follows_is_a_spokesperson_over_all_its_paragraphs",
        ),
        pytest.param(
            "Sen. Harlan Boatwright, R-Okla., said it was bad.\n\n"
            'The White House said in a statement that it "strongly supports" the bill.\n\n'
            "Its parent system, Big Sky Health Partners, said in a statement that the plan "
            '"protects emergency access" for now.',
            ["White House", "a spokesperson"],
            id="an_institution_with_a_proper_name_speaks_as_itself_a_body_in_apposition_not",
        ),
        pytest.param(
            "Jon Verity died on Monday.\n\n"
            'Founder of Ridgeline Records, Jo Marsh said in a statement, "He was a giant."',
            ["Jo Marsh"],
            id="a_post_held_at_a_body_set_before_the_name_is_the_persons",
        ),
        pytest.param(
            "The Harbour Families Group, which represents relatives, said in a statement that the "
            'routine was "deeply hurtful".',
            ["Harbour Families Group"],
            id="a_named_groups_statement_is_the_groups",
        ),
        pytest.param(
            "Tomas Reyburn founded the charity in 2015.\n\n"
            'The Tomas Reyburn Foundation said in a statement that the money was "held back." '
            'It added: "We take our obligations seriously."\n',
            ["a spokesperson", "a spokesperson"],
            id="foundation_named_after_a_person_speaks_through_a_spokesperson",
        ),
        pytest.param(
            "Presenter Fenella Harte, 52, quit on Monday.\n\n"
            'A Northlight TV spokesperson said: "Fenella has been the heart of the show. We wish '
            'her every success." The broadcaster said it would "look carefully" at the concerns.\n',
            ["a spokesperson", "a spokesperson"],
            id="body_goes_on_after_its_spokesperson",
        ),
        pytest.param(
            "Vera Lind said her husband was unwell.\n\n"
            "The force went on to say that 'no specific details have been passed to us'.\n",
            ["a spokesperson"],
            id="a_body_that_went_on_to_say_speaks_not_the_last_person_named",
        ),
        pytest.param(
            '"I am back," Mara Ellison said on Monday.\n\n'
            'A representative for Ellison said she is "resting and feeling much better".\n\n'
            '"The show goes on," a publicist for the theatre said.\n',
            ["Mara Ellison", "a representative", "a publicist for the theatre"],
            id="a_representative_for_someone_speaks_as_such_for_a_body_for_it",
        ),
        pytest.param(
            "The Harbour FC board met on Monday. In a statement Friday, the club said it was "
            '"looking forward" to the season. After the match, the club said: "We are proud of '
            'this team."\n',
            ["the club", "the club"],
            id="a_body_that_gave_a_statement_goes_on_as_described",
        ),
        pytest.param(
            "Officers stopped Ben Oduya, 22, in May. At the time, police said Oduya had "
            '"refused to stop", a claim later disputed.\n\n"He was calm," police said.\n',
            ["police", "police"],
            id="police_without_an_article_speak_as_police",
        ),
        pytest.param(
            'A Harbour Council spokesman said the plan was "on track".\n\n'
            '"We are listening," a ministry spokeswoman said.\n',
            ["a spokesman", "a spokeswoman"],
            id="a_spokesman_or_spokeswoman_keeps_the_noun_the_text_uses",
        ),
        pytest.param(
            "Lena Varrick, 44, criticised the plan.\n\n"
            'In a written reply, the agency said the figures were "out of date".\n\n'
            'The county\'s housing department has said the homes "meet every standard".\n',
            ["the agency", "the county's housing department"],
            id="an_organisation_noun_speaks_as_described_without_a_statement",
        ),
        pytest.param(
            "Governor Ada Pellinger, 58, left early.\n\n"
            'Later, her office said the governor "regrets the delay".\n\n'
            'A league statement said the match had been "properly officiated".\n\n'
            'The festival\'s organisers said the show "will go on".\n',
            ["her office", "a spokesperson", "the festival's organisers"],
            id="an_office_and_organisers_speak_as_described_a_statement_as_a_spokesperson",
        ),
        pytest.param(
            "Cyclist Wren Halvorsen-Pike, 26, has been banned by the Northern Cycling Review "
            "Panel.\n\n"
            'In a statement, the review panel said it had "followed the rules."\n\n'
            'The drinks maker, Fizzlight Beverages, said it was "checking its records."\n\n'
            "The county riders committee, which backed Halvorsen-Pike, said it would "
            '"keep fighting."\n',
            ["a spokesperson"] * 3,
            id="a_definite_description_of_an_organisation_is_a_spokesperson",
        ),
        pytest.param(
            'Nell Roe spoke.\n\n"We will keep going," according to a spokesperson for Roe, who '
            'added more.\n\n"This is a layoff," a spokesperson for the Workers Union, which '
            "represents 800 staff, said in a statement.",
            ["a spokesperson", "a spokesperson for the Workers Union"],
            id="according_to_after_the_quote_and_a_subject_with_a_prepositional_tail",
        ),
        # a company speaks as described, as above; a couple speaks as the two people it is
        # (as the celebrity corpus's gold gives a joint statement), a group no one names as
        # written
        pytest.param(
            "Kara Vane and Jude Orr, 41, have split.\n\n"
            '"We remain a family," the couple said in a joint statement.\n\n'
            '"Nothing changes for our customers," the company said.',
            ["Kara Vane and Jude Orr", "the company"],
            id="groups_that_speak_are_labelled_not_given_to_a_person",
        ),
        # words quoted from a document, or said by a group no one names, are given to the
        # subject as the text writes it (as PolNeAR's annotators give the Source)
        pytest.param(
            "Fraud trial.\n\n"
            "Dan Moe, 52, was jailed on Thursday.\n\n"
            'The documents describe the scheme as "simple, patient and almost invisible".\n\n'
            'The researchers said the result was "surprising".\n\n'
            'That is why critics say the plan would "gut" the service.',
            ["the documents", "the researchers", "critics"],
            id="words_of_a_document_or_an_unnamed_group_go_to_the_subject_as_written",
        ),
    ],
)
def test_a_body_and_its_statements_speak_through_a_spokesperson(text, expected):
    assert [s for _q, s in speakers(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Minister Ruth Ambler held firm on standards.\n\n"
            'The Guild of Cheese Makers said it was "relieved" ministers had not given way.\n',
            [("relieved", "Guild of Cheese Makers")],
            id="a_named_body_the_clause_calls_it_speaks_as_itself",
        ),
        pytest.param(
            "Ana Reyes and Tom Field announced their split on Monday in a joint statement.\n\n"
            '"We remain friends," the statement read.\n',
            [("We remain friends,", "a spokesperson")],
            id="joint_statement_read_out_is_a_spokespersons",
        ),
        pytest.param(
            'Prices rose on Monday, citing what the embassy called "reckless spending".\n',
            [("reckless spending", "the embassy")],
            id="what_a_body_called_is_its_words",
        ),
        pytest.param(
            "The Coastal Fisheries Authority fined the trawler firm on Monday, saying it had "
            '"ignored every warning" for years.\n',
            [("ignored every warning", "a spokesperson")],
            id="a_participle_after_a_body_subject_is_the_body_speaking",
        ),
        pytest.param(
            "Singer Noor Castellane-Wade, 29, says her film was shelved.\n\n"
            'The streaming giant said it had "no plans" to release it.\n',
            [("no plans", "a spokesperson")],
            id="a_description_the_cue_calls_it_is_a_body",
        ),
        pytest.param(
            'Noor Castellane-Wade, 29, said she was "heartbroken." The retailer that stocks her '
            'range, Brightmarket, said it would "stand by her."\n',
            [
                ("heartbroken.", "Noor Castellane-Wade"),
                ("stand by her.", "a spokesperson"),
            ],
            id="a_body_described_past_a_relative_clause_is_a_spokesperson",
        ),
        pytest.param(
            "A report linked Senator Ilse Marchetti-Boyd, 58, to a defence contractor.\n\n"
            'The contractor, Pellmark Systems, said it "follows every rule."\n',
            [("follows every rule.", "a spokesperson")],
            id="a_body_first_met_as_a_label_is_a_spokesperson_when_named_as_a_firm",
        ),
        pytest.param(
            "Prime Minister Eleri Vantage, 55, sacked her deputy.\n\n"
            'The Conservatives said the reshuffle was "a sign of panic."\n',
            [("a sign of panic.", "Conservatives")],
            id="a_proper_name_with_the_that_is_no_person_speaks_as_itself",
        ),
        pytest.param(
            "Report lands\n\n"
            "A Department for Transport and Roads spokesman said the report was "
            '"deeply concerning".\n',
            [("deeply concerning", "a spokesman")],
            id="a_body_full_name_before_spokesman",
        ),
        pytest.param(
            "Port workers walk out\n\n"
            "Workers at the port walked out on Monday.\n\n"
            "Harbourline, which runs the terminal under a long lease, has offered 4 percent, "
            'saying anything more would "put the business at risk" of closure.\n',
            [("put the business at risk", "a spokesperson")],
            id="an_organisation_with_a_which_clause_opens_the_participle_clause",
        ),
        pytest.param(
            "Union attacks takeover\n\n"
            "The Tailors' Union, which represents about 9,000 workers, said the offer would "
            'leave families "worse off". Union official Mark Dunne said: "We will not back '
            'down."\n\nThe Leeds-based company said its board had "unanimously" rejected the '
            "bid.\n\n"
            "The GMB union, which represents about 2,000 of its staff, said jobs would be "
            '"at risk". GMB officer Lisa Moor said: "We have seen this before."\n',
            [
                ("worse off", "a spokesperson"),
                ("We will not back down.", "Mark Dunne"),
                ("unanimously", "a spokesperson"),
                ("at risk", "a spokesperson"),
                ("We have seen this before.", "Lisa Moor"),
            ],
            id="a_body_with_capitalised_modifiers_is_not_the_official_named_next",
        ),
        pytest.param(
            "The Unite union, which brought the case in 2018 on behalf of more than 2,000 staff, "
            "including porters, drivers and cooks, said the trust had "
            '"ignored warnings for a decade".\n',
            [("ignored warnings for a decade", "a spokesperson")],
            id="a_relative_clause_holding_a_list_stands_between_a_body_and_its_cue",
        ),
        pytest.param(
            "Dockside, which runs the terminal under a long lease, has offered 3 percent, "
            'saying more would "sink the business".\n',
            [("sink the business", "a spokesperson")],
            id="a_relative_clause_without_a_list_keeps_the_participle_rule",
        ),
        pytest.param(
            "Brennock Foods opened the plant in 1990.\n\n"
            "Last year, the company cut 40 jobs there. At the time, it said the cuts were "
            "'vital to the future of the site'.\n",
            [("vital to the future of the site", "the company")],
            id="it_said_speaks_for_the_body_it_takes_up",
        ),
        pytest.param(
            "The festival was called off on Monday. According to a statement from the festival's "
            "organiser, refunds will be issued, and new dates will be announced "
            '"once the site is safe."\n',
            [("once the site is safe.", "a spokesperson")],
            id="a_passive_cue_after_according_to_a_statement_is_a_spokespersons",
        ),
        pytest.param(
            "Jon Tamber was arrested early Tuesday.\n\nAccording to the criminal complaint, "
            'Tamber\'s eyes were red and he "was unable to perform the sobriety tests."\n',
            [("was unable to perform the sobriety tests.", None)],
            id="according_to_a_document_is_not_the_words_of_whom_they_are_about",
        ),
        pytest.param(
            'The retailer, which runs 40 stores across the north, blamed a "steep and '
            'lasting" drop in footfall.\n',
            [("steep and lasting", "a spokesperson")],
            id="the_cause_a_body_blamed_in_its_own_words_is_a_spokespersons",
        ),
        pytest.param(
            "Depositors protest as regulator shuts lender\n\n"
            "The FSA announced the closure on Monday, saying the lender had "
            '"failed to meet capital rules".\n\n'
            "In a statement on Tuesday, the Deposit Guarantee Corporation (DGC), which has been "
            'appointed liquidator, said savers would be paid "within the shortest possible '
            'time".\n\nThe lender\'s chief executive, Tunde Ashiru, said staff were "in talks with '
            'buyers".\n\n'
            "The lawmaker representing Ashgrove North in the House of Representatives, Bola "
            'Adeyemi, said he would raise the matter "as a matter of urgent importance".\n\n'
            "Mr Adeyemi has represented the area since 2019.\n",
            [
                ("failed to meet capital rules", "a spokesperson"),
                ("within the shortest possible time", "a spokesperson"),
                ("in talks with buyers", "Tunde Ashiru"),
                ("as a matter of urgent importance", "Bola Adeyemi"),
            ],
            id="a_regulators_statement_and_an_office_holder_set_off_after_a_participle",
        ),
        # a document or a finding speaks for whoever reports it, and for no one else
        pytest.param(
            "Audit\n\n"
            "The council's auditor, Grace Ottley, examined the spending.\n\n"
            'Ottley\'s report said the mayor had charged meals for "up to eight people".\n',
            [("up to eight people", "Grace Ottley")],
            id="a_named_person_s_document_speaks_for_them",
        ),
        pytest.param(
            "Paternity case\n\n"
            "Marlon Teague answered the claim in court papers filed on Friday.\n\n"
            '"We were never in a relationship," Teague\'s declaration said.\n',
            [("We were never in a relationship,", "Marlon Teague")],
            id="a_declaration_filed_in_court_speaks_for_its_signer",
        ),
        pytest.param(
            "Harbour Estates will rehouse 40 families.\n\n"
            "The housing trust said a structural survey in March found that the balconies were "
            "'at risk of collapse' and had to go.\n",
            [("at risk of collapse", "a spokesperson")],
            id="a_reported_finding_is_in_the_reporters_words",
        ),
        pytest.param(
            "A fire inspection in May found that the doors were 'wholly inadequate' for a block "
            "of that height.\n",
            [("wholly inadequate", None)],
            id="a_finding_no_one_reports_names_no_speaker",
        ),
        pytest.param(
            "Dana Whitlow launched a new advert on Monday.\n\n"
            'The ad says, "Nobody fights harder for Ohio."\n\n'
            "An independent report was obtained by the Ledger, and the Ledger said it found "
            'flaws. The report says the plant was "never safe".\n\n'
            'A witness spoke to investigators. The witness said the order was to "keep it '
            'quiet," according to the report.\n',
            [
                ("Nobody fights harder for Ohio.", "the ad"),
                ("never safe", "the report"),
                ("keep it quiet,", "a witness"),
            ],
            id="a_thing_that_says_speaks_as_itself_not_as_the_last_person_named",
        ),
        pytest.param(
            "Dana Whitlow mocked Jo Crest's record on Monday.\n\n"
            "Jo Crest's campaign shrugged off the remarks, telling reporters, \"We never asked "
            'for her approval."\n\n'
            'The Whitlow campaign sent out an email on Tuesday saying, "Ohio deserves better."\n\n'
            'Senator Jo Crest\'s office slammed the ad, calling it "shameful" on Monday.\n',
            [
                ("We never asked for her approval.", "Jo Crest's campaign"),
                ("Ohio deserves better.", "the Whitlow campaign"),
                ("shameful", "Senator Jo Crest's office"),
            ],
            id="a_body_opening_the_clause_speaks_a_participles_words_not_the_name_inside_it",
        ),
        pytest.param(
            "The Hartley Gazette covered the vote. It added that turnout had been "
            '"the lowest in living memory."\n',
            [("the lowest in living memory.", "Hartley Gazette")],
            id="it_added_speaks_for_the_named_body_it_takes_up",
        ),
        pytest.param(
            "The review of the ward was published in May. At the time, it said staffing was "
            "'badly stretched'.\n",
            [("badly stretched", "the review")],
            id="it_said_after_a_document_speaks_as_the_document",
        ),
    ],
)
def test_the_speakers_of_the_words_a_body_or_a_document_is_given(text, expected):
    assert speakers(text) == expected


@pytest.mark.parametrize(
    ("text", "index", "expected"),
    [
        pytest.param(
            "Singer Mara Quint, 30, postponed her tour.\n\n"
            "Her label, Brightwater Records, said in a statement that the shows would be "
            '"bigger and better than ever".\n',
            0,
            "a spokesperson",
            id="possessive_body_with_apposed_name_speaks_through_a_spokesperson",
        ),
        pytest.param(
            "Sen. Mara Quint spoke for hours.\n\n"
            'Her office said in a statement that the senator was "resting and hydrating."\n',
            0,
            "a spokesperson",
            id="office_statement_is_a_spokesperson",
        ),
        pytest.param(
            'Dr. Helena Vost said in a brief statement that the drug was "promising."\n',
            0,
            "Helena Vost",
            id="named_person_statement_stays_with_them",
        ),
        pytest.param(
            "Rapper Dee Marsh delayed her album.\n\n"
            "Bluefin Records, her label, confirmed the delay in a statement to reporters, "
            'saying, "We are working around the clock on it."\n',
            0,
            "a spokesperson",
            id="statement_with_any_verb_and_a_participle_cue_is_a_spokesperson",
        ),
        pytest.param(
            "Lio Marsh, 21, is taking a break, her label Yarrowpine Entertainment announced. In a "
            "post on the band's official fan page, Yarrowpine said:\n\n"
            '"We ask for patience while our artist rests."\n',
            0,
            "Yarrowpine",
            id="a_known_organisation_before_said_colon_speaks_as_itself",
        ),
    ],
)
def test_a_statement_is_a_spokespersons_unless_a_person_made_it(text, index, expected):
    assert speakers(text)[index][1] == expected


@pytest.mark.parametrize(
    ("text", "quote", "expected"),
    [
        pytest.param(
            "Sprinter charged\n\n"
            "Jo Marsh, 27, was charged on Thursday.\n\n"
            'In the letter, UKRA wrote that Marsh had offered "no adequate explanation" '
            "for the second failure.\n",
            "no adequate explanation",
            "UKRA",
            id="an_acronym_subject_speaks_as_itself",
        ),
        pytest.param(
            "Mayor charged\n\n"
            "Tom Reed, 61, was charged on Tuesday.\n\n"
            "In a statement, the state attorney's office for the Eastern District of Ohio said "
            'the case was part of "an ongoing inquiry into corruption" and declined to comment.\n',
            "an ongoing inquiry into corruption",
            "a spokesperson",
            id="a_body_named_by_its_office_and_what_it_serves_speaks_through_a_spokesperson",
        ),
    ],
)
def test_the_speaker_of_words_a_body_gave(text, quote, expected):
    assert dict(speakers(text))[quote] == expected


def test_the_statement_said_is_a_spokesperson_unless_a_person_issued_it():
    body = '"Safety comes first," the statement said.'
    text = "The city attorney's office said in a statement that it was reviewing it. " + body
    assert speakers(text) == [("Safety comes first,", "a spokesperson")]
    text = '"We hold everyone to our standards," the statement read.'
    assert speakers(text) == [("We hold everyone to our standards,", "a spokesperson")]
    text = "Mara Quist said in a statement that she was sorry. " + body
    assert speakers(text) == [("Safety comes first,", "Mara Quist")]


def test_the_one_who_died_according_to_a_statement_did_not_issue_it():
    text = (
        "Dana Whitlow, the singer, has died aged 91, according to a family statement.\n\n"
        '"Tonight we must share the news of her passing," the family statement read.\n'
    )
    assert speakers(text) == [("Tonight we must share the news of her passing,", "a spokesperson")]


def test_a_statement_the_quoted_words_speak_of_is_not_the_one_that_said_them():
    text = (
        "His manager, Tom Marland, released a statement on Monday.\n\n"
        '"The family is deciding on next steps and a further statement will be issued on '
        'Wednesday," the message read.\n\n'
        '"We are asking for privacy for his family," the statement concluded.\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Tom Marland", "Tom Marland"]


def test_transit_agency_is_not_a_person():
    text = (
        'Lakeshore Regional Transit said in a statement that its offer was "fair." '
        "Driver Mara Quint disagreed.\n"
    )
    assert "Lakeshore Regional Transit" not in people(text)
    assert speakers(text)[0][1] == "Lakeshore Regional Transit"


def test_company_is_not_a_person_and_speaks_as_itself():
    text = (
        "Northgate Energy raised prices again.\n\n"
        'Last year, Northgate said the rise reflected "higher wholesale costs".\n'
    )
    assert people(text) == {}
    assert speakers(text) == [("higher wholesale costs", "Northgate")]


def test_body_with_the_in_its_name_issues_a_statement_not_a_person():
    text = (
        "Nurse Aoife Lane, 49, said the union would strike.\n\n"
        "The Regional Ambulance Executive said in a statement that call centres "
        'remained "fully staffed."\n'
    )
    assert speakers(text)[-1] == ("fully staffed.", "Regional Ambulance Executive")
    assert not any("Executive" in d for d in people(text)["Aoife Lane"].descriptors)


def test_document_which_described_speaks_for_its_author():
    company = (
        "MP Tom Reddy read from a letter the company had sent to the regulator, which "
        'described the figures as "broadly sound".\n'
    )
    assert speakers(company) == [("broadly sound", "a spokesperson")]
    person = (
        "Tom Reddy, 50, spoke first. Then MP Ann Dale read from a letter Reddy had written, "
        'which described the plan as "doomed".\n'
    )
    assert speakers(person)[-1] == ("doomed", "Tom Reddy")


def test_a_persons_representatives_in_the_plural_are_a_spokesperson():
    text = (
        '"I am fine," Mara Ellison said.\n\n'
        "Ellison, 40, skipped three shows of the play, after suffering what her "
        'representatives described as "a nasty virus." She rested at home.\n'
    )
    assert speakers(text)[1] == ("a nasty virus.", "a spokesperson")


def test_an_acronym_body_speaks_as_itself():
    text = (
        "Actor sues studio\n\n"
        'The union NEWA said in a statement that it was "watching closely."\n\n'
        'ACTRA said in a statement that it was "appalled" by the move.\n'
    )
    assert [s for _q, s in speakers(text)][-1] == "ACTRA"


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


def test_a_statement_the_club_issued_is_a_spokespersons():
    text = (
        "Rovers sack manager after eight straight defeats\n\n"
        "Dean Mott, 47, was dismissed on Sunday, and the club confirmed his departure in a "
        "statement on Monday.\n\n"
        '"The board would like to thank Dean for his work," the statement read.\n'
    )
    quote = "The board would like to thank Dean for his work,"
    assert speakers(text) == [(quote, "a spokesperson")]


def test_a_lawsuit_speaks_for_the_party_that_filed_it():
    text = (
        "Suit\n\n"
        "Mira Lane filed a lawsuit against Tom Vance on Monday. The suit alleges that Vance "
        '"caused lasting harm" to her career. The complaint states: "He lied repeatedly."'
    )
    assert [s for _t, s in speakers(text)] == ["Mira Lane", "Mira Lane"]


def test_a_court_is_no_person():
    text = "Split\n\nMira Lane filed for divorce in Los Angeles Superior Court on Monday."
    assert set(people(text)) == {"Mira Lane"}


@pytest.mark.parametrize(
    "after",
    [
        "read a statement from her lawyer, Dana Holt.",
        "the statement said. It was signed by her lawyer, Dana Holt.",
    ],
)
def test_a_statement_speaks_for_the_one_the_text_names_as_its_writer(after):
    text = f'Split\n\nMira Lane and Tom Vance have split. "We remain friends," {after}'
    assert speakers(text) == [("We remain friends,", "Dana Holt")]


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ('Judicial Watch said the emails were "only the start."', "Judicial Watch"),
        ('The White House said in a statement it was "reviewing the ruling."', "White House"),
        (
            'The Bureau of Meteorology said it expected "a drier fortnight ahead."',
            "Bureau of Meteorology",
        ),
        (
            "A spokesperson for the Ministry of Housing, Communities and Local Government said "
            '"the findings are troubling."',
            "a spokesperson for the Ministry of Housing, Communities and Local Government",
        ),
        ('The company said it was "reviewing the ruling."', "the company"),
        (
            '"This is wrong," a spokesman for committee Democrats said.',
            "a spokesman for committee Democrats",
        ),
        (
            "A spokesman for Platte River declined to comment on the report but said in a "
            'statement that "security precautions were in place."',
            "a spokesman for Platte River",
        ),
    ],
)
def test_a_body_the_cue_names_speaks_as_itself(sentence, label):
    text = f"Ruling reviewed\n\nDana Holt, 40, lost the case on Monday.\n\n{sentence}\n"
    assert [who for _quote, who in speakers(text)] == [label]


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        ('Later, Dana Holt issued a statement saying the ruling was "a relief."', "Dana Holt"),
        # a statement "she" issued is hers, not a spokesperson's
        ('Hours later, she issued a statement calling the ruling "a relief."', "Dana Holt"),
        ('She released a statement saying: "It is a relief."', "Dana Holt"),
        (
            'Harbour Watch released a statement saying it acted "because the site was unsafe."',
            "Harbour Watch",
        ),
    ],
)
def test_a_statement_someone_issued_gives_the_issuers_words(sentence, speaker):
    text = f"Ruling\n\nDana Holt, 40, lost the case on Monday.\n\n{sentence}\n"
    assert [who for _quote, who in speakers(text)] == [speaker]


@pytest.mark.parametrize(
    "sentence",
    [
        '"We reaffirmed our commitment," the Halvern Trust said.',
        'However, the Halvern Trust said on Twitter, "We reaffirmed our commitment."',
    ],
)
def test_an_institution_named_with_the_speaks_as_itself(sentence):
    assert [speaker for _q, speaker in speakers(f"Call\n\n{sentence}\n")] == ["Halvern Trust"]


def test_a_document_from_someones_spokesperson_is_the_spokespersons():
    text = (
        "Actress Amber Vale, 36, lost the case on Wednesday.\n\n"
        "He was asked about a statement from Vale's spokesperson, which said the verdict was "
        '"setting back decades of how women can be treated."\n'
    )
    assert speakers(text) == [
        ("setting back decades of how women can be treated.", "a spokesperson")
    ]


def test_a_letter_speaks_with_the_words_of_the_writer_the_text_named():
    text = (
        "Armorer Hannah Reed, 24, loaded the gun.\n\n"
        "Her lawyer, Jason Bowles, said in a lengthy letter published by Variety that she was "
        '"devastated."\n\n'
        '"Hannah would like to extend her deepest condolences," the letter said.\n\n'
        '"The set would never have been compromised," the letter to Variety said.\n'
    )
    assert [who for _q, who in speakers(text)] == ["Jason Bowles"] * 3


def test_an_email_a_campaign_sent_is_not_its_owners():
    text = (
        "Senator Ann Vale, 60, lost the primary.\n\n"
        'Vale\'s campaign sent out an email appeal. "We need everyone on board," the email said.\n'
    )
    assert [who for _q, who in speakers(text)] != ["Ann Vale"]


def test_a_letter_the_text_calls_it_speaks_with_its_writers_words():
    text = (
        "ITV has ordered a review, Chief Executive Carolyn McCall has said in a letter seen by "
        "the PA news agency.\n\n"
        "The letter was sent to Culture Secretary Lucy Frazer on Monday.\n\n"
        'It says that "when rumours first began to circulate in late 2019 ITV investigated."\n'
    )
    assert [who for _q, who in speakers(text)] == ["Carolyn McCall"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Band splits\n\n"
            '"We are a family," Ann Lee, Bo Kim and Carl Ray said in a joint statement.\n',
            [("We are a family,", "Ann Lee, Bo Kim and Carl Ray")],
            id="a_list_of_names_before_the_cue",
        ),
        pytest.param(
            "Armorer blames producers\n\n"
            '"Safety is her priority," said the lawyers, Jason Bowles and Robert Gorence. '
            '"She has no idea where the rounds came from."\n',
            [
                ("Safety is her priority,", "Jason Bowles and Robert Gorence"),
                ("She has no idea where the rounds came from.", "Jason Bowles and Robert Gorence"),
            ],
            id="a_noun_then_the_names_after_the_cue",
        ),
        pytest.param(
            "Couple split\n\n"
            "Singer Ann Lee and her partner, Spanish soccer player Bo Kim, are splitting up.\n\n"
            '"We regret to confirm that we are separating," the two said in a statement.\n',
            [("We regret to confirm that we are separating,", "Ann Lee and Bo Kim")],
            id="the_two_are_the_people_just_named_together",
        ),
        pytest.param(
            "Star dies\n\nMatthew Perry was found dead on Saturday.\n\n"
            '"Matthew brought so much joy," Perry\'s family said in a statement.\n',
            [("Matthew brought so much joy,", "Matthew Perry\u2019s family")],
            id="a_named_persons_family_speaks_as_that_family",
        ),
        pytest.param(
            "Star dies\n\nIrish singer Sinead O'Connor has died at 56.\n\n"
            "\"We announce the passing of our beloved Sinead,\" O'Connor's family said.\n\n"
            '"We ask for privacy," her family said in a statement.\n',
            [
                ("We announce the passing of our beloved Sinead,", "Sinead O'Connor\u2019s family"),
                ("We ask for privacy,", "Sinead O'Connor\u2019s family"),
            ],
            id="a_family_named_through_an_apostrophe_name_or_a_pronoun_speaks_as_itself",
        ),
        pytest.param(
            "Star dies\n\nIrish singer Sinead Vale has died at 56.\n\n"
            'In a statement, the singer\'s family said: "We ask for privacy."\n',
            [("We ask for privacy.", "Sinead Vale\u2019s family")],
            id="the_family_of_the_one_a_description_names_speaks_as_itself",
        ),
        pytest.param(
            "Tributes\n\n"
            "The show's co-creators, Marta Kell and David Crane, also released a statement, "
            "along with executive producer Kevin Bright.\n\n"
            '"It still seems impossible," they said.\n',
            [("It still seems impossible,", "Marta Kell, David Crane and Kevin Bright")],
            id="they_are_the_people_just_named_together",
        ),
        pytest.param(
            "Tributes\n\n"
            '"It still seems impossible," the show\'s creative team, Marta Kell, David Crane and '
            "Kevin Bright, said in a joint statement.\n",
            [("It still seems impossible,", "Marta Kell, David Crane and Kevin Bright")],
            id="a_longer_noun_and_a_comma_around_the_names",
        ),
        pytest.param(
            "Suit\n\nActress Bree Lane has sued director Jon Bale.\n\n"
            "The star's lawyers, Mia Gold and Sam Crest, said in a statement: "
            '"Our client has filed this case to protect others."\n',
            [("Our client has filed this case to protect others.", "Mia Gold and Sam Crest")],
            id="names_set_off_after_their_noun_before_the_cue_speak_together",
        ),
        pytest.param(
            "Settled\n\nThe prince settled the case on Tuesday. A statement included with the "
            'letter read: "The parties will file a dismissal."\n\n'
            'Prince Arthur, the statement added, had "never intended to malign her character."\n',
            [
                ("The parties will file a dismissal.", "a spokesperson"),
                ("never intended to malign her character.", "a spokesperson"),
            ],
            id="a_statement_set_into_the_sentence_speaks_not_its_topic",
        ),
        pytest.param(
            "Settled\n\nPrince Arthur and Vera Gale settled on Tuesday.\n\nIn a letter, lawyers "
            "for both Arthur and Vera confirmed that Arthur will make a 'substantial donation to"
            " her charity.'\n",
            [("substantial donation to her charity.", "the lawyers")],
            id="lawyers_for_the_people_named_speak_not_the_last_of_them",
        ),
        pytest.param(
            "Debate\n\n"
            'Hillary Clinton and Bernie Sanders clashed on Tuesday. "I will win," Clinton said.\n',
            [("I will win,", "Hillary Clinton")],
            id="two_names_that_are_no_cues_subject_leave_the_one_who_speaks",
        ),
    ],
)
def test_people_named_together_as_a_cues_subject_speak_together(text, expected):
    assert speakers(text) == expected


def test_a_body_acting_for_people_speaks_for_itself_not_as_them():
    # "the law firm representing them": the firm speaks, through someone unnamed; never the
    # singer the paragraph before named, nor those it represents
    text = (
        "Singer Mara Vell has been sued by three of her former dancers.\n\n"
        '"Plaintiffs allege harassment," the law firm representing them said in a statement.\n\n'
        '"The plaintiffs were fired," it added.'
    )
    assert speakers(text) == [
        ("Plaintiffs allege harassment,", "a spokesperson"),
        ("The plaintiffs were fired,", "a spokesperson"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the one a suit is against never speaks its words; with no filer named, it speaks
        pytest.param(
            "Mara Vell has been sued by three of her former dancers.\n\n"
            "In Amsterdam, Vell allegedly 'began inviting cast members on stage,' the suit "
            "states.",
            "the suit",
            id="no_filer_named",
        ),
        # "a lawsuit has been filed by", "filed by a former staffer named": the filer
        pytest.param(
            "The committee understands that a lawsuit has been filed by Brad Pell. "
            "Congressman Trey Gowdy disagrees.\n\n"
            '"Plaintiff was the only one punished," the suit states.',
            "Brad Pell",
            id="filed_by_in_the_passive",
        ),
        pytest.param(
            "The lawsuit filed by a former staffer named Brad Pell alleges violations. "
            "Congressman Trey Gowdy disagrees.\n\n"
            '"Plaintiff was the only one punished," the suit states.',
            "Brad Pell",
            id="filed_by_a_described_name",
        ),
    ],
)
def test_a_suit_speaks_for_its_filer_or_as_itself(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # given to a person, with a cue of its own: in that person's words
        (
            "Jon Marr was found guilty. One of his lawyers shared a statement.\n\n"
            '"The jury did not believe her story," the lawyer Priya Chaudry said.\n\n'
            'The statement continued, "We are disappointed, however."\n\n'
            'It noted, "Mr. Marr is grateful to his fans."',
            ["Priya Chaudry"] * 3,
        ),
        # going on to address a claim, with no cue: still the statement
        (
            "Buckingham Palace issued a brief statement on behalf of the Queen.\n\n"
            '"The whole family is saddened," the statement said.\n\n'
            "The statement went on to address Meghan and Harry's claim of racism within the "
            'palace: "The issue raised, particularly that of race, is concerning."',
            ["a spokesperson"] * 2,
        ),
    ],
)
def test_a_statement_goes_on_in_the_voice_it_began_in(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a writing someone came upon, from someone the text describes: that one's words
        (
            "Grace Jabb told the court that Jon Marr attacked her after she saw a text message "
            'from another woman that read: "Wish I was kissing you right now."',
            "a woman",
        ),
        # from no one the text names: no one's, least of all hers who saw it
        (
            'Grace Jabb testified that she saw a text on his phone that read, "Oh how I wish '
            'to be kissing you."',
            None,
        ),
        # a caption someone added is theirs
        (
            "Ed Henry posted a picture. Henry added the caption which reads, "
            '"Sanders aide Jeff Weaver told me the photo violates the rules."',
            "Ed Henry",
        ),
        # a writing from someone's account, the writing itself the subject: that one's words
        (
            "Andrew Vane was detained on Thursday. On Friday, as activist Greta Fell delighted "
            'in his troubles, a tweet from Vane\'s account said: "The Matrix sent their agents."',
            "Andrew Vane",
        ),
    ],
)
def test_a_writing_someone_came_upon_is_not_theirs(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == [expected]


def test_an_it_opening_its_sentence_takes_up_the_subject_the_sentence_before_opens_with():
    text = (
        "A complaint filed by three dancers in the Los Angeles County Superior Court on "
        'Tuesday says they were mistreated. It also alleges they were pressured into "disturbing" '
        "shows."
    )
    assert speakers(text) == [("disturbing", "the complaint")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the publication the story named speaks, never the person it wrote about
        (
            "That did not please the editors of The Ledger, who aimed their Friday editorial "
            'at Dana Voss.\n\n"She should come and see the damage," the editorial said.\n\n'
            '"The state is reliably red," the newspaper admitted.',
            ["the Ledger", "the Ledger"],
        ),
        (
            "The Evening Courier's editorial board took aim at Dana Voss on Thursday.\n\n"
            '"She has won two elections," the editorial board writes.',
            ["the Evening Courier"],
        ),
        # a publication the story does not name speaks as the text calls it
        (
            'Dana Voss spoke on Monday.\n\n"She should resign," the conservative newspaper said.',
            ["the conservative newspaper"],
        ),
    ],
)
def test_a_publication_described_is_the_publication_named_before(text, expected):
    assert [speaker for _quote, speaker in speakers(text)] == expected


def test_a_statement_that_reads_after_a_colon_is_the_words_of_the_one_who_issued_it():
    text = (
        "Ray Marsh is in hospital, his wife says.\n\nHis wife Vera Flint said she was issuing a "
        "statement to protect their children.\n\nThe family statement said he would respond "
        'later.\n\nThe statement read: "I am making this statement on behalf of my husband."'
    )
    assert speakers(text)[-1] == (
        "I am making this statement on behalf of my husband.",
        "Vera Flint",
    )


def test_words_a_roundup_cites_in_brackets_are_the_cited_outlets():
    text = (
        "Morning Email\n\n"
        'HOW THE SLOWDOWN SPREADS "Financial mayhem is fostering a cycle of decline across '
        'much of the world." [WaPo.]\n\n'
        'LAST SPEECH "The final address will frame the choice facing voters." Tune in at 9 '
        "p.m. [Ledger Times]\n"
    )
    assert speakers(text) == [
        (
            "Financial mayhem is fostering a cycle of decline across much of the world.",
            "The Washington Post",
        ),
        ("The final address will frame the choice facing voters.", "Ledger Times"),
    ]


def test_they_after_a_sentence_on_the_family_is_the_family_not_the_members_named():
    text = (
        "Retiring\n\nThe news came in a statement signed by his ex-wife Demi Vale and his "
        "children Rumer, Scout and Tallulah. The family confirmed he would be stepping away "
        "from acting. \u201cThis is a really challenging time for our family,\u201d they wrote.\n"
    )
    assert speakers(text) == [("This is a really challenging time for our family,", "the family")]


def test_the_men_are_the_people_just_named_together():
    text = (
        "Death\n\nDame Jo Vale's sons, Chris Marland and Toby Whitlow, confirmed her death on "
        "Friday.\n\n\u201cAn intensely private person, she was with friends and family at the "
        "end,\u201d the men told the BBC.\n"
    )
    assert speakers(text) == [
        (
            "An intensely private person, she was with friends and family at the end,",
            "Chris Marland and Toby Whitlow",
        )
    ]


@pytest.mark.parametrize("document", ["statement", "post", "Instagram post"])
def test_his_post_said_gives_the_words_to_the_one_whose_post_it_is(document):
    text = (
        "Tom Marland responded to the allegations on Instagram the same day.\n\n"
        f'"My relationships have always been consensual," his {document} said.'
    )
    assert speakers(text) == [("My relationships have always been consensual,", "Tom Marland")]


@pytest.mark.parametrize("issuer", ["the golf legend", "he"])
def test_words_according_to_a_statement_someone_released_are_theirs(issuer):
    text = (
        "Tom Marland crashed his car on Tuesday.\n\n"
        'Marland was taken to hospital, where he underwent "a long surgical procedure" on his '
        f"leg, according to a statement {issuer} released late Tuesday on Twitter.\n"
    )
    assert speakers(text) == [("a long surgical procedure", "Tom Marland")]


def test_the_statement_from_a_firm_is_the_firms_not_the_person_it_is_about():
    text = (
        "Tom Marland will step away from the show.\n\n"
        'Marland, 60, is "committed to fully cooperating", a statement from the show\'s '
        "production company Halcyon Films said.\n\n"
        'The statement said: "This week we received complaints about historical conduct."\n'
    )
    assert speakers(text)[-1] == (
        "This week we received complaints about historical conduct.",
        "a spokesperson",
    )


def test_read_the_statement_attributed_to_someone_is_theirs():
    text = (
        "Campaign chairman Jo Vale worked to craft the statement.\n\n"
        '"Her team of writers took notes on her life," read the statement, which was '
        'attributed to Tom Marland. "Her experience shone through."'
    )
    assert speakers(text) == [
        ("Her team of writers took notes on her life,", "Tom Marland"),
        ("Her experience shone through.", "Tom Marland"),
    ]


@pytest.mark.parametrize(
    ("text", "body"),
    [
        (
            "A statement posted on the website Orvolink.com said listings are made by users."
            "\n\n\u201cWe never spoke to him,\u201d the company wrote in its statement.",
            "Orvolink.com",
        ),
        (
            "Dana Vell should go, a headline from the Hartley Gazette editorial board reads.\n\n"
            "\u201cAre we talking about the same Dana Vell?\u201d the editorial board writes.",
            "Hartley Gazette",
        ),
        (
            "Marsh Arms Group said on Thursday it had pulled the listing.\n\n"
            "\u201cOur mission is safety,\u201d the organization wrote.",
            "Marsh Arms Group",
        ),
        (
            "The Chicago company cut 60 jobs on Monday.\n\n"
            "\u201cWe regret it,\u201d the company said.",
            "the company",
        ),
        (
            "The drivers' union TransUnite said the problems ran deeper. A spokesperson for "
            "Orvo Ireland said it would help.\n\n\u201cWe regret it,\u201d the company said.",
            "the company",
        ),
    ],
)
def test_a_described_body_speaks_by_the_name_the_story_gave_it(text, body):
    assert [s for _q, s in speakers(text)] == [body]


def test_the_words_a_writing_reads_after_them_are_its_own():
    text = (
        "That did not sit well with the editors of The Valley Advocate, who aimed their "
        "editorial at Vell.\n\n"
        "\u201cIf she wants to lead, she should come,\u201d the editorial read."
    )
    assert speakers(text) == [("If she wants to lead, she should come,", "the Valley Advocate")]


def test_a_statement_a_named_body_gave_is_its_words():
    text = (
        "Lance Vell died on Friday.\n\n"
        "Moonbrook, the studio behind the franchise, said in a statement that Vell leaves "
        "behind an \u201cindelible legacy.\u201d\n\n"
        "\u201cThe world would not be what it is without him,\u201d the statement said."
    )
    assert set(people(text)) == {"Lance Vell"}
    assert speakers(text) == [
        ("indelible legacy.", "Moonbrook"),
        ("The world would not be what it is without him,", "Moonbrook"),
    ]


def test_a_body_beside_a_cue_in_the_quotes_sentence_speaks_its_words():
    text = (
        "The Hartley Gazette editorial board weighed in on Wednesday.\n\n"
        "Vell is an \u201carticulate conservative\u201d who has won two elections, the editorial "
        "board writes. \u201cIt is a sign of the distemper that some denounced her.\u201d"
    )
    assert speakers(text) == [
        ("articulate conservative", "Hartley Gazette"),
        ("It is a sign of the distemper that some denounced her.", "Hartley Gazette"),
    ]


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Blake Vell sued Justin Marr on Tuesday.\n\nAccording to the complaint, Marr "
            "\u201cengaged in a campaign to destroy her reputation.\u201d",
            "Blake Vell",
        ),
        (
            "The Harbour Party filed a lawsuit on Friday over polling places.\n\nIt also wants "
            "to stop policies with a \u201cdramatic and disparate impact\u201d on voters, the "
            "lawsuit says.",
            "Harbour Party",
        ),
        (
            "Arizona is the fifth state Marc Vell is suing. The lawsuit was filed on Friday.\n\n"
            "The state has a \u201cculture of voter disenfranchisement,\u201d the lawsuit says.",
            "the lawsuit",
        ),
    ],
)
def test_a_suits_words_are_the_filers_person_or_body(text, speaker):
    assert [s for _q, s in speakers(text)] == [speaker]


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Donald Vell spoke on Monday.\n\nIn selling the courses, Vell released a marketing "
            'video that said, "We are going to have professors that are terrific."',
            "Donald Vell",
        ),
        (
            "Bernie Marr spoke on Monday.\n\nDemocratic presidential candidate Bernie Marr is "
            "releasing a new 30-second ad that urges voters to \u201csend a message\u201d now.",
            "Bernie Marr",
        ),
        (
            'The Hartley Gazette recently ran a piece that noted his "plan would benefit '
            'affluent households more."',
            "Hartley Gazette",
        ),
        (
            "Drummer Dana Vell is in hospital.\n\nWhile his son stayed silent, Vell's sister "
            "Marta Vell shared an Instagram story which simply stated, alongside an emoji: "
            "\u201cPlease send your prayers.\u201d",
            "Marta Vell",
        ),
    ],
)
def test_the_words_of_a_work_that_says_them_are_its_makers(text, speaker):
    assert [s for _q, s in speakers(text)] == [speaker]


def test_a_studio_the_story_names_speaks_by_its_name_and_no_platform_does():
    text = (
        "Gina Vell will not return to the series, after Lucasfilm announced there were "
        "\u201cno plans\u201d for her to come back.\n\n"
        "The post drawing the most ire was a quote Vell shared on Instagram claiming \u201cJews "
        "were beaten in the streets by their neighbors.\u201d"
    )
    assert set(people(text)) == {"Gina Vell"}
    assert speakers(text) == [
        ("no plans", "Lucasfilm"),
        ("Jews were beaten in the streets by their neighbors.", "Gina Vell"),
    ]


def test_a_statement_from_a_named_body_after_another_speaker_is_the_bodys():
    text = (
        "\u201cIt is struck work,\u201d writer Jon Vell said. \u201cThey must decide.\u201d\n\n"
        "According to a statement from SAG-AFTRA, the host is not breaking the rules. The "
        "statement reads: \u201cThe show is produced under a separate contract.\u201d"
    )
    assert speakers(text)[-1] == ("The show is produced under a separate contract.", "SAG-AFTRA")


def test_two_filers_set_off_by_an_apposition_speak_their_suits_words():
    text = (
        "Patricia Vell and Charles Marr, the parents of two Americans killed in an attack on a "
        "U.S. compound in Benghazi, Libya, have filed a lawsuit against the senator.\n\n"
        'The lawsuit contends that "the deaths were caused by her negligence."'
    )
    assert speakers(text) == [
        ("the deaths were caused by her negligence.", "Patricia Vell and Charles Marr")
    ]


def test_who_holds_a_writing_is_not_who_wrote_it():
    # '"...," the note obtained by the outlet said': the studio's note, not the outlet's, nor
    # the actor named before it
    text = (
        "Orbit Pictures has halted the film, which stars Ron Halvey.\n\n"
        "Trade paper Reel reported that the studio sent a note to the crew on Wednesday. "
        "\u201cWe were made aware of a complaint,\u201d Orbit Pictures said in the note.\n\n"
        "\u201cWe are truly grateful to all of you,\u201d the note obtained by the outlet said."
    )
    assert speakers(text)[-1] == ("We are truly grateful to all of you,", "Orbit Pictures")


def test_it_after_a_quote_takes_up_a_persons_writing_and_speaks_as_its_author():
    text = (
        "Network fires host\n\n"
        "Chairman Andrew Vell said in a memo that the complaint was credible.\n\n"
        "Mr Vell's memo did not say who made the accusation.\n\n"
        "\u201cWe are deeply saddened by this turn of events,\u201d it said.\n"
    )
    assert speakers(text)[-1] == ("We are deeply saddened by this turn of events,", "Andrew Vell")


def test_a_statement_a_pronoun_owns_is_that_persons():
    text = (
        "Regulator\n\n"
        "Regulator chief Melanie Vell said: \u201cParliament sets the rules.\u201d\n\n"
        "Her statement continued: \u201cThey are designed to protect audiences.\u201d\n"
    )
    assert speakers(text)[-1] == ("They are designed to protect audiences.", "Melanie Vell")


@pytest.mark.parametrize(
    ("poster", "expected"),
    [("The show", "the show"), ("Dana Marr", "Dana Marr")],
)
def test_a_post_that_reads_is_the_words_of_whoever_the_sentence_before_says_posted_it(
    poster, expected
):
    text = (
        "Actor dies\n\nAngus Vell has died at 25.\n\n"
        f"{poster} paid tribute to the star in a post on the social media platform X.\n\n"
        "The post read: \u201cWe are incredibly saddened to learn of his passing.\u201d\n"
    )
    assert speakers(text)[-1] == ("We are incredibly saddened to learn of his passing.", expected)


def test_a_cue_ending_its_sentence_after_a_colon_quote_is_that_quotes():
    text = (
        "Actor\n\nDana Vell came out on Tuesday. Moments later, both the streaming service and "
        "the show's account tweeted their support: \u201cSo proud of our superhero! We love "
        "you!\u201d Netflix wrote.\n"
    )
    assert speakers(text) == [("So proud of our superhero! We love you!", "Netflix")]


def test_a_participle_after_a_quote_hangs_on_the_body_that_spoke_it():
    text = (
        "Anchor Jo Vance said he was stunned by the news.\n\n"
        'Soon after, Harbor Media confirmed they had "parted ways" with Vance, sharing in their '
        'own statement: "Jo will forever be a part of the family."\n'
    )
    assert [s for _q, s in speakers(text)][-2:] == ["Harbor Media", "Harbor Media"]


def test_the_statement_is_its_authors_named_after_the_one_it_is_by():
    text = (
        "Actor Quenby Vale has died, aged 89. His death was announced in a statement by his "
        "publicist, Dana Holt.\n\n"
        '"Quenby Vale passed away on Tuesday at his home," the statement read. "He will be '
        'missed."\n'
    )
    assert [speaker for _quote, speaker in speakers(text)] == ["Dana Holt", "Dana Holt"]


def test_the_statement_is_the_issuers_named_in_apposition_before_released():
    text = (
        "Actor Quenby Vale has died.\n\n"
        "After the news broke, his agent, Dana Holt, released a statement saying, "
        '"The world is darker today."\n'
    )
    assert speakers(text) == [("The world is darker today.", "Dana Holt")]


def test_the_words_that_tell_of_a_person_s_death_are_not_that_person_s():
    # '"Toby X passed peacefully last night ...," the message read': the family announces it
    text = (
        "Singer dies\n\n"
        "Quenby Marlowe has died at 62. Her family announced her death on social media.\n\n"
        '"Quenby Marlowe passed peacefully last night, surrounded by her family. Please '
        'respect our privacy," the message read.\n\n'
        '"I will sing until the end," Marlowe said in 2020.\n'
    )
    assert [who for _quote, who in speakers(text)] == [None, "Quenby Marlowe"]


def test_a_participle_after_a_named_persons_statement_gives_the_words_to_that_person():
    text = (
        "The family's attorney Dorian Marsh said the claims were false.\n\n"
        'Marsh\'s statement continued, claiming, "His response was to threaten them."\n'
    )
    assert speakers(text) == [("His response was to threaten them.", "Dorian Marsh")]


def test_a_sentence_that_opens_on_its_statement_names_its_maker_after_the_comma():
    text = (
        "Actor Quenby Vale has died.\n\n"
        "In a statement to reporters, Vale\u2019s publicist Dana Holt said he died at home.\n\n"
        '"He fought to the end," the statement said.\n'
    )
    assert speakers(text) == [("He fought to the end,", "Dana Holt")]


@pytest.mark.parametrize(
    "issuer",
    ["her family shared", "her longtime publicist said", "Quenby Vale's lawyers said"],
)
def test_a_statement_that_her_family_or_representative_issued_is_not_hers(issuer):
    text = (
        f"Quenby Vale has died at 90, {issuer} in a statement.\n\n"
        '"Our precious mom passed away peacefully this morning," the statement said.\n'
    )
    assert speakers(text) == [
        ("Our precious mom passed away peacefully this morning,", "a spokesperson")
    ]


def test_a_statement_provided_by_someone_is_theirs_and_a_name_may_open_on_an_initial():
    text = (
        "Quenby Vale died on Sunday, her family said in a statement provided by her publicist, "
        "R. Dana Holt.\n\n"
        '"She passed away peacefully at home," the statement said.\n'
    )
    assert speakers(text) == [("She passed away peacefully at home,", "R. Dana Holt")]


def test_a_non_profit_or_foundation_speaks_as_described_not_as_its_founder():
    text = (
        "Tributes to Quenby Vale continue to roll in.\n\n"
        '"We are deeply saddened by the loss of our founder," the non-profit shared on Tuesday.'
        '\n\n"His vision lives on," the foundation said.\n'
    )
    assert [who for _quote, who in speakers(text)] == ["the non-profit", "the foundation"]


@pytest.mark.parametrize(
    ("sentence", "body"),
    [
        ("Disney fired Marland on Friday, saying", "Disney"),
        ("The delivery service HelloFresh the following day dropped Marland, saying", "HelloFresh"),
    ],
)
def test_a_body_that_does_something_to_the_person_named_after_it_is_the_subject(sentence, body):
    text = (
        f'Singer Tom Marland was accused on Monday.\n\n{sentence} it "does not condone racism."\n'
    )
    assert speakers(text) == [("does not condone racism.", body)]


def test_a_named_persons_apology_speaks_with_their_words():
    text = (
        "Singer Tom Marland was accused on Monday.\n\n"
        '"I have never judged others by their background," Marland\'s apology continued.\n'
    )
    assert speakers(text) == [("I have never judged others by their background,", "Tom Marland")]


@pytest.mark.parametrize("cue", ["it reads in part", "it said"])
def test_it_after_a_writing_someone_put_out_gives_the_words_to_its_maker(cue):
    text = (
        "Host apologises\n\nOn Tuesday, Dana Holt issued a statement on Facebook responding to "
        "the outcry over his comments.\n\n"
        f'"Anyone who knows me knows that I have no hate in my heart," {cue}.\n'
    )
    assert speakers(text) == [
        ("Anyone who knows me knows that I have no hate in my heart,", "Dana Holt")
    ]


@pytest.mark.parametrize("when", ["on Thursday", "less than two weeks ago", "last week"])
def test_a_time_between_a_body_and_its_verb_leaves_the_body_the_subject(when):
    text = (
        "Server row\n\nDana Holt spoke to reporters.\n\n"
        f'The Harbour Department {when} said that the files had "passed through the server."\n'
    )
    assert speakers(text) == [("passed through the server.", "Harbour Department")]


def test_a_statement_someone_released_is_their_words_not_a_spokespersons():
    text = (
        "Tributes\n\nDana Holt, who worked with him on five films, released a statement saying "
        'she "can\'t stop crying" after hearing the news.\n'
    )
    assert speakers(text) == [("can't stop crying", "Dana Holt")]


@pytest.mark.parametrize(
    "body", ["Department of Justice", "Department of State", "Office of the Governor"]
)
def test_a_body_named_noun_of_name_speaks_as_itself(body):
    # "Justice" and "Governor" are posts, and "Department" looks like a doer's noun: none of
    # them makes the body a person, or comes off its name
    text = (
        "Zoo case\n\nA jury convicted Dorian Marsh of trying to kill a rival.\n\n"
        f'"He personally shot five tigers," the {body} said.\n'
    )
    assert speakers(text) == [("He personally shot five tigers,", body)]


@pytest.mark.parametrize("verb", ["released", "have released"])
def test_who_put_out_a_statement_speaks_past_a_clause_about_someone_named(verb):
    # the family speaks, not the man the clause between is about, nor "he" inside the words
    text = (
        "Tributes\n\nThe family of the DJ Dorian Marsh, who was found dead last week, "
        f'{verb} a statement saying he "could not go on any longer".\n'
    )
    assert speakers(text) == [("could not go on any longer", "the family")]


def test_a_statement_from_the_family_of_someone_is_not_theirs():
    text = (
        "Tributes\n\nA statement from the family of Dorian Marsh - who was found dead last "
        "weekend - appears to explain his death.\n\n"
        'The statement said: "Our beloved Dorian was a seeker."\n'
    )
    assert speakers(text) == [("Our beloved Dorian was a seeker.", "a spokesperson")]


def test_a_statement_of_a_body_whose_relative_clause_names_someone_is_not_theirs():
    text = (
        "Dropped\n\nThe Harbour Channel, which made Dana Holt a star in 2002, weighed in with "
        "a terse statement on Friday.\n\n"
        '"We will not renew her contract," the statement said.\n'
    )
    assert speakers(text) == [("We will not renew her contract,", "a spokesperson")]
