"""Small ``make_<model>(**overrides)`` helpers: each makes one valid row."""

import datetime
import itertools

from articles.ingest import store_aggregates
from articles.models import (
    Article,
    Event,
    Mention,
    Moment,
    MomentSource,
    Outlet,
    Person,
    Quote,
    Statement,
)

_numbers = itertools.count(1)


def make_outlet(**overrides):
    n = next(_numbers)
    return Outlet.objects.create(**{"name": f"Outlet {n}", "slug": f"outlet-{n}", **overrides})


def make_story(**overrides):
    n = next(_numbers)
    return Event.objects.create(
        **{"title": f"Story {n}", "slug": f"story-{n}", "summary": "What happened.", **overrides}
    )


def make_moment(story, **overrides):
    n = next(_numbers)
    return Moment.objects.create(
        **{
            "story": story,
            "title": f"Moment {n}",
            "slug": f"moment-{n}",
            "occurred_on": datetime.date(2024, 3, 8),
            "precision": "day",
            **overrides,
        }
    )


def make_article(story=None, **overrides):
    n = next(_numbers)
    body = overrides.pop("body", f'Article {n}. "We are here," Jane Doe said.')
    values = {
        "story": story or make_story(),
        "headline": f"Headline {n}",
        "slug": f"headline-{n}",
        "body": body,
        "source_key": f"test/{n}.txt",
        "content_hash": f"{n:064d}",
        "word_count": len(body.split()),
        "published_at": datetime.datetime(2024, 3, 11, 12, tzinfo=datetime.UTC),
    }
    if "outlet" not in overrides:
        values["outlet"] = make_outlet()
    return Article.objects.create(**{**values, **overrides})


def make_person(**overrides):
    n = next(_numbers)
    return Person.objects.create(**{"name": f"Person {n}", "slug": f"person-{n}", **overrides})


def make_quote(article, **overrides):
    text = overrides.pop("text", "We are here")
    start = article.body.find(text)
    start = max(start, 0)
    return Quote.objects.create(
        article=article, text=text, start=start, end=start + len(text), **overrides
    )


def make_mention(article, person, **overrides):
    return Mention.objects.create(
        **{"article": article, "person": person, "kind": "name", "text": person.name, **overrides}
    )


def make_moment_source(moment, article, **overrides):
    return MomentSource.objects.create(
        **{
            "moment": moment,
            "article": article,
            "expression": "on Friday",
            "sentence": article.body[:40],
            "start": 0,
            "end": min(40, len(article.body)),
            "occurred_on": moment.occurred_on or datetime.date(2024, 3, 8),
            "precision": moment.precision or "day",
            **overrides,
        }
    )


def make_statement(story, **overrides):
    n = next(_numbers)
    return Statement.objects.create(
        **{"story": story, "key": f"statement-{n}", "text": "We are here.", **overrides}
    )


def make_covered_story(articles=3, **overrides):
    """Make a story as the pipeline leaves it: ``articles`` outlets quoting one statement.

    Every article names both people, describes one of them, quotes the shared
    statement and a fan, and dates two moments. Returns the story; its people,
    moments and statement are on ``story.fixture``.
    """
    story = make_story(**overrides)
    gaga = make_person(name="Lady Gaga", aliases=["Gaga"])
    dylan = make_person(name="Dylan Mulvaney", aliases=["Mulvaney"])
    posted = make_moment(story, title="Mulvaney posts photos", slug="posts-photos")
    partnership = make_moment(
        story,
        title="Bud Light partnership",
        slug="bud-light",
        occurred_on=datetime.date(2023, 4, 1),
        precision="month",
    )
    statement = make_statement(story, speaker=gaga, text="This is hatred. Not backlash.")
    coverage = [{}, {}]
    body = (
        "Gaga defended Mulvaney on Monday.\n\n"
        '"This is hatred," Gaga wrote. "Not backlash."\n\n'
        "Mulvaney posted the photos on Friday.\n\n"
        "Mulvaney worked with Bud Light in April 2023.\n\n"
        '"So brave," one fan wrote.\n\n'
        "Matt Winkelmeyer/Getty"
    )
    for n in range(articles):
        article = make_article(
            story,
            body=body,
            published_at=datetime.datetime(2024, 3, 11, 9 + n % 12, tzinfo=datetime.UTC),
        )
        for person, text in ((gaga, "Gaga"), (dylan, "Mulvaney")):
            start = body.find(text)
            make_mention(article, person, text=text, start=start, end=start + len(text))
        make_mention(article, gaga, kind="descriptor", text="the singer", start=None, end=None)
        make_mention(article, gaga, kind="age", text="37", start=None, end=None)
        make_quote(article, text="This is hatred,", speaker=gaga, statement=statement, cue="wrote")
        make_quote(article, text="So brave,", speaker_label="a fan", cue="wrote")
        for moment, sentence, expression in (
            (posted, "Mulvaney posted the photos on Friday.", "on Friday"),
            (partnership, "Mulvaney worked with Bud Light in April 2023.", "in April 2023"),
        ):
            start = body.find(sentence)
            make_moment_source(
                moment,
                article,
                sentence=sentence,
                expression=expression,
                start=start,
                end=start + len(sentence),
            )
        coverage[0][str(article.pk)] = {"status": "verbatim", "text": "This is hatred."}
        coverage[1][str(article.pk)] = {"status": "omitted", "text": ""}
    statement.sentences = [
        {"text": "This is hatred.", "coverage": coverage[0]},
        {"text": "Not backlash.", "coverage": coverage[1]},
    ]
    statement.save()
    store_aggregates(story.pk)
    story.fixture = {
        "gaga": gaga,
        "dylan": dylan,
        "posted": posted,
        "partnership": partnership,
        "statement": statement,
    }
    return story
