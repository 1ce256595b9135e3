"""Small forms that validate the query parameters of the reader pages.

The comparison's ``?outlets=people,usa-today`` picks the compared outlets
("unknown" is the column of articles whose publisher is not known). The
checkboxes of the picker send ``?outlets=a&outlets=b``; both spellings are
read. Unknown slugs are ignored; when fewer than two known outlets remain,
the comparison falls back to every outlet (up to ``MAX_OUTLETS``) rather than
answer with an error, so an old or mistyped link still opens a useful page.
"""

import html

from django import forms
from django.forms.utils import flatatt
from django.utils.html import format_html
from django.utils.safestring import SafeString

MAX_QUERY_LENGTH = 200
MAX_OUTLETS = 12
MAX_PARAM_LENGTH = 2000


class SlugSelect(forms.Select):
    """A ``<select>`` rendered in Python rather than by a template per option.

    A story's filter forms offer its thirty most mentioned people and its
    outlets on every page; rendered option by option through the form
    templates they cost a fifth of the page, and through the widget's option
    dictionaries a tenth still.
    """

    def use_required_attribute(self, initial):
        # A filter is never required (its empty choice means everyone); Django would
        # otherwise build every choice once more to look at the first.
        return False

    def render(self, name, value, attrs=None, renderer=None):
        chosen, found, options = self.format_value(value), False, []
        for option_value, label in self.choices:
            # One option at most is selected, as Django's Select marks them.
            selected = not found and str(option_value) in chosen
            found = found or selected
            # Written out, value and label escaped (``html.escape``, as ``html_format`` would):
            # a story's filters offer fifty options on every page.
            options.append(
                f'<option value="{html.escape(str(option_value))}"'
                f"{' selected' if selected else ''}>{html.escape(str(label))}</option>"
            )
        return format_html(
            '<select name="{}"{}>{}</select>',
            name,
            flatatt(self.build_attrs(self.attrs, attrs)),
            SafeString("".join(options)),
        )


class Checkbox(forms.CheckboxInput):
    """A checkbox rendered in Python, as Django's template renders it: ``id``, then ``checked``."""

    def render(self, name, value, attrs=None, renderer=None):
        attrs = self.build_attrs(self.attrs, attrs)
        if self.check_test(value):
            attrs["checked"] = True
        shown = self.format_value(value)
        return format_html(
            '<input type="checkbox" name="{}"{}{}>',
            name,
            format_html(' value="{}"', shown) if shown is not None else "",
            flatatt(attrs),
        )


class SlugChoiceField(forms.ChoiceField):
    """Choose one of ``rows`` by its slug, so filtered URLs stay readable and stable.

    Cleans to the row, or None. Unlike ``ModelChoiceField`` it never copies
    ``rows`` (a list or a QuerySet): a QuerySet the page also shows elsewhere
    is fetched once, and only when the field is rendered or cleaned.
    """

    widget = SlugSelect

    def __init__(self, *, empty_label, **kwargs):
        super().__init__(required=False, **kwargs)
        self.empty_label = empty_label
        self.rows = []

    @property
    def rows(self):
        return self._rows

    @rows.setter
    def rows(self, rows):
        self._rows = rows
        self.choices = lambda: [("", self.empty_label), *((row.slug, str(row)) for row in rows)]

    def to_python(self, value):
        if value in self.empty_values:
            return None
        for row in self.rows:
            if row.slug == value:
                return row
        raise forms.ValidationError(
            self.error_messages["invalid_choice"], code="invalid_choice", params={"value": value}
        )

    def validate(self, value):
        # to_python() has checked the choice; ChoiceField would look for the row among the slugs.
        forms.Field.validate(self, value)


class TimelineFilterForm(forms.Form):
    person = SlugChoiceField(empty_label="Everyone")
    outlet = SlugChoiceField(empty_label="All outlets")
    published = forms.BooleanField(
        required=False, label="Show when each article came out", widget=Checkbox
    )
    open = forms.SlugField(required=False, widget=forms.HiddenInput)

    def __init__(self, data, *, people, outlets):
        super().__init__(data)
        self.fields["person"].rows = people
        self.fields["outlet"].rows = outlets


class SpeakerFilterForm(forms.Form):
    speaker = SlugChoiceField(empty_label="Everyone")

    def __init__(self, data, *, speakers):
        super().__init__(data)
        self.fields["speaker"].rows = speakers


class SearchForm(forms.Form):
    q = forms.CharField(
        label="Search",
        required=False,
        max_length=MAX_QUERY_LENGTH,
        strip=True,
        widget=forms.TextInput(attrs={"type": "search", "autocomplete": "off"}),
    )


class CommaSeparatedInput(forms.TextInput):
    """Read every value of the parameter, each possibly a comma-separated list."""

    def value_from_datadict(self, data, files, name):
        values = data.getlist(name) if hasattr(data, "getlist") else [data.get(name) or ""]
        return ",".join(v for v in values if v)


class CompareForm(forms.Form):
    outlets = forms.CharField(
        required=False, max_length=MAX_PARAM_LENGTH, widget=CommaSeparatedInput
    )

    def __init__(self, data, *, choices):
        """``choices`` are the story's ``(key, name)`` outlets, in display order."""
        super().__init__(data)
        self.choices = list(choices)

    def clean_outlets(self):
        known = {key for key, _ in self.choices}
        asked = {part.strip().lower() for part in self.cleaned_data["outlets"].split(",")}
        return sorted(asked & known)

    @property
    def default(self):
        return [key for key, _ in self.choices[:MAX_OUTLETS]]

    @property
    def selected(self):
        """Return the keys to compare, in display order: the valid choice, else the default."""
        chosen = self.cleaned_data.get("outlets") if self.is_valid() else None
        if not chosen or len(chosen) < 2:
            return self.default
        order = [key for key, _ in self.choices]
        return sorted(chosen, key=order.index)[:MAX_OUTLETS]

    @property
    def fell_back(self):
        """Return True when outlets were asked for but fewer than two known ones remained."""
        asked = self.fields["outlets"].widget.value_from_datadict(self.data, None, "outlets")
        return bool(asked) and (not self.is_valid() or len(self.cleaned_data["outlets"]) < 2)

    @property
    def query(self):
        """Return the canonical ``outlets`` value (sorted slugs), or "" for the default."""
        selected = self.selected
        if selected == self.default:
            return ""
        return ",".join(sorted(selected))


class DiffForm(forms.Form):
    """``?sentence=N&outlet=<slug>`` of one cell of the statement grid."""

    sentence = forms.IntegerField(min_value=0, max_value=10_000)
    outlet = forms.SlugField(max_length=200)
    outlets = forms.CharField(required=False, max_length=MAX_PARAM_LENGTH)

    def clean_outlets(self):
        """Return the comparison's outlets to go back to, in their canonical form: sorted slugs."""
        asked = {part.strip().lower() for part in self.cleaned_data["outlets"].split(",")}
        return ",".join(sorted(asked - {""}))


class VersionPickForm(forms.Form):
    """``?old=N&new=M``: two versions of one article to compare, in either order."""

    old = forms.IntegerField(min_value=1, max_value=100_000, label="From version")
    new = forms.IntegerField(min_value=1, max_value=100_000, label="To version")

    def clean(self):
        cleaned = super().clean()
        old, new = cleaned.get("old"), cleaned.get("new")
        if old is not None and new is not None:
            if old == new:
                raise forms.ValidationError("Pick two different versions.")
            cleaned["old"], cleaned["new"] = min(old, new), max(old, new)
        return cleaned
