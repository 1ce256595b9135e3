"""The reader pages: what they show, partial or whole, drafts, escaping, bad parameters."""

import datetime

import pytest
from django.urls import reverse

from articles.ingest import refresh_stories, store_aggregates
from articles.models import Quote

from ..factories import (
    make_article,
    make_covered_story,
    make_mention,
    make_moment,
    make_moment_source,
    make_outlet,
    make_person,
    make_quote,
    make_story,
)
from ..htmx import HISTORY_RESTORE, HTMX

pytestmark = pytest.mark.django_db


def statement_quote(story):
    return Quote.objects.filter(statement=story.fixture["statement"]).first()


# ---- the story and its tabs ---------------------------------------------------------------


def test_story_url_shows_the_header_and_the_timeline(client, story):
    html = client.get("/events/gaga/").content.decode()
    assert "<h1>Gaga defends Mulvaney</h1>" in html
    assert 'href="/people/{}/"'.format(story.fixture["gaga"].slug) in html
    assert "Dylan Mulvaney</a>" in html
    assert html.count('class="outlet-badge">Outlet') >= 3
    assert 'aria-current="page">Timeline</a>' in html
    assert 'href="/events/gaga/compare/"' in html
    assert 'id="tab-panel"' in html


def test_timeline_lists_moments_in_date_order_at_their_precision(client, story):
    html = client.get(reverse("articles:timeline", args=["gaga"])).content.decode()
    bud, posted = html.index("Bud Light partnership"), html.index("Mulvaney posts photos")
    assert bud < posted
    assert '<time datetime="2023-04">Apr 2023</time>' in html
    assert '<time datetime="2024-03-08">Fri 8 Mar 2024</time>' in html
    assert "Show what 3 sources wrote" in html
    # Sentences are shown on demand only.
    assert "Mulvaney posted the photos on Friday." not in html


def test_a_year_moment_shows_only_its_year(client):
    story = make_story(slug="years")
    make_moment(story, title="Long ago", occurred_on=datetime.date(2022, 1, 1), precision="year")
    html = client.get("/events/years/timeline/").content.decode()
    assert '<time datetime="2022">2022</time>' in html


def test_a_moment_names_six_outlets_and_counts_the_rest(client):
    story = make_story(slug="widely")
    moment = make_moment(story, title="Widely reported", occurred_on=datetime.date(2024, 3, 8))
    for n in range(9):
        article = make_article(story, outlet=make_outlet(name=f"Outlet {n:02d}"))
        make_moment_source(moment, article)
    store_aggregates(story.pk)
    html = client.get("/events/widely/timeline/").content.decode()
    html = html[html.index('class="timeline"') :]  # not the header's outlets
    assert html.count('<span class="outlet-badge">Outlet ') == 6
    assert "and 3 more outlets" in html
    assert "Show what 9 sources wrote" in html


def test_open_moment_shows_its_sources_and_a_plain_link_opens_it(client, story):
    html = client.get("/events/gaga/timeline/").content.decode()
    assert 'href="/events/gaga/timeline/?open=posts-photos#moment-posts-photos"' in html
    assert 'hx-get="/events/gaga/moments/posts-photos/"' in html
    html = client.get("/events/gaga/timeline/?open=posts-photos").content.decode()
    assert html.count("Mulvaney posted the photos <mark>on Friday</mark>.") == 3


def test_conflicting_dates_are_marked_with_each_sources_own_date(client):
    story = make_story(slug="conflict")
    moment = make_moment(
        story,
        title="Gaga answers",
        slug="answers",
        occurred_on=datetime.date(2024, 3, 11),
        is_conflict=True,
    )
    article = make_article(story, body="Gaga answered on March 10.")
    make_moment_source(moment, article, occurred_on=datetime.date(2024, 3, 10))
    store_aggregates(story.pk)
    html = client.get("/events/conflict/timeline/?open=answers").content.decode()
    assert "Outlets give different dates" in html
    assert "Sun 10 Mar 2024" in html
    assert "a different date" in html


