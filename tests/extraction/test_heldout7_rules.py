"""Rules found on the heldout6/heldout7 dev sets: statements, interrupted introductions."""

from .helpers import people, speakers

NAMED = "Director Dana Kessler said the crew was safe.\n\n"


def test_foundation_named_after_a_person_speaks_through_a_spokesperson():
    text = (
        "Tomas Reyburn founded the charity in 2015.\n\n"
        'The Tomas Reyburn Foundation said in a statement that the money was "held back." '
        'It added: "We take our obligations seriously."\n'
    )
    assert [s for _q, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_possessive_body_with_apposed_name_speaks_through_a_spokesperson():
    text = (
        "Singer Mara Quint, 30, postponed her tour.\n\n"
        "Her label, Brightwater Records, said in a statement that the shows would be "
        '"bigger and better than ever".\n'
    )
    assert speakers(text)[0][1] == "a spokesperson"


def test_office_statement_is_a_spokesperson():
    text = (
        "Sen. Mara Quint spoke for hours.\n\n"
        'Her office said in a statement that the senator was "resting and hydrating."\n'
    )
    assert speakers(text)[0][1] == "a spokesperson"


def test_named_person_statement_stays_with_them():
    text = 'Dr. Helena Vost said in a brief statement that the drug was "promising."\n'
    assert speakers(text)[0][1] == "Helena Vost"


def test_transit_agency_is_not_a_person():
    text = (
        'Lakeshore Regional Transit said in a statement that its offer was "fair." '
        "Driver Mara Quint disagreed.\n"
    )
    assert "Lakeshore Regional Transit" not in people(text)
    assert speakers(text)[0][1] == "a spokesperson"


def test_body_goes_on_after_its_spokesperson():
    text = (
        "Presenter Fenella Harte, 52, quit on Monday.\n\n"
        'A Northlight TV spokesperson said: "Fenella has been the heart of the show. We wish '
        'her every success." The broadcaster said it would "look carefully" at the concerns.\n'
    )
    assert [s for _q, s in speakers(text)] == ["a spokesperson", "a spokesperson"]


def test_unnamed_speaker_with_long_interruption():
    text = NAMED + (
        "A crew member who was on set, speaking on condition of anonymity because they were "
        'not authorized to comment, said the charge "went off two seconds early."\n\n'
        '"Everybody knew that sequence was tight," the crew member said.\n'
    )
    assert [s for _q, s in speakers(text)] == ["a crew member", "a crew member"]


def test_unnamed_speaker_with_relative_clause_and_no_commas():
    text = (
        "Sen. Clarice Odell spoke for 19 hours.\n\n"
        "One Republican staffer who watched from the gallery called the speech "
        '"the most effective thing that won\'t matter."\n'
    )
    assert speakers(text)[0][1] == "a staffer"


def test_definite_callback_to_newer_unnamed_introduction_beats_named_holder():
    text = (
        'Chief negotiator Joseph Lemar said the deal was "a disgrace," he said.\n\n'
        "One European negotiator, speaking on condition of anonymity, said the text was "
        '"the best deal available". The negotiator added: "Nobody is pretending it is enough."\n'
    )
    assert speakers(text)[-1][1] == "a negotiator"


def test_definite_callback_to_compound_unnamed_introduction():
    text = NAMED + (
        "One restaurant owner on Front Street, who asked not to be named, said she threw out "
        'food. "Nobody told us anything," the restaurant owner said.\n'
    )
    assert speakers(text)[-1][1] == "a restaurant owner"


def test_colon_quote_ending_its_sentence_takes_no_subject_from_the_next():
    text = (
        "Presenter Fenella Harte, 52, quit on Monday.\n\n"
        'A Northlight TV spokesperson said: "We wish her every success." The broadcaster '
        "said it would review the concerns.\n"
    )
    assert speakers(text)[0][1] == "a spokesperson"


def test_lower_case_role_then_name_after_the_quote():
    text = (
        "The crew was hurt on Tuesday.\n\n"
        '"Kelvin is awake, and he is talking," director Sienna Marsh said in a statement. '
        '"That tells you everything."\n\n'
        '"We spent a long time apart," singer Nora Vail, 41, told Rolling Stone.\n'
    )
    assert [s for _q, s in speakers(text)] == ["Sienna Marsh", "Sienna Marsh", "Nora Vail"]


def test_fumed_is_a_cue():
    text = 'Chef Marcus Fenn, 52, hit out.\n\n"Have some shame," he fumed.\n'
    assert speakers(text) == [("Have some shame,", "Marcus Fenn")]


def test_epithet_after_determiner_and_adjective_is_no_person():
    text = (
        "TV chef Marcus Fenn has accused a rival of copying his pie.\n\n"
        "The fiery Scot, 52, hit out on his podcast on Sunday.\n\n"
        '"Have some shame," he fumed.\n\nHe continued: "I mind people pretending."\n'
    )
    assert "Scot" not in people(text)
    assert [s for _q, s in speakers(text)] == ["Marcus Fenn", "Marcus Fenn"]


def test_as_one_fan_put_it():
    text = (
        "TV chef Marcus Fenn has accused a rival of copying his pie.\n\n"
        "Neither chef has suggested a cook-off, though, as one fan put it, \"that's the only "
        'way this ends".\n'
    )
    assert speakers(text)[-1][1] == "a fan"
