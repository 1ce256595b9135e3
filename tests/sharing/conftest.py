from html.parser import HTMLParser

import pytest

from ..factories import make_covered_story


@pytest.fixture
def story(db):
    return make_covered_story(
        articles=3,
        title="Gaga defends Mulvaney",
        slug="gaga",
        summary="Lady Gaga answered the hatred on Instagram.",
    )


class HeadParser(HTMLParser):
    """Collect what link previews read: meta tags, links, the title and every script."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.meta, self.links, self.scripts = {}, [], []
        self.title = ""
        self._in = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and "content" in attrs:
            key = attrs.get("property") or attrs.get("name")
            if key:
                self.meta.setdefault(key, attrs["content"])
        elif tag == "link":
            self.links.append(attrs)
        elif tag == "script":
            self.scripts.append({"attrs": attrs, "text": ""})
            self._in = "script"
        elif tag == "title":
            self._in = "title"

    def handle_endtag(self, tag):
        if tag in ("script", "title"):
            self._in = None

    def handle_data(self, data):
        if self._in == "script":
            self.scripts[-1]["text"] += data
        elif self._in == "title":
            self.title += data

    def link(self, rel, **attrs):
        for link in self.links:
            if link.get("rel") == rel and all(link.get(k) == v for k, v in attrs.items()):
                return link["href"]
        return None


def parse_head(html):
    parser = HeadParser()
    parser.feed(html)
    return parser
