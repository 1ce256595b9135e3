"""Find the quotes of speech in a story and decide who spoke each, keeping every
decision with its reason (``find_quotes``).
"""

from __future__ import annotations

import re

from ..dates import MONTHS, WEEKDAY_NAMES, WEEKDAYS
from ..lexicon import OUTLETS, lines, words
from ..patterns import CONNECTIVE, SUBORDINATOR, THEN_ADVERB, alternation
from ..people import (
    CUE_PATTERN,
    CUE_WORD,
    CUE_WORDS,
    FUNCTION_ER,
    NON_PERSON_WORDS,
    TITLES,
    Cast,
    is_role_word,
    phrase_head,
    strip_possessive,
)
from ..text import count_words
from ..types import HEADLINE, PROSE, Decision, Paragraph, Quote
from .context import (
    _AFTER,
    _APPOSED_NAME,
    _INSTITUTION_SUBJECT,
    _INVERTIBLE_PATTERN,
    _NAME_RE,
    _PRONOUN_OPENS,
    _PUT_OUT,
    _RELATIVE_AT_END,
    _ROLE_NAME_AFTER,
    _ROLE_NAME_SUBJECT,
    _SUBJECT,
    _SUBJECT_AT_END,
    _context,
)
from .labels import (
    _LABEL_KINDS,
    _NOT_LABEL_NOUNS,
    _ORGANISATION_NOUNS,
    _PART_NOUNS,
    _SOURCE_PHRASE,
    _THING_NOUNS,
    LABEL_NOUNS,
    NOBODY,
    SOURCE_LABEL,
    STATEMENT_LABEL,
    _as_label,
    _body_label,
    _cue_sentence,
    _is_person_noun,
    _label,
    _listed,
    _qualified,
    _with_article,
)
from .resolver import (
    _CONTINUATIONS,
    _DOER,
    _INTERRUPTED_SUBJECT,
    _ISSUER_NOUNS,
    _PRONOUN_SUBJECT,
    _SENTENCE_END,
    ANSWERS,
    _Resolver,
)
from .spans import QuoteSpan, find_quote_spans
from .speakers import (
    _AND_AT_END,
    _DASH_NAME,
    _NOT_DOINGS,
    _PASSIVE_BEFORE,
    _actor_before,
    _answerer,
    _apposed_person,
    _apposed_speaker,
    _body_beside_cue_in_sentence,
    _body_named_for,
    _carry_back,
    _dash_signature,
    _described_body,
    _document_which,
    _extend_subject,
    _firm_speaks,
    _is_issuer,
    _is_they,
    _it_takes_up,
    _joint_speakers,
    _last_before_cue,
    _loose_speaker,
    _name_before_apposition,
    _named_body,
    _named_cue_subject,
    _named_doer,
    _named_opener,
    _named_subject_did,
    _names_body,
    _passive_agent,
    _person_beside_cue_in_sentence,
    _post_holder_before,
    _proper_ends,
    _reported_finding,
    _shared_subject,
    _speaks_as_body,
    _speech_act_before,
    _spokesperson_for,
    _statement_body,
    _stop_inside_ends,
    _tells_own_death,
)
from .speech import HEADLINE_VOICE, LEARNED, _is_speech, _is_title_case, _teasers, _why_dropped
from .subjects import (
    _PREPOSITION_BEFORE,
    _PUBLICATION_NAME,
    _SENT_NOUNS,
    _SUIT_NOUNS,
    _TIE,
    _clause_subject,
    _document_owner,
    _first_reference,
    _owned_role,
    _resolve,
    named_in_apposition,
    named_last_in_gap,
)

_STATEMENT = re.compile(r"\bstatement\b", re.IGNORECASE)
# "The wife| of newsreader Huw X": the person a subject's noun ties it to
_TIE_AFTER = re.compile(r"\s+" + _TIE)
# '"...," the statement said', 'the letter to Variety said': a document as the cue's subject
_DOCUMENT_SUBJECT = re.compile(
    r"(?:the|a|its|their|that|his|her)\s+(?:\w+\s+)?(?P<noun>statement|letter|email|memo)"
    r"(?:\s+to\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3})?",
    re.IGNORECASE,
)
# '"...," his post said', 'her Instagram statement read': a document its owner wrote
_OWNED_DOCUMENT = re.compile(
    r"(?P<owner>his|her)\s+(?:[A-Z]?[a-z]+\s+)?" + alternation(_SENT_NOUNS),
    re.IGNORECASE,
)
# "a statement from the promoter", "the club's statement": a statement opens the phrase.
_STATEMENT_OPENS = re.compile(
    r"\s+(?:an?|the|its|his|her|their|[\w\-]+['\u2019]s?)\s+(?:[a-z\-]+\s+){0,2}?statement\b"
)
# "... said it was", "... said that its offer": the cue's own clause calls its subject "it".
_IT_CLAUSE = re.compile(r"\s+(?:that\s+)?(?:it|its)\b")
# "The Tremaine Foundation said in a statement that ...", "Her label, Ridgeline Records, said
# in a statement that ...": the clause before the quote opens on whoever issued a statement.
# "Ironvale Records, his label, confirmed the delay in a statement to TMZ, saying": any verb
# in the past, with a short object before "in a statement".
_STATEMENT_ISSUER = re.compile(
    r"\s*(?P<subj>[^\s\"\u201c\u201d][^\"\u201c\u201d.;:!?]{0,80}?)\s+(?:also\s+)?"
    r"(?:said|says|added|adds|[a-z]{3,}ed)(?:\s+[^\"\u201c\u201d.;:!?,]{1,40}?)?"
    r"\s+in\s+an?\s+(?:[a-z]+\s+){0,2}?statement\b"
)
# "It added:", "The broadcaster said ...": the body that just spoke through a spokesperson.
# "After the vote, the club said:": a short opening phrase may come first.
_BODY_GOES_ON = re.compile(
    r"\s*(?:[A-Z][^\"\u201c\u201d.;:!?,]{0,40},\s+(?:it|the\s+(?P<lead_noun>[a-z]+))"
    r"|It|The\s+(?P<noun>[a-z]+))\s+(?:also\s+)?(?:said|says|added|adds)\b"
)
# "a representative for the actress", "one spokesman for the club": speaks for someone.
_SPEAKS_FOR = re.compile(
    r"\b(?:[Aa]n?|[Oo]ne)\s+(?:[a-z\-]+\s+)?(?P<noun>spokesperson|spokesman|spokeswoman"
    r"|representative|rep|publicist)\s+for\b"
    # (and whom for: "for committee Democrats", "for the Department of Culture, Arts and
    # Heritage", up to a comma before no capital, or the cue)
    r"(?:\s+(?P<whom>(?:[^,.;:\"\u201c\u201d\n]|,(?=\s+[A-Z])){1,70}?)"
    r"(?=\s*,(?!\s+[A-Z])|\s+(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b|$))?"
)
# 'as one fan put it, "..."', 'As Politico reported, "..."': the words of whoever "put it" so.
# 'as she later put it:': a pronoun, and an adverb before the verb.
_PUT_IT = re.compile(
    r"\b(?:[Aa]s\s+(?P<subj>(?:one|a|an|another)\s+(?:[a-z\-]+\s+){0,2}?[a-z][a-z\-]*"
    r"|he|she|they"
    # ("as her lawyer Marc Smith put it": a name after its role words)
    r"|(?:(?:his|her|their|the|[a-z][a-z\-]*)\s+){0,3}?"
    r"(?P<named>[A-Z][\w\-\u2019']+(?:\s+[A-Z][\w\-\u2019']+){0,2}))"
    r"(?:\s+(?:later|once|then|\w+ly))?\s+(?:puts?\s+it|reported|noted|wrote|observed"
    r"|explained|pointed\s+out|said)"
    # ("in her words,", "in Forbes’ words,": whose words they are)
    r"|[Ii]n\s+(?P<owner>his|her|their|[A-Z][\w\-]+(?:\s+[A-Z][\w\-]+){0,2}['\u2019]s?)"
    r"\s+(?:own\s+)?words)[,:]?\s*$"
)
# whose words "in his words" gives, as a subject
_OWNER_AS_SUBJECT = {"his": "he", "her": "she", "their": "they"}
# 'featured lyrics like "...', '"...," the lyrics read': a song's words
_LYRICS_BEFORE = re.compile(r"\blyrics?\s+(?:like|such\s+as|including)?[:,]?\s*$")
_LYRICS_AFTER = re.compile(r"[\s,]*the\s+lyrics?\s+(?:read|reads|go|goes|say|says)\b")
_TITLED_NAME = re.compile(r"(?:Dr|Sen|Rep|Gov|Prof|Rev|Judge)\.?\s+[A-Z]")
_JOINED = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*")


# a word that joins a sentence to the one before and says nothing of who speaks
_CONNECTIVE = re.compile(r"\s*" + CONNECTIVE + r"\b,?\s*")
# a short phrase that opens a paragraph before a quote: "In the end, ", "For now, " (not a
# source: "According to the report, ")
_PARAGRAPH_OPENER = re.compile(r"(?!According\b)[A-Z][a-z]+(?:\s+[a-z]+){0,3},\s*")
# a clause that is only a name: "Coolio" before '"was determined dead"'
_BARE_NAME = re.compile(r"\s*" + _NAME_RE + r"\s*")
# '"...," read the message from co-owner Lars Obst': a document and the person it came from.
_SENT_BY = re.compile(
    r"[\s,]*(?P<cue>read|reads|said|says)\s+(?:the|a|an|his|her|their)\s+(?:[a-z\-]+\s+){0,2}?"
    + alternation(_SENT_NOUNS)
    + r"\s+(?:sent\s+)?"
    # ("from her lawyer, Dana X": the sender's role set off before the name)
    r"(?:from|by)\s+(?:[a-z\-]+,?\s+){0,3}?(?P<name>" + _NAME_RE + r")"
)


