"""Chromium reads every page of a story full of hostile text: nothing runs, nothing leaves."""

from urllib.parse import urlsplit

import pytest

from .conftest import make_hostile_story
from .helpers import public_urls

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LOCAL = {"127.0.0.1", "localhost"}


def worth_failing(message):
    """Return True for console messages an injected script (or a CSP refusal of one) causes.

    Chromium on Linux has no Web Share, so it warns about our ``web-share=(self)``
    permission: that warning is about the header, not about the page's content.
    """
    if message.type not in {"error", "warning"}:
        return False
    return "Unrecognized feature" not in message.text


def test_hostile_pages_open_no_dialog_run_nothing_and_call_no_other_host(
    live_server, page, tmp_path
):
    story = make_hostile_story(tmp_path)
    dialogs, errors, foreign = [], [], []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on(
        "console",
        lambda message: (
            errors.append(f"console {message.type}: {message.text}")
            if worth_failing(message)
            else None
        ),
    )
    page.on(
        "request",
        lambda request: (
            foreign.append(request.url)
            if urlsplit(request.url).scheme not in {"data", "blob"}
            and urlsplit(request.url).hostname not in LOCAL
            else None
        ),
    )
    not_pages = (".json", ".txt", ".xml", ".png", "/feed/")
    urls = [u for u in public_urls(story) if not u.endswith(not_pages)]
    for url in urls:
        response = page.goto(live_server.url + url)
        assert response.status == 200, url
        # htmx processes the page once loaded; give an injected hx-trigger="load" its chance
        # (the request listener sees a request as soon as it starts).
        page.wait_for_timeout(100)
        assert not dialogs, f"{url}: {dialogs}"
        assert not errors, f"{url}: {errors}"
        assert not foreign, f"{url}: {foreign}"
    # The tabs swap hostile content in through htmx too.
    page.goto(f"{live_server.url}/events/{story.slug}/")
    for tab in ("Quotes", "Articles", "Compare", "Timeline"):
        link = page.get_by_role("link", name=tab, exact=True)
        if link.count():
            link.first.click()
            page.wait_for_load_state("networkidle")
    assert not dialogs and not errors and not foreign, (dialogs, errors, foreign)
    assert page.evaluate("window.__xss === undefined")
