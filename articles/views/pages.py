"""The reader pages: stories and their tabs, moments, articles, people, quotes, search.

Every view that HTMX swaps answers with its partial for an HTMX request and
with the whole page otherwise (history restores included), and varies on
``HX-Request`` so caches keep the two apart.

The pages of a story are versioned by the story (see ``articles.caching``):
``@story_page`` looks the story up, then answers 304 or from the page cache
when it can. Lists are paginated (``PER_PAGE``) so no page grows with the
story. Staff see drafts where the public sees a 404, under a banner, and
those answers are never cached; checking the user only after the public
lookup failed keeps public pages free of session queries and cookies.
"""

from functools import partial, wraps
from urllib.parse import urlencode

from django.core.cache import cache
from django.db.models import prefetch_related_objects
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe
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
from ..grids import attach_rewordings, group_descriptions, statement_grid
from ..models import (
    Article,
    Event,
    Moment,
    Person,
    PersonWording,
    Quote,
    Statement,
    VersionDiff,
    attach_quotes,
    person_statements,
    prefetch_article_markup,
    prefetch_sources,
)
from ..pagination import (
    PER_PAGE,
    Leading,
    page_links,
    page_number,
    paginate,
    paginate_positions,
)
from ..timeline import TIMELINE_PER_PAGE, build_timeline, published_between

SEARCH_LIMIT = 50
# Statements of the quotes tab per page, and the quotes shown of each: the
# statement's own page lists more.
STATEMENTS_PER_PAGE = 10
# What a shared link of each tab is titled, before the story's title.
TAB_TITLES = {
    "timeline": "Timeline",
    "compare": "Compare outlets",
    "quotes": "Quotes",
    "story_articles": "Articles",
}


def story_header(story):
    """Return what the story's full page shows above its tabs, read from the story's row.

    Its first articles and people are stored with it (``header_articles``,
    ``leading_people``), as are how many there are in all.
    """
    return {
        "header_articles": Leading(story.listed_header_articles(), story.article_count),
        "header_people": story.listed_people()[: Event.HEADER_PEOPLE],
        "more_people": max(story.people_count - Event.HEADER_PEOPLE, 0),
    }


def quoted_statements(statements):
    """Return the statements with a published quote; each ``quote_list`` counts all of them.

    ``statements`` carry their first quotes in ``quote_list`` and the stored
    ``quote_count`` of all.
    """
    quoted = [statement for statement in statements if statement.quote_list]
    for statement in quoted:
        statement.quote_list = Leading(statement.quote_list, statement.quote_count)
    return quoted


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

    The published story's pages are answered 304 or from the page cache when
    its version allows; a draft story, shown to staff, never is.
    """

    @wraps(view)
    def story_view(request, slug, **kwargs):
        version = remembered_version(slug)
        if version is not None:  # a warm page costs no query at all
            return versioned(
                request, slug, version, lambda: view(request, get_story(slug), **kwargs)
            )
        story, preview = get_or_preview(request, Event.objects.for_story_page, slug=slug)
        if preview:
            return show_draft(view(request, story, **kwargs))
        remember_version(story)
        return versioned(request, slug, story.updated_at, lambda: view(request, story, **kwargs))

    return story_view


def render_story_tab(request, story, tab, context, status=200, is_story_page=False):
    """Render one tab of a story: its partial for HTMX, else the page with the story header.

    The page template is ``articles/<tab>.html`` (extending ``articles/story.html``
    and including ``articles/_<tab>.html`` in its ``panel`` block). A shared
    link of a tab is titled by the tab, unless it is the story's own page
    (``is_story_page``).
    """
    share_title = "" if is_story_page else f"{TAB_TITLES[tab]} · {story.title}"
    context = {"story": story, "tab": tab, "share_title": share_title, **context}
    if wants_partial(request):
        return render_partial(request, f"articles/_{tab}.html", context, status=status)
    context.update(story_header(story))
    return render(request, f"articles/{tab}.html", context, status=status)


def get_story(slug):
    return get_object_or_404(Event.objects.for_story_page(), slug=slug)


@require_safe
@never_cache
def healthz(request):
    """Answer without touching the database: load balancers and benchmarks call it."""
    return HttpResponse("ok", content_type="text/plain")


@require_safe
def index(request):
    stories = Event.objects.for_index()
    return render(request, "articles/index.html", {"stories": stories})


@require_safe
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
    form = TimelineFilterForm(
        request.GET, people=story.listed_people(), outlets=story.listed_outlets()
    )
    # A bad filter (a person or outlet not in this story) is ignored, not an error:
    # cleaned_data keeps the fields that are valid.
    form.is_valid()
    filters = {name: form.cleaned_data.get(name) for name in ("person", "outlet")}
    show_published = bool(form.cleaned_data.get("published"))
    open_slug = form.cleaned_data.get("open") or ""
    number = page_number(request)
    moments, following = paginate(
        Moment.objects.for_timeline(story, **filters), number, TIMELINE_PER_PAGE
    )
    # The reader opened one moment's sources: fetch those, and only those.
    prefetch_related_objects([m for m in moments if m.slug == open_slug], prefetch_sources())
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
        is_story_page=is_story_page,
    )


@require_safe
@vary_on_headers("HX-Request")
@story_page
def quotes(request, story):
    """List the story's statements, most quoted first, ``STATEMENTS_PER_PAGE`` at a time.

    The first page also lists the quotes that belong to no statement.
    """
    form = SpeakerFilterForm(request.GET, speakers=story.listed_people())
    form.is_valid()  # an unknown speaker is ignored
    speaker = form.cleaned_data.get("speaker")
    query = {"speaker": speaker.slug} if speaker else {}
    number = page_number(request)
    statements, following = paginate(
        Statement.objects.for_quotes_tab(story, speaker), number, STATEMENTS_PER_PAGE
    )
    if speaker is None:  # all of them are counted, when the story changes
        statement_count = story.quoted_statement_count
    else:
        statement_count = statements[0].total_count if statements else 0
    loose_quotes = []
    if number == 1:
        loose = Quote.objects.for_story_quotes(story, speaker)
        if speaker is None:  # all of them are counted, when the story changes
            loose_quotes = Leading(loose[:PER_PAGE], story.loose_quote_count)
        else:  # and each row carries the speaker's count
            loose = list(loose[:PER_PAGE])
            loose_quotes = Leading(loose, loose[0].total_count if loose else 0)
    return render_story_tab(
        request,
        story,
        "quotes",
        {
            "form": form,
            "speaker": speaker,
            "statements": quoted_statements(statements),
            "statement_count": statement_count,
            "loose_quotes": loose_quotes,
            "filter_query": urlencode(query),
            "canonical_query": query,
            **page_links(request, number, following is not None),
        },
    )


@require_safe
@vary_on_headers("HX-Request")
@story_page
def story_articles(request, story):
    """List the story's articles, ``PER_PAGE`` at a time."""
    number = page_number(request)
    articles, following = paginate_positions(
        Article.objects.for_articles_tab(story).listed(), number
    )
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


