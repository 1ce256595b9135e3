"""Score the extraction pipeline: real published text first, then the invented sets.

Run: ``.venv/bin/python bench/score.py`` (``make score``). In this order it prints
1. PolNeAR dev (84 published political articles): quote P/R/F1, speaker accuracy on the
   Source text and resolved to a name;
2. the celebrity measurement events (published articles, scored before any tuning on them),
   then those the project gathered and annotated blind (``../extra/celebrity``): quote P/R/F1,
   speaker, people P/R/F1, moments, and moments on the pages that show their date alone;
3. the celebrity tuning events, then the gathered ones;
4. people and moments on 40 PolNeAR train texts (scored once, then tuned on), then on the 60
   annotated first;
5. the invented sets in ``tests/gold`` (regression sets and traps), pooled unseen ones last.
The real corpora are read from ``../shared/corpora`` when present and skipped otherwise.
``--only polnear,measurement,tuning,...`` picks parts (see ``PARTS``);
``--polnear-split train`` scores the train sample tuned on instead of dev, ``train-fresh`` a
second one never tuned on, ``train-third`` and ``train-fourth`` a third and a fourth (each
scored once, then tuned on).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from articles.extraction import extract, fragments  # noqa: E402
from articles.extraction.serialize import extraction_to_dict  # noqa: E402
from bench.scoring import celebrity, invented, polnear  # noqa: E402

PARTS = (
    "polnear",
    "measurement",
    "gathered-measurement",
    "polnear-people-fresh",
    "tuning",
    "gathered-tuning",
    "polnear-people",
    "invented",
)
# per speaker rule: how often it decided a matched quote, and how often it was right
RULES: dict[str, Counter] = {}


def _tally(corpus: str, verdicts) -> None:
    for quote, right in verdicts:
        rule = quote.get("reason") or "(no rule: no speaker)"
        RULES.setdefault(rule, Counter())[corpus, right] += 1


def print_rules() -> None:
    """Print each speaker rule's precision on the real sets, worst first."""
    if not RULES:
        return
    corpora = sorted({corpus for counts in RULES.values() for corpus, _right in counts})
    print("== speaker rules on real text: right / decided (precision), worst first")
    print(f"{'rule':34} " + " ".join(f"{c:>22}" for c in corpora))

    def precision(counts: Counter) -> float:
        right = sum(n for (_c, ok), n in counts.items() if ok)
        return right / sum(counts.values())

    for rule, counts in sorted(RULES.items(), key=lambda item: precision(item[1])):
        cells = []
        for corpus in corpora:
            right, wrong = counts[corpus, True], counts[corpus, False]
            total = right + wrong
            cells.append(f"{right:4}/{total:<4} ({right / total:4.2f})" if total else "-")
        print(f"{rule[:34]:34} " + " ".join(f"{cell:>22}" for cell in cells))
    print()


def _row(label: str, figures: dict[str, float]) -> str:
    return f"{label[:30]:30} " + " ".join(f"{value:6.3f}" for value in figures.values())


def print_polnear(split: str) -> None:
    names = polnear.documents(split)
    if not names:
        print(f"== PolNeAR {split}: not found in {polnear.CORPUS}, skipped\n")
        return
    resolved = polnear.load_resolved(split)
    if split != "dev":
        # only the sample whose speakers were resolved by hand
        names = sorted({text for text, _start, _end in resolved})
    total = _score_polnear(names, split, resolved, tally=True)
    figures = polnear.figures(total)
    print(f"== PolNeAR {split} ({len(names)} texts, {total['quotes_gold']} gold quotes)")
    print(f"{'':30} " + " ".join(f"{key[:6]:>6}" for key in figures))
    print(_row("OVERALL", figures))
    # the learned step for one to three quoted words against the hand rules it weighs
    learned, fragments.WEIGHTS = fragments.WEIGHTS, fragments.RULES_ONLY
    try:
        rules_only = polnear.figures(_score_polnear(names, split, resolved))
    finally:
        fragments.WEIGHTS = learned
    print(_row("without the fragments step", rules_only) + "\n")


