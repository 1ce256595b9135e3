"""Atom feeds per story and for every story; the sitemap; robots.txt. Drafts never appear."""

import xml.etree.ElementTree as ET

import feedparser
import pytest
from django.db import connection
from django.urls import reverse

from articles.models import Quote
from articles.redirects import record_slug_change

from ..factories import make_article, make_covered_story, make_moment, make_story

pytestmark = pytest.mark.django_db

BASE = "http://testserver"
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def fetch_feed(client, url):
    response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = feedparser.parse(response.content)
    assert not feed.bozo, feed.bozo_exception
    return feed


def test_story_feed_lists_articles_and_moments_with_stable_ids(client, story):
    draft = make_article(story, is_published=False, headline="Draft headline")
    make_moment(story, title="Draft moment", slug="draft-moment", is_published=False)
    other = make_article(make_story(), headline="Another story's article")
    url = reverse("articles:story_feed", args=[story.slug])

    feed = fetch_feed(client, url)
    assert feed.version == "atom10"
    assert feed.feed.title == "Gaga defends Mulvaney · Newsroom"
    assert feed.feed.updated
    links = {entry.link for entry in feed.entries}
    expected = {BASE + a.get_absolute_url() for a in story.articles.filter(is_published=True)}
    expected |= {BASE + m.get_absolute_url() for m in story.moments.filter(is_published=True)}
    assert links == expected
    assert BASE + draft.get_absolute_url() not in links
    assert BASE + other.get_absolute_url() not in links
    for entry in feed.entries:
        assert entry.id.startswith("tag:testserver,")
        assert entry.updated
    ids = {entry.link: entry.id for entry in feed.entries}

    # Renaming the story moves every link but keeps every id.
    old_url = story.get_absolute_url()
    story.slug = "gaga-renamed"
    story.save()
    record_slug_change(story, old_url)
    renamed = fetch_feed(client, reverse("articles:story_feed", args=["gaga-renamed"]))
    assert sorted(e.id for e in renamed.entries) == sorted(ids.values())


def test_article_entries_name_outlet_and_author(client, story):
    article = story.articles.first()
    article.byline = "Zoe Wells"
    article.save()
    feed = fetch_feed(client, reverse("articles:story_feed", args=[story.slug]))
    [entry] = [e for e in feed.entries if e.link == BASE + article.get_absolute_url()]
    assert entry.title == f"{article.outlet.name}: {article.headline}"
    assert entry.author == "Zoe Wells"
    assert entry.published.startswith("2024-03-11")


def test_unpublished_story_has_no_feed(client):
    draft = make_story(is_published=False)
    assert client.get(reverse("articles:story_feed", args=[draft.slug])).status_code == 404


def test_site_feed_covers_every_published_story(client, story):
    second = make_story(title="Second story")
    article = make_article(second)
    hidden = make_story(is_published=False)
    hidden_article = make_article(hidden)
    feed = fetch_feed(client, reverse("articles:feed"))
    links = {entry.link for entry in feed.entries}
    assert BASE + article.get_absolute_url() in links
    assert BASE + story.articles.first().get_absolute_url() in links
    assert BASE + hidden_article.get_absolute_url() not in links
    assert any("(Second story)" in entry.title for entry in feed.entries)


def feed_queries(client, url):
    """Return the SQL and parameters of every query the feed at ``url`` runs."""
    queries = []

    def record(execute, sql, params, many, context):
        queries.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        assert client.get(url).status_code == 200
    return queries


@pytest.mark.parametrize("size", [3, 30])
def test_feeds_run_a_fixed_number_of_queries(client, size):
    """The story, then its newest articles and moments, each given the story already read."""
    story = make_covered_story(articles=size)
    assert len(feed_queries(client, reverse("articles:story_feed", args=[story.slug]))) == 3
    assert len(feed_queries(client, reverse("articles:feed"))) == 2


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's plans name their indexes")
def test_feeds_read_the_newest_rows_through_an_index_sorting_none(client, story):
    """A feed lists the 50 latest changed articles and moments: read in that order from their
    indexes on ``updated_at``, not by sorting every row of a long story, or of every story."""
    for url in (reverse("articles:story_feed", args=[story.slug]), reverse("articles:feed")):
        for sql, params in feed_queries(client, url):
            with connection.cursor() as cursor:
                cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
                plan = " ".join(row[-1] for row in cursor.fetchall())
            assert "TEMP B-TREE" not in plan, (url, plan)


def sitemap_entries(client):
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    root = ET.fromstring(response.content)
    entries = {}
    for url in root.findall("sm:url", SITEMAP_NS):
        entries[url.findtext("sm:loc", namespaces=SITEMAP_NS)] = url.findtext(
            "sm:lastmod", namespaces=SITEMAP_NS
        )
    return entries


def test_sitemap_lists_every_published_permalink_with_lastmod(client, story):
    draft_article = make_article(story, is_published=False)
    draft_story = make_story(is_published=False)
    make_article(draft_story)
    entries = sitemap_entries(client)
    quote = Quote.objects.filter(article__story=story).first()
    expected = [
        reverse("articles:index"),
        story.get_absolute_url(),
        reverse("articles:timeline", args=[story.slug]),
        reverse("articles:compare", args=[story.slug]),
        reverse("articles:quotes", args=[story.slug]),
        reverse("articles:story_articles", args=[story.slug]),
        story.fixture["posted"].get_absolute_url(),
        story.fixture["gaga"].get_absolute_url(),
        story.fixture["statement"].get_absolute_url(),
        quote.get_absolute_url(),
        *[a.get_absolute_url() for a in story.articles.filter(is_published=True)],
    ]
    for path in expected:
        assert BASE + path in entries, path
        assert entries[BASE + path], f"no lastmod for {path}"
    assert BASE + draft_article.get_absolute_url() not in entries
    assert not any(f"/events/{draft_story.slug}/" in loc for loc in entries)
    # Every URL in the sitemap opens.
    for loc in entries:
        assert client.get(loc.removeprefix(BASE)).status_code == 200, loc


def test_robots_txt_points_at_the_sitemap(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    lines = response.content.decode().splitlines()
    assert "User-agent: *" in lines
    assert f"Sitemap: {BASE}/sitemap.xml" in lines
