"""Tables the reader pages show: a statement's sentences by outlet, a person's wordings by outlet.

Plain functions over fetched rows: no query, testable without a request.
"""

from dataclasses import dataclass

from .models import Article, Coverage, Mention


def group_descriptions(rows):
    """Group ``PersonWording.objects.for_person`` rows by outlet: [{"outlet", "slug", ...}]."""
    groups = {}
    for row in rows:
        key = row["outlet__slug"]
        group = groups.setdefault(
            key,
            {
                "outlet": row["outlet__name"] or "Unknown outlet",
                "slug": key,
                Mention.Kind.NAME: [],
                Mention.Kind.DESCRIPTOR: [],
                Mention.Kind.AGE: [],
            },
        )
        group[row["kind"]].append({"text": row["text"], "uses": row["uses"]})
    return [
        {
            "outlet": g["outlet"],
            "slug": g["slug"],
            "names": g[Mention.Kind.NAME],
            "descriptors": g[Mention.Kind.DESCRIPTOR],
            "ages": g[Mention.Kind.AGE],
        }
        for g in groups.values()
    ]


# Read by value: a statement page has a cell per sentence and outlet.
_LABELS = dict(Coverage.choices)


@dataclass
class CoverageCell:
    article: Article
    status: str
    text: str = ""

    @property
    def label(self):
        return _LABELS.get(self.status, "Not compared")


def statement_grid(statement, articles):
    """Return the statement's sentences, each with one coverage cell per article of ``articles``.

    ``articles`` are the outlets' latest, whose cells ``shown_sentences`` holds.
    """
    rows = []
    for sentence in statement.shown_sentences:
        coverage = sentence.get("coverage") or {}
        cells = []
        for article in articles:
            cell = coverage.get(str(article.pk)) or {}
            cells.append(
                CoverageCell(article, cell.get("status", Coverage.OMITTED), cell.get("text", ""))
            )
        rows.append({"text": sentence.get("text", ""), "cells": cells})
    return rows


@dataclass(frozen=True)
class Rewording:
    """An update in which an outlet changed the wording of a quote."""

    seen_at: object
    old: str
    new: str
    diff: object  # the VersionDiff, for its permalink


def attach_rewordings(quotes, diffs):
    """Set each quote's ``rewordings``: the updates that changed its words, latest first.

    ``diffs`` are ``VersionDiff.objects.quote_updates()`` of the quotes'
    articles, oldest first. A quote reworded twice (A, then B, then its text
    C) gets both updates: each older wording leads to the one before it.
    """
    by_article = {}
    for diff in diffs:
        by_article.setdefault(diff.article_id, []).append(diff)
    for quote in quotes:
        found, text = [], quote.text
        for diff in reversed(by_article.get(quote.article_id, [])):
            change = next(
                (c for c in diff.quote_changes if c["kind"] == "changed" and c["new"] == text),
                None,
            )
            if change is not None:
                found.append(Rewording(diff.new.seen_at, change["old"], change["new"], diff))
                text = change["old"]
        quote.rewordings = found
    return quotes
