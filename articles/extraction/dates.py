"""Find dated moments ("on Monday", "March 8", "in 2022", "the same year") and resolve them.

Dates are resolved against the publication date the caller passes. A day or
month without a year is the latest one on or before publication, unless the
verbs nearest it speak of the future ("will", "would", "opens", "is due");
a day and month with no verb either way is the nearer of the two, and one a few
weeks after publication is this year's whatever the verb. Anaphoric expressions
("that same year", "at the time") take the previous moment; counted ones ("the
following day", "a week earlier") count from it.
"""

from __future__ import annotations

import bisect
import datetime
import re

from .lexicon import IRREGULAR_PAST, words
from .sentences import split_sentences
from .types import DAY, HEADLINE, MONTH, PROSE, YEAR, Moment, Paragraph

MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTH = (
    r"(?P<month>" + "|".join(m.capitalize() for m in MONTHS) + r"|(?:Jan|Feb|Mar|Apr|Jun|Jul"
    r"|Aug|Sept?|Oct|Nov|Dec)\.?)"
)
# the days' names as the text capitalises them, one alternation ("Monday|Tuesday|...")
WEEKDAY_NAMES = "|".join(d.capitalize() for d in WEEKDAYS)
_WEEKDAY = r"(?P<weekday>" + WEEKDAY_NAMES + r")"
_UNIT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEEN_WORDS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen")
_TEEN_WORDS += ("seventeen", "eighteen", "nineteen")
_TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# the numbers written as words ("Forty-five minutes after" opens no name: see people)
NUMBER_WORDS = frozenset(_UNIT_WORDS + _TEEN_WORDS + _TENS_WORDS)
_NUMBERS = {
    **{word: n for n, word in enumerate(_UNIT_WORDS, 1)},
    **{word: n for n, word in enumerate(_TEEN_WORDS, 10)},
    **{word: 10 * n for n, word in enumerate(_TENS_WORDS, 2)},
    "a": 1,
}
# how many: "3", "three", "a", "Thirty-five" (see _count)
_COUNT = (
    r"(?P<count>\d{1,2}|(?i:(?:"
    + "|".join(_TENS_WORDS)
    + r")(?:[ \-](?:"
    + "|".join(_UNIT_WORDS)
    + r"))?|"
    + "|".join(_TEEN_WORDS[::-1] + _UNIT_WORDS)
    + r"|a))"
)


def _count(word: str) -> int:
    """Return the number ``word`` writes ("7", "seven", "a", "Thirty-five")."""
    if word.isdigit():
        return int(word)
    return sum(_NUMBERS[part] for part in re.split(r"[ \-]", word.lower()))


