"""The invented gold sets in ``tests/gold/``: regression sets and traps written for the project.

Each folder with a ``set.json`` manifest is a set (``tuned_on`` says whether rules were tuned on
it). These are not the quality figure: they pin behaviour the project already has.

- A predicted quote matches a gold quote when it holds at least 80% of the gold quote's words,
  after folding quote marks, dashes and spaces; each prediction matches at most one gold quote.
- Speaker accuracy is over matched quotes. A person matches by name or alias; labels for
  anonymous members of the public ("a fan", "a commenter") are interchangeable, other labels
  must be equal.
- People match by name or alias, case-insensitive. Moments: same date and precision.
"""

from __future__ import annotations

import datetime
import json
import re
from collections import Counter
from pathlib import Path

from articles.extraction import extract
from articles.extraction.serialize import extraction_to_dict

from .tokens import f1, pair_best_first

ROOT = Path(__file__).resolve().parents[2]
GOLD = ROOT / "tests" / "gold"


def discover(gold_dir: Path = GOLD) -> dict[str, tuple[dict, Path]]:
    """Return every set by name: its manifest and folder, found from ``set.json`` files."""
    found = {}
    for manifest in sorted(gold_dir.rglob("set.json")):
        meta = json.loads(manifest.read_text(encoding="utf-8"))
        found[meta["title"]] = (meta, manifest.parent)
    return dict(sorted(found.items(), key=lambda item: (item[1][1] != gold_dir, _natural(item[0]))))


def _natural(name: str) -> tuple[str, int]:
    digits = re.search(r"\d+$", name)
    return (name[: digits.start()] if digits else name, int(digits.group()) if digits else -1)


KEYS = [
    "quote_precision",
    "quote_recall",
    "quote_f1",
    "speaker_accuracy",
    "people_precision",
    "people_recall",
    "people_f1",
    "moment_accuracy",
]
PUBLIC_LABELS = {"a fan", "a commenter", "a user", "a follower"}
_FOLD = str.maketrans(
    {
        "\u201c": '"',
        "\u201d": '"',
        "\u2018": "'",
        "\u2019": "'",
        "\u2013": "-",
        "\u2014": "-",
        "\u00a0": " ",
        "\u2026": "...",
    }
)


def words(text: str) -> list[str]:
    """Return the lower-case words of ``text`` with marks and odd spaces folded."""
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.translate(_FOLD).lower())


def load_cases(gold_dir: Path = GOLD) -> list[tuple[str, str, dict]]:
    """Return ``(name, article text, gold)`` for every gold file (seeds and traps)."""
    cases = []
    paths = sorted(gold_dir.glob("*.json")) + sorted((gold_dir / "traps").glob("*.json"))
    for path in (p for p in paths if p.name != "set.json"):
        gold = json.loads(path.read_text(encoding="utf-8"))
        source = ROOT / gold["source"] if "source" in gold else path.with_suffix(".txt")
        text = source.read_text(encoding="utf-8-sig")
        cases.append((path.stem, text, gold))
    return cases


def predict(text: str, gold: dict) -> dict:
    """Return the pipeline's output for ``text`` as the JSON-ready dict."""
    published = datetime.date.fromisoformat(gold["published"]) if gold.get("published") else None
    return extraction_to_dict(extract(text, published))


def _overlap(gold_text: str, predicted_text: str) -> float:
    gold_words = Counter(words(gold_text))
    if not gold_words:
        return 0.0
    shared = gold_words & Counter(words(predicted_text))
    return sum(shared.values()) / sum(gold_words.values())


def match_quotes(gold: list[dict], predicted: list[dict]) -> list[tuple[dict, dict]]:
    """Pair gold and predicted quotes, best overlap first, each used once."""
    return pair_best_first(gold, predicted, lambda g, p: _overlap(g["text"], p["text"]))


def _forms(person: dict) -> set[str]:
    return {f.lower() for f in [person["name"], *person.get("aliases", [])]}


def same_speaker(gold: str | None, predicted: str | None, people: list[dict]) -> bool:
    """Tell whether a predicted speaker is the gold one (names through the gold aliases)."""
    if gold is None or predicted is None:
        return gold is predicted
    g, p = gold.lower(), predicted.lower()
    if g in PUBLIC_LABELS and p in PUBLIC_LABELS:
        return True
    for person in people:
        forms = _forms(person)
        if g in forms:
            return p in forms
    # the sets write the plain label: "a spokesperson", "a source", "a Democrat"; the label
    # says the text's noun and what sets the speaker apart ("a spokeswoman for the council",
    # "a source close to the couple", "a person familiar with the talks")
    g, p = _QUALIFIED.sub("", g), _QUALIFIED.sub("", p)
    return g == p or {g, p} <= _SPOKES_LABELS or {g, p} <= _SOURCE_LABELS


