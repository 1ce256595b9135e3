"""Find the people an article names, join their short forms, and resolve references.

A run of capitalised words is a person only when the text treats it as one
somewhere: it speaks ("Okafor said", "said Novak"), has an age ("Rivera,
24,"), a title or role ("Sen.", "actress Mia Torres"), or a relative clause
("Lee, who …"). Brands, places, outlets and titles rarely get any of
those, so no list of them is needed. Short forms ("Lee", "Ann") join the
full name whose first or last word they are.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from .dates import MONTHS, NUMBER_WORDS, WEEKDAY_NAMES, WEEKDAYS
from .lexicon import (
    ACRONYMS,
    CUE_VERBS,
    FEMALE_NAMES,
    GIVEN_NAMES,
    IRREGULAR_PAST,
    LABEL_NOUNS,
    MALE_NAMES,
    OUTLETS,
    PLACES,
    STAGE_NAMES,
    WORK_NOUNS,
    full_name_gender,
    given_name_gender,
    lines,
    without_accents,
    words,
)
from .patterns import (
    GOES_BY,
    LEADING_PARTICLES,
    NAME_PARTICLES,
    OWNED_BY_NOUN,
    PARTICLE,
    POSSESSIVE_ENDINGS,
    POST_THEN_NAME,
    THEN_ADVERB,
    alternation,
)
from .sentences import inside_any, split_sentences
from .text import TRIMMED_HEADLINE_WORDS, short_enough_for_headline
from .types import HEADLINE, PROSE, Mention, Paragraph, Person

_IRREGULAR = {"say": ["said"], "write": ["wrote", "written"], "tell": ["told"], "spit": ["spat"]}
# Verbs that double their last consonant before -ed and -ing ("admitted", "quipped").
_DOUBLING = frozenset(["admit", "quip", "commit", "regret", "omit", "snap", "rap", "spit"])
# Phrasal cues: "she hit back", "he fired back", "they shot back".
PHRASAL_CUES = frozenset(
    [
        "hit back",
        "hits back",
        "hitting back",
        "fired back",
        "fires back",
        "shot back",
        "shoots back",
        "snapped back",
        "chimed in",
        "chimes in",
        # "as the prosecutor Marc X put it, "...""
        "put it",
        "puts it",
        # "Kimmel pointed out Bryant's bond with the city. "...""
        "pointed out",
        "points out",
        "pointing out",
    ]
)


def inflect(base: str) -> list[str]:
    """Return the present, third-person, past and -ing forms of a cue verb (and irregulars)."""
    return _inflect(base)


def _inflect(base: str) -> list[str]:
    stem = base[:-1] if base.endswith("e") else base
    third = base + ("es" if base.endswith(("sh", "ch", "s", "x")) else "s")
    if base.endswith("y") and base not in ("say",):
        third, past = base[:-1] + "ies", base[:-1] + "ied"
    else:
        past = base + "d" if base.endswith("e") else base + "ed"
    forms = [base, third, past, stem + "ing"]
    if base in _DOUBLING:
        forms = [base, third, base + base[-1] + "ed", base + base[-1] + "ing"]
    if base == "say":
        forms = ["say", "says", "saying"]
    return forms + _IRREGULAR.get(base, [])


# (never "press" alone: "White House press secretary Josh X said" holds a noun)
CUE_WORDS = (frozenset(form for base in CUE_VERBS for form in _inflect(base)) | PHRASAL_CUES) - {
    "press"
}
CUE_PATTERN = alternation(CUE_WORDS)
# any cue word in a stretch of text, in any case ("said", "Writes")
CUE_WORD = re.compile(r"\b" + CUE_PATTERN + r"\b", re.IGNORECASE)
# Past tenses and a few present forms: unlike "post" or "comments" they are never nouns.
_VERB_CUES = frozenset(
    [_inflect(base)[2] for base in CUE_VERBS]
    + [c for c in PHRASAL_CUES if not c.startswith("hitting")]
    + ["said", "wrote", "told", "says", "writes", "adds", "tells", "explains", "exclaims"]
)
_VERB_CUE_PATTERN = alternation(_VERB_CUES)

TITLES = words("titles")
# Abbreviated titles and the role noun a story uses for the same person ("Gov. X": "the governor").
TITLE_NOUNS = {
    "sen": "senator",
    "sens": "senator",
    "rep": "representative",
    "reps": "representative",
    "gov": "governor",
    "cllr": "councillor",
    "dr": "doctor",
    "prof": "professor",
    "det": "detective",
    "insp": "inspector",
    "supt": "superintendent",
    "sgt": "sergeant",
    "capt": "captain",
    "gen": "general",
    "lt": "lieutenant",
    "col": "colonel",
    "rev": "reverend",
}
TITLE_GENDERS = {
    "mr": "m",
    "sir": "m",
    "lord": "m",
    "mrs": "f",
    "ms": "f",
    "miss": "f",
    "dame": "f",
    "lady": "f",
    "princess": "f",
    "duchess": "f",
    "prince": "m",
    "duke": "m",
    "queen": "f",
    "king": "m",
}
# Honorifics that are part of a stage or known name when one word follows ("Lady Gaga") and
# a title when a full name follows ("Lady Clementine Harcourt-Vane": "Lady Clementine").
PEER_TITLES = frozenset(["lady", "lord"])
# Courtesy titles that say nothing about the person beyond their gender: never descriptors.
PLAIN_TITLES = frozenset(["mr", "mrs", "ms", "miss"])
ROLES = words("roles")
_ROLE_MODIFIERS = frozenset(
    [
        "press",
        "former",
        "defending",
        "reigning",
        "deputy",
        "vice",
        "chief",
        "head",
        "executive",
        "longtime",
        "fellow",
    ]
)
_ROLES_AND_MODIFIERS = _ROLE_MODIFIERS | ROLES
_POST_WORDS = words("post_words")
FEMININE = frozenset(
    [
        "actress",
        "girlfriend",
        "wife",
        "mother",
        "daughter",
        "sister",
        "spokeswoman",
        "chairwoman",
        "woman",
        "queen",
        "princess",
        "congresswoman",
        "mum",
        "mom",
        "widow",
        "businesswoman",
        "fiancée",
        "fiancee",
        "aunt",
        "niece",
        "grandmother",
        "granddaughter",
        "stepmother",
        "stepdaughter",
        "duchess",
        # ("The Maroon 5 frontman shared his side": a post's noun may say it too)
        "frontwoman",
        "councilwoman",
        "assemblywoman",
        "anchorwoman",
        "sportswoman",
        "policewoman",
    ]
)
MASCULINE = frozenset(
    [
        "boyfriend",
        "husband",
        "father",
        "son",
        "brother",
        "spokesman",
        "chairman",
        "man",
        "king",
        "prince",
        "congressman",
        "dad",
        "widower",
        "businessman",
        "fiancé",
        "uncle",
        "nephew",
        "grandfather",
        "grandson",
        "stepfather",
        "stepson",
        "duke",
        "frontman",
        "councilman",
        "assemblyman",
        "anchorman",
        "sportsman",
        "policeman",
    ]
)

# Words that start a capitalised run without being part of a name.
_EDGE_WORDS = words("name_edge_words")
_OFFICE_OF = re.compile(
    r"\b(?P<office>Secretary|Minister|Chancellor|Ministry|Secretary-General|Chief|Director"
    r"|Commissioner|Head|President|Governor|Mayor|Premier|Chair|Chairman|Chairwoman|Speaker)"
    # ("president of ABC Entertainment Channing X": the office in lower case, the body's
    # acronym outside the run)
    r"\s+(?:of|for)\s+(?:the\s+)?(?-i:[A-Z]{2,}\s+)?$",
    re.IGNORECASE,
)
# Words that show a capitalised run is a title ("A Star Is Born"), not a role and a name.
_FUNCTION_WORDS = _EDGE_WORDS | frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "am",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "will",
        "can",
        "me",
        "not",
    ]
)
_TIME_WORDS = frozenset(WEEKDAYS + MONTHS)
# A name containing one of these words is an institution, event or work, never a person.
NON_PERSON_WORDS = words("non_person_words")
_THING_NOUNS = words("thing_nouns")
# Irish and Scottish Gaelic surname particles, capitalised and written apart from the
# surname ("Ó Dálaigh", "Nic Giolla", "Mac Diarmada", "Ní Bhraonáin"); "Ó" is a one-letter
# word that is otherwise no name word.
_GAELIC_PARTICLES = frozenset(["Ó", "Ní", "Nic", "Mac", "Mhic", "Uí", "Ua"])


def _gaelic_surname_next(text: str, at: int) -> bool:
    """Tell whether a capitalised word follows ``at`` after one space ("Ó| Dálaigh")."""
    nxt = text[at : at + 3]
    return len(nxt) == 3 and nxt[0] == " " and nxt[1].isupper() and nxt[2].islower()


# "al-Sayed", "el-Amin": an Arabic article joined to a capitalised name.
_JOINED_PARTICLE = re.compile(r"^(?:al|el)-[A-Z][a-z]")
_CONTRACTION = re.compile(r"['\u2019](t|ll|re|ve|m|d)$")


@functools.lru_cache(maxsize=8192)
def is_role_word(word: str) -> bool:
    """Tell whether a lower-case word names a role: a known role noun, the same noun with a
    "co-", "ex-" or "vice-" prefix ("co-author"), or a specialist ("epidemiologist")."""
    word = word.lower().strip("\u2019'")
    if word in ROLES:
        return True
    for prefix in ("co-", "ex-", "vice-"):
        if word.startswith(prefix) and word[len(prefix) :] in ROLES:
            return True
    head, of, _rest = word.partition("-in-")
    if of and head in ROLES:
        return True  # "editor-in-chief", "commander-in-chief"
    return word.endswith(("ologist", "ician")) and len(word) > 7


def _is_title(word: str) -> bool:
    """Tell whether a lower-case word is a title, or a compound of titles and posts
    ("secretary-treasurer", "attorney-general")."""
    parts = word.split("-")
    return word in TITLES or (len(parts) > 1 and all(p in TITLES or is_role_word(p) for p in parts))


# "D-Fresno", "R-Texas": a party and a place after a lawmaker's name, never a person; a
# stage name ("T-Rook") has another letter.
_PARTY_TAG = re.compile(r"^[DRI]-[A-Z]")
# (a stage name may hold a dollar sign: "A$AP Rocky", "Ke$ha")
_TOKEN = re.compile(r"(?<!\w)[^\W\d_](?:[\w\-]|['\u2019](?=[^\W\d_])|\$(?=[^\W\d_]))*\.?")
_THEY_PRONOUNS = re.compile(
    r"\b(?:uses?|using|prefers?|goes by|go by)\s+(?:the\s+)?(?:pronouns?\s+)?"
    r"[\"'\u201c\u2018]?they(?:/them)?\b"
    # ("changing their pronouns to they/them": the pair written out says it as well)
    r"|\bthey/them\b"
)
_APPOSED_AFTER = re.compile(
    # "The senator's husband, retired judge Conrad X,": lower-case role words may come first
    r",\s+(?:(?!(?:and|or|but|with|while|who|which|whose|the|a|an)\b)[a-z][\w\-]*\s+){0,2}"
    r"((?:(?:Dr|Mr|Mrs|Ms|Prof|Sir|Dame|Lady|Lord|Rev)\.?\s+)?"
    r"(?:" + PARTICLE + r"\s+|[A-Z][\w'\u2019\-]*\s+){0,4}"
    r"[A-Z][\w'\u2019\-]*),"
)
# The post's object may be a proper name or a common noun ("leader on the council, Jo X,",
# "deputy commissioner of public information, Jo X,").
_APPOSED_AFTER_PP = re.compile(
    r"(?:\s+(?:to|of|for|at|in|on)\s+(?:the\s+)?[A-Za-z][\w'\u2019\-]*"
    r"(?:\s+[A-Za-z][\w'\u2019\-]*){0,3})?" + _APPOSED_AFTER.pattern
)
_PRONOUN = re.compile(r"\b(he|him|his|she|her|hers)\b", re.IGNORECASE)
# "Varga, 58," and the Irish and British "Varga (58),"
# "Vale, 34,", "Vale (34)", "Vale, now 34,", "Vale, aged 34,"
_AGE_AFTER = re.compile(r"(?:,\s*(?:now\s+|aged\s+)?|\s+\()(\d{1,3})(?:,|\s*[.;)]|$)")
_AGE_BEFORE = re.compile(r"\b(\d{1,3})-year-old[ \t]+(?:[a-z][a-z\-]*[ \t]+){0,2}$")
_YEAR_OLD = re.compile(r"\b(\d{1,3})-year-old\b")
# The offices of a body, held by a person named right after: "Orvex chief executive Dana Y",
# "Orvex Foods CEO Dana Y" (an office written as an acronym).
_OFFICE_AFTER = re.compile(
    r"\s+(?:(?:chief|managing|executive|general|founding)\s+)?(?:executive|CEO|chairman"
    r"|chairwoman|chair|president|founder|co-founder|director|boss|manager)\s+[A-Z][a-z]"
)
# "Varga said", "Varga, 58, said", "Brandl, a former envoy, said": an apposition must
# close with its comma ("Iris, the company said" is not Iris speaking) and stays on its line.
_CUE_AFTER = re.compile(
    # ("Ulrika X, another former "Celebrity MasterChef" contestant, told": a title quoted)
    r"(?:,\s*\d{1,3}(?=,))?(?:,(?:[^,\"\u201c\u201d\u2018\n]|[\"\u201c][A-Z][^,\"\u201c\u201d\n]{0,40}"
    r"[\"\u201d]){1,80}(?=,))?,?\s+(?:\w+ly\s+)?"
    r"(?:ha[sd]\s+)?" + _VERB_CUE_PATTERN + r"\b"
    # ("Tributes started pouring in", "she began crying": a doing begun, no speech)
    r"(?!(?:"
    + "|".join(f"(?<={verb})" for verb in ("start", "started", "starts", "began", "begins"))
    + r")\s+[a-z]+ing\b)"
)
# "Ulrika X, who claimed ... on Celebrity MasterChef, told": a relative clause open before a
# name, whose antecedent is the subject of the cue after it
_IN_RELATIVE_BEFORE = re.compile(r",\s+who\s+[^,]*$")
# Cue verbs that may come before their subject ("said Varga", "wrote Lee"); most others take
# an object there ("told Vanity Fair", "accused Republicans", "praised Lee").
INVERTIBLE_CUES = frozenset(
    form
    for base in [
        "say",
        "add",
        "write",
        "continue",
        "explain",
        "ask",
        "reply",
        "recall",
        "note",
        "insist",
        "argue",
        "declare",
        "admit",
        "joke",
        "conclude",
        "exclaim",
        "remark",
        "counter",
        "confirm",
        "warn",
        "tweet",
        "respond",
        "remember",
        "muse",
        "quip",
        "recount",
        "state",
    ]
    for form in _inflect(base)
) - {"ask", "asks", "asked", "asking", "warn", "warns", "warned", "warning"}
_CUE_BEFORE = re.compile(
    r"(?:\b(?:"
    + "|".join(sorted(INVERTIBLE_CUES & _VERB_CUES, key=len, reverse=True))
    + r")|\baccording to)\s+$",
    re.IGNORECASE,
)
# Nouns for people who speak as a group or unnamed: "Diplomats said", "Officials said".
_GROUP_ROLES = words("group_roles")
# ("Viewers said", "Campaigners said": a noun an unnamed speaker is labelled with counts too)
_ROLES_AND_GROUPS = ROLES | _GROUP_ROLES | words("label_nouns")
# "has played Det. Owen X": a character may carry a title of their own; "who plays the rogue
# agent Mara X": a description of the part may come first.
# words that end the description of a part: "played golf with Tom X" plays no part
_NOT_PART_WORDS = (
    r"(?:with|for|to|in|at|on|by|down|up|against|alongside|opposite|and|or|a|an|the|his|her"
    r"|their|its|host)"
)
_CHARACTER_BEFORE = re.compile(
    # ("such as Hillary X", "known as", "serve as X's running mate", "identified as", "named
    # as": no part)
    r"\b(?:(?<!such )(?<!known )(?<!well )(?<!same )(?<!serve )(?<!serves )(?<!served )"
    r"(?<!serving )(?<!identified )(?<!named )as"
    # ("starred in Fringe as a special agent X": a part described)
    r"(?:\s+(?:a|an)(?:\s+(?!(?:of|for|to|with|from|by|in|on|at|about)\b)[a-z\-]+){1,3})?"
    # ("his role as beloved single dad X", "his role of X", "his role as steely Baltimore
    # police lieutenant X", "made his name as police lieutenant X": the part, described or not)
    # ("his performances as disillusioned writer X", "her turn as")
    r"|\b(?:his|her|their)\s+(?:[a-z\-]+\s+)?(?:role|performances?|turn|portrayal)\s+(?:as|of)"
    r"(?:\s+(?:[a-z\-]+|[A-Z][a-z]+)){0,6}"
    r"|\bmade\s+(?:his|her|their)\s+name\s+as(?:\s+[a-z\-]+){0,3}"
    # ("landed the role of boxing champion X": the part described; not "the role of the
    # Senate")
    r"|\bthe\s+role\s+of(?!\s+(?:the|a|an)\b)(?:\s+[a-z\-]+){1,3}"
    # ("the Rocky franchise's Apollo X": a franchise's or its films' own is a character)
    r"|\b(?:franchise|films|movies|saga)['\u2019]s?"
    # ("Carano played former Rebel Alliance soldier Cara Dune": a part described, no article)
    # ("played writer and detective Jessica X": nouns joined by "and")
    r"|(?:play|plays|playing|played|portrays|portraying|portrayed)(?:\s+(?!"
    + _NOT_PART_WORDS
    + r"\b)(?:[a-z][\w\-]*|[A-Z][a-z]+)|\s+and(?=\s+[a-z])){0,3}\s+(?!"
    + _NOT_PART_WORDS
    + r"\b)[a-z][\w\-]*"
    r"|(?:play|plays|playing|played|portrays|portraying|portrayed|voices|voicing|voiced)"
    # "who plays Stacey's on-screen husband Dean", "plays her screen mother Ruth": a part
    # described through its owner is a part too
    # ("plays Corbin's estranged daughter, Kit": the name set off by a comma)
    # ("played Chandler Bing's girlfriend Janice": the owner may have two names; "played the
    # Baltimore police officer X": a place among the words describing the part)
    r"(?:\s+(?:the|his|her|their|[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?['\u2019]s)"
    r"(?:\s+(?:[a-z\-]+|[A-Z][a-z]+(?=\s+[a-z]))){1,3},?)?"
    # ("Jo X's writer character Carrie Lind", "her Glee alter ego Rachel X": the noun for a
    # part)
    r"|follows|\b(?:character|alter\s+ego),?)\s+"
    # (a title or a capitalised post before the part's name: "Dr.", "Professor")
    r"(?:(?:" + alternation({t.capitalize() for t in TITLES | ROLES}) + r")\.?\s+)?$"
)
# "who plays Dr. Mara X", "Jon Pike as Dr. Mara X" (a caption): whoever is played is a part,
# in every mention, however the story titles or quotes them elsewhere.
# ("joined the cast in Season 2 as medical examiner Dr. Mara X": a part, with its role)
_PLAYED_BEFORE = re.compile(
    r"(?:\b(?:play|plays|playing|played|portrays|portraying|portrayed|voices|voicing)"
    # ("the commanding voice of X", "provided the voice of X": a part voiced)
    r"|\bvoice\s+of"
    # ("Wednesday as Patti X, Reagan's daughter, attacked": a day or a month is no actor)
    r"|(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March"
    r"|April|May|June|July|August|September|October|November|December)\b)[A-Z][\w\-'\u2019]+\s+as"
    # ("plays dual roles as their daughter X", "stars as her husband X", "Yeoh's character,
    # Evelyn X,": every mention of the part is the part's; "roles such as" names actors)
    r"|\b(?:cast|roles?|character)\b[^.;:!?\"\u201c\u201d]{0,30}(?<!such)(?<!well)\sas"
    r"(?:\s+[a-z\-]+){0,2}"
    # ("starred in the films together as X and Y": words of one clause between; not "stars
    # such as X")
    r"|\b(?:stars|star(?:red|ring)(?:\s+[^\s.;:!?,\"\u201c\u201d]+){0,6}?(?<!such))\s+as"
    r"(?:\s+[a-z\-]+){0,2}|\bcharacter,?)\s+"
    + _CHARACTER_BEFORE.pattern[_CHARACTER_BEFORE.pattern.index("(?:(?:") :]
)
# a list of someone's roles, up to the name, in one sentence (see parts in find_people)
_ROLES_INCLUDE = re.compile(r"\broles\s+(?:include|includes|included|including)\b[^!?;\n]*$")
# a name that is an item of such a list, not a co-star beside one ("alongside Jo X", "the Jo X
# and Ana Y rom-com") or an owner ("Jo X's Mame")
_LIST_ITEM_BEFORE = re.compile(r"(?:\binclude[sd]?|\bincluding|,|\band)\s+$")
_LIST_ITEM_AFTER = re.compile(r"(?:\s+in\b|,|\s+and\b|[.;]|$)")
# a lower-case word after a name that no part played takes (a part is followed by a stop, a
# comma, "in", "opposite" ...): a verb, whose subject the name is ("as Obama drove by"), or
# "as" and what the name is framed as ("portraying Sanders as hypocritical")
_VERB_AFTER = re.compile(
    r"\s+(?!(?:in|on|and|or|for|at|opposite|alongside|with|from|to|who|whose|of|but)\b)"
    # ("when she was cast as Rachel X that the show was ...": a clause's opening word)
    r"(?!(?:that|when|while|after|before|until|since|because)\b)[a-z]"
)
# "Tina X, who has died aged 83": a real person's death
_DIED_AFTER = re.compile(r",\s+who\s+(?:has\s+|had\s+)?(?:died|passed\s+away)\b")
# A work's title in title case before a name it ends on: "The Prime of Miss ", "The Life of ".
_WORK_TITLE_OF_BEFORE = re.compile(
    r"\bThe\s+[A-Z][a-z]+\s+[Oo]f\s+(?:(?:Miss|Mrs|Mr|Dr|Saint|St)\.?\s+)?$"
)
# "his iconic Darth X villain", "the Luke X actor": a name set before the noun for a part
_PART_AFTER = re.compile(r"\s+(?:villain|hero|character|actor|actress)\b")
# a surname's possessive right before a full name ("Al Pacino's Michael X", "Woody Allen's
# Annie Y"): the person's part or work, not someone else (kin or staff take a noun between)
_OWNER_BEFORE = re.compile(r"(?<![\w\-])([A-Z][\w\-]+)['\u2019]s\s+$")
# The works a name may title: "the Harry Potter films", "Harry Potter co-star Daniel X".
_FRANCHISE_AFTER = re.compile(
    r"\s+(?:films|movies|franchise|books|novels|series|saga|sequels?|prequels?|co-stars?)\b"
)
# "Dale's longtime friend", "Lind's mother": only a person has these.
_KIN_AFTER = re.compile(
    r"['\u2019]s?\s+(?:[a-z\-]+\s+){0,2}?(?:(?:ex-)?(?:husband|wife|boyfriend|girlfriend|partner)"
    r"|friend|husband|wife|boyfriend|girlfriend|fianc[eé]e?"
    r"|partner|mother|father|mum|mom|dad|son|daughter|sister|brother|parents|children|kids"
    r"|family|ex|rep|representative|publicist|agent|co-?star|bandmate|castmate|teammate)\b"
    # "Dunmore's oldest family-run bakery": a kin noun hyphened to a word is a modifier
    # (a relation by marriage is kin: "Dale's mother-in-law")
    r"(?!-(?!in-law))"
    # "Bellmore's sister city", "Orvex's parent company": a kin noun modifying a thing
    r"(?!\s+(?:cit(?:y|ies)|towns?|compan(?:y|ies)|firms?|stations?|ships?|papers?|clubs?"
    r"|brands?|networks?|schools?|hospitals?|sites?|labels?|publications?|shows?|groups?"
    r"|agenc(?:y|ies)|events?|organi[sz]ations?|channels?|outlets?|products?|titles?)\b)"
)
_OWNER_APPOSED = re.compile(r",\s+(?:[A-Z][\w\-]*\s+)?[A-Z][\w\-]*(?=['\u2019])")
# a partner to be or a date: "his fiancée", "her ex-boyfriend"
_BETROTHED = r"fianc\u00e9e?|fiancee|girlfriend|boyfriend"
_KIN_BEFORE = re.compile(
    # ("his 92-year-old grandmother, Molly,": an age among the words before the noun)
    r"\b(?:[Hh]er|[Hh]is|[Tt]heir|[A-Z][\w\-]*['\u2019]s)\s+(?:[a-z0-9\-]+\s+){0,2}?(?:ex-)?"
    r"(?:husband|wife|mother|father|mum|mom|dad|son|daughter|sister|brother|grandmother"
    r"|grandfather|uncle|aunt|cousin|" + _BETROTHED + r")(?:,\s*|\s+)"
    # "his wife, the photographer Jess X": a description between the noun and the name
    r"(?:(?:the|a|an)\s+(?:[a-z\-]+\s+){1,2})?$"
)

# ("about his mother, X said": a preposition governing a noun before a name)
_PREPOSITION = r"(?:about|of|on|to|for|with|at|from|over|after|before)"
_PREPOSITION_ENDS = re.compile(r"\b" + _PREPOSITION + r"\s+$", re.IGNORECASE)
_PREPOSITION_OPENS = re.compile(_PREPOSITION + r"\s", re.IGNORECASE)


def _kin_before(text: str, run, para: int) -> re.Match | None:
    """Return the kin noun that brings in the name ``run`` ("her mother, Dana Quinn"), unless a
    preposition governs the noun and the name is a cue's subject ("Asked about his mother,
    Armstrong said": no apposition)."""
    kin = _KIN_BEFORE.search(text, max(para, run.start - 40), run.start)
    if (
        kin
        and "," in kin.group()
        and _CUE_NEXT.match(text, run.end)
        and _PREPOSITION_ENDS.search(text, max(para, kin.start() - 12), kin.start())
    ):
        return None
    return kin


