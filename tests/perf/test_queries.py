"""Queries per page stay the same from a 3-article story to a 300-article, 20-outlet one."""

import tempfile
from pathlib import Path

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from articles.demo import generate_story
from articles.ingest import load_paths
from articles.models import Article, Event, Moment, Statement

from ..htmx import HTMX

pytestmark = pytest.mark.django_db

MAX_QUERIES = 12


def load_demo(articles, outlets):
    demo = generate_story(articles, outlets, seed=3)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / demo.slug
        folder.mkdir()
        (folder / "event.toml").write_text(demo.event_toml(), encoding="utf-8")
        for article in demo.articles:
            (folder / article.filename).write_text(article.text, encoding="utf-8")
        assert not load_paths([folder]).failed
    return Event.objects.get(slug=demo.slug)


def page_urls(story):
    base = f"/events/{story.slug}/"
    article = Article.objects.filter(story=story).latest("published_at")
    moment = Moment.objects.filter(story=story).first()
    return {
        "story": base,
        "timeline": base + "timeline/?published=1&page=1",
        "timeline_outlet": base + f"timeline/?outlet={article.outlet.slug}",
        "compare": base + "compare/",
        "quotes": base + "quotes/",
        "articles": base + "articles/",
        "articles_page_2": base + "articles/?page=2",
        "moment": moment.get_absolute_url(),
        "statement": Statement.objects.filter(story=story).first().get_absolute_url(),
        "article": article.get_absolute_url(),
    }


def count_queries(client, url, **headers):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, **headers)
    assert response.status_code == 200, url
    return len(queries)


def test_queries_do_not_grow_with_articles_or_outlets(client, settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
    small, large = load_demo(3, 2), load_demo(300, 20)
    for (name, small_url), large_url in zip(
        page_urls(small).items(), page_urls(large).values(), strict=True
    ):
        for headers in ({}, HTMX):
            expected = count_queries(client, small_url, **headers)
            assert count_queries(client, large_url, **headers) == expected, (name, headers)
            assert expected <= MAX_QUERIES, (name, headers)
