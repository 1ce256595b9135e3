"""Names listed together are of one kind; a lone comma or "and" makes no list."""

import pytest

from .helpers import people


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "Republicans expect the votes after two Democrats, Sens. Gail Morrow and Ross Quill, "
            "signaled their support.\n",
            {"Gail Morrow", "Ross Quill"},
            id="plural_senators_title_two_names",
        ),
        pytest.param(
            "The trio (Oona Pelliker, Bram Toutain and Ida Verhoek) split in 2010.\n\n"
            "Toutain, 51, said he had missed the stage.\n\n"
            "Pelliker runs a bakery now. Verhoek teaches.\n",
            {"Oona Pelliker", "Bram Toutain", "Ida Verhoek"},
            id="names_in_one_list_with_a_person_are_all_people",
        ),
        pytest.param(
            "Writers kept on\n\n"
            "The remaining writers, among them Pia Lendl, Tom Okafor and Ruth Maddox, will stay.\n",
            {"Pia Lendl", "Tom Okafor", "Ruth Maddox"},
            id="a_list_after_a_plural_role_noun_names_people",
        ),
        pytest.param(
            "Rapper announces farewell tour\n\n"
            "Jay Reeve, Tasha Bellamy and Korr are among the artists who will open the tour.\n",
            {"Jay Reeve", "Tasha Bellamy"},
            id="a_list_of_names_ending_on_a_short_name_before_a_plural_of_people",
        ),
        pytest.param(
            "Show cancelled\n\n"
            "The network cancelled the show on Monday.\n\n"
            "The cast \u2014 Dana Holt, Lia Marsh, Tom Webb Jr. and newcomer Kit Farrow \u2014 "
            "reacted to the news on social media.\n\n"
            '"I am heartbroken," Holt wrote.\n',
            {"Dana Holt", "Lia Marsh", "Tom Webb Jr.", "Kit Farrow"},
            id="a_list_runs_over_a_suffix_and_a_role_noun_after_its_last_and",
        ),
        pytest.param(
            'Alma Reyes said the plan was "long overdue."\n\n'
            "Pedro Lanza, Kit Morrow and Ines Vale joined Reyes in voting yes.\n",
            {"Pedro Lanza", "Kit Morrow", "Ines Vale"},
            id="a_list_that_joins_a_known_person_in_doing_something_is_of_people",
        ),
        pytest.param(
            "Mara Quell, 29, plays a lighthouse keeper. She is joined by Tomas Iriarte and "
            "veteran stage actor Joan Pettit, who plays her aunt.\n",
            {"Mara Quell", "Tomas Iriarte", "Joan Pettit"},
            id="one_a_cast_is_joined_by_is_a_person",
        ),
        # "Rocky, Rick Vell,": a capitalised word, a comma and a name look like "Dunmore,
        # Pennsylvania,"; the list going on to "and" and a name or "more" makes them names
        pytest.param(
            "News\n\nHe went on to diss Jo Rocky, Rick Vell, Future, and Metro Boomin.\n",
            {"Jo Rocky", "Rick Vell"},
            id="a_name_in_the_middle_of_a_list_ending_in_and_a_name_is_no_place",
        ),
        pytest.param(
            "News\n\nStars who paid tribute included Lara Newsome, Cassandra Petterley, Cher, "
            "Rob Ossory, and more.\n",
            {"Lara Newsome", "Cassandra Petterley", "Rob Ossory"},
            id="a_name_in_the_middle_of_a_list_ending_in_and_more_is_no_place",
        ),
    ],
)
def test_every_name_in_a_list_of_people_is_a_person(text, names):
    assert names <= set(people(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        pytest.param(
            "Showrunner exits series\n\n"
            "The producer is repped by Harbor Talent and attorney Gail Voss.\n\n"
            "Voss did not respond to a request for comment.\n",
            "Harbor Talent",
            id="a_role_noun_after_and_makes_no_list_of_two",
        ),
        pytest.param(
            'Alma Reyes said the plan was "long overdue."\n\n'
            "Harbor Lane, Stone Bridge and Mill Point joined the consortium last year.\n",
            "Harbor Lane",
            id="a_list_of_firms_that_joined_no_person_is_no_list_of_people",
        ),
    ],
)
def test_a_name_beside_no_list_of_people_is_no_person(text, name):
    assert name not in people(text)


