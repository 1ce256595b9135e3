"""Turn a cue's subject (a name, a pronoun, a description) into a speaker and a label
(``_resolve``, ``_first_reference``).
"""

from __future__ import annotations

import bisect
import re

from ..lexicon import IRREGULAR_PAST, words
from ..patterns import LEADING_PARTICLE, OWNED_BY_NOUN, POSSESSIVE, SUBORDINATORS, alternation
from ..people import (
    _EDGE_WORDS,
    DEMONYM,
    ROLES,
    TITLES,
    Cast,
    inflect,
    is_role_word,
    plural_of_role,
    strip_possessive,
)
from .context import _APPOSED_NAME, _ROLE_THEN_NAME
from .labels import (
    _GENERIC,
    _GROUP_NOUNS,
    _LABEL_KINDS,
    _ORGANISATION_NOUNS,
    _ORGANISER_PLURALS,
    _PART_NOUNS,
    _SOURCE_AFTER,
    _SOURCE_NOUNS,
    _SOURCE_PHRASE,
    _SPOKES_PLURALS,
    _THING_NOUNS,
    LABEL_NOUNS,
    NOBODY,
    SOURCE_LABEL,
    STATEMENT_LABEL,
    _as_label,
    _body_label,
    _indefinite_head,
    _is_person_noun,
    _label,
    _listed,
    _with_article,
)
from .resolver import _Resolver

_REFERENCE = re.compile(
    r"\b(?:(?P<label>(?:[Oo]ne|[Aa]nother|[Ss]omeone)\b"
    # "One European negotiator": a capitalised adjective before a lower-case noun
    r"(?:\s+[A-Z][a-z]+(?=\s+[a-z]))?(?:\s+[a-z]+){0,2})"
    r"|(?P<desc>(?:[Tt]he|[Aa]n?)\s+(?:[^\s,.;:]+\s+){0,5}?(?:(?:\d{1,3}-year-old|(?i:"
    + "|".join(sorted(ROLES | LABEL_NOUNS))
    + r"))\b(?!\s+[A-Z][a-z])"
    # "The 24-year-old American, seeded ninth,": a nationality as the noun
    + r"|(?:\d{1,3}-year-old\s+)?"
    + DEMONYM
    + r"(?=\s*,|\s+(?:\w+ly\s+)?[a-z]+ed\b|\s+(?:who|has|had|was|is|says)\b)))"
    r"|(?P<pron>[Hh]e|[Ss]he|[Tt]hey)\b"
    r"|(?P<name>(?:" + LEADING_PARTICLE + r"\s+){0,2}"
    r"(?:(?:al|el)-)?[A-Z][\w'\u2019.\-]*(?:\s+[A-Z][\w'\u2019.\-]*){0,3}))"
)


# things someone writes and sends, whose words are the sender's
_SENT_NOUNS = words("sent_nouns")
_SUIT_NOUNS = frozenset(["suit", "lawsuit", "complaint", "petition", "filing", "claim"])
# "The Guardian's editor", "the BBC's director-general": an owner's post
_BODY_OWNER = re.compile(r"[Tt]he\s+(?P<owner>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3})['\u2019]s\s")
# "Disney fired X", "HelloFresh the following day dropped X": up to three lower-case words,
# a verb in the past tense, and a capitalised object
_DOES_TO_SOMEONE = re.compile(
    r"(?:\s+[a-z][\w\-]*){0,3}?\s+(?:[a-z]+ed|" + alternation(IRREGULAR_PAST) + r")"
    r"\s+(?P<object>[A-Z][\w\-]*)"
)
# a word in the past tense or the third person, a verb after "Another" ("Another featured")
_VERB_LIKE = re.compile(r"[a-z]+(?:ed|es|ts|ds)")


# Up to two modifiers between "One"/"A" and the noun of someone introduced; a determiner
# starts another phrase ("a set the singer described": no singer introduced).
_INTRO_GAP = r"(?:(?!(?:the|his|her|their|its)\s)[A-Za-z\-]+\s+){0,2}?"


def _introduction(text: str, words: list[str], pos: int) -> int | None:
    """Return where "One <words>" / "A <words>" last introduced someone unnamed before
    ``pos`` (within a few paragraphs), else None."""
    intro = re.compile(
        r"(?:^|(?<=[.!?\n]\s)|(?<=\n))\s*(?:One|An?|Another)\s+"
        + _INTRO_GAP
        + r"\s+".join(re.escape(w) for w in words)
        + r"\b(?![\w\-])"
    )
    found = None
    for match in intro.finditer(text, max(0, pos - 1500), pos):
        found = match.start()
    return found


# The introducing phrase itself, up to the comma or verb after it ("A senior officer").
_INTRO_PHRASE = re.compile(r"\s*(?:One|An?|Another)(?:\s+[A-Za-z\-]+){1,3}")

_AUXILIARIES = frozenset(
    ["be", "been", "being", "is", "are", "was", "were", "will", "would", "could", "should"]
)


