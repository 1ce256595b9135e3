"""Align a story: join what its articles say into statements and moments."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F

from ..extraction.align import MomentRef, QuoteRef, group_statements, merge_moments, word_diff
from ..extraction.quotes import STATEMENT_LABEL
from ..models import (
    ArticleMeasures,
    Coverage,
    Event,
    Mention,
    Moment,
    MomentSource,
    Quote,
    Statement,
)
from .counts import store_aggregates, touch_stories
from .slugs import unique_slug


@dataclass
class Alignment:
    statements: int = 0
    moments: int = 0
    conflicts: int = 0
    changed: int = 0


def align_story(story: Event) -> Alignment:
    """Rebuild the story's statements and moments from its articles' quotes and sources.

    Then store what its pages count (``store_aggregates``).
    """
    result = Alignment()
    with transaction.atomic():
        _align_statements(story, result)
        _align_moments(story, result)
        if store_aggregates(story.pk) or result.changed:
            touch_stories([story.pk])
    return result


def realign_stories(stories, *, force: bool = False) -> Iterator[tuple[Event, Alignment]]:
    """Align each of ``stories`` again, storing everything its pages read; yield the results.

    For an upgrade that stores something new (``manage.py refresh_aggregates``).
    ``force`` measures every article again, changed or not.
    """
    for story in stories:
        if force:
            ArticleMeasures.objects.filter(article__story=story).delete()
        yield story, align_story(story)


def _align_statements(story: Event, result: Alignment) -> None:
    quotes = list(
        Quote.objects.filter(article__story=story)
        .select_related("article__outlet", "speaker")
        .order_by(F("article__published_at").asc(nulls_last=True), "article_id", "start")
    )
    refs = [
        QuoteRef(
            key=str(q.pk),
            source=str(q.article_id),
            speaker=_speaker_key(q),
            text=q.text,
            position=q.start,
            cue=q.cue or None,
            is_fragment=q.is_fragment,
        )
        for q in quotes
    ]
    by_pk = {str(q.pk): q for q in quotes}
    existing = {s.key: s for s in story.statements.all()}
    keep = set()
    assignment: dict[int, int | None] = {q.pk: None for q in quotes}
    reading_order = {str(q.pk): index for index, q in enumerate(quotes)}
    groups = sorted(  # most widely carried first, then as the articles print them
        group_statements(refs),
        key=lambda g: (-len(g.sources), min(reading_order[k] for k in g.quote_keys)),
    )
    for group in groups:
        members = [by_pk[k] for k in group.quote_keys]
        speaker = next((m.speaker for m in members if m.speaker_id), None)
        label = "" if speaker else _statement_label(members)
        identity = f"{group.speaker}|{group.sentences[0].text.casefold()}"
        key = hashlib.sha256(identity.encode()).hexdigest()[:32]
        while key in keep:  # the same opening twice: keep both, apart
            key = hashlib.sha256(key.encode()).hexdigest()[:32]
        sentences = [
            {
                "text": sentence.text,
                "coverage": {r.source: _cell(sentence.text, r) for r in sentence.renderings},
            }
            for sentence in group.sentences
        ]
        text = " ".join(s["text"] for s in sentences)
        statement = existing.get(key)
        fields = {"speaker": speaker, "speaker_label": label, "text": text, "sentences": sentences}
        if statement is None:
            statement = Statement.objects.create(story=story, key=key, **fields)
            existing[key] = statement
            result.changed += 1
        elif any(getattr(statement, k) != v for k, v in fields.items()):
            for k, v in fields.items():
                setattr(statement, k, v)
            statement.save()
            result.changed += 1
        keep.add(key)
        for member in members:
            assignment[member.pk] = statement.pk
    stale = [q for q in quotes if q.statement_id != assignment[q.pk]]
    for quote in stale:
        quote.statement_id = assignment[quote.pk]
    Quote.objects.bulk_update(stale, ["statement"])
    result.changed += len(stale)
    gone = [s.pk for k, s in existing.items() if k not in keep]
    if gone:
        Statement.objects.filter(pk__in=gone).delete()
        result.changed += len(gone)
    result.statements = len(keep)


def _cell(full: str, rendering) -> dict:
    """Return the coverage cell of one article's rendering of the sentence ``full``.

    A carried sentence keeps the word-level diff from ``full`` to what the
    article printed, for the comparison's diff page to show as stored.
    """
    cell = {"status": rendering.status, "text": rendering.text or ""}
    if rendering.status in (Coverage.VERBATIM, Coverage.ALTERED):
        cell["diff"] = [[op, text] for op, text in word_diff(full, cell["text"])]
    return cell


def _statement_label(members: list[Quote]) -> str:
    """Return the label of a statement no named person made: the first its quotes carry that
    says who ("Matthew Perry's family"), before the generic "a spokesperson"."""
    labels = [m.speaker_label for m in members if m.speaker_label]
    telling = [label for label in labels if label != STATEMENT_LABEL]
    return (telling or labels or [""])[0]


def _speaker_key(quote: Quote) -> str | None:
    """Return who spoke, for grouping: a person, or one unnamed speaker of one article.

    Two outlets' "a fan" are not the same fan, so labels are kept per article.
    """
    if quote.speaker_id:
        return f"person:{quote.speaker_id}"
    if quote.speaker_label:
        return f"label:{quote.article_id}:{quote.speaker_label}"
    return None


def _align_moments(story: Event, result: Alignment) -> None:
    sources = list(
        MomentSource.objects.filter(article__story=story, article__is_published=True)
        .select_related("moment")
        .order_by(F("article__published_at").asc(nulls_last=True), "article_id", "start")
    )
    people_by_article: dict[int, dict[int, set[str]]] = {}
    for mention in Mention.objects.filter(article__story=story, start__isnull=False).values(
        "article_id", "person__name", "start"
    ):
        people_by_article.setdefault(mention["article_id"], {}).setdefault(
            mention["start"], set()
        ).add(mention["person__name"])
    refs = [
        MomentRef(
            key=str(s.pk),
            source=str(s.article_id),
            date=s.occurred_on,
            precision=s.precision,
            sentence=s.sentence,
            expression=s.expression,
            people=tuple(
                sorted(
                    {
                        name
                        for start, names in people_by_article.get(s.article_id, {}).items()
                        if s.start <= start < s.end
                        for name in names
                    }
                )
            ),
        )
        for s in sources
    ]
    by_pk = {str(s.pk): s for s in sources}
    moments = {m.pk: m for m in story.moments.all()}
    used: set[int] = set()
    for group in merge_moments(refs):
        members = [by_pk[ref.key] for ref in group.moments]
        moment = _moment_for(story, group, members, moments, used)
        used.add(moment.pk)
        result.conflicts += int(moment.is_conflict)
        stale = [m for m in members if m.moment_id != moment.pk]
        for member in stale:
            member.moment = moment
        MomentSource.objects.bulk_update(stale, ["moment"])
        result.changed += len(stale)
    gone = [pk for pk, m in moments.items() if pk not in used and not m.is_edited]
    if gone:
        # Sources of unpublished articles still point at them: keep those sources,
        # unlinked, so that publishing their article again brings the moment back.
        MomentSource.objects.filter(moment__in=gone).update(moment=None)
        Moment.objects.filter(pk__in=gone).delete()
        result.changed += len(gone)
    result.moments = len(used)


def _moment_for(story, group, members, moments, used) -> Moment:
    """Return the moment for a group of sources: the one most of them point at, or a new one."""
    votes: dict[int, int] = {}
    for member in members:
        if member.moment_id in moments and member.moment_id not in used:
            votes[member.moment_id] = votes.get(member.moment_id, 0) + 1
    fields = {
        "title": group.title[:300],
        "occurred_on": group.date,
        "precision": group.precision,
        "is_conflict": group.conflict,
    }
    if votes:
        moment = moments[max(votes, key=votes.get)]
        if not moment.is_edited and any(getattr(moment, k) != v for k, v in fields.items()):
            for k, v in fields.items():
                setattr(moment, k, v)
            moment.save()
        return moment
    slug = unique_slug(story.moments.all(), f"{group.date:%Y-%m-%d} {group.title}", 80)
    moment = Moment.objects.create(story=story, slug=slug, **fields)
    moments[moment.pk] = moment
    return moment
