"""The timeline and the articles tab come in pages, loaded on scroll, with real links."""

import datetime
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from articles.ingest import refresh_stories, store_aggregates
from articles.models import Article, Moment

from ..factories import (
    make_article,
    make_mention,
    make_moment,
    make_moment_source,
    make_outlet,
    make_person,
    make_quote,
    make_statement,
    make_story,
)
from ..htmx import HTMX

pytestmark = pytest.mark.django_db


@pytest.fixture
def long_story():
    """A story with 120 moments, each reported by one article of two outlets."""
    story = make_story(slug="long")
    outlets = [make_outlet(slug="north"), make_outlet(slug="south")]
    day = datetime.date(2020, 1, 1)
    for n in range(120):
        on = day + datetime.timedelta(days=n)
        article = make_article(
            story,
            outlet=outlets[n % 2],
            headline=f"Report {n:03d}",
            body=f"It happened on day {n}.",
            published_at=datetime.datetime.combine(on, datetime.time(12), tzinfo=datetime.UTC),
        )
        moment = make_moment(story, slug=f"m{n:03d}", title=f"Moment {n:03d}", occurred_on=on)
        make_moment_source(moment, article, sentence=f"It happened on day {n}.")
    store_aggregates(story.pk)
    return story


def moment_titles(html):
    return [line for line in html.split(">") if line.startswith("Moment ")]


def test_the_timeline_shows_twenty_moments_and_a_next_page_link(client, long_story):
    html = client.get("/events/long/timeline/").content.decode()
    assert html.count('class="timeline-item') == 20
    assert "Moment 019" in html and "Moment 020" not in html
    url = "/events/long/timeline/?page=2"
    assert f'<a href="{url}" hx-get="{url}" hx-trigger="revealed"' in html


def test_htmx_gets_the_next_items_alone(client, long_story):
    html = client.get("/events/long/timeline/?page=2", **HTMX).content.decode()
    assert html.lstrip().startswith("<li")
    assert "<section" not in html and "<form" not in html
    assert "Moment 020" in html and "Moment 039" in html
    assert "Moment 019" not in html and "Moment 040" not in html
    assert 'hx-get="/events/long/timeline/?page=3"' in html
    last = client.get("/events/long/timeline/?page=6", **HTMX).content.decode()
    assert "Moment 119" in last and "page=7" not in last


def test_a_next_page_link_opens_a_whole_page_cold(client, long_story):
    html = client.get("/events/long/timeline/?page=2").content.decode()
    assert "<h1>" in html and "Moment 020" in html
    assert 'href="/events/long/timeline/?page=1">Previous page</a>' in html


def test_the_next_page_link_keeps_the_filters(client, long_story):
    html = client.get("/events/long/timeline/?outlet=north&published=1").content.decode()
    assert 'href="/events/long/timeline/?outlet=north&amp;published=1&amp;page=2"' in html


def test_published_articles_join_the_page_of_their_dates(client, long_story):
    first = client.get("/events/long/timeline/?published=1").content.decode()
    second = client.get("/events/long/timeline/?published=1&page=2").content.decode()
    assert "Report 019" in first and "Report 020" not in first
    assert "Report 020" in second and "Report 019" not in second


def test_bad_page_numbers_are_the_first_page_or_empty(client, long_story):
    assert "Moment 000" in client.get("/events/long/timeline/?page=x").content.decode()
    assert "Moment 000" in client.get("/events/long/timeline/?page=-3").content.decode()
    far = client.get("/events/long/timeline/?page=99999999")
    assert far.status_code == 200 and "No more moments." in far.content.decode()


def test_the_articles_tab_pages_too(client, long_story):
    html = client.get("/events/long/articles/").content.decode()
    assert html.count("Report ") == 50 + 6  # the list, and the story header's six
    assert 'hx-get="/events/long/articles/?page=2" hx-trigger="revealed"' in html
    assert 'data-announce="Articles: 120"' in html
    more = client.get("/events/long/articles/?page=3", **HTMX).content.decode()
    assert more.count("<li>") == 20 and "page=4" not in more


def test_a_page_of_the_articles_tab_is_a_range_of_stored_positions(client, long_story):
    """Each published article's place in the tab is stored (``position``): a deep page reads
    its rows through an index, not every row before them past an OFFSET, and an article
    published earlier than the rest moves every later one down a place."""
    with CaptureQueriesContext(connection) as queries:
        html = client.get("/events/long/articles/?page=3", **HTMX).content.decode()
    assert "Report 100" in html and "Report 119" in html and "Report 099" not in html
    assert not [query["sql"] for query in queries if "OFFSET" in query["sql"]]
    make_article(
        long_story,
        headline="Report early",
        published_at=datetime.datetime(2019, 12, 31, 12, tzinfo=datetime.UTC),
    )
    refresh_stories([long_story.pk])  # as an admin change does
    html = client.get("/events/long/articles/?page=3", **HTMX).content.decode()
    assert "Report 099" in html and "Report 119" in html and "Report 098" not in html
    assert "Report early" in client.get("/events/long/articles/").content.decode()


