"""The copy-link button in Chromium: added by the static JS next to the plain Permalink link."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_copy_link_copies_the_canonical_url_and_follows_tab_swaps(live_server, page, story):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{live_server.url}/events/gaga/quotes/?junk=1")
    permalink = page.get_by_role("link", name="Permalink")
    expect(permalink).to_have_attribute("href", f"{live_server.url}/events/gaga/quotes/")
    assert page.locator("head link[rel=canonical]").get_attribute("href") == (
        f"{live_server.url}/events/gaga/quotes/"
    )

    button = page.get_by_role("button", name="Copy link")
    button.click()
    expect(page.get_by_role("button", name="Link copied")).to_be_visible()
    expect(page.locator("#announcer")).to_have_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()") == (
        f"{live_server.url}/events/gaga/quotes/"
    )

    page.get_by_role("link", name="Articles", exact=True).click()
    expect(page).to_have_url(f"{live_server.url}/events/gaga/articles/")
    expect(permalink).to_have_attribute("href", f"{live_server.url}/events/gaga/articles/")


def test_without_javascript_the_plain_link_remains(live_server, browser, story):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/events/gaga/")
    expect(page.get_by_role("link", name="Permalink")).to_be_visible()
    expect(page.get_by_role("button", name="Copy link")).to_have_count(0)
    context.close()
