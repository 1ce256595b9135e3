"""Static files: whitenoise serves them compressed, hashed names cached for good."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.core.management import call_command
from django.test import Client

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
