"""Slugs for new rows: readable, unique, stable once given."""

from __future__ import annotations

from django.utils.text import slugify


def unique_slug(queryset, text: str, max_length: int = 80) -> str:
    """Return a slug for ``text`` that no row of ``queryset`` has yet."""
    base = (slugify(text)[:max_length].rstrip("-")) or "item"
    slug, n = base, 2
    while queryset.filter(slug=slug).exists():
        slug = f"{base[: max_length - len(str(n)) - 1]}-{n}"
        n += 1
    return slug
