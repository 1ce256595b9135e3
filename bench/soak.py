"""Soak and fault test: gunicorn in production settings on a scratch SQLite database.

Not a pytest test: it prints figures, and exits non-zero when a phase breaks its
promise (a 5xx, a socket error, "database is locked", a partial article, a
backup that does not round-trip). Loopback only; bounded in time.

    make soak                      # the full run, about 4-5 minutes
    SOAK_SECONDS=10 make soak      # a short run while developing

Phases: (1) wrk on the story page and the comparison; (2) load_seeds of 1,000
generated articles while wrk reads; (3) a graceful reload (HUP) under load;
(4) load_seeds killed with SIGKILL halfway, the data checked, the load re-run;
(5) dumpdata/loaddata into a fresh database, export_event compared.
"""

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

BASE = Path(__file__).resolve().parent.parent
PYTHON = str(BASE / ".venv" / "bin" / "python")
GUNICORN = str(BASE / ".venv" / "bin" / "gunicorn")
SECONDS = int(os.environ.get("SOAK_SECONDS", "60"))
CONNECTIONS = int(os.environ.get("SOAK_CONNECTIONS", "64"))
BULK_ARTICLES = int(os.environ.get("SOAK_BULK_ARTICLES", "1000"))
KILLED_ARTICLES = int(os.environ.get("SOAK_KILLED_ARTICLES", "400"))
SEED_STORY = "gaga-mulvaney-iwd-2024"
DEMO_STORY = "demo-1-300"

failures = []


def say(message=""):
    print(message, flush=True)


def check(ok, message):
    say(f"  {'ok  ' if ok else 'FAIL'} {message}")
    if not ok:
        failures.append(message)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Scratch:
    """A scratch directory with its own database and the production environment."""

    def __init__(self, root, name):
        self.dir = Path(root) / name
        self.dir.mkdir()
        self.db = self.dir / "db.sqlite3"
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))},
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DJANGO_SECURE_SSL_REDIRECT": "0",
            # Pages only, no collectstatic into the shared tree.
            "DJANGO_STATICFILES_STORAGE": "django.contrib.staticfiles.storage.StaticFilesStorage",
            "DATABASE_URL": f"sqlite:///{self.db}",
            "DJANGO_LOG_LEVEL": "WARNING",
            "PYTHONUNBUFFERED": "1",
        }

    def manage(self, *args, check_rc=True, **kwargs):
        result = subprocess.run(
            [PYTHON, "manage.py", *args],
            cwd=BASE,
            env=self.env,
            capture_output=True,
            text=True,
            **kwargs,
        )
        if check_rc and result.returncode:
            raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stdout}{result.stderr}")
        return result

    def popen_manage(self, *args, log):
        return subprocess.Popen(
            [PYTHON, "manage.py", *args],
            cwd=BASE,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )

    def sql(self, code):
        """Run ``code`` in ``manage.py shell`` and return what it prints, parsed as JSON."""
        out = self.manage("shell", "-c", code).stdout.strip().splitlines()
        return json.loads(out[-1])


