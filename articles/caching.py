"""Conditional GET and a versioned page cache for the pages of a story.

Every write that changes what a story's pages show (an article saved,
ingested or deleted, an alignment) moves the story's ``updated_at``; that
timestamp is the version of all its pages. A page is then:

- answered ``304 Not Modified`` when the client already holds this version
  (``ETag`` and ``Last-Modified`` both come from it);
- else served from the cache, where it is stored under its full URL and
  variant (HTMX partial or whole page, gzipped or not) together with its
  story and version, and served only while that version holds, so an edit
  is visible at once: the page is rendered again and its entry replaced;
  unused entries age out (``PAGE_CACHE_TIMEOUT``);
- else rendered, and stored when it is public: a 200 with no cookie and no
  ``private``/``no-store`` (drafts shown to staff are never stored).

``PageCacheMiddleware`` stores a page as it leaves the middleware below it
(compressed, with its headers), and answers a repeat before that middleware
runs, while the story's remembered version (``VERSION_TIMEOUT``) matches;
otherwise the view looks the version up and serves the stored page itself.

Ingest, alignment and every admin change move the version
(``ingest.touch_stories``); a write made any other way must call
``ingest.refresh_stories``, which also stores what the pages count, or it
reaches cached pages only after ``PAGE_CACHE_TIMEOUT``.
"""

import hashlib
import re

from django.core.cache import cache
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.http import http_date

PAGE_CACHE_TIMEOUT = 10 * 60
KEY_PREFIX = "newsroom.page"
# How long a server may answer from a story's remembered version without asking
# the database. Writes made in the same process (and, with a shared cache such
# as Redis, in any process) forget it at once; a local-memory cache in another
# process sees a change within this many seconds.
VERSION_TIMEOUT = 1
ACCEPTS_GZIP = re.compile(r"\bgzip\b")  # as GZipMiddleware reads Accept-Encoding


def wants_partial(request):
    """Return True when HTMX asks for a fragment; a history restore needs the whole page.

    The headers are read from ``META``, so a page answered from the cache never builds
    ``request.headers``.
    """
    meta = request.META
    return (
        meta.get("HTTP_HX_REQUEST") == "true"
        and meta.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true"
    )


def accepts_gzip(request):
    return bool(ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", "")))


def page_key(request, partial):
    """Return the cache key of this request's page: its URL and variant, not its version."""
    variant = "partial" if partial else "page"
    encoding = "gzip" if accepts_gzip(request) else "identity"
    # The whole URL: pages carry absolute links (canonical, Open Graph) built from the host.
    digest = hashlib.sha256(request.build_absolute_uri().encode()).hexdigest()
    return f"{KEY_PREFIX}:{variant}:{encoding}:{digest}"


def version_stamp(version):
    return f"{version.timestamp():.6f}"


def version_key(slug):
    # ("version2": a shared cache may still hold the older (pk, version) pairs for a second)
    return f"{KEY_PREFIX}:version2:{slug}"


def remembered_version(slug):
    """Return the version remembered for the story ``slug``, or None."""
    return cache.get(version_key(slug))


def remember_version(story):
    cache.set(version_key(story.slug), story.updated_at, VERSION_TIMEOUT)


def forget_versions(slugs):
    """Forget the remembered versions of these stories: their next request asks the database."""
    cache.delete_many([version_key(slug) for slug in slugs])


def page_etag(stamp, partial):
    """Return the strong ETag of this variant at ``stamp``: partial and page differ."""
    return f'"{stamp}-{"p" if partial else "f"}"'


def is_cacheable(response):
    """Return True for a public 200 that sets no cookie."""
    cache_control = response.get("Cache-Control", "")
    return (
        response.status_code == 200
        and not response.cookies
        and "private" not in cache_control
        and "no-store" not in cache_control
    )


def versioned(request, slug, version, render):
    """Return the response for ``render()`` at ``version``: a 304, the cached page, or a fresh one.

    ``version`` is the version of the story ``slug``. Responses are marked to
    be revalidated on every use, so browsers and shared caches ask again with
    ``If-None-Match`` and get a 304 while the version holds. A fresh public
    page is stored by ``PageCacheMiddleware`` on its way out.
    """
    partial = wants_partial(request)
    stamp = version_stamp(version)
    etag = page_etag(stamp, partial)
    # HTTP dates have whole seconds; the ETag tells apart edits within one.
    last_modified = int(version.timestamp())
    not_modified = get_conditional_response(request, etag=etag, last_modified=last_modified)
    if not_modified is not None:
        return revalidate(not_modified, etag, last_modified)
    key = page_key(request, partial)
    stored = cache.get(key)
    if stored is not None and stored[:2] == (slug, stamp):
        return stored[2]
    response = render()
    if is_cacheable(response):
        revalidate(response, etag, last_modified)
        request.page_entry = (key, slug, stamp)
    return response


class PageCacheMiddleware:
    """Store the public pages ``versioned()`` rendered, and answer their repeats first.

    It sits above the middleware that shapes a page (compression, CSP,
    sessions, CSRF, HTMX), so a stored page carries all it added, and a
    repeat costs two cache reads and none of it. A repeat is answered here
    only while its story's remembered version is the one it was stored at;
    conditional requests go on to the view, which answers them 304.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method == "GET":
            page = stored_page(request)
            if page is not None:
                return page
        response = self.get_response(request)
        entry = getattr(request, "page_entry", None)
        if entry is not None and is_cacheable(response):
            key, slug, stamp = entry
            cache.set(key, (slug, stamp, response), PAGE_CACHE_TIMEOUT)
        return response


def stored_page(request):
    """Return the stored page of this request while its story's version holds, else None."""
    meta = request.META
    if "HTTP_IF_NONE_MATCH" in meta or "HTTP_IF_MODIFIED_SINCE" in meta:
        return None
    stored = cache.get(page_key(request, wants_partial(request)))
    if stored is None:
        return None
    slug, stamp, page = stored
    remembered = remembered_version(slug)
    if remembered is None or version_stamp(remembered) != stamp:
        return None
    return page


def revalidate(response, etag, last_modified):
    """Set the validators, and ask every cache to check them before reusing the response."""
    response["ETag"] = etag
    response["Last-Modified"] = http_date(last_modified)
    patch_cache_control(response, public=True, max_age=0, must_revalidate=True)
    return response


def private_preview(response):
    """Mark a staff preview of a draft: never stored, never indexed."""
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex"
    return response