# a date in figures, day first: "12.03.23", "12.03.2023" (see _figures_date)
_FIGURES = r"(?P<fday>\d{1,2})\.(?P<fmonth>\d{1,2})\.(?P<fyear>\d{2}(?:\d{2})?)\b"
# a time zone or a country's time after a weekday: "Wednesday US time", "Friday AEDT"
_ZONE = (
    r"(?:(?:US|UK|U\.S\.|Australian|British|Indian|Irish|Eastern|Pacific|Central|Mountain)"
    r"\s+time\b|(?:[ECMP][SD]?T|GMT|BST|UTC|IST|CET|CEST|AE[SD]T|NZ[SD]T)\b)"
)
_ON = r"(?:(?:[Oo]n|[Bb]y|[Ss]ince|[Uu]ntil|[Ff]rom)\s+)?"
_PATTERNS = [
    (
        "month_day",
        re.compile(
            _ON + r"(?:" + _WEEKDAY + r",?\s+)?" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?\b"
            # a run of days: "surveyed voters Dec. 6-9"
            r"(?:(?P<dayto>[\-\u2013]\d{1,2})\b(?![\-\u2013/.,]\d))?"
            r"(?:,?\s+(?P<year>(?:19|20)\d{2})\b)?"
        ),
    ),
    (
        "day_month",
        re.compile(
            _ON
            + r"(?:"
            + _WEEKDAY
            + r",?\s+)?(?:the\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
            + _MONTH
            + r"(?:,?\s+(?P<year>(?:19|20)\d{2})\b)?"
        ),
    ),
    # a weekday with its date in brackets: "on Friday (April 1)", "on Sunday (27 March)", or
    # in figures, day first, as showbiz wire copy writes it: "on Sunday (12.03.23)"
    (
        "weekday_bracket",
        re.compile(
            r"(?:(?:[Tt]his|[Ll]ast|[Nn]ext)\s+|"
            + _ON
            + r")"
            + _WEEKDAY
            + r"\s*\(\s*(?:(?:"
            + _MONTH
            + r"\s+(?P<day>\d{1,2})"
            r"|(?P<day2>\d{1,2})\s+" + _MONTH.replace("<month>", "<month2>") + r")"
            r"(?:st|nd|rd|th)?(?:,?\s+(?P<year>(?:19|20)\d{2}))?|" + _FIGURES + r")\s*\)"
        ),
    ),
    # a day named relatively with its date in brackets: "at tonight's (March 12) ceremony",
    # "from last weekend [May 28th]": the bracketed date
    (
        "relative_bracket",
        re.compile(
            r"\b(?:[Tt]onight|[Tt]oday|[Yy]esterday|[Tt]omorrow|[Ll]ast\s+night"
            r"|[Tt]his\s+(?:morning|afternoon|evening)|(?:[Tt]his|[Ll]ast|[Nn]ext)\s+weekend)"
            r"(?:['\u2019]s)?\s*[(\[]\s*(?:" + _MONTH + r"\s+(?P<day>\d{1,2})"
            r"|(?P<day2>\d{1,2})\s+" + _MONTH.replace("<month>", "<month2>") + r")"
            r"(?:st|nd|rd|th)?(?:,?\s+(?P<year>(?:19|20)\d{2}))?\s*[)\]]"
        ),
    ),
    # a day of the month in brackets after a moment that dates it roughly: "those photos are
    # from last weekend (the 28th)" (see _bracketed_day)
    (
        "bracket_day",
        re.compile(r"(?<=\()\s*the\s+(?P<day>\d{1,2})(?:st|nd|rd|th)\b(?=\s*\))"),
    ),
    (
        "month_year",
        re.compile(
            r"(?:(?:[Ii]n|[Ss]ince|[Bb]y|[Uu]ntil|[Dd]uring|[Ff]rom)\s+)?(?:(?:early|late|mid-?)\s*)?"
            + _MONTH
            + r"(?:,?|\s+of)\s+(?P<year>(?:19|20)\d{2})\b"
        ),
    ),
    # "since June of last year", "in March of next year"
    (
        "month_of_relative",
        re.compile(
            r"(?:(?:[Ii]n|[Ss]ince|[Bb]y|[Uu]ntil|[Dd]uring|[Ff]rom)\s+)?(?:(?:early|late|mid-?)\s*)?"
            + _MONTH
            + r"\s+(?:of\s+)?(?P<which>last|this|next|that)\s+year\b"
            # "slated to kick off that September": the month of the year last named
            + r"|\b[Tt]hat\s+"
            + _MONTH.replace("<month>", "<that_month>")
            + r"(?![A-Za-z])(?!\s+\d)"
        ),
    ),
    # a span of years is its first: "covering 2003-2016" (not "the 2015-16 season")
    (
        "year_span",
        re.compile(
            r"\b(?P<year>(?:19|20)\d{2})[\-\u2013](?P<year2>(?:19|20)\d{2})\b(?![\-\u2013/]\d)"
        ),
    ),
    (
        "month",
        re.compile(
            r"\b(?:[Ii]n|[Ss]ince|[Dd]uring|[Uu]ntil|[Bb]y|[Ff]rom|[Bb]etween"
            r"|(?P<mrel>[Ll]ast|[Tt]his(?:\s+(?:past|coming))?|[Nn]ext)"
            r"|as\s+(?:recently|early|late)\s+as"
            # "the trial is set for November", "maybe even into January", "she will need
            # them come November"; the end of a run: "run through mid-April"
            r"|[Ff]or|[Ii]nto|come|[Tt]hrough)"
            r"\s+(?:(?:early|late|mid-?)\s*)?" + _MONTH + r"\b(?!\.?\s+\d)"
        ),
    ),
    # the second of two months: "ads reserved in December and January"
    (
        "month_and",
        re.compile(
            r"\b(?:"
            + "|".join(m.capitalize() for m in MONTHS)
            + r")\s+(?:and|or|to|through)\s+"
            + _MONTH
            + r"\b(?!\.?\s+\d)"
        ),
    ),
    (
        "year",
        re.compile(
            r"\b(?:[Ii]n|[Ss]ince|[Dd]uring|[Bb]y|[Uu]ntil|[Ff]rom|[Tt]hroughout|[Bb]efore|[Aa]fter"
            r"|[Bb]etween|[Ii]nto"
            # a season of a year: "moved to spring 2024"
            r"|(?:[Ee]arly\s+|[Ll]ate\s+)?(?:[Ss]pring|[Ss]ummer|[Aa]utumn|[Ff]all|[Ww]inter)"
            # "dating back to 2019", "think warmly back to 2008"
            r"|[Bb]ack\s+to)"
            # a founding or a history goes back centuries: "founded in 1864"
            r"\s+(?:(?:early|late|mid-?)\s*|fiscal\s+)?(?P<year>(?:1[6-9]|20)\d{2})\b(?![\-\u2013/]\d|s\b)"
            # "concert dates for 2023, many of which", "scheduled for 2024.": a year closing
            # its phrase ("for 2000 voters" is a count)
            r"|\b[Ff]or\s+(?P<for_year>(?:19|20)\d{2})(?=\s*[,.;:)]|\s+(?:and|or|but|when)\b)"
            # the first of a run: "The Cosby Show (1984 to 1992)"
            # ("the 2015 to 2016 season" is a modifier)
            r"|(?<![Tt]he )\b(?P<run_year>(?:19|20)\d{2})"
            r"(?=\s+(?:to|through|until)\s+(?:19|20)\d{2}\b)"
            # an approximate year: "from around 2007" (not a count: "around 2000 fans")
            r"|\b(?:[Aa]round|[Cc]irca)\s+(?P<about_year>(?:19|20)\d{2})"
            r"(?=\s*[,.;:)!?]|\s*$|\s+(?:and|or|but|when|until|to|through|before|after|as)\b)"
        ),
    ),
    # a noun's year after "of": "the debt ceiling talks of 2011", "the riot of 1970" (not a
    # count: "a total of 2000 votes", see _COUNT_NOUNS)
    (
        "year_of",
        re.compile(
            r"(?<=[a-z] )of\s+(?P<year>(?:1[6-9]|20)\d{2})\b(?![\-\u2013/.,]\d|s\b|['\u2019])"
        ),
    ),
    # A year as a modifier: "Clinton's 2008 campaign", "the 2001 attacks", "a 2002 probe",
    # "the 2008 and 2012 cycles"; not a quantity ("the 2000 voters": see _COUNT_NOUNS) nor a
    # decade ("the 1990s") or a span ("the 2015-16 season")
    (
        "year_modifier",
        re.compile(
            r"(?:\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|[Oo]ur|[Mm]y|[Yy]our|[Aa]ny"
            r"|[Tt]hat|[Ee]ach|[Ee]very)|\w['\u2019]s)\s+(?P<year>(?:19|20)\d{2})\b"
            r"(?![\-\u2013/.,]\d|s\b|['\u2019]s?\b)(?=\s+(?:and\s+(?:19|20)\d{2}\s+)?[A-Za-z])"
        ),
    ),
    # A year before what happened, or served, in it, with or without an article: "2004
    # Democratic nominee John Kerry", "eyeing 2020 campaigns", "Republican 2016 hopefuls",
    # "the 1828 presidential race" (the nouns: lexicon/dated_nouns.txt); a year after one:
    # "the Latest on campaign 2016"; a year that owns: "at 2023's Met Gala" (not a decade, "the
    # 1990's")
    (
        "year_noun",
        re.compile(
            # (each branch starts with the year's digits, which lets the scan skip ahead; the
            # look-behind then checks the character before them)
            r"(?P<year>(?:1[6-9]|20)(?<![\w$#\u00a3\u20ac.,/\-]..)\d{2})(?![\-\u2013/.,]\d)"
            r"(?=\s+(?:[\w\-]+\s+){0,2}?(?:" + "|".join(sorted(words("dated_nouns"))) + r")\b)"
            r"|(?P<owner>(?:19|20)(?<![\w$#.,/\-]..)(?<!\bthe ..)\d{2})(?=['\u2019]s\s+[A-Za-z])"
            r"|(?<=[Cc]ampaign )(?P<after>(?:19|20)\d{2})\b(?![\-\u2013/.,]\d)"
            r"|(?<=[Ee]lection )(?P<after2>(?:19|20)\d{2})\b(?![\-\u2013/.,]\d)"
        ),
    ),
    # the second of two years: "between 2006 and 2012", "the 2008 and 2012 cycles"
    (
        "year_and",
        re.compile(
            r"(?<=\d{4} )(?:and|to|through|or|until)\s+(?P<year>(?:19|20)\d{2})\b"
            r"(?![\-\u2013/.,]\d|s\b)"
        ),
    ),
    (
        "weekday",
        re.compile(
            r"\b(?:(?:[Oo]n|[Tt]his|[Ss]ince|[Uu]ntil|[Bb]y|[Ff]rom)\s+)?"
            r"(?:(?P<rel>[Ll]ast|[Nn]ext)\s+)?(?:(?P<late>[Ll]ate|[Ee]arly)\s+)?"
            + _WEEKDAY
            # "the Sunday Times", "Saturday Night Live" are names; "a Monday night Instagram
            # post" is a day, and so is a day told in another place's time: "Wednesday US
            # time", "Thursday AEST" (see _ZONE)
            + r"\b(?!\s+(?!"
            + _ZONE
            + r")[A-Z0-9])"
            r"(?!\s+(?:night|morning|afternoon|evening)\s+[0-9])"
            # after "late" or "early" the part of the day is the expression's: "late Tuesday
            # night" ("Tuesday" alone shares too few of its words)
             + r"(?(late)(?:\s+(?:night|morning|afternoon|evening)\b)?)"
            # "on Tuesday last week", "Friday of next week": the day in the week named
            r"(?:\s+(?:of\s+)?(?P<week>[Ll]ast|[Nn]ext|[Tt]his)\s+week\b)?"
        ),
    ),
    # a sentence's opening "On Friday" before its subject: "On Friday Will Smith resigned",
    # "Earlier on Tuesday Barr wrote"
    (
        "weekday_lead",
        re.compile(
            r"\b(?:On|(?:Earlier|Later|Early|Late)\s+on)\s+"
            + _WEEKDAY
            + r"\b(?=\s+(?!(?:Night|Morning|Afternoon|Evening)\b)[A-Z])"
        ),
    ),
    # ("the last year of his presidency", "over the last year": no calendar year)
    (
        "relative",
        re.compile(
            r"\b(?<!\bthe )(?<!\bThe )(?P<which>[Ll]ast|[Tt]his|[Nn]ext)\s+"
            r"(?P<unit>year|month|week)\b"
        ),
    ),
    # "last summer", "this fall", "next spring": the year of that season, counted from the
    # publication date ("the summer of 2020" is part_of's)
    (
        "season",
        re.compile(
            r"\b(?P<which>[Ll]ast|[Tt]his(?:\s+past)?|[Nn]ext)\s+"
            r"(?P<season>spring|summer|fall|autumn)\b(?!\s+of\b)"
        ),
    ),
    # A season with no year: "in the summer", "later in the fall", "have dominated the
    # summer", "the upcoming fall election", "it may be spring before ...": the publication
    # year's, or the year after's when the verbs look ahead past its end, the year before's
    # when they look back before its start. Not "the summer of 2020" (part_of's), "the summer
    # after the 2012 loss" (a season of another time), "the spring meeting" (a name).
    (
        "the_season",
        re.compile(
            r"(?:\b[Tt]he\s+(?:(?P<ahead>upcoming|coming)\s+)?|\b(?:in|by|until|be)\s+)"
            r"(?:(?:early|late)\s+)?(?P<season>spring|summer|fall|autumn)\b"
            r"(?(ahead)|(?=\s*(?:[,.;:)!?\"\u201d]|$)|\s+(?:when|and|or|as|if|while|because"
            r"|but|before|until|so|to|with|at|in|on|for|is|was|will|would)\b))"
        ),
    ),
    (
        "ago",
        re.compile(
            r"\b" + _COUNT + r"\s+(?P<unit>year|month|week|day)s?\s+ago\b"
            # "eight years ago this month", "five years ago this week": that month
            r"(?:\s+this\s+(?P<this>month|week)\b)?"
        ),
    ),
    ("day_word", re.compile(r"\b(?P<word>[Yy]esterday|[Tt]oday|[Tt]omorrow)\b")),
    # A part of the publication day, or the night before it: "tonight's concert", "said this
    # morning", "at last night's awards"
    (
        "day_part",
        re.compile(
            r"\b(?:(?P<tonight>[Tt]onight)|[Tt]his\s+(?:morning|afternoon|evening)"
            # "the last night of the tour" is no date
            r"|(?<!\bthe )(?<!\bthat )(?<!\bevery )(?P<last>[Ll]ast)\s+night)\b(?!\s+of\b)"
        ),
    ),
    # "over the weekend", "at the weekend", "this weekend", "last weekend": its Saturday
    (
        "weekend",
        re.compile(
            r"\b(?:(?:[Oo]ver|[Dd]uring|[Aa]t|[Oo]n|[Tt]hroughout)\s+the(?:\s+past)?"
            r"|[Tt]his(?:\s+past)?|(?<!\bthe )(?<!\bthat )(?<!\bevery )(?P<rel>[Ll]ast|[Nn]ext)"
            # ("the weekend of March 9", "the weekend in question" are no weekend of the
            # story's; "tied the knot over the weekend in Italy" is)
            r"|[Tt]he\s+past)\s+weekend\b(?!\s+of\b)"
            r"(?!\s+in\s+(?:question|which|" + "|".join(m.capitalize() for m in MONTHS) + r")\b)"
        ),
    ),
    # A month as a modifier: "the March raids", "her June wedding", "a May episode" ("the May
    # government" is Theresa May's, "the March for Our Lives" a name)
    (
        "month_modifier",
        re.compile(
            r"\b(?:(?P<the>[Tt]he)|[Aa]n?|[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|[Oo]ur|[Mm]y|[Yy]our)\s+"
            r"(?:(?:early|late|mid)-)?"
            # ("a May episode", "her May wedding": no "the" before May)
            r"(?P<month>(?(the)(?!May\b))(?:" + "|".join(m.capitalize() for m in MONTHS) + r"))"
            r"(?!\s+(?:of|on|for|to|in|and|or|at|by|from|with|is|was|were|has|had|will|would)\b)"
            r"\s+[a-z][a-z\-]+\b"
        ),
    ),
    # a month after an owner: "the party's July convention"; a month that owns: "November's
    # election" ("May's" is Theresa May's)
    (
        "month_owned",
        re.compile(
            r"\w['\u2019]s\s+(?P<month>"
            + "|".join(m.capitalize() for m in MONTHS if m != "may")
            + r")"
            r"(?!\s+(?:of|on|for|to|in|and|or|at|by|from|with|is|was|were|has|had|will|would)\b)"
            r"\s+[a-z][a-z\-]+\b"
            r"|\b(?P<owner>" + "|".join(m.capitalize() for m in MONTHS if m != "may") + r")"
            r"(?=['\u2019]s\s+[a-z])"
        ),
    ),
    # A part of a month or a year: "by the end of March", "in the summer of 2020"
    (
        "part_of",
        re.compile(
            r"\b(?:end|start|beginning|middle|first\s+half|second\s+half|rest|course|summer"
            r"|spring|autumn|fall|winter)\s+of\s+(?:(?P<month>"
            + "|".join(m.capitalize() for m in MONTHS if m != "may")
            + r")\b(?!\s+\d)|(?P<year>(?:19|20)\d{2})\b(?![\-\u2013/]\d|s\b))"
        ),
    ),
    # A day counted from the day the sentence is about, the last day-dated moment before it
    # ("was arrested on May 3, after a raid the previous night", "A day earlier, ...",
    # "The following day ..."); never a day counted from an undated event ("two days after
    # the vote": "after" and "before" count only when nothing follows them). A comparison is
    # no moment: "up 9 per cent from a year earlier", "three years earlier than planned".
    (
        "shift",
        re.compile(
            r"(?<!\bfrom )(?<!\bthan )(?<!\bover )(?<!\bwith )(?<!\bversus )(?<!\bvs\. )"
            r"\b" + _COUNT + r"\s+(?P<unit>day|week|month|year)s?\s+"
            r"(?:(?P<back>earlier)|later|(?P<before>before)(?=\s*[,.;)]|\s*$)"
            r"|after(?=\s*[,.;)]|\s*$))(?!\s+than\b)"
        ),
    ),
    # A day counted back from the day its sentence is about to the event the clause after it
    # names: "tweeted the chart on Sunday, just a day after supporters attacked a protester"
    # (Saturday), "leaves the show on Jan. 24, five days after Ola Berg returns" (Jan. 19),
    # and forward for "before"; with no day dated before it in the sentence, only a present
    # "comes" counts from publication ("The endorsement comes three days after he said ...").
    # ("Two days after the count, the leader quit" has no day to count from.)
    (
        "shift_clause",
        re.compile(
            r"(?<!\bfrom )(?<!\bthan )"
            r"\b" + _COUNT + r"\s+(?P<unit>day|week)s?\s+"
            r"(?:(?P<before>before)|after)(?=\s+[A-Za-z\u201c\"])"
        ),
    ),
    (
        "adjacent",
        re.compile(
            r"\b[Tt]he\s+(?:(?P<back>previous|preceding)|next|following)\s+"
            r"(?:day|night|evening|morning|afternoon|(?P<unit>month|year))\b"
            r"|\b[Tt]he\s+(?:day|night|evening)\s+(?:(?P<before>before)|after)(?=\s*[,.;)]|\s*$)"
        ),
    ),
    # The same day as the last day-dated moment: "Later that day", "That evening, ..."
    (
        "that_day",
        re.compile(
            r"\b(?:[Ll]ater|[Ee]arlier|[Oo]n|[Bb]y|[Uu]ntil)\s+that\s+(?:same\s+)?"
            r"(?:day|night|evening|morning|afternoon)\b"
            r"|\bThat\s+(?:same\s+)?(?:day|night|evening|morning|afternoon)\b(?=\s*,)"
            # "Earlier in the day, she had posted a video"
            r"|\b(?:[Ll]ater|[Ee]arlier)\s+in\s+the\s+(?:day|evening|morning|afternoon)\b"
        ),
    ),
    (
        "same",
        re.compile(
            r"\b(?:[Tt]hat|[Tt]he)\s+(?:very\s+)?same\s+"
            r"(?:(?P<unit>year|month|day)|night|evening|morning|afternoon)\b"
            # "That year, she lost", "later that year", "Later that month": the year or the
            # month last named
            r"|\b[Tt]hat\s+(?P<that>year|month)\b(?![\-\u2019']|\s+(?:old|olds|of)\b)"
        ),
    ),
    ("at_the_time", re.compile(r"\b[Aa]t\s+the\s+time\b")),
    # A time the module does not date: a day counted after it cannot count from an earlier
    # date ("asked the court last week ... A day later")
    (
        "undated",
        re.compile(
            r"\b(?:[Tt]hat|[Tt]he\s+same|[Tt]he\s+following|[Tt]he\s+previous|[Tt]he\s+last"
            r"|[Tt]he\s+next)\s+week\b|\b[Rr]ecently\b"
            r"|\b(?:days|weeks|months|years)\s+(?:ago|later|earlier|after|before)\b"
        ),
    ),
]
# Words a pattern cannot match without (lower case): a sentence with none skips the pattern.
_GATES = {
    "weekday_bracket": ("(",),
    "bracket_day": ("(the ",),
    "relative_bracket": ("(", "["),
    "weekday_lead": ("on ",),
    "day_part": ("tonight", "night", "morning", "afternoon", "evening"),
    "weekend": ("weekend",),
    "part_of": (" of ",),
    "shift": ("earlier", "later", "before", "after"),
    "shift_clause": tuple(
        f"{unit} {word}"
        for unit in ("day", "days", "week", "weeks")
        for word in ("after", "before")
    ),
    "adjacent": ("previous", "preceding", "next", "following", "before", "after"),
    "that_day": ("that ", "in the "),
    "same": ("same", "that year", "that month"),
    "undated": ("week", "recently", "ago", "later", "earlier", "after", "before"),
    "ago": ("ago",),
    "at_the_time": ("time",),
    "relative": ("year", "month", "week"),
    "season": ("spring", "summer", "fall", "autumn"),
    "the_season": ("spring", "summer", "fall", "autumn"),
    "day_word": ("yesterday", "today", "tomorrow"),
    # every year the patterns read starts with one of these
    "year": ("16", "17", "18", "19", "20"),
    "year_modifier": ("19", "20"),
    "year_noun": ("16", "17", "18", "19", "20"),
    "year_span": ("-", "\u2013"),
    "year_and": (" and ", " to ", " through ", " or ", " until "),
    "year_of": (" of ",),
    "month_owned": ("'s", "\u2019s"),
    "month_and": (" and ", " or ", " to ", " through "),
    "month_of_relative": (" of ", " year", "that "),
}
# Words a pattern cannot match without, as written (case counts): a month or weekday is
# capitalised, and every month name and abbreviation starts with one of these stems; the
# units and parts of a day are written in lower case.
_MONTH_STEMS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_WEEKDAY_NAMES = tuple(day.capitalize() for day in WEEKDAYS)
_DAY_PARTS = ("day", "night", "evening", "morning", "afternoon")
_CASED_GATES = {
    **dict.fromkeys(
        (
            "month_day",
            "day_month",
            "month_year",
            "month",
            "month_modifier",
            "month_of_relative",
            "month_owned",
            "month_and",
        ),
        _MONTH_STEMS,
    ),
    "weekday": _WEEKDAY_NAMES,
    "weekday_lead": _WEEKDAY_NAMES,
    # (its date may be in figures: "Sunday (12.03.23)")
    "weekday_bracket": _WEEKDAY_NAMES,
    "relative_bracket": _MONTH_STEMS,
    "part_of": (*_MONTH_STEMS, "19", "20"),
    "that_day": _DAY_PARTS,
    "adjacent": (*_DAY_PARTS, "month", "year"),
    "shift": ("day", "week", "month", "year"),
    "year_span": ("19", "20"),
    "year_and": ("19", "20"),
    "year_of": ("16", "17", "18", "19", "20"),
}
# Each pattern with the words it needs, looked up in the set of gate words a sentence holds.
_GATED_PATTERNS = [
    (kind, pattern, frozenset(_GATES.get(kind, ())), frozenset(_CASED_GATES.get(kind, ())))
    for kind, pattern in _PATTERNS
]
_GATE_WORDS = frozenset(word for words in _GATES.values() for word in words)
_CASED_GATE_WORDS = frozenset(word for words in _CASED_GATES.values() for word in words)
# the moments counted from the last dated day
_COUNTED = ("shift", "adjacent", "that_day")
# "net income fell to $41 million from $58.7 million a year earlier": an amount compared
# with the same period before, no moment
_COMPARED = re.compile(
    r"\b(?:from|than|versus|vs\.?|with)\s+[$\u20ac\u00a3]?\d[\d.,]*\s*(?:[a-z%]+\s+){0,3}$"
)
# words that look toward a season, whatever the tense of the verbs around them: "Looking
# ahead to the fall", "heading into the fall", "in hopes of seeing the duo on the ticket in the
# fall", "as they try to pull the party together for the fight in the fall"
_TOWARD = re.compile(
    r"\b(?:ahead|heading|hopes?|hoping|tr(?:y|ies|ying)\s+to|looking|into|toward|towards)\b"
)
# a fall that is a tumble: "she was injured in the fall"
_TUMBLE = re.compile(
    r"\b(?:injur|hurt|broke|break|fractur|bruis|trip|slip|stumbl|died|dies|kill|survive)", re.I
)
# "The endorsement comes just three days after ...": counted from publication; ", just a day
# after ...": from the day of the clause before the comma
_COMES = re.compile(
    r"(?<!\bwill )(?<!\bwould )(?<!\bto )(?<!\bcould )(?<!\bmay )(?<!\bmight )"
    r"\bcomes?\s+(?:just\s+|only\s+|barely\s+|a\s+mere\s+)?$"
)
# The present perfect of news just in: "has shared", "have come together", "has been charged"
_PRESENT_PERFECT = re.compile(
    r"\b(?:has|have)\s+(?:(?:also|now|finally|just|since|already|[a-z]+ly)\s+)?"
    r"(?:[a-z]{2,}ed|been|come|become|made|said|told|paid|left|won|lost|gone|spoken|broken"
    r"|taken|given|written|held|put|sent|shown|known|seen|found|brought|kept|spent|met)\b"
)


