"""Load story folders (``load_seeds``): each article in its own transaction, then align.

One bad file never stops the rest; the report names every one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.db import connection

from ..models import Article, Event
from .alignment import Alignment, align_story
from .people import story_people
from .reading import (
    ArticleMeta,
    IngestError,
    StoryFolder,
    find_story_folders,
    read_article_text,
    text_hash,
)
from .writing import Outcome, get_or_create_story, ingest_article


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
    if report.count("created") or report.count("updated"):
        analyze_tables()
    return report


def analyze_tables() -> None:
    """Refresh PostgreSQL's planner statistics of the app's tables, after a load wrote them.

    A load writes thousands of rows at once, and until autovacuum's next pass
    (a minute or more later) the planner knows none of them: on a story loaded
    with 3,000 articles it read every article to list the quotes tab's first
    fifty loose quotes (18 ms, 2 ms once analysed). PostgreSQL's manual advises
    ``ANALYZE`` after a bulk load. SQLite keeps no statistics unless asked, and
    its plans here were chosen without them: it is left as it is.
    """
    if connection.vendor != "postgresql":
        return
    tables = ", ".join(
        connection.ops.quote_name(model._meta.db_table)
        for model in apps.get_app_config("articles").get_models()
    )
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {tables}")


def _load_story(folder: StoryFolder, report, *, dry_run, prune, progress) -> None:
    for path, reason in folder.errors:
        report.errors.append(reason if reason.startswith(str(path)) else f"{path}: {reason}")
        progress(f"error: {report.errors[-1]}")
    if not folder.files:
        report.errors.append(f"{folder.path}: no .txt articles in this story folder")
        return
    if dry_run:
        story = Event.objects.filter(slug=folder.slug).first()
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
