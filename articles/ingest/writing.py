"""Write one article: run the pipeline on its text and store what it found, in one transaction.

Quotes and people an editor verified or edited are kept as the editor left them.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.db import transaction
from django.utils.text import slugify

from ..extraction import extract
from ..extraction import types as x
from ..models import Article, Event, MomentSource, Outlet, Person, Quote
from .counts import touch_stories
from .people import save_people
from .reading import ArticleMeta, IngestError, content_hash, text_hash
from .slugs import unique_slug
from .versions import reason_for, record_version, version_before


@dataclass
class Outcome:
    """What happened to one article file."""

    source_key: str
    status: str  # "created", "updated", "unchanged", "failed"
    message: str = ""
    quotes: int = 0
    people: int = 0
    moments: int = 0
    article: Article | None = None

    def summary(self) -> str:
        return (
            f"{self.quotes} quote{'s' if self.quotes != 1 else ''}, "
            f"{self.people} {'person' if self.people == 1 else 'people'}, "
            f"{self.moments} moment{'s' if self.moments != 1 else ''}"
        )


def get_or_create_story(slug: str, title: str | None, summary: str = "", framing_words=()):
    """Return the story with ``slug``, creating it (or filling in its metadata)."""
    story, created = Event.objects.get_or_create(
        slug=slug,
        defaults={
            "title": title or slug.replace("-", " ").capitalize(),
            "summary": summary,
            "framing_words": list(framing_words),
        },
    )
    if not created and not story.is_edited:
        changed = {
            key: value
            for key, value in {
                "title": title,
                "summary": summary,
                "framing_words": list(framing_words),
            }.items()
            if value and getattr(story, key) != value
        }
        if changed:
            Event.objects.filter(pk=story.pk).update(**changed)
            touch_stories([story.pk])
            for key, value in changed.items():
                setattr(story, key, value)
    return story


def meta_of_article(article: Article) -> ArticleMeta:
    """Return the ingest metadata an article's current fields amount to."""
    return ArticleMeta(
        outlet=article.outlet.name if article.outlet_id else None,
        url=article.url,
        published=article.published_at,
        headline=article.headline or None,
        byline=article.byline or None,
    )


def get_or_create_outlet(name: str) -> Outlet:
    slug = slugify(name) or "outlet"
    outlet, _ = Outlet.objects.get_or_create(slug=slug, defaults={"name": name})
    return outlet


def ingest_article(
    story: Event | None,
    source_key: str,
    text: str,
    meta: ArticleMeta | None = None,
    *,
    force: bool = False,
    dry_run: bool = False,
    known_people: list[Person] | None = None,
    reason: str | None = None,
) -> Outcome:
    """Run the pipeline on ``text`` and write the article, in one transaction.

    An article whose text and metadata are unchanged is left alone unless
    ``force`` (the admin's "re-run extraction"). Verified or edited quotes and
    edited people are kept as the editor left them. ``story`` may be None only
    for a dry run of a story that does not exist yet. ``known_people``, the
    story's people so far, saves a loader of many articles from asking for
    them again per article; it is extended with anyone new. No ``meta`` is
    no metadata beyond the text.

    A changed text is kept as the article's next version, marked with
    ``reason`` (an ``ArticleVersion.Reason``; by default how the article came
    in, from its ``source_key``).
    """
    meta = meta or ArticleMeta()
    digest = content_hash(text, meta)
    existing = Article.objects.filter(source_key=source_key).first()
    if existing and existing.content_hash == digest and not force:
        return Outcome(source_key, "unchanged", article=existing)
    same_length = (
        Article.objects.filter(story=story, word_count=len(text.split()))
        .exclude(source_key=source_key)
        .only("source_key", "body")
        if story
        else []
    )
    for other in same_length:
        if text_hash(other.body) == text_hash(text):
            raise IngestError(f"{source_key}: same text as {other.source_key}")
    status = "updated" if existing else "created"
    reference = (
        meta.published or (existing and existing.published_at) or (story and story_reference(story))
    )
    found = extract(text, reference.date() if reference else None)
    outcome = Outcome(
        source_key,
        status,
        quotes=len(found.quotes),
        people=len(found.people),
        moments=len(found.moments),
    )
    if dry_run:
        return outcome
    with transaction.atomic():
        earlier = version_before(existing, text)
        article = _save_article(story, source_key, text, meta, found, digest, existing)
        people = save_people(article, found, known_people)
        _save_quotes(article, found, people)
        _save_moment_sources(article, found, people)
        record_version(article, reason or reason_for(source_key), earlier)
        # The story's version (its updated_at) keys caches of its pages.
        touch_stories([article.story_id])
    outcome.article = article
    return outcome


