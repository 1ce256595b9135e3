"""Small ``make_<model>(**overrides)`` helpers: each makes one valid row."""

import datetime
import itertools

from articles.models import Article, Event, Mention, MomentSource, Outlet, Person, Quote

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
    return Event.objects.create(
        **{
            "parent": story,
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
