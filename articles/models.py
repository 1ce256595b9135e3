import datetime

from django.db import models
from django.db.models import (
    Exists,
    F,
    Func,
    OuterRef,
    Prefetch,
    Q,
    Subquery,
    Sum,
)
from django.db.models.functions import Coalesce
from django.urls import reverse

from .links import cached_reverse


def count_rows(queryset):
    """Return an expression counting the rows of ``queryset``, a subquery on ``OuterRef``."""
    counted = queryset.order_by().annotate(n=Func(F("pk"), function="COUNT")).values("n")
    return Coalesce(Subquery(counted), 0)


class Precision(models.TextChoices):
    YEAR = "year", "Year"
    MONTH = "month", "Month"
    DAY = "day", "Day"


class Coverage(models.TextChoices):
    VERBATIM = "verbatim", "Verbatim"
    ALTERED = "altered", "Altered"
    OMITTED = "omitted", "Left out"


class OutletQuerySet(models.QuerySet):
    def for_story(self, story):
        """Return the outlets of the story's published articles."""
        return self.filter(
            Exists(Article.objects.published().filter(story=story, outlet=OuterRef("pk")))
        ).order_by("name")


class Outlet(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    homepage = models.URLField(blank=True)
    country = models.CharField(max_length=100, blank=True)

    objects = OutletQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["slug"], name="unique_outlet_slug")]

    def __str__(self):
        return self.name


class EventQuerySet(models.QuerySet):
    def published(self):
        return self.filter(is_published=True)

    def for_index(self):
        """Return published stories, newest first, with the counts the index shows.

        Each count is stored with the story (``article_count``, ``people_count``,
        and its ``outlets``, which ``outlet_count`` counts), so the index reads a
        row per story however many articles it has: no subquery, which SQLite,
        choosing among the indexes that start with the story, once ran over all
        of a long story's articles.
        """
        return self.for_story_page().order_by(
            F("last_published_at").desc(nulls_last=True), "-created_at"
        )

    def for_person_page(self, slug):
        """Return the published stories whose published articles mention or quote person ``slug``.

        Who they mention or quote is stored with each story (``StoryPerson``,
        one row per story and person): a join on that unique row, not a walk
        through every mention of the person, thousands for a person named in
        every article, nor two ``EXISTS`` that PostgreSQL took milliseconds to plan.
        The person page names and links them: only their titles and slugs are read,
        not the lists each story stores for its own pages. Each carries the person's
        quotes in it outside statements, as its row stores them (``person_loose_quotes``),
        and what the page shows of the person (``person_id``, ``person_name``,
        ``person_aliases``, ``person_pronouns``): the page reads the person with its
        stories, one query, not two. No row means no page, whether the person is unknown
        or in no published story.
        """
        return (
            self.published()
            .filter(story_people__person__slug=slug)
            .annotate(
                person_loose_quotes=F("story_people__loose_quote_count"),
                person_id=F("story_people__person_id"),
                person_name=F("story_people__person__name"),
                person_aliases=F("story_people__person__aliases"),
                person_pronouns=F("story_people__person__pronouns"),
            )
            .order_by("title")
            .only("title", "slug")
        )

    def for_story_page(self, preview=False):
        """Return published stories; ``preview`` includes drafts, for staff previews.

        Every page of a story looks it up with this, cached or not: the span of
        its published coverage is stored with it (``first_published_at``,
        ``last_published_at``), so the lookup reads one row.
        """
        return self if preview else self.published()


