"""Probes for load balancers: ``/healthz`` (the process answers) lives with the pages;
``/readyz`` says whether the database answers too."""

from django.db import DatabaseError, connection
from django.http import HttpResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe


@require_safe
@never_cache
def readyz(request):
    """Answer 200 "ready" when the database answers a query, else 503."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        response = HttpResponse("database unavailable", content_type="text/plain", status=503)
        response["Retry-After"] = "30"
        return response
    return HttpResponse("ready", content_type="text/plain")
