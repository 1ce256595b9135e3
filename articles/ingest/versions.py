"""Keep every text an article has had: a version per change, and the diffs the pages show.

``ingest_article()`` calls ``record_version()`` in its transaction once the
article and its quotes are written. Every pair of versions gets its
``VersionDiff`` there and then (an article changes a handful of times), so
the diff page, the article page and the statement page only read.
"""

from __future__ import annotations

from dataclasses import asdict

from django.utils import timezone

from ..extraction.versions import compare_quotes, diff_texts
from ..models import Article, ArticleVersion, VersionDiff

Reason = ArticleVersion.Reason


def reason_for(source_key: str) -> str:
    """Return how an article with this ``source_key`` first came in."""
    if source_key.startswith("url:"):
        return Reason.FETCH
    if source_key.startswith("admin/"):
        return Reason.EDITOR
    return Reason.SEED


def quotes_of(article: Article) -> list[list[str]]:
    """Return the article's quotes as stored, ``[speaker, text]`` each, in reading order."""
    return [
        [quote.speaker_name or "", quote.text]
        for quote in article.quotes.select_related("speaker").order_by("start")
    ]


def version_before(existing: Article | None, text: str) -> ArticleVersion | None:
    """Return, unsaved, the version an article's text about to change had, if none is stored.

    Articles written before versions were kept have none; their old text,
    last seen when the article was last saved, becomes version 1.
    """
    if existing is None or existing.body == text or existing.versions.exists():
        return None
    return ArticleVersion(
        article=existing,
        number=1,
        headline=existing.headline,
        body=existing.body,
        word_count=existing.word_count,
        quotes=quotes_of(existing),
        reason=reason_for(existing.source_key),
        seen_at=existing.updated_at,
    )


def record_version(
    article: Article, reason: str, earlier: ArticleVersion | None = None
) -> ArticleVersion | None:
    """Store the article's text as its next version if it differs from the latest one.

    ``earlier`` (from ``version_before()``) is stored first. Return the new
    version, or None when the text is the latest version's.
    """
    if earlier is not None:
        earlier.save()
    versions = list(article.versions.order_by("number"))
    if versions and versions[-1].body == article.body:
        return None
    new = ArticleVersion.objects.create(
        article=article,
        number=len(versions) + 1,
        headline=article.headline,
        body=article.body,
        word_count=article.word_count,
        quotes=quotes_of(article),
        reason=reason,
        seen_at=timezone.now(),
    )
    VersionDiff.objects.bulk_create([diff_versions(old, new) for old in versions])
    article.update_count = len(versions)
    Article.objects.filter(pk=article.pk).update(update_count=article.update_count)
    return new


def diff_versions(old: ArticleVersion, new: ArticleVersion) -> VersionDiff:
    """Return, unsaved, what changed from ``old`` to ``new``: the text and the quotes."""
    text = diff_texts(old.body, new.body)
    quotes = compare_quotes(
        [tuple(pair) for pair in old.quotes], [tuple(pair) for pair in new.quotes]
    )
    return VersionDiff(
        article_id=new.article_id,
        old=old,
        new=new,
        is_update=new.number == old.number + 1,
        paragraphs=[[list(run) for run in runs] for runs in text.paragraphs],
        words_added=text.words_added,
        words_removed=text.words_removed,
        quote_changes=[asdict(change) for change in quotes],
        changed_quote_count=sum(1 for change in quotes if change.kind == "changed"),
    )