def _score_polnear(names: list[str], split: str, resolved: dict, tally: bool = False) -> Counter:
    dates, total = polnear.publication_dates(), Counter()
    for name in names:
        text, gold = polnear.gold_quotes(name, split, resolved=resolved)
        predicted = extraction_to_dict(extract(text, dates.get(name)))
        total.update(polnear.score_document(gold, predicted))
        if tally:
            _tally(f"polnear-{split}", polnear.speaker_verdicts(gold, predicted))
    return total


def print_celebrity(which: str) -> None:
    present = celebrity.events()
    names = [name for name in celebrity.SPLIT[which] if name in present]
    if not names:
        print(f"== celebrity {which} events: not found, skipped\n")
        return
    pooled = Counter()
    header = None
    for name in names:
        counts = Counter()
        for _file, text, gold, entry in celebrity.load_event(present[name]):
            predicted = extraction_to_dict(extract(text, celebrity.published_on(entry)))
            dated = celebrity.published_on(entry) is not None
            counts.update(celebrity.score_article(gold, predicted, dated))
            _tally(f"celebrity-{which}", celebrity.speaker_verdicts(gold, predicted))
        pooled.update(counts)
        figures = celebrity.figures(counts)
        if header is None:
            header = f"{'':30} " + " ".join(f"{key[:6]:>6}" for key in figures)
            print(f"== celebrity {which} events: {', '.join(names)}")
            print(header)
        print(_row(name, figures))
    print(_row("POOLED", celebrity.figures(pooled)) + "\n")


def print_polnear_people(sample: str = "train") -> None:
    golds = (
        polnear.people_and_moments_gold(
            people=polnear.PEOPLE[sample], moments=polnear.MOMENTS[sample]
        )
        if polnear.CORPUS.is_dir()
        else {}
    )
    if not golds:
        print(f"== PolNeAR {sample} people and moments: not found, skipped\n")
        return
    dates, total = polnear.publication_dates(), Counter()
    for name, (text, gold) in golds.items():
        predicted = extraction_to_dict(extract(text, dates.get(name)))
        total.update(celebrity.score_article(gold, predicted))
    figures = {
        k: v for k, v in celebrity.figures(total).items() if k.startswith(("people", "moments"))
    }
    print(f"== PolNeAR {sample} people and moments ({len(golds)} texts, tuned on)")
    print(f"{'':30} " + " ".join(f"{key[:9]:>9}" for key in figures))
    print(f"{'OVERALL':30} " + " ".join(f"{value:9.3f}" for value in figures.values()) + "\n")


def print_invented() -> None:
    unseen, unseen_files, unseen_total = [], 0, Counter()
    for title, (meta, folder) in invented.discover().items():
        per_file, total = invented.count_all(folder)
        label = title if meta["tuned_on"] else f"{title} (never tuned on)"
        invented.print_table(label, per_file, invented.metrics(total))
        print()
        if not meta["tuned_on"]:
            unseen.append(title)
            unseen_files += len(per_file)
            unseen_total.update(total)
    if len(unseen) > 1:
        title = "invented sets never tuned on, pooled: " + ", ".join(unseen)
        invented.print_table(title, {}, invented.metrics(unseen_total), files=unseen_files)


def main(argv: list[str] | None = None) -> None:
    """Print the tables named by ``--only`` (all by default), real text first."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(PARTS), help="of: " + ", ".join(PARTS))
    parser.add_argument("--polnear-split", default="dev", choices=list(polnear.RESOLVED))
    args = parser.parse_args(argv)
    wanted = [part.strip() for part in args.only.split(",") if part.strip()]
    for part in wanted:
        if part not in PARTS:
            parser.error(f"unknown part {part!r}")
    if "polnear" in wanted:
        print_polnear(args.polnear_split)
    for which in ("measurement", "gathered-measurement", "tuning", "gathered-tuning"):
        if which in wanted:
            print_celebrity(which)
    if "polnear-people-fresh" in wanted:
        print_polnear_people("train-fresh")
    print_rules()
    if "polnear-people" in wanted:
        print_polnear_people()
    if "invented" in wanted:
        print_invented()


if __name__ == "__main__":
    main()
