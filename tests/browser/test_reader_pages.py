"""The reader pages in Chromium: HTMX tabs, filters, sources, history, no JavaScript, keyboard."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from articles.models import Quote

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def assert_accessible(page, where):
    results = Axe().run(page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


def test_tabs_swap_in_place_push_their_url_and_back_restores(live_server, page, story):
    page.goto(f"{live_server.url}/events/gaga/")
    expect(page.locator("#panel-heading")).to_have_text("Timeline")
    page.evaluate("window.notReloaded = true")

    page.get_by_role("link", name="Quotes", exact=True).click()
    expect(page.locator("#panel-heading")).to_have_text("Quotes")
    expect(page).to_have_url(f"{live_server.url}/events/gaga/quotes/")
    assert page.evaluate("window.notReloaded") is True  # swapped, not reloaded
    expect(page.locator(".tabs a[aria-current=page]")).to_have_text("Quotes")
    expect(page.locator("h1")).to_have_text("Gaga defends Mulvaney")
    assert_accessible(page, "quotes tab after swap")

    page.get_by_role("link", name="Articles", exact=True).click()
    expect(page).to_have_url(f"{live_server.url}/events/gaga/articles/")
    expect(page.locator("#panel-heading")).to_have_text("Articles")

    page.go_back()
    expect(page).to_have_url(f"{live_server.url}/events/gaga/quotes/")
    expect(page.locator("#panel-heading")).to_have_text("Quotes")
    expect(page.locator(".tabs a[aria-current=page]")).to_have_text("Quotes")
    page.go_back()
    expect(page).to_have_url(f"{live_server.url}/events/gaga/")
    expect(page.locator("#panel-heading")).to_have_text("Timeline")


def test_timeline_filter_swaps_and_pushes_the_filtered_url(live_server, page, story):
    dylan = story.fixture["dylan"]
    page.goto(f"{live_server.url}/events/gaga/timeline/")
    page.get_by_label("Person", exact=True).select_option(dylan.slug)
    page.get_by_role("button", name="Apply").click()
    expect(page).to_have_url(re.compile(rf"person={dylan.slug}"))
    expect(page.locator(".timeline-item")).to_have_count(2)
    page.get_by_label("Person", exact=True).select_option(story.fixture["gaga"].slug)
    page.get_by_role("button", name="Apply").click()
    expect(page.get_by_text("No moments match these filters.")).to_be_visible()
    page.get_by_label("Show when each article came out").check()
    page.get_by_label("Person", exact=True).select_option("")
    page.get_by_role("button", name="Apply").click()
    expect(page.locator(".timeline-publication")).to_have_count(3)
    assert_accessible(page, "filtered timeline")


def test_show_sources_expands_in_place_and_focuses_them(live_server, page, story):
    page.goto(f"{live_server.url}/events/gaga/")
    show = page.get_by_role("link", name=re.compile("Show what 3 sources wrote about “Mulvaney"))
    show.click()
    sources = page.locator("#sources-posts-photos .source-card")
    expect(sources).to_have_count(3)
    expect(sources.first).to_contain_text("Mulvaney posted the photos on Friday.")
    expect(page).to_have_url(re.compile(r"/events/gaga/timeline/\?open=posts-photos$"))
    expect(page.locator("#sources-posts-photos .source-list")).to_be_focused()
    expect(page.locator("#announcer")).to_have_text("3 sources shown for Mulvaney posts photos")
    assert_accessible(page, "timeline with sources")
    # The pushed URL opened cold shows the same thing.
    page.reload()
    expect(page.locator("#sources-posts-photos .source-card")).to_have_count(3)


def test_everything_works_without_javascript(live_server, browser, story):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/events/gaga/")
        page.get_by_role("link", name="Quotes", exact=True).click()
        expect(page).to_have_url(f"{live_server.url}/events/gaga/quotes/")
        expect(page.locator(".tabs a[aria-current=page]")).to_have_text("Quotes")
        page.get_by_label("Speaker", exact=True).select_option(story.fixture["gaga"].slug)
        page.get_by_role("button", name="Apply").click()
        expect(page).to_have_url(re.compile(r"/quotes/\?speaker="))
        expect(page.locator("#panel-heading")).to_have_text("Quotes by Lady Gaga")

        page.get_by_role("link", name="Timeline", exact=True).click()
        page.get_by_role("link", name=re.compile("Show what 3 sources wrote about “Bud")).click()
        expect(page).to_have_url(re.compile(r"\?open=bud-light#moment-bud-light$"))
        expect(page.locator("#sources-bud-light .source-card")).to_have_count(3)

        page.get_by_label("Outlet", exact=True).select_option(index=1)
        page.get_by_role("button", name="Apply").click()
        expect(page).to_have_url(re.compile(r"outlet="))

        page.get_by_role("searchbox", name="Search stories, people and quotes").fill("hatred")
        page.get_by_role("button", name="Search").first.click()
        expect(page).to_have_url(re.compile(r"/search/\?q=hatred"))
        expect(page.locator("mark").first).to_have_text("hatred")
    finally:
        context.close()


def test_keyboard_walk_to_a_tab_moves_focus_to_the_new_content(live_server, page, story):
    page.goto(f"{live_server.url}/events/gaga/")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent.trim()") == "Quotes":
            break
    else:
        pytest.fail("Tab never reached the Quotes tab")
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/events/gaga/quotes/")
    heading = page.locator("#panel-heading")
    expect(heading).to_have_text("Quotes")
    expect(heading).to_be_focused()
    expect(page.locator("#announcer")).to_contain_text("Quotes: 1 statement, 3 other quotes")
    # The next Tab continues from the new content, not from the top of the page.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('#tab-panel') !== null")


def test_every_page_passes_axe(live_server, page, story):
    quote = Quote.objects.filter(statement=story.fixture["statement"]).first()
    urls = [
        "/",
        "/events/gaga/",
        "/events/gaga/quotes/",
        "/events/gaga/articles/",
        "/events/gaga/timeline/?published=1&open=posts-photos",
        "/events/gaga/moments/posts-photos/",
        quote.article.get_absolute_url(),
        story.fixture["gaga"].get_absolute_url(),
        story.fixture["statement"].get_absolute_url(),
        f"/events/gaga/quotes/{quote.pk}/",
        "/search/?q=hatred",
        "/search/",
    ]
    for url in urls:
        page.goto(live_server.url + url)
        assert_accessible(page, url)


def test_dark_mode_passes_axe(live_server, browser, story):
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    try:
        for url in ("/events/gaga/timeline/?open=posts-photos", "/search/?q=hatred"):
            page.goto(live_server.url + url)
            assert_accessible(page, f"dark {url}")
        article = Quote.objects.filter(statement=story.fixture["statement"]).first().article
        page.goto(live_server.url + article.get_absolute_url())
        assert_accessible(page, "dark article")
    finally:
        context.close()