def find_quotes(
    text: str, paragraphs: tuple[Paragraph, ...], cast: Cast, spans: list[QuoteSpan] | None = None
) -> tuple[Quote, ...]:
    """Return the quotes of speech in ``text``, each with its speaker where the text says."""
    spans = find_quote_spans(text, paragraphs) if spans is None else spans
    story = [i for i, p in enumerate(paragraphs) if p.kind in (PROSE, HEADLINE)]
    story_position = {index: position for position, index in enumerate(story)}
    fans = bool(re.search(r"\b(fans|comments|followers)\b", text, re.IGNORECASE))
    lede = next((i for i in story if paragraphs[i].kind == PROSE), None)
    resolver = _Resolver(text, paragraphs, story, cast, spans)
    proper_ends = _proper_ends(text, cast)
    quotes: list[Quote] = []
    last_speech_end: dict[int, int] = {}
    previous: Quote | None = None
    chained: list[QuoteSpan] = []  # the span of each quote kept
    crossheads: set[int] = set()  # paragraphs of a few quoted words heading a section
    for span in spans:
        position = story_position[span.paragraph]
        previous_paragraph = paragraphs[story[position - 1]] if position else None
        # the quote before, when it stands in this paragraph or the one before
        near = (
            previous
            if previous is not None
            and previous.paragraph in (span.paragraph, story[position - 1] if position else None)
            else None
        )
        context = _context(
            text,
            span,
            last_speech_end.get(span.paragraph, 0),
            paragraphs[span.paragraph],
            previous_paragraph,
        )
        quoted = text[span.start : span.end]
        dropped = _why_dropped(text, paragraphs, story, position, span, spans, context)
        if dropped == "crosshead":
            crossheads.add(span.paragraph)
        if dropped and dropped != HEADLINE_VOICE:
            continue
        after = _AFTER.match(context.after) if span.closed else None
        if (
            after is None
            and span.closed
            and not context.colon
            and not _is_title_case(quoted.split())
        ):
            # 'The dressing room was "in bits" when X said his goodbyes, according to Okoro.':
            # an attribution closing the sentence the words are set in
            # ('... signals "the beginning of the end" for the EU, said Geert Wilders.': so
            # does a cue and a named speaker after the last comma)
            late = _ACCORDING_LATER.match(context.after) or _SAID_LATER.match(context.after)
            if late and _last_before_cue(context.before) is None:
                late = _AFTER.match(context.after, late.end())
                subject = late and (
                    late.group("subj1") or late.group("subj2") or late.group("subj3")
                )
                # only a person the story names ("according to a tally" is no one), whose
                # clause ends the sentence
                if (
                    subject
                    and (cast.lookup(subject) or subject in ("he", "she"))
                    and _SENTENCE_CLOSE.match(late.string, late.end())
                ):
                    after = late
        if (
            after
            and _is_they(after)
            and not resolver.they_people
            and not resolver.singular_they(
                span.start,
                span.paragraph,
                (after.group("cue1") or after.group("cue2") or "").lower(),
            )
            and not resolver.unnamed_subject(None, span.start, span.paragraph)
            and not resolver.named_together_before(span.start, span.paragraph)
        ):
            # "they said": a group, unless someone here goes by "they", is one unnamed person
            # or they are people just named together
            after = None
        if (
            after
            and after.group("subj2")
            and (context.colon or context.before.strip())
            and (
                _last_before_cue(context.before)
                # 'Lumenreach said it was "grateful" to her for "building ... love with." The
                # streamer said ...': the cue of a quote before, in the same sentence
                or (
                    previous is not None
                    and previous.paragraph == span.paragraph
                    and (previous.speaker or previous.speaker_label)
                    and not _SENTENCE_END.search(text, previous.end + 1, span.start - 1)
                )
            )
            and re.search(r"[.!?]$", quoted.rstrip())
            and after.group("subj2")[:1].isupper()
            # ('tweeted their support: "...season 3!" Netflix wrote.': a cue that ends its
            # sentence has no words of its own to bring in; it is the quote's)
            and not re.match(r"\s*[.!?]", context.after[after.end() :])
        ):
            # 'A spokesperson said: "... success." The broadcaster said it would ...', 'A source
            # tells E! News it was "a secret." Lund told ...': a quote brought in by a cue
            # ends its own sentence; the next one starts a new subject.
            after = None
        if (
            after
            and after.group("subj2")
            and not context.before.strip()
            and previous is not None
            and previous.paragraph == span.paragraph
            and previous.speaker
            and quoted.rstrip()[-1:] in ".!?"
            and after.group("subj2")[:1].isupper()
            and _OWN_COMPLEMENT.match(context.after, after.end())
        ):
            # '"It's a sad development," Cruz told reporters. "That has no place in a
            # campaign." Ohio Gov. John Kasich said he would have fired him': a quote that goes
            # on with the voice before ends its sentence; the next cue reports its own words
            after = None
        if (
            after
            and after.group("subj2")
            and context.before.strip()
            and quoted.rstrip()[-1:] in ".!?"
            and re.match(r"\s*[A-Z]", context.after)
            and re.match(r",?\s*[\"\u201c]", context.after[after.end() :])
        ):
            # 'played a few bars of "Taps." The 52-year-old then quipped, "That's enough"': a
            # title ends a sentence; the next one's cue brings in the quote after it.
            after = None
        if (
            after
            and after.group("subj2")
            and context.before.strip()
            and re.match(r"[.!?]\s+[A-Z]", context.after)
        ):
            # 'Parcelway said its offer was "fair and affordable". The company added that ...':
            # words set into a cued sentence, closed by a stop outside the mark; the verb
            # after it opens the next sentence.
            after = None
        if (
            after
            and after.group("subj2")
            and context.before.strip()
            and _last_before_cue(context.before)
            and _INTRODUCES_NEXT.match(context.after, after.end())
        ):
            # 'when X said she had "heard every concern," a man shouted back: "..."': a cue
            # whose clause ends in a colon before the next quote brings in that quote; this
            # one keeps the cue before it.
            after = None
        if (
            after
            and after.group("subj3")
            and _last_before_cue(context.before)
            and not cast.lookup(_sentence_cut(after.group("subj3")))
        ):
            # 'Gibbs told the jurors that it is "...", according to Ireland Live.': whoever
            # reported the words is no speaker; the cue before the quote has one
            after = None
        role_after = None
        if span.closed:
            # "said campaign manager Jordan Ellery", "said co-author Grace Oyelaran"
            role_after = _ROLE_NAME_AFTER.match(context.after)
            if (
                role_after
                and not (
                    (
                        is_role_word(role_after.group("role"))
                        # "said season-ticket holder Paul X", "said shopper Ana Y": a noun
                        # for someone who does something, set before a name the story knows
                        or (
                            _DOER.fullmatch(role_after.group("role"))
                            and role_after.group("role") not in FUNCTION_ER
                        )
                        # "said Apex president of production Miles X": the role and its complement
                        or any(
                            is_role_word(w)
                            for w in context.after[role_after.end("cue") : role_after.start("role")]
                            .lower()
                            .split()
                        )
                        # "said state Sen. X", "said former Gov. X": a modifier, then a title
                        or _TITLED_NAME.match(role_after.group("name"))
                        # "said one of his lawyers Brian X": one of several
                        or (
                            _ONE_OF.search(context.after, 0, role_after.start("role"))
                            and is_role_word(role_after.group("role").removesuffix("s"))
                        )
                    )
                    and cast.lookup(role_after.group("name"))
                )
            ):
                role_after = None
        # '"..." - Rosanna X, actress, to The Y.': a round-up of reactions credits each quote
        # after a dash
        credit = _DASH_CREDIT.match(context.after) if span.closed and not after else None
        credited = cast.lookup(credit.group("name")) if credit else None
        before_cue = _last_before_cue(context.before)
        continues = previous is not None and (
            span.continued
            or (
                previous.paragraph == span.paragraph
                # ('..." he said. Then, "I try to explain it to them."': a connective only)
                and (not context.before or _CONNECTIVE.fullmatch(context.before) is not None)
            )
        )
        # "described the deal as 'a sticking plaster' and 'not a cure'": one subject, one verb.
        joined = (
            previous is not None
            and previous.paragraph == span.paragraph
            and (previous.speaker or previous.speaker_label)
            and _JOINED.fullmatch(text, previous.end + 1, span.start - 1) is not None
        )
        # 'X said it was "disappointed" and that its offer was "fair and affordable"': more
        # words of the same speaker, in the same sentence and with no cue of their own.
        same_sentence = (
            previous is not None
            and previous.paragraph == span.paragraph
            and (previous.speaker or previous.speaker_label)
            and not after
            and not _SENTENCE_END.search(text, previous.end + 1, span.start - 1)
            and not _stop_inside_ends(previous, text, span)
        )
        loose = _loose_speaker(context, cast) if span.closed else None
        apposed = _apposed_speaker(context, cast) if span.closed else None
        admitted = (
            continues
            or joined
            or _is_speech(
                text,
                span,
                quoted,
                # ('"We remain friends," read a statement from her lawyer, Dana X.', '"Never,"
                # came the reply.', '"...," said retired Army Lt. Gen. Mick X')
                after
                or role_after
                or credited
                # (never a sentence-final title: '"G.I. Jane." Smith, who announced ...')
                or (loose and not quoted.rstrip().endswith("."))
                or (
                    span.closed
                    and (
                        _SENT_BY.match(context.after)
                        or _CAME_THE_REPLY.match(context.after)
                        or _READ_THE_POST.match(context.after)
                    )
                ),
                before_cue,
                context,
                same_sentence or _named_subject_did(context, cast),
            )
        )
        if not admitted:
            continue
        speaker = label = cue = None
        answerer = None  # one asked a question the quote is, who speaks next (see below)
        decisions: list[Decision] = []

        def why(rule: str) -> None:
            """Keep the choice a rule just made, in order: the last one is the answer."""
            # called at once, inside this iteration: the current span's choice is wanted
            decisions.append(Decision(rule, speaker or label))  # noqa: B023

        named_subject = ""
        subject_phrase = ""  # the subject with what sets it off ("The maker, Orvo Foods,")
        where = (span.start, span.paragraph)
        if role_after:
            cue = role_after.group("cue").lower()
            speaker = cast.lookup(role_after.group("name"))
            why("cue-then-role-and-name")
        elif credited:
            speaker = credited
            why("dash-credit")
        elif after:
            cue = (after.group("cue1") or after.group("cue2") or after.group("cue3")).lower()
            cue = "according to" if cue.startswith("according") else cue
            key = "subj1" if after.group("subj1") else "subj2" if after.group("subj2") else "subj3"
            subject = _sentence_cut(after.group(key))
            if key != "subj2":
                subject = _extend_subject(subject, after.string[after.end(key) :])
            speaker, label = _resolve(subject, where, cue, resolver, fans)
            if speaker is None and label is None and (outlet := _outlet(subject)):
                label = outlet  # '"...," Netflix wrote.': the outlet by its name
            why("cue-after-quote")
            named_subject = subject
            # "said the study's lead author, Dr. Samira Haddad, an epidemiologist" and "the
            # lead author, Dr. Samira Haddad, said": the name set off by commas is the speaker.
            tail = after.string[
                after.end(key) : after.end() if key == "subj2" else len(after.string)
            ]
            named = _apposed_person(subject, tail, cast)
            if named:
                speaker, label = named, None
                why("apposed-name-after-cue")
            subject_phrase = subject + tail
            pronoun = subject.strip().lower()
            if (
                cue in _CONTINUATIONS
                and pronoun in ("he", "she")
                and previous is not None
                and previous.speaker
                and position
                and previous.paragraph == story[position - 1]
                and span.start - 1 == paragraphs[span.paragraph].start
                and re.fullmatch(
                    r"[\s.,!?;:]*", text[previous.end + 1 : paragraphs[previous.paragraph].end]
                )
                and resolver._fits(previous.speaker, "f" if pronoun == "she" else "m")
                # a quote given whole ('told BBC Sport: "..."'), not words inside a report
                # of speech ('later said the remark was "taken out of context."')
                and (
                    text[paragraphs[previous.paragraph].start : previous.start - 1]
                    .rstrip()
                    .endswith((":", ".", "!", "?"))
                    or previous.start - 1 == paragraphs[previous.paragraph].start
                )
            ):
                # A paragraph that ends on someone's direct quote, then '"...," he added.':
                # the one who just spoke goes on (not an earlier speaker of known gender).
                speaker, label = previous.speaker, None
                why("he-added-goes-on")
        if cue in ANSWERS and previous is not None and previous.text.rstrip().endswith("?"):
            speaker, label = _answerer(speaker, label, previous, named_subject, where, resolver)
            why("reply-to-question")
        sent_by = (
            _SENT_BY.match(context.after)
            if span.closed and speaker is None and label is None and not context.colon
            else None
        )
        if sent_by and cast.lookup(sent_by.group("name")):
            # '"...," read the message from co-owner Lars Obst': the sender's words
            speaker, cue = cast.lookup(sent_by.group("name")), sent_by.group("cue").lower()
            why("read-the-message-from")
        if (
            speaker is None
            and label is None
            and context.colon
            and near is not None
            and (near.speaker or near.speaker_label)
            and (opened := _DOCUMENT_GOES_ON.search(context.before))
            # ("The letter continues:": a cue of its own, which the rules below read)
            and opened.group("verb").lower() not in CUE_WORDS
        ):
            # '"...," it began. / The statement went on to address their claim of racism:
            # "..."': more of the statement just quoted, in the same voice, whoever the clause
            # mentions (with a cue of its own, see the-statement-goes-on below); unless the
            # story named the body that gave a statement since ("According to a statement
            # from SAG-AFTRA, ... The statement reads:")
            speaker, label = near.speaker, near.speaker_label
            why("the-statement-goes-on")
            body = (
                _statement_body(text, span.start, cast, since=near.end)
                if _STATEMENT.search(context.before)
                else None
            )
            if body:
                speaker, label = None, body
                why("statement-of-named-body")
        if speaker is None and label is None and (before_cue or context.colon):
            clause = context.before
            if before_cue and before_cue.group().lower() == "according to":
                cue = "according to"
                source = _ACCORDING_SOURCE.match(clause, before_cue.end())
                # ("According to the criminal complaint, Tamber's "eyes were ...": the
                # source is the noun phrase the comma closes, not who the words are about)
                speaker, label = _first_reference(
                    clause[before_cue.end() : source.end() if source else None],
                    where,
                    cue,
                    resolver,
                    fans,
                )
                if (
                    speaker is None
                    and label is None
                    and source
                    and source.group("np").lower().split()[-1] in _SUIT_NOUNS
                ):
                    # ("According to the complaint, ...": the party who filed it)
                    speaker, label = resolver.suit_filer(span.start)
                if (
                    speaker is None
                    and label is None
                    and source
                    and not _THING_NOUNS.intersection(source.group("np").lower().split())
                ):
                    # 'According to the newspaper, "..."': the source as the text calls it
                    # (a document names no one: "According to the report, ...")
                    label = _as_label(source.group("np"))
                why("according-to")
                publication = (
                    _PUBLICATION_NAME.match(clause, before_cue.end() + 1)
                    if speaker is None and label is None
                    else None
                )
                if publication and not cast.lookup(publication.group()):
                    # "According to the Daily Caller, "..."": a publication's words
                    label = _body_label(publication.group())
                    why("according-to-publication")
                if speaker is None and _STATEMENT_OPENS.match(clause, before_cue.end()):
                    # "According to a statement from the tour's promoter, ...": a statement
                    # whose issuer names no one (see STATEMENT_LABEL)
                    label = STATEMENT_LABEL
                    why("according-to-a-statement")
            else:
                reporter = _reported_finding(clause[: before_cue.start()]) if before_cue else None
                if reporter:
                    # "The trust said a survey in March found that ...": the one who reports
                    # a document's finding speaks its words
                    before_cue = reporter
                cue = before_cue.group().lower() if before_cue else None
                head = clause[: before_cue.start()] if before_cue else clause
                relative = _RELATIVE_AT_END.search(head[-200:]) if before_cue else None
                ends_named = (
                    relative
                    and relative.group("phrase")
                    and _NAME_AT_END.search(relative.group("phrase"))
                )
                if ends_named and resolver.cast.lookup(ends_named.group()):
                    # "as she left a restaurant with President Jo X, who added:": the phrase
                    # ends on the name the relative pronoun is of
                    speaker = resolver.cast.lookup(ends_named.group())
                    why("relative-clause-name")
                elif relative and relative.group("phrase"):
                    speaker, label = _resolve(relative.group("phrase"), where, cue, resolver, fans)
                    why("relative-clause-subject")
                elif relative and resolver.cast.lookup(relative.group("name")):
                    # "talks with Foreign Minister Park, who described Chile as ...": the
                    # relative pronoun's antecedent speaks.
                    speaker = resolver.cast.lookup(relative.group("name"))
                    why("relative-clause-name")
                acting_for = (
                    _ACTING_FOR_NAMES.search(head[-200:])
                    if before_cue and speaker is None and label is None
                    else None
                )
                if acting_for:
                    # "lawyers for both Andrew and Virginia confirmed ...": those who act for
                    # the people named, never the last of them
                    label = "the " + acting_for.group("noun").lower()
                    why("acting-for-the-named")
                nearest = (
                    _SUBJECT_AT_END.search(head[-200:]) if before_cue and not acting_for else None
                )
                object_subject = False  # the words before the cue end on no subject
                agent = _passive_agent(clause, before_cue) if speaker is None else None
                if agent:
                    # "X has been accused by an MP of "...": the agent speaks, not the subject
                    speaker, label = _resolve(agent, where, cue, resolver, fans)
                    why("passive-agent")
                    named_subject = agent
                    nearest = None
                    # (the one the passive is about speaks next: "she was told by an employee
                    # that ... / '...,' she said" is hers)
                    answerer = _first_reference(head, where, cue, resolver, fans)[0]
                document = (
                    _document_which(head, cast)
                    if before_cue and speaker is None and label is None
                    else None
                )
                if document is not None:
                    # "a letter the company had sent, which described the data as "...": the
                    # words of whoever wrote the document, if the sentence says
                    speaker, label = document
                    why("document-author")
                    nearest = None
                if speaker is not None or label is not None:
                    nearest = None
                if (
                    nearest
                    and not _SUBORDINATE.search(nearest.group("subj"))
                    and nearest.group("subj").strip().lower() in _DAY_AND_MONTH_NAMES
                ):
                    # "A report ... published on Friday found that": a date is no subject
                    nearest = None
                    object_subject = True
                if (
                    nearest
                    and not _SUBORDINATE.search(nearest.group("subj"))
                    and re.search(
                        r"\b(?:of|for|at|from|with|by|to)\s+(?:the\s+)?$",
                        nearest.string[: nearest.start()],
                    )
                ):
                    # "X, general secretary of the Aircrew Union, which represents ...,
                    # said", "X wrote a letter to Attorney General Y asking": the object of
                    # a preposition is no subject of the cue
                    nearest = None
                    object_subject = True
                if (
                    nearest
                    and not _SUBORDINATE.search(nearest.group("subj"))
                    and _COORDINATED_OBJECT_BEFORE.search(nearest.string[: nearest.start()])
                ):
                    # "X heaped praise on Elton John and David Y, who gave evidence, saying":
                    # a name joined to a preposition's object is an object too
                    nearest = None
                    object_subject = True
                if nearest and re.search(
                    r"\b[a-z]{3,}ing\s+(?:the\s+)?$", nearest.string[: nearest.start()]
                ):
                    # "The lawmaker representing Ibadan North in the House, Ade X, said": the
                    # participle's object is no subject; the name set off after it is
                    apposed = re.match(
                        r"[^,.;:\"\u201c\u201d\n]{0,80}?" + _APPOSED_NAME.pattern,
                        nearest.string[nearest.end("subj") :],
                    )
                    person = cast.lookup(apposed.group("name")) if apposed else None
                    if person:
                        speaker, label, named_subject = person, None, person
                        nearest = None
                if object_subject:
                    body = _BODY_OF_AT_END.search(head[-200:])
                    if body and speaker is None and label is None:
                        noun, prep = body.group("body").lower(), body.group("prep")
                        if noun in NON_PERSON_WORDS and prep in ("for", "of"):
                            # "the U.S. attorney's office for the Northern District of
                            # Illinois said": a body, named by its office and what it
                            # serves, speaks through a spokesperson
                            label = STATEMENT_LABEL
                            why("body-office-for")
                        elif noun in _THING_NOUNS and prep != "for":
                            # "A report by the Office of Rail and Road found that": the
                            # author's words, a person's if the story names them
                            author = re.match(
                                r"[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*)*",
                                body.group("object"),
                            )
                            speaker = cast.lookup(author.group()) if author else None
                            label = None if speaker else STATEMENT_LABEL
                            why("report-by-author")
                if (
                    nearest
                    and re.match(r"(?:his|her|their)\s", nearest.group("subj"), re.IGNORECASE)
                    and not _SUBORDINATE.search(nearest.group("subj"))
                    and nearest.string[: nearest.start()].strip() not in ("", ",")
                    and not nearest.string[: nearest.start()].rstrip().endswith(",")
                    # "what her representatives described as": the subject of "what ..."
                    and not re.search(r"\bwhat\s*$", nearest.string[: nearest.start()])
                ):
                    nearest = None  # "he turned towards his wife ... and said": an object
                if (
                    nearest
                    and re.match(r"an?\s", nearest.group("subj"))
                    and (verb := _VERB_AT_END.search(nearest.string, 0, nearest.start()))
                ):
                    # "he made a point of saying", "saying he has been a pioneer ... and
                    # calling": a verb's object or complement is no subject of the cue; in
                    # "The family of X, who ..., released a statement saying" the one who put
                    # the statement out is (a body opening the clause speaks as the text calls
                    # it: see body-opens-participle-clause)
                    nearest = (
                        _SUBJECT_AT_END.search(nearest.string, 0, verb.start())
                        if re.fullmatch(_PUT_OUT, verb.group("verb"))
                        and not _BODY_OPENS.match(head)
                        else None
                    )
                if (
                    nearest
                    and re.match(r"(?:an?|the)\s", nearest.group("subj"))
                    and not _SUBORDINATE.search(nearest.group("subj"))
                    and _PREPOSITION_AT_END.search(nearest.string, 0, nearest.start())
                ):
                    # "Clinton, during a town hall meeting in Columbus, said": a noun phrase
                    # that a preposition governs is no subject
                    nearest = None
                capitalised = nearest and re.fullmatch(
                    r"an?\s+([A-Z][\w\-]*)(?:\s+" + THEN_ADVERB + r")*",
                    nearest.group("subj"),
                )
                if capitalised and not _is_person_noun(capitalised.group(1)):
                    # "The star of Four Weddings and a Funeral later wrote": a title's words
                    nearest = None
                if nearest and cue and cue.endswith("ing") and _GERUND_AFTER.search(head):
                    # "X quashed rumors he would write a book by tweeting that", "incurred a
                    # wave of boos upon saying": the gerund's subject is the clause's, not the
                    # object before it
                    nearest = None
                if nearest:
                    subject = _SUBORDINATE.split(nearest.group("subj"))[
                        -1
                    ].strip() or nearest.group("subj")
                    tie = _TIE_AFTER.match(nearest.string, nearest.end("subj"))
                    if tie and _is_person_noun(subject.split()[-1]):
                        # "The wife of newsreader Huw X has said": the subject is his wife
                        subject += tie.group()
                    said_at = where
                    if subject[:4].lower() == "the ":
                        # "The Australian, who ..., said in a statement that Lindqvist had":
                        # a description points back from where it stands, not from the quote
                        said_at = (
                            context.before_start + max(0, len(head) - 200) + nearest.start("subj"),
                            span.paragraph,
                        )
                    speaker, label = _resolve(subject, said_at, cue, resolver, fans)
                    if (
                        speaker is None
                        and label is None
                        and (outlet := _outlet(subject))
                        and not _PREPOSITION_BEFORE.search(
                            nearest.string[: nearest.start()][-16:].lower()
                        )
                    ):
                        # "after Lucasfilm announced there were "no plans"": an outlet or a
                        # studio speaks by its name (not "shared on Instagram claiming")
                        label = outlet
                    why("subject-before-cue")
                    named_subject = subject
                    subject_phrase = nearest.string[nearest.start("subj") :]
                    named = _apposed_person(
                        nearest.group("subj"), nearest.string[nearest.end("subj") :], cast
                    )
                    if named:
                        speaker, label = named, None
                        why("apposed-name-before-cue")
                    elif before_apposition := _name_before_apposition(nearest, cast):
                        # "Jason X — a teacher from Mount Pleasant — says", "Gary X, a former
                        # agent for the president has written": the description is the name's
                        speaker, label = before_apposition, None
                        why("name-before-apposition")
                    elif (
                        speaker is None
                        and label is None
                        and (told := _named_cue_subject(head, cast))
                    ):
                        # "Log Cabin Republicans president Gregory T. X said": the person the
                        # body's name stands before
                        speaker = told
                        why("named-subject-of-speech-verb")
                    elif (
                        speaker is None
                        and label is None
                        and (holder := _post_holder_before(nearest, cast))
                    ):
                        # "Anthony X, president and CEO of Washington Restaurant Association
                        # stated": a post the name holds ("CEO") is no body speaking
                        speaker = holder
                        why("name-before-post")
                    elif (
                        speaker is None
                        and label is None
                        and (
                            re.sub(r"^[Tt]he\s+", "", named_subject.strip()).lower()
                            in cast.organisations
                            # "In the letter, UKAD wrote that": an acronym is a body's name
                            or re.fullmatch(r"[A-Z]{3,}", named_subject.strip())
                        )
                    ):
                        # "In a post on the group's official page, Starlume said:": the
                        # subject is a known organisation, speaking through a spokesperson;
                        # no description earlier in the clause is the speaker.
                        label = STATEMENT_LABEL
                        why("organisation-subject")
                    elif (
                        speaker is None
                        and label is None
                        # (not "Araminta's mother, the designer Fenella X, said": named next)
                        and not nearest.string[nearest.end("subj") :].lstrip().startswith(",")
                        and (owned := _owned_role(subject, cast))
                    ):
                        # "Donald Trump's campaign manager says": someone unnamed who works for
                        # the one named, never that person
                        label = owned
                        why("owned-role-unnamed")
                shared = (
                    _shared_subject(head)
                    if nearest is None and speaker is None and label is None and before_cue
                    else None
                )
                if shared:
                    # "the club said no promise had been made and described his conduct as
                    # "...": two verbs joined by "and" share the first one's subject.
                    speaker, label = _resolve(shared, where, cue, resolver, fans)
                    why("shared-subject")
                    named_subject = shared
                elif (
                    nearest is None
                    and speaker is None
                    and label is None
                    and before_cue
                    and same_sentence
                    and _AND_AT_END.search(head[: before_cue.start()])
                ):
                    # 'A source said X had "full confidence" in Y, but acknowledged that ...
                    # "nervous"': the verb joined to the cue of the quote before, in the same
                    # sentence, shares that quote's speaker, not the nearest name.
                    speaker, label = previous.speaker, previous.speaker_label
                    why("verb-joined-to-previous-cue")
                interposed = (
                    _INTERPOSED_SUBJECT.fullmatch(clause, before_cue.end())
                    if before_cue
                    and speaker is None
                    and label is None
                    and _TOPIC_SET_OFF.fullmatch(head)
                    and not before_cue.group().lower().endswith("ing")
                    else None
                )
                if interposed and cast.lookup(interposed.group("named")):
                    # 'O'Connor, posted British musician Tim X, "was the true embodiment
                    # ...": a cue and its subject set into the sentence before the quote
                    speaker = cast.lookup(interposed.group("named"))
                    why("cue-set-into-the-sentence")
                document = (
                    _DOCUMENT_SET_INTO.fullmatch(head)
                    if before_cue
                    and speaker is None
                    and label is None
                    and clause.startswith(",", before_cue.end())
                    else None
                )
                if document:
                    # 'Prince Andrew, the statement added, had "never intended ...": a document
                    # set into the sentence speaks, not the one the sentence is about
                    speaker = resolver.statement_author(span.start, document.group("noun"))
                    label = None if speaker else STATEMENT_LABEL
                    why("cue-set-into-the-sentence")
                told = _named_cue_subject(head, cast) if speaker is None and label is None else None
                if told:
                    # "In a year when Trump is talking ..., Yepez said Perez was right to urge
                    # leaders "...": the person named as the subject of a speech verb
                    speaker = told
                    why("named-subject-of-speech-verb")
                asked = (
                    before_cue is not None
                    and before_cue.group().lower() == "asked"
                    and _PASSIVE_BEFORE.search(head, 0, before_cue.start())
                )
                if asked and speaker is None and label is None:
                    # 'While there, he was asked: "Is the royal family a racist family, sir?"':
                    # the words are the asker's, named after "by" or left unnamed (see
                    # NOBODY); never the one asked
                    agent = _ASKED_BY.match(context.before, before_cue.end())
                    names = _NAMED.finditer(agent.group("agent")) if agent else ()
                    speaker = next(filter(None, (cast.lookup(m.group()) for m in names)), None)
                    label = None if speaker else NOBODY
                    why("asked-in-the-passive")
                    # (the one asked answers: the next "he said" is theirs, not the asker's)
                    answerer = _first_reference(head, where, cue, resolver, fans)[0]
                elif speaker is None and label is None:
                    # "..., after X walked out in tears, claiming she had been "hidden"": a
                    # participle's subject is that of the clause it hangs on.
                    participle = cue and cue.endswith("ing") and nearest is None
                    subject_at = _clause_subject(head, cast) if participle else 0
                    body_opens = _BODY_OPENS.match(head) if participle else None
                    owned_opens = _OWNED_OPENS.match(head) if participle else None
                    with_named = (
                        _WITH_NAMED.search(head, 0, before_cue.start())
                        if participle and before_cue
                        else None
                    )
                    with_unnamed = (
                        _WITH_UNNAMED.search(head, 0, before_cue.start())
                        if participle and before_cue
                        else None
                    )
                    subj = with_unnamed.group("subj").split() if with_unnamed else []
                    if (
                        subj
                        and subj[0] in ("his", "her", "their")
                        and not _is_person_noun(subj[-1])
                    ):
                        with_unnamed = None  # ("with her campaign saying": no person's words)
                    if with_named and cast.lookup(with_named.group("name")):
                        # "Both Bolton and Gorka saw it as a sign, with Gorka noting "...": the
                        # participle's own subject, after "with"
                        speaker = cast.lookup(with_named.group("name"))
                        why("with-subject-of-participle")
                    elif with_unnamed:
                        # "Others said those defending Hill had fallen for it, with one person
                        # explaining that "...": someone unnamed, after "with"
                        label = _label(
                            with_unnamed.group("subj").lower(), fans, resolver.last_label
                        )
                        why("with-unnamed-subject-of-participle")
                    elif body_opens:
                        # "Paul Ryan's campaign shrugged off the remarks, telling reporters",
                        # "The Vale campaign sent out an email saying": the body that opens
                        # the clause speaks as the text calls it, not the name inside it
                        label = _as_label(body_opens.group("subj"))
                        why("body-opens-participle-clause")
                    elif owned_opens and (owned := _owned_role(owned_opens.group("subj"), cast)):
                        # "Lazar's defense counsel asked for three years, calling it "...": a
                        # named person's unnamed someone opens the clause
                        label = owned
                        why("owned-role-unnamed")
                    elif owned_opens and (
                        owner := _document_owner(owned_opens.group("subj"), cast)
                    ):
                        # "Singer's statement continued, claiming, "..."": the words of the
                        # one whose statement it is
                        speaker = owner
                        why("owner-of-the-document")
                    elif (
                        cue
                        and cue.endswith("ing")
                        and not subject_at
                        and same_sentence
                        # (or a body by its name: "CNN confirmed they had "parted ways" with
                        # Lemon, sharing in their own statement")
                        and (previous.speaker or (previous.speaker_label or "")[:1].isupper())
                        and _SET_OFF_BEFORE.search(head)
                    ):
                        # 'X has shared her "grief" for her late co-star Y, describing her as
                        # "...": the participle hangs on the sentence's subject, who spoke the
                        # quote before, not on the name before its comma
                        speaker, label = previous.speaker, previous.speaker_label
                        why("participle-of-the-sentence-subject")
                    else:
                        speaker, label = _first_reference(
                            head[subject_at:], where, cue, resolver, fans
                        )
                        why("first-reference-in-clause")
                    bare = (
                        _BARE_SUBJECT_AT_END.search(head, 0, before_cue.start())
                        if before_cue and not participle
                        else None
                    )
                    if speaker is None and label is None and bare:
                        # "critics say", "the protesters chanted": a subject that names no one
                        # (see rule subject-names-no-one)
                        named_subject = bare.group("np")
                    # ("In a statement, the X Corporation said ...": a body's statement)
                    stated = bool(_STATEMENT.search(head))
                    opening = _OPENING_BODY.match(head) if participle or stated else None
                    if opening and opening.group("lead") and not stated:
                        opening = None
                    described = _OPENING_DESCRIPTION.match(head)
                    if (
                        speaker is None
                        and label is None
                        and opening
                        and (
                            _is_issuer(opening.group("subj"))
                            or bool(opening.group("which"))
                            # "Brightwave confirmed ..., saying it remained": the participle's
                            # own clause calls the subject "it"
                            or bool(before_cue and _IT_CLAUSE.match(clause, before_cue.end()))
                        )
                        and not cast.lookup(opening.group("subj"))
                    ):
                        # "The Water Standards Authority fined the firm, saying it had "...": a
                        # body opens the clause the participle hangs on (see STATEMENT_LABEL).
                        label = STATEMENT_LABEL
                        why("body-opens-participle-clause")
                    elif (
                        speaker is None
                        and label is None
                        and described
                        and _names_body(
                            described.group("subj"),
                            head,
                            cast,
                            proper_ends,
                            bool(before_cue and _IT_CLAUSE.match(clause, before_cue.end())),
                        )
                    ):
                        # "The retailer that stocks her range, Bloomgate, said it would ...":
                        # a description of a body opens the clause, past what the subject
                        # pattern takes in (see STATEMENT_LABEL).
                        label = STATEMENT_LABEL
                        why("description-of-body-opens-clause")
                if (
                    speaker is None
                    and label is None
                    and previous is not None
                    and previous.paragraph == span.paragraph
                    and not re.search(r"[.!?]", text[previous.end + 1 : span.start - 1])
                    and not _stop_inside_ends(previous, text, span)
                ):
                    # "... called it "cruel", and accused them of "..."": one subject, one sentence.
                    speaker, label = previous.speaker, previous.speaker_label
                    why("same-sentence-as-previous")
        if (
            (
                label is None
                # "The contractor, Halcyon Dynamics, said it ..." after "a defence contractor"
                or (label and label.split()[-1] == phrase_head(named_subject).lower())
            )
            and (speaker is None or _DETERMINED.match(named_subject.strip()))
            and _names_body(
                named_subject,
                subject_phrase,
                cast,
                proper_ends,
                bool(
                    before_cue and not after and _IT_CLAUSE.match(context.before, before_cue.end())
                ),
            )
        ):
            # "the integrity unit said", "The drinks maker, Orvo Foods, said", "The county
            # committee, which ..., said": a description of an organisation, not of the person
            # the story is about (see STATEMENT_LABEL).
            speaker, label = None, STATEMENT_LABEL
            why("description-of-organisation")
        owned = (
            _OWNED_DOCUMENT.fullmatch(named_subject.strip())
            if speaker is None and label is None and after
            else None
        )
        if owned:
            # '"...," his post said.': the words of the one whose post it is
            speaker = resolver.pronoun(owned.group("owner"), span.start, span.paragraph)
            if speaker:
                why("owner-of-the-document")
        document = (
            _DOCUMENT_SUBJECT.fullmatch(named_subject.strip())
            if speaker is None and label is None and after
            else None
        )
        if document and document.group("noun").lower() == "statement":
            # '"...," the statement said/read.': the words of whoever issued it; a person
            # named in the last sentence that mentions a statement, else a spokesperson.
            signed = _SIGNED_BY.search(text, span.end, paragraphs[span.paragraph].end)
            # ('"...," read the statement, which was attributed to Jo X.': its author, named
            # in the cue's own sentence)
            own = signed and not re.search(r"[.!?]\s", text[span.end + 1 : signed.start()])
            speaker = (own and cast.lookup(signed.group("name"))) or resolver.statement_author(
                span.start
            )
            # ("... It was signed by her lawyer, Dana X.": the signer named right after)
            if speaker is None and signed:
                speaker = cast.lookup(signed.group("name"))
            label = None if speaker else STATEMENT_LABEL
            why("the-statement-said")
            body = _statement_body(text, span.start, cast) if speaker is None else None
            if body:
                # "Lionsgate, the studio behind the franchise, said in a statement ... / "...,"
                # the statement said": the body that gave it, as the story named it
                label = body
                why("statement-of-named-body")
        if (
            label
            and label.startswith("the ")
            and (
                label[4:] in _ORGANISATION_NOUNS
                # "The Kerrera Families Group ... said in a statement": a named body's statement
                or _INSTITUTION_SUBJECT.match(named_subject.strip())
            )
            and _STATEMENT.search(context.before + re.split(r"[.!?]", context.after, maxsplit=1)[0])
        ):
            # "the club said in a statement": an organisation's statement (see STATEMENT_LABEL)
            label = STATEMENT_LABEL
            why("organisation-statement")
        if (
            speaker is None
            and label is None
            and _INSTITUTION_SUBJECT.match(named_subject.strip())
            and _STATEMENT.search(context.before + re.split(r"[.!?]", context.after, maxsplit=1)[0])
        ):
            # "The White House said in a statement", "Big Sky Health Partners said in a
            # statement": a capitalised subject that is no person in the story speaks through
            # an unnamed spokesperson.
            label = STATEMENT_LABEL
            why("institution-statement")
        if (
            speaker is None
            and before_cue
            and not after
            and _IT_CLAUSE.match(context.before, before_cue.end())
            and _speaks_as_body(named_subject, label)
        ):
            # "The Federation of Beef Producers said it was "relieved"", "Her union, SAG-AFTRA,
            # said it was ...": a body the clause calls "it" (see STATEMENT_LABEL).
            label = STATEMENT_LABEL
            why("body-called-it")
        if (
            speaker is None
            and label is None
            and before_cue
            and not after
            and (it := _IT_AT_END.search(context.before, 0, before_cue.start()))
            and (taken := _it_takes_up(text, context.before_start + it.start(), cast))
        ):
            # "Last year, the company cut 60 jobs. At the time, it said the cuts were "...":
            # the body "it" takes up speaks as the text calls it
            speaker, label = taken
            why("it-takes-up-body")
        if (
            speaker is None
            and label is None
            and after
            and named_subject.strip() in ("it", "It")
            and (taken := _it_takes_up(text, span.start, cast))
        ):
            # 'The email was sent at 9 p.m. "I just tried you," it reads.': the document or
            # body the "it" after the quote takes up
            speaker, label = taken
            why("it-takes-up-body")
        if (
            speaker is None
            and label is None
            and not after
            and _IT_SAID.match(context.after)
            and (taken := _it_takes_up(text, span.start, cast))
            and taken[0]
        ):
            # 'Mr Lack's memo did not say who. / "We are deeply saddened," it said.': the
            # words of the one whose writing "it" takes up
            speaker = taken[0]
            why("it-takes-up-writing")
        if (
            speaker is None
            and label is None
            and re.sub(r"^[Tt]he\s+", "", named_subject.strip()).lower() in cast.organisations
        ):
            # "Greyfield said the payment reflected "...", with "Greyfield Water" named as a
            # company: an organisation speaks through an unnamed spokesperson.
            label = STATEMENT_LABEL
            why("known-organisation")
        if (
            speaker is None
            and label is None
            and _PROPER_SUBJECT.fullmatch(named_subject.strip())
            and not cast.lookup(named_subject.strip())
            # "The Prime Minister said": a title stands for a person
            and not any(_is_person_noun(w) for w in named_subject.split()[1:])
        ):
            # "The Conservatives said": a proper name with "the", in which the people finder
            # found no person though a cue follows it, is a body (see STATEMENT_LABEL).
            label = STATEMENT_LABEL
            why("proper-name-with-the-is-body")
        if (
            speaker is None
            and label is None
            and span.closed
            and _firm_speaks(
                context.before[: before_cue.start()] if before_cue else "", context.after
            )
        ):
            label = STATEMENT_LABEL
            why("firm-speaks")
        if (
            speaker is None
            and label is None
            and context.colon
            and not after
            and _STATEMENT.search(context.before)
        ):
            # "The agency's full statement reads as follows:": an organisation's statement
            # that names no person as its author; "His wife Vicky X said she was issuing a
            # statement ... The statement read:": hers
            owner = _OWNED_STATEMENT.search(context.before)
            speaker = (
                # ("Her statement continued:": whoever "her" is)
                resolver.pronoun(
                    owner.group("pron").lower(),
                    context.before_start + owner.start("pron"),
                    span.paragraph,
                )
                if owner
                else resolver.statement_author(span.start)
            )
            label = None if speaker else STATEMENT_LABEL
            why("statement-reads-colon")
        if speaker is None and label is None and same_sentence:
            # 'X said the charity was "saddened" but that the night had raised "more than
            # ..."': a second quote in the sentence, with no cue of its own, is X's too.
            speaker, label = previous.speaker, previous.speaker_label
            cue = cue or previous.cue
            why("same-sentence-no-cue")
        if speaker is None and label is None and joined and not after:
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
            why("joined-to-previous")
        if (
            speaker is None
            and label is None
            and not continues
            and previous is not None
            and (previous.speaker or previous.speaker_label)
            and (
                (
                    (not context.before or _TRANSCRIPT_LEAD.fullmatch(context.before))
                    and span.start - 1 == paragraphs[span.paragraph].start
                )
                # ('In the end, "it's about a far bigger issue ..."': a short opening phrase)
                or (
                    not after
                    and _PARAGRAPH_OPENER.fullmatch(
                        text, paragraphs[span.paragraph].start, span.start - 1
                    )
                )
            )
            and position
            and (
                previous.paragraph == story[position - 1]
                # ("Transcript as follows:" between, or a crosshead ("'Serious food
                # allergy'"): the speech goes on past it)
                or (
                    position > 1
                    and previous.paragraph == story[position - 2]
                    and (
                        story[position - 1] in crossheads
                        or _TRANSCRIPT_LEAD.fullmatch(
                            text,
                            paragraphs[story[position - 1]].start,
                            paragraphs[story[position - 1]].end,
                        )
                    )
                )
            )
            # ('"...," the report stated.': a cue of its own, whose subject names no one)
            and not (after and _SUBJECT_NAMES_NO_ONE.fullmatch(named_subject.strip()))
            # ('"...," Irish singing duo Jedward commented.': someone named beside the cue, or
            # set off from it: '"...," Natasha X, whose first credit was ..., posted')
            and loose is None
            and apposed is None
        ):
            # A paragraph that opens with a quote and names no speaker, right after a
            # paragraph whose last quote had one: the same voice goes on.
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
            why("paragraph-opens-after-speech")
        if (
            speaker is None
            and label is None
            and continues
            and not span.continued
            and (subject := resolver.narrative_subject_between(previous.end, span.start))
            and subject != previous.speaker
        ):
            # 'Hermoso says she "didn't like it." ..., Rubiales appeared to brush it off.
            # "The kiss ..."': the narrative between names the next voice
            speaker = subject
            why("narrative-subject-between")
        if speaker is None and label is None and continues:
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
            why("continues-previous")
        if (
            speaker is None
            and label is None
            and not after
            and previous is not None
            and previous.paragraph == span.paragraph
            and previous.speaker
            and text[span.start : span.start + 1].islower()
            and _BARE_NAME.fullmatch(context.before)
            and cast.lookup(context.before) is not None
        ):
            # '..." Erik X of the fire department explained. Coolio "was determined dead
            # just before 5 p.m."': a sentence that is a name and then quoted words tells
            # of the name in the words of the one quoted before it
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
            why("quoted-predicate-goes-on")
        lead_in = text[paragraphs[span.paragraph].start : span.start - 1]
        if (
            speaker is None
            and label is None
            and not continues
            and not after
            and admitted is True
            and previous is not None
            and previous.speaker
            and position
            and previous.paragraph == story[position - 1]
            and lead_in.rstrip().endswith((".", "!", "?"))
            and not CUE_WORD.search(lead_in)
            and resolver._first_name(paragraphs[span.paragraph].start, span.start) is None
            # (nor a cue or a name after it: '"...," Crystal X, one of the plaintiffs, told')
            and not CUE_WORD.search(text, span.end, paragraphs[span.paragraph].end)
            and resolver._first_name(span.end, paragraphs[span.paragraph].end) is None
        ):
            # '"...," Krawczyk said. / Police do have video footage, but it is poor quality.
            # "This is no different than any other investigation."': a sentence of narrative
            # that names no one does not stop the voice of the paragraph before
            speaker, cue = previous.speaker, previous.cue
            why("speech-goes-on-past-narrative")
        if (
            speaker is None
            and label is None
            and not continues
            and span.continues
            and span.start - 1 == paragraphs[span.paragraph].start
            and position
            and story[position - 1] not in resolver.speech_paragraphs
            and paragraphs[story[position - 1]].kind == PROSE
        ):
            # A quote over several paragraphs with no cue at all, right after a paragraph of
            # narrative ("... Vell talks quickly, looking at the window."): the person that
            # paragraph ends on is talking (a profile's way of letting its subject speak).
            topics = resolver._paragraph_topics(story[position - 1])
            speaker = topics[0] if topics else None
            why("narrative-paragraph-before")
        if (
            speaker is None
            and label is None
            and not continues
            and span.closed
            and span.start - 1 == paragraphs[span.paragraph].start
            and not text[span.end + 1 : paragraphs[span.paragraph].end].strip(' .,"\u201d')
            and position
            and story[position - 1] not in resolver.speech_paragraphs
            and paragraphs[story[position - 1]].kind == PROSE
            and not _dash_signature(text, paragraphs, story, position, span)
        ):
            # 'Trump spoke only in evasive bromides during the interview. / "We have to be a
            # lot tougher."': a paragraph of quoted words alone, after one of narrative, is the
            # words of the person that paragraph is about
            topics = resolver._paragraph_topics(story[position - 1])
            speaker = topics[0] if topics else None
            why("lone-quote-after-narrative")
        if (
            speaker is None
            and label is None
            and not continues
            # (over several paragraphs, or closing the paragraph it opens after narrative:
            # "In her speech, the actress dedicated her award to her mom. "I have to ...."")
            and (
                span.continues
                or (
                    span.closed
                    and not text[span.end + 1 : paragraphs[span.paragraph].end].strip(' .,"\u201d')
                )
            )
            and not after
            and not context.before
            and re.search(
                r"\w[.!?]$",
                text[
                    max(
                        paragraphs[span.paragraph].start,
                        last_speech_end.get(span.paragraph, 0),
                        span.start - 1500,
                    ) : span.start - 1
                ].rstrip(),
            )
        ):
            # 'He then turned serious. "Most of you ...' over several paragraphs with no cue:
            # the person the narrative sentence before it, in its paragraph, is about speaks.
            topics = resolver._topics_before(span.start, span.paragraph)
            pronoun = _PRONOUN_SUBJECT.search(text, paragraphs[span.paragraph].start, span.start)
            if topics:
                speaker = topics[0]
                why("narrative-sentence-before")
            elif pronoun:
                # "Later he turned reflective.": whoever that "he" is
                gender = "f" if pronoun.group().lower() == "she" else "m"
                speaker = resolver.person(gender, span.start, span.paragraph, None)
                why("narrative-pronoun-before")
        stop = _SENTENCE_END.search(text, span.end, paragraphs[span.paragraph].end)
        statement_by = (
            _STATEMENT_BY_AFTER.search(
                text, span.end, stop.end() if stop else paragraphs[span.paragraph].end
            )
            if speaker is None and label is None and not continues and span.closed
            else None
        )
        if statement_by:
            # 'he underwent "a long surgical procedure" on his leg, according to a statement
            # the golf legend released': the words of whoever released the statement
            speaker, label = _resolve(statement_by.group("subj"), where, "said", resolver, fans)
            why("according-to-their-statement")
        if speaker is None and label is None and not continues and not after:
            speaker = _actor_before(text, span, paragraphs[span.paragraph], resolver)
            why("actor-before")
        if speaker is None and label is None and not continues and not after:
            # 'Kerala MP Shashi X came out in support of the family. "I am no fan of ..."':
            # a sentence about someone speaking out brings in the quote that follows it
            said = _speech_act_before(text, span, paragraphs[span.paragraph], resolver)
            if said:
                speaker = said
                why("speech-act-sentence-before")
        if (
            speaker is None
            and label is None
            and context.colon
            and not after
            and not continues
            and not CUE_WORD.search(context.before)
        ):
            goes_on = resolver._speaker_goes_on(None, span.start, span.paragraph, into_next=True)
            if goes_on:
                # 'He focused on her legacy: "...". / The music press also came under fire:
                # "..."': a colon after a clause with no cue, naming no one, brings in more
                # words of the one who spoke just before, when no one else is named since
                speaker = goes_on
                why("speaker-goes-on-after-colon")
        role_subject = (
            _ROLE_NAME_SUBJECT.match(context.after)
            if span.closed and not after and not role_after and not context.colon
            else None
        )
        # (the quoted words end on a stop: they close a sentence)
        quote_closes = re.search(r"[.!?]\W*$", text[span.start : span.end])
        if (
            role_subject
            and context.before.strip()
            and (
                re.match(r"[\s,]*[.!?]", context.after)
                or (quote_closes and CUE_WORD.search(context.before))
            )
        ):
            # 'said the offer would leave families "worse off". Union official X said:', 'Actor
            # X said Boseman "was a gentle soul." Vice Presidential nominee Y said': a stop
            # after words set into a sentence with its own cue ends it; the next one has its
            # own subject
            role_subject = None
        if (
            role_subject
            and quote_closes
            and _CUE_BRINGS_NEXT.match(context.after, role_subject.end())
        ):
            # '"... for future competitions." Biles coach Cecile X added in another
            # statement, "...": a sentence of its own, whose cue brings in the next quote
            role_subject = None
        if (
            role_subject
            and is_role_word(role_subject.group("role"))
            and cast.lookup(role_subject.group("name"))
        ):
            # '"...," director Sienna Marchetti said': a lower-case role, then the name; it
            # outweighs a voice carried on from the paragraph before
            speaker, label = cast.lookup(role_subject.group("name")), None
            cue = role_subject.group("cue").lower()
            why("role-and-name-after-quote")
        sung = (
            speaker is None
            and label is None
            and not continues
            and bool(
                _LYRICS_BEFORE.search(context.before[-80:]) or _LYRICS_AFTER.match(context.after)
            )
        )
        if sung:
            # 'Shakira released a single which featured lyrics like "...", '"...," the lyrics
            # read': the words of the one who sings them, the sentence's subject, else the one
            # the story is about
            speaker = resolver.sentence_subject(span.start) or resolver.person(
                None, span.start, span.paragraph, None
            )
            why("lyrics-are-the-singers")
        put_it = (
            _PUT_IT.search(context.before[-200:])
            if speaker is None and label is None and not continues
            else None
        )
        if put_it:
            # 'as one fan put it, "..."', 'as Vell put it: "..."', 'in her words, "..."',
            # 'As Politico reported, "..."'
            owner = put_it.group("owner") or ""
            subject = put_it.group("subj") or _OWNER_AS_SUBJECT.get(owner, strip_possessive(owner))
            if subject in ("he", "she", "they"):
                speaker, label = _resolve(subject, where, "put it", resolver, fans)
                why("as-x-put-it")
            elif named := put_it.group("named"):
                # ("as Vulture put it": a publication, under its name)
                speaker = cast.lookup(named)
                label = None if speaker else _body_label(named)
                why("as-x-put-it")
            else:
                label = _label(subject, fans, resolver.last_label)
                why("as-x-put-it")
            cue = "put it"
        interrupted = None if continues else _INTERRUPTED_SUBJECT.match(context.before)
        if interrupted and named_in_apposition(interrupted.group("gap"), 0, cast):
            interrupted = None  # "A spokesperson for Kristofferson, Ebie X, confirmed"
        if interrupted and (apposed := named_last_in_gap(interrupted.group("gap"), cast)):
            # "A lawyer who is not involved in the case, Kate X, told News that": the name
            # set off right before the cue
            speaker, label, interrupted = apposed, None, None
            why("name-apposed-after-interruption")
        if interrupted and (
            (inner := _NAMED_CUE_IN_THAT_CLAUSE.match(context.before, interrupted.end()))
            and cast.lookup(inner.group("name"))
        ):
            # "Another source who was on the call told Deadline that Fallon praised the staff
            # as "...": the words of the one the source reports, who speaks in the clause
            interrupted = None
        if interrupted and (
            _is_person_noun(interrupted.group("noun"))
            or interrupted.group("noun") in _PART_NOUNS
            # "who ...", "speaking on condition of anonymity": only a person is described so
            or (
                re.match(r",?\s*(?:who|speaking)\b", interrupted.group("gap"))
                and interrupted.group("noun") not in _THING_NOUNS
                and interrupted.group("noun") not in _NOT_LABEL_NOUNS
            )
        ):
            # "A crew member who was on set, speaking on condition of anonymity ..., said the
            # charge "...": someone unnamed, however long the words between noun and verb.
            speaker = None
            # "One Republican staffer": a capitalised modifier is no part of the label
            phrase = interrupted.group("phrase").split()
            phrase = " ".join([phrase[0], *(w for w in phrase[1:] if not w[:1].isupper())])
            label = _label(phrase.lower(), fans, resolver.last_label)
            why("unnamed-interrupted-subject")
        if (
            label
            and speaker is None
            and span.paragraph == lede
            and label.split()[-1] not in LABEL_NOUNS
        ):
            # "A federal judge ... ruling that ... "...".", then "U.S. District Judge Miriam X"
            # in the next paragraph: a story's opening describes its subject, then names them.
            speaker = resolver.first_holder_after(label.split()[-1], paragraphs[lede].end)
            label = None if speaker else label
            why("opening-description-named-next")
        if (
            label
            and speaker is None
            and not continues
            and label.split()[-1] not in _LABEL_KINDS
            and 0 <= span.paragraph < len(paragraphs)
        ):
            # 'a retired nurse called her "a rubber stamp."', then "The retired nurse, Doreen
            # X, 66, had waited ...": the person the story names next in that role.
            named = resolver.named_later(label.split()[-1], span.end, span.paragraph)
            if named:
                speaker, label = named, None
                why("label-named-later")
        if (
            label
            and not _is_person_noun(label.split()[-1])
            and _SOURCE_PHRASE.search(
                context.before + re.split(r"[.!?]\s", context.after, maxsplit=1)[0]
            )
        ):
            # '"...," a person familiar with the talks said': an anonymous source
            label = SOURCE_LABEL
            why("anonymous-source-phrase")
        speaks_for = (
            _SPEAKS_FOR.search(_cue_sentence(context))
            if speaker is None and label and _LABEL_KINDS.get(label.split()[-1]) == "spokesperson"
            else None
        )
        if speaks_for:
            # "A representative for the singer said ...", "a publicist for the club said":
            # someone unnamed who speaks for a person or a body (see STATEMENT_LABEL), called
            # as the text calls them
            label = _with_article(speaks_for.group("noun"))
            why("speaks-for")
        spokes_label = label
        issuer = None if continues else _STATEMENT_ISSUER.match(context.before)
        if issuer and _is_issuer(issuer.group("subj")):
            # an organisation's statement (see STATEMENT_LABEL), even one named after a person
            speaker, label = None, STATEMENT_LABEL
            why("statement-issuer")
        goes_on = None if continues else _BODY_GOES_ON.match(context.before)
        goes_on_noun = goes_on and (goes_on.group("noun") or goes_on.group("lead_noun"))
        if (
            goes_on
            and (goes_on_noun is None or goes_on_noun in _ISSUER_NOUNS)
            and previous is not None
            and previous.speaker_label == STATEMENT_LABEL
            and span.paragraph - previous.paragraph <= 1
        ):
            # 'A Northlight TV spokesperson said: "..." The broadcaster said it would ...'
            speaker, label = None, STATEMENT_LABEL
            why("statement-goes-on")
        cited = _CITED_AS_SAYING.match(context.after) if span.closed else None
        cited_pronoun = cited and (cited.group("pronoun") or cited.group("subject"))
        if cited_pronoun:
            # '"...," Variety reported him saying': whoever "him" is, not the outlet
            pronoun = "she" if cited_pronoun in ("her", "she") else "he"
            gender = "f" if pronoun == "she" else "m"
            # most often the one who was just speaking
            recent = previous.speaker if previous and previous.speaker else None
            if recent and resolver.heard.get(recent, gender) == gender:
                speaker, label = recent, None
            else:
                speaker, label = _resolve(pronoun, where, "saying", resolver, fans)
            why("cited-as-saying")
        elif cited and (named := cast.lookup(cited.group("name") or cited.group("quoted"))):
            # '"...," the news channel cited Mr Singh as saying': the one cited speaks, not
            # the outlet that cites them
            speaker, label = named, None
            why("cited-as-saying")
        if (
            speaker is None
            and label is None
            and _BARE_ADDITION.fullmatch(context.before)
            and previous is not None
            and (previous.speaker or previous.speaker_label)
            and span.paragraph - previous.paragraph <= 1
        ):
            # 'Adding, "..."', 'Continuing: "..."': a lead-in with no subject goes on with the
            # one who spoke last
            speaker, label, cue = previous.speaker, previous.speaker_label, previous.cue
            why("bare-addition-goes-on")
        read = _READ_THE_POST.match(context.after) if span.closed else None
        if speaker is None and label is None and read:
            # '"Nice try, buddy," read the caption': the words of whoever posted it, the one
            # the post's owner names ("her caption") or else the latest person spoken of
            owner = _OWNER_AS_SUBJECT.get(read.group("owner") or read.group("owner_first") or "")
            speaker = (
                _resolve(owner, where, "read", resolver, fans)[0]
                if owner
                else resolver.person(None, span.start, span.paragraph, "read")
            )
            cue = "read"
            why("read-the-post")
        posted = _POST_READS_BEFORE.search(context.before) if context.colon else None
        if speaker is None and label is None and posted:
            # "Drake's caption for his post reads:", "Her message read:": the words of the
            # post's owner, else (as above) of the latest person spoken of
            owner = posted.group("owner") or ""
            pronoun = _OWNER_AS_SUBJECT.get(owner.lower())
            if pronoun:
                speaker = _resolve(pronoun, where, "read", resolver, fans)[0]
            elif owner:
                speaker = cast.lookup(strip_possessive(owner))
            elif poster := _POSTER_BEFORE.search(
                text, max(0, context.before_start - 400), context.before_start
            ):
                # "The show paid tribute to the star in a post on X. / The post read:": the
                # subject of the sentence that brought the post in, a thing as itself
                subj = poster.group("subj")
                if subj.split()[0] in ("The", "Their") and not _is_person_noun(
                    subj.split()[-1].lower()
                ):
                    label = _as_label(subj)
                else:
                    speaker, label = _resolve(subj, where, "read", resolver, fans)
            else:
                speaker = resolver.person(None, span.start, span.paragraph, "read")
            cue = "read"
            why("post-reads-colon")
        came = _CAME_THE_REPLY.match(context.after) if span.closed else None
        if came:
            # '"Never," came the reply.': the one asked answers, after a quoted question or
            # after "X was asked" in the sentences before
            if previous is not None and previous.text.rstrip().endswith("?"):
                # whoever it was put to: the latest person named who is not the asker
                asker = (previous.speaker, previous.speaker_label)
                speaker, label = _answerer(*asker, previous, "they", where, resolver)
            else:
                start = paragraphs[span.paragraph].start
                asked = list(_WAS_ASKED.finditer(text, start, span.start))
                if asked:
                    subject = asked[-1].group("subj")
                    speaker, label = _resolve(subject, where, "replied", resolver, fans)
            cue = "replied"
            why("came-the-reply")
        suit = _SUIT_SPEAKS.search(context.before) if not continues else None
        filer = (
            resolver.suit_filer(span.start)
            if suit and speaker is None and label is None
            else (None, None)
        )
        if any(filer):
            # 'The complaint states: "..."': the words of the party who filed it
            speaker, label = filer
            why("lawsuit-speaks-for-filer")
        inverted = _INVERTED_LEAD.fullmatch(context.before) if not continues else None
        if speaker is None and label is None and inverted:
            # 'Added Holt: "I am grateful."', 'Said one fan: "..."': the cue, then its subject
            cue = inverted.group("cue").lower()
            named = cast.lookup(inverted.group("named") or inverted.group("apposed") or "")
            if named:
                speaker, label = named, None
            else:
                speaker, label = _resolve(inverted.group("subj"), where, cue, resolver, fans)
            why("inverted-lead-in")
        if speaker is None and label is None and loose:
            # '"...," Blunt, after a long pause, said of Cruz.', '"...," former Florida governor
            # Jeb Bush said', 'mused Blaze co-host Stu X', '"...," in the 2008 primary, said
            # professor Paul X': the person named as the subject before the cue, however the
            # words around the name run, or else the first named right after it
            speaker, cue = loose
            why("person-named-beside-cue")
        if speaker is None and label is None and apposed:
            # '"...," Harry Bond, 30, of Raleigh, N.C., who was among those polled, said', '"...,"
            # Nate X, the polling guru who founded the site tweeted': a name, a long phrase
            # set off after it that names no one else, then the cue
            speaker, cue = apposed
            why("name-then-long-apposition")
        opener = (
            _named_opener(context, cast)
            if speaker is None and label is None and not continues
            else None
        )
        if opener:
            # 'Sanders promised Sunday to end "the deportation regime."', 'Jacobs called Merkel
            # "The Chancellor of the Free World."': words set into a sentence about what the
            # person it opens with did are that person's
            speaker = opener[0]
            why("sentence-subject-did")
        doer = (
            _named_doer(context, cast)
            if speaker is None and label is None and not continues and not after
            else None
        )
        if doer:
            # "Introduced at the lectern by Joe X, ..., Trump launched into a lament for the
            # "countless Americans"": the last person named, doing something, in the clause
            speaker = doer
            why("named-doer-in-clause")
        # the clause before the quote, when it is the quote's own and no colon introduces it
        own_clause = context.before if not continues and not context.colon else ""
        kept_by_rules = admitted != LEARNED  # (not a few words only the learned step took)
        pronoun_opener = (
            _PRONOUN_OPENS.match(own_clause)
            if speaker is None and label is None and kept_by_rules
            else None
        )
        if pronoun_opener and pronoun_opener.group("verb") not in _NOT_DOINGS:
            # 'He cited the exclusion ... as "important structural impediments"', 'She wants
            # the candidates "first and foremost to admit it"': words set into a sentence
            # about what "he" or "she" did are that person's
            speaker = resolver.pronoun(
                pronoun_opener.group("pronoun"),
                context.before_start + pronoun_opener.start("pronoun"),
                span.paragraph,
            )
            why("pronoun-subject-did")
        owner = _OWNER_OF_SPEECH.search(own_clause) if speaker is None and label is None else None
        if owner:
            # 'her remark that "there's a special place in hell"', 'his promise to be "neutral"',
            # "Trump's claim that ...": the words of whoever made the remark
            owned = owner.group("owner")
            speaker = (
                resolver.pronoun(owned, context.before_start + owner.start("owner"), span.paragraph)
                if owned.lower() in ("his", "her")
                else cast.lookup(strip_possessive(owned))
            )
            why("owner-of-speech-noun")
        relative = (
            _WHO_DID.search(own_clause)
            if speaker is None and label is None and kept_by_rules
            else None
        )
        if relative and relative.group("verb") not in _NOT_DOINGS:
            # 'Donald Trump, who proclaimed in July that Christians "cannot come in"', 'Jason
            # X, who thinks the staff "need to be more collaborative"': the words set into a
            # relative clause are its antecedent's
            speaker = cast.lookup(relative.group("name"))
            why("relative-clause-did")
        signed = (
            _dash_signature(text, paragraphs, story, position, span)
            if speaker is None and label is None
            else None
        )
        if signed and cast.lookup(signed):
            # '"The whole idea needs to stop." / -Michelle Marks, Philadelphia.': a line that
            # opens with a dash and a name, right after a paragraph of quoted words, signs them
            speaker = cast.lookup(signed)
            why("dash-signature-after")
        issued = _ISSUED_BEFORE.search(context.before) if label == STATEMENT_LABEL else None
        issuer = issued.group("subj") if issued else ""
        if issuer.lower() in ("he", "she"):
            # 'Hours later, she issued a statement calling on ...': whoever "she" is
            at = context.before_start + issued.start("subj")
            named = resolver.pronoun(issuer, at, span.paragraph)
        else:
            named = cast.lookup(issuer) if issuer else None
        if named:
            # 'Trump issued a statement saying that Scalia was "a remarkable person"': the
            # words of the one who issued it
            speaker, label = named, None
            why("issuer-of-statement")
        elif issuer:
            named_subject = issuer  # 'Black Lives Matter issued a statement saying ...'
        body = _named_body(named_subject, context, cast) if label == STATEMENT_LABEL else None
        if body:
            # "Judicial Watch said", "the White House said in a statement": the published
            # corpora give a body's words to the body the text names, not to "a spokesperson"
            label = body
            why("body-named-as-speaker")
        described = _described_body(named_subject, context) if label == STATEMENT_LABEL else None
        if described:
            # "the campaign said in a statement", "police said", "Powell's office said": a body
            # the text describes but does not name speaks as the text calls it (PolNeAR's
            # Source), not as "a spokesperson"
            label = described
            why("body-described-as-speaker")
        beside = (
            _person_beside_cue_in_sentence(text, cast, spans, span)
            if speaker is None and label is None
            else None
        )
        if beside:
            # 'Guns are "the ultimate crisis," Howard Dean, the former governor, proclaimed',
            # 'Huckabee, for his part, is labeling the actions "an abuse"': no rule placed the
            # words, and the sentence they stand in has a cue with a named person beside it
            speaker = beside
            why("person-beside-cue-in-sentence")
        body_beside = (
            _body_beside_cue_in_sentence(text, cast, spans, span)
            if speaker is None and label is None
            else None
        )
        if body_beside:
            # 'Haley is an "articulate conservative," the editorial board writes': no rule
            # placed the words, and the sentence has a cue with a body as its subject (a
            # suit's, its filer: 'a "disparate impact" on minorities, the lawsuit says')
            label = body_beside
            if body_beside.split()[-1] in _SUIT_NOUNS and any(
                filer := resolver.suit_filer(span.start)
            ):
                speaker, label = filer
            why("body-beside-cue-in-sentence")
        description = _UNRESOLVED_DESCRIPTION.fullmatch(named_subject.strip())
        if (
            speaker is None
            and label is None
            and description
            and _is_person_noun(description.group("head"))
        ):
            # '"...," the senator said', where the story names no senator: the speaker is
            # someone the text describes but does not name; say so rather than nothing.
            label = _with_article(description.group("head").lower())
            why("unresolved-description")
        said_by = _SUBJECT_NAMES_NO_ONE.fullmatch(named_subject.strip())
        if speaker is None and label is None and said_by:
            # '"...," the report stated', 'the protesters chanted "..."': no person speaks, and
            # the subject, as the text gives it, is what the words are attributed to
            label = _as_label(said_by.group())
            why("subject-names-no-one")
        group = _GROUP_SUBJECT.fullmatch(named_subject.strip())
        if (
            speaker is None
            and label is None
            and group
            and not _THING_NOUNS.intersection(group.group("np").lower().split())
            # ("Friends of the Tooele Aquifer ... said in a statement": a body's name, cut)
            and not _STATEMENT.search(context.before)
        ):
            # "Aides say", "most said", "those surveyed said", "Proponents of the new bill
            # say": people the text counts but names none of speak as the text calls them
            label = _as_label(group.group("np"))
            why("group-subject")
        named_body = (
            _body_named_for(label, text, span.start, cast) if speaker is None and label else None
        )
        if named_body:
            # '"...," the company wrote' after "the website GunBroker.com": the body the
            # description takes up, as the story named it (PolNeAR resolves it so)
            label = named_body
            why("description-takes-up-named-body")
        body = (
            _statement_body(text, span.start, cast)
            if speaker is None
            and label in (None, "the statement")
            and _STATEMENT.search(context.before)
            else None
        )
        if body:
            # 'Lionsgate, the studio behind the franchise, said in a statement that he leaves
            # an "indelible legacy."': the body that gives the statement the words are in
            label = body
            why("statement-of-named-body")
        if speaker is None and label == "the statement" and near is not None and near.speaker:
            # '"...," the lawyer Priya X said. / The statement continued, "..."', 'It noted,
            # "..."': the statement goes on in the words of the one who just gave it
            speaker, label = near.speaker, None
            why("the-statement-goes-on")
        if speaker is None and label is None and admitted is True and not continues:
            # 'Jahangir said she was angered by the media. Doing so "appeared to be an attempt
            # at poisoning the election."': words set into the sentence after one that reports
            # what someone said go on with that person's account; so does a quote standing as
            # its own sentence with no cue after it ('Nikkhah noted the institution would
            # recover. "The royal family has survived many scandals."')
            reported = resolver.reported_before(span, opening=not after)
            if reported:
                speaker = reported
                why("goes-on-from-reported-speech")
        if admitted == LEARNED and speaker is None and label is None:
            # a few words only the learned step took for speech, whose speaker no rule finds,
            # are more often a term than a quote: left out
            continue
        if speaks_for and speaker is None and label == spokes_label:
            label = _spokesperson_for(label, speaks_for.group("whom"), cast)
        elif speaker is None and label and not continues:
            # "a source close to the campaign", "an official familiar with the talks"
            label = _qualified(label, _cue_sentence(context), cast)
        document = _DOCUMENT_SUBJECT.fullmatch(label or "") if speaker is None else None
        if document and document.group("noun").lower() != "statement":
            # '"...," the letter said' after "Jason X said in a lengthy letter", "It says that
            # ..." of the letter: its writer's words, when the text names who wrote it
            speaker = resolver.statement_author(span.start, document.group("noun"))
            if speaker:
                label = None
                why("the-letter-said")
        read = _READ_BY_RELATIVE.search(context.before) if not after and not continues else None
        if read and (read.group("seen") or read.group("writer")):
            # 'she saw a text message from another woman that read: "..."', 'found a note
            # that read, "..."': the words are the writing's, and its writer's where the text
            # says who sent it; never those of the one who came upon it ("Henry added the
            # caption which reads" stays his)
            writer = read.group("writer")
            speaker = cast.lookup(writer) if writer else None
            label = None if speaker or not writer else _label(writer, fans)
            why("writing-that-read")
        quoted_as = _QUOTED_SAYING.search(context.before) if not after and not continues else None
        if quoted_as and (
            named := cast.lookup(quoted_as.group("who"))
            or (
                quoted_as.group("who").lower() in ("him", "her")
                and resolver.pronoun(
                    quoted_as.group("who"),
                    context.before_start + quoted_as.start("who"),
                    span.paragraph,
                )
            )
        ):
            # 'one of the accusers quoted Noth saying that "monogamy is a sham"', 'a witness
            # quoted him as saying "...": the words of the one quoted, not the one quoting
            speaker, label = named, None
            why("quoted-as-saying")
        made = (
            _MADE_THAT_SAID.search(context.before)
            if speaker is None and not after and not continues
            else None
        )
        if made:
            # 'Trump released a marketing video that said, "..."', 'The Washington Post ran a
            # piece that noted his "...": the words of the one who put the work out, not the
            # work as a speaker ("a video", "a new")
            speaker = cast.lookup(made.group("maker"))
            label = None if speaker else re.sub(r"^[Tt]he\s+", "", made.group("maker"))
            why("maker-of-the-work")
        agent_after = (
            _AGENT_AFTER.match(context.after)
            if span.closed and _PASSIVE_AT_END.search(context.before)
            else None
        )
        if agent_after and cast.lookup(agent_after.group("name")):
            # 'He has been described as an "open soul" by Sydney X': the agent after the
            # words, whoever the sentence is about
            speaker, label = cast.lookup(agent_after.group("name")), None
            why("agent-after-quote")
        cited = (
            _CITED_AFTER.match(text, span.end + 1, paragraphs[span.paragraph].end)
            if speaker is None and label is None and span.closed
            else None
        )
        if cited:
            # '"China's slowdown is fostering a cycle of decline." [WaPo.]': a roundup's words
            # taken from the outlet it cites in brackets at the paragraph's end
            source = cited.group("source")
            label = _OUTLET_SHORT_FORMS.get(source, source)
            why("cited-in-brackets")
        tag = _SPEAKER_TAG.match(quoted)
        tagged = cast.lookup(tag.group("tag").title()) if tag else None
        if tagged:
            # '"RAMOS: Secretary Clinton, did you lie to them?"': a transcript's words carry
            # their speaker's name in capitals before a colon
            speaker, label = tagged, None
            why("speaker-tag-in-transcript")
        if speaker and _tells_own_death(text, span.start, span.end, speaker, cast):
            # '"Toby X passed peacefully last night ...," the message read': the words of
            # whoever announced the death, not of the one who died
            speaker = None
            why("tells-own-death")
        together = _joint_speakers(context, cast) if speaker else None
        if together and speaker in together:
            # '"...," Ann Lee and Bo Kim said in a joint statement', 'said the lawyers, Jo X
            # and Sam Y': the words of them all, not of the one named last
            speaker, label = None, _listed(together)
            why("named-together")
        # ('“ You know, ...': the words begin past the space after the mark)
        lead = len(quoted) - len(quoted.lstrip(" "))
        quote = Quote(
            text=quoted[lead:],
            start=span.start + lead,
            end=span.end,
            speaker=speaker,
            speaker_label=label or None,
            cue=cue,
            paragraph=span.paragraph,
            # A short piece of a longer quote (split or over paragraphs) is not a fragment.
            is_fragment=count_words(quoted) <= 3 and not (continues or span.continues),
            decisions=tuple(decisions),
            candidates=resolver.named_around(span, position, context),
        )
        if not dropped:
            quotes.append(quote)
            chained.append(span)
        resolver.last_label = label or None
        if label and not answerer:  # (an asker or a teller the next "she said" is not)
            resolver.labels.append((span.start, label))
        next_speaker = answerer or speaker  # whom a "he said" after this quote may take up
        if next_speaker:
            resolver.speakers.append(next_speaker)
        resolver.last_speech = (next_speaker, span.paragraph) if next_speaker else None
        resolver.last_speech_end = span.end
        resolver.speech_paragraphs.add(span.paragraph)
        if speaker:
            resolver.person_speech_paragraphs.add(span.paragraph)
        last_speech_end[span.paragraph] = span.end + 1
        previous = quote
    return tuple(_teasers(_carry_back(text, quotes, chained)))


