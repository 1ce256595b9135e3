"""Logistic regression fitted by Newton's method in plain Python, for the learned steps'
training scripts (``train_fragments.py``, ``train_likely_speaker.py``): a few thousand rows of a
few dozen named features need no library."""

from __future__ import annotations

import math

L2 = 0.3  # the penalty on every weight but the bias
ITERATIONS = 12


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
