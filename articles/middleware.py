"""Answer a 404 on a renamed permalink with a 301 to where it lives now."""

from django.http import HttpResponsePermanentRedirect

from .redirects import find_redirect


class SlugRedirectMiddleware:
    """Like Django's ``RedirectFallbackMiddleware``, without the sites framework.

    Only a GET or HEAD that would end in a 404 costs a query; the query string
    is kept so that a shared filtered view still opens filtered.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 404 or request.method not in ("GET", "HEAD"):
            return response
        new_path = find_redirect(request.path)
        if new_path is None:
            return response
        query = request.META.get("QUERY_STRING", "")
        return HttpResponsePermanentRedirect(f"{new_path}?{query}" if query else new_path)
