"""The speaker rules ``find_quotes`` calls: a person named beside a cue, bodies and
their statements, documents, questions and their answers, signatures, joint speakers, and
a quote over several paragraphs given the speaker its last one names.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from ..dates import MONTHS, WEEKDAYS
from ..lexicon import CUE_VERBS, IRREGULAR_PAST, PLACES, lines, words
from ..patterns import POSSESSIVE, POSSESSIVE_ENDINGS, SUBORDINATOR, alternation
from ..people import (
    CUE_PATTERN,
    CUE_WORDS,
    NON_PERSON_WORDS,
    Cast,
    is_role_word,
    phrase_head,
    plural_of_role,
)
from ..types import Decision, Paragraph, Quote
from .context import (
    _APPOSED_NAME,
    _BEFORE_CUE,
    _CLAIM_WORD,
    _NAME_RE,
    _NAMED_CLAIM,
    _PUT_OUT,
    _SUBJECT_AT_END,
    _Context,
)
from .labels import (
    _GROUP_NOUNS,
    _NOT_LABEL_NOUNS,
    _ORGANISATION_NOUNS,
    _ORGANISER_PLURALS,
    _THING_NOUNS,
    STATEMENT_LABEL,
    _as_label,
    _is_person_noun,
    _with_article,
)
from .resolver import _ASKING, _DOER, _ISSUER_NOUNS, _NAME_LIST, _listed_people, _Resolver
from .spans import QuoteSpan
from .subjects import _NAME_COMPLEMENT, _PREPOSITION_BEFORE, _SENT_NOUNS, _SUIT_NOUNS


def _is_issuer(subject: str) -> bool:
    """Tell whether a statement's subject is an organisation rather than a person."""
    subject = subject.strip().rstrip(",")
    if subject == "It":
        return True
    for part in (p.strip() for p in subject.split(",")):
        words = part.split()
        if not words:
            continue
        last = words[-1].strip("\u2019'")
        held = next((i for i, word in enumerate(words[1:4], 1) if word in ("of", "at", "for")), 0)
        if held and is_role_word(words[held - 1].lower()):
            continue  # "Creator of Star Wars, Jo X", "Chief executive of Acme Records, Jo X"
        if len(words) > 1 and last[:1].isupper() and last.lower() in NON_PERSON_WORDS:
            return True  # "The Tremaine Castellvi Foundation", "Ridgeline Records"
        first = words[0].lower()
        if first == "the" and len(words) > 2 and all(w[:1].isupper() for w in words[1:]):
            return True  # "The Health Service Executive": a proper name with "the" is a body
        if first == "the" and len(words) == 2 and re.fullmatch(r"[A-Z]{2,}(?:-[A-Z]{2,})*", last):
            return True  # "The CBN", "the FDA": an acronym with "the" is a body's
        owned = first in ("the", "his", "her", "its", "their") or first.endswith(("'s", "\u2019s"))
        if len(words) == 2 and owned and last.lower() in _ISSUER_NOUNS:
            return True  # "Her office", "Fenwright's publisher"
    return False


# A sentence that opens with a person (after a fronted phrase and a few modifiers or a
# title), then, past an apposition, a lower-case verb: "On Tuesday, Gov. Jerry X endorsed".
# Verbs that set someone's words into a sentence, beyond the cues of speech.
_SENTENCE_CUE = re.compile(
    r"\b(?:" + CUE_PATTERN + r"|call(?:s|ed|ing)?|label(?:s|ed|led|ing)?|describ(?:es|ed|ing)"
    r"|referr?(?:s|ed|ing)?\s+to|proclaim(?:s|ed|ing)?|according\s+to)\b"
)


def _cues_in_sentence(text: str, cast: Cast, spans, span: QuoteSpan):
    """Yield the start of the quote's sentence and each cue in it outside any quote."""
    index = bisect.bisect_right(cast.sentences, (span.start, span.start)) - 1
    if index < 0 or not cast.sentences[index][0] <= span.start < cast.sentences[index][1]:
        return
    start, end = cast.sentences[index]
    inside = [(s.start, s.end) for s in spans if s.start < end and s.end > start]
    for cue in _SENTENCE_CUE.finditer(text, start, end):
        if not any(a <= cue.start() < b for a, b in inside):
            yield start, cue


def _person_beside_cue_in_sentence(text: str, cast: Cast, spans, span: QuoteSpan) -> str | None:
    """Return the person named as the subject of a cue in the quote's sentence: named before
    it, outside any quote, with nothing between but an apposition set off by commas, adverbs
    and auxiliaries. None when the sentence has no such cue."""
    for start, cue in _cues_in_sentence(text, cast, spans, span):
        first = bisect.bisect_left(cast.spoken_of, (start,))
        named = cast.spoken_of[first : bisect.bisect_left(cast.spoken_of, (cue.start(),))]
        for _a, b, name in reversed([m for m in named if m[1] <= cue.start()]):
            if _SUBJECT_TO_CUE.fullmatch(text, b, cue.start()):
                return name
    return None


def _body_beside_cue_in_sentence(text: str, cast: Cast, spans, span: QuoteSpan) -> str | None:
    """Return the body that is the subject of a cue in the quote's sentence, outside any
    quote ('Haley is an "articulate conservative," the editorial board writes', 'X is "too
    risky," Orvo Foods said'): as the story named it, or as the text describes it."""
    for start, cue in _cues_in_sentence(text, cast, spans, span):
        described = _DESCRIBED_BEFORE_CUE.search(text, start, cue.start())
        if described and described.group("head") in _SUIT_NOUNS:
            return described.group("desc").lower()  # ("..., the lawsuit says": its filer's)
        if described and described.group("head") in _NAMEABLE_HEADS:
            label = described.group("desc").lower()
            return _body_named_for(label, text, span.start, cast) or label
        named = _BODY_BEFORE_CUE.search(text, start, cue.start())
        if named and _is_body_name(named.group("body"), "doer", cast):
            return re.sub(r"^[Tt]he\s+", "", named.group("body"))
    return None


# What may stand between a subject's name and its verb: "Howard Dean, the former governor of
# Vermont, proclaimed", "Mike Huckabee, for his part, is labeling"
_SUBJECT_TO_CUE = re.compile(
    r"(?:,[^,;:\"\u201c\u201d]{1,160},)?\s+(?:(?:\w+ly|is|was|are|were|has|had|have|will|would"
    r"|also|then|later|again|now)\s+)*"
)


def _named_opener(context, cast: Cast) -> tuple[str, int] | None:
    """Return the person the clause before the quote opens with, doing something, and where
    the name starts in ``context.before``; None after a colon or for a verb of no doing."""
    if context.colon:
        return None
    # A "verb" that is a post reads on after it ("BBC director general Tim Davie apologised
    # for", "Republican presidential front-runner Donald Trump defended": not "BBC" doing
    # "director", nor "Republican" doing "presidential").
    at = 0
    while opens := _NAMED_SUBJECT_OPENS.match(context.before, at):
        name = cast.lookup(opens.group("name"))
        if (
            name
            and (
                _SUBORDINATE_OPENS.search(context.before, 0, opens.start("name"))
                or _SUBORDINATOR_FIRST.match(opens.group("name"))
            )
            and "," in context.before[opens.end("name") :]
        ):
            # "As Dana X spoke, the lobby was whipping": a clause of its own, closed before
            # the words ("When Trump wrapped up - "...": his)
            return None
        if name:
            return None if opens.group("verb") in _NOT_DOINGS else (name, opens.start("name"))
        post = _POST_AFTER_MODIFIERS.match(context.before, opens.start("verb"))
        last = post.group("post") if post else ""
        if not (is_role_word(opens.group("verb")) or is_role_word(last)):
            return None
        at = opens.start("verb")
    return None


# Up to two lowercase modifiers and the word after them: "presidential front-runner"
_POST_AFTER_MODIFIERS = re.compile(r"(?:[a-z][\w\-]*\s+){0,2}?(?P<post>[a-z][\w\-]*)\s+[A-Z]")


