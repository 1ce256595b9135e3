"""Build ``articles/extraction/lexicon/given_names_world.txt`` from Faker.

The census lists hold the given names of the United States in 1990; news in English names
people from everywhere ("Cristiano", "Aryan", "Barack"). Faker (MIT licence) ships the given
names of some 80 locales; this keeps those written in the Latin alphabet, less English words
(Faker's own English word list and jusText's English stoplist), the package's lexicon lists
(places, outlets, titles, roles, words that make a body) and the census names already listed.

Run once, by hand, when the lists should change (nothing reads Faker at run time):
    pip download faker --no-deps -d /tmp/faker && unzip -q /tmp/faker/*.whl -d /tmp/faker
    .venv/bin/python scripts/world_given_names.py /tmp/faker
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
# "Winter", "Newton"); the census lists already cover those countries' names
ENGLISH_LOCALES = {"en", "en_US", "en_GB", "en_IE", "en_NZ", "en_AU", "en_CA"}


def _lists(source: str) -> dict[str, set[str]]:
    """Return the tuples of names a Faker person provider assigns, by attribute name."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and isinstance(node.value, (ast.Tuple, ast.List, ast.Dict)):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id.startswith("first_names"):
                    values = (
                        node.value.keys if isinstance(node.value, ast.Dict) else node.value.elts
                    )
                    found.setdefault(target.id, set()).update(
                        v.value
                        for v in values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str)
                    )
    return found


def main(faker_root: str) -> None:
    providers = Path(faker_root) / "faker" / "providers"
    english = set()
    for words_file in (providers / "lorem" / "en_US" / "__init__.py",):
        for values in _lists(
            words_file.read_text(encoding="utf-8").replace("word_list", "first_names")
        ).values():
            english |= {w.lower() for w in values}
    import justext

    english |= set(justext.get_stoplist("English"))
    excluded = {
        w.lower()
        for name in ("places", "outlets", "titles", "roles", "non_person_words")
        for w in words(name)
    }
    census = words("given_names_male") | words("given_names_female")
    names: set[str] = set()
    for module in sorted(providers.glob("person/*/__init__.py")):
        if module.parent.name in ENGLISH_LOCALES:
            continue
        for _attribute, given in _lists(module.read_text(encoding="utf-8")).items():
            names |= {
                n
                for n in given
                if LATIN_NAME.fullmatch(n)
                and len(n) >= 3
                and n.lower() not in english | excluded | MONTHS_AND_DAYS | PLACE_OPENERS
                and n not in census
            }
    path = LEXICON / "given_names_world.txt"
    path.write_text(
        "# Given names of the world, beyond the census lists: evidence that a capitalised run\n"
        "# opening with one is a person's name (never of a gender: the locales disagree). From\n"
        "# Faker 40.63.0 (MIT licence), the person providers of every locale outside the\n"
        "# English-speaking countries, names in the Latin alphabet only, less English words\n"
        "# and the lexicon's places, outlets, titles, roles and body words. Built by\n"
        "# scripts/world_given_names.py.\n" + "".join(f"{n}\n" for n in sorted(names)),
        encoding="utf-8",
    )
    print(f"{path.relative_to(ROOT)}: {len(names)} names")


if __name__ == "__main__":
    main(sys.argv[1])
