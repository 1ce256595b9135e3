"""The ages and pronouns a person is given, and the nearby mentions that give none."""

import pytest

from articles.extraction import extract

from .helpers import people, speakers


def test_an_age_before_a_full_name_marks_a_person_but_not_a_place():
    text = (
        "Playing the daughter is 23-year-old newcomer Saoirse Dunleavy, cast in Belfast. "
        "She will face Travis Odegaard, a 44-year-old Bend businessman, in November."
    )
    found = people(text)
    assert found["Saoirse Dunleavy"].ages == (23,)
    assert "Bend" not in found


def test_an_object_him_in_the_names_sentence_does_not_make_her_a_man():
    text = "Those pages ended up with Ilse Brandauer, the director who had cast him in a thriller."
    assert people(text)["Ilse Brandauer"].pronouns == ()


def test_a_name_inside_an_opening_participle_phrase_gets_none_of_the_subjects_pronouns():
    text = (
        "Brendan Kell has predicted more trouble at the station.\n\n"
        "Kell has accused the channel of a cover-up.\n\n"
        "Slamming the bosses for protecting Maeve Dunne, he said of the cabs: "
        '"They would have seen that and known."\n'
    )
    assert people(text)["Maeve Dunne"].pronouns == ()
    assert speakers(text) == [("They would have seen that and known.", "Brendan Kell")]


@pytest.mark.parametrize(
    "text, name",
    [
        pytest.param(
            "Tributes poured in on Friday.\n\n"
            "Ravi Castellane posted a tribute to the Queen, saying she had been a huge presence.\n",
            "Ravi Castellane",
            id="a_pronoun_after_a_determined_noun_of_its_sex_is_no_vote_for_the_name_before",
        ),
        pytest.param(
            "After her CBS This Morning colleague Charlie Tamsett was fired, she debated whether "
            "to go on air.",
            "Charlie Tamsett",
            id="a_pronoun_after_a_name_its_owner_pronoun_set_before_tells_nothing_of_it",
        ),
    ],
)
def test_a_pronoun_that_is_someone_elses_is_no_vote_for_the_name(text, name):
    assert people(text)[name].pronouns == ()


def test_one_possessive_alone_does_not_overrule_a_given_names_gender():
    text = (
        "Convention\n\n"
        "Former Attorney General Martha Lane told delegates that Tom Marland should not be "
        "president.\n\n"
        "Lane said the email scandal is only the latest issue in his political career.\n\n"
        '"He has done a lot of things over the years," she said.\n'
    )
    assert people(text)["Martha Lane"].pronouns == ()
    assert speakers(text) == [("He has done a lot of things over the years,", "Martha Lane")]


def test_a_pronoun_after_a_name_in_a_sentence_opened_by_one_of_a_group_of_a_sex_is_theirs():
    text = (
        "Plea\n\nThe actor Cuba Harding pleaded guilty on Wednesday.\n\n"
        "One of the two other women addressed the court, telling how Harding had grabbed her "
        "arm.\n"
    )
    # (a given name no list knows: one possessive alone would otherwise make him "she")
    assert people(text)["Cuba Harding"].pronouns == ()


def test_a_description_opening_a_sentence_goes_on_from_one_that_opened_the_one_before():
    text = (
        "Ravi Castellane posted a tribute on Friday.\n\n"
        "The singer was knighted by Queen Maud in 1998 and sang at her jubilee. "
        "The performer was also a close friend of her late sister.\n"
    )
    assert people(text)["Ravi Castellane"].descriptors == ("The singer", "The performer")


def test_description_after_a_name_brings_its_age_and_stays_that_person():
    text = (
        "Independent candidate Nils Arden, a 61-year-old bakery owner, spoke last.\n\n"
        'Arden mocked the budget. "I balance my books every Friday," the 61-year-old said.\n'
    )
    assert people(text)["Nils Arden"].ages == (61,)
    assert speakers(text)[0][1] == "Nils Arden"


def test_an_age_in_brackets_makes_a_person():
    found = people("Senan Fairleigh (16), a pupil at the school, took a calmer view.")
    assert found["Senan Fairleigh"].ages == (16,)


def test_an_age_used_as_a_noun_in_apposition_makes_a_person():
    found = people("She lost on Sunday to Ivona Brezkova-Lind, an unranked 19-year-old from Brno.")
    assert list(found) == ["Ivona Brezkova-Lind"]


