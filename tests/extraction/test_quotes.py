import pytest

from articles.extraction import extract


def quotes(text):
    return [(q.text, q.speaker or q.speaker_label, q.is_fragment) for q in extract(text).quotes]


def test_split_quote_keeps_speaker():
    text = 'Ann Lee spoke.\n\n"We won it all," Lee said. "Now we rest."'
    assert quotes(text) == [
        ("We won it all,", "Ann Lee", False),
        ("Now we rest.", "Ann Lee", False),
    ]


@pytest.mark.parametrize("open_, close", [("\u201c", "\u201d"), ('"', '"'), ("\u201c", '"')])
def test_marks_straight_curly_and_mixed(open_, close):
    text = f"Ann Lee spoke.\n\n{open_}It\u2019s Lee's big day,{close} said Lee."
    assert quotes(text) == [("It\u2019s Lee's big day,", "Ann Lee", False)]


def test_nested_single_inside_double():
    text = (
        "Bo Park spoke.\n\n\u201cThey call it \u2018backlash\u2019 but it is not,\u201d Park said."
    )
    assert quotes(text)[0][0] == "They call it \u2018backlash\u2019 but it is not,"


def test_apostrophe_opening_a_single_quoted_word_inside_a_double_quote():
    text = (
        "Bo Park wrote: \u201cThis is very hard.\n\n"
        "\u201c\u2019Backlash\u2019 is wrong. Stop.\u201d"
    )
    got = quotes(text)
    assert got[1] == ("\u2019Backlash\u2019 is wrong. Stop.", "Bo Park", False)


def test_multi_paragraph_quote_and_label():
    text = (
        "Fans reacted.\n\nOne writes: \u201cThe very first part.\n\n"
        "\u201cSecond part here.\u201d\n\n"
        "Another person jokes: \u201cThird one is funny.\u201d"
    )
    assert quotes(text) == [
        ("The very first part.", "a fan", False),
        ("Second part here.", "a fan", False),
        ("Third one is funny.", "a fan", False),
    ]


def test_titles_terms_and_scare_quotes_are_not_speech():
    text = (
        'Ann Lee, the "Golden Hour" singer, blasted the \u2018hatred\u2019 and the word '
        '"backlash" in a show called "Days of Girlhood." She added that she was "very sad."'
    )
    assert quotes(text) == [("very sad.", "Ann Lee", True)]


def test_single_quoted_speech_uk_style():
    text = (
        "Priya Shah resigned.\n\n\u2018I always acted in good faith,\u2019 Ms Shah said. "
        "She revealed she faced \u2018more bullying than I could imagine\u2019."
    )
    got = quotes(text)
    assert got[0] == ("I always acted in good faith,", "Priya Shah", False)
    assert got[1] == ("more bullying than I could imagine", "Priya Shah", False)


def test_pronouns_resolve_by_gender_and_descriptions_to_last_speaker():
    text = (
        'Tom Hale, 40, met Mia Ross.\n\n"Hi there," Hale said.\n\n"Hello," Ross wrote, '
        'adding that she is an actress.\n\n"It went well," he added.\n\n'
        'The actress said she was "thrilled to bits."'
    )
    got = quotes(text)
    assert [g[1] for g in got] == ["Tom Hale", "Mia Ross", "Tom Hale", "Mia Ross"]


def test_unknown_speaker_is_none():
    assert quotes('The sign read:\n\nNothing.\n\n"Keep out of the yard, please."') == [
        ("Keep out of the yard, please.", None, False)
    ]


def test_stray_mark_does_not_swallow_the_article():
    text = (
        'An email marked "secret was leaked.\n\nNext paragraph here.\n\n'
        '"Real quote here now," said Ann Lee.'
    )
    assert quotes(text) == [("Real quote here now,", "Ann Lee", False)]


def test_according_to_and_spokesperson():
    text = (
        'According to a spokesperson, the plan is "on track for now." '
        '"We are confident," the spokesperson said.'
    )
    assert [g[1] for g in quotes(text)] == ["a spokesperson", "a spokesperson"]
