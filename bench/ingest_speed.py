"""Ingest throughput: load_seeds of generated stories of 100 and 1,000 articles.

Prints articles per second and how the time grows (it should be linear).
Uses DATABASE_URL when set (run under scripts/with_postgres.sh for PostgreSQL),
else a scratch SQLite file. Usage: python bench/ingest_speed.py [N ...]
"""

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANAGE = [sys.executable, str(ROOT / "manage.py")]


def run(args, env):
    subprocess.run([*MANAGE, *args], check=True, env=env, stdout=subprocess.DEVNULL)


def main(sizes):
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for size in sizes:
            env = dict(os.environ)
            base_url = env.get("DATABASE_URL", "")
            if not base_url:
                env["DATABASE_URL"] = f"sqlite:///{scratch}/ingest-{size}.sqlite3"
            run(["migrate", "--noinput"], env)
            if base_url:
                run(["flush", "--noinput"], env)
            out = Path(scratch) / f"story-{size}"
            run(
                [
                    "generate_demo",
                    "--articles",
                    str(size),
                    "--outlets",
                    "20",
                    "--seed",
                    "7",
                    "--out",
                    str(out),
                ],
                env,
            )
            folder = next(out.iterdir())
            started = time.perf_counter()
            run(["load_seeds", str(folder)], env)
            elapsed = time.perf_counter() - started
            results.append((size, elapsed))
            rate = size / elapsed
            print(f"{size:>6} articles: {elapsed:6.1f} s  {rate:6.1f} articles/s", flush=True)
    engine = "PostgreSQL" if os.environ.get("DATABASE_URL", "").startswith("postgres") else "SQLite"
    (small, t_small), (large, t_large) = results[0], results[-1]
    print(
        f"{engine}: time ratio {large}/{small} articles = {t_large / t_small:.2f} "
        f"(linear would be {large / small:.0f})"
    )


if __name__ == "__main__":
    main([int(n) for n in sys.argv[1:]] or [100, 1000])
