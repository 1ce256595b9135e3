"""Read the words around a quote: the clause before it and the text after it
(``_context``), and the patterns that find a cue and its subject there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..dates import WEEKDAY_NAMES
from ..patterns import GOES_BY, LEADING_PARTICLE, PARTICLE, SUBORDINATOR, alternation
from ..people import CUE_PATTERN, CUE_WORDS, DEMONYM, INVERTIBLE_CUES, ROLES, TITLES
from ..sentences import split_sentences
from ..types import Paragraph
from .spans import QuoteSpan


@dataclass(frozen=True)
class _Context:
    before: str  # the clause leading up to the opening mark
    before_start: int
    after: str  # the text after the closing mark, up to the next quote
    colon: bool  # the clause before ends with a colon: it introduces the quote


_ENDS_SENTENCE = re.compile(r"[.!?][\"\u201d]?$")


def _context(
    text: str, span: QuoteSpan, previous_end: int, paragraph: Paragraph, previous: Paragraph | None
) -> _Context:
    """Return the clause before a quote and the text after it, within its paragraph."""
    opener = span.start - 1
    # A sentence longer than this is not one: the window keeps many quotes in one paragraph
    # (with no speech between them) from making the work grow with the square of their number.
    seg_start = max(paragraph.start, previous_end, opener - 1500)
    segment = text[seg_start:opener]
    before, before_start = "", opener
    if segment.strip():
        sentences = split_sentences(text, seg_start, opener)
        last_start, last_end = sentences[-1]
        tail = text[last_end:opener]
        # (a sentence may end inside a title's marks: 'a host on the TV show "Shark Tank."')
        if not (_ENDS_SENTENCE.search(text, last_start, last_end) and tail.strip() == ""):
            before, before_start = text[last_start:opener], last_start
    elif span.start - 1 == paragraph.start and previous is not None:
        # A quote opening a paragraph may be introduced by the one before ("Okafor wrote:").
        line = text[previous.start : previous.end].rstrip()
        if line.endswith(":"):
            sentences = split_sentences(text, previous.start, previous.end)
            before_start = sentences[-1][0]
            before = text[before_start : previous.end]
    after = ""
    if span.closed:
        limit = paragraph.end
        after = text[span.end + 1 : limit]
    return _Context(before, before_start, after, before.rstrip().endswith(":"))


# A character inside a clause: no comma, quote mark or stop, bar a thousands comma.
_CLAUSE_BIT = r"(?:[^,\"\u201c\u201d\n.;:!?]|(?<=\d),(?=\d{3}\b))"
# An apposition after a subject: "Varga, a Democrat who ..., said", "Brandl, who also
# appeared in it, described"; not a verb phrase ("Lowe, sent his support in the comments,").
_APPOSITION = (
    r"(?:,\s+(?:(?:a|an|the|who|whom|whose|which|where|also|both|now|still|then|once|former|herself|himself)\b|\d"
    # "Guenther, otherwise known as Therapy Jeff to his followers, said": another name
    r"|(?:otherwise\s+|better\s+|also\s+)?known\s+as\b"
    # "Marsh, Fairway's chief executive, said": an owner's role
    r"|[A-Z][\w\-]*['\u2019]s\s+[a-z]"
    # "Smith, founder of the center, said", "Zucker, President of CNN Worldwide, said": a role
    # without an article, after up to three modifiers
    r"|(?:[A-Za-z][\w\-]*\s+){0,3}?(?i:" + alternation(ROLES) + r")s?"
    r"(?=\s+(?:of|at|for|with|in|to|on)\s|,))"
    # (a thousands comma, "about 2,000 staff", is no edge of the apposition)
    r"(?:[^,\"\u201c\u201d\n]|(?<=\d),(?=\d{3}\b)){0,80},"
    # "The union, which brought the claim on behalf of cleaners, carers and cooks, said": a
    # relative clause may run longer and hold the commas of a list that ends on "and"
    r"|,\s+(?:which|who)\s" + _CLAUSE_BIT + r"{1,160}(?:,\s+" + _CLAUSE_BIT + r"{1,60}){0,6}"
    r",?\s+(?:and|or)\s+" + _CLAUSE_BIT + r"{1,60},)?"
)
_CAPITALISED_TITLES = sorted(
    (w.capitalize() for w in TITLES | ROLES if len(w) > 3), key=len, reverse=True
)
_ACRONYMS = ("ceo", "cfo", "coo", "cto", "mp", "mep", "msp")
_ACRONYM_ROLES = sorted(w.upper() for w in ROLES | TITLES if w in _ACRONYMS)
# Verbs of putting a writing out, before the writing: "sent out", "issued", "shared"
_PUT_OUT = (
    r"(?:sent|sends|sent\s+out|issued|issues|released|releases|posted|posts|shared|shares"
    r"|put\s+out|published|publishes)"
)
_SUBJECT = (
    r"(?:(?:[Oo]ne|[Aa]nother)\s+of\s+(?:the|his|her|their|its|our|those|these)"
    # (or the end of the words before a cue: "One of the sources| said")
    r"(?:\s+[a-z][\w\-]*){1,3}?(?=\s*,|\s+(?:\w+ly\s+)?" + CUE_PATTERN + r"\b|\s*$)"
    # "One Whitford aide": a capitalised owner before the noun
    r"|(?:[Oo]ne|[Aa]nother|[Ss]omeone)(?:\s+(?:[a-z]+|[A-Z]{2,}|[A-Z][a-z][\w\-]*(?=\s+[a-z])))??"
    r"(?:\s+[a-z]+){0,2}"
    # "A Department of Health and Social Care spokesman": a body's full name before the noun
    r"|[Aa]n?\s+(?:[A-Z][\w\-]*\s+(?:(?:of|for|and|on|the)\s+){0,2}){2,6}?[a-z][\w\-]*"
    # "an Iowa Democrat", "another New Hampshire Republican", "one senior Democrat": a party
    # member, unnamed
    r"|(?:[Aa]n?|[Aa]nother|[Oo]ne)\s+(?:[a-z]+\s+)?(?:[A-Z][\w\-]*\s+){0,3}?"
    r"(?:Democrat|Republican)(?![\w\-])"
    # "a speech that one guest described": a relative clause starts a new subject
    r"|(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts)\s+"
    # ("the Weird: The Al X Story actor": a title's colon before its subtitle)
    # (nor a verb of putting out before its object: "The campaign sent out an email")
    r"(?:(?!(?:that|which|who|whom)\s|" + _PUT_OUT + r"\s)"
    r"[^\s,.;:]+(?::(?=\s+[A-Z]))?\s+){0,5}?"
    # the head is a noun, never a conjunction: "conceded in a brief statement but said"
    # (nor the end of a time: "The league less than two weeks ago said")
    r"(?!(?:but|and|or|yet|then|so|nor|than|ago|week|month|year)\b)[a-z0-9][\w\-]*"
    # "the Princess said", "the Mayor said": a capitalised title standing for its holder
    r"|[Tt]he\s+(?:" + "|".join(_CAPITALISED_TITLES) + r")(?![\w\-])"
    # "the CEO continued", "the MP said": a role written as an acronym
    # "the 51-year-old MP for Hexley wrote", "The company's CEO": lower-case modifiers or an
    # owner before it
    r"|[Tt]he\s+(?:[a-z0-9][\w\-]*(?:['\u2019]s)?\s+){0,3}?(?:"
    + "|".join(_ACRONYM_ROLES)
    + r")(?![\w\-])"
    r"|[Hh]e|[Ss]he|[Tt]hey"
    # "the Italian said", "the 24-year-old American": a nationality standing for a person
    r"|[Tt]he\s+(?:[a-z0-9][\w\-]*\s+){0,2}?"
    + DEMONYM
    # "police said": the one body news writes without an article
    + r"|[Pp]olice(?![\w\-])"
    # "the White House said", "the Halvern Trust said": a body's proper name with "the"
    r"|[Tt]he\s+(?:[A-Z][\w\-]*\s+(?:(?:of|for|and|on(?!\s+(?:" + WEEKDAY_NAMES + r")\b))\s+"
    r"(?:the\s+)?)?){0,4}[A-Z][\w\-]*"
    r"(?![\w\-'\u2019])"
    # "Deveraux's representative", "Stone's longtime friend", "O'Connor's family": someone
    # known through a person
    r"|[A-Z][\w\-]*(?:['\u2019][A-Z][\w\-]*)?(?:\s+[A-Z][\w\-]*(?:['\u2019][A-Z][\w\-]*)?){0,2}"
    r"(?:['\u2019]s|(?<=s)['\u2019])\s+"
    r"(?:[a-z][\w\-]*\s+){0,2}?[a-z][\w\-]*"
    # "Ó Dálaigh said": the Irish particle "Ó" is a capital outside [A-Z]; "New York City
    # Public Advocate Trish X said": a place and a capitalised post may come first
    r"|(?:" + LEADING_PARTICLE + r"\s+){0,2}(?:(?:al|el)-)?"
    r"[A-Z][\w'\u2019.\-]*(?:\s+(?:" + PARTICLE + r"\s+)*"
    # ("Air Force 1st Lt. Tyler X": an ordinal within a military rank)
    r"(?:[A-Z][\w'\u2019.\-]*|\d+(?:st|nd|rd|th)(?=\s+[A-Z]))){0,7})"
)
# A name set off by commas after a description: "the study's lead author, Dr. Samira Haddad,".
_NAME_RE = (
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Sir|Dame|Lady|Lord|Rev|Judge|Sen|Rep|Gov)\.?\s+)?"
    r"(?:" + PARTICLE + r"\s+){0,2}"
    # ("R. Couri Hay", "J.K. Rowling": one or two initials before a given name)
    r"(?:[A-Z]\.\s?(?:[A-Z]\.\s?)?(?=[A-Z][a-z]))?"
    r"(?:(?:al|el)-)?[A-Z][\w'\u2019\-]*"
    r"(?:\s+(?:" + PARTICLE + r"\s+)*(?:[A-Z]\.|[A-Z][\w'\u2019\-]*)){0,3}"
)
# ("the woman, calling herself Tamara, said": the name she goes by)
_GOES_BY = GOES_BY + r"\s+"
_APPOSED_NAME = re.compile(
    r",\s+(?:" + _GOES_BY + r")?(?P<name>" + _NAME_RE + r")(?=\s*(?:,|[.;:!?]|$))"
)
# "said campaign manager Jordan Ellery", "said co-author Grace Oyelaran": a role, then a name.
_ROLE_THEN_NAME = re.compile(
    # "said Hollowell chairman Richard X": the body the role is of may come first
    # ("said Summit Boxing founder Frank X": a body of up to three capitalised words)
    r"\s+(?:(?:[A-Z][\w\-]*\s+){1,3}(?=[a-z]))?"
    # ('wrote "Breaking Bad" actor Aaron X': a title in marks before the role)
    r"(?:[\"\u201c\u2018'][A-Z][^\"\u201c\u201d\n]{0,40}?[\"\u201d\u2019']\s+)?"
    r"(?:[a-z][\w\-\u2019']*\s+){0,3}?"
    r"(?P<role>[a-z][\w\-]*)\s+(?P<name>" + _NAME_RE + r")\b"
)
# "Hollywood star Tom X – who played her grandson in The Offer – said": an aside
# set off by a pair of dashes (a spaced hyphen is one)
_DASH = r"\s[\-\u2013\u2014]\s"
_DASH_ASIDE = _DASH + r"(?:(?!" + _DASH + r")[^\"\u201c\u201d\n]){1,120}?" + _DASH[:-2]
_APPOSITION = (
    _APPOSITION[:-2] + r"|,\s+(?:" + _GOES_BY + r")?" + _NAME_RE + r",|" + _DASH_ASIDE + r")?"
)
_INSTITUTION_SUBJECT = re.compile(
    # two capitalised words at least: a lone "Chelsea" may be a person the story never named
    r"(?!(?:He|She|They|One|Another|Someone|A|An|His|Her|Their)\b)[A-Z][\w\-]*\s+[A-Z]"
    # "SAG-AFTRA", "NATO": a name in capitals is a body's or an acronym
    r"|[A-Z]{2,}(?:-[A-Z]{2,})*$"
)
# Cue verbs that may come before their subject ("said Varga"); "described the shoot" may not.
# (and, right after a quote and before a name only, '"...," posted Jo X': the words of a post;
# in '"Guardians of the Galaxy," posted the clip' the quote is a title; '"...," smiled a guest
# to the center', a manner of saying set before its subject, where "she smiled." is an act)
_INVERTIBLE = INVERTIBLE_CUES | {
    *("asked", "asks", "warned", "warns", "smiled"),
    r"posted(?=\s+[A-Z])",
    # ('"...," read the statement': a statement's words)
    r"read(?=\s+(?:the|a|an|his|her|their|its)\s+statement\b)",
}
_INVERTIBLE_PATTERN = alternation(_INVERTIBLE)
# '"...," director Sienna Marchetti said', '"...," singer Nora Vail, 41, told Rolling Stone',
# '"...," therapist Jeff X, otherwise known as Therapy Jeff, said'
_ROLE_NAME_SUBJECT = re.compile(
    r"[\s,.!?;:-]*(?:(?:[A-Z][\w\-]*\s+){1,3}(?=[a-z]))?(?:[a-z][\w\-]*\s+){0,2}?(?P<role>[a-z][\w\-]*)\s+(?P<name>"
    + _NAME_RE
    + r")(?:,\s*\d{1,3},)?"
    + _APPOSITION
    + r"\s+(?:\w+ly\s+)?(?P<cue>"
    + CUE_PATTERN
    + r")\b"
)
# '"...," the statement read', '"...," the editorial read', '"...," it reads': the words of a
# writing (never "he read", which may be anything read out)
_READ_BY_WRITING = (
    "(?:"
    + "|".join(
        f"(?<=\\b{noun}\\s)"
        for noun in (
            *("statement", "editorial", "it", "letter", "note", "post", "caption", "memo"),
            *("message", "sign", "banner", "headline", "tweet", "email", "ad", "card", "placard"),
        )
    )
    + ")reads?"
)
_AFTER = re.compile(
    r"[\s,.!?;:-]*(?:(?P<cue1>" + _INVERTIBLE_PATTERN + r")\s+(?P<subj1>" + _SUBJECT + r")"
    r"|(?P<cue3>according\s+to)\s+(?P<subj3>" + _SUBJECT + r")"
    # ('"a blank check," a phrase opponents repeated': words named by a noun set after them
    # are no one's subject)
    r"|(?!(?:a|the)\s+(?:phrase|term|word|words|line|slogan|refrain|mantra|chant)\b)"
    r"(?P<subj2>" + _SUBJECT + r")"
    # "a spokesperson for the Workers Alliance, which represents staff, said"; "the singer
    # from Stratford, Ont., said": a place's state or province set off after it
    r"(?:\s+(?:for|of|at|from|with|in|to)\s+[^,.;:\"\u201c\u201d\n]{1,60}?"
    r"(?:,\s+(?:[A-Z][a-z]{1,4}|[A-Z]\.[A-Z])\.,)?)?"
    r"(?:,\s*\d{1,3},)?" + _APPOSITION + r""
    # '"...," a researcher who was let go told reporters': a relative clause without commas
    r"(?:\s+who\s" + _CLAUSE_BIT + r"{1,80}?)?"
    # "..., Lindell began.", "..., Trump went on.": verbs that cue speech only after the
    # words they open; '"...," CBS News reported.' (never "the report", a noun); '"...," he
    # repeated.' (never "her repeated comments", an adjective)
    # ('"...," he later said', '"...," he will say'): an adverb or an auxiliary between
    r"\s+(?:(?:\w+ly|later|then|once|again|first|still|earlier|previously)\s+)?"
    r"(?:ha[sd]\s+|will\s+|would\s+)?(?:also\s+)?"
    # ('"...," he was reported to have said': the cue in a report's passive)
    r"(?:(?:is|was|are|were)\s+(?:reported|said|understood|believed)\s+to\s+have\s+)?"
    # (never a noun after an article or a possessive: "- a reference to the uproar his
    # comments had caused"; but "a friend of his said")
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bour\s)(?<!\bmy\s)"
    r"(?<!(?<!\bof\s)\bhis\s)"
    r"(?P<cue2>"
    + CUE_PATTERN
    # ('"...," Justice Steyn ruled': a judge's words, after them only, never "a rule")
    # ('"...," a friend was quoted by The Sun': the subject, quoted)
    # ('"...," Davis agreed': words agreed with, after them only, never "agreed to pay")
    + r"|began|begins|reported|repeated|repeats|ruled|(?:was|were)\s+quoted|went\s+on|goes\s+on"
    # ('"...," she related.', '"...," he mentioned.': words told, after them only, never
    # "campaign related" or "mentioned the 'word'")
    + r"|agreed|agrees|related|mentioned|"
    + _READ_BY_WRITING
    + r"))\b"
    # ('"...." Colson X had pointed out the nature of ...': an object after it, a new sentence)
    r"(?!(?<=pointed out)\s+[a-z])"
)
_ROLE_NAME_AFTER = re.compile(
    r"[\s,.!?;:-]*(?P<cue>" + _INVERTIBLE_PATTERN + r")" + _ROLE_THEN_NAME.pattern
)
# The subject just before a cue verb at the end of a clause ("..., Varga said:").
# A clause opening on "he" or "she" doing something, after a connective or a short opening
# phrase: "But he wanted to know,", "He then implied", "She’s predicting", "Later, she applauded"
_PRONOUN_OPENS = re.compile(
    r"\s*(?:(?:But|And|So|Yet|Still|Then|Now|Instead)\s+|[A-Z][^,\"\u201c\u201d\n]{0,40},\s+)?"
    r"(?P<pronoun>[Hh]e|[Ss]he)(?:['\u2019](?:s|d))?\s+(?:(?:also|then|later|\w+ly)\s+)?"
    r"(?P<verb>[a-z][a-z\-]+)\b"
)
# "The State Department on Thursday said", "The league two weeks ago said": when, between
# the subject and its verb
_WHEN_BEFORE_VERB = (
    r"(?:\s+(?:on\s+(?:" + WEEKDAY_NAMES + r")|(?:last|this|earlier\s+this)\s+(?:week|month|year)"
    r"|(?:(?:less|more)\s+than\s+)?(?:a|an|one|two|three|four|five|six|several|few|\d+)"
    r"\s+(?:days?|weeks?|months?|years?)\s+ago|yesterday))?"
)
_SUBJECT_AT_END = re.compile(
    # a whole word: the "a" that ends "Elsa" is no article
    r"(?<![\w\-'\u2019])(?P<subj>" + _SUBJECT + r")"
    # "a spokesperson for the union said"; never "a penalty late in the set after smashing
    # his racket and (calling)": a subordinate clause is no part of the subject's phrase
    r"(?:\s+(?:for|of|at|from|with|in|to)\s+"
    # (nor "and" before a new subject: "a woman asked for a photo and Clinton said")
    r"(?:(?!" + SUBORDINATOR + r"\s"
    r"|and\s+(?:[A-Z]|(?:he|she|they)\b)"
    # (nor a dash that closes an aside: "not the assessment of any damages - Williams said")
    r"|\s[\-\u2013\u2014]\s)"
    r"[^,.;:\"\u201c\u201d\n]){1,60}?"
    # "In an interview with a newspaper he called": a pronoun that ends the phrase is the
    # subject itself
    r"(?<!\she)(?<!\sshe)(?<!\sthey)"
    # ("posted a still from one of their scenes together and wrote": a verb joined by "and"
    # has the sentence's subject, never the object before it)
    r"(?<!\sand)(?<!\sor)(?<!\sbut))?"
    r"(?:,\s*\d{1,3},)?"
    + _APPOSITION
    + _WHEN_BEFORE_VERB
    # ("the singer later described it as": an adverb of time is no part of the subject; nor
    # in "Vale had previously written", after the auxiliary; nor "went on to" in "The force
    # went on to say")
    + r"\s+(?:(?:\w+ly|later)\s+)?(?:ha(?:s|d|ve)\s+)?(?:(?:also|\w+ly)\s+)?"
    r"(?:(?:went|goes|go)\s+on\s+to\s+)?$"
)
_RELATIVE_AT_END = re.compile(
    # ("a post from Jane Wells who wrote": a name needs no comma before "who")
    r"(?:(?P<name>" + _NAME_RE + r"),?"
    # "according to a source close to the senator, who said": an unnamed antecedent
    r"|(?<![\w\-])(?P<phrase>(?:[Aa]n?|[Oo]ne|[Aa]nother)\s[^,.;:!?\"\u201c\u201d]{1,80}),)"
    # ("Toni X who once said of her pupil that she was": an adverb of time may come first)
    r"\s+who\s+(?:(?:\w+ly|once|later|also)\s+){0,2}(?:ha[sd]\s+)?$"
)
# Nouns that double as cue words ("her post", "the comments") do not count before a quote.
_NOUN_LIKE = frozenset(
    [
        "post",
        "posts",
        "comment",
        "comments",
        "caption",
        "captions",
        "tweet",
        "tweets",
        "note",
        "notes",
        "call",
        "calls",
        "reply",
        "replies",
        "share",
        "shares",
        "joke",
        "state",
        "states",
        "claim",
        "claims",
        "continue",
        "praise",
    ]
)
_BEFORE_CUE = re.compile(
    # (every cue starts with a letter: the look-ahead spares the long list at a word's end)
    r"\b(?=[a-z])(?:"
    + alternation(CUE_WORDS - _NOUN_LIKE)
    # "Vell calls her "the real thing."": the verb, not the noun, before an object pronoun
    + r"|calls(?=\s+(?:her|him|them|it|me|us)\s*$)"
    # "a judge struck down the ban, ruling that it swept up "...": a court's words (the
    # verb, not "the ruling that")
    + r"|(?<!a )(?<!the )(?<!his )(?<!her )(?<!its )rul(?:es|ed|ing)(?=\s+that\b)"
    # "sources close to the couple claim that ...": the verb (never the noun: "the claim
    # that", "denied claims that", "amid claims that")
    + r"|(?<!a )(?<!the )(?<!his )(?<!her )(?<!its )(?<!their )(?<!ed )(?<!of )(?<!to )"
    + r"(?<!over )(?<!amid )(?<!about )(?<!against )(?<!denies )(?<!rejects )(?<!dismisses )"
    + r"(?<!disputes )(?<!includes )claims?(?=\s+that\b)"
    # "three days that the auditor, X, found had "...": a finding, in a relative clause
    # right before the quote, reported in the finder's words (never "was found", "found
    # the body"; "found that ..." is left to the words the finder is quoted with)
    + r"|(?<!was )(?<!were )(?<!been )(?<!be )(?<!is )(?:found|finds)"
    + r"(?=\s+(?:had|has|was|were|is|are)\s*$)"
    # "went on to joke that "...", "took to X to note:": a word that may be a noun is the
    # verb after "to"
    + r"|(?<=\bto )(?:joke|comment|note|claim|state|tweet|post|reply|share)(?=\s+that\b|\s*:)"
    # "he promised to make the town "the best-run village in Illinois."": a promise, like a
    # vow, is said
    + r"|(?:promis|pledg)(?:e|es|ed|ing)(?=\s+to\s)"
    # "A report by the regulator found that the firm had "...": a finding reported as a
    # that-clause is the finder's words
    + r"|(?<!was )(?<!were )(?<!been )(?<!be )(?<!is )(?<!are )found(?=\s+that\s)"
    # "trying to cast both rivals as "career politicians."", "dismissed the claim as "...":
    # framing verbs whose object is set "as" the quoted words
    + r"|(?<!was )(?<!were )(?<!been )(?<!be )(?<!is )"
    + r"(?:cast|casts|casting|portray(?:s|ed|ing)?|paint(?:s|ed|ing)?|dismiss(?:es|ed|ing)?"
    + r"|characteri[sz](?:e|es|ed|ing)|defend(?:s|ed|ing)?|hail(?:s|ed|ing)?"
    + r"|brand(?:s|ed|ing)?|label(?:s|ed|led|ing|ling)?|justif(?:y|ies|ied|ying)"
    + r"|denounc(?:e|es|ed|ing)|condemn(?:s|ed|ing)?|slam(?:s|med|ming)?|derid(?:e|es|ed|ing))"
    + r"(?=\s+[^\"\u201c\u201d.;:!?]{1,60}?\s+as\s*$)"
    # "thanked her for "steady leadership"", "blamed the board for "...": a verb of praise
    # or blame whose reason, after "for", is the quoted words (the object may be a list:
    # "thanked bassist X, guitarist Y and drummer Z for "...")
    + r"|(?:thank(?:s|ed|ing)?|credit(?:s|ed|ing)?|blam(?:es|ed|ing)|fault(?:s|ed|ing)?)"
    + r"(?=\s+[^\"\u201c\u201d.;:!?]{1,120}?\s+for\s*$)"
    # "blamed a "sharp and sustained" fall in orders": the cause, in the blamer's words
    + r"|blam(?:es|ed|ing)(?=\s+(?:a|an|the)\s*$)"
    # "Fox News reported on Thursday that "...": a report is said, and not a person's sign
    # (people.CUE_WORDS leaves it out: "Nielsen reported" names a body)
    + r"|(?<!was )(?<!were )(?<!been )(?<!be )(?<!is )(?<!are )report(?:s|ed)"
    # "Trump is questioning whether Obama would have gone "if it were held in a mosque"":
    # a doubt voiced, never the noun ("the question whether")
    + r"|question(?:s|ed|ing)(?=\s+(?:whether|why|how|if)\b)"
    + r"|according to)\b",
    re.IGNORECASE,
)
# "Larkspur claims Vollmer treated her accounts like "...": a noun-like cue is a verb after
# a name or a pronoun, never after a possessive ("calling Larkspur's claims "..."").
_NAMED_CLAIM = re.compile(
    r"(?:\b[A-Z][\w'\u2019\-]*[a-z](?<!['\u2019]s)|\b[Hh]e|\b[Ss]he)"
    r"\s+(?P<cue>claims|states)\b(?!\s+of\b)"
)
_CLAIM_WORD = re.compile(r"claims|states")
