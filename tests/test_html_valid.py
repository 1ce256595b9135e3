"""Every page of the seed story is valid HTML, checked by the Nu HTML Checker (vnu)."""

import json
import re
import shutil
import subprocess
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.urls import reverse

from articles.ingest import align_story, ingest_article, meta_of_article
from articles.models import Event, Quote, Statement, VersionDiff

pytestmark = pytest.mark.django_db

VNU = Path(settings.BASE_DIR) / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"
# htmx's attributes are not in the HTML standard; everything else must be.
HTMX_ATTRIBUTE = re.compile(r"Attribute “hx-[a-z-]+” not allowed")


def page_urls():
    story = Event.objects.get(slug="gaga-mulvaney-iwd-2024")
    article = story.articles.select_related("outlet").first()
    # An update, so that the versions and diff pages have something to show.
    changed = article.body.replace("Gaga", "Lady Gaga", 1) + '\n\n"We will," Gaga said.'
    ingest_article(story, article.source_key, changed, meta_of_article(article))
    align_story(story)
    diff = VersionDiff.objects.select_related("article__outlet", "old", "new").get()
    moment = story.moments.first()
    statement = Statement.objects.filter(story=story).first()
    quote = Quote.objects.filter(article__story=story).first()
    person = quote.speaker
    return [
        reverse("articles:index"),
        story.get_absolute_url(),
        reverse("articles:timeline", args=[story.slug]) + "?published=1",
        reverse("articles:compare", args=[story.slug]),
        reverse("articles:quotes", args=[story.slug]),
        reverse("articles:story_articles", args=[story.slug]),
        moment.get_absolute_url(),
        article.get_absolute_url(),
        person.get_absolute_url(),
        statement.get_absolute_url(),
        quote.get_absolute_url(),
        reverse("articles:search") + "?q=hatred",
        article.get_versions_url(),
        diff.get_absolute_url(),
    ]


def test_every_page_is_valid_html(client, tmp_path):
    if not VNU.exists() or not shutil.which("java"):
        pytest.fail("vnu.jar or java missing: run `make test` (it runs `npm ci`), or install Java")
    call_command("load_seeds", stdout=StringIO())
    files = {}
    for number, url in enumerate(page_urls()):
        response = client.get(url)
        assert response.status_code == 200, url
        path = tmp_path / f"page{number}.html"
        path.write_bytes(response.content)
        files[path.as_uri()] = url
    result = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--format", "json", *map(str, files_of(files))],
        capture_output=True,
        text=True,
        timeout=120,
    )
    messages = json.loads(result.stderr or '{"messages": []}')["messages"]
    errors = [
        f"{files.get(m.get('url'), m.get('url'))}: {m['message']}"
        for m in messages
        if not HTMX_ATTRIBUTE.search(m["message"])
    ]
    assert errors == []


def files_of(files):
    return [Path(uri.removeprefix("file://")) for uri in files]
