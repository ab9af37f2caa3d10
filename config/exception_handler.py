"""The REST error mapping: every exception a view lets out becomes ``{"code", "detail"}``.

``ServiceError`` (``config.errors``; an engine's refusal is one too, made where the games call
the engine) and DRF's own exceptions are rendered here once (DRF's ``EXCEPTION_HANDLER``), so
views never build errors; a database out of reach answers 503 ``busy``. Also the JSON
400/404/500 views (Django's handlers: what Django refuses before any view, paths outside the
API). Every status comes from the table of codes, ``config.errors.CODES``.
"""

from __future__ import annotations

import logging
import math
from typing import Any

from django.core.exceptions import (
    DisallowedHost,
    RequestDataTooBig,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.db import OperationalError
from django.http import Http404, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from config.errors import ServiceError, status_of

log = logging.getLogger(__name__)
# Seconds a client is asked to wait when the database is momentarily out of reach or too busy
BUSY_RETRY_AFTER = 2


# DRF exception class -> our stable code
_DRF_CODES = {
    exceptions.ParseError: "malformed_json",
    exceptions.AuthenticationFailed: "authentication_failed",
    exceptions.NotAuthenticated: "not_authenticated",
    exceptions.PermissionDenied: "permission_denied",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.Throttled: "throttled",
    exceptions.ValidationError: "invalid",
}


def retry_after_seconds(extra: dict) -> int:
    """Whole seconds to wait for a 429: ``retry_after``, else ``retry_after_ms`` rounded up
    (at least 1: ``Retry-After`` has no smaller unit), else 1."""
    if isinstance(extra.get("retry_after"), int):
        return max(0, extra["retry_after"])
    if isinstance(extra.get("retry_after_ms"), int):
        return max(1, math.ceil(extra["retry_after_ms"] / 1000))
    return 1


def error_response(code: str, detail: Any, status_code: int, **extra: Any) -> Response:
    """The error body. Every 429 carries ``retry_after`` (seconds) in the body and the same
    number in a ``Retry-After`` header."""
    if status_code == status.HTTP_429_TOO_MANY_REQUESTS:
        extra["retry_after"] = retry_after_seconds(extra)
    response = Response({"code": code, "detail": detail, **extra}, status=status_code)
    if "retry_after" in extra:
        response["Retry-After"] = str(extra["retry_after"])
    return response


def exception_handler(exc, context):
    """DRF's EXCEPTION_HANDLER: every error leaves as ``{"code", "detail"}``."""
    if isinstance(exc, ServiceError):
        return error_response(exc.code, exc.detail, exc.status, **exc.extra)
    if isinstance(exc, Http404):
        return error_response("not_found", "Not found.", status_of("not_found"))
    if isinstance(exc, OperationalError):
        # The database is unreachable, a lock wait or the connection pool timed out: an overload
        # or an outage, not a fault of the request. Nothing was committed (the request's
        # transaction rolled back), so the client may simply try again.
        log.warning("database unavailable: %s", exc, exc_info=True)
        return error_response("busy", "The service is busy; try again shortly.",
                              status_of("busy"), retry_after=BUSY_RETRY_AFTER)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None  # a genuine bug: let Django log it as a 500
    code = getattr(exc, "error_code", None) or next(
        (c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
    response.status_code = status_of(code)  # DRF's own for each of its classes (tested)
    if isinstance(exc, exceptions.ValidationError):
        response.data = {"code": "invalid", "detail": "The request is not valid.",
                         "fields": exc.detail}
    else:
        response.data = {"code": code, "detail": str(exc.detail)}
    if response.status_code == status.HTTP_429_TOO_MANY_REQUESTS:
        wait = getattr(exc, "wait", None)
        response.data["retry_after"] = max(1, math.ceil(wait)) if wait is not None else 1
        response["Retry-After"] = str(response.data["retry_after"])
    return response


@csrf_exempt  # an unknown path answers 404 whatever the method, never a CSRF 403
def not_found_view(request, exception=None, **kwargs):
    """JSON 404 for unknown URLs: Django's handler404, and the last URL pattern, so the answer
    is JSON with DEBUG on too (Django's debug page would otherwise answer in HTML)."""
    return JsonResponse({"code": "not_found", "detail": "No such endpoint."},
                        status=status_of("not_found"))


def bad_request_view(request, exception=None):
    """JSON 400 (Django's handler400): what Django refuses before any view, as suspicious (a
    Host not in ALLOWED_HOSTS, more fields than DATA_UPLOAD_MAX_NUMBER_FIELDS, ...)."""
    if isinstance(exception, DisallowedHost):
        return _refuse("disallowed_host", "This service does not answer for that Host.")
    if isinstance(exception, TooManyFieldsSent | TooManyFilesSent):
        return _refuse("too_many_fields", "The request has too many query or form fields.")
    if isinstance(exception, RequestDataTooBig):
        return _refuse("too_large", "The request body is over the size limit.")
    return _refuse("bad_request", "The request was refused as malformed.")


def _refuse(code: str, detail: str) -> JsonResponse:
    return JsonResponse({"code": code, "detail": detail}, status=status_of(code))


def server_error_view(request):
    """JSON 500 (Django's handler500). A 500 is always a bug; it is logged by Django."""
    return JsonResponse({"code": "server_error", "detail": "Internal error."},
                        status=status_of("server_error"))
