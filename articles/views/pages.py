"""The reader pages: stories and their tabs, moments, articles, people, quotes, search.

Every view that HTMX swaps answers with its partial for an HTMX request and
with the whole page otherwise (history restores included), and varies on
``HX-Request`` so caches keep the two apart.

The pages of a story are versioned by the story (see ``articles.caching``):
``@story_page`` looks the story up, then answers 304 or from the view cache
when it can. Lists are paginated (``PER_PAGE``) so no page grows with the
story. Staff see drafts where the public sees a 404, under a banner, and
those answers are never cached; checking the user only after the public
lookup failed keeps public pages free of session queries and cookies.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import partial, wraps
from urllib.parse import urlencode

from django.core.cache import cache
from django.db.models import Q
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from ..caching import (
    VERSION_TIMEOUT,
    private_preview,
    remember_version,
    remembered_version,
    versioned,
    wants_partial,
)
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
    count_rows,
    prefetch_article_markup,
)

SEARCH_LIMIT = 50
# Articles of the articles tab per page, and the most quotes a list shows at once.
PER_PAGE = 50
# Moments of the timeline per page (the story's first page), and the outlets
# named for each; how many more there are is said.
TIMELINE_PER_PAGE = 20
TIMELINE_OUTLETS = 6
# Deeper pages than this are answered as the last one asked for would be: empty.
MAX_PAGE = 10_000
# Statements of the quotes tab per page, and the quotes shown of each: the
# statement's own page lists more.
STATEMENTS_PER_PAGE = 10
QUOTES_PER_STATEMENT = 5
# Articles named in the story header; the articles tab lists them all.
HEADER_ARTICLES = 6
# People offered by a story's filters, most mentioned first; the header names the
# first HEADER_PEOPLE of them and says how many there are in all.
STORY_PEOPLE = 30
HEADER_PEOPLE = 10
# What a shared link of each tab is titled, before the story's title.
TAB_TITLES = {
    "timeline": "Timeline",
    "compare": "Compare outlets",
    "quotes": "Quotes",
    "story_articles": "Articles",
}


class Leading(Sequence):
    """The first items of a longer list, whose ``len()`` is the whole list's length.

    The story header names a few articles and says how many there are in all
    without fetching them all.
    """

    def __init__(self, items, total):
        self.items, self.total = list(items), total

    def __getitem__(self, index):
        return self.items[index]

    def __len__(self):
        return self.total


def story_people(story):
    """Return the ``STORY_PEOPLE`` people the story mentions most, as a ``Leading``: one query."""
    return first_of(Person.objects.for_story(story), STORY_PEOPLE)


def story_header(story, people=None):
    """Return what the story's full page shows above its tabs.

    ``people`` is ``story_people(story)`` when the view has it already, for
    its filter form: the page fetches it once.
    """
    articles = Article.objects.for_story(story).defer("body")[:HEADER_ARTICLES]
    people = story_people(story) if people is None else people
    return {
        "header_articles": Leading(articles, story.article_count),
        "header_people": people[:HEADER_PEOPLE],
        "more_people": max(len(people) - HEADER_PEOPLE, 0),
    }


def with_total(queryset):
    """Annotate each row of ``queryset`` with ``total_count``, the number of rows it has in all.

    The count is a subquery that does not depend on the row, so the database
    runs it once, and a page of rows costs one query with its total.
    """
    return queryset.annotate(total_count=count_rows(queryset))


def first_of(queryset, limit):
    """Return the first ``limit`` items of ``queryset`` as a ``Leading``; one query counts all."""
    items = list(with_total(queryset)[:limit])
    return Leading(items, items[0].total_count if items else 0)


def quoted_statements(statements):
    """Return the statements with a published quote; each ``quote_list`` counts all of them.

    ``statements`` carry their first quotes in ``quote_list`` and the stored
    ``quote_count`` of all.
    """
    quoted = [statement for statement in statements if statement.quote_list]
    for statement in quoted:
        statement.quote_list = Leading(statement.quote_list, statement.quote_count)
    return quoted


def page_number(request):
    """Return the ``page`` parameter; a missing or bad one is page 1."""
    try:
        number = int(request.GET.get("page", ""))
    except ValueError:
        return 1
    return min(max(number, 1), MAX_PAGE)


def paginate(queryset, number, per_page=PER_PAGE):
    """Return page ``number`` of ``queryset`` and the first item after it (or None).

    One query and no COUNT: the page is fetched with one item more.
    """
    start = (number - 1) * per_page
    items = list(queryset[start : start + per_page + 1])
    following = items[per_page] if len(items) > per_page else None
    return items[:per_page], following


def show_draft(response):
    """Mark a staff preview of a draft as never stored, never indexed.

    Its banner comes from the templates (``is_preview``, see ``get_or_preview``).
    """
    return private_preview(response)


def get_or_preview(request, queryset, **lookup):
    """Return ``(object, is_preview)``: from ``queryset()``, else for staff from drafts too.

    ``queryset(preview=True)`` includes drafts. The user (and so the session)
    is only looked at once the public lookup failed, so public pages set no
    cookie and pay no session query. A preview marks the request
    (``request.is_preview``), which templates see as ``is_preview`` and show
    the draft banner for.
    """
    try:
        return get_object_or_404(queryset(), **lookup), False
    except Http404:
        if not request.user.is_staff:
            raise
    found = get_object_or_404(queryset(preview=True), **lookup)
    request.is_preview = True
    return found, True


def render_partial(request, template, context, status=200):
    """Render the partial ``template`` for HTMX, headed by the draft banner in a preview."""
    context = {**context, "partial_template": template}
    return render(request, "articles/partial.html", context, status=status)


def story_page(view):
    """Turn ``view(request, story, **kwargs)`` into a view of ``slug`` versioned by the story.

    The published story's pages are answered 304 or from the view cache when
    its version allows; a draft story, shown to staff, never is.
    """

    @wraps(view)
    def story_view(request, slug, **kwargs):
        remembered = remembered_version(slug)
        if remembered is not None:  # a warm page costs no query at all
            pk, version = remembered
            return versioned(
                request, f"story:{pk}", version, lambda: view(request, get_story(slug), **kwargs)
            )
        story, preview = get_or_preview(request, Event.objects.for_story_page, slug=slug)
        if preview:
            return show_draft(view(request, story, **kwargs))
        remember_version(story)
        return versioned(
            request, f"story:{story.pk}", story.updated_at, lambda: view(request, story, **kwargs)
        )

    return story_view


def render_story_tab(request, story, tab, context, status=200, people=None, is_story_page=False):
    """Render one tab of a story: its partial for HTMX, else the page with the story header.

    The page template is ``articles/<tab>.html`` (extending ``articles/story.html``
    and including ``articles/_<tab>.html`` in its ``panel`` block). ``people``
    goes to ``story_header()``. A shared link of a tab is titled by the tab,
    unless it is the story's own page (``is_story_page``).
    """
    share_title = "" if is_story_page else f"{TAB_TITLES[tab]} · {story.title}"
    context = {"story": story, "tab": tab, "share_title": share_title, **context}
    if wants_partial(request):
        return render_partial(request, f"articles/_{tab}.html", context, status=status)
    context.update(story_header(story, people))
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

    @property
    def shown_outlets(self):
        return self.outlets[:TIMELINE_OUTLETS]

    @property
    def more_outlets(self):
        return max(len(self.outlets) - TIMELINE_OUTLETS, 0)


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
@story_page
def timeline(request, story, is_story_page=False):
    """Show the story's moments, ``TIMELINE_PER_PAGE`` at a time, with the filters kept.

    The story's own page is this tab (``is_story_page``, set by the URL).

    With ``published=1`` the articles published within the page's span of
    dates are shown among its moments, at most ``TIMELINE_PER_PAGE`` of them (the
    articles tab lists every one). An HTMX request for page 2 and on gets
    the page's items alone, to append to the list.
    """
    people = story_people(story)
    form = TimelineFilterForm(request.GET, people=people, outlets=Outlet.objects.for_story(story))
    # A bad filter (a person or outlet not in this story) is ignored, not an error:
    # cleaned_data keeps the fields that are valid.
    form.is_valid()
    filters = {name: form.cleaned_data.get(name) for name in ("person", "outlet")}
    show_published = bool(form.cleaned_data.get("published"))
    open_slug = form.cleaned_data.get("open") or ""
    number = page_number(request)
    moments, following = paginate(
        Event.objects.for_timeline(story, **filters), number, TIMELINE_PER_PAGE
    )
    articles, more_articles = [], False
    if show_published:
        articles, more_articles = published_between(
            Article.objects.for_story(story).filter(published_at__isnull=False),
            filters["outlet"],
            # A page's articles are those published from its first moment's day
            # (the first page: from the start) to the next page's first moment's day.
            start=moments[0].occurred_on if number > 1 and moments else None,
            end=following.occurred_on if following is not None else None,
            is_empty=number > 1 and not (moments and moments[0].occurred_on),
        )
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
            "canonical_query": query,
            "is_filtered": bool(query),
            "more_articles": more_articles,
            **page_links(request, number, following is not None),
        },
        people=people,
        is_story_page=is_story_page,
    )


def published_between(articles, outlet, start, end, is_empty):
    """Return up to ``TIMELINE_PER_PAGE`` of ``articles`` published on days in ``[start, end)``.

    Also return whether more were left out. None for ``start`` or ``end``
    leaves that side open.
    """
    if is_empty:
        return [], False
    if outlet is not None:
        articles = articles.filter(outlet=outlet)
    if start is not None:
        articles = articles.filter(published_at__date__gte=start)
    if end is not None:
        articles = articles.filter(published_at__date__lt=end)
    found, following = paginate(articles, 1, TIMELINE_PER_PAGE)
    return found, following is not None


def page_links(request, number, has_next):
    """Return the pagination context of a list page: numbers of the pages around, and the mode.

    ``items_only`` is an HTMX request for a later page: it gets the items
    alone, to append after the ones on screen.
    """
    return {
        "page_number": number,
        "previous_page": number - 1 if number > 1 else None,
        "next_page": number + 1 if has_next else None,
        "items_only": wants_partial(request) and number > 1,
    }


@require_GET
@vary_on_headers("HX-Request")
@story_page
def quotes(request, story):
    """List the story's statements, most quoted first, ``STATEMENTS_PER_PAGE`` at a time.

    The first page also lists the quotes that belong to no statement.
    """
    people = story_people(story)
    form = SpeakerFilterForm(request.GET, speakers=people)
    form.is_valid()  # an unknown speaker is ignored
    speaker = form.cleaned_data.get("speaker")
    query = {"speaker": speaker.slug} if speaker else {}
    number = page_number(request)
    statements = (
        Statement.objects.for_story_quotes(story, speaker, per_statement=QUOTES_PER_STATEMENT)
        .filter(quote_count__gt=0)
        .order_by("-quote_count", "pk")
        # The tab shows no sentence grid: leave out the coverage, a cell per article.
        .defer("sentences")
    )
    statements, following = paginate(with_total(statements), number, STATEMENTS_PER_PAGE)
    loose_quotes = []
    if number == 1:
        loose_quotes = first_of(Quote.objects.for_story_quotes(story, speaker), PER_PAGE)
    return render_story_tab(
        request,
        story,
        "quotes",
        {
            "form": form,
            "speaker": speaker,
            "statements": quoted_statements(statements),
            "statement_count": statements[0].total_count if statements else 0,
            "loose_quotes": loose_quotes,
            "filter_query": urlencode(query),
            "canonical_query": query,
            **page_links(request, number, following is not None),
        },
        people=people,
    )


@require_GET
@vary_on_headers("HX-Request")
@story_page
def story_articles(request, story):
    """List the story's articles, ``PER_PAGE`` at a time."""
    number = page_number(request)
    articles, following = paginate(Article.objects.for_story(story).defer("body"), number)
    return render_story_tab(
        request,
        story,
        "story_articles",
        {
            "articles": articles,
            "article_count": story.article_count,
            "first_index": (number - 1) * PER_PAGE + 1,
            **page_links(request, number, following is not None),
        },
    )


