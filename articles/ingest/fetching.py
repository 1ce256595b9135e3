"""Fetch one web page safely: the only code that opens a connection to an address a user typed.

Only ``http`` and ``https``; every host is resolved first and each of its
addresses checked, and the connection goes to the address that was checked,
not to whatever a second lookup returns (a rebinding DNS server cannot slip a
private address in between). Redirects are followed ``NEWSROOM_FETCH_MAX_REDIRECTS``
times, each hop checked again. A time limit covers the whole answer, a size
limit its body, and only HTML is read. Every refusal is a ``FetchError`` whose
message says which of them it was.
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from django.conf import settings
from django.template.defaultfilters import filesizeformat

HTML_TYPES = {"text/html", "application/xhtml+xml"}
REDIRECTS = {301, 302, 303, 307, 308}
CHUNK = 64 * 1024


class FetchError(Exception):
    """A page that was not fetched; ``kind`` names the refusal, the message says it to a person.

    Kinds: ``not_allowed``, ``not_found``, ``not_article``, ``too_large``,
    ``timed_out``, ``failed``.
    """

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Page:
    """An HTML page as fetched: where it ended up, its text and its validators."""

    url: str
    html: str
    etag: str = ""
    last_modified: str = ""
    status: int = 200

    @property
    def is_modified(self) -> bool:
        return self.status != 304


def fetch_page(url: str, *, etag: str = "", last_modified: str = "") -> Page:
    """Return the HTML page at ``url``, following checked redirects; raise ``FetchError``.

    With ``etag`` or ``last_modified`` the request is conditional; an answer
    of 304 Not Modified is a ``Page`` with ``status`` 304 and no HTML.
    """
    deadline = time.monotonic() + settings.NEWSROOM_FETCH_TIMEOUT
    for _hop in range(settings.NEWSROOM_FETCH_MAX_REDIRECTS + 1):
        conditional = {"If-None-Match": etag, "If-Modified-Since": last_modified}
        connection, response = _request(url, conditional, deadline)
        try:
            location = response.headers.get("Location")
            if response.status in REDIRECTS and location:
                url = urljoin(url, location.strip())
                continue
            return _page(url, connection, response, deadline)
        finally:
            response.close()
            connection.close()
    raise FetchError(
        "failed", f"{url}: more than {settings.NEWSROOM_FETCH_MAX_REDIRECTS} redirects"
    )


def check_url(url: str) -> tuple[str, int, str]:
    """Return ``(host, port, address)`` for ``url`` once its scheme and every address pass.

    The address is the one to connect to. Raise ``FetchError("not_allowed")``
    otherwise, before anything is sent.
    """
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise FetchError("not_allowed", f"{url}: only http and https addresses can be fetched")
    try:
        host, port = parts.hostname, parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        host = None
    if not host:
        raise FetchError("not_allowed", f"{url}: this is not a web address")
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise FetchError("not_found", f"{url}: no such host ({host})") from None
    addresses = [info[4][0] for info in found]
    for address in addresses:
        if not is_public(address) and not settings.NEWSROOM_FETCH_ALLOW_PRIVATE:
            raise FetchError(
                "not_allowed",
                f"{url}: not allowed: {host} is a private, loopback or link-local address "
                f"({address})",
            )
    return host, port, addresses[0]


def is_public(address: str) -> bool:
    """Return whether ``address`` is on the public internet.

    Loopback, private, link-local (cloud metadata at 169.254.169.254 is one),
    shared (100.64/10), reserved, multicast and unspecified addresses are not,
    nor an IPv6 address that maps or embeds one of them.
    """
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = ip.ipv4_mapped or ip.sixtofour or (ip.teredo and ip.teredo[1])
        if embedded:
            return is_public(str(embedded))
    return ip.is_global and not ip.is_multicast


class _PinnedHTTPConnection(http.client.HTTPConnection):
    """An HTTP connection to the checked ``address``, naming ``host`` in its requests."""

    def __init__(self, host, port, address, timeout):
        super().__init__(host, port, timeout=timeout)
        self.address = address

    def connect(self):
        self.sock = self.pinned = socket.create_connection((self.address, self.port), self.timeout)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """An HTTPS connection to the checked ``address``, its certificate checked for ``host``."""

    def __init__(self, host, port, address, timeout):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self.address = address

    def connect(self):
        sock = socket.create_connection((self.address, self.port), self.timeout)
        self.sock = self.pinned = self._context.wrap_socket(sock, server_hostname=self.host)


def _request(url, conditional, deadline):
    host, port, address = check_url(url)
    parts = urlsplit(url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    kind = _PinnedHTTPSConnection if parts.scheme == "https" else _PinnedHTTPConnection
    connection = kind(host, port, address, timeout=_left(url, deadline))
    headers = {
        "User-Agent": settings.NEWSROOM_FETCH_USER_AGENT,
        "Accept": "text/html,application/xhtml+xml;q=0.9",
        "Accept-Encoding": "identity",
        **{name: value for name, value in conditional.items() if value},
    }
    try:
        connection.request("GET", target, headers=headers)
        response = connection.getresponse()
    except TimeoutError:
        connection.close()
        raise _timed_out(url) from None
    except (OSError, http.client.HTTPException) as exc:
        connection.close()
        raise FetchError("failed", f"{url}: could not connect ({exc})") from None
    return connection, response


def _page(url, connection, response, deadline) -> Page:
    status, headers = response.status, response.headers
    validators = {
        "etag": headers.get("ETag", ""),
        "last_modified": headers.get("Last-Modified", ""),
    }
    if status == 304:
        return Page(url, "", status=304, **validators)
    if status in (404, 410):
        raise FetchError("not_found", f"{url}: not found (the site answered {status})")
    if status != 200:
        raise FetchError("failed", f"{url}: the site answered {status} {response.reason}")
    content_type = headers.get_content_type()
    if content_type not in HTML_TYPES:
        raise FetchError("not_article", f"{url}: not an article: the page is {content_type}")
    limit = settings.NEWSROOM_FETCH_MAX_BYTES
    too_large = FetchError(
        "too_large", f"{url}: too large: the page is over the limit of {filesizeformat(limit)}"
    )
    length = headers.get("Content-Length", "")
    if length.isdigit() and int(length) > limit:
        raise too_large
    body = bytearray()
    try:
        while chunk := response.read1(CHUNK):
            body += chunk
            if len(body) > limit:
                raise too_large
            connection.pinned.settimeout(_left(url, deadline))
    except TimeoutError:
        raise _timed_out(url) from None
    except (OSError, http.client.HTTPException) as exc:
        raise FetchError("failed", f"{url}: the answer broke off ({exc})") from None
    charset = headers.get_content_charset() or "utf-8"
    try:
        html = body.decode(charset, errors="replace")
    except LookupError:
        html = body.decode("utf-8", errors="replace")
    return Page(url, html, **validators)


def _left(url, deadline) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise _timed_out(url)
    return left


def _timed_out(url) -> FetchError:
    return FetchError(
        "timed_out", f"{url}: timed out after {settings.NEWSROOM_FETCH_TIMEOUT:g} seconds"
    )
