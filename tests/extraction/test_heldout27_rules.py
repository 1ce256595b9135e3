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