class Event(models.Model):
    """A story: the whole affair the outlets covered, with its moments and articles."""

    title = models.CharField(max_length=300)
    slug = models.SlugField(max_length=200)
    summary = models.TextField(blank=True)
    is_published = models.BooleanField(default=True)
    is_edited = models.BooleanField(
        default=False, help_text="Edited by an editor: re-extraction leaves it alone."
    )
    framing_words = models.JSONField(
        default=list, blank=True, help_text="Words the comparison counts per outlet."
    )
    # Counted by ingest.store_aggregates when the story changes, not per request.
    article_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="A story's published articles."
    )
    loose_quote_count = models.PositiveIntegerField(
        default=0,
        editable=False,
        help_text="Its quotes in published articles that belong to no statement.",
    )
    people_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="The people its published articles mention."
    )
    quoted_statement_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="Its statements quoted in published articles."
    )
    # Stored with the counts: what every tab's header and filters name, so a story page
    # reads them from the story's row rather than in a query each.
    outlets = models.JSONField(
        default=list,
        editable=False,
        help_text="The known outlets of its published articles, by name: [id, slug, name] each.",
    )
    has_unknown_outlet = models.BooleanField(
        default=False, editable=False, help_text="A published article of it has no known outlet."
    )
    has_reworded_quotes = models.BooleanField(
        default=False,
        editable=False,
        help_text="An update of one of its published articles reworded a quote: only then does "
        "a statement's page look for the updates that reworded its quotes.",
    )
    header_articles = models.JSONField(
        default=list,
        editable=False,
        help_text="The first published articles its header names: [outlet id, outlet slug, "
        "outlet name, slug, headline] each, the outlet's three empty when not known.",
    )
    leading_people = models.JSONField(
        default=list,
        editable=False,
        help_text="The people its filters offer and its header names, most mentioned first: "
        "[id, slug, name, aliases] each.",
    )
    compared_people = models.JSONField(
        default=list,
        editable=False,
        help_text="The people the measures of its outlets' latest published articles name, "
        "as the comparison shows them: [id, slug, name, pronouns] each.",
    )
    latest_articles = models.JSONField(
        default=list,
        editable=False,
        help_text="Each outlet's latest published article, as the articles tab orders them "
        "(what a statement's page compares): [id, outlet id, outlet slug, outlet name] each, "
        "the outlet's three empty when not known.",
    )
    first_published_at = models.DateTimeField(
        null=True,
        blank=True,
        editable=False,
        help_text="When its first published article came out.",
    )
    last_published_at = models.DateTimeField(
        null=True,
        blank=True,
        editable=False,
        help_text="When its latest published article came out.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = EventQuerySet.as_manager()

    # Articles and people the header names, of ``article_count`` and ``people_count``, and
    # the people the filters offer (``leading_people``).
    HEADER_ARTICLES = 6
    HEADER_PEOPLE = 10
    LEADING_PEOPLE = 30

    class Meta:
        ordering = ["title"]
        constraints = [models.UniqueConstraint(fields=["slug"], name="unique_story_slug")]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        # Remembered by the process: every page of a story links the story (share meta, JSON-LD).
        return cached_reverse("articles:story", [self.slug])

    @property
    def outlet_count(self):
        """Return how many known outlets its published articles come from (stored ``outlets``)."""
        return len(self.outlets)

    def compared_persons(self):
        """Return, by id, the stored ``compared_people`` as ``ComparedPerson`` rows."""
        return {row[0]: ComparedPerson(*row) for row in self.compared_people}

    def listed_outlets(self):
        """Return the stored ``outlets`` as ``ListedOutlet`` rows."""
        return [ListedOutlet(*row) for row in self.outlets]

    def listed_header_articles(self):
        """Return the stored ``header_articles`` as ``ListedArticle`` rows."""
        articles = []
        for outlet_id, outlet_slug, outlet_name, slug, headline in self.header_articles:
            article = ListedArticle()
            article.outlet_id, article.slug, article.headline = outlet_id, slug, headline
            article.outlet = None
            if outlet_id is not None:
                article.outlet = ListedOutlet(outlet_id, outlet_slug, outlet_name)
            articles.append(article)
        return articles

    def listed_latest_articles(self):
        """Return the stored ``latest_articles`` as ``ListedArticle`` rows: id and outlet."""
        articles = []
        for pk, outlet_id, outlet_slug, outlet_name in self.latest_articles:
            article = ListedArticle()
            article.pk, article.outlet_id, article.outlet = pk, outlet_id, None
            if outlet_id is not None:
                article.outlet = ListedOutlet(outlet_id, outlet_slug, outlet_name)
            articles.append(article)
        return articles

    def listed_people(self):
        """Return the stored ``leading_people`` as ``ListedPerson`` rows, with their aliases."""
        people = []
        for pk, slug, name, aliases in self.leading_people:
            person = ListedPerson()
            person.pk, person.slug, person.name, person.aliases = pk, slug, name, aliases
            people.append(person)
        return people


class MomentQuerySet(models.QuerySet):
    def published(self):
        return self.filter(is_published=True)

    def for_timeline(self, story, person=None, outlet=None):
        """Return the story's published moments in date order.

        The timeline reads each moment's stored ``source_count``,
        ``outlet_names`` and ``has_unknown_outlet``, not its sources: a page
        of moments is one query of twenty rows, however many articles
        mention them. ``prefetch_sources()`` fetches the sources of the one
        moment a reader opened.

        ``person`` (one of the story's ``leading_people``, whom its filters offer)
        keeps the moments whose source sentence mentions that person, as stored
        with each (``people``); ``outlet`` (an ``Outlet`` or a ``ListedOutlet``)
        keeps the moments that outlet reports, by the source of it shown for that
        outlet (``is_first``, only ever a published one): either costs a lookup
        per moment, not a walk through every source of it, one per article.
        """
        moments = self.published().filter(story=story)
        if person is not None:
            moments = moments.filter(people=person.pk)
        if outlet is not None:
            shown = MomentSource.objects.filter(
                moment=OuterRef("pk"), is_first=True, article__outlet=outlet.pk
            )
            moments = moments.filter(Exists(shown))
        return moments.order_by(F("occurred_on").asc(nulls_last=True), "title")

    def for_moment_page(self, story, preview=False):
        """Return the story's published moments, ready to show side by side by outlet.

        ``preview`` includes drafts, for staff previews.
        """
        moments = self if preview else self.published()
        return (
            moments.filter(story=story).select_related("story").prefetch_related(prefetch_sources())
        )


class Moment(models.Model):
    """One dated happening on a story's timeline, with the articles that mention it."""

    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="moments")
    title = models.CharField(max_length=300)
    slug = models.SlugField(max_length=200)
    summary = models.TextField(blank=True)
    occurred_on = models.DateField(null=True, blank=True)
    precision = models.CharField(max_length=5, choices=Precision.choices, blank=True)
    is_conflict = models.BooleanField(
        default=False, help_text="Outlets give different dates for this moment."
    )
    is_published = models.BooleanField(default=True)
    is_edited = models.BooleanField(
        default=False, help_text="Edited by an editor: re-extraction leaves it alone."
    )
    # Counted by ingest.store_aggregates when the story changes, not per request.
    source_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="Its sources in published articles."
    )
    # Stored with source_count: what the timeline names beside the moment, so a
    # timeline page reads its moments alone, not the hundreds of sources behind them.
    outlet_names = models.JSONField(
        default=list,
        editable=False,
        help_text="The known outlets of its shown sources, in the order the moment page "
        "lists them.",
    )
    has_unknown_outlet = models.BooleanField(
        default=False, editable=False, help_text="A source of it has no known outlet."
    )
    # Stored with them: whom the timeline's person filter keeps it for, so that a filtered
    # timeline reads a row per moment, not every source of every moment.
    people = models.ManyToManyField(
        "Person",
        related_name="moments",
        editable=False,
        blank=True,
        help_text="The people its story's filters offer (leading_people) whom a published "
        "source of it names: a mention of them within its sentence, or their name or an alias.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = MomentQuerySet.as_manager()

    class Meta:
        ordering = ["occurred_on", "title"]
        constraints = [
            models.UniqueConstraint(fields=["story", "slug"], name="unique_moment_slug"),
            models.CheckConstraint(
                condition=Q(occurred_on__isnull=True, precision="")
                | Q(occurred_on__isnull=False, precision__in=Precision.values),
                name="moment_date_has_precision",
            ),
        ]
        indexes = [
            models.Index(fields=["story", "occurred_on"], name="moment_timeline_idx"),
            # The feeds list the latest changed moments, of a story and of every story.
            models.Index(fields=["story", "updated_at"], name="moment_story_updated_idx"),
            models.Index(fields=["updated_at"], name="moment_updated_idx"),
        ]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("articles:moment", args=[self.story.slug, self.slug])


class ArticleQuerySet(models.QuerySet):
    def published(self):
        return self.filter(is_published=True, story__is_published=True)

    def for_story(self, story):
        return (
            self.published()
            .filter(story=story)
            .select_related("outlet")
            .order_by(F("published_at").asc(nulls_last=True), "headline")
        )

    def for_articles_tab(self, story):
        """Return the story's published articles in the order of their stored ``position``.

        That is the order of ``for_story``, numbered when the story changes, so
        that a page of the articles tab is a range of positions
        (``pagination.paginate_positions``), read through an index however deep it is.
        """
        return self.published().filter(story=story).select_related("outlet").order_by("position")

    def listed(self):
        """Read only what lists of articles show: outlet, headline, day, byline and length."""
        return self.only(
            *("outlet__name", "outlet__slug", "headline", "slug", "byline", "published_at"),
            "word_count",
        )

    def for_article_page(self, preview=False):
        """Return published articles with their outlet and story.

        The article page looks the article up with this alone (its story's
        version decides whether the cached page will do), then fetches the
        body's markup with ``prefetch_article_markup()``. ``preview`` includes
        drafts, for staff previews.
        """
        articles = self if preview else self.published()
        return articles.select_related("outlet", "story")

    def latest_per_outlet(self):
        """Keep each outlet's latest published article; those of no known outlet count as one.

        The choice is stored (``is_outlet_latest``, by ``ingest.store_aggregates``),
        so that a score of outlets costs a score of rows, not the whole story.
        """
        return self.filter(is_outlet_latest=True)

    def for_comparison(self, story, outlets=None):
        """Return the story's published articles of ``outlets`` with what the comparison reads.

        ``outlets`` holds outlet slugs, "unknown" standing for the articles with
        no known publisher; None means every outlet. Each article carries its
        stored ``measures``, the moment it reports among them
        (``measures.main_moment``). One query whatever the number of articles.
        """
        articles = self.for_story(story)
        if outlets is not None:
            outlets = set(outlets)
            chosen = Q(outlet__slug__in=outlets - {"unknown"})
            if "unknown" in outlets:
                chosen |= Q(outlet__isnull=True)
            articles = articles.filter(chosen)
        # Read as plain rows (``ComparedArticle``): a dozen articles as model instances, each
        # with its outlet, measures and moment, cost more than the rest of the query.
        rows = articles.values_list(*ComparedArticle.FIELDS)
        rows._iterable_class = ComparedArticleIterable
        return rows

    def latest_compared(self, story, outlets):
        """Return, as ``for_comparison().latest_per_outlet()`` would, the latest of ``outlets``.

        Which article is each outlet's latest is stored with the story
        (``latest_articles``, in the order ``for_story`` gives, with each outlet),
        so the query reads those rows by id: no join to the story or the outlets,
        no sorting. ``outlets`` holds outlet slugs, "unknown" standing for the
        articles with no known publisher. A story that is not published (a
        staff preview) has no articles to compare, as with ``for_comparison``.
        """
        if not story.is_published:
            return []
        outlets = set(outlets)
        chosen = {
            pk: (pk, outlet_id, outlet_slug, outlet_name)
            for pk, outlet_id, outlet_slug, outlet_name in story.latest_articles
            if (outlet_slug if outlet_id is not None else "unknown") in outlets
        }
        if not chosen:
            return []
        rows = {
            row[0]: row
            for row in self.filter(pk__in=chosen)
            .order_by()
            .values_list("pk", *ComparedArticle.FIELDS[4:])
        }
        # The outlet as the story stores it, then the article's own row; in the stored order.
        return [ComparedArticle(chosen[pk] + rows[pk][1:]) for pk in chosen if pk in rows]

    def for_search(self, q):
        """Return published articles whose headline or body contains ``q``."""
        return (
            self.published()
            .filter(Q(headline__icontains=q) | Q(body__icontains=q))
            .select_related("outlet", "story")
            .order_by(F("published_at").desc(nulls_last=True), "headline")
        )


class Article(models.Model):
    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="articles")
    outlet = models.ForeignKey(
        Outlet,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="articles",
        help_text="Leave empty when the publisher is not known.",
    )
    headline = models.CharField(max_length=500)
    slug = models.SlugField(max_length=200)
    url = models.URLField(max_length=1000, blank=True, help_text="The original article.")
    byline = models.CharField(max_length=300, blank=True)
    published_at = models.DateTimeField(null=True, blank=True)
    body = models.TextField()
    source_key = models.CharField(
        max_length=500, help_text="Where the text came from: the seed path or an admin key."
    )
    content_hash = models.CharField(max_length=64)
    word_count = models.PositiveIntegerField(default=0)
    is_published = models.BooleanField(default=True)
    is_outlet_latest = models.BooleanField(
        default=False,
        editable=False,
        help_text="Its outlet's latest published article in the story: the one compared.",
    )
    update_count = models.PositiveIntegerField(
        default=0,
        editable=False,
        help_text="How many times its text changed after it was first seen.",
    )
    position = models.PositiveIntegerField(
        null=True,
        blank=True,
        editable=False,
        help_text="1 for its story's first published article, as the articles tab lists them, "
        "then 2, …; empty for a draft.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ArticleQuerySet.as_manager()

    class Meta:
        ordering = ["published_at", "headline"]
        constraints = [
            models.UniqueConstraint(fields=["source_key"], name="unique_article_source_key"),
            models.UniqueConstraint(fields=["slug"], name="unique_article_slug"),
        ]
        indexes = [
            models.Index(fields=["story", "published_at"], name="article_story_time_idx"),
            models.Index(fields=["story", "word_count"], name="article_story_length_idx"),
            models.Index(
                fields=["story", "published_at"],
                condition=Q(is_outlet_latest=True),
                name="article_outlet_latest_idx",
            ),
            # The articles tab reads a page by its range of positions, not past an OFFSET.
            models.Index(fields=["story", "position"], name="article_story_position_idx"),
            # The feeds list the latest changed articles, of a story and of every story.
            models.Index(fields=["story", "updated_at"], name="article_story_updated_idx"),
            models.Index(fields=["updated_at"], name="article_updated_idx"),
        ]

    def __str__(self):
        return self.headline

    def get_absolute_url(self):
        return reverse("articles:article", args=[self.outlet_slug, self.slug])

    def get_versions_url(self):
        return reverse("articles:article_versions", args=[self.outlet_slug, self.slug])

    @property
    def outlet_slug(self):
        """Return the outlet's slug in the article's URLs: "unknown" for an unknown outlet."""
        return self.outlet.slug if self.outlet_id else "unknown"

    @property
    def outlet_name(self):
        return self.outlet.name if self.outlet_id else "Unknown outlet"


class ArticleFetch(models.Model):
    """Where an article added by its URL is fetched from again, and the page's validators.

    ``refetch_articles`` sends ``etag`` and ``last_modified`` back, so an
    unchanged page costs one conditional request and no write.
    """

    article = models.OneToOneField(
        Article, on_delete=models.CASCADE, primary_key=True, related_name="fetch"
    )
    url = models.URLField(max_length=1000, help_text="The address it is fetched from.")
    etag = models.CharField(max_length=500, blank=True)
    last_modified = models.CharField(max_length=100, blank=True)
    text_hash = models.CharField(
        max_length=64,
        help_text="The text last read from the page: an editor's edit of the article is no "
        "change of the page.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "web source"
        indexes = [models.Index(fields=["created_at"], name="article_fetch_created_idx")]

    def __str__(self):
        return self.url


class ArticleVersionQuerySet(models.QuerySet):
    def for_versions_page(self, article):
        """Return the versions of ``article``, oldest first, without their texts."""
        return self.filter(article=article).defer("body", "quotes").order_by("number")


class ArticleVersion(models.Model):
    """One text an article has had, with when it was seen and why it changed.

    Ingest writes one whenever an article's text changes (a re-fetch, an
    editor's edit, a changed seed file); the latest is the current text.
    """

    class Reason(models.TextChoices):
        SEED = "seed", "Seed file"
        EDITOR = "editor", "Edited by an editor"
        FETCH = "fetch", "Fetched from the web"

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField(help_text="1 for the first text seen, then 2, …")
    headline = models.CharField(max_length=500)
    body = models.TextField()
    word_count = models.PositiveIntegerField(default=0)
    quotes = models.JSONField(default=list, help_text="Its quotes: [speaker, text] each.")
    reason = models.CharField(max_length=10, choices=Reason.choices)
    seen_at = models.DateTimeField()

    objects = ArticleVersionQuerySet.as_manager()

    class Meta:
        ordering = ["article", "number"]
        constraints = [
            models.UniqueConstraint(fields=["article", "number"], name="unique_article_version"),
            models.CheckConstraint(condition=Q(number__gte=1), name="article_version_number"),
        ]

    def __str__(self):
        return f"{self.headline} (version {self.number})"


class VersionDiffQuerySet(models.QuerySet):
    def for_diff_page(self, article):
        """Return the stored diffs of ``article`` with both versions' dates, not their texts."""
        return (
            self.filter(article=article)
            .select_related("old", "new")
            .defer("old__body", "old__quotes", "new__body", "new__quotes")
        )

    def quote_updates(self, article_ids):
        """Return the diffs, one update each, of these articles in which a quote was reworded."""
        return (
            self.filter(article__in=article_ids, is_update=True, changed_quote_count__gt=0)
            .select_related("old", "new", "article__outlet")
            .only(
                *("article__slug", "article__outlet__slug", "quote_changes"),
                *("old__number", "new__number", "new__seen_at"),
            )
            .order_by("new__seen_at", "new__number")
        )


class VersionDiff(models.Model):
    """What changed from one version of an article to a later one: stored when it is written.

    ``paragraphs`` holds each paragraph's runs of ``[op, text]`` (op "equal",
    "delete" or "insert"); ``quote_changes`` the quotes that appeared,
    disappeared or changed (``{"kind", "speaker", "old", "new", "parts"}``).
    Every pair of versions has one, so the diff page only reads.
    """

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="version_diffs")
    old = models.ForeignKey(ArticleVersion, on_delete=models.CASCADE, related_name="+")
    new = models.ForeignKey(ArticleVersion, on_delete=models.CASCADE, related_name="+")
    is_update = models.BooleanField(help_text="The new version came right after the old one.")
    paragraphs = models.JSONField(default=list)
    words_added = models.PositiveIntegerField(default=0)
    words_removed = models.PositiveIntegerField(default=0)
    quote_changes = models.JSONField(default=list)
    changed_quote_count = models.PositiveIntegerField(
        default=0, help_text="Quotes reworded (not added or removed)."
    )

    objects = VersionDiffQuerySet.as_manager()

    class Meta:
        ordering = ["article", "old", "new"]
        constraints = [
            models.UniqueConstraint(fields=["old", "new"], name="unique_version_diff"),
            models.CheckConstraint(condition=~Q(old=F("new")), name="version_diff_two_versions"),
        ]
        indexes = [models.Index(fields=["article", "is_update"], name="version_diff_update_idx")]

    def __str__(self):
        return f"{self.article_id}: version {self.old_id} → {self.new_id}"

    def get_absolute_url(self):
        article = self.article
        return reverse(
            "articles:article_diff",
            args=[article.outlet_slug, article.slug, self.old.number, self.new.number],
        )


class ArticleMeasures(models.Model):
    """What the comparison reads of one article, measured from its text when it is written.

    ``ingest.store_measures`` writes these (alignment and every admin change
    run it) and measures an article again when ``fingerprint``, what they were
    measured from, no longer matches; pages only read them, so no request runs
    the text pipeline.
    """

    article = models.OneToOneField(
        Article, on_delete=models.CASCADE, primary_key=True, related_name="measures"
    )
    fingerprint = models.CharField(
        max_length=64, help_text="The text, quotes, mentions and framing words measured."
    )
    quote_share = models.FloatField(default=0.0, help_text="Share of the body inside quotes.")
    sentences = models.JSONField(
        default=list,
        help_text="Prose sentences: [start, end, folded words, content words] each.",
    )
    framing = models.JSONField(
        default=dict, help_text="Per framing word of the story: [own voice, inside quotes]."
    )
    voice_words = models.JSONField(
        default=dict, help_text="Content words outside quotes, with their counts."
    )
    name_words = models.JSONField(
        default=list, help_text="The words of the names it calls people by, casefolded."
    )
    people = models.JSONField(
        default=dict,
        help_text="Per person id, per mention kind: [text, uses] of each wording it used.",
    )
    sentence_links = models.JSONField(
        default=list,
        help_text="Of its outlet's latest article, stored at alignment: per prose sentence, "
        "[start, end, article id, sentence index, …], the article id and sentence index of "
        "each like sentence in another outlet's latest article, the likest first.",
    )
    distinctive = models.JSONField(
        default=list,
        help_text="Of its outlet's latest article, stored at alignment: the words of its own "
        "voice that set it apart from the story's other outlets, [word, uses, score] each.",
    )
    quote_count = models.PositiveIntegerField(default=0, help_text="Its quotes.")
    speaker_count = models.PositiveIntegerField(
        default=0, help_text="The speakers of its quotes, named or labelled."
    )
    quoted_statements = models.JSONField(
        default=list, help_text="The statements its quotes belong to, by id."
    )
    main_moment = models.ForeignKey(
        "Moment",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        editable=False,
        related_name="+",
        help_text="The moment it reports: the latest of its story's published day moments on "
        "or before the day it came out.",
    )

    class Meta:
        verbose_name_plural = "article measures"

    def __str__(self):
        return f"Measures of {self.article_id}"


class ComparedMoment:
    """The moment an article reports, as the comparison names and links it."""

    __slots__ = ("occurred_on", "slug", "title")

    def __str__(self):
        return self.title


class ComparedMeasures:
    """The stored ``ArticleMeasures`` of an article, as much as the comparison reads."""

    FIELDS = (
        *("quote_share", "framing", "people", "sentence_links", "distinctive", "quote_count"),
        *("speaker_count", "quoted_statements"),
    )
    __slots__ = (*FIELDS, "main_moment")


class ComparedArticle:
    """An article as the comparison reads it (``for_comparison``), from one ``values()`` row.

    It answers what the comparison and its tags read of an ``Article`` with its
    outlet and ``measures`` (None before they are stored); ``page_url`` is set
    when the comparison builds its columns.
    """

    FIELDS = (
        *("pk", "outlet_id", "outlet__slug", "outlet__name", "slug", "headline"),
        *("published_at", "body", "word_count", "measures__article_id"),
        *(f"measures__{name}" for name in ComparedMeasures.FIELDS),
        "measures__main_moment_id",
        *(f"measures__main_moment__{name}" for name in ("title", "slug", "occurred_on")),
    )
    __slots__ = (
        *("body", "headline", "measures", "outlet", "outlet_id", "page_url", "pk"),
        *("published_at", "slug", "word_count"),
    )

    outlet_slug = Article.outlet_slug
    outlet_name = Article.outlet_name
    get_absolute_url = Article.get_absolute_url

    def __init__(self, row):
        self.pk, self.outlet_id, outlet_slug, outlet_name, self.slug, self.headline = row[:6]
        self.published_at, self.body, self.word_count, measured = row[6:10]
        self.outlet = (
            ListedOutlet(self.outlet_id, outlet_slug, outlet_name)
            if self.outlet_id is not None
            else None
        )
        self.measures = None
        if measured is not None:
            measures = self.measures = ComparedMeasures()
            end = 10 + len(ComparedMeasures.FIELDS)
            for name, value in zip(ComparedMeasures.FIELDS, row[10:end], strict=True):
                setattr(measures, name, value)
            moment = None
            if row[end] is not None:
                moment = ComparedMoment()
                moment.title, moment.slug, moment.occurred_on = row[end + 1 :]
            measures.main_moment = moment

    def __str__(self):
        return self.headline


class ComparedArticleIterable(models.query.ValuesListIterable):
    """Yield a ``ComparedArticle`` per row of ``ArticleQuerySet.for_comparison()``."""

    def __iter__(self):
        for row in super().__iter__():
            yield ComparedArticle(row)


class ComparedStatement:
    """A statement as the comparison reads it (``Statement.objects.for_comparison``).

    It answers what the statement grids read of a ``Statement``: its words,
    speaker (a ``ListedPerson``, or None), label, stored source count and
    ``shown_sentences``.
    """

    FIELDS = (
        *("pk", "text", "speaker_id", "speaker__slug", "speaker__name", "speaker_label"),
        *("source_count", "shown_sentences"),
    )
    __slots__ = (
        *("pk", "shown_sentences", "source_count", "speaker", "speaker_id", "speaker_label"),
        "text",
    )

    def __init__(self, row):
        self.pk, self.text, self.speaker_id, speaker_slug, speaker_name = row[:5]
        self.speaker_label, self.source_count, self.shown_sentences = row[5:]
        self.speaker = None
        if self.speaker_id is not None:
            speaker = self.speaker = ListedPerson()
            speaker.pk, speaker.slug, speaker.name = self.speaker_id, speaker_slug, speaker_name

    def __str__(self):
        return self.text[:60]


class TabStatement:
    """A statement as the quotes tab lists it, read from one ``values()`` row.

    ``quote_list`` holds its first quotes, as stored (``Statement.leading_quotes``).
    """

    FIELDS = (
        *("pk", "text", "speaker_label", "quote_count", "leading_quotes"),
        *("speaker_id", "speaker__slug", "speaker__name"),
    )
    __slots__ = (
        *("pk", "quote_count", "quote_list", "speaker", "speaker_id", "speaker_label"),
        *("text", "total_count"),
    )

    def __init__(self, row):
        self.pk, self.text, self.speaker_label, self.quote_count, leading = row[:5]
        self.quote_list = [ListedQuote.from_stored(quote) for quote in leading]
        self.speaker_id = row[5]
        speaker = None
        if self.speaker_id is not None:
            speaker = ListedPerson()
            speaker.pk, speaker.slug, speaker.name = self.speaker_id, row[6], row[7]
        self.speaker = speaker
        self.total_count = row[8] if len(row) > len(self.FIELDS) else None

    def __str__(self):
        return self.text[:60]


class TabStatementIterable(models.query.ValuesListIterable):
    """Yield a ``TabStatement`` per row of ``StatementQuerySet.for_quotes_tab()``."""

    def __iter__(self):
        for row in super().__iter__():
            yield TabStatement(row)


class ComparedStatementIterable(models.query.ValuesListIterable):
    """Yield a ``ComparedStatement`` per row of ``StatementQuerySet.for_comparison()``."""

    def __iter__(self):
        for row in super().__iter__():
            yield ComparedStatement(row)


class ComparedPerson:
    """A person the comparison names (``Event.compared_people``): who they are, their pronouns."""

    __slots__ = ("name", "pk", "pronouns", "slug")

    def __init__(self, pk, slug, name, pronouns):
        self.pk, self.slug, self.name, self.pronouns = pk, slug, name, pronouns

    def __str__(self):
        return self.name


class PersonQuerySet(models.QuerySet):
    def for_comparison(self, articles):
        """Return, by id, the people the stored measures of ``articles`` name: one query."""
        ids = {
            int(pk)
            for article in articles
            for pk in getattr(getattr(article, "measures", None), "people", ())
        }
        return self.only("name", "slug", "pronouns").in_bulk(ids) if ids else {}

    def for_story(self, story):
        """Return the people published articles of ``story`` mention, most mentioned first.

        Their ``mention_count`` is the one ``ingest.store_aggregates`` stored.
        """
        return (
            self.filter(story_people__story=story, story_people__mention_count__gt=0)
            .annotate(mention_count=F("story_people__mention_count"))
            .order_by("-mention_count", "name")
        )

    def for_search(self, q):
        """Return people of published articles whose name or one of whose aliases contains ``q``."""
        in_published = Mention.objects.filter(
            person=OuterRef("pk"), article__is_published=True, article__story__is_published=True
        )
        return (
            self.filter(Q(name__icontains=q) | Q(aliases__icontains=q))
            .filter(Exists(in_published))
            .order_by("name")
        )


class Person(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    aliases = models.JSONField(default=list, blank=True)
    pronouns = models.CharField(max_length=50, blank=True, help_text="Set by an editor.")
    is_edited = models.BooleanField(
        default=False, help_text="Edited by an editor: re-extraction leaves it alone."
    )

    objects = PersonQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "people"
        constraints = [models.UniqueConstraint(fields=["slug"], name="unique_person_slug")]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("articles:person", args=[self.slug])


class StoryPerson(models.Model):
    """A person the published articles of a story mention, and how often: stored, not counted.

    A person they only quote, never naming them, has a row too, of no mention: the
    person page lists the stories of every row, the story's pages only those mentioned.
    ``loose_quote_count`` counts the person's quotes there that belong to no statement:
    the person page adds them up, and asks for those quotes only when there are some.

    ``ingest.store_aggregates`` rewrites a story's rows; pages only read them.
    """

    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="story_people")
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="story_people")
    mention_count = models.PositiveIntegerField()
    loose_quote_count = models.PositiveIntegerField(
        default=0, help_text="Its published quotes of the person that belong to no statement."
    )

    class Meta:
        ordering = ["story", "-mention_count"]
        verbose_name_plural = "story people"
        constraints = [
            models.UniqueConstraint(fields=["story", "person"], name="unique_story_person")
        ]

    def __str__(self):
        return f"{self.person} in {self.story}"