_QUALIFIED = re.compile(
    r"\s+(?:for|close\s+to|familiar\s+with|with\s+(?:\w+\s+)?knowledge\s+of|briefed\s+on"
    r"|privy\s+to|involved\s+in)\s.*$"
)
_SPOKES_LABELS = frozenset(
    f"a {noun}" for noun in ("spokesperson", "spokesman", "spokeswoman", "representative", "rep")
) | {"a publicist"}
_SOURCE_LABELS = frozenset(["a source", "a person", "someone", "an insider"])


def score_case(gold: dict, predicted: dict) -> dict:
    """Return the counts behind every metric for one article."""
    pairs = match_quotes(gold["quotes"], predicted["quotes"])
    speakers_right = sum(same_speaker(g["speaker"], p["speaker"], gold["people"]) for g, p in pairs)
    found_people = sum(
        any(_forms(g) & _forms(p) for p in predicted["people"]) for g in gold["people"]
    )
    right_people = sum(
        any(_forms(g) & _forms(p) for g in gold["people"]) for p in predicted["people"]
    )
    remaining = list(predicted["moments"])
    moments_right = 0
    for g in gold["moments"]:
        for m in remaining:
            if (
                m["date"] == g["date"]
                and m["precision"] == g["precision"]
                and (words(m["expression"]) == words(g["expression"]))
            ):
                moments_right += 1
                remaining.remove(m)
                break
    return {
        "quotes_gold": len(gold["quotes"]),
        "quotes_predicted": len(predicted["quotes"]),
        "quotes_matched": len(pairs),
        "speakers_right": speakers_right,
        "people_gold": len(gold["people"]),
        "people_predicted": len(predicted["people"]),
        "people_found": found_people,
        "people_right": right_people,
        "moments_gold": len(gold["moments"]),
        "moments_right": moments_right,
    }


def metrics(counts: dict) -> dict:
    """Return precision, recall, F1 and accuracies from summed counts."""
    q_p = counts["quotes_matched"] / counts["quotes_predicted"] if counts["quotes_predicted"] else 1
    q_r = counts["quotes_matched"] / counts["quotes_gold"] if counts["quotes_gold"] else 1
    p_p = counts["people_right"] / counts["people_predicted"] if counts["people_predicted"] else 1
    p_r = counts["people_found"] / counts["people_gold"] if counts["people_gold"] else 1
    return {
        "quote_precision": q_p,
        "quote_recall": q_r,
        "quote_f1": f1(q_p, q_r),
        "speaker_accuracy": (
            counts["speakers_right"] / counts["quotes_matched"] if counts["quotes_matched"] else 1.0
        ),
        "people_precision": p_p,
        "people_recall": p_r,
        "people_f1": f1(p_p, p_r),
        "moment_accuracy": (
            counts["moments_right"] / counts["moments_gold"] if counts["moments_gold"] else 1.0
        ),
    }


def count_all(gold_dir: Path = GOLD) -> tuple[dict, Counter]:
    """Return per-file metrics and the summed counts over the gold set."""
    per_file, total = {}, Counter()
    for name, text, gold in load_cases(gold_dir):
        counts = score_case(gold, predict(text, gold))
        per_file[name] = metrics(counts)
        total.update(counts)
    return per_file, total


def score_all(gold_dir: Path = GOLD) -> tuple[dict, dict]:
    """Return per-file metrics and overall metrics (micro-averaged) over the gold set."""
    per_file, total = count_all(gold_dir)
    return per_file, metrics(total)


def print_table(title: str, per_file: dict, overall: dict, files: int | None = None) -> None:
    """Print one table: a row per file and an OVERALL row (over ``files`` files)."""
    print(f"== {title} ({len(per_file) if files is None else files} files)")
    print(
        f"{'file':28} {'qP':>5} {'qR':>5} {'qF1':>5} {'spk':>5} {'pP':>5} {'pR':>5} "
        f"{'pF1':>5} {'mom':>5}"
    )
    for name, m in [*per_file.items(), ("OVERALL", overall)]:
        print(f"{name[:28]:28} " + " ".join(f"{m[k]:5.2f}" for k in KEYS))
