"""Resolve pronouns and descriptions to the people a story names (``_Resolver``)."""

from __future__ import annotations

import bisect
import re
from collections import Counter

from ..lexicon import full_name_gender, words
from ..patterns import CONNECTIVE, POST_THEN_NAME, SUBORDINATOR, alternation
from ..people import (
    _YEAR_OLD,
    CUE_PATTERN,
    CUE_WORD,
    DETERMINERS,
    FEMININE,
    MASCULINE,
    ROLES,
    TITLES,
    Cast,
    descriptors_party,
    gender_of_words,
    inflect,
    is_role_word,
    party_fit,
    party_of,
    qualifiers_clash,
    speaker_before,
)
from ..sentences import inside_any
from .context import _APPOSED_NAME, _NAME_RE, _PRONOUN_OPENS, _PUT_OUT, _Context
from .labels import (
    _GENERIC,
    _LABEL_KINDS,
    _ORGANISATION_NOUNS,
    _PART_NOUNS,
    _PLAIN_MODIFIERS,
    LABEL_NOUNS,
    SOURCE_LABEL,
    STATEMENT_LABEL,
    _is_person_noun,
    _label,
    _with_article,
)
from .spans import QuoteSpan

_DOCUMENT_SPEAKS = re.compile(
    r"(?:\s+to\s+[A-Z][\w\-]*)?\s+(?:said|says|read|reads|stated|states|added|continued)\b"
)
_QUOTE_MARK = re.compile(r"[\"\u201c\u201d]")
_SENTENCE_END = re.compile(r"[.!?][\"'\u201d\u2019)]*\s")
# Common nouns for the body behind a statement ("her label", "the broadcaster").
_ISSUER_NOUNS = _ORGANISATION_NOUNS | {"label", "publisher", "broadcaster", "studio", "office"}

# "X has died, her family said in a statement", "Clinton's campaign sent out an email": the
# owner's family, body, representative or lawyer as the clause's subject before the statement,
# so its words are theirs, not X's.
_OWNERS_SPOKESMAN = re.compile(
    r"(?:\b(?:his|her|their)|\w['\u2019]s?)\s+(?:[a-z\-]+\s+)?(?P<noun>[a-z]+)"
    r"\s+(?:also\s+)?(?:said|says|" + _PUT_OUT + r"|[a-z]{3,}ed)\b[^,.;:]*$"
)
_OWNERS_BODIES = _ISSUER_NOUNS | {"family", "estate"}
# "..., and the club confirmed ...": a body's noun after an article, as a clause's subject
_BODY_SUBJECT = re.compile(
    r"(?:,\s+and|;|\band)\s+the\s+(?:[a-z\-]+\s+)?([a-z]+)\s+[a-z]+(?:ed|d)\b"
)
_BODY_WHICH = re.compile(r"\s*(?:The\s+)?[A-Z][\w.&\-]*(?:\s+[A-Z][\w.&\-]*)*,\s+which\s")
_INTRODUCED = re.compile(
    r"\b(?:[Aa]n?|[Oo]ne)\s+(?:[a-z\-]+\s+){0,2}?(?P<noun>" + alternation(_LABEL_KINDS) + r")\b"
)
# A paragraph opening with an unnamed, indefinite speaker: "One mother, who asked not to be
# named, said ...", "A neighbour said ...".
_UNNAMED_SUBJECT = re.compile(
    r"(?:One|An?|Another)\s+(?:[a-z\-]+\s+){0,2}?(?P<noun>[a-z][a-z\-]*)"
    # the interruption may hold a quoted phrase: ', who held a sign reading "Books Not Cuts,"'
    r"(?:,(?:[^,\"\u201c\u201d\n]|[\"\u201c][^\"\u201c\u201d\n]{1,60}[\"\u201d]){1,80}?"
    r"(?:,|(?<=[\"\u201d])))?\s+(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b"
)
# The same with a longer interruption: "A crew member who was on set, speaking on condition
# of anonymity because ..., said the charge "...".
_INTERRUPTED_SUBJECT = re.compile(
    r"\s*(?P<phrase>(?:One|An?|Another)\s+(?:[A-Za-z\-]+\s+){0,2}?(?P<noun>[a-z][a-z\-]*))"
    r"(?P<gap>,?\s+(?:who|speaking|on|at|in|from|with|for|of)\b[^\"\u201c\u201d.;:!?]{1,200}?,"
    # "One Republican staffer who watched from the gallery called the speech "..."", "A
    # father of two who gave only his first name said"
    r"|\s+(?:(?:of|for|at|in|from|with)\s+[^\"\u201c\u201d,.;:!?]{1,40}?\s+)?"
    r"who\s+[a-z][^\"\u201c\u201d,.;:!?]{1,80}?)\s+"
    r"(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b"
)
# Someone unnamed brought in anywhere in a sentence that names no one: "One whip, who asked
# not to be named, was blunter.", "Among those let go was a chemist who ..." (a noun for a
# person, or one "who" describes).
_UNNAMED_MENTION = re.compile(
    r"\b(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+(?:[a-z\-]+\s+){0,2}?(?P<noun>(?:"
    + alternation(ROLES | LABEL_NOUNS | FEMININE | MASCULINE)
    + r"|[a-z]+(?:ologist|ician))(?![\w\-'\u2019])|[a-z][a-z\-]*(?=,?\s+who\b))"
)
# "The man, who cannot be named for legal reasons, said": someone unnamed the story has
# brought in, taken up with "the" (a noun for a person who is named is a role: see
# unnamed_subject)
_ANONYMOUS_NOUNS = words("anonymous_nouns")
_DEFINITE_UNNAMED = re.compile(
    r"[Tt]he\s+(?:[a-z\-]+\s+){0,2}?(?P<noun>"
    + alternation(LABEL_NOUNS | _ANONYMOUS_NOUNS)
    + r")(?:,[^,\"\u201c\u201d\n]{1,80},)?\s+(?:\w+ly\s+)?(?:"
    + CUE_PATTERN
    + r")\b"
)
_QUOTE_THEN = re.compile(r"[\"\u201c][^\"\u201c\u201d\n]{1,600}[\"\u201d],?\s+")
# "..., according to a scientist who attended": an unnamed source cited at a sentence's end.
_ACCORDING_UNNAMED = re.compile(
    r"(?<=\baccording to )(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+(?:[a-z\-]+\s+){0,2}?"
    r"(?P<noun>[a-z][a-z\-]*)(?=,?\s+who\b|[,.])"
)
_CONTINUATIONS = frozenset(
    form for base in ("continue", "add", "conclude") for form in inflect(base)
) | {"went on", "goes on"}
_ADDITIONS = frozenset(inflect("add"))
# cues that resume a speech rather than add to it: "she continued", "he went on"
_RESUMPTIONS = _CONTINUATIONS - _ADDITIONS
# cues of an answer: the one just asked gives it, though the asker was quoted last
ANSWERS = frozenset(
    form for base in ("reply", "answer", "respond", "retort") for form in inflect(base)
)


# a role noun, then the name of its holder set off by a comma (see ``_Resolver._first_name``)
_POST_THEN_APPOSED_NAME = re.compile(r"\s+(?P<role>[a-z][a-z\-]*),\s+[A-Z][a-z]")


