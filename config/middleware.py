"""Request guards that run before any view parses a body, and the static files server."""

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.http import JsonResponse
from whitenoise.middleware import WhiteNoiseMiddleware

from config.errors import status_of
from config.parsers import forbidden_chars


class RequestGuard:
    """Base of middleware that may refuse a request before any view: define ``refusal``.

    Sync and async capable: under ASGI a sync-only middleware makes Django run every view below
    it in a thread, so an async long-poll would hold that thread for as long as it waits.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        return self.refusal(request) or self.get_response(request)

    async def _acall(self, request):
        return self.refusal(request) or await self.get_response(request)

    def refusal(self, request) -> JsonResponse | None:
        """The error response refusing ``request``, or None to let it through."""
        raise NotImplementedError


class BodySizeLimitMiddleware(RequestGuard):
    """Refuse bodies over ``MAX_REQUEST_BYTES`` with 413 ``too_large``, before they are parsed.

    The declared Content-Length is checked at once. Under WSGI a body sent without one
    (chunked) is not read at all: Django's WSGI request limits the stream to the declared
    length, which is 0. Under ASGI Django reads the body before any middleware runs, so
    ``config.asgi.BodyGuard`` checks it there first, before reading; this is the check for
    WSGI and the test client.
    """

    def refusal(self, request) -> JsonResponse | None:
        limit = settings.MAX_REQUEST_BYTES
        try:
            declared = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return _refuse("bad_request", "Content-Length is not a number.")
        if declared > limit:
            return _refuse("too_large", f"Request bodies are limited to {limit} bytes.")
        return None


class QueryStringGuardMiddleware(RequestGuard):
    """Refuse NUL and unpaired surrogates in the path or any query parameter (400
    ``invalid_parameter``), so no view, filter or database ever sees them."""

    def refusal(self, request) -> JsonResponse | None:
        if forbidden_chars(request.path):
            return _refuse("invalid_parameter", "The path holds a forbidden character.")
        for key, values in request.GET.lists():
            if forbidden_chars(key) or any(forbidden_chars(v) for v in values):
                return _refuse("invalid_parameter", "Query parameters may not contain NUL "
                               "characters or unpaired surrogates.")
        return None


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    """WhiteNoise (files collected in ``STATIC_ROOT``), sync and async capable.

    WhiteNoise's own middleware is sync only: under ASGI every view below it, the async
    long-poll included, would run in a thread. Only a request for a static file is answered
    here; every other one goes straight on, awaited when the chain is async.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response, settings=settings):
        super().__init__(get_response, settings=settings)
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        return super().__call__(request)

    async def _acall(self, request):
        found = (self.find_file(request.path_info) if self.autorefresh
                 else self.files.get(request.path_info))
        if found is not None:
            return self.serve(found, request)
        return await self.get_response(request)


def _refuse(code: str, detail: str) -> JsonResponse:
    return JsonResponse({"code": code, "detail": detail}, status=status_of(code))
