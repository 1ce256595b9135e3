import pytest
from django.core.management import call_command

from articles.ingest import refresh_stories
from articles.models import Article, Event

from ..factories import make_mention, make_person
from .helpers import PAYLOADS

HOSTILE_SLUG = "hostile"


@pytest.fixture
def production(settings):
    """Run with the settings production has when DEBUG is off (served over HTTPS)."""
    settings.DEBUG = False
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True
    settings.SESSION_COOKIE_SECURE = True
    settings.CSRF_COOKIE_SECURE = True
    return settings


def toml_string(value):
    """Return ``value`` as a TOML basic string (escaping what TOML requires)."""
    out = []
    for ch in value:
        if ch in '"\\' or ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def write_hostile_folder(root):
    """Write a story folder whose every field carries one payload of the corpus."""
    folder = root / HOSTILE_SLUG
    folder.mkdir()
    lines = [
        "[event]",
        f"title = {toml_string('Hostile story ' + PAYLOADS[0])}",
        f"slug = {toml_string(HOSTILE_SLUG)}",
        f"summary = {toml_string(' '.join(PAYLOADS[:6]))}",
        f"framing_words = [{toml_string('hatred')}, {toml_string(PAYLOADS[4])}]",
    ]
    for n, payload in enumerate(PAYLOADS):
        name = f"{n:03d}.txt"
        (folder / name).write_text(
            f"Jane Doe defended Dylan Mulvaney on Monday, March 11, 2024. {payload}\n\n"
            f'"{payload} is what they wrote," Jane Doe said on Tuesday.\n\n'
            f"Mulvaney posted the photos on Friday. {payload}\n\n"
            f"Related: {payload}\n",
            encoding="utf-8",
        )
        lines += [
            "",
            "[[articles]]",
            f"file = {toml_string(name)}",
            f"outlet = {toml_string(f'Outlet {n} {payload}')}",
            f"headline = {toml_string(f'Headline {n} {payload}')}",
            f"byline = {toml_string(f'By {payload}')}",
            "published = 2024-03-11",
        ]
    (folder / "event.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def make_hostile_story(tmp_path):
    """Load the hostile folder with ``load_seeds``; give people hostile names as an editor could."""
    folder = write_hostile_folder(tmp_path)
    call_command("load_seeds", str(folder), verbosity=0)
    # An update with hostile words, so that the versions and diff pages show some too.
    first = sorted(folder.glob("*.txt"))[0]
    update = f'\n\n"{PAYLOADS[0]} was added in an update," {PAYLOADS[1]} said.\n'
    first.write_text(first.read_text(encoding="utf-8") + update, encoding="utf-8")
    call_command("load_seeds", str(folder), verbosity=0)
    story = Event.objects.get(slug=HOSTILE_SLUG)
    articles = list(Article.objects.filter(story=story).order_by("pk"))
    for n, payload in enumerate(PAYLOADS[:8]):
        person = make_person(name=f"{payload} Person", slug=f"hostile-person-{n}")
        make_mention(articles[n], person, text=person.name, start=None, end=None)
    refresh_stories([story.pk])  # as the admin does after an editor's change
    return story


@pytest.fixture
def hostile_story(db, tmp_path):
    return make_hostile_story(tmp_path)
