"""Reader pages under load, and how they grow: a benchmark that prints figures, not a test.

For generated stories of 30, 300 and 3,000 articles (20 outlets) it prints:

- server time per page (median of BENCH_REQUESTS sequential requests through
  Django's test client, view cache off) and queries per page, at each size,
  and the growth from 300 to 3,000 articles;
- at 300 articles, requests/s and p50/p99 latency under
  ``wrk -t2 -c16 --latency``, sending ``Accept-Encoding: gzip`` as browsers
  do, against gunicorn (production settings, two
  workers) for /healthz, the story, the timeline, the comparison and an
  article, each with its ratio to /healthz in the same run: cold (view cache
  off) and warm (local-memory view cache, filled first), and the 404 page
  as the floor any rendered page is held to;
- the story page's weight: its HTML (plain and gzipped) and every static file
  it loads, as whitenoise serves them, with their cache headers.

wrk shares the machine's cores with the server, and other work on the machine
moves absolute numbers: read the ratios within one run.

Usage: ``python bench/pages.py`` (SQLite in a scratch folder), or with
DATABASE_URL set, e.g. ``sh scripts/with_postgres.sh python bench/pages.py``
(that database is flushed). ``make bench`` runs both.
Settings: BENCH_SECONDS (wrk seconds per URL, default 10), BENCH_REQUESTS
(default 15), BENCH_SIZES (default 30,300,3000), BENCH_WRK_SIZE (default 300).
``python bench/pages.py --server-time`` prints the server-time table alone
(no wrk, no page weight): the quick look at cold renders.
"""

import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
GUNICORN = str(Path(PYTHON).parent / "gunicorn")
SECONDS = int(os.environ.get("BENCH_SECONDS", "10"))
REQUESTS = int(os.environ.get("BENCH_REQUESTS", "15"))
SIZES = [int(n) for n in os.environ.get("BENCH_SIZES", "30,300,3000").split(",")]
WRK_SIZE = int(os.environ.get("BENCH_WRK_SIZE", "300"))
OUTLETS = 20
SEED = 7
LOADED = ["healthz", "story", "timeline", "compare", "article"]
# The cheapest page Django renders from a template here: the 404 page (one
# query for a redirect, 1 KB of HTML, never cached). No rendered page can
# beat its ratio to /healthz; it shows the ceiling of the cold figures.
FLOOR = "404 floor"
# Its row in the server-time table, where every page is also given as a multiple of it.
FLOOR_PAGE = "404"
# What every browser sends: pages go out gzipped (stored so in the view cache).
ENCODING = "gzip"


# --------------------------------------------------------------------------- in-process


def measure(slug):
    """Print, as JSON, the URLs of the story's pages with their server time, queries and size."""
    import django

    django.setup()
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from articles.models import Article, Event, Moment, Person, Statement

    story = Event.objects.get(slug=slug)
    base = f"/events/{slug}/"
    urls = {
        FLOOR_PAGE: "/no-such-page/",
        "index": "/",
        "story": base,
        "timeline": base + "timeline/",
        "compare": base + "compare/",
        "quotes": base + "quotes/",
        "articles": base + "articles/",
        "moment": Moment.objects.filter(story=story).first().get_absolute_url(),
        "statement": Statement.objects.filter(story=story).first().get_absolute_url(),
        "article": Article.objects.filter(story=story).latest("published_at").get_absolute_url(),
        "person": Person.objects.for_story(story).first().get_absolute_url(),
    }
    client = Client(HTTP_HOST="127.0.0.1")
    pages = {}
    for name, url in urls.items():
        client.get(url)  # compile templates, fill the connection
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        assert response.status_code == (404 if name == FLOOR_PAGE else 200), (
            url,
            response.status_code,
        )
        query_count = len(queries)  # before the next request resets the log
        times = []
        for _ in range(REQUESTS):
            started = time.perf_counter()
            client.get(url)
            times.append(time.perf_counter() - started)
        pages[name] = {
            "url": url,
            "ms": statistics.median(times) * 1000,
            "queries": query_count,
            "bytes": len(response.content),
        }
    print(json.dumps(pages))


# --------------------------------------------------------------------------- helpers


