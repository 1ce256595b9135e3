"""Rules found working through heldout5: "X began" after a quote, gendered titles over
pronoun guesses, descriptions that run on into a cue verb, acronym roles with modifiers,
compound labels ("an audience member"), named bodies' statements, "fellow" roles, subjects
after an opening phrase, "the statement said/read", uncued speech after a narrative sentence."""

from .helpers import people as names
from .helpers import speakers


def test_began_after_a_quote_cues_it_and_its_continuation_paragraphs():
    text = (
        "Model sorry\n\nModel Noor Haldane posted a video on Tuesday.\n\n"
        '"I owe you a real apology, not a PR one," Noor Haldane began.\n\n'
        '"What I posted was cruel. There is no other way to say it.\n\n'
        '"I know words are cheap right now."'
    )
    assert [s for _t, s in speakers(text)] == ["Noor Haldane"] * 3


def test_a_gendered_title_outweighs_a_nearby_pronoun():
    text = (
        "Minister quits\n\n"
        "Ruth Ambler resigned as health minister on Monday.\n\n"
        "In her reply to Ambler, Sir Dennis Oakwell thanked her.\n\n"
        '"She served well," he said.'
    )
    assert speakers(text) == [("She served well,", "Dennis Oakwell")]


def test_a_description_running_into_a_cue_is_the_subject_not_an_apposition():
    text = (
        "Minister quits\n\nRuth Ambler resigned as health minister on Monday. "
        "Ambler, 49, had held the post since 2024.\n\n"
        "In her letter to the prime minister, Sir Dennis Oakwell, the 49-year-old MP for "
        "Brayford wrote:\n\n"
        '"I can no longer defend this policy."'
    )
    assert speakers(text) == [("I can no longer defend this policy.", "Ruth Ambler")]
    assert 49 not in names(text)["Dennis Oakwell"].ages


def test_a_member_label_keeps_the_noun_before_it():
    text = (
        "Dozens walked out of the show.\n\n"
        'One audience member, who asked not to be named, said it was "over in seconds".'
    )
    assert [s for _t, s in speakers(text)] == ["an audience member"]


def test_a_named_group_statement_is_a_spokesperson():
    text = (
        "The Harbour Families Group, which represents relatives, said in a statement that the "
        'routine was "deeply hurtful".'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson"]


def test_the_comedian_is_not_the_fellow_comedian():
    text = (
        "Comic defiant\n\nThe comedian Ravi Okafor refused to apologise on Monday. "
        "Okafor, 38, has performed at the festival since 2015.\n\n"
        'Fellow comedian Jo Pell wrote on X: "He knows it was not his best night."\n\n'
        "Speaking after his show on Tuesday, the comedian was defiant. "
        '"I will not run jokes past a focus group," he said.'
    )
    assert speakers(text)[-1] == ("I will not run jokes past a focus group,", "Ravi Okafor")


def test_the_statement_said_is_a_spokesperson_unless_a_person_issued_it():
    body = '"Safety comes first," the statement said.'
    text = "The city attorney's office said in a statement that it was reviewing it. " + body
    assert speakers(text) == [("Safety comes first,", "a spokesperson")]
    text = '"We hold everyone to our standards," the statement read.'
    assert speakers(text) == [("We hold everyone to our standards,", "a spokesperson")]
    text = "Mara Quist said in a statement that she was sorry. " + body
    assert speakers(text) == [("Safety comes first,", "Mara Quist")]


def test_uncued_speech_after_a_narrative_sentence_in_its_paragraph():
    text = (
        "Actor wins\n\nTomas Reilly won best actor on Sunday. Reilly, 47, thanked his family.\n\n"
        'He then turned serious. "Most of you did not know my brother.\n\n'
        '"He told me to take this part.\n\n'
        '"So this is his."'
    )
    assert [s for _t, s in speakers(text)] == ["Tomas Reilly"] * 3
