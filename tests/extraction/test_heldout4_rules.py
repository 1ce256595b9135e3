"""Rules found working through heldout4: acronym roles, titles after a modifier, institution
statements, learned pronoun genders, owners in unnamed labels, relatives who share a surname,
names only inside quotes, relative clauses without "that", uncued run-on quotes, ages before a
name, object pronouns, plans and fixtures ahead of publication."""

from .helpers import speakers


def test_the_ceo_continued_is_the_person_named_ceo():
    text = (
        '"We fought this," CEO Rachel Tsosie-Brandt said in an interview Thursday.\n\n'
        "The hospital lost money last year.\n\n"
        '"You cannot staff a unit on four patients," the CEO continued. "Nobody can."'
    )
    assert [s for _t, s in speakers(text)] == ["Rachel Tsosie-Brandt"] * 3


def test_a_title_after_a_modifier_names_the_speaker():
    for lead in ("state Sen.", "former Gov."):
        text = f'"People drive an hour to see a doctor," said {lead} Wyatt Kettle, a Republican.'
        assert speakers(text) == [("People drive an hour to see a doctor,", "Wyatt Kettle")]


def test_an_institution_with_a_proper_name_speaks_through_a_spokesperson():
    text = (
        "Sen. Harlan Boatwright, R-Okla., said it was bad.\n\n"
        'The White House said in a statement that it "strongly supports" the bill.\n\n'
        "Its parent system, Big Sky Health Partners, said in a statement that the plan "
        '"protects emergency access" for now.'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_she_said_after_a_speaker_of_unknown_gender_is_that_speaker_and_she_added_too():
    text = (
        "The report, by Dame Felicity Ansah, was damning. Ansah said the culture was "
        '"optimism bias".\n\n'
        'Cllr Sunita Varghese called the resignation "the bare minimum" and said more was needed.'
        '\n\n"Residents were failed for years," she said.\n\n'
        '"We need to see the repairs happen," she added.'
    )
    assert [s for _t, s in speakers(text)][-2:] == ["Sunita Varghese", "Sunita Varghese"]


def test_one_owner_aide_is_an_aide_before_or_after_the_cue():
    before = (
        "Jim Whitford lost. One Whitford aide, who spoke on condition of anonymity, said the "
        'campaign "never found a message that stuck."'
    )
    after = 'Jim Whitford lost. "We never found a message," said one Whitford aide.'
    assert speakers(before)[0][1] == "an aide"
    assert speakers(after)[0][1] == "an aide"


def test_a_noun_then_a_pronoun_is_a_relative_clause_whose_pronoun_speaks():
    text = (
        "Ilse Brandauer directed the film. Brandauer, 58, tells me she loved it.\n\n"
        'She shot it last year, on a budget she describes as "roughly what a catering bill is."'
    )
    assert speakers(text)[-1][1] == "Ilse Brandauer"


def test_calls_her_before_a_quote_is_a_cue_verb():
    text = (
        "Marcus Vell, 44, smiles. The lead is newcomer Saoirse Dunleavy, 23.\n\n"
        'Vell calls her "the real thing."'
    )
    assert speakers(text) == [("the real thing.", "Marcus Vell")]


def test_an_uncued_run_on_quote_after_narrative_is_the_person_the_paragraph_ends_on():
    text = (
        "Marcus Vell, 44, orders tea.\n\n"
        "His father, Desmond Vell, a merchant seaman, died in 2021. When the subject comes up, "
        "Vell talks quickly.\n\n"
        '"When he died I did not work for a year. I turned everything down.\n\n'
        '"Then one morning I started writing down things he used to say."'
    )
    assert [s for _t, s in speakers(text)] == ["Marcus Vell", "Marcus Vell"]
