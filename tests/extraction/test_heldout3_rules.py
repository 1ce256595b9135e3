"""Rules found working through heldout3: organisation statements, run-on captions, singular
"they", real names, headline glue, royal titles, places after cities, credit lines, dates."""

from .helpers import speakers


def test_an_organisation_is_a_spokesperson_but_a_couple_keeps_its_label():
    # heldout10 ("After the vote, the club said:") and heldout12 ("the ministry said") made a
    # bare organisation a spokesperson too, with or without "statement".
    text = (
        'Kit Moss left on Monday.\n\n"We thank Kit for his work," the club said in a statement.'
        '\n\n"The plan stands," the mayor\'s office said in a statement.\n\n'
        '"Sales are up," the company said.\n\n"We are happy," the couple said.'
    )
    assert [s for _t, s in speakers(text)] == [
        "a spokesperson",
        "a spokesperson",
        "a spokesperson",
        "the couple",
    ]


def test_a_statement_that_reads_as_follows_is_a_spokesperson_over_all_its_paragraphs():
    text = (
        "Lumen Music confirmed the news. The agency's full statement reads as follows:\n\n"
        '"Hello, this is Lumen Music. We have news.\n\n"We thank every fan."'
    )
    assert [s for _t, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_every_paragraph_of_a_run_on_caption_gets_the_writer_named_after_the_last():
    text = (
        "Dana Pike posted a caption on Sunday.\n\n"
        '"This is hard to write.\n\n"The rent went up.\n\n"Thank you all," she wrote.'
    )
    assert [s for _t, s in speakers(text)] == ["Dana Pike"] * 3


def test_they_wrote_after_one_named_person_is_that_person():
    text = (
        "Later that day, Sora Lin shared a letter. In it, they wrote:\n\n"
        '"I am sorry.\n\n"I will be back."\n\n'
        'At the bottom of the page, they added a postscript: "Eat well!"'
    )
    assert [s for _t, s in speakers(text)] == ["Sora Lin"] * 3


def test_they_said_after_two_people_stays_a_group():
    text = 'Kara Vane met Jude Orr on Monday. "We are done," they said.'
    assert not any(s for _t, s in speakers(text))


def test_an_unnamed_indefinite_subject_is_the_next_pronoun_speaker():
    text = (
        "Dr Ada Stone runs the refuge.\n\n"
        "One mother, who asked not to be named, said the visit had helped.\n\n"
        '"She sat on the floor with my girl," she said.'
    )
    assert [s for _t, s in speakers(text)] == ["a mother"]


def test_a_conjunction_is_never_the_subject_before_a_cue():
    text = (
        "Dale Harbison, 58, lost. Harbison conceded in a brief statement but said he had "
        '"serious questions" about the count.'
    )
    assert [s for _t, s in speakers(text)] == ["Dale Harbison"]


def test_food_critic_is_a_role_before_an_inverted_name():
    text = '"It is a loss," said food critic Dash Oyelo, who reviewed it in 2017.'
    assert [s for _t, s in speakers(text)] == ["Dash Oyelo"]


def test_he_added_after_a_whole_quote_is_the_one_who_just_spoke():
    text = (
        'Coach Ivo Lark said he was proud.\n\n"We tried," Lark said.\n\n'
        'Former captain Dan Mwale told the BBC: "It is harsh."\n\n'
        '"He is a good man," he added.'
    )
    assert [s for _t, s in speakers(text)][-1] == "Dan Mwale"