# a writing someone came upon, or one from someone, that reads the words: "she saw a text
# message from another woman that read:", "found a note on the door that read,"
_READ_BY_RELATIVE = re.compile(
    r"(?:\b(?P<seen>saw|sees|seen|found|finds|received|receives|got|spotted|discovered|noticed"
    r"|showed|shows)\s+(?:a|an|the|one|another)\s+(?:[\w\-']+\s+){0,2}?)?"
    r"\b(?:text|text\s+message|message|note|sign|banner|placard|post|tweet|email|letter|card"
    r"|caption)"
    r"(?:\s+from\s+(?P<writer>[^,.;:\"\u201c\u201d]{2,60}?))?"
    r"(?:\s+(?:on|in)\s+[^,.;:\"\u201c\u201d]{2,40}?)?"
    # ("a tweet from Tate's account said:": the writing itself the subject)
    r"(?:,?\s+(?:that|which))?\s+(?:read|reads|said|says)\s*[:,]?\s*$"
)
# "quoted Noth saying that", "quoted him as saying": the one quoted, then the words
_QUOTED_SAYING = re.compile(
    r"\bquot(?:ed|es|ing)\s+(?P<who>" + _NAME_RE + r"|him|her)\s+(?:as\s+)?(?:saying|telling)\b"
    r"[^\"\u201c\u201d.!?]*$"
)
# "Her statement continued:", "His full statement reads:": a statement a pronoun owns
_OWNED_STATEMENT = re.compile(r"\b(?P<pron>[Hh]is|[Hh]er)\s+(?:[\w\-]+\s+)?statement\b")
# the rest of a cue's sentence, up to the opening mark of the quote it brings in
_CUE_BRINGS_NEXT = re.compile(r"[^.!?\"\u201c\u201d\n]*[,:]\s*[\"\u201c]")


