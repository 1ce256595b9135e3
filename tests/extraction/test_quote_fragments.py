"""One to three quoted words: the hand rules' verdict weighed by the learned step (fragments)."""

import pytest

from articles.extraction import extract, fragments
from articles.extraction.lexicon import lines

from .helpers import speakers

STORY = (
    "Debate night\n\n"
    "Senator Ted Vantreece spoke on Monday. Vantreece has railed against what he calls the "
    '"Washington cartel" for months.\n\n'
    'Mayor Ada Pellinger said the row had reignited the so-called "punching up" debate.\n\n'
    'Ada Pellinger appeared on "Morning Joe" on Tuesday.\n\n'
    'The committee\'s report was "explosive" in parts.\n'
)


def test_words_someone_calls_something_are_their_words():
    assert speakers(STORY) == [("Washington cartel", "Ted Vantreece")]


def test_the_hand_rules_alone_turn_those_words_down(monkeypatch):
    # the learned step is what takes them: with weights that echo the hand rules, none is kept
    monkeypatch.setattr(fragments, "WEIGHTS", fragments.RULES_ONLY)
    assert speakers(STORY) == []


@pytest.mark.parametrize("quoted", ["punching up", "Morning Joe", "explosive"])
def test_a_term_a_title_or_words_no_one_is_given_are_no_quote(quoted):
    # "so-called" marks a term; a show's title is capitalised; a report's word has no speaker
    assert quoted not in [q.text for q in extract(STORY).quotes]


@pytest.mark.parametrize(
    "sentence",
    [
        'It was a "huge shock" to the staff, and the mood soured.',
        'The decision has been called "reckless" by many in the town.',
    ],
)
def test_words_only_the_learned_step_takes_are_left_out_when_no_one_speaks_them(sentence):
    assert speakers(f"Notes\n\n{sentence}\n") == []


def test_every_weight_names_a_feature_the_step_computes():
    named = {line.split()[0] for line in lines("fragment_weights")}
    assert named == set(fragments.features('a "b" c', 3, 4, True))


@pytest.mark.parametrize(
    "sentence",
    [
        "Chew and Vasquez appeared on both GMA and NBC\u2019s \u201cToday.\u201d Vasquez added "
        "on GMA that \u201cthe key to victory was the facts.\u201d",
        'Vasquez told CBS\'s "Face the Nation" that the jury had been "very careful."',
    ],
)
def test_a_networks_show_is_no_quote_even_before_a_cue(sentence):
    # a capitalised title right after a network's possessive names its show
    quoted = [q.text for q in extract(f"Notes\n\n{sentence}\n").quotes]
    assert not any(q.startswith(("Today", "Face the Nation")) for q in quoted)


@pytest.mark.parametrize(
    "sentence",
    [
        'The double fired after being told the gun was "cold," an industry term meaning it was '
        "not loaded, Reed said.",
        'Reed said neither she nor the "Rust" prop master saw anyone fire live rounds.',
    ],
)
def test_a_term_the_text_explains_or_a_title_before_a_noun_is_no_quote(sentence):
    assert speakers(f"Notes\n\n{sentence}\n") == []


def test_a_title_with_a_bracketed_subtitle_is_no_quote():
    text = (
        "Notes\n\nThey met on the set of her World Cup anthem \u201cWaka Waka (This Time for "
        "Africa).\u201d The pair have two children.\n"
    )
    assert speakers(text) == []
    # (nor one whose bracket opens it, nor the titles listed after it)
    text = (
        "Notes\n\nWith lyricist Hal Venn, he penned such classics as \u2018(They Long to Be) "
        "Close to You\u2019, \u2018I Say a Little Prayer\u2019, and \u2018The Look of Love\u2019.\n"
    )
    assert speakers(text) == []