# an article and up to two words before a name, none a preposition: "an influential X"
_ARTICLE_PHRASE_BEFORE = re.compile(
    r"\b(?:[Aa]n?|[Tt]he)\s+(?:(?!(?:from|by|of|to|with|for|in|on|at)\s)[a-z\-]+\s+){0,2}$"
)
_CUE_NEXT = re.compile(r"\s+(?:\w+ly\s+)?(?:ha[sd]\s+)?" + _VERB_CUE_PATTERN + r"\b")
# a cue after a restrictive "who": "Rikkie X who tweeted", "who has said", "who also wrote"
_WHO_SPOKE = re.compile(r"\s+who(?:\s+also)?" + _CUE_NEXT.pattern)
# "Anupam X also reacted to his passing away as he wrote,": the clause goes on to a pronoun
# that speaks, which takes up the name opening the sentence
_PRONOUN_SPEAKS_LATER = re.compile(
    r"[^.!?;:\"\u201c\u201d]{0,100}?\b(?:as|and|when|before|after)\s+(?:he|she)" + _CUE_NEXT.pattern
)
# ("at the same time Tucker X was ousted": a time, no place)
_NO_TIME = r"(?!the\s+(?:same\s+|very\s+)?(?:time|moment)\s+$)"
# A name right after a preposition is a place or an outlet ("in Dunmore, said", "to Norway, said").
_PLACE_BEFORE = re.compile(
    r"\b(?:in|at|to|for|from|of|near|into|across|outside|inside|toward|towards|around|via)\s+"
    + _NO_TIME
    # "Chief X of the nearby Loon River First Nation, whose ..., said": the object of a
    # preposition stays one with a determiner and a modifier or two before it (an article
    # opens a noun phrase of its own: "of the threat a Donald X presidency poses")
    + r"(?:the\s+(?:(?!(?:a|an|the)\s)[a-z][a-z\-]*\s+){1,2}"
    # ("from nearby Dun Laoghaire", "in suburban Elm Ridge": a word that only places)
    r"|(?:nearby|neighbou?ring|suburban|rural|downtown|coastal|upstate|central"
    r"|(?:north|south|east|west)(?:ern)?)\s+)?$"
)
_PLACE_IN_APPOSITION = re.compile(
    r",\s+(?:a|an|the)\s[^,.;:!?\"\u201c\u201d]*\b(?:from|in|of|near|outside)\s+"
    r"(?:[a-z][a-z\-]*\s+){0,2}$"
)
# "in Athens", "near Lima": a place takes these; a person rarely does.
_IN_PLACE_BEFORE = re.compile(r"\b(?:in|near)\s+$")
# "his stance on Brexit": what a phrase is about, a topic more often than a person
_TOPIC_BEFORE = re.compile(r"\b(?:on|about|over|regarding)\s+$")
# "Hollow Oaks are ...": a plural verb right after a name.
_PLURAL_VERB_AFTER = re.compile(r"\s+(?:are|were|have|do)(?:n['\u2019]t)?\b")
# "Jo Roe and bassist Eli Vos were": a conjunction earlier in the clause makes a list
_LIST_BEFORE = re.compile(r"(?:&|\b(?:and|or|nor)\b)[^.!?;:\n]*$")
# "candidates like Marco Rubio have": an example set inside a plural noun phrase, whose
# verb agrees with that noun
_EXAMPLE_BEFORE = re.compile(r"\b(?:like|such\s+as|including)\s+$")
# "in Peru and Ecuador", "near Lima, Cusco or Arequipa": one-word places listed after "in".
_IN_PLACES_BEFORE = re.compile(r"\b(?:in|near)\s+(?:[A-Z][\w\-]*(?:,\s+|,?\s+(?:and|or)\s+))*$")
# "from Prince Albert, Sask.": a town then its province's or state's short form.
_PROVINCE_AFTER = re.compile(r",\s+(?!(?:Jr|Sr|Esq)\.)[A-Z][a-z]{1,4}\.(?=[\s,])")
# Words that open a noun phrase ("the", "a", "his", "its", ...).
DETERMINERS = frozenset(
    ("the", "a", "an", "this", "that", "his", "her", "their", "its", "our", "your", "my")
)
_PRONOUN_WORDS = frozenset(["her", "his", "their", "our", "my", "its", "your", "own"])
_OBJECT_BEFORE = re.compile(r"\b(?:of|to|for|with|by|about|against)\s+$")
_ONE_OF_ROLES = re.compile(
    r"\b[Oo]ne\s+of\s+(?:the|his|her|their|its)\s+(?:[a-z\-]+\s+){0,2}[a-z\-]+,\s+$"
)
# "let several senior players go, including Scotland lock Jo X": one named among people
_INCLUDED_AMONG = re.compile(
    r"\b([a-z][a-z\-]+s)\b[^.;:!?\"\u201c\u201d]{0,30}?,?\s+(?:including|such\s+as|among\s+them)"
    r"\s+(?:[A-Za-z][\w\-]*\s+){0,2}$"
)
_STARS_BEFORE = re.compile(r"\b(?:co-)?star(?:s|red|ring)\s+$")
_MADE_BY_BEFORE = re.compile(
    r"\b(?:directed|choreographed|composed|narrated|hosted|co-written|written"
    # "a public defender played by Nicole X": whoever plays a part is an actor
    r"|played|portrayed|voiced)\s+by\s+$"
)
_STARS_AS = re.compile(r"\s+as\s+(?:the|a|an|his|her)\s")
# "X, who ..., said" and "a Republican whose district includes Y, said": a relative clause.
_IN_RELATIVE = re.compile(r"(?:,\s+|\s)(?:who|whom|whose|which)\s[^,.;:!?\"\u201c\u201d]*$")
_ORIGIN_BEFORE = re.compile(r"[A-Z][\w'\u2019\-]*\s+(?:of|from)\s+$")
# "In London, the shadow minister, X, said": a place opening the sentence, then its subject.
# Only where a place stands: a given name after "of", "to" or "for" is a person's
# ("the endorsement of Dana Holt"); after "in" or "at" it may open a place ("in Santa X").
_LOCATIVE_BEFORE = re.compile(
    r"\b(?:in|at|near|into|across|outside|inside|toward|towards|around|via)\s+"
    + _NO_TIME
    + r"(?:the\s+(?:[a-z][a-z\-]*\s+){1,2})?$",
    re.IGNORECASE,
)
_OPENING_PLACE = re.compile(
    r"(?:^|[.!?][\"'\u201d\u2019)]*\s+)(?:In|At|Near|Outside|Inside|Across)\s+$"
)
# A state or a country set off after a name: "Hilton Head, South Carolina, who".
_STATE_OR_COUNTRY_AFTER = re.compile(
    r",\s+(?P<place>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})(?=[,.;:)]|\s*$|\s+(?:and|who)\b)"
)
# A capitalised word and a comma just before a name: a place, or a name before it in a list.
_NAME_BEFORE_COMMA = re.compile(r"\b[A-Z][\w'\u2019\-]+,\s+$")


# after a name standing alone as a clause's subject or an owner: "Romney went", "Obama's"
_SUBJECT_OR_OWNER = (
    r"(?:['\u2019]s\b|\s+(?:has|had|is|was|went|told|wrote|took|made|won|lost|ran|spoke"
    r"|says|tells|wants|[a-z]+ed)\b)"
)


def _alone_uses(text: str, surname: str) -> list[int]:
    """Return where ``surname`` stands alone as a clause's subject or an owner ("Romney went
    after Trump", "Obama's plan"): how a story takes up a person's full name."""
    alone = re.compile(r"(?<![\w\-])" + re.escape(surname) + _SUBJECT_OR_OWNER)
    return [
        match.start()
        for match in alone.finditer(text)
        if not _CAPITALISED_BEFORE.search(text, max(0, match.start() - 30), match.start())
    ]


# (never "the Islamic State is", "secretary of State is": a fuller name's or a place's word)
_CAPITALISED_BEFORE = re.compile(
    r"(?:\b[A-Z][\w\-]*|\b(?:of|the|in|at|on|near|into|across|around|for|from|to))\s+$"
)


def _region_before(before: str) -> bool:
    """Tell whether ``before`` ends in a capitalised word and a comma that may be a place whose
    region follows ("in Dunmore, "), not a sentence's opening adverb ("Similarly, ") or a day
    ("On Tuesday, ")."""
    match = _NAME_BEFORE_COMMA.search(before)
    if match is None:
        return False
    word = match.group().rstrip(", \n")
    if word.lower() in _TIME_WORDS:
        return False
    if is_role_word(word.rsplit("-", 1)[-1].lower()):
        return False  # "Irish Grammy-winner, Sinead X,": a role before the name set off
    if word in _MEDIA_ENDS or word in OUTLETS:
        return False  # "Speaking to the New York Post, Lori X, a manager,": an outlet's name
    return not _SENTENCE_OPENS_BEFORE.search(before, 0, match.start())


# A capitalised word, "of" or "for", then a list of capitalised words up to "and": the word
# after it ends the name of a body or an office ("Minister for Enterprise, Trade and").
_NAME_LIST_BEFORE = re.compile(
    r"\b[A-Z][a-z]+\s+(?:of|for)\s+(?:the\s+)?(?:[A-Z][\w\-]*,?\s+){1,4}(?:and|&)\s+$"
)
# "its plant in Huntsville, Alabama.": a single capitalised word after "in City, " is the
# city's state or country.
_STATE_AFTER_CITY = re.compile(
    r"\b(?:in|at|from|near|outside|of)\s+[A-Z][\w\-]+(?:\s+[A-Z][\w\-]+)?,\s+$"
)
# The nationality nouns that are no adjective: "Serb Miomir X" is a person.
_NATIONALITY_NOUNS = (
    r"Spaniard|Briton|Brit|Scot|Welsh(?:man|woman)|(?:French|English|Irish|Dutch)(?:man|woman)"
    r"|Dane|Swede|Finn|Pole|Serb|Croat|Kiwi|Turk"
)
# A capitalised nationality word: "Italian", "Korean", "Japanese", "American" (not the
# newspaper "Guardian" nor "the Vatican").
DEMONYM = (
    r"(?:(?!(?:Guardian|Vatican|Victorian|Christian)\b)[A-Z][a-z]{2,}(?:ian|ean|ese|ican)"
    # the nationality nouns that take no such ending
    rf"|{_NATIONALITY_NOUNS}|Czech|Greek|Swiss|Thai|Israeli|Pakistani"
    r"|Iraqi|Saudi|Qatari|Kuwaiti|Bangladeshi|Somali|Nepali)(?![\w\-])"
)
_DEMONYM_WORD = re.compile(DEMONYM)
_NATIONALITY_NOUN = re.compile(rf"(?:{_NATIONALITY_NOUNS})(?![\w\-])")
_ROLE_AFTER = re.compile(
    r",\s+(?:(?:the|a|an)\s+(?:[^\s,.;]+\s+){0,5}?(?i:" + "|".join(sorted(ROLES)) + r")\b"
    # "Klara X, an unseeded 18-year-old from Brno": an age used as a noun is a person's
    r"|(?:the|a|an)\s+(?:[a-z\-]+\s+){0,2}?\d{1,3}-year-old(?=[,.;]|\s+(?:from|of|who|in|at)\b)"
    # "Cal Delaney, frontman of The Delaney Brothers,": a bare role noun and what it is of
    r"|(?:[a-z\-]+\s+)?(?:" + "|".join(sorted(ROLES)) + r")(?=\s+(?:of|for|at|with|to)\s|,)"
    # "Park, the American, beat": a nationality used as a noun
    r"|the\s+(?:\d{1,3}-year-old\s+)?" + DEMONYM + r"(?=[,.;]))"
)
# "the MP for Ashcombe, who": a name after a role and a preposition is what the role serves.
# (The look-ahead after each "\b" below lets only the word before the preposition try the long
# list of roles: without it, every word would.)
_SERVED_BEFORE = re.compile(
    r"\b(?=[\w\-]+\s+(?:for|of|from|to|at|in)\s+$)"
    r"(?:mp|msp|" + "|".join(sorted(ROLES | TITLES)) + r")\s+(?:for|of|from|to|at|in)\s+$",
    re.IGNORECASE,
)
_DETERMINED_ROLE = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s+(?:[a-z][\w\-]*\s+){0,2}$")
_SERVED_MODIFIED_BEFORE = re.compile(
    r"\b(?=[\w\-]+\s+of\s)(?i:"
    + "|".join(sorted(ROLES))
    + r")\s+of\s+(?!the\b|a\b|an\b)(?:[a-z][\w\-]*\s+){1,3}$"
)
# After an inverted cue or "according to", a run followed by a plain lower-case word is the
# subject of a clause ("Park said Seoul was ready") or an adjective ("according to Korean
# customs data"), not the speaker.
_CUE_DESCRIPTION_BEFORE = re.compile(
    r"\b(?:" + "|".join(sorted(INVERTIBLE_CUES & _VERB_CUES, key=len, reverse=True)) + r")\s+"
    r"(?:the|a|an|his|her|their|[A-Z][\w\-]*['\u2019]s)\s+[^,.;:\"\u201c\u201d]{1,60},\s+$"
)


def _called_it(text: str, run: _Run, at: int) -> bool:
    """Tell whether a one-word name is called "it" right after ``at`` ("Greyhill said it
    welcomed"); a given name with an "it" of no one ("Catherine said it was a shock") is not,
    nor a name a person's title opens ("Prince Harry called it a great day": an object)."""
    return (
        not run.title
        and bool(_IT_AFTER.match(text, at, at + 80))
        and not (run.words[0] in GIVEN_NAMES and _IT_OF_NO_ONE.match(text, at, at + 80))
    )


# "said it was", "says it had been": an "it" that stands for no one
_IT_OF_NO_ONE = re.compile(
    r"\s+(?:\w+ly\s+)?[a-z]+\s+(?:that\s+)?it\s+(?:was|is|had\s+been|has\s+been|would\s+be)\b"
)
_IT_AFTER = re.compile(
    r"(?:['\u2019]s\s+[a-z]+\s+said\s+it\b"
    # ("Adult Swim said Tuesday it has", "announced on Monday that it would": its day between)
    r"|\s+(?:\w+ly\s+)?(?:ha[sd]\s+)?"
    + _VERB_CUE_PATTERN
    + r"\s+(?:(?:on\s+)?(?:"
    + WEEKDAY_NAMES
    + r")\s+)?(?:that\s+)?(?:it|its)\s"
    r"|\s+(?:declined|refused|did not|didn't|does not|doesn't|would not|will not)\b[^.;]{0,40}"
    r"\b(?:its|itself)\b"
    # "X said in a statement that it was", "X confirmed the news in a brief statement, saying
    # it remained": the statement's own "it" is the subject's pronoun
    r"|\s+(?:\w+ly\s+)?" + _VERB_CUE_PATTERN + r"\s+(?:[a-z]+\s+){0,3}?in\s+an?\s+"
    r"(?:[a-z]+\s+)?statement(?:\s+that|,\s+(?:saying|adding)(?:\s+that)?)\s+(?:it|its)\s)"
)
# words that may follow a speaker's name without opening a clause of which it is the subject
_AFTER_NAME_WORDS = (
    r"in|on|at|of|for|to|from|with|during|after|before|who|whose|and|as|when|while"
    r"|about|last|this|earlier|later|told|says|said|added|wrote|in|via|through|outside|inside"
    r"|near|over|under|into|onto|upon|amid|among|since|until|because|if|but"
)
_CLAUSE_NEXT = re.compile(r"\s+(?!(?:" + _AFTER_NAME_WORDS + r"|[a-z]+ly|[a-z]+ing)\b)[a-z]")
# "said Oversight ranking Democrat Elijah X", "said Air Force 1st Lt. Tyler Y": a body's name
# then the speaker's post and full name; the cue's evidence is the full name's
_POST_THEN_NAME = re.compile(
    r"\s+(?!(?:" + _AFTER_NAME_WORDS + r")\b)(?:[a-z0-9][\w\-]*\s+){1,2}"
    r"(?:[A-Z][\w.\-]*\s+){1,3}[A-Z][a-z]"
)
# ("Special Public Prosecutor (SPP) Advait X": the post's acronym may stand between them)
_ROLE_BEFORE = re.compile(r"\b([\w\u2019'\-]+)(,)?\s+(?:\([A-Z]{2,6}\)\s+)?$")
# ("Marsh's chief of staff, Dana X,": set off by a comma, an apposition to the post)
_ROLE_OF_BEFORE = re.compile(r"\b([a-z][\w\-]*)\s+of\s+(?:[a-z][\w\-]*\s+)?[a-z][\w\-]*(,)?\s+$")
_DESCRIPTOR = re.compile(
    r"\b[Tt]he\s+(?:[^\s,.;:]+\s+){0,5}?(?:\d{1,3}-year-old(?:\s+"
    + DEMONYM
    + r")?|(?i:"
    + alternation(ROLES)
    + r"))\b(?!\s+[A-Z][a-z])(?!['\u2019]s\b)"
    # "The party's deputy chair": the last of the role nouns heads the description, past a
    # noun between them ("The Liberal Democrat group leader")
    + r"(?!\s+(?:[a-z][\w\-]*\s+)?(?i:"
    + alternation(ROLES)
    + r")\b)"
)


@dataclass(frozen=True)
class Cast:
    """The people of one article, with what is needed to resolve references to them."""

    people: tuple[Person, ...]
    forms: dict[str, str] = field(default_factory=dict)  # lower-case form -> Person.name
    genders: dict[str, str] = field(default_factory=dict)  # Person.name -> "f" / "m"
    # (start, end, name) of names outside quotes, in text order
    spoken_of: tuple[tuple[int, int, str], ...] = ()
    sentences: tuple[tuple[int, int], ...] = ()  # of the story paragraphs, in text order
    roles: dict[str, frozenset[str]] = field(default_factory=dict)  # name -> "governor", ...
    # lower-case names of organisations ("greyfield water") and their short forms ("greyfield")
    organisations: frozenset[str] = frozenset()

    def lookup(self, phrase: str) -> str | None:
        """Return the person a name phrase refers to ("Ms Lee", "Lee's"), if any."""
        # ("Sinead O'Connor" finds "Sinéad O'Connor")
        words = [strip_possessive(w.rstrip(".")) for w in without_accents(phrase).split()]
        whole = self.forms.get(" ".join(words).lower())  # an alias with its title: "Sir Graham"
        if whole:
            return whole
        words = [w for w in words if w.lower() not in TITLES]
        for size in range(len(words), 0, -1):
            for begin in range(len(words) - size + 1):
                name = self.forms.get(" ".join(words[begin : begin + size]).lower())
                if name:
                    return name
        return None

    def last_mentioned(self, pos: int, gender: str | None = None) -> str | None:
        """Return the person named last before ``pos`` whose gender fits."""
        index = bisect.bisect_left(self.spoken_of, (pos,))
        for _start, _end, name in reversed(self.spoken_of[max(0, index - 50) : index]):
            if _fits(self.genders.get(name), gender):
                return name
        return None

    def subject_before(self, pos: int, text: str) -> str | None:
        """Return the first person named in the nearest earlier sentence that names one, and
        opens on no subject pronoun ("He and Harry's cases were ...": he is the one before)."""
        index = bisect.bisect_right(self.sentences, (pos, pos)) - 1
        for start, end in reversed(self.sentences[max(0, index - 12) : index + 1]):
            if end > pos:
                continue
            first = bisect.bisect_left(self.spoken_of, (start,))
            if (
                first < len(self.spoken_of)
                and self.spoken_of[first][0] < end
                and not _SUBJECT_PRONOUN_OPENS.match(text, start, self.spoken_of[first][0])
            ):
                return self.spoken_of[first][2]
        return self.last_mentioned(pos)


# ("In 2020, he announced he was suing Donald X's campaign": after an opening phrase too)
_SUBJECT_PRONOUN_OPENS = re.compile(
    r"\s*[\"\u201c]?(?:(?:He|She)|[A-Z][^,.;:!?\"\u201c\u201d]{0,40},\s+(?:he|she))\b"
)


def _index_forms(people_forms: dict[str, list[str]], kept) -> dict[str, str]:
    """Return each lower-case form of a kept person's name ("lee", "ms lee") with the name it
    stands for; where two people share a form, the one named first takes it."""
    index: dict[str, str] = {}
    for name, aliases in people_forms.items():
        if name in kept:
            for form in [name, *aliases, name.split()[-1]]:
                index.setdefault(without_accents(form).lower(), name)
    for name in people_forms:
        # A first name alone ("Sir Graham", "Ava") names its person when no other form is taken.
        if name in kept:
            index.setdefault(without_accents(name.split()[0]).lower(), name)
    return index


def _title_start(text: str, run: _Run) -> int:
    """Return where ``run`` begins with the title cut from it ("Deputy Cal X"), if any."""
    if not run.title_phrase:
        return run.start
    found = text.rfind(run.title_phrase, max(0, run.start - len(run.title_phrase) - 2), run.start)
    return found if found >= 0 else run.start


def _played(text: str, run: _Run, para_start: int = 0) -> bool:
    """Tell whether words for playing a part come right before ``run``, or before the title
    cut from it ("who plays Deputy Cal X", "the voice of Darth X")."""
    return bool(
        _PLAYED_BEFORE.search(text, max(para_start, run.start - 60), _title_start(text, run))
    )


def _fits(known: str | None, wanted: str | None) -> bool:
    return wanted is None or known is None or known == wanted


def gender_of_words(words: str, nouns_only: bool = False) -> str | None:
    """Return "f" or "m" for a pronoun or gendered noun in ``words``, else None; a
    capitalised noun before a role names a band or a house, no one's sex ("Queen guitarist")."""
    found = re.findall(r"[^\W\d_]+", words)
    for word, following in zip(found, [*found[1:], ""], strict=True):
        band = word.istitle() and following.islower() and is_role_word(following)
        word = word.lower()
        if band and word in FEMININE | MASCULINE:
            continue
        if word in FEMININE or (not nouns_only and word in ("she", "her", "hers")):
            return "f"
        if word in MASCULINE or (not nouns_only and word in ("he", "him", "his")):
            return "m"
    return None


_NICKNAME_GAP = re.compile(
    r"\s+[\"\u201c\u2018'][^\"\u201c\u201d\u2018\u2019'\n]{1,30}[\"\u201d\u2019']\s+$"
)
# ('Stephen "tWitch" Boss': a nickname in camel case, no capitalised run of its own)
_LOWER_NICKNAME_GAP = re.compile(
    r"\s+[\"\u201c\u2018'](?P<nick>[a-z]+[A-Z]\w*)[\"\u201d\u2019']\s+"
)


def _one_spelling(runs: list) -> list:
    """Write each name's word as the text spells it with its accents, wherever it also drops
    them ("Sinéad O'Connor" ... "Sinead O'Connor", "Beyoncé" ... "Beyonce"): one person."""
    accented = {without_accents(w): w for run, _p in runs for w in run.words if not w.isascii()}
    if not accented:
        return runs
    return [
        (_replace_words(run, tuple(accented.get(w, w) for w in run.words)), para)
        if any(w in accented for w in run.words)
        else (run, para)
        for run, para in runs
    ]


def _replace_words(run: _Run, words: tuple) -> _Run:
    return _Run(run.start, run.end, words, run.title, run.after_the, run.title_phrase)


def _last_words(run: _Run, rest: tuple, title: str | None = None, phrase: str | None = None):
    """Return the run of ``run``'s last words ``rest``, the words before them taken off (a
    role, an epithet, what a post is of), with the ``title`` and ``phrase`` they made."""
    return _Run(run.end - len(" ".join(rest)), run.end, rest, title, False, phrase)


def _join_nicknames(text: str, runs: list) -> tuple[list, dict]:
    """Join 'Brianna "Bree" Castellano' into one run; return the runs and nickname -> run.

    A capitalised word or two in quote marks between a first name and a surname is a
    nickname: the person is "Brianna Castellano", and "Bree" alone later is her. So is one
    word in camel case, which is no run of its own ('Stephen "tWitch" Boss').
    """
    joined: list = []
    nicknames: dict[str, _Run] = {}
    i = 0
    while i < len(runs):
        run, para = runs[i]
        nick = last = None  # the nickname and the surname's run ("taken": the runs they span)
        if i + 2 < len(runs) and len(run.words) <= 2:
            middle, _p = runs[i + 1]
            after, _q = runs[i + 2]
            gap = text[run.end : after.start]
            if (
                len(after.words) <= 2
                and middle.start > run.end
                and middle.end < after.start
                and _NICKNAME_GAP.fullmatch(" " + gap.strip() + " ")
                and text[middle.start - 1] in "\"\u201c\u2018'"
                and len(middle.words) <= 2
                and "\n" not in gap
            ):
                nick, last, taken = " ".join(middle.words), after, 3
        if last is None and i + 1 < len(runs) and len(run.words) <= 2:
            after, _q = runs[i + 1]
            camel = _LOWER_NICKNAME_GAP.fullmatch(text, run.end, after.start)
            if camel and len(after.words) <= 2:
                nick, last, taken = camel.group("nick"), after, 2
        if last is None:
            joined.append((run, para))
            i += 1
            continue
        full = _Run(
            run.start, last.end, run.words + last.words, run.title, run.after_the, run.title_phrase
        )
        joined.append((full, para))
        nicknames[nick] = full
        i += taken
    return joined, nicknames


# (a hashtag or a handle, "#rihanna", "@nateburleson", is no lower-case use of a word)
_COMMON_WORD = re.compile(r"(?<![\w'\u2019#@])[a-z][a-z\-]+(?![\w'\u2019])")
_SENTENCE_OPEN = re.compile(r"(?:^|[.!?][\"'\u201d\u2019)]*\s+|\n\s*)$")


def _drop_common_nouns(text: str, runs: list) -> list:
    """Drop a lone capitalised word opening a sentence that the text also uses in lower case
    ("Tariffs added $14 million" beside "tariffs on steel"): a common noun, not a name."""
    if not runs:
        return runs
    lower = set(_COMMON_WORD.findall(text))
    in_names = {w for run, _p in runs if len(run.words) > 1 for w in run.words}
    forms: dict[str, set[str]] = {}
    for run, _p in runs:
        for word in run.words:
            forms.setdefault(word, set()).add(run.words)

    def in_names_elsewhere(run: _Run) -> set[str]:
        # words of the run that other forms use too ("Rose" in "Rose Dale" and "Rose Kim")
        return {w for w in run.words if forms.get(w, set()) - {run.words}}

    kept = []
    for run, para in runs:
        word = run.words[0]
        if (
            len(run.words) == 1
            and not run.title
            and word.lower() in lower
            and word not in in_names
            and _SENTENCE_OPEN.search(text[max(para, run.start - 4) : run.start])
        ):
            continue
        if (
            len(run.words) == 1
            and not run.title
            and word not in in_names
            and (
                _EPITHET_BEFORE.search(text[max(para, run.start - 40) : run.start])
                or _DESCRIBED_BEFORE.search(text[max(para, run.start - 40) : run.start])
            )
        ):
            continue  # "The fiery Scot, 52,": a determiner and an adjective make an epithet
        if (
            len(run.words) >= 3
            and not run.title
            and word.lower() in lower
            and word.lower() not in _BODY_AGENTS  # "Promoter Orvo Live": a body's noun
            and word not in in_names_elsewhere(run)
            and run.words[1][:1].isupper()
            and _SENTENCE_OPEN.search(text[max(para, run.start - 4) : run.start])
        ):
            # "Challenger Tanya X filed ..." beside "as challenger disputes": a common noun,
            # capitalised only because it opens the sentence, describes the name after it.
            start = run.start + len(word) + 1
            run = _Run(start, run.end, run.words[1:], None, run.after_the, word)
        elif (
            len(run.words) == 2
            and not run.title
            and word.lower() in lower
            and word not in GIVEN_NAMES
            and word not in _DIMINUTIVES  # "Will Smith" beside "Jada Pinkett Smith"
            and any(
                len(other) > 1 and other[-1] == run.words[1] and other[0] != word
                for other in forms[run.words[1]]
            )
            and _SENTENCE_OPEN.search(text[max(para, run.start - 4) : run.start])
        ):
            # "Whether Cruz will be invited ..." beside "Ted Cruz": a word the text writes in
            # lower case, capitalised only because it opens the sentence, before the surname
            # of someone named in full
            run = _Run(run.start + len(word) + 1, run.end, run.words[1:], None, run.after_the)
        kept.append((run, para))
    return kept


_CAMEL_CASE = re.compile(r"[a-z]{3}[A-Z]")
_LOWER_WORD_BEFORE = re.compile(r"(?<![\w'\u2019\-])([a-z]+) $")
# "BBC Scotland", "IG Metall": a body's acronym before one capitalised word (never a role
# written in capitals: "MP Jones", "DJ Kano", "PM Starmer"; nor a farewell: "RIP Coolio")
_ACRONYM_BEFORE = re.compile(r"(?<![\w.])(?!(?:MP|DJ|MC|PM|GM|QC|KC|RIP)\s)[A-Z]{2,} $")


# Words of an office's title that name no one ("Special Public Prosecutor", "Additional
# Solicitor General", "Assistant District Attorney").
_OFFICE_WORDS = frozenset(
    [
        *("special", "public", "additional", "assistant", "associate", "senior", "junior"),
        *("general", "district", "state", "federal", "national", "regional", "principal"),
        *("acting", "interim"),
        # ("Chief Medical Examiner", "Chief Financial Officer")
        *("medical", "financial", "executive", "operating", "technical", "legal", "scientific"),
    ]
)


_OFFICE_HEADS = ROLES | TITLES
_OFFICE_TITLE_WORDS = ROLES | TITLES | _ROLE_MODIFIERS | _OFFICE_WORDS


def _office_only(words: tuple[str, ...]) -> bool:
    """Tell whether a capitalised run is an office's title alone, with no name in it."""
    lowered = [w.lower().rstrip(".") for w in words]
    # ("Lady Star": a title opens a name, whatever words follow it)
    return (
        len(words) > 1
        and lowered[0] not in TITLES
        and lowered[-1] in _OFFICE_HEADS
        and all(w in _OFFICE_TITLE_WORDS for w in lowered)
    )


def _title_key(title: str) -> str:
    """Return a title as compared: "Pres." and "President" alike, case and stops aside."""
    key = title.rstrip(".").lower()
    return {"pres": "president", "sen": "senator", "gov": "governor", "rep": "representative"}.get(
        key, key
    )


def _strip_leading_cues(text: str, runs: list) -> list:
    """Take a verb off the front of a name, neither of them a first name.

    A cue verb that opens a sentence ("Added Holt:", "Said Mira Lane,") is an inverted cue.
    A capitalised verb in "-ing" anywhere is a title in title case: "More Important Than
    Electing Obama" names Obama when the text names him elsewhere too; "Forgetting Sarah
    Marshall", "The Smashing Pumpkins" name no one.
    """
    kept = []
    # ("Gooding Jr, 54," after "Cuba Gooding": a surname that ends a fuller name is no verb)
    surnames = {run.words[-1] for run, _p in runs if len(run.words) > 1}
    for run, para in runs:
        first = run.words[0]
        if len(run.words) < 2 or run.title:
            kept.append((run, para))
            continue
        gerund = (
            len(first) > 5
            and first.endswith("ing")
            and first not in GIVEN_NAMES
            and first not in surnames
        )
        if gerund:
            last = re.compile(r"(?<![\w\-])" + re.escape(strip_possessive(run.words[-1])) + r"\b")
            if not any(not run.start <= found.start() < run.end for found in last.finditer(text)):
                continue
        if gerund or (
            first.lower() in CUE_WORDS
            and re.search(
                r"(?:^|[.!?:][\"'\u201d\u2019)]*)\s*$", text[max(para, run.start - 6) : run.start]
            )
        ):
            start = run.start + len(first) + 1
            run = _Run(start, run.end, run.words[1:], None, run.after_the, None)
        kept.append((run, para))
    return kept