def _outlet(subject: str) -> str | None:
    """Return the outlet, platform or studio a subject names alone ("Lucasfilm", "the
    Netflix"), by its name, else None."""
    bare = re.sub(r"^[Tt]he\s+", "", subject.strip())
    return bare if bare in OUTLETS else None


# a passive verb of calling right before the words, and its agent right after them
_PASSIVE_AT_END = re.compile(
    r"\b(?:is|was|were|are|been|being|be)\s+(?:\w+ly\s+)?(?:described|called|dubbed|labell?ed"
    r"|branded|hailed|praised|termed|slammed|criticised|criticized|mocked)\s+(?:as\s+)?"
    r"(?:(?:a|an|the)\s+)?$"
)
_AGENT_AFTER = re.compile(r"[\s,]*by\s+(?P<name>" + _NAME_RE + r")")
# '"...," it said': a cue whose subject is "it" (see _it_takes_up)
_IT_SAID = re.compile(
    r"\s*it\s+(?:also\s+)?(?:said|says|stated|states|added|adds|wrote|writes|reads?)\b"
)
# "Trump released a marketing video that said,", "The Washington Post recently ran a piece
# that noted his", "Bernie X is releasing a new 30-second ad that urges voters to", "Landon's
# sister Alabama shared an Instagram story which simply stated": who put a work out, then
# the work that speaks
_MADE_THAT_SAID = re.compile(
    # ("Democratic presidential candidate Bernie X is releasing": a role before the name)
    r"(?:^|[,;]\s+|\.\s+)(?:(?:[A-Z][\w\-]*(?:['\u2019]s)?\s+)?(?:[a-z\-]+\s+){1,3}?(?=[A-Z]))?"
    r"(?P<maker>" + _NAME_RE + r"|[Tt]he\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3})"
    r"\s+(?:\w+ly\s+)?(?:is\s+|has\s+|had\s+)?"
    r"(?:released|releasing|releases|ran|runs|running|aired|airs|airing|published|publishes"
    r"|posted|posts|launched|launches|unveiled|unveils|issued|issues|put\s+out|began|begins"
    r"|shared|shares|sent|sends)"
    r"\s+(?:a|an|its|his|her|their)\s+(?:[\w$\-']+\s+){0,4}?"
    r"(?:ad|advertisement|video|piece|memo|report|email|letter|column|op-ed|editorial|spot"
    r"|campaign|commercial|book|film|documentary|story|post|message|tweet|note|caption)"
    r"\s+(?:that|which)\s+(?:\w+ly\s+)?(?:said|says|urges|urged|noted|notes|called|calls"
    r"|claimed|claims|accused|accuses|declared|declares|argued|argues|asks|asked|tells|told"
    r"|warns|warned|praises|praised|praising|slams|slammed|features|featured|stated|states"
    r"|read|reads)\b"
    r"[^\"\u201c\u201d.!?]*$"
)
# An owner and a noun for something said, right before the words: "her March comment that,",
# "his promise to be", "Clinton's claim that she"
_OWNER_OF_SPEECH = re.compile(
    r"(?P<owner>\b[Hh]is|\b[Hh]er|" + _NAME_RE + r"['\u2019]s?)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:" + "|".join(sorted(words("speech_nouns"))) + r")s?\s+(?:that|to|of|for)\b"
    r"[^\"\u201c\u201d.;:!?]{0,60}$"
)
# A name, then a relative clause about what that person did, running up to the quote:
# "Donald Trump, who proclaimed in July - falsely - that"
_WHO_DID = re.compile(
    r"(?P<name>" + _NAME_RE + r"),?\s+who\s+(?:\w+ly\s+)?(?:(?:has|had|have)\s+)?"
    # (a clause closed by a comma gives the quote to the main clause: "Haley, who delivered
    # the response, is an ...")
    r"(?P<verb>[a-z][a-z\-]+)\b[^\"\u201c\u201d,]*$"
)


