"""Conditional GET and the versioned view cache of a story's pages."""

import gzip

import pytest
from django.urls import reverse

from articles.ingest import ArticleMeta, align_story, ingest_article, touch_stories
from articles.models import Event, Quote

from ..htmx import HISTORY_RESTORE, HTMX

pytestmark = pytest.mark.django_db


def story_urls(story):
    quote = Quote.objects.filter(statement=story.fixture["statement"]).first()
    return [
        reverse("articles:story", args=["gaga"]),
        reverse("articles:timeline", args=["gaga"]),
        reverse("articles:compare", args=["gaga"]),
        reverse("articles:quotes", args=["gaga"]),
        reverse("articles:story_articles", args=["gaga"]),
        reverse("articles:moment", args=["gaga", "posts-photos"]),
        reverse("articles:statement", args=["gaga", story.fixture["statement"].pk]),
        reverse("articles:quote", args=["gaga", quote.pk]),
        quote.article.get_absolute_url(),
    ]


def add_article(story, headline):
    """Add an article as every way of adding one does: ingested, then its story aligned."""
    ingest_article(
        story,
        f"test/{headline}.txt",
        f'{headline}.\n\n"We stand together," Lady Gaga said on Monday.\n',
        ArticleMeta(headline=headline, outlet="The Evening Post"),
    )
    align_story(story)


def test_every_story_page_answers_304_to_its_etag(client, story, django_assert_max_num_queries):
    for url in story_urls(story):
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["ETag"] and response["Last-Modified"], url
        assert response["Cache-Control"] == "public, max-age=0, must-revalidate", url
        with django_assert_max_num_queries(1):
            again = client.get(url, HTTP_IF_NONE_MATCH=response["ETag"])
        assert again.status_code == 304, url
        assert again.content == b""
        assert again["ETag"] == response["ETag"]


def test_if_modified_since_answers_304_too(client, story):
    response = client.get("/events/gaga/")
    again = client.get("/events/gaga/", HTTP_IF_MODIFIED_SINCE=response["Last-Modified"])
    assert again.status_code == 304


def test_an_ingested_article_changes_the_etag_and_shows_at_once(client, story):
    first = client.get("/events/gaga/articles/")
    add_article(story, "A fresh headline")
    fresh = client.get("/events/gaga/articles/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert fresh.status_code == 200
    assert fresh["ETag"] != first["ETag"]
    assert "A fresh headline" in fresh.content.decode()
    assert "A fresh headline" not in first.content.decode()


def test_the_view_cache_answers_a_repeat_without_a_query(
    client, story, django_assert_num_queries, monkeypatch
):
    # the story's version is remembered for a second; on a loaded machine two requests may
    # lie further apart than that, and the repeat would rightly ask the database again
    monkeypatch.setattr("articles.caching.VERSION_TIMEOUT", 60)
    monkeypatch.setattr("articles.views.pages.VERSION_TIMEOUT", 60)
    for url in story_urls(story):
        first = client.get(url)
        with django_assert_num_queries(0):
            again = client.get(url)
        assert again.content == first.content, url
        assert again.get("Vary") == first.get("Vary"), url


def test_an_edit_is_served_fresh_from_a_warm_cache(client, story):
    client.get("/events/gaga/")
    client.get("/events/gaga/")
    add_article(story, "Another fresh headline")
    assert "Another fresh headline" in client.get("/events/gaga/").content.decode()


def test_partial_and_whole_page_are_never_mixed(client, story):
    partial = client.get("/events/gaga/timeline/", **HTMX)
    page = client.get("/events/gaga/timeline/")
    restore = client.get("/events/gaga/timeline/", **HISTORY_RESTORE)
    partial_again = client.get("/events/gaga/timeline/", **HTMX)
    assert "<h1>" not in partial.content.decode()
    assert "<h1>" in page.content.decode()
    assert "<h1>" in restore.content.decode()
    assert partial_again.content == partial.content
    assert page["ETag"] != partial["ETag"]
    for response in (partial, page, restore, partial_again):
        assert "HX-Request" in response["Vary"]
    # A partial's ETag does not stand for the whole page.
    assert (
        client.get("/events/gaga/timeline/", HTTP_IF_NONE_MATCH=partial["ETag"]).status_code == 200
    )


def test_public_pages_set_no_cookie_and_touch_no_session(client, story):
    for url in story_urls(story):
        response = client.get(url)
        assert not response.cookies, url
        assert "Cookie" not in response.get("Vary", ""), url


def test_the_cache_keys_the_host(client, story, settings):
    settings.ALLOWED_HOSTS = ["one.example", "two.example"]
    client.get("/events/gaga/", HTTP_HOST="one.example")
    html = client.get("/events/gaga/", HTTP_HOST="two.example").content.decode()
    assert "one.example" not in html


def test_a_story_draft_is_not_served_from_the_cache_once_unpublished(client, story):
    assert client.get("/events/gaga/").status_code == 200
    Event.objects.filter(pk=story.pk).update(is_published=False)
    touch_stories([story.pk])  # as every writer does (ingest, the admin)
    assert client.get("/events/gaga/").status_code == 404


def test_a_gzipped_page_is_stored_compressed_and_kept_apart_from_the_plain_one(
    client, story, django_assert_num_queries
):
    url = story.get_absolute_url()
    zipped = client.get(url, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert zipped["Content-Encoding"] == "gzip"
    with django_assert_num_queries(0):
        again = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
    assert again["Content-Encoding"] == "gzip"
    assert again.content == zipped.content  # the stored bytes, not compressed anew
    plain = client.get(url)
    assert not plain.has_header("Content-Encoding")
    assert gzip.decompress(again.content) == plain.content


def test_a_repeat_is_answered_before_the_middleware_that_shaped_it(
    client, story, monkeypatch, django_assert_num_queries
):
    monkeypatch.setattr("articles.caching.VERSION_TIMEOUT", 60)
    urls = story_urls(story)
    first = {url: client.get(url, HTTP_ACCEPT_ENCODING="gzip") for url in urls}

    def must_not_run(*args, **kwargs):
        raise AssertionError("a stored page went through the middleware below the page cache")

    monkeypatch.setattr("csp.middleware.CSPMiddleware.process_response", must_not_run)
    monkeypatch.setattr("django.middleware.gzip.GZipMiddleware.process_response", must_not_run)
    for url, response in first.items():
        with django_assert_num_queries(0):
            again = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
        assert again.content == response.content, url
        for header in (
            "Content-Security-Policy",
            "Content-Encoding",
            "ETag",
            "Vary",
            "X-Frame-Options",
            "X-Content-Type-Options",
            "Permissions-Policy",
        ):
            assert again[header] == response[header], (url, header)


def test_a_stored_page_of_an_older_version_is_not_answered(client, story, monkeypatch):
    monkeypatch.setattr("articles.caching.VERSION_TIMEOUT", 60)
    client.get("/events/gaga/articles/")
    Event.objects.filter(pk=story.pk).update(title="A retitled story")
    touch_stories([story.pk])
    assert "A retitled story" in client.get("/events/gaga/articles/").content.decode()
