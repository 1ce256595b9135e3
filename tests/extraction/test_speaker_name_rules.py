"""General rules for unnamed speakers, post-posed and apposed names, name particles, peer
titles, captions, documents and they/them speakers."""

import datetime

from articles.extraction import extract
from articles.extraction.types import CAPTION, PROSE

from .helpers import people, speakers

# Unnamed speakers: the label takes the noun the text uses.


def test_unnamed_speaker_labels_take_the_noun_from_the_text():
    text = (
        "Bus cuts bite.\n\n"
        '"I walk an hour now," said one rider, a cleaner who asked not to be named.\n\n'
        '"It was lovely," a guest said as she left.\n\n'
        '"They never came," one of the residents said.\n\n'
        'One passenger said: "Nobody told us."\n\n'
        'Another added: "We waited six hours."'
    )
    assert [s for _t, s in speakers(text)] == [
        "a rider",
        "a guest",
        "a resident",
        "a passenger",
        "a passenger",
    ]


def test_fans_and_users_keep_their_labels_and_the_article_fits_the_sound():
    text = (
        "Fans flooded the comments.\n\n"
        'One user replied: "Shame on you."\n\n'
        '"Not a service," wrote another.\n\n'
        'One writes: "Best news all year."'
    )
    assert [s for _t, s in speakers(text)] == ["a user", "a user", "a fan"]


def test_the_noun_again_refers_back_to_the_unnamed_speaker():
    text = (
        "Ferry cut.\n\n"
        "One of the deckhands said the crew had been warned in March.\n\n"
        '"We saw it coming," the deckhand said.'
    )
    assert speakers(text) == [("We saw it coming,", "a deckhand")]


def test_a_relative_clause_does_not_make_its_object_the_speaker():
    text = (
        "Hugo Renwick, 32, spoke.\n\n"
        "Hugo later gave a speech that one guest described as 'warm but merciless'."
    )
    assert speakers(text) == [("warm but merciless", "a guest")]


# Post-posed speakers and names in apposition.


def test_a_name_in_apposition_after_a_description_is_the_speaker():
    text = (
        "Study out.\n\n"
        '"It took little," said the study\'s lead author, Dr. Samira Vale, an epidemiologist. '
        '"Walk more."\n\n'
        'The lab\'s director, Dr. Ana de la Cruz, said: "It adds up."\n\n'
        '"No comment," the mayor\'s spokesman, Jim Cole, said.\n\n'
        "\"I'm proud,\" said Cole's wife, Clara Cole."
    )
    assert [s for _t, s in speakers(text)] == [
        "Samira Vale",
        "Samira Vale",
        "Ana de la Cruz",
        "Jim Cole",
        "Clara Cole",
    ]


def test_a_name_then_its_apposition_and_a_role_then_a_name_after_the_cue():
    text = (
        "Race called.\n\n"
        '"A fantasy," said Lyle Brandt, the campaign manager, on Tuesday.\n\n'
        'Pat Roe, 40, spoke.\n\n"We won," said campaign manager Pat Roe.'
    )
    assert [s for _t, s in speakers(text)] == ["Lyle Brandt", "Pat Roe"]


def test_a_co_author_named_but_never_quoted_is_a_person():
    text = (
        "Study out.\n\n"
        "The team got a grant, said co-author Grace Obi, a doctoral student in the lab."
    )
    assert "Grace Obi" in people(text)


# Name particles and peer titles.


def test_lowercase_particles_belong_to_the_name_even_opening_it():
    text = (
        "Talks go on.\n\n"
        "Newcastle's director, Pieter de Vries, flew in on Sunday.\n\n"
        '"Our position is clear," de Vries said.\n\n'
        "Collector Jan van der Linde, 71, lent a painting. Van der Linde bought it in 1998.\n\n"
        'The architect Karim al-Masri, 50, designed it. "Light was the brief," al-Masri said.'
    )
    found = people(text)
    assert set(found) == {"Pieter de Vries", "Jan van der Linde", "Karim al-Masri"}
    assert "de Vries" in found["Pieter de Vries"].aliases
    assert [s for _t, s in speakers(text)] == ["Pieter de Vries", "Karim al-Masri"]


