"""Every permalink unfurls: title, description, canonical, Open Graph, Twitter card, JSON-LD."""

import io
import json
from urllib.parse import urlsplit

import extruct
import pytest
from django.urls import reverse
from PIL import Image

from articles.ingest import store_aggregates
from articles.models import Quote

from ..factories import make_article, make_covered_story, make_mention, make_person, make_quote
from ..pages.test_queries import EXPECTED, page_urls
from .conftest import parse_head

pytestmark = pytest.mark.django_db

BASE = "http://testserver"


def permalinks(story):
    quote = Quote.objects.filter(statement=story.fixture["statement"]).first()
    slug = story.slug
    return {
        "index": reverse("articles:index"),
        "story": reverse("articles:story", args=[slug]),
        "timeline": reverse("articles:timeline", args=[slug]),
        "compare": reverse("articles:compare", args=[slug]),
        "quotes": reverse("articles:quotes", args=[slug]),
        "story_articles": reverse("articles:story_articles", args=[slug]),
        "moment": reverse("articles:moment", args=[slug, "posts-photos"]),
        "article": quote.article.get_absolute_url(),
        "person": story.fixture["gaga"].get_absolute_url(),
        "statement": reverse("articles:statement", args=[slug, story.fixture["statement"].pk]),
        "quote": reverse("articles:quote", args=[slug, quote.pk]),
    }


JSON_LD_TYPES = {
    "index": "WebSite",
    "story": "Event",
    "timeline": "Event",
    "compare": "Event",
    "quotes": "Event",
    "story_articles": "Event",
    "moment": "Event",
    "article": "NewsArticle",
    "person": "Person",
    "statement": "Quotation",
    "quote": "Quotation",
}
REQUIRED_FIELDS = {
    "WebSite": {"name", "url"},
    "Event": {"name", "startDate", "url", "image"},
    "NewsArticle": {
        "headline",
        "datePublished",
        "author",
        "publisher",
        "mainEntityOfPage",
        "image",
        "url",
    },
    "Quotation": {"text", "creator", "url"},
    "Person": {"name", "url"},
}