def settings_env(database_url, static_root, cache_url=None):
    env = dict(
        os.environ,
        DJANGO_SETTINGS_MODULE="bench.prod_settings",
        BENCH_STATIC_ROOT=str(static_root),
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="bench-only-" + "k" * 50,
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        DJANGO_LOG_LEVEL="WARNING",
        DATABASE_URL=database_url,
        WEB_CONCURRENCY="2",
        PYTHONPATH=str(ROOT),
    )
    env.pop("DJANGO_CACHE_URL", None)
    if cache_url:
        env["DJANGO_CACHE_URL"] = cache_url
    return env


def run(args, env):
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"{' '.join(map(str, args))} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def manage(args, env):
    return run([PYTHON, "manage.py", *args], env)


def spare_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url, encoding="identity"):
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.read(), response.headers


class Server:
    """gunicorn with the production settings on a spare port, stopped on exit."""

    def __init__(self, env, log):
        self.port = spare_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = log
        self.env = env

    def __enter__(self):
        self.process = subprocess.Popen(
            [GUNICORN, "--config", "newsroom/gunicorn.conf.py", "--bind", f"127.0.0.1:{self.port}"],
            cwd=ROOT,
            env=self.env,
            stdout=self.log,
            stderr=self.log,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                fetch(self.base + "/healthz")
                return self
            except OSError:
                time.sleep(0.2)
        self.process.kill()
        self.log.flush()
        sys.exit("gunicorn did not start:\n" + Path(self.log.name).read_text())

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=30)


UNITS = {"us": 1e-3, "ms": 1.0, "s": 1000.0}