# A verb that takes an object or a complement, just before a noun phrase.
_VERB_AT_END = re.compile(
    r"\b(?P<verb>made|makes|make|making|been|is|was|are|were|be|being|had|has|have|got|gets"
    r"|took|takes|gave|gives|found|finds|became|becomes|remains|remained"
    # ("The campaign sent out an email on Tuesday saying": what was put out)
    r"|" + _PUT_OUT + r")\s+$"
)
_PREPOSITION_AT_END = re.compile(
    r"\b(?:during|at|in|on|from|with|of|for|to|by|about|into|over|under)\s+$"
)
_CITED_AS_SAYING = re.compile(
    r"[\s,]*(?:[^.!?\"\u201c\u201d\n]{0,80}?\s)?(?:cited|cites|quoted|quotes|reported|reports)\s+"
    r"(?:(?P<pronoun>him|her)|(?P<name>" + _NAME_RE + r"))"
    r"\s+(?:as\s+)?(?:saying|telling|writing|adding)\b"
    # the passive: '"...," Braynard is quoted as saying', 'she was quoted as saying'
    r"|[\s,]*(?:(?P<subject>he|she)|(?P<quoted>" + _NAME_RE + r"))\s+(?:was|is|has\s+been"
    r"|had\s+been)\s+(?:quoted|cited|reported)\s+as\s+(?:saying|telling|writing|adding)\b"
)
# "..., describing her as": the words before a cue that a comma sets off
_SET_OFF_BEFORE = re.compile(r",\s+$")
# "lawyers for both Andrew and Virginia", "attorneys for Lee and Kim": plural agents of people
# named after "for", as a cue's whole subject
_ACTING_FOR_NAMES = re.compile(
    r"(?:^|[,;]\s+|\b(?:and|that)\s+)(?P<noun>[Ll]awyers|[Aa]ttorneys|[Rr]epresentatives|[Rr]eps)"
    r"\s+for\s+(?:both\s+)?[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*)*"
    r"(?:,?\s+and\s+[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*)*)?\s+$"
)
# 'O'Connor, posted British musician Tim X, "...": the words before a cue set into the
# sentence, then its subject, a name perhaps after a role, set off by commas
_TOPIC_SET_OFF = re.compile(r"[^,;:.!?\"\u201c\u201d]{1,80},\s+")
# 'Prince Andrew, the statement added, had "...": a document set into the sentence
_DOCUMENT_SET_INTO = re.compile(
    _TOPIC_SET_OFF.pattern + _DOCUMENT_SUBJECT.pattern + r"\s+", re.IGNORECASE
)
# a name of up to four words, and the same after up to five words of its role ("British
# musician Tim X", "his old pal and bandmate Stephen X"), as the cue's subject where the words
# are set into the sentence
_NAME_WORDS = r"[A-Z][\w'\u2019.\-]*(?:\s+[A-Z][\w'\u2019.\-]*){0,3}"
_NAMED_AFTER_ROLE = r"(?:[A-Za-z][\w\-]*\s+){0,5}?(?P<named>" + _NAME_WORDS + r")"
_INTERPOSED_SUBJECT = re.compile(r"\s+" + _NAMED_AFTER_ROLE + r",\s*")
_INVERTED_LEAD = re.compile(
    # ("Because of how Democrats crafted the schedule, explained Rosenberg, ...": an opening
    # phrase may come first)
    r"\s*(?:[A-Z][^\"\u201c\u201d:;.!?]{0,150},\s+)?(?P<cue>"
    + _INVERTIBLE_PATTERN.replace("(?:", "(?i:", 1)
    + r")\s+(?P<subj>"
    + _SUBJECT
    # ("explained CBS moderator Nancy X:", "added former Florida governor Jeb X:": a role,
    # then the name)
    + r"|"
    + _NAMED_AFTER_ROLE
    # ("Said Dorothy X, who grew up with Ali in the neighborhood, ...", "Said the senator,
    # Jo X:")
    + r")(?:,\s+(?:who|a|an|the)\s[^\"\u201c\u201d:;.!?]{1,120}?"
    + r"|,\s+(?P<apposed>"
    + _NAME_WORDS
    + r"))?\s*[:,]\s*"
)
_SUIT_SPEAKS = re.compile(
    r"\b(?:[Tt]he|[Hh]er|[Hh]is|[Tt]heir|[Aa])\s+(?:[\w\-]+\s+){0,2}?(?:suit|lawsuit|complaint|petition|filing)"
    r"\s+(?:\w+ly\s+)?(?:says|said|states|stated|alleges|alleged|claims|claimed|reads|read|argues"
    r"|argued|contends|contended)\b[^.!?\"\u201c\u201d]*$"
)
_SIGNED_BY = re.compile(
    # ("read the statement, which was attributed to Jo X": its author named)
    r"\b(?:(?:signed|issued|released|written|sent|shared)\s+by|attributed\s+to)"
    r"\s+(?:[a-z\-]+,?\s+){0,3}?(?P<name>" + _NAME_RE + r")"
)
_POSTS = r"(?:caption|post|message|tweet|note|sign|text|email|letter)"
# "Drake's caption for his post reads:", "Her message read:": a post's words after a colon
_POST_READS_BEFORE = re.compile(
    r"(?:(?P<owner>[Hh]er|[Hh]is|[Tt]heir|[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,2}['\u2019]s)|[Tt]he)"
    r"\s+(?:[a-z\-]+\s+){0,2}?"
    + _POSTS
    + r"(?:\s+(?:for|on|to)\s+(?:his|her|their|the|an?)\s+[\w\-]+)?\s+(?:read|reads)\s*:?\s*$"
)
# the sentence before "The post read:" that brought the post in, and its subject
_POSTER_BEFORE = re.compile(
    r"(?:^|[.!?]\s+)(?P<subj>(?:The|His|Her|Their)\s+[a-z][\w\-]*|[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,2})"
    r"\s+(?:[a-z\-]+\s+){0,6}?(?:in|on|with|via)\s+(?:a|an)\s+(?:[\w\-]+\s+){0,2}?"
    + _POSTS
    + r"\b[^.!?\"\u201c\u201d]*[.!?]\s*$"
)
_READ_THE_POST = re.compile(
    r"[\s,]*(?:(?:read|reads)\s+(?:the|a|(?P<owner>her|his))\s+(?:[a-z\-]+\s+){0,2}?"
    + _POSTS
    + r"\b(?!\s+(?:from|by|sent)\b)"
    # ('"...," the email read.', '"...," her caption reads': the post first)
    + r"|(?:the|(?P<owner_first>her|his))\s+(?:[a-z\-]+\s+){0,2}?"
    + _POSTS
    + r"\s+(?:read|reads)\b)"
)
_STATEMENT_BY_AFTER = re.compile(
    r"\baccording\s+to\s+(?:a|the|his|her|their)\s+(?:[a-z\-]+\s+)?statement\s+(?:that\s+)?"
    r"(?P<subj>[Hh]e|[Ss]he|the\s+[a-z\-]+(?:\s+[a-z\-]+)?|" + _NAME_RE + r")\s+"
    r"(?:had\s+|has\s+)?(?:released|issued|posted|put\s+out|shared|published|sent)\b"
)
_ONE_OF = re.compile(r"\bone\s+of\s+(?:his|her|their|the)\s+(?:[a-z\-]+\s+)?$")
_DASH_CREDIT = re.compile(r"[ \t]+" + _DASH_NAME + r"(?=[,.;]|[ \t]*$)", re.M)
_CAME_THE_REPLY = re.compile(
    r"[\s,]*came\s+(?:the|his|her|their|a)\s+(?:\w+\s+)?(?:reply|answer|response|retort)\b"
)
_WAS_ASKED = re.compile(r"(?P<subj>\b(?:[Hh]e|[Ss]he|" + _NAME_RE + r"))\s+(?:was|were)\s+asked\b")
_BARE_ADDITION = re.compile(r"\s*(?:Adding|Continuing|Concluding|And\s+added)\s*[,:]?\s*")
# "the senator", "a Republican lawmaker", "the RNC member": a description of one person.
_UNRESOLVED_DESCRIPTION = re.compile(
    r"(?:the|a|an|one|another)\s+(?:[\w\-]+\s+){0,3}?(?P<head>[a-z][a-z\-]+)", re.IGNORECASE
)
# the words that open a subject naming no one: "the report", "multiple outlets"
_QUANTIFIER = r"(?:[Tt]he|[Mm]ultiple|[Mm]any|[Ss]ome|[Ss]everal|[Oo]ther)"
# "the report", "the protesters", "multiple outlets", "critics": a subject that is no pronoun
_SUBJECT_NAMES_NO_ONE = re.compile(
    r"(?!(?i:he|she|they|it|we|i|you|who|which|that|this|there|one|someone)\b)"
    r"(?!.*\b(?i:will|would|has|have|had|is|was|are|were|be|been|being|could|should|may|might"
    r"|do|does|did|not|and|but|or|so|as|if|to|just|when|why|how|although|though|from|of|in|on"
    r"|at|with|for|by|then|also|even|still|yet|because|after|before)\b)"
    # a determiner and a noun ("the report"), or a plural ("critics", "Corporate lobbyists")
    r"(?:" + _QUANTIFIER + r"\s+"
    r"(?:[A-Za-z][a-z\-]*\s+)?(?:[a-z][\w\-]*\s+)?[a-z][a-z\-]+(?<!ly)(?<!ing)"
    r"|(?:[A-Za-z][a-z\-]*\s+)?[a-z][a-z\-]+[^s\W]s)",
)


