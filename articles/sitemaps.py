"""The sitemap: every published permalink, with when it last changed.

A page changes when any published article it shows changes, so most
``lastmod`` values are the latest ``updated_at`` of those articles, computed
in the query.
"""

from django.contrib.sitemaps import Sitemap
from django.db.models import Exists, Max, OuterRef, Q
from django.urls import reverse

from .models import Article, Event, Mention, Moment, Person, Quote, Statement

STORY_TABS = ("story", "timeline", "compare", "quotes", "story_articles")


def published_stories():
    return (
        Event.objects.published()
        .annotate(lastmod=Max("articles__updated_at", filter=Q(articles__is_published=True)))
        .order_by("slug")
    )


class IndexSitemap(Sitemap):
    changefreq = "daily"

    def items(self):
        return ["articles:index"]

    def location(self, item):
        return reverse(item)

    def lastmod(self, item):
        return Article.objects.published().aggregate(latest=Max("updated_at"))["latest"]


class StorySitemap(Sitemap):
    """The story and each of its tabs: each is its own permalink."""

    changefreq = "daily"

    def items(self):
        return [(story, tab) for story in published_stories() for tab in STORY_TABS]

    def location(self, item):
        story, tab = item
        return reverse(f"articles:{tab}", args=[story.slug])

    def lastmod(self, item):
        story, _ = item
        return max(filter(None, [story.lastmod, story.updated_at]))


class MomentSitemap(Sitemap):
    def items(self):
        return (
            Moment.objects.published()
            .filter(story__is_published=True)
            .select_related("story")
            .order_by("story__slug", "slug")
        )

    def lastmod(self, moment):
        return moment.updated_at


class ArticleSitemap(Sitemap):
    def items(self):
        return Article.objects.published().select_related("outlet").order_by("slug")

    def lastmod(self, article):
        return article.updated_at


class PersonSitemap(Sitemap):
    def items(self):
        in_published = Q(
            mentions__article__is_published=True, mentions__article__story__is_published=True
        )
        return (
            Person.objects.filter(
                Exists(
                    Mention.objects.filter(
                        person=OuterRef("pk"),
                        article__is_published=True,
                        article__story__is_published=True,
                    )
                )
            )
            .annotate(lastmod=Max("mentions__article__updated_at", filter=in_published))
            .order_by("slug")
        )

    def lastmod(self, person):
        return person.lastmod


class StatementSitemap(Sitemap):
    def items(self):
        return (
            Statement.objects.filter(story__is_published=True)
            .filter(Exists(Quote.objects.published().filter(statement=OuterRef("pk"))))
            .select_related("story")
            .order_by("story__slug", "pk")
        )

    def lastmod(self, statement):
        return statement.updated_at


class QuoteSitemap(Sitemap):
    def items(self):
        return Quote.objects.published().select_related("article__story").order_by("pk")

    def lastmod(self, quote):
        return quote.article.updated_at


sitemaps = {
    "index": IndexSitemap,
    "stories": StorySitemap,
    "moments": MomentSitemap,
    "articles": ArticleSitemap,
    "people": PersonSitemap,
    "statements": StatementSitemap,
    "quotes": QuoteSitemap,
}
