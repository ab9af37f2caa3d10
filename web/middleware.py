"""A person's 404: a page of the web client that is not there answers an HTML page.

The project's 404 handler answers JSON (the API's shape, for every unknown path); a web view
that raises ``Http404`` (a game that does not exist or that the user may not see: the same
answer for both) is drawn as a page instead.
"""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.utils.deprecation import MiddlewareMixin


class NotFoundPageMiddleware(MiddlewareMixin):
    """Sync and async capable (``MiddlewareMixin``): the long-polls' views run async."""

    def process_exception(self, request, exception):
        if isinstance(exception, Http404) and getattr(request, "resolver_match", None) and \
                request.resolver_match.namespace == "web":
            return render(request, "web/pages/not_found.html", status=404)
        return None
