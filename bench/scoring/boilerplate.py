"""Score main-text extraction on saved article pages: every paragraph kept, no boilerplate.

Each page ``tests/web/layouts/NN-layout.html`` has beside it ``NN-layout.json``
with the article's ``paragraphs`` and its ``boilerplate`` (navigation,
newsletters, comments, footers...). A paragraph is kept when its words, in
order, make one paragraph of the extracted text; a piece of boilerplate
leaks when its words appear anywhere in it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from articles.extraction.html import read_web_article

LAYOUTS = Path(__file__).resolve().parents[2] / "tests" / "web" / "layouts"


@dataclass
class PageScore:
    name: str
    paragraphs: int
    kept: int
    boilerplate: int
    leaked: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    @property
    def is_clean(self) -> bool:
        return self.kept == self.paragraphs and not self.leaked


def _words(text: str) -> str:
    return " ".join(text.split()).casefold()


def score_page(html_path: Path) -> PageScore:
    expected = json.loads(html_path.with_suffix(".json").read_text(encoding="utf-8"))
    found = read_web_article(
        html_path.read_text(encoding="utf-8"), f"https://example.org/{html_path.stem}"
    )
    text = found.text if found else ""
    extracted = {_words(p) for p in text.split("\n\n")}
    whole = _words(text)
    missing = [p for p in expected["paragraphs"] if _words(p) not in extracted]
    leaked = [b for b in expected["boilerplate"] if _words(b) in whole]
    return PageScore(
        html_path.stem,
        paragraphs=len(expected["paragraphs"]),
        kept=len(expected["paragraphs"]) - len(missing),
        boilerplate=len(expected["boilerplate"]),
        leaked=leaked,
        missing=missing,
    )


def score_all(folder: Path = LAYOUTS) -> list[PageScore]:
    return [score_page(path) for path in sorted(folder.glob("*.html"))]
