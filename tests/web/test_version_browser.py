"""The diff page in Chromium: accessible, readable on a phone, its picker usable by keyboard."""

import pytest
from playwright.sync_api import expect

from tests.browser.test_reader_pages import assert_accessible
from tests.factories import make_story

from .test_version_pages import EXTRA, SHORT, write

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_diff_page_reads_on_a_phone_and_its_picker_works_by_keyboard(live_server, page):
    story = make_story(title="Quinn's tour", slug="tour")
    write(story, "test/northline.txt", "Northline")
    write(story, "test/northline.txt", "Northline", quote=SHORT)
    article = write(story, "test/northline.txt", "Northline", quote=SHORT, extra=EXTRA)
    page.set_viewport_size({"width": 320, "height": 800})
    page.goto(f"{live_server.url}{article.get_absolute_url()}")
    page.get_by_role("link", name="what changed in the latest update").click()
    expect(page.locator("h1")).to_contain_text("What changed in")
    expect(page.locator(".version-pair")).to_contain_text("To version 3")
    expect(page.locator(".diff-text ins").last).to_contain_text("I will be back")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert_accessible(page, "diff page")

    page.get_by_label("From version").focus()
    page.keyboard.press("Home")  # version 1
    page.keyboard.press("Tab")
    page.keyboard.press("End")  # version 3
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}{article.get_absolute_url()}versions/1-3/")
    expect(page.locator(".quote-change .tag")).to_have_text(["changed", "appeared"])
