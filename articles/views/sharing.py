"""Preview images for link unfurls, and robots.txt.

A preview is drawn from the data it shows and cached under a hash of that
data, so an edit draws a new image and an unchanged story is drawn once. The
hash is also the ETag: a client that has the image gets a 304.
"""

from django.core.cache import cache
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.dateformat import format as format_date
from django.views.decorators.http import require_safe

from ..models import Event, Moment, Person, Statement
from ..previews import Preview, draw_preview
from ..templatetags.newsroom import precise_date
from .pages import get_story

PREVIEW_CACHE_SECONDS = 60 * 60 * 24 * 30
# The URL of a preview stays the same when its story changes, so clients keep
# it for a day and then revalidate with the ETag, which costs no drawing.
PREVIEW_MAX_AGE = 60 * 60 * 24
PEOPLE_SHOWN = 3
SITE_TAGLINE = "Who said what, and how each outlet told the story."


def date_span(first, last):
    """Return "11 Mar 2024" or "11–12 Mar 2024" or "30 Mar – 2 Apr 2024" for a span."""
    if first is None:
        return ""
    first, last = first.date(), (last or first).date()
    if first == last:
        return format_date(first, "j M Y")
    if (first.year, first.month) == (last.year, last.month):
        return f"{format_date(first, 'j')}–{format_date(last, 'j M Y')}"
    if first.year == last.year:
        return f"{format_date(first, 'j M')} – {format_date(last, 'j M Y')}"
    return f"{format_date(first, 'j M Y')} – {format_date(last, 'j M Y')}"


def first_sentence(text, limit=160):
    text = " ".join(text.split())
    for end in (". ", "! ", "? "):
        cut = text.find(end)
        if 0 < cut < limit:
            return text[: cut + 1]
    return text


def story_preview_data(story):
    """Return what a story's preview shows: its title, coverage dates, people, a statement.

    Its most mentioned people are stored with it (``leading_people``); of its
    first statement only the words and the speaker's name are read, not the
    sentences, which hold a cell per article that carried them.
    """
    people = [person.name for person in story.listed_people()[:PEOPLE_SHOWN]]
    text, speaker = (
        Statement.objects.filter(story=story, speaker__isnull=False)
        .order_by("created_at", "id")
        .values_list("text", "speaker__name")
        .first()
    ) or ("", "")
    when = date_span(story.first_published_at, story.last_published_at)
    return Preview(
        kicker="Newsroom · Story",
        title=story.title,
        date=when,
        people=tuple(people),
        quote=first_sentence(text) if text else "",
        quote_by=speaker,
    )


def moment_preview_data(story, moment):
    """Return what a moment's preview shows: its date, title, people named, one outlet's words."""
    sentences = " ".join(source.sentence for source in moment.source_list)
    people = [
        person.name
        for person in Person.objects.for_story(story)
        if any(
            isinstance(name, str) and name and name in sentences
            for name in [person.name, *person.aliases]
        )
    ][:PEOPLE_SHOWN]
    # A source from a known outlet says more than one from an unknown publisher.
    sources = sorted(moment.source_list, key=lambda source: source.article.outlet_id is None)
    source = sources[0] if sources else None
    return Preview(
        kicker=story.title,
        title=moment.title,
        date=precise_date(moment.occurred_on, moment.precision),
        people=tuple(people),
        quote=first_sentence(source.sentence, 200) if source else "",
        quote_by=source.article.outlet_name if source else "",
    )


def statement_preview_data(story, statement):
    """Return what a statement's preview shows: the words, who said them, how many outlets.

    How many published articles quote it is stored with it, and its first
    quote (``leading_quotes``) is of the first of them to come out.
    """
    speaker = statement.speaker.name if statement.speaker else statement.speaker_label
    articles = statement.article_count
    leading = statement.listed_leading_quotes()[:1]
    first = leading[0].article.published_at if leading else None
    details = [speaker or "Unknown speaker"]
    if first:
        details.append(format_date(first, "j M Y"))
    if articles:
        details.append(f"printed by {articles} outlet{'s' if articles != 1 else ''}")
    return Preview(
        kicker=story.title,
        title=f"“{first_sentence(statement.text, 240)}”",
        date=" · ".join(details),
    )


def site_preview_data():
    latest = Event.objects.for_index().first()
    return Preview(
        kicker="Newsroom",
        title=SITE_TAGLINE,
        date=f"Latest: {latest.title}" if latest else "",
    )


def preview_response(request, preview):
    """Answer with ``preview`` as a PNG, drawn once per distinct content, or a 304."""
    digest = preview.digest()
    etag = f'"{digest[:32]}"'
    response = get_conditional_response(request, etag=etag)
    if response is None:
        key = f"newsroom:preview:{digest}"
        png = cache.get(key)
        if png is None:
            png = draw_preview(preview)
            cache.set(key, png, PREVIEW_CACHE_SECONDS)
        response = HttpResponse(png, content_type="image/png")
    response.headers["ETag"] = etag
    patch_cache_control(
        response, public=True, max_age=PREVIEW_MAX_AGE, stale_while_revalidate=PREVIEW_MAX_AGE * 7
    )
    return response


@require_safe
def site_preview(request):
    return preview_response(request, site_preview_data())


@require_safe
def story_preview(request, slug):
    return preview_response(request, story_preview_data(get_story(slug)))


@require_safe
def moment_preview(request, slug, moment_slug):
    story = get_story(slug)
    moment = get_object_or_404(Moment.objects.for_moment_page(story), slug=moment_slug)
    return preview_response(request, moment_preview_data(story, moment))


@require_safe
def statement_preview(request, slug, pk):
    story = get_story(slug)
    statement = get_object_or_404(Statement.objects.for_preview(story), pk=pk)
    return preview_response(request, statement_preview_data(story, statement))


@require_safe
def robots_txt(request):
    """Let crawlers read every permalink, point them at the sitemap, keep them off search."""
    sitemap = request.build_absolute_uri(reverse("sitemap"))
    lines = ["User-agent: *", f"Disallow: {reverse('articles:search')}", "", f"Sitemap: {sitemap}"]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
