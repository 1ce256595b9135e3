"""Build ``articles/extraction/lexicon/given_names_world.txt`` from Faker.

The census lists hold the given names of the United States in 1990; news in English names
people from everywhere ("Cristiano", "Aryan", "Barack") and names given since ("Kanye",
"Khloe", "Jaden"). Faker (MIT licence) ships the given names of some 80 locales; this keeps
those written in the Latin alphabet, less English words (Faker's own English word list and
jusText's English stoplist), the package's lexicon lists (places, outlets, titles, roles, words
that make a body) and the census names already listed.

The English-speaking countries' lists hold names that are also English words ("Sky",
"Winter"), surnames ("Madison", "Reagan") and places ("Boston", "Brooklyn"): from those, a name
is kept only when it is none of Faker's English surnames and no entry, in any case, of a
dictionary of English words and proper nouns (Debian's ``wamerican``, /usr/share/dict/words).

Run once, by hand, when the lists should change (nothing reads Faker at run time):
    pip download faker --no-deps -d /tmp/faker && unzip -q /tmp/faker/*.whl -d /tmp/faker
    apt-get install -y wamerican
    .venv/bin/python scripts/world_given_names.py /tmp/faker /usr/share/dict/words
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEXICON = ROOT / "articles" / "extraction" / "lexicon"
sys.path.insert(0, str(ROOT))

from articles.extraction.dates import MONTHS, WEEKDAYS  # noqa: E402
from articles.extraction.lexicon import words  # noqa: E402

MONTHS_AND_DAYS = {*MONTHS, *WEEKDAYS}
LATIN_NAME = re.compile(
    r"[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+(?:-[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+)?"
)
# words that open places' names more often than people's ("Santa Monica", "Golden Gate")
PLACE_OPENERS = {
    "santa",
    "san",
    "villa",
    "sierra",
    "golden",
    "park",
    "christ",
    "dakota",
    "montana",
    "costa",
    "puerto",
    "porto",
    "rio",
    "monte",
    "mar",
    "del",
    "los",
    "las",
    "saint",
    "fort",
    "port",
    "mount",
    "lake",
    "cape",
    "bay",
}
# the lists of English-speaking countries hold given names made of English words ("Sky",
# "Winter", "Newton"), surnames and places: they pass a dictionary too (see main)
ENGLISH_LOCALES = {"en", "en_US", "en_GB", "en_IE", "en_NZ", "en_AU", "en_CA"}


def _lists(source: str, prefix: str = "first_names") -> dict[str, set[str]]:
    """Return the tuples of names a Faker person provider assigns to attributes whose names
    start with ``prefix``, by attribute name."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and isinstance(node.value, (ast.Tuple, ast.List, ast.Dict)):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id.startswith(prefix):
                    values = (
                        node.value.keys if isinstance(node.value, ast.Dict) else node.value.elts
                    )
                    found.setdefault(target.id, set()).update(
                        v.value
                        for v in values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str)
                    )
    return found


def main(faker_root: str, dictionary: str) -> None:
    providers = Path(faker_root) / "faker" / "providers"
    lorem = (providers / "lorem" / "en_US" / "__init__.py").read_text(encoding="utf-8")
    english = {w.lower() for values in _lists(lorem, "word_list").values() for w in values}
    import justext

    english |= set(justext.get_stoplist("English"))
    excluded = {
        w.lower()
        for name in ("places", "outlets", "titles", "roles", "non_person_words")
        for w in words(name)
    }
    census = words("given_names_male") | words("given_names_female")
    dictionary_words = Path(dictionary).read_text(encoding="utf-8").split()
    in_dictionary = {w for w in dictionary_words if w.islower()} | {
        w.lower() for w in dictionary_words if w[:1].isupper()
    }
    modules = sorted(providers.glob("person/*/__init__.py"))
    english_sources = [
        m.read_text(encoding="utf-8") for m in modules if m.parent.name in ENGLISH_LOCALES
    ]
    surnames = {n for src in english_sources for v in _lists(src, "last_names").values() for n in v}
    names: set[str] = set()
    for module in modules:
        source = module.read_text(encoding="utf-8")
        english_locale = module.parent.name in ENGLISH_LOCALES
        for _attribute, given in _lists(source).items():
            names |= {
                n
                for n in given
                if LATIN_NAME.fullmatch(n)
                and len(n) >= 3
                and n.lower() not in english | excluded | MONTHS_AND_DAYS | PLACE_OPENERS
                and n not in census
                and not (english_locale and (n in surnames or n.lower() in in_dictionary))
            }
    path = LEXICON / "given_names_world.txt"
    path.write_text(
        "# Given names of the world, beyond the census lists: evidence that a capitalised run\n"
        "# opening with one is a person's name (never of a gender: the locales disagree). From\n"
        "# Faker 40.63.0 (MIT licence), the person providers of every locale, names in the\n"
        "# Latin alphabet only, less English words and the lexicon's places, outlets, titles,\n"
        "# roles and body words; from the English-speaking countries' lists, less surnames and\n"
        "# every word of an English dictionary. Built by scripts/world_given_names.py.\n"
        + "".join(f"{n}\n" for n in sorted(names)),
        encoding="utf-8",
    )
    print(f"{path.relative_to(ROOT)}: {len(names)} names")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
