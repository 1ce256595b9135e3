"""How the reader pages grow with a story, in figures this machine's noise does not move.

Server time at 300 and 3,000 articles (``bench/pages.py --server-time``) moves by a
tenth or more between runs on a shared two-core machine, so a page that grows a
little is hard to tell from one that does not. This prints, for generated stories
of 300 and 3,000 articles (BENCH_SIZES) and each reader page, its variants (filters,
a deep page) and the feeds and previews, what one cold render does:

- the Python function calls it makes (cProfile, every call counted);
- the bytes it reads from the database: on SQLite those the process reads from the
  file (``/proc/self/io``), on PostgreSQL the shared buffers its queries touch, as
  ``EXPLAIN (ANALYZE, BUFFERS)`` counts them (before PostgreSQL 17 that leaves out the
  TOAST of the values a query returns: a long JSON column read shows on SQLite);
- its queries, and how many of their plans sort or scan a whole table;
- its HTML (or image) in bytes;

then each figure's growth from the smaller size to the larger. A page whose calls,
bytes and plans stay the same costs the same. One that makes more calls or writes
a longer page has more to show (a page not yet full at the smaller size); one that
reads more, or scans or sorts where it did not, is marked, with its queries' plans
printed below the table.

Usage: ``python bench/growth.py`` (SQLite in a scratch folder), or
``sh scripts/with_postgres.sh python bench/growth.py`` (that database is flushed).
"""

import cProfile
import json
import os
import pstats
import sys
import tempfile
from pathlib import Path

from pages import PYTHON, SEED, load_story, manage, run, settings_env

SIZES = [int(n) for n in os.environ.get("BENCH_SIZES", "300,3000").split(",")]
# A page grows when a figure grows more than this from the smaller story to the larger, and
# it reads more when it reads this many bytes more too (a few pages of the file, a few buffers).
TOLERANCE = 1.05
READ_SLACK = 64 * 1024


def page_urls(story):
    """Return the URLs measured for ``story``: its pages, their variants, feeds and previews."""
    from articles.models import Article, Moment, Person, Statement
    from articles.timeline import TIMELINE_PER_PAGE

    base = story.get_absolute_url()
    moment = Moment.objects.filter(story=story).first().get_absolute_url()
    statement = Statement.objects.filter(story=story).first()
    people = Person.objects.for_story(story)
    top, outlets = people.first(), story.listed_outlets()
    last_articles = (story.article_count - 1) // 50 + 1
    last_moments = (Moment.objects.filter(story=story).count() - 1) // TIMELINE_PER_PAGE + 1
    return {
        "404": "/no-such-page/",
        "index": "/",
        "story": base,
        "timeline": base + "timeline/",
        "  ?person": base + f"timeline/?person={top.slug}",
        "  ?outlet": base + f"timeline/?outlet={outlets[0].slug}",
        "  ?published": base + "timeline/?published=1",
        "  last page": base + f"timeline/?page={last_moments}",
        "compare": base + "compare/",
        "  two outlets": base + f"compare/?outlets={outlets[0].slug},{outlets[1].slug}",
        "quotes": base + "quotes/",
        "  ?speaker": base + f"quotes/?speaker={top.slug}",
        "  page 2": base + "quotes/?page=2",
        "articles": base + "articles/",
        "  deepest page": base + f"articles/?page={last_articles}",
        "moment": moment,
        "statement": statement.get_absolute_url(),
        "quote": base + f"quotes/{statement.quotes.order_by('position').first().pk}/",
        "article": Article.objects.filter(story=story).latest("published_at").get_absolute_url(),
        "person": top.get_absolute_url(),
        "  least named": people.last().get_absolute_url(),
        "feed": base + "feed/",
        "site feed": "/feed/",
        "preview": base + "preview.png",
        "  of a moment": moment + "preview.png",
        "  of statement": statement.get_absolute_url() + "preview.png",
    }


def bytes_read():
    with open("/proc/self/io") as io:
        return dict(line.split(": ") for line in io.read().splitlines())["rchar"]


