"""The story as JSON: one shape for ``export_event`` and ``/events/<slug>.json``."""

from __future__ import annotations

from collections.abc import Callable

from django.db.models import F

from .models import Article, Coverage, MomentSource, Person, Quote

UNKNOWN_OUTLET = "unknown"
_RANK = {Coverage.VERBATIM: 2, Coverage.ALTERED: 1, Coverage.OMITTED: 0}


def outlet_key(article: Article) -> str:
    return article.outlet.slug if article.outlet_id else UNKNOWN_OUTLET


def story_json(story, absolute: Callable[[str], str] = str) -> dict:
    """Return the published part of ``story`` as plain JSON-ready data.

    ``absolute`` turns a path into a full URL (``request.build_absolute_uri``).
    """
    articles = list(Article.objects.for_story(story))
    by_id = {a.pk: a for a in articles}
    outlets = {a.outlet.slug: a.outlet for a in articles if a.outlet_id}
    people = Person.objects.filter(mentions__article__in=articles).distinct().order_by("name")
    quotes = (
        Quote.objects.filter(article__in=articles)
        .select_related("speaker", "article")
        .order_by(F("article__published_at").asc(nulls_last=True), "article_id", "start")
    )
    moments = story.moments.order_by("occurred_on", "slug")
    sources = MomentSource.objects.filter(article__in=articles, moment__isnull=False).order_by(
        F("article__published_at").asc(nulls_last=True), "article_id", "start"
    )
    sources_by_moment: dict[int, list[dict]] = {}
    for source in sources:
        sources_by_moment.setdefault(source.moment_id, []).append(
            {
                "article": by_id[source.article_id].slug,
                "sentence": source.sentence,
                "date": source.occurred_on.isoformat(),
                "precision": source.precision,
            }
        )
    return {
        "event": {
            "slug": story.slug,
            "title": story.title,
            "summary": story.summary,
            "url": absolute(story.get_absolute_url()),
        },
        "outlets": [
            {"slug": o.slug, "name": o.name} for o in sorted(outlets.values(), key=lambda o: o.name)
        ],
        "articles": [
            {
                "slug": a.slug,
                "outlet": outlet_key(a),
                "headline": a.headline,
                "published_at": a.published_at.isoformat() if a.published_at else None,
                "url": a.url,
                "permalink": absolute(a.get_absolute_url()),
                "byline": a.byline,
                "word_count": a.word_count,
            }
            for a in articles
        ],
        "people": [{"slug": p.slug, "name": p.name, "aliases": p.aliases} for p in people],
        "moments": [
            {
                "slug": m.slug,
                "title": m.title,
                "date": m.occurred_on.isoformat() if m.occurred_on else None,
                "precision": m.precision,
                "conflict": m.is_conflict,
                "sources": sources_by_moment.get(m.pk, []),
            }
            for m in moments
            if m.pk in sources_by_moment
        ],
        "statements": [
            {
                "id": s.pk,
                "speaker": s.speaker.name if s.speaker_id else (s.speaker_label or None),
                "text": s.text,
                "sentences": [
                    {"text": sentence["text"], "coverage": coverage_by_outlet(sentence, by_id)}
                    for sentence in s.sentences
                ],
            }
            for s in story.statements.select_related("speaker").order_by("created_at", "id")
        ],
        "quotes": [
            {
                "id": q.pk,
                "article": q.article.slug,
                "speaker": q.speaker.name if q.speaker_id else None,
                "speaker_label": q.speaker_label or None,
                "text": q.text,
                "start": q.start,
                "end": q.end,
                "cue": q.cue or None,
                "is_fragment": q.is_fragment,
                "statement": q.statement_id,
            }
            for q in quotes
        ],
    }


def coverage_by_outlet(sentence: dict, articles: dict[int, Article]) -> dict[str, str]:
    """Return ``{outlet slug: status}`` for one statement sentence.

    Coverage is stored per article; where one outlet has several articles the
    fullest carriage wins. Outlets with no article in the statement's sources
    are "omitted".
    """
    result = {outlet_key(a): Coverage.OMITTED.value for a in articles.values()}
    for article_id, cell in sentence.get("coverage", {}).items():
        article = articles.get(int(article_id))
        if article is None:
            continue
        key = outlet_key(article)
        if _RANK[Coverage(cell["status"])] > _RANK[Coverage(result[key])]:
            result[key] = cell["status"]
    return result