def test_peer_titles_come_off_a_full_name_but_not_off_a_stage_name():
    text = (
        "Gallery opens.\n\n"
        "Lady Arabella Fenwick-Stroud opened it with her sister Lady Rosalind Fenwick-Stroud.\n\n"
        '"A gift," Lady Arabella said. Lord Henry Fenwick-Stroud, 60, watched.\n\n'
        "Lady Gaga, 39, sent flowers."
    )
    found = people(text)
    assert set(found) == {
        "Arabella Fenwick-Stroud",
        "Rosalind Fenwick-Stroud",
        "Henry Fenwick-Stroud",
        "Lady Gaga",
    }
    assert "Lady Arabella" in found["Arabella Fenwick-Stroud"].aliases
    assert "Lady" in found["Arabella Fenwick-Stroud"].descriptors
    assert speakers(text) == [("A gift,", "Arabella Fenwick-Stroud")]


def test_a_place_or_a_club_is_not_a_person():
    text = (
        "Wedding.\n\n"
        "They will return to their home in Chelsea, a spokesperson for the couple said.\n\n"
        'Chelsea, which sponsors the club, said it was "delighted."'
    )
    assert people(text) == {}
    # a body the clause calls "it" speaks through a spokesperson (never a person)
    assert speakers(text) == [("delighted.", "a spokesperson")]


# Captions, documents, they/them and dates.


def test_caption_lines_are_not_prose_and_their_names_are_not_people():
    text = (
        "Star feud\n\n"
        "Sasha Lee and Reuben Cole at the premiere of \u201cHarbor\u201d in Los Angeles.\n"
        "Dimitri Vasquez/Getty Images\n\n"
        "Actress Sasha Lee, 33, posted a review.\n\n"
        "Tom Roe attends the gala in Beverly Hills. Kevin Mazur/Getty Images\n\n"
        "The end."
    )
    kinds = [p.kind for p in extract(text).paragraphs]
    assert kinds[1] == CAPTION and kinds[4] == CAPTION and kinds[3] == PROSE
    assert set(people(text)) == {"Sasha Lee"}


def test_words_quoted_from_a_document_have_no_speaker():
    text = (
        "Fraud trial.\n\n"
        "Dan Moe, 52, was jailed on Thursday.\n\n"
        'The documents describe the scheme as "simple, patient and almost invisible".\n\n'
        'The researchers said the result was "surprising".'
    )
    assert [s for _t, s in speakers(text)] == [None, None]


def test_they_said_is_a_person_who_goes_by_they_and_otherwise_a_group():
    text = (
        "Campaign.\n\n"
        "Jordan Ellery, the campaign manager, spoke. Ellery, who uses they/them pronouns, "
        "also ran her last race.\n\n"
        '"Nobody gave us a chance," they said.\n\n'
        'The protesters marched. "We want justice," they said.'
    )
    assert speakers(text) == [
        ("Nobody gave us a chance,", "Jordan Ellery"),
        ("We want justice,", None),
    ]


def test_a_short_quote_after_a_sentence_ending_in_named_is_speech():
    text = (
        'Storm.\n\n"We lost it all," said one shopkeeper, who asked not to be named.\n\n'
        '"It was terrifying," a local fisherman told reporters.'
    )
    assert [s for _t, s in speakers(text)] == ["a shopkeeper", "a fisherman"]


def test_a_scheduled_present_puts_a_day_ahead_of_publication():
    text = (
        "Transfer news.\n\n"
        "The agent pushed for a deal before the window closes on 1 September.\n\n"
        "The single arrives on June 20, she added."
    )
    found = extract(text, datetime.date(2025, 8, 20)).moments
    assert [m.date for m in found] == [datetime.date(2025, 9, 1), datetime.date(2026, 6, 20)]
