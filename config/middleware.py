"""Request guards that run before any view parses a body."""

from django.conf import settings
from django.http import JsonResponse

from config.parsers import forbidden_chars


class BodySizeLimitMiddleware:
    """Refuse bodies over ``MAX_REQUEST_BYTES`` with 413 ``too_large``, before they are read.

    The declared Content-Length is checked at once. A body sent without one (chunked) is not
    read at all: Django's WSGI request limits the stream to the declared length, which is 0.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        limit = settings.MAX_REQUEST_BYTES
        try:
            declared = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return _refuse("bad_request", "Content-Length is not a number.", 400)
        if declared > limit:
            return _refuse("too_large", f"Request bodies are limited to {limit} bytes.", 413)
        return self.get_response(request)


class QueryStringGuardMiddleware:
    """Refuse NUL and unpaired surrogates in the path or any query parameter (400
    ``invalid_parameter``), so no view, filter or database ever sees them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if forbidden_chars(request.path):
            return _refuse("invalid_parameter", "The path holds a forbidden character.", 400)
        for key, values in request.GET.lists():
            if forbidden_chars(key) or any(forbidden_chars(v) for v in values):
                return _refuse("invalid_parameter", "Query parameters may not contain NUL "
                               "characters or unpaired surrogates.", 400)
        return self.get_response(request)


def _refuse(code: str, detail: str, status: int) -> JsonResponse:
    return JsonResponse({"code": code, "detail": detail}, status=status)
