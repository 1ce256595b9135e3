"""Where sentences end."""

from articles.extraction.sentences import split_sentences


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
