"""The published celebrity-news events in ``../shared/corpora/celebrity``, scored as the
hidden measure scores them (that folder's README): never copied into the repository."""

from __future__ import annotations

import datetime
import json
from collections import Counter
from pathlib import Path

from .tokens import coverage, f1, pair_best_first, ratio, same_last_word, tokens

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpora" / "celebrity"
# More events gathered the same way from the stored public pages and annotated blind by the
# project (2026-12-04): the same layout and conventions, never in the repository either.
GATHERED = ROOT.parent / "extra" / "celebrity"
# Fixed before any event was scored: half the events to tune on, half to measure on.
SPLIT = json.loads((Path(__file__).with_name("celebrity_split.json")).read_text())


def events(corpora: tuple[Path, ...] = (CORPUS, GATHERED)) -> dict[str, Path]:
    """Return the event folders present, by name, in name order."""
    found = {
        p.name: p
        for corpus in corpora
        if corpus.is_dir()
        for p in corpus.iterdir()
        if (p / "gold.json").is_file()
    }
    return dict(sorted(found.items()))


def load_event(folder: Path) -> list[tuple[str, str, dict, dict]]:
    """Return ``(file, text, gold, manifest entry)`` for every article of one event."""
    gold = json.loads((folder / "gold.json").read_text(encoding="utf-8"))
    manifest = {
        entry["file"]: entry
        for entry in json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    }
    return [
        (file, (folder / file).read_text(encoding="utf-8-sig"), article, manifest.get(file, {}))
        for file, article in gold["files"].items()
    ]


def published_on(entry: dict) -> datetime.date | None:
    """Return the manifest's publication date, or None for an undated page."""
    value = entry.get("published")
    return datetime.date.fromisoformat(value[:10]) if value else None


def _names(gold: dict) -> list[set[str]]:
    """Return each gold person's forms: the name and the file's aliases for it."""
    aliases = gold.get("aliases", {})
    return [{person, *aliases.get(person, [])} for person in gold["people"]]


def _person_matches(forms: set[str], predicted: dict) -> bool:
    """Match a gold person's forms to a predicted person: a shared form or last word."""
    mine = [predicted["name"], *predicted.get("aliases", [])]
    return any(same_last_word(a, b) for a in forms for b in mine)


def _speaker_right(gold_speaker: str, predicted: str | None, people: list[set[str]]) -> bool:
    """Apply the README's rule in its order: right when the prediction equals the gold speaker
    or one of its aliases, or ends in the same word; otherwise, for a gold speaker who is none
    of the article's people ("a source close to the couple", "A and B" jointly), right when the
    prediction names none of them."""
    named = next((forms for forms in people if gold_speaker in forms), None)
    forms = named or {gold_speaker}
    if predicted is not None and any(same_last_word(form, predicted) for form in forms):
        return True
    if named is not None:
        return False
    return predicted is None or not any(
        same_last_word(form, predicted) for forms in people for form in forms
    )


def _moment_found(gold: dict, predicted: dict) -> bool:
    g_words = tokens(gold["expression"].replace("'s", "").replace("\u2019s", ""))
    p_words = tokens(predicted["expression"].replace("'s", "").replace("\u2019s", ""))
    shared = sum((Counter(g_words) & Counter(p_words)).values())
    inside = " ".join(p_words) in " ".join(g_words) if p_words else False
    if not (shared * 2 >= len(g_words) or inside):
        return False
    cut = {"year": 4, "month": 7}.get(predicted.get("precision"), 10)
    date = (predicted.get("date") or "")[:cut]
    return date in {gold["date"], gold.get("strict_date")}


def _found_quotes(gold: dict, predicted: dict) -> list[tuple[dict, dict]]:
    required = [q for q in gold["quotes"] if not q.get("optional")]
    return pair_best_first(
        required, predicted["quotes"], lambda g, p: coverage(p["text"], g["text"])
    )


def speaker_verdicts(gold: dict, predicted: dict) -> list[tuple[dict, bool]]:
    """Return each found quote's prediction with whether its speaker is right."""
    people = _names(gold)
    return [
        (p, _speaker_right(g["speaker"], p["speaker"], people))
        for g, p in _found_quotes(gold, predicted)
    ]


def score_article(gold: dict, predicted: dict, dated: bool = True) -> Counter:
    """Return the counts behind every figure for one article; ``dated``: its page shows a
    date, which the hidden measure passes as ``--published`` (an undated page's relative
    dates have nothing to count from unless the text gives a day in full)."""
    required = [q for q in gold["quotes"] if not q.get("optional")]
    quotes = predicted["quotes"]
    found = _found_quotes(gold, predicted)
    gold_text = " ".join(q["text"] for q in gold["quotes"])
    right_quotes = sum(coverage(gold_text, p["text"]) >= 0.8 for p in quotes)
    people = _names(gold)
    moments = [m for m in gold["moments"] if not m.get("optional")]
    remaining = list(predicted["moments"])
    moments_right = 0
    for moment in moments:
        hit = next((m for m in remaining if _moment_found(moment, m)), None)
        if hit is not None:
            remaining.remove(hit)
            moments_right += 1
    return Counter(
        quotes_gold=len(required),
        quotes_found=len(found),
        quotes_predicted=len(quotes),
        quotes_right=right_quotes,
        speakers_right=sum(_speaker_right(g["speaker"], p["speaker"], people) for g, p in found),
        people_gold=len(people),
        people_found=sum(any(_person_matches(f, p) for p in predicted["people"]) for f in people),
        people_predicted=len(predicted["people"]),
        people_right=sum(any(_person_matches(f, p) for f in people) for p in predicted["people"]),
        moments_gold=len(moments),
        moments_right=moments_right,
        dated_moments_gold=len(moments) if dated else 0,
        dated_moments_right=moments_right if dated else 0,
    )


def figures(counts: Counter) -> dict[str, float]:
    """Return the event-level figures from summed counts."""
    qp = ratio(counts["quotes_right"], counts["quotes_predicted"])
    qr = ratio(counts["quotes_found"], counts["quotes_gold"])
    pp = ratio(counts["people_right"], counts["people_predicted"])
    pr = ratio(counts["people_found"], counts["people_gold"])
    return {
        "quote_p": qp,
        "quote_r": qr,
        "quote_f1": f1(qp, qr),
        "speaker": ratio(counts["speakers_right"], counts["quotes_found"]),
        "people_p": pp,
        "people_r": pr,
        "people_f1": f1(pp, pr),
        "moments": ratio(counts["moments_right"], counts["moments_gold"]),
        # the same on the pages that show their date
        "dated_moments": ratio(counts["dated_moments_right"], counts["dated_moments_gold"]),
    }