def _strip_loose_titles(runs: list) -> list:
    """Take a capitalised word off the front of a name the text also prints without it.

    "Supermodel Anouk Vale" beside "Anouk Vale", "Team Sian" beside "Sian Aldergrove" and
    "Sian": the extra word is a title or a group, not the person's first name. It counts
    only when it never stands alone or opens another name itself.
    """
    joined = {run.words for run, _p in runs}
    openers = {run.words[0] for run, _p in runs if len(run.words) > 1}
    counts: dict[str, int] = {}
    for run, _p in runs:
        for word in run.words:
            counts[word] = counts.get(word, 0) + 1
    kept = []
    for run, para in runs:
        first, rest = run.words[0], run.words[1:]
        if (
            len(run.words) >= 2
            and not run.title
            and counts.get(first, 0) == 1
            and (first,) not in joined
            and not first.endswith(".")
            # "Jada Pinkett Smith" beside "Pinkett Smith": a given name is her first name
            and first not in GIVEN_NAMES
            and rest[0][:1].isupper()  # "Pieter de Vries" beside "de Vries": a first name
            # "Donncha Ó Briain" beside "Ó Briain": an Irish particle opens the surname
            and rest[0] not in _GAELIC_PARTICLES
            and (
                (len(rest) >= 2 and rest in joined)
                # a lone first name: one that opens a fuller name elsewhere
                or (len(rest) == 1 and rest in joined and rest[0] in openers)
            )
        ):
            start = run.start + len(first) + 1
            if start < run.end:
                run = _Run(start, run.end, rest, None, run.after_the, None)
        kept.append((run, para))
    return kept


def _role_shaped(word: str) -> bool:
    """Tell whether a capitalised word reads as a doer's title ("All-Star", "Bowler",
    "Olympian"): a role noun, a hyphened one, or a doer noun for no thing."""
    lowered = word.lower()
    return is_role_word(lowered.rsplit("-", 1)[-1]) or (
        bool(_AGENT_NOUN.fullmatch(lowered)) and lowered not in _THING_AGENTS
    )


def _strip_leading_roles(text: str, runs: list) -> list:
    """Take role nouns and nationalities off the front of a longer run: "Singer Nora Vail",
    "Unseeded Spaniard Lucia Ruiz", "Pensioner Mary Evans" name the person after them; the
    words before are a description, and say that the name is a person's. After a role
    modifier in lower case ("former Pro Bowler Kyle X", "fellow All-Star Dan Y") the words
    up to a doer's title are one too, or a word before a given name ("former Bachelorette
    Angie X")."""
    kept = []
    for run, para in runs:
        cut = 0
        if len(run.words) >= 3 and not run.title:
            k = 0
            while len(run.words) - k > 2:
                word = run.words[k]
                lowered = word.lower()
                if lowered in _BODY_AGENTS:
                    break  # "Promoter Orvo Live": a business's noun describes a body
                if (
                    is_role_word(lowered)
                    or _NATIONALITY_NOUN.fullmatch(word)
                    # (a nationality's adjective only before a given name: "American Horror
                    # Story" is a show)
                    or (_DEMONYM_WORD.fullmatch(word) and run.words[k + 1] in GIVEN_NAMES)
                ):
                    k += 1
                    cut = k
                elif lowered in _ROLE_MODIFIERS or lowered.endswith("ed"):
                    k += 1  # "Former", "Unseeded": counts only before a role
                else:
                    break
            modifier = _LOWER_WORD_BEFORE.search(text, max(0, run.start - 20), run.start)
            if not cut and modifier and modifier.group(1) in _ROLE_MODIFIERS:
                cut = max(
                    (k + 1 for k in range(len(run.words) - 2) if _role_shaped(run.words[k])),
                    default=0,
                )
                if not cut and run.words[0] not in GIVEN_NAMES and run.words[1] in GIVEN_NAMES:
                    cut = 1  # "former Bachelorette Angie X": a show's title, then a given name
        if cut:
            phrase = " ".join(run.words[:cut])
            run = _last_words(run, run.words[cut:], run.words[cut - 1].lower(), phrase)
        kept.append((run, para))
    return kept


