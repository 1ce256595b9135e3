"""Word the labels of unnamed speakers ("a source close to the campaign", "the
club", "a spokesperson"), and the nouns that make them.
"""

from __future__ import annotations

import re

from ..lexicon import LABEL_NOUNS, words
from ..people import (
    CUE_PATTERN,
    CUE_WORDS,
    DETERMINERS,
    FEMININE,
    MASCULINE,
    TITLES,
    Cast,
    is_role_word,
)
from .context import _NAME_RE

# Speakers that are not one person: "the couple said in a joint statement".
_GROUP_NOUNS = words("group_nouns")
# Convention: a statement an organisation issues ("the agency's full statement reads as
# follows:", "A league statement said") is spoken for it by someone unnamed: the speaker is
# the label "a spokesperson", never None and never a person it mentions. So is a body the
# cue's clause calls "it" ("The Federation said it was "relieved""). Where the cue's whole
# subject is the body's proper name ("Judicial Watch said", "the White House said in a
# statement"), the label is that name; where it describes the body by an organisation noun
# ("the club said in a statement", "the mayor's office said", "police said"), the label is
# that description as the text writes it, as the published corpora give the Source (rules
# body-named-as-speaker, body-described-as-speaker); a group of people keeps its own label
# ("the couple"). Someone unnamed who speaks for a body is "a spokesperson for" it as the
# text names it ("a spokesperson for committee Democrats"), for a person plain "a
# spokesperson" (rule speaks-for).
STATEMENT_LABEL = "a spokesperson"
# Nouns that say only "one of a group" and name it by the noun before ("audience member").
_PART_NOUNS = frozenset(["member", "members"])
_ORGANISATION_NOUNS = (
    _GROUP_NOUNS - {"couple", "pair", "duo", "trio", "family", "band", "group", "crowd", "audience"}
) | {"office", "administration", "ministry", "embassy", "palace", "federation", "association"}


# Label nouns that name the same kind of unnamed speaker: a story introduces "a source" and
# goes on with "the insider"; "a spokeswoman" with "the representative".
_LABEL_KINDS = {
    **dict.fromkeys(["source", "insider"], "source"),
    **dict.fromkeys(
        ["spokesperson", "spokesman", "spokeswoman", "representative", "rep", "publicist"],
        "spokesperson",
    ),
}
# "her representatives said", "the singer's publicists described": a person's team speaks.
_SPOKES_PLURALS = frozenset(["spokespeople", "representatives", "reps", "publicists"])
# "the festival's organisers said": the people who run an event speak for it as a body.
_ORGANISER_PLURALS = frozenset(["organisers", "organizers"])
# Words that qualify many roles and so pick out no one: "the former minister".
_PLAIN_MODIFIERS = frozenset(
    ["former", "new", "then", "current", "longtime", "fellow", "senior", "junior", "top", "chief"]
)
_GENERIC = frozenset(["one", "another", "person", "someone", "somebody"])
# Things, not people, that "say" or "describe": "The documents describe the scheme as ...".
_THING_NOUNS = words("thing_nouns")
# Words after "one", "a" or "another" that are not the noun of an unnamed speaker.
_NOT_LABEL_NOUNS = frozenset(
    [
        "of",
        "the",
        "a",
        "an",
        "his",
        "her",
        "their",
        "its",
        "our",
        "my",
        "your",
        "who",
        "whom",
        "whose",
        "which",
        "that",
        "this",
        "those",
        "these",
        "with",
        "from",
        "at",
        "in",
        "on",
        "for",
        "to",
        "by",
        "close",
        "near",
        "also",
        "then",
        "later",
        "once",
        "still",
    ]
)
_ORDINALS = frozenset(
    ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
)


def _as_label(phrase: str) -> str:
    """Return a subject phrase as a speaker label: its opening determiner in lower case ("The
    club" gives "the club"; "Corporate lobbyists" stays)."""
    return re.sub(
        r"^(?:The|Its|Their|Multiple|Many|Some|Several|Other)\b",
        lambda match: match.group().lower(),
        phrase,
    )


