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
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from articles.extraction import extract, fragments  # noqa: E402
from bench.scoring import polnear  # noqa: E402

WEIGHTS_FILE = ROOT / "articles" / "extraction" / "lexicon" / "fragment_weights.txt"
FOLDS = 5
L2 = 0.3  # the penalty on every weight but the bias
ITERATIONS = 12


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


def fit(data: list[tuple[dict[str, float], bool]]) -> dict[str, float]:
    """Return logistic weights fitted by Newton's method with an L2 penalty (the bias free)."""
    names = sorted({key for feats, _y in data for key in feats})
    rows_ = [([feats.get(k, 0.0) for k in names], float(y)) for feats, y in data]
    size = len(names)
    weights = [0.0] * size
    for _ in range(ITERATIONS):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for x, y in rows_:
            p = 1 / (1 + math.exp(-sum(w * v for w, v in zip(weights, x, strict=True))))
            for i in range(size):
                if x[i]:
                    gradient[i] += (y - p) * x[i]
                    for j in range(size):
                        hessian[i][j] += p * (1 - p) * x[i] * x[j]
        for i, name in enumerate(names):
            if name != "bias":
                gradient[i] -= L2 * weights[i]
                hessian[i][i] += L2
        step = _solve(hessian, gradient)
        weights = [w + d for w, d in zip(weights, step, strict=True)]
    return dict(zip(names, weights, strict=True))


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Return x with matrix @ x == vector, by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows_ = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows_[r][col]))
        rows_[col], rows_[pivot] = rows_[pivot], rows_[col]
        for r in range(col + 1, size):
            factor = rows_[r][col] / rows_[col][col]
            for c in range(col, size + 1):
                rows_[r][c] -= factor * rows_[col][c]
    out = [0.0] * size
    for r in range(size - 1, -1, -1):
        out[r] = rows_[r][size] - sum(rows_[r][c] * out[c] for c in range(r + 1, size))
        out[r] /= rows_[r][r]
    return out


def prf(pairs: list[tuple[bool, bool]]) -> str:
    tp = sum(p and y for p, y in pairs)
    fp = sum(p and not y for p, y in pairs)
    fn = sum(y and not p for p, y in pairs)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return f"P {precision:.3f}  R {recall:.3f}  F1 {f1:.3f}  (tp {tp}, fp {fp}, fn {fn})"


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