# ("a girl born Sept, 26, 2014": a comma after the month is no age's)
_MONTH_BEFORE_DAY = re.compile(r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?,?\s+\d")


def _lower_case_words(text: str) -> frozenset[str]:
    """Return the words ``text`` writes in lower case ("justice", "indeed"), not in a hashtag
    or a handle ("#rihanna")."""
    return frozenset(w for w in re.findall(r"(?<![#@\w\-])[\w\-]+", text) if w.islower())


def _common_word(word: str, lower_case: frozenset[str]) -> bool:
    """Tell whether one capitalised word standing alone is no name: an outlet or platform
    ("Reuters"), an adverb ("Ironically"), a thing that shows or says ("Footage showed"), or
    a word the text also writes in lower case (``lower_case``); never a given name ("Kelly",
    "Will", "Grace") or a stage name ("Drake" beside "the drake planted mole")."""
    if word in OUTLETS:
        return True
    if word in GIVEN_NAMES or word in STAGE_NAMES:
        return False
    return _adverb_like(word) or word.lower() in lower_case or word.lower() in _THING_NOUNS


def _adverb_like(word: str) -> bool:
    """Tell whether a capitalised word has an adverb's shape ("Ironically", "Finally"), which
    no surname has: "McNally" has a capital inside, "Donnelly", "Reilly", "Daly" and "Tully"
    end as surnames do."""
    return (
        len(word) > 4
        and word.endswith("ly")
        and word[1:].islower()
        and not word.endswith(("olly", "elly", "illy", "ully", "aly"))
    )


_MULTIWORD_PLACES = frozenset(tuple(place.split()) for place in PLACES if " " in place)
_PLACE_SIZES = sorted({len(place) for place in _MULTIWORD_PLACES})


def _holds_place(words: tuple[str, ...]) -> bool:
    """Tell whether a run of more words than a place's holds a place of several words."""
    return any(
        words[k : k + size] in _MULTIWORD_PLACES
        for size in _PLACE_SIZES
        if size < len(words)
        for k in range(len(words) - size + 1)
    )


# "Trump's wife, Melania", "Smith's son Jaden": a relative named by a given name after whose
# kin they are
_KIN_OWNER_BEFORE = re.compile(
    r"(?P<owner>[A-Z][\w\-]*)['\u2019]s\s+(?:(?:late|former|eldest|youngest|elder|younger|only"
    r"|new|then-)\s*)?(?:wife|husband|son|daughter|mother|father|brother|sister|widow|widower)"
    r"\s*,?\s*$"
)

# plural nouns for someone's children ("sons Jaden and Trey")
_CHILDREN = r"children|kids|sons|daughters|twins|grandchildren"
# "daughters Wynonna and Ashley X": a plural kin noun before given names joined to a surname
_KIN_PLURAL_BEFORE = re.compile(r"\b(?:" + _CHILDREN + r"|sisters|brothers|siblings|cousins)\s+$")


def _complete_first_names(text: str, runs: list) -> list:
    """Give a person named only by a given name the surname the text gives them, when no
    fuller name in the story opens or ends with that given name:

    - a relative's, whose kin the text says they are ("Trump's wife, Melania" is Melania
      Trump), when the owner's surname ends a fuller name there;
    - one of a family, joined by "and" to a fuller name that opens with a given name ("Venus
      and Serena Williams", "brothers Ammon and Ryan Bundy"), unless the name closes a list
      ("Brandy, Monica and Lauryn Hill") or a preposition places it ("Sens. Jo X of Georgia
      and John Y").
    """
    fuller = [r.words for r, _p in runs if len(r.words) > 1]
    surnames = {words[-1] for words in fuller}
    named_in_full = surnames | {words[0] for words in fuller}
    kept = []
    for (run, para), (other, _q) in itertools.pairwise([*runs, (None, None)]):
        if len(run.words) == 1 and run.words[0] not in named_in_full:
            owner = _KIN_OWNER_BEFORE.search(text, max(para, run.start - 60), run.start)
            if owner and owner.group("owner") in surnames:
                run = _replace_words(run, (run.words[0], owner.group("owner")))
            elif other and _joined_to_family_name(text, run, para, other):
                # (not the other's middle name: "Sean and Leigh Anne Tuohy" gives Sean Tuohy)
                rest = other.words[1:]
                while len(rest) > 1 and rest[0] in GIVEN_NAMES:
                    rest = rest[1:]
                run = _replace_words(run, (run.words[0], *rest))
        kept.append((run, para))
    return kept


def _joined_to_family_name(text: str, run: _Run, para: int, other: _Run) -> bool:
    """Tell whether the lone given name ``run`` is joined by "and" to the fuller name ``other``
    that opens with a given name, as one of a family ("Venus and Serena Williams")."""
    return bool(
        not run.title
        and (
            run.words[0] in GIVEN_NAMES
            # ("daughters Wynonna and Ashley X": a plural kin noun says whose family, even
            # of a given name the lists lack)
            or _KIN_PLURAL_BEFORE.search(text, max(para, run.start - 30), run.start)
        )
        and len(other.words) > 1
        and not other.title
        and other.words[0] in GIVEN_NAMES
        and re.fullmatch(r"\s+(?:and|&)\s+", text[run.end : other.start])
        # (not closing a list: "Brandy, Monica and Lauryn Hill"; nor a place: "Sens. Jo X of
        # Georgia and John Y")
        and not text[max(para, run.start - 2) : run.start].startswith(",")
        and not _PLACE_BEFORE.search(text, max(para, run.start - 60), run.start)
    )


def _strip_leading_epithets(runs: list, lower_case: frozenset[str]) -> list:
    """Take a common word off the front of a name the story also prints without it:
    "Billionaire Donald Trump", "Republican Trump", "Ironically Trump" beside "Donald Trump".
    The word is a role, a nationality or party, or an adverb; never a given name ("Ivanka
    Trump", "Will Smith"), nor a word that only looks like a participle ("Naveed Saleem")."""
    fuller = {r.words for r, _p in runs if len(r.words) > 1}
    surnames = {words[-1] for words in fuller}
    endings = Counter(words[-1] for words in fuller)
    kept = []
    for run, para in runs:
        first, rest = run.words[0], run.words[1:]
        named_without = rest in fuller or (
            len(rest) == 1
            and rest[0] in surnames - {first}
            # ("a 2016 Republican Presidential victory": a word the text writes in lower
            # case, ending no other fuller name, is no surname)
            and (endings[rest[0]] > 1 or rest[0].lower() not in lower_case)
        )
        if (
            rest
            and not run.title
            and first not in GIVEN_NAMES
            and (
                (
                    named_without
                    and (
                        is_role_word(first.lower())
                        or _DEMONYM_WORD.fullmatch(first)
                        or first.endswith("ly")
                    )
                )
                # "Pregnant Cardi B": a stage name takes no given name before it
                or " ".join(rest) in STAGE_NAMES
            )
        ):
            run = _last_words(run, rest)
        kept.append((run, para))
    return kept


# "The fiery Scot": a sentence-opening determiner and lower-case adjectives before one word.
# "the 58-year-old Democrat wrote", "a proud Glaswegian": a determiner and a modifier with
# a digit or a hyphen (an age, "self-described") before one capitalised word, anywhere.
_DESCRIBED_BEFORE = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s+[a-z\d][a-z\d\-]*-[a-z]+\s+$")
_EPITHET_BEFORE = re.compile(
    r"(?:^|[.!?][\"'\u201d\u2019)]*\s+|\n\s*)(?:The|A|An)\s+(?:[a-z][a-z\-]*\s+){1,2}$"
)


def strip_possessive(word: str) -> str:
    """Return a word without its possessive ending ("Trump's", "Forbes’")."""
    for ending in ("'s", "\u2019s", "'", "\u2019"):
        if word.endswith(ending) and len(word) > len(ending):
            return word[: -len(ending)]
    return word


@dataclass(frozen=True)
class _Run:
    start: int
    end: int
    words: tuple[str, ...]
    title: str | None
    after_the: bool
    title_phrase: str | None = None  # "Utah Gov.", "U.S. Sen.", "Prime Minister", "Producer"


@functools.lru_cache(maxsize=8192)
def _is_name_word(token: str) -> bool:
    word = token.rstrip(".")
    if "-" in word and _JOINED_PARTICLE.match(word):
        return True
    if not word or not word[0].isupper() or strip_possessive(word).lower() in _TIME_WORDS:
        return False  # "Thursday's summit": a day, even in the possessive
    if len(word) == 1:
        return token.endswith(".")  # an initial
    if len(word) == 2 and word.isupper() and word.isalpha() and word not in ACRONYMS:
        return True  # initials without stops: "SN Pradhan", "RM Nerlikar"
    if "-" in word and word.split("-", 1)[0].lower() in _DASH_PREFIXES:
        return False  # "Anti-Doping", "Pro-Choice": a prefix, not a name
    if _CONTRACTION.search(word):
        return False  # a contraction: "Don't", "I'm"
    # USA TODAY, LGBTQ, ALL are not names; "A$AP" is a stage name's
    return any(ch.islower() for ch in word[1:]) or "$" in word


_MONTH_NAMES = frozenset(["April", "May", "June", "August"])
_DAY_NEXT = re.compile(r"\s+\d")
_SURNAME_NEXT = re.compile(r" [A-Z][a-z]+(?:[\-'][A-Z]?[a-z]+)?\b(?! (?:\d|of\b))")
_DATE_PREPOSITION_BEFORE = re.compile(
    r"\b(?:in|on|since|by|until|till|from|to|last|next|early|late|mid|through|during|of|this"
    r"|that|each|every|before|after)\s+$",
    re.IGNORECASE,
)
_NAME_NEXT = re.compile(r" (?:[A-Z][a-z]|(?:der|den|la|de) [A-Z][a-z])")
_RUN_BREAKING_WORDS = words("run_breaking_words")
# Capitalised words that link the words of a title ("Late Nights With ...") and so end a run.
_LINK_WORDS = frozenset(
    [
        "With",
        "Of",
        "And",
        "For",
        "The",
        "In",
        "On",
        "At",
        "To",
        "From",
        "By",
        "Or",
        "Vs",
        "Featuring",
        "Than",
    ]
)


# (an em dash folded to a hyphen may come before the article "a": "Pate IV-a Tuscaloosa tycoon")
_DASH_TAIL = re.compile(r"-(?=[a-z]{2}|\d|a(?![\w\-]))")
_CLAUSE_TAIL = re.compile(
    r"(?:\d|(?:who|whose|which|that|and|but|or|the|a|an|to|in|of|for|as|is|was|has|had|with)"
    r"(?![\w\-]))"
)
_DASH_LEAD = re.compile(r"([a-z]{3,}|ex)-(?=[A-Z][a-z])")
# Lower-case prefixes joined to a capitalised word that stay part of it ("ex-Senator").
_DASH_PREFIXES = frozenset(
    ["then", "anti", "non", "pro", "vice", "post", "pre", "mid", "now", "ex"]
)
_CREDIT_TAILS = words("credit_tails")
_MODIFIER_TAILS = words("modifier_tails")


def _past_of_four(word: str) -> bool:
    """Tell whether ``word`` is a verb's past of four letters, the tail of a name and an em dash
    folded to a hyphen ("Courteney Cox-took a stab"); a shorter one may be a syllable of a given
    name too ("Ji-won")."""
    return len(word) == 4 and word in IRREGULAR_PAST


def _syllabic_given_name(word: str) -> bool:
    """Tell whether ``word`` is a hyphenated given name of two short syllables ("Ho-yin",
    "Ka-keung"), unlike a name and an English word run together ("Vos-split", "Bush-led")."""
    head, _dash, tail = word.partition("-")
    if not (2 <= len(head) <= 4 and tail.isalpha() and tail.islower()):
        return False
    if _past_of_four(tail):
        return False  # "and Courteney Cox-took a stab"
    return (len(tail) <= 4 and tail[-1] not in "dsr") or (len(tail) == 5 and tail.endswith("ng"))


def _capitalised_runs(text: str, start: int, end: int) -> list[_Run]:
    """Return runs of capitalised words in ``text[start:end]``, edges trimmed, titles split off."""
    runs: list[_Run] = []
    group: list[re.Match] = []

    def flush() -> None:
        if group:
            runs.extend(_trim_run(text, group))
            group.clear()

    title_clause_end = None
    for token in _TOKEN.finditer(text, start, end):
        word = token.group()
        if title_clause_end is not None:
            if (
                word[0].isupper()
                and word not in _LINK_WORDS
                and text[title_clause_end : token.start()] == " "
            ):
                title_clause_end = token.end()
                continue
            title_clause_end = None
        if (
            word[0].islower()
            and "-" not in word
            and word not in NAME_PARTICLES
            and word not in LEADING_PARTICLES
        ):
            # most words: lower case, no particle, no hyphen ("al-Sayed", "duo-Ines"); no
            # test below takes one for a name's, so it ends the run at once
            if group:
                flush()
            continue
        lead = _DASH_LEAD.match(word) if "-" in word else None
        if (
            lead
            and (
                lead.group(1) not in _DASH_PREFIXES
                or (lead.group(1) == "ex" and word[lead.end() :] in GIVEN_NAMES)
            )
            and not _is_abbrev(word[lead.end() :])
        ):
            # "The duo-Ines Marquardt and ..." (an em dash folded to a hyphen), "her
            # ex-Jason X": the name starts after the lower-case word; "ex-Senator", "al-Sayed"
            # stay whole.
            token = _TOKEN.match(text, token.start() + lead.end(), token.end())
            word = token.group()
        tail = _DASH_TAIL.search(word) if word[:1].isupper() and "-" in word else None
        if tail and is_role_word(word[tail.end() :].lower()):
            # "Oscar-winner Jo X", "Irish Grammy-winner, Sinead Y,": a role, not a name's word
            flush()
            continue
        if tail and word[tail.end() :] in _MODIFIER_TAILS:
            # "Los Angeles-based Jo X", "Grammy Award-winning singer": a modifier, no name, nor
            # are the words before it, back to an owner's ("Clinton's Brooklyn-based campaign")
            while group and not group[-1].group().endswith(POSSESSIVE_ENDINGS):
                group.pop()
            flush()
            continue
        if (
            tail
            and group
            and _syllabic_given_name(word)
            and not _CLAUSE_TAIL.match(word, tail.end())
        ):
            tail = None  # "Vincent Tsang Ho-yin", "Chan Mei-ling": a hyphenated given name
        if tail and (
            # "Ted Cruz-who relies on ...", "Cruz-35 to 12 percent", "Cox-took a stab" (em
            # dashes folded to hyphens): a number, a word that opens a clause or a verb's past
            # is no part of a name
            _CLAUSE_TAIL.match(word, tail.end())
            or _past_of_four(word[tail.end() :])
            or word[tail.end() :] in _CREDIT_TAILS
            or re.compile(r"(?<![\w\-])" + re.escape(word[: tail.start()]) + r"(?![\w\-])").search(
                text, max(0, token.start() - 6000), token.start() + 6000
            )
        ):
            # "Theo Vos-split in 2015" (an em dash folded to a hyphen), "the Obama-era rule":
            # a lower-case word after the hyphen is no part of the name before it, when the
            # text nearby uses that name alone too ("Park Ha-neul" keeps her given name).
            token = _TOKEN.match(text, token.start(), token.start() + tail.start())
            word = token.group()
        name_like = (
            _is_name_word(word)
            or (group and word in NAME_PARTICLES)
            # "Michael D Higgins", "George W Bush": a middle initial without its stop; "A" only
            # after a given name ("Judge Lewis A Kaplan")
            or (
                group
                and len(word) == 1
                and word != "I"
                and (word != "A" or group[-1].group() in GIVEN_NAMES)
                and word.isupper()
                and _SURNAME_NEXT.match(text, token.end())
            )
            # "Cardi B", "Malcolm X": a letter that ends a listed stage name
            or (
                group
                and len(word) == 1
                and any(
                    " ".join([*(t.group() for t in group[-n:]), word]) in STAGE_NAMES
                    for n in (1, 2)
                )
            )
            # "Ciarán Ó Dálaigh", "Ó Dálaigh said": the Irish particle before a surname
            or (word in _GAELIC_PARTICLES and _gaelic_surname_next(text, token.end()))
            or (not group and word in LEADING_PARTICLES and _NAME_NEXT.match(text, token.end()))
            # "June Dane", "August Moreau": a month used as a first name, before a surname
            # and after no preposition ("in June Dane said" stays a month)
            or (
                not group
                and word in _MONTH_NAMES
                and _SURNAME_NEXT.match(text, token.end())
                and not _DATE_PREPOSITION_BEFORE.search(
                    text, max(start, token.start() - 12), token.start()
                )
            )
            # "Theresa May", "Brian May": a month after a given name is a surname, unless a
            # day of it follows
            or (
                group
                and word in _MONTH_NAMES
                and group[-1].group() in GIVEN_NAMES
                and not _DAY_NEXT.match(text, token.end())
            )
            # ("her sister, Yin Myint May, is": a month closing a name of two words or more,
            # set off by a comma or a stop, is its last word)
            or (
                len(group) >= 2
                and word in _MONTH_NAMES
                and text[token.end() : token.end() + 1] in (",", ".")
            )
        )
        if not name_like:
            flush()
            continue
        if word.lower() in _RUN_BREAKING_WORDS:
            # "What You Did To Jo Vale Is Against The Constitution": a verb after a name in
            # title case; the capitalised words after it, up to a link word ("Is No Different
            # Than Jo Vale"), are the rest of that clause
            title_clause_end = token.end() if group else None
            flush()
            continue
        if (
            group
            # ("showrunner of The Wire David X": a title opening on "The", then the name)
            and (
                group[-1].group().lower() in WORK_NOUNS
                or (
                    len(group) > 1
                    and group[0].group() == "The"
                    # (not "The South Carolina Republican": a place)
                    and f"{group[-1].group()} {word}" not in PLACES
                )
            )
            and word in GIVEN_NAMES
            and _SURNAME_NEXT.match(text, token.end())
        ):
            # "former host of The Daily Show Jon X": a show's title, then the name
            flush()
        if group and word in _LINK_WORDS:
            # "After Hours With Graham Dunmore", "Queen Of The Night": a capitalised link word
            # joins the words of a title, never a name; the name after it stands alone.
            flush()
        if group:
            gap = text[group[-1].end() : token.start()]
            previous = group[-1].group()
            # "U.S." and "J.K." hold together with no space between the initials; a wire
            # copy's doubled space joins words as one does ("Presidents  Reagan").
            joined = (
                gap == " "
                or (gap == "" and previous.endswith("."))
                or (gap[:1] == " " and not gap.strip(" "))
                # "like [boxer Manny] Pacquiao", "[Joe] Biden": a given name an editor
                # supplied in brackets, before the surname the speaker said
                or (
                    gap == "] "
                    and _BRACKET_OPEN_BEFORE.search(
                        text, max(0, group[-1].start() - 40), group[-1].start()
                    )
                )
            ) and not _ends_possessive(previous)
            joined = joined and not (previous.endswith(".") and not _is_abbrev(previous))
            # "posted on X. Another wrote": a stop, then a sentence-opening function word
            joined = joined and not (previous.endswith(".") and word.lower() in _EDGE_WORDS)
            if not joined:
                flush()
        group.append(token)
    flush()
    return runs


# an opening bracket a few words before (see _capitalised_runs)
_BRACKET_OPEN_BEFORE = re.compile(r"\[(?:[a-z][\w\-]*\s+){0,2}$")


def _ends_possessive(word: str) -> bool:
    return strip_possessive(word) != word


def _is_abbrev(word: str) -> bool:
    bare = word.rstrip(".").lower()
    # ("Charlotte St. Martin", "Ruth St. Denis": "St." opens a surname)
    return len(bare) == 1 or bare in TITLES or bare == "st"


# Auxiliaries that open a question before its subject ("Did X show ...?", "Has X seen
# ...?"); "Will", "Can" and "May" are first names too and count only before a question mark.
_AUXILIARY_OPENERS = frozenset(
    [
        *("did", "does", "do", "is", "are", "was", "were", "has", "have", "had"),
        *("could", "should", "would", "shall", "must", "might"),
    ]
)
_NAME_AUXILIARIES = frozenset(["will", "can", "may"])
_SENTENCE_STOP = re.compile(r"[.!?]")


def _inverted_auxiliary(text: str, token: re.Match) -> bool:
    """Tell whether ``token`` is an auxiliary opening a question before its subject."""
    word = token.group().lower()
    if word not in _AUXILIARY_OPENERS and word not in _NAME_AUXILIARIES:
        return False
    if not _SENTENCE_OPEN.search(text, max(0, token.start() - 4), token.start()):
        return False
    if word in _AUXILIARY_OPENERS:
        return True
    stop = _SENTENCE_STOP.search(text, token.end(), token.end() + 300)
    return bool(stop and stop.group() == "?")


# Generational suffixes printed after a full name.
_NAME_SUFFIXES = frozenset(["Jr", "Sr"])
_PLATFORM_PREPOSITION_BEFORE = re.compile(r"(?<![\w'\u2019])(?:on|via|at) $")
# ("I. Charles McCullough III", "Luther Pate IV": a regnal number is part of the name too)
_SUFFIX_AFTER = re.compile(r",? (?P<suffix>Jr\.|Sr\.|Jr\b|Sr\b|II\b|III\b|IV\b)")


# a monarch's or a pope's number: "King Charles III", "Louis XIV", "Pope Benedict XVI"
_REGNAL_AFTER = re.compile(r" (?P<suffix>(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3}))\b")
_INITIAL = re.compile(r"[A-Z]\.")
_GIVEN_NAME_AFTER = re.compile(r" ([A-Z][a-z]+)\b(?!['\u2019]?\s*[A-Z])")


def name_suffixes(text: str, people) -> tuple[dict[str, str], dict[str, str]]:
    """Return the names to change and an alias to add to each. A monarch's number ("King
    Charles III", "Pope John Paul II") and a son's or a father's suffix ("Louis Gossett Jr.",
    as the celebrity annotators and PolNeAR's people name him) go on the name, the bare name an
    alias of a suffix's; a number of one's own ("Rep. Emanuel Cleaver II") is an alias, as
    PolNeAR resolves him to Emanuel Cleaver. (A namesake beside his father keeps his suffix in
    his name: see _trim_run.)"""
    renamed, suffixed = {}, {}
    for person in people:
        for mention in person.mentions:
            if text[mention.start : mention.end] != person.name:
                continue
            if person.name.split()[-1] in _NAME_SUFFIXES:
                # "His father, Duncan Hunter Sr., who": a namesake kept apart by the suffix
                # (see _trim_run), its stop put back
                if text[mention.end : mention.end + 1] == ".":
                    renamed[person.name] = person.name + "."
                    break
                continue
            after = _SUFFIX_AFTER.match(text, mention.end)
            if " " not in person.name and not (
                after and after.group("suffix").rstrip(".") in _NAME_SUFFIXES
            ):
                # one word and a number is a monarch's ("Louis XIV"); one word and "Jr." is
                # a surname and its suffix ("Gooding Jr. said")
                after = _REGNAL_AFTER.match(text, mention.end)
            # (never a lone "I": "Cher I think", the pronoun)
            if after and after.group("suffix") != "I":
                suffix = after.group("suffix")
                then = _GIVEN_NAME_AFTER.match(text, after.end())
                if then and " " not in person.name and then.group(1) in GIVEN_NAMES:
                    suffix += then.group()  # "King Carl XVI Gustaf": a second given name
                words = person.name.split()
                own = (
                    len(words) > 1
                    and (
                        suffix.rstrip(".") in _NAME_SUFFIXES
                        or words[-1] not in GIVEN_NAMES
                        or any(_INITIAL.fullmatch(w) for w in words)
                    )
                    # (not where the full name also stands without it: "Donald X Jr. said
                    # his father Donald X", a namesake perhaps)
                    and all(
                        _SUFFIX_AFTER.match(text, m.end)
                        for m in person.mentions
                        if text[m.start : m.end] == person.name
                    )
                )
                if own and suffix.rstrip(".") not in _NAME_SUFFIXES:
                    suffixed[person.name] = person.name + " " + suffix
                else:
                    renamed[person.name] = person.name + " " + suffix
                    if own:
                        # a son's or a father's suffix is part of his name ("Louis Gossett
                        # Jr."), the bare name an alias
                        suffixed[person.name] = person.name
                break
    return renamed, suffixed


_ARTICLE_BEFORE = re.compile(r"(?:^|\W)(?:[Tt]he|[Aa]n?) $")


def _title_as_surname(text: str, tokens: list[re.Match], after_the: bool) -> bool:
    """Tell whether a title's word ending a run is a surname: after a given name ("David
    Duke", "Billie Jean King"), never after an article ("The Florida Senator lost": a
    place, then the post)."""
    return (
        len(tokens) > 1
        and not after_the
        and tokens[-2].group() in GIVEN_NAMES
        and not _ARTICLE_BEFORE.search(text, max(0, tokens[0].start() - 5), tokens[0].start())
    )


_PARENT_OR_CHILD_BEFORE = re.compile(r"\b(?:son|father|dad|daughter|mother)(?:['\u2019]s)?,?\s+$")


def _namesake_unsuffixed(text: str, start: int, end: int) -> bool:
    """Tell whether the full name before a suffix also stands in full without one: "President
    Donald Trump" and "Donald Trump Jr." are father and son."""
    if text.count(" ", start, end) == 0:
        return False
    bare = re.escape(text[start:end]) + r"\b(?!,?\s*(?:Jr|Sr)\b)"
    return re.search(r"(?<![\w.\-])" + bare, text) is not None


def _trim_run(text: str, group: list[re.Match]) -> list[_Run]:
    tokens = list(group)
    after_the = False
    # "That's my sister": a contraction of an edge word is no name either
    while tokens and (
        (edge := strip_possessive(tokens[0].group().rstrip(".")).lower()) in _EDGE_WORDS
        # "Forty-five minutes after": a number
        or NUMBER_WORDS.issuperset(edge.split("-"))
    ):
        # "the Pine Ridge Fire", "a Democrat": a determiner makes a common or institutional noun
        after_the = edge in ("the", "a", "an")
        tokens.pop(0)
    if len(tokens) > 1 and _inverted_auxiliary(text, tokens[0]):
        tokens.pop(0)  # "Did Callahan show it to them?": a question's verb, then the name
    while tokens and tokens[-1].group() in NAME_PARTICLES:
        tokens.pop()
    if (
        # ("Gooding Jr." after "Cuba Gooding Jr.": a surname and the suffix; "Donald Jr.", a
        # given name and the suffix, is how the son is called)
        (len(tokens) > 2 or (len(tokens) == 2 and tokens[0].group() not in GIVEN_NAMES))
        and tokens[-1].group().rstrip(".") in _NAME_SUFFIXES
        and not _PARENT_OR_CHILD_BEFORE.search(
            text, max(0, tokens[0].start() - 30), tokens[0].start()
        )
        and not _namesake_unsuffixed(text, tokens[0].start(), tokens[-2].end())
    ):
        # "Marcus Bell Jr.": the suffix comes off here, so that "Bell" alone finds the
        # name; name_suffixes() puts it back on the reported name. (Not in "President
        # Trump's son, Donald Trump Jr", "His father, Duncan Hunter Sr.,": the namesake is
        # someone else, whom the suffix tells apart.)
        tokens.pop()
    if (
        len(tokens) > 1
        and len(tokens[0].group()) == 2
        and tokens[0].group().endswith(".")
        and _PLATFORM_PREPOSITION_BEFORE.search(
            text, max(0, tokens[0].start() - 8), tokens[0].start()
        )
    ):
        # "she wrote on X. Bell, who ...": a one-letter name closing a sentence after a
        # preposition, then the next sentence's subject, is no initial.
        tokens.pop(0)
    if not tokens or (
        _is_title(tokens[-1].group().rstrip(".").lower())
        and not _title_as_surname(text, tokens, after_the)
    ):
        return []  # "Prime Minister", "Utah Gov.": a title with no name
    # A title, with whatever qualifies it, comes off the name and becomes a descriptor:
    # "Sen. X", "U.S. Sen. X", "Utah Gov. X", "Latvian Prime Minister X". A role noun
    # ("Producer X") counts only before two or more name words ("Star Tribune" keeps its star).
    cut = -1
    for i, token in enumerate(tokens[:-1]):
        word = token.group().rstrip(".").lower()
        rest = [t.group().rstrip(".").lower() for t in tokens[i + 1 :]]
        if word in PEER_TITLES and len(rest) < 2:
            continue  # "Lady Gaga": a name; "Lady Clementine" is matched to its full name later
        if (
            _is_title(word)
            or (
                is_role_word(word)
                and len(rest) >= 2
                and not any(w in _FUNCTION_WORDS for w in rest)
            )
            # ("Musicians Tegan and Sara", "Singers Dana X and Jo Y": a plural role lists them)
            or (
                plural_of_role(word)
                and rest
                and rest[0].capitalize() in GIVEN_NAMES
                and not any(w in _FUNCTION_WORDS for w in rest)
            )
        ):
            cut = i
    if cut < 0 and len(tokens) >= 4:
        # "County Clerk Rhonda X", "Harbour Board Chair Ana Y": a body's word, then the post
        # held in it, then a name; the words after the body's last word but one are the
        # name even when the post is no role the list knows.
        lowered = [t.group().rstrip(".").lower() for t in tokens]
        body = max((i for i, w in enumerate(lowered) if w in NON_PERSON_WORDS), default=-1)
        after = text[tokens[-1].end() : tokens[-1].end() + 120]
        if (
            0 <= body <= len(tokens) - 4
            and not any(w in _FUNCTION_WORDS for w in lowered[body + 1 :])
            and all(t.group()[:1].isupper() for t in tokens[body + 2 :])
            # only where the text treats the name as someone's ("..., who", a cue, an age)
            and (
                re.match(r",\s+who\b", after) or _CUE_AFTER.match(after) or _AGE_AFTER.match(after)
            )
        ):
            cut = body + 1
    title = title_phrase = None
    office = (
        _OFFICE_OF.search(text, max(0, tokens[0].start() - 60), tokens[0].start())
        if cut < 0 and len(tokens) >= 3
        else None
    )
    if office and (
        office.group("office")[0].isupper() or strip_possessive(tokens[-2].group()) in GIVEN_NAMES
    ):
        # "Secretary of State Anna Cole", "Minister of Finance Jan Smit": the department
        # comes off with the title, leaving the last two words (an office in lower case
        # only before a given name: "director of the Armenian Students Association" is none).
        cut = len(tokens) - 3
        title_phrase = office.group(0) + text[tokens[0].start() : tokens[cut].end()]
        title = office.group("office").lower()
        tokens = tokens[cut + 1 :]
        cut = -1
    if cut >= 0:
        title = tokens[cut].group().rstrip(".").lower()
        title_phrase = text[tokens[0].start() : tokens[cut].end()]
        tokens = tokens[cut + 1 :]
    before = text[max(0, tokens[0].start() - 5) : tokens[0].start()].lower()
    after_the = after_the or re.search(r"(?:^|\W)(?:the|a|an) $", before) is not None
    words = tuple(
        strip_possessive(t.group().rstrip(".")) if i == len(tokens) - 1 else t.group()
        for i, t in enumerate(tokens)
    )
    end = tokens[-1].start() + len(words[-1])
    return [_Run(tokens[0].start(), end, words, title, after_the, title_phrase)]


# A photo credit in brackets: "(Photo by: Jo Pell/NBC)", "(ABC News: Jo Pell)", "(Jo Pell for
# The Post)", "(Jo Pell | The Tribune)": the photographer is no one the story is about.
_CREDIT_BEFORE = re.compile(
    r"\((?:[^()]{0,40}\b(?:photo|image|picture|credit|illustration|video)s?\b[^()]{0,6}?"
    r"|[A-Z][\w ]{1,30}:)?\s*$",
    re.IGNORECASE,
)
_CREDIT_AFTER = re.compile(r"\s*(?:[/|][^()]{0,40}|\s+for\s+(?:the\s+)?[A-Z][^()]{0,40})?\)")
_CREDIT_WORD = re.compile(r"\b(?:photo|image|picture|credit|illustration|video)s?\b|:", re.I)


def _in_credit(before: str, after: str) -> bool:
    """Tell whether a name stands in a bracketed photo credit."""
    opening = _CREDIT_BEFORE.search(before)
    closing = _CREDIT_AFTER.match(after)
    if not (opening and closing):
        return False
    # a credit says so: a credit word or a colon before the name, or an outlet after it
    return bool(_CREDIT_WORD.search(opening.group()) or closing.group().strip() != ")")


# '"Today my voice was heard," posted Jo X': the one whose post a quote was
_POSTED_AFTER_QUOTE = re.compile(r"[,.!?][\"\u201d'\u2019]\s+posted\s+$")
# "Questlove also shared a picture on Instagram, writing: "...": the subject of a sentence
# whose doing goes on in a speech participle before a quote
_DOING_THEN_WRITING_AFTER = re.compile(
    r"\s+(?:also\s+|later\s+|then\s+)?[a-z][\w\-]*\b[^.!?\n\"\u201c\u201d]{0,150}?,\s+"
    r"(?:writing|saying|adding|tweeting|posting|captioning)\b[^.!?\n\"\u201c]{0,40}?[:,]?\s*[\"\u201c]"
)
_SENTENCE_OPENS_BEFORE = re.compile(r"(?:^|[.!?][\"\u201d\u2019]?\s+)$")


# "Jane Doe", "John Does 1-4": the name a court gives someone it does not name
_PSEUDONYMS = frozenset(
    (given, surname) for given in ("Jane", "John") for surname in ("Doe", "Does")
)
_REFLEXIVE_AFTER = re.compile(r"\s+(?:him|her)self\s+[a-z]")
# "Munroe X aired her disappointment", "Dana Y voiced his support": a feeling of one's own
# that a body, which has no "his" or "her", never airs
_OWN_FEELING_AFTER = re.compile(
    r"\s+(?:" + THEN_ADVERB + r"\s+)?(?:aired|voiced|expressed|vented)\s+(?:his|her)\s+[a-z]"
)


def _signals(text: str, run: _Run, para_start: int) -> tuple[bool, int | None]:
    """Return whether the text treats ``run`` as a person, and an age given with it."""
    # ("Gooding Jr, 54, won": what follows a name's suffix follows the name)
    suffixed = _SUFFIX_AFTER.match(text, run.end)
    after = text[suffixed.end() if suffixed else run.end :][:120]
    before = text[max(para_start, run.start - 40) : run.start]
    if _in_credit(before, after):
        return False, None
    possessive = after[:1] in "'\u2019"
    modifier = _MODIFIED_ROLE_AFTER.match(after)
    if (
        modifier
        and is_role_word(modifier.group(1))
        and (
            (run.after_the and not run.title)
            # ("the King Richard star": a film's title may open on a title)
            or (modifier.group(1) in _FAME_NOUNS and before.endswith(f"the {run.title_phrase} "))
        )
    ):
        # "the Star Trek actor", "the Goop founder": a title or a brand set before the role
        # noun it qualifies, not the name of the one it describes
        return False, None
    if (
        modifier
        and len(run.words) > 1
        and (modifier.group(1) in _FAME_NOUNS or modifier.group(1) in _MAKER_NOUNS)
        and re.match(r"\s+(?:[A-Z]\.\s*)*[A-Z][a-z]", after[modifier.end() :])
        # (the noun right after the run: in "Candice X and The Voice winner Jermaine Y" it
        # is the other title's)
        and not after[: modifier.start(1)].strip()
    ):
        # "Harry Potter author J.K. Rowling", "The Wire star Dominic West": a work's title
        # before the role noun of the one named after it
        return False, None
    age = None
    age_match = _AGE_AFTER.match(after)
    if age_match and not possessive and 0 < int(age_match.group(1)) < 120:
        age = int(age_match.group(1))
    aged_before = _AGE_BEFORE.search(before)
    modifies = _MODIFIED_ROLE_AFTER.match(after)
    if (
        age is None
        and aged_before
        and len(run.words) > 1  # "a 44-year-old Bend businessman": a place, not a name
        and 0 < int(aged_before.group(1)) < 120
        # ("The 50-year-old Sliding Doors star": a film's title before the role it names)
        and not (modifies and is_role_word(modifies.group(1)))
    ):
        age = int(aged_before.group(1))  # "23-year-old newcomer Saoirse Dunleavy"
    aged_apposition = _AGED_APPOSITION.match(after)
    if age is None and aged_apposition and not possessive and len(run.words) == 1:
        age = int(aged_apposition.group(1))  # "Wong, a 34-year-old civil servant,"
    role = _ROLE_BEFORE.search(before)
    if role and re.search(r"\b(?:[Bb]est|[Ss]upporting|[Ll]eading)\s+$", before[: role.start(1)]):
        # "the best actor Oscar he won", "a supporting actress Oscar": an award's category,
        # no one's post
        role = None
    if role and not is_role_word(role.group(1)):
        # "Apex president of production Miles X", "head of news Jo Y": the post's own
        # complement may stand between the role noun and the name
        role_of = _ROLE_OF_BEFORE.search(before)
        if role_of and _DETERMINED_ROLE.search(before, 0, role_of.start(1)):
            # "The longtime mayor of west suburban Elm Ridge": a determined role of a place
            role_of = None
        role = role_of or role
    # "in Dunmore, said": a place. "The company behind it, Orton & Dale Home, said": the name
    # sits inside an apposition to the real subject.
    placed = _PLACE_BEFORE.search(before) is not None or _OPENING_PLACE.search(before) is not None
    # "Brentwood, 27, who found fame on dating show Sun Island, said": the name closes a
    # relative clause about someone before it; the cue after it is that person's.
    relative = bool(_IN_RELATIVE.search(text, max(para_start, run.start - 100), run.start))
    # "in Dunmore, Pennsylvania, said": a name set off after a capitalised word may be its
    # region. ("At the hearing, Dana X, a partner at ..., said", "One presidential hopeful,
    # Carly X, says": after common words the name is the subject or an apposition; in
    # "President Obama, Hillary X, and other Democrats" a list of names goes on.)
    placed = placed or bool(
        after[:1] == ","
        and _region_before(before)
        and not _LIST_GOES_ON.match(after)
        and not _NAMES_GO_ON.match(after)
    )
    placed = placed or bool(_BODY_AGENT_APPOSED.search(before))
    # "Hale, a congressman from suburban Ann Arbor, said": a place closing an apposition
    placed = placed or bool(
        _PLACE_IN_APPOSITION.search(text, max(para_start, run.start - 100), run.start)
    )
    # (a given name is evidence whatever clause the name closes: "who voted for Bill X, said")
    located = placed
    placed = placed or relative
    # "the wife of King Charles III, Camilla,": kin of someone named, set off after them
    kin_of_named = bool(
        _KIN_OF_NAMED_BEFORE.search(text, max(para_start, run.start - 80), run.start)
    )
    if (
        _STATE_AFTER_CITY.search(before)
        and not kin_of_named
        and " " not in text[run.start : run.end].strip()
        and (after[:1] in ".,;)" or after[:1] == "")
    ):
        return False, None  # "in Huntsville, Alabama.": the state or country after a city
    if len(run.words) > 1 and run.words[-1] in _MEDIA_ENDS and run.words[0] not in GIVEN_NAMES:
        return False, None  # "according to Ireland Live", "Access Hollywood Today": a medium
    if len(run.words) > 2 and run.words[-1] in _SHOW_ENDS:
        return False, None  # "Dan Wootton Tonight", "Jimmy Kimmel Live!": a show named for a host
    if len(run.words) > 1 and not possessive and _FRANCHISE_AFTER.match(after):
        return False, None  # "the Harry Potter films", "Harry Potter co-star Daniel X": a work
    if _WORK_TITLE_OF_BEFORE.search(text, max(para_start, run.start - 40), run.start):
        return False, None  # "The Prime of Miss Jean Brodie": a name closing a work's title
    if _WORKS_SUCH_AS_BEFORE.search(text, max(para_start, run.start - 120), run.start):
        return False, None  # "films including A Few Good Men and Jerry Maguire": titles
    state = _STATE_OR_COUNTRY_AFTER.match(after)
    if state and state.group("place") in PLACES:
        return False, None  # "a retiree from Hilton Head, South Carolina,": a town
    if len(run.words) == 1 and _NAME_LIST_BEFORE.search(
        text, max(para_start, run.start - 80), run.start
    ):
        return False, None  # "Department of Enterprise, Trade and Employment": a body's name
    # the words before a title that opens the run ("from Prince Albert")
    untitled = before[: before.rstrip().rfind(" ") + 1] if run.title else before
    # (a wider look than ``before``: "who played the beloved character Professor Minerva X")
    if _CHARACTER_BEFORE.search(text, max(para_start, run.start - 80), run.start) and not (
        # "cheered as Hillary X arrived": "as" opens a clause the name is the subject of; so
        # in "at the festival as Olivia X's film premieres", with no one playing a part, and
        # "as Senator Jo X told reporters"
        (
            untitled.rstrip().endswith(" as")
            and (_VERB_AFTER.match(after) or (possessive and not _PLAYING.search(before)))
        )
        # ("The driver, named only as Dr Ng, said": the name someone goes by)
        or _GOES_BY_BEFORE.search(untitled)
    ):
        return False, None  # "follows Mara Lind", "co-stars X as Mara's brother": a character
    province = _PROVINCE_AFTER.match(after)
    if (
        province
        and _PLACE_BEFORE.search(untitled)
        and province.group().strip(", .").lower() not in TITLES
    ):
        return False, None  # "a teacher from Prince Albert, Sask.,": a town, not a prince
    apposed_to_role = bool(role and role.group(2) and is_role_word(role.group(1)))
    if re.match(r",\s+which\b", after) and not apposed_to_role:
        # "Chelsea, which sponsors ...": people take "who"; in "a precept set by the
        # Commissioner, Gareth X, which will add ..." the "which" is the precept's.
        return False, None
    served = _SERVED_BEFORE.search(before) is not None
    if len(run.words) == 1 and role and is_role_word(role.group(1)):
        modified = _MODIFIED_ROLE_AFTER.match(after)
        if modified and is_role_word(modified.group(1)):
            # "a veteran Romanian official", "a Brightwave executive": the word modifies the
            # role noun after it; it is no name of the person the first role describes
            role = None
    # the head may carry a complement ("The Labour group leader on the council, Jo X,")
    apposed = bool(
        after[:1] == ","
        and len(run.words) > 1
        and _apposed_head(text[max(para_start, run.start - 80) : run.start])
    )
    # one -ing word ("Weeping", "Speaking"): a participle where it opens a sentence
    participle = len(run.words) == 1 and run.words[0].endswith("ing")
    is_person = bool(
        apposed
        or (run.title and not _monarch_of_no_name(text, run))
        # "co-claimant Lord Watson", "Lady Sarah": a peer's title kept with the name it opens
        or (len(run.words) == 2 and run.words[0].lower() in PEER_TITLES)
        # "Cuba Gooding Jr.", "Marcus Bell Sr.": a son's or a father's suffix after a full name
        or bool(
            len(run.words) > 1
            and suffixed
            and suffixed.group("suffix").rstrip(".") in _NAME_SUFFIXES
        )
        or age is not None
        # "the feud between Drake and rapper Kendrick X": a public figure's stage name
        or " ".join(run.words) in STAGE_NAMES
        # "Tyler Perry", "Chris Rock": a fuller name opening with a common given name, where
        # nothing around it makes it a place
        or (
            _given_name_opens(run)
            and (
                _AIMED_AT_BEFORE.search(before)
                or _INQUIRY_INTO_BEFORE.search(before)
                or (
                    not _NO_GIVEN_NAME_EVIDENCE.search(before)
                    and (not located or _BARE_OBJECT_BEFORE.search(before))
                )
            )
            and not _from_origin(before)
        )
        # "in Harvey Weinstein's private screening room", "in which he joked about Hillary
        # Clinton's friendship": a full name opening with a given name owns something
        or (possessive and _given_name_opens(run))
        or (possessive and _KIN_AFTER.match(after))
        # "a firm owned by Wesley X, Pell's brother-in-law": kin in apposition to the name
        # (not "Weeping, Flack's mother told the coroner": a participle opening a sentence)
        or bool(
            (owner := _OWNER_APPOSED.match(after))
            and _KIN_AFTER.match(after, owner.end())
            and not (participle and _SENTENCE_OPENS_BEFORE.search(before))
        )
        or (
            not possessive
            and not placed
            and _CUE_AFTER.match(after)
            # "The longtime mayor of west suburban Elm Ridge pleaded": the place governed
            and not _SERVED_MODIFIED_BEFORE.search(before)
            # "Ulrika X, who claimed ... during her time on Celebrity MasterChef, told": the
            # end of a relative clause; its antecedent is the cue's subject
            and not _IN_RELATIVE_BEFORE.search(text, max(para_start, run.start - 200), run.start)
            # "Trump's stance on Brexit, saying": one word, a topic, ends the clause
            and not (len(run.words) == 1 and _TOPIC_BEFORE.search(before))
        )
        or bool(
            not possessive
            # ("Speaking to reporters, ..., saying": a participle opening the sentence)
            and not participle
            and _SENTENCE_OPENS_BEFORE.search(before)
            and _DOING_THEN_WRITING_AFTER.match(text, run.end)
            # ("American actor and comedian Aziz X responded, saying": a word that modifies
            # the role noun after it)
            and not (modifier and is_role_word(modifier.group(1)))
        )
        or (
            (_CUE_BEFORE.search(before) or _POSTED_AFTER_QUOTE.search(before))
            and not _CLAUSE_NEXT.match(after)
            and not _POST_THEN_NAME.match(after)
        )
        # "said her longtime friend and collaborator, Theo Marsh.": a name in apposition to
        # the description after an inverted cue
        or (
            _CUE_DESCRIPTION_BEFORE.search(text[max(para_start, run.start - 90) : run.start])
            and not _CLAUSE_NEXT.match(after)
        )
        or (role and is_role_word(role.group(1)))
        # "then-Mayor Frank Odell", "ex-Senator": a lower-case prefix before a title
        or bool(role and _prefixed_title(role.group(1)))
        # "One of the expelled diplomats, Radu X, denied": one of a group of that role
        or (
            role
            and role.group(2)
            and _ONE_OF_ROLES.search(before)
            and plural_of_role(role.group(1))
        )
        # "several players, including Scotland lock Jo X": a full name among such a group
        or bool(
            len(run.words) > 1
            and (among := _INCLUDED_AMONG.search(text, max(para_start, run.start - 90), run.start))
            and plural_of_role(among.group(1))
        )
        # "after the retirement of Walt X", "the arrest of Dana Y": what befalls only people
        or bool(len(run.words) > 1 and _LIFE_EVENT_BEFORE.search(before))
        # "Son of Shah Rukh X and Gauri X": whose child, parent or spouse someone is
        or bool(len(run.words) > 1 and _KIN_OF_BEFORE.search(before))
        or bool(_KIN_NAMED_BEFORE.search(before))
        # "a boy named Milan", "a set designer named Amelie": a person noun names them
        or bool(
            (named := _NOUN_NAMED_BEFORE.search(before))
            and (named.group("noun") in _NAMING_NOUNS or is_role_word(named.group("noun")))
        )
        or bool(_GOES_BY_BEFORE.search(before))
        # "Copperheads slugger Marcus X": a bare doer's noun before a full name
        or bool(len(run.words) > 1 and _bare_doer(before))
        # "founding member Tom X", "cast member Jo Y": a group's member, named, is a person
        or bool(len(run.words) > 1 and _MEMBER_BEFORE.search(before))
        # "She married contractor Mike X", "is dating Jo Y": whom only a person marries
        or bool(len(run.words) > 1 and _PARTNER_BEFORE.search(before))
        # "an interview with Oprah X", "a sit-down with Jo Y": whom only a person sits with
        or bool(len(run.words) > 1 and _TALK_WITH_BEFORE.search(before) and not _media(run))
        # "He stars opposite Naomi X in ...": whom an actor plays opposite is an actor
        or bool(len(run.words) > 1 and _OPPOSITE_BEFORE.search(before))
        # "an advert starring Kendall X", "The film also stars Theo as a corrupt intelligence
        # chief": whom a work stars, in full or in a part, is a performer
        or bool(_STARS_BEFORE.search(before) and (len(run.words) > 1 or _STARS_AS.match(after)))
        # "The musical, directed by Ines Varga, opened": the maker of a work is a person
        or bool(_MADE_BY_BEFORE.search(before) and len(run.words) > 1)
        # "Wong, a 34-year-old civil servant,": an age in apposition is a person's
        or bool(not placed and aged_apposition)
        # "Warwick herself shared", "Sanders himself has": a person's reflexive set after the
        # name ("run the White House himself" is the doer's)
        # (not "Identifying himself as a feminist, X was": a participle and its object)
        or bool(not run.after_the and not participle and _REFLEXIVE_AFTER.match(after))
        or bool(len(run.words) > 1 and not run.after_the and _OWN_FEELING_AFTER.match(after))
        or kin_of_named
        # "stars from Frank Sinatra to Michael Jackson": a range that opens on a full name
        # with a given name ends on another, or on a stage name of two words ("to Tom Tom")
        or bool(
            (_given_name_opens(run) or (len(run.words) == 2 and " ".join(run.words) not in PLACES))
            and (opening := _FROM_NAME_TO_BEFORE.search(before))
            and opening.group("first").split()[0] in GIVEN_NAMES
        )
        # "Meghan, Duchess of Sussex,": a given name and a peer's style
        or bool(len(run.words) == 1 and run.words[0] in GIVEN_NAMES and _STYLE_AFTER.match(after))
        # "a former Reagan administration official", "the Trump presidency": a surname
        # names the president whose administration it was (never a party: "a Labour
        # administration", "a Democrat presidency")
        or _names_a_president(text, run)
        # "Curtis X of Klamath Falls, who voted": the "who" is the named man's, not his town's
        # ("a man walking his dog near Village Hall, who declined": the "who" is the man's)
        or (
            not served
            and not _ORIGIN_BEFORE.search(before)
            and not _IN_PLACE_BEFORE.search(before)
            and re.match(r",\s+who\b", after)
        )
        # "this tweet from Rikkie X who tweeted, "...": a restrictive "who" that speaks
        # (not "an influential Hispanic Republican who said": a noun phrase)
        or bool(
            len(run.words) > 1
            and _WHO_SPOKE.match(after)
            and not _ARTICLE_PHRASE_BEFORE.search(before)
        )
        # "their home in Chelsea, a spokesperson said": a place, and a new speaker
        or (not placed and _role_apposition(after))
        # "Anupam X also reacted ... as he wrote,": a later pronoun that speaks takes it up
        or bool(
            len(run.words) > 1
            and _SENTENCE_OPENS_BEFORE.search(before)
            and _PRONOUN_SPEAKS_LATER.match(after)
        )
        # "the example of Danny X, the former captain": a preposition's object, described
        # by a role, is a person (a place takes "in" or "at", and no role)
        or bool(
            _OBJECT_BEFORE.search(before)
            and re.match(r",\s+(?:the|a|an)\s", after)
            and _role_apposition(after)
        )
    )
    return is_person, age


_PRESIDENCY_AFTER = re.compile(r" (?:administration|presidency)\b")
_PARTY_NAMES = words("parties")


def _names_a_president(text: str, run: _Run) -> bool:
    """Tell whether one word before "administration" or "presidency" is the surname of the
    one who holds it ("the Obama administration", "a Trump presidency"), not a party's."""
    word = run.words[0]
    return (
        len(run.words) == 1
        and bool(_PRESIDENCY_AFTER.match(text, run.end))
        and not _lone_role(word)
        and not _DEMONYM_WORD.fullmatch(word)
        and word not in _PARTY_NAMES
    )


_AGED_APPOSITION = re.compile(r",\s+an?\s+(\d{1,3})-year-old\s+[a-z]")
_WHICH_AFTER = re.compile(r",\s+which\b")
_LIST_JOIN = re.compile(r",? and |,? or |, ")
_PLURAL_BEFORE_LIST = re.compile(
    r"\b([a-z][a-z\-]+s)(?:,?\s+(?:among them|including|such as|namely)|:|,)?\s+$"
)
# "Ana Roe, Eli Vos and Kit Lam were among the artists who ...", "... are both doctors": the
# list is the subject of a copula whose complement is a plural noun for people.
_PLURAL_AFTER_LIST = re.compile(
    # (the list may end on a shorter name: "..., Tasha Bell and DJ Korr are among ...")
    r"(?:,?\s+and\s+[A-Z][\w.\-]*(?:\s+[A-Z][\w.\-]*){0,2})?"
    r"\s+(?:were|are|have\s+been|had\s+been)\s+(?:also\s+|both\s+|all\s+)?"
    r"(?:among\s+)?(?:the\s+|several\s+|other\s+|fellow\s+)?(?:[a-z][a-z\-]*\s+)?"
    r"([a-z][a-z\-]+s)\b"
)
_JOINED_PERSON_AFTER = re.compile(
    r"\s+(?:joined|sided\s+with)\s+(?:[A-Z][\w'\u2019\-]*\s+){0,2}?"
    r"(?P<name>[A-Z][\w'\u2019\-]*)\s+in\s+[a-z]+ing\b"
)
_FAME_NOUNS = words("fame_nouns")
# (a title may be coordinated with another: "The Full House and Fuller House star")
# those who make a work, named after the work's title ("Harry Potter author J.K. X")
_MAKER_NOUNS = frozenset(["author", "creator", "writer", "showrunner", "novelist", "co-creator"])
_MODIFIED_ROLE_AFTER = re.compile(
    r"\s+(?:(?:and|&)\s+(?:[A-Z][\w\-]*\s+){1,4})?([a-z][a-z\-]+)\b(?!['\u2019])"
)
# "Another supporter, Karen X,", "the council's internal auditor, Rebecca X,": a determined
# noun phrase, then the name set off by commas. The head may carry a short complement
# ("The Opposition spokeswoman on housing, Aoife X,").
_APPOSED_NP_BEFORE = re.compile(
    r"(?:\b(?:[Aa]nother|[Aa]n?|[Tt]he|[Oo]ne|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts)|['\u2019]s)"
    r"\s+(?:[\w\-]+\s+){0,3}?(?P<head>[A-Za-z][a-z\-]+|MP|MS|MSP|MLA|MEP|TD|AM)"
    r"(?:\s+(?:on|for|of|at|to|with)\s+(?:the\s+)?(?P<object>[\w\-]+(?:\s+[\w\-]+)?"
    # ("The Minister for Enterprise, Trade and Employment, Niamh X,": a list of names)
    r"|(?:[A-Z][\w\-]*,?\s+){1,4}(?:and|&)\s+[A-Z][\w\-]*))?,\s+$"
)
# A noun for a doer ("supporter", "auditor", "analyst", "resident", "trustee", "librarian").
# ("-ment", "-list" and "-aurant" end things: "department", "playlist", "restaurant")
_AGENT_NOUN = re.compile(r"(?![a-z]*(?:ment|list|aurant)$)[a-z]{3,}(?:er|or|ist|ant|ent|ee|ian)")
# Function words shaped like a doer's noun.
FUNCTION_ER = frozenset(
    [
        *("after", "under", "over", "never", "ever", "either", "neither", "whether"),
        *("rather", "later", "earlier", "other", "another", "together", "however"),
        *("former", "further", "latter", "whatever", "whenever", "wherever", "moment"),
        *("recent", "current", "different", "important", "present", "urgent", "silent"),
    ]
)
# "Copperheads slugger Marcus X", "sent in pinch-hitter Dan Y": a doer's noun set bare (no
# article, no owner) before a full name is that person's job, as a role word is; works and
# seasons take the same shape ("thriller Glass Harbor").
_BARE_DOER_BEFORE = re.compile(r"(?<![\w\-])(?:[a-z]+-)?(?P<noun>[a-z]{3,}(?:er|or|ist))\s+$")
_OWNED_BEFORE = re.compile(r"['\u2019]s?\s+(?:[a-z][\w\-]*\s+){0,2}$")
_NOT_DOERS = frozenset(
    [
        *("thriller", "blockbuster", "bestseller", "trailer", "teaser", "banger", "poster"),
        *("chapter", "number", "letter", "paper", "water", "winter", "summer", "corner"),
    ]
)
# Doer nouns for businesses ("The Berlin promoter, Spreeton Live,", "Her publisher, Halden
# House,", "Retailer Orvo Outfitters said"): a body, never a person, does these jobs.
_BODY_AGENTS = frozenset(
    [
        *("newspaper", "broadcaster", "promoter", "publisher", "manufacturer", "distributor"),
        *("retailer", "supplier", "operator", "carrier", "developer", "insurer", "lender"),
        *("regulator", "provider", "employer", "exporter", "importer", "streamer", "landlord"),
    ]
)
# A name set off after a noun for a body: "The Berlin promoter, Spreewelle Live, said".
_BODY_AGENT_APPOSED = re.compile(r"\b(?:" + "|".join(sorted(_BODY_AGENTS)) + r"),\s+$")
# ... nor inside a work's title ("The Ballad of Hattie X", "Letters to Mabel Y"), a credit
# ("With assistance from Karl X") or a part played ("plays feisty barmaid Tasha X").
_NO_GIVEN_NAME_EVIDENCE = re.compile(
    "(?i:" + _LOCATIVE_BEFORE.pattern + ")"
    r"|\b[A-Z][\w'\u2019]*\s+(?:of|to|for|from)\s+$"
    r"|(?i:\b(?:assistance|reporting|contributed)\s+(?:from|by)\s+$)"
    r"|\bplay(?:s|ed|ing)?\s+(?:[a-z\-]+\s+){1,3}$"
    # ... nor set off after a body's noun ("The Lisbon promoter, Marisol X,")
    r"|" + _BODY_AGENT_APPOSED.pattern
)
# A person's name right after a bare preposition: "the endorsement of Dana X", "a letter to
# Jo Y" (not "from suburban Ann Z", where a place is named).
_BARE_OBJECT_BEFORE = re.compile(r"\b(?:of|to|for|from)\s+$")
# "fired back at Kendrick X", "took a swipe at Jo Y", "poked fun at", "tweeted at Jake Z":
# whom a jab or a post is aimed at
_AIMED_AT_BEFORE = re.compile(
    r"\b(?:back|out|aim|swipe|jab|dig|digs|shots?|potshots?|swings?|fun|laughed|smiled|winked"
    r"|glared|yelled|shouted|screamed|directed|aimed|aiming|pointed|pointing"
    r"|tweet(?:s|ed|ing)?)\s+at\s+$"
)
# "the investigation into Dan X", "a probe into": whom an inquiry looks into, not a place
_INQUIRY_INTO_BEFORE = re.compile(
    r"\b(?:investigations?|probes?|inquir(?:y|ies)|enquir(?:y|ies)|inquests?|looks?|looking)"
    r"\s+into\s+$"
)
_DOER_FROM_BEFORE = re.compile(r"\b([a-z]{3,})\s+from\s+$")


def _from_origin(before: str) -> bool:
    """Tell whether the words before a name make it someone's home town: a noun for a person
    then "from" ("a former dental hygienist from Toms River"), not "a message from"."""
    match = _DOER_FROM_BEFORE.search(before)
    return bool(match and _role_shaped(match.group(1)))


# Doer nouns for things, and for parties that may be bodies or people.
_THING_AGENTS = _BODY_AGENTS | frozenset(
    [
        *("computer", "center", "centre", "river", "quarter", "tower", "sponsor", "owner"),
        *("parent", "rival", "competitor", "client", "tenant", "partner", "defendant"),
        *("plaintiff", "claimant", "applicant", "recipient", "bidder", "buyer", "seller"),
        *("investor", "shareholder", "creditor", "customer"),
    ]
)
# Nouns heading an apposition that describes a body ("Orvo Marine, the state-owned yard
# building the ferry,", "Orvo Outfitters, the outdoor retailer,").
_BODY_NOUNS = (
    NON_PERSON_WORDS
    | _BODY_AGENTS
    | frozenset(["firm", "band", "brand", "chain", "yard", "maker", "label", "charity", "outlet"])
    | frozenset(["studio", "streamer", "broadcaster", "network", "publisher", "distributor"])
    # places people go, and a sports team ("Championship side Tamar Raiders")
    | frozenset(["restaurant", "venue", "bar", "pub", "cafe", "diner", "bakery", "side"])
)
# "engineering firm Orvo Marine", "fans' group Orvo Together": a body's noun set bare before
# a name (never after an article: "the firm Jo X founded" is no name of the firm)
_BODY_NOUN_BEFORE = re.compile(
    r"(?<![Tt]he )(?<![Aa] )(?<![Aa]n )\b(?:" + "|".join(sorted(_BODY_NOUNS)) + r") $"
)
# Nouns of a business that takes its founder's name ("bridal label Odile Marchant")
_NAMED_FOR_FOUNDER = frozenset(["label", "brand", "maker", "firm", "chain", "house", "line"])


def _body_noun_names(text: str, run: _Run) -> bool:
    """Tell whether a body's noun set bare before ``run`` makes it the body's name ("chip
    maker Sol Mesa"); a given name and a surname after a noun that may be a person's or a
    group's are a person ("manufacturer Ron Johnson", "her dance team Shirlene Quigley")."""
    before = _BODY_NOUN_BEFORE.search(text, max(0, run.start - 30), run.start)
    if before is None:
        return False
    return not (
        len(run.words) == 2
        and _given_name_opens(run)
        and run.words[1][-1] != "s"
        and before.group().strip() not in _NAMED_FOR_FOUNDER
    )


# a work's noun right before its title, after a determiner: "the film Albert Nobbs", "his
# songs Push Ups and Taylor Made Freestyle" (each title of a list)
_WORK_NOUN = "|".join(sorted(WORK_NOUNS))
_WORK_NOUN_BEFORE = re.compile(
    # ("the 1996 film Jerry Maguire": a year before the noun too)
    # ("HBO's drama series True Blood": a capitalised owner as the determiner)
    r"\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[A-Z][\w\-]*['\u2019]s)\s+"
    # (not a noun and a verb: "The ad shows Kendall X", "the video plays")
    r"(?:[a-z\-]+\s+(?!(?:show|play|film|book|track)s\s)|\d{4}\s+)?(?:"
    + _WORK_NOUN
    + r")s?\s+(?:(?:[A-Z][\w'\u2019\-]*,?\s+)+(?:and|&)\s+)?$"
)
# ("host of the show Chris X": the show's host named after it, the comma left out)
_HOST_OF_BEFORE = re.compile(r"\b(?:co-)?(?:host|presenter|anchor)\s+of\s+$")
_ORDINAL_BEFORE = re.compile(r"\b\d+(?:st|nd|rd|th)\s+$")
_OWNER_PRONOUN_BEFORE = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|[Ii]ts)\s+$")
_WORK_NOUN_AFTER = re.compile(r"\s+(?:" + _WORK_NOUN + r")s?\b")
# a peer's style: "the Duchess of Sussex", "the Earl of Wessex"
_PEER_STYLES = frozenset(
    {"Duchess", "Duke", "Princess", "Prince", "Countess", "Earl", "Marchioness", "Marquess"}
    | {"Baroness", "Baron"}
)
# "Sarah, Duchess of York", "Catherine, Princess of Wales": a given name and a peer's style is
# how the text names her, and another form of her name
_STYLE_AFTER = re.compile(
    # ("Catherine, the Princess of Wales", "Kate, Britain's Princess of Wales": the same)
    r",\s+(?:the\s+|[A-Z][a-z]+['\u2019]s\s+)?("
    + alternation(_PEER_STYLES)
    + r"\s+of\s+[A-Z][\w\-]+)"
)
# "author of Royal Privilege: The Queen's True Worth": capitalised words after "author of" are
# the title of a book, its subtitle too
_AUTHOR_OF_BEFORE = re.compile(
    r"\b(?:author|co-author|writer)\s+of\s+"
    r"(?P<title>(?:[A-Z][\w'\u2019\-]*:?\s+(?:(?:of|the|and|a|in)\s+)?)*)$"
)
# "films such as Donnie Brasco, Psycho": titles listed after a plural of works
_WORKS_SUCH_AS_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(sorted(f"{noun}s" for noun in WORK_NOUNS if not noun.endswith("s")))
    + r"|hits|movies|series)\s+(?:such\s+as|including|like)\s+(?=[A-Z]|$)"
    # ("films including A Few Good Men and Jerry Maguire": the titles' words one by one, each
    # set off by a space, so that no title can be read twice)
    # ("films like Dr. Strangelove": a title's word may be an abbreviation)
    r"(?:(?:[A-Z][\w'\u2019\-]*\.?|of|the|a|an|and|or|in|on|to),?\s+)*$"
)
# "Donnie Brasco (1997)": a year in brackets after a title
_YEAR_IN_BRACKETS_AFTER = re.compile(r"\s*\((?:19|20)\d{2}\)")
# (never a possessive: "Jo X, the union's general secretary,")
# words that end the head of a noun phrase and open its complement
_HEAD_ENDS = frozenset(["of", "at", "for", "in", "on", "with", "from", "to", "who", "that"])