class Mention(models.Model):
    """One place an article names or describes a person."""

    class Kind(models.TextChoices):
        NAME = "name", "Name"
        DESCRIPTOR = "descriptor", "Descriptor"
        PRONOUN = "pronoun", "Pronoun"
        AGE = "age", "Age"

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="mentions")
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="mentions")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    text = models.CharField(max_length=300)
    start = models.PositiveIntegerField(null=True, blank=True)
    end = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["article", "start"]
        constraints = [
            models.UniqueConstraint(
                fields=["article", "person", "kind", "text", "start"], name="unique_mention"
            ),
            models.CheckConstraint(
                condition=Q(start__isnull=True) | Q(end__gt=F("start")), name="mention_span"
            ),
        ]
        indexes = [models.Index(fields=["person", "article"], name="mention_person_idx")]

    def __str__(self):
        return f"{self.text} ({self.person})"


class PersonWordingQuerySet(models.QuerySet):
    def for_person(self, person):
        """Return how each outlet names and describes ``person``: one row per outlet, kind, text.

        Rows are dicts with the outlet's name and slug (None for an unknown
        outlet), the kind, the text and how many times published stories used
        it: a sum over the stored rows of each story, not a count of mentions,
        so a person named in thousands of articles costs the same.
        """
        return (
            self.filter(person=person, story__is_published=True)
            .values("outlet__name", "outlet__slug", "kind", "text")
            .annotate(uses=Sum("uses"))
            .order_by(F("outlet__name").asc(nulls_last=True), "kind", "-uses", "text")
        )


