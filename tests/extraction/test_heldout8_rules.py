"""Rules found on the heldout8 set: headlines, bodies that say "it", same-sentence quotes,
participle cues, titled appositions, role nouns, relative clauses and arrangement tenses."""

from .helpers import speakers


def test_paragraph_after_an_elision_is_not_a_quote_continued():
    text = (
        "Fans will have to wait ... 'cause the record is not coming out this week.\n\n"
        "The singer broke the news on Monday.\n"
    )
    assert speakers(text) == []


def test_headline_fragment_is_left_to_the_body():
    text = (
        "Harbour town budget passes as mayor warns of 'painful cuts'\n\n"
        'Mayor Odile Brandt said the town faced "painful cuts".\n'
    )
    assert speakers(text) == [("painful cuts", "Odile Brandt")]


def test_pronoun_contraction_before_a_quote_is_no_owner_of_a_title():
    told = 'Producer Noor Hadid, who made the track, told us he\'s "not worried at all."'
    assert speakers(told + "\n") == [("not worried at all.", "Noor Hadid")]
    added = told + ' He added, "Good songs keep."\n'
    assert [s for _q, s in speakers(added)] == ["Noor Hadid", "Noor Hadid"]