class _Resolver:
    """Resolve pronouns and descriptions to people: by topic, paragraph and speaker chain.

    The topic of a sentence is the first person it names (not a possessive: in
    "leaving comments on Brandl's page" Brandl is not the subject), or the
    person its first "he"/"she" refers to. A pronoun or description before a cue
    looks for a fitting person in this order: earlier in its own paragraph; for a
    continuation ("she continued", "he added") the latest fitting speaker; the
    topics of the paragraph before (a person of unknown gender only when that
    paragraph has no speech of its own, so a paragraph about someone who spoke
    there does not capture the next "she said"); then recent speakers.
    """

    def __init__(self, text: str, paragraphs, story: list[int], cast: Cast, spans):
        self.text = text
        self.paragraphs = paragraphs
        self.story = story
        self.cast = cast
        # genders a pronoun cue told of someone the cast knew none for ("Cllr X ..." then
        # "she said"): the next "she added" is her too
        self.learned: dict[str, str] = {}
        # genders a pronoun cue pointed to someone with: they rule out the other pronoun
        # only, and win no preference over people of unknown gender
        self.heard: dict[str, str] = {}
        # what a given name suggests ("Ruth Ambler": she), tried before anything else is,
        # never against what the text says (see ``person``)
        self.name_genders = {
            name: gender
            for person in cast.people
            if (gender := full_name_gender(name := person.name))
        }
        self.by_name = False
        self.speakers: list[str] = []
        self.last_speech: tuple[str, int] | None = None  # (speaker, paragraph) of the last quote
        self.last_speech_end = 0  # where the last quote ended
        self.speech_paragraphs: set[int] = set()
        # paragraphs where a named person spoke: a spokesperson's words there leave the
        # people it is about free to be the next "he said"
        self.person_speech_paragraphs: set[int] = set()
        self.last_label: str | None = None  # the label of the quote before ("a user")
        self._descriptor_words: dict[str, set[str]] | None = None
        self._descriptors_of: dict[str, tuple[str, ...]] | None = None
        self.labels: list[tuple[int, str]] = []  # (position, label) given to quotes so far

        # People the story says go by "they" ("Ellery, who uses they/them pronouns").
        self.they_people = {name for name, g in cast.genders.items() if g == "t"}
        starts = [paragraphs[i].start for i in story]
        ends = [paragraphs[i].end for i in story]
        inside = self.inside = inside_any([(span.start, span.end) for span in spans])
        # Unnamed speakers the narrative brings in: "A source close to her told reporters".
        self.introduced = [
            (m.start(), _with_article(m.group("noun").lower()))
            for m in _INTRODUCED.finditer(text)
            if not inside(m.start())
        ]
        # (sentence start, sentence end, story paragraph index, topic or None)
        self.sentences: list[tuple[int, int, int, str | None]] = []
        # sentence start -> (position, person) of the subject pronoun that gave its topic
        self.pronoun_subjects: dict[int, tuple[int, str]] = {}
        for s_start, s_end in cast.sentences:
            k = bisect.bisect_right(starts, s_start) - 1
            if k < 0 or s_start >= ends[k]:
                continue
            # Whichever comes first: a name ("Dale performed ...") or a pronoun ("She added
            # that she feels protective of Brandl" is about her, not Brandl).
            named = self._first_name(s_start, s_end, with_position=True)
            participle = _PARTICIPLE_OPENER.match(text, s_start, s_end) if named else None
            opener = participle or (_CLAUSE_OPENER.match(text, s_start, s_end) if named else None)
            comma_at = (
                text.find(", ", named[0], min(s_end, s_start + 160))
                if opener
                and named
                and named[0] >= opener.end() - 2
                # ("In a message to staff, the BBC's director-general, Tim Davie, said": a
                # name after the phrase's own comma is the main clause's)
                and text.find(", ", opener.end(), named[0]) < 0
                # ("Leading the tributes was fellow legend Billy Joel, who": the subject,
                # after the verb the opening phrase is inverted around)
                and not _INVERTED_SUBJECT_BEFORE.search(text, opener.end(), named[0])
                # ("Renowned forensic pathologist Dr. Cyril X tells ...": an adjective, and
                # the name the subject of the cue after it)
                and not _NAME_THEN_CUE.match(text, named[0])
                else -1
            )
            cut = comma_at > 0 and not inside(comma_at)
            main = self._first_name(comma_at + 2, s_end, with_position=True) if cut else None
            if cut and (
                participle
                or (main and _LEAD_TO_NAME.fullmatch(text, comma_at + 2, main[0]))
                or (
                    _PRONOUN_SUBJECT.search(text, opener.end(), named[0])
                    and _PRONOUN_SUBJECT.match(text, comma_at + 2)
                )
            ):
                # "Asked whether she had met Brennick, the commissioner said she had.": a name
                # in an opening participle phrase is no subject; the clause after it has one.
                # An opening clause's subject gives way only to a name that opens the main
                # clause ("Days after Courtney made the allegations, Chrissy apologised"), or
                # when a pronoun is subject of both ("Though he did not mention Rubio, he
                # made it clear"); in "When Smith arrived, he thanked Jones" he may be Smith.
                named = main
                lead_from = comma_at + 2
            else:
                lead_from = s_start
            topic = named[1] if named else None
            limit = named[0] if named else s_end
            # the owner and the subject pronoun are sought in the main clause only: in "Asked
            # whether he would share a stage with Ruiz again, he paused" neither is Ruiz
            owner = None if named else self._possessive_owner(lead_from, s_end)
            lead = _LEADING_ROLE.match(text, lead_from, limit)
            comma = text.find(", ", lead_from, min(limit, lead_from + 120))
            if lead is None and comma > 0 and not inside(comma):
                # "Speaking after his show, the comedian was defiant.": the subject after an
                # opening phrase
                lead = _LEADING_ROLE.match(text, comma + 2, limit)
            # "The 'Night Drive' singer, 31, shared ...": whoever is known as the singer.
            holder = self._holder(lead.group("role").lower(), s_start) if lead else None
            if lead is None and not named:
                # "Asked what he would do next, the 41-year-old grinned.": the one person
                # of that age
                aged = _LEADING_AGE.match(text, lead_from, s_end)
                if aged is None and comma > 0 and not inside(comma):
                    aged = _LEADING_AGE.match(text, comma + 2, s_end)
                holder = self._aged(int(aged.group(1))) if aged else None
            # ("..., the 39-year-old native New Yorker opened up about the character played
            # by Noth": the subject is the one described, whom no name tells, not a name
            # after its verb)
            described = bool(
                lead and named and holder is None and _LOWER_WORD.search(text, lead.end(), named[0])
            )
            if lead and named and _APPOSED_GAP.fullmatch(text, lead.end(), named[0]):
                # "The shadow transport secretary, Sir Desmond X, was scathing": the name
                # set off by commas is the one described, whoever else holds the role.
                holder = named[1]
            pronouns = (
                ()
                if holder
                else _PRONOUN_SUBJECT.finditer(text, lead_from, named[0] if named else s_end)
            )
            topic = holder or (None if described else topic)
            # "Cruz electrified the crowds, Stovall said.": a sentence reported through a cue
            # set off after its comma is its sayer's, who goes on in the next "he said"
            topic = self._sayer(s_start, s_end) or topic
            if topic is None and owner:
                # "It is not the first time Thornton's temper has cost him.": a sentence that
                # names no one but an owner is about the owner (a weak topic, last resort)
                topic = owner[1]
            for pronoun in pronouns:
                if inside(pronoun.start()):
                    continue
                # Only a subject pronoun: opening the sentence or its main clause ("In the
                # caption, she asked"); "Asked whether he ..., Varga said" is about Varga.
                lead_in = text[lead_from : pronoun.start()].rstrip()
                if (
                    not lead_in.strip("\"'\u201c\u2018")
                    or lead_in.endswith(",")
                    or _TIME_LEAD.fullmatch(lead_in)
                    or _OPENING_QUOTE.fullmatch(lead_in)
                ):
                    topic = self._narrative(pronoun.group().lower())
                    if topic:
                        self.pronoun_subjects[s_start] = (pronoun.start(), topic)
                break
            self.sentences.append((s_start, s_end, story[k], topic))
        self.sentence_starts = [entry[0] for entry in self.sentences]
        self.topics_of: dict[int, list[str]] = {}
        self.first_sentence: dict[int, int] = {}
        for index, entry in enumerate(self.sentences):
            self.first_sentence.setdefault(entry[2], index)
        self.previous_story = {story[i]: story[i - 1] for i in range(1, len(story))}

    def _possessive_owner(self, start: int, end: int) -> tuple[int, str] | None:
        """Return the position and name of the only person named (as an owner, "Thornton's")
        in the sentence from ``start`` to ``end``, else None."""
        spoken_of = self.cast.spoken_of
        first = bisect.bisect_left(spoken_of, (start,))
        names = {(s, n) for s, _e, n in spoken_of[first : first + 6] if s < end}
        if len({n for _s, n in names}) != 1:
            return None
        return min(names)

    def _named_after_statement(self, s_start: int, after: int, s_end: int) -> str | None:
        """Return the subject of a sentence that opens on its statement: "In a statement to
        People, Somers' publicist R. Couri Hay said ..." names its maker after the comma."""
        if not _IN_A_STATEMENT.match(self.text, s_start, after):
            return None
        comma = self.text.find(",", after, s_end)
        first = self._first_name(comma, s_end, with_position=True) if comma >= 0 else None
        if first is None:
            return None
        spoken_of = self.cast.spoken_of
        m_end = spoken_of[bisect.bisect_left(spoken_of, (first[0],))][1]
        return first[1] if _CUE_NEXT.match(self.text, m_end, s_end) else None

    def _first_name(self, start: int, end: int, with_position: bool = False):
        spoken_of = self.cast.spoken_of
        first = bisect.bisect_left(spoken_of, (start,))
        for m_start, m_end, name in spoken_of[first : first + 12]:
            if m_start >= end:
                break
            post = POST_THEN_NAME.match(self.text, m_end, end) or _POST_THEN_APPOSED_NAME.match(
                self.text, m_end, end
            )
            if post and is_role_word(post.group("role")):
                # "Clinton spokeswoman Jennifer Palmieri", "A longtime Burt Bacharach
                # collaborator, Elvis Costello paid tribute": the name modifies a post
                continue
            if self.text[m_end : m_end + 1] not in ("'", "\u2019") or self._owner_is_topic(
                start, m_start, m_end
            ):
                return (m_start, name) if with_position else name
        return None

    def narrative_subject_between(self, after: int, pos: int) -> str | None:
        """Return the person the sentence right before ``pos`` opens on, when that sentence
        starts after ``after`` (the last quote's end) and holds no quote and no cue: the
        subject of narrative set between two quotes ("Hermoso says she "didn't like it." ...,
        Rubiales appeared to brush it off. "The kiss ...""), who speaks next."""
        index = bisect.bisect_right(self.sentence_starts, pos - 1) - 1
        if index < 1:
            return None
        start, end = self.sentences[index - 1][:2]
        if start <= after or self.sentences[index][0] < pos - 2:
            return None  # the sentence is the last quote's own, or the quote opens none
        if self.inside(start) or _QUOTE_MARK.search(self.text, start, end):
            return None
        if CUE_WORD.search(self.text, start, end):
            return None
        first = self._first_name(start, end, with_position=True)
        # (its subject: the name opens the sentence, or follows the comma of a lead-in "When
        # confronted by another journalist, Rubiales ...", never an object)
        lead = self.text[start : first[0]] if first else ""
        return first[1] if first and (not lead.strip() or lead.rstrip().endswith(",")) else None

    def _cued_names(self, start: int, end: int):
        """Yield ``(where, name, cue)`` for each person named between ``start`` and ``end``
        right before a cue ("Stovall said", "Tom Y later asked")."""
        first = bisect.bisect_left(self.cast.spoken_of, (start,))
        for m_start, m_end, name in self.cast.spoken_of[first : first + 12]:
            if m_start >= end:
                return
            cue = _CUE_NEXT.match(self.text, m_end)
            if cue:
                yield m_start, name, cue.group().split()[-1]

    def _sayer(self, start: int, end: int) -> str | None:
        """Return the person named right after a comma and before a cue in a sentence that
        quotes no one, the sayer of what it reports ("..., Stovall said."), else None."""
        if _QUOTE_MARK.search(self.text, start, end):
            return None
        cued = self._cued_names(start, end)
        return next((name for at, name, _ in cued if self.text[start:at].endswith(", ")), None)

    def _sayer_before(self, pos: int) -> str | None:
        """Return the last person named in the sentence before ``pos``, out of quotes, right
        before a cue, after the sentence's first words ('"...," CEO Tom Y said'), else None."""
        start = self.sentences[bisect.bisect_right(self.sentence_starts, pos) - 1][0]
        found = None
        for at, name, cue in self._cued_names(start, pos):
            # (not one who asked: "X asked Trump about statements, when he claimed" is Trump)
            if self.text[start:at].strip() and not self.inside(at) and cue not in _ASKING:
                found = name
        return found

    def _owner_is_topic(self, start: int, m_start: int, m_end: int) -> bool:
        """Tell whether a possessive opening its sentence is the sentence's topic: "Mira X's
        endorsement of Dana Y came late" is about Mira X; "X's lawyer said" is the lawyer's."""
        if self.text[start:m_start].strip():
            return False
        owned = re.match(r"['\u2019]s?((?:\s+[a-z][a-z\-]*){1,3})", self.text[m_end : m_end + 60])
        # ("Callie X's tour manager said": a person noun among the words owned)
        return bool(owned) and not any(_is_person_noun(w) for w in owned.group(1).split())

    def _fits(self, name: str, gender: str | None, known_only: bool = False) -> bool:
        known = self.cast.genders.get(name) or self.learned.get(name)
        if known is None and self.by_name:
            # (the first pass of ``person``: what the given name suggests counts as known)
            known = self.name_genders.get(name)
        if gender is None:
            return True
        if known is None and self.heard.get(name, gender) != gender:
            return False  # "she said" pointed to her: she is no later "he"
        return known == gender or (known is None and not known_only)

    def learn(self, name: str | None, gender: str) -> str | None:
        """Remember that ``name``, whom a "she said" or "he said" just pointed to, goes by
        that pronoun when the story told no gender for them (see ``heard``); return it."""
        if name and self.cast.genders.get(name) is None:
            self.heard.setdefault(name, gender)
        return name

    def _narrative(self, pronoun: str) -> str | None:
        """Resolve a pronoun that opens a story sentence to a recent topic."""
        gender = "f" if pronoun == "she" else "m"
        recent = [t for *_x, t in self.sentences[-8:] if t][::-1]
        if recent and self._fits(recent[0], gender):
            return recent[0]  # the topic of the sentence before carries on
        for known_only in (True, False):
            for name in recent[: 8 if known_only else 3]:
                if self._fits(name, gender, known_only):
                    return name
        return None

    def _topics_before(self, pos: int, paragraph: int) -> list[str]:
        """Return topics of ``paragraph`` before ``pos``, latest first (names in its sentence)."""
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        found = []
        stop = max(-1, index - 12)
        while index > stop and self.sentences[index][2] == paragraph:
            s_start, s_end, _p, topic = self.sentences[index]
            if s_end <= pos:
                if topic:
                    found.append(topic)
            else:
                name = self._first_name(self._after_participle(s_start, pos), pos, True)
                subject = self.pronoun_subjects.get(s_start)
                if subject and name and subject[0] < name[0]:
                    # "Last month she told followers Jade had "..."": the subject pronoun,
                    # not the name in its object clause; unless its gender does not fit:
                    # "she drew Trump's ire - he called her "weak""
                    found.extend((subject[1], name[1]))
                elif name:
                    found.append(name[1])
            index -= 1
        return found

    def _after_participle(self, start: int, pos: int) -> int:
        """Return where the main clause of the sentence at ``start`` begins, before ``pos``:
        after an opening participle phrase ("Asked whether he had met X, he said"), whose
        names are no subject; else ``start``."""
        opener = _PARTICIPLE_OPENER.match(self.text, start, pos)
        if opener is None:
            return start
        comma = self.text.find(", ", opener.end(), min(pos, start + 200))
        return comma + 2 if comma > 0 else start

    def _paragraph_topics(self, paragraph: int) -> list[str]:
        """Return the topics of ``paragraph``'s sentences, latest first (a dozen at most)."""
        if paragraph not in self.topics_of:
            index = self.first_sentence.get(paragraph, len(self.sentences))
            found = []
            while index < len(self.sentences) and self.sentences[index][2] == paragraph:
                if self.sentences[index][3]:
                    found.append(self.sentences[index][3])
                index += 1
            self.topics_of[paragraph] = found[::-1][:12]
        return self.topics_of[paragraph]

    def recent_speaker(self, gender: str | None) -> str | None:
        """Return the latest recent speaker known to fit ``gender``, else one of unknown gender."""
        recent = list(reversed(self.speakers[-6:]))
        if gender is None:
            return recent[0] if recent else None
        for known_only in (True, False):
            for name in recent:
                if self._fits(name, gender, known_only):
                    return name
        return None

    def pronoun(self, word: str, pos: int, paragraph: int):
        """Return the person "he", "she", "his" or "her" at ``pos`` refers to."""
        gender = "f" if word.lower() in ("she", "her") else "m"
        return self.person(gender, pos, paragraph, None)

    def person(self, gender: str | None, pos: int, paragraph: int, cue: str | None):
        """Return the person a pronoun or a description of ``gender`` refers to at ``pos``:
        first among those whose given name agrees with it (no "he" for "Ruth Ambler" while a
        "Dennis Oakwell" is there), then among all, as the text alone allows."""
        self.by_name = True
        try:
            found = self._person(gender, pos, paragraph, cue)
        finally:
            self.by_name = False
        return found or self._person(gender, pos, paragraph, cue)

    def _person(self, gender: str | None, pos: int, paragraph: int, cue: str | None):
        goes_on = self._speaker_goes_on(gender, pos, paragraph)
        if goes_on:
            return goes_on
        asked = self._asked_before(gender, pos, paragraph)
        if asked:
            return asked
        sayer = self._sayer_before(pos)
        if sayer and self._fits(sayer, gender):
            # 'X's suspension was "severe," CEO Tom Y said, but he also asserted': who spoke
            # earlier in the sentence goes on, not whom the sentence opens on
            return sayer
        for name in self._topics_before(pos, paragraph):
            if self._fits(name, gender):
                return self._agreeing(name, gender, pos)
        previous = self.previous_story.get(paragraph)
        if cue in _CONTINUATIONS:
            last = self.last_speech
            if (
                cue in _ADDITIONS
                and last
                and last[1] in (paragraph, previous)
                and self.cast.genders.get(last[0]) is None
                and self._fits(last[0], gender)
            ):
                # 'Dr X said the charity was "saddened". / "...," she added.': the one who
                # spoke just before adds to it, though no pronoun told her gender yet ("she
                # continued" resumes a speech, perhaps of someone further back).
                if gender in ("f", "m"):
                    self.learned[last[0]] = gender
                return last[0]
            reported = self._reported_speaker(previous, gender) if cue in _ADDITIONS else None
            if reported:
                return reported
            hit = self.recent_speaker(gender)
            if hit:
                return hit
        if previous is not None:
            quiet = previous not in self.person_speech_paragraphs
            # (in a paragraph no one spoke in, one whose gender the story told comes before
            # one it did not: "when presenter Chris X joked ..., Pinkett Y says she")
            for known_only in (True, False) if quiet and gender else (True,):
                for name in self._paragraph_topics(previous):
                    if self._fits(name, gender, known_only=known_only):
                        return name
                    if gender is None and self.cast.genders.get(name) is None:
                        return name
            if (
                self.speakers
                and self.speakers[-1] in self._paragraph_topics(previous)
                and self._fits(self.speakers[-1], gender)
            ):
                # "Cllr X ... called it "the bare minimum". / "...," she said.": the one who
                # spoke in the paragraph before goes on, though no pronoun told her gender yet.
                if gender in ("f", "m") and self.cast.genders.get(self.speakers[-1]) is None:
                    self.learned[self.speakers[-1]] = gender
                return self.speakers[-1]
        return (
            self.recent_speaker(gender)
            or self._last_known(pos, gender)
            or self._named_after_opening(pos, gender, paragraph)
        )

    def _reported_speaker(self, paragraph: int | None, gender: str | None) -> str | None:
        """Return the person a quiet paragraph reports speaking, by name and a cue ("Actress
        Jo X recalled meeting her in the 1990s."), when they fit ``gender``: the next "she
        added" adds to what she said, not to the last one quoted."""
        if paragraph is None or paragraph in self.person_speech_paragraphs:
            return None
        start, end = self.paragraphs[paragraph].start, self.paragraphs[paragraph].end
        for name in self._paragraph_topics(paragraph):
            if self._fits(name, gender, known_only=True) and any(
                _CUE_NEXT.match(self.text, found.end())
                or _GAVE_SPEECH.match(self.text, found.end())
                for found in re.compile(re.escape(name.split()[-1])).finditer(self.text, start, end)
            ):
                return name
        return None

    def _named_after_opening(self, pos: int, gender: str | None, paragraph: int) -> str | None:
        """Return the first person of ``gender`` named after a pronoun in the story's opening
        lines that no one before it can take ('"...," she told Oprah Winfrey' over "Meghan
        Markle says ..."): a headline or a standfirst names its subject after the pronoun."""
        if paragraph not in self.story[:2]:
            return None
        index = bisect.bisect_right(self.cast.spoken_of, (pos,))
        for _s, _e, name in self.cast.spoken_of[index : index + 12]:
            if self._fits(name, gender, known_only=True):
                return name
        return None

    def _speaker_goes_on(
        self, gender: str | None, pos: int, paragraph: int, into_next: bool = False
    ) -> str | None:
        """Return the one who spoke last in ``paragraph`` (or, ``into_next``, the paragraph
        before) when no other fitting person is named (outside quotes) since their quote
        ended: in 'X's claims may be "strategic," said Jo Y, a professor. "Each candidate ...,"
        he said.' he is Jo Y, not X."""
        last = self.last_speech
        paragraphs = (paragraph, self.previous_story.get(paragraph)) if into_next else (paragraph,)
        if not last or last[1] not in paragraphs or not self._fits(last[0], gender):
            return None
        start = bisect.bisect_left(self.cast.spoken_of, (self.last_speech_end,))
        end = bisect.bisect_left(self.cast.spoken_of, (pos,))
        others = {
            name
            for _s, _e, name in self.cast.spoken_of[start:end]
            if name != last[0] and self._fits(name, gender)
        }
        return None if others else last[0]

    def _asked_before(self, gender: str | None, pos: int, paragraph: int) -> str | None:
        """Return the person the sentence before ``pos`` says was asked something, when they
        fit: 'Reporter Jo X asked Sam Y whether ... / "Sure," he said.' (the one asked
        answers)."""
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        for s_start, s_end, s_paragraph, _topic in self.sentences[max(0, index - 1) : index + 1]:
            if s_end > pos or paragraph - s_paragraph > 1:
                continue
            for match in _ASKED_SOMEONE.finditer(self.text, s_start, s_end):
                asked = self.cast.lookup(match.group("asked"))
                if asked and self._fits(asked, gender):
                    return asked
            asker = _ASKER.match(self.text, s_start, s_end)
            who = asker and self.cast.lookup(asker.group("asker"))
            if who and not self._fits(who, gender):
                # 'Jo X interrupted to ask whether it had worked. / "Not yet," he admitted.':
                # the one who spoke last, other than the asker, answers (an asker who fits
                # may be going on: "Paul also asked how ... / "...," he argued.")
                for name in reversed(self.speakers[-6:]):
                    if self._fits(name, gender):
                        return name
        return None

    def named_around(self, span: QuoteSpan, position: int, context: _Context) -> tuple[str, ...]:
        """Return the people named outside quotes from the start of the paragraph before
        ``span``'s to the end of the words after it, nearest to the quote first."""
        before = self.paragraphs[self.story[position - 1]].start if position else 0
        start = min(before, self.paragraphs[span.paragraph].start)
        end = span.end + 1 + len(context.after)
        first = bisect.bisect_left(self.cast.spoken_of, (start,))
        last = bisect.bisect_left(self.cast.spoken_of, (end,))
        around = self.cast.spoken_of[first:last]
        nearest = sorted(around, key=lambda m: min(abs(m[0] - span.start), abs(m[0] - span.end)))
        return tuple(dict.fromkeys(name for _s, _e, name in nearest))

    def _agreeing(self, name: str, gender: str | None, pos: int) -> str:
        """Return ``name``, or, when its gender is unknown, the one other person its
        sentence names before ``pos`` whose known gender the pronoun agrees with ("Jess hit
        back at her ex, Callum X, after he claimed ...": "he" is Callum)."""
        if gender not in ("f", "m") or self.cast.genders.get(name) or self.learned.get(name):
            return name
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        if index < 0:
            return name
        subject = self.pronoun_subjects.get(self.sentences[index][0])
        if subject and subject[1] == name:
            # "He said that Philip "...": the sentence's subject pronoun already stood for
            # the name, before the other person was named
            return name
        # ("Prior to Wynonna's speech, Ashley ... as she remarked": no one named in an
        # opening phrase, which is no part of the main clause)
        main = self._after_participle(self.sentences[index][0], pos)
        first = bisect.bisect_left(self.cast.spoken_of, (main,))
        agreeing = {
            other
            for start, end, other in self.cast.spoken_of[first : first + 12]
            if start < pos
            and other != name
            and (self.cast.genders.get(other) or self.learned.get(other)) == gender
            # ("... the passing of Philip, who he said "...": "who" is Philip, "he" another)
            and not _RELATIVE_THEN_PRONOUN.match(self.text, end)
        }
        return agreeing.pop() if len(agreeing) == 1 else name

    def unnamed_subject(self, gender: str | None, pos: int, paragraph: int) -> str | None:
        """Return the label of an unnamed speaker the paragraph before opens with ("One
        mother, who asked not to be named, said ...": the next "she said" is "a mother"),
        when nothing in this paragraph comes before the pronoun."""
        previous = self.previous_story.get(paragraph)
        if self._topics_before(pos, paragraph):
            return None
        if not self._opens_paragraph(pos, paragraph) and not self._pronoun_opens(paragraph):
            return self._unnamed_in_paragraph(gender, pos, paragraph)
        if previous is None:
            return None
        opening = self.paragraphs[previous]
        match = _UNNAMED_SUBJECT.match(self.text, opening.start, opening.end)
        # "A store manager in Louisville, who asked not to be named ..., said": a longer
        # interruption, the paragraph's own subject all the same
        match = match or _INTERRUPTED_SUBJECT.match(self.text, opening.start, opening.end)
        match = match or self._unnamed_last(previous) or self._unnamed_source(previous)
        match = match or self._definite_unnamed(opening.start, opening.end)
        if not match:
            return self._label_goes_on(gender, previous)
        noun = match.group("noun").lower()
        known = gender_of_words(noun, nouns_only=True)
        person = (
            _is_person_noun(noun)
            or noun in _ANONYMOUS_NOUNS
            or (
                noun not in _PART_NOUNS
                and (_described_as_person(self.text, match.end("noun")) or _who_in_gap(match))
            )
        )
        if self._apposed_name(match.end("noun")):
            return None  # "A bakery owner, Sunita X, said": a named person, not an unnamed one
        if not person or (known is not None and known != gender):
            return None
        return self._phrase_label(match)

    def _label_goes_on(self, gender: str | None, paragraph: int) -> str | None:
        """Return the label of the unnamed person who spoke last in ``paragraph`` ('"...," the
        man said. / "...," he told police.'), when that paragraph names no one and the label
        does not say another sex."""
        start, end = self.paragraphs[paragraph].start, self.paragraphs[paragraph].end
        first = bisect.bisect_left(self.cast.spoken_of, (start,))
        if first < len(self.cast.spoken_of) and self.cast.spoken_of[first][0] < end:
            return None
        spoken = [label for at, label in self.labels[-6:] if start <= at < end]
        if not spoken or spoken[-1] in (STATEMENT_LABEL, SOURCE_LABEL):
            return None
        noun = spoken[-1].split()[-1]
        if not (_is_person_noun(noun) or noun in _ANONYMOUS_NOUNS):
            return None
        said = gender_of_words(noun, nouns_only=True)
        return spoken[-1] if said in (None, gender) else None

    def _definite_unnamed(self, start: int, end: int) -> re.Match | None:
        """Return the unnamed person "the <noun>" who opens the text from ``start`` (or the
        clause after an opening phrase: "In a police interview, ..., the man said"), when the
        story describes no one by that noun."""
        match = _DEFINITE_UNNAMED.match(self.text, start, end)
        comma = self.text.find(", ", start, min(end, start + 120))
        if match is None and comma > 0 and not self.inside(comma):
            match = _DEFINITE_UNNAMED.match(self.text, comma + 2, end)
        if match is None and self.text[start : start + 1] in '"\u201c':
            # '"It was an abuse of power," the man said.': the cue after an opening quote
            closing = _QUOTE_THEN.match(self.text, start, end)
            match = _DEFINITE_UNNAMED.match(self.text, closing.end(), end) if closing else None
        if match is None or self._holder(match.group("noun").lower(), start):
            return None
        return match

    def _unnamed_last(self, paragraph: int) -> re.Match | None:
        """Return the unnamed speaker opening the last sentence of ``paragraph`` but the first
        ("Others worried. A father of two who ... said he wanted ..."), when no one is named
        after it in the paragraph."""
        index = self.first_sentence.get(paragraph)
        if index is None:
            return None
        end = self.paragraphs[paragraph].end
        last = index
        while last + 1 < len(self.sentences) and self.sentences[last + 1][2] == paragraph:
            last += 1
        if last == index:
            return None
        start = self.sentences[last][0]
        match = _UNNAMED_SUBJECT.match(self.text, start, end) or _INTERRUPTED_SUBJECT.match(
            self.text, start, end
        )
        if match is None:
            return None
        first = bisect.bisect_left(self.cast.spoken_of, (match.end(),))
        if first < len(self.cast.spoken_of) and self.cast.spoken_of[first][0] < end:
            return None
        return match

    def _unnamed_source(self, paragraph: int) -> re.Match | None:
        """Return the unnamed source the last sentence of ``paragraph`` cites ("..., according
        to a scientist who attended and asked not to be named."), when no one is named after
        it in the paragraph."""
        end = self.paragraphs[paragraph].end
        found = None
        for match in _ACCORDING_UNNAMED.finditer(self.text, self.paragraphs[paragraph].start, end):
            if not self.inside(match.start()):
                found = match
        if found is None or _SENTENCE_END.search(self.text, found.end(), end - 1):
            return None
        first = bisect.bisect_left(self.cast.spoken_of, (found.end(),))
        if first < len(self.cast.spoken_of) and self.cast.spoken_of[first][0] < end:
            return None
        return found

    def _phrase_label(self, match: re.Match) -> str:
        """Return the label for the unnamed subject ``match`` holds ("One fund manager":
        "a fund manager"); a capitalised modifier ("One Republican staffer") is no part."""
        words = self.text[match.start() : match.end("noun")].split()
        phrase = " ".join([words[0], *(w for w in words[1:] if not w[:1].isupper())])
        return _label(phrase.lower(), False, None)

    def named_opener(self, gender: str, pos: int, paragraph: int) -> str | None:
        """Return the person the paragraph before opens on with a description and their name
        in apposition ("A florist, Imelda X, said ...": the next "she said" is hers), when
        nothing in this paragraph comes before the pronoun."""
        previous = self.previous_story.get(paragraph)
        if (
            previous is None
            or self._topics_before(pos, paragraph)
            or not self._opens_paragraph(pos, paragraph)
        ):
            return None
        opening = self.paragraphs[previous]
        match = _UNNAMED_SUBJECT.match(self.text, opening.start, opening.end)
        name = self._apposed_name(match.end("noun")) if match else None
        return name if name and self._fits(name, gender) else None

    def _apposed_name(self, end: int) -> str | None:
        """Return the person named in apposition right after the noun ending at ``end`` ("A
        bakery owner, Sunita X, said"), if any."""
        match = _APPOSED_NAME.match(self.text, end, end + 80)
        return self.cast.lookup(match.group("name")) if match else None

    def named_later(self, noun: str, start: int, paragraph: int) -> str | None:
        """Return the person the story names as "the <noun>" in apposition between ``start``
        and the end of the next paragraph ("a retired nurse called her "..."", then "The
        retired nurse, Doreen X, 66, had waited"), if any."""
        stop = self.paragraphs[min(paragraph + 1, len(self.paragraphs) - 1)].end
        pattern = re.compile(r"\b[Tt]he\s+(?:[a-z\-]+\s+){0,2}?" + re.escape(noun) + r"(?=,)")
        for match in pattern.finditer(self.text, start, max(start, stop)):
            named = self._apposed_name(match.end())
            if named:
                return named
        return None

    def sentence_subject(self, pos: int) -> str | None:
        """Return the first person named in the sentence that holds ``pos``, before it."""
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        return self._first_name(self.sentences[index][0], pos) if index >= 0 else None

    def _unnamed_in_paragraph(self, gender: str | None, pos: int, paragraph: int) -> str | None:
        """Return the label of an unnamed speaker a sentence earlier in ``paragraph`` brings
        in ("One guest at the gala, a teacher from Leeds, told us she ... "...," she said";
        "Among those let go was a chemist who ... "...," she said"), when no one is named
        between them."""
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        stop = max(-1, index - 6)
        while index > stop and self.sentences[index][2] == paragraph:
            start = self.sentences[index][0]
            if start < pos:
                match = (
                    _INTERRUPTED_SUBJECT.match(self.text, start, pos)
                    or _UNNAMED_SUBJECT.match(self.text, start, pos)
                    or self._unnamed_mention(start, min(pos, self.sentences[index][1]))
                )
                if match:
                    noun = match.group("noun").lower()
                    known = gender_of_words(noun, nouns_only=True)
                    person = (
                        _is_person_noun(noun)
                        or noun in _PART_NOUNS
                        or _described_as_person(self.text, match.end("noun"))
                    )
                    if not person or (known is not None and known != gender):
                        return None
                    if self._apposed_name(match.end("noun")):
                        return None
                    return self._phrase_label(match)
            index -= 1
        return None

    def _unnamed_mention(self, start: int, end: int) -> re.Match | None:
        """Return the last unnamed person brought in between ``start`` and ``end`` outside
        quotes (see _UNNAMED_MENTION), when no one is named there nor taken up by a pronoun
        after it."""
        first = bisect.bisect_left(self.cast.spoken_of, (start,))
        if first < len(self.cast.spoken_of) and self.cast.spoken_of[first][0] < end:
            return None
        found = None
        for match in _UNNAMED_MENTION.finditer(self.text, start, end):
            if not self.inside(match.start()):
                found = match
        if found and _PRONOUN_SUBJECT.search(self.text, found.end(), end):
            return None  # "Asked by a reporter whether she ..., she laughed": someone else
        return found

    def _aged(self, age: int) -> str | None:
        """Return the one person the story gives ``age``, if exactly one has it."""
        aged = [p.name for p in self.cast.people if age in p.ages]
        return aged[0] if len(aged) == 1 else None

    def _holder(self, noun: str, pos: int) -> str | None:
        """Return the person last named before ``pos`` who is known as ``noun``, if any."""
        holders = {name for name, nouns in self.cast.roles.items() if noun in nouns}
        if not holders:
            return None
        if len(holders) > 1:
            # "Fellow comedian Priya Ramasamy": "fellow" sets her beside the one the story
            # calls "the comedian"; she is that only when no one else is.
            main = {name for name in holders if not self._fellow(name, noun)}
            holders = main or holders
        index = bisect.bisect_left(self.cast.spoken_of, (pos,))
        recent = self.cast.spoken_of[max(0, index - 50) : index]
        before = [(end, name) for _s, end, name in recent if name in holders]
        if not before:
            return sorted(holders)[0]
        end, last = before[-1]
        times = Counter(name for _e, name in before)
        story_holder, most = times.most_common(1)[0]
        if times[last] == 1 and most > 1 and "\n\n" in self.text[end:pos]:
            # "his older brother Prince Charles" in a story about Prince Andrew, then "The
            # prince said" a paragraph on: one named once in passing is not "the prince" the
            # story is about
            return story_holder
        return last

    def statement_author(self, pos: int, noun: str = "statement") -> str | None:
        """Return the person who made the statement (or letter, email ...) last mentioned
        before ``pos``, if the sentence that mentions it names one before the word ("X said in
        a statement")."""
        window = max(0, pos - 1500)
        found = None
        # (a letter is introduced as "a letter", "a lengthy letter": that sentence tells its
        # writer; "the letter said" does not)
        intro = r"" if noun == "statement" else r"\b(?:an?|his|her|their)\s+(?:[\w\-]+\s+){0,2}"
        for match in re.finditer(intro + r"\b" + noun + r"\b", self.text[:pos], re.IGNORECASE):
            if (
                match.start() >= window
                and not _DOCUMENT_SPEAKS.match(self.text, match.end())
                # ("... a further statement will be issued on Wednesday.": a statement the
                # quoted words speak of is no statement the text reports)
                and not self.inside(match.start())
            ):
                found = match
        if found is None:
            return None
        if re.search(r"\bjoint\s+$", self.text[max(0, found.start() - 12) : found.start()]):
            return None  # a joint statement is no one member's words
        source = _STATEMENT_FROM.match(self.text, found.end())
        if source:
            # "a statement from the show's production company Banijay UK", "from the family of
            # X": whoever it is from, a person only when named, not someone's representative,
            # kin or firm
            if _SOMEONES.search(source.group("who")):
                return None
            # ("a statement by his publicist, Dana X": the name set after the one it is by)
            return self._first_name(source.start("who"), source.end("who")) or self._apposed_name(
                source.end("who")
            )
        index = bisect.bisect_right(self.sentence_starts, found.start()) - 1
        if index < 0:
            return None
        s_start, s_end = self.sentences[index][:2]
        first = self._first_name(s_start, found.start(), with_position=True)
        if first is None:
            return self._named_after_statement(s_start, found.end(), s_end)
        if re.search(r"\baccording\s+to\b", self.text[first[0] : found.start()]):
            return None  # "X has died, according to a family statement": not X's
        if _BODY_WHICH.match(self.text, s_start, first[0]):
            # "The Food Network, which made Deen a star, weighed in with a terse statement":
            # the body the sentence opens on, not the one its relative clause names
            return None
        # "X was dismissed on Sunday, and the club confirmed his departure in a statement":
        # a body named after the person and before the statement issued it
        between = self.text[first[0] : found.start()]
        for match in _BODY_SUBJECT.finditer(between):
            if match.group(1).lower() in _ISSUER_NOUNS:
                return None
        spokesman = _OWNERS_SPOKESMAN.search(between)
        if spokesman and (
            spokesman.group("noun") in _OWNERS_BODIES
            or is_role_word(spokesman.group("noun").removesuffix("s"))
        ):
            return None
        return first[1]

    def reported_before(self, span: QuoteSpan, opening: bool = False) -> str | None:
        """Return the person named as a cue's subject in the sentence before the one that
        ``span`` is set into, when that sentence is in the same paragraph and the quote does
        not open its own sentence (or, with ``opening``, does)."""
        index = bisect.bisect_right(self.sentence_starts, span.start) - 1
        if index < 1 or self.sentences[index - 1][2] != span.paragraph:
            return None
        lead = self.text[self.sentences[index][0] : span.start - 1]
        if not lead.strip() and not opening:
            return None  # a quote opening its sentence is told apart by other rules
        if CUE_WORD.search(lead):
            return None  # 'The two lawmakers, however, argue that "...': a cue of its own
        return speaker_before(self.cast, self.text, span.start)

    def named_together_before(self, pos: int, paragraph: int) -> list[str] | None:
        """Return the people the last list of names before ``pos`` names ("Shakira and her
        partner, Gerard Piqué, are splitting up"), in its paragraph or the one before."""
        previous = self.previous_story.get(paragraph)
        start = self.paragraphs[previous if previous is not None else paragraph].start
        found = None
        for match in _NAME_LIST_RE.finditer(self.text, start, pos):
            listed = _listed_people(match.group("list"), self.cast)
            if listed and not self.inside(match.start()):
                # "..., also released a statement, along with executive producer Kevin X."
                joined = _ALONG_WITH.match(self.text, match.end(), pos)
                other = self.cast.lookup(joined.group("name")) if joined else None
                found = [*listed, other] if other and other not in listed else listed
        return found

    def plural_antecedent(self, pos: int) -> str | None:
        """Return the singular of the last plural noun for people in the sentence before
        ``pos`` and in its own sentence up to ``pos`` ("Viewers were devastated. One wrote":
        "viewer"), if any."""
        index = bisect.bisect_right(self.sentence_starts, pos) - 1
        if index < 0:
            return None
        start = self.sentences[index - 1][0] if index > 0 else self.sentences[index][0]
        found = doer = None
        for match in _PLURAL_WORD.finditer(self.text, start, pos):
            word = match.group().lower()
            single = word[:-3] + "y" if word.endswith("ies") else word[:-1]
            if single not in _GENERIC and _is_person_noun(single):
                found = single
            elif doer is None and _DOER.fullmatch(single):
                doer = single  # "Listeners were stunned": a noun for a doer, the first
        return found or doer

    def descriptors_of(self, name: str) -> tuple[str, ...]:
        """Return the descriptions the story gives ``name`` ("the singer", "Arsenal legend")."""
        if self._descriptors_of is None:
            self._descriptors_of = {p.name: p.descriptors for p in self.cast.people}
        return self._descriptors_of.get(name, ())

    def _fellow(self, name: str, noun: str) -> bool:
        """Tell whether the story calls ``name`` a "fellow ..." ``noun``."""
        phrases = [d.lower() for d in self.descriptors_of(name) if noun in d.lower()]
        return any(p.startswith(("fellow ", "another ")) for p in phrases)

    def they_person(self, pos: int, paragraph: int, cue: str | None) -> str | None:
        """Return the person who goes by "they" that a "they said" refers to, if any."""
        if not self.they_people:
            return self.singular_they(pos, paragraph, cue)
        # Only the topic right before: earlier in the paragraph, or else (when the quote opens
        # its paragraph) the last topic of the paragraph before; "The protesters marched.
        # "...," they said." is the protesters.
        before = self._topics_before(pos, paragraph)
        if before:
            return before[0] if before[0] in self.they_people else None
        if cue in _CONTINUATIONS and self.speakers and self.speakers[-1] in self.they_people:
            return self.speakers[-1]
        previous = self.previous_story.get(paragraph)
        opening = self._opens_paragraph(pos, paragraph)
        if previous is not None and opening:
            topics = self._paragraph_topics(previous)
            if topics and topics[0] in self.they_people:
                return topics[0]
        return None

    def singular_they(self, pos: int, paragraph: int, cue: str | None) -> str | None:
        """Return the one person a "they wrote" refers to when the story never says how they
        go by: the person its paragraph has just named, alone (no second name, no "he" or
        "she" known for them); or, for "they added", the last speaker, if of that kind."""
        before = self._topics_before(pos, paragraph)
        previous = self.previous_story.get(paragraph)
        if not before and previous is not None and self._opens_paragraph(pos, paragraph):
            # '... In it, they wrote:' then the quote's own paragraph
            end = self.paragraphs[previous].end
            if self.text[:end].rstrip().endswith(":"):
                pos, paragraph = end, previous
                before = self._topics_before(pos, paragraph)
        if before:
            name = before[0]
            index = bisect.bisect_right(self.sentence_starts, pos) - 1
            start = self.sentences[index - 1][0] if index > 0 else 0
            start = max(start, self.paragraphs[paragraph].start)
            first = bisect.bisect_left(self.cast.spoken_of, (start,))
            named = {n for s, _e, n in self.cast.spoken_of[first : first + 20] if s < pos}
            if named == {name} and self.cast.genders.get(name) is None:
                return name
            return None
        if (
            cue in _CONTINUATIONS
            and self.speakers
            and self.cast.genders.get(self.speakers[-1]) is None
            and self._opens_paragraph(pos, paragraph) is False
            and self.previous_story.get(paragraph) in self.speech_paragraphs
        ):
            return self.speakers[-1]
        return None

    def _pronoun_opens(self, paragraph: int) -> bool:
        """Tell whether ``paragraph`` opens on "He" or "She" doing something, perhaps after an
        opening phrase ("He said he was "..."", "Asked why he had come forward, he said"; the
        opening attribution reads the same way, context._PRONOUN_OPENS)."""
        return bool(_PRONOUN_OPENS.match(self.text, self.paragraphs[paragraph].start))

    def _opens_paragraph(self, pos: int, paragraph: int) -> bool:
        """Tell whether only quoted words come before ``pos`` in its paragraph."""
        index = self.first_sentence.get(paragraph)
        if index is None:
            return True
        start = self.sentences[index][0]
        if pos - start > 2000:
            return False
        lead = self.text[start:pos]
        return not re.sub(r"[\"\u201c\u201d][^\"\u201c\u201d]*[\"\u201c\u201d]", "", lead).strip(
            " ,\"'\u201c\u201d\u2018\u2019"
        )

    def first_holder_after(self, noun: str, pos: int) -> str | None:
        """Return the first person named after ``pos`` whom the story gives the role ``noun``
        ("U.S. District Judge X" for "a judge") or names after it as kin ("His wife X" for
        "his wife"), if any."""
        index = bisect.bisect_left(self.cast.spoken_of, (pos,))
        named_before = {name for _s, _e, name in self.cast.spoken_of[:index]}
        for _s, _e, name in self.cast.spoken_of[index:]:
            if name not in named_before and noun in self.cast.roles.get(name, ()):
                return name
        # "..., his wife says." then "His wife Vicky X said": kin named by the same words
        kin = re.compile(
            r"\b[Hh](?:is|er)\s+" + re.escape(noun) + r",?\s+(?P<name>" + _NAME_RE + r")"
        ).search(self.text, pos, pos + 600)
        named = self.cast.lookup(kin.group("name")) if kin else None
        return named if named not in named_before else None

    def cast_holder(self, noun: str, pos: int) -> str | None:
        """Return the named person known as ``noun`` ("the coach"), if any."""
        return self._holder(noun, pos)

    def suit_filer(self, pos: int) -> tuple[str | None, str | None]:
        """Return the party the story says filed a lawsuit, complaint or petition before
        ``pos`` ("Mira X filed a lawsuit", "a complaint filed by Jo Y", "Mira X sued"), the
        latest one: a person as (name, None), a body as (None, its name: "The Democratic
        Party filed a lawsuit"); (None, None) when the story names none."""
        found: tuple[str | None, str | None] = (None, None)
        for match in _SUIT_FILED.finditer(self.text, 0, pos):
            filer = match.group("filer") or match.group("by") or match.group("sued")
            name = self.cast.lookup(filer)
            joint = [self.cast.lookup(part) for part in filer.split(" and ")]
            if len(joint) > 1 and all(joint):
                found = (None, " and ".join(joint))  # "Patricia X and Charles Y"
            elif name:
                found = (name, None)
            elif _BODY_FILER.fullmatch(filer):
                found = (None, re.sub(r"^The\s+", "", filer))
        return found

    def related_to(self, owner: str, noun: str) -> str | None:
        """Return the one person described as ``owner``'s ``noun`` ("Will Smith's mother"),
        else the one person described by that noun or a word for the same post ("Aryan
        Khan's advocate" after "his lawyer Mukul X")."""
        owner_last = owner.split()[-1].lower()
        nouns = _same_post(noun)
        described = [
            (person.name, re.findall(r"[a-z][a-z\-]+", " ".join(person.descriptors).lower()))
            for person in self.cast.people
            if person.name != owner
        ]
        # "even Will Smith's 85-year-old mother, Caroline Bright,": named where the text says
        # whose mother she is
        apposed = re.compile(
            re.escape(owner.split()[-1]) + r"['\u2019]s\s+(?:[\w\-]+\s+){0,2}?"
            r"(?:" + "|".join(sorted(nouns)) + r"),?\s+(?P<name>" + _NAME_RE + r")"
        )
        for match in apposed.finditer(self.text):
            named = self.cast.lookup(match.group("name"))
            if named and named != owner:
                return named
        for wanted in (lambda w: owner_last in w, lambda w: True):
            found = [name for name, w in described if nouns & set(w) and wanted(w)]
            if found:
                return found[0] if len(found) == 1 else None
        return None

    def by_role(self, phrase: str, pos: int, paragraph: int, cue: str | None):
        """Return the person a description ("the governor", "the actress") refers to."""
        head = phrase.split()[-1].lower()
        holder = self.role_holder(phrase, head, pos)
        gender = gender_of_words(phrase, nouns_only=True)
        if holder and phrase.split()[0].lower() == "the" and holder == self._holder(head, pos):
            holder = self._paragraph_opener(holder, head, gender, pos, paragraph) or holder
        last = self.last_speech
        if (
            (cue in _RESUMPTIONS or (cue in _ADDITIONS and holder is not None))
            and holder not in self.speakers
            and last
            and last[1] in (paragraph, self.previous_story.get(paragraph))
            and self._fits(last[0], gender)
        ):
            # 'Jennie X wrote ... / The actress, who played Kelly, continued, "..."': only one
            # who spoke can go on, never the one the role names who has not spoken (nor can
            # one add to it: "The actor added:")
            return last[0]
        # "the 51-year-old", "The 24-year-old American": an age anywhere in the phrase
        age = _YEAR_OLD.search(phrase)
        if holder is None and age:
            # "said the 51-year-old": the person of that age, if only one has it.
            aged = [p.name for p in self.cast.people if int(age.group(1)) in p.ages]
            holder = aged[0] if len(aged) == 1 else None
        if holder is None and cue in ANSWERS:
            # 'Kotb then asked Kardashian about ... / "No," the 40-year-old replied.'
            holder = self._asked_before(gender, pos, paragraph)
        if holder is None and phrase.split()[0].lower() == "the":
            # 'X was the "rock" of the nation, Liz Truss has said. / ... the new prime minister
            # said': a role no one in the story holds yet is the one who just spoke, described
            # anew, when no one else is named since
            holder = self._speaker_goes_on(gender, pos, paragraph, into_next=True)
        found = holder or self.person(gender, pos, paragraph, cue)
        if found is None or party_of(phrase) is None:
            return found
        # "the Democratic candidate said" is no one the story makes a Republican, nor anyone
        # else while someone the story calls a Democrat is there
        parties = {p.name: descriptors_party(p.descriptors) for p in self.cast.people}
        return party_fit(self.cast, parties.get, phrase, found, pos)

    def _paragraph_opener(
        self, holder: str, head: str, gender: str | None, pos: int, paragraph: int
    ) -> str | None:
        """Return the person named first in ``paragraph``, opening it, whom "the ``head``"
        at ``pos`` means rather than ``holder``, the one the story gave the role paragraphs
        before: "Rubio sought to stoke positive energy ... the senator said" is Rubio, not
        "Vermont senator Bernie X" named long before, when the story gives Rubio no other
        role and the paragraph does not bring in the role before."""
        start = self.paragraphs[paragraph].start
        spoken_of = self.cast.spoken_of
        first = bisect.bisect_left(spoken_of, (start,))
        if first == len(spoken_of) or spoken_of[first][0] != start:
            return None
        opener = spoken_of[first][2]
        if (
            opener == holder
            or self.cast.roles.get(opener)
            or not self._fits(opener, gender)
            or any(
                name == holder
                for _s, _e, name in spoken_of[first : bisect.bisect_left(spoken_of, (pos,))]
            )
            or re.search(rf"\b{re.escape(head)}\b", self.text[start:pos], re.IGNORECASE)
        ):
            return None
        return opener

    def role_holder(self, phrase: str, head: str, pos: int) -> str | None:
        """Return the one person the story describes by ``phrase``'s role noun ``head`` or a
        word qualifying it, else None."""
        holder = self._holder(head, pos)
        if holder and qualifiers_clash(phrase, self.descriptors_of(holder), head):
            holder = None  # "The Newcastle legend" is not who was "the Arsenal legend"
        return (
            holder
            # ("her attorney continued" after "That lawyer, Jason X,": a word for the same post)
            or next(
                filter(None, (self._holder(n, pos) for n in sorted(_same_post(head) - {head}))),
                None,
            )
            or self._modifier_holder(phrase, head)
        )

    def _modifier_holder(self, phrase: str, head: str) -> str | None:
        """Return the one person whose descriptors share a qualifying word with ``phrase``
        ("the shadow minister": "The shadow transport secretary"), if exactly one does."""
        # (an age is no qualifier: "the 42-year-old" is not whoever is "a 36-year-old officer")
        words = {
            w
            for w in re.findall(r"[a-z][a-z\-]+", _YEAR_OLD.sub(" ", phrase.lower()))
            if w not in DETERMINERS and w != head and w not in _PLAIN_MODIFIERS
        }
        if not words:
            return None
        if self._descriptor_words is None:
            self._descriptor_words = {}
            for person in self.cast.people:
                for word in re.findall(r"[a-z][a-z\-]+", " ".join(person.descriptors).lower()):
                    self._descriptor_words.setdefault(word, set()).add(person.name)
        found = set()
        for word in words:
            found |= self._descriptor_words.get(word, set())
            if len(found) > 1:
                return None
        return found.pop() if len(found) == 1 else None

    def described_by(self, words: list[str], phrase: str = "") -> str | None:
        """Return the one person whose descriptors hold every one of ``words`` (two at
        least, in any order: "finance chief" for "chief finance officer"), if one does;
        the ``phrase`` being resolved, kept as someone's descriptor, is no evidence."""
        wanted = {w.strip("\u2019'") for w in words} - DETERMINERS
        if len(wanted) < 2:
            return None
        found = [
            person.name
            for person in self.cast.people
            if wanted
            <= set(
                re.findall(
                    r"[a-z][a-z\-]+",
                    " ".join(d for d in person.descriptors if d.lower() != phrase.lower()).lower(),
                )
            )
        ]
        return found[0] if len(found) == 1 else None

    def definite_label(self, label: str, pos: int) -> str:
        """Return the label an unnamed speaker was introduced with ("A source tells ...":
        "the insider says" is that source), else ``label``."""
        # The latest few of each: a long thread of labelled quotes must stay linear.
        cut = bisect.bisect_left(self.introduced, (pos,))
        earlier = sorted([*self.labels[-20:], *self.introduced[max(0, cut - 20) : cut]])
        if any(known == label for _p, known in earlier):
            return label
        for _p, known in reversed(earlier):
            if known.split()[-1] == label.split()[-1] and len(known.split()) > len(label.split()):
                # "One legislative aide ... said" then "the aide said": the fuller label
                return known
        kind = _LABEL_KINDS.get(label.split()[-1])
        for _p, known in reversed(earlier):
            if kind and _LABEL_KINDS.get(known.split()[-1]) == kind:
                return known
        return label

    def _last_known(self, pos: int, gender: str | None) -> str | None:
        index = bisect.bisect_left(self.cast.spoken_of, (pos,))
        for _s, _e, name in reversed(self.cast.spoken_of[max(0, index - 50) : index]):
            if self._fits(name, gender, known_only=True):
                return name
        return self.cast.last_mentioned(pos, gender)


