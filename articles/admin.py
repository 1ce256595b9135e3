"""The editors' admin: paste articles, correct what extraction found, publish.

Saving an article runs the same ingest code as ``load_seeds``; the admin never
writes pipeline output itself. What an editor changes is marked ``is_edited``
(by the forms in ``admin_forms``) so that re-extraction leaves it alone.
"""

import uuid
from dataclasses import replace
from urllib.parse import urlencode

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import model_ngettext
from django.core.exceptions import PermissionDenied
from django.db import models
from django.db.models import Count
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.text import Truncator

from .admin_forms import (
    AddFromURLForm,
    ArticleForm,
    EventForm,
    MomentForm,
    PersonForm,
    QuoteForm,
)
from .ingest import (
    Fetched,
    FetchError,
    IngestError,
    align_story,
    fetch_article,
    ingest_article,
    merge_people_into,
    meta_of_article,
    refresh_stories,
    reingest_article,
    save_fetched,
    touch_stories,
)
from .ingest.web import duplicate_message, find_duplicate
from .models import Article, ArticleVersion, Event, Moment, Outlet, Person, Quote, Statement
from .redirects import record_slug_change
from .verified import score_verified

admin.site.site_header = "Newsroom admin"
admin.site.site_title = "Newsroom admin"
admin.site.index_title = "Stories, articles and corrections"

URL_FIELDS = {models.URLField: {"assume_scheme": "https"}}

# The article fields ingest_article() owns: changing one re-runs the pipeline.
INGESTED_FIELDS = {"story", "outlet", "headline", "url", "published_at", "byline", "body"}
# Where "Add article from URL" keeps fetched pages until the editor saves one.
FETCHED_SESSION_KEY = "newsroom_fetched"
FETCHED_KEPT = 5


def align_stories(story_ids):
    """Rebuild these stories' statements and moments, store their counts, move their version."""
    ids = {pk for pk in story_ids if pk}
    for story in Event.objects.filter(pk__in=ids):
        align_story(story)
    touch_stories(ids)  # even when alignment changed nothing: an edited headline shows too


class NewsroomAdmin(admin.ModelAdmin):
    """An admin whose every change refreshes the stories it shows on.

    Their stored counts are recomputed and their version moves; story pages
    are cached by that version, so an editor's correction is on the public
    pages at once. ``story_path`` leads from the model to its story.
    """

    story_path = "story"

    def stories_of(self, queryset):
        return set(queryset.values_list(self.story_path, flat=True))

    def stories_changed(self, story_ids):
        """Bring the pages of these stories up to date after a change."""
        refresh_stories(story_ids)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        self.after_save(request, form, change)

    def after_save(self, request, form, change):
        """Called once the object and its inlines are saved."""
        self.stories_changed(self.stories_of(self.model.objects.filter(pk=form.instance.pk)))

    def delete_model(self, request, obj):
        stories = self.stories_of(self.model.objects.filter(pk=obj.pk))
        super().delete_model(request, obj)
        self.stories_changed(stories)

    def delete_queryset(self, request, queryset):
        stories = self.stories_of(queryset)
        super().delete_queryset(request, queryset)
        self.stories_changed(stories)

    def response_action(self, request, queryset):
        selected = queryset
        if not request.POST.get("select_across"):
            selected = queryset.filter(pk__in=request.POST.getlist(helpers.ACTION_CHECKBOX_NAME))
        stories = self.stories_of(selected)
        response = super().response_action(request, queryset)
        self.stories_changed(stories)
        return response


class KeepOldURLMixin:
    """Redirect an object's old permalink when an editor changes its slug or story."""

    url_fields = {"slug", "story"}

    def save_model(self, request, obj, form, change):
        old_url = None
        if change and self.url_fields & set(form.changed_data):
            old_url = type(obj).objects.get(pk=obj.pk).get_absolute_url()
        super().save_model(request, obj, form, change)
        if old_url:
            record_slug_change(obj, old_url)


class PublishActionsMixin:
    actions = ["publish", "unpublish"]

    @admin.action(description="Publish selected %(verbose_name_plural)s", permissions=["change"])
    def publish(self, request, queryset):
        self.set_published(request, queryset, True)

    @admin.action(description="Unpublish selected %(verbose_name_plural)s", permissions=["change"])
    def unpublish(self, request, queryset):
        self.set_published(request, queryset, False)

    def set_published(self, request, queryset, value):
        selected = self.model.objects.filter(pk__in=list(queryset.values_list("pk", flat=True)))
        count = selected.update(is_published=value)
        state = "published" if value else "unpublished"
        self.message_user(request, f"{count} {model_ngettext(self.opts, count)} {state}.")


