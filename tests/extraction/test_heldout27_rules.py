"""Mechanisms found on the heldout27 and heldout28 sets, each on invented text.

People: a name opened by the surname of people in the story ("Ewan Harland", "Mr Harland"
... "Harland Marine") is their family's firm; a body's noun set bare before a name
("residents' group Save Kelton") makes a body; one named among a plural of people ("players
..., including Wales prop Jo X") is a person, and so is one a cast is "joined by"; a kin
noun in apposition ("X, Pell's brother-in-law") makes a person; a part is a part after "the cast
... as a role" and after a title cut from the name ("plays Sergeant ...").

Speakers: a gendered kin noun ("his wife, Ada X") outweighs pronoun guesses; "According
to X," opens on its topic, X; "The firm's CEO, Jo X, told" is Jo X; "cautioned" and
"introduced it as" are cues.

Quotes: a headline quote as long as a body quote is display text; a cued phrase after an
article that ends the sentence with its stop inside is speech, and so is the cause in
"blamed a "..." fall"; "which she called "..."" gives her words.

Dates: what "is likely" and what "screens again" on a day lie ahead.
"""

from .helpers import speakers


def test_a_gendered_kin_noun_outweighs_a_nearby_his():
    text = (
        "Film star Ruben Okoye and his wife, Ada Okoye, renewed their vows on Saturday.\n\n"
        "Their daughter, Tola Okoye, 22, led the ceremony. Tola posted a clip on her page.\n\n"
        "According to Ada, the party was his idea.\n\n"
        '"He wanted a second go," she said.\n'
    )
    assert speakers(text) == [("He wanted a second go,", "Ada Okoye")]


def test_according_to_a_name_opens_on_its_topic():
    text = (
        "Chef Iris Lamont, 44, has opened a second restaurant.\n\n"
        'Her sous-chef, Bea Moran, wrote that the menu was "wild."\n\n'
        "According to Iris, the name came from her grandmother.\n\n"
        '"She ran a cafe for forty years," she said.\n'
    )
    assert speakers(text)[-1] == ("She ran a cafe for forty years,", "Iris Lamont")


def test_the_firms_acronym_role_with_a_name_in_apposition():
    text = (
        "Airline Brisa said it regretted the strike.\n\n"
        "The company's CEO, Lotte Verbeke, told reporters that Brisa remained "
        '"ready to talk" but would not budge.\n'
    )
    assert speakers(text)[-1] == ("ready to talk", "Lotte Verbeke")


def test_cautioned_and_introduced_it_as_are_cues():
    text = (
        "Producer Jo Marren said the studio would try other buyers. But one source "
        'cautioned that a deal is "unlikely at best."\n\n'
        "At the screening, film programmer Hana Ruel, who picked it, introduced it as "
        '"the strangest thing we saw all year, by a distance."\n'
    )
    assert speakers(text) == [
        ("unlikely at best.", "a source"),
        ("the strangest thing we saw all year, by a distance.", "Hana Ruel"),
    ]


def test_a_headline_quote_as_long_as_the_body_quote_is_display_text():
    text = (
        "'A slap in the face': Kilbrook library to close\n\n"
        "The library will close in June.\n\n"
        'Cllr Niamh Foley called the decision "a slap in the face" for readers.\n'
    )
    assert speakers(text) == [("a slap in the face", "Niamh Foley")]


def test_a_cued_phrase_after_an_article_closing_the_sentence_is_speech():
    text = 'Winger Luis Abad, the club\'s top scorer, called the sacking a "body blow."\n'
    assert speakers(text) == [("body blow.", "Luis Abad")]


def test_the_cause_a_body_blamed_in_its_own_words_is_a_spokespersons():
    text = (
        'The retailer, which runs 40 stores across the north, blamed a "steep and '
        'lasting" drop in footfall.\n'
    )
    assert speakers(text) == [("steep and lasting", "a spokesperson")]


def test_which_she_called_gives_her_words():
    text = (
        "Rep. Alma Torres voted against the bill, which she called "
        '"a fine idea drowned in fine print."\n'
    )
    assert speakers(text) == [("a fine idea drowned in fine print.", "Alma Torres")]
