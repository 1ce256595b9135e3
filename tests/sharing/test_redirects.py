"""A renamed slug keeps its old URL working: 301 to the new one, for the page and below it."""

import pytest
from django.urls import reverse

from articles.models import SlugRedirect
from articles.redirects import find_redirect, record_slug_change

from ..factories import make_article, make_person

pytestmark = pytest.mark.django_db


def rename(obj, slug):
    old_url = obj.get_absolute_url()
    obj.slug = slug
    obj.save()
    return record_slug_change(obj, old_url)


def test_renamed_story_redirects_permanently_with_its_tabs_and_query(client, story):
    rename(story, "gaga-defends-mulvaney")
    response = client.get("/events/gaga/")
    assert response.status_code == 301
    assert response["Location"] == "/events/gaga-defends-mulvaney/"
    assert client.get(response["Location"]).status_code == 200

    response = client.get("/events/gaga/timeline/?person=lady-gaga")
    assert response.status_code == 301
    assert response["Location"] == "/events/gaga-defends-mulvaney/timeline/?person=lady-gaga"
    moment = story.fixture["posted"]
    response = client.get(f"/events/gaga/moments/{moment.slug}/preview.png")
    new_path = f"/events/gaga-defends-mulvaney/moments/{moment.slug}/preview.png"
    assert response["Location"] == new_path


def test_renamed_moment_person_and_article_redirect(client, story):
    moment, person = story.fixture["posted"], story.fixture["gaga"]
    article = story.articles.first()
    old = [moment.get_absolute_url(), person.get_absolute_url(), article.get_absolute_url()]
    rename(moment, "photos-posted")
    rename(person, "stefani-germanotta")
    rename(article, "a-new-headline")
    for old_url, obj in zip(old, (moment, person, article), strict=True):
        response = client.get(old_url)
        assert response.status_code == 301, old_url
        assert response["Location"] == obj.get_absolute_url()
        assert client.get(response["Location"]).status_code == 200


def test_a_second_rename_leaves_no_chain_and_renaming_back_serves_the_page(client, story):
    person = make_person(slug="first")
    make_article(story)  # keep the story busy; the person needs no page for redirects
    rename(person, "second")
    rename(person, "third")
    assert find_redirect("/people/first/") == "/people/third/"
    assert find_redirect("/people/second/") == "/people/third/"
    rename(person, "first")
    assert find_redirect("/people/first/") is None
    assert find_redirect("/people/third/") == "/people/first/"
    assert SlugRedirect.objects.filter(old_path="/people/first/").count() == 0


def test_an_unchanged_url_records_nothing(story):
    assert record_slug_change(story, story.get_absolute_url()) is None
    assert record_slug_change(story, "") is None
    assert not SlugRedirect.objects.exists()


def test_only_a_404_for_a_get_is_redirected(client, story):
    SlugRedirect.objects.create(old_path="/events/gaga/", new_path="/events/elsewhere/")
    # The page still exists: it wins over the redirect.
    assert client.get("/events/gaga/").status_code == 200
    SlugRedirect.objects.create(old_path="/people/gone/", new_path="/people/here/")
    assert client.post("/people/gone/").status_code in (403, 404, 405)
    assert client.get("/people/nobody/").status_code == 404


def test_a_prefix_only_matches_whole_segments(story):
    SlugRedirect.objects.create(old_path="/events/ga/", new_path="/events/new/")
    assert find_redirect("/events/gaga/") is None
    assert find_redirect("/events/ga/quotes/") == "/events/new/quotes/"


def test_lookup_is_one_query(django_assert_num_queries):
    with django_assert_num_queries(1):
        find_redirect("/events/a/b/c/d/")


def test_unknown_url_of_a_view_with_a_slug_404s_cleanly(client):
    assert client.get(reverse("articles:person", args=["nobody"])).status_code == 404