def _tells_news(text: str, start: int, end: int, quoted: list[tuple[int, int]]) -> bool:
    """Tell whether a sentence reports its news in the present perfect, outside quotes."""
    for match in _PRESENT_PERFECT.finditer(text, start, end):
        k = bisect.bisect_right(quoted, (match.start(), float("inf"))) - 1
        if k < 0 or quoted[k][1] <= match.start():
            return True
    return False


# what stands before "two days after X" when its clause is the day the story is at: a past
# "came" ("His arrival came a day after ..."), or a comma after a past verb of saying ("he
# told the crowd, two days after ...")
_STORY_DAY_EVENT = re.compile(
    r"\bcame\s+(?:just\s+|only\s+|barely\s+)?$"
    r"|\b(?:said|told|wrote|added|posted|explained)\b[^,;.]{0,40},\s+(?:just\s+|only\s+)?$"
)
_SET_OFF = re.compile(r",\s+(?:just\s+|only\s+|barely\s+|a\s+mere\s+)?$")
# "in the next day or two", "over the next year": a span ahead, no moment
_SPAN_BEFORE = re.compile(r"\b(?:in|over|for|within|during|throughout|into)\s+$")
_OR_TWO = re.compile(r"\s+or\s+(?:two|so)\b")
_AGAINST = re.compile(r"\b(?:from|on|over|than|with|to|versus|vs\.?)\s+$")
# Verbs whose present progressive arranges something ahead: coming, leaving, releasing ...
_ARRANGED = (
    r"coming|going|heading|returning|leaving|moving|flying|travell?ing|visiting|meeting"
    r"|dropping|releasing|launching|opening|debuting|premiering|airing|touring|headlining"
    r"|performing|playing|hosting|organizing|organising|staging|marrying|getting married"
    r"|eyeing|planning|preparing|aiming"
    r"|hoping|starting|beginning|ending|wrapping|expecting"
    # a departure or an arrival arranged: "He is departing the show on Jan. 24"
    r"|departing|exiting|joining|stepping\s+down|stepping\s+away"
)
# What makes a date ahead of publication: a future or a scheduled present ("opens on Oct. 4",
# "the session ends on May 7") or a future seen from the past ("said she would meet on ...").
_FUTURE = re.compile(
    # (every marker starts with a letter or an apostrophe: the look-ahead spares the long list
    # at a word's end)
    r"\b(?=[a-z'\u2019])(?:will|would(?!\s+have)|won['\u2019]t|wouldn['\u2019]t(?!\s+have)"
    r"|next|upcoming|scheduled|plans? to|is due"
    # an event something happens "ahead of" lies after it: "Ahead of the game on Sunday, he
    # was asked at his Thursday press conference" (not "finished ahead of Ann X on Sunday")
    r"|ahead of the(?=\s[^,.;:!?]{1,60}?\s+on\s+(?:" + "|".join(WEEKDAYS) + r")\b)"
    # "is set to", "he's still set to headline"
    r"|(?:is|are|['\u2019]s|['\u2019]re)\s+(?:still\s+|now\s+|also\s+)?set to"
    # an arrangement in the present progressive: "is now coming in October", "are eyeing a
    # ceremony in June", "is not dropping Friday"; not an activity going on ("police are
    # investigating a crash on Sunday", "is recovering after surgery on Monday")
    r"|(?:is|are|['\u2019]re)\s+(?:not\s+|now\s+|still\s+|also\s+)?(?:" + _ARRANGED + r")\b"
    # a plan or intent seen from the past: "said he planned to hold a hearing in April"
    r"|planned to|planning to|intends? to|intended to|intending to"
    # a schedule seen from the past: "she was set to perform through April 16", "had been
    # set to begin on Jan. 21" (what was set then lies ahead of the setting)
    r"|(?:was|were|had\s+been)\s+(?:originally\s+|initially\s+|also\s+)?set to(?=\s+[a-z])"
    # and a plan told the same way: "the tour was to span 40 cities before concluding in
    # Mexico City on Jan. 30" (not "was to blame")
    r"|(?:was|were)\s+to\s+(?!blame\b)(?=[a-z]+\s)"
    # a hope or an aim has its object ahead: "said it hopes to complete a sale in September"
    r"|hopes? to|hoped to|hoping to|aims? to|aimed to|aiming to|seeks? to|sought to"
    # a reduced relative: "with her final scenes set to air in October"
    r"|(?<!\bwas )(?<!\bwere )(?<!\bhad )(?<!\bbeen )(?<!\bhas )(?<!\bhave )set to(?=\s+[a-z])"
    # a commitment or a booking: "agreed to write to the committee on Friday", "is booked to
    # appear on Feb. 26"
    r"|(?:agreed|agrees|promised|promises|pledged|pledges|vowed|vows) to"
    # the day of the promise may stand between, and is behind: "vowed Tuesday to remain in
    # the fight through the primary on June 7" (the marker is the "to")
    r"|(?:agreed|promised|pledged|vowed)\s+(?:on\s+)?(?:" + "|".join(WEEKDAYS) + r")\s+(?P<at>to)"
    r"|(?:is|are|['\u2019]s|['\u2019]re|was|were)\s+(?:booked|slated|poised) to"
    # readiness has its act ahead: "the union was prepared to extend the strike on 1 August"
    r"|(?:is|are|['\u2019]s|['\u2019]re|was|were)\s+(?:prepared|ready|willing) to"
    # what is still left of a run lies ahead: "the band still had 14 shows left, beginning
    # with ... on Thursday", "with two games remaining"
    r"|(?:had|has|have|with)\s+(?:only\s+|just\s+)?(?:\d+|two|three|four|five|six|seven|eight"
    r"|nine|ten)\s+(?:more\s+)?(?:[a-z\-]+\s+){1,2}?(?:left|remaining)"
    # a fixture: "The Ospreys host the Mercury on Thursday"
    # ("a podcast host in February", "talk-radio host Mike Gallagher" are nouns)
    r"|(?<!-)(?<!\bthe )(?<!\ba )(?<!\bradio )(?<!\bshow )(?<!\btv )(?<!\bpodcast )"
    r"hosts?(?!\s+(?:in|on|at|of|for|and)\b)"
    # "The Bluewaves face the Tidehawks on Friday": a fixture in the plain present
    r"|(?<!\bto )(?:face|take on|takes on)\s+the\s+(?=[a-z]+\s+on\b|[a-z]+\s+[a-z]+\s+on\b)"
    # "a decision is expected on Monday": what is awaited lies ahead; so does what is likely
    # ("further disruption is likely on Wednesday"; never "likely to have started")
    r"|(?:is|are)\s+(?:now\s+|still\s+|also\s+)?(?:expected\b|likely\b(?!\s+to\s+have\b))"
    # a screening: "the film screens again at the festival on Wednesday"
    r"|screens(?=\s+(?:again|at)\b)"
    # what is to be done lies ahead: "an interview to be aired on Wednesday", "the summit is to
    # be held in June"; not a record ("the first woman to be elected in May")
    r"|to be\s+(?:[a-z]+ed|held|shown|seen|broadcast|sent|sung|given|taken|made|paid|heard"
    r"|released|run|put|read|sold|built)\b"
    # a date told with "is": "the hearing is on Friday", "the vote is in June", "the premiere
    # is Friday" (a past one takes "was"); a release: "the film hits theaters on Friday" ("hit"
    # may be past)
    r"|(?:is|are)\s+(?:now\s+|also\s+|still\s+)?(?:(?:on|in)\s+)?(?=(?:"
    + "|".join(WEEKDAYS + MONTHS)
    + r"|\d{1,2}\s+(?:"
    + "|".join(m[:3] for m in MONTHS)
    + r"))\b)"
    # what a thing is done ahead of lies ahead: "ahead of Tuesday's vote", "in the run-up to
    # the March 5 election" (not "finished ahead of Lee on Sunday")
    r"|(?:ahead\s+of|in\s+the\s+(?:run|lead)-up\s+to|in\s+advance\s+of)\s+(?:the\s+)?(?=(?:"
    + "|".join(WEEKDAYS + MONTHS)
    + r")\b)"
    r"|hits\s+(?:theaters|theatres|cinemas|screens|shelves|stores)\b"
    # what one expects lies ahead: "the administration expects a vote before the August recess"
    r"|expects?\b"
    # what should be done lies ahead: "the deal should close by the end of June"
    r"|should(?!\s+(?:have|not\s+have|never\s+have)\b)"
    r"|are due|expected to|opens|premieres|begins|starts|ends|launches|resumes|returns|kicks off"
    r"|takes place|takes effect|takes office|goes on sale|goes into effect|comes into force|airs"
    # ("due to perform", never the cause "due to her arrest")
    r"|due to(?!\s+(?:the|a|an|his|her|their|its|this|that|my|our|your)\b)"
    r"|arrives|closes|debuts|lands|comes out|is released|are released|goes live|expires"
    # the same scheduled present with a plural subject: "the tour dates, which begin in
    # Bangkok on November 7", "reservations go live on Friday", "when the legislature convenes"
    r"|begin|start|resume|go live|go on sale|take place|take effect|kick off|convenes?"
    # "until the primaries end in June" (not "at the end of June")
    r"|(?<!\bthe )(?<!\bthat )(?<!\bits )end(?=\s+(?:in|on|by)\s)"
    # a modal that can only look ahead: "can win in November", "may wait until February",
    # "I'll vote for her in November" (not "may have been", nor the month: see _Tense)
    r"|(?:can|may|might)(?!\s+(?:not\s+)?have\b)|['\u2019]ll"
    # what one needs to do lies ahead: "where they need to be caucusing Monday night"
    r"|needs?\s+to\b"
    # so does what must be done: "the $64 million it must collect for the event July 18-21"
    # (not "must have known")
    r"|must(?!\s+(?:not\s+|never\s+)?have\b)"
    # a deadline: "prosecutors have until Friday to respond", "has until March 1"
    r"|(?:has|have)\s+(?:only\s+)?until\b"
    # a birthday still to come, told in the present: "Ruiz, who turns 34 in May"
    r"|turns\s+\d{1,3}(?=\s+(?:on|in|this|next)\b)"
    r"|reconvenes?)\b"
)
# A verb in the present with its object right after ("gives Buckley a spot in the PGA
# Championship in May", "gets him into the Masters in April"): what it brings lies ahead.
# Verbs of saying in the present report the past ("says Ruiz", "tells Rolling Stone").
_PRESENT_VERB = re.compile(
    # (a word joined by a hyphen is a compound noun: "co-creators Marta Kauffman and David
    # Crane", "co-stars Jennifer Aniston"; no present verb with its object)
    r"(?<![\w\-])(?!(?:says|tells|writes|adds|asks|recalls|notes|explains|insists|admits|claims"
    r"|thanks|joins|calls|remembers|credits|blames)\b)"
    r"(?!(?:this|thus|does|plus|news)\b)"
    # (a plural noun after "of" or a determiner names people: "on behalf of clients Ana X",
    # "her dancers Bea Y")
    r"(?<!\bof )(?<!\bthe )(?<!\bhis )(?<!\bher )(?<!\bits )(?<!\btheir )(?<!\bour )"
    # (nor after an owner: "Netflix's docuseries Harry & Meghan")
    r"(?<!['\u2019]s )"
    r"[a-z]{3,}s(?<![sui]s)[ ]"
    # (a date is no object: "told reporters Tuesday")
    r"(?:him|them|(?!(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|"
    + "|".join(m.capitalize() for m in MONTHS)
    + r")\b)"
    # ("surveyed adults Feb. 11-15": an abbreviated month is a date too)
    + r"(?!(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d)[A-Z][a-z]+)\b"
)
# A clause break: ", and", ", but", ";", or a concessive clause (", though she described it
# as ...": its verb says nothing of a date before it).
_CLAUSE_BREAK = re.compile(
    r",\s+(?:and|but)\s+(?!(?:then|later|on|in|at)\b)|;\s"
    r"|,\s+(?:even\s+)?(?:though|although|whereas)\s+(?=[a-z])"
)
# a relative clause set off by commas: ", which would be her 12th,"
_RELATIVE_SET_OFF = re.compile(r",\s+(?:which|who|whose|whom)\s[^,;:.!?\"\u201c\u201d]{1,100},")
# two names in a list, just before its ", and"
_NAME_WORD = r"[A-Z][\w'\u2019\-]*"
_NAMES_LISTED = re.compile(rf"{_NAME_WORD},\s+{_NAME_WORD}(?:\s+{_NAME_WORD})*$")
# What makes it behind: a past-tense verb ("said", "confirmed", "took").
# A word joined by a hyphen is an adjective ("so-called", "long-held"), not a verb.
_PAST = re.compile(
    r"\b(?<!-)(?=[a-z])"  # (the look-ahead as in _FUTURE)
    r"(?:"
    + "|".join(IRREGULAR_PAST)
    # a participle after "be" or "stay" is no past: "would stay closed until Monday"; nor
    # one after an article, an adjective: "on a phased basis"
    + r"|(?<!\bbe )(?<!\bbeen )(?<!\bis )(?<!\bare )(?<!\bstay )(?<!\bremain )"
    r"(?<!\ba )(?<!\ban )(?<!\bthe )[a-z]{2,}ed)\b"
)
# a commitment or a plan in the past tense: "agreed to", "vowed Tuesday to", "planned to"
_MADE = re.compile(
    r"(?:agreed|promised|pledged|vowed|planned|intended|hoped|aimed|sought"
    r"|(?:was|were|had\s+been)\s+(?:originally\s+|initially\s+|also\s+)?set|(?:was|were)\s+to)\b"
)
# "the first woman to be elected in May": a record's "to be" is no future
_RECORD = re.compile(
    r"\b(?:first|last|only|second|third|youngest|oldest|earliest|latest|biggest|largest|highest"
    r"|best|worst)\b(?:\s+[\w\-]+){0,3}\s+$"
)
# "Will Smith announced on Friday": a capitalised "Will" before a capitalised word is a name;
# so is one inside a clause ("On Monday, Will dropped another post")
_WILL_NAME = re.compile(r"Will\s+[A-Z][a-z]")
_INSIDE_CLAUSE = re.compile(r"[,;a-z]\s+$")
_AFTER_WORD = re.compile(r"[A-Za-z]\s+$")
# a headline's infinitive after a name: "Actors X, Y to tie the knot in May"
_HEADLINE_TO = re.compile(r"\b[A-Z][\w\-'\u2019]*\s+(to)\s+[a-z]{2,}\b(?!\s+(?:the|a|an)\s+[A-Z])")
# "will be formally confirmed", "will start to be paid": a participle after "be" is no past.
# "will get married", "would submit restated accounts": a participle after "get" or after a
# verb of a future ("will"/"would" and its verb) is an adjective or a passive, no past.
_PASSIVE_BEFORE = re.compile(
    r"\b(?:be|been|is|are|stay|remain|get|gets|getting"
    r"|(?:will|would|shall)\s+(?!have\b)[a-z]+)\s+(?:[a-z]+ly\s+)?$"
)
_NOT_PAST = frozenset(
    [
        "need",
        "indeed",
        "hundred",
        "proceed",
        "exceed",
        "succeed",
        "speed",
        "seed",
        "feed",
        "breed",
        "embed",
        "shed",
        "scheduled",
        "expected",
        "planned",
    ]
)


