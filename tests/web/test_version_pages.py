"""Versions on the reader pages: "Updated N times", the diff permalink, the statement page."""

import datetime
import re
from pathlib import Path

import pytest
from django.urls import reverse

from articles.ingest import ArticleMeta, align_story, ingest_article, load_paths
from articles.models import Article, ArticleVersion, Statement, VersionDiff
from tests.factories import make_story

LONG = "I have given everything I have to these shows, and my body is asking me to stop for a while"
SHORT = "I have given everything I have to these shows"
TEXT = """Mara Quinn cancels the rest of her summer tour

Singer Mara Quinn has cancelled the last eight dates of her summer tour, her label said on Tuesday.

"{quote}," Quinn wrote in a statement posted to her website.

Quinn, 29, had played forty shows since May.{extra}
"""
EXTRA = '\n\nQuinn said she would return in the spring. "I will be back," she added.'
WHEN = datetime.datetime(2025, 7, 15, 9, 30, tzinfo=datetime.UTC)


def write(story, key, outlet, quote=LONG, extra="", reason=None):
    text = TEXT.format(quote=quote, extra=extra)
    meta = ArticleMeta(outlet=outlet, published=WHEN, headline=f"Quinn cancels tour ({outlet})")
    return ingest_article(story, key, text, meta, reason=reason).article


@pytest.fixture
def updated(db):
    """A story of two outlets carrying one statement; Northline then trims its quote."""
    story = make_story(title="Quinn's tour", slug="tour")
    write(story, "test/northline.txt", "Northline")
    write(story, "test/courier.txt", "Courier", extra=" Fans said they understood.")
    article = write(story, "test/northline.txt", "Northline", quote=SHORT, extra=EXTRA)
    align_story(story)
    return Article.objects.select_related("outlet", "story").get(pk=article.pk)


def diff_url(article, old=1, new=2):
    return reverse("articles:article_diff", args=[article.outlet.slug, article.slug, old, new])


def test_the_article_page_says_how_many_times_it_was_updated(client, updated):
    page = client.get(updated.get_absolute_url()).content.decode()
    assert "Updated 1 time since Newsroom first saw it" in page
    assert f'href="{diff_url(updated)}"' in page


def test_the_diff_page_shows_the_words_and_the_quotes_that_changed(client, updated):
    response = client.get(diff_url(updated))
    page = response.content.decode()
    assert response.status_code == 200
    assert "What changed in “Quinn cancels tour (Northline)”" in page
    assert "and my body is asking me to stop for a while,&quot;</del>" in page
    assert "I will be back,&quot; she added.</ins>" in page
    assert re.search(r"<span class=\"tag\">changed</span>", page)
    assert "Before: <q>" + LONG + ",</q>" in page
    assert re.search(r"<span class=\"tag\">appeared</span>\s*<q>I will be back,</q>", page)
    diff = VersionDiff.objects.get(article=updated)
    assert f"{diff.words_added} words added, {diff.words_removed} removed" in page


def test_the_diff_page_is_a_permalink_with_its_own_preview(client, updated):
    page = client.get(diff_url(updated)).content.decode()
    url = f"http://testserver{diff_url(updated)}"
    assert f'<link rel="canonical" href="{url}">' in page
    assert f'<meta property="og:url" content="{url}">' in page
    assert '<meta property="og:title" content="What changed in “Quinn cancels tour' in page
    assert '"@type": "WebPage"' in page
    assert '"about": {"@type": "NewsArticle"' in page


def test_the_statement_page_says_when_an_outlet_reworded_a_quote(client, updated):
    statement = Statement.objects.get(story=updated.story)
    page = client.get(statement.get_absolute_url()).content.decode()
    assert "Northline changed its wording of this quote in an update seen" in page
    assert f"it used to read <q>{LONG},</q>" in page
    assert f'href="{diff_url(updated)}"' in page
    assert page.count("changed its wording") == 1  # Courier never changed its own


