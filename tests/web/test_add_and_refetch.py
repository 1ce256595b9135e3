"""add_article and refetch_articles: an article from its URL, and its later versions."""

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from articles.ingest import reingest_article
from articles.models import Article, ArticleFetch, ArticleVersion, Outlet, Quote, VersionDiff
from tests.factories import make_story

STORY_PATH = "/news/mara-quinn-tour"
WRITES = ("INSERT", "UPDATE", "DELETE")


def add(web, path=STORY_PATH, *args):
    out = io.StringIO()
    call_command("add_article", web.url(path), "--story", "tour", *args, stdout=out)
    return out.getvalue()


def row_counts():
    return [model.objects.count() for model in (Article, ArticleVersion, VersionDiff, Quote)]


def refetch(*args):
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("refetch_articles", *args, stdout=out, stderr=err)
    except CommandError as exc:
        return out.getvalue(), err.getvalue(), exc
    return out.getvalue(), err.getvalue(), None


@pytest.fixture
def story(db):
    return make_story(title="Mara Quinn's tour", slug="tour")


def test_add_article_fetches_reads_and_ingests_the_page(web, story):
    output = add(web)
    article = Article.objects.select_related("outlet", "fetch").get()
    assert "Added “Mara Quinn cancels the rest of her summer tour” (Northline News)" in output
    assert article.story == story
    assert article.outlet.name == "Northline News"
    assert article.byline == "Priya Nair"
    assert article.published_at.isoformat() == "2025-07-15T09:30:00+00:00"
    assert article.url == web.url(STORY_PATH)
    assert article.source_key.startswith(f"url:{story.pk}:")
    assert (article.fetch.url, article.fetch.etag) == (web.url(STORY_PATH), '"quinn-v1"')
    speakers = {q.text.split(",")[0]: q.speaker_name for q in article.quotes.all()}
    assert speakers["Every ticket will be refunded in full"] == "Dev Patel"
    assert speakers["I have given everything I have to these shows"] == "Mara Quinn"
    version = article.versions.get()
    assert (version.number, version.reason, article.update_count) == (1, "fetch", 0)


def test_add_article_takes_the_outlet_given(web, story):
    add(web, STORY_PATH, "--outlet", "Quinn Weekly")
    assert Article.objects.get().outlet.name == "Quinn Weekly"


def test_a_url_already_in_the_story_is_not_added_twice(web, story):
    add(web, "/news/leo-marsh-stage")
    for path in ("/news/leo-marsh-stage", "/moved"):  # the same page, by its canonical URL
        with pytest.raises(CommandError, match="“Mara Quinn's tour” already has this article"):
            add(web, path)
    assert Article.objects.count() == 1


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("/missing", "not found"),
        ("/slow", "timed out"),
        ("/huge", "too large"),
        ("/report.pdf", "not an article"),
    ],
)
def test_a_refused_page_saves_nothing(web, story, path, message):
    with pytest.raises(CommandError, match=message):
        add(web, path)
    assert not Article.objects.exists()
    assert not ArticleFetch.objects.exists()
    assert not Outlet.objects.exists()


def test_a_refetch_of_an_unchanged_page_costs_one_conditional_request_and_writes_nothing(
    web, story
):
    add(web)
    web.requests.clear()
    rows = row_counts()
    with CaptureQueriesContext(connection) as queries:
        output, _, failed = refetch("--delay", "0")
    assert failed is None
    assert [path for path, _ in web.requests] == [STORY_PATH]
    assert web.requests[0][1]["If-None-Match"] == '"quinn-v1"'
    assert not [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(WRITES)]
    assert len(queries) == 1  # the articles to check
    assert rows == [
        model.objects.count() for model in (Article, ArticleVersion, VersionDiff, Quote)
    ]
    assert f"[1/1] {web.url(STORY_PATH)}: unchanged, not modified (304)" in output
    assert "Checked 1 article: 0 updated, 1 unchanged, 0 failed." in output


