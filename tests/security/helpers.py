"""What the security tests share: the hostile corpus, the public pages of a story,
and a parser that finds anything in a page that could run."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

from django.urls import Resolver404, resolve, reverse

from articles.models import Article, Moment, Person, Quote, Statement, VersionDiff

PAYLOAD_FILE = Path(__file__).with_name("xss_payloads.txt")
# A payload with "<" or "&" shown verbatim was not escaped; quotes alone may
# legitimately appear raw inside JSON (JSON-LD), where the parser checks them.
HTML_SPECIAL = {"<", "&"}
LOCAL_HOSTS = {None, "testserver", "localhost", "127.0.0.1"}


def load_payloads():
    """Return the corpus, ``\\uXXXX`` decoded (so invisible characters stay visible in the file)."""
    payloads = []
    for line in PAYLOAD_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("# "):
            continue
        payloads.append(re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), line))
    return payloads


PAYLOADS = load_payloads()


def public_urls(story):
    """Return every public page of ``story``: the story's tabs and each of its objects' pages.

    Feeds, sitemaps and robots.txt are included when the project serves them.
    """
    slug = story.slug
    urls = [
        "/",
        "/search/?q=a",
        reverse("articles:story", args=[slug]),
        reverse("articles:timeline", args=[slug]) + "?published=1",
        reverse("articles:compare", args=[slug]),
        reverse("articles:quotes", args=[slug]),
        reverse("articles:story_articles", args=[slug]),
        reverse("articles:story_json", args=[slug]),
    ]
    for moment in Moment.objects.filter(story=story):
        urls.append(reverse("articles:moment", args=[slug, moment.slug]))
    for article in Article.objects.filter(story=story).select_related("outlet"):
        urls.append(article.get_absolute_url())
        urls.append(article.get_versions_url())
    diffs = VersionDiff.objects.filter(article__story=story).select_related(
        "article__outlet", "old", "new"
    )
    urls += [diff.get_absolute_url() for diff in diffs]
    for quote in Quote.objects.filter(article__story=story):
        urls.append(reverse("articles:quote", args=[slug, quote.pk]))
    for statement in Statement.objects.filter(story=story):
        urls.append(reverse("articles:statement", args=[slug, statement.pk]))
        for article in Article.objects.filter(story=story).exclude(outlet=None)[:3]:
            urls.append(
                reverse("articles:statement_diff", args=[slug, statement.pk])
                + f"?sentence=0&outlet={article.outlet.slug}"
            )
    people = Person.objects.filter(mentions__article__story=story).distinct()
    urls += [reverse("articles:person", args=[p.slug]) for p in people]
    optional_urls = (
        "/robots.txt",
        "/sitemap.xml",
        "/feed/",
        "/preview.png",
        f"/events/{slug}/feed/",
        f"/events/{slug}/preview.png",
    )
    for optional in optional_urls:
        try:
            resolve(optional)
        except Resolver404:
            continue
        urls.append(optional)
    return urls


class ActiveContentFinder(HTMLParser):
    """Collect everything in a page that could run code or reach another host."""

    URL_ATTRIBUTES = {"href", "src", "action", "formaction", "data", "poster", "background"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self._in_script = False  # else the type of the script element we are in

    SAFE_SCHEMES = {"", "http", "https", "data", "mailto"}
    HTMX_REQUESTS = {"get", "post", "put", "patch", "delete", "push-url"}
    FOREIGN_ELEMENTS = {"iframe", "object", "embed", "base", "frame", "frameset", "style"}

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name, value in attrs:
            self.check_attribute(tag, name, value or "")
        if tag == "script":
            self.check_script(attributes)
        if tag in self.FOREIGN_ELEMENTS:
            self.problems.append(f"<{tag}> element")
        if tag == "meta" and (attributes.get("http-equiv") or "").lower() == "refresh":
            self.problems.append("<meta http-equiv=refresh>")
        source = attributes.get("href" if tag == "link" else "src") or ""
        linked_elsewhere = tag == "link" and attributes.get("rel") in {"canonical", "alternate"}
        if (
            tag in {"link", "img", "script"}
            and urlsplit(source).hostname not in LOCAL_HOSTS
            and not linked_elsewhere
        ):
            self.problems.append(f"<{tag}> loads {source!r} from another host")

    def check_attribute(self, tag, name, value):
        if name.startswith("on"):
            self.problems.append(f"<{tag} {name}=…> event handler")
        if name.startswith(("hx-on", "data-hx-on")):
            self.problems.append(f"<{tag} {name}> htmx handler")
        if name == "style":
            self.problems.append(f"<{tag} style=…>")
        if name in self.URL_ATTRIBUTES and (
            urlsplit(value.strip().lower()).scheme not in self.SAFE_SCHEMES
            or value.lower().startswith("data:text/html")
        ):
            self.problems.append(f"<{tag} {name}={value!r}> dangerous URL")
        verb = name.removeprefix("data-").removeprefix("hx-")
        if (
            name.startswith(("hx-", "data-hx-"))
            and verb in self.HTMX_REQUESTS
            and value not in {"true", "false"}
            and (urlsplit(value).netloc or not value.startswith("/"))
        ):
            self.problems.append(f"<{tag} {name}={value!r}> htmx to another host")

    def check_script(self, attributes):
        src = attributes.get("src") or ""
        kind = attributes.get("type") or ""
        self._in_script = kind
        if src and not src.startswith("/static/"):
            self.problems.append(f"<script src={src!r}> not ours")
        if not src and kind not in {"application/json", "application/ld+json"}:
            self.problems.append("inline <script>")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script is False:
            return
        # Data blocks (JSON-LD) are never run; they must still parse, and hold no
        # "<" that could close the element early (json_script writes \u003C).
        if self._in_script in {"application/json", "application/ld+json"}:
            if "<" in data:
                self.problems.append(f"raw '<' in {self._in_script} block")
            try:
                json.loads(data)
            except ValueError:
                self.problems.append(f"{self._in_script} block is not JSON: {data[:60]!r}")
        else:
            self.problems.append(f"script content {data[:60]!r}")


def active_content(html):
    """Return what in ``html`` could run or load from elsewhere; [] for an inert page."""
    finder = ActiveContentFinder()
    finder.feed(html)
    finder.close()
    return finder.problems


def unescaped(html, payloads=PAYLOADS):
    """Return the payloads with HTML-special characters that appear verbatim in ``html``."""
    return [p for p in payloads if HTML_SPECIAL & set(p) and p in html]
