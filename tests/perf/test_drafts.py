"""Staff preview drafts under a banner, never cached; everyone else gets a 404."""

import pytest
from django.urls import reverse

from articles.models import Event, Quote

from ..factories import make_article, make_covered_story, make_moment

pytestmark = pytest.mark.django_db

BANNER = "Draft — only editors can see this"


@pytest.fixture
def draft_story():
    return make_covered_story(articles=2, title="Not yet out", slug="draft", is_published=False)


@pytest.fixture
def story():
    return make_covered_story(articles=2, title="Out", slug="out")


def assert_preview(response):
    assert response.status_code == 200
    assert BANNER in response.content.decode()
    assert response["Cache-Control"] == "private, no-store"
    assert response["X-Robots-Tag"] == "noindex"
    assert "ETag" not in response


def test_staff_preview_a_draft_story_and_its_tabs(admin_client, client, draft_story):
    for url in (
        "/events/draft/",
        "/events/draft/timeline/",
        "/events/draft/compare/",
        "/events/draft/quotes/",
        "/events/draft/articles/",
    ):
        assert client.get(url).status_code == 404, url
        assert_preview(admin_client.get(url))
        assert client.get(url).status_code == 404, url  # the preview was not cached


def test_the_banner_heads_the_page(admin_client, draft_story):
    html = admin_client.get("/events/draft/").content.decode()
    assert html.index(BANNER) < html.index("<h1>")
    assert html.count(BANNER) == 1
    partial = admin_client.get("/events/draft/timeline/", HTTP_HX_REQUEST="true")
    assert partial.content.decode().startswith('<p class="notice draft-banner"')


def test_staff_preview_a_draft_moment_of_a_published_story(admin_client, client, story):
    make_moment(story, slug="secret", title="Secret moment", is_published=False)
    url = reverse("articles:moment", args=["out", "secret"])
    assert client.get(url).status_code == 404
    assert_preview(admin_client.get(url))
    assert client.get(url).status_code == 404
    assert "Secret moment" not in client.get("/events/out/timeline/").content.decode()


def test_staff_preview_a_draft_article(admin_client, client, story):
    draft = make_article(story, headline="Draft headline", is_published=False)
    assert client.get(draft.get_absolute_url()).status_code == 404
    response = admin_client.get(draft.get_absolute_url())
    assert_preview(response)
    assert "Draft headline" in response.content.decode()
    assert client.get(draft.get_absolute_url()).status_code == 404


def test_staff_see_the_public_page_of_a_published_story(admin_client, client, story):
    public = client.get("/events/out/")
    staff = admin_client.get("/events/out/")
    assert BANNER not in staff.content.decode()
    assert staff["ETag"] == public["ETag"]


def test_non_staff_users_get_404(django_user_model, client, draft_story):
    user = django_user_model.objects.create_user("reader", password="a long passphrase")
    client.force_login(user)
    assert client.get("/events/draft/").status_code == 404


def test_public_lookups_never_touch_the_session(client, story, django_assert_num_queries):
    quote = Quote.objects.filter(article__story=story).first()
    # The full story page's 2 queries, none of them the session's.
    with django_assert_num_queries(2) as queries:
        client.get("/events/out/", HTTP_COOKIE="sessionid=abc")
    assert not any("django_session" in q["sql"] for q in queries.captured_queries)
    assert quote is not None


def test_drafts_stay_out_of_the_index_for_staff(admin_client, draft_story):
    Event.objects.filter(pk=draft_story.pk).update(title="Very secret title")
    assert "Very secret title" not in admin_client.get("/").content.decode()
