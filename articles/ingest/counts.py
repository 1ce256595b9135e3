"""What the story's pages read instead of computing: stored counts and article measures.

Alignment runs ``store_aggregates`` once per story and every admin change
runs ``refresh_stories``; both leave rows already right alone.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter

from django.db import transaction
from django.db.models import Count, F, Max, Min, OuterRef, Subquery, Sum, Window
from django.db.models.functions import Coalesce, Length, RowNumber, TruncDate
from django.utils import timezone

from ..alignment.sentences import StoredSentence, find_counterparts
from ..alignment.words import outlet_words
from ..caching import forget_versions
from ..comparison import cell_anchor
from ..extraction.compare import count_framing, own_voice_words, prose_sentence_keys
from ..models import (
    Article,
    ArticleMeasures,
    Coverage,
    Event,
    ListedQuote,
    Mention,
    Moment,
    MomentSource,
    Person,
    PersonWording,
    Precision,
    Quote,
    Statement,
    StoryPerson,
    VersionDiff,
)


def touch_stories(story_ids) -> None:
    """Move the version of these stories, so their cached pages are rendered afresh."""
    ids = {pk for pk in story_ids if pk}
    if ids:
        Event.objects.filter(pk__in=ids).update(updated_at=timezone.now())
        forget_versions(Event.objects.filter(pk__in=ids).values_list("slug", flat=True))


def refresh_stories(story_ids) -> None:
    """Store what the pages of these stories count (``store_aggregates``), and touch them.

    Every admin change calls this, so that it shows at once.
    """
    ids = {pk for pk in story_ids if pk}
    with transaction.atomic():
        for story_id in ids:
            store_aggregates(story_id)
        touch_stories(ids)


def store_aggregates(story_id: int) -> bool:
    """Store what the story's pages would otherwise compute from all its rows on every request.

    That is how many published articles the story has, when the first and the
    latest came out, how many of their quotes belong to no statement, and how many sources
    each moment, and the outlets the timeline names beside it; each outlet's
    latest published article, and each article's place in the articles tab;
    each outlet's first source of a moment per
    date; the order of each statement's published quotes (and of those of no
    statement, in the quotes tab's order), their count, how
    many published articles quote it, how
    many articles carried the statement and how the outlets' latest articles
    carried it (``shown_sentences``); who the published articles mention, and
    how often, and how each outlet names and describes them
    (``PersonWording``); what the header and filters of its pages name (its
    outlets, first articles and people); and what the comparison reads of each article
    (``store_measures``). Drafts are left out as the pages
    leave them out. Rows already right are left alone; return whether any
    changed.

    Alignment runs this once per story, not ``ingest_article`` once per
    article, so loading stays linear.
    """
    articles = Article.objects.published().filter(story=story_id)
    latest = list(
        articles.alias(
            recency=Window(
                RowNumber(),
                partition_by=F("outlet"),
                order_by=[F("published_at").desc(nulls_last=True), F("pk").desc()],
            )
        )
        .filter(recency=1)
        .values_list("pk", flat=True)
    )
    sources = MomentSource.objects.published().filter(moment__story=story_id)
    firsts = (
        sources.values("moment", "article__outlet", "occurred_on")
        .annotate(first=Min("pk"))
        .values_list("first", flat=True)
    )
    positions, quote_counts, quoting = {}, Counter(), {}
    for pk, statement_id, article_id in (
        Quote.objects.published()
        .filter(article__story=story_id, statement__isnull=False)
        .order_by(F("article__published_at").asc(nulls_last=True), "start", "pk")
        .values_list("pk", "statement_id", "article_id")
    ):
        quote_counts[statement_id] += 1
        positions[pk] = quote_counts[statement_id]
        quoting.setdefault(statement_id, set()).add(article_id)
    # The quotes of no statement, numbered in the order the quotes tab lists them.
    loose = (
        Quote.objects.published()
        .filter(article__story=story_id, statement__isnull=True)
        .order_by(
            F("article__published_at").asc(nulls_last=True), "article__headline", "start", "pk"
        )
        .values_list("pk", flat=True)
    )
    positions.update((pk, number) for number, pk in enumerate(loose, 1))
    statements = Statement.objects.filter(story=story_id)
    # The quotes of each outlet's latest article, in text order: where a carried cell links.
    shown_quotes = {str(pk): [] for pk in latest}
    for article_id, *quote in (
        Quote.objects.filter(article__in=latest)
        .order_by("start")
        .values_list("article", "pk", "statement", "text")
    ):
        shown_quotes[str(article_id)].append(quote)
    carriers, shown = {}, {}
    for pk, sentences in statements.values_list("pk", "sentences"):
        carriers[pk] = _carriers(sentences)
        shown[pk] = _shown(pk, sentences, shown_quotes)
    # Of the published articles even while the story is a draft, for the staff's preview.
    span = Article.objects.filter(story=story_id, is_published=True).aggregate(
        first=Min("published_at"), last=Max("published_at")
    )
    story = Event.objects.filter(pk=story_id)
    changed = [
        _store(story, "article_count", {story_id: articles.count()}),
        _store(
            story,
            "loose_quote_count",
            {
                story_id: Quote.objects.published()
                .filter(article__story=story_id, statement__isnull=True)
                .count()
            },
        ),
        _store(
            story,
            "has_reworded_quotes",
            {
                story_id: VersionDiff.objects.filter(
                    article__story=story_id,
                    article__is_published=True,
                    is_update=True,
                    changed_quote_count__gt=0,
                ).exists()
            },
            False,
        ),
        _store(story, "first_published_at", {story_id: span["first"]}, None),
        _store(story, "last_published_at", {story_id: span["last"]}, None),
        _store(
            Moment.objects.filter(story=story_id),
            "source_count",
            dict(sources.values_list("moment").annotate(Count("pk"))),
        ),
        _store(statements, "quote_count", quote_counts),
        _store(
            statements,
            "article_count",
            {statement_id: len(articles) for statement_id, articles in quoting.items()},
        ),
        _store(statements, "source_count", carriers),
        _store(statements, "shown_sentences", shown, []),
        _store(Quote.objects.filter(article__story=story_id), "position", positions, None),
        _store(
            Article.objects.filter(story=story_id),
            "is_outlet_latest",
            dict.fromkeys(latest, True),
            False,
        ),
        _store(
            Article.objects.filter(story=story_id),
            "position",
            {
                pk: number
                for number, pk in enumerate(
                    articles.order_by(
                        F("published_at").asc(nulls_last=True), "headline", "pk"
                    ).values_list("pk", flat=True),
                    1,
                )
            },
            None,
        ),
        _store(
            MomentSource.objects.filter(article__story=story_id),
            "is_first",
            dict.fromkeys(firsts, True),
            False,
        ),
    ]
    # The first quotes of each statement, as the quotes tab lists them (positions stored above).
    leading_quotes = {}
    for row in (
        Quote.objects.filter(
            article__story=story_id,
            statement__isnull=False,
            position__lte=Statement.LEADING_QUOTES,
        )
        .order_by("position", "pk")
        .values_list(*ListedQuote.FIELDS)
    ):
        leading_quotes.setdefault(row[4], []).append(ListedQuote.to_stored(row))
    changed.append(_store(statements, "leading_quotes", leading_quotes, []))
    outlet_names, unknown = _moment_outlets(sources.filter(is_first=True))
    moments = Moment.objects.filter(story=story_id)
    changed += [
        _store(moments, "outlet_names", outlet_names, []),
        _store(moments, "has_unknown_outlet", dict.fromkeys(unknown, True), False),
    ]
    mentions, wordings = Counter(), {}
    for person_id, outlet_id, kind, text, count in (
        Mention.objects.filter(article__story=story_id, article__is_published=True)
        .order_by()
        .values_list("person", "article__outlet", "kind", "text")
        .annotate(Count("pk"))
    ):
        mentions[person_id] += count
        if kind in PersonWording.KINDS:
            wordings[(person_id, outlet_id, kind, text)] = count
    changed += [
        _store(story, "people_count", {story_id: len(mentions)}),
        _store(story, "quoted_statement_count", {story_id: len(quote_counts)}),
    ]
    # Everyone the person page lists the story for: the people mentioned, and those only
    # quoted (never named in a published article), who count no mention.
    quoted = (
        Quote.objects.filter(
            article__story=story_id, article__is_published=True, speaker__isnull=False
        )
        .order_by()
        .values_list("speaker", flat=True)
        .distinct()
    )
    # The quotes of each that belong to no statement, which the person page lists apart.
    loose = dict(
        Quote.objects.filter(
            article__story=story_id,
            article__is_published=True,
            speaker__isnull=False,
            statement__isnull=True,
        )
        .order_by()
        .values_list("speaker")
        .annotate(Count("pk"))
    )
    counts = {
        person_id: (count, loose.get(person_id, 0))
        for person_id, count in {**dict.fromkeys(quoted, 0), **mentions}.items()
    }
    people = StoryPerson.objects.filter(story=story_id)
    stored = {
        person_id: tuple(row)
        for person_id, *row in people.values_list("person", "mention_count", "loose_quote_count")
    }
    if stored != counts:
        people.delete()
        StoryPerson.objects.bulk_create(
            StoryPerson(
                story_id=story_id,
                person_id=person_id,
                mention_count=count,
                loose_quote_count=loose_count,
            )
            for person_id, (count, loose_count) in counts.items()
        )
        changed.append(True)
    changed.append(_store_header(story_id, articles, latest))
    changed.append(_store_wordings(story_id, wordings))
    changed.append(store_measures(story_id))
    changed.append(store_comparison(story_id, latest))
    changed.append(_store_compared_people(story_id, latest))
    changed.append(_store_main_moments(story_id))
    changed.append(_store_moment_people(story_id))
    changed.append(_store_quote_counts(story_id))
    return any(changed)


def store_measures(story_id: int) -> bool:
    """Measure the story's articles whose text, quotes, mentions or framing words changed.

    Each article's ``ArticleMeasures`` keep a fingerprint of what they were
    measured from (the content hash, the story's framing words, and sums over
    its quote spans and mentions, counted by the database), so an unchanged
    article costs a comparison of two strings and nothing is measured twice.
    Return whether any article was measured.
    """
    words = Event.objects.filter(pk=story_id).values_list("framing_words", flat=True).first()
    words = [w for w in dict.fromkeys(w.strip() for w in words or ()) if w]
    quotes = {
        row[0]: row[1:]
        for row in Quote.objects.filter(article__story=story_id)
        .values("article")
        .annotate(n=Count("pk"), s=Sum("start"), e=Sum("end"))
        .values_list("article", "n", "s", "e")
    }
    mentions = {
        row[0]: row[1:]
        for row in Mention.objects.filter(article__story=story_id)
        .values("article")
        .annotate(
            n=Count("pk"),
            p=Sum("person_id"),
            s=Sum(Coalesce("start", 0)),
            t=Sum(Length("text")),
        )
        .values_list("article", "n", "p", "s", "t")
    }
    fingerprints = {
        pk: _fingerprint(content, words, quotes.get(pk), mentions.get(pk))
        for pk, content in Article.objects.filter(story=story_id).values_list("pk", "content_hash")
    }
    stored = dict(
        ArticleMeasures.objects.filter(article__story=story_id).values_list(
            "article", "fingerprint"
        )
    )
    stale = [pk for pk, fingerprint in fingerprints.items() if stored.get(pk) != fingerprint]
    if not stale:
        return False
    spans: dict[int, list[tuple[int, int]]] = {pk: [] for pk in stale}
    for article_id, start, end in Quote.objects.filter(article__in=stale).values_list(
        "article", "start", "end"
    ):
        spans[article_id].append((start, end))
    found: dict[int, list] = {pk: [] for pk in stale}
    for row in (
        Mention.objects.filter(article__in=stale)
        .order_by("article", "start", "pk")
        .values_list("article", "person", "kind", "text", "person__name")
    ):
        found[row[0]].append(row[1:])
    measures = [
        measure_article(pk, body, spans[pk], found[pk], words, fingerprints[pk])
        for pk, body in Article.objects.filter(pk__in=stale).values_list("pk", "body")
    ]
    ArticleMeasures.objects.filter(article__in=stale).delete()
    ArticleMeasures.objects.bulk_create(measures)
    return True


def store_comparison(story_id: int, latest) -> bool:
    """Store what the comparison of the outlets' latest articles (``latest``) reads across them.

    That is, for each of those articles, which of its sentences the others
    also have (``find_counterparts``), so that any choice of outlets tells
    its lone and shared sentences apart without matching text on a request;
    and the words of its own voice that set it apart from the others
    (``outlet_words``). The other articles' are emptied. Return whether any
    changed.
    """
    measures = ArticleMeasures.objects.filter(article__story=story_id)
    sentences, voices, names = {}, {}, set()
    for pk, rows, voice_words, name_words in measures.filter(article__in=latest).values_list(
        "article", "sentences", "voice_words", "name_words"
    ):
        sentences[pk] = [
            StoredSentence(start, end, tuple(key), frozenset(words))
            for start, end, key, words in rows
        ]
        voices[str(pk)] = Counter(voice_words)
        names.update(name_words)
    found = find_counterparts({str(pk): rows for pk, rows in sentences.items()})
    links = {
        pk: [
            [sentence.start, sentence.end, *_counterparts(best)]
            for sentence, best in zip(rows, found[str(pk)], strict=True)
        ]
        for pk, rows in sentences.items()
    }
    words = {
        int(pk): [[w.word, w.count, w.score] for w in found]
        for pk, found in outlet_words(voices, names).items()
    }
    return any(
        [_store(measures, "sentence_links", links, []), _store(measures, "distinctive", words, [])]
    )


def _counterparts(best) -> list[int]:
    """Return a sentence's counterparts flat, ``[article id, sentence index, ...]``, best first.

    ``best`` maps article ids (strings) to ``(index, score)``; scores are
    compared to a tenth, ties going to the lower id. Read back, the first
    counterpart in a column is its best, and a render decodes two numbers per
    counterpart, not a list with a score.
    """
    ranked = sorted(best.items(), key=lambda item: (-round(item[1][1], 1), int(item[0])))
    return [number for other, (index, _) in ranked for number in (int(other), index)]


def _store_main_moments(story_id: int) -> bool:
    """Store the moment each article of the story reports (``ArticleMeasures.main_moment``).

    Kept simple on purpose: the latest of the story's published day moments on
    or before the day the article came out; none when that day is not known.
    """
    reported = (
        Moment.objects.published()
        .filter(
            story=story_id,
            precision=Precision.DAY,
            occurred_on__lte=OuterRef("published_on"),
        )
        .order_by("-occurred_on", "-title")
        .values("pk")[:1]
    )
    measures = ArticleMeasures.objects.filter(article__story=story_id)
    found = measures.alias(published_on=TruncDate("article__published_at")).annotate(
        moment=Subquery(reported)
    )
    return _store(measures, "main_moment_id", dict(found.values_list("pk", "moment")), None)


def _store_moment_people(story_id: int) -> bool:
    """Store whom of the people the story's filters offer each moment's published sources name.

    A source names a person when a mention of them lies within its sentence,
    or when the sentence holds their name or one of their aliases (in any
    case). The timeline keeps a person's moments by these rows (``Moment.people``).
    Run after the story's ``leading_people`` are stored.
    """
    leading = Event.objects.filter(pk=story_id).values_list("leading_people", flat=True).first()
    names = {
        pk: [word.casefold() for word in (name, *aliases) if isinstance(word, str) and word]
        for pk, _, name, aliases in leading or ()
    }
    sources = MomentSource.objects.published().filter(moment__story=story_id)
    named = set(
        sources.filter(
            article__mentions__person__in=names,
            article__mentions__start__gte=F("start"),
            article__mentions__end__lte=F("end"),
        )
        .order_by()
        .values_list("moment", "article__mentions__person")
        .distinct()
    )
    for moment_id, sentence in sources.order_by().values_list("moment", "sentence"):
        folded = sentence.casefold()
        for pk, words in names.items():
            if (moment_id, pk) not in named and any(word in folded for word in words):
                named.add((moment_id, pk))
    rows = Moment.people.through.objects.filter(moment__story=story_id)
    if set(rows.values_list("moment", "person")) == named:
        return False
    rows.delete()
    Moment.people.through.objects.bulk_create(
        Moment.people.through(moment_id=moment_id, person_id=person_id)
        for moment_id, person_id in named
    )
    return True


def _fingerprint(content_hash, words, quotes, mentions) -> str:
    seen = json.dumps([content_hash, words, quotes, mentions], default=str)
    return hashlib.sha256(seen.encode()).hexdigest()


def measure_article(pk, body, spans, mentions, words, fingerprint) -> ArticleMeasures:
    """Return what the comparison reads of the article ``pk``, measured from its text.

    ``spans`` are its quotes' offsets; ``mentions`` its ``(person id, kind,
    text, person's name)`` rows; ``words`` the story's framing words.
    """
    people: dict[str, dict[str, Counter]] = {}
    name_words = set()
    for person_id, kind, text, name in mentions:
        people.setdefault(str(person_id), {}).setdefault(kind, Counter())[text] += 1
        if kind == Mention.Kind.NAME:
            name_words.update(word.casefold() for word in (*text.split(), *name.split()))
    return ArticleMeasures(
        article_id=pk,
        fingerprint=fingerprint,
        quote_share=covered_chars(spans, len(body)) / len(body) if body else 0.0,
        sentences=[
            [k.start, k.end, list(k.key), sorted(k.words)] for k in prose_sentence_keys(body)
        ],
        framing={
            word: [count.own_voice, count.quoted]
            for word, count in count_framing(body, spans, words).items()
        },
        voice_words=dict(own_voice_words(body, spans)),
        name_words=sorted(name_words),
        people={
            person_id: {
                kind: [[text, n] for text, n in uses.items()] for kind, uses in kinds.items()
            }
            for person_id, kinds in people.items()
        },
    )


def covered_chars(spans, length) -> int:
    """Return how many characters of ``[0, length)`` the spans cover, overlaps once."""
    covered, reach = 0, 0
    for start, end in sorted(spans):
        start, end = max(start, reach, 0), min(end, length)
        if end > start:
            covered += end - start
            reach = end
    return covered


def _store_header(story_id, articles, latest) -> bool:
    """Store what the story's header and filters name: its outlets, first articles and people.

    ``articles`` are its published articles, ``latest`` the ids of each
    outlet's latest, which the statement page compares and which are stored
    too. Outlets come by name (the timeline's filter offers them so), articles
    in the order the articles tab lists them, people most mentioned first
    (``Person.objects.for_story``).
    """
    story = Event.objects.filter(pk=story_id)
    outlets = (
        articles.filter(outlet__isnull=False)
        .order_by("outlet__name", "outlet")
        .values_list("outlet", "outlet__slug", "outlet__name")
        .distinct()
    )
    header_articles = articles.order_by(
        F("published_at").asc(nulls_last=True), "headline"
    ).values_list("outlet", "outlet__slug", "outlet__name", "slug", "headline")
    latest_articles = (
        articles.filter(pk__in=latest)
        .order_by(F("published_at").asc(nulls_last=True), "headline")
        .values_list("pk", "outlet", "outlet__slug", "outlet__name")
    )
    people = Person.objects.for_story(story_id).values_list("pk", "slug", "name", "aliases")
    return any(
        [
            _store(story, "outlets", {story_id: [list(row) for row in outlets]}, []),
            _store(
                story,
                "has_unknown_outlet",
                {story_id: articles.filter(outlet__isnull=True).exists()},
                False,
            ),
            _store(
                story,
                "header_articles",
                {story_id: [list(row) for row in header_articles[: Event.HEADER_ARTICLES]]},
                [],
            ),
            _store(
                story,
                "latest_articles",
                {story_id: [list(row) for row in latest_articles]},
                [],
            ),
            _store(
                story,
                "leading_people",
                {story_id: [list(row) for row in people[: Event.LEADING_PEOPLE]]},
                [],
            ),
        ]
    )


def _store_wordings(story_id, wordings) -> bool:
    """Rewrite the story's ``PersonWording`` rows unless they already hold ``wordings``.

    ``wordings`` maps (person, outlet, kind, text) to its uses.
    """
    rows = PersonWording.objects.filter(story=story_id)
    stored = {
        (person_id, outlet_id, kind, text): uses
        for person_id, outlet_id, kind, text, uses in rows.values_list(
            "person", "outlet", "kind", "text", "uses"
        )
    }
    if stored == wordings:
        return False
    rows.delete()
    PersonWording.objects.bulk_create(
        PersonWording(
            story_id=story_id,
            person_id=person_id,
            outlet_id=outlet_id,
            kind=kind,
            text=text,
            uses=uses,
        )
        for (person_id, outlet_id, kind, text), uses in wordings.items()
    )
    return True


def _moment_outlets(shown_sources):
    """Return the known outlets' names per moment, and the moments with a source of no outlet.

    ``shown_sources`` are the sources the moment page lists; the names keep
    their order (publication, then place in the article), each outlet once.
    """
    names, unknown = {}, set()
    for moment_id, outlet_id, name in shown_sources.order_by(
        F("article__published_at").asc(nulls_last=True), "start"
    ).values_list("moment", "article__outlet", "article__outlet__name"):
        if outlet_id is None:
            unknown.add(moment_id)
        else:
            names.setdefault(moment_id, {}).setdefault(outlet_id, name)
    return {pk: list(by_outlet.values()) for pk, by_outlet in names.items()}, unknown


def _carriers(sentences) -> int:
    """Return how many articles carried at least one of a statement's ``sentences``."""
    return len(
        {
            article_id
            for sentence in sentences
            for article_id, cell in (sentence.get("coverage") or {}).items()
            if cell.get("status") in (Coverage.VERBATIM, Coverage.ALTERED)
        }
    )


def _shown(statement_id, sentences, quotes) -> list:
    """Return ``sentences`` with the coverage cells of the articles of ``quotes`` only.

    ``quotes`` maps those articles' ids (strings) to their quotes, ``(pk,
    statement id, text)`` in text order. Each carried cell gets its
    ``anchor``: where the article printed it (``comparison.cell_anchor``).
    """
    return [
        {
            "text": sentence.get("text", ""),
            "coverage": {
                article_id: {**cell, "anchor": cell_anchor(quotes[article_id], statement_id, text)}
                if (text := _carried_text(cell)) is not None
                else cell
                for article_id, cell in (sentence.get("coverage") or {}).items()
                if article_id in quotes
            },
        }
        for sentence in sentences
    ]


def _carried_text(cell):
    """Return the text of a coverage cell that carried its sentence, else None."""
    if cell.get("status") in (Coverage.VERBATIM, Coverage.ALTERED):
        return cell.get("text", "")
    return None


def _store_quote_counts(story_id: int) -> bool:
    """Store how many quotes each article of the story has, of how many speakers, and the
    statements they belong to (``ArticleMeasures``): the comparison's glance and grids read them.
    """
    quotes, speakers, statements = Counter(), {}, {}
    for article_id, speaker_id, label, statement_id in (
        Quote.objects.filter(article__story=story_id)
        .order_by("statement")
        .values_list("article", "speaker", "speaker_label", "statement")
    ):
        quotes[article_id] += 1
        speakers.setdefault(article_id, set()).add(speaker_id or label)
        if statement_id is not None:
            statements.setdefault(article_id, []).append(statement_id)
    measures = ArticleMeasures.objects.filter(article__story=story_id)
    return any(
        [
            _store(measures, "quote_count", quotes),
            _store(
                measures,
                "speaker_count",
                {pk: len(found - {None, ""}) for pk, found in speakers.items()},
            ),
            _store(
                measures,
                "quoted_statements",
                {pk: list(dict.fromkeys(found)) for pk, found in statements.items()},
                [],
            ),
        ]
    )


def _store_compared_people(story_id, latest) -> bool:
    """Store the people the measures of the outlets' latest articles (``latest``) name.

    The comparison shows how each outlet names them, under their names and
    editor-set pronouns: stored with the story, so that no request looks them up.
    Return whether they changed.
    """
    ids = {
        int(pk)
        for people in ArticleMeasures.objects.filter(article__in=latest).values_list(
            "people", flat=True
        )
        for pk in people
    }
    people = Person.objects.filter(pk__in=ids).order_by("pk")
    return _store(
        Event.objects.filter(pk=story_id),
        "compared_people",
        {story_id: [list(row) for row in people.values_list("pk", "slug", "name", "pronouns")]},
        [],
    )


def _store(rows, field, values, default=0) -> bool:
    """Set ``field`` of each of ``rows`` to ``values[pk]``, else ``default``, where it differs.

    Return whether any row changed.
    """
    stale = [
        rows.model(pk=pk, **{field: values.get(pk, default)})
        for pk, stored in rows.values_list("pk", field)
        if stored != values.get(pk, default)
    ]
    rows.model.objects.bulk_update(stale, [field])
    return bool(stale)
