"""The skeleton: health check, first pages, settings and model invariants."""

import pytest
from django.db import IntegrityError
from django.urls import reverse

from articles.ingest import store_aggregates

from .factories import make_article, make_mention, make_moment, make_outlet, make_person, make_story

pytestmark = pytest.mark.django_db


def test_healthz_answers_ok_without_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok"


def test_index_lists_published_stories_with_counts(client):
    story = make_story(title="A story worth reading")
    first = make_article(story)
    make_article(story, outlet=make_outlet(name="Second Outlet"))
    make_mention(first, make_person())
    # Neither a draft's outlet nor the people only it mentions are counted.
    draft = make_article(story, outlet=make_outlet(name="Draft Outlet"), is_published=False)
    make_mention(draft, make_person())
    store_aggregates(story.pk)
    make_story(title="A draft story", is_published=False)
    response = client.get(reverse("articles:index"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "A story worth reading" in html
    assert "2 articles · 2 outlets · 1 person" in html
    assert "A draft story" not in html


def test_the_index_is_one_query_however_many_stories_and_articles(
    client, django_assert_num_queries
):
    for _ in range(3):
        story = make_story()
        for _ in range(3):
            make_article(story, outlet=make_outlet())
        store_aggregates(story.pk)
    with django_assert_num_queries(1):
        response = client.get(reverse("articles:index"))
    assert response.content.decode().count("3 articles · 3 outlets") == 3


def test_story_page_lists_its_articles(client):
    story = make_story()
    first = make_article(story, headline="First headline")
    make_article(story, headline="Unpublished", is_published=False)
    store_aggregates(story.pk)  # as every writer does: the tab lists articles by stored position
    response = client.get(reverse("articles:story_articles", args=[story.slug]))
    html = response.content.decode()
    assert response.status_code == 200
    assert "First headline" in html
    assert first.get_absolute_url() in html
    assert "Unpublished" not in html


def test_unknown_story_is_404(client):
    assert client.get("/events/no-such-story/").status_code == 404


def test_article_url_with_a_stale_outlet_slug_redirects_permanently(client):
    article = make_article()
    response = client.get(f"/articles/unknown/{article.slug}/")
    assert response.status_code == 301
    assert response["Location"] == article.get_absolute_url()


def test_story_slugs_are_unique_but_moments_may_reuse_them_across_stories():
    one, two = make_story(slug="same"), make_story(slug="other")
    make_moment(one, title="M", slug="monday")
    make_moment(two, title="M", slug="monday")
    with pytest.raises(IntegrityError):
        make_story(slug="same")


def test_a_dated_moment_needs_a_precision():
    with pytest.raises(IntegrityError):
        make_moment(make_story(), occurred_on="2024-03-08", precision="")


def test_article_body_is_escaped(client):
    article = make_article(body='<script>alert("x")</script> "Hello," she said.')
    html = client.get(article.get_absolute_url()).content.decode()
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert" in html
