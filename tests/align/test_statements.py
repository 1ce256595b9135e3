"""Statements across outlets: the seed story's grid, and small synthetic cases."""

from articles.extraction.align import (
    ALTERED,
    OMITTED,
    VERBATIM,
    QuoteRef,
    group_statements,
    word_diff,
)
from articles.ingest.alignment import _statement_label
from articles.models import Quote

from .seed_quotes import SEED_QUOTES

GAGA, DYLAN = "Lady Gaga", "Dylan Mulvaney"


def Q(key, source, speaker, text, position=0, cue=None, is_fragment=False):
    return QuoteRef(key, source, speaker, text, position, cue, is_fragment)


CODE = {VERBATIM: "V", ALTERED: "A", OMITTED: "-"}


def grid(statement):
    """Return each sentence's first words and its status per source, as "VA-"."""
    return [
        (
            " ".join(s.text.split()[:3]),
            "".join(CODE[s.rendering(source).status] for source in statement.sources),
        )
        for s in statement.sentences
    ]


def statuses(statement):
    return ["".join(CODE[r.status] for r in s.renderings) for s in statement.sentences]


def by_first_words(statements, words):
    return next(s for s in statements if s.text.startswith(words))


def test_seed_caption_is_one_statement_carried_by_all_three_outlets():
    statements = group_statements(SEED_QUOTES)
    caption = by_first_words(statements, "It’s appalling")
    assert caption.speaker == GAGA
    assert caption.sources == ("000", "001", "002")
    assert grid(caption) == [
        ("It’s appalling to", "VVV"),
        ("When I see", "VVV"),
        ("'Backlash' would imply", "VVV"),
        ("This is not", "VVV"),
        ("This is hatred.", "VVV"),
        # 000 prints the whole sentence, 001 only its end, 002 nothing of it.
        ("not surprising given", "VA-"),
        # 000 has only the fragment "very protective".
        ("I feel very", "AVV"),
        ("May we all", "-VV"),
        ("May we all", "-VV"),
        ("I love people", "-VV"),
        ("People deserve better.", "-VV"),
    ]
    protective = caption.sentences[6].rendering("000")
    assert protective.text == "very protective"
    assert protective.quote_keys == ("000-3",)
    trimmed = caption.sentences[5].rendering("001")
    assert trimmed.text == "to make room for transgender lives to be cherished and upheld."
    assert caption.sentences[10].rendering("000").text is None


def test_seed_speech_about_all_women_is_a_second_statement():
    statements = group_statements(SEED_QUOTES)
    speech = by_first_words(statements, "I hope all women")
    assert speech.sources == ("000", "001")
    assert grid(speech) == [
        ("I hope all", "VV"),
        ("That all people", "VV"),
        ("A day where", "VV"),
        ("Because people of", "VV"),
    ]
    # 002's "celebrated equally" is in two of its sentences: too ambiguous to attach.
    assert "002-8" not in speech.quote_keys


def test_seed_statements_are_exactly_three():
    statements = group_statements(SEED_QUOTES)
    assert [(s.speaker, s.sources) for s in statements] == [
        (GAGA, ("000", "001", "002")),
        (DYLAN, ("000", "002")),
        (GAGA, ("000", "001")),
    ]
    mulvaney = statements[1]
    assert grid(mulvaney) == [("What transpired from", "VA")]
    # Quotes only one outlet prints, such as the fans' comments, make no statement.
    keys = {k for s in statements for k in s.quote_keys}
    assert not keys & {"002-1", "002-2", "002-3", "000-6", "001-7"}


CAPTION = (
    "It’s appalling to me that a post about our day would be met with such hatred. "
    "I feel very protective in this moment of the whole community. "
    "People deserve better than this, and we all know it."
)


def test_trimmed_split_and_repunctuated_versions_are_one_statement():
    quotes = [
        Q("a", "A", "Ann", CAPTION),
        # Split in two quotes, straight marks, lower case, no full stop.
        Q(
            "b1",
            "B",
            "Ann",
            "it's appalling to me that a post about our day would be met with such hatred",
            1,
        ),
        Q("b2", "B", "Ann", "People deserve better than this, and we all know it.", 2),
        # Trimmed inside the outlet's own sentence.
        Q("c", "C", None, "protective in this moment of the whole community"),
    ]
    [statement] = group_statements(quotes)
    assert statement.sources == ("A", "B", "C")
    assert statement.speaker == "Ann"
    assert statuses(statement) == ["VV-", "V-A", "VV-"]
    assert statement.text == CAPTION


def test_dropped_and_is_altered_with_the_sources_words_kept():
    quotes = [
        Q("a", "A", "Ann", "We went to the market and bought bread and fish for the whole family."),
        Q("b", "B", "Ann", "We went to the market, bought bread and fish for the whole family."),
    ]
    [statement] = group_statements(quotes)
    [sentence] = statement.sentences
    assert sentence.rendering("A").status == VERBATIM
    altered = sentence.rendering("B")
    assert altered.status == ALTERED
    assert word_diff(sentence.text, altered.text) == [
        ("equal", "We went to the market,"),
        ("delete", "and"),
        ("equal", "bought bread and fish for the whole family."),
    ]