_TITLE_WORDS = alternation({w.capitalize() for w in TITLES})
# Between a leading description and the name in apposition: ", " or "to the Treasury, ".
# "The leader of the group, Councillor Michael X,": the title comes off with the name.
_APPOSED_GAP = re.compile(
    r"(?:\s+(?:to|of|for|at|in|on)\s+[^,.;:\"\u201c\u201d]{1,50})?,\s+"
    r"(?:(?:" + _TITLE_WORDS + r")\.?\s+)?"
)
_PRONOUN_SUBJECT = re.compile(r"\b(?:[Hh]e|[Ss]he)\b")
_DOER = re.compile(r"[a-z]{3,}(?:er|or|ist|ant|ent|ee|ian)")
_PLURAL_WORD = re.compile(r"(?<![\w\-'\u2019])[A-Za-z][a-z\-]+s\b(?!['\u2019])")
# '"I started in this business 30 years ago," he said, after beating Austin X, Colin Y': a
# sentence that opens on a quotation has the pronoun after it as its subject
_OPENING_QUOTE = re.compile(r"[\"\u201c\u2018'].*[,?!][\"\u201d\u2019']", re.DOTALL)
# A time adverbial fronted without a comma before a subject: "Last year she won", "In 2019
# he left", "Later he said".
_TIME_LEAD = re.compile(
    r"(?:(?:Last|This|Next|That|Earlier\s+this|Later\s+that)\s+(?:year|month|week|season|summer"
    r"|spring|autumn|fall|winter|January|February|March|April|May|June|July|August|September"
    r"|October|November|December)|(?:In|By)\s+(?:\d{4}|[A-Z][a-z]+(?:\s+\d{4})?)"
    r"|Later|Then|Now|Today|Yesterday|Earlier|Afterwards|Since\s+then)"
)
# "Asked whether ...,", "Speaking to reporters,": a participle phrase opening a sentence.
# ("According to X, ..." opens on its source, no participle phrase: X is the topic)
_PARTICIPLE_OPENER = re.compile(
    # ("Slamming ITV's bosses for protecting Phil, he said": an acronym may follow)
    # ("When asked where things stand between her and Rock, the actress said")
    # ("Since announcing X as his running mate, Johnson has risen": a preposition may open it)
    r"(?:(?:When|While)\s+[a-z]+(?:ed|ing)|(?:When\s+)?(?!According\b)[A-Z][a-z]+(?:ed|ing)"
    r"|(?:After|Before|By|Despite|In|On|Since|Upon|Without)\s+[a-z]+ing"
    # ("One month after announcing his support for Donald X, Marco Y still believes": a
    # span of time before the preposition)
    r"|(?:[A-Z][a-z]+|\d+)\s+(?:[a-z]+\s+){0,2}?(?:after|before|since)\s+[a-z]+ing)"
    r"\s+(?:[a-z]|[A-Z][a-z]|[A-Z]{2,})"
    # ("In an article published in the wake of Prince Harry's documentary, Clarkson wrote":
    # so does an opening phrase of time or place, up to its comma; "After her CBS colleague
    # Charlie X was fired, she debated": a capitalised word may follow the determiner;
    # "Prior to Wynonna's speech, Ashley ...": so may someone's possessive; "Soon after the
    # murder of Father Jacques X, Trump asserted": so may a word of time before the preposition)
    r"|(?:(?:Soon|Shortly|Just|Right|Immediately)\s+(?:after|before|following)"
    r"|In|At|During|After|Before|Following|Amid|Prior\s+to|Ahead\s+of)\s+"
    r"(?:an?|the|his|her|their|its|[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?['\u2019]s)\s+"
    r"(?:[a-z]|[A-Z][a-z]|[A-Z]{2,})"
)
# "Just days after Courtney made the allegations,", "When Smith left the band,": a clause
# opening a sentence, whose subject is not the sentence's (the subordinators' word list)
_CLAUSE_OPENER = re.compile(
    r"(?:(?:Just|Only|Even)\s+)?(?:(?:[A-Za-z]+\s+)?(?:minutes|hours|days|weeks|months|years)\s+)?"
    # ("As ... critics joined in, Griffin pulled back": "as" opens a clause here too)
    r"(?i:" + SUBORDINATOR + r"|as)\s+"
)
# "Renowned forensic pathologist Dr. Cyril X tells": a name, then the cue it is subject of
_NAME_THEN_CUE = re.compile(
    r"(?:[A-Z][\w.'\u2019\-]*\s+)*[A-Z][\w'\u2019\-]*\s+(?:" + CUE_PATTERN + r")\b"
)
# the cues of one who asks, whose "he" after is more often the one asked
_ASKING = frozenset(form for base in ("ask", "question", "press") for form in inflect(base))
# a cue right after a word ("... Jo X recalled", "Jo X later said")
_CUE_NEXT = re.compile(r"\s+(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b")
_INVERTED_SUBJECT_BEFORE = re.compile(r"\b(?:was|were|is|are)\s+(?:[a-z\-]+\s+){0,3}$")
_LOWER_WORD = re.compile(r"\b[a-z]+\b")
# what may stand before the name that opens a main clause: capitalised words ("Former
# President "), or an article and a feeling ("As ... critics (Chelsea X!) joined in, a clearly
# distraught Griffin pulled back")
_LEAD_TO_NAME = re.compile(
    r"(?:[A-Z][\w.\-]*\s+)*|(?:[Aa]n?|[Tt]he)\s+(?:[a-z][a-z\-]*ly\s+)?[a-z][a-z\-]*\s+"
)
_LEADING_AGE = re.compile(r"[Tt]he\s+(\d{1,3})-year-old\s+(?!(?:[a-z]+\s+)?(?:of|from|in)\b)")
_LEADING_ROLE = re.compile(
    r"(?:"
    + CONNECTIVE
    + r",?\s+)?[Tt]he\s+(?:[^\s,.;:]+\s+){0,5}?(?P<role>(?i:"
    + "|".join(sorted(ROLES))
    + r"))\b"
    # "The senator's husband": the role is the possessor's, not the subject's
    r"(?!['\u2019]s\b)"
)