def wrk(url):
    """Return (requests/s, p50 ms, p99 ms, non-2xx/3xx count) of ``url`` under wrk."""
    out = subprocess.run(
        [
            "wrk",
            "-t2",
            "-c16",
            f"-d{SECONDS}s",
            "--latency",
            "-H",
            f"Accept-Encoding: {ENCODING}",
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    def latency(percent):
        value, unit = re.search(rf"^\s*{percent}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M).groups()
        return float(value) * UNITS[unit]

    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    return rate, latency(50), latency(99), int(bad.group(1)) if bad else 0


# --------------------------------------------------------------------------- sections


def load_story(size, database_url, static_root, scratch):
    """Load a generated story of ``size`` articles into a fresh database; return its URL."""
    if database_url.startswith("sqlite"):
        database_url = f"sqlite:///{scratch}/pages-{size}.sqlite3"
    env = settings_env(database_url, static_root)
    manage(["migrate", "--noinput"], env)
    if not database_url.startswith("sqlite"):
        manage(["flush", "--noinput"], env)
    started = time.perf_counter()
    manage(
        ["generate_demo", "--articles", str(size), "--outlets", str(OUTLETS), "--seed", str(SEED)],
        env,
    )
    print(f"  loaded {size} articles in {time.perf_counter() - started:.0f} s", flush=True)
    if not database_url.startswith("sqlite"):
        # The tables as autovacuum leaves a live database soon after a bulk load: the dead
        # rows of the load's updates gone, and statistics for the planner. Without this a
        # page's plan, and how many pages it reads, depend on whether its pass has come yet
        # (at 3,000 articles the timeline's twenty moments took 69 buffers before, 3 after).
        vacuum = "from django.db import connection; connection.cursor().execute('VACUUM ANALYZE')"
        manage(["shell", "-c", vacuum], env)
    return database_url


def server_times(database_url, static_root, slug):
    env = settings_env(database_url, static_root, cache_url="dummy://")
    return json.loads(run([PYTHON, __file__, "--measure", slug], env))


def load_test(database_url, static_root, pages, scratch, warm):
    label = "warm (view cache on, filled first)" if warm else "cold (view cache off)"
    env = settings_env(database_url, static_root, cache_url=None if warm else "dummy://")
    log_path = Path(scratch) / f"gunicorn-{'warm' if warm else 'cold'}.log"
    with open(log_path, "w") as log, Server(env, log) as server:
        urls = {"healthz": "/healthz", **{n: pages[n]["url"] for n in LOADED[1:]}}
        urls[FLOOR] = "/no-such-page/"
        for url in urls.values():
            for _ in range(8):  # both workers fill their cache, and warm up
                try:
                    fetch(server.base + url, ENCODING)
                except urllib.error.HTTPError as error:
                    if error.code != 404:
                        raise
        results = {name: wrk(server.base + url) for name, url in urls.items()}
    base_rate = results["healthz"][0]
    print(f"\n  wrk -t2 -c16 -d{SECONDS}s, {label}:")
    print(f"  {'page':<11}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'× healthz':>11}")
    for name, (rate, p50, p99, bad) in results.items():
        flag = f"  ({bad} errors)" if bad and name != FLOOR else ""
        print(f"  {name:<11}{rate:>9.0f}{p50:>9.1f}{p99:>9.1f}{rate / base_rate:>11.2f}{flag}")
    return results


def page_weight(database_url, static_root, pages, scratch):
    env = settings_env(database_url, static_root)
    with open(Path(scratch) / "gunicorn-weight.log", "w") as log, Server(env, log) as server:
        html, _ = fetch(server.base + pages["story"]["url"])
        served, headers = fetch(server.base + pages["story"]["url"], "gzip")
        assert headers.get("Content-Encoding") == "gzip", "the page is not served compressed"
        assets = sorted(set(re.findall(r'(?:href|src)="(/static/[^"]+)"', html.decode())))
        rows = []
        for asset in assets:
            body, headers = fetch(server.base + asset, "br, gzip")
            rows.append(
                (
                    asset,
                    len(body),
                    headers.get("Content-Encoding") or "none",
                    headers.get("Cache-Control", ""),
                )
            )
    total = len(served) + sum(size for _, size, _, _ in rows)
    print(f"\n  story page weight ({WRK_SIZE} articles):")
    print(f"  {'HTML':<52}{len(html):>8} B plain, {len(served)} B served gzipped (target ≤ 30 KB)")
    for asset, size, encoding, cache_control in rows:
        print(f"  {asset:<52}{size:>8} B {encoding:<5} {cache_control}")
    print(f"  {'everything it loads, compressed':<52}{total:>8} B (target ≤ 100 KB)")


def print_server_times(growth):
    print(
        f"\n  server time per page, view cache off: median ms of {REQUESTS} requests (queries)"
        f" and × the 404 page"
    )
    print(
        f"  {'page':<10}"
        + "".join(f"{f'{s} art.':>22}" for s in SIZES)
        + ("   growth 300→3000" if {300, 3000} <= set(SIZES) else "")
    )
    for name in growth[SIZES[0]]:
        cells = "".join(
            f"{growth[s][name]['ms']:>9.1f} ({growth[s][name]['queries']:>2})"
            f"{growth[s][name]['ms'] / growth[s][FLOOR_PAGE]['ms']:>7.1f}×"
            for s in SIZES
        )
        ratio = ""
        if {300, 3000} <= set(SIZES):
            ratio = f"{growth[3000][name]['ms'] / growth[300][name]['ms']:>12.2f}×"
        print(f"  {name:<10}{cells}{ratio}")
    print(
        f"  {'HTML KB':<10}"
        + "".join(f"{growth[s]['story']['bytes'] / 1024:>22.1f}" for s in SIZES)
        + "   (story page)"
    )


def main(server_time_only=False):
    database_url = os.environ.get("DATABASE_URL", "")
    engine = "PostgreSQL" if database_url.startswith("postgres") else "SQLite"
    database_url = database_url or "sqlite://"
    print(
        f"Newsroom reader pages on {engine}: {os.cpu_count()} cores, "
        f"load average {os.getloadavg()[0]:.1f} at the start",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as scratch:
        static_root = Path(scratch) / "static"
        manage(["collectstatic", "--noinput"], settings_env(database_url, static_root))
        growth = {}
        for size in SIZES:
            url = load_story(size, database_url, static_root, scratch)
            pages = server_times(url, static_root, f"demo-{SEED}-{size}")
            growth[size] = pages
            if size == WRK_SIZE and not server_time_only:
                for warm in (False, True):
                    load_test(url, static_root, pages, scratch, warm)
                page_weight(url, static_root, pages, scratch)
        print_server_times(growth)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        measure(sys.argv[2])
    else:
        main(server_time_only=sys.argv[1:2] == ["--server-time"])
