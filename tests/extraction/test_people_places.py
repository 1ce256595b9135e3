"""Places (towns, regions, states, landmarks) and credit-line writers are no people."""

import pytest

from articles.extraction import extract
from articles.extraction.types import CREDIT

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            'In Paris, the shadow minister, Ann Lowe, said the deal was "oversold".\n',
            {"Ann Lowe"},
            id="place_opening_a_sentence_is_not_a_person",
        ),
        pytest.param(
            "Senate leader Tom Hale of Grand Forks, who voted against the bill, welcomed the "
            "veto.\n",
            {"Tom Hale"},
            id="town_after_a_name_does_not_take_its_relative_clause",
        ),
        pytest.param(
            "Minister Karel Odvar, 55, spoke to reporters in Vantor on Monday. The same week, "
            'Vantor told the commission it would "review the camps".\n\n'
            "Elin Fasse, 34, a nurse from Prince Holm, Alta., said she had waited a year.\n",
            {"Karel Odvar", "Elin Fasse"},
            id="a_town_after_in_and_a_town_before_a_province_are_places",
        ),
        pytest.param(
            "Farmers across South Lakeland, who lost crops in the floods, will get help.\n\n"
            "Owner Dora Wilcox said the aid was 'the right call'.\n",
            {"Dora Wilcox"},
            id="a_compass_word_opens_a_regions_name",
        ),
        pytest.param(
            "Dan Pell, a former ambassador to Norway, said the deal was done. "
            "Iva Kim, chief of a hospital in Dunmore, said it was late. "
            "Pell told Vanity Fair the same. Its assistant, Iva, the company said, is new.",
            {"Dan Pell", "Iva Kim"},
            id="places_and_outlets_after_prepositions_or_told_are_not_people",
        ),
        pytest.param(
            "Vote due.\n\n"
            "Nia Cole, the MP for Ashwick, who was first elected in 2019, said the rise was fair.",
            {"Nia Cole"},
            id="the_place_an_office_serves_is_no_person_even_with_who",
        ),
        pytest.param(
            "History\n\nAva Lund compared the threat to Nazi Germany. Jill Ireland agreed.\n",
            {"Ava Lund", "Jill Ireland"},
            id="a_word_that_is_no_common_given_name_before_a_country_makes_a_place",
        ),
    ],
)
def test_only_the_people_beside_a_place_are_found(text, names):
    assert set(people(text)) == names


def test_a_state_after_a_city_and_a_contributor_line_name_no_one():
    text = (
        "The firm said the part passed every test at its plant in Huntsville, Alabama.\n\n"
        '"We found it," said Dmitri Fenn, the chief executive.\n\n'
        "Associated Press writer Dana Roe in Houston contributed to this report."
    )
    extraction = extract(text)
    assert {p.name for p in extraction.people} == {"Dmitri Fenn"}
    assert extraction.paragraphs[-1].kind == CREDIT


def test_a_place_in_a_relative_clause_is_no_speaker():
    text = (
        "Rep. Holt Farrand, a Democrat whose district includes Cobble Ferry, said the aid "
        "was late.\n"
    )
    assert list(people(text)) == ["Holt Farrand"]


def test_a_place_after_a_role_of_and_modifiers_or_near_is_no_person():
    text = (
        "Mayor charged\n\n"
        "The longtime mayor of west suburban Oak Bend pleaded not guilty on Tuesday.\n\n"
        '"It is embarrassing," said one man walking his dog near Town Hall, who declined '
        "to give his name.\n\n"
        'Mayor Tom Reed said he was "innocent."\n'
    )
    found = people(text)
    assert "Oak Bend" not in found
    assert "Town Hall" not in found
    assert "Tom Reed" in found


def test_a_place_closing_an_apposition_is_no_speaker():
    text = (
        "Rep. Tom Hale, a two-term congressman from suburban Ann Arbor, said he was "
        '"seriously considering" a run.\n'
    )
    found = people(text)
    assert "Tom Hale" in found
    assert "Ann Arbor" not in found
    assert speakers(text) == [("seriously considering", "Tom Hale")]


def test_a_one_word_name_listed_with_a_place_is_a_place():
    text = (
        "Asha Kumar, the firm's finance chief, said parts made in Peru and Ecuador had "
        "risen in price.\n\nKumar said tariffs on goods from Chile and Ecuador had added "
        "costs.\n"
    )
    found = people(text)
    assert "Asha Kumar" in found
    assert "Ecuador" not in found