def _named_doer(context, cast: Cast) -> str | None:
    """Return the person named last in the clause before the quote, as the subject of a
    finite verb that is no cue ("Introduced at the lectern by Joe X, the Arizona sheriff,
    Trump launched into a lament for the "...", "..., West landed a sharp dig at "..."); None
    when another name follows, after a colon, or for an owner or a preposition's object."""
    if context.colon or not context.before:
        return None
    start = context.before_start
    end = start + len(context.before)
    first = bisect.bisect_left(cast.spoken_of, (start,))
    last = bisect.bisect_left(cast.spoken_of, (end,))
    if first == last:
        return None
    m_start, m_end, name = cast.spoken_of[last - 1]
    offset, after = m_start - start, context.before[m_end - start :]
    if (
        after[:1] in ("'", "\u2019")
        # ("by Joe X", "for Sanders"): a preposition's object is no subject
        or _PREPOSITION_BEFORE.search(context.before, max(0, offset - 12), offset)
        # ("Prosecutors claimed Chris X initiated an "...", "The court heard that X had
        # sought help for "...": a name inside what was said)
        # (not an opening participle: "Introduced at the lectern by Jo X, Trump launched")
        or any(m.group()[:1].islower() for m in _BEFORE_CUE.finditer(context.before, 0, offset))
        or re.search(r"\bthat\s+(?:\S+\s+){0,3}$", context.before[:offset])
    ):
        return None
    doer = _DOER_NEXT.match(after)
    if (
        doer is None
        # ("Clinton and Sanders ended in a "virtual tie"": a subject shared with another)
        or re.search(r"\b(?:and|or)\s+(?:[A-Z]\S*\s+){0,3}$", context.before[:offset])
        # ("As Blumenthal spoke, the NRA was whipping lawmakers against "...": a clause of
        # its own)
        or _SUBORDINATE_OPENS.search(context.before[:offset])
        # ("when Trump mentioned her, and the crowd reprised the chant "...": another clause)
        or _ANOTHER_CLAUSE.search(after, doer.end())
    ):
        return None
    verb = doer.group("verb")
    finite = (verb.endswith("ed") or verb in IRREGULAR_PAST) and verb not in _NOT_DOINGS
    return name if finite and not is_role_word(verb) and verb not in CUE_WORDS else None


# a subordinator right before a name (and its title or first names), or taken into it
_SUBORDINATE_OPENS = re.compile(r"\b(?i:as|" + SUBORDINATOR + r")\s+(?:[A-Z]\S*\s+){0,3}$")
_SUBORDINATOR_FIRST = re.compile(r"(?i:as|" + SUBORDINATOR + r")\s")
# what opens another clause between a doer's verb and the quote
_ANOTHER_CLAUSE = re.compile(r",\s+(?:and|but|while|as)\b|;|\b(?:who|which|that|when|because)\b")
# a name's verb, past an adverb: "Trump launched", "West later landed"
_DOER_NEXT = re.compile(r"\s+(?:\w+ly\s+)?(?P<verb>[a-z][a-z\-]+)\b")


def _named_subject_did(context, cast: Cast) -> bool:
    """Tell whether the clause before the quote opens with a person the story names doing
    something ('Fiorina routinely characterizes herself as a "change warrior"'): short
    words set into it are that person's (rule sentence-subject-did gives them to her)."""
    opener = _named_opener(context, cast)
    if opener is None:
        return False
    # ('casting directors filed Vell, 44, under "heavy"': a verb's object, no subject)
    before = context.before[: opener[1]].split()
    return not (before and re.fullmatch(r"[a-z]+ed", before[-1]))


# a post and a full name right after a name: "Clinton spokeswoman Jennifer Palmieri",
# "Cruz campaign manager Jeff Roe"
_NAMED_SUBJECT_OPENS = re.compile(
    # ("In the July 9, 2012, cable, Stevens reported": a date's year sets off its own comma)
    r"\s*(?:[A-Z][^,\"\u201c\u201d\n]{0,40},\s+(?:\d{4},\s+(?:[^,\"\u201c\u201d\n]{0,30},\s+)?)?"
    # ("Speaking to MSNBC on Monday in Concord, which hosts the primary, Bush referred to")
    r"|(?:Speaking|Talking|Appearing|Writing|Asked)\b[^\"\u201c\u201d\n]{0,160}?,\s+)?"
    # (words before the name, none a subject pronoun or a cue: in "In a letter, they said
    # Meghan had received threats" Meghan is no subject)
    r"(?:(?!(?:he|she|they|we|it|I)\b|"
    + CUE_PATTERN
    + r"\b)(?:[A-Z][\w.\-]*|[a-z][\w\-]*)\s+){0,3}?"
    # (an owner is no subject: "Majors' ex-girlfriend described")
    r"(?P<name>" + _NAME_RE + r")(?<!['\u2019]s)(?<!['\u2019])"
    # ("Vell, 52, whose real name is Jo X, has denied": two asides, one comma between)
    r"(?:(?:,[^,\"\u201c\u201d\n]{1,80}){1,2},)?\s+(?:\w+ly\s+)?"
    r"(?P<verb>(?:has|have|had)\s+been|[a-z][a-z\-]+)\b"
)
_NOT_DOINGS = words("not_doings")
# The words between a closing mark and a cue, or after an inverted cue, within the sentence:
# never a finite verb of another clause ('is a phrase the campaign said').
_LOOSE_PHRASE = (
    r"(?:(?!\b(?:is|was|are|were|has|have|had|will|would|that|which|when|while|who|whom|whose)\b"
    r"|\b[a-z]+ed\s+(?:a|an|the|his|her|their|its|to|that)\b)"
    r"(?:\b(?:Sen|Rep|Gov|Dr|Mr|Mrs|Ms|Jr|Sr|St|Lt|Gen|Col|Sgt|Capt|Prof|Rev|[A-Z])\."
    r"|[^.!?;:\"\u201c\u201d\n]))"
)
_LOOSE_CUE_AFTER = re.compile(
    r"[\s,]*(?:(?P<phrase>(?=[A-Za-z])" + _LOOSE_PHRASE + r"{1,91}?)\s+(?:\w+ly\s+)?)?"
    r"(?P<cue>(?i:" + CUE_PATTERN + r"))\b(?P<tail>" + _LOOSE_PHRASE + r"{0,90})"
)

# '"... pointed the item at" Chappelle, police said': a group named bare after a comma is the
# cue's subject, and the name before the comma ends the quote's own clause
_GROUP_AFTER_COMMA = re.compile(r",\s+(?P<noun>[a-z][a-z\-]*)\s*$")


def _group_subject(before_cue: str) -> bool:
    """Tell whether the words before a cue end in a group set off bare after a comma
    ("Chappelle, police", "Hale, prosecutors"): the cue's subject, not the name before it."""
    group = _GROUP_AFTER_COMMA.search(before_cue)
    return bool(group) and (
        group.group("noun") in _GROUP_NOUNS or plural_of_role(group.group("noun"))
    )


# "Toby X passed peacefully last night", "informing you of Christine's death", "the passing of
# our beloved Dikembe": words that tell of the named one's death (see _tells_own_death)
_DIED_NEXT = re.compile(
    r"(?:['\u2019]s\s+(?:death|passing)"
    r"|\s+(?:has\s+|had\s+)?(?:died|passed\s+away|passed\s+peacefully))\b"
)
_DEATH_OF_BEFORE = re.compile(
    r"\b(?:death|passing|loss)\s+of\s+(?:(?:our|my|his|her|their)\s+)?(?:(?:beloved|dear)\s+)?$"
)


def _tells_own_death(text: str, start: int, end: int, speaker: str, cast: Cast) -> bool:
    """Tell whether the words from ``start`` to ``end`` tell of ``speaker``'s death, which
    someone else announces: a family, a representative."""
    person = next((p for p in cast.people if p.name == speaker), None)
    return person is not None and any(
        start <= mention.start < end
        and (
            _DIED_NEXT.match(text, mention.end)
            or _DEATH_OF_BEFORE.search(text, max(start, mention.start - 40), mention.start)
        )
        for mention in person.mentions
    )


def _loose_speaker(context: _Context, cast: Cast) -> tuple[str, str] | None:
    """Return ``(person, cue)`` for a person named beside a cue in the words after a quote:
    the last named before the cue as its subject could be, or else, when only a phrase set off
    by commas stands before the cue, the first named in the few words after it."""
    loose = None if context.colon else _LOOSE_CUE_AFTER.match(context.after)
    if loose is None or _DETERMINED_BEFORE.search(context.after, 0, loose.start("cue")):
        return None  # ("co-star X left a comment": a noun, after its article)
    phrase = loose.group("phrase") or ""
    if _group_subject(phrase):
        return None  # ('" Chappelle, police said": the group said it)
    if loose.group("cue").lower().endswith("ing") and phrase.endswith(","):
        # a participle set off by a comma hangs on its clause's subject, not on the name
        # before it: '"...," And then Trump went on the attack, saying' is Trump's; in '"..."
        # for her late co-star Shannen X, describing her as' the clause began before the quote
        named = _person_in(phrase, cast, last=False) if phrase[:1].isupper() else None
        return (named, loose.group("cue").lower()) if named else None
    named = _person_in(loose.group("phrase") or "", cast, last=True) or (
        (loose.group("phrase") or ",").endswith(",")
        and _person_in(" ".join(loose.group("tail").split()[:6]), cast, last=False)
    )
    return (named, loose.group("cue").lower()) if named else None


