"""Regex pieces (and a compiled pattern) that several stages share, built once from the lexicon."""

from __future__ import annotations

import re

from .lexicon import lines, words

# Surname particles (lexicon/name_particles.txt): every one may stand inside a name, those not
# marked "!" may also open one ("de Vries said").
_PARTICLE_LINES = lines("name_particles")
NAME_PARTICLES = frozenset(line.split()[0] for line in _PARTICLE_LINES)
LEADING_PARTICLES = frozenset(line for line in _PARTICLE_LINES if not line.endswith("!"))


# Characters a word of a list may hold for the list to be matched letter by letter (a word
# holding anything else is a pattern of its own, and the list is joined as it is).
_LITERAL_WORD = re.compile(r"[^\W_]+(?:[ \-'\u2019&][^\W_]+)*")


def alternation(words) -> str:
    """Return a regex group of ``words`` that tries the longest first ("singer-songwriter"
    before "singer"), the same on every run (a set's order changes with the hash seed).

    Plain words are set in a tree of shared beginnings ("s(?:inger(?:-songwriter)?|tar)"),
    which matches as the longest-first list does, but reads a letter once, not once a word:
    the long lists of roles and cues are scanned at every position of every sentence."""
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    if not all(_LITERAL_WORD.fullmatch(w) for w in ordered):
        return "(?:" + "|".join(ordered) + ")"
    tree: dict = {}
    for word in ordered:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}  # a word ends here
    branches = _branches(tree)
    return "(?:" + (branches if branches is not None else "|".join(ordered)) + ")"


def _branches(node: dict) -> str | None:
    """Return the pattern of a tree of beginnings, the longer words first, then the end; or
    None where two branches differ only in case ("Sam", "sam"): under IGNORECASE both would
    match, and only the list keeps the longest first then."""
    children = [(ch, child) for ch, child in sorted(node.items()) if ch]
    if len({ch.lower() for ch, _child in children}) < len(children):
        return None
    parts = []
    for ch, child in children:
        rest = _branches(child)
        if rest is None:
            return None
        parts.append(re.escape(ch) + rest)
    if not parts:
        return ""
    if "" in node:
        return "(?:" + "|".join(parts) + ")?"
    return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"


# "Ó" is the Irish particle, a capital outside [A-Z] ("Ó Dálaigh said")
PARTICLE = alternation({*NAME_PARTICLES, "\u00d3"})
LEADING_PARTICLE = alternation({*LEADING_PARTICLES, "\u00d3"})

# After a name, the post it qualifies and the holder's name ("Orvex chief executive Dana X",
# "Glass Harbour frontman Nathan Y"): at most one lower-case word before the post, and no
# verb ("Brendan X praised director Darren Y", "X met director Y": two people)
POST_THEN_NAME = re.compile(
    r"\s+(?:(?!(?:and|or|but|nor|with|to|of|for|the|an?|as|by|met|told)\s)(?![a-z]+ed\s)"
    r"[a-z][a-z\-]*\s+)?(?P<role>[a-z][a-z\-]*|[A-Z]{2,4})\s+[A-Z][a-z]"
)

# The possessive ending: "Trump's", "Harris’s", "Jones'"
POSSESSIVE = r"(?:['\u2019]s|s['\u2019])"
# ... and how a word that carries it ends
POSSESSIVE_ENDINGS = ("'s", "\u2019s", "'", "\u2019")

# An adverb between a subject and its verb: "Gorka later noting", "Munroe X also aired"
THEN_ADVERB = r"(?:\w+ly|later|then|also|again|now)"

# A word that joins a sentence to the one before without being its subject ("But the former
# president showed restraint", "And the senator said")
CONNECTIVE = r"(?:But|And|Indeed|Then|Instead|Still|Yet|So|Plus|Also|Now|Meanwhile|However)"

# Words that open a subordinate clause (lexicon/subordinators.txt)
SUBORDINATORS = tuple(sorted(words("subordinators")))
SUBORDINATOR = alternation(SUBORDINATORS)

# The words before the name someone goes by: "calling herself Tamara", "identified herself only
# by her first name, Effie", "used the pseudonym Ava", "identified only as Jane"
GOES_BY = (
    r"(?:call(?:s|ed|ing)\s+(?:herself|himself|themselves)"
    # (not "identified as Moroccan citizens": a name said to be all that is given)
    r"|identified\s+(?:(?:herself|himself|themselves)\s+(?:only\s+)?|only\s+)"
    r"(?:as|by\s+(?:her|his|their)\s+(?:first\s+)?name,?)"
    r"|(?:(?:using|under|used)\s+the\s+)?pseudonyms?|(?:her|his|their)\s+first\s+name,"
    r"|known\s+only\s+as|named\s+only\s+as)"
)

# "the couple's security guard", "the family's lawyer": a common noun owns the one described
OWNED_BY_NOUN = re.compile(r"[Tt]he\s+(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*['\u2019]s\s")