_APPOSITION_WORDS = re.compile(
    # "X, the outdoor retailer,", "X, one of D.C.'s most celebrated restaurants,"
    r",\s+(?:the|an?|one\s+of(?:\s+the)?(?:\s+[\w.\-]+['\u2019]s)?)\s+"
    r"((?:[a-z][\w\-]*(?![\w\-'\u2019])\s*){1,4})(?!['\u2019])"
)


def _bare_doer(before: str) -> bool:
    """Tell whether ``before`` ends on a doer's noun with no article ahead of it (see
    _BARE_DOER_BEFORE; never "the thriller", "former")."""
    match = _BARE_DOER_BEFORE.search(before)
    return bool(
        match
        and match.group("noun") not in _BODY_NOUNS | _THING_AGENTS | FUNCTION_ER | _NOT_DOERS
        and not _DETERMINED_ROLE.search(before, 0, match.start())
        and not _OWNED_BEFORE.search(before, 0, match.start())
    )


def _apposed_body(text: str, end: int) -> bool:
    """Tell whether the name ending at ``end`` is set off by an apposition that calls it a
    body: of its first words, the last that is a body noun or a noun for a person is a body
    noun ("the outdoor retailer", not "a union organiser")."""
    match = _APPOSITION_WORDS.match(text, end, end + 80)
    if not match:
        return False
    among = " one of " in match.group()  # "one of D.C.'s restaurants": the plural's noun
    # the head comes before a preposition that opens its complement: "a professor of
    # government at Yale" is a person, whatever the complement's nouns are
    words = match.group(1).split()
    if any(word in _VERB_CUES for word in words):
        return False  # "an interview with Meghan X, the palace responded": a clause of its own
    head_words = next((words[:i] for i, word in enumerate(words) if word in _HEAD_ENDS), words)
    for word in reversed(head_words):
        single = word.removesuffix("s") if among else word
        if single in _BODY_NOUNS or single in WORK_NOUNS:
            return True
        if _role_shaped(word):
            return False
    return False


def _apposed_head(before: str) -> bool:
    """Tell whether the words before a name end in a determined noun phrase headed by a noun
    for a person, set off by a comma: the name is in apposition to that person."""
    match = _APPOSED_NP_BEFORE.search(before)
    if not match:
        return False
    head = match.group("head")
    if head.isupper():
        return True  # "The Plaid Cymru MS for Glanmor, Llŷr X,": a member's initials
    if any(is_role_word(part) for part in head.split("-")):
        # "The Minister for Housing, Sean X,": a capitalised title heads it too;
        # "The director-general of the BBC, Tim X,": a hyphened post
        return True
    if head == "chief" and match.group("object"):
        return True  # "Marsh's chief of staff, Dana X,": the chief of a body is a person
    if head.lower() in TITLES and match.group("object"):
        return True  # "The Bishop of Dover, Jane X,": a title held of a place or a body
    return head not in _THING_AGENTS and bool(_AGENT_NOUN.fullmatch(head))


_SUFFIXED_JOIN = re.compile(
    r"(?:,? (?:Jr|Sr)\.?)?(?P<join>,? and |,? or |, )(?:(?P<role>[a-z][a-z\-]{2,20}) )?"
)


def _list_join(text: str, start: int, end: int) -> str | None:
    """Tell how ``text[start:end]`` joins two names of a list: "plain" for a comma or "and"
    (after a suffix: "Marcus Bell Jr. and ..."), "role" when a role noun follows it ("and
    newcomer Ana Roe"), else None."""
    match = _SUFFIXED_JOIN.fullmatch(text, start, end)
    if not match:
        return None
    role = match.group("role")
    if role is None:
        return "plain"
    return "role" if is_role_word(role) or _AGENT_NOUN.fullmatch(role) else None


# ("Jay X, Tasha Y and Korr", "Denzel X, Tyler Y and more stars", "Ana X, Eli Y, and other
# Democrats": the list goes on to a short name or to a plural that counts its members among
# people)
_LIST_GOES_ON = re.compile(
    r",?\s+(?:and|or)\s+(?:[A-Z]|(?:many\s+)?(?:more|other)\s+[A-Za-z]+s\b"
    # ("Laraine X, Steve Y, and more."; not "and more than")
    r"|(?:many\s+)?more(?=\s*[.,;:!?)])"
    # ("Frank X, Ray Y, and hundreds more", "Ana X, Eli Y and countless others")
    r"|(?:countless|many|numerous|hundreds|dozens|scores)\s+(?:more|others)\b)"
)
# "diss Jo Rocky, Rick Ross, Future, and Metro Boomin", "Laraine X, Cassandra Y, Cher, and
# more": after the name, more capitalised items and then "and" and a name or "more": a list
# of names goes on, so the word before the comma is no place.
_NAMES_GO_ON = re.compile(
    r"(?:,\s+(?:[A-Z][\w$\-]*\s+){0,2}[A-Z][\w$\-]*)+(?:,?\s+&\s+[A-Z]|"
    + _LIST_GOES_ON.pattern
    + ")"
)


def _coordinated(text: str, runs: list) -> list[list[_Run]]:
    """Return the lists of full names (two or three words each) joined by commas and "and"
    ("Ana Roe, Eli Vos, and Kit Lam"), in text order; each list holds two names or more.
    A role noun after the last "and" ("..., Eli Vos and newcomer Kit Lam") extends a list
    but makes none of two ("Delta Talent and attorney Kit Lam"); nor does a lone comma
    ("The mayor of Grand Forks, Dale Ruiz, said": an apposition)."""
    groups: list[list[_Run]] = []
    current: list[_Run] = []
    plain = conjoined = False

    def is_list() -> bool:
        # ("Jay X, Tasha Y and Korr": the list goes on to a short name)
        goes_on = bool(current) and _LIST_GOES_ON.match(text, current[-1].end)
        return len(current) >= 2 and plain and (conjoined or len(current) > 2 or goes_on)

    for (run, _p), (other, _q) in itertools.pairwise(runs):
        join = (
            _list_join(text, run.end, other.start)
            if len(run.words) in (2, 3) and len(other.words) in (2, 3)
            else None
        )
        if join:
            if not current:
                current = [run]
                plain = conjoined = False
            current.append(other)
            plain = plain or join == "plain"
            conjoined = conjoined or bool(re.search(r"\b(?:and|or)\b", text[run.end : other.start]))
        else:
            if is_list():
                groups.append(current)
            current = []
    if is_list():
        groups.append(current)
    return groups


# Kin nouns before "of" and a full name: only a person has a son, a wife or a widow.
_KIN_OF = (
    r"(?:son|daughter|child|children|wife|husband|widow|widower|mother|father|sister|brother"
    r"|parents|niece|nephew|grandson|granddaughter)"
)
_KIN_OF_BEFORE = re.compile(r"\b(?i:" + _KIN_OF + r")\s+of\s+$")
# "The wife of King Charles III, Camilla,", "the daughter of Elvis X, Lisa Marie,": whose kin
# someone is, then their name in apposition
_KIN_OF_NAMED_BEFORE = re.compile(
    r"\b[Tt]he\s+(?:[a-z\-]+\s+)?(?:"
    + _KIN_OF
    + r"|partner|"
    + _BETROTHED
    + r")\s+of\s+(?:[A-Z][\w.'\u2019\-]*\s+){0,3}"
    r"[A-Z][\w.'\u2019\-]*,\s+$"
)
_FROM_NAME_TO_BEFORE = re.compile(
    r"\bfrom\s+(?P<first>[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*){1,3})\s+to\s+$"
)
# "two children, Sasha and Milan", "daughters Lourdes, 26, and Mercy": whom a kin noun lists
# are people, however their names read alone (a city, a fruit)
_KIN_NAMED_BEFORE = re.compile(
    r"\b(?:" + _CHILDREN + r"),?\s+(?:(?:sons|daughters)\s+)?"
    r"(?:[A-Z][\w\-]*(?:,\s+\d{1,2})?(?:,\s+|,?\s+and\s+))*$"
)
# An owner's kin noun right before a name: "Landon's sister Alabama", "his daughter, Georgia,"
_KIN_CALLED_BEFORE = re.compile(
    r"(?:['\u2019]s?|\b(?:his|her|their))\s+(?:(?:late|older|younger|eldest|youngest|baby|twin)\s+)?"
    + _KIN_OF
    + r",?\s+$"
)


def _called_as_kin(text: str, run: _Run) -> bool:
    """Tell whether ``run`` is set after whose kin it is ("his daughter, Georgia,",
    "Clinton's husband, Bill,"): a person's name, however it reads alone."""
    return bool(_KIN_CALLED_BEFORE.search(text, max(0, run.start - 60), run.start))


# A noun, then "named", right before a name: "a boy named Milan", "a set designer named
# Amelie" name a person when the noun is a person's (see _NAMING_NOUNS).
_NOUN_NAMED_BEFORE = re.compile(r"\b(?P<noun>[a-z][a-z\-]+)\s+named\s+$")
# the name an accuser goes by (patterns.GOES_BY) is a person's
_GOES_BY_BEFORE = re.compile(r"\b" + GOES_BY + r"\s+[\"\u201c'\u2018]?$")
# Nouns for a person, besides the roles, that may name one with "named".
_NAMING_NOUNS = frozenset(
    ["man", "woman", "boy", "girl", "son", "daughter", "baby", "babies", "twins"]
)
# Nouns for what happens only to a person, before "of" and a full name.
_LIFE_EVENT_BEFORE = re.compile(
    r"\b(?:retirement|death|resignation|arrest|firing|sacking|dismissal|ouster|funeral"
    r"|murder|killing|shooting|widow|widower|birth|burial)\s+of\s+"
    # ("the death of cinematographer Halyna X": a noun for who they were between)
    r"(?:[a-z][a-z\-]*\s+){0,2}$"
    # ("Tributes have poured in for Kobe X", "paid tribute to Lance Y": whom one mourns)
    r"|\b[Tt]ributes?\s+(?:have\s+|has\s+)?(?:poured\s+in\s+|flooded\s+in\s+)?(?:for|to)\s+$"
    # ("tributes to the late Jo X": one who has died)
    r"|\b[Tt]he\s+late\s+$"
)

# A lower-case word and "member" before a full name ("founding member", "cast member").
_MEMBER_BEFORE = re.compile(r"\b[a-z][a-z\-]+\s+member\s+$")

# "an interview with", "his sit-down with": a talk that only a person has with someone
_TALK_WITH_BEFORE = re.compile(
    r"\b(?:interview|interviews|sit-down|conversation|chat|tell-all|(?:sat|sits|sit|sitting)\s+down)"
    r"\s+with\s+"
    r"(?:(?:[a-z][a-z\-]*|[A-Z]{2,3})\s+){0,4}$"
)
# last words of a show's name that no surname is: "Dan Wootton Tonight", "Jimmy Kimmel Live"
_SHOW_ENDS = frozenset(["Tonight", "Live", "Show", "Podcast", "Today", "Uncensored"])
# last words of a channel's, a show's or a paper's name ("Bloomberg Television", "Rolling
# Stone", "HuffPost Live", "Sports Illustrated", "Vanity Fair")
_MEDIA_ENDS = _SHOW_ENDS | frozenset(
    [
        *("Television", "TV", "News", "Radio", "Magazine", "Stone", "Times", "Post"),
        *("Journal", "Herald", "Network", "Channel"),
        *("Online", "Illustrated", "Weekly", "Daily", "Tribune", "Gazette", "Chronicle"),
        *("Telegraph", "Insider", "Review", "Fair", "Press"),
        # a channel's or a column's number: "Channel Four", "Radio One", "Page Six"
        *("One", "Two", "Three", "Four", "Five", "Six"),
    ]
)


def _media(run: _Run) -> bool:
    """Tell whether a name is an outlet's or a show's: an outlet's word in it, or a
    medium's word ending it."""
    return run.words[-1] in _MEDIA_ENDS or any(word in OUTLETS for word in run.words)


# Verbs whose object is only a person, before a full name and a role noun or two.
_PARTNER_BEFORE = re.compile(
    r"\b(?:marr(?:y|ies|ied|ying)|weds?|divorc(?:e|es|ed|ing)|dated"
    # ("dating show Sun Island", "22 dates of her Lanterns Tour": nouns, not the verb)
    r"|(?:is|was|are|were|been|started|began)\s+dating"
    r"|(?:engaged|proposed|wedded)\s+to"
    # "welcomed her first child with Jo X", "has two kids with": a child's other parent
    r"|\b(?:child|children|baby|son|daughter|kids?|twins)\s+with"
    # "Brennan is joined by Owen X and ...": a cast, a panel or a stage one is joined on
    r"|(?:is|was|are|were|be|been)\s+joined\s+by)\s+(?:[a-z][a-z\-]*\s+){0,2}$"
)


_AND_ONLY = re.compile(r",?\s+and\s+")
_COMMA_ONLY = re.compile(r",\s+")
_AND_ME = re.compile(r"\s+and\s+(?:I|me)\b")
_PRONOUN_AND_BEFORE = re.compile(r"\b(?:[Ss]he|[Hh]e|[Hh]er|[Hh]im|I|me|[Ww]e|us)\s+and\s+$")
_PLACED_AFTER = re.compile(r",?\s+(?:in|near|outside)\s+[A-Z]")
_OPPOSITE_BEFORE = re.compile(
    r"\b(?:stars?|starred|starring|co-stars?|co-starred|co-starring|appears?|appeared|appearing"
    r"|acts?|acted|acting|plays?|played|playing|cast)\s+(?:[a-z]+\s+)?opposite\s+$"
)


def _prefixed_title(word: str) -> bool:
    """Tell "then-Mayor", "ex-Minister": a hyphenated lower-case prefix before a title."""
    head, _dash, tail = word.rpartition("-")
    return bool(
        head.isalpha() and head.islower() and (tail.lower() in TITLES or is_role_word(tail.lower()))
    )


_PLURAL_DOER = re.compile(r"[a-z]{3,}(?:ent|ant|ist|ian|ee)s")


def _monarch_of_no_name(text: str, run: _Run) -> bool:
    """Tell "King" or "Queen" before one word that is no given name and bears no number: a
    film's or a post's name ("King Kong", "Queen Consort"), not "King Charles III"."""
    return (
        (run.title or "").lower().rstrip(".") in ("king", "queen")
        and len(run.words) == 1
        and run.words[0] not in GIVEN_NAMES
        and not _REGNAL_AFTER.match(text, run.end)
    )


_PLAYING = re.compile(r"\b(?:play|star|co-star|cast|portray|voice)(?:s|ed|ing)?\b", re.I)


def _lone_role(word: str) -> bool:
    """Tell whether a capitalised word on its own is a role noun ("Republican") or the
    plural of a doer noun ("Opponents", "Residents") rather than a name."""
    lowered = word.lower()
    return (
        is_role_word(lowered)
        or bool(_PLURAL_DOER.fullmatch(lowered))
        # ("Deputies responded": the plural of a role)
        or (lowered.endswith("ies") and is_role_word(lowered[:-3] + "y"))
    )


_NEXT_SENTENCE = re.compile(r"[^.!?\n\"\u201c\u201d]{0,200}?[.!?]\s+(?P<next>\S+)")
_SECOND_NAME = re.compile(r"\b[A-Z][a-z]+\s+[A-Z][a-z]+")
# "and Morty is", "& Juliet was": a second name joined to the first before a singular verb
_PAIR_AS_ONE_AFTER = re.compile(r"\s+(?:and|&)\s+[A-Z][a-z]+\s+(?:is|was|has|does)\b")


def _given_name_opens(run: _Run) -> bool:
    """Tell whether a fuller name opens with a common given name ("Tyler Perry")."""
    return 1 < len(run.words) <= 4 and (run.words[0] in GIVEN_NAMES or run.words[0] in _SHORT_FORMS)


_WORD = re.compile(r"\w+")


def _whole_word_uses(text: str, counts: Counter, word: str) -> int:
    """Return how often ``word`` stands whole in ``text`` (``counts``: its \\w+ words)."""
    if _WORD.fullmatch(word):
        return counts[word]
    return len(re.findall(rf"\b{re.escape(word)}\b", text))


def _taken_up_by_pronoun(text: str, run: _Run, uses: Callable[[str], int]) -> bool:
    """Tell whether a full name opening its sentence, the only one there, is taken up by a
    person's pronoun opening the next sentence ("Jed Marlow has a new album. He sang ...",
    "... His new series opens"): a body is "it", never "he" or "she", and has "its".
    ``uses`` counts a word's whole-word uses in ``text``."""
    if run.after_the or run.title:
        return False
    if len(run.words) == 1 and (run.words[0] in PLACES or run.words[0].isupper()):
        return False
    if not _SENTENCE_OPEN.search(text, max(0, run.start - 4), run.start):
        return False
    if len(run.words) == 1 and not (run.words[0] in GIVEN_NAMES or uses(run.words[0]) > 1):
        return False  # "Tributes poured in for his ...": a word opening one sentence
    if _PAIR_AS_ONE_AFTER.match(text, run.end):
        return False  # "Rick and Morty is expected to ...": two names and one verb, a title
    if len(run.words) == 1:
        # "Shakira is thanking fans ... amid her split from ...": one word, a stage name the
        # text uses again, the subject of a verb whose sentence goes on with her or his
        owned = _VERB_THEN_OWNER.match(text, run.end)
        owner = owned and (owned.start("owner") if owned.group("owner") else owned.start("owner2"))
        if owned and not _SECOND_NAME.search(text, run.end, owner):
            return True
    match = _NEXT_SENTENCE.match(text, run.end)
    if not match or match.group("next") not in ("He", "She", "His", "Her"):
        return False
    return not _SECOND_NAME.search(text, run.end, match.start("next"))


