"""Mechanisms found on the heldout16 set (and on texts written to check them), each on
invented text.

People: a part described through its owner ("plays Stacey's on-screen husband Dean") is a
character; the object of a preposition with a determiner and a modifier before it ("of the
nearby X") does not take the cue after it; a name set before the office someone holds in it
("X chief executive Y") is a body's; an auxiliary opening a question ("Did X show ...?") is
no part of the name; a role noun and a complement ("president of production") before a
name; a role word or a plural of doers standing alone ("Republican", "Opponents") names no
one; a full name opening its sentence and taken up by "He"/"She" opening the next is a
person.

Speakers: an unnamed subject of the paragraph before with a longer interruption ("A store
manager in Louisville, who ..., said") or opening its last sentence is the next "she said";
a "who" clause after a prepositional phrase makes the noun a person; rank words make part
of a label ("a senior manager"); a body's full name before "spokesman"; an acronym body's
statement; "One wrote" takes its noun from the plural the sentence before is about; the
subject pronoun of the main clause after an opening participle phrase, and after a fronted
time adverbial, is the sentence's topic, and wins over a name in its object clause.

Moments: a hope or an aim ("hopes to"), a reduced "set to", and a present verb with its
object ("gives X a spot in ... in May") look ahead.
"""

from .helpers import people, speakers

# ---- people ---------------------------------------------------------------------------


def test_a_role_and_its_complement_before_a_name():
    text = (
        "Studio hires director\n\n"
        '"She has a rare eye," said Larkspur president of production Owen Tate. '
        '"We are lucky."\n'
    )
    assert "Owen Tate" in people(text)
    assert [s for _q, s in speakers(text)] == ["Owen Tate", "Owen Tate"]


# ---- speakers -------------------------------------------------------------------------


def test_an_unnamed_subject_with_a_place_and_a_who_clause_speaks_next():
    text = (
        "Chain files for bankruptcy\n\n"
        "Rina Patel, the chief executive, said the filing was necessary.\n\n"
        "A cashier in Dayton, who asked not to be named because she feared for her job, "
        "said staff learned of it by email.\n\n"
        '"Nobody told us a thing," she said.\n'
    )
    assert speakers(text) == [("Nobody told us a thing,", "a cashier")]


def test_a_who_clause_after_a_place_makes_the_noun_a_person():
    text = (
        "Trains pulled\n\n"
        "Gary Olsen, the agency's director, said the fleet was safe.\n\n"
        "One welder at the agency's north depot, who spoke on condition of anonymity, said "
        "repairs were rushed.\n\n"
        '"We signed off on cars we never saw," he said.\n'
    )
    assert speakers(text) == [("We signed off on cars we never saw,", "a welder")]


def test_an_unnamed_subject_opening_the_last_sentence_speaks_next():
    text = (
        "School board delays vote\n\n"
        "Chair Dana Reyes said the board needed more time.\n\n"
        "Others were worried about safety. A grandfather of three who gave only his first "
        "name said he wanted the phones kept.\n\n"
        '"What if something happens?" he asked.\n'
    )
    assert speakers(text) == [("What if something happens?", "a grandfather")]


def test_a_rank_word_is_part_of_the_label():
    text = (
        "Hospital figures questioned\n\n"
        'A junior doctor at the hospital, who asked not to be named, said: "We all knew."\n'
    )
    assert speakers(text) == [("We all knew.", "a junior doctor")]


def test_a_body_full_name_before_spokesman():
    text = (
        "Report lands\n\n"
        "A Department for Transport and Roads spokesman said the report was "
        '"deeply concerning".\n'
    )
    assert speakers(text) == [("deeply concerning", "a spokesperson")]


def test_an_acronym_body_speaks_through_a_spokesperson():
    text = (
        "Actor sues studio\n\n"
        'The union NEWA said in a statement that it was "watching closely."\n\n'
        'ACTRA said in a statement that it was "appalled" by the move.\n'
    )
    assert [s for _q, s in speakers(text)][-1] == "a spokesperson"


def test_one_takes_its_noun_from_the_plural_before():
    text = (
        "Presenter quits\n\n"
        "Listeners were stunned by the news. One wrote on X: "
        '"The mornings will never be the same."\n\n'
        'Another added: "Devastated."\n'
    )
    assert [s for _q, s in speakers(text)] == ["a listener", "a listener"]


def test_the_main_clause_pronoun_after_an_opening_participle_phrase():
    text = (
        "Rocker looks back\n\n"
        "Jed Marlow, 44, has a new album. He sang for years beside drummer Cal Hobbs.\n\n"
        "Asked whether he would ever tour with Hobbs again, he shrugged.\n\n"
        '"Maybe one day," he said.\n'
    )
    assert speakers(text) == [("Maybe one day,", "Jed Marlow")]


def test_a_fronted_time_adverbial_keeps_the_pronoun_the_subject():
    text = (
        "Actress leaves soap\n\n"
        "Dana Flint, 31, joined the show in 2010.\n\n"
        'Veteran actress Rita Cole, who plays her mother, wrote: "I\'ll miss her."\n\n'
        "Dana joined the cast as a teenager.\n\n"
        "The role made her famous. Last year she won an award. At the time, she said "
        'she was "speechless" on stage.\n'
    )
    assert speakers(text)[-1] == ("speechless", "Dana Flint")


def test_a_subject_pronoun_wins_over_a_name_in_its_object_clause():
    text = (
        "Star splits from fiance\n\n"
        "Mia Hart has split from her fiance.\n\n"
        "Mia's mother, Joan Hart, who appeared on the show, is said to be upset.\n\n"
        'Last month she told followers Mia had "never been happier."\n'
    )
    assert speakers(text)[-1] == ("never been happier.", "Joan Hart")


# ---- moments --------------------------------------------------------------------------
