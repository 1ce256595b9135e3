from django.core.management.base import BaseCommand, CommandError

from articles.ingest import FetchError, IngestError, add_article
from articles.models import Event


class Command(BaseCommand):
    help = (
        "Fetch an article by its URL, read its text and metadata, and add it to a story. "
        "A URL the story already has (by its canonical URL) is not added twice."
    )

    def add_arguments(self, parser):
        parser.add_argument("url", help="the article's web address (http or https)")
        parser.add_argument("--story", required=True, help="the story's slug")
        parser.add_argument("--outlet", help="the outlet's name (default: the page's site name)")

    def handle(self, *args, url, story, outlet, **options):
        found = Event.objects.filter(slug=story).first()
        if found is None:
            raise CommandError(f"No story with the slug {story!r}.")
        try:
            outcome = add_article(url, found, outlet)
        except (FetchError, IngestError) as exc:
            raise CommandError(str(exc)) from None
        article = outcome.article
        self.stdout.write(
            self.style.SUCCESS(
                f"Added “{article.headline}” ({article.outlet_name}) to {found.slug}: "
                f"{outcome.summary()}. {article.get_absolute_url()}"
            )
        )
