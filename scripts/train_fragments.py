"""Train the learned step for one to three quoted words (``articles/extraction/fragments.py``).

Reads PolNeAR train from ``../shared/corpora/polnear`` (never copied into the repository).
Every span of one to three quoted words that reaches the step while the pipeline runs is a
row: its features (the hand rules' verdict among them) and whether the hidden measure's rules
make it a gold direct quote. A logistic model is fitted by Newton's method; five folds over
the texts print the precision, recall and F1 on those spans of the hand rules alone and of the
step as the pipeline uses it (``fragments.decide``: the rules' yes stands), then
the model fitted on every text is written to ``articles/extraction/lexicon/fragment_weights.txt``.

Run: ``.venv/bin/python scripts/train_fragments.py`` (about a minute; ``--dry-run`` writes nothing).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from articles.extraction import extract, fragments  # noqa: E402
from bench.scoring import polnear  # noqa: E402
from scripts.logistic import fit, prf  # noqa: E402

WEIGHTS_FILE = ROOT / "articles" / "extraction" / "lexicon" / "fragment_weights.txt"
FOLDS = 5


def rows(names: list[str]) -> list[tuple[str, dict[str, float], bool]]:
    """Return (text name, features, gold) for every short span the step is asked about."""
    dates = polnear.publication_dates()
    asked: list[tuple[int, int, dict[str, float]]] = []
    rules_only = fragments.is_speech

    def record(text, start, end, decided):
        asked.append((start, end, fragments.features(text, start, end, decided)))
        return decided  # the hand rules alone, while the rows are gathered

    fragments.is_speech = record
    try:
        out = []
        for name in names:
            text, gold = polnear.gold_quotes(name, "train", resolved={})
            asked.clear()
            extract(text, dates.get(name))
            spans = [(g.start, g.end) for g in gold]
            for start, end, feats in asked:
                is_gold = any(max(start, a) < min(end, b) for a, b in spans)
                out.append((name, feats, is_gold))
        return out
    finally:
        fragments.is_speech = rules_only


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print the folds, write nothing")
    args = parser.parse_args(argv)
    names = polnear.documents("train")
    if not names:
        sys.exit(f"PolNeAR train not found in {polnear.CORPUS}")
    data = rows(names)
    print(f"{len(data)} spans of one to three quoted words from {len(names)} texts")
    rules, model = [], []
    for fold in range(FOLDS):
        held = {name for i, name in enumerate(names) if i % FOLDS == fold}
        weights = fit([(f, y) for name, f, y in data if name not in held])
        for name, feats, y in data:
            if name in held:
                rules.append((bool(feats["rules-say-speech"]), y))
                model.append((fragments.decide(feats, weights), y))
    print(f"hand rules, {FOLDS} folds:    {prf(rules)}")
    print(f"learned step, {FOLDS} folds:  {prf(model)}")
    weights = fit([(f, y) for _name, f, y in data])
    for key, value in sorted(weights.items(), key=lambda item: -abs(item[1])):
        print(f"  {value:+.3f}  {key}")
    if args.dry_run:
        return
    header = (
        "# Weights of the learned step for one to three quoted words (articles/extraction/\n"
        "# fragments.py): a logistic model fitted by scripts/train_fragments.py on the "
        f"{len(data)} such\n# spans of PolNeAR train's {len(names)} texts (Newell, Margolin & "
        "Ruths, LREC 2018), gold as\n# the hidden measure derives it. Feature, weight.\n"
    )
    body = "".join(f"{key} {value:.4f}\n" for key, value in sorted(weights.items()))
    WEIGHTS_FILE.write_text(header + body, encoding="utf-8")
    print(f"wrote {WEIGHTS_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
