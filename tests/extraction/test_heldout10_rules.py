"""Rules found on the heldout10 set: people and bodies that speak through a spokesperson,
media that are no speakers, owners' roles in appositions, opening participle phrases,
unnamed speakers brought in earlier in a paragraph, messages from a sender, makers of a
work, standfirsts, framing "what X called", "told ... that", and the tense around dates."""

from .helpers import speakers


def test_a_standfirst_ending_on_quoted_words_holds_no_quotes():
    text = (
        "Singer Defends Her Stand-In\n\n"
        "The star, who missed shows of \u2018Night Train,\u2019 says the jeers "
        "\u201churt a lot\u201d\n\n"
        "By Sam Reed\n\n"
        "Mara Ellison missed six shows of \u201cNight Train,\u201d the play she leads.\n\n"
        "\u201cThe jeers hurt a lot, and I cried,\u201d Ellison wrote on Sunday.\n"
    )
    assert [t for t, _s in speakers(text)] == ["The jeers hurt a lot, and I cried,"]