def test_a_changed_page_becomes_a_new_version_with_its_diff_and_changed_quotes(web, story):
    add(web)
    patel = Quote.objects.get(text__startswith="Every ticket")
    patel.speaker_label, patel.speaker, patel.is_verified = "the label", None, True
    patel.save()
    web.story_version = 2
    output, _, failed = refetch()
    assert failed is None
    assert f"{web.url(STORY_PATH)}: updated, new version 2" in output
    article = Article.objects.get()
    assert article.update_count == 1
    assert "I will be back, and I will be stronger" in article.body
    assert article.fetch.etag == '"quinn-v2"'
    old, new = article.versions.order_by("number")
    assert (old.reason, new.reason) == ("fetch", "fetch")
    assert new.seen_at > old.seen_at
    diff = VersionDiff.objects.get()
    assert (diff.old, diff.new, diff.is_update) == (old, new, True)
    inserted = [text for runs in diff.paragraphs for op, text in runs if op == "insert"]
    deleted = [text for runs in diff.paragraphs for op, text in runs if op == "delete"]
    assert any("I will be back, and I will be stronger" in text for text in inserted)
    assert any("and my body is asking me to stop for a while" in text for text in deleted)
    changes = {change["kind"]: change for change in diff.quote_changes}
    assert set(changes) == {"changed", "appeared"}
    assert changes["changed"]["old"].endswith("my body is asking me to stop for a while,")
    assert changes["changed"]["new"] == "I have given everything I have to these shows,"
    assert changes["changed"]["speaker"] == "Mara Quinn"
    assert changes["appeared"]["new"] == "I will be back, and I will be stronger,"
    assert diff.changed_quote_count == 1
    # The editor's verified correction survives the re-extraction.
    patel = Quote.objects.get(text__startswith="Every ticket")
    assert (patel.speaker_label, patel.is_verified) == ("the label", True)
    # Fetched again, unchanged: still two versions.
    _, _, failed = refetch()
    assert failed is None
    assert article.versions.count() == 2


def test_refetch_names_every_failure_and_exits_non_zero(web, story):
    add(web)
    add(web, "/news/leo-marsh-stage")
    web.gone.update({STORY_PATH, "/news/leo-marsh-stage"})
    output, errors, failed = refetch()
    assert str(failed) == "2 article(s) could not be fetched (see above)."
    assert f"error: {web.url(STORY_PATH)}: not found (the site answered 404)" in errors
    assert f"error: {web.url('/news/leo-marsh-stage')}: not found" in errors
    assert "Checked 2 articles: 0 updated, 0 unchanged, 2 failed." in output
    assert ArticleVersion.objects.count() == 2  # one each, as added


def test_refetch_picks_articles_by_story_and_age(web, story):
    add(web)
    other = make_story(slug="other")
    call_command(
        "add_article", web.url("/news/leo-marsh-stage"), "--story", "other", stdout=io.StringIO()
    )
    web.requests.clear()
    refetch("--story", "other")
    assert [path for path, _ in web.requests] == ["/news/leo-marsh-stage"]
    ArticleFetch.objects.filter(article__story=other).update(created_at="2020-01-01T00:00:00Z")
    web.requests.clear()
    refetch("--since", "24")
    assert [path for path, _ in web.requests] == [STORY_PATH]
    with pytest.raises(CommandError, match="No story with the slug 'nope'"):
        call_command("refetch_articles", "--story", "nope")


def test_one_host_gets_one_request_per_delay(web, story, monkeypatch):
    """Two articles of one host: the second request waits for the delay (no real sleeping)."""
    add(web)
    add(web, "/news/leo-marsh-stage")
    waits = []
    monkeypatch.setattr("articles.ingest.web.time.sleep", waits.append)
    refetch("--delay", "4")
    assert len(waits) == 1 and 3 < waits[0] <= 4


def test_an_editors_edit_is_no_change_of_the_page_and_is_not_undone_by_a_refetch(web, story):
    """A site without validators answers 200 every time; the page's text decides."""
    add(web)
    article = Article.objects.select_related("story", "outlet").get()
    edited = article.body.replace("Fans outside the Leeds arena said they understood.", "")
    reingest_article(article, edited, reason="editor")
    web.validators = False
    output, _, failed = refetch()
    assert failed is None and "unchanged, same text" in output
    article.refresh_from_db()
    assert article.body == edited
    assert list(article.versions.values_list("reason", flat=True)) == ["fetch", "editor"]
    web.story_version = 2  # the outlet's own update is a new version
    output, _, _ = refetch()
    assert "updated, new version 3" in output
    assert article.versions.order_by("number").last().reason == "fetch"
