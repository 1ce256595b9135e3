"""``html_format`` escapes every argument exactly as Django's ``format_html`` does."""

import pytest
from django.utils.functional import lazy
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from articles.markup import html_format, html_join


class Marked:
    def __html__(self):
        return "<b>marked</b>"


HOSTILE = "<script>alert('x')</script> & \"quoted\""


@pytest.mark.parametrize(
    "arg",
    [
        HOSTILE,
        mark_safe("<em>ours</em>"),
        SafeString("<i>ours too</i>"),
        42,
        True,
        3.5,
        None,
        Marked(),
        lazy(lambda: HOSTILE, str)(),
        ["<li>", 1],
    ],
)
def test_each_kind_of_argument_is_escaped_as_format_html_escapes_it(arg):
    template = '<a title="{}">{}</a>'
    assert html_format(template, arg, arg) == format_html(template, arg, arg)
    assert isinstance(html_format(template, arg, arg), SafeString)


def test_joined_rows_are_escaped_too():
    rows = [(HOSTILE, 1), ("plain", mark_safe("<br>"))]
    assert html_join(", ", "{}:{}", rows) == ", ".join(format_html("{}:{}", *r) for r in rows)