def test_timeline_filters_by_person_and_outlet(client, story):
    other = make_article(story, body="Someone else spoke in 2022.")
    lonely = make_moment(
        story,
        title="Unrelated",
        slug="unrelated",
        occurred_on=datetime.date(2022, 1, 1),
        precision="year",
    )
    make_moment_source(lonely, other, sentence="Someone else spoke in 2022.", end=27)
    store_aggregates(story.pk)  # the new article's outlet joins the story's filter
    dylan, gaga = story.fixture["dylan"], story.fixture["gaga"]
    html = client.get(f"/events/gaga/timeline/?person={dylan.slug}").content.decode()
    assert "Unrelated" not in html
    assert "Mulvaney posts photos" in html
    assert f'<option value="{dylan.slug}" selected>' in html
    html = client.get(f"/events/gaga/timeline/?person={gaga.slug}").content.decode()
    assert "No moments match these filters." in html
    html = client.get(f"/events/gaga/timeline/?outlet={other.outlet.slug}").content.decode()
    assert "Unrelated" in html
    assert "Mulvaney posts photos" not in html
    assert f'<option value="{other.outlet.slug}" selected>' in html


def test_timeline_person_filter_finds_a_name_in_any_case_in_published_sources_only(client, story):
    """Whom each moment's sources name is stored with it (``Moment.people``): here by an alias
    in capitals, with no mention recorded, until the only article saying so is unpublished."""
    article = make_article(story, body="MULVANEY spoke again in 2022.")
    again = make_moment(
        story, title="Spoke again", occurred_on=datetime.date(2022, 1, 1), precision="year"
    )
    make_moment_source(again, article, sentence=article.body, end=len(article.body))
    store_aggregates(story.pk)
    url = f"/events/gaga/timeline/?person={story.fixture['dylan'].slug}"
    assert "Spoke again" in client.get(url).content.decode()
    article.is_published = False
    article.save()
    refresh_stories([story.pk])  # as an admin change does: stored again, cached pages dropped
    html = client.get(url).content.decode()
    assert "Spoke again" not in html
    assert "Mulvaney posts photos" in html


def test_timeline_can_show_when_each_article_came_out(client, story):
    html = client.get("/events/gaga/timeline/?published=1").content.decode()
    assert html.count("timeline-publication") == 3
    assert "Mon 11 Mar 2024, 09:00" in html
    # Publications sort after the moments before them.
    assert html.index("Mulvaney posts photos") < html.index("timeline-publication")


@pytest.mark.parametrize(
    "query",
    ["person=nobody", "outlet=%3Cscript%3E", "published=maybe", "open=%20%20", "person=&outlet="],
)
def test_bad_timeline_parameters_are_ignored(client, story, query):
    response = client.get(f"/events/gaga/timeline/?{query}")
    assert response.status_code == 200
    assert "Mulvaney posts photos" in response.content.decode()


@pytest.mark.parametrize(
    ("name", "marker"),
    [
        ("timeline", "Bud Light partnership"),
        ("quotes", "This is hatred,"),
        ("story_articles", "Headline"),
    ],
)
def test_tabs_answer_htmx_with_their_partial_and_history_restores_with_the_page(
    client, story, name, marker
):
    url = reverse(f"articles:{name}", args=["gaga"])
    full = client.get(url)
    partial = client.get(url, **HTMX)
    restored = client.get(url, **HISTORY_RESTORE)
    for response in (full, partial, restored):
        assert response.status_code == 200
        assert marker in response.content.decode()
        assert "HX-Request" in response["Vary"]
    assert "<html" not in partial.content.decode()
    assert "<h1>Gaga defends Mulvaney</h1>" not in partial.content.decode()
    assert 'id="panel-heading"' in partial.content.decode()
    assert "<html" in full.content.decode()
    assert "<html" in restored.content.decode()
    assert f'data-tab="{name}" aria-current="page"' in full.content.decode()