def test_an_age_after_now_marks_a_person():
    text = (
        'At a gallery in Leeds, Corwin Ashgrove-Tate, now 62, said the work had "taken a decade."\n'
    )
    assert set(people(text)) == {"Corwin Ashgrove-Tate"}
    assert speakers(text) == [("taken a decade.", "Corwin Ashgrove-Tate")]


def test_a_lone_surname_with_an_aged_apposition_is_a_person():
    text = (
        "Buyers worry\n\n"
        "The firm missed a payment on Monday, Lee Mei-fun said.\n\n"
        "Ngai, a 34-year-old nurse who asked that only her surname be used, paid a "
        "deposit in 2023 for a flat.\n\n"
        '"I have been checking the news every night," she said.\n'
    )
    found = people(text)
    assert "Ngai" in found and found["Ngai"].ages == (34,)
    assert dict(speakers(text))["I have been checking the news every night,"] == "Ngai"


def test_honorifics_give_gender_and_an_alias_with_a_title_resolves():
    text = 'Mr Hal Keane, 71, spoke. Sir Graham Brandl, 60, spoke too. "No," Sir Graham said.'
    result = extract(text)
    found = {p.name: p for p in result.people}
    assert found["Hal Keane"].pronouns[:1] == ("he",)
    assert result.quotes[0].speaker == "Graham Brandl"


def test_a_gendered_descriptor_does_not_attach_to_a_person_of_the_other_gender():
    text = (
        "Jude Orr, 41, spoke. He said he was fine.\n\n"
        "Orr's publicist declined to comment. The actress, 38, met him in 2015."
    )
    assert "The actress" not in people(text)["Jude Orr"].descriptors


def test_a_possessive_in_a_description_says_nothing_of_the_describeds_gender():
    text = (
        "Star retires.\n\n"
        '"She never missed a day," said her longtime coach, Ivo Brandt.\n\n'
        '"I lasted a minute," he said.'
    )
    assert "she" not in people(text)["Ivo Brandt"].pronouns
    assert speakers(text)[-1] == ("I lasted a minute,", "Ivo Brandt")


def test_a_month_and_a_comma_before_a_day_is_no_person_with_an_age():
    text = "News\n\nShe wrote of her first child, a girl born Sept, 26, 2014, on Monday.\n"
    assert people(text) == {}


@pytest.mark.parametrize("given", ["Jess", "Alex", "Mel"])
def test_a_short_form_of_both_sexes_can_be_she(given):
    # the census lists give these short forms to one sex only
    text = f'{given} Marland and Tom Vane met on Monday.\n\n"It went well," she said.\n'
    assert speakers(text) == [("It went well,", f"{given} Marland")]


def test_the_pronoun_that_opens_what_someone_says_tells_their_gender():
    found = people(
        "Pinkett Vale and Tom Marsh met in 2016. When Chris Rowe joked about Pinkett Vale, "
        "Pinkett Vale says she was surprised that Marsh was upset."
    )
    assert found["Pinkett Vale"].pronouns == ("she", "her")


def test_a_pronoun_after_a_name_joined_to_a_description_is_not_the_names():
    text = (
        "Split\n\n"
        "Pop singer Ariana Grande and husband Dalton Gomez are heading for divorce.\n\n"
        "The Victorious star and Gomez married in May 2021 at her Montecito home.\n\n"
        'This year, Gomez shared photos of Grande. "My forever valentine," he wrote.\n'
    )
    assert people(text)["Dalton Gomez"].pronouns == ("he", "him", "his")
    assert speakers(text) == [("My forever valentine,", "Dalton Gomez")]


@pytest.mark.parametrize(
    ("text", "name", "pronouns"),
    [
        # a trans woman whose given name the census lists give men: one "she" says who she is
        (
            "Profile\n\nDylan Vale posted photos on Friday, and she thanked her fans.\n",
            "Dylan Vale",
            ("she", "her"),
        ),
        (
            "Profile\n\nHailey Marsh said he would run again. He told reporters he was ready, "
            "and he thanked his staff.\n\n\u201cWe go on,\u201d he said.\n",
            "Hailey Marsh",
            ("he", "him", "his"),
        ),
    ],
)
def test_the_texts_pronouns_outweigh_the_given_names_list(text, name, pronouns):
    assert people(text)[name].pronouns == pronouns


def test_a_fiancee_is_a_woman():
    text = (
        "Marilyn Marland is under investigation. Marland has been accused of abuse by his "
        "ex-fiancée Jo Vale.\n\n"
        '"These claims are distortions of reality," he wrote.'
    )
    assert speakers(text) == [("These claims are distortions of reality,", "Marilyn Marland")]