# ("George X, gave a very different testimony during his summation": a speech given)
_GAVE_SPEECH = re.compile(
    r",?\s+(?:then\s+)?gave\s+(?:a|an|his|her|their)\s+(?:[a-z\-]+\s+){0,3}?"
    r"(?:testimony|summation|speech|statement|interview|address|eulogy|closing\s+argument)\b"
)
# a sentence opening on someone who asks, without saying whom: "X interrupted to ask whether"
_ASKER = re.compile(
    r"(?P<asker>" + _NAME_RE + r")\s+(?:[a-z]+\s+){0,2}?(?:asked|to\s+ask)\s+"
    r"(?:whether|if|why|how|what|when)\b"
)
# "Scott X asked Sanders whether ...", "pressed Jo Y about": someone put a question to a person
_ASKED_SOMEONE = re.compile(
    r"\b(?:asked|pressed|quizzed|questioned|grilled)\s+(?P<asked>"
    + _NAME_RE
    + r")\s+(?:whether|if|about|on|over|what|why|how|when|to)\b"
)
# Words for one post ("his lawyer" is "Khan's advocate").
_SAME_POST = (
    frozenset(["lawyer", "attorney", "advocate", "counsel", "solicitor", "barrister"]),
    frozenset(["spokesman", "spokeswoman", "spokesperson", "representative", "rep"]),
)