# "by" and the one who asked a question (after a passive "was asked")
_ASKED_BY = re.compile(r"\s+by\s+(?P<agent>[^,.;:!?\"\u201c\u201d]{2,80})")
_NAMED = re.compile(_NAME_RE)
# a sentence that opens on the statement or letter and ends in a colon before the quote
_DOCUMENT_GOES_ON = re.compile(
    r"(?:^|[.!?]\s+)(?:The|Its|Her|His|Their)\s+(?:[\w\-]+\s+)?(?:statement|letter|email|memo)"
    r"\s+(?:\w+ly\s+)?(?P<verb>[a-z]+)\b[^.!?\"\u201c\u201d]*:\s*$"
)
# a description right after "according to", up to its comma: "the newspaper,"
_ACCORDING_SOURCE = re.compile(r"\s+(?P<np>(?:the|a|an)\s+(?:[\w\-]+\s+){0,3}?[a-z][\w\-]+)\s*,")
# people counted but not named: a quantifier alone ("most", "several"), "those" and a
# participle ("those surveyed"), or a plural noun phrase, with a complement after it
# ("Proponents of the new bill", "Republicans on Capitol Hill", "Aides")
_GROUP_SUBJECT = re.compile(
    # (after a conjunction that opens the clause: "While those surveyed said")
    r"(?:(?i:while|when|as|although|though|because|if|since|after|before|and|but)\s+)?"
    r"(?P<np>(?!(?i:they|we|who|which|that|these|there|this|it|its)\b)"
    r"(?:(?i:most|many|some|several|both|others|all|few)"
    r"|[Tt]hose\s+[a-z]+"
    r"|(?:(?i:the|many|some|several|other|most|both|all)\s+)?(?:[A-Za-z][a-z\-]*\s+){0,2}"
    r"[A-Za-z][a-z\-]+[^s\W]s"
    r"(?:\s+(?:of|on|in|at|for|from)\s+(?:[\w\-\u2019']+\s+){0,3}[\w\-\u2019']+)?))"
)
# the plain noun phrase right before a cue, opening its clause: "That is why critics say"
_NAME_AT_END = re.compile(r"(?<![\w.'\u2019\-])" + _NAME_RE + r"$")
_BARE_SUBJECT_AT_END = re.compile(
    r"(?:^|[,;:]\s+|\b(?:that|why|and|but|as|when|while)\s+)"
    r"(?P<np>(?:" + _QUANTIFIER + r"\s+)?"
    r"(?:[A-Za-z][a-z\-]*\s+)?(?:[a-z][\w\-]*\s+)?[a-z][a-z\-]+)\s+(?:\w+ly\s+)?$"
)


