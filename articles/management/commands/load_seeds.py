from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from articles.ingest import load_paths


class Command(BaseCommand):
    help = (
        "Load story folders of plain-text articles (default: seeds/). Idempotent: "
        "unchanged files are skipped, editors' corrections are kept."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="*", type=Path, help="story folders, or folders of them")
        parser.add_argument(
            "--dry-run", action="store_true", help="show what would change, write nothing"
        )
        parser.add_argument(
            "--prune",
            action="store_true",
            help="delete articles of a loaded story whose file is gone",
        )

    def handle(self, *args, paths, dry_run, prune, verbosity, **options):
        paths = paths or [Path(settings.BASE_DIR) / "seeds"]
        say = self.stdout.write if verbosity >= 1 else (lambda message: None)
        report = load_paths(paths, dry_run=dry_run, prune=prune, progress=say)
        for warning in report.warnings:
            self.stderr.write(self.style.WARNING(f"warning: {warning}"))
        would = "would be " if dry_run else ""
        created, updated = report.count("created"), report.count("updated")
        unchanged = report.count("unchanged")
        summary = (
            f"Articles: {created} {would}created, {updated} {would}updated, "
            f"{unchanged} unchanged, {report.failed} failed."
        )
        if not dry_run and not created and not updated and not report.failed:
            summary += " Nothing changed."
        for slug, alignment in report.alignments.items():
            summary += (
                f"\nStory {slug}: {alignment.statements} statements, {alignment.moments} moments"
                f" ({alignment.conflicts} with conflicting dates)."
            )
        if report.failed:
            for error in report.errors:
                self.stderr.write(self.style.ERROR(f"error: {error}"))
            self.stdout.write(summary)
            raise CommandError(f"{report.failed} file(s) could not be loaded (see above).")
        self.stdout.write(self.style.SUCCESS(summary))