def test_a_she_after_a_sentence_naming_a_woman_by_her_given_name_is_not_its_subjects():
    text = (
        "Chris Vale has denied the claims.\n\n"
        "Zoe, now 40, was aged 22 when she began working at a firm in Los Angeles.\n\n"
        "Vale, who was 49 at the time, would allegedly flirt with Zoe at her desk. She claims "
        "he obtained her number from the company directory."
    )
    assert "she" not in people(text)["Chris Vale"].pronouns


def test_pronouns_after_someones_friend_are_the_owners_not_the_friends():
    # "written with his friend Amy X at his home, he explained": Amy X is no "he"
    text = (
        "Trial\n\n"
        "Yesterday, Ed Varley talked about his process. \u201cI draw on my life,\u201d he said.\n\n"
        "The song was written with his friend and collaborator Amy Wadsley at his home in "
        "England, he explained. Wadsley started the process by strumming some chords.\n\n"
        "\u201cWhen I write melodies, it\u2019s like phonetics,\u201d he added.\n"
    )
    assert speakers(text)[-1] == ("When I write melodies, it\u2019s like phonetics,", "Ed Varley")


def test_a_pronoun_before_anyone_else_is_named_tells_of_the_sentences_first_name():
    text = (
        "Singer Rhiannon wasted no time expressing her relief at the verdict in Dax Vello's "
        "trial, and Tomi Lark was in court."
    )
    found = people(text)
    assert found["Rhiannon"].pronouns == ("she", "her")
    assert found["Dax Vello"].pronouns == found["Tomi Lark"].pronouns == ()


def test_a_described_age_is_not_one_the_story_prints_with_another_person():
    text = (
        "Kim Vale came out on Tuesday, with the support of his wife, Dana Rook.\n\n"
        "The 26-year-old professional dancer rooted for Vale, 33, after the news.\n"
    )
    found = people(text)
    assert found["Kim Vale"].ages == (33,)
    assert "The 26-year-old professional dancer" not in found["Kim Vale"].descriptors


def test_a_he_after_someone_in_a_post_in_her_sentence_and_a_frontman_are_not_hers():
    # "referring to the pop star after he released": the "he" may be the star's; and "the
    # frontman" is a man, so his description and his quote go to no woman
    text = (
        "Instagram model Dana Holt has taken a dig at Tom Marland after he claimed it was "
        "flirtatious.\n\n"
        "The influencer kept her statement short.\n\n"
        "It is likely that Dana was referring to the pop star after he released a statement.\n\n"
        "The Maple Five frontman shared his side of the story on Instagram.\n\n"
        '"I crossed the line," he began.\n'
    )
    found = people(text)
    assert "he" not in found["Dana Holt"].pronouns
    assert found["Tom Marland"].descriptors == ("The Maple Five frontman",)
    assert speakers(text) == [("I crossed the line,", "Tom Marland")]


def test_a_her_after_a_judge_in_her_sentence_is_still_hers():
    text = "This spring, Dana Holt persuaded the judge to let her remove her name. She left."
    assert people(text)["Dana Holt"].pronouns[0] == "she"


def test_her_before_an_article_or_question_word_is_an_object_not_a_possessive():
    # "After X sent her a text message, she replied": her and she are the woman's
    text = (
        "Headline\n\nMunroe Brennick was accused on Saturday.\n\n"
        "After Brennick sent her a text message, she replied.\n\n"
        "Brennick won an award for his performance.\n"
    )
    assert people(text)["Munroe Brennick"].pronouns == ("he", "him", "his")


def test_a_band_called_queen_before_a_role_gives_its_member_no_gender():
    text = (
        "Tributes\n\nSinger Tom Marland has died.\n\n"
        'Queen guitarist Dorian Marsh, who also worked with Marland, said he was "gutted".\n'
    )
    assert people(text)["Dorian Marsh"].pronouns == ()


def test_kin_a_preposition_governs_before_a_name_and_its_cue_tells_not_that_ones_sex():
    # "his mother" is whom he was asked about, not Marland: the "he said" after is his
    text = (
        "Interview\n\nMarland spoke for an hour. Vale pressed Marland on his family.\n\n"
        'Asked about his mother, Marland said, "I am fine."\n\n'
        'Vale asked Marland about the money. "I never took it," he said.\n'
    )
    person = next(p for p in extract(text).people if p.name == "Marland")
    assert "she" not in person.pronouns
    assert not person.descriptors
    assert speakers(text)[-1] == ("I never took it,", "Marland")
