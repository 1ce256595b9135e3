"""The comparison in Chromium: pick outlets, open a diff, go back, reload the shared URL."""

import re
from io import StringIO

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.core.management import call_command
from playwright.sync_api import expect

from .conftest import SEED_SLUG

pytestmark = [pytest.mark.browser]


@pytest.fixture
def seeded(transactional_db):
    call_command("load_seeds", stdout=StringIO(), stderr=StringIO())


def test_switch_outlets_open_a_diff_go_back_and_reload(live_server, page, seeded):
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.goto(f"{live_server.url}/events/{SEED_SLUG}/compare/")
    grid = page.locator(".compare-grid").first
    expect(grid.locator("thead th")).to_have_count(4)

    # Leaving out the unknown outlet swaps the comparison in and pushes its URL.
    page.get_by_role("checkbox", name="Unknown outlet").uncheck()
    expect(page).to_have_url(re.compile(r"/compare/\?outlets=people,usa-today$"))
    expect(grid.locator("thead th")).to_have_count(3)
    expect(page.get_by_role("checkbox", name="Unknown outlet")).to_be_focused()
    expect(page.get_by_role("checkbox", name="Unknown outlet")).not_to_be_checked()
    assert page.evaluate("document.querySelectorAll('h1').length") == 1

    # An altered cell opens its word-level diff under the grids.
    page.get_by_role("link", name=re.compile("Show the changes USA TODAY made")).click()
    diff = page.locator("#compare-diff .diff")
    expect(diff).to_contain_text("How USA TODAY printed sentence 7")
    expect(diff.locator(".diff-text del").first).to_contain_text("I feel")
    expect(page).to_have_url(re.compile(r"/diff/\?sentence=6&outlet=usa-today"))

    # Back returns to the comparison as it was.
    page.go_back()
    expect(page).to_have_url(re.compile(r"/compare/\?outlets=people,usa-today$"))
    expect(page.locator(".compare-grid").first.locator("thead th")).to_have_count(3)

    # The pushed URL, opened cold, shows the same comparison.
    page.reload()
    expect(page.locator(".compare-grid").first.locator("thead th")).to_have_count(3)
    expect(page.get_by_role("checkbox", name="Unknown outlet")).not_to_be_checked()
    expect(page.get_by_role("checkbox", name="People")).to_be_checked()
    expect(page.get_by_text("USA TODAY used “backlash” 2× in its own voice")).to_be_visible()
    assert errors == []


def test_the_comparison_passes_axe_before_and_after_a_swap(live_server, browser, seeded):
    for scheme in ("light", "dark"):
        context = browser.new_context(color_scheme=scheme, viewport={"width": 360, "height": 800})
        page = context.new_page()
        page.goto(f"{live_server.url}/events/{SEED_SLUG}/compare/")
        results = Axe().run(page)
        assert results.violations_count == 0, f"{scheme}:\n{results.generate_report()}"
        page.get_by_role("checkbox", name="Unknown outlet").uncheck()
        expect(page).to_have_url(re.compile(r"\?outlets=people,usa-today$"))
        page.get_by_role("link", name=re.compile("Show the changes USA TODAY made")).click()
        expect(page.locator("#compare-diff .diff")).to_be_visible()
        results = Axe().run(page)
        assert results.violations_count == 0, f"{scheme}, after swaps:\n{results.generate_report()}"
        context.close()
