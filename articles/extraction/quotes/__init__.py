"""Find direct quotes, tell speech from titles and scare quotes, and attribute them.

The stages, in the order a quote meets them: ``spans`` pairs the marks into quoted
passages; ``context`` reads the words around each; ``speech`` tells speech from titles,
names, words quoted as words and a headline's lifts from the body; ``attribution``
(``find_quotes``) then decides who spoke, by the rules of ``speakers``, with ``subjects``
turning a cue's subject into a speaker or a label, ``resolver`` following pronouns and
descriptions to people and ``labels`` wording the labels of unnamed speakers. Each
decision is kept with the name of the rule that made it.
"""

from .attribution import find_quotes
from .labels import STATEMENT_LABEL
from .spans import QuoteSpan, find_quote_spans

__all__ = ["STATEMENT_LABEL", "QuoteSpan", "find_quote_spans", "find_quotes"]
