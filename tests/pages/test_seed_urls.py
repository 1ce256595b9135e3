"""Every URL of the seed story from before Event and Moment were two models still answers."""

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

RECORDED = Path(__file__).with_name("seed_urls_before_moments.txt")


def recorded_urls():
    lines = RECORDED.read_text(encoding="utf-8").splitlines()
    return [line.split() for line in lines if line and not line.startswith("#")]


# (fresh sequences: the quote pages are addressed by the numbers a fresh load gives)
@pytest.mark.django_db(transaction=True, reset_sequences=True)
def test_every_seed_url_recorded_before_the_change_answers_as_it_did(client):
    call_command("load_seeds", stdout=StringIO(), stderr=StringIO())
    urls = recorded_urls()
    assert len(urls) > 50
    answered = [(status, url, client.get(url).status_code) for status, url in urls]
    assert [row for row in answered if str(row[2]) != row[0]] == []
