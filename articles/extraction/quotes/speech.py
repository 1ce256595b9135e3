"""Tell quoted speech from titles, names and words quoted as words (``_is_speech``),
and give headline teasers the speaker of the body quote they repeat.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import fragments
from ..lexicon import OUTLETS, WORK_NOUNS
from ..lexicon import words as lexicon_words
from ..people import CUE_PATTERN, DETERMINERS, is_role_word
from ..text import count_words, fold_marks, short_enough_for_headline
from ..types import HEADLINE, PROSE, Decision, Paragraph, Quote
from .context import _AFTER, _PRONOUN_OPENS, _Context
from .spans import QuoteSpan

_SMALL_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "and",
        "or",
        "but",
        "nor",
        "with",
        "by",
        "from",
        "as",
        "vs",
    ]
)
_NAMING_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "this",
        "that",
        "these",
        "those",
        "his",
        "her",
        "their",
        "its",
        "our",
        "your",
        "my",
        "word",
        "words",
        "phrase",
        "term",
        "terms",
        "named",
        "titled",
        "entitled",
        "dubbed",
        "nicknamed",
        "called",
        "marked",
        "labelled",
        "labeled",
        "branded",
        "so-called",
    ]
)
# the naming words that are verbs (or "so-called"): what follows them is a name or a term
_NAMING_VERBS = frozenset(
    ["named", "titled", "entitled", "dubbed", "nicknamed", "called", "so-called"]
)
# what ``_is_speech`` gives for a few words only the learned step takes for speech
LEARNED = "learned"


# the most words a title may have ("Oprah With Meghan and Harry: A CBS Primetime Special")
_TITLE_WORDS = 12


def _is_title_case(words: list[str]) -> bool:
    letters = []
    for word in words:
        # (``isalpha`` answers most words at once; the scan is for "don't", "U.S.", "2024's")
        if word.isalpha() or any(ch.isalpha() for ch in word):
            letters.append(word)
            if len(letters) > _TITLE_WORDS:
                return False  # too long for a title: no need to read the rest
    if not letters:
        return False
    # ("Waka Waka (This Time for Africa)", "(They Long to Be) Close to You": a bracket opens a
    # word of the title)
    letters = [w.lstrip("([") for w in letters]
    if (
        not letters[0].lstrip("'\u2018\u2019\"").lstrip()[:1].isupper()
        and letters[0].lower() not in _SMALL_WORDS
    ):
        return False
    return all(w[:1].isupper() or w[:1].isdigit() or w.lower() in _SMALL_WORDS for w in letters)


# why a headline quote is not kept though its speaker is weighed (as the voice a story's
# opening quote goes on in)
HEADLINE_VOICE = "title-case-headline"


def _headline_capitals(quoted: str) -> bool:
    """Tell whether every word of four letters or more in ``quoted`` is capitalised, as a
    title-case headline sets them ("We Are Going To Go All The Way to Cleveland"), two or
    more."""
    long_words = re.findall(r"[^\W\d_][\w'\u2019\-]{3,}", quoted)
    return len(long_words) >= 2 and all(w[0].isupper() for w in long_words)


def _teasers(quotes: list[Quote]) -> list[Quote]:
    """Give a quote with no speaker (a headline's, a standfirst's) the speaker of the later
    body quote that repeats it ("“I couldn't pay the electric bill.”" over '"I couldn't
    pay the electric bill," she writes.')."""
    body: dict[str, Quote] = {}
    for quote in quotes:
        if quote.speaker or quote.speaker_label:
            body.setdefault(_bare(quote.text), quote)
    if not body:
        return quotes
    for i, quote in enumerate(quotes):
        if quote.speaker or quote.speaker_label is not None:
            continue
        source = body.get(_bare(quote.text))
        if source is not None and source.start > quote.start:
            quotes[i] = replace(
                quote,
                speaker=source.speaker,
                speaker_label=source.speaker_label,
                decisions=(
                    *quote.decisions,
                    Decision("repeated-in-body", source.speaker or source.speaker_label),
                ),
            )
    return quotes


def _bare(words: str) -> str:
    """Return quoted words without their closing stop or comma, folded, for comparing."""
    return fold_marks(words).strip().rstrip(".,!?;:").lower()


def _shortened_from(text: str, span: QuoteSpan, spans: list[QuoteSpan]) -> bool:
    """Tell whether every word of ``span``, in order, is in one longer quote of another
    paragraph (the body quote a headline shortens)."""
    words = re.findall(r"\w+", fold_marks(text[span.start : span.end]).lower())
    if not words:
        return False
    for other in spans:
        if other.paragraph == span.paragraph:
            continue
        longer = re.findall(r"\w+", fold_marks(text[other.start : other.end]).lower())
        if len(longer) <= len(words) or longer[0] != words[0]:
            continue
        remaining = iter(longer)
        if all(word in remaining for word in words):
            return True
    return False


def _quoted_again(
    text: str, span: QuoteSpan, spans: list[QuoteSpan], same_length: bool = False
) -> bool:
    """Tell whether the words of ``span`` recur inside a longer quote of another paragraph
    (``same_length``: or one just as long)."""
    words = re.findall(r"\w+", fold_marks(text[span.start : span.end]).lower())
    if not words:
        return False
    pattern = re.compile(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b")
    for other in spans:
        if other.paragraph == span.paragraph:
            continue
        quoted = fold_marks(text[other.start : other.end]).lower()
        if len(re.findall(r"\w+", quoted)) + same_length > len(words) and pattern.search(quoted):
            return True
    return False


# (a given name, or initials: 'Gov. C.L. "Butch" Otter')
_NAME_WORD_BEFORE = re.compile(r"(?<![\w\-'\u2019.])(?:[A-Z][a-z]+|(?:[A-Z]\.){1,3})\s$")
_NAME_WORD_AFTER = re.compile(r"\s[A-Z][a-z]+(?:[\-'\u2019][A-Za-z]+)?\b(?![\w\-])")


_PROSE_CUE = re.compile(r"\b(?:said|told)\b")


# the most words a crosshead set in quote marks may have
_CROSSHEAD_WORDS = 6


def _why_dropped(
    text: str,
    paragraphs: tuple[Paragraph, ...],
    story: list[int],
    position: int,
    span: QuoteSpan,
    spans: list[QuoteSpan],
    context: _Context,
) -> str | None:
    """Return why ``span`` is no quote to keep, before its speech is weighed, else None:
    words a headline or a standfirst lifts from a quote the body gives its speaker (the
    body's is the one annotated), a work's title named in a headline, a nickname inside a
    name. ``position`` is the span's paragraph's place in ``story``."""
    quoted = text[span.start : span.end]
    if (
        paragraphs[span.paragraph].kind == HEADLINE
        and quoted.lstrip()[:1].islower()
        and (count_words(quoted) <= 3 or not re.search(r"[.!?,]\W*$", quoted))
    ):
        # "Leader warns of 'impossible choices'", "accused of 'reducing crew to tears' on
        # set": lower-case words set into a headline's own sentence, with no stop of
        # their own, tease the body; a whole utterance ("Singer on tour: 'I nearly
        # quit'") stays.
        return "headline-fragment"
    # a first line short enough to be a headline, read as prose for want of a headline mark
    paragraph = paragraphs[span.paragraph]
    if (
        position > 0
        and span.start - 1 == paragraph.start
        and span.end + 1 == paragraph.end
        and count_words(quoted) <= _CROSSHEAD_WORDS
        and not re.search(r"[.!?,;:]", quoted)
    ):
        # Rule "crosshead": a paragraph of a few quoted words alone, with no stop of their
        # own, after the story has begun ("'No offence committed'") heads the section below
        return "crosshead"
    # (none of prose's "said" or "told": 'Harry said they wished him "health and peace"'
    # opens a story that came with no headline)
    first_line = (
        position == 0
        and paragraph.kind == PROSE
        and short_enough_for_headline(text, paragraph)
        and not _PROSE_CUE.search(text, paragraph.start, paragraph.end)
    )
    if (
        first_line
        and quoted.lstrip()[:1].islower()
        and count_words(quoted) <= 3
        and _quoted_again(text, span, spans, same_length=True)
    ):
        # Rule "first-line-fragment": a short first line read as prose is the headline of a
        # story that came without one marked ("Trump tells crowd NFL has gone 'soft'." over
        # a body that quotes "soft" again with its speaker): its fragment is a teaser too.
        return "first-line-fragment"
    if (
        (
            paragraphs[span.paragraph].kind == HEADLINE
            # (a first line of the quote alone is a standfirst, which the body may repeat)
            or (
                first_line
                and re.search(
                    r"\w", text[paragraph.start : span.start] + text[span.end : paragraph.end]
                )
            )
        )
        and (count_words(quoted) <= 5 or not _AFTER.match(context.after))
        and _quoted_again(text, span, spans, same_length=True)
    ):
        # "Host apologises: 'I chose wrong'" over a body quote "... and I chose wrong.":
        # a few words the headline lifts from a quote (as long or longer) the body gives
        # its speaker, or more with no cue of their own ("'I never thought I could win':
        # X takes ...").
        return "headline-lifts-body-quote"
    if (
        count_words(quoted) <= 2
        and _is_title_case(quoted.split())
        and _NAME_WORD_BEFORE.search(text, max(0, span.start - 30), span.start - 1)
        and _NAME_WORD_AFTER.match(text, span.end + 1)
    ):
        # 'Councilman Robert "Bobby" Castellanos': a nickname inside the name
        return "nickname-inside-name"
    if (
        paragraphs[span.paragraph].kind == HEADLINE
        and count_words(quoted) >= 6
        # closing the headline, with no cue of its own after it
        and not re.search(r"\w", text[span.end : paragraphs[span.paragraph].end])
        and _shortened_from(text, span, spans)
    ):
        # "...: 'I will not be the chief who tells a mother to wait'" over a body quote
        # "I will not be the chief who tells a mother her 911 call will have to wait ...":
        # the headline shortens a quote the body gives its speaker, word for word in order.
        return "headline-shortens-body-quote"
    if (
        paragraphs[span.paragraph].kind == HEADLINE
        and _is_title_case(quoted.split())
        and _quoted_again(text, span, spans, same_length=True)
    ):
        # "... missed shows of 'The Long Road,'" above a body that quotes "The Long
        # Road," too: a work's title, named in the headline, not words anyone says.
        return "title-in-headline"
    if paragraphs[span.paragraph].kind == HEADLINE and _headline_capitals(quoted):
        # "Kasich: 'We Are Going To Go All The Way'", "'ISIS Truther' Trump Is Like ...": words
        # set in a headline's capitals are not as anyone said them, or are a title; the body
        # gives whatever was said. (Their speaker still leads into the body: a story opening
        # on a quote with no cue goes on in the headline's voice.)
        return HEADLINE_VOICE
    if (
        position
        and paragraphs[story[position - 1]].kind == HEADLINE
        and span.paragraph + 1 < len(paragraphs)
        and paragraphs[span.paragraph + 1].kind not in (PROSE, HEADLINE)
        and count_words(quoted) <= 3
        and quoted.lstrip()[:1].islower()
        and _quoted_again(text, span, spans, same_length=True)
    ):
        # A standfirst (the line between the headline and the byline or picture) that
        # lifts a fragment the body quotes again with its speaker: a teaser, as in a
        # headline.
        return "standfirst-fragment"
    if (
        position
        and paragraphs[span.paragraph].kind == HEADLINE
        and paragraphs[story[position - 1]].kind == HEADLINE
        and _quoted_again(text, span, spans, same_length=True)
    ):
        # A standfirst set above the byline that repeats a sentence the body quotes in
        # full: display text, annotated once, where the body gives it.
        return "standfirst-repeats-body"
    return None


# "the Office's 'Outlook'": an owner before a title; "he's "not stressed"" is "he is".
_TERM_EXPLAINED = re.compile(
    r",?\s+(?:an?|the)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:term|word|phrase|expression|slang|euphemism|nickname|acronym)\b"
)
_OWNER_BEFORE = re.compile(
    r"\b(?!(?:he|she|it|that|there|here|what|who|where|let)['\u2019]s)(?P<owner>[A-Za-z]+)"
    r"['\u2019]s\s*$",
    re.IGNORECASE,
)


# "what the ministry called "...", "the bill, which she called "..."": the words of the
# relative clause's subject, not a name
_WHAT_CALLED = re.compile(
    r"\b(?:what|which)\s+(?:[\w'\u2019\-]+\s+){1,4}(?:called|calls|dubbed)\s*$"
)


# 'told his fans that ', 'said that ': a cue, its object, then "that".
_CUE_THAT = re.compile(r"(?:\s+[\w'\u2019\-]+){0,5}?\s+that\s*")


# a lower-case word then a capital right after a closing mark: the role a title is set before
# ('"Breaking Bad" actor Aaron Paul')
_ROLE_AFTER = re.compile(r"\s+([a-z][a-z\-]+)\s+[A-Z]")
# A lower-case word right after a closing mark, other than one that links a clause: the quoted
# words modify it ('the "decent homes" standard').
_NOUN_AFTER_TERM = re.compile(
    r"\s+(?!(?:and|or|but|that|who|which|to|in|on|at|for|from|with|as|because|after|before"
    r"|when|while|if|than|then|he|she|they|it|we|i)\b)[a-z]"
)


# a cue verb, then the comma that opens the words ('Priebus said, "Probably."')
_CUE_COMMA_BEFORE = re.compile(r"\b" + CUE_PATTERN + r",\s*$")


# Rule "show-on": capitalised words after "on", or after "on" and an owner's possessive,
# name a show or an event, even with a name and a cue after them ('Speaking Sunday on ABC's
# "This Week," Carson said', 'In an extended appearance on "Morning Joe," the host asked').
_ON_SHOW = re.compile(
    r"\b[Oo]n\s+(?:(?:(?:[A-Z][\w.&\-]*\s+){0,3}[A-Z][\w.&\-]*"
    # (the broadcaster's own word after its name: 'on Fox News channel's "..."')
    r"|(?:[A-Z][\w.&\-]*\s+){1,3}(?:channel|network|station|radio))['\u2019]s\s+)?$"
)


# Rule "pronoun-subject-did": the clause before the mark opens with "he" or "she" doing
# something (context._PRONOUN_OPENS: 'He pledged "cooperation" ...', 'She blamed the violence on
# a "disturbed person"'): a few words the learned step takes for speech are that person's, as
# they are after a name (speakers._named_subject_did); attribution then finds who "he" is. A
# link verb ("He is best known as the "..."") does nothing.
_NOT_DOINGS = lexicon_words("not_doings")
_AS_BEFORE = re.compile(r"\bas\s+(?:(?:a|an|the)\s+)?$")


# Rule "joined-by-and": a few words the learned step takes, right after an earlier quote and
# "and" or "or" ('calling it "meritless" and "improper"', 'telling women to stop "moaning" or
# "nagging"'), go on with that quote's words, whether or not a speaker was found for it.
_JOINED_BY_AND = re.compile(
    r"[\"\u201c](?P<previous>[^\"\u201c\u201d]{1,80})[\"\u201d]\s*,?\s+(?:and|or)\s+$"
)


# Rule "cast-as": a verb that casts someone or something as the quoted words, its object, then
# "as" (and an article) right before the mark: 'a way the director slammed as "extremely
# careless"', 'defended his manager as a "very decent man"', 'dismissing them as part of the
# "Washington cartel"'. The words are the caster's ("known as", "billed as" name things, and a
# capitalised nickname stays out: 'referred to him as "Little Marco"').
_CAST_AS = re.compile(
    r"\b(?:describ(?:e|es|ed|ing)|slam(?:s|med|ming)?|dismiss(?:es|ed|ing)?"
    r"|label(?:s|ed|led|ing|ling)?|brand(?:s|ed|ing)?|characteri[sz](?:e|es|ed|ing)"
    r"|portray(?:s|ed|ing)?|refer(?:s|red|ring)?|defend(?:s|ed|ing)?|prais(?:e|es|ed|ing)"
    r"|hail(?:s|ed|ing)?|criticiz(?:e|es|ed|ing)|blast(?:s|ed|ing)?|mock(?:s|ed|ing)?"
    r"|derid(?:e|es|ed|ing)|denounc(?:e|es|ed|ing)|decr(?:y|ies|ied|ying)|tout(?:s|ed|ing)?"
    r"|cast(?:s|ing)?|paint(?:s|ed|ing)?|deem(?:s|ed|ing)?|view(?:s|ed|ing)?"
    r"|regard(?:s|ed|ing)?|depict(?:s|ed|ing)?|present(?:s|ed|ing)?|condemn(?:s|ed|ing)?"
    r"|lambast(?:s|ed|ing)?|chastis(?:e|es|ed|ing)|sees?|seen|saw)"
    r"(?:\s+[^\"\u201c\u201d.;:!?]{1,60}?)?\s+as\s+(?:(?:a|an|the|part\s+of\s+(?:a|an|the))\s+)?$",
    re.IGNORECASE,
)


def _term_before_noun(text: str, span: QuoteSpan, quoted: str) -> bool:
    """Tell whether the quoted words, with no stop or comma of their own, are set before a noun
    as a term ('a "proactive policing" strategy'; 'a "faulty valve," not ...' is no term)."""
    return quoted.rstrip()[-1:] not in ".,;:!?" and bool(_NOUN_AFTER.match(text, span.end + 1))


# a lower-case word of three letters or more after the closing mark that no preposition,
# conjunction, pronoun or link verb is: the noun a term is set before
_NOUN_AFTER = re.compile(
    r"\s+(?!(?:and|or|but|nor|yet|so|not|to|of|in|on|at|for|from|with|by|as|into|onto|over"
    r"|under|about|above|across|after|against|along|among|amid|around|before|behind|below"
    r"|beside|between|beyond|despite|during|except|inside|near|off|out|outside|past|since"
    r"|through|toward|towards|until|upon|via|within|without|because|when|while|where|if"
    r"|unless|than|then|that|which|who|whom|whose|he|she|they|it|we|you|his|her|their|its"
    r"|is|was|are|were|be|been|has|have|had|will|would|can|could|may|might|should|must"
    r"|the|a|an|this|these|those|too|also|again|here|there|now|today|instead)\b)[a-z]{3,}\b"
)


# A pronoun quoted alone is a word quoted as a word ("uses the pronouns "he" and "they"")
_PRONOUN_TERMS = frozenset(
    ["he", "she", "they", "him", "her", "them", "his", "hers", "their", "theirs", "ze", "xe"]
)


_KNOWN_AS_BEFORE = re.compile(r"\bknown\s+as(?:\s+(?:a|an|the))?\s*$", re.IGNORECASE)


def _is_speech(text, span, quoted, after, before_cue, context, carried=False) -> bool | str:
    """Tell quoted speech from titles, names and words quoted as words; ``carried``: an
    earlier quote of the same sentence was someone's speech. One to three words the hand rules
    turn down but the learned step takes (see ``fragments``) give LEARNED, which is true."""
    words = quoted.split()
    title = _is_title_case(words)
    if len(words) == 1 and words[0].strip(",.;:!?").lower() in _PRONOUN_TERMS:
        return False  # 'uses the pronouns "he" and "they"': words quoted as words
    introduced = bool(after) or context.colon
    # The words just before the mark, in its own sentence: "... not to be named.\n\n"It was
    # terrifying"" does not follow "named".
    window = re.split(
        r"[.!?][\"'\u201d\u2019)]*\s|\n", text[max(0, span.start - 30) : span.start - 1]
    )
    preceding = re.findall(r"[\w\-]+", window[-1])
    named = preceding and preceding[-1].lower() in _NAMING_WORDS
    # 'the hacker known as "Guccifer,"', 'what became known as the "trial of the century"': a
    # name, not words anyone said
    known_as = _KNOWN_AS_BEFORE.search(window[-1]) is not None
    if known_as and title:
        named = True
    if named and _WHAT_CALLED.search(text, max(0, span.start - 80), max(0, span.start - 1)):
        named = False  # "what the ministry called "reckless spending"": its words
    if (
        named
        and preceding[-1].lower() == "that"
        and before_cue is not None
        and _CUE_THAT.fullmatch(before_cue.string, before_cue.end())
    ):
        named = False  # 'told fans that "every penny" would ...': "that" opens the speech
    if (
        named
        and preceding[-1].lower() in ("her", "his", "their", "them", "him")
        and quoted.rstrip()[-1:] in ".,!?"
        and not title
    ):
        # "said the country owed her "a huge debt."": an object, then words that end the
        # sentence; "her "Born This Way" tour" is a title.
        named = False
    if (
        named
        and preceding[-1].lower() in ("a", "an", "the")
        and (before_cue is not None or carried)
        and (
            quoted.rstrip()[-1:] in ".!?"
            or (before_cue is not None and before_cue.group().lower().startswith("blam"))
            # 'calls a screaming Santilli a "fascist"': lower-case words after a cue's object,
            # not a term set before its noun ('a "proactive policing" strategy')
            or (words[0][:1].islower() and not _NOUN_AFTER_TERM.match(text, span.end + 1))
        )
        and not title
    ):
        # 'called the news a "gut punch."': a cued phrase that ends the sentence, stop
        # inside (a term closes on no stop of its own); 'blamed a "sharp" fall': the cause
        named = False
    if (
        named
        and preceding[-1].lower() in ("her", "his", "their", "our", "my", "your")
        and before_cue is not None
        and words[0][:1].islower()
    ):
        # 'said he had her "full confidence"' (the stop outside, UK style): a possessive in a
        # reported clause, then lower-case words, is speech; a title is capitalised.
        named = False
    if (
        preceding
        and preceding[-1].lower() in ("the", "a", "an")
        and title
        and _NOUN_AFTER_TERM.match(text, span.end + 1)
        and not re.search(r"[.,!?]\s*$", quoted)
    ):
        # 'the "Rust" prop master', 'a "Saturday Night Live" sketch': a title set before a
        # noun, as a modifier
        return False
    if len(words) <= 3 and _TERM_EXPLAINED.match(text, span.end + 1):
        # 'told it was "cold," an industry term meaning ...': a word the text explains
        return False
    owner = _OWNER_BEFORE.search(window[-1])
    if owner and owner.group("owner") in OUTLETS and title:
        # 'appeared on NBC's "Today."', 'told CBS's "Face the Nation"': a network's show, even
        # with a name and a cue after it
        return False
    if (
        owner
        and owner.group("owner")[:1].isupper()
        and title
        and not re.search(r"[.!?]\s*$", quoted)
    ):
        # 'singing Frank Sinatra's "Fly Me To The Moon" with judge Simon Cowell telling him':
        # a work a person owns, in title case, even with a cue after it
        return False
    role = _ROLE_AFTER.match(text, span.end + 1)
    if role and is_role_word(role.group(1).lower()) and title:
        return False  # 'wrote "Breaking Bad" actor Aaron Paul': a title before a role
    if (
        preceding
        and preceding[-1].lower() in WORK_NOUNS
        and title
        and not re.search(r"[!?]\s*$", quoted)
    ):
        # 'Osbourne's 2020 album "Ordinary Man," remembered': the work's title, and so 'his
        # 2017 song "Shape of You."' with the sentence's stop inside the marks
        return False
    if (
        title
        and not re.search(r"[.!?]\s*$", quoted)
        and _ON_SHOW.search(text, max(0, span.start - 80), max(0, span.start - 1))
    ):
        return False  # (see _ON_SHOW) 'Speaking on ABC's "This Week," Carson said'
    if not introduced and owner:
        # "the Office for Budget Responsibility's 'Economic and fiscal outlook'": a work's title
        named, preceding = True, [*preceding, "'s"]
    # "Honestly? Jules.": a question or exclamation followed by more words is speech, never
    # a title
    # 'Priebus said, "Probably."': a cue, a comma, and a sentence closed inside the marks
    if (
        title
        and not introduced
        and not (
            re.search(r"[.!?]\s*$", quoted)
            and _CUE_COMMA_BEFORE.search(text, max(0, span.start - 40), span.start - 1)
        )
        and not re.search(r"[?!]\s+\w", quoted)
        # 'called the lawsuit "a Hail Mary"': a title opens on a capital, not on "a"
        and not (before_cue is not None and words[0] in ("a", "an"))
    ):
        return False
    if (
        count_words(quoted) <= 3
        and not title
        and _CAST_AS.search(text, max(0, span.start - 120), max(0, span.start - 1))
        and not _term_before_noun(text, span, quoted)
    ):
        return True  # (see _CAST_AS) 'slammed the plan as "reckless"'
    if count_words(quoted) <= 3:
        # the hand rules' verdict, then the learned step that weighs it with the sentence
        decided = not named and (introduced or before_cue is not None or carried)
        learned = fragments.is_speech(text, span.start, span.end, decided)
        joined = (
            _JOINED_BY_AND.search(text, max(0, span.start - 100), max(0, span.start - 1))
            if learned and not decided
            else None
        )
        if (
            joined
            # ('searched for "Libya" and "talking points"': a list of names and terms)
            and not _is_title_case(joined.group("previous").split())
            # ('whether they are "high" or "low" functioning': terms before a noun)
            and not _term_before_noun(text, span, quoted)
        ):
            return True  # (see _JOINED_BY_AND) 'calling it "meritless" and "improper"'
        did = _PRONOUN_OPENS.match(context.before) if learned and not decided else None
        if (
            did
            and did.group("verb") not in _NOT_DOINGS
            # ('He adopted a "proactive policing" strategy': a term set before its noun)
            and not _term_before_noun(text, span, quoted)
            # ('she campaigned as a "kitchen-table conservative"': a label she ran under)
            and not _AS_BEFORE.search(context.before)
        ):
            return True  # (rule pronoun-subject-did) 'He pledged "cooperation"'
        return LEARNED if learned and not decided else learned
    if (
        _opens_lower_case(quoted)
        and not (preceding and preceding[-1].lower() in _NAMING_VERBS)
        and not known_as
    ):
        # Rule "long-lower-case": four words or more that open in lower case are someone's
        # words even after an owner or a word that names them ('Trump's "inflammatory
        # rhetoric has crossed the line"', 'in her words, "he knows how to do it."', 'those
        # "who put the interest of the people first"'): titles open on a capital. A verb that
        # names something still gives a name ('fans nicknamed "the kitchen table song"'), and
        # so does "known as" ('what became known as the "trial of the century"').
        return True
    # After "named", "dubbed", "the word" or "known as the" even a long quote is a name, not
    # speech.
    return not (known_as or (named and preceding[-1].lower() not in DETERMINERS))


def _opens_lower_case(quoted: str) -> bool:
    """Tell whether the first letter of the quoted words is a lower-case one."""
    first = next((ch for ch in quoted if ch.isalpha()), "")
    return first.islower()