# a name that is not the subject: an owner ("Clinton's introducer") or an object ("for Trump")
_HANGING_PREPOSITION = r"\b(?:for|of|to|with|at|by|about|on|from|in|under)"
_NOT_SUBJECT_BEFORE = re.compile(_HANGING_PREPOSITION + r"\s+$")
_MODIFIES_NAME_AFTER = re.compile(r"\s+(?:[a-z][\w\-]*\s+){1,3}[A-Z]")


# a name after a quote, a phrase set off by a comma (with abbreviations, web addresses and a
# short quoted title, "The Voice" coach, but no quote or stop), then the cue
_APPOSED_CUE_AFTER = re.compile(
    r"[\s,]*(?P<name>" + _NAME_RE + r"),\s+"
    r"(?P<gap>(?:[A-Z]\.|\.(?=\w)|[\"\u201c][A-Z][^\"\u201c\u201d.!?\n]{0,40}[\"\u201d]"
    r"|[^\"\u201c\u201d.!?;:\n]){1,160}?)"
    r",?\s+(?:\w+ly\s+)?(?P<cue>" + CUE_PATTERN + r")\b"
)
# a word that makes the rest of its phrase hang on it: "wife of singer John X", "married to"
_PHRASE_HANGS = re.compile(_HANGING_PREPOSITION + r"\b")


def _apposed_speaker(context: _Context, cast: Cast) -> tuple[str, str] | None:
    """Return ``(person, cue)`` for a person named right after a quote and set off by a
    long phrase from the cue, when that phrase names no other person."""
    if context.colon:
        return None
    match = _APPOSED_CUE_AFTER.match(context.after)
    named = (
        cast.lookup(match.group("name"))
        if match and not _group_subject(context.after[: match.start("cue")])
        else None
    )
    # (someone else named in the phrase may be the subject, "X, Y and Z said", unless a
    # preposition hangs them on it: "X, 35, wife of singer John Y, wrote" is X's)
    if not named or any(
        _person_in(_PHRASE_HANGS.split(part, 1)[0], cast, last=False)
        for part in match.group("gap").split(",")
    ):
        return None
    return named, match.group("cue").lower()


def _spokesperson_for(label: str, whom: str | None, cast: Cast) -> str:
    """Return the label for someone unnamed who speaks for ``whom``: "a spokesman for
    committee Democrats", the body as the text gives it, as the published corpora give the
    Source; the plain ``label`` ("a spokesman") for a person ("for the singer", "for Ms. X")
    or a pronoun ("for her"), who is no speaker of the words."""
    if (
        not whom
        or _person_in(whom, cast, last=False)
        or any(_is_person_noun(w) and not w.endswith("s") for w in whom.split())
        or whom.split()[0].lower() in ("him", "her", "them", "his", "their")
    ):
        return label
    # ("for Platte River declined to comment but said": the body's name ends at a verb)
    ends = _NAME_THEN_VERB.search(whom)
    return f"{label} for {whom[: ends.end(1)] if ends else whom}"


# a capitalised word, then a lower-case one that carries no name on ("of", "and", "for")
_NAME_THEN_VERB = re.compile(r"([A-Z][\w\-]*)\s+(?!(?:of|and|for|on|the|at|in|to)\b)[a-z]")


def _person_in(phrase: str, cast: Cast, last: bool) -> str | None:
    """Return the first (or ``last``) person of ``cast`` named in ``phrase`` as its subject
    could be: not an owner ("Clinton's introducer, actress Jamie Lee Curtis"), nor after a
    preposition ("the head of Right to Rise"), nor a modifier ("former Obama adviser David
    Axelrod")."""
    found = []
    for match in re.finditer(_NAME_RE, phrase):
        # (an owner: "Clinton's", and "Harris' neighbour", whose mark the name took in)
        if match.group().endswith(POSSESSIVE_ENDINGS) or phrase[match.end() :].startswith(
            ("'", "\u2019")
        ):
            continue
        if _NOT_SUBJECT_BEFORE.search(phrase, 0, match.start()):
            continue
        if _MODIFIES_NAME_AFTER.match(phrase, match.end()):
            continue
        named = cast.lookup(match.group())
        if named:
            found.append(named)
    return (found[-1] if last else found[0]) if found else None


# "Yepez said", "President Barack Obama, in an interview, told": a name, then a speech verb
_NAMED_CUE = re.compile(
    r"(?<![\w\-])(?P<name>" + _NAME_RE + r")(?:,[^,\"\u201c\u201d]{1,80},)?\s+(?:\w+ly\s+)?"
    r"(?:said|says|told|tells|wrote|writes|added|adds|argued|argues|insisted|insists|claimed"
    r"|claims|warned|warns|explained|explains|noted|notes|declared|declares|stated|states)\b"
)


def _named_cue_subject(head: str, cast: Cast) -> str | None:
    """Return the person last named as the subject of a speech verb in ``head``."""
    for match in reversed(list(_NAMED_CUE.finditer(head))):
        name = match.group("name")
        if name.endswith(("'s", "\u2019s")) or _NOT_SUBJECT_BEFORE.search(head, 0, match.start()):
            continue
        named = cast.lookup(name)
        if named:
            return named
    return None


# a dash and a name crediting a quote: "- Rosanna X, actress", "-- Ashley Y", "-Billy Ray Z"
# ("- actor Dana X", '- "Star Wars" creator Jo Y': the credit may open with the post, and
# the work it is held in, before the name)
_CREDIT_POST = r"(?:(?:[\"\u201c][^\"\u201d\n]{1,40}[\"\u201d][ \t]+)?(?:[a-z][\w\-]*[ \t]+){1,3})?"
_DASH_NAME = r"(?:-{1,2}|[\u2013\u2014])[ \t]*" + _CREDIT_POST + r"(?P<name>" + _NAME_RE + r")"
_DASH_SIGNATURE = re.compile(r"\s*" + _DASH_NAME + r"\s*(?:[,.]|$)")


def _dash_signature(text, paragraphs, story, position: int, span: QuoteSpan) -> str | None:
    """Return the name a dash line signs a quote with, when the quote ends its paragraph, that
    paragraph holds only quoted words, and the next paragraph opens "- Name"."""
    paragraph = paragraphs[span.paragraph]
    if position + 1 >= len(story) or text[span.end + 1 : paragraph.end].strip(' .,"\u201d'):
        return None
    if text[paragraph.start : paragraph.start + 1] not in '"\u201c':
        return None
    after = paragraphs[story[position + 1]]
    signed = _DASH_SIGNATURE.match(text, after.start, after.end)
    return signed.group("name") if signed else None


def _answerer(speaker, label, question: Quote, subject: str, where, resolver: _Resolver):
    """Return ``(speaker, label)`` for an answer to ``question`` ("...?" one reporter asked;
    "No," he replied): whoever replies is not the one who asked. A pronoun that resolved to
    the asker goes to the latest fitting named person who is not the asker."""
    pronoun = subject.strip().lower()
    gender = {"she": "f", "he": "m"}.get(pronoun)
    if gender:
        addressee = _addressee(question, resolver, gender)
        if addressee:
            return addressee, None
    if (speaker, label) != (question.speaker, question.speaker_label):
        return speaker, label
    if pronoun not in ("he", "she", "they"):
        return speaker, label
    asker = question.speaker
    for known_only in (True, False):
        for name in reversed(resolver.speakers[-8:]):
            if name != asker and resolver._fits(name, gender, known_only):
                return name, None
    pos = where[0]
    index = bisect.bisect_left(resolver.cast.spoken_of, (pos,))
    for _s, _e, name in reversed(resolver.cast.spoken_of[max(0, index - 50) : index]):
        if name != asker and resolver._fits(name, gender):
            return name, None
    return speaker, label


