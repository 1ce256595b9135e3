"""Preview images: drawn from the data, readable, cached under a hash of it, revalidated by ETag."""

import io

import pytest
from django.core.cache import cache
from django.urls import reverse
from PIL import Image

from articles import previews
from articles.ingest import store_aggregates
from articles.models import Statement
from articles.previews import Preview, draw_preview, wrap
from articles.views import sharing

from ..factories import make_quote, make_story

LONG = "Lady Gaga defends Dylan Mulvaney against the hatred over their post " * 4


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()
    yield
    cache.clear()


def size_of(png):
    with Image.open(io.BytesIO(png)) as image:
        return image.format, image.size


def test_draws_a_1200_by_630_png_under_a_megabyte():
    png = draw_preview(
        Preview(
            title=LONG,
            kicker="Story",
            date="Fri 8 Mar 2024",
            people=("Lady Gaga",),
            quote="It’s appalling to me " * 10,
            quote_by="Lady Gaga",
        )
    )
    assert size_of(png) == ("PNG", (1200, 630))
    assert len(png) < 1024 * 1024


def test_draws_with_pillows_own_font_when_dejavu_is_missing(monkeypatch):
    monkeypatch.setattr(previews, "FONT_DIRS", ())
    previews.load_font.cache_clear()
    try:
        png = draw_preview(Preview(title=LONG, quote="Not backlash."))
    finally:
        previews.load_font.cache_clear()
    assert size_of(png) == ("PNG", (1200, 630))


def test_wrap_fits_the_width_and_ends_a_cut_text_with_an_ellipsis():
    font = previews.load_font(40, bold=True)
    lines = wrap(LONG + " Supercalifragilisticexpialidocious" * 6, font, 600, max_lines=3)
    assert len(lines) == 3
    assert all(font.getlength(line) <= 600 for line in lines)
    assert lines[-1].endswith("…")
    assert wrap("Short title", font, 600, max_lines=3) == ["Short title"]


def test_digest_changes_with_what_is_drawn():
    assert Preview(title="A").digest() == Preview(title="A").digest()
    assert Preview(title="A").digest() != Preview(title="B").digest()
    assert Preview(title="A").digest() != Preview(title="A", quote="x").digest()


def preview_urls(story):
    return [
        reverse("articles:site_preview"),
        reverse("articles:story_preview", args=[story.slug]),
        reverse("articles:moment_preview", args=[story.slug, "posts-photos"]),
        reverse("articles:statement_preview", args=[story.slug, story.fixture["statement"].pk]),
    ]


def test_views_answer_pngs_with_long_cache_headers_and_an_etag(client, story):
    for url in preview_urls(story):
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["Content-Type"] == "image/png"
        assert size_of(response.content) == ("PNG", (1200, 630))
        assert "public" in response["Cache-Control"]
        assert "max-age=86400" in response["Cache-Control"]
        etag = response["ETag"]
        again = client.get(url, HTTP_IF_NONE_MATCH=etag)
        assert again.status_code == 304
        assert again["ETag"] == etag


def test_drawn_once_then_served_from_the_cache(client, story, monkeypatch):
    calls = []
    real = sharing.draw_preview
    monkeypatch.setattr(sharing, "draw_preview", lambda p: calls.append(p) or real(p))
    url = reverse("articles:story_preview", args=[story.slug])
    first = client.get(url).content
    assert client.get(url).content == first
    assert len(calls) == 1


def test_an_edit_draws_a_new_image(client, story):
    url = reverse("articles:story_preview", args=[story.slug])
    before = client.get(url)
    story.title = "Gaga answers the hatred"
    story.save()
    after = client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200
    assert after["ETag"] != before["ETag"]
    assert after.content != before.content


def test_the_preview_shows_the_data(story):
    story = sharing.get_story(story.slug)
    data = sharing.story_preview_data(story)
    assert data.title == "Gaga defends Mulvaney"
    assert set(data.people) == {"Lady Gaga", "Dylan Mulvaney"}
    assert data.quote == "This is hatred."
    assert data.quote_by == "Lady Gaga"
    assert data.date == "11 Mar 2024"


def test_drafts_have_no_preview(client, story):
    draft = make_story(is_published=False)
    assert client.get(reverse("articles:story_preview", args=[draft.slug])).status_code == 404
    moment = story.fixture["posted"]
    moment.is_published = False
    moment.save()
    url = reverse("articles:moment_preview", args=[story.slug, moment.slug])
    assert client.get(url).status_code == 404


def test_date_span():
    import datetime as dt

    def d(day, month=3):
        return dt.datetime(2024, month, day, tzinfo=dt.UTC)

    assert sharing.date_span(d(11), d(11)) == "11 Mar 2024"
    assert sharing.date_span(d(11), d(12)) == "11–12 Mar 2024"
    assert sharing.date_span(d(30), d(2, 4)) == "30 Mar – 2 Apr 2024"
    assert sharing.date_span(None, None) == ""


def test_a_statements_preview_says_who_said_it_when_and_how_many_articles_printed_it(story):
    """How many published articles quote the statement is stored with it (the first of
    its three articles quotes it twice, the last is unpublished), and its first stored
    quote is of the earliest of them."""
    statement = story.fixture["statement"]
    first, *_, last = story.articles.order_by("published_at")
    make_quote(first, text="Not backlash.", speaker=statement.speaker, statement=statement)
    last.is_published = False
    last.save()
    store_aggregates(story.pk)
    story = sharing.get_story(story.slug)
    statement = Statement.objects.for_preview(story).get(pk=statement.pk)
    data = sharing.statement_preview_data(story, statement)
    assert data.date == "Lady Gaga · 11 Mar 2024 · printed by 2 outlets"