def _is_person_noun(word: str) -> bool:
    word = word.lower()
    return (
        is_role_word(word)
        or word in LABEL_NOUNS
        or word in TITLES
        or word in FEMININE
        or word in MASCULINE
        or bool(re.match(r"\d{1,3}-year-old$", word))
    )


def _body_label(subject: str) -> str:
    """Return a body's name as its label: "the White House", "CBS News"."""
    subject = " ".join(subject.split()).rstrip(",")
    return "the" + subject[3:] if subject.startswith("The ") else subject


_PLACE_PREPOSITIONS = frozenset(["on", "at", "in", "inside", "within", "from", "near"])
_SOURCE_WORDS = frozenset(["close", "familiar", "briefed", "privy"])


def _listed(names: list[str]) -> str:
    """Return names as English lists them: "A and B", "A, B and C"."""
    return ", ".join(names[:-1]) + " and " + names[-1]


def _indefinite_head(words: list[str]):
    """Return the words of an indefinite subject up to its head noun ("a source on the
    board": ``["a", "source"]``), SOURCE_LABEL for "a person close to ...", or None when the
    subject is not "a/an/one <noun> <preposition> ..."."""
    if len(words) < 3 or words[0] not in ("a", "an", "one", "another"):
        return None
    for k in range(2, min(len(words), 5)):
        if words[k] in _SOURCE_WORDS and words[k - 1] in _SOURCE_NOUNS | {"source"}:
            return SOURCE_LABEL
        if words[k] in _PLACE_PREPOSITIONS:
            return words[:k] if words[k - 1] in LABEL_NOUNS else None
    return None


def _with_article(noun: str) -> str:
    """Return "a user", "an aide", "a spokeswoman", with the noun the text uses: the article
    by sound, roughly."""
    # a party's member keeps its capital: "a Democrat", "a senior Republican"
    noun = re.sub(r"\b(?:democrat|republican)$", lambda m: m.group().capitalize(), noun)
    vowel = noun[0] in "aeio" or (
        noun[0] == "u" and not noun.startswith(("uni", "use", "usu", "ura", "ure", "uro", "uti"))
    )
    return f"{'an' if vowel else 'a'} {noun}"


# Convention: an unnamed "person familiar with the talks", "someone close to the family" is
# what newsrooms call an anonymous source, and is labelled so.
SOURCE_LABEL = "a source"
# The label of a subject that is no one to name ("someone yelled"): empty, so that nothing
# later gives the quote to the speaker before; the quote is stored with no speaker.
NOBODY = ""
_SOURCE_NOUNS = frozenset(["person", "people", "someone", "somebody", "individual", "one"])
_SOURCE_AFTER = re.compile(
    r"\s+(?:familiar\s+with|close\s+to|with\s+(?:direct\s+|first-hand\s+)?knowledge\s+of"
    r"|briefed\s+on|privy\s+to)\b"
)
_SOURCE_PHRASE = re.compile(
    r"\b(?:" + "|".join(sorted(_SOURCE_NOUNS)) + r")" + _SOURCE_AFTER.pattern, re.IGNORECASE
)


# What sets an unnamed speaker apart, after the noun: "a source close to the campaign", "an
# official familiar with the talks", "one Republican involved in the planning", up to a
# comma or the cue
_QUALIFIER = re.compile(
    r"(?P<qualifier>"
    + _SOURCE_AFTER.pattern
    + r"|\s+involved\s+in\b)\s+(?P<what>[^,.;:!?\"\u201c\u201d\n]{1,60}?)"
    + r"(?=\s*[,.;:]|\s+(?:"
    + CUE_PATTERN
    + r")\b|\s*$)"
)


def _cue_sentence(context) -> str:
    """Return the words around a quote where its cue and speaker stand: the end of what comes
    before and the rest of the sentence after."""
    return context.before[-160:] + re.split(r"[.!?]\s", context.after, maxsplit=1)[0]