# "X was asked whether ...", "reporters asked X": the one a question was put to.
_ASKED_AFTER = re.compile(r"\s+(?:was|were|had\s+been|is|being)\s+(?:\w+ly\s+)?asked\b")
_ASKED_BEFORE = re.compile(r"\b" + alternation(_ASKING) + r"\s+$")
_VOCATIVE = re.compile(
    r"(?:^|[,:;!?.]\s*)(?P<name>" + _NAME_RE + r")\s*[,:?!]|,\s*(?P<late>" + _NAME_RE + r")\s*[?!.]"
)


def _addressee(question: Quote, resolver: _Resolver, gender: str) -> str | None:
    """Return the person a question was put to, when the text says ("Yes or no, Dr. X:
    ...?"; "X was asked whether ..." just before it) and they fit the answer's pronoun."""
    cast = resolver.cast
    found = []
    for match in _VOCATIVE.finditer(question.text):
        name = cast.lookup(match.group("name") or match.group("late"))
        if name:
            found.append(name)
    if not found:
        # the narrative before the question: its paragraph and the one before
        previous = resolver.previous_story.get(question.paragraph)
        start = resolver.paragraphs[previous if previous is not None else question.paragraph].start
        first = bisect.bisect_left(cast.spoken_of, (start,))
        for m_start, m_end, name in cast.spoken_of[first : first + 20]:
            if m_start >= question.start:
                break
            text = resolver.text
            if _ASKED_AFTER.match(text, m_end, m_end + 30) or _ASKED_BEFORE.search(
                text, max(0, m_start - 20), m_start
            ):
                found.append(name)
    fitting = [name for name in found if name != question.speaker and resolver._fits(name, gender)]
    return fitting[-1] if fitting else None


# "Asked whether she would sue, she laughed.": a sentence that ends on its subject doing
# something other than speaking, right before a quote with no cue.
_ACTOR_BEFORE = re.compile(
    r"(?:^|[,.!?]\s+|\s)(?P<subj>[Hh]e|[Ss]he|[A-Z][\w\-\u2019']+)\s+(?:\w+ly\s+)?"
    r"(?P<verb>[a-z]+(?:ed|s))\s*[.!]\s*$"
)


def _actor_before(text: str, span: QuoteSpan, paragraph: Paragraph, resolver: _Resolver):
    """Return who speaks a quote with no cue that follows, in its paragraph, a sentence
    ending on its subject's act ("she laughed.", "Okafor shrugged."), if anyone."""
    start = max(paragraph.start, span.start - 200)
    head = text[start : max(start, span.start - 1)]
    if re.search(r"[\"\u201c\u201d]", head):
        return None
    match = _ACTOR_BEFORE.search(head)
    if match is None or match.group("verb") in CUE_WORDS:
        return None
    subject = match.group("subj")
    if subject.lower() in ("he", "she"):
        gender = "f" if subject.lower() == "she" else "m"
        return resolver.person(gender, start + match.start("subj"), span.paragraph, None)
    return resolver.cast.lookup(subject)


_SPEECH_ACT = re.compile(
    r"\b(?:posted|tweeted|wrote|shared|(?:took|take|takes|taking)\s+to"
    r"|(?:had|has|have)\s+something\s+to\s+say|(?:came|come|comes|coming)\s+out\s+in"
    r"|reacted|responded|spoke\s+out|hit\s+out|lashed\s+out|weighed\s+in|addressed|expressed"
    r"|issued|released|penned|captioned"
    # ("Her publicist, Scott X, sent this statement to Inside Edition. "..."")
    r"|sent\s+(?:this|the\s+following|a|an)\s+(?:[a-z]+\s+)?(?:statement|message|email|letter)"
    # ("X, the party's spokesman, said in a statement. "..."": a statement cued, then given)
    r"|(?:said|says|stated)\s+in\s+(?:a|an|his|her|their|its)\s+(?:statement|interview|email))\b"
)


def _speech_act_before(text: str, span: QuoteSpan, paragraph: Paragraph, resolver: _Resolver):
    """Return the person a sentence right before a quote with no cue is about, in its
    paragraph, when that sentence tells of them speaking out ("X took to Instagram", "X
    came out in support"), if anyone."""
    head = text[paragraph.start : span.start - 1]
    sentences = re.split(r"(?<=[.!?])\s+", head.strip())
    if len(head.strip()) == 0 or not head.rstrip().endswith((".", "!", "?", ":")):
        return None
    if not _SPEECH_ACT.search(sentences[-1]):
        return None
    topics = resolver._topics_before(span.start, span.paragraph)
    return topics[0] if topics else None


def _speaks_as_body(subject: str, label: str | None) -> bool:
    """Tell whether an unresolved subject is a body: an organisation noun ("the union") or
    a proper name that is no one in the cast ("Parcelway", "The Federation of ..."), not a
    pronoun, a role ("The Mayor") or a document."""
    if label is not None:
        return label.startswith("the ") and label[4:] in _ORGANISATION_NOUNS
    words = subject.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    return (
        bool(words)
        and words[0][:1].isupper()
        and words[0].lower() not in ("he", "she", "they", "it", "i", "we", "you")
        and not _is_person_noun(words[0])
        and words[-1].lower() not in _THING_NOUNS
    )


def _named_body(subject: str, context, cast: Cast) -> str | None:
    """Return the proper name of the body that is a cue's whole subject, if it is one: not a
    pronoun, no person's name, and not the end of a longer phrase ("a spokesperson for the
    Ministry of Housing, Communities and Local Government")."""
    match = _BODY_NAME.fullmatch(subject.strip())
    if not match or match.group("name").split()[0] in _PRONOUN_HEADS:
        return None
    name = match.group("name")
    words = name.split()
    if (
        len(words) > 2
        and words[1][0].isupper()
        and (is_role_word(words[0].lower()) or _DOER.fullmatch(words[0].lower()))
    ):
        name = " ".join(words[1:])  # "Promoter Brightstage Live said": the role comes off
    if cast.lookup(name):
        return None
    where, around = context.before.rfind(subject.strip()), context.before
    if where < 0:
        where, around = context.after.find(subject.strip()), context.after
    if where < 0:
        return name
    if _PHRASE_GOES_ON.search(around[:where]):
        return None
    # "The Bureau of Meteorology said": the name's complement, which the subject leaves off
    complement = _NAME_COMPLEMENT.match(around, where + len(subject.strip()))
    return name + complement.group() if complement else name


def _described_body(subject: str, context) -> str | None:
    """Return a cue's subject that describes a body without naming it ("the campaign",
    "police", "Powell's office", "the organisers"), as the text writes it; None otherwise,
    and for a description a name is set beside ("Its parent system, Big Sky Health, said")."""
    subject = subject.strip()
    match = _DESCRIBED_BODY.fullmatch(subject)
    if match is None:
        return None
    for around in (context.before, context.after):
        where = around.find(subject)
        if where >= 0 and re.match(r",\s+(?:the\s+)?[A-Z]", around[where + len(subject) :]):
            return None
    head = match.group("head").lower()
    if head not in _ORGANISATION_NOUNS and head not in _ORGANISER_PLURALS:
        return None
    return _as_label(match.group())


# "the campaign", "the city's transportation department", "Rubio's campaign", "police"
_DESCRIBED_BODY = re.compile(
    r"(?:(?:[Tt]he|[Ii]ts|[Tt]heir|[A-Z][\w\-]*['\u2019]s)\s+)?(?:[a-z][\w\-]*['\u2019]s\s+)?"
    r"(?:[a-z][\w\-]*\s+)?(?P<head>[a-z][a-z\-]+)"
)
_PRONOUN_HEADS = frozenset(
    ["He", "She", "It", "They", "We", "I", "You", "This", "That", "These", "Those", "Its"]
)
# the words before a name that make it the end of a longer phrase
_PHRASE_GOES_ON = re.compile(r"(?:\b(?:for|of|and|at|from|with)|&)\s*$")
# A body's proper name as a cue's subject: "Judicial Watch", "the White House", "UKAD".
_BODY_NAME = re.compile(
    r"(?:[Tt]he\s+)?(?P<name>[A-Z][\w\-.&]*"
    r"(?:\s+(?:of\s+(?:the\s+)?|for\s+|and\s+|&\s+)?[A-Z][\w\-.&]*){0,5})"
)


