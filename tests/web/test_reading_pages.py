"""Reading saved article pages: every paragraph kept, boilerplate left out (the bench figure)."""

from articles.extraction.html import read_web_article
from bench.scoring.boilerplate import LAYOUTS, score_all, score_page


def test_every_paragraph_of_every_saved_page_is_kept():
    scores = score_all()
    assert len(scores) >= 10
    assert {s.name: s.missing for s in scores if s.missing} == {}
    assert sum(s.kept for s in scores) == sum(s.paragraphs for s in scores) == 54


def test_boilerplate_is_left_out_of_all_pages_but_the_table_layout():
    """The figure ``bench/boilerplate.py`` prints: 11 of 12 pages clean, 37 of 40 pieces out.

    The page laid out in a table lets its side cells in (trafilatura reads
    the whole table as the article); a regression anywhere else fails here.
    """
    scores = score_all()
    leaks = {s.name: s.leaked for s in scores if s.leaked}
    assert list(leaks) == ["07-tables"]
    assert sum(len(s.leaked) for s in scores) == 3
    assert sum(s.boilerplate for s in scores) == 40


def test_an_advertisement_between_paragraphs_is_left_out():
    score = score_page(LAYOUTS / "02-broadsheet.html")
    assert score.is_clean and score.boilerplate == 4


def test_a_page_without_article_text_gives_nothing():
    assert read_web_article("<html><body><nav>Home</nav><p>Photos.</p></body></html>") is None
    assert read_web_article("") is None
