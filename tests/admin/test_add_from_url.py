"""Add article from URL in the admin: fetch, check in the usual form, save; refusals save none."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from articles.models import Article, ArticleFetch, ArticleVersion
from tests.factories import make_story

from .helpers import form_data

pytestmark = pytest.mark.django_db

ADD_FROM_URL = reverse("admin:articles_article_add_from_url")
STORY_PATH = "/news/mara-quinn-tour"


@pytest.fixture
def story(db):
    return make_story(title="Mara Quinn's tour", slug="tour")


def fetch(client, web, story, path=STORY_PATH):
    return client.post(ADD_FROM_URL, {"url": web.url(path), "story": story.pk})


def test_the_changelist_offers_it(editor_client):
    page = editor_client.get(reverse("admin:articles_article_changelist")).content.decode()
    assert f'href="{ADD_FROM_URL}"' in page
    assert "Add article from URL" in page


def test_only_staff_with_add_permission_get_it(client, db, web, story):
    assert client.get(ADD_FROM_URL)["Location"].startswith(reverse("admin:login"))
    assert client.post(ADD_FROM_URL, {"url": web.url(STORY_PATH), "story": story.pk})[
        "Location"
    ].startswith(reverse("admin:login"))
    viewer = User.objects.create_user("vic", password="not-a-real-password-42", is_staff=True)
    client.force_login(viewer)
    assert client.get(ADD_FROM_URL).status_code == 403
    assert not web.requests


def test_fetching_fills_in_the_article_form_and_saving_ingests_it(editor_client, web, story):
    response = fetch(editor_client, web, story)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:articles_article_add") + "?fetched=")
    assert not Article.objects.exists()  # nothing saved before the editor checks it
    form_page = editor_client.get(response["Location"])
    form = form_page.context["adminform"].form
    assert form.initial["headline"] == "Mara Quinn cancels the rest of her summer tour"
    assert form.initial["byline"] == "Priya Nair"
    assert form.initial["url"] == web.url(STORY_PATH)
    assert form.initial["story"] == str(story.pk)
    assert "Every ticket will be refunded in full" in form.initial["body"]
    assert f'Filled in from <a href="{web.url(STORY_PATH)}"' in form_page.content.decode()

    data = form_data(form_page, byline="Priya Nair and Jo Lee", is_published=True)
    saved = editor_client.post(response["Location"], data, follow=True)
    assert "Extraction found" in saved.content.decode()
    article = Article.objects.select_related("outlet", "fetch").get()
    assert article.byline == "Priya Nair and Jo Lee"  # what the editor set wins
    assert article.outlet.name == "Northline News"  # the page's site name
    assert article.fetch.url == web.url(STORY_PATH) and article.fetch.etag == '"quinn-v1"'
    assert article.versions.get().reason == "fetch"
    quotes = editor_client.get(reverse("articles:quotes", args=[story.slug])).content.decode()
    assert "Every ticket will be refunded in full" in quotes
    assert not editor_client.session.get("newsroom_fetched")


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("/missing", "not found (the site answered 404)"),
        ("/report.pdf", "not an article: the page is application/pdf"),
        ("/slow", "timed out after 1 seconds"),
        ("/huge", "too large"),
    ],
)
def test_a_refused_page_is_a_clear_message_and_nothing_is_saved(
    editor_client, web, story, path, message
):
    response = fetch(editor_client, web, story, path)
    assert response.status_code == 200
    assert message in response.content.decode()
    assert not Article.objects.exists()
    assert not editor_client.session.get("newsroom_fetched")


def test_a_private_address_is_not_allowed(editor_client, web, story, fetch_settings):
    fetch_settings.NEWSROOM_FETCH_ALLOW_PRIVATE = False
    response = fetch(editor_client, web, story)
    assert "not allowed: 127.0.0.1 is a private, loopback or link-local address" in (
        response.content.decode()
    )
    assert not web.requests


def test_a_url_the_story_has_is_refused_at_both_steps(editor_client, web, story):
    first = editor_client.get(fetch(editor_client, web, story)["Location"])
    second = editor_client.get(fetch(editor_client, web, story)["Location"])
    editor_client.post(first.wsgi_request.get_full_path(), form_data(first))
    assert Article.objects.count() == 1
    again = fetch(editor_client, web, story, "/news/mara-quinn-tour#comments")
    assert "“Mara Quinn&#x27;s tour” already has this article" in again.content.decode()
    # The form filled in before the first save is refused when saved after it.
    refused = editor_client.post(second.wsgi_request.get_full_path(), form_data(second))
    assert "already has this article" in refused.content.decode()
    assert Article.objects.count() == 1
    assert ArticleFetch.objects.count() == 1


def test_an_editors_edit_of_the_text_is_a_version(editor_client, web, story):
    form_page = editor_client.get(fetch(editor_client, web, story)["Location"])
    editor_client.post(form_page.wsgi_request.get_full_path(), form_data(form_page))
    article = Article.objects.get()
    url = reverse("admin:articles_article_change", args=[article.pk])
    page = editor_client.get(url)
    body = article.body.replace("Quinn, 29,", "Quinn, who is 29,")
    editor_client.post(url, form_data(page, body=body))
    versions = list(ArticleVersion.objects.filter(article=article).order_by("number"))
    assert [v.reason for v in versions] == ["fetch", "editor"]
    assert "who is 29" in versions[1].body
    article.refresh_from_db()
    assert article.update_count == 1
    assert 'class="form-row field-update_count"' in editor_client.get(url).content.decode()
