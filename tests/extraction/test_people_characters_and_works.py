"""Parts played, works and shows are no people; whoever plays or makes them is."""

import pytest

from .helpers import people, speakers


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "Mia Cole, 27, who found fame on reality show Love Bay, said she was moved to "
            "another table.\n",
            {"Mia Cole"},
            id="name_closing_a_relative_clause_is_not_the_speaker",
        ),
        pytest.param(
            "Soap star bows out\n\n"
            "Tom Ridley, who plays Maggie's long-suffering husband Clive, posted: "
            '"What a ride."\n',
            {"Tom Ridley"},
            id="a_part_described_through_its_owner_is_a_character",
        ),
        pytest.param(
            "Tributes\n\n"
            "Maggie Wheeler, who played Chandler Bing's girlfriend Janice on Friends, said "
            "Perry died too soon.\n",
            {"Maggie Wheeler"},
            id="a_part_whose_owner_has_two_names_is_a_character_and_so_is_the_owner",
        ),
        pytest.param(
            "Nadia Rusk, who joined the cast in Season 3 as forensic analyst Dr. Lise Varga, "
            'called the news "brutal."\n\n'
            'Owen Pryce, who plays Sergeant Mick Tolan, said he was "gutted."\n',
            {"Nadia Rusk", "Owen Pryce"},
            id="parts_named_with_a_role_or_a_cut_title_are_no_people",
        ),
        pytest.param(
            "Rory Vance is hanging up Marshal Eli Stroud\u2019s badge.\n\n"
            "Vance, 44, broke the news on an episode of Open Range, the podcast hosted by his "
            "friend and former college roommate Dale Pruitt. He was cast as Stroud in 2020.\n\n"
            "His co-star Ana Mireles, who plays Stroud\u2019s estranged sister, Wren, posted a "
            "photo from the set.\n\n"
            "Vance stars opposite Lena Okafor in the thriller Dry Creek, which opens in May.\n",
            {"Rory Vance", "Dale Pruitt", "Ana Mireles", "Lena Okafor"},
            id="parts_works_and_costars",
        ),
        pytest.param(
            "Plea\n\nThe actor, known for films including A Few Good Men and Jerry Maguire, "
            "admitted the charge. He appeared in films such as Natural Born Killers and Heat, "
            "and worked with Tom Marland. He won an Oscar for his role in the 1996 film Jerry "
            "Maguire, and for nothing else.\n",
            {"Tom Marland"},
            id="titles_listed_after_films_including_or_such_as_or_after_the_year_film",
        ),
        pytest.param(
            "Tributes poured in for Jon Verity, the award-winning actor and commanding voice of "
            "Draco Vane, who died Monday.\n\nFor half a century he was Draco Vane.\n",
            {"Jon Verity"},
            id="a_part_voiced_is_no_person_though_a_death_follows_the_apposition",
        ),
        pytest.param(
            "The tower was lit up like Jon Verity's iconic Draco Vane villain. Ann Hale, who "
            "played Vane's son Luke, wrote on X.\n",
            {"Jon Verity", "Ann Hale"},
            id="a_name_before_villain_is_a_part_and_so_is_its_kin",
        ),
        pytest.param(
            "Fans recall Jon Verity for his performances as disillusioned writer Terrence "
            "Mannix, and for his portrayal of Tom Tiller.\n",
            {"Jon Verity"},
            id="the_parts_of_a_performance_or_a_portrayal",
        ),
        pytest.param(
            "He appeared in films like Dr. Strangeglove, Coming to America and The Lion King "
            "with Tom Bellamy.\n",
            {"Tom Bellamy"},
            id="a_title_listed_after_films_like_may_open_with_an_abbreviation",
        ),
        pytest.param(
            "Jon Verity was in it. Star Wars made him famous, and his Star Trek role did not.\n",
            {"Jon Verity"},
            id="a_title_ending_in_wars_or_trek_is_a_work_even_after_a_given_name",
        ),
    ],
)
def test_only_the_people_beside_a_part_or_a_work_are_found(text, names):
    assert set(people(text)) == names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        pytest.param(
            "The revival, directed by Imogen Vale, opened in October. Vale did not respond.\n",
            "Imogen Vale",
            id="the_maker_of_a_work_is_a_person",
        ),
        pytest.param(
            "Drama renewed\n\n"
            "The series, which follows a detective played by Imogen Stroud, was renewed.\n",
            "Imogen Stroud",
            id="whoever_plays_a_part_is_a_person",
        ),
    ],
)
def test_whoever_makes_or_plays_a_part_is_a_person(text, name):
    assert name in people(text)


