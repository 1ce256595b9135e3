"""Quotes no rule attributes: the learned step gives the likeliest person (likely_speaker)."""

from articles.extraction import extract, likely_speaker
from articles.extraction.lexicon import lines

from .helpers import speakers

STORY = (
    "Council vote\n\n"
    "The depot on Elm Street flooded on Monday. Mayor Dana Whitcombe toured it with crews who "
    "were clearing the drains, and later met residents.\n\n"
    'The repairs, which the council has costed at two million pounds, are "the first thing we '
    'will pay for" this year.\n\n'
    'Chelsea, which sponsors the depot, said in a statement that it was "delighted."\n'
)


def test_words_no_rule_places_go_to_the_person_the_paragraph_before_is_about():
    quote = extract(STORY).quotes[0]
    assert (quote.speaker, quote.reason) == ("Dana Whitcombe", likely_speaker.RULE)


def test_below_the_threshold_the_words_keep_no_speaker(monkeypatch):
    monkeypatch.setattr(likely_speaker, "THRESHOLD", 1.01)
    assert speakers(STORY)[0] == ("the first thing we will pay for", None)


def test_a_body_the_cue_names_speaks_for_itself_not_a_person_nearby():
    # a rule found the subject of "said" and it is no person: the step does not guess
    assert speakers(STORY)[1] == ("delighted.", None)


def test_every_weight_names_a_feature_the_step_computes(monkeypatch):
    asked = []
    step = likely_speaker.attribute_rest

    def record(folded, paragraphs, cast, quotes):
        asked.append(likely_speaker.candidates(folded, paragraphs, cast, quotes, 0))
        return step(folded, paragraphs, cast, quotes)

    monkeypatch.setattr(likely_speaker, "attribute_rest", record)
    extract(STORY)
    named = {line.split()[0] for line in lines("likely_speaker_weights")}
    assert named == set(asked[0]["Dana Whitcombe"])
