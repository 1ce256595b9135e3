"""PolNeAR (Newell, Margolin & Ruths, LREC 2018) in ``../shared/corpora/polnear``: direct-quote
gold derived from its attributions exactly as that folder's README says the hidden measure does.

The corpus has no coreference, so the dev split's speakers were resolved to names by hand once;
``polnear_dev_speakers.tsv`` keeps them as offsets and names, never the texts.
"""

from __future__ import annotations

import csv
import datetime
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .tokens import coverage, f1, pair_best_first, ratio, same_last_word

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpora" / "polnear"
# hand-resolved speaker names, by sample: all of dev (the measurement split), a sample of train to
# tune on, a second train sample kept apart to measure ("train-fresh", never tuned on), and a third
# and fourth ("train-third", "train-fourth": each scored once before tuning, then tuned on)
RESOLVED = {
    sample: Path(__file__).with_name(f"polnear_{sample}_speakers.tsv")
    for sample in ("dev", "train", "train-fresh", "train-third", "train-fourth")
}
# hand-made people and moments gold by the celebrity gold's conventions, by sample: 60 train texts
# to tune on, and 40 more ("train-fresh": scored once before tuning, then tuned on)
PEOPLE = {
    sample: Path(__file__).with_name(f"polnear_{sample}_people.tsv")
    for sample in ("train", "train-fresh")
}
MOMENTS = {
    sample: path.with_name(path.name.replace("people", "moments"))
    for sample, path in PEOPLE.items()
}
ANNOTATOR = "4b22"  # the annotator with the most files: used wherever present
_MARKS = re.compile(r"[\"\u201c\u201d]")


@dataclass(frozen=True)
class GoldQuote:
    text: str
    start: int
    end: int
    source: str  # the Source span's text, "" when the attribution has none
    source_span: tuple[int, int] | None
    name: str  # the resolved name ("" when the text names nobody or it is not resolved yet)


@dataclass(frozen=True)
class Attribution:
    source: tuple[int, int] | None
    content: tuple[tuple[int, int], ...]


def split_of(sample: str) -> str:
    """Return the corpus split a sample's texts come from ("train-fresh" is from train)."""
    return sample.split("-")[0]


def documents(split: str = "dev", corpus: Path = CORPUS) -> list[str]:
    """Return the names of the split's texts that have annotations."""
    folder = corpus / split_of(split) / "attributions"
    if not folder.is_dir():
        return []
    return sorted({path.name.rsplit("_", 1)[0] for path in folder.glob("*.ann")})


def publication_dates(corpus: Path = CORPUS) -> dict[str, datetime.date]:
    """Return each text's publication date from ``metadata.tsv``."""
    with (corpus / "metadata.tsv").open(encoding="utf-8") as handle:
        rows = csv.DictReader(handle, delimiter="\t")
        return {
            row["filename"]: datetime.date.fromisoformat(row["publication_date"]) for row in rows
        }


def _spans(field: str) -> tuple[tuple[int, int], ...]:
    return tuple(tuple(map(int, part.split())) for part in field.split(";"))  # type: ignore[misc]