class Server:
    def __init__(self, scratch):
        self.scratch = scratch
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = scratch.dir / "gunicorn.log"
        self.log = self.log_path.open("w")
        self.process = subprocess.Popen(
            [
                GUNICORN,
                "--config",
                "newsroom/gunicorn.conf.py",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
            ],
            cwd=BASE,
            env=scratch.env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self.wait_ready()

    def wait_ready(self, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url + "/readyz", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise SystemExit(f"gunicorn did not become ready; see {self.log_path}")

    def log_text(self):
        self.log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


WRK_SCRIPT = """
local paths = {%s}
local counter = 0
statuses = {}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter %% #paths) + 1])
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local merged = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      merged[status] = (merged[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(merged) do
    table.insert(parts, string.format('"%%d": %%d', status, count))
  end
  io.write("STATUSES {" .. table.concat(parts, ", ") .. "}\\n")
  io.write(string.format("P99_US %%d\\n", latency:percentile(99)))
end
"""


class Wrk:
    """wrk against several paths in turn; its summary parsed into figures."""

    def __init__(self, server, paths, seconds, connections=CONNECTIONS):
        script = server.scratch.dir / "paths.lua"
        script.write_text(WRK_SCRIPT % ", ".join(json.dumps(p) for p in paths))
        self.process = subprocess.Popen(
            [
                "wrk",
                "-t2",
                f"-c{connections}",
                f"-d{seconds}s",
                "--timeout",
                "10s",
                "--latency",
                "-s",
                str(script),
                server.url,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    def stop(self):
        """End early (wrk prints its summary on SIGINT)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)

    def result(self):
        out, _ = self.process.communicate(timeout=600)
        figures = {"raw": out}
        match = re.search(r"(\d+) requests in ([\d.]+)(\w+)", out)
        figures["requests"] = int(match.group(1)) if match else 0
        errors = re.search(
            r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out
        )
        figures["socket_errors"] = sum(map(int, errors.groups())) if errors else 0
        non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
        figures["non_2xx_3xx"] = int(non2xx.group(1)) if non2xx else 0
        statuses = re.search(r"STATUSES (\{.*\})", out)
        figures["statuses"] = json.loads(statuses.group(1)) if statuses else {}
        figures["5xx"] = sum(n for s, n in figures["statuses"].items() if s.startswith("5"))
        p99 = re.search(r"P99_US (\d+)", out)
        figures["p99_ms"] = int(p99.group(1)) / 1000 if p99 else float("nan")
        rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
        figures["rps"] = float(rps.group(1)) if rps else 0.0
        return figures


def report(name, figures):
    say(
        f"  {name}: {figures['requests']} requests, {figures['rps']:.0f} req/s, "
        f"p99 {figures['p99_ms']:.0f} ms, statuses {figures['statuses']}, "
        f"socket errors {figures['socket_errors']}, non-2xx/3xx {figures['non_2xx_3xx']}"
    )
    check(figures["requests"] > 0, f"{name}: wrk made requests")
    check(figures["socket_errors"] == 0, f"{name}: zero socket errors")
    check(figures["5xx"] == 0 and figures["non_2xx_3xx"] == 0, f"{name}: zero non-2xx/3xx")


def story_count(scratch, slug):
    return scratch.sql(
        "import json; from articles.models import Article; "
        f"print(json.dumps(Article.objects.filter(story__slug={slug!r}).count()))"
    )


INTEGRITY = """
import json
from articles.extraction import extract
from articles.models import Article
broken = []
checked = 0
for article in Article.objects.filter(story__slug=%r).prefetch_related("quotes"):
    checked += 1
    found = extract(article.body, article.published_at.date() if article.published_at else None)
    expected = sum(1 for q in found.quotes if q.end > q.start)
    if (not article.content_hash or not article.word_count
            or len(article.quotes.all()) != expected):
        broken.append(article.source_key)
print(json.dumps({"checked": checked, "broken": broken}))
"""


def main():
    if not shutil.which("wrk"):
        raise SystemExit("wrk is not installed (apt-get install -y wrk).")
    started = time.monotonic()
    root = tempfile.mkdtemp(prefix="newsroom-soak-")
    server = None
    try:
        scratch = Scratch(root, "main")
        say(f"Scratch: {root}; phase length {SECONDS} s, {CONNECTIONS} connections")
        say("Setup: migrate, seeds, a 300-article demo story")
        scratch.manage("migrate", "--noinput")
        scratch.manage("load_seeds")
        t = time.monotonic()
        scratch.manage("generate_demo", "--articles", "300", "--outlets", "12")
        say(f"  300 articles loaded in {time.monotonic() - t:.1f} s")
        server = Server(scratch)
        pages = [
            f"/events/{DEMO_STORY}/",
            f"/events/{DEMO_STORY}/compare/",
            f"/events/{SEED_STORY}/",
            f"/events/{SEED_STORY}/compare/",
        ]

        say(f"\n(1) wrk {SECONDS} s, {CONNECTIONS} connections: story pages and comparisons")
        report("read load", Wrk(server, pages, SECONDS).result())

        say(f"\n(2) load_seeds of {BULK_ARTICLES} articles while wrk reads")
        bulk = Path(root) / "bulk"
        scratch.manage(
            "generate_demo",
            "--articles",
            str(BULK_ARTICLES),
            "--outlets",
            "12",
            "--seed",
            "2",
            "--out",
            str(bulk),
        )
        bulk_slug = f"demo-2-{BULK_ARTICLES}"
        load_log = (scratch.dir / "load_bulk.log").open("w")
        wrk = Wrk(server, pages, 600)
        t = time.monotonic()
        loader = scratch.popen_manage("load_seeds", str(bulk), log=load_log)
        loader.wait()
        load_seconds = time.monotonic() - t
        wrk.stop()
        figures = wrk.result()
        load_log.close()
        load_out = (scratch.dir / "load_bulk.log").read_text()
        say(f"  load_seeds: exit {loader.returncode} in {load_seconds:.1f} s")
        report("reads during load", figures)
        check(loader.returncode == 0, "load_seeds succeeded")
        locked = load_out.count("database is locked") + server.log_text().count(
            "database is locked"
        )
        check(locked == 0, f"zero 'database is locked' (found {locked})")
        count = story_count(scratch, bulk_slug)
        check(count == BULK_ARTICLES, f"{count} of {BULK_ARTICLES} articles loaded")

        reload_seconds = max(SECONDS // 3, 6)
        say(f"\n(3) graceful reload (HUP) during {reload_seconds} s of load")
        wrk = Wrk(server, pages, reload_seconds)
        time.sleep(reload_seconds / 3)
        server.process.send_signal(signal.SIGHUP)
        time.sleep(reload_seconds / 3)
        server.process.send_signal(signal.SIGHUP)
        figures = wrk.result()
        report("reads across two reloads", figures)
        check(server.process.poll() is None, "gunicorn still running")

        say(f"\n(4) load_seeds of {KILLED_ARTICLES} articles killed (SIGKILL) halfway")
        killed = Path(root) / "killed"
        scratch.manage(
            "generate_demo",
            "--articles",
            str(KILLED_ARTICLES),
            "--outlets",
            "6",
            "--seed",
            "3",
            "--out",
            str(killed),
        )
        killed_slug = f"demo-3-{KILLED_ARTICLES}"
        kill_log = (scratch.dir / "load_killed.log").open("w")
        loader = scratch.popen_manage("load_seeds", str(killed), log=kill_log)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and loader.poll() is None:
            time.sleep(0.02)
            progress = re.findall(r"\[(\d+)/\d+\]", (scratch.dir / "load_killed.log").read_text())
            if progress and int(progress[-1]) >= KILLED_ARTICLES // 2:
                break
        loader.send_signal(signal.SIGKILL)
        loader.wait()
        kill_log.close()
        partial = story_count(scratch, killed_slug)
        say(f"  killed with {partial} of {KILLED_ARTICLES} articles written")
        check(0 < partial < KILLED_ARTICLES, "the kill came in the middle of the load")
        integrity = scratch.sql(INTEGRITY % killed_slug)
        check(
            not integrity["broken"],
            f"{integrity['checked']} articles checked against a re-extraction, "
            f"{len(integrity['broken'])} partial {integrity['broken'][:5]}",
        )
        rerun = scratch.manage("load_seeds", str(killed), check_rc=False)
        check(rerun.returncode == 0, "re-run of load_seeds succeeded")
        final = story_count(scratch, killed_slug)
        check(final == KILLED_ARTICLES, f"after the re-run {final} of {KILLED_ARTICLES} articles")
        integrity = scratch.sql(INTEGRITY % killed_slug)
        check(not integrity["broken"], f"after the re-run {len(integrity['broken'])} partial")

        server.stop()
        server = None

        say("\n(5) backup (dumpdata) and restore (loaddata) into a fresh database")
        backup = Path(root) / "backup.json"
        t = time.monotonic()
        dump = scratch.manage(
            "dumpdata",
            "--natural-foreign",
            "--exclude",
            "contenttypes",
            "--exclude",
            "auth.permission",
            "--exclude",
            "sessions",
            "--exclude",
            "admin.logentry",
            "--exclude",
            "axes",
            "--output",
            str(backup),
        )
        del dump
        fresh = Scratch(root, "restored")
        fresh.manage("migrate", "--noinput")
        fresh.manage("loaddata", str(backup))
        say(
            f"  backup {backup.stat().st_size / 1e6:.1f} MB, dump and restore in "
            f"{time.monotonic() - t:.1f} s"
        )
        for slug in (SEED_STORY, DEMO_STORY, bulk_slug):
            before = scratch.manage("export_event", slug).stdout
            after = fresh.manage("export_event", slug).stdout
            check(
                before == after and len(before) > 100,
                f"export_event {slug} identical after restore ({len(before)} bytes)",
            )
    finally:
        if server is not None:
            server.stop()
        if os.environ.get("SOAK_KEEP"):
            say(f"kept {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)
    say(
        f"\nTotal {time.monotonic() - started:.0f} s; "
        f"{'all checks passed' if not failures else f'{len(failures)} FAILED'}"
    )
    for failure in failures:
        say(f"  FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
