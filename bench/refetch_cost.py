"""What a re-fetch costs per article: requests, bytes, queries, writes and time.

Serves the test pages on loopback (``tests/web/server.py``), adds N copies of
the story page to a scratch SQLite database, then runs ``refetch_articles``
twice: once with every page unchanged (304s), once with every page changed
(a trimmed quote and a new paragraph). Usage: python bench/refetch_cost.py [N]
"""

import io
import os
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = tempfile.mkdtemp()
os.environ["DATABASE_URL"] = f"sqlite:///{SCRATCH}/refetch.sqlite3"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")
os.environ["NEWSROOM_FETCH_ALLOW_PRIVATE"] = "1"  # the pages are served on loopback

import django  # noqa: E402

django.setup()

from django.core.management import CommandError, call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from articles.models import Event  # noqa: E402
from tests.web import server  # noqa: E402

WRITES = ("INSERT", "UPDATE", "DELETE")


def serve():
    site = server.Site()
    handler = type("Handler", (server.Handler,), {"site": site})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    site.base = f"http://127.0.0.1:{httpd.server_address[1]}"
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return site


def measure(label, site, count):
    site.requests.clear()
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        try:
            call_command("refetch_articles", "--delay", "0", stdout=io.StringIO())
        except CommandError as exc:  # a benchmark reports, it does not stop
            print(f"{label}: failed: {exc}")
        elapsed = time.perf_counter() - started
    writes = sum(1 for q in queries if q["sql"].lstrip().upper().startswith(WRITES))
    print(
        f"{label:10} {len(site.requests) / count:.1f} request(s), "
        f"{len(queries) / count:.1f} queries and {writes / count:.1f} writes, "
        f"{elapsed / count * 1000:.0f} ms per article ({count} articles)"
    )


def main(count):
    call_command("migrate", "--noinput", verbosity=0)
    site = serve()
    for number in range(count):
        story = Event.objects.create(title=f"Story {number}", slug=f"story-{number}")
        call_command(
            "add_article",
            site.url("/news/mara-quinn-tour"),
            "--story",
            story.slug,
            stdout=io.StringIO(),
        )
    connection.force_debug_cursor = True
    measure("unchanged", site, count)
    site.story_version = 2
    measure("changed", site, count)
    page = len((server.PAGES / "story-v2.html").read_bytes())
    print(f"The changed page is {page} bytes; a 304 carries no body.")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
