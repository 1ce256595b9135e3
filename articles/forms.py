"""Small forms that validate the query parameters of the reader pages."""

from django import forms

from .models import Outlet, Person

MAX_QUERY_LENGTH = 200


class SlugChoiceField(forms.ModelChoiceField):
    """Choose a row by its slug, so filtered URLs stay readable and stable."""

    def __init__(self, queryset, **kwargs):
        super().__init__(queryset, to_field_name="slug", required=False, **kwargs)


class TimelineFilterForm(forms.Form):
    person = SlugChoiceField(Person.objects.none(), empty_label="Everyone")
    outlet = SlugChoiceField(Outlet.objects.none(), empty_label="All outlets")
    published = forms.BooleanField(required=False, label="Show when each article came out")
    open = forms.SlugField(required=False, widget=forms.HiddenInput)

    def __init__(self, data, *, people, outlets):
        super().__init__(data)
        self.fields["person"].queryset = people
        self.fields["outlet"].queryset = outlets


class SpeakerFilterForm(forms.Form):
    speaker = SlugChoiceField(Person.objects.none(), empty_label="Everyone")

    def __init__(self, data, *, speakers):
        super().__init__(data)
        self.fields["speaker"].queryset = speakers


class SearchForm(forms.Form):
    q = forms.CharField(
        label="Search",
        required=False,
        max_length=MAX_QUERY_LENGTH,
        strip=True,
        widget=forms.TextInput(attrs={"type": "search", "autocomplete": "off"}),
    )