class PersonWording(models.Model):
    """How one outlet's published articles in a story name, describe or age a person: stored.

    ``ingest.store_aggregates`` rewrites a story's rows with its
    ``StoryPerson`` rows; the person page only reads them.
    """

    # The kinds of mention the person page lists.
    KINDS = [Mention.Kind.NAME, Mention.Kind.DESCRIPTOR, Mention.Kind.AGE]

    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="person_wordings")
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="wordings")
    outlet = models.ForeignKey(
        Outlet, on_delete=models.SET_NULL, null=True, blank=True, related_name="person_wordings"
    )
    kind = models.CharField(max_length=10, choices=Mention.Kind.choices)
    text = models.CharField(max_length=300)
    uses = models.PositiveIntegerField()

    objects = PersonWordingQuerySet.as_manager()

    class Meta:
        ordering = ["story", "person", "kind", "-uses", "text"]
        indexes = [models.Index(fields=["person", "story"], name="person_wording_person_idx")]

    def __str__(self):
        return f"{self.text} ({self.person}, {self.kind})"


class StatementQuerySet(models.QuerySet):
    def for_story_quotes(self, story, speaker=None):
        """Return the story's statements, optionally by ``speaker``, with their speakers.

        ``attach_quotes()`` gives the fetched statements their quotes.
        """
        statements = self.filter(story=story).select_related("speaker", "story")
        if speaker is not None:
            statements = statements.filter(speaker=speaker.pk)
        return statements

    def for_quotes_tab(self, story, speaker=None):
        """Return the story's quoted statements, optionally by ``speaker``, most quoted first.

        They are ``TabStatement`` rows: who made it, its words, how often it was
        quoted and its first quotes (stored with it), what the tab shows; no
        sentence grid, so none of the coverage (a cell per article), and no model
        instance of it, its speaker or its story. With a ``speaker`` each row also
        carries how many rows there are in all (``total_count``).
        """
        rows = self.filter(story=story, quote_count__gt=0)
        fields = TabStatement.FIELDS
        if speaker is not None:
            rows = rows.filter(speaker=speaker.pk)
            rows = rows.annotate(total_count=count_rows(rows))
            fields = (*fields, "total_count")
        rows = rows.order_by("-quote_count", "pk").values_list(*fields)
        rows._iterable_class = TabStatementIterable
        return rows

    def for_preview(self, story):
        """Return the story's statements with what a statement's preview shows of each.

        That is its words, its speaker, how many published articles quote it
        (``article_count``) and its first quotes (``leading_quotes``, the first
        of which came out first), all stored with it: not its sentences, a cell
        per article that carried it, nor its quotes, thousands for a much quoted
        statement of a long story.
        """
        return (
            self.filter(story=story)
            .select_related("speaker")
            .only("text", "speaker_label", "speaker__name", "article_count", "leading_quotes")
        )

    def for_comparison(self, story, ids):
        """Return the statements ``ids`` of ``story`` as the comparison reads them.

        They are ``ComparedStatement`` rows, in no order (the comparison orders
        its grids): their words, speaker, stored source count and the cells of
        each outlet's latest article (``shown_sentences``).
        """
        rows = self.filter(pk__in=ids, story=story).order_by()
        rows = rows.values_list(*ComparedStatement.FIELDS)
        rows._iterable_class = ComparedStatementIterable
        return rows


