"""Hostile text in every field a reader sees, from the seed loader, the admin and the URL."""

from io import StringIO
from urllib.parse import quote

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils.html import escape

from articles.models import Article

from ..factories import make_story
from .helpers import PAYLOADS, active_content, public_urls, unescaped

pytestmark = pytest.mark.django_db


def html_of(response):
    assert response.status_code == 200, response
    return response.content.decode()


def test_seeded_hostile_text_is_shown_as_text_on_every_page(client, hostile_story):
    urls = public_urls(hostile_story)
    shown = set()
    for url in urls:
        response = client.get(url)
        kind = response.headers["Content-Type"]
        if "xml" in kind:  # feeds and the sitemap: escaped for the reader that renders them
            assert unescaped(html_of(response)) == [], url
        if "html" not in kind:
            continue
        html = html_of(response)
        assert active_content(html) == [], url
        assert unescaped(html) == [], url
        shown |= {p for p in PAYLOADS if escape(p) in html}
    # Each payload reached some page, escaped: the test exercised every one.
    assert shown == set(PAYLOADS)


def test_the_article_page_shows_each_field_escaped(client, hostile_story):
    for article in Article.objects.filter(story=hostile_story).select_related("outlet"):
        html = html_of(client.get(article.get_absolute_url()))
        assert escape(article.headline) in html
        assert escape(article.byline) in html
        assert escape(article.outlet.name) in html


def test_a_javascript_url_in_event_toml_never_becomes_a_link(client, tmp_path):
    folder = tmp_path / "links"
    folder.mkdir()
    (folder / "a.txt").write_text("Jane Doe defended Dylan Mulvaney on Monday.\n")
    (folder / "event.toml").write_text(
        '[event]\ntitle = "Links"\n\n[[articles]]\nfile = "a.txt"\n'
        'outlet = "Example"\nurl = "JaVaScRiPt:alert(document.domain)"\n'
    )
    with pytest.raises(CommandError, match="could not be loaded"):
        call_command("load_seeds", str(folder), verbosity=0, stderr=StringIO())
    for article in Article.objects.all():
        html = html_of(client.get(article.get_absolute_url()))
        assert active_content(html) == []


@pytest.mark.parametrize("payload", PAYLOADS)
def test_search_queries_are_shown_as_text(client, hostile_story, payload):
    response = client.get(f"/search/?q={quote(payload)}")
    assert response.status_code in {200, 400}
    html = response.content.decode()
    assert active_content(html) == []
    assert unescaped(html) == []


@pytest.fixture
def editor_client(client):
    user = User.objects.create_superuser("root", password="not-a-real-password-42")
    client.force_login(user)
    return client


def admin_add(client, story, payload):
    return client.post(
        reverse("admin:articles_article_add"),
        {
            "story": story.pk,
            "outlet": "",
            "headline": f"Admin {payload}"[:500],
            "url": "",
            "published_at_0": "2024-03-14",
            "published_at_1": "09:30:00",
            "byline": f"By {payload}"[:300],
            "body": (
                f"Jane Doe defended Dylan Mulvaney on Monday. {payload}\n\n"
                f'"{payload} is not right," Jane Doe said.\n'
            ),
            "is_published": "on",
        },
    )


def test_hostile_text_pasted_in_the_admin_is_shown_as_text(editor_client, client):
    story = make_story(slug="pasted")
    for payload in PAYLOADS:
        response = admin_add(editor_client, story, payload)
        assert response.status_code == 302, (payload, response.content[:2000])
    assert Article.objects.filter(story=story).count() == len(PAYLOADS)
    client.logout()
    for url in public_urls(story):
        response = client.get(url)
        if "html" in response.headers["Content-Type"]:
            html = html_of(response)
            assert active_content(html) == [], url
            assert unescaped(html) == [], url


def test_a_javascript_url_is_refused_by_the_admin(editor_client):
    story = make_story(slug="pasted")
    response = editor_client.post(
        reverse("admin:articles_article_add"),
        {
            "story": story.pk,
            "outlet": "",
            "headline": "x",
            "url": "javascript:alert(1)",
            "published_at_0": "2024-03-14",
            "published_at_1": "09:30:00",
            "byline": "",
            "body": "Jane Doe said hello on Monday.",
            "is_published": "on",
        },
    )
    assert response.status_code == 200
    assert "url" in response.context["adminform"].form.errors