@admin.register(Outlet)
class OutletAdmin(NewsroomAdmin):
    story_path = "articles__story"
    list_display = ["name", "slug", "country", "homepage", "article_count"]
    ordering = ["name"]  # counting groups rows, and grouped queries drop Meta.ordering
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    formfield_overrides = URL_FIELDS

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(article_count=Count("articles"))

    @admin.display(description="articles", ordering="article_count")
    def article_count(self, outlet):
        return outlet.article_count


class QuoteInline(admin.TabularInline):
    model = Quote
    form = QuoteForm
    fields = ["text", "speaker", "speaker_label", "cue", "is_fragment", "is_verified", "is_edited"]
    readonly_fields = ["is_edited"]
    autocomplete_fields = ["speaker"]
    extra = 0
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        # A quote needs its offsets in the body; the pipeline finds them.
        return False


@admin.register(Article)
class ArticleAdmin(PublishActionsMixin, NewsroomAdmin):
    form = ArticleForm
    list_display = ["headline", "outlet", "story", "published_at", "quote_count", "is_published"]
    list_filter = ["is_published", ("story", admin.RelatedOnlyFieldListFilter), "outlet"]
    list_select_related = ["outlet", "story"]
    ordering = ["-published_at", "headline"]
    search_fields = ["headline", "body", "byline"]
    date_hierarchy = "published_at"
    autocomplete_fields = ["outlet"]
    formfield_overrides = URL_FIELDS
    actions = ["rerun_extraction", *PublishActionsMixin.actions]
    readonly_fields = ["source_key", "slug", "word_count", "update_count", "updated_at"]
    inlines = [QuoteInline]

    def get_fieldsets(self, request, obj=None):
        fieldsets = [
            (
                None,
                {
                    "fields": [
                        "story",
                        "outlet",
                        "headline",
                        "url",
                        "published_at",
                        "byline",
                        "is_published",
                    ]
                },
            ),
            ("Text", {"fields": ["body"]}),
        ]
        if obj is None:
            fieldsets[0][1]["fields"].append("fetched")
        if obj is not None:
            fieldsets.append(("Source", {"fields": self.readonly_fields, "classes": ["collapse"]}))
        return fieldsets

    def get_inlines(self, request, obj):
        return self.inlines if obj is not None else []

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(quote_count=Count("quotes"))

    @admin.display(description="quotes", ordering="quote_count")
    def quote_count(self, article):
        return article.quote_count

    def save_model(self, request, obj, form, change):
        # A new text or new metadata is written by the pipeline in save_related(),
        # after the inline quote edits are saved so that it keeps them.
        if change and not INGESTED_FIELDS & set(form.changed_data):
            super().save_model(request, obj, form, change)

    def stories_changed(self, story_ids):
        # Statements come from the quotes, moments from the published articles.
        align_stories(story_ids)

    def after_save(self, request, form, change):
        article = form.instance
        if not change or INGESTED_FIELDS & set(form.changed_data):
            fetched = None if change else self.pop_fetched(request, form.cleaned_data["fetched"])
            outcome = self.ingest(article, form.changed_data, fetched)
            self.message_user(request, f"Extraction found {outcome.summary()}.", messages.SUCCESS)
        self.stories_changed({article.story_id, form.initial.get("story")})

    def ingest(self, article, changed_data, fetched=None):
        """Run the pipeline on the form's article and make ``article`` the saved row.

        An article filled in from a ``fetched`` page is saved with its web
        source, so ``refetch_articles`` can look for new versions of it.
        """
        meta = meta_of_article(article)
        if fetched is not None:
            # The page's own site name, unless the editor picked an outlet.
            meta = replace(meta, outlet=meta.outlet or fetched.article.site_name or None)
            outcome = save_fetched(article.story, fetched, meta, article.body)
        else:
            outcome = ingest_article(
                article.story,
                article.source_key or f"admin/{uuid.uuid4()}",
                article.body,
                meta,
                force=True,
                reason=ArticleVersion.Reason.EDITOR,
            )
        saved = outcome.article
        # Ingest fills in what the editor left blank; what the editor set wins.
        for name in ("outlet", "url", "published_at"):
            if name in changed_data:
                setattr(saved, name, getattr(article, name))
        saved.is_published = article.is_published
        saved.save()
        article.pk = saved.pk
        article.refresh_from_db()
        article._state.adding = False
        return outcome

    def get_urls(self):
        add_from_url = self.admin_site.admin_view(self.add_from_url_view)
        return [
            path("add-from-url/", add_from_url, name="articles_article_add_from_url"),
            *super().get_urls(),
        ]

    def add_from_url_view(self, request):
        """Fetch a page and open the usual add form filled in from it; nothing is saved yet.

        The fetched page waits in the editor's session under a key the add
        form carries; saving that form writes the article and its web source.
        """
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = AddFromURLForm(request.POST or None, initial={"story": request.GET.get("story")})
        if request.method == "POST" and form.is_valid():
            try:
                fetched = fetch_article(form.cleaned_data["url"])
            except FetchError as exc:
                form.add_error("url", str(exc))
            else:
                story = form.cleaned_data["story"]
                duplicate = find_duplicate(story, fetched.final_url, fetched.canonical_url)
                if duplicate is not None:
                    form.add_error("url", duplicate_message(story, duplicate))
                else:
                    key = uuid.uuid4().hex
                    # The last few fetched pages wait (an editor may check two in two
                    # tabs); the session never grows with them.
                    waiting = list(request.session.get(FETCHED_SESSION_KEY, {}).items())
                    waiting = [*waiting[-(FETCHED_KEPT - 1) :], (key, fetched.as_dict())]
                    request.session[FETCHED_SESSION_KEY] = dict(waiting)
                    query = urlencode({"fetched": key, "story": story.pk})
                    return redirect(f"{reverse('admin:articles_article_add')}?{query}")
        context = {
            **self.admin_site.each_context(request),
            "title": "Add article from URL",
            "subtitle": None,
            "opts": self.opts,
            "form": form,
            "media": self.media + form.media,
        }
        return TemplateResponse(request, "admin/articles/article/add_from_url.html", context)

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        data = request.session.get(FETCHED_SESSION_KEY, {}).get(request.GET.get("fetched"))
        if data is None:
            initial.pop("fetched", None)
            return initial
        fetched = Fetched.from_dict(data)
        found = fetched.article
        outlet = Outlet.objects.filter(name__iexact=found.site_name).first()
        return {
            **initial,
            "outlet": outlet.pk if outlet else None,
            "headline": found.headline,
            "url": fetched.canonical_url,
            "published_at": found.published,
            "byline": found.byline,
            "body": found.text,
        }

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        if add:
            fetched = request.session.get(FETCHED_SESSION_KEY, {}).get(request.GET.get("fetched"))
            if fetched:
                context["fetched_from"] = fetched
        return super().render_change_form(request, context, add, change, form_url, obj)

    def pop_fetched(self, request, key):
        """Return the fetched page the add form was filled in from, and forget it."""
        waiting = request.session.get(FETCHED_SESSION_KEY, {})
        data = waiting.pop(key, None) if key else None
        if data is None:
            return None
        request.session[FETCHED_SESSION_KEY] = waiting
        return Fetched.from_dict(data)

    @admin.action(description="Re-run extraction", permissions=["change"])
    def rerun_extraction(self, request, queryset):
        for article in queryset.select_related("outlet", "story"):
            try:
                outcome = reingest_article(article, force=True)
            except IngestError as exc:
                self.message_user(request, str(exc), messages.ERROR)
                continue
            self.message_user(request, f"“{article}”: extraction found {outcome.summary()}.")