@require_GET
@vary_on_headers("HX-Request")
@story_page
def moment(request, story, moment_slug):
    """Show what each outlet wrote about one moment; HTMX gets just the sources."""
    moment, preview = get_or_preview(
        request, partial(Event.objects.for_moment_page, story), slug=moment_slug
    )
    context = {"story": story, "moment": moment, "sources": moment.source_list}
    if wants_partial(request):
        response = render_partial(request, "articles/_moment_sources.html", context)
    else:
        response = render(request, "articles/moment.html", context)
    return show_draft(response) if preview else response


@require_GET
def article(request, outlet_slug, slug):
    """Show one article, its quotes and people marked; versioned by its story."""

    def render_article(found):
        prefetch_article_markup([found])
        return render(request, "articles/article.html", {"article": found})

    place = cache.get(f"newsroom.article:{slug}")  # (story slug, canonical path), for a moment
    remembered = place and place[1] == request.path and remembered_version(place[0])
    if remembered:  # a warm page costs no query at all
        pk, version = remembered
        return versioned(
            request,
            f"story:{pk}",
            version,
            lambda: render_article(
                get_object_or_404(Article.objects.for_article_page(), slug=slug)
            ),
        )
    article, preview = get_or_preview(request, Article.objects.for_article_page, slug=slug)
    if request.path != article.get_absolute_url():
        return redirect(article, permanent=True)
    if preview:
        return show_draft(render_article(article))
    remember_version(article.story)
    cache.set(f"newsroom.article:{slug}", (article.story.slug, request.path), VERSION_TIMEOUT)
    return versioned(
        request,
        f"story:{article.story_id}",
        article.story.updated_at,
        lambda: render_article(article),
    )


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
    statements = quoted_statements(Statement.objects.for_person(person, per_statement=PER_PAGE))
    return render(
        request,
        "articles/person.html",
        {
            "person": person,
            "stories": stories,
            "descriptions": descriptions,
            "statements": statements,
            "loose_quotes": first_of(Quote.objects.for_person(person), PER_PAGE),
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
    """Return the statement's sentences, each with one coverage cell per article of ``articles``.

    ``articles`` are the outlets' latest, whose cells ``shown_sentences`` holds.
    """
    rows = []
    for sentence in statement.shown_sentences:
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
@story_page
def statement(request, story, pk):
    """Show one statement rebuilt sentence by sentence, as each outlet's latest article has it."""
    statement = get_object_or_404(
        Statement.objects.for_story_quotes(story, per_statement=PER_PAGE).defer("sentences"), pk=pk
    )
    articles = list(Article.objects.for_story(story).latest_per_outlet())
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
@story_page
def quote(request, story, pk):
    quote = get_object_or_404(Quote.objects.for_quote_page(story), pk=pk)
    versions = []
    if quote.statement_id is not None:
        versions = (
            Quote.objects.for_quote_page(story)
            .filter(statement=quote.statement_id)
            .exclude(pk=quote.pk)
            .order_by("position")[:PER_PAGE]
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
    context = {"form": form, "q": q, "canonical_query": {"q": q}}
    if q:
        results = {
            "articles": list(Article.objects.for_search(q)[:SEARCH_LIMIT]),
            "people": list(Person.objects.for_search(q)[:SEARCH_LIMIT]),
            "quotes": list(Quote.objects.for_search(q)[:SEARCH_LIMIT]),
        }
        context.update(results, total=sum(map(len, results.values())), limit=SEARCH_LIMIT)
    status = 200 if form.is_valid() else 400
    template = "articles/_search_results.html" if wants_partial(request) else "articles/search.html"
    return render(request, template, context, status=status)