def attach_quotes(statements, per_statement=None):
    """Give each of ``statements`` its published quotes, as ``ListedQuote`` rows: one query.

    ``per_statement`` keeps that many of each in ``quote_list`` (the
    earliest, by their stored ``position``); the stored ``quote_count``
    counts them all. Return ``statements``.
    """
    by_statement = {statement.pk: [] for statement in statements}
    if by_statement:
        quotes = Quote.objects.published().filter(statement__in=by_statement)
        rows = quotes.order_by("position", "pk").listed()
        if per_statement is not None:
            # Positions run 1, 2, … within a statement, so this is at most per_statement
            # rows of each. The LIMIT tells PostgreSQL's planner as much: from the two
            # conditions alone it guesses a thousand rows of a much quoted statement at
            # 3,000 articles and scans every article to join them, where it takes 50.
            rows = rows.filter(position__lte=per_statement)[: per_statement * len(by_statement)]
        for quote in rows:
            by_statement[quote.statement_id].append(quote)
    for statement in statements:
        statement.quote_list = by_statement[statement.pk]
    return statements


def person_statements(person, per_statement):
    """Return the statements ``person`` made in published stories that published articles quote.

    Each is a ``ListedStatement`` with its first ``per_statement`` published
    quotes (by their stored ``position``) in ``quote_list``, and the stored
    ``quote_count`` of all; in the order of their stories' titles, then as
    they were made. One query of those quotes, each row carrying its
    statement, not one of the statements and another of their quotes (a
    statement's quotes are all of its story, so their articles' story is its).
    """
    statements = {}
    fields = len(ListedQuote.FIELDS)
    for row in (
        Quote.objects.published()
        .filter(statement__speaker=person, position__lte=per_statement)
        .order_by(
            "article__story__title", "statement__created_at", "statement_id", "position", "pk"
        )
        .values_list(*ListedQuote.FIELDS, "statement__text", "statement__quote_count")
    ):
        quote = ListedQuote(row[:fields])
        statement = statements.get(quote.statement_id)
        if statement is None:
            statement = statements[quote.statement_id] = ListedStatement()
            statement.pk, statement.story = quote.statement_id, quote.article.story
            statement.text, statement.quote_count = row[fields:]
            statement.quote_list = []
        statement.quote_list.append(quote)
    return list(statements.values())


