import os

import pytest

# Playwright's sync API runs an event loop in the test thread; ORM calls made
# beside it in browser tests are still ordinary synchronous calls.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

pytest_plugins = ["tests.web.server"]

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")


@pytest.fixture(autouse=True)
def _empty_cache():
    """Start each test with an empty cache: cached pages of another test's rows would leak."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def _plain_static_storage(settings):
    """Serve static files without the manifest collectstatic builds for production."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}: run `make chromium` or set CHROMIUM_PATH.")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
        ],
    }


@pytest.fixture
def story(db):
    """A published story of three articles from three outlets, with its people and quotes."""
    from .factories import make_covered_story

    return make_covered_story(articles=3, title="Gaga defends Mulvaney", slug="gaga")