# a verb after the subject, then "her" or "his" later in the sentence; or "and her"
# ("Shakira and her longtime boyfriend ... have announced")
_VERB_THEN_OWNER = re.compile(
    r"\s+(?:has\s+|had\s+|is\s+|was\s+|will\s+)?(?:[a-z]+(?:ed|s|ing)|"
    + "|".join(IRREGULAR_PAST)
    + r")\b"
    r"[^.!?\n\"\u201c\u201d]{0,200}?\b(?P<owner>her|his)\b"
    r"|\s+and\s+(?P<owner2>her|his)\s"
)


def plural_of_role(word: str, nouns: frozenset[str] = _ROLES_AND_GROUPS) -> bool:
    """Tell "Diplomats said", "Officials said", "Campaigners said" (people, but no one person):
    the plural of one of ``nouns``."""
    lowered = word.lower()
    return lowered.endswith("s") and (lowered[:-1] in nouns or lowered[:-2] in nouns)


def _role_apposition(after: str) -> bool:
    """Tell "Smith, the defending champion," (about Smith) from "Wexford Town, a club
    spokeswoman said" (a new speaker, not an apposition)."""
    match = _ROLE_AFTER.match(after)
    if not match:
        return False
    # "Chelsea, a spokesperson for the couple said": the role phrase has a cue of its own.
    clause = re.match(r"[^,.;:\"\u201c\u201d]*", after[match.end() :]).group()
    return not _CUE_NEXT.match(after, match.end()) and not re.search(
        r"\s(?:" + _VERB_CUE_PATTERN + r")\b", clause
    )


# Nations that end a body's name ("Horse Racing Ireland", "Sport England", "Tourism New
# Zealand"); a person's name of three words or more ends in none.
_NATIONS = frozenset(
    [
        *("Ireland", "Scotland", "England", "Wales", "Britain", "Kingdom", "America"),
        *("Canada", "Australia", "Zealand", "Africa", "Europe", "Asia", "India", "Germany"),
        *("France", "Italy", "Spain", "Japan", "China", "Mexico", "Brazil", "Nigeria"),
    ]
)


# A nationality adjective and a sport or pastime make a governing body: "British Rowing",
# "Scottish Athletics", "Irish Rugby"; so does a nation with one ("Cycling Ireland").
_NATIONALITY = frozenset(
    [
        *("British", "English", "Scottish", "Welsh", "Irish", "Scots", "American", "Canadian"),
        *("Australian", "Spanish", "French", "Dutch", "Danish", "Swedish", "Polish"),
        *("German", "Turkish", "Finnish"),
    ]
)
_ACTIVITY = re.compile(
    r"[A-Z][a-z]{2,}(?:ing|ics)|Rugby|Football|Tennis|Golf|Hockey|Cricket|Sport|Netball"
)
# "North Yorkshire", "West Midlands", "Southern Alberta": a compass word opens a region's name
_COMPASS = frozenset(
    ["North", "South", "East", "West", "Northern", "Southern", "Eastern", "Western", "Central"]
)


# Welsh (and Romance) names of bodies put the body's noun first: "Ysgol Gynradd Y",
# "Cyngor Sir Y", "Prifysgol Y", "Canolfan Y"; a campaign to keep one carries it inside
# ("Cadwch Ysgol Y").
_BODY_WORDS_FIRST = frozenset(
    [
        *("Ysgol", "Cyngor", "Prifysgol", "Canolfan", "Coleg", "Amgueddfa", "Llyfrgell"),
        *("Ysbyty", "Cymdeithas", "Theatr", "Menter", "Eglwys", "Capel", "Clwb", "Cwmni"),
        *("Colegio", "Escuela", "Universidad", "Instituto", "Lycée", "Collège", "Université"),
    ]
)


@functools.lru_cache(maxsize=8192)
def _body_name(words: tuple[str, ...]) -> bool:
    """Tell whether a capitalised run is a body's name by its words: "Ridgeline Records",
    "Horse Racing Ireland", "British Cycling"."""
    return (
        (len(words) > 1 and words[-1].lower() in NON_PERSON_WORDS)
        or (len(words) > 1 and any(w in _BODY_WORDS_FIRST for w in words[:-1]))
        or (len(words) >= 3 and words[-1] in _NATIONS)
        or (
            len(words) == 2
            and (
                (words[0] in _NATIONALITY and bool(_ACTIVITY.fullmatch(words[1])))
                or (words[1] in _NATIONS and bool(_ACTIVITY.fullmatch(words[0])))
            )
        )
    )


# "(the Steve Martin) and Daryl Hannah (rom-com)": a second full name sharing the noun
_AND_NAME_AFTER = re.compile(r" and (?P<given>[A-Z][\w'\u2019\-]+) [A-Z][\w'\u2019\-]+(?= [a-z])")
# "a Donald Trump presidency", "the Lois Lerner email controversy": a full name opening with a
# given name, used as a modifier after an article, names a person all the same
# (never a function word, nor a thing named after someone: "the Edgar A. Poe award")
_MODIFIED_NOUN_AFTER = re.compile(
    r" (?!(?:of|and|or|in|on|at|for|to|by|with|from|as|who|which|that|is|was|has|had|"
    + "|".join(sorted(words("named_after_nouns")))
    + r")\b)[a-z]"
    # ("the Michelle X-starrer": a credit hyphened to the name)
    + r"|-"
    + alternation(_CREDIT_TAILS)
    + r"\b"
)
_STREET_SHORT = words("street_short_forms")
_BODY_KIND_AFTER = re.compile(r" (?:PAC|LLC|LLP|PLC|SA|AG|GmbH)\b")


def _possessive_length(text: str, end: int) -> int:
    """Return the length of a possessive ending at ``end`` ("'s", "'"), else 0."""
    match = re.match(r"['\u2019]s?", text[end : end + 2])
    return len(match.group()) if match else 0


def _named_as_modifier(text: str, run: _Run, lower_case: frozenset[str]) -> bool:
    """Tell whether a run after an article is a person's full name modifying the noun after it
    ("a Donald Trump presidency"), not a body's or a place's name ("the Pine Ridge fire")."""
    if _names_a_president(text, run):
        return True  # "the Obama administration"
    return (
        # a given name and a surname, an initial between them at most (three capitalised
        # words after an article are rather a body's or an event's)
        (len(run.words) == 2 or (len(run.words) == 3 and len(run.words[1].rstrip(".")) == 1))
        and not run.title
        # a given name of the census lists ("Dallas", "Muslim" are in the world's), and no
        # plural at the end ("a Carolina Panthers fan"), unless the word alone takes a verb
        # only one takes ("the Bernie Sanders campaign" ... "Sanders is trying")
        and run.words[0] in _COMMON_GIVEN_NAMES
        and (
            not run.words[-1].endswith("s")
            or re.search(rf"\b{re.escape(run.words[-1])}\s+(?:is|was|has|says)\b", text)
        )
        # ("a Coral Room show" beside "the back room": a surname is no common word)
        and run.words[-1].lower() not in lower_case
        # ("on the David Letterman's show": a person's name may own the noun it modifies; "the
        # Steve Martin and Daryl Hannah rom-com": two names may modify it)
        and bool(
            _MODIFIED_NOUN_AFTER.match(
                text,
                pair.end()
                if (pair := _AND_NAME_AFTER.match(text, run.end))
                and pair.group("given") in _COMMON_GIVEN_NAMES
                else run.end + _possessive_length(text, run.end),
            )
        )
    )


# "chief executive of BBC News Deborah Turness", "Duchess of Sussex Meghan Markle": a post or
# a peer's style, and what it is of, before a name
_POST_OF_BEFORE = re.compile(r"(?P<post>[A-Za-z\-]+)\s+of\s+(?:the\s+)?$")


def _strip_what_a_post_is_of(text: str, runs: list) -> list:
    """Take the body or place a post is of off the front of the name after it: in "head of
    BBC News Deborah Turness" the person is the last words, from a given name on."""
    kept = []
    for run, para in runs:
        post = len(run.words) > 2 and _POST_OF_BEFORE.search(
            text, max(para, run.start - 40), run.start
        )
        if post and (
            is_role_word(word := post.group("post").lower())
            or word == "head"  # ("head of": a post, though "head" alone is no role)
            or post.group("post") in _PEER_STYLES
        ):
            given = next(
                (k for k in range(1, len(run.words) - 1) if run.words[k] in GIVEN_NAMES), None
            )
            if given is not None and len(run.words) - given <= 3:
                run = _last_words(run, run.words[given:])
        kept.append((run, para))
    return kept


def _hosts_of_shows(text: str, runs: list) -> list:
    """Take a show's host out of its name: "The Laura Ingraham Show", "The Kelly Clarkson
    Show", "Jimmy Kimmel Live" name the person whose show it is (a given name, a surname,
    then "Show" or "Live")."""
    kept = []
    for run, para in runs:
        if (
            3 <= len(run.words) <= 4
            and run.words[-1] in ("Show", "Live")
            and run.words[0] in GIVEN_NAMES
        ):
            host = " ".join(run.words[:-1])
            if text.startswith(host, run.start):
                run = _Run(run.start, run.start + len(host), run.words[:-1], None, False)
        kept.append((run, para))
    return kept


def _given_first(words: tuple[str, ...]) -> int:
    """Return 1 when a fuller name opens with a given name ("Bill Gates"), else 0: the
    number of its words that no list of body words may claim."""
    return int(len(words) > 1 and words[0] in GIVEN_NAMES)


def _reads_as_body(text: str, run: _Run) -> bool:
    """Tell whether a capitalised run reads as a body's name by its words ("Horse Racing
    Ireland", "Farm Bill"; never "Bill Gates", a given name opening a fuller name; nor "Bill"
    in "Clinton's husband, Bill,", a given name whose kin the text says they are; nor
    "actress Gabrielle Union", a role noun before a given name and a surname)."""
    if _roled_given_name(text, run):
        return False
    words = run.words
    return (
        any(w.lower() in NON_PERSON_WORDS for w in words[_given_first(words) :])
        and not (len(words) == 1 and words[0] in GIVEN_NAMES and _called_as_kin(text, run))
    ) or _body_name(words)


def _roled_given_name(text: str, run: _Run) -> bool:
    """Tell whether a role noun just before a given name and one word more makes them a
    person's name, though the last word could close a body's ("actress Gabrielle Union",
    "tennis great Margaret Court")."""
    return len(run.words) == 2 and run.words[0] in GIVEN_NAMES and _bare_role_before(text, run)


def _bare_role_before(text: str, run: _Run) -> bool:
    """Tell whether a role noun stands right before ``run``, set off by no comma ("actress
    Gabrielle X", "Former federal prosecutor Glen X")."""
    role = _ROLE_BEFORE.search(text, max(0, run.start - 40), run.start)
    return role is not None and not role.group(2) and is_role_word(role.group(1))


def _region_name(words: tuple[str, ...]) -> bool:
    """Tell whether a capitalised run is a region's name: a compass word and a place
    ("North Yorkshire"; never "North West", two compass words)."""
    return len(words) == 2 and words[0] in _COMPASS and words[1] not in _COMPASS