# Words that join a noun to what follows it, never a modifier before a noun.
_PREPOSITION_WORDS = (
    r"(?:to|for|with|at|on|in|of|from|by|about|into|near|behind|inside|outside|over|under"
    r"|after|before|against|and|or|but)"
)
# A noun phrase, then a relative clause without "that" whose subject is determined: "a set
# the singer", "the day his manager" (not "a man near the front": a preposition's object).
_OBJECT_RELATIVE = re.compile(
    r"(?i:an?|the)\s+(?:(?!" + _PREPOSITION_WORDS + r"\s)[a-z][a-z\-]*\s+){1,2}?"
    r"(?P<subj>(?:the|his|her|their)\s+[a-z][a-z\-]*)"
)


_OWNED_NAME = re.compile(r"\S.*?" + POSSESSIVE + r"\s+(?P<name>[A-Z][^\s,]*(?:\s+[A-Z][^\s,]*)*)")


# what names a body's name goes on with: "(the Bureau) of Meteorology"
_NAME_COMPLEMENT = re.compile(r"\s+of\s+(?:the\s+)?[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3}")
# "the Department of Justice", "the Office of the Governor": a body's proper name, built on an
# organisation's noun, whose last word may be a post's
_BODY_OF = re.compile(
    r"(?:[Tt]he\s+)?(?:[A-Z][\w.\-]*\s+)*(?P<noun>[A-Z][a-z]+)" + _NAME_COMPLEMENT.pattern
)


# a determined noun phrase, then whom it acts for or who holds it: "the law firm representing
# them", "the memo obtained by CNN"
_ACTING_FOR = re.compile(
    r"(?P<head>(?:the|a|an)\s+(?:[\w\-]+\s+){0,3}?[\w\-]+)\s+"
    r"(?:representing|acting\s+(?:for|on\s+behalf\s+of)|retained\s+by|hired\s+by"
    # ("the note obtained by the outlet said", "a memo seen by the BBC says": who holds a
    # writing now is not who wrote it)
    r"|(?:obtained|seen|viewed|reviewed)\s+by)\s+\S.*",
    re.IGNORECASE,
)

# "The wife of newsreader Huw X", "the mother of singer Ray Y": someone named by their tie to a
# person, who is not that person
# (the tie alone, "of newsreader Huw X", ends a cue's subject in attribution too)
_TIE = r"of\s+(?:[a-z\-]+\s+){0,3}?(?P<owner>[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*){0,3})"
_TIE_OF = re.compile(r"(?:[Tt]he|[Aa]n?)\s+(?:[a-z\-]+\s+){0,2}?(?P<noun>[a-z\-]+)\s+" + _TIE)


def _family_owner(subject: str, words: list[str], where, resolver: _Resolver) -> str | None:
    """Return whose family (or parents) a subject is: a name ("Perry's family"), a description
    ("the singer's family") or a pronoun ("her family"; never "his parents", whose words he
    recounts)."""
    pos, paragraph = where
    kin = re.fullmatch(r"(?P<owner>.+?)" + POSSESSIVE + r"\s+(?:family|parents)", subject)
    if kin:
        owner = kin.group("owner")
        if owner.lower().startswith("the "):
            return resolver.cast_holder(owner.split()[-1].lower(), pos)
        return resolver.cast.lookup(owner)
    if words[0] in ("his", "her") and words[1:] == ["family"]:
        return resolver.pronoun(words[0], pos, paragraph)
    return None


# A sentence opening on "The family" (a band, a group) right before the quote a "they" cues
# (the text up to its opening mark).
_GROUP_SPOKE_BEFORE = re.compile(
    r"(?:^|[.!?]\s+)The\s+(?P<noun>family|band|group)\s[^.!?\"\u201c\u201d\n]*[.!?]\s+"
    r"[\"\u201c]$"
)


# "the" and the titles before a name ("the Reverend", "the Rev.", "the Right Reverend")
_THE_TITLED = re.compile(
    r"[Tt]he\s+(?:(?:(?i:"
    + alternation(TITLES | {"right", "rt", "most", "very", "hon", "honourable", "honorable"})
    + r")\.?)\s+)+(?=[A-Z])"
)


