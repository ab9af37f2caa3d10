"""One error type for the whole service, mapped to HTTP once.

Every refusal the API gives is JSON ``{"code": <stable snake_case>, "detail": <human text>}``
(plus optional extra fields). Services raise ``ServiceError``; engine refusals
(``IllegalMove``) and DRF's own exceptions are mapped here too, so views never build errors.
"""

from __future__ import annotations

import logging
import math
from typing import Any

from django.db import OperationalError
from django.http import Http404, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from games.engines.base import IllegalMove

log = logging.getLogger(__name__)
# Seconds a client is asked to wait when the database is momentarily out of reach or too busy
BUSY_RETRY_AFTER = 2


class ServiceError(Exception):
    """A refusal with a stable ``code``, an HTTP ``status`` and a human ``detail``."""

    def __init__(self, code: str, detail: str, status: int = 400, **extra: Any):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.status = status
        self.extra = extra


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


# Engine refusal codes whose HTTP status is not the usual 422 (against the rules).
_ENGINE_STATUS = {
    "too_fast": status.HTTP_429_TOO_MANY_REQUESTS,  # Didi Dotter's one-hand rule (ruling T2)
    "game_finished": status.HTTP_409_CONFLICT,
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
    if isinstance(exc, IllegalMove):
        status_code = _ENGINE_STATUS.get(exc.code, exc.status)
        return error_response(exc.code, exc.message, status_code, **exc.extra)
    if isinstance(exc, Http404):
        return error_response("not_found", "Not found.", status.HTTP_404_NOT_FOUND)
    if isinstance(exc, OperationalError):
        # The database is unreachable, a lock wait or the connection pool timed out: an overload
        # or an outage, not a fault of the request. Nothing was committed (the request's
        # transaction rolled back), so the client may simply try again.
        log.warning("database unavailable: %s", exc, exc_info=True)
        return error_response("busy", "The service is busy; try again shortly.",
                              status.HTTP_503_SERVICE_UNAVAILABLE, retry_after=BUSY_RETRY_AFTER)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None  # a genuine bug: let Django log it as a 500
    code = getattr(exc, "error_code", None) or next(
        (c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
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
    return JsonResponse({"code": "not_found", "detail": "No such endpoint."}, status=404)


def server_error_view(request):
    """JSON 500 (Django's handler500). A 500 is always a bug; it is logged by Django."""
    return JsonResponse({"code": "server_error", "detail": "Internal error."}, status=500)


class ErrorSerializer(serializers.Serializer):
    """Every refusal: a stable ``code``, a human ``detail``, and extras some codes add."""

    code = serializers.CharField(help_text="stable, snake_case (docs/api.md lists them)")
    detail = serializers.CharField()
    fields = serializers.DictField(required=False, help_text="400 invalid: field -> messages")
    field = serializers.CharField(required=False, help_text="the field at fault")
    retry_after = serializers.IntegerField(required=False, min_value=0,
                                           help_text="every 429: seconds to wait (also the "
                                                     "Retry-After header)")
    retry_after_ms = serializers.IntegerField(required=False,
                                              help_text="too_fast: milliseconds to wait")
    version = serializers.IntegerField(required=False, help_text="stale_version, "
                                       "rewind_beyond_current: the game's version")
    first = serializers.IntegerField(required=False, help_text="rewind_before_start")
    seat = serializers.CharField(required=False, help_text="unknown_seat")
    word = serializers.CharField(required=False, help_text="not_a_word")
    game = serializers.UUIDField(required=False, help_text="vacation_clock_low")
    seconds_left = serializers.IntegerField(required=False, help_text="vacation_clock_low")