def find_people(
    text: str, paragraphs: tuple[Paragraph, ...], quote_spans: list[tuple[int, int]] = ()
) -> Cast:
    """Return the people named in the story paragraphs of ``text``, with their mentions."""
    story = [p for p in paragraphs if p.kind in (PROSE, HEADLINE)]
    runs: list[tuple[_Run, int]] = []
    for paragraph in story:
        runs.extend(
            (run, paragraph.start)
            for run in _capitalised_runs(text, paragraph.start, paragraph.end)
        )
    # (a short first line read as prose is a headline too: "Understated Perez raises profile.")
    headline_starts = {p.start for p in story if p.kind == HEADLINE}
    if story and short_enough_for_headline(text, story[0], TRIMMED_HEADLINE_WORDS):
        headline_starts.add(story[0].start)
    runs = _trim_headline_runs(text, runs, headline_starts)
    runs = _one_spelling(runs)
    runs = _hosts_of_shows(text, runs)
    runs = _strip_what_a_post_is_of(text, runs)
    runs, nicknames = _join_nicknames(text, runs)
    # 'Dutch Reardon' in a headline, after 'Daniel "Dutch" Reardon' in the body: the
    # nickname with the surname is the full name, not a second person.
    runs = [
        (_replace_words(run, nicknames[run.words[0]].words), para)
        if len(run.words) == 2
        and run.words[0] in nicknames
        and nicknames[run.words[0]].words[-1] == run.words[-1]
        else (run, para)
        for run, para in runs
    ]
    # "Starbloom Entertainment ... Starbloom said": the short form of an organisation's name,
    # unless it ends a person's fuller name ("Donald Trump" ... "Trump University" ...
    # "Trump said"; not "Former Castlebridge", a role-shaped word before a club's name).
    family_names = {
        r.words[-1]
        for r, _p in runs
        if len(r.words) > 1 and not _body_name(r.words) and not _role_shaped(r.words[0])
    }
    organisations = {
        r.words[0] for r, _p in runs if _body_name(r.words) and r.words[0] not in family_names
    }
    # "North Yorkshire ... Yorkshire's oldest brewery": the place a region is part of
    organisations |= {r.words[1] for r, _p in runs if _region_name(r.words)}
    # "NHS Glenmarrow", "BBC Scotland": a name after an acronym in capitals is the body's.
    # (the body is also known by both words: "IG Metall said"; not a surname the story gives
    # a full name for: in "told CNN Wilson's claims are false" the acronym is an object)
    acronym_names = {
        (m.group() + r.words[0], r.words[0])
        for r, _p in runs
        if len(r.words) == 1
        and r.words[0] not in family_names
        and (m := _ACRONYM_BEFORE.search(text, max(0, r.start - 8), r.start))
    }
    organisations |= {word for _full, word in acronym_names}
    # "Northshield chief executive Brian X", "Orvex CEO Dana Y": a name set before the office
    # someone holds in it is the body's (a person is no one's employer); a word that ends a
    # fuller name elsewhere is a surname, and stays a person's
    surnames = {r.words[-1] for r, _p in runs if len(r.words) > 1}
    titled = {r.words for r, _p in runs if r.title in PLAIN_TITLES}  # "Mr Gow"
    bodies = {
        r.words[0]
        for r, _p in runs
        if not r.title
        and r.words[-1] not in surnames
        and _OFFICE_AFTER.match(text, r.end, r.end + 60)
    }
    # "Glass Harbour frontman Nathan X", "Redline Promotions founder Gary Y": a fuller name
    # set before a role and another name is the body that person works in, unless its last
    # word stands alone elsewhere, as a person's surname does ("Biden aide Jo X" ...
    # "Biden said").
    alone = {r.words[0] for r, _p in runs if len(r.words) == 1}
    named_bodies = {
        " ".join(r.words)
        for r, _p in runs
        if 1 < len(r.words) <= 3
        and not r.title
        and r.words[-1] not in alone
        and (m := POST_THEN_NAME.match(text, r.end, r.end + 60))
        and is_role_word(m.group("role"))
    }
    bodies |= {name.split()[0] for name in named_bodies}
    organisations |= bodies
    # "the drivers' union TransUnite", "the streamer Vidora": one word set after a noun for
    # a body is that body's name; so is one word in camel case ("BritView"), which no
    # surname is ("McAllister", "DeShawn" take a short prefix)
    organisations |= {
        r.words[0]
        for r, _p in runs
        if len(r.words) == 1
        and r.words[0] not in surnames
        and (
            _CAMEL_CASE.search(r.words[0])
            or (
                (m := _LOWER_WORD_BEFORE.search(text, max(0, r.start - 24), r.start))
                and m.group(1) in NON_PERSON_WORDS
            )
        )
    }
    # "Fraser Gow", "Alasdair Gow" ... "Gow Subsea": a name opened by the surname of people
    # in the story (one a title goes with, "Mr Gow", or that ends two full names), whose last
    # word ends no other name, is that family's firm
    endings: dict[str, set[tuple[str, ...]]] = {}
    for r, _p in runs:
        if len(r.words) > 1:
            endings.setdefault(r.words[-1], set()).add(r.words)
    family_firms = {
        r.words
        for r, _p in runs
        if len(r.words) == 2
        and not r.title
        and (bearers := endings.get(r.words[0], set()) - {r.words})
        and (len(bearers) > 1 or (r.words[0],) in titled)
        and endings[r.words[-1]] == {r.words}
        and r.words[-1] not in alone
    }
    organisation_names = (
        {w.lower() for w in organisations}
        | {full.lower() for full, _word in acronym_names}
        | {name.lower() for name in named_bodies}
        | {" ".join(r.words).lower() for r, _p in runs if _body_name(r.words)}
        | {" ".join(words).lower() for words in family_firms}
    )
    lower_case = _lower_case_words(text)
    runs = [
        (r, p)
        for r, p in runs
        if not (len(r.words) == 1 and r.words[0] in organisations)
        and not (r.words[0] in bodies and not r.title)
        # "Landlord Thameside Homes confirmed" beside "Thameside Homes chief executive Jo X":
        # a word before a body's name describes the body
        and not (len(r.words) > 2 and " ".join(r.words[1:]).lower() in organisation_names)
        # "the committee's ranking Republican", "Opponents said": a role or a plural of doers
        # standing alone, and never the last word of a fuller name here, names no one
        and not (len(r.words) == 1 and r.words[0] not in surnames and _lone_role(r.words[0]))
        and not (r.after_the and not _named_as_modifier(text, r, lower_case))
        and not _reads_as_body(text, r)
        and not _office_only(r.words)
        and r.words not in _PSEUDONYMS
        and r.words not in family_firms
        and not _region_name(r.words)
        # "New Hampshire", "Saudi Arabia", "Florida": a place named whole (a word that ends a
        # fuller name here, "Jill Ireland", is that person's surname)
        and not (
            " ".join(r.words) in PLACES
            and (len(r.words) > 1 or r.words[0] not in surnames)
            # ("Landon's sister Alabama", "his daughter, Georgia,": kin named by a place)
            and not _called_as_kin(text, r)
        )
        # "Nazi Germany", "East Timor": a word that is no common given name before a place's
        # name ("Jill Ireland" is a person)
        and not (
            len(r.words) == 2 and r.words[1] in PLACES and r.words[0] not in _COMMON_GIVEN_NAMES
        )
        # "Clinton White House", "Sandy Hook Promise": a name built on a place's is a body's
        # (not one a suffix follows: "Cuba Gooding Jr.")
        and not (_holds_place(r.words) and not _SUFFIX_AFTER.match(text, r.end))
        # "said Dec. 6": a month's abbreviation before a day of it
        and not (len(r.words) == 1 and _MONTH_BEFORE_DAY.match(text, r.start))
        # "Reuters", "Politico", "Ironically", "Justice" (beside "justice"): an outlet, or a
        # common word the story also writes in lower case, standing alone
        and not (
            len(r.words) == 1
            and not r.title
            and r.words[0] not in surnames
            and _common_word(r.words[0], lower_case)
        )
        and not _PARTY_TAG.match(r.words[0])
        # "U.S.", "U.K.", "D.C.": a place's initials, no person's
        and not (
            all(len(w.rstrip(".")) == 1 for w in r.words)
            and "".join(w.rstrip(".") for w in r.words) in ACRONYMS
        )
        # "St. Louis", "St. Patrick": a place or a saint ("St." opens no one's name but a
        # surname after a given name, "Charlotte St. Martin")
        and r.words[0] != "St."
        # "America Rising PAC", "Orvo Holdings LLC": a body's name before its kind in capitals
        and not _BODY_KIND_AFTER.match(text, r.end)
        # "115 Spring St.", "86 Gansevoort Ave.": a street's short form ends an address
        and not (
            len(r.words) > 1 and r.words[-1] in _STREET_SHORT and text[r.end : r.end + 1] == "."
        )
        # "Young Americans for Freedom", "Muslim Americans": a plural of a nationality is a group
        and not (
            len(r.words) > 1
            and r.words[-1].endswith("s")
            and bool(_DEMONYM_WORD.fullmatch(r.words[-1][:-1]))
        )
        and not (len(r.words) == 1 and plural_of_role(r.words[0]))
        # "German Jews who had fled", "Irish Americans": a nationality and a plural noun
        and not (
            len(r.words) == 2
            and (_DEMONYM_WORD.fullmatch(r.words[0]) or r.words[0] in _NATIONALITY)
            and re.fullmatch(r"[A-Z][a-z]*(?:ans|ers|ews|ics|ists|ites)", r.words[1])
        )
        # "a Senator Faces Her Own Voters": title-case words with a pronoun are no name
        and not any(w.lower() in _PRONOUN_WORDS for w in r.words)
        # "Halden & Sons", "Orton & Dale Home": a firm
        and text[max(0, r.start - 2) : r.start] != "& "
        and text[r.end : r.end + 2] != " &"
    ]
    runs = _drop_common_nouns(text, runs)
    runs = _strip_leading_cues(text, runs)
    runs = _strip_loose_titles(runs)
    runs = _strip_leading_roles(text, runs)
    runs = _strip_leading_epithets(runs, lower_case)
    runs = _complete_first_names(text, runs)

    # "Apple said it would appeal", "Orvex, which makes ...": a one-word name the text calls
    # "it" is an organisation, unless a fuller form names a person elsewhere.
    # (a title-case headline run of more than four words is no fuller name)
    in_full = {w for run, _p in runs if 1 < _size(run.words) <= 4 for w in run.words}
    things = {
        run.words[0]
        for run, _p in runs
        if len(run.words) == 1
        and run.words[0] not in in_full
        and (
            _called_it(text, run, run.end)
            # "its assistant, Ada, ..." then "Ada, which launched in October,": people
            # take "who"; a one-word name that takes "which" is a thing
            or _WHICH_AFTER.match(text, run.end, run.end + 12)
            # "Wealth-X, a private company that tracks ...": an apposition calls it a body
            or _apposed_body(text, run.end)
        )
    }
    runs = [
        (r, p)
        for r, p in runs
        if not (len(r.words) == 1 and r.words[0] in things)
        # "21st Century Fox": the words after an ordinal name a thing, where no title or given
        # name opens them
        and not (
            _ORDINAL_BEFORE.search(text, max(0, r.start - 8), r.start)
            and r.title is None
            and not _given_name_opens(r)
        )
    ]
    # "Redline Live said it was": a longer name the text calls "it" is an organisation too,
    # unless an age, a title or a person's pronoun marks it as someone (checked below).
    named_things = {
        " ".join(run.words)
        for run, _p in runs
        if len(run.words) > 1
        and not run.title
        # "Her publisher, Halden House Canada, said it had": the apposition's closing comma
        and _IT_AFTER.match(text, run.end + (text[run.end : run.end + 1] == ","), run.end + 80)
        # "Former federal prosecutor Glen Kopp said it is not surprising": a noun for a person
        # just before the name makes the "it" the clause's own
        and not _bare_role_before(text, run)
        # "Jennifer Lopez said it was over": a woman's or a man's given name makes it a person's
        and run.words[0] not in _COMMON_GIVEN_NAMES
    }
    # "Orvo Outfitters, the outdoor retailer, said", "Promoter Orvo Live said", "supporters'
    # group Orvo Together said": a name an apposition or a body's noun before it calls a body
    named_things |= {
        " ".join(run.words)
        for run, _p in runs
        if len(run.words) > 1
        and not run.title
        and (
            run.words[0].lower() in _BODY_AGENTS
            or _apposed_body(text, run.end)
            or _body_noun_names(text, run)
            # "the film Albert Nobbs", "her album Jolene Rising": a work's title (not after
            # its host's noun: "the long-time host of the show Chris X temporarily stepping")
            or (
                (work := _WORK_NOUN_BEFORE.search(text, max(0, run.start - 40), run.start))
                and not (
                    _HOST_OF_BEFORE.search(text, max(0, work.start() - 20), work.start())
                    and _given_name_opens(run)
                )
            )
            or bool(
                # ("co-author of Oprah X's new book": the owner of the work, not its title)
                text[run.end : run.end + 1] not in ("'", "\u2019")
                and (author := _AUTHOR_OF_BEFORE.search(text, max(0, run.start - 80), run.start))
                # ("writer of The Wire David X": the title, then the writer's name)
                # (not "author of The Rise of Theodore X" or "of Let the People Rule: Theodore
                # X and ...": a title naming someone)
                and not (
                    _given_name_opens(run)
                    and len(title := author.group("title").split()) > 1
                    and title[-1][0].isupper()
                    and not title[-1].endswith(":")
                )
            )
            # "her Celebrity Run-Ins show": a title between an owner's pronoun and a work's noun
            or (
                _OWNER_PRONOUN_BEFORE.search(text, max(0, run.start - 7), run.start)
                and _WORK_NOUN_AFTER.match(text, run.end)
            )
            # "films such as Donnie Brasco, Psycho and ...", "Donnie Brasco (1997)"
            or _WORKS_SUCH_AS_BEFORE.search(text, max(0, run.start - 120), run.start)
            or _YEAR_IN_BRACKETS_AFTER.match(text, run.end)
        )
    }
    # "Hollow Oaks are Ana Roe, Eli Vos and ...": a name that takes a plural verb, in no
    # list, is a band's or a team's (one person takes "is")
    named_things |= {
        " ".join(run.words)
        for run, _p in runs
        if len(run.words) > 1
        and not run.title
        and _PLURAL_VERB_AFTER.match(text, run.end, run.end + 12)
        and not _LIST_BEFORE.search(text, max(0, run.start - 80), run.start)
        # ("the tributes following the death of Mary X have ...": the object of "of" is no
        # subject of the verb after it)
        and not _BARE_OBJECT_BEFORE.search(text, max(0, run.start - 6), run.start)
        and not _EXAMPLE_BEFORE.search(text, max(0, run.start - 12), run.start)
    }

    # "speaking to reporters in Athens" ... "Athens told the Commission": a one-word name the
    # text also puts after "in", and never part of a fuller name, is a place (its government);
    # so is one listed with such a place ("goods made in Vietnam and Laos had added").
    places = {
        run.words[0]
        for run, _p in runs
        if len(run.words) == 1
        and run.words[0] not in in_full
        and _IN_PLACES_BEFORE.search(text, max(0, run.start - 60), run.start)
        and text[run.end : run.end + 1] not in ("'", "\u2019")
    }
    runs = [(r, p) for r, p in runs if not (len(r.words) == 1 and r.words[0] in places)]

    # "Haneul (real name Park Ha-neul)", "Rio, whose real name is Kang Dae-ho": one person,
    # named by the name the text uses, the real name an alias; the phrase itself says "a
    # person".
    real_of: dict[str, str] = {}
    stage_of: dict[str, tuple[str, ...]] = {}
    for paragraph in story:
        for match in _REAL_NAME.finditer(text, paragraph.start, paragraph.end):
            stage = match.group("stage").split()
            while len(stage) > 1 and (is_role_word(stage[0].lower()) or stage[0].lower() in TITLES):
                stage.pop(0)  # ("Rapper Stefan Brooks, whose real name is": Stefan Brooks)
            if " ".join(stage) not in stage_of:
                stage_of.setdefault(match.group("real"), tuple(stage))
        # "Marcel Lehel, the hacker known as "Guccifer,"", "Stefan Brooks, better known as
        # Brooksy,": the name the text gives first, the one it is known by an alias
        for match in _KNOWN_AS.finditer(text, paragraph.start, paragraph.end):
            real = match.group("real").split()
            while len(real) > 2 and (is_role_word(real[0].lower()) or real[0].lower() in TITLES):
                real.pop(0)  # "Rapper Stefan Brooks": the name after a role opening a sentence
            if real[0] in GIVEN_NAMES:  # ("Islamic State, also known as ISIS": no one)
                real_of.setdefault(match.group("stage"), " ".join(real))
        # "the actor, who was previously known as Ellen X", "Page, who has been credited in
        # film and TV roles as Ellen X": a former name of the one the text names with the
        # same surname, which stays the name; the former one an alias
        for match in _FORMER_NAME.finditer(text, paragraph.start, paragraph.end):
            former = match.group("former")
            current = _same_surname(text, former)
            if current:
                real_of.setdefault(former, current)
        # "the film star, who was tried under his full name Kevin Spacey Fowler": a fuller
        # name opening with a name the text uses is that person's, the known name kept
        for match in _FULL_NAME.finditer(text, paragraph.start, paragraph.end):
            full = match.group("full").split()
            known = " ".join(full[:-1])
            if re.search(rf"\b{re.escape(known)}\b(?!\s+{re.escape(full[-1])})", text):
                real_of.setdefault(" ".join(full), known)

    # Decide which surnames (last words) belong to people.
    flagged: set[str] = set()
    for stage, real in [*real_of.items(), *((" ".join(s), r) for r, s in stage_of.items())]:
        flagged.update((stage.split()[-1], real.split()[-1]))
    run_ages: dict[int, int] = {}  # run start -> age given with it
    counts = Counter(_WORD.findall(text))
    word_uses = functools.cache(functools.partial(_whole_word_uses, text, counts))
    for run, para_start in runs:
        is_person, age = _signals(text, run, para_start)
        is_person = is_person or _taken_up_by_pronoun(text, run, word_uses)
        comma = text[run.end : run.end + 1] == ","
        if len(run.words) == 1 and _called_it(text, run, run.end + comma):
            # "Greyhill said it welcomed", "The retailer that stocks it, Brightmarket, said
            # it would": this mention is a body's
            is_person = False
        if is_person:
            flagged.add(run.words[-1])
        if age is not None:
            run_ages[run.start] = age
    # "the party's 2012 nominee, Mitt Romney. Romney went after Trump": a full name whose last
    # word the text later uses alone is a person's (a body is not called by its last word)
    alone = {run.words[0] for run, _p in runs if len(run.words) == 1 and not run.title}
    uses = functools.cache(functools.partial(_alone_uses, text))
    flagged.update(
        run.words[-1]
        for run, _p in runs
        if 1 < len(run.words) <= 3
        and not run.title
        and run.words[-1] in alone
        and not any(_common_word(word, lower_case) or word in PLACES for word in run.words)
        and any(start > run.end for start in uses(run.words[-1]))
    )
    surnames = {run.words[-1] for run, _p in runs if len(run.words) > 1}
    # ("rock icon Tina Turner, who has died aged 83 ... Angela Bassett, who played Turner": one
    # the story gives an age or a death is a real person, whom an actor may play)
    aged = {
        run.words[-1]
        for run, para_start in runs
        if run.start in run_ages
        or (
            _DIED_AFTER.match(text, run.end, run.end + 40)
            # ("Jo X, the voice of Darth Y, who died Monday": the death is the one's whose
            # part closes the apposition)
            and not _played(text, run, para_start)
        )
    }
    parts = [
        run
        for run, para_start in runs
        # ("He was cast as Corbin": the surname of a named part is the part's; not in "who
        # played Brisco's sister-in-law", where the part is the owner's kin)
        if (
            len(run.words) > 1
            or (run.words[-1] in surnames and text[run.end : run.end + 1] not in "'\u2019")
            or run.title  # ("who plays Mr. Big": a titled word alone)
        )
        and run.words[-1] not in aged
        and (
            (
                _played(text, run, para_start)
                # "the flags of Vietnam and the United States as Obama arrived": "as" opens a
                # clause whose subject the name is, not a part someone plays; so does "at the
                # Festival as Olivia X's film premieres", where no one plays anything
                and not _VERB_AFTER.match(text, run.end)
                and not (
                    text[run.end : run.end + 1] in ("'", "\u2019")
                    and not _PLAYING.search(text, max(para_start, run.start - 60), run.start)
                )
            )
            # ("his iconic Darth X villain", "the Luke X actor": a part named as one)
            or (len(run.words) > 1 and _PART_AFTER.match(text, run.end))
            # ("Her great roles include the title role in Jo X's Mame, Nellie Y in Sweeney
            # Todd and Mrs. Z": the parts and works listed, not their owners)
            or (
                _ROLES_INCLUDE.search(text, max(para_start, run.start - 300), run.start)
                and _LIST_ITEM_BEFORE.search(text, max(para_start, run.start - 12), run.start)
                and _LIST_ITEM_AFTER.match(text, run.end)
            )
            or (
                len(run.words) in (2, 3)
                and not run.title
                and (
                    owner := _OWNER_BEFORE.search(text, max(para_start, run.start - 40), run.start)
                )
                and owner.group(1) in flagged
            )
        )
    ]
    flagged -= {run.words[-1] for run in parts}
    # "Kara Dale and Jude Orton have separated", "The band (Ana Roe, Eli Vos and Kit Lam)":
    # full names coordinated in one list are of one kind; a person among them makes them all.
    for group in _coordinated(text, runs):
        if _played(text, group[0]):
            # "Ana Roe and Eli Vos play Carrie Lind and Miranda Holt": every name of a list
            # of parts is a part
            flagged.difference_update(run.words[-1] for run in group if len(run.words) > 1)
            continue
        # "The remaining writers, among them Ana Roe, Eli Vos and Kit Lam": a list set after a
        # plural noun for people names people
        plural = _PLURAL_BEFORE_LIST.search(text, max(0, group[0].start - 50), group[0].start)
        plural_after = _PLURAL_AFTER_LIST.match(text, group[-1].end, group[-1].end + 80)
        # "Ana Roe, Eli Vos and Kit Lam joined Dale in voting yes": a list that joins a
        # person in doing something is of people
        joined = _JOINED_PERSON_AFTER.match(text, group[-1].end, group[-1].end + 80)
        if (
            any(run.words[-1] in flagged for run in group)
            or (joined and joined.group("name") in flagged)
            or (plural and plural_of_role(plural.group(1)))
            or (plural_after and plural_of_role(plural_after.group(1)))
        ):
            flagged.update(run.words[-1] for run in group)

    # "Harry and Meghan said", "wish Kate and William well", "to George, Charlotte and
    # Louis", "William and I have": given names alone joined by "and" to another or to the
    # speaker or to someone taken up by a pronoun ("she and William had wanted") are people,
    # in quotes too (not "Jackson and Lincoln in Nebraska")
    flagged.update(
        run.words[0]
        for run, _ in runs
        if len(run.words) == 1
        and run.words[0] in GIVEN_NAMES
        and (
            _AND_ME.match(text, run.end)
            or _PRONOUN_AND_BEFORE.search(text, max(0, run.start - 12), run.start)
        )
    )
    listed: list[_Run] = []  # given names so far in a list of them
    for (run, _p), (other, _q) in itertools.pairwise(runs):
        alone = len(run.words) == len(other.words) == 1
        alone = alone and run.words[0] in GIVEN_NAMES and other.words[0] in GIVEN_NAMES
        if alone and _AND_ONLY.fullmatch(text, run.end, other.start):
            start = (listed or [run])[0].start
            if not _PLACED_AFTER.match(text, other.end) and not _CHARACTER_BEFORE.search(
                text, max(0, start - 80), start
            ):
                flagged.update(r.words[0] for r in (*listed, run, other))
            listed = []
        else:
            listed = (
                [*listed, run]
                if alone and _COMMA_ONLY.fullmatch(text, run.end, other.start)
                else []
            )

    # Full forms per surname: two people may share one ("Kim Dale", her mum "Pat Dale").
    full_names: dict[str, list[str]] = {}
    # "Lady Clementine Harcourt-Vane" ... "Lady Clementine": the title and her first name.
    titled_first = {
        run.words[0] for run, _ in runs if run.title in PEER_TITLES and len(run.words) > 1
    }

    def peer_short(run: _Run) -> bool:
        return (
            len(run.words) == 2
            and run.words[0].lower() in PEER_TITLES
            and run.words[1] in titled_first
        )

    for run, _ in runs:
        if len(run.words) > 1 and _size(run.words) <= 4 and not peer_short(run):
            form = " ".join(run.words)
            known = full_names.setdefault(run.words[-1], [])
            for k, other in enumerate(known):
                if _same_person(other, form):
                    if len(form.split()) > len(other.split()) and not _plainer_name(
                        text, other, form
                    ):
                        known[k] = form
                    break
            else:
                known.append(form)
    first_words: dict[str, list[str]] = {}
    for forms in full_names.values():
        for name in forms:
            first_words.setdefault(name.split()[0], []).append(name)
    last_seen: dict[str, int] = {}

    # "her mother, Dana Quinn", "his father Desmond Vell": a relative brought in by a kin noun,
    # who shares the surname of the person the story is about.
    # (with the genders the phrase tells: in "Her brother, Rob Quinn" he is a man, and the
    # one whose brother he is a woman)
    kin_named = {
        " ".join(run.words): (
            gender_of_words(kin.group(), nouns_only=True),
            {"her": "f", "his": "m"}.get(kin.group().split()[0].lower()),
        )
        for run, para in runs
        if (kin := _kin_before(text, run, para))
    }
    # (a given name alone, "his sister Jolene", tells a gender but shares no surname)
    relatives = {name: kin for name, kin in kin_named.items() if " " in name}

    titles_of: dict[str, set[str]] = {}
    for run, _ in runs:
        if run.title and len(run.words) > 1:
            titles_of.setdefault(" ".join(run.words), set()).add(_title_key(run.title))

    def latest(names: list[str], title: str | None = None) -> str:
        # A short form shared by several people is the one named last (else the first named),
        # never a relative brought in by a kin noun while someone else bears the name, unless
        # a gendered title fits the relative and not the one they are kin to ("her brother,
        # Rob Quinn ... Mr Quinn said").
        wanted = TITLE_GENDERS.get((title or "").rstrip(".").lower())
        other = {"m": "f", "f": "m"}.get(wanted)
        kept = [n for n in names if other and relatives.get(n) == (wanted, other)]
        kept = kept or [n for n in names if n not in relatives] or names
        # "Mr Trump" is not "Ivanka Trump": a gendered title never goes to a given name of the
        # other gender
        kept = [n for n in kept if not other or given_name_gender(n.split()[0]) != other] or kept
        # "President Dale" after "President Ron Dale" and "Donald Dale": the one who bore
        # that title in full
        titled = [n for n in kept if title and _title_key(title) in titles_of.get(n, ())]
        return max(titled or kept, key=lambda n: last_seen.get(n, -1))

    def canonical(run: _Run) -> str | None:
        name = named(run)
        if name is None:
            return None
        # (the real name in full, or initialled as a court's papers give it: "Megan P.")
        first, last = name.split()[0], name.split()[-1].rstrip(".")
        real = next(
            (r for r in stage_of if r.split()[0] == first and r.split()[-1].startswith(last)),
            None,
        )
        if real is None or len(name.split()) == 1:
            return name
        name, stage = real, stage_of[real]
        if stage == tuple(name.split()[:1]):
            # "Megan's legal name is Megan Pete": the first name alone is a short form, of the
            # fuller name the text gives ("Megan Thee Stallion"), not of the real name or its
            # initialled form ("Megan P.")
            others = [n for n in first_words.get(stage[0], ()) if not name.startswith(n)]
            return latest(others) if others else name
        # ("Ivey" after "Coolio, whose real name was Artis Ivey,": the name the text uses)
        return named(_Run(0, 0, stage, None, False)) or name

    def named(run: _Run) -> str | None:
        if _size(run.words) > 4:
            return None
        full = " ".join(run.words)
        if full in real_of:
            return real_of[full]
        if len(run.words) > 1 and real_of.get(run.words[-1], full) != full:
            # "Marilyn Manson" where "Brian X, known as Manson,": the name in full is the same
            # person's
            return real_of[run.words[-1]]
        if peer_short(run) and run.words[1] in first_words:
            return latest(first_words[run.words[1]])
        known = full_names.get(run.words[-1])
        if known:
            if len(run.words) > 1:
                form = " ".join(run.words)
                for name in known:
                    if _same_person(name, form):
                        return real_of.get(name, name)
            # ("Manson" after "Brian X also known as Marilyn Manson": the real name)
            found = latest(known, run.title)
            return real_of.get(found, found)
        if len(run.words) == 1 and run.words[0] in first_words:
            return latest(first_words[run.words[0]])
        fuller = [n for f in _DIMINUTIVES.get(run.words[0], ()) for n in first_words.get(f, ())]
        if len(run.words) == 1 and fuller:
            return latest(fuller)  # "Phil" after "Phillip Schofield"
        if len(run.words) == 1 and run.words[0] in nicknames:
            return named(nicknames[run.words[0]])
        return " ".join(run.words)

    # A person is flagged through any of their forms: "Jordan, 30," flags "Jordan Vale".
    flagged_names = {canonical(run) for run, _ in runs if run.words[-1] in flagged}
    # ("Aniston, who played Rachel Green ... Rachel and Ross's romance": a part's given name
    # alone is still the part's)
    flagged_names -= {" ".join(run.words) for run in parts if len(run.words) > 1}
    people_forms: dict[str, list[str]] = {}
    people_mentions: dict[str, list[Mention]] = {}
    ages: dict[str, list[int]] = {}
    title_phrases: dict[str, list[str]] = {}
    for run, _ in runs:
        name = canonical(run)
        if name is None or (name.split()[-1] not in flagged and name not in flagged_names):
            continue
        last_seen[name] = run.start
        form = " ".join(run.words)
        if run.title and len(run.words) == 1:
            form = f"{run.title.capitalize()} {form}"
        forms = people_forms.setdefault(name, [])
        styled = _STYLE_AFTER.match(text, run.end) if len(run.words) == 1 else None
        for each in (form, f"{form}, {styled.group(1)}") if styled else (form,):
            if each not in forms and each != name:
                forms.append(each)
        people_mentions.setdefault(name, []).append(
            Mention(text[run.start : run.end], run.start, run.end)
        )
        if run.start in run_ages:
            ages.setdefault(name, []).append(run_ages[run.start])
        if run.title_phrase:
            title_phrases.setdefault(name, []).append(run.title_phrase)

    for nickname, full in nicknames.items():
        name = canonical(full)
        if name in people_forms and nickname not in people_forms[name]:
            people_forms[name].append(nickname)
    forms_index = _index_forms(people_forms, people_forms)
    inside = inside_any(quote_spans)
    in_speech = inside_any([(s, e) for s, e in quote_spans if _speech(text[s:e])])
    # ("Quinton X, who starred as Michael, ... he": a part's name is no mention a pronoun
    # takes up, though a real person bears it)
    played_at = {run.start for run, para in runs if _played(text, run, para)}
    spoken_of = tuple(
        sorted(
            (m.start, m.end, name)
            for name, mentions in people_mentions.items()
            for m in mentions
            if not inside(m.start) and m.start not in played_at
        )
    )
    paragraph_sentences = [split_sentences(text, p.start, p.end) for p in story]
    genders = _guess_genders(text, paragraph_sentences, spoken_of, inside)
    for name, phrases in title_phrases.items():
        for phrase in phrases:
            word = phrase.split()[-1].rstrip(".").lower()
            # A gendered title ("Sir", "Dame", "Mrs") says it outright: it outweighs a guess
            # from nearby pronouns ("In her letter to ... Sir Malcolm Pryde, ...").
            if word in TITLE_GENDERS and genders.get(name) != "t":
                genders[name] = TITLE_GENDERS[word]
    for name, (kin_gender, _other) in kin_named.items():
        # so does a gendered kin noun ("his wife, Renata X", "her son Ade X"): it outweighs
        # a nearby "his" that is the other's
        if kin_gender and name in people_forms and genders.get(name) != "t":
            genders[name] = kin_gender
    sentences = tuple(s for spans in paragraph_sentences for s in spans)
    draft = Cast((), forms_index, genders, spoken_of, sentences)
    descriptors = _find_descriptors(text, story, draft, inside, ages)
    for name, (phrases, _ages) in descriptors.items():
        # Nouns only: "her longtime coach" says nothing of the coach's gender.
        said = gender_of_words(" ".join(phrases), nouns_only=True)
        if name not in genders and said:
            genders[name] = said
    # "Pinkett Smith says she was surprised": the pronoun that opens what someone says is most
    # often theirs, where nothing else told their gender
    heard: dict[str, set[str]] = {}
    for _start, end, name in spoken_of:
        said = _SAYS_PRONOUN.match(text, end) if name not in genders else None
        if said:
            heard.setdefault(name, set()).add("f" if said.group(1).lower() == "she" else "m")
    genders.update((name, gender.pop()) for name, gender in heard.items() if len(gender) == 1)
    # "Ellery, who uses they/them pronouns": they is that person's pronoun, not a group's.
    for start, end in sentences:
        if _THEY_PRONOUNS.search(text, start, end):
            first = bisect.bisect_left(spoken_of, (start,))
            if first < len(spoken_of) and spoken_of[first][0] < end:
                genders[spoken_of[first][2]] = "t"
    for name, phrases in title_phrases.items():
        kept = [p for p in phrases if p.rstrip(".").lower() not in PLAIN_TITLES]
        entry = descriptors.setdefault(name, ([], []))
        entry[0][:0] = kept
    roles = {name: _role_nouns(phrases) for name, (phrases, _a) in descriptors.items()}
    # (only where a body follows: a lone line is all the story there is)
    has_body = any(p.kind == PROSE for p in story)
    headlines = [(p.start, p.end) for p in story if p.kind == HEADLINE and has_body]

    def in_headline(pos: int) -> bool:
        return any(start <= pos < end for start, end in headlines)

    people = []
    for name, aliases in people_forms.items():
        if all(inside(m.start) for m in people_mentions[name]) and (
            not any(in_speech(m.start) for m in people_mentions[name])
            # "the Everett Moss Branch Library" ... "If you close Everett Moss": a body's
            # short form
            or any(body.startswith(name.lower() + " ") for body in organisation_names)
        ):
            continue  # named only in a quoted title or term ("the single 'Evelyn Stays'")
        if len(name) < 2:
            continue  # "Mrs O.": an initial alone names no one
        if all(in_headline(m.start) for m in people_mentions[name]) and not (
            # "Ann Coulter: And Then There Was the One": a given name and a surname, set
            # apart, are a person the headline names, whom the story may never name again
            len(name.split()) == 2
            and name.split()[0] in GIVEN_NAMES
            # (never before a noun it modifies: "Jessie Ramsay hospital", "as Harlan Falls
            # school board keeps")
            and all(_SET_APART_AFTER.match(text, m.end) for m in people_mentions[name])
        ):
            continue  # "'Night Harbor' Star Exits Netflix Series": a headline names again

        if " " not in name and len(name) > 2 and name.isupper():
            continue  # "NOVALYN", "UNICEF": one word in capitals is a group or an acronym
        if (
            name in named_things
            and name not in genders
            and not ages.get(name)
            and not title_phrases.get(name)
        ):
            organisation_names.add(name.lower())
            continue  # "Redline Live said it was ...", never "he", "she" or an age
        found_ages = ages.get(name, []) + descriptors.get(name, ([], []))[1]
        pronouns = {"f": ("she", "her"), "m": ("he", "him", "his"), "t": ("they", "them")}.get(
            genders.get(name), ()
        )
        people.append(
            Person(
                name=name,
                aliases=tuple(sorted(aliases, key=lambda a: -len(a))),
                descriptors=tuple(dict.fromkeys(descriptors.get(name, ([], []))[0])),
                ages=tuple(dict.fromkeys(found_ages)),
                pronouns=pronouns,
                mentions=tuple(people_mentions[name]),
            )
        )
    people.sort(key=lambda p: p.mentions[0].start)
    kept_names = {p.name for p in people}
    # (a form a dropped name took first, "Espinoza" of a headline's "Exclusive-Maria
    # Espinoza", goes to the kept person who shares it)
    forms_index = _index_forms(people_forms, kept_names)
    # a name dropped as an organisation is no one a pronoun can point back to
    spoken_of = tuple(entry for entry in spoken_of if entry[2] in kept_names)
    # nor does it hold a role ("the singer" is no company)
    roles = {name: nouns for name, nouns in roles.items() if name in kept_names}
    organisation_names -= set(forms_index)
    return Cast(
        tuple(people),
        forms_index,
        genders,
        spoken_of,
        sentences,
        roles,
        frozenset(organisation_names),
    )


_FULL_NAME = re.compile(
    r"\b(?:his|her|their)\s+(?:full|real|birth|legal|given)\s+name,?\s+(?:of\s+|is\s+)?"
    r"(?P<full>[A-Z][\w\-]*(?: [A-Z][\w\-]*){2,3})\b"
)
_FORMER_NAME = re.compile(
    r"\b(?:(?:previously|formerly|once|originally)\s+(?:known|credited|billed)"
    r"|(?:has|had|was|were)\s+been\s+credited\s+[^,.;:\"\u201c\u201d]{0,40}?)"
    r"\s+as\s+(?P<former>[A-Z][\w\-]*\s+[A-Z][\w\-]*)\b"
)


def _same_surname(text: str, former: str) -> str | None:
    """Return the first full name in ``text`` with ``former``'s surname and another given
    name ("Elliot Page" for "Ellen Page"), if any."""
    given, surname = former.split()
    for match in re.finditer(rf"\b([A-Z][\w\-]*) {re.escape(surname)}\b", text):
        if match.group(1) != given and match.group(1) in GIVEN_NAMES:
            return match.group()
    return None


_REAL_NAME = re.compile(
    # ("Megan Thee Stallion, whose legal name is Megan X": a stage name of three words)
    r"\b(?P<stage>[A-Z][\w\-]*(?: [A-Z][\w\-]*){0,2})"
    # ("Manson, 52, whose real name is Brian X": an age may come between; "Stallion, 27, real
    # name Megan X,"; "Megan's legal name is Megan X.")
    r"(?:\s*\(\s*(?:real name|born|née|nee)\s+"
    r"|(?:,\s+\d{1,3})?,\s+(?:whose (?:real|birth|legal) name is|(?:real|legal) name)\s+"
    r"|['\u2019]s (?:real|birth|legal) name is\s+)"
    r"(?P<real>[A-Z][\w\-]*(?: [A-Z][\w\-]*){1,2})\b"
)


# "Phil": ("Phillip", "Philip"), from lexicon/diminutives.txt
_DIMINUTIVES = {line.split()[0]: tuple(line.split()[1:]) for line in lines("diminutives")}
# the short forms of given names, which the census lists leave out where they are common words
# too ("Will Smith"); never "Al", which also opens the Arabic names of bodies ("Al Qaeda",
# "Al Jazeera said it")
_SHORT_FORMS = frozenset(_DIMINUTIVES) - {"Al"}
# the census lists' given names, without the world's (which hold "Nazi", "East" ...)
_COMMON_GIVEN_NAMES = FEMALE_NAMES | MALE_NAMES | _SHORT_FORMS
_KNOWN_AS = re.compile(
    r"\b(?P<real>[A-Z][\w\-]*(?: [A-Z][\w\-]*){1,2}),?\s+"
    r"(?:(?:the|a|an)\s+(?:[a-z\-]+\s+){1,3})?"
    r"(?:(?:also|better|professionally|popularly|widely|commonly)\s+)?known\s+"
    r"(?:professionally\s+|simply\s+)?as\s+[\"\u201c\u2018']?"
    r"(?P<stage>[A-Z][\w\-]*(?: [A-Z][\w\-]*){0,2})\b"
)


_SET_APART_AFTER = re.compile(r"[:,;]|\s*$", re.MULTILINE)


def _speech(quoted: str) -> bool:
    """Tell whether quoted words are someone's speech rather than a title or a term: four
    words or more, not all of them capitalised."""
    words = quoted.split()
    return len(words) >= 4 and any(w[:1].islower() for w in words)


def _trim_headline_runs(text: str, runs: list, headline_starts: set[int]) -> list:
    """Trim title-case words glued to a name in a headline ("Songwriter Sues Sienna Halloran"):
    a headline run whose tail is a name the prose uses, and which the prose never uses whole,
    keeps only that tail; anywhere, a title-case verb after a name used elsewhere goes."""
    prose_words = {run.words for run, p in runs if p not in headline_starts}
    prose_forms = {words for words in prose_words if len(words) > 1}
    # ("Understated Perez Raises Profile" over "Labor Secretary Thomas Perez": a word that no
    # given name is, before a surname the prose gives a fuller name, is the headline's own)
    surnames = {words[-1] for words in prose_forms}
    uses = Counter(run.words for run, _p in runs)
    trimmed = []
    for run, para_start in runs:
        if (
            para_start in headline_starts
            and len(run.words) == 2
            and run.words not in prose_words
            and run.words[-1] in surnames
            and run.words[0] not in GIVEN_NAMES
            and not run.title
        ):
            start = text.find(run.words[1], run.start, run.end)
            if start >= 0:
                run = replace(run, start=start, words=run.words[1:], title=None, title_phrase=None)
        elif para_start in headline_starts and len(run.words) > 2 and run.words not in prose_forms:
            for k in range(1, len(run.words) - 1):
                if run.words[k:] in prose_forms:
                    start = text.find(run.words[k], run.start, run.end)
                    if start >= 0:
                        run = replace(
                            run, start=start, words=run.words[k:], title=None, title_phrase=None
                        )
                    break
            else:
                # "Princess Mirela After Surprise Visit": the words after a name the prose
                # uses are the headline's own.
                for k in range(len(run.words) - 1, 0, -1):
                    if run.words[:k] in prose_words:
                        end = run.start + len(" ".join(run.words[:k]))
                        if text[run.start : end] == " ".join(run.words[:k]):
                            run = replace(run, end=end, words=run.words[:k])
                        break
        elif len(run.words) > 2 and uses[run.words] == 1:
            # "Mike Pence Calls", "Donald Trump Leads" in a line of title-case links: a verb
            # glued to a name the story uses elsewhere is no part of it
            for k in range(len(run.words) - 1, 1, -1):
                verb = run.words[k]
                if run.words[:k] in prose_forms and verb.endswith("s") and verb[1:].islower():
                    end = run.start + len(" ".join(run.words[:k]))
                    if text[run.start : end] == " ".join(run.words[:k]):
                        run = replace(run, end=end, words=run.words[:k])
                    break
        trimmed.append((run, para_start))
    return trimmed


def _size(words) -> int:
    """Return the length of a name in words, particles aside ("Jan van der Linde": 2)."""
    return sum(1 for w in words if w.lower() not in NAME_PARTICLES)


def _plainer_name(text: str, name: str, fuller: str) -> bool:
    """Tell whether a story keeps calling someone ``name`` rather than a fuller form of it
    with the same first word: the name it called them by first when ``fuller`` opens with a
    short form's full given name ("Jerry Lee", then "Born Gerald Norman Lee"), and the name
    it uses more often than a legal one given once ("Quincy Jones" thrice, "Quincy Delight
    Jones Jr." once)."""
    if len(name.split()) < 2:
        return False  # "Dana", then "Dana Whitlow": the full name
    first, full_first = name.split()[0], fuller.split()[0]
    if _short_form_pair(first, full_first):
        return True
    return first == full_first and text.count(name) > text.count(fuller)


def _short_form_pair(one: str, other: str) -> bool:
    """Tell whether one given name is a short form of the other ("Jerry", "Gerald")."""
    return other in _DIMINUTIVES.get(one, ()) or one in _DIMINUTIVES.get(other, ())


def _same_person(one: str, other: str) -> bool:
    """Tell whether two full forms with the same last word name one person.

    "Ann Lee" and "Mary Ann Lee" do (one ends the other), and so do "Sam Lee" and
    "Sam J. Lee" (same first word) or "D. Lee" (an initial); "Kim Lee" and "Pat
    Lee" do not; "Jerry Lee" and "Gerald Lee" do (a short form of the given name).
    """
    # "Van der Linde" opening a sentence is "van der Linde".
    a = [w.lower() if w.lower() in NAME_PARTICLES else w for w in one.split()]
    b = [w.lower() if w.lower() in NAME_PARTICLES else w for w in other.split()]
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    if long[len(long) - len(short) :] == short:
        return True
    first_a, first_b = a[0].rstrip("."), b[0].rstrip(".")
    middles = [[w[:1] for w in a[1:-1]], [w[:1] for w in b[1:-1]]]
    if all(middles) and middles[0] != middles[1]:
        return False  # "George H. W. Bush" is not "George W. Bush"
    if first_a == first_b:
        return True
    if _short_form_pair(first_a, first_b):
        return True

    # ("D. Lee" is "Dana Lee"; so is "KP Gosavi" "Kiran Gosavi": initials without stops)
    def initials(word: str) -> bool:
        return len(word) == 1 or (len(word) <= 3 and word.isupper() and word.isalpha())

    initial = first_a if initials(first_a) else first_b if initials(first_b) else None
    full = first_b if initial == first_a else first_a
    return initial is not None and not initials(full) and full[:1] == initial[:1]


def _role_nouns(phrases) -> frozenset[str]:
    """Return the nouns a story may use for someone described by ``phrases``.

    "Utah Gov." gives "governor", "Foreign Minister" gives "minister", "the Ohio
    Democrat" gives "democrat", "a former ambassador to Norway" gives "ambassador".
    """
    nouns = set()
    for phrase in phrases:
        for word in re.findall(r"[a-z][a-z\-]*", phrase.lower()):
            word = TITLE_NOUNS.get(word, word)
            if word in ROLES or word in TITLES:
                nouns.add(word)
                # ("Irish taoiseach Leo X" is "the Irish politician")
                nouns.update(_ROLE_KINDS.get(word, ()))
    return frozenset(nouns)


