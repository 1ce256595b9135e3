"""Articles from the web: add one by its URL, and fetch them again for new versions.

The admin's "Add article from URL" and ``add_article`` fetch and read a page
with ``fetch_article()``, then write it with ``save_fetched()`` through the
same ``ingest_article()`` as every other article, in one transaction with its
``ArticleFetch``. ``refetch_article()`` asks again with the page's validators:
an unchanged page costs one conditional request and writes nothing.
"""

from __future__ import annotations

import datetime
import hashlib
import itertools
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit, urlunsplit

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from ..extraction.html import WebArticle, read_web_article
from ..models import Article, ArticleFetch, ArticleVersion, Event
from .alignment import align_story
from .fetching import FetchError, fetch_page
from .reading import ArticleMeta, IngestError, text_hash
from .writing import Outcome, ingest_article, reingest_article

FETCH = ArticleVersion.Reason.FETCH


@dataclass(frozen=True)
class Fetched:
    """A page fetched and read: where it was asked for, where it ended, what it says."""

    url: str
    final_url: str
    article: WebArticle
    etag: str = ""
    last_modified: str = ""

    @property
    def canonical_url(self) -> str:
        return without_fragment(self.article.canonical_url or self.final_url)

    def as_dict(self) -> dict:
        """Return the fetched page as JSON-ready data (the admin keeps it in the session)."""
        found = self.article
        return {
            **{name: getattr(self, name) for name in ("url", "final_url", "etag", "last_modified")},
            **{name: getattr(found, name) for name in ("text", "headline", "byline", "site_name")},
            "canonical_url": found.canonical_url,
            "published": found.published.isoformat() if found.published else None,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Fetched:
        published = data.get("published")
        found = WebArticle(
            text=data["text"],
            headline=data.get("headline", ""),
            byline=data.get("byline", ""),
            published=datetime.datetime.fromisoformat(published) if published else None,
            site_name=data.get("site_name", ""),
            canonical_url=data.get("canonical_url", ""),
        )
        return cls(
            data["url"],
            data["final_url"],
            found,
            data.get("etag", ""),
            data.get("last_modified", ""),
        )

    def meta(self, outlet: str | None = None) -> ArticleMeta:
        """Return the ingest metadata the page gives; ``outlet`` wins over its site name."""
        found = self.article
        return ArticleMeta(
            outlet=outlet or found.site_name or None,
            url=self.canonical_url,
            published=found.published,
            headline=found.headline or None,
            byline=found.byline or None,
        )


def without_fragment(url: str) -> str:
    parts = urlsplit(url.strip())
    return urlunsplit((parts.scheme, parts.netloc, parts.path or "/", parts.query, ""))


def fetch_article(url: str) -> Fetched:
    """Fetch ``url`` and read its article; raise ``FetchError`` for anything else."""
    page = fetch_page(url)
    found = read_web_article(page.html, page.url)
    if found is None:
        raise FetchError("not_article", f"{url}: not an article: the page has no article text")
    return Fetched(url, page.url, found, page.etag, page.last_modified)


def find_duplicate(story: Event, *urls: str) -> Article | None:
    """Return the story's article at any of ``urls`` (canonical or fetched), if it has one."""
    urls = {without_fragment(url) for url in urls if url}
    return (
        Article.objects.filter(story=story)
        .filter(Q(url__in=urls) | Q(fetch__url__in=urls))
        .only("headline")
        .first()
    )


def duplicate_message(story: Event, article: Article) -> str:
    return f"“{story}” already has this article: “{article.headline}”."


def source_key_for(story: Event, fetched: Fetched) -> str:
    digest = hashlib.sha256(fetched.canonical_url.encode()).hexdigest()[:40]
    return f"url:{story.pk}:{digest}"


def save_fetched(
    story: Event,
    fetched: Fetched,
    meta: ArticleMeta,
    text: str | None = None,
    *,
    reason: str = FETCH,
) -> Outcome:
    """Write the fetched article (``text`` as the editor checked it, else as read) and its source.

    Refused with ``IngestError`` if the story has it already. The article and
    its ``ArticleFetch`` are written in one transaction; nothing is left half
    saved.
    """
    with transaction.atomic():
        duplicate = find_duplicate(story, fetched.canonical_url, fetched.final_url, meta.url)
        if duplicate is not None:
            raise IngestError(duplicate_message(story, duplicate))
        outcome = ingest_article(
            story, source_key_for(story, fetched), text or fetched.article.text, meta, reason=reason
        )
        ArticleFetch.objects.create(
            article=outcome.article,
            url=fetched.final_url,
            etag=fetched.etag[:500],
            last_modified=fetched.last_modified[:100],
            text_hash=text_hash(fetched.article.text),
        )
    return outcome


def add_article(url: str, story: Event, outlet: str | None = None) -> Outcome:
    """Fetch ``url``, add its article to ``story`` and align the story (``add_article``)."""
    fetched = fetch_article(url)
    duplicate = find_duplicate(story, url, fetched.final_url, fetched.canonical_url)
    if duplicate is not None:
        raise IngestError(duplicate_message(story, duplicate))
    outcome = save_fetched(story, fetched, fetched.meta(outlet))
    align_story(story)
    return outcome


@dataclass
class Refetch:
    """What fetching one article again found: ``unchanged``, ``updated`` or ``failed``."""

    article: Article
    status: str
    message: str = ""
    version: ArticleVersion | None = None


@dataclass
class HostPacer:
    """Wait so that one host gets at most one request every ``delay`` seconds."""

    delay: float
    last: dict[str, float] = field(default_factory=dict)

    def wait(self, url: str) -> None:
        host = urlsplit(url).hostname or ""
        if host in self.last:
            time.sleep(max(0.0, self.last[host] + self.delay - time.monotonic()))
        self.last[host] = time.monotonic()


def refetch_article(article: Article) -> Refetch:
    """Fetch ``article`` again, conditionally; store a changed text as its next version.

    ``article`` comes with its ``fetch``, ``story`` and ``outlet``. The
    article's metadata stay as the editor saved them; only the text is read
    again, through ``ingest_article()``, which keeps the quotes editors
    verified or edited. A 304, or the same text as last read, writes nothing
    (new validators aside).
    """
    source = article.fetch
    try:
        page = fetch_page(source.url, etag=source.etag, last_modified=source.last_modified)
        if not page.is_modified:
            return Refetch(article, "unchanged", "not modified (304)")
        found = read_web_article(page.html, page.url)
        if found is None:
            raise FetchError("not_article", f"{source.url}: not an article any more")
    except FetchError as exc:
        return Refetch(article, "failed", str(exc))
    # What the page says now, beside what it said last time: an editor's edit of
    # the article is not a change of the page, and is not undone by one.
    seen = {
        "etag": page.etag[:500],
        "last_modified": page.last_modified[:100],
        "text_hash": text_hash(found.text),
    }
    with transaction.atomic():
        if any(getattr(source, name) != value for name, value in seen.items()):
            ArticleFetch.objects.filter(pk=source.pk).update(**seen)
        if seen["text_hash"] == source.text_hash or found.text == article.body:
            return Refetch(article, "unchanged", "same text")
        try:
            reingest_article(article, found.text, reason=FETCH)
        except IngestError as exc:
            transaction.set_rollback(True)
            return Refetch(article, "failed", f"{source.url}: {exc}")
    version = article.versions.order_by("-number").first()
    align_story(article.story)
    return Refetch(article, "updated", f"new version {version.number}", version)


def articles_to_refetch(story: Event | None = None, since_hours: float | None = None):
    """Return the articles added by URL, of ``story``, added in the last ``since_hours``.

    Hosts take turns (one article of each, then the next), so that waiting
    for one host's delay overlaps with asking the others.
    """
    articles = Article.objects.filter(fetch__isnull=False).select_related(
        "fetch", "story", "outlet"
    )
    if story is not None:
        articles = articles.filter(story=story)
    if since_hours is not None:
        since = timezone.now() - datetime.timedelta(hours=since_hours)
        articles = articles.filter(fetch__created_at__gte=since)
    by_host: dict[str, list[Article]] = {}
    for article in articles.order_by("fetch__created_at", "pk"):
        by_host.setdefault(urlsplit(article.fetch.url).hostname or "", []).append(article)
    turns = itertools.zip_longest(*by_host.values())
    return [article for turn in turns for article in turn if article is not None]


def refetch_articles(articles, pacer: HostPacer, progress=lambda message: None) -> list[Refetch]:
    """Fetch each of ``articles`` again, ``pacer`` keeping the hosts' pace; report each one."""
    results = []
    for number, article in enumerate(articles, 1):
        pacer.wait(article.fetch.url)
        result = refetch_article(article)
        results.append(result)
        progress(
            f"[{number}/{len(articles)}] {article.fetch.url}: {result.status}, {result.message}"
        )
    return results