def _stop_inside_ends(previous: Quote, text: str, span: QuoteSpan) -> bool:
    """Tell whether the quote before ends its sentence with a stop inside its marks, a
    capital opening the words after it ('... "within weeks." Its chair, X, thanked ...')."""
    return bool(
        re.search(r"[.!?]$", previous.text.rstrip())
        and re.match(r"\s+[A-Z]", text[previous.end + 1 : span.start])
    )


# What sets a subject off when it is a thing: ", which ...", or a capitalised name in
# apposition that no person bears (", Orvo Foods,").
_WHICH_AFTER = re.compile(r"\s*,\s+which\b")
_APPOSED_PROPER = re.compile(r"\s*,\s+(?P<name>[A-Z][\w\-&']*(?:\s+[A-Z][\w\-&']*){0,4}),")


def _names_body(
    subject: str, phrase: str, cast: Cast, proper_ends: frozenset[str], it_follows: bool = False
) -> bool:
    """Tell whether a definite subject ("the integrity unit"; ``phrase`` is the subject with
    what sets it off: "The drinks maker, Orvo Foods,") describes an organisation rather than
    a person.

    Its head noun must be no person noun and no role anyone in the story holds; then any of:
    the cue's clause calls the subject "it" (``it_follows``: "the streaming giant said it
    had ..."); the noun is an organisation's ("committee", "board"); a clause with "which"
    describes it; a capitalised name in apposition to it is no person's; or the story prints
    the noun capitalised at the end of a name ("the unit" after "the Sprint Integrity Unit").
    """
    subject = subject.strip()
    words = subject.split()
    if len(words) < 2 or words[0].lower() not in ("the", "its", "their"):
        return False
    at = phrase.find(subject)
    rest = phrase[at + len(subject) :] if at >= 0 else ""
    apposed = _APPOSED_PROPER.match(rest)
    if apposed and cast.lookup(apposed.group("name")):
        return False  # "The group leader on the council, Jo X, said": a person set off
    if all(w[:1].isupper() for w in words[1:]):
        # "The Tailors' Union", "the Harbour Workers Union": a proper name whose last word
        # is an organisation's noun
        last = words[-1].strip("'\u2019").lower()
        return len(words) > 2 and (last in _ORGANISATION_NOUNS or last in NON_PERSON_WORDS)
    if re.search(r"['\u2019]", subject) or not words[-1][:1].islower():
        return False
    if _is_person_noun(words[-1]):
        return False  # "The Highest in the Room singer": a work's title, then a person noun
    # "the GMB union", "The Leeds-based company": capitalised modifiers before a
    # lower-case head
    head = phrase_head(" ".join(words[1:]))
    if not head.isalpha() or _is_person_noun(head) or head.endswith("s"):
        return False
    if any(head in nouns for nouns in cast.roles.values()):
        return False
    if head in _SENT_NOUNS:
        return False  # "the statement, which was attributed to Jo X,": a writing, its sender's
    if it_follows or head in _ORGANISATION_NOUNS or head in NON_PERSON_WORDS:
        return True
    if _WHICH_AFTER.match(rest):
        return True
    if apposed:
        return True
    return head in proper_ends


_PROPER_END = re.compile(r"\b[A-Z][\w\-]*\s+(?P<end>[A-Z][a-z]+)\b(?!\s+[A-Z])")


def _proper_ends(text: str, cast: Cast) -> frozenset[str]:
    """Return the last words, lower-case, of the capitalised names of two words or more in
    ``text`` that are no person's ("unit" for "the Sprint Integrity Unit")."""
    ends = {m.group(): m.group("end").lower() for m in _PROPER_END.finditer(text)}
    return frozenset(end for name, end in ends.items() if not cast.lookup(name))


def _carry_back(text: str, quotes: list[Quote], spans: list[QuoteSpan]) -> list[Quote]:
    """Give a quote the speaker the cue after the next quote names, over no speaker or a
    guess, where that cue covers both:

    - the paragraphs of a quote that runs over several (each opened, only the last closed: a
      caption, a letter), over no speaker or a guess from the narrative before (a statement
      that opens a paragraph after "Harry will travel ..., a source said" is the palace's
      that the cue after it names): rule cue-after-last-paragraph;
    - a quote set into a sentence about what its subject did, when a second quote in the
      same sentence closes it with a cue ('Bonet has "no interest in joining" Momoa "on
      every location," adds the source'): rule cue-closing-the-sentence.
    """
    for i in range(len(quotes) - 2, -1, -1):
        quote, following = quotes[i], quotes[i + 1]
        if not (following.speaker or following.speaker_label):
            continue
        if (
            (quote.speaker is None and quote.speaker_label is None)
            or quote.reason == "narrative-paragraph-before"
        ) and (spans[i].continues and spans[i + 1].continued):
            rule = "cue-after-last-paragraph"
        elif (
            quote.reason == "sentence-subject-did"
            and following.reason == "cue-after-quote"
            and following.paragraph == quote.paragraph
            and not re.search(r"[.!?:;]", text[spans[i].end : spans[i + 1].start])
            and not quote.text.rstrip().endswith((".", "!", "?"))
        ):
            rule = "cue-closing-the-sentence"
        else:
            continue
        quotes[i] = replace(
            quote,
            speaker=following.speaker,
            speaker_label=following.speaker_label,
            cue=quote.cue or following.cue,
            decisions=(
                *quote.decisions,
                Decision(rule, following.speaker or following.speaker_label),
            ),
        )
    return quotes


_OWNER_BEFORE_NOUN = re.compile(
    r"(?:\b[Tt]he\s+[a-z]+|\b[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,2})['\u2019]s\s+(?:[a-z\-]+\s+)?$"
)
_WHICH_AT_END = re.compile(r"\bwhich\s+(?:\w+ly\s+)?(?:also\s+)?(?:ha[sd]\s+)?$")
_THING_NOUN = re.compile(r"\b" + alternation(_THING_NOUNS) + r"\b")
_ORGANISATION_OWNER = re.compile(
    r"\b(?:the|its|their)\s+(?:[a-z\-]+\s+)?" + alternation(_ISSUER_NOUNS) + r"\b"
)


def _document_which(head: str, cast: Cast) -> tuple[str | None, str | None] | None:
    """Return ``(speaker, label)`` when the cue's subject is "which" and stands for a document
    ("a letter the company had sent, which described"): an organisation's document speaks
    through a spokesperson, a person's is theirs, and one with no author is no one's. Return
    None when the subject is something else."""
    which = _WHICH_AT_END.search(head)
    if which is None:
        return None
    things = list(_THING_NOUN.finditer(head, max(0, which.start() - 200), which.start()))
    if not things:
        return None
    # Its author: in the words after the noun ("a letter the company had sent", "a report
    # from Ann Lee") or an owner just before it ("the company's letter", "Lee's report").
    author = head[things[-1].end() : which.start()]
    owner = _OWNER_BEFORE_NOUN.search(head, max(0, things[-1].start() - 40), things[-1].start())
    if owner:
        author = owner.group() + author
    if _ORGANISATION_OWNER.search(author) or any(
        re.search(r"\b" + re.escape(name) + r"\b", author.lower()) for name in cast.organisations
    ):
        return None, STATEMENT_LABEL
    agent = _AGENT_OF_OWNER.search(author)
    if agent and _is_person_noun(agent.group("noun")):
        # "a statement from Heard's spokesperson, which said": the one who speaks for them
        return None, _with_article(agent.group("noun"))
    for word in re.findall(r"[A-Z][\w'\u2019\-]+", author):
        name = cast.lookup(word)
        if name:
            return name, None
    return None, None


# "Heard's spokesperson", "her lawyer": someone unnamed who acts for the owner
_AGENT_OF_OWNER = re.compile(
    r"(?:\b[A-Z][\w\-]*['\u2019]s?|\b(?:his|her|their))\s+(?:[a-z\-]+\s+)?(?P<noun>[a-z]+)\s*,?\s*$"
)
# "was asked", "had been told", "was then asked": a passive before a verb
_BY_AFTER = re.compile(r"\s+by\s")
_PASSIVE_BEFORE = re.compile(
    r"\b(?:been|was|were|is|are|being|be)\s+(?:(?:\w+ly|then|also|later|again)\s+)?$"
)
_PASSIVE_AGENT = re.compile(
    r"\s+by\s+(?P<agent>(?:[Aa]n?|[Oo]ne|[Aa]nother|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+"
    r"(?:[\w\-]+\s+){0,3}?[\w\-]+|[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*){0,3})"
    # ("has been accused by an MP of", "seemed to be told by an employee that police wanted
    # to": what the agent said, up to the quote)
    r"(?:\s+(?:of|as|for)\s+|\s+that\s[^.;:!?\"\u201c\u201d]*)$"
)