def _kinds_of_roles() -> dict[str, tuple[str, ...]]:
    """Return each role's kinds from lexicon/role_kinds.txt ("taoiseach": ("politician",))."""
    kinds: dict[str, list[str]] = {}
    for kind, *roles in (line.split() for line in lines("role_kinds")):
        for role in roles:
            kinds.setdefault(role, []).append(kind)
    return {role: tuple(found) for role, found in kinds.items()}


_ROLE_KINDS = _kinds_of_roles()


# "joined her at", "told her,", "sent her a text": "her" with no noun after it is an object,
# not a possessive.
_OBJECT_HER = re.compile(
    r"\s*(?:[,.;:!?]|(?:at|to|in|on|for|with|from|about|after|before|and|as|by|that"
    r"|a|an|the|how|what|why|whether)\b)"
)


_SUBJECT_PRONOUN = re.compile(r"\b(?:[Hh]e|[Ss]he)\b")


# "he said", "she told reporters": a pronoun that is a cue's subject.
_PRONOUN_CUE = re.compile(r"\s+(?:\w+ly\s+)?" + _VERB_CUE_PATTERN + r"\b")
# "says she", "said that he": the pronoun that opens what someone says
_SAYS_PRONOUN = re.compile(_PRONOUN_CUE.pattern + r"\s+(?:that\s+)?([Ss]he|[Hh]e)\b")


_PREPOSITION_BEFORE_NAME = re.compile(
    r"\b(?:by|to|with|for|from|of|about|over|against|at|in|on|into|after|before|than)\s+"
    r"(?:[A-Z][\w.\-'\u2019]*\s+)*$"
)


# a sentence opening on a participle phrase, up to a name inside it: "Slamming X for "
_PARTICIPLE_BEFORE_NAME = re.compile(r"[A-Z][a-z]+(?:ing|ed)\s[^,;:.!?]*$")


_AND_BEFORE_NAME = re.compile(r"\b(?:and|&)\s+$")
# "his friend and collaborator Amy X", "her CBS This Morning colleague Charlie X": an owner's kin
# or fellow, set right before the name
_OWNER_BEFORE_NAME = re.compile(r"\b(?:his|her)\s+(?:[\w\-]+\s+){1,4}$")


def _guess_genders(text, paragraph_sentences, spoken_of, inside) -> dict[str, str]:
    """Guess each person's gender from pronouns in the sentences they open, and role nouns.

    ``paragraph_sentences`` holds the sentences of each story paragraph.
    """
    votes: dict[str, list[int]] = {}
    subjects: set[str] = set()  # those a "she" or "he" voted for
    for sentences in paragraph_sentences:
        for index, (start, end) in enumerate(sentences):
            names = _names_between(spoken_of, start, end)
            if len(set(names)) > 1:
                _vote_next_subject(text, sentences, index, spoken_of, votes)
            if not names:
                continue
            name = names[0]
            first = bisect.bisect_left(spoken_of, (start,))
            stretch = [(start, end)]
            if len(set(names)) > 1:
                # "Rihanna wasted no time expressing her relief at the verdict in Rocky's
                # trial": the pronouns before anyone else is named are the first one's
                stretch = [(start, next(s for s, _e, n in spoken_of[first:] if n != name))]
            elif index + 1 < len(sentences):
                n_start, n_end = sentences[index + 1]
                if not _names_between(spoken_of, n_start, n_end):
                    stretch.append((n_start, n_end))
            if _SUBJECT_PRONOUN.search(
                text, start, spoken_of[first][0]
            ) or _OWNER_BEFORE_NAME.search(text, start, spoken_of[first][0]):
                # "Asked whether he had spoken with X, he said": a "he" before the name is
                # someone else, and so is the one after it; so is the owner in "written
                # with his friend Amy X at his home, he explained"
                continue
            if _PREPOSITION_BEFORE_NAME.search(text, start, spoken_of[first][0]):
                # "Asked by Matt X whether she had practised, she said", "Of the scrutiny
                # over Melania X, he said": a preposition's object is not the sentence's
                # subject, whom the pronouns after it may be
                continue
            if _AND_BEFORE_NAME.search(text, start, spoken_of[first][0]):
                # "The 'Victorious' star and Gomez married at her home": the name shares the
                # subject with someone described, whom the pronouns may be
                continue
            if _PARTICIPLE_BEFORE_NAME.match(text, start, spoken_of[first][0]):
                # "Slamming the bosses for protecting Holly, he said": a name inside the
                # participle phrase a sentence opens on is its object; the subject follows
                continue
            tally = votes.setdefault(name, [0, 0])
            stretch[0] = (spoken_of[first][1], stretch[0][1])
            # "One of the women addressed the court, telling how X had grabbed her arm": the
            # sentence's subject, one of a group of one sex, is whom its pronoun takes up
            group = _ONE_OF_A_SEX_OPENS.match(text, start, spoken_of[first][0])
            group_side = (
                None if group is None else 0 if group.group("noun") in _FEMALE_GROUPS else 1
            )
            for k, (s, e) in enumerate(stretch):
                other = None  # the gender of someone else an object pronoun brought in
                for pronoun in _PRONOUN.finditer(text, s, e):
                    if inside(pronoun.start()):
                        continue
                    word = pronoun.group().lower()
                    side = 0 if word.startswith(("s", "her")) else 1
                    if k == 0 and (
                        word == "him" or (word == "her" and _OBJECT_HER.match(text, pronoun.end()))
                    ):
                        # "X, the director who had cast him", "X, who joined her at the
                        # briefing": an object is someone else, and so, in "X interrupted
                        # her as she spoke", is the same pronoun after it in the sentence.
                        other = side
                        continue
                    if k == 0 and side == other:
                        continue
                    if _someone_else_before(text, spoken_of[first][1], pronoun.start(), side):
                        continue
                    if k == 0 and side == group_side:
                        continue
                    # 'X welcomed her resignation. "...," he said.': the cue's own subject
                    # outweighs a possessive that may be anyone's.
                    weight = 2 if _PRONOUN_CUE.match(text, pronoun.end()) else 1
                    tally[side] += weight
                    if word in ("she", "he"):
                        subjects.add(name)
    # (the text's pronouns say who someone is, whatever a list says of their given name: a
    # list outweighing even one pronoun misgendered a trans woman the text calls "she" once;
    # but one possessive or object pronoun alone, "Martha X said the scandal is the latest in
    # his career", may be anyone's, and does not overrule the given name)
    return {
        name: "f" if f > m else "m"
        for name, (f, m) in votes.items()
        if f != m
        and not (
            f + m == 1
            and name not in subjects
            and full_name_gender(name) not in (None, "f" if f else "m")
        )
    }


_FEMALE_GROUPS = ("women", "girls", "sisters", "daughters", "mothers", "wives", "actresses")
_ONE_OF_A_SEX_OPENS = re.compile(
    r"\s*(?:[Oo]ne|[Aa]nother)\s+of\s+(?:the|his|her|their|[a-z]+)\s+(?:[a-z\-]+\s+){0,3}"
    r"(?P<noun>"
    + "|".join(_FEMALE_GROUPS)
    + r"|men|boys|brothers|sons|fathers|husbands|actors)\s+[a-z]"
)
# "after he released": a subject's pronoun inside the sentence, in lower case
_MID_SENTENCE_SUBJECT = re.compile(r"s?he\b")
# a determined noun ("the Queen", "his wife", "a waitress"): whom a later pronoun may take up
_DETERMINED_NOUN = re.compile(
    r"\b(?:the|his|her|their|a|an)\s+(?P<noun>[A-Za-z\-]+)\b(?:\s+(?P<head>[a-z\-]+)\b)?"
)


def _someone_else_before(text: str, name_end: int, pos: int, side: int) -> bool:
    """Tell whether a determined noun of the pronoun's sex comes between a name and the
    pronoun at ``pos`` ("X thanked the Queen, saying she ...", "X praised his wife, saying
    she ..."): the pronoun takes that person up, not the name. (An apposition right after
    the name, "X, the actress, said she", describes the name itself.) So does a post's noun
    of either sex, past a modifier, before a subject's pronoun in the same sentence ("X was
    referring to the pop star after he released"; not in "X persuaded the judge to let her",
    an object's)."""
    said = "f" if side == 0 else "m"
    mid_sentence = _MID_SENTENCE_SUBJECT.match(text, pos) is not None
    for match in _DETERMINED_NOUN.finditer(text, name_end, pos):
        if match.start() - name_end <= 2:
            continue
        sex = gender_of_words(match.group("noun"), True)
        if sex == said or (
            sex is None
            and mid_sentence
            and any(is_role_word(word) for word in match.group("noun", "head") if word)
        ):
            return True
    return False


def _vote_next_subject(text, sentences, index, spoken_of, votes) -> None:
    """Count the "She"/"He" opening the sentence after one that opens on a name and names
    others too ("X, a nurse, spoke alongside Y. She said ..."): the subject goes on."""
    if index + 1 >= len(sentences):
        return
    start, end = sentences[index]
    n_start, n_end = sentences[index + 1]
    first = bisect.bisect_left(spoken_of, (start,))
    if first >= len(spoken_of) or spoken_of[first][0] != start:
        return  # the sentence does not open on its subject's name
    if _names_between(spoken_of, n_start, n_end):
        return
    opener = re.match(r"(She|He)\b", text[n_start : n_start + 4])
    name = spoken_of[first][2]
    said = "f" if opener and opener.group(1) == "She" else "m"
    if opener and given_name_gender(name.split()[0]) not in (None, said):
        # "Mira X interviewed Tom Y. He was asked ...": a "he" after a woman's given name is
        # someone else the sentence names, no vote for her
        return
    others = set(_names_between(spoken_of, start, end)) - {name}
    if (
        opener
        and given_name_gender(name.split()[0]) != said
        and any(given_name_gender(other.split()[0]) == said for other in others)
    ):
        # "Noth ... would flirt with Zoe at her desk. She claims ...": nor is a "she" after a
        # name that tells no gender, when the sentence names a woman by hers
        return
    if opener:
        tally = votes.setdefault(name, [0, 0])
        tally[0 if said == "f" else 1] += 1


def _names_between(spoken_of, start: int, end: int) -> list[str]:
    first = bisect.bisect_left(spoken_of, (start,))
    last = bisect.bisect_left(spoken_of, (end,))
    return [name for _s, _e, name in spoken_of[first:last]]


def _compound_noun(word: str) -> bool:
    """Tell whether a lower-case word may be the noun of a compound before a role noun
    ("finance" in "chief finance officer"): no function word, verb form, adverb or plural."""
    return (
        bool(re.fullmatch(r"[a-z][a-z\-]{2,}", word))
        and word not in _FUNCTION_WORDS
        and word not in CUE_WORDS
        and word not in _PRONOUN_WORDS
        and not word.endswith(("ly", "ed", "ing"))
        and (not word.endswith("s") or word.endswith("ss"))
    )


def _find_descriptors(
    text, story, cast: Cast, inside, known_ages: dict[str, list[int]] | None = None
) -> dict[str, tuple[list[str], list[int]]]:
    """Return descriptors and ages per person: "actress X", "X, the Y", "The Z singer, 37".

    ``known_ages`` are the ages printed with names ("Dunmore, 52,"): "the 52-year-old" is
    whoever is 52 when only one person is, not the last person named.
    """
    found: dict[str, tuple[list[str], list[int]]] = {}
    aged: dict[int, set[str]] = {}
    for name, numbers in (known_ages or {}).items():
        for number in numbers:
            aged.setdefault(number, set()).add(name)

    def add(name: str | None, phrase: str, age: int | None = None) -> None:
        said = gender_of_words(phrase) if phrase else None
        if said and cast.genders.get(name, said) != said:
            return  # "the actress" is not the man named before
        if name:
            entry = found.setdefault(name, ([], []))
            if phrase:
                entry[0].append(phrase)
            if age is not None:
                entry[1].append(age)

    for start, end, name in cast.spoken_of:
        clause = text[max(0, start - 60) : start]
        clause = re.split(r"[.;:!?]\s|\n|[\"\u201c\u201d]", clause)[-1]
        words = clause.split()
        apposition = clause.rstrip().endswith(",")
        if apposition:
            phrase = clause.rstrip()[:-1].split(",")[-1].strip()
            if phrase.split() and phrase.split()[0].lower() in CUE_WORDS:
                phrase = phrase.split(None, 1)[1] if len(phrase.split()) > 1 else ""
                # "said her former teammate, Saskia Mulder": the cue is not the descriptor
            head = phrase.split()[-1].lower() if phrase.split() else ""
            # ("Asked about his mother, Armstrong said": a preposition's object, no apposition)
            if head in ROLES and len(phrase.split()) <= 5 and not _PREPOSITION_OPENS.match(phrase):
                add(name, phrase)
        elif words and words[-1].lower() in ROLES:
            kept = [words[-1]]
            compound = None
            for k in range(len(words) - 2, -1, -1):
                word = words[k]
                if word.endswith(","):
                    break  # "on Friday, Judge X": the clause before is not the descriptor
                if word[0].isupper() or word.lower() in _ROLES_AND_MODIFIERS:
                    kept.insert(0, word)
                elif compound is None and _compound_noun(word):
                    # "chief finance officer Jane X": a noun before the role makes one
                    # compound with it
                    compound = k
                    kept.insert(0, word)
                else:
                    break
            if compound is not None and kept[0] == words[compound]:
                edge = words[compound - 1] if compound else ""
                if not (edge == "" or edge.endswith(",") or edge.lower() in DETERMINERS):
                    kept.pop(0)  # "to help officer Jane X": a verb, not a compound noun
            add(name, " ".join(kept))
        after = re.match(
            r",\s+((?:the|a|an)\s+[^,.;:\n\"\u201c\u201d]{1,60}?)(?=[,.;])", text[end : end + 80]
        )
        if after and phrase_head(after.group(1)) in ROLES:
            # "Cole Brandt, a 55-year-old hardware store owner,": the age comes with it
            year_old = _YEAR_OLD.search(after.group(1))
            add(name, after.group(1), int(year_old.group(1)) if year_old else None)

    lede = next((p for p in story if p.kind == PROSE), None)
    first_named: dict[str, int] = {}
    for start, _end, name in cast.spoken_of:
        first_named.setdefault(name, start)
    described: dict[int, str] = {}  # sentence start -> whom the description opening it is
    for start, end in cast.sentences:
        for match in _DESCRIPTOR.finditer(text, start, end):
            if inside(match.start()):
                continue
            phrase = match.group().rstrip()
            if all(w[:1].isupper() for w in phrase.split()[1:]) and len(phrase.split()) > 2:
                continue  # "The Health Service Executive": a body's proper name
            head = phrase.split()[-1].lower().rstrip("\u2019'")
            year_old = _YEAR_OLD.search(phrase)
            lead = text[start : match.start()].strip()
            at_subject = not lead or lead.endswith(",") or lead.lower() in ("while", "as")
            if (
                not at_subject
                or not (head in ROLES or year_old)
                or phrase.endswith(("'s", "\u2019s"))
                # ("The family statement said the news presenter": a clause, no noun phrase)
                or any(w in _VERB_CUES for w in phrase.lower().split())
            ):
                continue
            # "The gallery's director, Dr. Ana de la Cruz, said": the name in apposition;
            # "The shadow chief secretary to the Treasury, Sir Oliver X,": after its object.
            apposed = _APPOSED_AFTER_PP.match(text, match.end(), min(end, match.end() + 120))
            name = cast.lookup(apposed.group(1)) if apposed else None
            # "..., Sir Malcolm Pryde, the 51-year-old MP for Hexley wrote:": a description
            # that runs on into a cue verb, not closed by a comma, is the clause's subject,
            # not an apposition of the name before it.
            runs_on = re.match(r"[^,.;:!?\"\u201c\u201d]*", text[match.end() : end]).group()
            subject_of_cue = any(w in _VERB_CUES for w in runs_on.lower().split())
            if name is None and lead.endswith(",") and not subject_of_cue:
                # "Fiona X, the MP for Y,": the description of the name just before it
                index = bisect.bisect_left(cast.spoken_of, (match.start(),))
                if index and match.start() - cast.spoken_of[index - 1][1] <= 3:
                    name = cast.spoken_of[index - 1][2]
            holders = set()
            aged_other = set()  # those printed with another age than the description's
            if year_old:
                # (an age printed with a description counts: "The actress, 38," then
                # "The 38-year-old laughs")
                number = int(year_old.group(1))
                holders = aged.get(number, set()) | {
                    n for n, (_d, ages) in found.items() if number in ages
                }
                aged_other = {n for n, ages in (known_ages or {}).items() if number not in ages}
            if name is None and len(holders) == 1:
                name = next(iter(holders))
            if name is None and not year_old and "'" not in phrase and "\u2019" not in phrase:
                name = (
                    _holder_of(found, phrase, head, first_named, match.start())
                    or _named_after_lede(cast, lede, match.start())
                    # ("the judge is explaining why ..." before "Judge Thomas X released"):
                    # the one the story names with the role later, if only one
                    or (
                        _holder_of(found, phrase, head, first_named, len(text) + 1)
                        if head in TITLES and not _proper_qualifiers(phrase)
                        else None
                    )
                )
            if name is None and not OWNED_BY_NOUN.match(phrase) and head not in LABEL_NOUNS:
                # (never one described by the role with other proper words: "The Newcastle
                # legend" is not who was the "Arsenal legend"; nor someone of a group, "the
                # couple's security guard", whom only a name set beside it tells; nor one a
                # label noun stands for, "The friend continued": someone the story names not)
                guesses = (
                    _epithet_subject(cast, phrase),
                    _gendered_subject_before(cast, text, phrase, match.start(), described),
                    _famous_subject(cast, phrase),
                )
                # (nor one whose age the story prints as another: "The 26-year-old dancer
                # rooted for Page, 33," is not Page; nor one the story gives only a post)
                name = next(
                    (
                        guess
                        for guess in guesses
                        if guess
                        and not qualifiers_clash(phrase, found.get(guess, ((),))[0], head)
                        and guess not in aged_other
                        and not _fame_for_a_post(phrase, found.get(guess, ((),))[0])
                    ),
                    None,
                )
            # "Republican candidate Donald X ... Sen. Paul Y ... The GOP nominee said"
            name = party_fit(
                cast,
                lambda n: descriptors_party(found.get(n, ((),))[0]),
                phrase,
                name,
                match.start(),
            )
            if name and not lead:
                described[start] = name
            age_match = re.match(r",\s*(\d{1,3}),", text[match.end() : match.end() + 8])
            age = int(age_match.group(1)) if age_match else None
            if year_old:
                age = int(year_old.group(1))
            add(name, phrase, age)
    return found


# "the Goop founder", "The Shallow Hal star", "the Oscar-winning actress": "the", capitalised
# words (no party: "the Republican nominee" is a post) and a noun for a famous person
_EPITHET = re.compile(
    r"[Tt]he\s+(?:(?!(?:"
    + "|".join(sorted(words("parties") | {"Democratic", "GOP"}))
    + r")\b)[A-Z][\w'\u2019.\-]*\s+){1,4}(?:"
    + "|".join(sorted(_FAME_NOUNS))
    + r")"
)


_REPUBLICAN = re.compile(r"\b(?:Republicans?|GOP)\b")
_DEMOCRAT = re.compile(r"\b(?:Democrats?|Democratic)\b")


def party_of(phrase: str) -> str | None:
    """Return the US party a phrase gives ("R" for "the GOP nominee", "D" for "Democrat
    Hillary X"), None for none or both."""
    republican, democrat = bool(_REPUBLICAN.search(phrase)), bool(_DEMOCRAT.search(phrase))
    return "R" if republican and not democrat else "D" if democrat and not republican else None


def descriptors_party(descriptors) -> str | None:
    """Return the one party a person's descriptors give, None for none or both."""
    parties = {party_of(d) for d in descriptors} - {None}
    return parties.pop() if len(parties) == 1 else None


def party_fit(cast: Cast, party_by_name, phrase: str, name: str | None, pos: int) -> str | None:
    """Return whom a description with a party ("the GOP nominee") chosen as ``name`` at ``pos``
    stands for: ``name`` if the story gives them that party (``party_by_name``), else the
    last person named before it whom the story gives that party, else no one if ``name`` has
    the other party."""
    party = party_of(phrase)
    if not party or party_by_name(name) == party:
        return name
    index = bisect.bisect_left(cast.spoken_of, (pos,))
    for _s, _e, other in reversed(cast.spoken_of[:index]):
        if party_by_name(other) == party:
            return other
    return None if party_by_name(name) else name


def _epithet_subject(cast: Cast, phrase: str) -> str | None:
    """Return whom an epithet naming a star by a work, a brand or a prize ("The Whale star",
    "the Goop founder") describes, when no one holds it: the story's subject."""
    return _story_subject(cast, phrase) if _EPITHET.fullmatch(phrase) else None


def _famous_subject(cast: Cast, phrase: str) -> str | None:
    """Return whom fame nouns alone ("The comedian and actor") describe when no one before
    them can be (the last guess, after one who holds only a post is ruled out): the story's
    subject."""
    return _story_subject(cast, phrase) if _fame_nouns_only(phrase) else None


def _story_subject(cast: Cast, phrase: str) -> str | None:
    """Return the person the story names first, its subject, unless ``phrase`` says a sex
    the story or their given name gives them not ("the Hacks actress" is no Ben X)."""
    if not cast.spoken_of:
        return None
    subject = cast.spoken_of[0][2]
    said = gender_of_words(phrase)
    known = _told_or_named_gender(cast, subject)
    return None if said in ("f", "m") and known and known != said else subject


def _fame_nouns_only(phrase: str) -> bool:
    """Whether ``phrase`` names someone by fame nouns alone ("The comedian and actor")."""
    nouns = [w for w in phrase.lower().split() if w not in DETERMINERS and w != "and"]
    return bool(nouns) and all(w in _FAME_NOUNS for w in nouns)


def _fame_for_a_post(phrase: str, descriptors) -> bool:
    """Whether ``phrase``, fame nouns alone, would describe one the story gives only a post:
    "The comedian and actor said" is not the "GLAAD President" quoted before."""
    held = _role_nouns(descriptors)
    return _fame_nouns_only(phrase) and bool(held & TITLES) and not held & _FAME_NOUNS


def speaker_before(cast: Cast, text: str, pos: int) -> str | None:
    """Return the person named as a cue's subject in the sentence before ``pos`` ("Queen
    Elizabeth II was the "rock" ..., Liz Truss has said"): whom the next description takes
    up, rather than the person the sentence opens on."""
    index = bisect.bisect_right(cast.sentences, (pos, pos)) - 1
    if index < 1 or cast.sentences[index][0] <= pos < cast.sentences[index][1]:
        index -= 1  # (the sentence the description opens is no sentence before it)
    if index < 0:
        return None
    start, end = cast.sentences[index]
    first = bisect.bisect_left(cast.spoken_of, (start,))
    for m_start, m_end, name in cast.spoken_of[first:]:
        if m_start >= end:
            break
        if _CUE_AFTER.match(text, m_end):
            return name
    opener = cast.spoken_of[first] if first < len(cast.spoken_of) else None
    if (
        opener
        and _OPENS_SENTENCE.fullmatch(text, start, opener[0])
        and _PARTICIPLE_CUE.search(text, opener[1], end)
    ):
        # "Bolton distanced himself from the movement by saying he would serve": a
        # participle's subject is the sentence's, who opens it
        return opener[2]
    return None


# up to a title before the name that opens a sentence
_OPENS_SENTENCE = re.compile(r"\s*(?:[A-Z][a-z]{1,4}\.|[A-Z][a-z]+)?\s*")
# a speech participle hung on the clause's subject: ", saying", "by telling"
_PARTICIPLE_CUE = re.compile(
    r"(?:,|\bby)\s+(?:saying|telling|adding|noting|arguing|insisting|explaining|writing)\b"
)


def _gendered_subject_before(
    cast: Cast, text: str, phrase: str, pos: int, described: dict[int, str]
) -> str | None:
    """Return whom a description opening its sentence takes up: the person the sentence
    before opened on, by name or by a description of them ("The singer was knighted by
    Queen Elizabeth II ... The performer was also ..."), unless the description says a sex
    ("The Oscar winner actress") that person is not known to have and the one last named
    with it is ("Gwyneth X shared her ...", then "that Sanderson ... was at fault")."""
    index = bisect.bisect_right(cast.sentences, (pos, pos)) - 1
    if index >= 0 and cast.sentences[index][0] <= pos < cast.sentences[index][1]:
        index -= 1  # (the sentence the description opens is no sentence before it)
    name = (
        speaker_before(cast, text, pos)
        or (described.get(cast.sentences[index][0]) if index >= 0 else None)
        or cast.subject_before(pos, text)
    )
    said = gender_of_words(phrase)
    if said not in ("f", "m") or _told_or_named_gender(cast, name) == said:
        return name
    index = bisect.bisect_left(cast.spoken_of, (pos,))
    for _s, _e, other in reversed(cast.spoken_of[max(0, index - 50) : index]):
        if _told_or_named_gender(cast, other) == said:
            return other
    return name


def _told_or_named_gender(cast: Cast, name: str | None) -> str | None:
    """Return the gender the story tells for ``name``, else the one its given name suggests
    ("Rose McGowan": she)."""
    if name is None:
        return None
    return cast.genders.get(name) or full_name_gender(name)


_POSTMODIFIER = re.compile(r"\s+(?:of|for|at|in|on|to|with|from|who|which|whose|that)\s")


def phrase_head(phrase: str) -> str:
    """Return the head noun of a noun phrase, lower-case: its last word before any
    prepositional phrase or relative clause ("the Republican chairman of the committee":
    "chairman")."""
    words = _POSTMODIFIER.split(phrase, maxsplit=1)[0].split()
    return words[-1].lower().strip("\u2019'") if words else ""


def _holder_of(found, phrase: str, noun: str, first_named: dict[str, int], pos: int) -> str | None:
    """Return the one person named before ``pos`` and described with the role ``noun``, if
    only one is: "the chief executive" goes on meaning whoever the story introduced so, but
    "The Newcastle legend" not whoever was "England and Arsenal legend"."""
    holders = [
        name
        for name, (phrases, _ages) in found.items()
        if first_named.get(name, pos) < pos
        and noun in _role_nouns(phrases)
        and not qualifiers_clash(phrase, phrases, noun)
    ]
    return holders[0] if len(holders) == 1 else None


_PROPER_WORD = re.compile(r"\b[A-Z][\w\-]+")


def _proper_qualifiers(phrase: str) -> set[str]:
    """Return the capitalised words of a description that qualify its role, cut to five
    letters ("Mexico" and "Mexican" agree); no determiner, title or role word ("Former
    Attorney General")."""
    return {
        word[:5]
        for word in _PROPER_WORD.findall(phrase)
        if (lower := word.lower().rstrip(".")) not in DETERMINERS
        and lower not in TITLES
        and not is_role_word(lower)
        and lower not in _ROLE_MODIFIERS
    }


def qualifiers_clash(phrase: str, descriptors, head: str) -> bool:
    """Tell whether the proper words qualifying the role ``head`` in ``phrase`` ("The
    Newcastle legend") and in the descriptors with that role ("England and Arsenal legend")
    are both there and share none: two people, not one described twice."""
    if re.search("[\"\u201c\u201d\u2018\u2019']", phrase):
        return False  # 'the "Strip That Down" artist': a work, and a star has many
    if party_of(phrase) or _PARTY_NAMES & {w.lower() for w in _PROPER_WORD.findall(phrase)}:
        return False  # "The GOP nominee": a party (see party_fit)
    wanted = _proper_qualifiers(phrase)
    described = {
        word
        for descriptor in descriptors
        if head in descriptor.lower().split()
        for word in _proper_qualifiers(descriptor)
    }
    if wanted and described and not wanted & described:
        return True
    # "the prime minister" is not who was "Scotland's First Minister": two posts
    post = _post_word(phrase, head)
    posts = {word for descriptor in descriptors if (word := _post_word(descriptor, head))}
    return bool(post and posts and post not in posts)


def _post_word(phrase: str, head: str) -> str | None:
    """Return the word that makes a post of the role ``head`` in ``phrase`` ("prime" in
    "the prime minister"; lexicon/post_words.txt), if one stands right before it."""
    before = re.search(r"([a-z]+)[\s\-]+" + re.escape(head) + r"\b", phrase.lower())
    return before.group(1) if before and before.group(1) in _POST_WORDS else None


def _named_after_lede(cast: Cast, lede: Paragraph | None, pos: int) -> str | None:
    """Return the person first named after a description in the opening paragraph ("The
    chief executive of X has been accused ..." then "Fiona X, 56, appeared ..."), when no one
    is named before it there: a story describes its subject first and names them next."""
    if lede is None or not lede.start <= pos < lede.end:
        return None
    index = bisect.bisect_left(cast.spoken_of, (pos,))
    if index != bisect.bisect_left(cast.spoken_of, (lede.start,)) or index >= len(cast.spoken_of):
        return None
    return cast.spoken_of[index][2]
