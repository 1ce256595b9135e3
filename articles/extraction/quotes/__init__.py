"""Find direct quotes, tell speech from titles and scare quotes, and attribute them."""

from .attribution import find_quotes
from .labels import STATEMENT_LABEL
from .spans import QuoteSpan, find_quote_spans

__all__ = ["STATEMENT_LABEL", "QuoteSpan", "find_quote_spans", "find_quotes"]
