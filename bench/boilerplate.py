"""Print how well article pages are read: paragraphs kept, boilerplate left out.

    .venv/bin/python bench/boilerplate.py [-v]

Measured on the saved pages in ``tests/web/layouts/`` (twelve layouts written
for the tests); ``-v`` lists what each page lost or let in.
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

from bench.scoring.boilerplate import score_all


def main(verbose=False):
    scores = score_all()
    paragraphs = sum(s.paragraphs for s in scores)
    kept = sum(s.kept for s in scores)
    pieces = sum(s.boilerplate for s in scores)
    leaked = sum(len(s.leaked) for s in scores)
    clean = sum(1 for s in scores if s.is_clean)
    for s in scores:
        status = "clean" if s.is_clean else f"{len(s.missing)} lost, {len(s.leaked)} leaked"
        print(f"{s.name:24} {s.kept}/{s.paragraphs} paragraphs, {status}")
        if verbose:
            for paragraph in s.missing:
                print(f"    lost:   {paragraph[:90]}")
            for piece in s.leaked:
                print(f"    leaked: {piece[:90]}")
    print(
        f"\nPages clean: {clean}/{len(scores)}. Paragraphs kept: {kept}/{paragraphs} "
        f"({kept / paragraphs:.1%}). Boilerplate left out: {pieces - leaked}/{pieces} "
        f"({(pieces - leaked) / pieces:.1%})."
    )


if __name__ == "__main__":
    main(verbose="-v" in sys.argv[1:])