_IN_A_STATEMENT = re.compile(r"\s*In\s+(?:an?|his|her|their)\s+(?:[\w\-]+\s+){0,2}statement\b")
# "a statement from Jo X", "a statement provided by her publicist, Jo X": whom it is from
_STATEMENT_FROM = re.compile(
    r"\s+(?:from|by|(?:issued|provided|released|sent|given)\s+by)"
    r"\s+(?P<who>[^,.;:\"\u201c\u201d\n]{1,80})"
)
_SOMEONES = re.compile(
    r"['\u2019]s\s+[a-z]|^(?:the|an?)\s+(?:[a-z][\w\-]*\s+){1,3}?(?:of|for)\s+(?:the\s+)?[A-Z]"
)
_RELATIVE_THEN_PRONOUN = re.compile(r",?\s+whom?\s+(?:he|she)\b")


def _same_post(noun: str) -> frozenset[str]:
    """Return the words for the post ``noun`` names ("attorney": "lawyer", "counsel" ...)."""
    return next((group for group in _SAME_POST if noun in group), frozenset([noun]))


_SUIT_FILED = re.compile(
    # ("Patricia X and Charles Y, the parents of two victims, have filed": two filers, set off)
    r"(?P<filer>" + _NAME_RE + r"(?:\s+and\s+" + _NAME_RE + r")?)(?:['\u2019]s\s+\w+)?"
    # (an apposition between may hold an abbreviation's stops: "on a U.S. compound")
    r"(?:,(?:[^.;:\"\u201c\u201d]|(?<=[A-Z])\.){1,160}?,)?"
    r"\s+(?:has\s+|had\s+|have\s+)?(?:filed|brought|lodged)"
    r"\s+(?:a|an|the|her|his|their)\s+(?:[\w\-]+\s+){0,3}?(?:suit|lawsuit|complaint|petition|claim)\b"
    # ("a lawsuit has been filed by Jo X", "the suit filed by a former staffer named Jo X")
    r"|(?:suit|lawsuit|complaint|petition|claim)\s+(?:(?:has|had)\s+been\s+|was\s+)?"
    r"(?:filed|brought|lodged)\s+(?:[\w\-]+\s+){0,4}?by\s+(?:[a-z][\w\-]*\s+){0,4}?"
    r"(?P<by>" + _NAME_RE + r")"
    # ("Mira X sued the studio": the suit brought, not "the fifth state Elias is suing", a
    # lawyer's cases)
    r"|(?P<sued>" + _NAME_RE + r")\s+(?:has\s+|had\s+)?sued\b"
)
# a body that files a suit: two capitalised words at least ("The Democratic Party", "Orvo
# Foods"), never a lone word a person may be called by
_BODY_FILER = re.compile(r"(?:The\s+)?[A-Z][\w&\-]*(?:\s+(?:of\s+)?[A-Z][\w&\-]*)+")
# "One rigger who worked on the shoot", "One detainee, a 29-year-old former pharmacist,": a
# noun that "who" or an age describes is a person, whatever the noun.
_PERSON_AFTER = re.compile(r",?\s+who\b|,\s+(?:an?\s+)?\d{1,3}-year-old\b|,\s+\d{1,3},")


