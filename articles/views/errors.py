"""The error pages: Django's handlers with our templates, and a 503 for a lost database.

The 500 and 503 templates need no database and no request context: they
render when everything else has failed.
"""

import sys

from django.db import InterfaceError, OperationalError
from django.views import defaults
from django.views.decorators.csrf import requires_csrf_token

from newsroom.middleware import database_unavailable


def bad_request(request, exception):
    return defaults.bad_request(request, exception, template_name="400.html")


def permission_denied(request, exception):
    return defaults.permission_denied(request, exception, template_name="403.html")


def page_not_found(request, exception):
    return defaults.page_not_found(request, exception, template_name="404.html")


@requires_csrf_token
def server_error(request):
    """Render the 500 page, or the 503 page when the error was the database going away.

    Django calls this inside its ``except`` block, so the exception is at hand;
    this catches outages raised outside a view (in middleware), which
    ``DatabaseUnavailableMiddleware`` never sees.
    """
    if isinstance(sys.exc_info()[1], OperationalError | InterfaceError):
        return database_unavailable(request)
    return defaults.server_error(request, template_name="500.html")
