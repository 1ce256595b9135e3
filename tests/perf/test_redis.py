"""The shared view cache through Redis (DJANGO_CACHE_URL=redis://…), when redis-server is here."""

import os
import shutil
import socket
import subprocess
import time

import pytest
import redis

from ..factories import make_covered_story

pytestmark = pytest.mark.django_db


@pytest.fixture
def redis_url(tmp_path):
    server = shutil.which("redis-server")
    if server is None:
        if os.environ.get("CI"):  # .ci/run installs it: a skip there would hide a gap
            pytest.fail("redis-server is not installed")
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = subprocess.Popen(
        [
            server,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(tmp_path),
        ],
        stdout=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                pytest.fail("redis-server did not start")
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    process.terminate()
    process.wait()


def test_pages_are_cached_in_redis(client, settings, redis_url, django_assert_num_queries):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": redis_url}
    }
    make_covered_story(articles=2, slug="gaga")
    first = client.get("/events/gaga/")
    with django_assert_num_queries(0):
        again = client.get("/events/gaga/")
    assert again.content == first.content
    assert redis.Redis.from_url(redis_url).keys("*newsroom.page:*")
