"""Read an article out of a web page: its main text and metadata, with trafilatura.

HTML in, a frozen ``WebArticle`` out; no I/O (fetching is ``ingest.fetching``'s
job). Paragraphs come out separated by a blank line, as in the seed files, so
the rest of the pipeline reads a fetched article as it reads a pasted one.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

import lxml.etree
import lxml.html
import trafilatura

# Pages whose main text is shorter than this are not articles (an index page,
# a video with a caption, a paywall's teaser).
MIN_ARTICLE_CHARS = 200
# Class or id names by which a page marks a box as an advertisement.
AD_MARKERS = frozenset({"ad", "ads", "advert", "advertisement", "sponsored", "dfp-ad", "ad-slot"})


@dataclass(frozen=True)
class WebArticle:
    text: str
    headline: str = ""
    byline: str = ""
    published: datetime.datetime | None = None
    site_name: str = ""
    canonical_url: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return self.text.split("\n\n")


def read_web_article(html: str, url: str = "") -> WebArticle | None:
    """Return the article in ``html`` (fetched from ``url``), or None if it holds none.

    The canonical URL is the page's own (``rel=canonical``, ``og:url``) when it
    gives one, else ``url``.
    """
    found = trafilatura.bare_extraction(
        _without_ads(html),
        url=url or None,
        with_metadata=True,
        include_comments=False,
        include_tables=False,
        include_images=False,
        include_formatting=False,
        deduplicate=False,
        date_extraction_params={
            "original_date": True,
            "extensive_search": False,
            "outputformat": "%Y-%m-%dT%H:%M:%S%z",
        },
    )
    if found is None or not found.text:
        return None
    paragraphs = [" ".join(line.split()) for line in found.text.splitlines()]
    text = "\n\n".join(p for p in paragraphs if p)
    if len(text) < MIN_ARTICLE_CHARS:
        return None
    return WebArticle(
        text=text,
        headline=(found.title or "").strip(),
        byline=(found.author or "").strip(),
        published=_parse_date(found.date),
        site_name=(found.sitename or "").strip(),
        canonical_url=(found.url or url or "").strip(),
    )


def _without_ads(html: str):
    """Return ``html`` parsed, without the elements its own classes or ids mark as ads.

    trafilatura leaves an advertisement placed between two paragraphs of the
    story in the text; a page that calls a box ``ad`` or ``sponsored`` says
    what it is.
    """
    try:
        tree = lxml.html.document_fromstring(html)
    except (lxml.etree.ParserError, ValueError):
        return html
    for element in tree.xpath("//*[@class or @id]"):
        names = f"{element.get('class', '')} {element.get('id', '')}".lower().split()
        if AD_MARKERS.intersection(names):
            element.drop_tree()
    return tree


def _parse_date(value: str | None) -> datetime.datetime | None:
    """Return trafilatura's date as an aware datetime (midnight UTC for a bare date)."""
    if not value:
        return None
    for form in ("%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"):
        try:
            parsed = datetime.datetime.strptime(value, form)
        except ValueError:
            continue
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=datetime.UTC)
    return None