def _resolve(subject: str, where, cue, resolver: _Resolver, fans: bool):
    """Return ``(speaker, label)`` for a subject phrase: a name, a pronoun, a description."""
    subject = subject.strip()
    lowered = subject.lower()
    words = lowered.split()
    first = words[0]
    pos, paragraph = where
    described = _DESCRIBED_NAME.match(subject)
    if described and not _is_person_noun(described.group("next") or "x"):
        # "An emotional Fraser took to the stage exclaiming", "a tearful Holly said": a
        # name with an epithet before it is the subject, whatever follows it
        named = resolver.cast.lookup(described.group("name"))
        if named:
            return named, None
    body = _BODY_OF.fullmatch(subject)
    if body and body.group("noun").lower() in _ORGANISATION_NOUNS:
        # "the Department of Justice said": a body speaks (see STATEMENT_LABEL), no justice
        return None, STATEMENT_LABEL
    acting = _ACTING_FOR.fullmatch(subject)
    if acting:
        # "the law firm representing them said", "a lawyer acting for the family said": the
        # noun phrase speaks; those it acts for do not
        return _resolve(acting.group("head"), where, cue, resolver, fans)
    tie = _TIE_OF.fullmatch(subject)
    owner = resolver.cast.lookup(tie.group("owner")) if tie else None
    if owner and tie.group("owner").startswith("The "):
        # "The former host of The Daily Show Jon X wrote": a title, then the subject's name
        return owner, None
    if owner and _is_person_noun(tie.group("noun").lower()):
        # "The wife of newsreader Huw X has said he is ...": his wife as the story describes
        # or names her next ("His wife, Vicky Y,"), else his wife unnamed; never him
        noun = tie.group("noun").lower()
        related = resolver.related_to(owner, noun) or resolver.first_holder_after(noun, pos)
        if related and related != owner:
            return related, None
        return None, f"{owner}\u2019s {noun}"
    head_noun = _indefinite_head(words)
    if head_noun is not None:
        # "A source on the board told": the label is the noun the phrase is built on, not
        # the place after it; "a person close to her" is an anonymous source.
        if head_noun == SOURCE_LABEL:
            return None, SOURCE_LABEL
        subject = " ".join(subject.split()[: len(head_noun)])
        lowered = subject.lower()
        words = head_noun
    if len(words) > 1 and words[-1] in ("he", "she") and first in ("a", "an", "the"):
        # "on a budget she describes as ...": a relative clause without "that"; the pronoun
        # is the subject, the noun before it is an object
        return _resolve(words[-1], where, cue, resolver, fans)
    inner = _OBJECT_RELATIVE.fullmatch(subject)
    if inner:
        # "a set the singer described as ...": likewise with a determined subject
        return _resolve(inner.group("subj"), where, cue, resolver, fans)
    if first in ("he", "she"):
        gender = "f" if first == "she" else "m"
        label = resolver.unnamed_subject(gender, pos, paragraph)
        if label:
            return None, label
        named = resolver.named_opener(gender, pos, paragraph)
        if named:
            return named, None
        return resolver.learn(resolver.person(gender, pos, paragraph, cue), gender), None
    possessor = re.match(
        r"(?:his|her|their|its|[^\s]+(?:\s+[^\s]+){0,2}?" + POSSESSIVE + r")\s", lowered
    )
    owned = _OWNED_NAME.fullmatch(subject) if possessor else None
    if owned and (named := resolver.cast.lookup(owned.group("name"))):
        # "Twitter's Adam Sharp said", "American Action Forum's Douglas Holtz-Eakin said":
        # a person named after the body they speak for
        return named, None
    if possessor:
        # "Deveraux's representative said", "her spokesperson said": someone unnamed who
        # speaks for a person; "his coach said": whoever the story calls the coach.
        head = words[-1].strip("\u2019'")
        if head in _SPOKES_PLURALS or head in _ORGANISER_PLURALS:
            return None, STATEMENT_LABEL  # "her representatives described it as ..."
        if head in LABEL_NOUNS:
            return None, _with_article(head)
        owner_name = _family_owner(subject, words, where, resolver)
        if owner_name:
            # "Perry's family said in a statement": the family speaks as itself, named by
            # the one whose family it is
            return None, f"{owner_name}\u2019s {head}"
        if head in _ORGANISATION_NOUNS:
            # "the mayor's office said", "her office said", "the city's transportation
            # department has said": an organisation speaks through an unnamed spokesperson
            # (see STATEMENT_LABEL)
            return None, STATEMENT_LABEL
        if first in ("his", "her", "their") and _is_person_noun(head):
            # "her lawyer said": the one the story describes as her lawyer, else someone
            # unnamed; never whoever was named last, who may be the "her"
            holder = resolver.role_holder(subject, head, pos)
            return (holder, None) if holder else (None, _with_article(head))
        owner = re.match(r"(.+?)" + POSSESSIVE + r"\s", subject)
        owner_name = resolver.cast.lookup(owner.group(1)) if owner else None
        if owner_name and _is_person_noun(head):
            # "Will Smith's mother stated" after "Will Smith's mother, Caroline Bright,": the
            # one the story describes as that person's mother
            related = resolver.related_to(owner_name, head)
            if related:
                return related, None
            # "Donald Trump's campaign manager says": the one the story describes by the role
            # (else see _owned_role); never the one named
            holder = resolver.role_holder(subject[owner.end() :], head, pos)
            if holder:
                return holder, None
        if owner and not owner_name:
            # "the authority's finance chief said" after "Its chief finance officer, Jane
            # X,": a body's post, in other words, that one person's descriptors hold
            holder = resolver.described_by(lowered[owner.end() :].split(), subject)
            if holder:
                return holder, None
            if (
                first == "the"
                and _is_person_noun(head)
                and _is_person_noun(strip_possessive(words[1]))
            ):
                # "the actor's lawyer told reporters": the one the story gives that post,
                # named before or after; never the actor
                holder = resolver.role_holder(subject, head, pos)
                holder = holder or resolver.first_holder_after(head, pos)
                if holder:
                    return holder, None
        if head in _THING_NOUNS and len(words) <= 3:
            # "Lam's report said", "Okafor's letter stated": a named person's document
            # speaks with its author's words
            owner = re.match(r"(.+?)['\u2019]s\s", subject)
            author = resolver.cast.lookup(owner.group(1)) if owner else None
            if author:
                return author, None
        return None, None
    if first == "the" and (words[-1] in _PUBLICATION_NOUNS or words[-2:] == ["editorial", "board"]):
        # "the editorial read", "the newspaper admitted", "the editorial board writes": the
        # publication the story named before speaks, never a person it wrote about
        return None, _publication_before(resolver.text, pos) or subject
    if first in ("the", "a", "an", "her", "his", "their", "its") and words[-1] in _SUIT_NOUNS:
        # "The suit alleges", "her complaint states": the words of the party who filed it
        filer = resolver.suit_filer(pos)
        # (no filer named: the suit speaks as itself, never the one it is against)
        return filer if any(filer) else (None, f"the {words[-1]}")
    if first == "they":
        # "One whip, who asked not to be named, was blunter. '...,' they said": the one
        # unnamed person just brought in, whom no pronoun gave a gender
        label = resolver.unnamed_subject(None, pos, paragraph)
        if label:
            return None, label
        group = _GROUP_SPOKE_BEFORE.search(resolver.text, max(0, pos - 1500), pos)
        if group:
            # 'The family confirmed he would retire. "...," they wrote': the family, not the
            # few of its members named before it
            return None, f"the {group.group('noun').lower()}"
        together = resolver.named_together_before(pos, paragraph)
        if together and not resolver.they_people:
            # "The co-creators, Marta X and David Y, released a statement. '...,' they
            # said": the people just named together
            return None, _listed(together)
        return resolver.they_person(pos, paragraph, cue), None
    if first == "the" and len(words) == 2 and words[1] in _ORGANISATION_NOUNS - _GROUP_NOUNS:
        # "the administration called it ...", "the embassy said": a body's spokesperson
        return None, STATEMENT_LABEL
    if len(words) == 1 and first in _ORGANISATION_NOUNS:
        # "police said he had ...": a body without an article speaks through a spokesperson
        return None, STATEMENT_LABEL
    head = words[-1].strip("\u2019'")
    if first in ("a", "an") and 2 <= len(words) <= 4 and head == "statement":
        # "An FA statement said", "a joint statement said": whoever issued it, unnamed
        return None, STATEMENT_LABEL
    if first == "the" and len(words) == 2 and head in _ORGANISER_PLURALS:
        return None, STATEMENT_LABEL  # "the organisers said": an event's body
    if first == "the" and len(words) == 2 and head in _ORGANISATION_NOUNS:
        # "the ministry said", "the department said": an organisation speaks through an
        # unnamed spokesperson (see STATEMENT_LABEL), with or without "statement"
        return None, STATEMENT_LABEL
    if lowered in _TOGETHER:
        # "the two said in a statement", "the couple said": the people just named together
        together = resolver.named_together_before(pos, paragraph)
        if together and _TOGETHER[lowered] in (None, len(together)):
            return None, _listed(together)
    if first in ("the", "a", "an") and len(words) > 1 and head in _GROUP_NOUNS:
        # "the couple said", "the pair said in a joint statement": not one person.
        return None, f"the {head}"
    if first in ("the", "a", "an") and len(words) > 1 and head in _THING_NOUNS:
        # "The ad claims", "the report says": the thing's own words, no person's. Not "a
        # report", mostly an object ("obtained a video and said"); not a message someone
        # sent, which is theirs; not "according to the report" after "The witness said".
        if first != "the" or head in _SENT_NOUNS or cue == "according to" or "and" in words:
            return None, None
        return None, _as_label(subject)
    if first == "the" and len(words) == 2 and head in LABEL_NOUNS - _LABEL_KINDS.keys():
        # "ESPN analyst Rory X, a former player, said ..." then "the analyst said": the named
        # person the story gives the role, unless someone unnamed took it on since.
        holder = resolver.cast_holder(head, pos)
        intro = _introduction(resolver.text, [head], pos) if holder else None
        if holder and (intro is None or _apposed_name(resolver, intro)):
            return holder, None
        # "Lynne X, a neighbor who lived nearby, said ..." then "the neighbor explained": the
        # named person the story last described so
        found = _described_before(resolver, head, pos)
        apposed = found and _apposed_name(resolver, found[-1])
        if apposed:
            return apposed, None
    if first in ("a", "an", "the") and _AUXILIARIES.intersection(words[1:]):
        # "that a new date would be (announced)": a passive verb's subject, not a speaker;
        # a label is always a noun phrase.
        return None, None
    if words in (["one"], ["another"]) and (words == ["one"] or resolver.last_label is None):
        # "Viewers were devastated. One wrote on X:": the noun left out is the plural the
        # sentence before is about ("a viewer")
        noun = resolver.plural_antecedent(pos)
        if noun:
            return None, _with_article(noun)
    if words in (["someone"], ["somebody"]) and not fans:
        # '"Answer the question!" someone yelled': no one the story can name or describe,
        # and no one else either (see NOBODY)
        return None, NOBODY
    if (
        first in _GENERIC
        or first in ("a", "an")
        or (first == "the" and any(w in LABEL_NOUNS for w in words[1:]))
    ):
        # An indefinite subject is someone new and unnamed: "one rider", "a guest".
        label = _label(subject, fans, resolver.last_label)
        if (
            label == "a person"
            and len(words) > 2
            and words[1] == "of"
            and _SOURCE_PHRASE.search(resolver.text, max(0, pos - 1500), pos)
        ):
            # "Two people familiar with the matter said ... One of the people said": one of
            # the anonymous sources the story brought in
            return None, SOURCE_LABEL
        return None, resolver.definite_label(label, pos) if first == "the" else label
    if first == "the" and len(words) == 2 and not _is_person_noun(head):
        # "One of the deckhands ... "...," the deckhand said": someone unnamed, met before as
        # "one of the deckhands", "a deckhand" or "one deckhand", and no named person's role.
        intro = re.compile(
            r"\b(?:[Oo]ne of the|[Oo]ne|[Aa]n?|[Aa]nother)\s+"
            + _INTRO_GAP
            + re.escape(head)
            + r"s?\b"
        )
        before = resolver.text[max(0, pos - 3000) : pos]
        found = [m.end() for m in intro.finditer(before)]
        if resolver.cast_holder(head, pos) is None and found:
            if head in _SOURCE_NOUNS and _SOURCE_AFTER.match(before, found[-1]):
                return None, SOURCE_LABEL  # "A person familiar with the talks": a source
            return None, _with_article(head)
    if first == "the" and 2 <= len(words) <= 4 and (_is_person_noun(head) or head in _PART_NOUNS):
        # "One restaurant owner on Front Street, who ... said ...": "the restaurant owner
        # said" is that unnamed person when the introduction is newer than any mention of a
        # named person the story gives the role.
        intro = _introduction(resolver.text, words[1:], pos)
        if intro is not None:
            holder = resolver.cast_holder(head, pos) if len(words) == 2 else None
            index = bisect.bisect_left(resolver.cast.spoken_of, (pos,))
            last_named = max(
                (
                    s
                    for s, _e, name in resolver.cast.spoken_of[max(0, index - 50) : index]
                    if name == holder
                ),
                default=-1,
            )
            if holder is None or last_named < intro:
                # (the fuller label it was introduced with: "One senior council officer",
                # "A senior officer at the council, who ..." with no quote of its own)
                label = _with_article(" ".join(words[1:]))
                fuller = _label(_INTRO_PHRASE.match(resolver.text, intro).group(), fans)
                if fuller.split()[-1] == head and len(fuller) > len(label):
                    label = fuller
                return None, resolver.definite_label(label, pos)
    titled = _THE_TITLED.match(subject)
    if titled and (named := resolver.cast.lookup(subject[titled.end() :])):
        # "the Reverend Roger X said", "the Right Reverend Jo Y said": a name after "the"
        # and titles
        return named, None
    proper = subject.split()[1:2]
    if (
        first == "the"
        and proper
        and proper[0][:1].isupper()
        and not _is_person_noun(head)
        and not re.fullmatch(DEMONYM, subject.split()[-1])
    ):
        # "the Las Vegas Sun reported": a publication reports under its name; "The White
        # House said", "the Smithsonian Institution said": an institution's proper name, no
        # role, speaks through a spokesperson (see body-named-as-speaker)
        if cue in _REPORT_CUES:
            return None, _body_label(subject)
        if all(word[:1].isupper() for word in subject.split()[1:]):
            return None, STATEMENT_LABEL
        return None, None
    if first == "the":
        plural = head.endswith("s") and not head.endswith(("ss", "us", "is"))
        if plural and not _is_person_noun(head):
            return None, None  # "the researchers said", "the figures show": not one person
        if len(words) == 2 and resolver.cast_holder(head, pos) is None:
            # "One European negotiator said ...": "the negotiator added" is that unnamed
            # person when no named person holds the role.
            found = _described_before(resolver, head, pos)
            if any(not _apposed_name(resolver, start) for start in found):
                return None, _with_article(head)
        if _is_person_noun(head) and resolver.cast_holder(head, pos) is None:
            # "said a prominent Republican National Committee member" then "the RNC member
            # said": the unnamed speaker met before with a fuller label of that noun
            known = resolver.definite_label(_with_article(head), pos)
            if known != _with_article(head):
                return None, known
        return resolver.by_role(subject, pos, paragraph, cue), None
    named = resolver.cast.lookup(subject)
    if (
        named is None
        and cue in _REPORT_CUES
        and _PUBLICATION_NAME.fullmatch(subject)
        and not re.fullmatch(DEMONYM, subject.split()[-1])
    ):
        # "CBS News reported", "according to Politico", "Pew found": a name the story gives no
        # person is a publication's or a pollster's, and it reports under that name
        return None, _body_label(subject)
    return named, None


