"""The versions of an article, and what changed between any two of them.

Ingest stored every version and every pair's diff (with the quotes that
appeared, disappeared or changed) when the text changed; these views read
one row set each and render it. Both are versioned by the article's story,
like the article page.
"""

from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe

from ..caching import versioned
from ..forms import VersionPickForm
from ..models import Article, ArticleVersion, VersionDiff
from .pages import get_or_preview, show_draft


def article_page(view):
    """Turn ``view(request, article, **kwargs)`` into a view of an article's slugs.

    The article is looked up as the article page does (staff see drafts); an
    old outlet slug redirects; the answer is versioned by its story.
    """

    def article_view(request, outlet_slug, slug, **kwargs):
        article, preview = get_or_preview(request, Article.objects.for_article_page, slug=slug)
        if article.outlet_slug != outlet_slug:
            path = request.path.replace(f"/{outlet_slug}/", f"/{article.outlet_slug}/", 1)
            return redirect(path, permanent=True)
        if preview:
            return show_draft(view(request, article, **kwargs))
        story = article.story
        return versioned(
            request, story.slug, story.updated_at, lambda: view(request, article, **kwargs)
        )

    article_view.__name__ = view.__name__
    article_view.__doc__ = view.__doc__
    return article_view


@require_safe
def article_versions(request, outlet_slug, slug):
    """List an article's versions; ``?old=N&new=M`` (the picker) goes to their diff."""
    if "old" in request.GET or "new" in request.GET:
        return _pick(request, outlet_slug, slug)
    return _versions(request, outlet_slug, slug)


@article_page
def _versions(request, article, form=None, status=200):
    versions = list(ArticleVersion.objects.for_versions_page(article))
    context = {
        "article": article,
        "versions": versions,
        "version_numbers": [version.number for version in versions],
        "form": form or VersionPickForm(initial=_default_pair(versions)),
    }
    return render(request, "articles/article_versions.html", context, status=status)


def _pick(request, outlet_slug, slug):
    form = VersionPickForm(request.GET)
    if not form.is_valid():
        return _versions(request, outlet_slug, slug, form=form, status=400)
    pair = [form.cleaned_data["old"], form.cleaned_data["new"]]
    return redirect("articles:article_diff", outlet_slug, slug, *pair)


@require_safe
@article_page
def article_diff(request, article, old, new):
    """Show what changed from version ``old`` to version ``new``: words, then quotes."""
    diff = get_object_or_404(
        VersionDiff.objects.for_diff_page(article), old__number=old, new__number=new
    )
    diff.article = article
    context = {
        "article": article,
        "diff": diff,
        "form": VersionPickForm(initial={"old": old, "new": new}),
        "version_numbers": range(1, article.update_count + 2),
    }
    return render(request, "articles/article_diff.html", context)


def _default_pair(versions):
    if len(versions) < 2:
        return {}
    return {"old": versions[-2].number, "new": versions[-1].number}