def test_titled_character_is_not_a_person():
    text = "Reed, 44, has played Det. Sam Ward on the drama since 2019.\n"
    assert "Sam Ward" not in people(text)


def test_actor_the_film_stars_is_a_person_and_the_part_is_not():
    text = (
        "Star Ines Vaughn, 41, who plays the rogue agent Mara Vell, visited him on Tuesday.\n\n"
        "The film also stars Theo Grant as a corrupt spy chief.\n"
    )
    found = people(text)
    assert "Theo Grant" in found
    assert "Mara Vell" not in found


def test_show_title_holding_a_name_leaves_the_host_a_person():
    text = (
        'The host opened "Late Nights With Rosa Delgado" on Friday with a song.\n\n'
        '"We are back, and we are louder," Delgado, 44, told the audience.\n'
    )
    assert set(people(text)) == {"Rosa Delgado"}
    assert speakers(text)[0][1] == "Rosa Delgado"


def test_a_part_someone_plays_is_no_person():
    text = (
        "Dr. Wren Calloway is leaving the hospital drama. Tamsin Oakridge, 40, who plays "
        "Dr. Wren Calloway, said she was sad to go.\n"
    )
    assert list(people(text)) == ["Tamsin Oakridge"]


def test_a_role_word_before_a_title_is_not_stripped_from_a_work_title():
    text = 'She starred in "A Star Is Born" and said so. Star Tribune reported it.'
    assert "Is Born" not in people(text) and "Tribune" not in people(text)


def test_film_characters_plural_roles_and_offices_of_state():
    text = (
        "The film follows Mara Lind, a widow. Gil Pry, 40, plays Mara's brother. "
        "Diplomats said the talks were hard. Secretary of State Anna Cole said so too."
    )
    found = people(text)
    assert set(found) == {"Gil Pry", "Anna Cole"}
    assert "Secretary of State" in found["Anna Cole"].descriptors


def test_portraying_someone_as_a_quality_plays_no_part():
    text = (
        "Sen. Dale Orrin leads the race.\n\n"
        "His rival tried to turn the tables, portraying Orrin as hypocritical.\n\n"
        '"We are running a radical campaign," Orrin said at a rally.\n'
    )
    assert speakers(text) == [("We are running a radical campaign,", "Dale Orrin")]


def test_a_month_abbreviation_is_no_person():
    text = 'Sen. Dale Orrin spoke.\n\n"We will win," Orrin said Dec. 6 on a talk show.\n'
    assert set(people(text)) == {"Dale Orrin"}


def test_a_day_before_as_is_no_actor_and_the_name_after_it_plays_no_part():
    text = (
        "Criticism grew louder Wednesday as Patti Dorran, the senator's daughter, attacked "
        "the nominee.\n\n"
        "Dorran, who was estranged from her father, lashed out on Facebook.\n\n"
        '"Words have the power to inspire actions," she wrote.\n'
    )
    assert speakers(text) == [("Words have the power to inspire actions,", "Patti Dorran")]


@pytest.mark.parametrize(
    "sentence",
    [
        "He criticised candidates such as Hallie Crane for it.",
        "The crowd cheered as Hallie Crane arrived.",
        "Pell would serve as Hallie Crane's running mate.",
    ],
)
def test_a_name_after_as_that_plays_no_part_is_a_person(sentence):
    assert "Hallie Crane" in people(f"News\n\n{sentence}\n")


def test_the_host_a_show_is_named_after_is_a_person():
    text = (
        "Memoir tour\n\nVerhaegen-Cole, 44, is scheduled to discuss the memoir on The Harriet "
        "Valen Show Thursday.\n"
    )
    assert "Harriet Valen" in people(text)


