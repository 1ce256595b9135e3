"""Train the learned step for quotes no rule attributes (``articles/extraction/likely_speaker.py``).

Reads PolNeAR train from ``../shared/corpora/polnear`` (never copied into the repository). Every
gold direct quote that leaves the hand rules with no speaker gives one row per candidate: its
features and whether it is the speaker. The speaker is the hand-resolved name where the train
sample has one (``bench/scoring/polnear_train_speakers.tsv``), else the Source span when it
names someone (a Source that is only a pronoun, unresolved, gives no rows). A logistic model is
fitted by Newton's method; five folds over the texts print how often the best candidate is the
speaker, against the simple choices (the person named last, the previous speaker), and how
precision and the share of quotes attributed move with the threshold; then the model fitted on
every text is written to ``articles/extraction/lexicon/likely_speaker_weights.txt``.

Run: ``.venv/bin/python scripts/train_likely_speaker.py`` (a minute or two; ``--dry-run``
writes nothing).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from articles.extraction import extract, likely_speaker  # noqa: E402
from bench.scoring import polnear  # noqa: E402
from bench.scoring.tokens import coverage, pair_best_first, same_last_word  # noqa: E402
from scripts.logistic import fit  # noqa: E402

WEIGHTS_FILE = ROOT / "articles" / "extraction" / "lexicon" / "likely_speaker_weights.txt"
FOLDS = 5
THRESHOLDS = (0.0, 0.2, 0.3, 0.4, 0.5)
_PRONOUNS = {"he", "she", "they", "i", "we", "it", "his", "her", "their", "its", "you"}
# A Source that names someone: its lead up to an apposition or a relative clause
_SOURCE_LEAD = re.compile(r",| who | \(|\u2014| of | at | from ")

Group = tuple[str, dict[str, dict[str, float]], set[str]]  # text, candidates, right ones


def _speaker(gold: polnear.GoldQuote) -> str:
    """Return who the gold says spoke: the resolved name, or a Source that names someone."""
    if gold.name:
        return gold.name
    words = re.findall(r"[\w'\u2019\-]+", gold.source)
    if not words or not words[-1][:1].isupper() or words[-1].lower() in _PRONOUNS:
        return ""
    return _SOURCE_LEAD.split(gold.source)[0].strip()


def groups(names: list[str]) -> list[Group]:
    """Return, for every gold quote the rules leave unattributed, its candidates and the
    right ones among them."""
    dates = polnear.publication_dates()
    resolved = polnear.load_resolved("train")
    seen: list[tuple] = []
    step = likely_speaker.attribute_rest

    def record(text, paragraphs, cast, quotes):
        seen.append((text, paragraphs, cast, quotes))
        return quotes  # the hand rules alone, while the rows are gathered

    likely_speaker.attribute_rest = record
    try:
        out = []
        for name in names:
            text, gold = polnear.gold_quotes(name, "train", resolved=resolved)
            seen.clear()
            extract(text, dates.get(name))
            folded, paragraphs, cast, quotes = seen[0]
            pairs = pair_best_first(gold, quotes, lambda g, q: coverage(q.text, g.text))
            for g, quote in pairs:
                speaker = _speaker(g)
                if quote.speaker or quote.speaker_label or likely_speaker.names_a_body(quote):
                    continue
                if not speaker:
                    continue
                index = quotes.index(quote)
                found = likely_speaker.candidates(folded, paragraphs, cast, quotes, index)
                right = {c for c in found if same_last_word(speaker, c)}
                out.append((name, found, right))
        return out
    finally:
        likely_speaker.attribute_rest = step


def rows(data: list[Group]) -> list[tuple[dict[str, float], bool]]:
    return [(feats, c in right) for _n, found, right in data for c, feats in found.items()]


def _report(label: str, picks: list[tuple[str | None, set[str]]]) -> None:
    chosen = [(c, r) for c, r in picks if c]
    right = sum(c in r for c, r in chosen)
    print(
        f"  {label:34} right {right:4} of {len(picks)} ({right / len(picks):.3f}); "
        f"attributed {len(chosen)}, precision {right / max(1, len(chosen)):.3f}"
    )


def _simple(found: dict[str, dict[str, float]], feature: str) -> str | None:
    return next((c for c, feats in found.items() if feats[feature]), None)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print the folds, write nothing")
    args = parser.parse_args(argv)
    names = polnear.documents("train")
    if not names:
        sys.exit(f"PolNeAR train not found in {polnear.CORPUS}")
    data = groups(names)
    reachable = sum(bool(right) for _n, _f, right in data)
    print(
        f"{len(data)} unattributed gold quotes from {len(names)} texts, "
        f"{reachable} with the speaker among the candidates"
    )
    picks: dict[float, list] = {t: [] for t in THRESHOLDS}
    for fold in range(FOLDS):
        held = {name for i, name in enumerate(names) if i % FOLDS == fold}
        weights = fit(rows([g for g in data if g[0] not in held]))
        for name, found, right in data:
            if name in held:
                for t in THRESHOLDS:
                    picks[t].append((likely_speaker.choose(found, weights, t), right))
    print(f"{FOLDS} folds, the speaker chosen:")
    _report(
        "the person named last before", [(_simple(f, "last-named-before"), r) for _n, f, r in data]
    )
    _report("the previous speaker", [(_simple(f, "previous-speaker"), r) for _n, f, r in data])
    for t in THRESHOLDS:
        _report(f"learned, score >= {t}", picks[t])
    weights = fit(rows(data))
    for key, value in sorted(weights.items(), key=lambda item: -abs(item[1])):
        print(f"  {value:+.3f}  {key}")
    if args.dry_run:
        return
    header = (
        "# Weights of the learned step for quotes no rule attributes (articles/extraction/\n"
        "# likely_speaker.py): a logistic model fitted by scripts/train_likely_speaker.py on "
        f"the\n# candidates of {len(data)} such gold quotes in PolNeAR train's {len(names)} "
        "texts (Newell,\n# Margolin & Ruths, LREC 2018). Feature, weight.\n"
    )
    body = "".join(f"{key} {value:.4f}\n" for key, value in sorted(weights.items()))
    WEIGHTS_FILE.write_text(header + body, encoding="utf-8")
    print(f"wrote {WEIGHTS_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
