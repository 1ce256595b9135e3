from django.core.management.base import BaseCommand, CommandError

from articles.ingest import realign_stories
from articles.models import Event


class Command(BaseCommand):
    help = (
        "Store again what the pages read instead of computing: statements with their diffs, "
        "counts, and each article's measures. Run it after an upgrade that stores something new."
    )

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", help="the stories to refresh (default: all)")
        parser.add_argument(
            "--force",
            action="store_true",
            help="measure every article again, even those whose text has not changed",
        )

    def handle(self, *args, slugs, force, verbosity, **options):
        stories = Event.objects.order_by("slug")
        if slugs:
            stories = stories.filter(slug__in=slugs)
            missing = set(slugs) - set(stories.values_list("slug", flat=True))
            if missing:
                raise CommandError(f"No such story: {', '.join(sorted(missing))}")
        for story, result in realign_stories(stories, force=force):
            if verbosity >= 1:
                self.stdout.write(
                    f"{story.slug}: {result.statements} statements, {result.moments} moments, "
                    f"{result.changed} changes"
                )