def test_two_sentences_merged_into_one_stand_for_both():
    quotes = [
        Q("a", "A", "Ann", "The tour starts in Dublin next spring. Tickets go on sale on Friday."),
        Q("b", "B", "Ann", "The tour starts in Dublin next spring. Tickets go on sale on Friday."),
        Q(
            "c",
            "C",
            "Ann",
            "The tour starts in Dublin next spring, and tickets go on sale on Friday.",
        ),
    ]
    [statement] = group_statements(quotes)
    assert len(statement.sentences) == 2
    first, second = statement.sentences
    assert first.rendering("C").status == VERBATIM
    assert second.rendering("C").status == ALTERED
    assert second.rendering("C").text == "and tickets go on sale on Friday."


def test_different_speakers_are_not_merged():
    text = "I have never been so proud of the people in this town as I am today."
    quotes = [Q("a", "A", "Ann", text), Q("b", "B", "Bob", text)]
    assert group_statements(quotes) == []


def test_one_source_needs_two_overlapping_quotes():
    text = "I have never been so proud of the people in this town as I am today."
    assert group_statements([Q("a", "A", "Ann", text)]) == []
    [statement] = group_statements([Q("a", "A", "Ann", text, 1), Q("h", "A", "Ann", text, 0)])
    assert statement.sources == ("A",)
    assert statement.quote_keys == ("a", "h")


def test_short_common_sentences_do_not_link_different_utterances():
    quotes = [
        Q("a", "A", "Ann", "Thank you. We won the final after a very long season."),
        Q("b", "B", "Ann", "Thank you. I am moving to Spain with my family next month."),
    ]
    assert group_statements(quotes) == []


def test_fragment_counts_as_a_source_only_when_unambiguous():
    full = "I was scared of more backlash and I felt personally guilty for all of it."
    quotes = [
        Q("a", "A", "Ann", full),
        Q("f", "B", "Ann", "personally guilty", is_fragment=True),
        Q("g", "C", "Ann", "I", is_fragment=True),
    ]
    [statement] = group_statements(quotes)
    assert statement.sources == ("A", "B")
    assert statement.sentences[0].rendering("B").status == ALTERED


def test_spoken_quote_is_not_pulled_into_an_adjacent_post():
    post = "Every single one of you made this year the best of my whole life."
    more = "We will be back on the road next summer with a brand new show."
    speech = "Sometimes you just have to stand up on a stage and sing the truth."
    quotes = [
        Q("a1", "A", "Ann", post, 1, "wrote"),
        Q("a2", "A", "Ann", more, 2, "added"),
        Q("b1", "B", "Ann", post, 1, "writes"),
        Q("b2", "B", "Ann", speech, 2, "said"),
        Q("b3", "B", "Ann", more, 3, "added"),
        Q("c1", "C", "Ann", speech, 1, "said"),
    ]
    statements = group_statements(quotes)
    assert [s.quote_keys for s in statements] == [("a1", "a2", "b1", "b3"), ("b2", "c1")]
    assert len(statements[0].sentences) == 2


def test_twelve_sources_with_a_few_variants():
    sentences = [
        "The council will close the old bridge to cars from the first of June.",
        "Buses and bicycles will still be allowed to cross it during the works.",
        "We know this is hard for people who drive to work every single day.",
    ]
    quotes = []
    for n in range(12):
        kept = sentences if n % 3 else sentences[:2]
        text = " ".join(kept)
        if n % 4 == 1:
            text = text.replace("will still be allowed", "will be allowed").replace("’", "'")
        quotes.append(Q(f"q{n:02}", f"S{n:02}", "Mayor" if n % 2 else None, text.upper()))
    [statement] = group_statements(quotes)
    assert len(statement.sources) == 12
    assert statement.speaker == "Mayor"
    first, second, third = statuses(statement)
    assert first == "V" * 12
    assert second.count("A") == 3
    assert third.count("-") == 4


def test_word_diff_ignores_marks_and_case():
    assert word_diff("It’s Appalling.", "it's appalling") == [("equal", "it's appalling")]
    assert word_diff("a b c", "a x c") == [
        ("equal", "a"),
        ("delete", "b"),
        ("insert", "x"),
        ("equal", "c"),
    ]
    assert word_diff("", "") == []


def test_a_statement_no_person_made_takes_the_label_that_says_who_made_it():
    members = [
        Quote(text="We are heartbroken.", speaker_label="a spokesperson"),
        Quote(text="We are heartbroken."),
        Quote(text="We are heartbroken.", speaker_label="Matthew Perry\u2019s family"),
    ]
    assert _statement_label(members) == "Matthew Perry\u2019s family"
    assert _statement_label(members[:2]) == "a spokesperson"
    assert _statement_label(members[1:2]) == ""
