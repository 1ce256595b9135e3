"""An editor adds an article by its URL in a real browser and finds its quotes on the story page."""

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from articles.models import Article
from tests.factories import make_story

PASSWORD = "a-long-editor-password-81"


@pytest.mark.browser
def test_an_editor_adds_an_article_by_url_and_sees_its_quotes(
    live_server, page, editors_group, web
):
    editor = User.objects.create_user("edna", password=PASSWORD, is_staff=True)
    editor.groups.add(editors_group)
    story = make_story(title="Mara Quinn's tour", slug="tour")

    page.goto(f"{live_server.url}/admin/articles/article/")
    page.fill("#id_username", "edna")
    page.fill("#id_password", PASSWORD)
    page.click('input[type="submit"]')
    page.get_by_role("link", name="Add article from URL").click()
    expect(page.locator("h1")).to_have_text("Add article from URL")

    page.get_by_label("Address").fill(web.url("/news/mara-quinn-tour"))
    page.get_by_label("Story").select_option(str(story.pk))
    page.get_by_role("button", name="Fetch and check").click()

    expect(page.locator(".fetched-from")).to_contain_text("Filled in from")
    expect(page.locator("#id_headline")).to_have_value(
        "Mara Quinn cancels the rest of her summer tour"
    )
    expect(page.locator("#id_byline")).to_have_value("Priya Nair")
    expect(page.locator("#id_body")).to_contain_text("Every ticket will be refunded in full")
    page.click('input[name="_save"]')
    expect(page.locator(".messagelist")).to_contain_text("Extraction found")
    article = Article.objects.get()
    assert article.fetch.url == web.url("/news/mara-quinn-tour")

    page.goto(f"{live_server.url}/events/tour/")
    page.get_by_role("link", name="Quotes", exact=True).click()
    expect(page).to_have_url(re.compile(r"/events/tour/quotes/$"))
    panel = page.locator("#tab-panel")
    expect(panel).to_contain_text("Every ticket will be refunded in full")
    expect(panel).to_contain_text("I have given everything I have to these shows")
    expect(panel).to_contain_text("Dev Patel")
