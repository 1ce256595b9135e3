"""Measure extraction against the speakers editors verified or corrected."""

from django.core.management.base import BaseCommand, CommandError

from articles.models import Event, Quote
from articles.verified import score_verified


class Command(BaseCommand):
    help = (
        "Re-run extraction on the articles whose quotes editors verified or corrected, and "
        "print speaker accuracy against the editors' answers."
    )

    def add_arguments(self, parser):
        parser.add_argument("--story", metavar="SLUG", help="only this story's articles")
        parser.add_argument(
            "--misses", action="store_true", help="list each quote the pipeline gets wrong"
        )

    def handle(self, *args, story=None, misses=False, **options):
        quotes = Quote.objects.kept_on_reextraction().select_related("article", "speaker")
        if story:
            if not Event.objects.filter(slug=story).exists():
                raise CommandError(f"No story with the slug {story!r}.")
            quotes = quotes.filter(article__story__slug=story)
        score = score_verified(quotes.order_by("article", "start"))
        self.stdout.write(score.summary())
        if misses:
            for miss in score.misses:
                said = (miss.predicted or "(no speaker)") if miss.found else "(quote not found)"
                why = f" [{miss.rule}]" if miss.rule else ""
                self.stdout.write(
                    f"  {miss.quote.article.source_key} “{miss.quote.text[:60]}”: "
                    f"editors {miss.expected!r}, pipeline {said!r}{why}"
                )
