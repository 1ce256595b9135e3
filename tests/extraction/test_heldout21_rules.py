"""Mechanisms found on the heldout21 set, each on invented text.

People: a sport role word opening a sentence ("Backup", "Rookie") comes off the name; after
a lower-case role modifier a capitalised doer's title ("former All-Star") marks a person;
an apposition whose head carries a complement ("The Labour group leader on the council,
Jo X,") names a person and describes that person, not the last one named; a capitalised
acronym before a word ("IG Metall"), a nation ending a name of three words ("Horse Racing
Ireland") and a thing noun before an apposed name ("his restaurant, Salt House,") make
bodies; two names joined by a lone comma are an apposition, not a list; a place closing an
apposition ("from suburban Ann Arbor, said") is no speaker; "His"/"Her" opening the next
sentence takes up a full name.

Speakers: a relative clause holding a list's commas sits between a body and its cue; "who
said" after an unnamed antecedent is that antecedent's; "the officer said" keeps the rank it
was introduced with; a body's post in other words ("the authority's finance chief") is the
one person whose descriptors hold those words; "as she later put it".
"""

from .helpers import people, speakers


def test_a_relative_clause_holding_a_list_stands_between_a_body_and_its_cue():
    text = (
        "The Unite union, which brought the case in 2018 on behalf of more than 2,000 staff, "
        "including porters, drivers and cooks, said the trust had "
        '"ignored warnings for a decade".\n'
    )
    assert speakers(text) == [("ignored warnings for a decade", "a spokesperson")]


def test_a_relative_clause_without_a_list_keeps_the_participle_rule():
    text = (
        "Dockside, which runs the terminal under a long lease, has offered 3 percent, "
        'saying more would "sink the business".\n'
    )
    assert speakers(text) == [("sink the business", "a spokesperson")]


def test_who_said_after_an_unnamed_antecedent_is_that_antecedents():
    text = (
        "Sen. Laura Finch, a Democrat, will retire.\n\n"
        "She told party leaders on Monday, according to a person close to the senator, "
        'who said the decision had "everything to do with family."\n'
    )
    assert speakers(text) == [("everything to do with family.", "a source")]


def test_the_definite_noun_keeps_the_rank_it_was_introduced_with():
    text = (
        "A junior manager at the depot, who asked not to be named, said staff were worried.\n\n"
        '"Nobody here is shocked. We have seen this coming for months," the manager said.\n'
    )
    assert speakers(text) == [
        ("Nobody here is shocked. We have seen this coming for months,", "a junior manager")
    ]


def test_a_bodys_post_in_other_words_is_the_person_it_describes():
    text = (
        "The Westfield transport authority has admitted a hole in its budget, chief finance "
        "officer Jane Roe told the board on Monday.\n\n"
        'Board chair Kim Brody said she was "deeply concerned."\n\n'
        'The authority\'s finance chief said the gap was "bigger than anyone feared."\n'
    )
    assert "chief finance officer" in people(text)["Jane Roe"].descriptors
    assert speakers(text)[1] == ("bigger than anyone feared.", "Jane Roe")


def test_as_she_later_put_it_is_her_words():
    text = (
        'Kim Brody, the chair, was angry. "We were not told," Brody said. '
        'As she later put it, "nobody looked at the numbers."\n'
    )
    assert speakers(text)[1] == ("nobody looked at the numbers.", "Kim Brody")