# subjects that take up people just named together, with how many they are
_TOGETHER = {
    **dict.fromkeys(["the two", "the pair", "the couple", "the duo", "both"], 2),
    **dict.fromkeys(["the three", "the trio"], 3),
    # ("Smith's sons, Chris X and Toby Y, ... "...," the men said": however many were named)
    **dict.fromkeys(["the men", "the women", "the brothers", "the sisters", "the sons"], None),
}

_PUBLICATION_NOUNS = words("publication_nouns")
_PUBLICATION = r"(?P<name>(?:[Tt]he\s+)?[A-Z][\w.&\-]*(?:\s+[A-Z][\w.&\-]*){0,4})"
_PUBLICATION_NOUN = "(?:" + "|".join(sorted(_PUBLICATION_NOUNS)) + ")"
# "the editors of The Advocate", "The Advocate's editorial", "the Israeli newspaper Haaretz",
# "the Register, a daily newspaper"
_PUBLICATION_NAMED = re.compile(
    "|".join(
        [
            r"\b(?:editors?\s+(?:of|at)|editorial(?:\s+board)?\s+(?:of|in))\s+" + _PUBLICATION,
            _PUBLICATION.replace("name", "owner") + r"['\u2019]s\s+editorial\b",
            r"\b" + _PUBLICATION_NOUN + r"\s+" + _PUBLICATION.replace("name", "apposed"),
            _PUBLICATION.replace("name", "described")
            + r",\s+(?:a|an|the)\s+(?:[\w\-]+\s+){0,3}?"
            + _PUBLICATION_NOUN
            + r"\b",
        ]
    )
)