def _qualified(label: str, sentence: str, cast: Cast) -> str:
    """Return an unnamed speaker's label with what the sentence says sets them apart right
    after its noun, as the published corpora give the Source ("a source close to the
    campaign"); the plain label when that names a person ("close to Smith"), who would then
    read as the speaker."""
    noun = label.split()[-1]
    nouns = [noun, *_SOURCE_NOUNS, "source", "sources"] if label == SOURCE_LABEL else [noun]
    for match in re.finditer(
        r"\b(?:" + "|".join(re.escape(n) for n in nouns) + r")(?=\s)", sentence, re.IGNORECASE
    ):
        found = _QUALIFIER.match(sentence, match.end())
        if not found:
            continue
        # ("familiar with the investigation did so": what sets them apart ends at a verb)
        what = _QUALIFIER_ENDS.split(found.group("what"), 1)[0].rstrip()
        if what.split()[-1:] in ([], ["the"], ["a"], ["an"]):
            continue
        if not any(cast.lookup(name.group()) for name in re.finditer(_NAME_RE, what)):
            return " ".join([label, *found.group("qualifier").split(), what])
    return label


_QUALIFIER_ENDS = re.compile(
    r"\s+(?=(?:did|does|do|is|was|were|are|has|had|have|will|would|could|can|may|who|which"
    r"|that|but|said|says)\b)"
)


# Labels for members of the public, whatever qualifies them ("a longtime fan" is "a fan").
_PUBLIC_NOUNS = frozenset(["fan", "fans", "user", "users", "commenter", "follower", "viewer"])
# Modifiers that are adjectives, though no suffix says so.
_ADJECTIVES = words("label_adjectives")
_ADJECTIVE_ENDINGS = (
    "al", "ive", "ous", "ful", "less", "ic", "able", "ible", "ed", "ing", "ish", "ese", "an",
    "ly", "est", "ent", "ant",
)  # fmt: skip
# Nouns with those endings that do modify as nouns ("a hospital porter", "a student nurse").
_NOUNS_LIKE_ADJECTIVES = frozenset(
    [
        "hospital",
        "festival",
        "rival",
        "council",
        "student",
        "resident",
        "assistant",
        "patient",
        "parent",
        "agent",
        "plan",
        "clan",
        "van",
    ]
)
_ADJECTIVE_Y = frozenset(
    ["angry", "happy", "hungry", "weary", "wary", "wealthy", "healthy", "lucky", "busy", "tiny"]
)


def _noun_modifier(word: str) -> bool:
    """Tell whether a lower-case word before a noun is itself a noun ("fund" in "fund
    manager"), by its form: no determiner, no hyphenated or known adjective, no adjective
    ending ("retired", "local", "angry") unless the noun is known to end so."""
    if not word.isalpha() or word in DETERMINERS or word in _PLAIN_MODIFIERS:
        return False
    if word in _ADJECTIVES or word in _ADJECTIVE_Y or word in CUE_WORDS or word in _ORDINALS:
        return False
    if word in _GENERIC or word in _NOT_LABEL_NOUNS:
        return False
    return word in _NOUNS_LIKE_ADJECTIVES or not word.endswith(_ADJECTIVE_ENDINGS)


# Adjectives that say what kind of role, not what the person is like: "legislative aide",
# "medical examiner", "political adviser" (a compound), unlike "a retired nurse".
_RELATIONAL_ENDINGS = ("ive", "ic", "ical", "ary", "ial", "ional")
_QUALITATIVE = frozenset(["local", "loyal", "casual", "usual", "typical", "emotional", "original"])


def _relational(word: str) -> bool:
    """Tell a relational adjective ("legislative", "presidential") by its ending."""
    return (
        word.isalpha()
        and len(word) > 5
        and word.endswith(_RELATIONAL_ENDINGS)
        and word not in _QUALITATIVE
        and word not in DETERMINERS
    )


# Rank words that make part of a post's name: "a senior manager", "a junior doctor".
_RANKS = frozenset(["senior", "junior", "deputy", "assistant", "associate"])
# Adjectives that make a standing tie, kept with the noun like a compound: "a close friend",
# "a former employee" (what a former one says is not what one on the staff says).
_TIES = frozenset(["close", "closest", "best", "former"])


_PARTY_MEMBERS = frozenset(["republican", "democrat"])


_IRREGULAR_SINGULARS = {"people": "person", "women": "woman", "men": "man", "children": "child"}