def test_quotes_tab_groups_quotes_by_statement_and_filters_by_speaker(client, story):
    html = client.get("/events/gaga/quotes/").content.decode()
    assert "Quoted 3 times" in html
    assert html.count("<q>This is hatred,</q>") == 3
    assert html.count("<q>So brave,</q>") == 3
    assert "a fan" in html
    gaga = story.fixture["gaga"]
    html = client.get(f"/events/gaga/quotes/?speaker={gaga.slug}").content.decode()
    assert "Quotes by Lady Gaga" in html
    assert "So brave" not in html
    assert client.get("/events/gaga/quotes/?speaker=%00").status_code == 200


def test_articles_tab_lists_the_published_articles(client, story):
    make_article(story, headline="Still a draft", is_published=False)
    html = client.get("/events/gaga/articles/").content.decode()
    assert html.count('<li>\n      <span class="outlet-badge">') == 3
    assert "Still a draft" not in html
    assert "words" in html


# ---- moment, article, person, statement, quote --------------------------------------------


def test_moment_page_shows_each_outlets_sentence_side_by_side(client, story):
    url = reverse("articles:moment", args=["gaga", "posts-photos"])
    response = client.get(url)
    html = response.content.decode()
    assert "<h1>Mulvaney posts photos</h1>" in html
    assert html.count('class="source-card"') == 3
    assert "HX-Request" in response["Vary"]
    partial = client.get(url, **HTMX).content.decode()
    assert partial.lstrip().startswith('<ul class="source-list"')
    assert "<h1>" not in partial
    assert "<html" in client.get(url, **HISTORY_RESTORE).content.decode()


def test_moment_of_another_story_is_404(client, story):
    other = make_story(slug="other")
    make_moment(other, slug="elsewhere")
    assert client.get("/events/gaga/moments/elsewhere/").status_code == 404


def test_article_marks_quotes_with_their_speaker_and_links_people(client, story):
    article = statement_quote(story).article
    html = client.get(article.get_absolute_url()).content.decode()
    gaga = story.fixture["gaga"]
    assert f'<a class="person-link" href="/people/{gaga.slug}/">Gaga</a>' in html
    assert '<span class="visually-hidden">Quote from Lady Gaga: </span>' in html
    assert 'title="Said by Lady Gaga">This is hatred,</q>' in html
    assert 'title="Said by a fan">So brave,</q>' in html
    assert '<p class="caption">Matt Winkelmeyer/Getty</p>' in html


def test_article_with_unknown_outlet_lives_under_unknown(client, story):
    article = make_article(story, outlet=None)
    assert article.get_absolute_url().startswith("/articles/unknown/")
    response = client.get(article.get_absolute_url())
    assert response.status_code == 200
    assert "Unknown outlet" in response.content.decode()
    stale = client.get(f"/articles/somewhere/{article.slug}/")
    assert stale.status_code == 301
    assert stale["Location"] == article.get_absolute_url()


def test_person_page_groups_descriptions_by_outlet_and_quotes_by_statement(client, story):
    gaga = story.fixture["gaga"]
    html = client.get(gaga.get_absolute_url()).content.decode()
    assert "<h1>Lady Gaga</h1>" in html
    assert "Also called Gaga." in html
    assert html.count('class="outlet-card"') == 3
    assert html.count("“the singer”") == 3
    assert html.count("<dd>37</dd>") == 3
    statement = story.fixture["statement"]
    assert f'href="/events/gaga/statements/{statement.pk}/"' in html
    assert html.count("<q>This is hatred,</q>") == 3


