"""Where sentences end."""

from articles.extraction.sentences import split_sentences

from .helpers import speakers


def sentences(text):
    return [text[a:b] for a, b in split_sentences(text)]


def test_a_spaced_ellipsis_ends_no_sentence_and_a_moment_keeps_its_whole_sentence():
    text = (
        "They would call her sad, fat, insane . . . oh but not today! "
        "She was dropped by her label . . . Then came the tributes."
    )
    assert sentences(text) == [
        "They would call her sad, fat, insane . . . oh but not today!",
        "She was dropped by her label . . .",
        "Then came the tributes.",
    ]


def test_a_places_dotted_short_form_ends_no_sentence_and_its_speaker_is_found():
    text = (
        "Lawyer Dana Holt, counsel for L.A. County in the case, said in a statement, "
        '"We are grateful." She left.'
    )
    assert sentences(text) == [
        "Lawyer Dana Holt, counsel for L.A. County in the case, said in a statement, "
        '"We are grateful."',
        "She left.",
    ]
    assert speakers(text) == [("We are grateful.", "Dana Holt")]
