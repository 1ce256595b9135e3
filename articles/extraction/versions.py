"""Compare two versions of one article: a word-level diff kept in paragraphs, and its quotes.

Plain functions over strings: ingest stores what they return when a new
version is written, and the diff page only shows it.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .align import append_run, normalize_words, word_diff

# Two quotes of two versions are one quote reworded when this share of the
# shorter one's words are in the other, in order (a trim keeps all of them).
SAME_QUOTE = 0.5
_BREAK = "\n"
_TOKEN = re.compile(r"\n\s*\n|\S+")

Ops = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class QuoteChange:
    """A quote that ``appeared``, ``disappeared`` or ``changed`` from one version to the next."""

    kind: str
    speaker: str
    old: str = ""
    new: str = ""
    parts: Ops = ()  # for a changed quote: word-level operations turning old into new


@dataclass(frozen=True)
class TextChanges:
    paragraphs: tuple[Ops, ...]  # each paragraph's runs of ("equal" | "delete" | "insert", text)
    words_added: int
    words_removed: int


def diff_texts(old: str, new: str) -> TextChanges:
    """Return the word-level changes turning ``old`` into ``new``, paragraph by paragraph.

    Words compare exactly (a changed comma is a change); a paragraph break
    present in either version starts a new paragraph.
    """
    a, b = _tokens(old), _tokens(new)
    paragraphs: list[list[tuple[str, str]]] = [[]]
    added = removed = 0

    def add(op: str, tokens: list[str]) -> None:
        for token in tokens:
            if token == _BREAK:
                if paragraphs[-1]:
                    paragraphs.append([])
                continue
            append_run(paragraphs[-1], op, token)

    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            add("equal", b[j1:j2])
            continue
        add("delete", a[i1:i2])
        add("insert", b[j1:j2])
        removed += sum(1 for t in a[i1:i2] if t != _BREAK)
        added += sum(1 for t in b[j1:j2] if t != _BREAK)
    return TextChanges(
        tuple(tuple(runs) for runs in paragraphs if runs), words_added=added, words_removed=removed
    )


def compare_quotes(
    old: Sequence[tuple[str, str]], new: Sequence[tuple[str, str]]
) -> tuple[QuoteChange, ...]:
    """Return what happened to the quotes, each a ``(speaker, text)``, from ``old`` to ``new``.

    A quote whose words are unchanged (marks, case and punctuation aside) is
    left out. Of the rest, an old and a new quote that share most of the
    shorter one's words, by speakers that do not differ, are one quote
    ``changed``; the others ``disappeared`` or ``appeared``. Changes come in
    the order of the new version, disappeared quotes last.
    """
    old_left = list(old)
    new_left = []
    for speaker, text in new:
        same = next((o for o in old_left if normalize_words(o[1]) == normalize_words(text)), None)
        if same is not None:
            old_left.remove(same)
        else:
            new_left.append((speaker, text))
    pairs = sorted(
        (
            (-_overlap(o[1], n[1]), i, j)
            for i, o in enumerate(old_left)
            for j, n in enumerate(new_left)
            if not (o[0] and n[0] and o[0] != n[0])
        ),
    )
    matched_old: dict[int, int] = {}
    matched_new: dict[int, int] = {}
    for score, i, j in pairs:
        if -score < SAME_QUOTE:
            break
        if i not in matched_old and j not in matched_new:
            matched_old[i], matched_new[j] = j, i
    changes = []
    for j, (speaker, text) in enumerate(new_left):
        if j in matched_new:
            before = old_left[matched_new[j]]
            parts = tuple(word_diff(before[1], text))
            changes.append(QuoteChange("changed", speaker or before[0], before[1], text, parts))
        else:
            changes.append(QuoteChange("appeared", speaker, new=text))
    changes += [
        QuoteChange("disappeared", speaker, old=text)
        for i, (speaker, text) in enumerate(old_left)
        if i not in matched_old
    ]
    return tuple(changes)


def _tokens(text: str) -> list[str]:
    return [_BREAK if token.isspace() else token for token in _TOKEN.findall(text)]


def _overlap(a: str, b: str) -> float:
    words_a, words_b = normalize_words(a), normalize_words(b)
    if not words_a or not words_b:
        return 0.0
    matcher = difflib.SequenceMatcher(None, words_a, words_b, autojunk=False)
    shared = sum(block.size for block in matcher.get_matching_blocks())
    return shared / min(len(words_a), len(words_b))