# auxiliaries: a verb follows, where a label looks for its noun ("who another has said")
_AUXILIARIES = frozenset(
    [
        "has",
        "had",
        "have",
        "is",
        "was",
        "were",
        "are",
        "will",
        "would",
        "could",
        "can",
        "may",
        "might",
        "must",
        "should",
        "did",
        "does",
        "do",
    ]
)


def _label(phrase: str, fans: bool, previous: str | None = None) -> str:
    """Return the label for an unnamed speaker, with the noun the text uses for them.

    "one rider" gives "a rider", "a guest" gives "a guest", "One fan" and "fans" give "a
    fan"; with no noun ("One writes", "Another wrote", "A third said") the label of the
    quote before carries on, else "a fan" where the story is about fans' comments.
    """
    raw = re.findall(r"[A-Za-z][A-Za-z\-]*", phrase)
    words = [w.lower() for w in raw]
    # "One EU diplomat", "one Whitford aide": a capitalised modifier makes no compound
    capitalised = {w.lower() for w in raw[1:] if w[:1].isupper()}
    if len(words) > 3 and words[1] == "of":
        # "one of the residents": a resident
        plural = words[-1]
        # "one of the people": a person; "one of the women": a woman
        single = _IRREGULAR_SINGULARS.get(plural) or (
            plural[:-3] + "y" if plural.endswith("ies") else plural.rstrip("s") or plural
        )
        words = [words[0], *words[3:-1], single]
    # "a Republican National Committee member": a party opening a body's name is no noun
    named_body = {
        k
        for k, word in enumerate(words)
        if word in _PARTY_MEMBERS and raw[k + 1 : k + 2] != [] and raw[k + 1][:1].isupper()
    }
    for k, word in enumerate(words[1:], 1):
        if k in named_body:
            continue
        if word in LABEL_NOUNS:
            if word in _PART_NOUNS and k > 1 and words[k - 1] not in DETERMINERS:
                # "one audience member", "a staff member": the compound the text uses
                return _with_article(f"{words[k - 1]} {word}")
            if (
                k > 1
                and word not in _LABEL_KINDS
                and word not in _PUBLIC_NOUNS
                and words[k - 1] not in capitalised
                and (
                    _noun_modifier(words[k - 1])
                    or _relational(words[k - 1])
                    or words[k - 1] in _RANKS
                    or words[k - 1] in _TIES
                )
            ):
                # "one fund manager", "a restaurant owner": a noun before the noun makes one
                # compound, the label; an adjective ("a retired nurse") does not. A rank
                # before the compound stays ("One senior council officer").
                rank = words[k - 2] if k > 2 and words[k - 2] in _RANKS else None
                return _with_article(" ".join(w for w in (rank, words[k - 1], word) if w))
            return _with_article("fan" if word == "fans" else word)
    noun = rank = None
    for k, word in enumerate(words[1:], 1):
        if k in named_body:
            continue
        if word.endswith("ly"):
            continue  # "one visibly moved guest"
        if word in CUE_WORDS or word in _NOT_LABEL_NOUNS or word in _ORDINALS:
            break
        if word in _AUXILIARIES:
            break  # "who another has said": a verb follows, no noun
        if noun and _is_person_noun(noun) and not _is_person_noun(word):
            break  # "a Democrat familiar with the talks": the person noun, not the adjective
        if noun and word in _PART_NOUNS:
            noun = f"{noun} {word}"  # "one audience member": the compound the text uses
            break
        if (
            noun
            and _is_person_noun(word)
            and " " not in noun
            and noun not in capitalised
            and (_noun_modifier(noun) or noun in _RANKS)
        ):
            # "one fund manager": see the compounds above ("one senior council officer":
            # with the rank before it)
            noun = " ".join(w for w in (rank, noun, word) if w)
            continue
        rank = noun if noun in _RANKS else None
        noun = word
    if noun and noun not in _GENERIC:
        if rank and " " not in noun and noun != rank:
            return _with_article(f"{rank} {noun}")  # "One senior figure": a senior figure
        return _with_article(noun)
    if previous and words and words[0] in ("another", "a", "an"):
        return previous
    return "a fan" if fans else "a person"
