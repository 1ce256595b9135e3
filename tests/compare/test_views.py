"""The comparison page and the diff of one cell: full or partial, URLs, bad input, queries."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from articles.ingest import store_aggregates
from articles.models import Statement

from ..factories import make_article, make_outlet, make_story
from ..htmx import HISTORY_RESTORE, HTMX
from .conftest import SEED_SLUG

pytestmark = pytest.mark.django_db

# Full page and HTMX alike: story, articles (with their measures and the moments they
# report), statements. The header, the outlet choices and the people the articles name are
# read from the story's row.
FULL_PAGE_QUERIES = 3
PARTIAL_QUERIES = 3


def url(slug=SEED_SLUG, query=""):
    return reverse("articles:compare", args=[slug]) + query


def test_full_page_has_the_story_layout_and_the_comparison(client, seed_story):
    response = client.get(url())
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>" in html and 'id="tab-panel"' in html
    assert 'data-tab="compare" aria-current="page"' in html
    assert "HX-Request" in response["Vary"]
    unknown = '<th scope="col"><span class="outlet-badge outlet-unknown">Unknown outlet</span></th>'
    assert unknown in html
    assert "<strong>USA TODAY</strong> used “backlash” 2× in its own voice" in html
    assert html.count('name="outlets"') == 3
    assert html.count("checked") == 3


def test_htmx_gets_the_panel_alone_and_pushes_the_canonical_url(client, seed_story):
    response = client.get(url(query="?outlets=usa-today&outlets=people"), **HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>" not in html and 'id="panel-heading"' in html
    assert response["HX-Push-Url"] == url(query="?outlets=people,usa-today")
    assert "HX-Request" in response["Vary"]
    assert "Unknown outlet</span></th>" not in html


def test_history_restore_gets_the_whole_page(client, seed_story):
    html = client.get(url(query="?outlets=people,usa-today"), **HISTORY_RESTORE).content.decode()
    assert "<h1>" in html


@pytest.mark.parametrize(
    ("query", "canonical"),
    [
        ("?outlets=usa-today,people", "?outlets=people,usa-today"),
        ("?outlets=people&outlets=usa-today", "?outlets=people,usa-today"),
        ("?outlets=people,people,usa-today", "?outlets=people,usa-today"),
        ("?outlets=USA-TODAY,%20people", "?outlets=people,usa-today"),
        ("?outlets=people,nope", ""),  # one known outlet is not a comparison: all of them
        ("?outlets=people,unknown,usa-today", ""),  # every outlet is the default
        ("?outlets=" + "x" * 3000, ""),
        ("?outlets=%00%ff", ""),
        ("?other=1", ""),
    ],
)
def test_outlets_are_normalised_by_redirect(client, seed_story, query, canonical):
    response = client.get(url(query=query))
    assert response.status_code == 302
    assert response["Location"] == url(query=canonical)


def test_the_canonical_url_opens_the_same_comparison_cold(client, seed_story):
    response = client.get(url(query="?outlets=people,unknown"))
    html = response.content.decode()
    assert response.status_code == 200
    assert 'value="people" id="compare-outlet-people" checked' in html
    assert 'value="usa-today" id="compare-outlet-usa-today">' in html
    assert "USA TODAY</span></th>" not in html
    assert "Unknown outlet</span></th>" in html


def test_fallback_is_said_for_htmx(client, seed_story):
    html = client.get(url(query="?outlets=people"), **HTMX).content.decode()
    assert "Pick at least two outlets" in html
    assert html.count(" checked") == 3


def test_altered_cell_links_to_its_diff_with_and_without_htmx(client, seed_story):
    html = client.get(url()).content.decode()
    statement = Statement.objects.get(story=seed_story, sentences__0__text__startswith="It’s")
    diff = reverse("articles:statement_diff", args=[SEED_SLUG, statement.pk])
    link = f"{diff}?sentence=6&amp;outlet=usa-today"
    assert f'href="{link}" hx-get="{link}" hx-target="#compare-diff"' in html
    page = client.get(f"{diff}?sentence=6&outlet=usa-today")
    assert page.status_code == 200
    assert "<h1>" in page.content.decode()
    partial = client.get(f"{diff}?sentence=6&outlet=usa-today", **HTMX)
    text = partial.content.decode()
    assert "<h1>" not in text and "HX-Request" in partial["Vary"]
    assert "<span>very protective</span>" in text
    assert '<del><span class="visually-hidden">missing: </span>I feel</del>' in text


@pytest.mark.parametrize(
    ("query", "status"),
    [
        ("", 400),
        ("?sentence=x&outlet=people", 400),
        ("?sentence=-1&outlet=people", 400),
        ("?sentence=0&outlet=no%20slug", 400),
        ("?sentence=999&outlet=people", 404),
        ("?sentence=0&outlet=nowhere", 404),
        ("?sentence=0&outlet=people", 200),
        ("?sentence=0&outlet=unknown", 200),
    ],
)
def test_bad_diff_parameters_never_500(client, seed_story, query, status):
    statement = seed_story.statements.first()
    diff = reverse("articles:statement_diff", args=[SEED_SLUG, statement.pk])
    response = client.get(diff + query)
    assert response.status_code == status


def test_unknown_story_is_404(client, db):
    assert client.get(url("nope")).status_code == 404


def test_article_text_is_escaped(client):
    story = make_story(slug="xss", framing_words=["<b>"])
    for n in range(2):
        make_article(
            story,
            outlet=make_outlet(name=f"<i>Outlet {n}</i>"),
            headline="<script>alert(1)</script>",
            body="<img src=x onerror=alert(1)> says <b>hello</b>. Unique words here.",
        )
    store_aggregates(story.pk)
    html = client.get(url("xss")).content.decode()
    assert "<script>alert(1)" not in html and "<img src=x" not in html and "<i>Outlet" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    # (the rows the template tags write out in Python: a framing word, an outlet's badge)
    assert '<th scope="row">&lt;b&gt;</th>' in html
    assert '<span class="outlet-badge">&lt;i&gt;Outlet 0&lt;/i&gt;</span>' in html


def test_one_outlet_story_renders(client):
    story = make_story(slug="solo")
    make_article(story)
    store_aggregates(story.pk)
    html = client.get(url("solo")).content.decode()
    assert "Only one outlet covered this story" in html


def count_queries(client, path, **headers):
    with CaptureQueriesContext(connection) as ctx:
        response = client.get(path, **headers)
    assert response.status_code == 200
    return len(ctx.captured_queries)


def test_query_count_does_not_grow_with_outlets_and_articles(client, seed_story, demo_story):
    small = (count_queries(client, url()), count_queries(client, url(), **HTMX))
    big = (
        count_queries(client, url(demo_story.slug)),
        count_queries(client, url(demo_story.slug), **HTMX),
    )
    assert small == big == (FULL_PAGE_QUERIES, PARTIAL_QUERIES)