def test_a_possessive_name_after_as_with_no_one_playing_is_a_person():
    # "as" opens a clause here ("as her film premieres"), and no one plays a part
    text = (
        "Fans lined the red carpet at the Venice Film Festival as Olivia Wilde\u2019s film "
        "premiered.\n\n"
        '"The internet feeds itself," Wilde said.\n'
    )
    assert [who for _q, who in speakers(text)] == ["Olivia Wilde"]


def test_a_name_right_after_a_works_noun_is_its_title_everywhere():
    text = (
        'He loved the film Jerry Maguire. "When we did Jerry Maguire, it was fun," Tom Cruise said.'
    )
    assert set(people(text)) == {"Tom Cruise"}


def test_a_name_after_a_shows_noun_after_its_hosts_is_the_host():
    # the comma left out: "the long-time host of the show, Dana X,"
    text = (
        "The show is engulfed in a scandal, with the long-time host of the show Dana Holt "
        "temporarily stepping aside.\n\n"
        'Holt defended her, saying: "The woke police is out there."\n'
    )
    assert set(people(text)) == {"Dana Holt"}
    assert [who for _q, who in speakers(text)] == ["Dana Holt"]


def test_a_title_between_an_owners_pronoun_and_a_works_noun_is_no_person():
    text = (
        "Comedian Quenby Vale was fired.\n\n"
        "A theatre has also axed her Celebrity Run-Ins show.\n\n"
        "Celebrity site TMZ had published a video of Vale.\n\n"
        'She was seen saying: "We are going to prison."\n'
    )
    assert set(people(text)) == {"Quenby Vale"}
    assert speakers(text) == [("We are going to prison.", "Quenby Vale")]


def test_a_name_after_a_works_noun_with_a_capitalised_owner_is_its_title():
    text = (
        "Actress Lena Marsh, known for her role in Vantage\u2019s drama series True Harbour, "
        "shared three broken hearts.\n"
    )
    assert set(people(text)) == {"Lena Marsh"}


def test_a_real_person_an_actor_played_stays_a_person():
    text = (
        "Tributes are pouring in for rock icon Tina Turner, who has died aged 83.\n\n"
        "Actress Angela Bassett, who played Turner in the 1993 film, paid tribute."
    )
    assert set(people(text)) == {"Tina Turner", "Angela Bassett"}


def test_the_capitalised_words_after_author_of_are_a_books_title_and_subtitle():
    text = (
        "Dana McClure, author of Royal Privilege: The Queen's True Worth, said a settlement "
        "could be large."
    )
    assert set(people(text)) == {"Dana McClure"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "Lamar dropped his response after Drake called him out in his songs Push Ups and "
            "Taylor Made Freestyle.",
            {"Lamar", "Drake"},
            id="titles_listed_after_a_plural_work_noun_are_works",
        ),
        pytest.param(
            "The illness forced Celine Dion to push back shows on her European Courage World Tour.",
            {"Celine Dion"},
            id="a_tour_is_no_one",
        ),
    ],
)
def test_works_and_tours_named_are_no_people(text, names):
    assert set(people(f"Story\n\n{text}\n\nFans were shocked.\n")) == names


@pytest.mark.parametrize(
    "sentence",
    [
        "Jo Vale starred in films such as Donnie Brasco, Psycho and Volcano.",
        "Jo Vale is remembered for movies from the 1990s including Donnie Brasco (1997).",
    ],
)
def test_a_title_listed_after_films_such_as_or_dated_in_brackets_is_a_work(sentence):
    assert set(people(f"Obituary\n\n{sentence}\n")) == {"Jo Vale"}


def test_an_award_after_a_supporting_role_category_is_no_person():
    text = "Career\n\nDana Whitlow added a supporting actress Oscar for a comedy in 1978.\n"
    assert list(people(text)) == ["Dana Whitlow"]


@pytest.mark.parametrize("after", ["films", "franchise", "co-star Tom Vane"])
def test_a_name_that_titles_films_or_a_franchise_is_a_work(after):
    text = f"Tributes\n\nDana Whitlow worked on the Harry Potter {after} for ten years.\n"
    assert "Harry Potter" not in people(text)


