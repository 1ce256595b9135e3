"""The outlet comparison tab, and the word-level diff of one cell of its statement grid."""

from urllib.parse import urlencode

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import push_url

from ..comparison import (
    UNKNOWN_OUTLET,
    best_cell,
    build_columns,
    cell_diff,
    compare_outlets,
    measures_of,
    story_outlet_choices,
)
from ..forms import CompareForm, DiffForm
from ..models import Article, Coverage, Statement
from .pages import render_partial, render_story_tab, story_page, wants_partial


def compare_url(story, outlets_query=""):
    """Return the comparison's URL; ``outlets_query`` is the canonical ``outlets`` value."""
    url = reverse("articles:compare", args=[story.slug])
    if not outlets_query:
        return url
    return f"{url}?{urlencode({'outlets': outlets_query}, safe=',')}"


@require_safe
@vary_on_headers("HX-Request")
@story_page
def compare(request, story):
    """Compare the story's outlets side by side; ``?outlets=a,b`` picks two or more.

    A URL that is not in canonical form (checkbox-style ``outlets=a&outlets=b``,
    unsorted or unknown slugs) is redirected to it when opened as a page, and
    pushed in its canonical form when HTMX asked, so every shared link is the
    same link.

    The page stays the same size however many articles the story has: at most
    ``MAX_OUTLETS`` outlets are compared, and each by its most recent article.
    """
    choices = story_outlet_choices(story)
    form = CompareForm(request.GET, choices=choices)
    canonical = compare_url(story, form.query)
    partial = wants_partial(request)
    if not partial and request.GET and request.get_full_path() != canonical:
        return redirect(canonical)
    selected = form.selected
    articles = Article.objects.latest_compared(story, selected)
    # Only the statements the compared articles quote (stored with their measures): a grid
    # per statement they carry, looked up by key however many the story has.
    quoted = {pk for a in articles if (m := measures_of(a)) for pk in m.quoted_statements}
    statements = Statement.objects.for_comparison(story, quoted)
    # The people they name, stored with the story.
    comparison = compare_outlets(
        articles, statements, story.framing_words, story.compared_persons()
    )
    response = render_story_tab(
        request,
        story,
        "compare",
        {
            "form": form,
            "choices": choices,
            "selected": set(selected),
            "outlets_query": form.query,
            "canonical_query": {"outlets": form.query},
            "compare_url": canonical,
            "comparison": comparison,
        },
    )
    if partial:
        push_url(response, canonical)
    return response


@require_safe
@vary_on_headers("HX-Request")
@story_page
def statement_diff(request, story, pk):
    """Show how one outlet's version of one statement sentence differs from the full sentence.

    ``?sentence=N&outlet=<slug>``; HTMX gets the diff alone, to show under the
    grid, anything else the page. Bad parameters answer 400.
    """
    statement = get_object_or_404(
        Statement.objects.select_related("speaker").defer("sentences", "leading_quotes"),
        story=story,
        pk=pk,
    )
    form = DiffForm(request.GET)
    if not form.is_valid():
        context = {
            "story": story,
            "statement": statement,
            "form": form,
            "compare_url": compare_url(story),
        }
        return render(request, "articles/compare_diff.html", context, status=400)
    index, key = form.cleaned_data["sentence"], form.cleaned_data["outlet"]
    if index >= len(statement.shown_sentences):
        raise Http404("No such sentence.")
    articles = Article.objects.for_story(story).latest_per_outlet()
    if key == UNKNOWN_OUTLET:
        articles = articles.filter(outlet__isnull=True)
    else:
        articles = articles.filter(outlet__slug=key)
    columns = build_columns(list(articles))
    if not columns:
        raise Http404("No such outlet in this story.")
    sentence = statement.shown_sentences[index]
    status, text, article = best_cell(sentence, columns[0])
    outlets_query = form.cleaned_data.get("outlets", "")
    context = {
        "story": story,
        "statement": statement,
        "column": columns[0],
        "index": index,
        "full": sentence.get("text", ""),
        "printed": text,
        "status": Coverage(status),
        "article": article,
        "parts": cell_diff(sentence, article) if article else [],
        "compare_url": compare_url(story, outlets_query),
        "canonical_query": {"sentence": index, "outlet": key, "outlets": outlets_query},
    }
    if wants_partial(request):
        return render_partial(request, "articles/_compare_diff.html", context)
    return render(request, "articles/compare_diff.html", context)