@admin.register(Quote)
class QuoteAdmin(NewsroomAdmin):
    story_path = "article__story"
    """The review queue: filter to unverified quotes, check them, mark them verified."""

    form = QuoteForm
    list_display = [
        "short_text",
        "speaker_name",
        "cue",
        "article",
        "outlet",
        "is_fragment",
        "is_verified",
        "is_edited",
    ]
    list_filter = [
        "is_verified",
        "is_fragment",
        "is_edited",
        ("article__story", admin.RelatedOnlyFieldListFilter),
        ("article__outlet", admin.RelatedOnlyFieldListFilter),
    ]
    list_select_related = ["speaker", "article__outlet"]
    search_fields = ["text", "speaker__name", "speaker_label"]
    autocomplete_fields = ["article", "speaker"]
    readonly_fields = ["statement"]  # after the form's fields
    actions = ["mark_verified", "mark_unverified", "measure_pipeline"]

    @admin.display(description="quote", ordering="text")
    def short_text(self, quote):
        return Truncator(quote.text).chars(100)

    @admin.display(description="speaker", ordering="speaker__name")
    def speaker_name(self, quote):
        return quote.speaker_name or "—"

    @admin.display(description="outlet", ordering="article__outlet__name")
    def outlet(self, quote):
        return quote.article.outlet_name

    @admin.action(description="Mark verified", permissions=["change"])
    def mark_verified(self, request, queryset):
        count = queryset.update(is_verified=True)
        self.message_user(request, f"{count} {model_ngettext(self.opts, count)} marked verified.")

    @admin.action(description="Mark unverified", permissions=["change"])
    def mark_unverified(self, request, queryset):
        count = queryset.update(is_verified=False)
        self.message_user(request, f"{count} {model_ngettext(self.opts, count)} marked unverified.")

    @admin.action(description="Measure extraction on the checked ones", permissions=["view"])
    def measure_pipeline(self, request, queryset):
        """Re-extract the selected quotes' articles and compare speakers with the editors'
        answers (only verified or edited quotes count), as ``manage.py score_verified`` does."""
        checked = queryset.kept_on_reextraction().select_related("article", "speaker")
        self.message_user(request, score_verified(checked).summary())

    def stories_changed(self, story_ids):
        # A quote's speaker or text decides which statement it belongs to.
        align_stories(story_ids)