def test_person_page_lists_the_stories_that_quote_or_mention_the_person(client, story):
    """A person only quoted, never named, has a page too; a story of drafts names nobody."""
    quoted = make_person(name="Ada Quoted", slug="ada-quoted")
    article = story.articles.first()
    make_quote(article, text="Only quoted, never named,", speaker=quoted)
    store_aggregates(story.pk)
    assert '<a href="/events/gaga/">' in client.get("/people/ada-quoted/").content.decode()
    assert quoted.name not in client.get(story.get_absolute_url()).content.decode()
    story.articles.update(is_published=False)
    store_aggregates(story.pk)
    assert client.get("/people/ada-quoted/").status_code == 404
    assert client.get(story.fixture["gaga"].get_absolute_url()).status_code == 404


def test_statement_page_shows_each_sentences_coverage_by_outlet(client, story):
    statement = story.fixture["statement"]
    html = client.get(statement.get_absolute_url()).content.decode()
    assert "Statement by" in html
    assert html.count('class="coverage-verbatim"') == 3
    assert html.count('class="coverage-omitted"') == 3
    assert '<th scope="row" class="sentence">Not backlash.</th>' in html


def test_statement_of_another_story_is_404(client, story):
    other = make_covered_story(articles=1, slug="other")
    url = reverse("articles:statement", args=["gaga", other.fixture["statement"].pk])
    assert client.get(url).status_code == 404


def test_quote_page_shows_every_outlets_version(client, story):
    quote = statement_quote(story)
    html = client.get(reverse("articles:quote", args=["gaga", quote.pk])).content.decode()
    assert "Quote from <a" in html
    assert html.count("<q>This is hatred,</q>") == 2  # the two other outlets
    assert f"{quote.article.get_absolute_url()}#quote-{quote.pk}" in html


# ---- search -------------------------------------------------------------------------------


def test_search_finds_headlines_bodies_people_and_quotes_highlighted(client, story):
    html = client.get(reverse("articles:search"), {"q": "hatred"}).content.decode()
    assert "<mark>hatred</mark>" in html
    assert "results for “hatred”" in html
    html = client.get(reverse("articles:search"), {"q": "gaga"}).content.decode()
    assert "Lady <mark>Gaga</mark>" in html


def test_search_answers_htmx_with_the_results_only(client, story):
    response = client.get(reverse("articles:search"), {"q": "brave"}, **HTMX)
    assert "HX-Request" in response["Vary"]
    html = response.content.decode()
    assert "<html" not in html
    assert "<mark>brave</mark>" in html


def test_too_long_a_search_is_a_400(client):
    response = client.get(reverse("articles:search"), {"q": "x" * 201})
    assert response.status_code == 400
    assert "at most 200 characters" in response.content.decode()


def test_empty_search_shows_the_form(client):
    response = client.get(reverse("articles:search"))
    assert response.status_code == 200
    assert 'role="search"' in response.content.decode()


# ---- drafts and escaping ------------------------------------------------------------------


def test_a_draft_story_is_hidden_everywhere(client):
    draft = make_covered_story(articles=1, slug="draft", is_published=False)
    article = statement_quote(draft).article
    for url in (
        "/events/draft/",
        "/events/draft/timeline/",
        "/events/draft/quotes/",
        "/events/draft/articles/",
        "/events/draft/moments/posts-photos/",
        reverse("articles:statement", args=["draft", draft.fixture["statement"].pk]),
        reverse("articles:quote", args=["draft", statement_quote(draft).pk]),
        article.get_absolute_url(),
        draft.fixture["gaga"].get_absolute_url(),
    ):
        assert client.get(url).status_code == 404, url
    html = client.get(reverse("articles:search"), {"q": "hatred"}).content.decode()
    assert "0 results" in html
    assert "draft" not in client.get("/").content.decode()


