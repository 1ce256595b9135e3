from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from .models import Article, Event


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
def story(request, slug):
    story = get_object_or_404(Event.objects.stories().published(), slug=slug)
    articles = Article.objects.for_story(story)
    return render(request, "articles/story.html", {"story": story, "articles": articles})


@require_GET
def article(request, outlet_slug, slug):
    article = get_object_or_404(
        Article.objects.published().select_related("outlet", "story"), slug=slug
    )
    if request.path != article.get_absolute_url():
        return redirect(article, permanent=True)
    return render(request, "articles/article.html", {"article": article})
