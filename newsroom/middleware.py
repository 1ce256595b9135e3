"""Project-wide middleware: the headers Django has no setting for, and database outages.

``PermissionsPolicyMiddleware`` adds ``Permissions-Policy`` and
``Cross-Origin-Resource-Policy`` to every response.
``DatabaseUnavailableMiddleware`` answers a view that lost its database with
the 503 page instead of the 500 page, so clients and load balancers retry.
"""

import logging

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpResponse
from django.template.loader import render_to_string

RETRY_AFTER_SECONDS = 30

logger = logging.getLogger(__name__)


class PermissionsPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        headers = (
            ("Permissions-Policy", settings.PERMISSIONS_POLICY),
            ("Cross-Origin-Resource-Policy", settings.CROSS_ORIGIN_RESOURCE_POLICY),
        )
        for name, value in headers:
            if value:
                response.headers.setdefault(name, value)
        return response


def database_unavailable(request=None):
    """Return the 503 page; it renders without the database or a request context."""
    response = HttpResponse(render_to_string("503.html"), status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, OperationalError | InterfaceError):
            logger.error("Database unavailable: %s", exception, exc_info=exception)
            return database_unavailable(request)
        return None
