"""Find direct quotes, tell speech from titles and scare quotes, and attribute them."""

from .attribution import STATEMENT_LABEL, find_quotes
from .spans import QuoteSpan, find_quote_spans

__all__ = ["STATEMENT_LABEL", "QuoteSpan", "find_quote_spans", "find_quotes"]