def test_a_part_played_behind_a_long_description_and_a_capitalised_post_is_no_person():
    text = (
        "Tributes\n\nThe double Oscar winner, who played the beloved character Professor "
        "Minerva Vale in the movies, was 89.\n"
    )
    assert people(text) == {}


def test_a_name_closing_a_works_title_in_title_case_is_no_person():
    text = "Career\n\nShe won for her performance in The Prime Of Miss Jo Vale in 1969.\n"
    assert people(text) == {}


@pytest.mark.parametrize(
    "text",
    [
        "Tom Marland, known for his role as beloved single dad Danny Tanner on the sitcom, "
        "has died.",
        "Tom Marland, best known for his role of Danny Tanner on the sitcom, was found.",
        "Tom Marland also voiced the future Ted Mosby in a sitcom.",
    ],
)
def test_a_part_brought_in_by_his_role_as_or_voiced_is_no_person(text):
    assert set(people(text)) == {"Tom Marland"}


def test_two_titles_joined_before_a_role_noun_are_no_people():
    text = "The 65-year-old Full House and Fuller House star, who was positive, died on Sunday."
    assert people(text) == {}


@pytest.mark.parametrize(
    "text",
    [
        "Tom Marland, who plays Mr. Big on the series, was accused. The first episode finds "
        "Mr. Big happily married before he suffers a heart attack.",
        "Tom Marland and Jo Vale play Carrie Lind and Miranda Holt respectively on the series.",
        "Tom Marland, Jo Vale, and Dana Whitlow play Carrie Lind, Miranda Holt, and Charlotte "
        "Yorke on the new series.",
        "Marland is best known for playing the romantic interest of Jo Vale’s writer "
        "character Carrie Lind in the series.",
    ],
)
def test_a_titled_part_a_list_of_parts_and_a_named_character_are_no_people(text):
    assert set(people(text)) <= {"Tom Marland", "Jo Vale", "Dana Whitlow"}


@pytest.mark.parametrize(
    "sentence",
    [
        "He made his name as police lieutenant Cedric Marrow in The Corner.",
        "He also starred on the series \u201cFringe Hours\u201d as a special agent Cedric Marrow.",
        "He was best known for his role as steely Baltimore police lieutenant Cedric Marrow.",
        "He was best known for his role as the blunt but lovable police captain Cedric Marrow.",
        "Vell played the Baltimore police officer Cedric Marrow in the show.",
    ],
)
def test_a_part_described_after_as_role_or_played_is_no_person(sentence):
    assert set(people(f"Lance Vell died on Friday. {sentence}")) == {"Lance Vell"}