def get_page(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    html = response.content.decode()
    data = extruct.extract(html, base_url=BASE + url, syntaxes=["opengraph", "json-ld"])
    [graph] = data["opengraph"]
    og = {}
    for key, value in graph["properties"]:
        og.setdefault(key, value)
    data["opengraph"] = [og]
    return html, parse_head(html), data


@pytest.mark.parametrize("page", sorted(JSON_LD_TYPES))
def test_every_permalink_has_the_tags_link_previews_read(client, story, page):
    url = permalinks(story)[page]
    html, head, data = get_page(client, url)

    og = data["opengraph"][0]
    canonical = head.link("canonical")
    assert canonical == BASE + url
    assert og["og:url"] == canonical
    assert og["og:site_name"] == "Newsroom"
    assert og["og:type"] == ("article" if page == "article" else "website")
    for key in ("og:title", "og:description", "og:image:alt"):
        assert og[key].strip(), key
    assert og["og:image"].startswith(BASE + "/") and og["og:image"].endswith(".png")
    assert (og["og:image:width"], og["og:image:height"]) == ("1200", "630")

    assert head.title.strip()
    assert head.meta["description"] == og["og:description"]
    assert head.meta["twitter:card"] == "summary_large_image"
    assert head.meta["twitter:title"] == og["og:title"]
    assert head.meta["twitter:description"] == og["og:description"]
    assert head.meta["twitter:image"] == og["og:image"]
    assert head.meta["twitter:image:alt"] == og["og:image:alt"]

    if page == "article":
        assert og["article:published_time"].startswith("2024-03-11T")
        assert og["article:modified_time"]
    else:
        assert "article:published_time" not in og

    # The plain link the copy button enhances, pointing at the same URL.
    assert f'href="{canonical}" rel="bookmark" data-permalink' in html


@pytest.mark.parametrize("page", sorted(JSON_LD_TYPES))
def test_json_ld_has_the_type_and_required_fields(client, story, page):
    story.articles.update(byline="Zoe Wells")
    _, _, data = get_page(client, permalinks(story)[page])
    [item] = data["json-ld"]
    assert item["@context"] == "https://schema.org"
    kind = JSON_LD_TYPES[page]
    assert item["@type"] == kind
    missing = REQUIRED_FIELDS[kind] - {key for key, value in item.items() if value}
    assert not missing


def test_json_ld_values(client, story):
    gaga = story.fixture["gaga"]
    urls = permalinks(story)

    [article] = get_page(client, urls["article"])[2]["json-ld"]
    assert "author" not in article  # no byline: no author claimed
    assert article["mainEntityOfPage"]["@id"] == BASE + urls["article"]
    assert article["publisher"]["@type"] == "Organization"
    assert article["datePublished"].startswith("2024-03-11T")

    [moment] = get_page(client, urls["moment"])[2]["json-ld"]
    assert moment["startDate"] == "2024-03-08"
    assert moment["superEvent"]["url"] == BASE + urls["story"]

    [story_event] = get_page(client, urls["story"])[2]["json-ld"]
    assert {p["name"] for p in story_event["about"]} == {"Lady Gaga", "Dylan Mulvaney"}

    [quotation] = get_page(client, urls["statement"])[2]["json-ld"]
    assert quotation["creator"] == {
        "@type": "Person",
        "name": "Lady Gaga",
        "url": BASE + gaga.get_absolute_url(),
    }
    assert len(quotation["citation"]) == 3
    assert {c["@type"] for c in quotation["citation"]} == {"NewsArticle"}

    [quote] = get_page(client, urls["quote"])[2]["json-ld"]
    assert quote["text"] == "This is hatred,"
    assert quote["isPartOf"]["@type"] == "NewsArticle"


def test_month_precision_moment_starts_in_that_month(client, story):
    url = reverse("articles:moment", args=[story.slug, "bud-light"])
    [item] = get_page(client, url)[2]["json-ld"]
    assert item["startDate"] == "2023-04"


def test_every_preview_image_is_a_small_1200_by_630_png(client, story):
    images = set()
    for url in permalinks(story).values():
        _, head, _ = get_page(client, url)
        images.add(head.meta["og:image"])
    assert len(images) == 4  # site, story, moment, statement
    for image_url in images:
        response = client.get(urlsplit(image_url).path)
        assert response.status_code == 200, image_url
        assert response["Content-Type"] == "image/png"
        body = response.content
        assert len(body) < 1024 * 1024
        with Image.open(io.BytesIO(body)) as image:
            assert image.format == "PNG"
            assert image.size == (1200, 630)


def test_story_pages_link_their_atom_feed(client, story):
    feed = BASE + reverse("articles:story_feed", args=[story.slug])
    for page in ("story", "timeline", "quotes", "compare", "story_articles", "moment"):
        _, head, _ = get_page(client, permalinks(story)[page])
        assert head.link("alternate", type="application/atom+xml") == feed, page


class TestCanonical:
    def canonical(self, client, url):
        _, head, data = get_page(client, url)
        assert data["opengraph"][0]["og:url"] == head.link("canonical")
        return head.link("canonical")

    def test_timeline_keeps_known_filters_sorted_and_drops_junk(self, client, story):
        outlet = story.articles.first().outlet.slug
        base = reverse("articles:timeline", args=[story.slug])
        url = f"{base}?outlet={outlet}&person=dylan-mulvaney-x&junk=1"
        assert self.canonical(client, url) == f"{BASE}{base}?outlet={outlet}"
        person = story.fixture["gaga"].slug
        messy = f"{base}?published=on&outlet={outlet}&person={person}&junk=1&open=bud-light"
        assert self.canonical(client, messy) == (
            f"{BASE}{base}?outlet={outlet}&person={person}&published=1"
        )
        tidy = f"{base}?person={person}&outlet={outlet}&published=1"
        assert self.canonical(client, tidy) == self.canonical(client, messy)

    def test_unknown_values_and_defaults_leave_the_bare_path(self, client, story):
        base = reverse("articles:story", args=[story.slug])
        assert self.canonical(client, f"{base}?person=nobody&outlet=&junk=1") == BASE + base
        quotes = reverse("articles:quotes", args=[story.slug])
        assert self.canonical(client, f"{quotes}?speaker=nobody&x=1") == BASE + quotes

    def test_quotes_keep_the_speaker(self, client, story):
        quotes = reverse("articles:quotes", args=[story.slug])
        gaga = story.fixture["gaga"].slug
        assert self.canonical(client, f"{quotes}?zzz=1&speaker={gaga}") == (
            f"{BASE}{quotes}?speaker={gaga}"
        )

    def test_compare_outlets_sorted_and_default_dropped(self, client, story):
        compare = reverse("articles:compare", args=[story.slug])
        slugs = sorted(a.outlet.slug for a in story.articles.all())
        chosen = f"{slugs[0]},{slugs[1]}"
        assert self.canonical(client, f"{compare}?outlets={chosen}") == (
            f"{BASE}{compare}?outlets={chosen}"
        )
        # Every outlet is the default: no parameter.
        everything = client.get(f"{compare}?outlets={','.join(reversed(slugs))}", follow=True)
        assert parse_head(everything.content.decode()).link("canonical") == BASE + compare

    def test_search_keeps_only_q(self, client, story):
        search = reverse("articles:search")
        assert self.canonical(client, f"{search}?page=2&q=+hatred+") == f"{BASE}{search}?q=hatred"
        assert self.canonical(client, f"{search}?junk=1") == BASE + search

    def test_the_diff_of_a_cell_keeps_its_sentence_outlet_and_outlets(self, client, story):
        statement = story.fixture["statement"]
        diff = reverse("articles:statement_diff", args=[story.slug, statement.pk])
        outlet = story.articles.first().outlet.slug
        url = f"{diff}?utm_source=x&sentence=0&outlet={outlet}"
        assert client.get(url).status_code == 200
        assert self.canonical(client, url) == f"{BASE}{diff}?outlet={outlet}&sentence=0"
        picked = f"{diff}?outlets=b-news,A-Post,b-news&outlet={outlet}&sentence=0"
        assert self.canonical(client, picked) == (
            f"{BASE}{diff}?outlet={outlet}&outlets=a-post,b-news&sentence=0"
        )
        # The canonical link opens the same page, not the 400 of a diff without its cell.
        assert client.get(self.canonical(client, url).removeprefix(BASE)).status_code == 200

    def test_pages_without_filters_drop_every_parameter(self, client, story):
        url = permalinks(story)["statement"]
        assert self.canonical(client, f"{url}?utm_source=x&fbclid=1") == BASE + url


def test_partials_carry_no_meta(client, story):
    response = client.get(permalinks(story)["quotes"], HTTP_HX_REQUEST="true")
    assert b"og:title" not in response.content
    assert b"application/ld+json" not in response.content


def test_no_inline_script_runs(client, story):
    for url in permalinks(story).values():
        _, head, _ = get_page(client, url)
        for script in head.scripts:
            assert script["attrs"].get("src") or (
                script["attrs"].get("type") == "application/ld+json"
            ), url


HOSTILE = "</script><script>alert(1)</script><!--"


def test_script_text_in_data_cannot_escape_the_json_ld(client):
    """A quote, a headline and a name holding ``</script>`` stay data."""
    story = make_covered_story(articles=1, title=f"Story {HOSTILE}", slug="hostile")
    person = make_person(name=f"Evil {HOSTILE} Name", slug="evil")
    body = f'Headline. "Quote {HOSTILE} end," Evil said.'
    article = make_article(story, headline=f"Headline {HOSTILE}", body=body, slug="hostile-1")
    make_mention(article, person, text="Evil", start=body.find("Evil"), end=body.find("Evil") + 4)
    quote = make_quote(article, text=f"Quote {HOSTILE} end,", speaker=person)
    store_aggregates(story.pk)
    clean = make_covered_story(articles=1, slug="clean")
    clean_article = clean.articles.first()
    clean_html = client.get(clean_article.get_absolute_url()).content.decode()
    expected_scripts = len(parse_head(clean_html).scripts)

    pages = {
        article.get_absolute_url(): ("NewsArticle", "headline", f"Headline {HOSTILE}"),
        person.get_absolute_url(): ("Person", "name", f"Evil {HOSTILE} Name"),
        reverse("articles:quote", args=[story.slug, quote.pk]): (
            "Quotation",
            "text",
            f"Quote {HOSTILE} end,",
        ),
        story.get_absolute_url(): ("Event", "name", f"Story {HOSTILE}"),
    }
    for url, (kind, key, value) in pages.items():
        html = client.get(url).content.decode()
        head = parse_head(html)
        assert len(head.scripts) == expected_scripts, url
        [ld] = [s for s in head.scripts if s["attrs"].get("type") == "application/ld+json"]
        assert "<" not in ld["text"] and ">" not in ld["text"]
        data = json.loads(ld["text"])
        assert data["@type"] == kind
        assert data[key] == value
        assert "<script>alert(1)" not in html


def test_sharing_adds_no_query_to_any_page(client, django_assert_num_queries):
    """The tags read only what each view fetched: the pinned counts of the pages still hold."""
    story = make_covered_story(articles=3)
    for page, url in page_urls(story).items():
        with django_assert_num_queries(EXPECTED[page][0]):
            assert client.get(url).status_code == 200, page
