"""A synthetic multi-outlet story, for benchmarks and scale tests.

Every article retells one invented event: a statement by its protagonist
(quoted whole, trimmed, split by its cue or slightly altered, as outlets do),
a reply by a second person, dated background moments and filler of varied
length. The same seed gives the same story.
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
    made = []
    for n in range(articles):
        published = datetime.datetime.combine(
            event_day + datetime.timedelta(days=rng.choice([0, 1, 1, 2])),
            datetime.time(rng.randint(6, 22), rng.randint(0, 59)),
            tzinfo=datetime.UTC,
        )
        outlet = outlet_names[n % len(outlet_names)]
        text = _article_text(rng, star, friend, descriptor, age, event_day, published.date())
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


def _article_text(rng, star, friend, descriptor, age, event_day, published) -> str:
    star_last, friend_last = star.split()[-1], friend.split()[-1]
    weekday = event_day.strftime("%A")
    when = "on " + weekday if published != event_day else "today"
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
