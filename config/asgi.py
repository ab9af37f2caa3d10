"""The ASGI application the server runs: Django behind ``BodyGuard``.

Django's ASGI handler reads a request's whole body (into a temporary file past 2.5 MB) before
any middleware runs, so under ASGI a size limit checked in middleware comes too late: a chunked
upload of any size is read to the end, a declared 512 MiB body is read before its 413.
``BodyGuard`` checks the framing and reads the body itself, bounded, before Django sees it.
"""

from __future__ import annotations

import asyncio
import json
import os
from typing import NamedTuple

from django.conf import settings
from django.core.asgi import get_asgi_application

from config.errors import status_of

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


class Refusal(NamedTuple):
    code: str
    detail: str


class _TooLarge(Exception):
    pass


class _Disconnected(Exception):
    pass


class BodyGuard:
    """ASGI middleware: a request's framing and body, checked before the app reads anything.

    - ``Content-Length`` together with ``Transfer-Encoding``: 400 ``ambiguous_body_length``
      (where the body ends depends on which header a proxy believes: request smuggling);
    - a ``Content-Length`` that is not a number: 400 ``bad_request``;
    - a declared length over ``MAX_REQUEST_BYTES``: 413 ``too_large``, nothing read;
    - a body (chunked or declared) is read into memory up to the limit: the byte past it
      answers 413 ``too_large`` and the rest is never read;
    - a body not complete within ``REQUEST_BODY_TIMEOUT_SECONDS``: 408 ``request_timeout``.

    Every refusal closes the connection (``Connection: close``): the unread rest of a body must
    never be taken for the next request. The app then gets the body in one message, a chunked
    one with the ``Content-Length`` it turned out to have (as a proxy would pass it on: Django
    REST framework takes a body without one for empty).
    """

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        refusal = framing_refusal(scope["headers"], settings.MAX_REQUEST_BYTES)
        body = b""
        if refusal is None:
            try:
                async with asyncio.timeout(settings.REQUEST_BODY_TIMEOUT_SECONDS):
                    body = await _read_body(receive, settings.MAX_REQUEST_BYTES)
            except TimeoutError:
                refusal = _refuse("request_timeout", "The request body did not arrive in time.")
            except _TooLarge:
                refusal = _too_large(settings.MAX_REQUEST_BYTES)
            except _Disconnected:
                return None
        if refusal is not None:
            return await _answer(send, refusal)
        if any(name.lower() == b"transfer-encoding" for name, _ in scope["headers"]):
            scope = {**scope, "headers": [
                *((n, v) for n, v in scope["headers"] if n.lower() != b"transfer-encoding"),
                (b"content-length", str(len(body)).encode())]}
        return await self.app(scope, _replay(body, receive), send)


def framing_refusal(headers: list[tuple[bytes, bytes]], limit: int) -> Refusal | None:
    """The refusal of a request whose headers frame its body badly or declare it over
    ``limit`` bytes, or None."""
    lengths = [value for name, value in headers if name.lower() == b"content-length"]
    if lengths and any(name.lower() == b"transfer-encoding" for name, _ in headers):
        return _refuse("ambiguous_body_length", "A request may not have both Content-Length "
                       "and Transfer-Encoding.")
    if lengths:
        value = lengths[0].strip()
        if not value.isdigit() or len(set(lengths)) > 1:
            return _refuse("bad_request", "Content-Length is not a number.")
        if int(value) > limit:
            return _too_large(limit)
    return None


async def _read_body(receive, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise _Disconnected
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise _TooLarge
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive):
    """``receive`` for the app: the body read, in one message, then the connection's own."""
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replayed():
        return pending.pop() if pending else await receive()

    return replayed


def _refuse(code: str, detail: str) -> Refusal:
    return Refusal(code, detail)


def _too_large(limit: int) -> Refusal:
    return _refuse("too_large", f"Request bodies are limited to {limit} bytes.")


async def _answer(send, refusal: Refusal) -> None:
    body = json.dumps({"code": refusal.code, "detail": refusal.detail}).encode()
    await send({"type": "http.response.start", "status": status_of(refusal.code),
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


application = BodyGuard(get_asgi_application())