def _passive_agent(clause: str, cue: re.Match | None) -> str | None:
    """Return the agent of a passive cue ("has been accused by an MP of "..."": "an MP"),
    the one whose words the quote is, else None."""
    if cue is None or not _PASSIVE_BEFORE.search(clause, 0, cue.start()):
        return None
    match = _PASSIVE_AGENT.match(clause, cue.end())
    return match.group("agent") if match else None


# "X said ... and described", "X said ..., but acknowledged": a second verb, no subject of its own
_AND_AT_END = re.compile(r"\b(?:and|but)\s+(?:\w+ly\s+)?(?:also\s+)?$")


def _shared_subject(head: str) -> str | None:
    """Return the subject of the cue verb before "and" in ``head`` ("the club said ... and"),
    which a second verb after the "and" shares, else None."""
    if not _AND_AT_END.search(head):
        return None
    for earlier in list(_BEFORE_CUE.finditer(head))[-3:][::-1]:
        if earlier.group().lower() == "according to" or earlier.group().endswith("ing"):
            continue
        found = _SUBJECT_AT_END.search(head[: earlier.start()][-200:])
        # "the club said no promise was written and": "written" has no subject of its own
        if found and not CUE_WORDS.intersection(found.group("subj").lower().split()):
            return found.group("subj")
    return None


# "in a video posted to YouTube", "a statement shared online": a participle after a medium
# describes the medium; no one is cued by it.
_MEDIUM_BEFORE = re.compile(
    r"\b(?:video|videos|clip|clips|interview|podcast|livestream|stream|story|stories|photo"
    r"|photos|picture|image|reel|"
    + "|".join(sorted(_THING_NOUNS, key=len, reverse=True))
    + r")\s+$",
    re.IGNORECASE,
)
_MEDIUM_PARTICIPLES = frozenset(["posted", "shared", "captioned", "tweeted", "announced"])


_SHARE_VERBS = frozenset(["share", "shares", "shared", "sharing"])
# an owner before the object: "islanders' ", "the public's ", "their "
_OWNED_OBJECT = re.compile(
    r"\s+(?:(?:the\s+)?[\w\-]+" + POSSESSIVE + r"\s|(?:his|her|their|its|our|my|your)\s)",
    re.IGNORECASE,
)
# What "it" may take up: a body's noun, a document's noun, or a capitalised name.
_IT_ANTECEDENT = re.compile(
    r"(?:\b(?:[Tt]he|[Ii]ts|[Tt]heir|[Aa]n?)|(?P<owner>[A-Z][\w.\-]*(?:\s+[A-Z][\w.\-]*)*)"
    r"['\u2019]s)\s+(?:[\w\-]+\s+){0,2}?(?P<noun>"
    + alternation(_ISSUER_NOUNS | _THING_NOUNS)
    + r")\b|(?P<name>[A-Z][\w\-]+(?:\s+[A-Z][\w\-]+)*)"
)


# the sentence before an "it" that opens its own, from the subject it opens with
_SENTENCE_BEFORE_IT = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?P<subject>(?:[Tt]he|[Aa]n?)\s)[^.!?\n]*[.!?]\s+$"
)


# "Cannon issued a statement on Facebook", "She shared a note": one who put out the writing
# that an "it" after it takes up
_MAKER_BEFORE = re.compile(r"(?P<maker>" + _NAME_RE + r")\s+(?:\w+ly\s+)?" + _PUT_OUT + r"\s+$")


def _it_takes_up(text: str, pos: int, cast: Cast) -> tuple[str | None, str | None] | None:
    """Return ``(speaker, label)`` for what an "it" at ``pos`` takes up, as the text calls it:
    the last body or document named before it ("the company", "the email", a name the people
    finder took as an organisation, "Washington Post"), or the person whose document it is
    ("Mr Lack's memo"); None when the last thing named is neither."""
    last = None
    # ("A complaint filed by ... in the Superior Court says ... It also alleges": an "it"
    # opening its sentence takes up the subject the sentence before opens with)
    opening = _SENTENCE_BEFORE_IT.search(text, max(0, pos - 400), pos)
    for match in _IT_ANTECEDENT.finditer(text, max(0, pos - 400), pos):
        name = match.group("name")
        if (
            name is None
            or re.sub(r"^the\s+", "", name.lower()) in cast.organisations
            # "The Hartley Gazette": a name after "the" that is no person's
            or (re.match(r"The\s+[A-Z]", name) and not cast.lookup(name))
        ):
            last = match
            if opening and match.start() == opening.start("subject") and match.group("noun"):
                break
    if last is None:
        return None
    if last.group("name"):
        return None, re.sub(r"^[Tt]he\s+", "", last.group("name"))
    maker = _MAKER_BEFORE.search(text, max(0, last.start() - 120), last.start())
    owner = last.group("owner") or (maker and re.match(r"an?\s", last.group()) and maker["maker"])
    author = cast.lookup(owner) if owner else None
    if author:
        return author, None  # "Mr Lack's memo did not say who. '...,' it said": his words
    return None, f"the {last.group('noun').lower()}"


def _body_named_for(
    label: str, text: str, pos: int, cast: Cast, speaking: bool = True
) -> str | None:
    """Return the name a story gave the body a description takes up ("the editorial board
    writes" after "the Wall Street Journal editorial board", "the company wrote" after "the
    website GunBroker.com", "the organization wrote" after "United Gun Group said"): the
    nearest before ``pos`` in the last 2,000 characters named with a noun of the same kind,
    else, for a generic noun and when ``speaking`` bodies may do, the nearest that speaks;
    None when the story names none."""
    described = re.fullmatch(r"the\s+(?P<head>[a-z][a-z\- ]*)", label)
    if not described or described.group("head") not in _NAMEABLE_HEADS:
        return None
    noun = described.group("head")
    head = "(?:" + "|".join(map(re.escape, _NAMEABLE_HEADS[noun])) + ")"
    editors = r"|\beditors\s+of\s+(?P<owner>" + _BODY_WORDS + r")" if "edit" in head else ""
    tiers = (
        # "the Wall Street Journal editorial board", "the website GunBroker.com" (for "the
        # company"), "the company, Orvo Foods,", "Orvo Foods, a family-owned company", "the
        # editors of The Advocate"
        rf"(?P<before>{_BODY_WORDS})(?:{POSSESSIVE})? {head}\b"
        rf"|\b{head},? (?P<after>{_BODY_WORDS})"
        rf"|(?P<apposed>{_BODY_WORDS}), an? (?:[\w\-]+ ){{0,3}}?{head}\b" + editors,
        # "United Gun Group said", "Business Insider also commented": a body the story has
        # speak, for a generic noun
        rf"(?P<doer>{_BODY_WORDS}) (?:also |later |then )?{CUE_PATTERN}\b"
        if speaking and noun in _SPEAKER_HEADS
        else None,
    )
    window = text[max(0, pos - 2000) : pos]
    for pattern in filter(None, tiers):
        found = [
            (match.start(), name)
            for match in re.finditer(pattern, window)
            for group, name in match.groupdict().items()
            if name
            and _is_body_name(name, group, cast)
            and not (group == "doer" and _other_body(name, window, match.start(), noun))
        ]
        if found:
            return re.sub(r"^[Tt]he\s+", "", max(found)[1])
    return None


def _other_body(name: str, window: str, start: int, noun: str) -> bool:
    """Tell whether a body that speaks is none "the company" could take up: one ending a
    longer phrase ("a spokesperson for IDA Ireland said", "Judge X of the Northern District
    said") or of another kind ("the Water Services Regulator said", "the drivers' union
    TransUnite said")."""
    before = _LAST_WORD.search(window, 0, start)
    kinds = {name.split()[-1].lower(), before.group(1) if before else ""}
    return bool(_PHRASE_GOES_ON.search(window, 0, start)) or bool(
        kinds & (_OTHER_BODIES - set(_NAMEABLE_HEADS[noun]))
    )