# A clause opening on a capitalised subject before its verb: "The Water Standards Authority
# fined ...", "Orvo Foods said ...".
_OPENING_BODY = re.compile(
    # ("In a statement on Tuesday, the Deposit Insurance Corporation (DIC), which ..., said")
    r"\s*(?P<lead>(?:In|On|At|After|Earlier)\s[^,\"\u201c\u201d.;:!?]{1,60},\s+)?"
    r"(?P<subj>(?:[Tt]he\s+)?[A-Z][\w\-]*(?:\s+(?:of\s+|for\s+|and\s+)?[A-Z][\w\-]*){0,5})"
    r"(?:\s+\([A-Z]{2,}\))?"
    # "Harbourline, which runs the terminal, has offered ...": people take "who"
    r"(?P<which>,\s+which\s[^,\"\u201c\u201d.;:!?]{1,120}?,)?"
    # (the cue itself may close the head: "..., which was appointed liquidator, [said]")
    r"(?:\s+(?:\w+ly\s+)?(?:ha[sd]\s+|have\s+)?(?:[a-z]+(?:ed|s)|said)\b|\s*$)"
)


# A proper name with "the" standing as a subject: "The Conservatives", "the Treasury".
# "Trump issued a statement saying", "Black Lives Matter released a memo that": the issuer
_ISSUED_BEFORE = re.compile(
    r"(?:^|[,;]\s+|\.\s+)(?P<subj>[Ss]?[Hh]e|(?:[Tt]he\s+)?[A-Z][\w.\-\u2019']*(?:\s+[A-Z][\w.\-\u2019']*){0,4})"
    # ("His agent, Dana X, released a statement": the name that closes an apposition)
    r",?\s+(?:\w+ly\s+)?" + _PUT_OUT + r"\s+"
    r"(?:a|an|the|its|his|her|their)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:statement|memo|letter|e-?mail|release|post)\b[^.!?;\"\u201c\u201d]*$"
)
_PROPER_SUBJECT = re.compile(r"[Tt]he\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,4}")
# "Paul Ryan's campaign shrugged off ...", "The Vale campaign sent out ...": a body described
# by whose it is opens the clause, perhaps after a short opening phrase
_OPENING_PHRASE = (
    r"\s*(?:(?:In|On|At|After|Earlier|Later|Shortly|Hours|Minutes)"
    r"\s[^,\"\u201c\u201d.;:!?]{1,60},\s+)?"
)
_OWNER = r"(?:[A-Z][\w\-]*\s+){0,3}[A-Z][\w\-]*['\u2019]s"
# "(told Deadline) that Fallon praised the staff as": a named speaker of a reported clause
_NAMED_CUE_IN_THAT_CLAUSE = re.compile(
    r"[^\"\u201c\u201d.;:!?]*?\bthat\s+(?P<name>" + _NAME_RE + r")"
    r"\s+(?:\w+ly\s+)?(?:" + CUE_PATTERN + r")\b"
)
_BODY_OPENS = re.compile(
    _OPENING_PHRASE
    + r"(?P<subj>(?:The\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?|"
    + _OWNER
    + r")\s+(?:[a-z][\w\-]*\s+)?(?P<head>"
    + alternation(_ORGANISATION_NOUNS)
    + r"))\s+(?:\w+ly\s+)?[a-z]+\b"
)
# '... cycle of decline." Read more. [WaPo.]': an outlet cited in brackets closing the
# paragraph, with no other quote between
_CITED_AFTER = re.compile(
    r"[^\"\u201c\u201d\[\]\n]{0,200}?\[(?P<source>[A-Z][\w&'\u2019\- ]{0,30}[\w])\.?\]\s*$"
)


