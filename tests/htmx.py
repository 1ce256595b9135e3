"""Request headers htmx sends: a swap, and a history restore (which wants the whole page)."""

HTMX = {"HTTP_HX_REQUEST": "true"}
HISTORY_RESTORE = {"HTTP_HX_REQUEST": "true", "HTTP_HX_HISTORY_RESTORE_REQUEST": "true"}
