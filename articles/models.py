from django.db import models
from django.db.models import Count, F, Max, Min, Prefetch, Q
from django.urls import reverse


class Precision(models.TextChoices):
    YEAR = "year", "Year"
    MONTH = "month", "Month"
    DAY = "day", "Day"


class Coverage(models.TextChoices):
    VERBATIM = "verbatim", "Verbatim"
    ALTERED = "altered", "Altered"
    OMITTED = "omitted", "Left out"


class Outlet(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    homepage = models.URLField(blank=True)
    country = models.CharField(max_length=100, blank=True)

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["slug"], name="unique_outlet_slug")]

    def __str__(self):
        return self.name


class EventQuerySet(models.QuerySet):
    def stories(self):
        return self.filter(parent__isnull=True)

    def published(self):
        return self.filter(is_published=True)

    def for_index(self):
        """Return published stories, newest first, with the counts the index shows."""
        published_articles = Q(articles__is_published=True)
        return (
            self.stories()
            .published()
            .annotate(
                article_count=Count("articles", filter=published_articles, distinct=True),
                outlet_count=Count("articles__outlet", filter=published_articles, distinct=True),
                people_count=Count("articles__mentions__person", distinct=True),
                first_published_at=Min("articles__published_at", filter=published_articles),
                last_published_at=Max("articles__published_at", filter=published_articles),
            )
            .order_by(F("last_published_at").desc(nulls_last=True), "-created_at")
        )


class Event(models.Model):
    """A story (no parent) or one dated moment on a story's timeline."""

    parent = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="moments"
    )
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
    framing_words = models.JSONField(
        default=list, blank=True, help_text="Words the comparison counts per outlet."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = EventQuerySet.as_manager()

    class Meta:
        ordering = ["occurred_on", "title"]
        constraints = [
            models.UniqueConstraint(
                fields=["slug"], condition=Q(parent__isnull=True), name="unique_story_slug"
            ),
            models.UniqueConstraint(fields=["parent", "slug"], name="unique_moment_slug"),
            models.CheckConstraint(
                condition=Q(occurred_on__isnull=True, precision="")
                | Q(occurred_on__isnull=False, precision__in=Precision.values),
                name="event_date_has_precision",
            ),
            models.CheckConstraint(
                condition=~Q(parent=F("id")), name="event_not_own_parent"
            ),
        ]
        indexes = [models.Index(fields=["parent", "occurred_on"], name="event_timeline_idx")]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        if self.parent_id is None:
            return reverse("articles:story", args=[self.slug])
        return reverse("articles:moment", args=[self.parent.slug, self.slug])

    @property
    def is_story(self):
        return self.parent_id is None


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


class Article(models.Model):
    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="articles")
    outlet = models.ForeignKey(
        Outlet, on_delete=models.SET_NULL, null=True, blank=True, related_name="articles",
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
            models.Index(fields=["content_hash"], name="article_content_hash_idx"),
        ]

    def __str__(self):
        return self.headline

    def get_absolute_url(self):
        outlet_slug = self.outlet.slug if self.outlet_id else "unknown"
        return reverse("articles:article", args=[outlet_slug, self.slug])

    @property
    def outlet_name(self):
        return self.outlet.name if self.outlet_id else "Unknown outlet"


class Person(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    aliases = models.JSONField(default=list, blank=True)
    pronouns = models.CharField(max_length=50, blank=True, help_text="Set by an editor.")
    is_edited = models.BooleanField(
        default=False, help_text="Edited by an editor: re-extraction leaves it alone."
    )

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "people"
        constraints = [models.UniqueConstraint(fields=["slug"], name="unique_person_slug")]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("articles:person", args=[self.slug])


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


class Statement(models.Model):
    """One utterance that quotes in several articles come from.

    ``sentences`` is the rebuilt text, one item per sentence in the original
    order: ``{"text": ..., "coverage": {"<article id>": {"status": ...,
    "text": ...}}}`` where status is a ``Coverage`` value.
    """

    story = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="statements")
    key = models.CharField(max_length=64, help_text="Stable identity across re-alignment.")
    speaker = models.ForeignKey(
        Person, on_delete=models.SET_NULL, null=True, blank=True, related_name="statements"
    )
    speaker_label = models.CharField(max_length=100, blank=True)
    text = models.TextField()
    sentences = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["story", "created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["story", "key"], name="unique_statement_key")
        ]

    def __str__(self):
        speaker = self.speaker or self.speaker_label or "Unknown speaker"
        return f"{speaker}: {self.text[:60]}"

    def get_absolute_url(self):
        return reverse("articles:statement", args=[self.story.slug, self.pk])


class QuoteQuerySet(models.QuerySet):
    def unverified(self):
        return self.filter(is_verified=False)

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

    objects = QuoteQuerySet.as_manager()

    class Meta:
        ordering = ["article", "start"]
        constraints = [
            models.UniqueConstraint(fields=["article", "start", "end"], name="unique_quote_span"),
            models.CheckConstraint(condition=Q(end__gt=F("start")), name="quote_span"),
        ]
        indexes = [
            models.Index(fields=["is_verified", "article"], name="quote_review_idx"),
        ]

    def __str__(self):
        return self.text[:80]

    def get_absolute_url(self):
        return reverse("articles:quote", args=[self.article.story.slug, self.pk])

    @property
    def speaker_name(self):
        return self.speaker.name if self.speaker_id else self.speaker_label


class MomentSource(models.Model):
    """The sentence in which one article mentions a moment, and the date it gave."""

    moment = models.ForeignKey(
        Event, on_delete=models.CASCADE, null=True, blank=True, related_name="sources",
        help_text="Empty until the story is aligned.",
    )
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="moment_sources")
    expression = models.CharField(max_length=100)
    sentence = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    occurred_on = models.DateField()
    precision = models.CharField(max_length=5, choices=Precision.choices)

    class Meta:
        ordering = ["article", "start"]
        constraints = [
            models.UniqueConstraint(fields=["article", "start"], name="unique_moment_source"),
            models.CheckConstraint(condition=Q(end__gt=F("start")), name="moment_source_span"),
        ]

    def __str__(self):
        return f"{self.moment}: {self.sentence[:60]}"


def prefetch_sources():
    """Return the Prefetch the timeline and moment pages use for a moment's sources."""
    return Prefetch(
        "sources",
        queryset=MomentSource.objects.select_related("article__outlet").order_by(
            "article__published_at", "start"
        ),
        to_attr="source_list",
    )
