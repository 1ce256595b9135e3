"""Small forms that validate the query parameters of the reader pages."""

from django import forms

MAX_QUERY_LENGTH = 200


class SlugChoiceField(forms.ChoiceField):
    """Choose one of ``rows`` by its slug, so filtered URLs stay readable and stable.

    Cleans to the row, or None. Unlike ``ModelChoiceField`` it never copies
    ``rows`` (a list or a QuerySet): a QuerySet the page also shows elsewhere
    is fetched once, and only when the field is rendered or cleaned.
    """

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
    published = forms.BooleanField(required=False, label="Show when each article came out")
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
