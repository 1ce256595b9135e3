import json

from django.core.management.base import BaseCommand, CommandError

from articles.export import story_json
from articles.models import Event


class Command(BaseCommand):
    help = "Print a story (its published articles, people, moments, statements, quotes) as JSON."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument(
            "--base-url", default="", help="prefix for URLs, e.g. https://news.example.org"
        )

    def handle(self, *args, slug, base_url, **options):
        story = Event.objects.published().filter(slug=slug).first()
        if story is None:
            raise CommandError(f"No published story with the slug {slug!r}.")
        data = story_json(story, absolute=lambda path: base_url.rstrip("/") + path)
        self.stdout.write(json.dumps(data, ensure_ascii=False, indent=2))
