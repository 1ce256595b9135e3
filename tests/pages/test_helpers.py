"""The plain functions behind the pages: dates, highlights, the body markup, the grids."""

import datetime
from types import SimpleNamespace

import pytest
from django.utils.dateformat import format as format_date

from articles.grids import statement_grid
from articles.templatetags.newsroom import (
    datetime_attr,
    day_shown,
    excerpt,
    highlight,
    marked_body,
    precise_date,
)
from articles.timeline import build_timeline


@pytest.mark.parametrize(
    ("precision", "shown", "machine"),
    [
        ("year", "2022", "2022"),
        ("month", "Oct 2022", "2022-10"),
        ("day", "Sat 8 Oct 2022", "2022-10-08"),
    ],
)
def test_dates_are_shown_at_their_precision(precision, shown, machine):
    day = datetime.date(2022, 10, 8)
    assert precise_date(day, precision) == shown
    assert datetime_attr(day, precision) == machine


def test_days_are_shown_as_djangos_date_filter_shows_them():
    start = datetime.datetime(2023, 12, 25, 23, 59, tzinfo=datetime.UTC)
    for n in range(0, 400, 7):
        moment = start + datetime.timedelta(days=n, hours=n % 5)
        for value in (moment, moment.date()):
            assert day_shown(value) == format_date(value, "D j M Y")


def test_undated_is_said_plainly():
    assert precise_date(None, "") == "Undated"
    assert datetime_attr(None, "") == ""


def test_highlight_escapes_then_marks_every_match_ignoring_case():
    assert highlight("Gaga & <gaga>", "GAGA") == (
        "<mark>Gaga</mark> &amp; &lt;<mark>gaga</mark>&gt;"
    )
    assert highlight("<b>", "") == "&lt;b&gt;"
    assert highlight("a.b a+b", "a+b") == "a.b <mark>a+b</mark>"


def test_excerpt_cuts_around_the_match_at_word_boundaries():
    text = " ".join(f"word{n}" for n in range(100)) + " needle " + "tail " * 50
    snippet = excerpt(text, "needle")
    assert snippet.startswith("…word")
    assert snippet.endswith("…")
    assert "<mark>needle</mark>" in snippet
    assert len(snippet) < 260


def fake_article(body, quotes=(), mentions=(), headline="Headline"):
    return SimpleNamespace(
        body=body, headline=headline, quote_list=list(quotes), name_mentions=list(mentions)
    )


def fake_quote(body, text, pk=1, speaker="Jane Doe"):
    start = body.index(text)
    return SimpleNamespace(pk=pk, start=start, end=start + len(text), speaker_name=speaker)


def fake_mention(body, text, slug="jane", occurrence=0):
    start = -1
    for _ in range(occurrence + 1):
        start = body.index(text, start + 1)
    person = SimpleNamespace(slug=slug)
    return SimpleNamespace(start=start, end=start + len(text), person=person)


def test_a_quote_over_two_paragraphs_is_marked_in_both_with_one_anchor():
    body = 'Jane said: "First part.\n\nSecond part." Then she left.'
    quote = fake_quote(body, "First part.\n\nSecond part.")
    html = marked_body(fake_article(body, [quote]))
    assert html.count('<q class="body-quote"') == 2
    assert html.count('id="quote-1"') == 1
    assert html.count("<p>") == 2


def test_people_inside_quotes_are_linked_and_crossing_spans_are_dropped():
    body = 'Doe said: "I love Jane Doe." Jane Doe agreed.'
    quote = fake_quote(body, "I love Jane Doe.")
    inside = fake_mention(body, "Jane Doe", slug="inside")
    crossing = SimpleNamespace(start=quote.end - 3, end=quote.end + 3, person=inside.person)
    html = marked_body(fake_article(body, [quote], [inside, crossing]))
    assert 'I love <a class="person-link" href="/people/inside/">Jane Doe</a>.</q>' in html
    assert html.count("person-link") == 1


def test_a_first_line_repeating_the_headline_is_dropped_and_captions_are_kept():
    body = "The Headline\n\nProse paragraph here.\n\nJane Doe/Getty"
    html = marked_body(fake_article(body, headline="The Headline"))
    assert "The Headline" not in html
    assert '<p class="caption">Jane Doe/Getty</p>' in html


def test_out_of_range_offsets_are_ignored():
    body = "Short."
    quote = SimpleNamespace(pk=1, start=3, end=99, speaker_name="X")
    assert marked_body(fake_article(body, [quote])) == "<p>Short.</p>"


def test_statement_grid_has_a_cell_per_article_shown():
    articles = [SimpleNamespace(pk=1), SimpleNamespace(pk=2)]
    statement = SimpleNamespace(
        shown_sentences=[
            {
                "text": "One.",
                "coverage": {
                    "1": {"status": "verbatim", "text": "One."},
                    "3": {"status": "altered", "text": "Draft."},
                },
            },
        ]
    )
    (row,) = statement_grid(statement, articles)
    assert row["text"] == "One."
    assert [(c.article.pk, c.status) for c in row["cells"]] == [(1, "verbatim"), (2, "omitted")]
    assert row["cells"][0].label == "Verbatim"


def test_timeline_puts_publications_after_the_moments_of_their_day():
    names = [f"Outlet {n}" for n in range(8)]
    monday = SimpleNamespace(occurred_on=datetime.date(2024, 3, 11), outlet_names=names)
    undated = SimpleNamespace(occurred_on=None, outlet_names=[])
    article = SimpleNamespace(published_at=datetime.datetime(2024, 3, 11, 8, tzinfo=datetime.UTC))
    entries = build_timeline([undated, monday], [article])
    assert [e.moment or e.article for e in entries] == [monday, article, undated]
    assert (entries[0].shown_outlets, entries[0].more_outlets) == (names[:6], 2)