def _publication_before(text: str, pos: int) -> str | None:
    """Return the label of the publication the story names last before ``pos``, if any."""
    found = list(_PUBLICATION_NAMED.finditer(text, max(0, pos - 3000), pos))
    if not found:
        return None
    return _body_label(next(name for name in found[-1].groups() if name).rstrip("."))


# the cues of a publication's or a study's words, rather than a spokesperson's
_REPORT_CUES = frozenset(
    [*inflect("report"), *inflect("reveal"), *inflect("find"), *inflect("note")]
) | {"found", "according to"}
# a proper name of a few capitalised words ("CBS News", "the Las Vegas Sun", "Pew Research")
_PUBLICATION_NAME = re.compile(
    r"(?:[Tt]he\s+)?(?!(?:He|She|They|It|One|Another|Someone|I|We|You)\b)"
    r"[A-Z][\w.&\-]*(?:\s+(?:(?:of|for|and|on|the|&)\s+){0,2}[A-Z][\w.&\-]*){0,5}"
)


# "An emotional Fraser took", "a visibly tearful Holly": an article, lower-case words and a
# name, then at most a lower-case word (which must be no noun for a person: "a former
# Clinton aide" is the aide)
_DESCRIBED_NAME = re.compile(
    r"(?:[Aa]n?|[Tt]he)\s+(?:[a-z][a-z\-]*\s+){1,2}(?P<name>[A-Z][\w'\u2019\-]+"
    r"(?:\s+[A-Z][\w'\u2019\-]+){0,2})(?:\s+(?P<next>[a-z]+))?$"
)