class Statement(models.Model):
    """One utterance that quotes in several articles come from.

    ``sentences`` is the rebuilt text, one item per sentence in the original
    order: ``{"text": ..., "coverage": {"<article id>": {"status": ...,
    "text": ...}}}`` where status is a ``Coverage`` value, a cell per article
    that carried it. ``shown_sentences`` is the same with the cells of each
    outlet's latest published article only, each carried cell with its
    ``anchor`` in the article's page (stored by ``ingest.store_aggregates``):
    the pages compare those, and read it alone.
    """

    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="statements")
    key = models.CharField(max_length=64, help_text="Stable identity across re-alignment.")
    speaker = models.ForeignKey(
        Person, on_delete=models.SET_NULL, null=True, blank=True, related_name="statements"
    )
    speaker_label = models.CharField(max_length=100, blank=True)
    text = models.TextField()
    shown_sentences = models.JSONField(
        default=list,
        editable=False,
        help_text="The sentences with the coverage of each outlet's latest article only: "
        "what the pages compare.",
    )
    quote_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="Its quotes in published articles."
    )
    source_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="The articles that carried any of its sentences."
    )
    article_count = models.PositiveIntegerField(
        default=0, editable=False, help_text="The published articles that quote it."
    )
    leading_quotes = models.JSONField(
        default=list,
        editable=False,
        help_text="Its first published quotes (LEADING_QUOTES, by position), as the quotes tab "
        "lists them: one ListedQuote row each.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # Last, and last in the table (migration 0021): it holds a cell per article that carried
    # the sentence, megabytes in a long story, and SQLite reads a row's columns in order, so
    # every column stored after it cost a walk through its overflow pages on each read.
    sentences = models.JSONField(default=list)

    objects = StatementQuerySet.as_manager()

    # The quotes of each statement the quotes tab shows, stored with it (``leading_quotes``).
    LEADING_QUOTES = 5

    class Meta:
        ordering = ["story", "created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["story", "key"], name="unique_statement_key")
        ]
        # The quotes tab lists a story's quoted statements most quoted first, a page at a time.
        indexes = [
            models.Index(
                fields=["story", "-quote_count", "id"],
                condition=Q(quote_count__gt=0),
                name="statement_most_quoted_idx",
            )
        ]

    def __str__(self):
        speaker = self.speaker or self.speaker_label or "Unknown speaker"
        return f"{speaker}: {self.text[:60]}"

    def get_absolute_url(self):
        return reverse("articles:statement", args=[self.story.slug, self.pk])

    def listed_leading_quotes(self):
        """Return the stored ``leading_quotes`` as ``ListedQuote`` rows."""
        return [ListedQuote.from_stored(row) for row in self.leading_quotes]


class ListedOutlet:
    """An outlet as a list shows it: one a story's row stores (``Event.outlets``, what filters
    offer), or the outlet of a listed quote (with its homepage)."""

    __slots__ = ("homepage", "name", "pk", "slug")

    def __init__(self, pk, slug, name, homepage=""):
        self.pk, self.slug, self.name, self.homepage = pk, slug, name, homepage

    def __str__(self):
        return self.name


class ListedArticle:
    """The article a listed quote comes from: what lists show and cite of it."""

    __slots__ = ("headline", "outlet", "outlet_id", "pk", "published_at", "slug", "story")

    outlet_slug = Article.outlet_slug
    outlet_name = Article.outlet_name
    get_absolute_url = Article.get_absolute_url

    def __str__(self):
        return self.headline


class ListedPerson:
    """The speaker of a listed quote, or one of a story's people as its row stores them."""

    __slots__ = ("aliases", "name", "pk", "slug")

    get_absolute_url = Person.get_absolute_url

    def __str__(self):
        return self.name


class ListedStory:
    __slots__ = ("slug",)


class ListedStatement:
    """A statement as a person's page lists it, with its first quotes (``person_statements``)."""

    __slots__ = ("pk", "quote_count", "quote_list", "story", "text")

    def __str__(self):
        return self.text[:60]


class ListedQuote:
    """A quote as the lists of quotes show it, read from one ``values()`` row.

    It answers what templates, tags and structured data read of a ``Quote``
    in a list (``article``, ``speaker``, ``speaker_name``, ``pk`` …);
    ``QuoteQuerySet.listed()`` and ``attach_quotes()`` make them.
    """

    FIELDS = (
        *("pk", "text", "cue", "is_fragment", "statement_id", "article_id"),
        *("speaker_id", "speaker_label", "speaker__slug", "speaker__name"),
        *("article__slug", "article__headline", "article__published_at", "article__outlet_id"),
        *("article__outlet__slug", "article__outlet__name", "article__outlet__homepage"),
        "article__story__slug",
    )
    __slots__ = (
        *("article", "article_id", "cue", "is_fragment", "pk", "rewordings", "speaker"),
        *("speaker_id", "speaker_label", "statement_id", "text", "total_count"),
    )

    def __init__(self, row):
        self.pk, self.text, self.cue, self.is_fragment = row[:4]
        self.statement_id, self.article_id, self.speaker_id, self.speaker_label = row[4:8]
        speaker = None
        if self.speaker_id is not None:
            speaker = ListedPerson()
            speaker.pk, speaker.slug, speaker.name = self.speaker_id, row[8], row[9]
        self.speaker = speaker
        article = self.article = ListedArticle()
        article.pk = self.article_id
        article.slug, article.headline, article.published_at, article.outlet_id = row[10:14]
        article.outlet = (
            ListedOutlet(article.outlet_id, *row[14:17]) if article.outlet_id is not None else None
        )
        article.story = ListedStory()
        article.story.slug = row[17]
        # The one annotation lists add: how many rows the whole list has (``total_count``).
        self.total_count = row[18] if len(row) > len(self.FIELDS) else None

    def __str__(self):
        return self.text[:80]

    # Where the article's publication time sits in a row; stored rows hold it as ISO 8601.
    PUBLISHED_AT = FIELDS.index("article__published_at")

    @classmethod
    def to_stored(cls, row):
        """Return a ``values()`` row of ``FIELDS`` as JSON can store it (``from_stored``)."""
        row = list(row)
        if row[cls.PUBLISHED_AT] is not None:
            row[cls.PUBLISHED_AT] = row[cls.PUBLISHED_AT].isoformat()
        return row

    @classmethod
    def from_stored(cls, row):
        """Return the ``ListedQuote`` of a row ``to_stored`` made."""
        published_at = row[cls.PUBLISHED_AT]
        if published_at is not None:
            row = [*row]
            row[cls.PUBLISHED_AT] = datetime.datetime.fromisoformat(published_at)
        return cls(row)

    @property
    def speaker_name(self):
        return self.speaker.name if self.speaker_id else self.speaker_label


class ListedQuoteIterable(models.query.ValuesListIterable):
    """Yield a ``ListedQuote`` per row of ``QuoteQuerySet.listed()``."""

    def __iter__(self):
        for row in super().__iter__():
            yield ListedQuote(row)


class QuoteQuerySet(models.QuerySet):
    def unverified(self):
        return self.filter(is_verified=False)

    def published(self):
        return self.filter(article__is_published=True, article__story__is_published=True)

    def listed(self):
        """Return the quotes as lists show them: ``ListedQuote`` rows, not model instances.

        Pages list a hundred quotes at a time, each with its article, outlet
        and speaker; read as plain rows they cost a fraction of what as many
        model instances (four per quote) did, and the articles' bodies stay in
        the database.
        """
        rows = self.values(*ListedQuote.FIELDS)
        rows._iterable_class = ListedQuoteIterable
        return rows

    def for_story_quotes(self, story, speaker=None):
        """Return the story's published quotes that belong to no statement, as the tab lists them.

        That is in the order of their articles' publication, read article by
        article. A ``speaker``'s come in their stored ``position``, the same
        order, through an index on speaker and position, each carrying how many
        there are in all as the story's row for the person stores it
        (``StoryPerson.loose_quote_count``, as ``total_count``): not the whole
        story's articles walked in turn for a speaker it seldom quotes so.
        """
        quotes = self.published().filter(article__story=story, statement__isnull=True).listed()
        if speaker is None:
            return quotes.order_by(
                F("article__published_at").asc(nulls_last=True), "article__headline", "start"
            )
        counted = StoryPerson.objects.filter(story=story, person=speaker.pk)
        return (
            quotes.filter(speaker=speaker.pk)
            .annotate(total_count=Subquery(counted.values("loose_quote_count")))
            .order_by("position")
        )

    def for_quote_page(self, story):
        """Return the story's published quotes with what the quote page shows beside them.

        That is the quote's speaker and its article with the outlet, without the
        article's body; not its statement (the page links it by id), whose
        sentences hold a cell per article that carried it, megabytes in a long story.
        """
        return (
            self.published()
            .filter(article__story=story)
            .select_related("article__outlet", "speaker")
            .defer("article__body")
        )

    def for_quote_versions(self, quote):
        """Return the other published quotes of ``quote``'s statement, as ``ListedQuote`` rows.

        They come in the order of their stored ``position``, as the statement's page lists them.
        """
        return (
            self.published()
            .filter(statement=quote.statement_id, article__story=quote.article.story_id)
            .exclude(pk=quote.pk)
            .order_by("position")
            .listed()
        )

    def for_person(self, person):
        """Return ``person``'s published quotes that belong to no statement."""
        return (
            self.published()
            .filter(speaker=person, statement__isnull=True)
            .listed()
            .order_by(F("article__published_at").asc(nulls_last=True), "start")
        )

    def for_search(self, q):
        return (
            self.published()
            .filter(text__icontains=q)
            .select_related("article__outlet", "article__story", "speaker")
            .order_by(F("article__published_at").asc(nulls_last=True), "start")
        )

    def kept_on_reextraction(self):
        """Return the quotes an editor has touched: re-extraction never replaces these."""
        return self.filter(Q(is_verified=True) | Q(is_edited=True))


class Quote(models.Model):
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="quotes")
    speaker = models.ForeignKey(
        Person, on_delete=models.SET_NULL, null=True, blank=True, related_name="quotes"
    )
    speaker_label = models.CharField(
        max_length=100, blank=True, help_text='For speakers we do not track: "a fan".'
    )
    text = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    cue = models.CharField(max_length=50, blank=True)
    is_fragment = models.BooleanField(default=False)
    is_verified = models.BooleanField(default=False)
    is_edited = models.BooleanField(
        default=False, help_text="Edited by an editor: re-extraction leaves it alone."
    )
    statement = models.ForeignKey(
        Statement, on_delete=models.SET_NULL, null=True, blank=True, related_name="quotes"
    )
    position = models.PositiveIntegerField(
        null=True,
        blank=True,
        editable=False,
        help_text="1 for the earliest published quote of its statement, then 2, …; of no "
        "statement, its place among its story's published quotes of no statement, as the "
        "quotes tab lists them.",
    )

    objects = QuoteQuerySet.as_manager()

    class Meta:
        ordering = ["article", "start"]
        constraints = [
            models.UniqueConstraint(fields=["article", "start", "end"], name="unique_quote_span"),
            models.CheckConstraint(condition=Q(end__gt=F("start")), name="quote_span"),
        ]
        indexes = [
            models.Index(fields=["is_verified", "article"], name="quote_review_idx"),
            models.Index(fields=["statement", "position"], name="quote_statement_order_idx"),
            # A person's page lists their quotes that belong to no statement: a few, of the
            # thousands a long story may quote them in; the quotes tab, filtered by speaker,
            # those of one story, by position.
            models.Index(
                fields=["speaker", "position"],
                condition=Q(statement__isnull=True),
                name="quote_loose_speaker_order_idx",
            ),
            # The quotes tab lists a story's quotes outside statements, article by article.
            models.Index(
                fields=["article"],
                condition=Q(statement__isnull=True),
                name="quote_loose_article_idx",
            ),
        ]

    def __str__(self):
        return self.text[:80]

    def get_absolute_url(self):
        return reverse("articles:quote", args=[self.article.story.slug, self.pk])

    @property
    def speaker_name(self):
        return self.speaker.name if self.speaker_id else self.speaker_label


