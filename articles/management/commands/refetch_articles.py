from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from articles.ingest import HostPacer, articles_to_refetch, refetch_articles
from articles.models import Event


class Command(BaseCommand):
    help = (
        "Fetch the articles added by URL again (conditional GET, one request per host every "
        "few seconds) and keep each changed text as a new version. Exits non-zero naming "
        "every article that could not be fetched."
    )

    def add_arguments(self, parser):
        parser.add_argument("--story", help="only this story's articles (its slug)")
        parser.add_argument(
            "--since", type=float, metavar="HOURS", help="only articles added in the last HOURS"
        )
        parser.add_argument(
            "--delay",
            type=float,
            default=None,
            help="seconds between two requests to one host (default: NEWSROOM_FETCH_HOST_DELAY)",
        )

    def handle(self, *args, story, since, delay, verbosity, **options):
        found = None
        if story is not None:
            found = Event.objects.filter(slug=story).first()
            if found is None:
                raise CommandError(f"No story with the slug {story!r}.")
        delay = settings.NEWSROOM_FETCH_HOST_DELAY if delay is None else delay
        say = self.stdout.write if verbosity >= 1 else (lambda message: None)
        articles = articles_to_refetch(found, since)
        results = refetch_articles(articles, HostPacer(delay), progress=say)
        count = dict.fromkeys(("unchanged", "updated", "failed"), 0)
        for result in results:
            count[result.status] += 1
        summary = (
            f"Checked {len(results)} article{'s' if len(results) != 1 else ''}: "
            f"{count['updated']} updated, {count['unchanged']} unchanged, {count['failed']} failed."
        )
        failures = [result for result in results if result.status == "failed"]
        if failures:
            for result in failures:
                self.stderr.write(self.style.ERROR(f"error: {result.message}"))
            self.stdout.write(summary)
            raise CommandError(f"{len(failures)} article(s) could not be fetched (see above).")
        self.stdout.write(self.style.SUCCESS(summary))
