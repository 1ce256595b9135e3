from io import StringIO

import pytest
from django.core.management import call_command

from articles.models import Event

SEED_SLUG = "gaga-mulvaney-iwd-2024"


@pytest.fixture
def seed_story(db):
    call_command("load_seeds", stdout=StringIO(), stderr=StringIO())
    return Event.objects.get(slug=SEED_SLUG)


@pytest.fixture
def demo_story(db):
    """A generated story: 40 articles from 12 outlets."""
    call_command("generate_demo", articles=40, outlets=12, stdout=StringIO())
    return Event.objects.exclude(slug=SEED_SLUG).get()
