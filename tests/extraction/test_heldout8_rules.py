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


def test_a_name_with_a_bang_does_not_end_the_sentence():
    text = (
        "Singer Pia Lund, 30, got engaged.\n\n"
        "A source close to the pair tells E! News the ring was "
        '"the worst-kept secret in Oslo." '
        'Lund told E! News she wore it "like a medal" all week.\n'
    )
    assert speakers(text) == [
        ("the worst-kept secret in Oslo.", "a source"),
        ("like a medal", "Pia Lund"),
    ]


def test_statement_with_any_verb_and_a_participle_cue_is_a_spokesperson():
    text = (
        "Rapper Dee Marsh delayed her album.\n\n"
        "Bluefin Records, her label, confirmed the delay in a statement to reporters, "
        'saying, "We are working around the clock on it."\n'
    )
    assert speakers(text)[0][1] == "a spokesperson"


def test_body_the_clause_calls_it_speaks_through_a_spokesperson():
    text = (
        "Minister Ruth Ambler held firm on standards.\n\n"
        'The Guild of Cheese Makers said it was "relieved" ministers had not given way.\n'
    )
    assert speakers(text) == [("relieved", "a spokesperson")]


def test_second_quote_of_a_sentence_without_a_cue_is_the_same_speaker():
    text = (
        "Dr Lena Ford, chief executive of the Alder Trust, said the charity was "
        '"saddened" by the news but that the gala had raised "more than 50,000 pounds '
        'for local families".\n'
    )
    assert [s for _q, s in speakers(text)] == ["Lena Ford", "Lena Ford"]


def test_stop_outside_the_mark_ends_the_sentence_before_the_next_cue():
    text = (
        'Northwind said it was "disappointed" by the vote and that its offer was '
        '"fair and reasonable". The company added that talks would go on.\n'
    )
    assert speakers(text) == [
        ("disappointed", "a spokesperson"),
        ("fair and reasonable", "a spokesperson"),
    ]


def test_she_added_goes_to_the_speaker_just_before_of_unknown_gender():
    text = (
        "Lady Imogen Carr, 41, the patron, hit back on Sunday.\n\n"
        'In a statement, she said: "Seating is done by a committee."\n\n'
        "Dr Sam Adeyemi, chief executive of the Linden Trust, said the charity was "
        '"saddened" by the row.\n\n'
        '"Every guest matters to us," she added.\n'
    )
    assert speakers(text)[-1] == ("Every guest matters to us,", "Sam Adeyemi")


def test_participle_cue_takes_the_subject_of_its_clause():
    text = (
        "A gala hosted by socialite Lady Ann Vell has ended in a row after singer Mia "
        'Cole walked out in tears, claiming she had been "ignored" all night.\n'
    )
    assert speakers(text) == [("ignored", "Mia Cole")]


def test_titled_name_in_apposition_to_a_role_is_the_one_described():
    text = (
        'Council leader Tom Bell said the council faced "impossible choices".\n\n'
        '"Nobody goes into politics to close a library," Mr Bell said.\n\n'
        "The leader of the opposition group, Councillor Hugh Pryce, said the council had "
        '"run out of ideas".\n\n'
        '"They found money for their own offices," he said.\n'
    )
    assert speakers(text)[-1][1] == "Hugh Pryce"


def test_pronoun_contraction_before_a_quote_is_no_owner_of_a_title():
    told = 'Producer Noor Hadid, who made the track, told us he\'s "not worried at all."'
    assert speakers(told + "\n") == [("not worried at all.", "Noor Hadid")]
    added = told + ' He added, "Good songs keep."\n'
    assert [s for _q, s in speakers(added)] == ["Noor Hadid", "Noor Hadid"]


def test_claims_after_a_name_is_a_cue():
    text = (
        "Singer Kenzie Lark sued her manager.\n\n"
        'In the docs, Lark claims he treated her accounts like "his own piggy bank."\n'
    )
    assert speakers(text)[0][1] == "Kenzie Lark"


def test_conceded_is_a_cue():
    text = 'Minister Ruth Tan, 52, conceded some towns had been "left waiting too long".\n'
    assert speakers(text)[0][1] == "Ruth Tan"