@admin.register(Person)
class PersonAdmin(KeepOldURLMixin, NewsroomAdmin):
    story_path = "mentions__article__story"
    form = PersonForm
    list_display = ["name", "alias_list", "pronouns", "mention_count", "quote_count", "is_edited"]
    ordering = ["name"]
    list_filter = ["is_edited"]
    search_fields = ["name", "aliases"]
    actions = ["merge_people"]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(
                mention_count=Count("mentions", distinct=True),
                quote_count=Count("quotes", distinct=True),
            )
        )

    @admin.display(description="aliases")
    def alias_list(self, person):
        return ", ".join(person.aliases)

    @admin.display(description="mentions", ordering="mention_count")
    def mention_count(self, person):
        return person.mention_count

    @admin.display(description="quotes", ordering="quote_count")
    def quote_count(self, person):
        return person.quote_count

    @admin.action(description="Merge selected people", permissions=["change", "delete"])
    def merge_people(self, request, queryset):
        people = list(queryset.order_by("-mention_count", "-quote_count", "pk"))
        if len(people) < 2:
            self.message_user(request, "Pick two or more people to merge.", messages.WARNING)
            return None
        chosen = request.POST.get("target")
        target = next((p for p in people if str(p.pk) == chosen), None)
        if request.POST.get("post") and target is not None:
            others = [person for person in people if person != target]
            merge_people_into(target, others)
            # Quotes of one speaker now may be one statement.
            align_stories(set(target.quotes.values_list("article__story_id", flat=True)))
            names = ", ".join(person.name for person in others)
            self.message_user(request, f"Merged {names} into {target.name}.", messages.SUCCESS)
            return None
        context = {
            **self.admin_site.each_context(request),
            "title": "Merge people",
            "subtitle": None,
            "opts": self.opts,
            "people": people,
            "target": people[0],
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            "media": self.media,
        }
        return TemplateResponse(request, "admin/articles/person/merge_people.html", context)


class MomentInline(admin.TabularInline):
    model = Moment
    form = MomentForm
    extra = 0
    show_change_link = True


@admin.register(Event)
class EventAdmin(KeepOldURLMixin, PublishActionsMixin, NewsroomAdmin):
    """Stories, with their moments inline."""

    story_path = "pk"
    url_fields = {"slug"}
    form = EventForm
    inlines = [MomentInline]
    list_display = ["title", "is_published", "is_edited"]
    list_filter = ["is_published", "is_edited"]
    search_fields = ["title", "summary"]
    prepopulated_fields = {"slug": ["title"]}


@admin.register(Moment)
class MomentAdmin(KeepOldURLMixin, PublishActionsMixin, NewsroomAdmin):
    """The dated happenings on the stories' timelines."""

    url_fields = {"slug", "story"}
    form = MomentForm
    list_display = ["title", "story", "occurred_on", "precision", "is_conflict", "is_published"]
    list_filter = [
        ("story", admin.RelatedOnlyFieldListFilter),
        "is_published",
        "is_conflict",
        "is_edited",
    ]
    list_select_related = ["story"]
    search_fields = ["title", "summary"]
    prepopulated_fields = {"slug": ["title"]}


@admin.register(Statement)
class StatementAdmin(NewsroomAdmin):
    list_display = ["short_text", "speaker_name", "story", "updated_at"]
    list_filter = [("story", admin.RelatedOnlyFieldListFilter)]
    list_select_related = ["speaker", "story"]
    search_fields = ["text", "speaker__name", "speaker_label"]
    fields = ["story", "speaker", "speaker_label", "text", "key", "sentences"]
    # Statements are rebuilt from their quotes on every alignment: correct the quotes.
    readonly_fields = fields

    def has_add_permission(self, request):
        return False

    @admin.display(description="statement", ordering="text")
    def short_text(self, statement):
        return Truncator(statement.text).chars(100)

    @admin.display(description="speaker", ordering="speaker__name")
    def speaker_name(self, statement):
        return statement.speaker or statement.speaker_label or "—"
