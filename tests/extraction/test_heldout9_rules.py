"""Rules found on the heldout9 set: titles that hold a name, role nouns and ages, anonymous
sources, companies and their documents, openings that describe before they name, passive and
shared cues, framing verbs, headline excerpts, and the tense of commitments and clauses."""

from .helpers import speakers


def test_question_then_a_name_in_title_case_is_speech():
    text = 'Singer Lia Moor, 29, replied to the fan\'s comment, "Seriously? Never."\n'
    assert speakers(text) == [("Seriously? Never.", "Lia Moor")]


def test_headline_excerpt_of_a_longer_body_quote_is_left_to_the_body():
    text = (
        "Comedian Rex Dunn apologises to singer: 'I went too far'\n\n"
        "Comedian Rex Dunn said sorry on Monday.\n\n"
        '"I made a joke, and I went too far," Dunn, 52, told the audience.\n'
    )
    assert speakers(text) == [("I made a joke, and I went too far,", "Rex Dunn")]
