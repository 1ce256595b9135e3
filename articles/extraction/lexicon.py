"""Word lists kept as data files in ``lexicon/``, each read once, at import.

This is the one module of the package that reads anything: its own data, through
``importlib.resources``, so the lists travel with the code wherever it is installed.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from importlib import resources


@cache
def lines(name: str) -> tuple[str, ...]:
    """Return the entries of ``lexicon/<name>.txt`` in order, one a line (``#`` starts a
    comment; blank lines are skipped)."""
    data = resources.files(__package__).joinpath("lexicon", f"{name}.txt")
    text = data.read_text(encoding="utf-8")
    return tuple(s for line in text.splitlines() if (s := line.split("#", 1)[0].strip()))


def words(name: str) -> frozenset[str]:
    """Return the entries of ``lexicon/<name>.txt`` as a set."""
    return frozenset(lines(name))


def without_accents(text: str) -> str:
    """Return ``text`` with the accents taken off its letters ("Sinéad" gives "Sinead") and
    a typographic apostrophe written plain ("Nyong’o" gives "Nyong'o")."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.replace("\u2019", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class Names(frozenset):
    """A list of names that also holds each written with accents the list leaves off: the
    census lists spell "Sinead" and "Celine", the news "Sinéad" and "Céline"."""

    def __contains__(self, word: object) -> bool:
        return super().__contains__(word) or (
            isinstance(word, str)
            and not word.isascii()
            and super().__contains__(without_accents(word))
        )


FEMALE_NAMES = Names(words("given_names_female"))
MALE_NAMES = Names(words("given_names_male"))
# the world's given names tell a person, never a gender
GIVEN_NAMES = Names(
    FEMALE_NAMES | MALE_NAMES | words("given_names_world") | words("given_names_public")
)
ACRONYMS = words("acronyms")
CUE_VERBS = words("cue_verbs")
# past tenses without -ed, in the order written (they join into regular expressions)
IRREGULAR_PAST = lines("irregular_past")
PLACES = words("places")
# nouns for a titled work: "the album", "the podcast" (lexicon/work_nouns.txt)
WORK_NOUNS = words("work_nouns")
OUTLETS = words("outlets")
STAGE_NAMES = words("stage_names")
# nouns for someone a story labels, not names: "a friend", "the insider" (label_nouns.txt)
LABEL_NOUNS = words("label_nouns")


UNISEX_NAMES = words("given_names_unisex")


def given_name_gender(word: str) -> str | None:
    """Return "f" or "m" for a given name that is only one of them, else None."""
    if word in UNISEX_NAMES:
        return None
    female, male = word in FEMALE_NAMES, word in MALE_NAMES
    return "f" if female and not male else "m" if male and not female else None


def full_name_gender(name: str) -> str | None:
    """Return the gender a full name's given name suggests ("Rose McGowan": "f"); None for a
    name of one word, which may be a surname."""
    return given_name_gender(name.split()[0]) if " " in name else None
