"""A caption is told by its credit line, and holds no moment of the story."""

import datetime

from articles.extraction import extract
from articles.extraction.text import classify_paragraphs
from articles.extraction.types import CAPTION, PROSE

from .helpers import people


def test_captions_with_bracketed_spaced_or_agency_credits():
    text = (
        "Dockers strike over pay\n\n"
        "Idle cranes at the terminal on Monday [Jane Roe/Reuters]\n\n"
        "Harbour offices on Wednesday (PA)\n\n"
        "Tom Vale celebrates his win in Las Vegas in 2024. (Kyle Roe / Getty Images)\n\n"
        "Workers walked out on Monday, the union said.\n"
    )
    kinds = [p.kind for p in classify_paragraphs(text)]
    assert kinds[1:4] == [CAPTION, CAPTION, CAPTION]
    assert kinds[4] == PROSE


def test_the_first_line_above_a_photo_credit_before_the_story_is_a_caption():
    text = (
        "Clinic to close its birth unit\n\n"
        "By Jane Roe\n\n"
        "Mia Lane, who is due in May, outside her home in Elk Falls, Kan. She lives far out.\n"
        "Jane Roe/NPR\n\n"
        "ELK FALLS, Kan. \u2014 The clinic said on Monday it would close the unit.\n"
    )
    kinds = [p.kind for p in classify_paragraphs(text)]
    assert kinds[2] == CAPTION
    ex = extract(text, datetime.date(2026, 1, 27))
    assert [m.expression for m in ex.moments] == ["on Monday"]


def test_a_caption_above_a_credit_in_capitals():
    text = (
        "STAR HELD AFTER BAR FIGHT\n\n"
        "Dean Holt leaving the station on Monday.\n"
        "BACKGRID\n\n"
        "Dean Holt was arrested early on Sunday, cops say.\n"
    )
    assert [p.kind for p in classify_paragraphs(text)][1] == CAPTION


def test_caption_lines_are_not_prose_and_their_names_are_not_people():
    text = (
        "Star feud\n\n"
        "Sasha Lee and Reuben Cole at the premiere of \u201cHarbor\u201d in Los Angeles.\n"
        "Dimitri Vasquez/Getty Images\n\n"
        "Actress Sasha Lee, 33, posted a review.\n\n"
        "Tom Roe attends the gala in Beverly Hills. Kevin Mazur/Getty Images\n\n"
        "The end."
    )
    kinds = [p.kind for p in extract(text).paragraphs]
    assert kinds[1] == CAPTION and kinds[4] == CAPTION and kinds[3] == PROSE
    assert set(people(text)) == {"Sasha Lee"}