def test_a_story_stores_whether_an_update_reworded_a_quote(db):
    """The statement page looks for rewordings only in a story whose row says there are some."""
    story = make_story(title="Quinn's tour", slug="tour")
    write(story, "test/northline.txt", "Northline")
    write(story, "test/courier.txt", "Courier", extra=" Fans said they understood.")
    align_story(story)
    story.refresh_from_db()
    assert not story.has_reworded_quotes
    write(story, "test/northline.txt", "Northline", quote=SHORT, extra=EXTRA)
    align_story(story)
    story.refresh_from_db()
    assert story.has_reworded_quotes


def test_the_versions_page_lists_them_and_its_picker_goes_to_any_pair(client, updated):
    write(updated.story, "test/northline.txt", "Northline", quote=SHORT)  # version 3
    versions = reverse("articles:article_versions", args=["northline", updated.slug])
    page = client.get(versions).content.decode()
    assert page.count("<li>Version ") == 3
    assert page.count("(fetched from the web)") == 0 and page.count("(seed file)") == 3
    response = client.get(versions, {"old": "3", "new": "1"})
    assert response.status_code == 302 and response["Location"] == diff_url(updated, 1, 3)
    assert client.get(diff_url(updated, 1, 3)).status_code == 200
    bad = client.get(versions, {"old": "2", "new": "2"})
    assert bad.status_code == 400
    assert "Pick two different versions." in bad.content.decode()
    assert client.get(versions, {"old": "x"}).status_code == 400
    assert client.get(diff_url(updated, 1, 9)).status_code == 404


def test_article_text_in_a_diff_is_escaped(client, db):
    story = make_story(slug="escape")
    write(story, "test/x.txt", "Northline", quote="<script>alert(1)</script> old words")
    article = write(story, "test/x.txt", "Northline", quote="<b>new</b> words")
    page = client.get(diff_url(Article.objects.select_related("outlet").get(pk=article.pk)))
    html = page.content.decode()
    assert "<script>alert(1)" not in html and "<b>new</b>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;b&gt;new&lt;/b&gt;" in html


def test_an_editor_edit_and_a_changed_seed_file_each_make_a_version_with_their_reason(
    db, tmp_path: Path
):
    folder = tmp_path / "tour"
    folder.mkdir()
    path = folder / "quinn.txt"
    path.write_text(TEXT.format(quote=LONG, extra=""), encoding="utf-8")
    load_paths([folder])
    load_paths([folder])  # unchanged: no new version
    path.write_text(TEXT.format(quote=SHORT, extra=""), encoding="utf-8")
    load_paths([folder])
    article = Article.objects.get()
    reasons = list(article.versions.order_by("number").values_list("reason", flat=True))
    assert reasons == ["seed", "seed"]
    write(article.story, article.source_key, None, quote="Edited by hand", reason="editor")
    article.refresh_from_db()
    assert article.update_count == 2
    assert article.versions.last().reason == "editor"
    assert VersionDiff.objects.filter(article=article).count() == 3  # every pair
    assert VersionDiff.objects.filter(article=article, is_update=True).count() == 2


def test_an_article_saved_before_versions_were_kept_gets_its_old_text_as_version_1(db):
    story = make_story(slug="old")
    article = write(story, "test/old.txt", "Northline")
    ArticleVersion.objects.filter(article=article).delete()
    write(story, "test/old.txt", "Northline", quote=SHORT)
    old, new = ArticleVersion.objects.filter(article=article).order_by("number")
    assert LONG in old.body and SHORT in new.body and LONG not in new.body
    assert old.reason == "seed"


@pytest.mark.parametrize("updates", [1, 6])
def test_the_diff_and_versions_pages_cost_the_same_however_many_versions(
    client, db, django_assert_num_queries, updates
):
    story = make_story(slug=f"count-{updates}")
    for number in range(updates + 1):
        write(story, "test/count.txt", "Northline", quote=f"Take {number} of the words we said")
    article = Article.objects.select_related("outlet").get()
    versions = reverse("articles:article_versions", args=["northline", article.slug])
    # The article with its outlet and story, then its versions (or the one diff).
    with django_assert_num_queries(2):
        assert client.get(versions).status_code == 200
    with django_assert_num_queries(2):
        assert client.get(diff_url(article, 1, updates + 1)).status_code == 200