class MomentSourceQuerySet(models.QuerySet):
    def published(self):
        return self.filter(article__is_published=True, article__story__is_published=True)


class MomentSource(models.Model):
    """The sentence in which one article mentions a moment, and the date it gave."""

    moment = models.ForeignKey(
        Moment,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="sources",
        help_text="Empty until the story is aligned.",
    )
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="moment_sources")
    expression = models.CharField(max_length=100)
    sentence = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    occurred_on = models.DateField()
    precision = models.CharField(max_length=5, choices=Precision.choices)
    is_first = models.BooleanField(
        default=False,
        editable=False,
        help_text="Its outlet's first published source of the moment with this date: one shown.",
    )

    objects = MomentSourceQuerySet.as_manager()

    class Meta:
        ordering = ["article", "start"]
        constraints = [
            models.UniqueConstraint(fields=["article", "start"], name="unique_moment_source"),
            models.CheckConstraint(condition=Q(end__gt=F("start")), name="moment_source_span"),
        ]
        indexes = [
            models.Index(
                fields=["moment"], condition=Q(is_first=True), name="moment_source_first_idx"
            )
        ]

    def __str__(self):
        return f"{self.moment}: {self.sentence[:60]}"


class MarkedQuote:
    """A quote as the article page marks it in the body: its span, and who said it."""

    __slots__ = ("end", "pk", "speaker_name", "start")

    def __init__(self, pk, start, end, speaker_name):
        self.pk, self.start, self.end, self.speaker_name = pk, start, end, speaker_name