def _month_number(name: str) -> int:
    key = name.rstrip(".").lower()[:3]
    return [m[:3] for m in MONTHS].index(key) + 1


def _shift_months(day: datetime.date, months: int) -> datetime.date:
    index = day.year * 12 + day.month - 1 + months
    return datetime.date(index // 12, index % 12 + 1, 1)


def _safe_date(year: int, month: int, day: int) -> datetime.date | None:
    try:
        return datetime.date(year, month, day)
    except ValueError:
        return None


_MONTH_KINDS = (
    "relative_bracket",
    "month_and",
    "month_of_relative",
    "month_owned",
    "month_day",
    "weekday_bracket",
    "day_month",
    "month_year",
    "month",
    "month_modifier",
    "part_of",
)


_OWNS = ("'s", "\u2019s")
_BEFORE_EVENT = re.compile(r"\b(?:before|until|till)\s+$")
# "before the New Hampshire primary on": an event named by a noun, no verb between
_BEFORE_NAMED_EVENT = re.compile(
    r"\b(?:before|until|till)\s+the\s+(?:[A-Z][\w.\u2019'\-]*\s+){0,3}[a-z]+\s+$"
)
# what may stand before a sentence's opening time: "But in 2012, ...", "Eight years ago, ..."
# ("In the summer of 2020, ...": a phrase of time may lead to the moment)
_OPENING = re.compile(
    r"[\s\"'\u201c\u2018]*(?:(?:But|And|Then|Yet|So)\s+)?(?:(?:In|During|By)\s+the\s+)?"
)
# a month with no year of its own
_BARE_MONTHS = ("month", "month_modifier", "month_owned", "month_and")
# nouns of an event set ahead of time ("the November election")
_SCHEDULED = words("scheduled_nouns")
# nouns a number counts: a four-digit number before one is no year
_COUNT_NOUNS = words("count_nouns")
_NEXT_WORD = re.compile(r"\s+(?:and\s+\d{4}\s+)?[A-Za-z]+(?:[ \-][A-Za-z]+)?")
# a year as a modifier at most this far after publication ("the 2028 Olympics")
_YEARS_AHEAD = 10


def _resolve(kind, match, published, future, previous):
    """Return ``(date, precision)`` for one match, or None when it cannot be dated."""
    groups = match.groupdict()
    if groups.get("fday"):
        found = _figures_date(groups)
        return (found, DAY) if found else None
    if groups.get("month2"):
        groups.update(month=groups["month2"], day=groups["day2"])
    if groups.get("owner"):
        groups["month"] = groups["owner"]
    for other in ("for_year", "run_year", "about_year"):
        if groups.get(other):
            groups["year"] = groups[other]
    if groups.get("that_month"):
        groups.update(month=groups["that_month"], which="that")
    if kind in _MONTH_KINDS and groups.get("month"):
        month = _month_number(groups["month"])
        # (a run of days, "June 7-8", is told by its first day)
        day = int(groups["day"]) if groups.get("day") else 1
        precision = DAY if groups.get("day") else MONTH
        if kind == "month_of_relative" and groups["which"] == "that":
            # "in January of that year": the year last named
            if previous is None or "year" not in previous[2]:
                return None
            return datetime.date(previous[2]["year"][0].year, month, 1), MONTH
        if kind == "month_of_relative":
            if published is None:
                return None
            step = {"last": -1, "this": 0, "next": 1}[groups["which"]]
            return datetime.date(published.year + step, month, 1), MONTH
        if groups.get("year"):
            found = _safe_date(int(groups["year"]), month, day)
            return (found, precision) if found else None
        if published is None:
            return None
        found = _safe_date(published.year, month, day)
        if found is None:
            return None
        if match.group()[:6].lower() == "since ":
            future = False  # "separated since January and heading for divorce": behind
        if precision == DAY and future is not True and found > published:
            # 'filed a lawsuit on September 21, 2023 ... began on September 20' (published
            # September 2024): a day still ahead of the paper, not said to lie ahead, is in
            # the year of the full date just named when it falls within a month of it
            named_year = previous[2].get("year") if previous else None
            if named_year and named_year[1] == DAY and named_year[0].year != found.year:
                same = _safe_date(named_year[0].year, month, day)
                if same and abs((same - named_year[0]).days) <= 31:
                    return same, precision
        if precision == MONTH:
            this_month = published.replace(day=1)
            if (
                future is None
                and kind in ("month_modifier", "month_owned")
                and match.group().rsplit(None, 1)[-1] in _SCHEDULED
                and found > this_month
            ):
                # "the November election" in April, "her June wedding" in March: an event set
                # ahead of time, this year's while its month is still to come
                return found, precision
            rel = (groups.get("mrel") or "").lower().split()
            if rel == ["this"]:
                return found, precision  # "this November": the publication year's
            if rel:
                # "next January", "this coming May" lie ahead; "last June", "this past
                # January" behind
                future = rel[0] == "next" or rel[-1] == "coming"
            if future and found < this_month:
                found = found.replace(year=found.year + 1)
            elif rel and rel[0] == "last" and found == this_month:
                # "last June" in June's paper is the June of the year before
                found = found.replace(year=found.year - 1)
            elif rel and rel[0] == "next" and found == this_month:
                found = found.replace(year=found.year + 1)  # and "next June" the year after
            elif not future and found > this_month:
                found = found.replace(year=found.year - 1)
        elif future is None:
            # No verb tells: the nearer of this year's and the other year's date
            # ("ministers, who meet on March 17", a week after publication).
            other = _safe_date(found.year + (1 if found < published else -1), month, day)
            if other and abs((other - published).days) < abs((found - published).days):
                found = other
        elif future and (published - found).days > _OVERTAKEN_DAYS:
            # (a day said to lie ahead but just behind the paper is a plan the news overtook:
            # "was due to perform on June 7 and 8" in June 8's paper, the shows called off)
            found = _safe_date(found.year + 1, month, day)
        elif not future and (found - published).days > _SOON:
            found = _safe_date(found.year - 1, month, day)
        if found and groups.get("weekday"):
            found = _on_weekday(found, WEEKDAYS.index(groups["weekday"].lower()), published)
        return (found, precision) if found else None
    if kind == "year_noun":
        year = int(groups["year"] or groups["after"] or groups["after2"] or groups["owner"])
        if groups["year"]:
            after = _NEXT_WORD.match(match.string, match.end())
            if after and not _COUNT_NOUNS.isdisjoint(after.group().lower().split()):
                return None  # "2000 people watched the race": a quantity
        if published and year > published.year + _YEARS_AHEAD:
            return None
        return datetime.date(year, 1, 1), YEAR
    if kind in ("year_modifier", "year_and", "year_of"):
        year = int(groups["year"])
        after = _NEXT_WORD.match(match.string, match.end())
        if (after and not _COUNT_NOUNS.isdisjoint(after.group().lower().split())) or (
            published and year > published.year + _YEARS_AHEAD
        ):
            return None  # "the 2000 voters", "a 2400 spending cap": a quantity
        return datetime.date(year, 1, 1), YEAR
    if kind == "year_span":
        if int(groups["year2"]) <= int(groups["year"]):
            return None  # "1999-1998" is no span
        return datetime.date(int(groups["year"]), 1, 1), YEAR
    if kind in ("year", "part_of"):
        return datetime.date(int(groups["year"]), 1, 1), YEAR
    if kind in _COUNTED:
        return _anchored(kind, groups, previous)
    if kind == "same" and groups.get("that"):
        unit = groups["that"]
        if previous is None or unit not in previous[2]:
            return None  # "that year" with no year named before it
        return _same_period(previous, unit)
    if published is None:
        if kind == "same" and groups.get("unit") in ("year", "month") and previous:
            return _same_period(previous, groups["unit"])
        if kind in ("same", "at_the_time") and previous:
            return previous[:2]
        return None
    if kind in ("weekday", "weekday_lead"):
        target = WEEKDAYS.index(groups["weekday"].lower())
        if groups.get("week"):
            # "on Tuesday last week": that day of the week before the publication's
            shift = {"last": -7, "this": 0, "next": 7}[groups["week"].lower()]
            monday = published - datetime.timedelta(days=published.weekday())
            return monday + datetime.timedelta(days=shift + target), DAY
        rel = (groups.get("rel") or "").lower()
        ahead = rel == "next" or (future and rel != "last")
        if future is None and not rel and match.string[match.end() :][:2] in _OWNS:
            # an event's day, and no verb says which: "Tuesday's primary" in Monday's paper
            # is the nearer Tuesday
            ahead = (target - published.weekday()) % 7 < (published.weekday() - target) % 7
        if ahead:
            delta = (target - published.weekday()) % 7
            if rel == "next" and delta < _LAST_WEEKDAY_MIN:
                # "next Saturday" in Saturday's paper is a week on, and "next Thursday" in
                # Wednesday's: tomorrow is "Thursday", not "next Thursday"
                delta += 7
        else:
            delta = -((published.weekday() - target) % 7)
            if rel == "last" and delta > -_LAST_WEEKDAY_MIN:
                # "last Monday" in Wednesday's paper is the Monday of the week before: two
                # days back is "Monday", not "last Monday"
                delta -= 7
        return published + datetime.timedelta(days=delta), DAY
    if kind == "season":
        # a season's last month: spring May, summer August, autumn November
        ends = {"spring": 5, "summer": 8, "fall": 11, "autumn": 11}[groups["season"]]
        which = groups["which"].lower().split()[0]
        year = published.year
        if which == "last" and published.month <= ends:
            year -= 1  # "last summer" in March is the year before's
        elif which == "next" and published.month > ends - 2:
            year += 1  # "next spring" in October is the year after's
        elif (
            which == "this" and future and published.month > ends and "past" not in groups["which"]
        ):
            year += 1  # "the baby is due this summer" in December is next year's
        return datetime.date(year, 1, 1), YEAR
    if kind == "the_season":
        season = groups["season"]
        starts = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9}[season]
        ends = {"spring": 5, "summer": 8, "fall": 11, "autumn": 11}[season]
        year = published.year
        if (future or groups.get("ahead")) and published.month > ends:
            year += 1  # "it may be spring before he is confirmed" in June: next spring
        elif (
            future is False
            and published.month < starts
            and not _TOWARD.search(match.string, max(0, match.start() - 100), match.start())
        ):
            year -= 1  # "she left in the summer" in March: last summer
        return datetime.date(year, 1, 1), YEAR
    if kind == "relative":
        step = {"last": -1, "this": 0, "next": 1}[groups["which"].lower()]
        if groups["unit"] == "year":
            return datetime.date(published.year + step, 1, 1), YEAR
        if groups["unit"] == "week":
            # "last week": the month that holds most of the week's days (Monday to Sunday;
            # its Thursday's)
            thursday = published + datetime.timedelta(days=7 * step + 3 - published.weekday())
            return thursday.replace(day=1), MONTH
        return _shift_months(published, step), MONTH
    if kind == "ago":
        count = _count(groups["count"])
        if groups["unit"] == "year" and groups.get("this"):
            return _shift_months(published, -12 * count), MONTH
        if groups["unit"] == "year":
            return datetime.date(published.year - count, 1, 1), YEAR
        if groups["unit"] in ("week", "day"):
            days = count * (7 if groups["unit"] == "week" else 1)
            return published - datetime.timedelta(days=days), DAY
        return _shift_months(published, -count), MONTH
    if kind == "day_word":
        shift = {"yesterday": -1, "today": 0, "tomorrow": 1}[groups["word"].lower()]
        return published + datetime.timedelta(days=shift), DAY
    if kind == "day_part":
        return published - datetime.timedelta(days=1 if groups.get("last") else 0), DAY
    if kind == "weekend":
        return _weekend(published, future, (groups.get("rel") or "").lower()), DAY
    if kind == "same" and groups.get("unit") in ("year", "month") and previous:
        return _same_period(previous, groups["unit"])
    if kind in ("same", "at_the_time"):
        return previous[:2] if previous else None
    return None


