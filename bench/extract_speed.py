"""Benchmark extraction speed: one ~600-word article, and one 50 times longer.

Prints the median time for one article and the ratio
time(50x article) / (50 x time(one)); near 1 means linear time.
"""

import datetime
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from articles.extraction import extract  # noqa: E402

PUBLISHED = datetime.date(2024, 3, 12)


def median_seconds(text: str, runs: int) -> float:
    """Return the median wall-clock time of ``runs`` extractions of ``text``, after one run
    that warms the caches (a worker extracts many articles in one process)."""
    extract(text, PUBLISHED)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        extract(text, PUBLISHED)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Print the figures."""
    seed = ROOT / "seeds" / "gaga-mulvaney-iwd-2024" / "001_93bf58d8dc24e6f8.txt"
    article = seed.read_text(encoding="utf-8")
    one = median_seconds(article, 51)
    long = median_seconds("\n\n".join([article] * 50), 3)
    print(f"article: {len(article.split())} words; 50x article: {50 * len(article.split())} words")
    print(f"median one article: {one * 1000:.1f} ms")
    print(f"median 50x article: {long * 1000:.1f} ms")
    print(f"ratio time(50x) / (50 x time(one)): {long / (50 * one):.2f}")


if __name__ == "__main__":
    main()
