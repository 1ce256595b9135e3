"""Person identity: which Person an extracted name is, their mentions, and merging people.

``extraction.align.merge_people`` decides who is who among the names of a
story; this is where that decision meets the rows.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import Count

from ..extraction import types as x
from ..extraction.align import PersonRef, merge_people
from ..models import Article, Event, Mention, Person, Quote, Statement
from ..redirects import record_slug_change
from .counts import refresh_stories
from .slugs import unique_slug


def save_people(article: Article, found: x.Extraction, known: list[Person] | None):
    """Match each extracted person to one Person and record their mentions."""
    article.mentions.all().delete()
    if known is None:
        known = story_people(article.story)
    people: dict[str, Person] = {}
    mentions = []
    named_in = dict(
        Mention.objects.filter(article__story=article.story)
        .values("person")
        .annotate(articles=Count("article", distinct=True))
        .values_list("person", "articles")
    )
    for found_person in found.people:
        person = resolve_person(found_person, known, keep=set(people.values()), named_in=named_in)
        if person not in known:
            known.append(person)
        people[found_person.name] = person
        mentions += [
            Mention(
                article=article,
                person=person,
                kind=m.kind,
                text=m.text[:300],
                start=m.start,
                end=m.end,
            )
            for m in found_person.mentions
        ]
        mentions += [
            Mention(article=article, person=person, kind=Mention.Kind.AGE, text=str(age))
            for age in found_person.ages
        ]
        mentions += [
            Mention(article=article, person=person, kind=Mention.Kind.PRONOUN, text=pronoun)
            for pronoun in found_person.pronouns
        ]
        placed = {m.text for m in found_person.mentions}
        mentions += [
            Mention(
                article=article, person=person, kind=Mention.Kind.DESCRIPTOR, text=descriptor[:300]
            )
            for descriptor in found_person.descriptors
            if descriptor not in placed
        ]
    Mention.objects.bulk_create(mentions, ignore_conflicts=True)
    return people


def story_people(story: Event) -> list[Person]:
    return list(Person.objects.filter(mentions__article__story=story).distinct())


def resolve_person(
    found_person: x.Person,
    known: list[Person],
    keep=frozenset(),
    named_in: dict[int, int] | None = None,
) -> Person:
    """Return the Person this extracted person is, creating one if nobody fits.

    ``known`` are the people of the story so far; ``merge_people`` decides who
    is who there (full names, aliases, a short form that fits one full name).
    Beyond the story, the same full name is the same person. Where an article
    joins two of them ("Megan Thee Stallion, whose legal name is Megan Pete",
    after an article that named each as someone), they become one, unless an
    editor made either or the article being read already names either (``keep``).
    ``named_in`` counts the story's articles that name each Person, by primary key.
    """
    new = PersonRef(
        key="new", source="article", name=found_person.name, aliases=tuple(found_person.aliases)
    )
    refs = [
        PersonRef(
            key=str(p.pk),
            source="story",
            name=p.name,
            aliases=tuple(p.aliases),
            articles=(named_in or {}).get(p.pk, 1),
        )
        for p in known
    ]
    group = next(g for g in merge_people([*refs, new]) if "new" in g.keys)
    by_pk = {str(p.pk): p for p in known}
    # (the one the story knew first keeps its address)
    matches = sorted((by_pk[k] for k in group.keys if k in by_pk), key=lambda p: p.pk)
    match = matches[0] if matches else None
    joined = [p for p in matches[1:] if not p.is_edited and p not in keep]
    if joined and not match.is_edited:
        merge_people_into(match, joined, edited=False)
        known[:] = [p for p in known if p not in joined]
    if match is None:
        match = Person.objects.filter(name__iexact=found_person.name).first()
    if match is None:
        try:
            with transaction.atomic():
                return Person.objects.create(
                    name=found_person.name,
                    slug=unique_slug(Person.objects.all(), found_person.name, 80),
                    aliases=list(found_person.aliases),
                )
        except IntegrityError:  # another loader made them a moment ago
            return Person.objects.get(name__iexact=found_person.name)
    if not match.is_edited:
        _absorb_names(match, found_person.name, found_person.aliases)
    return match


def _absorb_names(person: Person, name: str, aliases) -> None:
    """Give ``person`` the fullest name an article calls them by that extends the name they
    have ("Jada" or "Pinkett Smith" to "Jada Pinkett Smith", never "Will Smith" to "Pinkett
    Smith"), and every other form as an alias. An article's aliases never become the name:
    "Kevin Spacey Fowler", the full name one article gives, stays an alias of Kevin Spacey."""
    forms = {person.name, *person.aliases, name, *aliases}
    fullest = max(
        (n for n in (person.name, name) if n == person.name or _extends(n, person.name)),
        key=lambda n: (len(n.split()), len(n)),
    )
    aliases = sorted(forms - {fullest}, key=lambda n: (-len(n), n))
    if fullest != person.name or aliases != person.aliases:
        renamed = fullest != person.name
        person.name, person.aliases = fullest, aliases
        person.save(update_fields=["name", "aliases"])
        if renamed:
            # the quotes tab stores speakers' names (leading_quotes): every story they are in
            refresh_stories(
                set(Quote.objects.filter(speaker=person).values_list("article__story", flat=True))
            )


def _extends(fuller: str, name: str) -> bool:
    """Tell whether ``fuller`` is a longer form of ``name``: it ends with it ("Smith", "Pinkett
    Smith") or opens with the same word ("Jada")."""
    long, short = fuller.split(), name.split()
    return len(long) > len(short) and (long[-len(short) :] == short or long[0] == short[0])


@transaction.atomic
def merge_people_into(target: Person, others: list[Person], edited: bool = True) -> None:
    """Move the quotes, mentions and statements of ``others`` to ``target``; delete ``others``.

    ``target`` keeps its name and gains every other name as an alias, so that
    re-extraction resolves those names to it. An editor's merge marks it edited.
    """
    Quote.objects.filter(speaker__in=others).update(speaker=target)
    Statement.objects.filter(speaker__in=others).update(speaker=target)
    seen = set(target.mentions.values_list("article_id", "kind", "text", "start"))
    for mention in Mention.objects.filter(person__in=others).order_by("pk"):
        key = (mention.article_id, mention.kind, mention.text, mention.start)
        if key in seen:  # the same words already point at the target
            mention.delete()
            continue
        seen.add(key)
        mention.person = target
        mention.save(update_fields=["person"])
    names = {target.name, *target.aliases}
    for other in others:
        names |= {other.name, *other.aliases}
    target.aliases = sorted(names - {target.name}, key=lambda name: (-len(name), name))
    target.is_edited = target.is_edited or edited
    target.save(update_fields=["aliases", "is_edited"])
    for other in others:
        record_slug_change(target, other.get_absolute_url())
    Person.objects.filter(pk__in=[other.pk for other in others]).delete()