@pytest.mark.parametrize("place", ["New Hampshire", "Saudi Arabia", "Nebraska"])
def test_a_place_named_whole_is_no_person(place):
    text = (
        f"Senator Orla Finch spoke in {place} on Monday.\n\n"
        f'"{place} will decide this," Finch said, and {place} cheered.\n'
    )
    assert set(people(text)) == {"Orla Finch"}


def test_a_place_word_that_ends_a_fuller_name_is_that_persons_surname():
    text = 'Actor Jill Ireland, 40, arrived. "We are ready," Ireland said.\n'
    assert speakers(text) == [("We are ready,", "Jill Ireland")]


@pytest.mark.parametrize("body", ["Orrin White House", "Sandy Hook Promise"])
def test_a_name_built_on_a_place_is_a_bodys(body):
    text = f"Governor Dale Orrin spoke on Monday. The {body} said it would act.\n"
    assert set(people(text)) == {"Dale Orrin"}


def test_a_place_after_a_persons_noun_and_from_is_a_home_town():
    text = (
        "Reality star apologises\n\n"
        "Kayla Brooks, a former dental hygienist from Toms River, joined the show in 2021. "
        "She got a message from Dana Holt on Monday.\n"
    )
    found = people(text)
    assert "Toms River" not in found
    assert {"Kayla Brooks", "Dana Holt"} <= set(found)


def test_a_name_set_off_before_a_state_is_a_town():
    text = (
        'News\n\n"I never trusted her," said Rob Stanek, a 59-year-old from Hilton Pines, '
        "South Carolina, who already voted.\n"
    )
    assert set(people(text)) == {"Rob Stanek"}


@pytest.mark.parametrize("opening", ["Similarly", "Meanwhile", "On Tuesday"])
def test_a_name_set_off_after_a_sentences_opening_word_is_no_region(opening):
    text = f"Board split\n\n{opening}, Dana Kowalczyk, a former secretary, said she disagreed.\n"
    assert "Dana Kowalczyk" in people(text)


def test_a_name_set_off_after_an_outlets_name_is_no_region():
    # "Speaking to the New York Post, Lori X, a manager,": the outlet is no town
    text = (
        "Singer dies\n\n"
        "Speaking to the Evening Post, Lori Penhallow, a manager, confirmed the news.\n"
    )
    assert "Lori Penhallow" in people(text)


@pytest.mark.parametrize(
    "sentence",
    [
        "The kingdom hopes it will shatter U.S. perceptions that it has done little.",
        "He served as the chief U.S. military adviser in Iraq.",
    ],
)
def test_a_places_initials_are_no_person(sentence):
    assert people(f"News\n\n{sentence}\n") == {}


@pytest.mark.parametrize(
    "sentence",
    [
        "The gallery, formerly at 115 Spring St. in SoHo, signed a lease at 86 Gansevort Ave.",
        "The club stood at the corner of Allen and Stanton Streets for a decade.",
        "The group set up an exhibit at 900 Grand Concourse last month.",
    ],
)
def test_an_address_is_no_person(sentence):
    assert people(f"News\n\n{sentence}\n") == {}


def test_a_name_after_from_and_a_word_that_only_places_is_a_place():
    text = (
        '"I came to pay my respects," Mr Liam Nolan, 56, from nearby Dun Laoghaire, said '
        "from the procession route."
    )
    assert set(people(text)) == {"Liam Nolan"}
    assert speakers(text) == [("I came to pay my respects,", "Liam Nolan")]


def test_a_city_whose_first_word_is_a_given_name_is_a_place():
    text = (
        "Beverly Hills 90210 star Jennie Garth paid tribute. Her co-star starred in Beverly "
        "Hills, 90210. They married in Las Vegas. Las Vegas was the place."
    )
    assert set(people(text)) == {"Jennie Garth"}


@pytest.mark.parametrize("place", ["2 Bedford Row", "the Grace Manor"])
def test_a_name_ending_in_a_streets_or_a_houses_word_is_a_place(place):
    text = f"Royals\n\nShe has worked at {place} since 1992, Dana Whitlow said.\n"
    assert set(people(text)) == {"Dana Whitlow"}


def test_a_native_new_yorker_is_no_person():
    text = (
        "Jo Vale has accused Tom Marland of misconduct.\n\n"
        "In a lengthy post on Thursday, the 39-year-old native New Yorker opened up about it."
    )
    assert set(people(text)) == {"Jo Vale", "Tom Marland"}


@pytest.mark.parametrize("place", ["cemetery", "hospital", "chapel", "church"])
def test_a_full_name_before_a_burial_or_care_places_noun_names_the_place(place):
    text = f"Lenny Marrow died last week.\n\nMourners gathered at the Forest Vale {place}.\n"
    assert set(people(text)) == {"Lenny Marrow"}
