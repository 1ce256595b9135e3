"""Cookies, the admin's sign-in (throttled by django-axes) and where the admin lives."""

import importlib

import pytest
from django.contrib.auth.models import User
from django.urls import clear_url_caches, reverse

from ..factories import make_covered_story
from .helpers import public_urls

pytestmark = pytest.mark.django_db

PASSWORD = "correct-horse-battery-staple-42"


@pytest.fixture
def staff():
    return User.objects.create_user("edna", password=PASSWORD, is_staff=True, is_superuser=True)


def test_public_pages_set_no_cookies(client, production):
    story = make_covered_story(articles=2, slug="gaga")
    for url in [*public_urls(story), "/search/?q=%3Cscript%3E", "/no-such-page/", "/healthz"]:
        response = client.get(url, secure=True)
        assert not response.cookies, f"{url} set {list(response.cookies)}"
        assert "Set-Cookie" not in response.headers, url


def login(client, password, username="edna"):
    return client.post(
        reverse("admin:login"),
        {"username": username, "password": password, "next": reverse("admin:index")},
        secure=True,
        REMOTE_ADDR="203.0.113.7",
    )


def test_admin_cookies_are_secure_and_http_only_in_production(client, production, staff):
    page = client.get(reverse("admin:login"), secure=True)
    csrf = page.cookies["csrftoken"]
    assert csrf["secure"] and csrf["httponly"] and csrf["samesite"] == "Lax"
    response = login(client, PASSWORD)
    assert response.status_code == 302
    session = response.cookies["sessionid"]
    assert session["secure"] and session["httponly"] and session["samesite"] == "Lax"
    # CSRF_COOKIE_HTTPONLY does not stop the admin working: its forms carry the token.
    assert client.get(reverse("admin:index"), secure=True).status_code == 200


def test_five_bad_passwords_lock_the_account_out_even_with_the_right_one(client, staff):
    for _ in range(5):
        response = login(client, "wrong-password")
        assert response.status_code in {200, 429}
    response = login(client, PASSWORD)
    assert response.status_code == 429
    html = response.content.decode()
    assert "Too many failed sign-ins" in html
    assert "15 minutes" in html
    assert "_auth_user_id" not in client.session


def test_four_bad_passwords_do_not_lock_the_account_out(client, staff):
    for _ in range(4):
        login(client, "wrong-password")
    assert login(client, PASSWORD).status_code == 302


def test_the_lockout_is_per_username_and_address(client, staff):
    User.objects.create_user("other", password=PASSWORD, is_staff=True)
    for _ in range(5):
        login(client, "wrong-password")
    assert login(client, PASSWORD, username="other").status_code == 302
    response = client.post(
        reverse("admin:login"),
        {"username": "edna", "password": PASSWORD},
        secure=True,
        REMOTE_ADDR="198.51.100.9",
    )
    assert response.status_code == 302


def test_axes_checks_first_and_answers_last(settings):
    assert settings.AUTHENTICATION_BACKENDS[0] == "axes.backends.AxesStandaloneBackend"
    assert settings.MIDDLEWARE[-1] == "axes.middleware.AxesMiddleware"
    assert settings.AXES_FAILURE_LIMIT == 5
    assert settings.AXES_COOLOFF_TIME.total_seconds() == 15 * 60
    assert settings.AXES_LOCKOUT_PARAMETERS == [["username", "ip_address"]]


def test_passwords_are_validated(settings):
    names = {v["NAME"].rsplit(".", 1)[-1] for v in settings.AUTH_PASSWORD_VALIDATORS}
    assert {
        "MinimumLengthValidator",
        "CommonPasswordValidator",
        "NumericPasswordValidator",
        "UserAttributeSimilarityValidator",
    } <= names


@pytest.fixture
def admin_elsewhere(settings):
    import newsroom.urls

    original = settings.ADMIN_PATH
    settings.ADMIN_PATH = "back-office-7f3a/"
    clear_url_caches()
    importlib.reload(newsroom.urls)
    yield
    settings.ADMIN_PATH = original
    clear_url_caches()
    importlib.reload(newsroom.urls)


def test_the_admin_lives_under_the_configured_path(client, admin_elsewhere):
    assert reverse("admin:login") == "/back-office-7f3a/login/"
    assert client.get("/back-office-7f3a/login/").status_code == 200
    assert client.get("/admin/login/").status_code == 404
