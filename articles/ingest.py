"""Turn article texts into the database: the only code that writes pipeline output.

``load_paths()`` reads story folders (``load_seeds``); ``ingest_article()`` runs
the pipeline on one text and writes it in one transaction (the admin calls it
too); ``align_story()`` joins what the story's articles say into statements,
people and moments, and stores what the story's pages count
(``store_aggregates()``; the admin calls ``refresh_stories()`` after every
change). Anything an editor verified or edited survives a re-run.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.db import IntegrityError, transaction
from django.db.models import Count, F, Min, Sum, Window
from django.db.models.functions import Coalesce, Length, RowNumber
from django.utils import timezone
from django.utils.text import slugify

from .caching import forget_versions
from .extraction import extract
from .extraction import types as x
from .extraction.align import (
    MomentRef,
    PersonRef,
    QuoteRef,
    group_statements,
    merge_moments,
    merge_people,
    word_diff,
)
from .extraction.compare import count_framing, own_voice_words, prose_sentence_keys
from .models import (
    Article,
    ArticleMeasures,
    Coverage,
    Event,
    Mention,
    MomentSource,
    Outlet,
    Person,
    Quote,
    Statement,
    StoryPerson,
)
from .redirects import record_slug_change

ARTICLE_KEYS = {"file", "outlet", "url", "published", "headline", "byline"}
EVENT_KEYS = {"title", "slug", "summary", "framing_words"}
WEB_URL = URLValidator(schemes=["http", "https"])


class IngestError(Exception):
    """A file that cannot be loaded; the message names the reason in one line."""


@dataclass(frozen=True)
class ArticleMeta:
    outlet: str | None = None
    url: str = ""
    published: datetime.datetime | None = None
    headline: str | None = None
    byline: str | None = None


@dataclass
class StoryFolder:
    path: Path
    slug: str
    title: str | None = None
    summary: str = ""
    framing_words: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    meta: dict[str, ArticleMeta] = field(default_factory=dict)
    errors: list[tuple[Path, str]] = field(default_factory=list)


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


@dataclass
class Alignment:
    statements: int = 0
    moments: int = 0
    conflicts: int = 0
    changed: int = 0


# Reading ------------------------------------------------------------------


def find_story_folders(paths: Iterable[Path]) -> Iterator[StoryFolder | tuple[Path, str]]:
    """Yield each story folder under ``paths``, or ``(path, reason)`` for a bad one.

    A folder holding ``.txt`` files (or an ``event.toml``) is a story; a folder
    holding only folders is a collection of stories.
    """
    for path in paths:
        if not path.exists():
            yield path, "no such file or folder"
        elif path.is_file():
            yield path, "expected a story folder (a folder of .txt files), not a file"
        elif _is_story(path):
            yield _read_or_reason(path)
        else:
            stories = [child for child in sorted(path.iterdir()) if _is_story(child)]
            if not stories:
                yield path, "no .txt articles and no story folders in it"
            for child in stories:
                yield _read_or_reason(child)


def _is_story(path: Path) -> bool:
    return path.is_dir() and (any(path.glob("*.txt")) or (path / "event.toml").exists())


def _read_or_reason(path: Path) -> StoryFolder | tuple[Path, str]:
    try:
        return read_story_folder(path)
    except IngestError as exc:
        return path / "event.toml", str(exc).removeprefix(f"{path / 'event.toml'}: ")


def read_story_folder(path: Path) -> StoryFolder:
    """Read a story folder's ``event.toml`` (if any) and list its articles."""
    story = StoryFolder(path=path, slug=slugify(path.name) or "story")
    story.files = sorted(path.glob("*.txt"))
    toml_path = path / "event.toml"
    if not toml_path.exists():
        return story
    try:
        data = tomllib.loads(toml_path.read_text(encoding="utf-8-sig"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise IngestError(f"{toml_path}: not valid TOML: {exc}") from exc
    event = data.get("event", {})
    if not isinstance(event, dict):
        raise IngestError(f"{toml_path}: [event] must be a table")
    unknown = set(event) - EVENT_KEYS
    if unknown:
        raise IngestError(f"{toml_path}: unknown [event] keys: {', '.join(sorted(unknown))}")
    story.title = _optional_str(toml_path, "title", event.get("title"))
    story.slug = slugify(event.get("slug") or "") or story.slug
    story.summary = _optional_str(toml_path, "summary", event.get("summary")) or ""
    words = event.get("framing_words", [])
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise IngestError(f"{toml_path}: framing_words must be a list of strings")
    story.framing_words = [w.strip().lower() for w in words if w.strip()]
    entries = data.get("articles", [])
    if not isinstance(entries, list):
        raise IngestError(f"{toml_path}: [[articles]] must be an array of tables")
    for number, entry in enumerate(entries, 1):
        where = f"{toml_path}: [[articles]] #{number}"
        try:
            name, meta = _article_meta(where, entry)
        except IngestError as exc:
            story.errors.append((toml_path, str(exc)))
            if isinstance(entry, dict) and isinstance(entry.get("file"), str):
                # Loading it without its metadata would publish it wrongly.
                story.files = [f for f in story.files if f.name != entry["file"]]
            continue
        if not (path / name).is_file():
            story.errors.append((path / name, f"named in {toml_path.name} but not found"))
            continue
        story.meta[name] = meta
    return story


def _article_meta(where: str, entry: object) -> tuple[str, ArticleMeta]:
    if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
        raise IngestError(f'{where}: needs file = "NAME.txt"')
    unknown = set(entry) - ARTICLE_KEYS
    if unknown:
        raise IngestError(f"{where}: unknown keys: {', '.join(sorted(unknown))}")
    return entry["file"], ArticleMeta(
        outlet=_optional_str(where, "outlet", entry.get("outlet")),
        url=_web_url(where, entry.get("url")),
        published=parse_published(entry.get("published"), where),
        headline=_optional_str(where, "headline", entry.get("headline")),
        byline=_optional_str(where, "byline", entry.get("byline")),
    )


def _web_url(where: str, value: object) -> str:
    """Return an http(s) URL, or "" when none is given: anything else could run as a link."""
    url = _optional_str(where, "url", value) or ""
    try:
        if url:
            WEB_URL(url)
    except ValidationError:
        raise IngestError(f"{where}: url must be an http(s) address, not {url[:80]!r}") from None
    return url


def _optional_str(where: object, key: str, value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise IngestError(f"{where}: {key} must be a string")
    return value.strip() or None


def parse_published(value: object, where: str = "published") -> datetime.datetime | None:
    """Return an aware datetime from a TOML date, datetime or ISO string."""
    if value is None or value == "":
        return None
    if isinstance(value, str):
        try:
            value = datetime.datetime.fromisoformat(value.strip())
        except ValueError:
            raise IngestError(
                f"{where}: bad date {value!r} (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)"
            ) from None
    if isinstance(value, datetime.datetime):
        return value if timezone.is_aware(value) else value.replace(tzinfo=datetime.UTC)
    if isinstance(value, datetime.date):
        return datetime.datetime.combine(value, datetime.time(), tzinfo=datetime.UTC)
    raise IngestError(f"{where}: bad date {value!r} (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)")


def read_article_text(path: Path) -> tuple[str, list[str]]:
    """Return the text of an article file and any warnings; raise IngestError if unusable.

    UTF-8 is expected (a BOM is accepted and dropped). Text that is not UTF-8
    is decoded as Windows-1252, with a warning, since that is what most
    mis-saved news copy turns out to be.
    """
    limit = settings.NEWSROOM_MAX_ARTICLE_BYTES
    size = path.stat().st_size
    if size > limit:
        raise IngestError(f"{path}: too large ({size:,} bytes; the limit is {limit:,} bytes)")
    data = path.read_bytes()
    if b"\x00" in data:
        raise IngestError(f"{path}: binary file (contains NUL bytes), not text")
    warnings = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            raise IngestError(
                f"{path}: not UTF-8 (bad byte at {exc.start}) and not Windows-1252"
            ) from None
        warnings.append(f"{path}: not UTF-8 (bad byte at {exc.start}); read as Windows-1252")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise IngestError(f"{path}: empty (no text)")
    return text, warnings


# Writing one article ------------------------------------------------------


def content_hash(text: str, meta: ArticleMeta) -> str:
    payload = json.dumps(
        [
            text,
            meta.outlet,
            meta.url,
            meta.published and meta.published.isoformat(),
            meta.headline,
            meta.byline,
        ],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def text_hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode()).hexdigest()


def get_or_create_story(slug: str, title: str | None, summary: str = "", framing_words=()):
    """Return the story with ``slug``, creating it (or filling in its metadata)."""
    story, created = Event.objects.get_or_create(
        parent=None,
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


def get_or_create_outlet(name: str) -> Outlet:
    slug = slugify(name) or "outlet"
    outlet, _ = Outlet.objects.get_or_create(slug=slug, defaults={"name": name})
    return outlet


def ingest_article(
    story: Event | None,
    source_key: str,
    text: str,
    meta: ArticleMeta = ArticleMeta(),
    *,
    force: bool = False,
    dry_run: bool = False,
    known_people: list[Person] | None = None,
) -> Outcome:
    """Run the pipeline on ``text`` and write the article, in one transaction.

    An article whose text and metadata are unchanged is left alone unless
    ``force`` (the admin's "re-run extraction"). Verified or edited quotes and
    edited people are kept as the editor left them. ``story`` may be None only
    for a dry run of a story that does not exist yet. ``known_people``, the
    story's people so far, saves a loader of many articles from asking for
    them again per article; it is extended with anyone new.
    """
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
        article = _save_article(story, source_key, text, meta, found, digest, existing)
        people = _save_people(article, found, known_people)
        _save_quotes(article, found, people)
        _save_moment_sources(article, found, people)
        # The story's version (its updated_at) keys caches of its pages.
        touch_stories([article.story_id])
    outcome.article = article
    return outcome


def touch_stories(story_ids) -> None:
    """Move the version of these stories, so their cached pages are rendered afresh."""
    ids = {pk for pk in story_ids if pk}
    if ids:
        Event.objects.filter(pk__in=ids).update(updated_at=timezone.now())
        forget_versions(Event.objects.filter(pk__in=ids).values_list("slug", flat=True))


def refresh_stories(story_ids) -> None:
    """Store what the pages of these stories count (``store_aggregates``), and touch them.

    Every admin change calls this, so that it shows at once.
    """
    ids = {pk for pk in story_ids if pk}
    with transaction.atomic():
        for story_id in ids:
            store_aggregates(story_id)
        touch_stories(ids)


def store_aggregates(story_id: int) -> bool:
    """Store what the story's pages would otherwise compute from all its rows on every request.

    That is how many published articles the story has and how many sources
    each moment; each outlet's latest published article; each outlet's first
    source of a moment per date; the order of each statement's published
    quotes, their count, how many articles carried the statement and how
    the outlets' latest articles carried it (``shown_sentences``); who the
    published articles mention, and how often; and what the comparison reads
    of each article (``store_measures``). Drafts are left out as the pages
    leave them out. Rows already right are left alone; return whether any
    changed.

    Alignment runs this once per story, not ``ingest_article`` once per
    article, so loading stays linear.
    """
    articles = Article.objects.published().filter(story=story_id)
    latest = list(
        articles.alias(
            recency=Window(
                RowNumber(),
                partition_by=F("outlet"),
                order_by=[F("published_at").desc(nulls_last=True), F("pk").desc()],
            )
        )
        .filter(recency=1)
        .values_list("pk", flat=True)
    )
    sources = MomentSource.objects.published().filter(moment__parent=story_id)
    firsts = (
        sources.values("moment", "article__outlet", "occurred_on")
        .annotate(first=Min("pk"))
        .values_list("first", flat=True)
    )
    positions, quote_counts = {}, Counter()
    for pk, statement_id in (
        Quote.objects.published()
        .filter(article__story=story_id, statement__isnull=False)
        .order_by(F("article__published_at").asc(nulls_last=True), "start", "pk")
        .values_list("pk", "statement_id")
    ):
        quote_counts[statement_id] += 1
        positions[pk] = quote_counts[statement_id]
    statements = Statement.objects.filter(story=story_id)
    shown_ids = {str(pk) for pk in latest}
    carriers, shown = {}, {}
    for pk, sentences in statements.values_list("pk", "sentences"):
        carriers[pk] = _carriers(sentences)
        shown[pk] = _shown(sentences, shown_ids)
    changed = [
        _store(Event.objects.filter(pk=story_id), "article_count", {story_id: articles.count()}),
        _store(
            Event.objects.filter(parent=story_id),
            "source_count",
            dict(sources.values_list("moment").annotate(Count("pk"))),
        ),
        _store(statements, "quote_count", quote_counts),
        _store(statements, "source_count", carriers),
        _store(statements, "shown_sentences", shown, []),
        _store(Quote.objects.filter(article__story=story_id), "position", positions, None),
        _store(
            Article.objects.filter(story=story_id),
            "is_outlet_latest",
            dict.fromkeys(latest, True),
            False,
        ),
        _store(
            MomentSource.objects.filter(article__story=story_id),
            "is_first",
            dict.fromkeys(firsts, True),
            False,
        ),
    ]
    mentions = dict(
        Mention.objects.filter(article__story=story_id, article__is_published=True)
        .values_list("person")
        .annotate(Count("pk"))
    )
    people = StoryPerson.objects.filter(story=story_id)
    if dict(people.values_list("person", "mention_count")) != mentions:
        people.delete()
        StoryPerson.objects.bulk_create(
            StoryPerson(story_id=story_id, person_id=person_id, mention_count=count)
            for person_id, count in mentions.items()
        )
        changed.append(True)
    changed.append(store_measures(story_id))
    return any(changed)


def store_measures(story_id: int) -> bool:
    """Measure the story's articles whose text, quotes, mentions or framing words changed.

    Each article's ``ArticleMeasures`` keep a fingerprint of what they were
    measured from (the content hash, the story's framing words, and sums over
    its quote spans and mentions, counted by the database), so an unchanged
    article costs a comparison of two strings and nothing is measured twice.
    Return whether any article was measured.
    """
    words = Event.objects.filter(pk=story_id).values_list("framing_words", flat=True).first()
    words = [w for w in dict.fromkeys(w.strip() for w in words or ()) if w]
    quotes = {
        row[0]: row[1:]
        for row in Quote.objects.filter(article__story=story_id)
        .values("article")
        .annotate(n=Count("pk"), s=Sum("start"), e=Sum("end"))
        .values_list("article", "n", "s", "e")
    }
    mentions = {
        row[0]: row[1:]
        for row in Mention.objects.filter(article__story=story_id)
        .values("article")
        .annotate(
            n=Count("pk"),
            p=Sum("person_id"),
            s=Sum(Coalesce("start", 0)),
            t=Sum(Length("text")),
        )
        .values_list("article", "n", "p", "s", "t")
    }
    fingerprints = {
        pk: _fingerprint(content, words, quotes.get(pk), mentions.get(pk))
        for pk, content in Article.objects.filter(story=story_id).values_list("pk", "content_hash")
    }
    stored = dict(
        ArticleMeasures.objects.filter(article__story=story_id).values_list(
            "article", "fingerprint"
        )
    )
    stale = [pk for pk, fingerprint in fingerprints.items() if stored.get(pk) != fingerprint]
    if not stale:
        return False
    spans: dict[int, list[tuple[int, int]]] = {pk: [] for pk in stale}
    for article_id, start, end in Quote.objects.filter(article__in=stale).values_list(
        "article", "start", "end"
    ):
        spans[article_id].append((start, end))
    found: dict[int, list] = {pk: [] for pk in stale}
    for row in (
        Mention.objects.filter(article__in=stale)
        .order_by("article", "start", "pk")
        .values_list("article", "person", "kind", "text", "person__name")
    ):
        found[row[0]].append(row[1:])
    measures = [
        measure_article(pk, body, spans[pk], found[pk], words, fingerprints[pk])
        for pk, body in Article.objects.filter(pk__in=stale).values_list("pk", "body")
    ]
    ArticleMeasures.objects.filter(article__in=stale).delete()
    ArticleMeasures.objects.bulk_create(measures)
    return True


def _fingerprint(content_hash, words, quotes, mentions) -> str:
    seen = json.dumps([content_hash, words, quotes, mentions], default=str)
    return hashlib.sha256(seen.encode()).hexdigest()


def measure_article(pk, body, spans, mentions, words, fingerprint) -> ArticleMeasures:
    """Return what the comparison reads of the article ``pk``, measured from its text.

    ``spans`` are its quotes' offsets; ``mentions`` its ``(person id, kind,
    text, person's name)`` rows; ``words`` the story's framing words.
    """
    people: dict[str, dict[str, Counter]] = {}
    name_words = set()
    for person_id, kind, text, name in mentions:
        people.setdefault(str(person_id), {}).setdefault(kind, Counter())[text] += 1
        if kind == Mention.Kind.NAME:
            name_words.update(word.casefold() for word in (*text.split(), *name.split()))
    return ArticleMeasures(
        article_id=pk,
        fingerprint=fingerprint,
        quote_share=covered_chars(spans, len(body)) / len(body) if body else 0.0,
        sentences=[
            [k.start, k.end, list(k.key), sorted(k.words)] for k in prose_sentence_keys(body)
        ],
        framing={
            word: [count.own_voice, count.quoted]
            for word, count in count_framing(body, spans, words).items()
        },
        voice_words=dict(own_voice_words(body, spans)),
        name_words=sorted(name_words),
        people={
            person_id: {
                kind: [[text, n] for text, n in uses.items()] for kind, uses in kinds.items()
            }
            for person_id, kinds in people.items()
        },
    )


def covered_chars(spans, length) -> int:
    """Return how many characters of ``[0, length)`` the spans cover, overlaps once."""
    covered, reach = 0, 0
    for start, end in sorted(spans):
        start, end = max(start, reach, 0), min(end, length)
        if end > start:
            covered += end - start
            reach = end
    return covered


def _carriers(sentences) -> int:
    """Return how many articles carried at least one of a statement's ``sentences``."""
    return len(
        {
            article_id
            for sentence in sentences
            for article_id, cell in (sentence.get("coverage") or {}).items()
            if cell.get("status") in (Coverage.VERBATIM, Coverage.ALTERED)
        }
    )


def _shown(sentences, article_ids) -> list:
    """Return ``sentences`` with the coverage cells of ``article_ids`` (strings) only."""
    return [
        {
            "text": sentence.get("text", ""),
            "coverage": {
                article_id: cell
                for article_id, cell in (sentence.get("coverage") or {}).items()
                if article_id in article_ids
            },
        }
        for sentence in sentences
    ]


def _store(rows, field, values, default=0) -> bool:
    """Set ``field`` of each of ``rows`` to ``values[pk]``, else ``default``, where it differs.

    Return whether any row changed.
    """
    stale = [
        rows.model(pk=pk, **{field: values.get(pk, default)})
        for pk, stored in rows.values_list("pk", field)
        if stored != values.get(pk, default)
    ]
    rows.model.objects.bulk_update(stale, [field])
    return bool(stale)


def story_reference(story: Event) -> datetime.datetime | None:
    """Return the latest publication time among the story's articles (for undated ones)."""
    return (
        Article.objects.filter(story=story, published_at__isnull=False)
        .order_by("-published_at")
        .values_list("published_at", flat=True)
        .first()
    )


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


def unique_slug(queryset, text: str, max_length: int = 80) -> str:
    """Return a slug for ``text`` that no row of ``queryset`` has yet."""
    base = (slugify(text)[:max_length].rstrip("-")) or "item"
    slug, n = base, 2
    while queryset.filter(slug=slug).exists():
        slug = f"{base[: max_length - len(str(n)) - 1]}-{n}"
        n += 1
    return slug


def _save_people(article: Article, found: x.Extraction, known: list[Person] | None):
    """Match each extracted person to one Person and record their mentions."""
    article.mentions.all().delete()
    if known is None:
        known = story_people(article.story)
    people: dict[str, Person] = {}
    mentions = []
    for found_person in found.people:
        person = resolve_person(found_person, known)
        if person not in known:
            known.append(person)
        people[found_person.name] = person
        mentions += [
            Mention(
                article=article,
                person=person,
                kind=m.kind,
                text=m.text[:300],
                start=m.start,
                end=m.end,
            )
            for m in found_person.mentions
        ]
        mentions += [
            Mention(article=article, person=person, kind=Mention.Kind.AGE, text=str(age))
            for age in found_person.ages
        ]
        mentions += [
            Mention(article=article, person=person, kind=Mention.Kind.PRONOUN, text=pronoun)
            for pronoun in found_person.pronouns
        ]
        placed = {m.text for m in found_person.mentions}
        mentions += [
            Mention(
                article=article, person=person, kind=Mention.Kind.DESCRIPTOR, text=descriptor[:300]
            )
            for descriptor in found_person.descriptors
            if descriptor not in placed
        ]
    Mention.objects.bulk_create(mentions, ignore_conflicts=True)
    return people


def story_people(story: Event) -> list[Person]:
    return list(Person.objects.filter(mentions__article__story=story).distinct())


def resolve_person(found_person: x.Person, known: list[Person]) -> Person:
    """Return the Person this extracted person is, creating one if nobody fits.

    ``known`` are the people of the story so far; ``merge_people`` decides who
    is who there (full names, aliases, a short form that fits one full name).
    Beyond the story, the same full name is the same person.
    """
    new = PersonRef(
        key="new", source="article", name=found_person.name, aliases=tuple(found_person.aliases)
    )
    refs = [
        PersonRef(key=str(p.pk), source="story", name=p.name, aliases=tuple(p.aliases))
        for p in known
    ]
    group = next(g for g in merge_people([*refs, new]) if "new" in g.keys)
    by_pk = {str(p.pk): p for p in known}
    match = next((by_pk[k] for k in group.keys if k in by_pk), None)
    if match is None:
        match = Person.objects.filter(name__iexact=found_person.name).first()
    if match is None:
        try:
            with transaction.atomic():
                return Person.objects.create(
                    name=found_person.name,
                    slug=unique_slug(Person.objects.all(), found_person.name, 80),
                    aliases=list(found_person.aliases),
                )
        except IntegrityError:  # another loader made them a moment ago
            return Person.objects.get(name__iexact=found_person.name)
    if not match.is_edited:
        _absorb_names(match, [found_person.name, *found_person.aliases])
    return match


def _absorb_names(person: Person, names: list[str]) -> None:
    """Give ``person`` the fullest name seen and every other form as an alias."""
    forms = {person.name, *person.aliases, *names}
    fullest = max(forms, key=lambda n: (len(n.split()), len(n)))
    aliases = sorted(forms - {fullest}, key=lambda n: (-len(n), n))
    if fullest != person.name or aliases != person.aliases:
        person.name, person.aliases = fullest, aliases
        person.save(update_fields=["name", "aliases"])


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


@transaction.atomic
def merge_people_into(target: Person, others: list[Person]) -> None:
    """Move the quotes, mentions and statements of ``others`` to ``target``; delete ``others``.

    ``target`` keeps its name and gains every other name as an alias, so that
    re-extraction resolves those names to it. It is marked edited.
    """
    Quote.objects.filter(speaker__in=others).update(speaker=target)
    Statement.objects.filter(speaker__in=others).update(speaker=target)
    seen = set(target.mentions.values_list("article_id", "kind", "text", "start"))
    for mention in Mention.objects.filter(person__in=others).order_by("pk"):
        key = (mention.article_id, mention.kind, mention.text, mention.start)
        if key in seen:  # the same words already point at the target
            mention.delete()
            continue
        seen.add(key)
        mention.person = target
        mention.save(update_fields=["person"])
    names = {target.name, *target.aliases}
    for other in others:
        names |= {other.name, *other.aliases}
    target.aliases = sorted(names - {target.name}, key=lambda name: (-len(name), name))
    target.is_edited = True
    target.save(update_fields=["aliases", "is_edited"])
    for other in others:
        record_slug_change(target, other.get_absolute_url())
    Person.objects.filter(pk__in=[other.pk for other in others]).delete()


# Aligning the story -------------------------------------------------------


def align_story(story: Event) -> Alignment:
    """Rebuild the story's statements and moments from its articles' quotes and sources.

    Then store what its pages count (``store_aggregates``).
    """
    result = Alignment()
    with transaction.atomic():
        _align_statements(story, result)
        _align_moments(story, result)
        if store_aggregates(story.pk) or result.changed:
            touch_stories([story.pk])
    return result


def _align_statements(story: Event, result: Alignment) -> None:
    quotes = list(
        Quote.objects.filter(article__story=story)
        .select_related("article__outlet", "speaker")
        .order_by(F("article__published_at").asc(nulls_last=True), "article_id", "start")
    )
    refs = [
        QuoteRef(
            key=str(q.pk),
            source=str(q.article_id),
            speaker=_speaker_key(q),
            text=q.text,
            position=q.start,
            cue=q.cue or None,
            is_fragment=q.is_fragment,
        )
        for q in quotes
    ]
    by_pk = {str(q.pk): q for q in quotes}
    existing = {s.key: s for s in story.statements.all()}
    keep = set()
    assignment: dict[int, int | None] = {q.pk: None for q in quotes}
    reading_order = {str(q.pk): index for index, q in enumerate(quotes)}
    groups = sorted(  # most widely carried first, then as the articles print them
        group_statements(refs),
        key=lambda g: (-len(g.sources), min(reading_order[k] for k in g.quote_keys)),
    )
    for group in groups:
        members = [by_pk[k] for k in group.quote_keys]
        speaker = next((m.speaker for m in members if m.speaker_id), None)
        label = "" if speaker else next((m.speaker_label for m in members if m.speaker_label), "")
        identity = f"{group.speaker}|{group.sentences[0].text.casefold()}"
        key = hashlib.sha256(identity.encode()).hexdigest()[:32]
        while key in keep:  # the same opening twice: keep both, apart
            key = hashlib.sha256(key.encode()).hexdigest()[:32]
        sentences = [
            {
                "text": sentence.text,
                "coverage": {r.source: _cell(sentence.text, r) for r in sentence.renderings},
            }
            for sentence in group.sentences
        ]
        text = " ".join(s["text"] for s in sentences)
        statement = existing.get(key)
        fields = {"speaker": speaker, "speaker_label": label, "text": text, "sentences": sentences}
        if statement is None:
            statement = Statement.objects.create(story=story, key=key, **fields)
            existing[key] = statement
            result.changed += 1
        elif any(getattr(statement, k) != v for k, v in fields.items()):
            for k, v in fields.items():
                setattr(statement, k, v)
            statement.save()
            result.changed += 1
        keep.add(key)
        for member in members:
            assignment[member.pk] = statement.pk
    stale = [q for q in quotes if q.statement_id != assignment[q.pk]]
    for quote in stale:
        quote.statement_id = assignment[quote.pk]
    Quote.objects.bulk_update(stale, ["statement"])
    result.changed += len(stale)
    gone = [s.pk for k, s in existing.items() if k not in keep]
    if gone:
        Statement.objects.filter(pk__in=gone).delete()
        result.changed += len(gone)
    result.statements = len(keep)


def _cell(full: str, rendering) -> dict:
    """Return the coverage cell of one article's rendering of the sentence ``full``.

    A carried sentence keeps the word-level diff from ``full`` to what the
    article printed, for the comparison's diff page to show as stored.
    """
    cell = {"status": rendering.status, "text": rendering.text or ""}
    if rendering.status in (Coverage.VERBATIM, Coverage.ALTERED):
        cell["diff"] = [[op, text] for op, text in word_diff(full, cell["text"])]
    return cell


def _speaker_key(quote: Quote) -> str | None:
    """Return who spoke, for grouping: a person, or one unnamed speaker of one article.

    Two outlets' "a fan" are not the same fan, so labels are kept per article.
    """
    if quote.speaker_id:
        return f"person:{quote.speaker_id}"
    if quote.speaker_label:
        return f"label:{quote.article_id}:{quote.speaker_label}"
    return None


def _align_moments(story: Event, result: Alignment) -> None:
    sources = list(
        MomentSource.objects.filter(article__story=story, article__is_published=True)
        .select_related("moment")
        .order_by(F("article__published_at").asc(nulls_last=True), "article_id", "start")
    )
    people_by_article: dict[int, dict[int, set[str]]] = {}
    for mention in Mention.objects.filter(article__story=story, start__isnull=False).values(
        "article_id", "person__name", "start"
    ):
        people_by_article.setdefault(mention["article_id"], {}).setdefault(
            mention["start"], set()
        ).add(mention["person__name"])
    refs = [
        MomentRef(
            key=str(s.pk),
            source=str(s.article_id),
            date=s.occurred_on,
            precision=s.precision,
            sentence=s.sentence,
            expression=s.expression,
            people=tuple(
                sorted(
                    {
                        name
                        for start, names in people_by_article.get(s.article_id, {}).items()
                        if s.start <= start < s.end
                        for name in names
                    }
                )
            ),
        )
        for s in sources
    ]
    by_pk = {str(s.pk): s for s in sources}
    moments = {m.pk: m for m in story.moments.all()}
    used: set[int] = set()
    for group in merge_moments(refs):
        members = [by_pk[ref.key] for ref in group.moments]
        moment = _moment_for(story, group, members, moments, used)
        used.add(moment.pk)
        result.conflicts += int(moment.is_conflict)
        stale = [m for m in members if m.moment_id != moment.pk]
        for member in stale:
            member.moment = moment
        MomentSource.objects.bulk_update(stale, ["moment"])
        result.changed += len(stale)
    gone = [pk for pk, m in moments.items() if pk not in used and not m.is_edited]
    if gone:
        # Sources of unpublished articles still point at them: keep those sources,
        # unlinked, so that publishing their article again brings the moment back.
        MomentSource.objects.filter(moment__in=gone).update(moment=None)
        Event.objects.filter(pk__in=gone).delete()
        result.changed += len(gone)
    result.moments = len(used)


def _moment_for(story, group, members, moments, used) -> Event:
    """Return the moment for a group of sources: the one most of them point at, or a new one."""
    votes: dict[int, int] = {}
    for member in members:
        if member.moment_id in moments and member.moment_id not in used:
            votes[member.moment_id] = votes.get(member.moment_id, 0) + 1
    fields = {
        "title": group.title[:300],
        "occurred_on": group.date,
        "precision": group.precision,
        "is_conflict": group.conflict,
    }
    if votes:
        moment = moments[max(votes, key=votes.get)]
        if not moment.is_edited and any(getattr(moment, k) != v for k, v in fields.items()):
            for k, v in fields.items():
                setattr(moment, k, v)
            moment.save()
        return moment
    slug = unique_slug(story.moments.all(), f"{group.date:%Y-%m-%d} {group.title}", 80)
    moment = Event.objects.create(parent=story, slug=slug, **fields)
    moments[moment.pk] = moment
    return moment


# Loading folders ------------------------------------------------------------


@dataclass
class LoadReport:
    outcomes: list[Outcome] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    alignments: dict[str, Alignment] = field(default_factory=dict)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    @property
    def failed(self) -> int:
        return len(self.errors)


def load_paths(
    paths: Iterable[Path],
    *,
    dry_run: bool = False,
    prune: bool = False,
    progress: Callable[[str], None] = lambda message: None,
) -> LoadReport:
    """Load every story folder under ``paths``; one bad file never stops the rest."""
    report = LoadReport()
    for found in find_story_folders(paths):
        if isinstance(found, tuple):
            report.errors.append(f"{found[0]}: {found[1]}")
            progress(f"error: {found[0]}: {found[1]}")
            continue
        _load_story(found, report, dry_run=dry_run, prune=prune, progress=progress)
    return report


def _load_story(folder: StoryFolder, report, *, dry_run, prune, progress) -> None:
    for path, reason in folder.errors:
        report.errors.append(reason if reason.startswith(str(path)) else f"{path}: {reason}")
        progress(f"error: {report.errors[-1]}")
    if not folder.files:
        report.errors.append(f"{folder.path}: no .txt articles in this story folder")
        return
    if dry_run:
        story = Event.objects.stories().filter(slug=folder.slug).first()
    else:
        story = get_or_create_story(folder.slug, folder.title, folder.summary, folder.framing_words)
    ordered = _dated_first(folder)
    total = len(ordered)
    seen_texts: dict[str, Path] = {}
    loaded_keys = []
    people = story_people(story) if story else []
    for number, path in enumerate(ordered, 1):
        source_key = _source_key(path)
        loaded_keys.append(source_key)
        try:
            text, warnings = read_article_text(path)
            report.warnings.extend(warnings)
            digest = text_hash(text)
            if digest in seen_texts:
                raise IngestError(f"{path}: same text as {seen_texts[digest]}")
            seen_texts[digest] = path
            meta = folder.meta.get(path.name, ArticleMeta())
            outcome = ingest_article(
                story, source_key, text, meta, dry_run=dry_run, known_people=people
            )
        except (IngestError, OSError) as exc:
            people = story_people(story) if story else []  # drop anyone rolled back
            message = str(exc) if str(exc).startswith(str(path)) else f"{path}: {exc}"
            report.errors.append(message)
            report.outcomes.append(Outcome(source_key, "failed", message))
            progress(f"[{number}/{total}] error: {message}")
            continue
        report.outcomes.append(outcome)
        detail = f" ({outcome.summary()})" if outcome.status != "unchanged" else ""
        progress(f"[{number}/{total}] {path}: {outcome.status}{detail}")
    if dry_run:
        return
    if folder.title is None and not story.is_edited:
        _title_from_first_article(story)
    if prune:
        pruned = Article.objects.filter(story=story).exclude(source_key__in=loaded_keys)
        for article in pruned:
            progress(f"pruned: {article.source_key}")
        pruned.delete()
    report.alignments[story.slug] = align_story(story)


def _dated_first(folder: StoryFolder) -> list[Path]:
    """Return the files with a known date first, so undated ones can borrow a reference."""
    return sorted(
        folder.files,
        key=lambda p: (folder.meta.get(p.name, ArticleMeta()).published is None, p.name),
    )


def _source_key(path: Path) -> str:
    """Return the path relative to the project when it is inside it, else absolute."""
    resolved = path.resolve()
    try:
        return str(resolved.relative_to(Path(settings.BASE_DIR).resolve()))
    except ValueError:
        return str(resolved)


def _title_from_first_article(story: Event) -> None:
    first = story.articles.order_by("published_at", "source_key").first()
    if first and story.title == story.slug.replace("-", " ").capitalize():
        story.title = first.headline[:300]
        story.save(update_fields=["title"])