# "last Monday" lies at least this many days back ("last Friday" in Thursday's paper is six
# days back, "last Monday" in Wednesday's nine), and "next Thursday" as many ahead
_LAST_WEEKDAY_MIN = 3


# A day and month a few weeks after publication is this year's even after a past verb: "As
# news spread of his remaining in custody until October 7" (published October 5), "lights
# for his birthday on November 2"; a writer names last year's date with its year.
_SOON = 31


# A date something is put off to lies ahead of the putting off: "the hearing was adjourned to
# 21 October", "remanded in custody until Friday", "postponed until next month"; not the day of
# the putting off itself ("was adjourned on Monday"). So do the dates of what is put off or
# called off: "postponing her tour dates from February to April", "cancelling a run of shows
# from May to July" (in a December story: next year's).
_DEFERRED = re.compile(
    r"\b(?:(?:adjourn|postpon|defer|delay|reschedul|extend|mov)(?:ed|ing)|deferred|deferring"
    r"|push(?:ed|ing)\s+back|put(?:ting)?\s+off|remanded|set)\b"
    r"(?:\s+[^\s.;:!?]+){0,10}?\s+(?:to|until|till|for|from)\s+$"
    r"|\bcancell?(?:ed|ing)\b(?:\s+[^\s.;:!?]+){0,10}?\s+from\s+$"
)
_LEADING_TO = re.compile(r"(?:[Uu]ntil|[Tt]o|[Tt]ill|[Ff]or|[Ff]rom)\s+")