def test_the_story_header_names_six_articles_and_links_the_rest(client, long_story):
    html = client.get("/events/long/").content.decode()
    header = html[html.index('class="story-header"') : html.index('class="tabs"')]
    assert header.count("Report ") == 6
    assert "120 articles" in header
    assert 'href="/events/long/articles/">All 120 articles</a>' in header


def test_compare_uses_each_outlets_latest_article(client, long_story):
    html = client.get("/events/long/compare/").content.decode()
    assert "Report 118" in html and "Report 119" in html
    assert "Report 117" not in html
    assert Article.objects.count() == 120 and Moment.objects.count() == 120


def test_the_person_page_shows_fifty_quotes_per_statement_and_counts_them_all(client):
    story = make_story(slug="widely-quoted")
    speaker = make_person(name="Ada Quill", slug="ada-quill")
    statement = make_statement(story, speaker=speaker, text="We will rebuild.")
    for n in range(60):
        article = make_article(
            story, headline=f"Report {n:03d}", body='She said "We will rebuild."'
        )
        make_quote(article, speaker=speaker, statement=statement, text="We will rebuild.")
    store_aggregates(story.pk)

    html = client.get(speaker.get_absolute_url()).content.decode()

    assert "Quoted 60 times" in html
    assert html.count('class="quote-text"') == 50


@pytest.fixture
def many_statements():
    """A story with 25 statements by 25 people; statement n is quoted n + 1 times."""
    story = make_story(slug="many")
    for n in range(25):
        speaker = make_person(name=f"Speaker {n:02d}", slug=f"speaker-{n:02d}")
        statement = make_statement(story, speaker=speaker, text=f"Line {n:02d}.")
        for _ in range(n + 1):
            article = make_article(story, body=f'"Line {n:02d}." Speaker {n:02d} said.')
            make_quote(article, speaker=speaker, statement=statement, text=f"Line {n:02d}.")
            make_mention(article, speaker)
    make_quote(make_article(story, body='"Loose words," a fan said.'), text="Loose words,")
    store_aggregates(story.pk)
    return story


def statement_headings(html):
    return re.findall(r"<h4><a [^>]+>Speaker (\d\d): Line", html)


def test_the_quotes_tab_lists_ten_statements_most_quoted_first_then_loads_more(
    client, many_statements
):
    html = client.get("/events/many/quotes/").content.decode()
    assert statement_headings(html) == [f"{n:02d}" for n in range(24, 14, -1)]
    assert html.count('class="quote-text"') == 10 * 5 + 1  # five of each, and the loose one
    assert "More of this statement, outlet by outlet" in html
    url = "/events/many/quotes/?page=2"
    assert f'<a href="{url}" hx-get="{url}" hx-trigger="revealed"' in html
    assert "Loose words," in html

    more = client.get(url, **HTMX).content.decode()
    assert more.lstrip().startswith("<li") and "<section" not in more
    assert statement_headings(more) == [f"{n:02d}" for n in range(14, 4, -1)]
    assert "Loose words," not in more  # the quotes of no statement are on the first page
    last = client.get("/events/many/quotes/?page=3").content.decode()
    assert statement_headings(last) == [f"{n:02d}" for n in range(4, -1, -1)]
    assert 'href="/events/many/quotes/?page=2">Previous statements</a>' in last
    assert "page=4" not in last


def test_the_quotes_tab_keeps_the_speaker_filter_page_to_page(client, many_statements):
    html = client.get("/events/many/quotes/?speaker=speaker-24").content.decode()
    assert statement_headings(html) == ["24"]
    assert "page=2" not in html


def test_a_speakers_quotes_of_no_statement_come_in_the_tabs_order_with_their_count(client):
    """A speaker's quotes of no statement are numbered in the tab's order when the story
    changes (``position``: publication, not the order they were written in) and counted with
    the story's people: the tab lists the first fifty, and says how many there are."""
    story = make_story(slug="talker")
    talker = make_person(name="Loose Talker", slug="loose-talker")
    for n in range(60):
        article = make_article(
            story,
            body=f'"Words {n:02d}," Loose Talker said.',
            published_at=datetime.datetime(2024, 3, 1, tzinfo=datetime.UTC)
            + datetime.timedelta(hours=59 - n),
        )
        make_quote(article, speaker=talker, text=f"Words {n:02d},")
        make_mention(article, talker)
    store_aggregates(story.pk)
    html = client.get("/events/talker/quotes/?speaker=loose-talker").content.decode()
    words = re.findall(r"<q>Words (\d\d),</q>", html)
    assert words == [f"{n:02d}" for n in range(59, 9, -1)]
    assert "The first 50 of 60 other quotes." in html


def test_the_story_header_names_the_ten_most_mentioned_people(client, many_statements):
    html = client.get("/events/many/").content.decode()
    header = html[html.index('class="story-header"') : html.index('class="tabs"')]
    chips = re.findall(r'class="chip" href="[^"]+">Speaker (\d\d)</a>', header)
    assert chips == [f"{n:02d}" for n in range(24, 14, -1)]
    assert "and 15 more" in header
