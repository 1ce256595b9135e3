import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _empty_page_cache(settings):
    """Give each test the local-memory view cache, empty."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "newsroom-perf-tests",
        }
    }
    cache.clear()
