"""The pipeline meets its targets on the hand-written gold (seeds and traps)."""

import pytest

from bench.scoring import invented as score

CASES = score.load_cases()


def test_gold_meets_targets():
    _per_file, overall = score.score_all()
    assert overall["quote_f1"] >= 0.97
    assert overall["speaker_accuracy"] >= 0.92
    assert overall["people_f1"] >= 0.95
    assert overall["moment_accuracy"] >= 0.85


@pytest.mark.parametrize(("name", "text", "gold"), CASES, ids=[c[0] for c in CASES])
def test_offsets_and_fragment_flags(name, text, gold):
    predicted = score.predict(text, gold)
    for quote in predicted["quotes"]:
        assert text[quote["start"] : quote["end"]] == quote["text"]
    for gold_quote, quote in score.match_quotes(gold["quotes"], predicted["quotes"]):
        assert quote["is_fragment"] == gold_quote["is_fragment"], gold_quote["text"]


# Overall figures per measurement set, rounded down to two decimals when these floors were
# set (every figure not listed is 1.00): a change may raise them, never lower them.
FLOORS = {
    "blind": {},
    "heldout": {},
    "heldout2": {},
    "heldout3": {"moment_accuracy": 0.98},
    # heldout4 and heldout10: quote precision lowered once (2026-12-03, fifth round) when a
    # learned step took one to three quoted words the hand rules turned down; it raised quote
    # F1 on PolNeAR train from 0.947 to 0.955 and takes one term here in each set ('listed as
    # meeting the "decent homes" standard', 'introduced a "proactive policing" strategy').
    "heldout4": {"quote_precision": 0.98, "quote_f1": 0.99},
    "heldout5": {
        "quote_recall": 0.99,
        "quote_f1": 0.99,
        "speaker_accuracy": 0.96,
        "people_precision": 0.97,
        "people_f1": 0.98,
        "moment_accuracy": 0.97,
    },
    "heldout6": {"speaker_accuracy": 0.97, "people_precision": 0.97, "people_f1": 0.98},
    "heldout7": {"speaker_accuracy": 0.96, "moment_accuracy": 0.96},
    "heldout8": {},
    "heldout9": {"speaker_accuracy": 0.99},
    "heldout10": {"quote_precision": 0.99, "quote_f1": 0.99},
    "heldout11": {
        "quote_precision": 0.98,
        "quote_recall": 0.99,
        "quote_f1": 0.98,
        "speaker_accuracy": 0.95,
        "moment_accuracy": 0.96,
    },
    "heldout12": {
        "speaker_accuracy": 0.99,
        "moment_accuracy": 0.98,
    },
    "heldout13": {
        "quote_precision": 0.97,
        "quote_recall": 0.97,
        "quote_f1": 0.97,
        "moment_accuracy": 0.98,
    },
    "heldout14": {},
    # heldout15: people precision lowered once (2026-12-04) when given names joined by "and"
    # inside quotes became people ("a family for Hank and Josie"), as the published corpus
    # lists people named only in quotations; this set's gold leaves the two children out.
    # People recall on the real celebrity tuning events rose from 0.945 to 0.952.
    "heldout15": {"people_precision": 0.96, "people_f1": 0.98, "moment_accuracy": 0.96},
    # heldout16 and heldout24: people precision lowered once (2026-12-03) when a common given
    # name became evidence of a person, which raised people F1 on the real celebrity tuning
    # events from 0.84 to 0.92 and here found every person; it takes one character ("to play
    # fiery barmaid Stacey X") and one venue ("Chicago's Thalia X") for people.
    "heldout16": {"people_precision": 0.97, "people_f1": 0.98, "moment_accuracy": 0.98},
    "heldout17": {"speaker_accuracy": 0.99, "people_recall": 0.95, "people_f1": 0.97},
    "heldout18": {"quote_recall": 0.99, "quote_f1": 0.99, "moment_accuracy": 0.98},
    "heldout19": {
        "quote_recall": 0.99,
        "quote_f1": 0.99,
        "people_recall": 0.97,
        "people_f1": 0.98,
        "moment_accuracy": 0.98,
    },
    "heldout20": {
        "quote_precision": 0.99,
        "quote_recall": 0.98,
        "quote_f1": 0.98,
        "speaker_accuracy": 0.93,
    },
    "heldout21": {"moment_accuracy": 0.98},
    "heldout22": {},
    "heldout23": {"speaker_accuracy": 0.99},
    "heldout24": {"people_precision": 0.96, "people_f1": 0.98},
    "heldout25": {},
    "heldout27": {},
    "heldout28": {},
    "heldout31": {},
    "heldout32": {},
}


@pytest.mark.parametrize("name", list(FLOORS))
def test_measurement_set_does_not_regress(name):
    _per_file, overall = score.score_all(score.discover()[name][1])
    for key in score.KEYS:
        assert overall[key] >= FLOORS[name].get(key, 1.0), (name, key, overall[key])


def test_scorer_matches_on_words_and_labels():
    assert score.match_quotes(
        [{"text": "It\u2019s a \u201cgreat\u201d day, really"}], [{"text": "It's a 'great' day"}]
    )
    assert score.same_speaker("a fan", "a commenter", [])
    assert score.same_speaker("Lady Gaga", "Gaga", [{"name": "Lady Gaga", "aliases": ["Gaga"]}])
    assert not score.same_speaker("a fan", None, [])
    assert score.same_speaker("a spokesperson", "a spokesperson for the council", [])
    assert score.same_speaker("a spokesperson", "a spokeswoman for the council", [])
    assert score.same_speaker("a spokesperson", "a representative", [])
    assert not score.same_speaker("a spokesperson", "a source", [])
    assert not score.same_speaker("a spokesperson", "a spokesperson's aide", [])


def test_the_scorer_does_not_treat_a_generic_label_as_every_label():
    assert score.same_speaker("a fan", "a user", [])
    assert not score.same_speaker("a rider", "a person", [])
    assert not score.same_speaker("a fan", "a person", [])
