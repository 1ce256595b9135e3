"""Fetching a page: what is refused, with which message, and what is read."""

import socket

import pytest

from articles.ingest import fetching
from articles.ingest.fetching import FetchError, check_url, fetch_page, is_public
from articles.ingest.web import fetch_article


@pytest.mark.parametrize(
    ("path", "kind", "message"),
    [
        ("/missing", "not_found", "not found (the site answered 404)"),
        ("/report.pdf", "not_article", "not an article: the page is application/pdf"),
        ("/gallery", "not_article", "not an article: the page has no article text"),
        ("/huge", "too_large", "too large: the page is over the limit of 97.7\xa0KB"),
        ("/huge-unsized", "too_large", "too large"),
        ("/slow", "timed_out", "timed out after 1 seconds"),
        ("/loop", "failed", "more than 5 redirects"),
    ],
)
def test_each_refusal_ends_as_its_message_says(web, path, kind, message):
    with pytest.raises(FetchError) as refused:
        fetch_article(web.url(path))
    assert refused.value.kind == kind
    assert message in str(refused.value)
    assert str(refused.value).startswith("http://127.0.0.1:")


def test_an_ordinary_page_gives_its_text_and_metadata(web):
    fetched = fetch_article(web.url("/news/leo-marsh-stage"))
    found = fetched.article
    assert found.headline == "Leo Marsh returns to the stage in a revival"
    assert found.byline == "Tom Bell"
    assert found.site_name == "The Test Courier"
    assert found.published.isoformat() == "2025-09-02T17:00:00+00:00"
    assert fetched.canonical_url == web.url("/news/leo-marsh-stage")
    assert found.paragraphs[0] == found.headline
    assert found.paragraphs[2].startswith('"I have missed the terror of a live audience')
    assert len(found.paragraphs) == 5  # the headline, then the four paragraphs


def test_boilerplate_around_the_article_is_left_out(web):
    text = fetch_article(web.url("/pop/velvet-hours")).article.text
    assert "The pop duo Velvet Hours are splitting up" in text
    assert '"I never liked the spotlight much," Oduya said.' in text
    for boilerplate in (
        "cookies",
        "Advertisement",
        "newsletter",
        "Most read",
        "Ten duos",
        "my favourite band",
        "All rights reserved",
        "Gossip",
    ):
        assert boilerplate not in text


def test_a_redirect_is_followed_and_the_page_keeps_its_own_canonical_url(web):
    fetched = fetch_article(web.url("/moved"))
    assert fetched.final_url == web.url("/news/leo-marsh-stage")
    assert [path for path, _ in web.requests] == ["/moved", "/news/leo-marsh-stage"]


def test_a_redirect_to_a_private_address_is_refused_before_connecting(
    site, fetch_settings, monkeypatch
):
    """The loopback server stands in for a public site; every hop after it is checked as usual."""
    fetch_settings.NEWSROOM_FETCH_ALLOW_PRIVATE = False
    real_is_public = fetching.is_public
    monkeypatch.setattr(
        fetching, "is_public", lambda address: address == "127.0.0.1" or real_is_public(address)
    )
    connections = []
    real_connect = socket.create_connection
    monkeypatch.setattr(
        fetching.socket,
        "create_connection",
        lambda address, *args, **kw: (
            connections.append(address) or real_connect(address, *args, **kw)
        ),
    )
    for path, address in (("/to-metadata", "169.254.169.254"), ("/to-private", "10.255.255.1")):
        connections.clear()
        with pytest.raises(FetchError) as refused:
            fetch_page(site.url(path))
        assert refused.value.kind == "not_allowed"
        assert f"not allowed: {address} is a private, loopback or link-local address" in str(
            refused.value
        )
        assert [host for host, _ in connections] == ["127.0.0.1"]  # never the private one


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/",
        "http://localhost/",
        "http://10.1.2.3/",
        "http://192.168.0.10/",
        "http://172.16.5.4/",
        "http://169.254.169.254/latest/meta-data/",
        "http://100.100.100.200/",
        "http://0.0.0.0/",
        "http://[::1]/",
        "http://[fd00:ec2::254]/",
        "http://[::ffff:10.0.0.1]/",
        "http://224.0.0.1/",
    ],
)
def test_private_loopback_link_local_and_metadata_addresses_are_refused(settings, url):
    settings.NEWSROOM_FETCH_ALLOW_PRIVATE = False
    with pytest.raises(FetchError) as refused:
        check_url(url)
    assert refused.value.kind == "not_allowed"
    assert "not allowed" in str(refused.value)


@pytest.mark.parametrize(
    "url", ["ftp://example.org/a", "file:///etc/passwd", "javascript:alert(1)"]
)
def test_only_http_and_https_are_fetched(settings, url):
    settings.NEWSROOM_FETCH_ALLOW_PRIVATE = True
    with pytest.raises(FetchError, match="only http and https addresses can be fetched"):
        check_url(url)


def test_public_addresses_pass():
    assert is_public("93.184.216.34")
    assert is_public("2606:2800:220:1:248:1893:25c8:1946")
    assert not is_public("::ffff:127.0.0.1")


def test_a_conditional_request_of_an_unchanged_page_is_answered_304(web):
    first = fetch_page(web.url("/news/mara-quinn-tour"))
    again = fetch_page(
        web.url("/news/mara-quinn-tour"), etag=first.etag, last_modified=first.last_modified
    )
    assert (first.status, again.status, again.html) == (200, 304, "")
    assert web.asked("/news/mara-quinn-tour")[1]["If-None-Match"] == '"quinn-v1"'
