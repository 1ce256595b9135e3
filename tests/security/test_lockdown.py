"""htmx and the templates locked down: no inline code, article bodies left alone by htmx."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings

from ..factories import make_covered_story
from .helpers import active_content, public_urls

TEMPLATES = Path(settings.BASE_DIR) / "templates"
CSS = Path(settings.BASE_DIR) / "static" / "css" / "newsroom.css"


def template_files():
    return (
        sorted(TEMPLATES.rglob("*.html"))
        + sorted(TEMPLATES.rglob("*.txt"))
        + sorted(TEMPLATES.rglob("*.xml"))
    )


class Meta(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and "name" in attrs:
            self.meta[attrs["name"]] = attrs.get("content")


@pytest.mark.django_db
def test_htmx_is_configured_to_run_no_code_and_talk_only_to_us(client):
    parser = Meta()
    parser.feed(client.get("/").content.decode())
    config = json.loads(parser.meta["htmx-config"])
    assert config["allowEval"] is False
    assert config["allowScriptTags"] is False
    assert config["selfRequestsOnly"] is True
    assert config["includeIndicatorStyles"] is False


def test_the_indicator_styles_htmx_would_inject_are_in_our_css():
    css = CSS.read_text()
    assert ".htmx-indicator" in css
    assert ".htmx-request .htmx-indicator" in css


INLINE_PATTERNS = {
    "hx-on handler": re.compile(r"\b(?:data-)?hx-on", re.IGNORECASE),
    "inline event handler": re.compile(r"<[^>]*\son[a-z]+\s*=", re.IGNORECASE),
    "style attribute": re.compile(r"<[^>]*\sstyle\s*=", re.IGNORECASE),
    "style element": re.compile(r"<style\b", re.IGNORECASE),
    "inline script": re.compile(
        r"<script\b(?![^>]*\bsrc=)(?![^>]*application/(?:ld\+)?json)[^>]*>", re.IGNORECASE
    ),
    "javascript: URL": re.compile(r"javascript:", re.IGNORECASE),
}


def test_no_template_holds_inline_code_or_styles():
    found = []
    for path in template_files():
        text = path.read_text(encoding="utf-8")
        for what, pattern in INLINE_PATTERNS.items():
            for match in pattern.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{path.relative_to(TEMPLATES)}:{line}: {what}")
    assert not found, "\n".join(found)


@pytest.mark.django_db
def test_no_rendered_page_holds_inline_code(client):
    story = make_covered_story(articles=2, slug="gaga")
    for url in public_urls(story):
        response = client.get(url)
        assert response.status_code == 200, url
        if "html" in response.headers["Content-Type"]:
            assert active_content(response.content.decode()) == [], url


@pytest.mark.django_db
def test_article_bodies_are_inside_hx_disable(client):
    story = make_covered_story(articles=1, slug="gaga")
    article = story.articles.get()
    html = client.get(article.get_absolute_url()).content.decode()
    match = re.search(r'<div class="article-body"[^>]*>', html)
    assert match, "article body container missing"
    assert "hx-disable" in match.group()
