"""A synthetic multi-outlet story, for benchmarks and scale tests.

Every article retells one invented event: a statement by its protagonist
(quoted whole, trimmed, split by its cue or slightly altered, as outlets do),
a reply by a second person, dated background moments and filler of varied
length. A bigger story runs over more days, with a dated development every
``ARTICLES_PER_DEVELOPMENT`` articles and a member of the public quoted every
``ARTICLES_PER_VOICE``. The same seed gives the same story.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

FIRST = ["Ava", "Marcus", "Lena", "Tomás", "Priya", "Jonah", "Keiko", "Darius", "Noor", "Felix"]
LAST = ["Hartley", "Okafor", "Lindqvist", "Moreau", "Castellano", "Whitfield", "Nakamura", "Bell"]
ROLES = [
    ("singer", "the Grammy-winning singer"),
    ("actor", "the Oscar-nominated actor"),
    ("senator", "the first-term senator"),
    ("chef", "the celebrity chef"),
]
OUTLET_WORDS = ["Daily", "Morning", "Evening", "Global", "City", "National", "Weekly", "Star"]
OUTLET_NOUNS = ["Post", "Herald", "Courier", "Observer", "Times", "Ledger", "Mirror", "Gazette"]
STATEMENT = [
    "I never expected the response to be so cruel.",
    "When people call this a controversy, they are hiding what it really is.",
    "This is not a debate about taste, it is harassment.",
    "I am grateful for everyone who stood up and said something kind.",
    "We can disagree without tearing each other apart.",
    "I will keep doing the work I love, and I hope you will keep listening.",
]
REPLY = ["You mean everything to me.", "Thank you for standing with me."]
FILLER = [
    "The post quickly drew thousands of comments, many of them hostile.",
    "Fans rallied in the replies, sharing messages of support.",
    "Representatives for both did not immediately respond to a request for comment.",
    "The pair have appeared together at several charity events.",
    "Critics said the backlash showed how divided audiences have become.",
    "The exchange was widely shared on social media within hours.",
    "Industry observers noted the unusually personal tone of the message.",
    "It is not the first time the two have defended each other in public.",
]
ALTER = [("never", "never ever"), ("cruel", "harsh"), ("kind", "kind things"), ("love", "adore")]
# A long-running story grows as real ones do: new developments on new days, and
# new people quoted. Both scale with the number of articles, so that a page
# looping over the whole story shows in the benchmark's growth figures.
ARTICLES_PER_DEVELOPMENT = 25
ARTICLES_PER_VOICE = 20
DEVELOPMENTS = [
    "met the organisers of an anti-bullying campaign",
    "posted a second video about the comments",
    "appeared on a morning television show",
    "cancelled a public appearance",
    "thanked fans at a sold-out concert",
    "donated to a charity for young people online",
    "spoke to students at a university event",
    "met executives of a social media company",
]
VOICE_FIRST = [
    "Abigail",
    "Bernard",
    "Clara",
    "Desmond",
    "Eleanor",
    "Franklin",
    "Greta",
    "Harold",
    "Imogen",
    "Jasper",
    "Kathleen",
    "Leopold",
    "Miriam",
    "Nathaniel",
    "Ophelia",
    "Percival",
]
VOICE_LAST = [
    "Ashcombe",
    "Brightwater",
    "Cavendish",
    "Drummond",
    "Ellsworth",
    "Fairbanks",
    "Goodall",
    "Holloway",
    "Ingram",
    "Jefferies",
    "Kingsley",
    "Lockhart",
    "Merriweather",
    "Northcott",
]
JOBS = ["a teacher", "a nurse", "a student", "a shop owner", "a musician", "a lawyer"]
CITIES = ["Leeds", "Denver", "Cork", "Adelaide", "Halifax", "Tucson", "Dundee", "Austin"]
VOICE_LINES = [
    "I have followed {star} for {n} years and I have never seen anything like this.",
    "What happened to {friend} could happen to anyone who posts online.",
    "People in {city} have talked about little else for {n} days.",
    "My {n} pupils asked me about it, and I did not know what to tell them.",
    "It took {star} courage to answer, and {n} words were enough.",
]


@dataclass(frozen=True)
class DemoArticle:
    filename: str
    outlet: str
    published: datetime.datetime
    headline: str
    byline: str
    text: str


@dataclass(frozen=True)
class DemoStory:
    slug: str
    title: str
    summary: str
    articles: tuple[DemoArticle, ...]

    def event_toml(self) -> str:
        def s(value: str) -> str:
            return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'

        lines = [
            "[event]",
            f"title = {s(self.title)}",
            f"slug = {s(self.slug)}",
            f"summary = {s(self.summary)}",
            'framing_words = ["backlash", "controversy", "harassment", "cruel"]',
        ]
        for a in self.articles:
            lines += [
                "",
                "[[articles]]",
                f"file = {s(a.filename)}",
                f"outlet = {s(a.outlet)}",
                f"published = {a.published.strftime('%Y-%m-%dT%H:%M:%SZ')}",
                f"headline = {s(a.headline)}",
                f"byline = {s(a.byline)}",
            ]
        return "\n".join(lines) + "\n"


def generate_story(articles: int, outlets: int, seed: int = 1) -> DemoStory:
    """Return a synthetic story of ``articles`` articles from ``outlets`` outlets."""
    rng = random.Random(seed)
    star = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    friend = f"{rng.choice([n for n in FIRST if not star.startswith(n)])} {rng.choice(LAST)}"
    role, descriptor = rng.choice(ROLES)
    age = rng.randint(24, 61)
    outlet_names = _outlet_names(rng, outlets)
    event_day = datetime.date(2025, 3, 3) + datetime.timedelta(days=rng.randint(0, 200))
    story_slug = f"demo-{seed}-{articles}"
    # Development k happens on day k + 1 after the event; coverage runs a day past the last.
    developments = articles // ARTICLES_PER_DEVELOPMENT
    voices = _voices(rng, articles // ARTICLES_PER_VOICE, star, friend)
    made = []
    for n in range(articles):
        day = rng.randint(0, developments + 2) if developments else rng.choice([0, 1, 1, 2])
        published = datetime.datetime.combine(
            event_day + datetime.timedelta(days=day),
            datetime.time(rng.randint(6, 22), rng.randint(0, 59)),
            tzinfo=datetime.UTC,
        )
        outlet = outlet_names[n % len(outlet_names)]
        text = _article_text(rng, star, friend, descriptor, age, event_day, published.date())
        if developments and day > 1:
            k = min(day - 1 - rng.randint(0, 1), developments) - 1
            if k >= 0:
                text += _development(star, event_day + datetime.timedelta(days=k + 1), k)
        if voices:
            text += _voice(rng.choice(voices))
        made.append(
            DemoArticle(
                filename=f"{n:05d}.txt",
                outlet=outlet,
                published=published,
                headline=f"{star} {rng.choice(['hits back at', 'answers', 'calls out'])} "
                f"online abuse ({outlet} #{n + 1})",
                byline=f"By {rng.choice(FIRST)} {rng.choice(LAST)}",
                text=text,
            )
        )
    return DemoStory(
        slug=story_slug,
        title=f"{star} answers the abuse over a post with {friend}",
        summary=f"The {role} {star} spoke out after a joint post with {friend} drew abuse.",
        articles=tuple(made),
    )


def _outlet_names(rng: random.Random, count: int) -> list[str]:
    names: list[str] = []
    while len(names) < count:
        name = f"The {rng.choice(OUTLET_WORDS)} {rng.choice(OUTLET_NOUNS)}"
        if name in names:
            name = f"{name} {len(names) + 1}"
        names.append(name)
    return names


def _voices(rng: random.Random, count: int, star: str, friend: str) -> list[tuple[str, str]]:
    """Return ``count`` members of the public, each with the one line they are quoted saying."""
    if not count:
        return []  # and no draws: a small story is the same as before voices existed
    names = [f"{first} {last}" for last in VOICE_LAST for first in VOICE_FIRST]
    rng.shuffle(names)
    voices = []
    for name in names[:count]:
        line = rng.choice(VOICE_LINES).format(
            star=star.split()[-1],
            friend=friend.split()[-1],
            city=rng.choice(CITIES),
            n=rng.randint(2, 40),
        )
        voices.append((f"{name}, {rng.choice(JOBS)} from {rng.choice(CITIES)}", line))
    return voices


def _development(star: str, day: datetime.date, k: int) -> str:
    what = DEVELOPMENTS[k % len(DEVELOPMENTS)]
    return f"\nOn {day:%B} {day.day}, {star.split()[-1]} {what}.\n"


def _voice(voice: tuple[str, str]) -> str:
    who, line = voice
    return f'\n"{line[:-1]}," said {who}.\n'


def _article_text(rng, star, friend, descriptor, age, event_day, published) -> str:
    star_last, friend_last = star.split()[-1], friend.split()[-1]
    days_after = (published - event_day).days
    when = "today" if not days_after else f"on {event_day:%A}" if days_after < 7 else "earlier"
    paragraphs = [
        f"{star} has spoken out against the abuse aimed at {friend}.",
        f"{descriptor[0].upper()}{descriptor[1:]}, {age}, {when} shared a message after a "
        f"post with {friend} on {event_day:%B} {event_day.day} was met with hostile comments.",
    ]
    sentences = STATEMENT[: rng.randint(2, len(STATEMENT))]
    style = rng.choice(["whole", "split", "trimmed", "altered"])
    if style == "split" and len(sentences) > 1:
        paragraphs.append(f'"{sentences[0][:-1]}," {star_last} wrote. "{" ".join(sentences[1:])}"')
    elif style == "trimmed":
        kept = sentences[1:] if len(sentences) > 2 else sentences
        paragraphs.append(f'"{" ".join(kept)}" {star_last} wrote on Instagram.')
    elif style == "altered":
        old, new = rng.choice(ALTER)
        paragraphs.append(f'"{" ".join(sentences).replace(old, new, 1)}" {star_last} said.')
    else:
        paragraphs.append(f'{star_last} wrote in the caption: "{" ".join(sentences)}"')
    if rng.random() < 0.6:
        paragraphs.append(f'{friend_last} replied, "{rng.choice(REPLY)}"')
    if rng.random() < 0.5:
        year = event_day.year - rng.randint(1, 3)
        paragraphs.append(f"The two first worked together in {year}, on a campaign for charity.")
    if rng.random() < 0.3:
        paragraphs.append('One fan writes: "We are all behind you."')
    paragraphs += rng.sample(FILLER, rng.randint(1, len(FILLER)))
    paragraphs.append(
        f"By {published:%A} evening the post had drawn more than "
        f"{rng.randint(2, 900) * 100:,} comments."
    )
    return "\n\n".join(paragraphs) + "\n"
