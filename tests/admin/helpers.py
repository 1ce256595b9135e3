"""Post an admin change form back the way a browser would, with some fields changed."""

import datetime

from django import forms


def form_data(response, **changes):
    """Return the POST data of the admin form in ``response``, with ``changes`` applied.

    Covers the main form and its inline formsets; ``changes`` are keyed by the
    HTML field name (``quotes-0-speaker``).
    """
    context = response.context
    all_forms = [context["adminform"].form]
    data = {}
    for inline in context["inline_admin_formsets"]:
        all_forms += inline.formset.forms
        data.update({bf.html_name: bf.value() for bf in inline.formset.management_form})
    for form in all_forms:
        for bf in form:
            value = bf.value()
            if isinstance(bf.field.widget, forms.MultiWidget):
                if isinstance(value, datetime.datetime):
                    data[f"{bf.html_name}_0"] = value.date().isoformat()
                    data[f"{bf.html_name}_1"] = value.time().isoformat("seconds")
            elif isinstance(bf.field, forms.BooleanField):
                if value:
                    data[bf.html_name] = "on"
            elif value is not None:
                data[bf.html_name] = value
    for name, value in changes.items():
        if value is None or value is False:
            data.pop(name, None)
        else:
            data[name] = "on" if value is True else value
    return data