def _statement_body(text: str, pos: int, cast: Cast, since: int = 0) -> str | None:
    """Return the body that gave the statement whose words are at ``pos``: the last body the
    story has speak in the 600 characters before ("Lionsgate, the studio behind the
    franchise, said in a statement", "The Tollgate Theatre said on Tuesday", "In a statement,
    Orvo Foods said", "Orvo Foods issued a statement", "a statement from SAG-AFTRA", "The
    company confirmed" after "the website GunBroker.com"), after ``since``; None when no body
    speaks there, or the last is one the story describes but never names."""
    start = max(since, pos - 600)
    for match in reversed(list(_STATEMENT_GIVEN.finditer(text, start, pos))):
        found = match.groupdict()
        if found["described"]:
            label = found["described"].lower()
            if label.split()[-1] in _NAMEABLE_HEADS:
                # (only a body named with a noun of its kind: the last to speak may be
                # another)
                return _body_named_for(label, text, match.start(), cast, speaking=False)
            continue
        body = next(filter(None, found.values()))
        # (giving a statement, a name no person's is a body's, one word or more)
        if _is_body_name(body, "statement", cast):
            return re.sub(r"^[Tt]he\s+", "", body)
    return None


def _is_body_name(name: str, group: str, cast: Cast) -> bool:
    """Tell whether ``name``, found as ``group`` of _body_named_for's patterns, is a body's:
    no person's, place's, party's or day's ("the Florida-based group", "the Democratic
    group", "the company Monday"); before the noun, one of two words at least or one the
    people finder took for an organisation (not "the Chicago company"); speaking, such a one
    or one named with "The" ("The Advocate said")."""
    bare = re.sub(r"^the\s+", "", name.lower())
    first = name.split()[-len(bare.split())]
    if (
        cast.lookup(name)
        or first in _PRONOUN_HEADS
        or first.lower() in _NOT_BODY_WORDS
        or name in PLACES
        or re.search(r"-[a-z]", name)
    ):
        return False
    if group in ("before", "doer") and " " not in bare and bare not in cast.organisations:
        return group == "doer" and name.startswith("The ")
    return True


# the nouns a described body may have, that a story names the body by once, each with the
# nouns of the same kind ("the company" takes up "the website GunBroker.com")
_KINDS = [tuple(w.replace("_", " ") for w in line.split()) for line in lines("nameable_body_heads")]
_NAMEABLE_HEADS = {head: kind for kind in _KINDS for head in kind}
# the heads a body that only speaks may be called by ("United Gun Group said ... the
# organization wrote"): the generic ones
_SPEAKER_HEADS = frozenset(["company", "firm", "organization", "organisation", "group"])
# the word before a speaking body's name ("the drivers' union TransUnite said")
_LAST_WORD = re.compile(r"([a-z]+)\s+$")
# nouns of bodies of every kind, a speaking body named with one of another kind is no
# "company" ("the Water Services Regulator said")
_OTHER_BODIES = set(_NAMEABLE_HEADS) | {
    *("regulator", "authority", "council", "court", "department", "ministry", "police"),
    *("office", "government", "party", "district", "university", "school", "hospital"),
}
# capitalised words before or after such a noun that name no body
_NOT_BODY_WORDS = frozenset(
    ["the", "a", "an", "his", "her", "their", "our", "my", "your"]
    + [w.lower() for w in (*WEEKDAYS, *MONTHS)]
    + [w.lower() for w in words("parties")]
    + ["democratic", "gop"]
    # ("Image caption, ...": a caption's label)
    + ["image", "photo", "picture", "video", "source", "caption", "credit"]
)
# a body's name: capitalised words ("Wall Street Journal", "GunBroker.com", "The Advocate")
# (within a line; a stop only inside a word: "GunBroker.com", never "Thursday.")
_BODY_WORD = r"[A-Z][\w&\-]*(?:\.\w+)*"
_BODY_WORDS = rf"(?:[Tt]he )?{_BODY_WORD}(?: (?:(?:of|for|and)(?: the)? )?{_BODY_WORD})*"
# ", the editorial board writes", ". The company said": a described body just before a cue
_DESCRIBED_BEFORE_CUE = re.compile(
    r"(?:^|[,.;]\s+|\s)(?P<desc>[Tt]he\s+(?:[a-z\-]+\s+)?(?P<head>[a-z\-]+(?: board)?))"
    r"\s+(?:\w+ly\s+)?$"
)
_BODY_BEFORE_CUE = re.compile(rf"(?:^|[,.;]\s+)(?P<body>{_BODY_WORDS})\s+(?:\w+ly\s+)?$")
_STATEMENT_GIVEN = re.compile(
    rf"(?P<body>{_BODY_WORDS})(?:, [^,\"\u201c\u201d\n]{{1,80}},)? (?:{CUE_PATTERN})\b"
    rf"|[Ii]n (?:a|its) statement(?: [^,\"\u201c\u201d\n]{{0,40}})?, (?P<body2>{_BODY_WORDS}) said"
    rf"|(?P<body3>{_BODY_WORDS}) (?:issued|released|put out|posted|shared) a statement"
    rf"|\b(?:a|the|in a|in the) statement from (?P<body4>{_BODY_WORDS})"
    # ("The company confirmed ...": a body described, which the story may have named)
    rf"|\b(?P<described>[Tt]he [a-z]+) (?:{CUE_PATTERN})\b"
)


_ARTICLE = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s")


def _reported_finding(head: str) -> re.Match | None:
    """Return the cue before a document that is the subject of the words before a quote
    ("The trust said a survey in March found that"), when it reports that document."""
    # the last determiner that opens a subject running to the cue
    for determiner in reversed(list(_ARTICLE.finditer(head, max(0, len(head) - 200)))):
        nearest = _SUBJECT_AT_END.match(head, determiner.start())
        if nearest:
            break
    else:
        return None
    if nearest.group("subj").lower().split()[-1] not in _THING_NOUNS:
        return None
    outer = _last_before_cue(head[: nearest.start()])
    if outer and re.fullmatch(r"\s+(?:that\s+)?", head[outer.end() : nearest.start()]):
        return outer
    return None


# an article or a possessive, perhaps with one modifier, right before a word: "a snappy "
_DETERMINED_BEFORE = re.compile(r"\b(?:a|an|the|his|her|their|its)\s+(?:[a-z\-]+\s+)?$")
# cue verbs whose base form may also be a noun ("a snappy retort"), not "say", "tell" ...
_NOUN_CAPABLE_CUES = CUE_VERBS - words("verb_only_cues")
_POSSESSIVE_BEFORE = re.compile(r"\w" + POSSESSIVE + r"\s+$")
_OBJECT_TO_BEFORE = re.compile(
    r"(?:\b(?:him|her|them|us|me)|\b[A-Z][\w'\u2019\-]+|\b(?:a|an|the)\s+[a-z\-]+)"
    r"\s+to\s+(?:[a-z]+\s+)?$"
)


_CALL_FORMS = frozenset(("call", "calls", "called", "calling"))
_FOR_AFTER = re.compile(r"\s+for\b")


def _last_before_cue(clause: str) -> re.Match | None:
    last = None
    for match in _BEFORE_CUE.finditer(clause):
        if match.group()[:1].isupper() and clause[: match.start()].strip():
            continue  # 'on NBC's "Meet the Press"': a capital mid-sentence is a name's word
        if match.group().lower() in _NOUN_CAPABLE_CUES and _DETERMINED_BEFORE.search(
            clause, max(0, match.start() - 40), match.start()
        ):
            # "delivered a snappy retort:": a noun, after its article (not "sources close to
            # the couple say that": a plural subject's verb)
            continue
        if _POSSESSIVE_BEFORE.search(clause, max(0, match.start() - 40), match.start()):
            continue  # "denounced Trump's remarks as "...": a noun, right after whose it is
        if match.group().lower() in ("alleged", "reported") and _DETERMINED_BEFORE.search(
            clause, max(0, match.start() - 12), match.start()
        ):
            continue  # 'for his alleged "abusive" behaviour': an adjective, no cue
        if _OBJECT_TO_BEFORE.search(clause, max(0, match.start() - 60), match.start()):
            # "she would like Trump to further explain", "seeking a leader to counter": what
            # someone is wanted to say, not what anyone said
            continue
        if match.group().lower() in _MEDIUM_PARTICIPLES and _MEDIUM_BEFORE.search(
            clause, max(0, match.start() - 40), match.start()
        ):
            continue
        if match.group().lower() in _SHARE_VERBS and _OWNED_OBJECT.match(clause, match.end()):
            continue  # "said the government shared islanders' frustration": in common, not said
        if (
            last is not None
            and match.group().lower() in _CALL_FORMS
            and _FOR_AFTER.match(clause, match.end())
        ):
            # "Clinton claimed that statements by Trump calling for a ban make him "...": a
            # demand inside what the cue before reports, no one's words
            continue
        if (
            last is not None
            and _PASSIVE_BEFORE.search(clause, max(0, match.start() - 30), match.start())
            and (last.group().lower() == "according to" or not _BY_AFTER.match(clause, match.end()))
        ):
            # A passive cue after another cue in the clause names no speaker: "According to a
            # statement from the promoter, the dates will be announced "..."" (the source the
            # sentence opens on speaks), "stating via Twitter at the time his illness was
            # revealed to the public:" (the cue before brings the quote in). One with an
            # agent ("was confirmed by his rep") is the agent's, but never after "according to".
            continue
        last = match
    for match in _NAMED_CLAIM.finditer(clause):
        if last is None or match.start("cue") > last.start():
            last = _CLAIM_WORD.match(clause, match.start("cue"))
    return last