def read_attributions(path: Path) -> list[Attribution]:
    """Return the attribution events of one BRAT ``.ann`` file."""
    spans: dict[str, tuple[tuple[int, int], ...]] = {}
    events: list[dict[str, str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if line.startswith("T") and len(fields) >= 2:
            _role, _, where = fields[1].partition(" ")
            spans[fields[0]] = _spans(where)
        elif line.startswith("E") and len(fields) >= 2:
            events.append(dict(arg.split(":", 1) for arg in fields[1].split()))
    out = []
    for event in events:
        content = tuple(
            span for role in ("Content", "Content2") if role in event for span in spans[event[role]]
        )
        source = spans[event["Source"]] if "Source" in event else None
        out.append(Attribution((source[0][0], source[-1][1]) if source else None, content))
    return out


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Return the offsets between paired double marks, paragraph by paragraph."""
    out, offset = [], 0
    for line in text.split("\n"):
        marks = [m.start() for m in _MARKS.finditer(line)]
        for i in range(0, len(marks), 2):
            start = marks[i] + 1
            end = marks[i + 1] if i + 1 < len(marks) else len(line)
            if end > start:
                out.append((offset + start, offset + end))
        offset += len(line) + 1
    return out


def _covered(span: tuple[int, int], content: tuple[tuple[int, int], ...]) -> int:
    start, end = span
    return sum(max(0, min(end, b) - max(start, a)) for a, b in content)


def _annotation(name: str, split: str, corpus: Path) -> Path:
    folder = corpus / split / "attributions"
    preferred = folder / f"{name}_{ANNOTATOR}.ann"
    return preferred if preferred.exists() else sorted(folder.glob(f"{name}_*.ann"))[0]


def _rows(path: Path, fields: list[str]) -> list[dict[str, str]]:
    if not path.exists():
        return []
    with path.open(encoding="utf-8") as handle:
        lines = (line for line in handle if not line.startswith("#"))
        return list(csv.DictReader(lines, fieldnames=fields, delimiter="\t"))


def people_and_moments_gold(
    corpus: Path = CORPUS, people: Path = PEOPLE["train"], moments: Path = MOMENTS["train"]
) -> dict[str, tuple[str, dict]]:
    """Return, per annotated train text, the text and its gold in the celebrity corpus's shape
    (``people``, ``aliases``, ``moments``; no quotes), so the celebrity scorer applies."""
    golds: dict[str, dict] = {}
    for row in _rows(people, ["text", "name", "aliases"]):
        gold = golds.setdefault(
            row["text"], {"quotes": [], "people": [], "aliases": {}, "moments": []}
        )
        gold["people"].append(row["name"])
        if row["aliases"]:
            gold["aliases"][row["name"]] = [a.strip() for a in row["aliases"].split("|")]
    out = {}
    for name, gold in golds.items():
        out[name] = ((corpus / "train" / "text" / f"{name}.txt").read_text(encoding="utf-8"), gold)
    for row in _rows(moments, ["text", "start", "end", "date", "optional"]):
        text, gold = out[row["text"]]
        gold["moments"].append(
            {
                "expression": text[int(row["start"]) : int(row["end"])],
                "date": row["date"],
                "optional": row["optional"] == "1",
            }
        )
    return out


def load_resolved(split: str = "dev") -> dict[tuple[str, int, int], str]:
    """Return the hand-resolved speaker names keyed by (text, source start, source end)."""
    path = RESOLVED[split]
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as handle:
        rows = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        return {
            (row["text"], int(row["source_start"]), int(row["source_end"])): row["name"]
            for row in rows
        }


def gold_quotes(
    name: str, split: str = "dev", corpus: Path = CORPUS, resolved: dict | None = None
) -> tuple[str, list[GoldQuote]]:
    """Return a text and its direct-quote gold (README rules 1-6)."""
    text = (corpus / split_of(split) / "text" / f"{name}.txt").read_text(encoding="utf-8")
    attributions = read_attributions(_annotation(name, split_of(split), corpus))
    resolved = load_resolved(split) if resolved is None else resolved
    out = []
    for span in quoted_spans(text):
        length = span[1] - span[0]
        overlapping = [a for a in attributions if _covered(span, a.content)]
        need = 0.5 if len(overlapping) == 1 else 0.9
        best = max(overlapping, key=lambda a: _covered(span, a.content), default=None)
        if best is None or _covered(span, best.content) < need * length:
            continue
        source = text[best.source[0] : best.source[1]] if best.source else ""
        key = (name, *best.source) if best.source else None
        out.append(
            GoldQuote(
                text[span[0] : span[1]],
                *span,
                source=source,
                source_span=best.source,
                name=resolved.get(key, "") if key else "",
            )
        )
    return text, out


def _right(expected: str, speaker: str | None) -> bool:
    return bool(expected) and speaker is not None and same_last_word(expected, speaker)


def speaker_verdicts(gold: list[GoldQuote], predicted: dict) -> list[tuple[dict, bool]]:
    """Return each matched prediction with whether its speaker is the resolved name."""
    pairs = pair_best_first(gold, predicted["quotes"], lambda g, p: coverage(p["text"], g.text))
    return [(p, _right(g.name or g.source, p["speaker"])) for g, p in pairs]


def score_document(gold: list[GoldQuote], predicted: dict) -> Counter:
    """Return quote and speaker counts for one text."""
    quotes = predicted["quotes"]
    pairs = pair_best_first(gold, quotes, lambda g, p: coverage(p["text"], g.text))
    return Counter(
        quotes_gold=len(gold),
        quotes_predicted=len(quotes),
        quotes_matched=len(pairs),
        speaker_source_right=sum(_right(g.source, p["speaker"]) for g, p in pairs),
        speaker_name_right=sum(_right(g.name or g.source, p["speaker"]) for g, p in pairs),
    )


def figures(counts: Counter) -> dict[str, float]:
    """Return quote P/R/F1 and the two speaker accuracies from summed counts."""
    p = ratio(counts["quotes_matched"], counts["quotes_predicted"])
    r = ratio(counts["quotes_matched"], counts["quotes_gold"])
    return {
        "quote_p": p,
        "quote_r": r,
        "quote_f1": f1(p, r),
        "speaker_source": ratio(counts["speaker_source_right"], counts["quotes_matched"]),
        "speaker_name": ratio(counts["speaker_name_right"], counts["quotes_matched"]),
    }
