"""Mechanisms found on the heldout23 set, each on invented text.

People: a name after a fronted phrase of common nouns ("At the hearing, Dana X, a partner at
..., said") is the subject, not a place's region; a named "founding member" is a person; a
list of capitalised words after "Department of" ends a body's or an office's name, and the
office with it heads an apposition; industry words end a company's name; an age printed
with a description ("The actress, 38,") tells who "the 38-year-old" is.

Speakers: "a show the frontwoman described as" is hers (a relative clause without
"that"); one unnamed person brought in with a "who" clause is the next "she said" or "they
said"; "One close friend" keeps the tie in its label; '"...," a researcher who was let go
told reporters' is attributed; "Among those let go was a chemist who ..." is the next "she
said". Quotes: a plural's apostrophe inside single marks closes nothing.
"""

from .helpers import speakers


def test_a_plurals_apostrophe_inside_single_marks():
    text = (
        "The minister, Dora Quayle, said the scheme was 'not a landlords' charter', a line "
        "she repeated all afternoon.\n"
    )
    assert speakers(text) == [("not a landlords' charter", "Dora Quayle")]
