"""Our own error pages, never a traceback; a 503 when the database is gone; the probes."""

import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.db import OperationalError
from django.db.backends.utils import CursorWrapper
from django.test import Client

pytestmark = pytest.mark.django_db

LEAKS = ("Traceback", "kaboom", "SECRET_KEY", "internal reason", "settings.py", "DEBUG")


@pytest.fixture
def failing(settings):
    settings.DEBUG = False
    settings.ROOT_URLCONF = "tests.security.urls"
    return Client(raise_request_exception=False)


def assert_no_leak(response):
    html = response.content.decode()
    for leak in LEAKS:
        assert leak not in html, leak


@pytest.mark.parametrize(
    ("url", "status", "heading"),
    [
        ("/boom/", 500, "Something went wrong"),
        ("/forbidden/", 403, "Not allowed"),
        ("/suspicious/", 400, "Bad request"),
        ("/no-such-page/", 404, "Page not found"),
        ("/events/no-such-story/", 404, "Page not found"),
        ("/database-gone/", 503, "Temporarily unavailable"),
    ],
)
def test_errors_get_our_page_and_no_details(failing, url, status, heading):
    response = failing.get(url)
    assert response.status_code == status
    assert f"<h1>{heading}</h1>" in response.content.decode()
    assert "Content-Security-Policy" in response.headers
    assert_no_leak(response)


@pytest.fixture
def database_down(monkeypatch):
    def refuse(*args, **kwargs):
        raise OperationalError("unable to open database file")

    monkeypatch.setattr(CursorWrapper, "execute", refuse)
    monkeypatch.setattr(CursorWrapper, "executemany", refuse)


@pytest.mark.parametrize("debug", [False, True])
def test_pages_answer_503_with_retry_after_when_the_database_is_down(
    client, settings, database_down, debug
):
    settings.DEBUG = debug
    for url in ("/", "/events/gaga/", "/search/?q=gaga", "/people/lady-gaga/"):
        response = client.get(url)
        assert response.status_code == 503, url
        assert response.headers["Retry-After"] == "30"
        assert "Temporarily unavailable" in response.content.decode()
        assert_no_leak(response)


def test_healthz_needs_no_database_and_readyz_does(client, database_down):
    health = client.get("/healthz")
    assert (health.status_code, health.content) == (200, b"ok")
    ready = client.get("/readyz")
    assert (ready.status_code, ready.content) == (503, b"database unavailable")


def test_readyz_is_ready_when_the_database_answers(client):
    response = client.get("/readyz")
    assert (response.status_code, response.content) == (200, b"ready")
    assert "no-cache" in response.headers["Cache-Control"]


PROBE = """
from django.test import Client
client = Client(raise_request_exception=False)
for url in ("/healthz", "/readyz", "/", "/events/x/"):
    response = client.get(url, HTTP_HOST="127.0.0.1")
    print(url, response.status_code, response.headers.get("Retry-After"),
          "Traceback" in response.content.decode())
"""


def test_a_database_at_a_path_that_cannot_exist_gives_503_and_healthz_still_answers(tmp_path):
    """The real thing, in a separate process: production settings, SQLite file in no directory."""
    env = {
        **os.environ,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "x" * 60,
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DJANGO_STATICFILES_STORAGE": "django.contrib.staticfiles.storage.StaticFilesStorage",
        "DATABASE_URL": f"sqlite:///{tmp_path}/missing/dir/db.sqlite3",
        "DJANGO_SETTINGS_MODULE": "newsroom.settings",
    }
    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()\n" + PROBE],
        cwd=django_settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert lines == {
        "/healthz": "200 None False",
        "/readyz": "503 30 False",
        "/": "503 30 False",
        "/events/x/": "503 30 False",
    }, result.stdout + result.stderr