def test_a_list_of_names_before_were_among_the_artists_names_people():
    text = (
        "Stars rally round singer\n\n"
        "Lena Fox, Ravi Shah and Cal Brody were among the artists who sent messages "
        "of support on Friday.\n"
    )
    assert set(people(text)) == {"Lena Fox", "Ravi Shah", "Cal Brody"}


def test_two_names_joined_by_a_lone_comma_are_an_apposition_not_a_list():
    text = 'The mayor of Grand Forks, Dale Ruiz, said he was "thrilled."\n'
    found = people(text)
    assert "Dale Ruiz" in found
    assert "Grand Forks" not in found


def test_a_list_before_a_plural_verb_is_of_people():
    text = "Coach Dan Pryor and defender Lee Mortimer were both at the hearing on Monday.\n"
    found = people(text)
    assert "Dan Pryor" in found
    assert "Lee Mortimer" in found


def test_a_list_of_names_going_on_to_more_stars_is_of_people():
    text = "News\n\nMira Lane was consoled by Denzel Okafor, Tyler Brandt and more stars.\n"
    assert {"Denzel Okafor", "Tyler Brandt"} <= set(people(text))


def test_a_list_of_names_going_on_to_and_more_is_of_people():
    text = "News\n\nMira Lane was cheered by Denzel Okafor, Tyler Brandt, and more.\n"
    assert {"Denzel Okafor", "Tyler Brandt"} <= set(people(text))


def test_a_list_going_on_to_other_members_of_a_party_is_of_people():
    # the Oxford comma before "and other Democrats", a capitalised plural
    text = "News\n\nThe plan was backed by Jo Perrin, Hallie Crane, and other Democrats.\n"
    assert {"Jo Perrin", "Hallie Crane"} <= set(people(text))


def test_a_name_between_a_titled_name_and_the_rest_of_a_list_is_no_place():
    text = (
        "News\n\nThe refugees Governor Dale, Hallie Crane, and other Democrats want to admit "
        "would be screened.\n"
    )
    assert {"Dale", "Hallie Crane"} <= set(people(text))


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "He worked with an array of artists, including Frank Varga, Ray Tovey, and "
            "hundreds more.",
            {"Frank Varga", "Ray Tovey"},
            id="a_list_that_ends_in_hundreds_more",
        ),
        pytest.param(
            "He worked with stars from Frank Varga to Michael Tovey and Will Ossory.",
            {"Frank Varga", "Michael Tovey", "Will Ossory"},
            id="a_range_from_one_person_to_another",
        ),
        pytest.param(
            "He worked with stars from Frank Varga to Lady Marlow, and toured from Ray Tovey "
            "to New York.",
            {"Frank Varga", "Lady Marlow", "Ray Tovey"},
            id="a_range_from_a_person_to_a_stage_name_but_not_to_a_place",
        ),
        pytest.param(
            "Venus and Serena Willet won the doubles title on Sunday.",
            {"Venus Willet", "Serena Willet"},
            id="two_given_names_before_one_surname_share_it",
        ),
        pytest.param(
            "The family read a statement from daughters Quenby and Ashley Tarrow on Sunday.",
            {"Quenby Tarrow", "Ashley Tarrow"},
            id="a_plural_kin_noun_says_a_rare_given_name_shares_the_surname",
        ),
        pytest.param(
            "Hillary Clanton spoke first. Later, Hillary and Tim Kaner toured the plant.",
            {"Hillary Clanton", "Tim Kaner"},
            id="a_given_name_the_story_gives_someone_else_shares_no_surname",
        ),
        pytest.param(
            "Senators Jon Isley of Georgia and John Bozeman of Arkansas voted no.",
            {"Jon Isley", "John Bozeman"},
            id="a_place_after_a_preposition_shares_no_surname",
        ),
    ],
)
def test_names_in_a_list_or_a_range_of_people_are_people(text, names):
    assert set(people(text)) == names