def reingest_article(article: Article, text: str | None = None, **options) -> Outcome:
    """Run ``ingest_article()`` again on a stored article, with ``text`` or its own body.

    Its metadata stay as they are; ``options`` go to ``ingest_article()``.
    """
    return ingest_article(
        article.story,
        article.source_key,
        article.body if text is None else text,
        meta_of_article(article),
        **options,
    )


def story_reference(story: Event) -> datetime.datetime | None:
    """Return the middle publication time of the story's dated articles (the earlier of the
    two middle ones), the reference an undated article's relative dates count from.

    On the gathered celebrity tuning events it is the date the annotators inferred for 50
    of 106 undated pages (within 12 days on average); the latest date, which a late
    follow-up moves, was it for 24 (43 days).
    """
    dated = Article.objects.filter(story=story, published_at__isnull=False)
    count = dated.count()
    if not count:
        return None
    return dated.order_by("published_at").values_list("published_at", flat=True)[(count - 1) // 2]


def _save_article(story, source_key, text, meta, found, digest, existing) -> Article:
    article = existing or Article(story=story, source_key=source_key)
    article.story = story
    article.body = text
    article.content_hash = digest
    article.word_count = len(text.split())
    article.headline = (meta.headline or found.headline or _first_line(text))[:500]
    article.byline = (meta.byline or found.byline or "")[:300]
    article.url = meta.url or article.url
    article.published_at = meta.published or article.published_at
    outlet_name = meta.outlet or found.outlet
    if outlet_name:
        article.outlet = get_or_create_outlet(outlet_name)
    if not article.slug:
        article.slug = unique_slug(Article.objects.all(), article.headline, max_length=80)
    article.save()
    return article


def _first_line(text: str) -> str:
    line = next((line.strip() for line in text.splitlines() if line.strip()), "Untitled")
    return line if len(line) <= 120 else line[:117].rsplit(" ", 1)[0] + "…"


def _save_quotes(article: Article, found: x.Extraction, people: dict[str, Person]) -> None:
    """Replace the article's quotes with the new ones, keeping what an editor touched."""
    kept = list(article.quotes.kept_on_reextraction())
    article.quotes.exclude(pk__in=[q.pk for q in kept]).delete()
    for quote in kept:  # the text may have moved if the body changed
        if article.body[quote.start : quote.end] != quote.text:
            at = article.body.find(quote.text)
            if at >= 0:
                quote.start, quote.end = at, at + len(quote.text)
                quote.save(update_fields=["start", "end"])
    taken = [(q.start, q.end) for q in kept]
    new = [
        Quote(
            article=article,
            speaker=people.get(q.speaker) if q.speaker else None,
            speaker_label=("" if q.speaker in people else (q.speaker_label or q.speaker or ""))[
                :100
            ],
            text=q.text,
            start=q.start,
            end=q.end,
            cue=(q.cue or "")[:50],
            is_fragment=q.is_fragment,
        )
        for q in found.quotes
        if q.end > q.start and not any(s < q.end and q.start < e for s, e in taken)
    ]
    Quote.objects.bulk_create(new)


def _save_moment_sources(article: Article, found: x.Extraction, people) -> None:
    article.moment_sources.all().delete()
    MomentSource.objects.bulk_create(
        [
            MomentSource(
                article=article,
                expression=m.expression[:100],
                sentence=m.sentence,
                start=m.sentence_start,
                end=m.sentence_end,
                occurred_on=m.date,
                precision=m.precision,
            )
            for m in found.moments
            if m.sentence_end > m.sentence_start
        ],
        ignore_conflicts=True,  # two dates in one sentence: one source
    )
