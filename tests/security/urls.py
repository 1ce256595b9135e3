"""The project's URLs plus views that fail on purpose, for the error-page tests."""

from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.db import OperationalError
from django.urls import path

from newsroom.urls import handler400, handler403, handler404, handler500, urlpatterns


def boom(request):
    raise RuntimeError("kaboom: SECRET_KEY and a traceback must never be shown")


def database_gone(request):
    raise OperationalError("unable to open database file")


def forbidden(request):
    raise PermissionDenied("internal reason")


def suspicious(request):
    raise SuspiciousOperation("internal reason")


urlpatterns = [
    path("boom/", boom),
    path("database-gone/", database_gone),
    path("forbidden/", forbidden),
    path("suspicious/", suspicious),
    *urlpatterns,
]

__all__ = ["handler400", "handler403", "handler404", "handler500", "urlpatterns"]
