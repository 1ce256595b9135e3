"""The reader pages: stories and their tabs, moments, articles, people, quotes, search.

Every view that HTMX swaps answers with its partial for an HTMX request and
with the whole page otherwise (history restores included), and varies on
``HX-Request`` so caches keep the two apart.
"""

from dataclasses import dataclass, field
from datetime import date
from urllib.parse import urlencode

from django.db.models import F, Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from ..forms import SearchForm, SpeakerFilterForm, TimelineFilterForm
from ..models import (
    Article,
    Coverage,
    Event,
    Mention,
    Outlet,
    Person,
    Quote,
    Statement,
)

SEARCH_LIMIT = 50


def wants_partial(request):
    """Return True when HTMX asks for a fragment; a history restore needs the whole page."""
    return bool(request.htmx) and not request.htmx.history_restore_request


def story_header(story):
    """Return what the story's full page shows above its tabs."""
    return {
        "header_articles": list(Article.objects.for_story(story)),
        "header_people": list(Person.objects.for_story(story)),
    }


def render_story_tab(request, story, tab, context, status=200):
    """Render one tab of a story: its partial for HTMX, else the page with the story header.

    The page template is ``articles/<tab>.html`` (extending ``articles/story.html``
    and including ``articles/_<tab>.html`` in its ``panel`` block).
    """
    context = {"story": story, "tab": tab, **context}
    if wants_partial(request):
        return render(request, f"articles/_{tab}.html", context, status=status)
    context.update(story_header(story))
    return render(request, f"articles/{tab}.html", context, status=status)


def get_story(slug):
    return get_object_or_404(Event.objects.for_story_page(), slug=slug)


@dataclass
class TimelineEntry:
    """One line of the timeline: a moment, or an article's publication."""

    on: date
    moment: Event | None = None
    article: Article | None = None
    outlets: list = field(default_factory=list)
    has_unknown_outlet: bool = False


def build_timeline(moments, articles=()):
    """Return moments and article publications on one line of time, oldest first.

    A moment sorts before the articles published on its day; undated moments
    come last.
    """
    entries = []
    for moment in moments:
        entry = TimelineEntry(on=moment.occurred_on or date.max, moment=moment)
        seen = set()
        for source in moment.source_list:
            outlet = source.article.outlet
            if outlet is None:
                entry.has_unknown_outlet = True
            elif outlet.pk not in seen:
                seen.add(outlet.pk)
                entry.outlets.append(outlet)
        entries.append(entry)
    for article in articles:
        if article.published_at is not None:
            entries.append(TimelineEntry(on=article.published_at.date(), article=article))
    return sorted(entries, key=lambda e: (e.on, e.moment is None))


@require_GET
@never_cache
def healthz(request):
    """Answer without touching the database: load balancers and benchmarks call it."""
    return HttpResponse("ok", content_type="text/plain")


@require_GET
def index(request):
    stories = Event.objects.for_index()
    return render(request, "articles/index.html", {"stories": stories})


@require_GET
@vary_on_headers("HX-Request")
def timeline(request, slug):
    story = get_story(slug)
    form = TimelineFilterForm(
        request.GET,
        people=Person.objects.for_story(story),
        outlets=Outlet.objects.for_story(story),
    )
    # A bad filter (a person or outlet not in this story) is ignored, not an error:
    # cleaned_data keeps the fields that are valid.
    form.is_valid()
    filters = {name: form.cleaned_data.get(name) for name in ("person", "outlet")}
    show_published = bool(form.cleaned_data.get("published"))
    open_slug = form.cleaned_data.get("open") or ""
    moments = Event.objects.for_timeline(story, **filters)
    articles = Article.objects.for_story(story) if show_published else ()
    if show_published and filters["outlet"] is not None:
        articles = articles.filter(outlet=filters["outlet"])
    query = {
        key: value
        for key, value in (
            ("person", filters["person"].slug if filters["person"] else ""),
            ("outlet", filters["outlet"].slug if filters["outlet"] else ""),
            ("published", "1" if show_published else ""),
        )
        if value
    }
    entries = build_timeline(moments, articles)
    return render_story_tab(
        request,
        story,
        "timeline",
        {
            "form": form,
            "entries": entries,
            "moment_count": sum(1 for e in entries if e.moment),
            "filters": filters,
            "show_published": show_published,
            "open_slug": open_slug,
            "filter_query": urlencode(query),
            "is_filtered": bool(query),
        },
    )


story = timeline


@require_GET
@vary_on_headers("HX-Request")
def quotes(request, slug):
    story = get_story(slug)
    form = SpeakerFilterForm(request.GET, speakers=Person.objects.for_story(story))
    form.is_valid()  # an unknown speaker is ignored
    speaker = form.cleaned_data.get("speaker")
    statements = Statement.objects.for_story_quotes(story, speaker)
    loose_quotes = Quote.objects.for_story_quotes(story, speaker)
    return render_story_tab(
        request,
        story,
        "quotes",
        {
            "form": form,
            "speaker": speaker,
            "statements": [s for s in statements if s.quote_list],
            "loose_quotes": loose_quotes,
        },
    )


