"""Read story folders: the articles' text, ``event.toml`` and its metadata, checked.

Nothing here writes: a bad file becomes an ``IngestError`` naming it.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.utils import timezone
from django.utils.text import slugify

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
