"""Static files: whitenoise serves them compressed, hashed names cached for good."""

import gzip
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from tests.factories import make_story

ROOT = Path(__file__).resolve().parents[2]


def test_production_caches_unhashed_static_files_for_a_year():
    env = dict(os.environ, DJANGO_DEBUG="0", DJANGO_SECRET_KEY="x" * 50)
    code = "from django.conf import settings; print(settings.WHITENOISE_MAX_AGE)"
    out = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); {code}"],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "newsroom.settings"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.split()[-1] == "31536000"


@pytest.fixture
def collected(tmp_path, settings):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    settings.DEBUG = False
    settings.WHITENOISE_MAX_AGE = 31536000
    call_command("collectstatic", "--noinput", verbosity=0)
    return tmp_path


def hashed(root, pattern):
    return "/static/" + next(root.glob(pattern)).relative_to(root).as_posix()


@pytest.mark.parametrize("pattern", ["css/newsroom.*.css", "js/newsroom.*.js", "favicon.*.svg"])
def test_hashed_files_are_immutable_and_compressed(collected, pattern):
    url = hashed(collected, pattern)
    response = Client().get(url, HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == 200
    assert response["Cache-Control"] == "max-age=315360000, public, immutable"
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]


def test_brotli_is_served_when_collectstatic_made_it(collected):
    url = hashed(collected, "css/newsroom.*.css")
    if not Path(collected, url.removeprefix("/static/") + ".br").exists():
        pytest.skip("the Brotli package is not installed: whitenoise makes gzip only")
    response = Client().get(url, HTTP_ACCEPT_ENCODING="br, gzip")
    assert response["Content-Encoding"] == "br"


def test_unhashed_names_are_cached_for_a_year(collected):
    response = Client().get("/static/css/newsroom.css", HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == 200
    assert response["Cache-Control"] == "max-age=31536000, public"
    assert django_settings.STATIC_URL == "/static/"


@pytest.mark.django_db
def test_pages_go_out_gzipped(client):
    url = make_story(slug="zipped").get_absolute_url()
    first = client.get(url, HTTP_ACCEPT_ENCODING="gzip, br")
    assert first["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in first["Vary"]
    assert gzip.decompress(first.content) == client.get(url).content


@pytest.mark.django_db
def test_a_page_with_a_csrf_token_is_padded_at_random_against_breach(client):
    url = reverse("admin:login")
    # Django names a random file in each gzip header, so sizes do not leak the token.
    sizes = {len(client.get(url, HTTP_ACCEPT_ENCODING="gzip").content) for _ in range(8)}
    assert len(sizes) > 1


@pytest.mark.django_db
def test_a_gzipped_pages_weak_etag_still_answers_304(client):
    url = make_story(slug="zipped").get_absolute_url()
    etag = client.get(url, HTTP_ACCEPT_ENCODING="gzip")["ETag"]
    assert etag.startswith('W/"')
    again = client.get(url, HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
