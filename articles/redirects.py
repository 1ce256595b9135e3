"""Keep old permalinks working after an editor renames a slug.

The admin calls ``record_slug_change(obj, old_url)`` after saving an object
whose slug (or anything else in its URL) changed; ``SlugRedirectMiddleware``
then answers the old URL, and every URL below it, with a 301.
"""

from django.db import transaction

from .models import SlugRedirect


def record_slug_change(obj, old_url):
    """Record that ``obj`` moved from ``old_url`` to its current ``get_absolute_url()``.

    Earlier redirects to ``old_url`` are pointed at the new URL so that no
    visitor follows a chain, and a redirect away from the new URL (a rename
    undone) is dropped so that the new URL serves the page again. Return the
    redirect, or None when the URL did not change.
    """
    new_url = obj.get_absolute_url()
    if not old_url or old_url == new_url:
        return None
    with transaction.atomic():
        SlugRedirect.objects.filter(old_path=new_url).delete()
        SlugRedirect.objects.filter(new_path=old_url).update(new_path=new_url)
        redirect, _ = SlugRedirect.objects.update_or_create(
            old_path=old_url, defaults={"new_path": new_url}
        )
    return redirect


def find_redirect(path):
    """Return the URL ``path`` moved to, or None.

    A redirect of ``/events/old/`` also covers ``/events/old/timeline/``: the
    longest recorded prefix wins. One query.
    """
    prefixes = [path]
    cut = path.rstrip("/").rfind("/")
    while cut > 0:
        prefixes.append(path[: cut + 1])
        cut = path[:cut].rfind("/")
    match = (
        SlugRedirect.objects.filter(old_path__in=prefixes)
        .values_list("old_path", "new_path")
        .order_by()
    )
    best = max(match, key=lambda row: len(row[0]), default=None)
    if best is None:
        return None
    old_path, new_path = best
    if old_path == path:
        return new_path
    if not old_path.endswith("/"):
        return None
    return new_path + path[len(old_path) :]
