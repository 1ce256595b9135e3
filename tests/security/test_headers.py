"""Security headers on every response, scored the way the Mozilla HTTP Observatory scores them."""

import os
import secrets
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.urls import reverse

from ..factories import make_covered_story
from .helpers import public_urls
from .observatory import observe, parse_csp

pytestmark = pytest.mark.django_db


@pytest.fixture
def story():
    return make_covered_story(articles=2, slug="gaga")


def admin_login_url():
    return reverse("admin:login")


def test_check_deploy_passes_with_production_variables():
    env = {
        **os.environ,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
        "DJANGO_ALLOWED_HOSTS": "news.example.org",
    }
    for name in ("DJANGO_SECURE_SSL_REDIRECT", "DJANGO_ALLOW_ASYNC_UNSAFE"):
        env.pop(name, None)
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=django_settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_refuses_to_start_without_a_secret_key():
    env = {**os.environ, "DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": ""}
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=django_settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_the_policy_is_strict(client, story):
    response = client.get("/")
    policy = parse_csp(response.headers["Content-Security-Policy"])
    assert policy["script-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    assert policy["form-action"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]
    for directive, sources in policy.items():
        assert "'unsafe-inline'" not in sources, directive
        assert "'unsafe-eval'" not in sources, directive
        assert "*" not in sources, directive


def assert_secure_headers(response, where):
    headers = response.headers
    assert "Content-Security-Policy" in headers, where
    assert headers["X-Content-Type-Options"] == "nosniff", where
    assert headers["Referrer-Policy"] == "strict-origin-when-cross-origin", where
    assert headers["Cross-Origin-Opener-Policy"] == "same-origin", where
    assert headers["Cross-Origin-Resource-Policy"] == "same-origin", where
    assert headers["X-Frame-Options"] == "DENY", where
    permissions = headers["Permissions-Policy"]
    for feature in ("camera=()", "microphone=()", "geolocation=()", "browsing-topics=()"):
        assert feature in permissions, where
    # The copy-link button needs these two.
    assert "clipboard-write=(self)" in permissions
    assert "web-share=(self)" in permissions
    assert headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"


def test_every_page_sends_the_security_headers_in_production(client, production, story):
    urls = [*public_urls(story), admin_login_url(), "/healthz", "/readyz", "/no-such-page/"]
    for url in urls:
        response = client.get(url, secure=True)
        assert response.status_code in {200, 404}, url
        assert_secure_headers(response, url)


def test_plain_http_is_redirected_to_https_in_production(client, production, story):
    response = client.get("/events/gaga/")
    assert response.status_code == 301
    assert response.headers["Location"] == "https://testserver/events/gaga/"


def test_public_pages_and_the_admin_login_score_a_plus(client, production, story):
    for url in [*public_urls(story), admin_login_url()]:
        https = client.get(url, secure=True)
        assert https.status_code == 200, url
        report = observe(https, client.get(url))
        assert report.grade == "A+", f"{url}: {report}"
        assert report.penalties == 0, f"{url}: {report}"


def test_the_observatory_scoring_punishes_what_it_should(client, production, settings, story):
    """The scorer is only worth its A+ if a weaker configuration scores lower."""
    settings.SECURE_HSTS_SECONDS = 0
    settings.SECURE_CONTENT_TYPE_NOSNIFF = False
    settings.CONTENT_SECURITY_POLICY = {
        "DIRECTIVES": {"default-src": ["'self'"], "script-src": ["'self'", "'unsafe-inline'"]}
    }
    report = observe(client.get("/", secure=True), client.get("/"))
    assert report.results["strict-transport-security"] == "hsts-not-implemented"
    assert report.results["content-security-policy"] == "csp-implemented-with-unsafe-inline"
    assert report.results["x-content-type-options"] == "x-content-type-options-not-implemented"
    assert report.score == 100 - 20 - 20 - 5
    assert report.grade == "C"
