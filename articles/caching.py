"""Conditional GET and a versioned view cache for the pages of a story.

Every write that changes what a story's pages show (an article saved,
ingested or deleted, an alignment) moves the story's ``updated_at``; that
timestamp is the version of all its pages. A page is then:

- answered ``304 Not Modified`` when the client already holds this version
  (``ETag`` and ``Last-Modified`` both come from it);
- else served from the cache under a key made of the story, its version, the
  full URL and the variant (HTMX partial or whole page), so an edit is
  visible at once: a new version reads new keys, and old entries simply age
  out (``PAGE_CACHE_TIMEOUT``); nothing is ever deleted;
- else rendered, and stored when it is public: a 200 with no cookie and no
  ``private``/``no-store`` (drafts shown to staff are never stored).

Ingest, alignment and every admin change move the version
(``ingest.touch_stories``); a write made any other way must call
``ingest.refresh_stories``, which also stores what the pages count, or it
reaches cached pages only after ``PAGE_CACHE_TIMEOUT``.
"""

import hashlib
import re

from django.core.cache import cache
from django.middleware.gzip import GZipMiddleware
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
GZIP = GZipMiddleware(lambda request: None)  # its process_response() alone


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


def page_key(request, scope, stamp, partial):
    """Return the cache key of this request's page of ``scope`` (``story:12``) at ``stamp``."""
    variant = "partial" if partial else "page"
    encoding = "gzip" if accepts_gzip(request) else "identity"
    # The whole URL: pages carry absolute links (canonical, Open Graph) built from the host.
    digest = hashlib.sha256(request.build_absolute_uri().encode()).hexdigest()
    return f"{KEY_PREFIX}:{scope}:{stamp}:{variant}:{encoding}:{digest}"


def version_key(slug):
    return f"{KEY_PREFIX}:version:{slug}"


def remembered_version(slug):
    """Return ``(story pk, version)`` remembered for the story ``slug``, or None."""
    return cache.get(version_key(slug))


def remember_version(story):
    cache.set(version_key(story.slug), (story.pk, story.updated_at), VERSION_TIMEOUT)


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


def versioned(request, scope, version, render):
    """Return the response for ``render()`` at ``version``: a 304, the cached page, or a fresh one.

    ``scope`` names what ``version`` belongs to (``story:<pk>``). Responses are
    marked to be revalidated on every use, so browsers and shared caches ask
    again with ``If-None-Match`` and get a 304 while the version holds.
    """
    partial = wants_partial(request)
    timestamp = version.timestamp()
    stamp = f"{timestamp:.6f}"
    etag = page_etag(stamp, partial)
    # HTTP dates have whole seconds; the ETag tells apart edits within one.
    last_modified = int(timestamp)
    not_modified = get_conditional_response(request, etag=etag, last_modified=last_modified)
    if not_modified is not None:
        return revalidate(not_modified, etag, last_modified)
    key = page_key(request, scope, stamp, partial)
    response = cache.get(key)
    if response is None:
        response = render()
        if not is_cacheable(response):
            return response
        revalidate(response, etag, last_modified)
        # Compressed once, as it is stored, rather than by GZipMiddleware on every hit.
        response = GZIP.process_response(request, response)
        cache.set(key, response, PAGE_CACHE_TIMEOUT)
    return response


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
