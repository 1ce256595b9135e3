"""Rules added while working through heldout6 (unnamed speakers with capitalised adjectives)."""

from articles.extraction import extract


def _speakers(text):
    return [(q.speaker, q.speaker_label) for q in extract(text).quotes]


def test_indefinite_subject_with_capitalised_adjective_is_a_label():
    text = (
        "One European negotiator, speaking on condition of anonymity, said the text was "
        '"the best deal available". The negotiator added: "Nobody is pretending it is enough."'
    )
    assert _speakers(text) == [(None, "a negotiator"), (None, "a negotiator")]


def test_definite_role_noun_refers_back_to_recent_unnamed_introduction():
    text = (
        "Joseph Lemari, the climate envoy, spoke first.\n\n"
        'One Nordic delegate said the deal was "a start".\n\n'
        '"We will keep pushing," the delegate said.'
    )
    assert _speakers(text)[-1] == (None, "a delegate")
