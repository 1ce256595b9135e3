"""An editor's morning in a real browser: add, correct, verify, re-run, and check the site."""

import re

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from articles.models import Article, Quote
from tests.factories import make_outlet, make_story

PASSWORD = "a-long-editor-password-81"
TEXT = """Mayor backs new bike lanes across the city

Mayor Ana Ruiz said on Tuesday that the city would build 40 miles of bike lanes.

"We are done waiting," Ruiz said. "The lanes are coming this year."

Council member Tom Baker disagreed. "This plan is rushed," Baker told reporters on Wednesday.
"""


def pick(page, select_id, search, choice):
    """Choose ``choice`` in the admin's autocomplete widget for ``select_id``."""
    page.locator(f"#{select_id} + .select2 .select2-selection").click()
    page.locator(".select2-container--open .select2-search__field").fill(search)
    page.locator(".select2-results__option", has_text=choice).click()


def run_action(page, action):
    page.select_option('select[name="action"]', action)
    page.click('button[name="index"]')


@pytest.mark.browser
def test_an_editor_adds_corrects_verifies_and_reruns(live_server, page, editors_group):
    editor = User.objects.create_user("edna", password=PASSWORD, is_staff=True)
    editor.groups.add(editors_group)
    story = make_story(title="Bike lanes", slug="bike-lanes")
    make_outlet(name="City Paper", slug="city-paper")

    page.goto(f"{live_server.url}/admin/articles/article/add/")
    page.fill("#id_username", "edna")
    page.fill("#id_password", PASSWORD)
    page.click('input[type="submit"]')

    page.select_option("#id_story", str(story.pk))
    pick(page, "id_outlet", "City", "City Paper")
    page.fill("#id_url", "https://example.org/bike-lanes")
    page.fill("#id_published_at_0", "2024-03-14")
    page.fill("#id_published_at_1", "09:30:00")
    page.fill("#id_byline", "Sam Reporter")
    page.fill("#id_body", TEXT)
    page.click('input[name="_continue"]')
    messages = page.locator(".messagelist")
    expect(messages).to_contain_text("Extraction found 3 quotes, 2 people, 2 moments.")

    article = Article.objects.get()
    assert article.headline == "Mayor backs new bike lanes across the city"
    rushed = list(article.quotes.order_by("start")).index(
        article.quotes.get(text__startswith="This plan")
    )
    pick(page, f"id_quotes-{rushed}-speaker", "Ruiz", "Ana Ruiz")  # the wrong fix, on purpose
    page.click('input[name="_continue"]')
    expect(messages).to_contain_text("was changed successfully")
    quote = Quote.objects.get(text__startswith="This plan")
    assert (quote.speaker.name, quote.is_edited) == ("Ana Ruiz", True)

    page.goto(f"{live_server.url}/admin/articles/quote/?is_verified__exact=0")
    expect(page.locator("#result_list tbody tr")).to_have_count(3)
    page.check("#action-toggle")
    run_action(page, "mark_verified")
    expect(messages).to_contain_text("3 quotes marked verified.")

    page.goto(f"{live_server.url}/admin/articles/article/")
    page.check(f'input[name="_selected_action"][value="{article.pk}"]')
    run_action(page, "rerun_extraction")
    expect(messages).to_contain_text("extraction found 3 quotes, 2 people, 2 moments.")

    page.goto(f"{live_server.url}/admin/articles/article/{article.pk}/change/")
    speaker = page.locator(f"#id_quotes-{rushed}-speaker option:checked")
    expect(speaker).to_have_text("Ana Ruiz")
    assert Quote.objects.filter(article=article, is_verified=True).count() == 3

    page.goto(f"{live_server.url}/events/bike-lanes/")
    expect(page.locator("h1")).to_have_text("Bike lanes")
    expect(page.locator("main")).to_contain_text("City Paper")
    page.get_by_role("link", name="Articles", exact=True).click()
    expect(page).to_have_url(re.compile(r"/events/bike-lanes/articles/$"))
    panel = page.locator("#tab-panel")
    expect(panel.get_by_role("link", name=article.headline)).to_be_visible()
