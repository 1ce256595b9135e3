"""Word lists kept as data files in ``lexicon/``, each read once, at import.

This is the one module of the package that reads anything: its own data, through
``importlib.resources``, so the lists travel with the code wherever it is installed.
"""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def words(name: str) -> frozenset[str]:
    """Return the entries of ``lexicon/<name>.txt``, one a line (``#`` comments skipped)."""
    data = resources.files(__package__).joinpath("lexicon", f"{name}.txt")
    lines = data.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


FEMALE_NAMES = words("given_names_female")
MALE_NAMES = words("given_names_male")
GIVEN_NAMES = FEMALE_NAMES | MALE_NAMES
ACRONYMS = words("acronyms")
CUE_VERBS = words("cue_verbs")


def given_name_gender(word: str) -> str | None:
    """Return "f" or "m" for a given name that is only one of them, else None."""
    female, male = word in FEMALE_NAMES, word in MALE_NAMES
    return "f" if female and not male else "m" if male and not female else None
