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


def test_mark_safe_wraps_only_fixed_markup_or_says_why():
    """Every ``mark_safe`` in the app wraps a string literal (our own markup), or its line says
    why what it wraps was escaped first (``noqa: S308 - ...``): no text from an article or an
    editor reaches it unescaped."""
    import ast
    from pathlib import Path

    from django.conf import settings

    unexplained = []
    for folder in ("articles", "newsroom"):
        for path in (Path(settings.BASE_DIR) / folder).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            lines = source.splitlines()
            for node in ast.walk(ast.parse(source)):
                if not (
                    isinstance(node, ast.Call)
                    and getattr(node.func, "id", getattr(node.func, "attr", None)) == "mark_safe"
                ):
                    continue
                literal = isinstance(node.args[0], ast.Constant) and isinstance(
                    node.args[0].value, str
                )
                if not literal and "noqa: S308 - " not in lines[node.lineno - 1]:
                    unexplained.append(f"{path.name}:{node.lineno}")
    assert unexplained == []