_NAME_THEN_COMMA = re.compile(r"([A-Z][\w'\u2019\-]*),\s+$")


def _described_before(resolver: _Resolver, noun: str, pos: int) -> list[int]:
    """Return where someone is described as "a/one/another <noun>" ("a neighbor", "One
    European negotiator") within the 1,500 characters before ``pos``, in text order."""
    described = re.compile(
        r"\b(?:[Oo]ne|[Aa]n?|[Aa]nother)\s+" + _INTRO_GAP + re.escape(noun) + r"\b"
    )
    return [match.start() for match in described.finditer(resolver.text, max(0, pos - 1500), pos)]


def _apposed_name(resolver: _Resolver, pos: int) -> str | None:
    """Return the person whose name and a comma the description at ``pos`` follows ("Cole
    Brandt, a 55-year-old store owner,"): it describes that person, no one new."""
    match = _NAME_THEN_COMMA.search(resolver.text, max(0, pos - 40), pos)
    return resolver.cast.lookup(match.group(1)) if match else None


_VERB_NEXT = re.compile(
    r"\s+(?:\w+ly\s+)?(?!(?:and|or|but|nor|of|to|in|on|at|for|with|by|from|who|whom|whose"
    r"|which|that|as|the|a|an|his|her|their|its)\b)[a-z]"
)
# (capitalised too, opening the sentence: "In a highly critical op-ed by the star, George
# blasted:")
_PREPOSITION_BEFORE = re.compile(
    r"\b(?i:to|for|with|at|on|in|of|from|by|about|into|onto|towards?|against|over|under"
    r"|inside|outside|within|near|behind|beside|among|amid|amidst|during|despite|through"
    r"|without|beyond|via)\s+$"
)
# "a swipe at Republican", "a tweet from presumptive Republican": a description whose noun,
# a capitalised party or nationality word, is a preposition's object, not the phrase's head
_OBJECT_DESCRIPTION = re.compile(r"\s(?:at|on|in|of|to|for|with|from|by|about)\s[^,]*\b[A-Z]\w*$")