def _extend_subject(subject: str, tail: str) -> str:
    """Return a description after an inverted cue with the nouns that follow it, or the name
    (an adjective and a name: "said an emotional Reese"): the subject pattern is lazy, so
    "according to a government spokesperson" matched "a government"."""
    words = subject.split()
    leads = ("the", "a", "an", "his", "her", "their", "one", "another")
    if not words or words[0].lower() not in leads:
        return subject
    owner = re.match(r"['\u2019]s(?=\s+[a-z])", tail)
    if owner:
        # "said the star's publicist": the publicist speaks, not the star
        words[-1] += owner.group()
        tail = tail[owner.end() :]
    # "said one Whitford aide", "said one former GOP leadership aide", "said one New Hampshire
    # Democrat", "said a 2008 Clinton veteran": what qualifies the noun may be capitalised
    # ("said a former U.S. law enforcement official": an abbreviation among them)
    more = re.match(r"(?:\s+(?:[a-z][\w\-]*|(?:[A-Z]\.){2,}|[A-Z][\w\-]*|\d{4})){1,5}", tail)
    if not more:
        return " ".join(words)
    extra = more.group().split()
    best = None
    for i, word in enumerate(extra):
        if word in _NOT_LABEL_NOUNS or word in CUE_WORDS:
            break
        if _is_person_noun(word):
            best = i
    if best is None and len(words) > 1 and all(re.match(r"[A-Z][a-z]", w) for w in extra):
        # "said an emotional Reese": a determiner and an adjective before a name, which ends
        # the clause (not "said the printed Cruz slate card")
        best = len(extra) - 1
    if best is None:
        return subject
    return " ".join([*words, *extra[: best + 1]])


def _is_they(after: re.Match) -> bool:
    subject = after.group("subj1") or after.group("subj2") or after.group("subj3") or ""
    return subject.strip().lower() == "they"


# a person's name set off before a description: "Jason X — ", "Gary X, "
_NAME_THEN_SEPARATOR = re.compile(r"(?P<name>" + _NAME_RE + r")(?:,|\s+[\u2014\u2013-])\s*$")


# what shows a description is an apposition: a closing mark, or a phrase of its own
_SET_OFF = re.compile(r"[,\u2014\u2013]|\s(?:for|from|of|at|with|who|in)\s")


# a name, a comma, then the posts it holds, and the body they are held in: "Anthony X,
# president and CEO", "Dana Y, chief executive at the "
_NAME_THEN_POST = re.compile(
    r"(?P<name>" + _NAME_RE + r"),\s+(?:the\s+)?(?P<posts>(?:[\w\-]+\s+){0,4}?)"
    r"(?:(?:of|at|for)\s+(?:the\s+)?)?$"
)


def _post_holder_before(nearest: re.Match, cast: Cast) -> str | None:
    """Return the person named just before the posts they hold, when the cue's subject is one
    of those posts or the body they are held in ("Anthony X, president and CEO of Washington
    Restaurant Association stated")."""
    held = _NAME_THEN_POST.search(nearest.string, 0, nearest.start("subj"))
    posts = [*held.group("posts").split(), nearest.group("subj")] if held else []
    if not any(is_role_word(w.lower()) for w in posts):
        return None
    return cast.lookup(held.group("name"))


def _name_before_apposition(nearest: re.Match, cast: Cast) -> str | None:
    """Return the person named just before a subject that is an indefinite description set
    off from the name ("Jason X — a teacher — says"), if any."""
    if not re.match(r"(?:an?)\s", nearest.group("subj")):
        return None
    # ("Clinton, a top aide said, "...": a bare description left open is the subject itself)
    if not _SET_OFF.search(nearest.string, nearest.start("subj")):
        return None
    named = _NAME_THEN_SEPARATOR.search(nearest.string, 0, nearest.start("subj"))
    return cast.lookup(named.group("name")) if named else None


def _apposed_person(subject: str, tail: str, cast: Cast) -> str | None:
    """Return the person named in commas after a description ("the lead author, Dr. X,")."""
    first = subject.strip().split()[0] if subject.strip() else ""
    # "said Stone's wife, Clara Stone", "Stone's lawyer, Martin Oduya, said"
    # ("Harkins’ agent, Nina X,": the bare plural possessive too)
    possessive = re.search(POSSESSIVE + r"(?:\s|$)", subject.strip()) is not None
    if not first or (
        first[0].isupper()
        # "His publicist, Jo X, said": a possessive determiner opens a description too
        and first.lower() not in ("the", "a", "an", "one", "his", "her", "their", "its", "our")
        and not possessive
    ):
        return None  # a name subject: "Pruett, Lam's rival," is about Pruett
    match = re.match(r"[^,.;:\"\u201c\u201d\n]{0,60}?" + _APPOSED_NAME.pattern, tail)
    return cast.lookup(match.group("name")) if match else None


_CUE_WORD = r"(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b"
# after the quote: '," A and B said', '," said A and B'; before it: 'A and B said:'
_LIST_THEN_CUE = re.compile(r"[\s,]*" + _NAME_LIST + r",?\s+" + _CUE_WORD)
_CUE_THEN_LIST = re.compile(r"[\s,]*" + _CUE_WORD + r"\s+" + _NAME_LIST + r"(?=\s*[,.;]|\s+in\b)")
_LIST_CUE_BEFORE = re.compile(r"(?:^|[.;]\s+)" + _NAME_LIST + r"\s+" + _CUE_WORD + r"[^.!?]*$")
# "The star's lawyers, Mia X and Sam Y, said in a statement:": the list set off after its noun
_NOUN_LIST_CUE_BEFORE = re.compile(
    r"(?:^|[.;]\s+)(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s[^,.;:!?\"\u201c\u201d]{1,60},\s+"
    + _NAME_LIST
    + r",\s+"
    + _CUE_WORD
    + r"[^.!?]*$"
)


def _joint_speakers(context: _Context, cast: Cast) -> list[str] | None:
    """Return the people a cue's subject lists together, in order, when it lists two or
    more and every name in the list is someone the story names; else None."""
    before = context.before[-400:]  # (near the quote: stays linear)
    found = (
        _LIST_THEN_CUE.match(context.after)
        or _CUE_THEN_LIST.match(context.after)
        or _LIST_CUE_BEFORE.search(before)
        or _NOUN_LIST_CUE_BEFORE.search(before)
    )
    return _listed_people(found.group("list"), cast) if found else None


# "Her publisher, Halloway & Pryce, said it ...": a name joined by "&" is a firm's, which
# speaks through an unnamed spokesperson (see STATEMENT_LABEL).
_FIRM = (
    r"[A-Z][\w\-\u2019']*(?:\s+[A-Z][\w\-\u2019']*)*\s+&\s+[A-Z][\w\-\u2019']*(?:\s+[A-Z][\w\-]*)*"
)
_FIRM_BEFORE_CUE = re.compile(r"\b" + _FIRM + r",?\s+(?:\w+ly\s+)?$")
_FIRM_AFTER = re.compile(r"\s*,?\s*" + _FIRM + r"\s+(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b")


def _firm_speaks(head: str, after: str) -> bool:
    """Tell whether the subject right before the cue (``head``) or after the quote
    (``after``) is a firm's name with "&" ("Halloway & Pryce said")."""
    return bool(_FIRM_BEFORE_CUE.search(head[-160:]) or _FIRM_AFTER.match(after))