def measure(slug):
    """Print, as JSON, what one cold render of each page of the story does."""
    import django

    django.setup()
    from django.db import connection
    from django.test import Client

    from articles.models import Event

    client = Client(HTTP_HOST="127.0.0.1")
    pages = {}
    for name, url in page_urls(Event.objects.get(slug=slug)).items():
        client.get(url)  # compile templates, fill the connection
        queries = []
        before = int(bytes_read())
        with connection.execute_wrapper(recording(queries)):
            response = client.get(url)
        read = int(bytes_read()) - before
        profile = cProfile.Profile()
        profile.runcall(client.get, url)
        calls = sum(ncalls for _, ncalls, *_ in pstats.Stats(profile).stats.values())
        plans = [explain(connection, sql, params) for sql, params in queries]
        if connection.vendor == "postgresql":
            read = 8192 * sum(buffers for _, buffers in plans)
        pages[name] = {
            "calls": calls,
            "read": read,
            "queries": len(queries),
            "whole": sum(1 for plan, _ in plans if reads_whole(plan)),
            "bytes": len(response.content),
            "plans": [plan for plan, _ in plans],
        }
    print(json.dumps(pages))


def recording(queries):
    """Return an execute wrapper that appends each query's SQL and parameters to ``queries``."""

    def record(execute, sql, params, many, context):
        queries.append((sql, params))
        return execute(sql, params, many, context)

    return record


def explain(connection, sql, params):
    """Return the plan of a query as lines of text, and the shared buffers it touched."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}", params)
            [plan] = cursor.fetchone()[0]
            lines = []
            walk(plan["Plan"], lines)
            top = plan["Plan"]
            return lines, top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0)
        cursor.execute(f"EXPLAIN QUERY PLAN {sql}", params)
        return [row[-1] for row in cursor.fetchall()], 0


def walk(node, lines, depth=0):
    relation = node.get("Index Name") or node.get("Relation Name") or ""
    lines.append(
        f"{'  ' * depth}{node['Node Type']} {relation} "
        f"(rows {node.get('Actual Rows')} × {node.get('Actual Loops')})"
    )
    for child in node.get("Plans", ()):
        walk(child, lines, depth + 1)


def reads_whole(plan):
    """Whether a plan scans a whole table or sorts what it read (SQLite's or PostgreSQL's)."""
    return any(
        line.lstrip().startswith(("SCAN ", "Seq Scan", "Sort", "Incremental Sort"))
        or "TEMP B-TREE" in line
        for line in plan
    )


def growth(small, large):
    return large / small if small else (1.0 if not large else float("inf"))


def main():
    database_url = os.environ.get("DATABASE_URL", "") or "sqlite://"
    engine = "PostgreSQL" if database_url.startswith("postgres") else "SQLite"
    read = "buffers touched" if engine == "PostgreSQL" else "bytes read from the file"
    print(f"Newsroom page growth on {engine}: one cold render per page", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        static_root = Path(scratch) / "static"
        manage(["collectstatic", "--noinput"], settings_env(database_url, static_root))
        found = {}
        for size in SIZES:
            url = load_story(size, database_url, static_root, scratch)
            env = settings_env(url, static_root, cache_url="dummy://")
            found[size] = json.loads(
                run([PYTHON, __file__, "--measure", f"demo-{SEED}-{size}"], env)
            )
    small, large = (found[size] for size in SIZES[:2])
    print(f"\n  per page at {SIZES[0]} → {SIZES[1]} articles: calls, {read} (KB),")
    print("  queries (of which scan a table or sort), and the page in KB; ← grows")
    print(f"  {'page':<16}{'calls':>22}{'read KB':>26}{'queries':>12}{'page KB':>18}")
    reading = []
    for name, before in small.items():
        after = large[name]
        ratios = [growth(before[key], after[key]) for key in ("calls", "read", "bytes")]
        reads_more = (
            after["read"] > TOLERANCE * before["read"] + READ_SLACK
            or after["whole"] > before["whole"]
        )
        if reads_more:
            reading.append(name)
        flag = "  ← reads more" if reads_more else ""
        if not flag and max(ratios[0], ratios[2]) > TOLERANCE:
            flag = "  ←"
        # Reads of a few bytes (SQLite's pages already in its cache) have no useful ratio.
        read_ratio = f"{ratios[1]:>5.2f}×" if before["read"] >= READ_SLACK else " " * 6
        print(
            f"  {name:<16}{before['calls']:>8} → {after['calls']:>6} {ratios[0]:>5.2f}×"
            f"{before['read'] / 1024:>9.1f} → {after['read'] / 1024:>7.1f} {read_ratio}"
            f"{before['queries']:>5} ({after['whole']})"
            f"{before['bytes'] / 1024:>7.1f} → {after['bytes'] / 1024:>6.1f}{flag}"
        )
    for name in reading:
        print(f"\n  {name.strip()} at {SIZES[1]} articles, its queries' plans:")
        for number, plan in enumerate(large[name]["plans"], 1):
            print(f"    {number}. " + "\n       ".join(plan))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        measure(sys.argv[2])
    else:
        main()
