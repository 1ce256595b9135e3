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
