"""Forms the admin uses: the article paste form, the add-from-URL form and the forms that
record editors' edits."""

from django import forms
from django.conf import settings
from django.db import models
from django.template.defaultfilters import filesizeformat

from .ingest import text_hash
from .ingest.web import duplicate_message, find_duplicate
from .models import Article, Event, Moment, Person, Quote


class WordListField(forms.CharField):
    """A list of words or names typed comma-separated, stored as a JSON list."""

    def __init__(self, *, lowercase=False, **kwargs):
        self.lowercase = lowercase
        kwargs.setdefault("required", False)
        kwargs.setdefault("widget", forms.TextInput(attrs={"class": "vLargeTextField"}))
        super().__init__(**kwargs)

    def prepare_value(self, value):
        if isinstance(value, list):
            return ", ".join(value)
        return value

    def to_python(self, value):
        if isinstance(value, list):
            return value
        words = (word.strip() for word in (value or "").split(","))
        return [word.lower() if self.lowercase else word for word in words if word]


class EditorChangesForm(forms.ModelForm):
    """Mark the object ``is_edited`` when an editor changes what extraction would write.

    Re-extraction leaves edited objects alone. An editor who clears ``is_edited``
    themselves hands the object back to the pipeline.
    """

    tracked_fields: tuple[str, ...] = ()

    def save(self, commit=True):
        edited = self.instance._state.adding or set(self.tracked_fields) & set(self.changed_data)
        if edited and "is_edited" not in self.changed_data:
            self.instance.is_edited = True
        return super().save(commit)


class QuoteForm(EditorChangesForm):
    tracked_fields = ("text", "speaker", "speaker_label", "cue", "is_fragment")

    class Meta:
        model = Quote
        fields = [
            "article",
            "text",
            "start",
            "end",
            "speaker",
            "speaker_label",
            "cue",
            "is_fragment",
            "is_verified",
            "is_edited",
        ]


class PersonForm(EditorChangesForm):
    tracked_fields = ("name", "slug", "aliases")

    aliases = WordListField(help_text="Other names, comma-separated: Gaga, Lady Gaga.")

    class Meta:
        model = Person
        fields = ["name", "slug", "aliases", "pronouns", "is_edited"]

    def clean(self):
        cleaned = super().clean()
        # Keep the old name as an alias: re-extraction still finds the person by it.
        old_name, aliases = self.initial.get("name"), cleaned.get("aliases", [])
        if old_name and "name" in self.changed_data and old_name not in aliases:
            cleaned["aliases"] = [*aliases, old_name]
        return cleaned


EVENT_CONTENT = ("title", "slug", "summary", "framing_words")
MOMENT_CONTENT = ("story", "title", "slug", "summary", "occurred_on", "precision", "is_conflict")


class EventForm(EditorChangesForm):
    tracked_fields = EVENT_CONTENT

    framing_words = WordListField(
        lowercase=True, help_text="Comma-separated: backlash, hatred, trolls."
    )

    class Meta:
        model = Event
        fields = [*EVENT_CONTENT, "is_published", "is_edited"]


class MomentForm(EditorChangesForm):
    tracked_fields = MOMENT_CONTENT

    class Meta:
        model = Moment
        fields = [
            "story",
            "title",
            "slug",
            "occurred_on",
            "precision",
            "is_conflict",
            "is_published",
            "is_edited",
        ]


def https_urls(db_field, **kwargs):
    if isinstance(db_field, models.URLField):
        kwargs.setdefault("assume_scheme", "https")
    return db_field.formfield(**kwargs)


class ArticleForm(forms.ModelForm):
    """Paste an article; saving runs the extraction pipeline on it (see ArticleAdmin).

    ``fetched`` carries, from "Add article from URL", the key of the fetched
    page the form was filled in from (kept in the editor's session).
    """

    fetched = forms.CharField(required=False, widget=forms.HiddenInput)

    class Meta:
        model = Article
        fields = [
            "story",
            "outlet",
            "headline",
            "url",
            "published_at",
            "byline",
            "body",
            "is_published",
        ]
        formfield_callback = https_urls
        help_texts = {
            "headline": "Leave blank to take it from the text.",
            "body": "Paste the article's text. Quotes, people and dates are found on save.",
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["headline"].required = False
        self.fields["story"].queryset = Event.objects.all()

    def clean_body(self):
        # Browsers send CRLF line ends from a textarea; files are read with LF.
        body = self.cleaned_data["body"].replace("\r\n", "\n").replace("\r", "\n")
        limit = settings.NEWSROOM_MAX_ARTICLE_BYTES
        size = len(body.encode())
        if size > limit:
            raise forms.ValidationError(
                "This text is too long: %(size)s; the limit is %(limit)s.",
                code="too_large",
                params={"size": filesizeformat(size), "limit": filesizeformat(limit)},
            )
        return body

    def clean(self):
        cleaned = super().clean()
        story, body, url = cleaned.get("story"), cleaned.get("body"), cleaned.get("url")
        if story and url and self.instance._state.adding:
            duplicate = find_duplicate(story, url)
            if duplicate is not None:
                self.add_error("url", duplicate_message(story, duplicate))
        if story and body:
            same_length = Article.objects.filter(story=story, word_count=len(body.split()))
            for other in same_length.exclude(pk=self.instance.pk).only("headline", "body"):
                if text_hash(other.body) == text_hash(body):
                    self.add_error("body", f"This story already has this text: “{other}”.")
                    break
        return cleaned


class AddFromURLForm(forms.Form):
    """The first step of adding an article by its URL: the address and the story."""

    url = forms.URLField(
        label="Address",
        max_length=1000,
        assume_scheme="https",
        help_text="The article's web address. It is fetched and read; you check the result "
        "before anything is saved.",
        widget=forms.URLInput(attrs={"class": "vURLField", "autofocus": True}),
    )
    story = forms.ModelChoiceField(queryset=Event.objects.all())

    def clean(self):
        cleaned = super().clean()
        story, url = cleaned.get("story"), cleaned.get("url")
        if story and url:
            duplicate = find_duplicate(story, url)
            if duplicate is not None:
                self.add_error("url", duplicate_message(story, duplicate))
        return cleaned
