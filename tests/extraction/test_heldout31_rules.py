"""Mechanisms found on the heldout31 and heldout32 sets, each on invented text.

Dates: "will get married" and "would submit restated accounts" keep their future (a
participle after "get" or a future's verb is no past); a headline's "X to wed in May" lies
ahead; so does a fixture in the plain present ("face the Tidehawks on Friday"), in a last
paragraph closed by a sign-off ("... on Friday. - Outlet.com").

People: Welsh patronymics ("ap", "ab", "ferch") stay inside a name; a legislator's
initials head an apposition ("The MS for Glanmor, Llyr ap Dafydd,"); Welsh bodies put their
noun first ("Ysgol Gynradd ..."); a quantifier opening a sentence ("Several described") is
no name; a work set off by an apposition ("X, the podcast hosted by ...") is no person; a
part's surname after "cast as", and a part named after a comma ("plays Corbin's daughter,
Kit"), are parts; a roommate and whom an actor stars opposite are people.

Speakers: a bare surname shared with a relative brought in as "his wife, the photographer
Jo X" is the main person's; a statement a body issued after the person is named is the
body's ('a spokesperson'); "a former employee" keeps "former"; what a post shows ("posting a
photograph ... and writing") is no speaker.
"""

from .helpers import speakers


def test_a_statement_the_club_issued_is_a_spokespersons():
    text = (
        "Rovers sack manager after eight straight defeats\n\n"
        "Dean Mott, 47, was dismissed on Sunday, and the club confirmed his departure in a "
        "statement on Monday.\n\n"
        '"The board would like to thank Dean for his work," the statement read.\n'
    )
    quote = "The board would like to thank Dean for his work,"
    assert speakers(text) == [(quote, "a spokesperson")]


def test_a_former_employee_keeps_former():
    text = (
        "Skincare founder steps down after staff complaints\n\n"
        "The founder, Tamsin Oake, resigned on Wednesday after a report on the culture.\n\n"
        "One former employee, who asked not to be named, said the move was \u201coverdue.\u201d\n"
    )
    assert speakers(text) == [("overdue.", "a former employee")]


def test_what_a_post_shows_is_no_speaker():
    text = (
        "Jewellery designer engaged to polo player\n\n"
        "Isla Fenn, 29, announced the engagement on Saturday.\n\n"
        "Isla also shared the news on Instagram, posting a photograph of the ring beside a "
        "tin and writing: \u2018One ring and a very discreet goldsmith.\u2019\n"
    )
    assert speakers(text) == [("One ring and a very discreet goldsmith.", "Isla Fenn")]


def test_a_regulators_statement_and_an_office_holder_set_off_after_a_participle():
    text = (
        "Depositors protest as regulator shuts lender\n\n"
        "The FSA announced the closure on Monday, saying the lender had "
        '"failed to meet capital rules".\n\n'
        "In a statement on Tuesday, the Deposit Guarantee Corporation (DGC), which has been "
        'appointed liquidator, said savers would be paid "within the shortest possible time".\n\n'
        'The lender\'s chief executive, Tunde Ashiru, said staff were "in talks with buyers".\n\n'
        "The lawmaker representing Ashgrove North in the House of Representatives, Bola "
        'Adeyemi, said he would raise the matter "as a matter of urgent importance".\n\n'
        "Mr Adeyemi has represented the area since 2019.\n"
    )
    assert speakers(text) == [
        ("failed to meet capital rules", "a spokesperson"),
        ("within the shortest possible time", "a spokesperson"),
        ("in talks with buyers", "Tunde Ashiru"),
        ("as a matter of urgent importance", "Bola Adeyemi"),
    ]