def _deferred_to(text: str, s_start: int, start: int, end: int) -> bool:
    lead = _LEADING_TO.match(text, start, end)
    before = text[max(s_start, start - 80) : lead.end() if lead else start]
    return bool(_DEFERRED.search(before))


# what may stand between a moment and the bracket that gives its day: "last weekend (the 28th)"
_BRACKET_GAP = re.compile(r"\s*\(\s*")


def _bracketed_day(text: str, start: int, day: int, moments: list[Moment]):
    """Return the day a bracketed "(the 28th)" names after a moment that dates the same time
    roughly ("from last weekend (the 28th)"): the day of that number nearest the moment's
    date, in its month or the one either side; None when no day-dated moment stands right
    before the bracket."""
    if not moments or moments[-1].precision != DAY:
        return None
    gap = _BRACKET_GAP.match(text, moments[-1].end)
    if gap is None or gap.end() != start:
        return None
    near = moments[-1].date.replace(day=1)
    months = [_shift_months(near, step) for step in (-1, 0, 1)]
    candidates = [c for c in (_safe_date(m.year, m.month, day) for m in months) if c]
    if not candidates:
        return None
    return min(candidates, key=lambda c: abs(c - moments[-1].date)), DAY


def _figures_date(groups: dict) -> datetime.date | None:
    """Return the day a date in figures after a weekday names ("Sunday (12.03.23)"): day first,
    as British and wire copy write it, or month first when only that falls on the weekday."""
    year = int(groups["fyear"])
    year += 2000 if year < 100 else 0
    first, second = int(groups["fday"]), int(groups["fmonth"])
    readings = [_safe_date(year, second, first), _safe_date(year, first, second)]
    readings = [day for day in readings if day]
    if groups.get("weekday"):
        weekday = WEEKDAYS.index(groups["weekday"].lower())
        readings = [day for day in readings if day.weekday() == weekday]
    return readings[0] if readings else None


# a day this close to publication that the weekday beside it misses is a slip, kept
_SLIP_DAYS = 14
# a day said to lie ahead but at most this many days behind the paper is this year's
_OVERTAKEN_DAYS = 14


def _on_weekday(found: datetime.date, weekday: int, published: datetime.date) -> datetime.date:
    """Return the year's date that falls on the weekday the text names with it ("Friday,
    April 1" is 2022's in a story of 2022 and 2023's in one of 2023), when the tense's
    reading does not: the nearer to publication of the years either side that do."""
    if found.weekday() == weekday or abs((found - published).days) <= _SLIP_DAYS:
        # ("On Wednesday, July 27" in a paper of Thursday 27 July: a slip of the weekday or
        # the date, not a day a year away)
        return found
    others = [_safe_date(found.year + step, found.month, found.day) for step in (-1, 1)]
    others = [other for other in others if other and other.weekday() == weekday]
    return min(others, key=lambda other: abs(other - published), default=found)


def _anchored(kind: str, groups: dict, previous):
    """Return a day counted from the last moment ("the following day", "a week earlier"),
    or None when that moment is no day to count from ("In March ... a day later")."""
    if previous is None:
        return None
    date, precision, _named = previous
    if kind == "that_day":
        return (date, DAY) if precision == DAY else None
    sign = -1 if groups.get("back") or groups.get("before") else 1
    unit = groups.get("unit") or "day"
    count = 1
    if kind == "shift":
        count = _count(groups["count"])
    if unit in ("day", "week"):
        if precision != DAY:
            return None
        return date + datetime.timedelta(days=sign * count * (7 if unit == "week" else 1)), DAY
    if unit == "month":
        if precision == YEAR:
            return None
        return _shift_months(date, sign * count), MONTH
    return datetime.date(date.year + sign * count, 1, 1), YEAR


def _weekend(published: datetime.date, future, rel: str) -> datetime.date:
    """Return the Saturday of the weekend meant: the one ahead when the verbs say so or it is
    "next weekend", the one behind when they say past or it is "last weekend" (the one before
    a weekend publication's own), else the nearer."""
    back = (published.weekday() - 5) % 7
    ahead = (5 - published.weekday()) % 7
    if rel == "last":
        # on a weekend, "last weekend" is the one before
        return published - datetime.timedelta(days=back + (7 if back <= 1 else 0))
    if rel == "next":
        return published + datetime.timedelta(days=ahead or 7)
    if future or (future is None and ahead < back):
        return published + datetime.timedelta(days=ahead)
    return published - datetime.timedelta(days=back)


def _same_period(previous, unit: str):
    """Return "the same year" / "the same month" as that period of the last moment that
    names one ("recorded in 2019 ... filed the suit on Monday ... emailed a demo the same year":
    2019, not the year of Monday)."""
    date, precision, named = previous
    anchor = named.get(unit) or (date, precision)
    if unit == "year":
        return datetime.date(anchor[0].year, 1, 1), YEAR
    return anchor[0].replace(day=1), MONTH


_DATELINE_DAY = re.compile(_MONTH + r"\s+(?P<day>\d{1,2})\b(?:,\s+(?P<year>\d{4}))?")
_DATELINE = re.compile(
    r"[A-Z][A-Z.'\- ]{1,40}(?:,\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)?,\s+"
    r"[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:,\s+\d{4})?\s*(?:\([A-Z][\w ]{0,20}\)\s*)?[-\u2013\u2014]"
)


# how far a dateline's day may lie from the page's date and still be the day it was filed
_FILED_WITHIN = 3


# a day written in full, with its year: "October 26, 2021", "8 April, 2022"
_FULL_DATE = re.compile(
    _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>(?:19|20)\d{2})\b"
    r"|\b(?P<day2>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _MONTH.replace("<month>", "<month2>")
    + r",?\s+(?P<year2>(?:19|20)\d{2})\b"
)
_WEEKDAY_FIGURES = re.compile(_WEEKDAY + r"\s*\(\s*" + _FIGURES + r"\s*\)")
_ANY_YEAR = re.compile(r"(?<![\d$#,.])(?:19|20)\d{2}(?!\d)")
# a weekday and a day of the month with no year: "On Saturday, July 13", "Thursday (29 December)"
_WEEKDAY_MONTH_DAY = re.compile(
    r"\b"
    + _WEEKDAY
    + r",?\s+\(?(?:"
    + _MONTH
    + r"\s+(?P<day>\d{1,2})|(?P<day2>\d{1,2})\s+"
    + _MONTH.replace("<month>", "<month2>")
    + r")(?:st|nd|rd|th)?\)?(?![\w,]*\s*,?\s*(?:19|20)\d{2})"
)
# how many years after the latest year a page names it may be written in
_YEARS_AFTER = 2


def _latest_full_date(text: str) -> datetime.date | None:
    """Return the reference date of a page that shows none: the latest day its text writes in
    full, with its year ("on October 26, 2021"), so that "on Saturday" and "Today" resolve
    against the article's own dates (rule reference-from-the-text); None when there is no
    such day or the text names a later year (the day is history, not the story's)."""
    latest = None
    for match in _FULL_DATE.finditer(text):
        month = match.group("month") or match.group("month2")
        day = _safe_date(
            int(match.group("year") or match.group("year2")),
            _month_number(month),
            int(match.group("day") or match.group("day2")),
        )
        if day is not None and (latest is None or day > latest):
            latest = day
    for match in _WEEKDAY_FIGURES.finditer(text):
        day = _figures_date(match.groupdict())
        if day is not None and (latest is None or day > latest):
            latest = day
    weekday_dated = _weekday_dated(text)
    if weekday_dated is not None and (
        latest is None
        # ("on August 20, 2022" then "on Tuesday, August 20", which 2022 has on a Saturday:
        # the page is of the later year the weekday fits)
        or (
            weekday_dated > latest
            and (same_day := _safe_date(latest.year, weekday_dated.month, weekday_dated.day))
            and same_day.weekday() != weekday_dated.weekday()
        )
    ):
        latest = weekday_dated
    if latest is None:
        return None
    if any(int(year.group()) > latest.year for year in _ANY_YEAR.finditer(text)):
        return None
    return latest


