"""The app's views: the reader pages, and the outlet comparison in its own module."""

from .compare import compare, statement_diff
from .export import story_export
from .health import readyz as readyz
from .pages import (
    article,
    healthz,
    index,
    moment,
    person,
    quote,
    quotes,
    search,
    statement,
    story_articles,
    timeline,
)

__all__ = [
    "article",
    "compare",
    "healthz",
    "index",
    "moment",
    "person",
    "quote",
    "quotes",
    "search",
    "statement",
    "statement_diff",
    "story_articles",
    "story_export",
    "timeline",
]