def _clause_subject(head: str, cast: Cast) -> int:
    """Return where the last subject of ``head`` starts (a person, pronoun or description
    followed by its verb, "X walked out"), or 0 to search from the start."""
    found = 0
    if not head.rstrip().endswith(","):
        return found
    for match in _REFERENCE.finditer(head):
        if match.group("name") and not cast.lookup(match.group()):
            continue
        if match.group("label") or not _VERB_NEXT.match(head, match.end()):
            continue
        if _OBJECT_DESCRIPTION.search(match.group()):
            continue
        if match.group("name") and _POSSESSIVE_END.search(match.group()):
            continue  # "at Donald Trump's stance on Brexit": an owner is no subject
        if match.group("name") and _THE_BEFORE.search(
            head, max(0, match.start() - 5), match.start()
        ):
            continue  # "sent her love to the Judd family": a name that modifies a noun
        if _PREPOSITION_BEFORE.search(head, max(0, match.start() - 12), match.start()):
            continue  # "paid tribute to Gemma once more": a preposition's object
        if _GERUND_NEXT.match(head, match.end()):
            continue  # "a photo of him and Liam sharing an embrace": no finite verb's subject
        if _SUBORDINATOR_BEFORE.search(head, max(0, match.start() - 12), match.start()):
            # "X welcomed the news that Kasich would quit, saying": the subject of a clause
            # within the sentence; the participle hangs on the main one
            continue
        found = match.start()
    return found


_GERUND_NEXT = re.compile(r"\s+[a-z]+ing\b")
_THE_BEFORE = re.compile(r"\b[Tt]he\s+$")
_POSSESSIVE_END = re.compile(POSSESSIVE + r"$")
_SUBORDINATOR_BEFORE = re.compile(r"\b(?:that|whether|" + "|".join(SUBORDINATORS) + r")\s+$")


# "Donald Trump's campaign manager", "Singer's statement": a name's possessive, then a noun
_OWNED = re.compile(r"(.+?)" + POSSESSIVE + r"\s+(?P<role>(?:[a-z][\w\-]*\s+){0,2}[a-z]+)$")


def _owned_role(subject: str, cast) -> str | None:
    """Return a cue's subject that is a named person's unnamed someone ("Donald Trump's
    campaign manager") as a label, with the name as the story gives it in full; else None."""
    owner = _OWNED.match(subject.strip())
    if owner is None or not _is_person_noun(owner.group("role").split()[-1]):
        return None
    name = cast.lookup(owner.group(1))
    return f"{name}\u2019s {owner.group('role')}" if name else None


def _document_owner(subject: str, cast) -> str | None:
    """Return the person whose statement, post or letter a cue's subject is ("Singer's
    statement"), else None."""
    owner = _OWNED.match(subject.strip())
    if owner is None or owner.group("role").split()[-1] not in _SENT_NOUNS:
        return None
    return cast.lookup(owner.group(1))


def _first_reference(clause: str, where, cue, resolver: _Resolver, fans):
    """Return ``(speaker, label)`` for the first person, pronoun or description in ``clause``,
    past a subordinate clause that opens it ("When Wallace died, Clinton released"), unless
    only that clause names anyone.

    A possessive ("the governor's website", "Brandl's post") is never the speaker.
    """
    lead = _SUBORDINATE_LEAD.match(clause)
    if lead:
        found = _first_in(clause[lead.end() :], where, cue, resolver, fans)
        if found != (None, None):
            return found
    return _first_in(clause, where, cue, resolver, fans)


# "When Wallace died in 1998, ", "When told Perez was in the Cabinet, ": a clause opening
# the sentence, whose subject is not the main clause's
# ("In June 2009, after Clinton suffered a concussion, Axelrod emailed": after a phrase of time)
_SUBORDINATE_LEAD = re.compile(
    r"\s*(?:(?:In|On|At|By|During)\s[^,.;:!?\"\u201c\u201d]{1,30},\s+(?:"
    + "|".join(SUBORDINATORS)
    + r")|(?:"
    + "|".join(word.capitalize() for word in SUBORDINATORS)
    + r"))\s[^,.;:!?\"\u201c\u201d]{1,120},\s+"
)


# a capitalised plural opening its clause as its subject ("Viewers have since taken", "Friends
# and fans paid"), not a modifier ("Teachers unions") nor part of a title ("Fox & Friends")
_PLURAL_SUBJECT = re.compile(
    r"(?<![\w&]\s)[A-Z][a-z]+s\s+(?:have|had|are|were|also|and|[a-z]+ed)\b"
)


# a name set off by commas after a description, its complement at most between them ("A
# spokesperson for Kristofferson, Ebie X, confirmed")
_NAME_APPOSED_AFTER = re.compile(
    r"(?:\s+(?:for|of|at|with|to)\s+[^,\"\u201c\u201d]{1,60}?)?" + _APPOSED_NAME.pattern + ","
)


# ("Another legend of the era, The Beach Boys star Brian X, tweeted": a role before the name)
_ROLE_NAME_APPOSED_AFTER = re.compile(
    r"(?:\s+[a-z][^,\"\u201c\u201d]{0,60}?)?," + _ROLE_THEN_NAME.pattern + ","
)


def named_in_apposition(text: str, pos: int, cast: Cast) -> str | None:
    """Return the person named in apposition right after a description ending at ``pos``
    ("A spokesperson for Kristofferson, Ebie X, confirmed"), a role before the name or not."""
    apposed = _NAME_APPOSED_AFTER.match(text, pos)
    if apposed is None:
        apposed = _ROLE_NAME_APPOSED_AFTER.match(text, pos)
        apposed = apposed if apposed and is_role_word(apposed.group("role")) else None
    return cast.lookup(apposed.group("name")) if apposed else None