class MarkedMention:
    """A name the article page links in the body: its span, and the person (a ``ListedPerson``)."""

    __slots__ = ("end", "person", "pk", "start")

    def __init__(self, pk, start, end, person):
        self.pk, self.start, self.end, self.person = pk, start, end, person


def prefetch_article_markup(articles):
    """Fetch the quotes and name mentions the article page marks up in each article's body.

    Each article gets ``quote_list`` (``MarkedQuote``) and ``name_mentions``
    (``MarkedMention``), both in the order of their spans: one query whatever
    the number of articles, the quotes' and the mentions' rows read together
    (a ``UNION``) as plain values, since the page only prints them.
    """
    by_article = {article.pk: article for article in articles}
    for article in articles:
        article.quote_list, article.name_mentions = [], []
    if not by_article:
        return
    kind = models.Value("q", output_field=models.CharField())
    quotes = Quote.objects.filter(article__in=by_article).values_list(
        "article_id", kind, "pk", "start", "end", "speaker_id", "speaker__name", "speaker_label"
    )
    kind = models.Value("m", output_field=models.CharField())
    mentions = Mention.objects.filter(
        article__in=by_article, kind=Mention.Kind.NAME, start__isnull=False
    ).values_list(
        "article_id", kind, "pk", "start", "end", "person_id", "person__slug", "person__name"
    )
    rows = sorted(
        quotes.order_by().union(mentions.order_by(), all=True), key=lambda r: (r[3], r[2])
    )
    # A quote's last three columns are its speaker's id and name, and its label; a mention's
    # its person's id, slug and name.
    for article_id, row_kind, pk, start, end, person_id, text, other_text in rows:
        article = by_article[article_id]
        if row_kind == "q":
            speaker_name = text if person_id is not None else other_text
            article.quote_list.append(MarkedQuote(pk, start, end, speaker_name))
        else:
            person = ListedPerson()
            person.pk, person.slug, person.name = person_id, text, other_text
            article.name_mentions.append(MarkedMention(pk, start, end, person))


def prefetch_sources():
    """Return the Prefetch the moment page (and a moment opened on the timeline) uses for sources.

    A moment can have a source in every article of the story, so the pages
    show one sentence per outlet and date given (the outlet's first, marked
    ``is_first`` by ``ingest.store_aggregates``), not all of them. Of each
    article only what those pages show is read.
    """
    return Prefetch(
        "sources",
        queryset=MomentSource.objects.published()
        .filter(is_first=True)
        .select_related("article__outlet")
        .only(
            *("moment_id", "expression", "sentence", "start", "end", "occurred_on", "precision"),
            *("article__slug", "article__headline", "article__outlet"),
        )
        .order_by(F("article__published_at").asc(nulls_last=True), "start"),
        to_attr="source_list",
    )


class SlugRedirect(models.Model):
    """An old permalink and where it lives now, recorded when an editor renames a slug.

    ``SlugRedirectMiddleware`` answers a 404 on ``old_path`` (or below it: a
    story's tabs and moments follow the story) with a 301 to ``new_path``.
    """

    old_path = models.CharField(max_length=500)
    new_path = models.CharField(max_length=500)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["old_path"]
        constraints = [
            models.UniqueConstraint(fields=["old_path"], name="unique_slug_redirect_old_path"),
            models.CheckConstraint(
                condition=~Q(old_path=F("new_path")), name="slug_redirect_moves"
            ),
        ]

    def __str__(self):
        return f"{self.old_path} → {self.new_path}"
