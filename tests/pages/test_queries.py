"""Every reader page runs a fixed number of queries, however much data the story has."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from articles.ingest.counts import store_aggregates
from articles.models import Quote

from ..factories import make_covered_story
from ..htmx import HTMX

pytestmark = pytest.mark.django_db


def page_urls(story):
    """Return (name, url) for every reader page of ``story``."""
    quote = Quote.objects.filter(statement=story.fixture["statement"]).first()
    slug = story.slug
    person, outlet = story.fixture["dylan"].slug, quote.article.outlet.slug
    return {
        "index": reverse("articles:index"),
        "story": reverse("articles:story", args=[slug]),
        "timeline": reverse("articles:timeline", args=[slug]) + "?published=1&open=posts-photos",
        "timeline_filtered": reverse("articles:timeline", args=[slug])
        + f"?person={person}&outlet={outlet}",
        "quotes": reverse("articles:quotes", args=[slug])
        + f"?speaker={story.fixture['gaga'].slug}",
        "story_articles": reverse("articles:story_articles", args=[slug]),
        "moment": reverse("articles:moment", args=[slug, "posts-photos"]),
        "article": quote.article.get_absolute_url(),
        "person": story.fixture["gaga"].get_absolute_url(),
        "statement": reverse("articles:statement", args=[slug, story.fixture["statement"].pk]),
        "quote": reverse("articles:quote", args=[slug, quote.pk]),
        "search": reverse("articles:search") + "?q=hatred",
    }


# (full page, HTMX partial): a story's header and filters read its row, not queries of their own.
EXPECTED = {
    "index": (1, 1),
    "story": (2, 2),
    "timeline": (4, 4),
    "timeline_filtered": (2, 2),
    "quotes": (3, 3),
    "story_articles": (2, 2),
    "moment": (3, 3),
    "article": (2, 2),  # the article, then its quotes and names in one query
    "person": (3, 3),  # no quote outside a statement: none asked for (see below)
    "statement": (3, 3),  # no update reworded a quote of the story: none asked for
    "quote": (3, 3),
    "search": (3, 3),
}


@pytest.mark.parametrize("size", [3, 30])
@pytest.mark.parametrize("page", sorted(EXPECTED))
def test_query_count_does_not_grow_with_the_story(client, django_assert_num_queries, size, page):
    story = make_covered_story(articles=size)
    url = page_urls(story)[page]
    full, partial = EXPECTED[page]
    with django_assert_num_queries(full):
        assert client.get(url).status_code == 200
    with django_assert_num_queries(partial):
        assert client.get(url, **HTMX).status_code == 200


@pytest.mark.parametrize("size", [3, 30])
def test_a_person_quoted_outside_statements_costs_one_query_more(
    client, django_assert_num_queries, size
):
    """The person page asks for a person's quotes outside statements only when the stories'
    stored rows count some; then they are one query more, however many there are."""
    story = make_covered_story(articles=size)
    gaga = story.fixture["gaga"]
    # The fan's words, given to Gaga: a quote of hers in each article, in no statement.
    Quote.objects.filter(text="So brave,").update(speaker=gaga, speaker_label="")
    store_aggregates(story.pk)
    with django_assert_num_queries(4):
        response = client.get(gaga.get_absolute_url())
    assert response.status_code == 200
    assert response.content.decode().count("So brave,") == size


def preview_urls(story):
    """Return (name, url) for the preview image of ``story``, its moment and its statement."""
    slug = story.slug
    return {
        "story_preview": reverse("articles:story_preview", args=[slug]),
        "moment_preview": reverse("articles:moment_preview", args=[slug, "posts-photos"]),
        "statement_preview": reverse(
            "articles:statement_preview", args=[slug, story.fixture["statement"].pk]
        ),
    }


@pytest.mark.parametrize(
    "page", sorted([*EXPECTED, "story_preview", "moment_preview", "statement_preview"])
)
def test_no_page_reads_a_statements_whole_sentences(client, page):
    """A statement's ``sentences`` hold a cell per article that carried it, megabytes for a
    much quoted statement of a long story (the quote page read them once per other outlet's
    version, the story and statement previews once): only the JSON export reads them."""
    story = make_covered_story(articles=3)
    url = {**page_urls(story), **preview_urls(story)}[page]
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    assert not [q["sql"] for q in queries if '."sentences"' in q["sql"]]
