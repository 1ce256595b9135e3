"""A loopback web server of article pages written for the tests, and the fetch settings for it.

A pytest plugin (``pytest_plugins`` in ``tests/conftest.py``): the admin and
browser tests add articles from it too.
"""

import contextlib
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

PAGES = Path(__file__).parent / "pages"
MAX_BYTES = 100_000
TIMEOUT = 1.0
HTML = "text/html; charset=utf-8"
SLOW = 3.0  # seconds the slow page waits before answering: longer than TIMEOUT

# path: (page file, or None for the story page whose version the test picks)
ARTICLES = {
    "/news/leo-marsh-stage": "ordinary.html",
    "/pop/velvet-hours": "boilerplate.html",
    "/gallery": "short.html",
    "/news/mara-quinn-tour": None,
}
REDIRECTS = {
    "/moved": "/news/leo-marsh-stage",
    "/to-metadata": "http://169.254.169.254/latest/meta-data/",
    "/to-private": "http://10.255.255.1/news/article",
    "/loop": "/loop",
}


@dataclass
class Site:
    """What the server serves and what it was asked: the tests read and set it."""

    base: str = ""
    story_version: int = 1
    gone: set = field(default_factory=set)  # paths that answer 404 from now on
    validators: bool = True  # whether the story page sends ETag and Last-Modified
    requests: list = field(default_factory=list)

    def url(self, path):
        return f"{self.base}{path}"

    def asked(self, path):
        return [headers for asked, headers in self.requests if asked == path]


class Handler(BaseHTTPRequestHandler):
    site: Site

    def log_message(self, *args):
        pass

    def do_GET(self):
        site = self.site
        site.requests.append((self.path, dict(self.headers)))
        if self.path in REDIRECTS:
            return self.answer(302, b"", headers={"Location": REDIRECTS[self.path]})
        if self.path == "/slow":
            time.sleep(SLOW)
            return self.answer(200, self.page("ordinary.html"))
        if self.path == "/report.pdf":
            return self.answer(200, b"%PDF-1.4 not an article", content_type="application/pdf")
        if self.path in ("/huge", "/huge-unsized"):
            body = b"<html><body><p>" + b"word " * (MAX_BYTES // 4) + b"</p></body></html>"
            return self.answer(200, body, sized=self.path == "/huge")
        if self.path not in ARTICLES or self.path in site.gone:
            return self.answer(404, b"<html><body><h1>Not found</h1></body></html>")
        name = ARTICLES[self.path]
        if name is not None:
            return self.answer(200, self.page(name))
        etag = f'"quinn-v{site.story_version}"'
        validators = {"ETag": etag, "Last-Modified": "Tue, 15 Jul 2025 09:30:00 GMT"}
        if not site.validators:
            validators = {}
        elif self.headers.get("If-None-Match") == etag:
            return self.answer(304, b"", headers=validators)
        body = self.page(f"story-v{site.story_version}.html")
        return self.answer(200, body, headers=validators)

    def page(self, name):
        return (PAGES / name).read_text(encoding="utf-8").replace("{base}", self.site.base).encode()

    def answer(
        self, status, body, *, content_type="text/html; charset=utf-8", headers=(), sized=True
    ):
        self.send_response(status)
        if status != 304:
            self.send_header("Content-Type", content_type)
        if sized:
            self.send_header("Content-Length", str(len(body)))
        for name, value in dict(headers).items():
            self.send_header(name, value)
        self.end_headers()
        # The client may stop reading: the size limit did its job.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.wfile.write(body)


@pytest.fixture
def site():
    """Serve the test pages on 127.0.0.1 for one test; yield the ``Site`` to steer and inspect."""
    state = Site()
    handler = type("SiteHandler", (Handler,), {"site": state})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    state.base = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield state
    server.shutdown()
    server.server_close()


@pytest.fixture
def fetch_settings(settings):
    """Let fetching reach the loopback server, quickly, without waiting between requests."""
    settings.NEWSROOM_FETCH_ALLOW_PRIVATE = True
    settings.NEWSROOM_FETCH_TIMEOUT = TIMEOUT
    settings.NEWSROOM_FETCH_MAX_BYTES = MAX_BYTES
    settings.NEWSROOM_FETCH_HOST_DELAY = 0
    return settings


@pytest.fixture
def web(site, fetch_settings):
    return site