def test_draft_articles_leave_no_trace_on_public_pages(client, story):
    draft = make_article(story, headline="Draft headline", body="Draft words on Friday.")
    draft.is_published = False
    draft.save()
    make_moment_source(story.fixture["posted"], draft, sentence="Draft words on Friday.")
    make_quote(draft, text="Draft words", speaker=story.fixture["gaga"])
    make_mention(draft, story.fixture["gaga"], kind="descriptor", text="draft descriptor")
    pages = [
        "/events/gaga/timeline/?open=posts-photos&published=1",
        "/events/gaga/quotes/",
        "/events/gaga/moments/posts-photos/",
        story.fixture["gaga"].get_absolute_url(),
        story.fixture["statement"].get_absolute_url(),
        "/search/?q=draft",
    ]
    for url in pages:
        assert "Draft" not in client.get(url).content.decode(), url
    assert client.get(draft.get_absolute_url()).status_code == 404


def test_untrusted_text_is_escaped_everywhere(client):
    story = make_story(slug="xss", title="<script>alert('title')</script>")
    person = make_person(name="<script>alert('name')</script>", slug="xss-person")
    body = 'Intro <b>bold</b>. "<script>alert(1)</script> said," he said on Friday.'
    article = make_article(story, body=body, headline="<img src=x onerror=alert(2)>")
    make_mention(article, person, text="Intro", start=0, end=5)
    quote = make_quote(article, text="<script>alert(1)</script> said,", speaker=person)
    moment = make_moment(story, slug="friday", title="<i>moment</i>")
    make_moment_source(moment, article, sentence=body, expression="<b>")
    urls = [
        "/events/xss/",
        "/events/xss/quotes/",
        "/events/xss/articles/",
        "/events/xss/timeline/?open=friday",
        "/events/xss/moments/friday/",
        article.get_absolute_url(),
        person.get_absolute_url(),
        reverse("articles:quote", args=["xss", quote.pk]),
        "/search/?q=script",
        "/search/?q=%3Cb%3E",
    ]
    for url in urls:
        html = client.get(url).content.decode()
        assert "<script>alert" not in html, url
        assert "<img src=x" not in html, url
        assert "<b>bold</b>" not in html, url
        assert "<i>moment</i>" not in html, url
    html = client.get(article.get_absolute_url()).content.decode()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; said,</q>" in html
    assert "&lt;b&gt;bold&lt;/b&gt;" in html
    html = client.get("/search/?q=%3Cb%3E").content.decode()
    assert "<mark>&lt;b&gt;</mark>" in html


def test_unknown_story_and_objects_are_404(client, story):
    for url in (
        "/events/nope/",
        "/events/nope/quotes/",
        "/events/gaga/moments/nope/",
        "/events/gaga/statements/999999/",
        "/events/gaga/quotes/999999/",
        "/people/nobody/",
    ):
        assert client.get(url).status_code == 404, url


def test_reader_pages_refuse_post(client, story):
    for url in ("/events/gaga/", "/events/gaga/quotes/", "/search/"):
        assert client.post(url).status_code == 405


def test_reader_pages_answer_head_as_link_previews_ask(client, story):
    # (a link unfurler may ask HEAD first: it gets GET's status and headers, no body)
    for url in (
        "/events/gaga/",
        "/events/gaga/compare/",
        "/events/gaga/quotes/",
        "/events/gaga/timeline/",
        "/events/gaga/articles/",
        "/events/gaga.json",
        "/search/?q=gaga",
        "/healthz",
    ):
        response = client.head(url)
        assert response.status_code == client.get(url).status_code == 200, url
        assert response.content == b"", url


def test_an_outlet_of_another_story_is_not_a_filter_choice(client, story):
    stranger = make_outlet(slug="stranger")
    response = client.get("/events/gaga/timeline/?outlet=stranger")
    assert response.status_code == 200
    assert 'value="stranger"' not in response.content.decode()
    assert stranger.slug == "stranger"


def test_story_header_links_each_published_article(client, story):
    make_article(story, headline="A draft", is_published=False)
    html = client.get("/events/gaga/").content.decode()
    article = statement_quote(story).article
    assert f'<a href="{article.get_absolute_url()}">{article.headline}</a>' in html
    assert "A draft" not in html


def test_healthz_still_answers_without_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert client.get("/healthz").content == b"ok"
