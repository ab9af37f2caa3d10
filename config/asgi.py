"""The ASGI application the server runs: ``BodyGuard`` in front of ``ViewDispatch``.

``ViewDispatch`` serves each request the way its view runs best. Django's ASGI handler runs a
sync view and every sync middleware through ``sync_to_async(thread_sensitive=True)``: one
thread per process, so one request at a time touches the database and each one hops threads
once per middleware. Only the long-polls are async views; they stay on the event loop (a
waiting request holds a coroutine, not a thread). Every other request goes to Django's WSGI
handler on a pool of ``WEB_THREADS`` threads (``ThreadedWSGI``), as the gthread server runs it:
the sync API at full speed and the idle waits cheap, on one port.

Django's ASGI handler reads a request's whole body (into a temporary file past 2.5 MB) before
any middleware runs, so under ASGI a size limit checked in middleware comes too late: a chunked
upload of any size is read to the end, a declared 512 MiB body is read before its 413.
``BodyGuard`` checks the framing and reads the body itself, bounded, before Django sees it.
"""

from __future__ import annotations

import asyncio
import functools
import io
import json
import os
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

from a2wsgi.wsgi import build_environ
from django.conf import settings
from django.core.asgi import get_asgi_application
from django.core.handlers.asgi import ASGIHandler
from django.core.wsgi import get_wsgi_application
from django.urls import Resolver404, get_resolver

from config.errors import AMBIGUOUS_BODY_LENGTH_DETAIL, status_of

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
        return _refuse("ambiguous_body_length", AMBIGUOUS_BODY_LENGTH_DETAIL)
    if lengths:
        value = lengths[0].strip()
        if not value.isdigit() or len(set(lengths)) > 1:
            return _refuse("bad_request", "Content-Length is not a number.")
        if int(value) > limit:
            return _too_large(limit)
    return None


async def _read_body(receive, limit: int | None) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise _Disconnected
        chunk = message.get("body", b"")
        size += len(chunk)
        if limit is not None and size > limit:
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


#: threads per server process for the sync views (gthread's ``--threads``); each may hold a
#: database connection, so DATABASE_POOL_MAX should be at least this. 0: no thread pool, every
#: request through Django's ASGI handler (the former set-up, kept for bench/bench_servers.py)
THREADS = int(os.environ.get("WEB_THREADS", "8"))


class ViewDispatch:
    """ASGI app: a request for an async view to ``on_loop`` (Django's ASGI handler), any other
    HTTP request to ``threaded`` (Django's WSGI handler in a thread pool); lifespan and other
    scopes to ``on_loop``. A path that resolves to no view is threaded (its 404 is sync)."""

    def __init__(self, on_loop, threaded):
        self.on_loop = on_loop
        self.threaded = threaded

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and not view_is_async(scope["path"]):
            return await self.threaded(scope, receive, send)
        return await self.on_loop(scope, receive, send)


def view_is_async(path: str) -> bool:
    """Whether the URL conf sends ``path`` to an async view (adrf's views are marked as
    coroutine functions, as Django's own async views are)."""
    # a game's paths repeat for as long as it is played: remembered, the short ones only (the
    # cache's memory stays bounded whatever paths clients make up)
    return _view_is_async(path) if len(path) <= 128 else _view_is_async.__wrapped__(path)


class ThreadedWSGI:
    """ASGI app: a WSGI app called on a pool of ``threads`` threads.

    An ordinary response crosses between the event loop and a thread twice: the request in,
    the whole response (status, headers, body) back; the loop then sends it. A streamed one
    (``StreamingHttpResponse``: the game exports) is sent from its thread chunk by chunk,
    each chunk waiting for the loop to take it, so a slow reader holds a thread, not memory.
    a2wsgi's ``WSGIMiddleware`` hops for every message (the headers, each chunk, the end) and
    runs each request in a copy of the loop's context, so what Django keeps per context (its
    caches) was new for every request; a pool thread here keeps one context across its
    requests, as a WSGI server's threads do. ``a2wsgi.wsgi.build_environ`` makes the environ.
    """

    def __init__(self, app, threads: int):
        self.app = app
        self.executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="wsgi")

    async def __call__(self, scope, receive, send):
        loop = asyncio.get_running_loop()
        try:  # BodyGuard has read it, bounded: this takes its one message
            body = await _read_body(receive, limit=None)
        except _Disconnected:
            return
        environ = build_environ(scope, io.BytesIO(body))
        streamed = functools.partial(_send_from_thread, loop, send)
        status, headers, content = await loop.run_in_executor(
            self.executor, self._respond, environ, streamed)
        if content is not None:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": content})

    def _respond(self, environ, streamed) -> tuple[int, list, bytes | None]:
        """In a pool thread: the app's answer, whole; or, streamed meanwhile, ``None`` body."""
        started: list = []

        def start_response(status: str, headers, exc_info=None):
            started[:] = [int(status.split(" ", 1)[0]),
                          [(k.lower().encode("latin1"), v.encode("latin1")) for k, v in headers]]
            return _no_write

        iterable = self.app(environ, start_response)
        try:
            if not getattr(iterable, "streaming", False):
                return started[0], started[1], b"".join(iterable)
            streamed({"type": "http.response.start", "status": started[0],
                      "headers": started[1]})
            for chunk in iterable:
                if chunk:
                    streamed({"type": "http.response.body", "body": chunk, "more_body": True})
            streamed({"type": "http.response.body", "body": b""})
            return started[0], started[1], None
        finally:
            close = getattr(iterable, "close", None)
            if close is not None:
                close()  # Django's request_finished: in this thread, with its connections


def _no_write(data: bytes) -> None:
    raise NotImplementedError("the WSGI write() callable is not supported")


def _send_from_thread(loop, send, message: dict) -> None:
    asyncio.run_coroutine_threadsafe(send(message), loop).result()


@functools.lru_cache(maxsize=4096)
def _view_is_async(path: str) -> bool:
    try:
        match = get_resolver().resolve(path)
    except Resolver404:
        return False
    return asyncio.iscoroutinefunction(match.func)


class LoopHandler(ASGIHandler):
    """Django's ASGI handler for the async views (the long-polls), without the
    ``ThreadSensitiveContext`` it opens per request: that context made a thread for each
    request (started on its first sync call, joined on the event loop at its end), and a task
    a request started (the waits' lease renewer) kept it. Here their sync calls (DRF's
    authentication and permissions, the waits' fetches) share the process's one thread for
    thread-sensitive code, as they would outside any request; the sync API runs on
    ``ThreadedWSGI``'s threads, not there. Measured in ``bench/bench_idle_waits.py``."""

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            raise ValueError(f"Django serves HTTP connections, not {scope['type']}.")
        await self.handle(scope, receive, send)


if THREADS > 0:
    threaded = ThreadedWSGI(get_wsgi_application(), THREADS)  # sets Django up first
    application = BodyGuard(ViewDispatch(LoopHandler(), threaded))
else:
    application = BodyGuard(get_asgi_application())
