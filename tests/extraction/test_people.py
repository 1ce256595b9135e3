from .helpers import people


def test_short_forms_join_full_names_and_non_people_stay_out():
    text = (
        "Lady Star is standing up for Dylan Moon.\n\n"
        "The \u2018Born Free\u2019 singer, 37, defended Moon on Instagram after Bud Light "
        'dropped her. Moon, 27, cried. Star wrote that Moon\u2019s post on TikTok "hurt me." '
        '"Dylan is family," Star said at the Grammys in Las Vegas on '
        "International Women's Day.\n\nContributing: Zoe Field, USA TODAY"
    )
    found = people(text)
    assert set(found) == {"Lady Star", "Dylan Moon"}
    assert found["Lady Star"].aliases == ("Star",)
    assert "Dylan" in found["Dylan Moon"].aliases
    assert found["Lady Star"].ages == (37,)
    assert "The \u2018Born Free\u2019 singer" in found["Lady Star"].descriptors


def test_titles_roles_and_ages():
    text = (
        "Sen. Margaret Hill, 58, spoke. White House press secretary Dan Ruiz disagreed.\n\n"
        "The 31-year-old actress Kim Lo laughed, and Hill said nothing."
    )
    found = people(text)
    assert set(found) == {"Margaret Hill", "Dan Ruiz", "Kim Lo"}
    assert found["Margaret Hill"].ages == (58,)
    assert "White House press secretary" in found["Dan Ruiz"].descriptors


def test_sentence_initial_words_months_and_weekdays_are_not_people():
    text = "However, March was cold. On Monday, they said nothing. Sunday said nothing."
    assert people(text) == {}
