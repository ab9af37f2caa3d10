"""How a page performs a write: the API's own validation, throttles and services, and the API's
own refusal, shown to the person instead of sent as JSON.

``attempt(fn)`` runs ``fn`` and returns ``(value, None)``, or ``(None, refusal)`` where the
refusal is exactly the body the REST API answers for the same error (``config.exception_handler``
renders both), with its HTTP status. Nothing is written on a refusal: the services refuse before
they write, and the throttle is asked first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from rest_framework.exceptions import APIException, Throttled

from config import exception_handler as handler
from config import throttling
from config.errors import ServiceError

T = TypeVar("T")


@dataclass(frozen=True)
class Refusal:
    """The API's error for a request a page made: ``code``, ``detail``, ``status``, and for a
    400 ``invalid`` the per-field messages (``fields``: name -> list of messages)."""

    code: str
    detail: str
    status: int
    fields: dict

    def messages(self) -> list[str]:
        """Every message, the per-field ones as "field: message" (for one alert region)."""
        out = [self.detail] if not self.fields else []
        for name, msgs in _flat(self.fields):
            out.append(f"{name}: {msgs}" if name not in {"non_field_errors", ""} else msgs)
        return out


def _flat(fields, prefix: str = ""):
    """(dotted field name, message) pairs of DRF's nested error detail."""
    if isinstance(fields, dict):
        for key, value in fields.items():
            yield from _flat(value, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(fields, list):
        for value in fields:
            yield from _flat(value, prefix)
    else:
        yield prefix, str(fields)


def refusal_of(exc: Exception) -> Refusal | None:
    """The API's answer to ``exc`` as a ``Refusal`` (None: not a refusal, a bug to let out)."""
    if not isinstance(exc, ServiceError | APIException):
        return None
    response = handler.exception_handler(exc, {})
    if response is None:
        return None
    body = response.data
    return Refusal(code=body["code"], detail=str(body["detail"]), status=response.status_code,
                   fields=body.get("fields") or {})


def attempt(fn: Callable[[], T]) -> tuple[T | None, Refusal | None]:
    """``fn()``, or the API's refusal of it."""
    try:
        return fn(), None
    except (ServiceError, APIException) as exc:
        refusal = refusal_of(exc)
        if refusal is None:
            raise
        return None, refusal


def throttle(request, scope: str, *, by: str = "user") -> None:
    """The API's rate for ``scope`` counted for this page's request too (one count for both):
    raises DRF's ``Throttled`` (429 ``throttled``) when it is spent."""
    rate = (throttling.by_user(scope) if by == "user" else throttling.by_address(scope))()
    if not rate.allow_request(request, None):
        raise Throttled(wait=rate.wait())


def json_field(raw: Any, name: str = "command") -> Any:
    """A form field that carries JSON (a command a button sends): the value, or 400
    ``malformed_json`` as the API answers a body that is not JSON."""
    if not isinstance(raw, str) or len(raw) > 20_000:
        raise ServiceError("malformed_json", f"The {name} is missing or too long.")
    try:
        return json.loads(raw)
    except ValueError:
        raise ServiceError("malformed_json", f"The {name} is not valid JSON.") from None