@require_safe
@vary_on_headers("HX-Request")
@story_page
def moment(request, story, moment_slug):
    """Show what each outlet wrote about one moment; HTMX gets just the sources."""
    moment, preview = get_or_preview(
        request, partial(Moment.objects.for_moment_page, story), slug=moment_slug
    )
    context = {"story": story, "moment": moment, "sources": moment.source_list}
    if wants_partial(request):
        response = render_partial(request, "articles/_moment_sources.html", context)
    else:
        response = render(request, "articles/moment.html", context)
    return show_draft(response) if preview else response


@require_safe
def article(request, outlet_slug, slug):
    """Show one article, its quotes and people marked; versioned by its story."""

    def render_article(found):
        prefetch_article_markup([found])
        return render(request, "articles/article.html", {"article": found})

    place = cache.get(f"newsroom.article:{slug}")  # (story slug, canonical path), for a moment
    version = place and place[1] == request.path and remembered_version(place[0])
    if version:  # a warm page costs no query at all
        return versioned(
            request,
            place[0],
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
        article.story.slug,
        article.story.updated_at,
        lambda: render_article(article),
    )


@require_safe
def person(request, slug):
    stories = list(Event.objects.for_person_page(slug))
    if not stories:
        raise Http404("No published story mentions this person.")
    first = stories[0]
    person = Person(
        pk=first.person_id,
        slug=slug,
        name=first.person_name,
        aliases=first.person_aliases,
        pronouns=first.person_pronouns,
    )
    descriptions = group_descriptions(PersonWording.objects.for_person(person))
    statements = quoted_statements(person_statements(person, PER_PAGE))
    # How many quotes outside statements there are is stored with each story: they are
    # asked for only when there are some.
    loose_count = sum(story.person_loose_quotes for story in stories)
    loose_quotes = Quote.objects.for_person(person)[:PER_PAGE] if loose_count else []
    return render(
        request,
        "articles/person.html",
        {
            "person": person,
            "stories": stories,
            "descriptions": descriptions,
            "statements": statements,
            "loose_quotes": Leading(loose_quotes, loose_count),
        },
    )


@require_safe
@story_page
def statement(request, story, pk):
    """Show one statement rebuilt sentence by sentence, as each outlet's latest article has it."""
    # The story is the one just looked up: read again with the statement, its stored lists
    # would be decoded twice. Its first quotes, stored for the quotes tab, are read below.
    statement = get_object_or_404(
        Statement.objects.filter(story=story)
        .select_related("speaker")
        .defer("sentences", "leading_quotes"),
        pk=pk,
    )
    statement.story = story
    attach_quotes([statement], PER_PAGE)
    articles = story.listed_latest_articles()  # stored with the story
    quotes = statement.quote_list
    # Whether any update reworded a quote of the story is stored with it: most stories have
    # none, and their statements ask for no updates.
    updates = []
    if story.has_reworded_quotes:
        updates = VersionDiff.objects.quote_updates({q.article_id for q in quotes})
    attach_rewordings(quotes, updates)
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


@require_safe
@story_page
def quote(request, story, pk):
    quote = get_object_or_404(Quote.objects.for_quote_page(story), pk=pk)
    quote.article.story = story  # the one just looked up
    versions = []
    if quote.statement_id is not None:
        versions = Quote.objects.for_quote_versions(quote)[:PER_PAGE]
    return render(
        request,
        "articles/quote.html",
        {"story": story, "quote": quote, "versions": versions},
    )


@require_safe
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