@require_GET
@vary_on_headers("HX-Request")
def story_articles(request, slug):
    story = get_story(slug)
    return render_story_tab(
        request, story, "story_articles", {"articles": Article.objects.for_story(story)}
    )


@require_GET
@vary_on_headers("HX-Request")
def moment(request, slug, moment_slug):
    """Show what each outlet wrote about one moment; HTMX gets just the sources."""
    story = get_story(slug)
    moment = get_object_or_404(Event.objects.for_moment_page(story), slug=moment_slug)
    context = {"story": story, "moment": moment, "sources": moment.source_list}
    if wants_partial(request):
        return render(request, "articles/_moment_sources.html", context)
    return render(request, "articles/moment.html", context)


@require_GET
def article(request, outlet_slug, slug):
    article = get_object_or_404(Article.objects.for_article_page(), slug=slug)
    if request.path != article.get_absolute_url():
        return redirect(article, permanent=True)
    return render(request, "articles/article.html", {"article": article})


@require_GET
def person(request, slug):
    person = get_object_or_404(Person, slug=slug)
    stories = list(
        Event.objects.stories()
        .published()
        .filter(
            Q(articles__mentions__person=person) | Q(articles__quotes__speaker=person),
            articles__is_published=True,
        )
        .distinct()
        .order_by("title")
    )
    if not stories:
        raise Http404("No published story mentions this person.")
    descriptions = group_descriptions(Mention.objects.descriptions_of(person))
    statements = [s for s in Statement.objects.for_person(person) if s.quote_list]
    return render(
        request,
        "articles/person.html",
        {
            "person": person,
            "stories": stories,
            "descriptions": descriptions,
            "statements": statements,
            "loose_quotes": Quote.objects.for_person(person),
        },
    )


def group_descriptions(rows):
    """Group ``descriptions_of`` rows by outlet: [{"outlet", "slug", "names", ...}]."""
    groups = {}
    for row in rows:
        key = row["article__outlet__slug"]
        group = groups.setdefault(
            key,
            {
                "outlet": row["article__outlet__name"] or "Unknown outlet",
                "slug": key,
                Mention.Kind.NAME: [],
                Mention.Kind.DESCRIPTOR: [],
                Mention.Kind.AGE: [],
            },
        )
        group[row["kind"]].append({"text": row["text"], "uses": row["uses"]})
    return [
        {
            "outlet": g["outlet"],
            "slug": g["slug"],
            "names": g[Mention.Kind.NAME],
            "descriptors": g[Mention.Kind.DESCRIPTOR],
            "ages": g[Mention.Kind.AGE],
        }
        for g in groups.values()
    ]


@dataclass
class CoverageCell:
    article: Article
    status: str
    text: str = ""

    @property
    def label(self):
        return Coverage(self.status).label if self.status in Coverage.values else "Not compared"


def statement_grid(statement, articles):
    """Return the statement's sentences, each with one coverage cell per published article.

    Coverage of unpublished articles is left out with the articles themselves.
    """
    rows = []
    for sentence in statement.sentences:
        coverage = sentence.get("coverage") or {}
        cells = []
        for article in articles:
            cell = coverage.get(str(article.pk)) or {}
            cells.append(
                CoverageCell(article, cell.get("status", Coverage.OMITTED), cell.get("text", ""))
            )
        rows.append({"text": sentence.get("text", ""), "cells": cells})
    return rows


@require_GET
def statement(request, slug, pk):
    story = get_story(slug)
    statement = get_object_or_404(
        Statement.objects.for_story_quotes(story), pk=pk
    )
    articles = list(Article.objects.for_story(story))
    return render(
        request,
        "articles/statement.html",
        {
            "story": story,
            "statement": statement,
            "articles": articles,
            "rows": statement_grid(statement, articles),
        },
    )


@require_GET
def quote(request, slug, pk):
    story = get_story(slug)
    quote = get_object_or_404(Quote.objects.for_quote_page(story), pk=pk)
    versions = []
    if quote.statement_id is not None:
        versions = (
            Quote.objects.for_quote_page(story)
            .filter(statement=quote.statement_id)
            .exclude(pk=quote.pk)
            .order_by(F("article__published_at").asc(nulls_last=True), "start")
        )
    return render(
        request,
        "articles/quote.html",
        {"story": story, "quote": quote, "versions": versions},
    )


@require_GET
@vary_on_headers("HX-Request")
def search(request):
    form = SearchForm(request.GET)
    q = form.cleaned_data["q"] if form.is_valid() else ""
    context = {"form": form, "q": q}
    if q:
        results = {
            "articles": list(Article.objects.for_search(q)[:SEARCH_LIMIT]),
            "people": list(Person.objects.for_search(q)[:SEARCH_LIMIT]),
            "quotes": list(Quote.objects.for_search(q)[:SEARCH_LIMIT]),
        }
        context.update(
            results, total=sum(map(len, results.values())), limit=SEARCH_LIMIT
        )
    status = 200 if form.is_valid() else 400
    template = "articles/_search_results.html" if wants_partial(request) else "articles/search.html"
    return render(request, template, context, status=status)
