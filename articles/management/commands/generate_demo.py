import tempfile
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from articles.demo import generate_story
from articles.ingest import load_paths


class Command(BaseCommand):
    help = (
        "Make a synthetic multi-outlet story: written as a story folder with --out, "
        "else loaded into the database directly."
    )

    def add_arguments(self, parser):
        parser.add_argument("--articles", type=int, default=30)
        parser.add_argument("--outlets", type=int, default=5)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--out", type=Path, help="write the story folder under this folder")

    def handle(self, *args, articles, outlets, seed, out, verbosity, **options):
        if articles < 1 or outlets < 1:
            raise CommandError("--articles and --outlets must be at least 1.")
        started = time.perf_counter()
        story = generate_story(articles, outlets, seed)
        with tempfile.TemporaryDirectory() as scratch:
            folder = (out or Path(scratch)) / story.slug
            if folder.exists() and any(folder.iterdir()):
                raise CommandError(f"{folder} already exists and is not empty.")
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "event.toml").write_text(story.event_toml(), encoding="utf-8")
            for article in story.articles:
                (folder / article.filename).write_text(article.text, encoding="utf-8")
            written = time.perf_counter() - started
            if out:
                self.stdout.write(f"Wrote {articles} articles to {folder} in {written:.1f} s.")
                return
            say = self.stdout.write if verbosity >= 2 else (lambda message: None)
            report = load_paths([folder], progress=say)
        if report.failed:
            raise CommandError("; ".join(report.errors))
        self.stdout.write(
            f"Loaded story {story.slug}: {articles} articles from {outlets} outlets "
            f"in {time.perf_counter() - started:.1f} s."
        )