# ... or ending the words that interrupt a subject ("A lawyer who is not involved in the case,
# Kate X, told")
_NAME_APPOSED_LAST = re.compile(_APPOSED_NAME.pattern + ",$")


def named_last_in_gap(gap: str, cast: Cast) -> str | None:
    """Return the person named in apposition at the end of the words that interrupt a
    subject, set off right before the cue (", who is not involved in the case, Kate X,")."""
    last = _NAME_APPOSED_LAST.search(gap)
    return cast.lookup(last.group("name")) if last else None


def _first_in(clause: str, where, cue, resolver: _Resolver, fans):
    pos, paragraph = where
    object_of = None  # the first person named as a preposition's object, the last resort
    for match in _REFERENCE.finditer(clause):
        found = match.group()
        rest = clause[match.end() : match.end() + 2]
        if rest[:1] in "'\u2019" or _POSSESSIVE_END.search(found):
            continue  # "Hollis' trainer", "Rhodes’ manager": the bare plural possessive too
        if match.group("label"):
            before = clause[: match.start()][-12:].lower()
            if _PREPOSITION_BEFORE.search(before) and not before.endswith("with "):
                # "At one point in the book, Byrne gives": no one ("with one writing:" is)
                continue
            if named := named_in_apposition(clause, match.end(), resolver.cast):
                return named, None  # "Another legend of the era, The Beach Boys star Brian X,"
            # ("Another featured five vintage photos": the words after a verb are no noun)
            words = found.split()
            verb = next((i for i, w in enumerate(words[1:], 1) if _VERB_LIKE.fullmatch(w)), None)
            return None, _label(" ".join(words[:verb]), fans, resolver.last_label)
        if match.group("desc") and (
            _PREPOSITION_BEFORE.search(clause, max(0, match.start() - 12), match.start())
            or _OBJECT_DESCRIPTION.search(found)
        ):
            # "Approached by a photographer, he said only", "On the eve of his election to a
            # fourth term as prime minister, Netanyahu rallied ...": a preposition's object is
            # not the one who speaks; the clause's subject comes after it.
            continue
        if match.group("desc"):
            lowered = found.lower().split()
            owner = _BODY_OWNER.match(found)
            if owner and not resolver.cast.lookup(owner.group("owner")):
                # "The Guardian's editor welcomed the decision": someone of a body, unnamed,
                # never the person the story is about
                return None, _as_label(found)
            if OWNED_BY_NOUN.match(found) and not resolver.role_holder(found, lowered[-1], pos):
                # "the couple's security guard waved him down and asked": someone of a group
                # the story names no holder for, never the one the sentence before is about
                return None, _as_label(found)
            if named := named_in_apposition(clause, match.end(), resolver.cast):
                return named, None  # "A spokesperson for the singer, Ebie X, confirmed"
            if lowered[0] in ("a", "an") or any(w in LABEL_NOUNS for w in lowered[1:]):
                label = _label(found, fans, resolver.last_label)
                return None, resolver.definite_label(label, pos) if lowered[0] == "the" else label
            return resolver.by_role(found, pos, paragraph, cue), None
        if match.group("pron"):
            if found.lower() == "they":
                if not resolver.they_people and not resolver.singular_they(pos, paragraph, cue):
                    continue
                return resolver.they_person(pos, paragraph, cue), None
            gender = "f" if found.lower() == "she" else "m"
            return resolver.person(gender, pos, paragraph, cue), None
        name = resolver.cast.lookup(found)
        if (
            name is None
            and not object_of
            and (done_to := _DOES_TO_SOMEONE.match(clause, match.end()))
            and resolver.cast.lookup(done_to.group("object"))
            # (not a word that opens a sentence: "Some employees depicted X", "I")
            and len(found) > 1
            and found.lower() not in _EDGE_WORDS
        ):
            # "Disney fired Gunn, saying", "The delivery service HelloFresh dropped Michele as
            # a spokeswoman, saying": a name that is no one's, doing something to the person
            # named after it, is the subject; that person is its object
            return None, found
        if (
            name is None
            and plural_of_role(found, LABEL_NOUNS)
            and _PLURAL_SUBJECT.match(clause, match.start())
            and not any(m.group("label") for m in _REFERENCE.finditer(clause, match.end()))
        ):
            # "Viewers have since taken to social media, stating that he had": people no
            # one of whom is named, not the one named after them (but "Fans were quick to
            # praise her, with one writing" is one of them)
            return None, found.lower()
        before = _PREPOSITION_BEFORE.search(clause, max(0, match.start() - 12), match.start())
        if name and before and not before.group().startswith("by"):
            # "In the middle of her sit-down with Oprah X, Meghan Y shocked her interviewer
            # by saying": a preposition's object speaks only when no one else in the clause can
            # ("An audit by Ana X found": the agent after "by" is the author)
            object_of = object_of or name
        elif name:
            return name, None
    return object_of, None