_COORDINATED_OBJECT_BEFORE = re.compile(
    r"\b(?:of|for|at|from|with|by|to|on|about|against)\s+(?:the\s+)?"
    r"[A-Z][\w'\u2019\-]*(?:\s+[A-Z][\w'\u2019\-]*){0,3},?\s+and\s+$"
)


def _sentence_cut(subject: str) -> str:
    """Return ``subject`` up to a full stop after a word that is no abbreviation ("Ireland
    Live. He added" is "Ireland Live"; "Jo B. Vale", "St. Clair" stay whole)."""
    for stop in _SENTENCE_STOP.finditer(subject):
        if stop.group("word").lower() not in TITLES:
            return subject[: stop.end("word")]
    return subject


# ("Lt. Cmdr. Tyler X": a title's abbreviation is no sentence's end)
_SENTENCE_STOP = re.compile(r"\b(?P<word>[A-Z][a-z]{3,})\.\s+(?=[A-Z])")
_OUTLET_SHORT_FORMS = {
    line.split()[0]: line.split(maxsplit=1)[1] for line in lines("outlet_short_forms")
}
# "RAMOS: Secretary Clinton, ...": a transcript's speaker, in capitals, opening the words
_SPEAKER_TAG = re.compile(r"\s*(?P<tag>[A-Z][A-Z'\u2019\-]{2,}(?:\s+[A-Z][A-Z'\u2019\-]{2,})?):\s")
# "Transcript as follows:", "Partial transcript:": a line that brings in a speech's text
_TRANSCRIPT_LEAD = re.compile(
    r"\s*(?:(?:Partial|Full|Edited)\s+)?[Tt]ranscript(?:\s+(?:as\s+follows|follows|below))?"
    r"\s*:\s*"
)
# what a cue reports in its own words: "said he would", not "said.", "said Tuesday" or "said
# on Monday"
_OWN_COMPLEMENT = re.compile(
    r"\s+(?!(?:on|in|at|during|after|before|while|outside|inside|from|to|with|later|earlier"
    r"|last|this|yesterday|today|tonight|afterwards?|also|again|then|as)\b)(?:that\s+)?[a-z]"
    # ("Another source told Deadline that Fallon praised": whom it was told, then its clause)
    r"|\s+(?:[A-Z][\w'\u2019\-]*\s+){1,3}that\s"
)
# "..., with Gorka noting": the name after "with" is the participle's subject
_WITH_NAMED = re.compile(r"\bwith\s+(?P<name>" + _NAME_RE + r")\s+(?:" + THEN_ADVERB + r"\s+)?$")
# ("with one of her ads asking": whose the ad is, not someone unnamed; "with his
# representative saying": someone of the one the clause is about)
_WITH_UNNAMED = re.compile(
    r"\bwith\s+(?P<subj>(?:one|another|a|an|his|her|their)\s+(?!of\b)(?:[a-z][\w\-]*\s+){0,2}?"
    r"[a-z][\w\-]*)"
    r"\s+(?:" + THEN_ADVERB + r"\s+)?$"
)
# "Lazar's public defense counsel asked ...": a named person's someone (see _owned_role)
_OWNED_OPENS = re.compile(
    _OPENING_PHRASE
    + r"(?P<subj>"
    + _OWNER
    + r"(?:\s+[a-z][\w\-]*){1,3}?)\s+(?:\w+ly\s+)?[a-z]+ed\b"
)
# A description opening a clause: "The retailer that stocks her range, ...".
_OPENING_DESCRIPTION = re.compile(
    r"\s*(?P<subj>(?:The|Its|Their)\s+[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,3})"
)


# A description, not a name: "the ...", "its ...", "their ...".
_DETERMINED = re.compile(r"(?:the|its|their)\s+[a-z]", re.IGNORECASE)


# "At the time, it said", "and it added": "it" as the subject right before a cue.
_IT_AT_END = re.compile(
    r"(?:^|[,;]\s*|[.!?]\s+|\b(?:and|but)\s+)[Ii]t\s+(?:\w+ly\s+)?(?:also\s+)?(?:ha[sd]\s+)?$"
)


# "A bakery owner, Sunita X, said": a name set off by commas right after a noun.
# "hit back at her partner Ricky X after he claimed": a subordinate clause opens on its own
# subject, so the words before the conjunction are not part of it.
_SUBORDINATE = re.compile(
    r"\s+" + SUBORDINATOR + r"\s+(?=\S)"
    # ("As Politico reported, the county "...": the subject after the opening "As")
    r"|^\s*As\s+(?=[A-Z])"
    # ("In an Instagram post on Monday the 24-year-old said": the subject after the day an
    # opening phrase ends on, with no comma)
    r"|\s+(?:on\s+)?(?:" + WEEKDAY_NAMES + r")\s+(?=the\s)"
)
# "... shouted back: "": the rest of a clause that ends in a colon before the next quote.
_INTRODUCES_NEXT = re.compile(r"[^\"\u201c\u201d.;!?\n]{0,80}:\s*[\"\u201c]")


_BODY_OF_AT_END = re.compile(
    r"(?:^|,\s+|\b[Tt]he\s+|\b[Aa]n?\s+)(?:[\w.'\u2019\-]+\s+){0,3}?(?P<body>[a-z]+)"
    r"\s+(?P<prep>for|of|by|from)\s+(?:the\s+)?(?P<object>[A-Z][^,.;:\"\u201c\u201d\n]{0,60}?)\s*$"
)
_DAY_AND_MONTH_NAMES = frozenset(WEEKDAYS + MONTHS)
_ACCORDING_LATER = re.compile(r"[^.!?;:\"\u201c\u201d\n]{1,160}?(?=,\s+according\s+to\s)")
_SAID_LATER = re.compile(
    r"[^.!?;:\"\u201c\u201d\n]{1,160}?(?=,\s+(?:(?:said|says)\s+[A-Z]"
    r"|[A-Z][\w.'\u2019\-]*(?:\s+[A-Z][\w.'\u2019\-]*){0,3}\s+(?:said|says)[.,]"
    # ('Democrats had "put the biggest crack" in it, she said in a video message.')
    r"|(?:he|she)\s+(?:said|says)\b))"
)
# what may close the clause of a late attribution: an apposition, a time, the sentence's end
_SENTENCE_CLOSE = re.compile(r"[^.!?\"\u201c\u201d\n]{0,120}?(?:[.!?]|$)")
# a preposition that takes a gerund cue: "by tweeting", "upon saying", "after telling"
_GERUND_AFTER = re.compile(r"\b(?:by|upon|on|after|before|while|when|without)\s+$")