def _weekday_dated(text: str) -> datetime.date | None:
    """Return the latest past day a page that shows no date writes as a weekday and a day of
    the month ("On Saturday, July 13"), in the one year that puts the day on that weekday
    from the latest year the page names to two years after it; None without such a day or
    year (rule reference-from-the-text)."""
    years = [int(year.group()) for year in _ANY_YEAR.finditer(text)]
    if not years:
        return None
    latest = None
    for match in _WEEKDAY_MONTH_DAY.finditer(text):
        opening = max(text.rfind(stop, 0, match.start()) for stop in ".!?\n")
        if _FUTURE.search(text[opening + 1 : match.start()].lower()):
            continue  # "will hold a session on Thursday, February 26": no day the page is of
        month = _month_number(match.group("month") or match.group("month2"))
        number = int(match.group("day") or match.group("day2"))
        weekday = WEEKDAYS.index(match.group("weekday").lower())
        fits = [
            day
            for year in range(max(years), max(years) + _YEARS_AFTER + 1)
            if (day := _safe_date(year, month, number)) and day.weekday() == weekday
        ]
        if len(fits) == 1 and (latest is None or fits[0] > latest):
            latest = fits[0]
    return latest


def _dateline_day(text: str, paragraphs, published):
    """Return ``(date, start, end)`` of the day a wire dateline in the story's first
    paragraphs names ("WASHINGTON, Dec. 8 (UPI) -"), or None: the year is the one given or
    the publication's, and a day more than a few days off the publication is no filing day."""
    seen = 0
    for paragraph in paragraphs:
        if paragraph.kind not in (PROSE, HEADLINE):
            continue
        seen += 1
        if seen > 3:
            return None
        dateline = _DATELINE.match(text, paragraph.start, paragraph.end)
        if dateline is None:
            continue
        day = _DATELINE_DAY.search(text, dateline.start(), dateline.end())
        if day is None:
            return None
        month, number = _month_number(day.group("month")), int(day.group("day"))
        if day.group("year"):
            found = _safe_date(int(day.group("year")), month, number)
        elif published is None:
            return None
        else:
            years = (published.year - 1, published.year, published.year + 1)
            dates = [d for d in (_safe_date(y, month, number) for y in years) if d]
            found = min(dates, key=lambda d: abs(d - published), default=None)
        if found is None or (published and abs((found - published).days) > _FILED_WITHIN):
            return None
        return found, day.start(), day.end()
    return None


def find_moments(
    text: str,
    paragraphs: tuple[Paragraph, ...],
    published: datetime.date | None,
    quote_spans: list[tuple[int, int]] = (),
    people_in: callable = lambda start, end: (),
    sentences: tuple[tuple[int, int], ...] | None = None,
) -> tuple[Moment, ...]:
    """Return the dated moments of the story paragraphs, in text order, inside quotes too
    (as the published corpora date them), save a year alone inside a quote.

    ``people_in(start, end)`` names the people mentioned in a sentence. ``sentences`` are
    those of the story paragraphs in text order, when the caller has split them already
    (``Cast.sentences``).
    """
    if sentences is None:
        sentences = [
            sentence
            for paragraph in paragraphs
            if paragraph.kind in (PROSE, HEADLINE)
            for sentence in split_sentences(text, paragraph.start, paragraph.end)
        ]
    quoted = sorted(quote_spans)
    moments: list[Moment] = []
    # "NEW YORK, Dec. 14 (UPI) -": a wire dateline names the day the story was filed, which
    # its weekdays and "today" count from (a page's date stamp may be a day off it)
    filed = _dateline_day(text, paragraphs, published)
    if filed is not None:
        published = filed[0]
    inferred = published is None
    if inferred:
        published = _latest_full_date(text)
    previous: tuple | None = None  # (date, precision, {"year"/"month": (date, precision)})
    counted_from: tuple | None = None  # the same, unless an undated time came after it
    story_day = None  # the last day the story dated, unless an undated time came after it
    named: dict[str, tuple[datetime.date, str]] = {}
    full_dates: dict[tuple[int, int], int] = {}  # (month, day) -> the year the story gave it
    q = 0
    for paragraph in paragraphs:
        if paragraph.kind not in (PROSE, HEADLINE):
            continue
        # "WELLINGTON, March 3 (Reuters) -": a wire dateline's date is the filing's
        dateline = _DATELINE.match(text, paragraph.start, paragraph.end)
        dateline_end = dateline.end() if dateline else paragraph.start
        if filed is not None and filed[1] < dateline_end and filed[1] >= paragraph.start:
            date, start, end = filed
            previous = counted_from = (date, DAY, dict(named))
            story_day = date
            s_end = next((b for a, b in sentences if a <= start < b), paragraph.end)
            moments.append(
                Moment(
                    expression=text[start:end],
                    start=start,
                    end=end,
                    date=date,
                    precision=DAY,
                    sentence=text[paragraph.start : s_end],
                    sentence_start=paragraph.start,
                    sentence_end=s_end,
                    people=tuple(people_in(paragraph.start, s_end)),
                )
            )
        first = bisect.bisect_left(sentences, (paragraph.start,))
        last = bisect.bisect_left(sentences, (paragraph.end,))
        # the year a phrase of time opening the paragraph sets ("In the summer of 2020, ...
        # July 12. Megan first recounted the night July 15 ..."), kept by the sentences after
        # it until one names a year of its own
        paragraph_year = None
        for s_start, s_end in sentences[first:last]:
            sentence = text[s_start:s_end]
            tense = None  # read the verbs only in a sentence with a date to place
            sentence_day = None  # the last day dated in this sentence
            # the last year other than publication's it names: (year, its end, its start)
            sentence_year = (paragraph_year, s_start, s_start) if paragraph_year else None
            opens_paragraph = s_start <= paragraph.start + 1
            for start, end, kind, match in _matches(text, s_start, s_end):
                while q < len(quoted) and quoted[q][1] <= start:
                    q += 1
                in_quote = q < len(quoted) and quoted[q][0] <= start
                if start < dateline_end:
                    continue
                if kind == "weekday_lead" and text[s_start:start].strip(" \"'\u201c\u2018"):
                    continue  # "appeared on Saturday Night Live" is no day
                if (
                    kind in ("day_word", "day_part")
                    and text[start].isupper()
                    and text[s_start:start].strip(" \"'\u201c\u2018")
                    # a quote's first word: 'Rubio says, "Tonight was his night."' (not a
                    # quoted title: 'the "Today" show')
                    and not (
                        text[s_start:start].rstrip().endswith(("\u201c", '"'))
                        and not text.startswith(("\u201d", '"'), end)
                    )
                ):
                    continue  # "the BBC's Today programme", "The Tonight Show" are names
                if (
                    kind == "the_season"
                    and match.group("season") == "fall"
                    and _TUMBLE.search(sentence)
                ):
                    continue  # "she broke her wrist in the fall" is no season
                if kind == "shift" and _COMPARED.search(text, max(s_start, start - 60), start):
                    continue
                if (
                    kind == "adjacent"
                    and match.group("unit")
                    and _AGAINST.search(text, s_start, start)
                ):
                    continue  # "up 5% on the previous year" compares, no moment
                if kind == "adjacent" and (
                    _OR_TWO.match(text, end)
                    or (
                        "next" in match.group().lower()
                        and _SPAN_BEFORE.search(text, s_start, start)
                    )
                ):
                    continue  # "in the next day or two", "over the next year": a span ahead
                if tense is None:
                    tense = _Tense(text, s_start, s_end, quoted, paragraph.kind == HEADLINE)
                future = None
                if in_quote:
                    # a date inside a quote goes by the quote's own verbs ("I'll vote for her
                    # in November"), and by the story's when they say nothing
                    a, b = max(s_start, quoted[q][0]), min(s_end, quoted[q][1])
                    future = _Tense(text, a, b, ()).is_future(start, end)
                if future is None:
                    future = tense.is_future(start, end)
                if kind == "weekday" and published is not None:
                    before = text[max(s_start, start - 60) : start]
                    if (
                        _BEFORE_EVENT.search(before) and text.startswith(_OWNS, end)
                    ) or _BEFORE_NAMED_EVENT.search(before):
                        # "a debate before Monday's caucus", "spending before the New
                        # Hampshire primary on Tuesday": the nearer such day, whatever the verb
                        target = WEEKDAYS.index(match.group("weekday").lower())
                        ahead = (target - published.weekday()) % 7
                        future = 0 < ahead < (published.weekday() - target) % 7 or None
                if not future and _deferred_to(text, s_start, start, end):
                    future = True
                if in_quote and kind == "at_the_time":
                    # "a facility I didn't appreciate at the time": the speaker's time, not
                    # the last the story dated
                    continue
                if kind == "undated":
                    if not in_quote:
                        # (an undated time someone quoted names, "seen in an ambulance
                        # recently", is no time the story moves to: "earlier in the day"
                        # after the quote still counts from the story's day)
                        counted_from = story_day = None
                    continue
                if kind == "shift_clause":
                    # the day of the clause it is set off from by a comma, or of a present
                    # "comes" (not "the caucuses will come three days after the primary", nor
                    # "recounted on Sunday an assault that took place three weeks after ...")
                    anchor = sentence_day if _SET_OFF.search(text, s_start, start) else None
                    if anchor is None and _COMES.search(text, s_start, start):
                        anchor = published
                    if anchor is None:
                        if published is not None and _tells_news(text, s_start, s_end, quoted):
                            # "X has shared a tribute two days after she was killed", "Two
                            # days after the death, his co-stars have come together": the
                            # present perfect tells the news of the day, the day the words date
                            resolved = (published, DAY)
                        elif (
                            story_day is not None
                            and sentence_day is None
                            and _STORY_DAY_EVENT.search(text, s_start, start)
                        ):
                            # "She said at a vigil on Saturday ... / ..., he told the crowd,
                            # two days after she was killed", "His arrival came a day after
                            # ...": the day the story is at, as "later that day" counts from
                            resolved = (story_day, DAY)
                        else:
                            continue
                    else:
                        count = _count(match.group("count"))
                        days = count * (7 if match.group("unit") == "week" else 1)
                        sign = 1 if match.group("before") else -1
                        resolved = (anchor + datetime.timedelta(days=sign * days), DAY)
                elif kind == "bracket_day":
                    resolved = _bracketed_day(text, start, int(match.group("day")), moments)
                else:
                    resolved = _resolve(
                        kind,
                        match,
                        published,
                        future,
                        counted_from if kind in _COUNTED else previous,
                    )
                if resolved is None or resolved[0] is None:
                    continue
                if in_quote and resolved[1] == YEAR and kind not in ("season", "the_season"):
                    # a year inside a quote is the speaker's ("I was 20 in 2009", "this
                    # year"); a day or a month is the story's ("we will vote tomorrow"), and
                    # so is a season counted from now ("as we have said since last summer")
                    continue
                if (
                    kind in _COUNTED
                    and future is False
                    and published
                    and not inferred
                    and resolved[0] > published
                ):
                    continue  # "A day later, her lawyer responded": no day after publication
                if kind in ("month_day", "day_month") and resolved[1] == DAY:
                    key = (resolved[0].month, resolved[0].day)
                    if match.group("year"):
                        full_dates[key] = resolved[0].year
                    elif (
                        key in full_dates
                        and full_dates[key] != resolved[0].year
                        and not (
                            # ("on Tuesday, August 20" two years on: the weekday says which)
                            match.groupdict().get("weekday")
                            and resolved[0].weekday()
                            == WEEKDAYS.index(match.group("weekday").lower())
                        )
                    ):
                        # "the Sept. 11 attacks" after "Sept. 11, 2001": the year the story
                        # gave that day
                        resolved = (resolved[0].replace(year=full_dates[key]), DAY)

                if (
                    (
                        (kind in _BARE_MONTHS and resolved[1] == MONTH)
                        # ("In the summer of 2020, reports spread of an incident that occurred
                        # July 12": a day without its year, too)
                        or (kind in ("month_day", "day_month") and not match.group("year"))
                    )
                    and not future
                    and not (match.groupdict().get("mrel"))
                    and sentence_year is not None
                    and resolved[0].year != sentence_year[0]
                    and not _CLAUSE_BREAK.search(text, sentence_year[1], start)
                    # ("The singer, best known for her 1990 cover, died in July": a year in
                    # a phrase set off by commas says nothing of the main clause's month)
                    and not (
                        ", " in text[s_start : sentence_year[2]]
                        and ", " in text[sentence_year[1] : start]
                    )
                ):
                    # "Eight years ago, Obama ... having won 11 contests in February", "In
                    # 2008, his campaign began airing ads in mid-September", "stayed in the
                    # 2008 contest until June": the month of the past year its clause is
                    # about (rule month-of-the-clause-year); not a year in a clause of its
                    # own ("legal in late 2013, continued to rise in October")
                    resolved = (resolved[0].replace(year=sentence_year[0]), resolved[1])
                if (
                    resolved[1] == YEAR
                    and published is not None
                    and resolved[0].year < published.year
                    and (
                        kind in ("year_modifier", "year_noun")
                        or (
                            kind in ("year", "ago", "part_of")
                            and _OPENING.fullmatch(text, s_start, start)
                        )
                    )
                ):
                    sentence_year = (resolved[0].year, end, start)
                    if opens_paragraph and kind in ("year", "ago", "part_of"):
                        paragraph_year = resolved[0].year  # (not "its 2009 peak")
                if paragraph_year and match.groupdict().get("year") and not opens_paragraph:
                    paragraph_year = None  # ("... in December 2022": a year of its own)
                # The last moment, and the last that names a year or a month outright
                # (an absolute date, not "on Monday" or "last year").
                if kind in (
                    "month_day",
                    "weekday_bracket",
                    "day_month",
                    "month_year",
                ) and match.group("year"):
                    named["year"] = resolved
                if kind in _MONTH_KINDS and resolved[1] != YEAR:
                    named["month"] = resolved
                if (
                    kind in ("year", "part_of", "year_modifier", "year_noun")
                    and resolved[1] == YEAR
                ):
                    named["year"] = resolved
                if kind != "shift_clause" and not in_quote:
                    # (the sentence is about its own day, not the event counted back from it;
                    # nor is the story about a day someone it quotes names: "those photos are
                    # from last weekend" ... "confirmed earlier in the day")
                    previous = counted_from = (*resolved[:2], dict(named))
                    if resolved[1] == DAY:
                        story_day = resolved[0]
                if resolved[1] == DAY and kind != "shift_clause":
                    sentence_day = resolved[0]
                moments.append(
                    Moment(
                        expression=text[start:end],
                        start=start,
                        end=end,
                        date=resolved[0],
                        precision=resolved[1],
                        sentence=sentence,
                        sentence_start=s_start,
                        sentence_end=s_end,
                        people=tuple(people_in(s_start, s_end)),
                    )
                )
    return tuple(moments)