def test_a_fan_of_someone_is_no_part():
    text = "Lance Vell posted on Twitter as a fan of Dr. Ben Carson, the surgeon."
    assert set(people(text)) == {"Lance Vell", "Ben Carson"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("On Tuesday, Harry Potter author J.K. Vell had slammed the world.", {"J. K. Vell"}),
        (
            "The party had a concert by American Idol winner Candice Marr and The Voice winner "
            "Jermaine Vell.",
            {"Candice Marr", "Jermaine Vell"},
        ),
    ],
)
def test_a_works_title_before_its_makers_role_and_name_is_no_person(text, names):
    assert set(people(text)) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Gina Vell was fired. Vell played former Rebel Alliance soldier Cara Marr in the show.",
            {"Gina Vell"},
        ),
        (
            "The taping featured Arthur Vell, co-author of Oprah Marr\u2019s new book.",
            {"Arthur Vell", "Oprah Marr"},
        ),
        (
            "Drew Vell spoke on Friday.\n\nWell, the Scream star tried to set the record straight.",
            {"Drew Vell"},
        ),
    ],
)
def test_a_part_without_an_article_a_works_owner_and_an_interjection(text, names):
    assert set(people(text)) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        pytest.param(
            "Dana Vell stars as her husband Corin Mabry, a laundromat owner who is mired in a "
            "tax audit.\n",
            {"Dana Vell"},
            id="stars_as",
        ),
        pytest.param(
            "Ana Roe plays dual roles as their daughter Kit Mabry and Lune Tarsk, who rules the "
            "other world.\n",
            {"Ana Roe"},
            id="roles_as",
        ),
        pytest.param(
            "In the film, Vell's character, Evelyn Mabry, is struggling with her taxes.\n\n"
            "Dana Vell won voters over with her take on Evelyn Mabry, a laundromat owner.\n",
            {"Dana Vell"},
            id="character_then_apposition",
        ),
        pytest.param(
            "Hollywood stars such as Corin Mabry and roles such as Ana Roe's were praised.\n",
            {"Corin Mabry", "Ana Roe"},
            id="such_as_names_people",
        ),
        pytest.param(
            "Reunion\n\nMara Quill, who played Rachel Holt, turned the question over to Teo "
            "Vance, who played Rory Gellard. In the series, Rachel and Rory's on-again romance "
            "was a central plot point.\n",
            {"Mara Quill", "Teo Vance"},
            id="the_part_s_given_name_alone_later",
        ),
        pytest.param(
            "Reunion\n\nMara Quill recalled being told when she was cast as spoiled Rachel Holt "
            'that the show was "not going to make you a star."\n',
            {"Mara Quill"},
            id="cast_as_before_a_clause_opening_on_that",
        ),
        pytest.param(
            "Obituary\n\nCarl Vance, the Rocky franchise\u2019s Apollo Breed, has died. He "
            "landed the role of boxing champion Ivo Drake in 1985. Critics noted the role of "
            "Senator Jo Marsh in the campaign.\n",
            {"Carl Vance", "Jo Marsh"},
            id="a_franchises_own_and_the_role_of_a_part_described",
        ),
    ],
)
def test_a_part_named_after_stars_as_roles_as_or_a_character_is_no_person_anywhere(text, names):
    assert set(people(text)) == names


def test_a_full_name_right_after_a_persons_possessive_is_their_part_not_a_person():
    text = (
        "Actor Quenby Vale has died at 76.\n\n"
        "Vale stood against Dorian Marsh's Rocky Balden in the 1976 film.\n\n"
        "Marsh said he was heartbroken. Marsh's son Ellis Marsh also paid tribute.\n"
    )
    assert set(people(text)) == {"Quenby Vale", "Dorian Marsh", "Ellis Marsh"}


def test_parts_named_after_starred_and_words_before_as_are_no_people():
    text = (
        "Actress Quenby Vale has died.\n\n"
        "Actor Dorian Marsh and Vale starred in the films together as Michael Corleone and "
        "Kay Adams and began a romance.\n"
    )
    assert set(people(text)) == {"Quenby Vale", "Dorian Marsh"}


def test_a_part_described_by_nouns_joined_by_and_is_no_person():
    text = (
        "Obituary\n\n"
        "Dana Holt starred in the series, where she played writer and detective Quenby Marsh "
        "across 12 seasons.\n"
    )
    assert set(people(text)) == {"Dana Holt"}


def test_the_parts_and_works_a_list_of_roles_includes_are_no_people():
    # the items of "her great roles include ..." are parts and works; a co-star beside one and
    # the owner of a work are people
    text = (
        "Obituary\n\n"
        "Dana Holt's great roles include the title role in Jo Varley's Mame, Nellie Lovett in "
        "Harbour Lights, Cora Hoover Hooper in Anyone Can Whistle, and Mary Poppins Returns, "
        "alongside Eli Vance.\n"
    )
    assert set(people(text)) == {"Dana Holt", "Jo Varley", "Eli Vance"}


def test_an_alter_ego_is_a_part_not_a_person():
    text = (
        "Headline\n\nHer persona always seemed a perfect match for that of her Glee alter ego "
        "Rachel Berry.\n\nDana Holt said she was shocked.\n"
    )
    assert "Rachel Berry" not in people(text)


def test_shows_after_a_noun_is_a_verb_not_a_work_before_its_title():
    text = "Ad row\n\nThe ad shows Quenby Vale, a model, leaving a photo shoot.\n"
    assert "Quenby Vale" in people(text)


def test_whom_a_work_stars_in_full_is_a_person():
    text = "Ad row\n\nThe brand pulled an advert starring Quenby Vale on Wednesday.\n"
    assert "Quenby Vale" in people(text)