def _who_in_gap(match: re.Match) -> bool:
    """Tell whether the interruption of an unnamed subject ("One mechanic at the yard, who
    spoke on condition of anonymity, said") holds a "who" clause: the noun is a person."""
    gap = match.groupdict().get("gap")
    return bool(gap and re.search(r"\bwho\b", gap))


def _described_as_person(text: str, end: int) -> bool:
    """Tell whether the noun ending at ``end`` is followed by "who" or an age."""
    return _PERSON_AFTER.match(text, end, end + 40) is not None


# Two or more names joined by "and", each perhaps after a few words for who they are:
# "Courteney Cox, Jennifer Aniston and David Schwimmer", "the lawyers, Jo X and Sam Y",
# "Series co-creators Marta Kauffman and David Crane and executive producer Kevin Bright"
# ("the lawyers, Jo X", "her partner, Spanish soccer player Gerard Y": a noun set off first)
# (each one atomic, and no joining word among the words before a name: a long list must not
# be split every way there is before a cue is found missing)
_NAMED = (
    r"(?>(?:(?:the|his|her|their)\s+(?:[\w'\u2019\-]+\s+){0,3}[a-z\-]+,\s+)?"
    r"(?:(?!(?:and|along|with)\s)[A-Za-z\-]+\s+){0,3}"
    r"[A-Z][\w'\u2019\-]+(?:\s+[A-Z][\w'\u2019\-]+){0,3})"
)
# ("A, B and C", "A and B and producer C", "A and B, along with producer C")
_LIST_JOIN = r"(?:,?\s+(?:and|along\s+with)\s+|,\s+)"
_NAME_LIST = rf"(?P<list>{_NAMED}(?:{_LIST_JOIN}{_NAMED})*{_LIST_JOIN}{_NAMED})"
_NAME_LIST_RE = re.compile(_NAME_LIST)
# the rest of the list's sentence joining someone to it
_ALONG_WITH = re.compile(
    r"[^.!?\"\u201c\u201d]*?\s(?:along|together)\s+with\s+(?:[a-z\-]+\s+){0,3}"
    r"(?P<name>[A-Z][\w'\u2019\-]+(?:\s+[A-Z][\w'\u2019\-]+){0,3})"
)


def _listed_people(listed: str, cast: Cast) -> list[str] | None:
    """Return the people a list of names ("A, B and C") names, in order, when it names two or
    more and every name in it is someone the story names; else None."""
    people = []
    if not re.search(r"\s(?:and|along\s+with)\s", listed):
        return None  # "A, B": a name and an apposition, no list
    for part in re.split(_LIST_JOIN, listed):
        name = re.search(r"[A-Z][\w'\u2019\-]+(?:\s+[A-Z][\w'\u2019\-]+){0,3}$", part)
        person = cast.lookup(name.group()) if name else None
        if person is None:
            if re.fullmatch(r"(?:the|his|her|their)\s+(?:[\w'\u2019\-]+\s+){0,3}[a-z\-]+", part):
                continue  # "the lawyers," before the names they are
            return None
        if person not in people:
            people.append(person)
    return people if len(people) > 1 else None
