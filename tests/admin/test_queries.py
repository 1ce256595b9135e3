"""Every admin changelist runs the same number of queries at 3 rows as at 30."""

import pytest
from django.urls import reverse

from tests.factories import (
    make_article,
    make_mention,
    make_moment,
    make_moment_source,
    make_outlet,
    make_person,
    make_quote,
    make_story,
)

pytestmark = pytest.mark.django_db


def make_rows(count):
    """Make ``count`` of each kind of row, all of them related."""
    story = make_story()
    outlet = make_outlet()
    for _ in range(count):
        article = make_article(story, outlet=outlet)
        person = make_person()
        make_quote(article, speaker=person)
        make_mention(article, person)
        make_moment_source(make_moment(story), article)


CHANGELISTS = {
    # url name: queries (session, user, permissions, count, rows, filters, ...)
    "admin:articles_article_changelist": 11,
    "admin:articles_quote_changelist": 9,
    "admin:articles_person_changelist": 7,
    "admin:articles_event_changelist": 7,
    "admin:articles_moment_changelist": 8,
    "admin:articles_outlet_changelist": 7,
    "admin:articles_statement_changelist": 8,
}


@pytest.mark.parametrize("url_name", CHANGELISTS)
@pytest.mark.parametrize("count", [3, 30])
def test_changelist_queries_do_not_grow_with_rows(
    editor_client, django_assert_num_queries, url_name, count
):
    make_rows(count)
    with django_assert_num_queries(CHANGELISTS[url_name]):
        response = editor_client.get(reverse(url_name))
    assert response.status_code == 200


def test_changelists_show_the_counts(editor_client):
    make_rows(3)
    content = editor_client.get(reverse("admin:articles_person_changelist")).content.decode()
    assert 'class="field-mention_count">1<' in content
    assert 'class="field-quote_count">1<' in content
    content = editor_client.get(reverse("admin:articles_article_changelist")).content.decode()
    assert 'class="field-quote_count">1<' in content
