"""Oversized input is refused clearly and quickly: a huge search, a 5 MB paste."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from articles.models import Article

from ..factories import make_story

pytestmark = pytest.mark.django_db


def test_a_ten_thousand_character_search_is_refused_with_400(client):
    response = client.get("/search/", {"q": "gaga " * 2000})
    assert response.status_code == 400
    html = response.content.decode()
    assert "at most 200 characters" in html


def test_a_huge_search_by_htmx_is_refused_too(client):
    response = client.get("/search/", {"q": "x" * 10_000}, headers={"HX-Request": "true"})
    assert response.status_code == 400


def test_the_upload_limit_lets_a_5_mb_paste_reach_the_admin_form(settings):
    # Django's default (2.5 MB) would answer a bare 400 before the form could explain.
    assert (
        settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        >= 6 * 1024 * 1024
        > settings.NEWSROOM_MAX_ARTICLE_BYTES
    )


def test_a_5_mb_article_pasted_in_the_admin_is_a_form_error(client):
    client.force_login(User.objects.create_superuser("root", password="not-a-real-password-42"))
    story = make_story()
    response = client.post(
        reverse("admin:articles_article_add"),
        {
            "story": story.pk,
            "outlet": "",
            "headline": "Huge",
            "url": "",
            "published_at_0": "2024-03-14",
            "published_at_1": "09:30:00",
            "byline": "",
            "body": "word " * (1024 * 1024),
            "is_published": "on",
        },
    )
    assert response.status_code == 200
    [error] = response.context["adminform"].form.errors["body"]
    assert "This text is too long" in error
    assert not Article.objects.exists()


def test_a_body_over_the_upload_limit_is_a_400_page_not_a_500(client, settings):
    client.force_login(User.objects.create_superuser("root", password="not-a-real-password-42"))
    settings.DEBUG = False
    response = client.post(
        reverse("admin:articles_article_add"),
        {"body": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)},
    )
    assert response.status_code == 400
    assert "<h1>Bad request</h1>" in response.content.decode()