class _Tense:
    """Tell whether a date in one sentence lies ahead, from the verbs around it.

    The nearest marker before the date decides: "will cut ..., the company said on
    Tuesday" is past ("said" comes after "will"), "confirmed that the library will
    close in March" is future. A date ahead of any verb ("On June 21, the senator
    will meet ...") takes the first marker after it. With no verb either way the
    answer is None, and a day and month go to the nearer year. Quoted words do not
    count.
    """

    def __init__(
        self, text: str, start: int, end: int, quoted: list[tuple[int, int]], headline=False
    ):
        first = bisect.bisect_left(quoted, (start,)) - 1
        spans = []
        for i in range(max(0, first), min(len(quoted), max(0, first) + 50)):
            a, b = quoted[i]
            if a >= end:
                break
            spans.append((a, b))

        def outside(pos: int) -> bool:
            return not any(a <= pos < b for a, b in spans)

        lowered = text[start:end].lower()
        matches = [
            m
            for m in _FUTURE.finditer(lowered)
            if outside(start + m.start())
            and not (m.group().startswith("to be") and _RECORD.search(lowered, 0, m.start()))
            and not (m.group() == "may" and text[start + m.start()] == "M")  # the month
            and not (
                (
                    _WILL_NAME.match(text, start + m.start())
                    or (
                        text[start + m.start()] == "W"
                        and _INSIDE_CLAUSE.search(text, start, start + m.start())
                    )
                )
                # a title-case headline's modal: "Coral Room Will Close in January"
                and not (headline and _AFTER_WORD.search(text, start, start + m.start()))
            )
        ]
        self.future = [start + (m.start("at") if m.group("at") else m.start()) for m in matches]
        # "was prepared to": a participle inside a marker is no past of its own
        inside_marker = {start + k for m in matches for k in range(m.start() + 1, m.end())}
        present = [
            m.start() for m in _PRESENT_VERB.finditer(text, start, end) if outside(m.start())
        ]
        if headline:
            # a headline's "Actors X, Y to tie the knot in May": the infinitive after a name
            # is the headline's future
            present += [
                m.start(1) for m in _HEADLINE_TO.finditer(text, start, end) if outside(m.start())
            ]
        if present:
            self.future = sorted({*self.future, *present})
        # "would" is a future seen from the past: after a date it says nothing of the date
        # ("At a gala on Friday, an announcement that she would sing was booed" is past), nor
        # does "must" ("After winning Tuesday's primary, he must now face ...")
        self.ahead_after = [
            p for p in self.future if not lowered.startswith(("would", "must"), p - start)
        ]
        # a promise or a plan made in the past is itself behind a date before it: "On Friday
        # she agreed to pay" (its object, after it, is still ahead: "agreed to pay in July")
        made = [p for p in self.ahead_after if _MADE.match(lowered, p - start)]
        if made:
            self.ahead_after = [p for p in self.ahead_after if p not in made]
        ahead = set(self.future)
        self.past = [
            start + m.start()
            for m in _PAST.finditer(lowered)
            if m.group() not in _NOT_PAST
            and outside(start + m.start())
            and start + m.start() not in ahead  # "agreed to write": the intent, not the past
            and start + m.start() not in inside_marker
            and not _PASSIVE_BEFORE.search(lowered, max(0, m.start() - 30), m.start())
        ]
        # ", and voters go to the polls Nov. 4": a verb before a clause break is another
        # clause's and says nothing of a date after it
        # (not the last comma of a list of names: "clients Ana X, Bea Y, and Cy Z on Thursday")
        self.breaks = [
            start + m.start()
            for m in _CLAUSE_BREAK.finditer(lowered)
            if not (
                text[start + m.end() : start + m.end() + 1].isupper()
                and _NAMES_LISTED.search(
                    text, max(start, m.start() + start - 80), m.start() + start
                )
            )
        ]
        self.past_after = sorted({*self.past, *made}) if made else self.past
        # "announced her tour, which would be her 12th, in January": a relative clause set
        # off by commas is about its noun; its verbs say nothing of a date after it
        self.set_off = [
            (start + m.start(), start + m.end())
            for m in _RELATIVE_SET_OFF.finditer(lowered)
            if outside(start + m.start())
        ]

    def _nearest_before(self, positions: list[int], start: int, clause: int) -> int | None:
        """Return the last of ``positions`` before ``start`` in its clause, passing over a
        relative clause set off before ``start``."""
        k = bisect.bisect_left(positions, start) - 1
        while k >= 0 and positions[k] > clause:
            if not any(a < positions[k] < b <= start for a, b in self.set_off):
                return positions[k]
            k -= 1
        return None

    def is_future(self, start: int, end: int) -> bool | None:
        b = bisect.bisect_left(self.breaks, start) - 1
        clause = self.breaks[b] if b >= 0 else -1
        marker = self._nearest_before(self.future, start, clause)
        past = self._nearest_before(self.past, start, clause)
        if marker is not None and (past is None or past < marker):
            return True
        if past is not None:
            return False
        k = bisect.bisect_left(self.ahead_after, end)
        j = bisect.bisect_left(self.past_after, end)
        # only the date's own clause: a verb past the next break is another clause's
        b = bisect.bisect_left(self.breaks, end)
        stop = self.breaks[b] if b < len(self.breaks) else float("inf")
        ahead = self.ahead_after[k] if k < len(self.ahead_after) else stop
        past = self.past_after[j] if j < len(self.past_after) else stop
        if ahead < stop and ahead < past:
            return True
        return False if past < stop else None  # None: no verb says either way


def _matches(text: str, start: int, end: int):
    """Return non-overlapping date matches in ``text[start:end]``, longest first on overlap."""
    found = []
    sentence = text[start:end]
    lowered = sentence.lower()
    # (one set holds both kinds: a word found either way can only let a scan run, never skip it)
    present = {word for word in _GATE_WORDS if word in lowered}
    present.update(word for word in _CASED_GATE_WORDS if word in sentence)
    for kind, pattern, gate, cased in _GATED_PATTERNS:
        if (gate and gate.isdisjoint(present)) or (cased and cased.isdisjoint(present)):
            continue  # none of the words the pattern needs: spare the scan
        for match in pattern.finditer(text, start, end):
            # (a year as a modifier is the year alone: "2008", not "Clinton's 2008")
            start_at = match.start()
            if kind == "year_modifier":
                start_at = match.start("year")
            elif kind == "month_and":
                start_at = match.start("month")
            elif kind == "month_owned":
                start_at = match.start("month") if match.group("month") else start_at
            elif kind == "the_season" and match.group()[:3].lower() != "the":
                start_at = match.start("season")  # "be spring before": the season alone
            found.append((start_at, match.end(), kind, match))
    found.sort(key=lambda item: (item[0], -(item[1] - item[0])))
    kept = []
    for item in found:
        if kept and item[0] < kept[-1][1]:
            continue
        kept.append(item)
    return kept
