"""The deployed server's worker: uvicorn under gunicorn (``UvicornWorker``), with the limits
uvicorn lacks. ``config/gunicorn.py`` (the command's settings) names it; README, CI's fuzz run
and the tests' live server all start gunicorn with that file.

The protocol is uvicorn's httptools one (a C parser: under load, uvicorn's pure-Python h11
protocol took a third of a worker's interpreter time, competing with the views' threads for it;
bench/bench_servers.py). Uvicorn bounds how long a kept-alive connection may idle between
requests, but not how long a client may take to send its headers, nor (with httptools) how
large they may grow, and its ``limit_concurrency`` answers 503 only once a request's headers
are in, holding the socket until then. So 39,000 connections dripping a header line each
exhaust a worker's file descriptors, and asyncio then logs a traceback per failed accept(),
thousands a second. ``HTTPProtocol`` adds what is missing, in the protocol class uvicorn's
``http`` setting takes:

- a header deadline: a connection that has not sent a request's complete headers within
  ``WEB_HEADER_TIMEOUT_SECONDS`` of connecting (or of its previous response) is closed;
- a size limit on a request's line and headers, ``WEB_MAX_HEADER_BYTES`` (16 KiB): counted
  before the parser sees the bytes, so a head that never ends is refused once it passes the
  limit (nothing buffers more), and by the parser's callbacks, so a complete one is too;
- the connection cap at connect time: past ``worker_connections`` open connections (gunicorn's
  setting, passed on as uvicorn's ``limit_concurrency``) a new one is answered 503 ``busy`` at
  once and closed, and the worker raises its open-file limit to fit the cap and the backlog
  (or lowers the cap to fit the limit), so accept() never runs out of descriptors;
- JSON instead of uvicorn's plain text when a request is not valid HTTP or its head is too
  large (400 ``bad_request``), or has both ``Content-Length`` and ``Transfer-Encoding`` (400
  ``ambiguous_body_length``, which the parser refuses before the app's own check could).

The body's own limits (size, framing, time) are the ASGI application's: ``config.asgi``.
"""

from __future__ import annotations

import json
import logging
import os
import resource

import httptools
import uvicorn_worker
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from config.errors import AMBIGUOUS_BODY_LENGTH_DETAIL, status_of
from config.logfilters import RepeatFilter

log = logging.getLogger("uvicorn.error")

#: seconds a connection has to send a request's complete headers
HEADER_TIMEOUT_SECONDS = float(os.environ.get("WEB_HEADER_TIMEOUT_SECONDS", "10"))
#: most bytes of a request line and headers (over it: 400 ``bad_request``)
MAX_HEADER_BYTES = int(os.environ.get("WEB_MAX_HEADER_BYTES", str(16 * 1024)))
#: open files a worker keeps for itself beyond its connections (database, logs, modules, ...)
FILES_RESERVED = 256
END_OF_HEAD = b"\r\n\r\n"


def _raw_response(status: int, reason: str, payload: dict, *extra: str) -> bytes:
    body = json.dumps(payload).encode()
    head = [f"HTTP/1.1 {status} {reason}", "content-type: application/json",
            f"content-length: {len(body)}", "connection: close", *extra]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


_BUSY = _raw_response(status_of("busy"), "Service Unavailable",
                      {"code": "busy", "detail": "The server holds as many connections as it "
                       "may; try again shortly.", "retry_after": 1}, "retry-after: 1")
_BAD_REQUEST = _raw_response(status_of("bad_request"), "Bad Request", {
    "code": "bad_request",
    "detail": f"The request is not valid HTTP, or its headers are over {MAX_HEADER_BYTES} bytes."})


_AMBIGUOUS = _raw_response(status_of("ambiguous_body_length"), "Bad Request", {
    "code": "ambiguous_body_length",
    "detail": AMBIGUOUS_BODY_LENGTH_DETAIL})


class HeadTooLarge(Exception):
    """Raised in a parser callback: the request's line and headers passed ``MAX_HEADER_BYTES``
    (httptools turns it into its parser error, which answers 400)."""


class HTTPProtocol(HttpToolsProtocol):
    """Uvicorn's httptools protocol with a header deadline and size limit, the connection cap
    checked at connect time and a JSON 400 for a request that is not HTTP (module docstring).

    ``_head``: the bytes of the request head being read so far; None while none is being read
    (from a head's end to the end of its request's body). ``_tail``: the last bytes fed, to
    find a head's end split across two reads."""

    header_timeout = HEADER_TIMEOUT_SECONDS

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._header_deadline = None
        self._head: int | None = 0
        self._tail = b""
        self._parsed = 0  # the current head's bytes as the parser reported them

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        if self.limit_concurrency is not None and len(self.connections) >= self.limit_concurrency:
            log.warning("Refused a connection: %d connections open, the most this worker "
                        "holds (worker_connections).", len(self.connections) - 1)
            transport.write(_BUSY)
            transport.close()
            return
        self._watch_headers()

    def data_received(self, data: bytes) -> None:
        if self._head is not None:  # a head unfinished: refused before it grows past the limit
            end = (self._tail + data).find(END_OF_HEAD)
            size = self._head + (len(data) if end < 0 else end + len(END_OF_HEAD) - len(self._tail))
            if size > MAX_HEADER_BYTES:
                self.send_400_response("head too large")
                return
            self._head += len(data)
            self._tail = data[-(len(END_OF_HEAD) - 1):]
        # uvicorn's own data_received, but the parser's error kept: it says which 400 it is
        self._unset_keepalive_if_required()
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._refuse_unparsed(exc)
            return
        except httptools.HttpParserUpgrade:
            if self._should_upgrade():
                self.handle_websocket_upgrade()
            else:
                self._unsupported_upgrade_warning()
        if not self.transport.is_closing():
            self._watch_headers()

    # the parser's callbacks: a head's size as parsed (a whole one in a read, or pipelined)
    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._parsed = 0

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)  # "name: value\r\n"
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._head, self._tail = None, b""
        self._watch_headers()
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._head = 0  # what follows is the next request's head

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._watch_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_deadline()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        """A request that is not valid HTTP, or whose head is too large: JSON, and the
        connection closed."""
        self._answer_and_close(_BAD_REQUEST)

    def _refuse_unparsed(self, error: Exception) -> None:
        """The parser refused the request: both ``Content-Length`` and ``Transfer-Encoding``
        (where its body ends depends on which one a proxy believes: request smuggling) is
        400 ``ambiguous_body_length``, as the app answers it; anything else ``bad_request``."""
        message = str(error)
        both = "Content-Length" in message and "Transfer-Encoding" in message
        self._answer_and_close(_AMBIGUOUS if both else _BAD_REQUEST)

    def _answer_and_close(self, response: bytes) -> None:
        self._stop_header_deadline()
        self.transport.write(response)
        self.transport.close()

    def _count(self, size: int) -> None:
        self._parsed += size
        if self._parsed > MAX_HEADER_BYTES:
            raise HeadTooLarge

    def _watch_headers(self) -> None:
        """Arm the header deadline while the connection waits for a request's headers (the
        previous response sent), and stop it once they are in (the app's time and the body's
        are not the headers')."""
        idle = self.cycle is None or self.cycle.response_complete
        waiting = self._head is not None and idle and not self.transport.is_closing()
        if waiting and self._header_deadline is None:
            self._header_deadline = self.loop.call_later(self.header_timeout,
                                                         self._headers_too_slow)
        elif not waiting:
            self._stop_header_deadline()

    def _stop_header_deadline(self) -> None:
        if self._header_deadline is not None:
            self._header_deadline.cancel()
            self._header_deadline = None

    def _headers_too_slow(self) -> None:
        self._header_deadline = None
        if not self.transport.is_closing():
            self.transport.close()


class UvicornWorker(uvicorn_worker.UvicornWorker):
    """uvicorn-worker's worker with ``HTTPProtocol``, gunicorn's ``worker_connections`` as the
    connection cap, the open-file limit fitted to it, and the server's log handlers
    rate-limited (``RepeatFilter``)."""

    CONFIG_KWARGS = {**uvicorn_worker.UvicornWorker.CONFIG_KWARGS, "http": HTTPProtocol}

    def init_process(self) -> None:
        # here, in the worker's own process: gunicorn builds the worker object in the master
        self.config.limit_concurrency, self.config.backlog = fit_open_files(
            self.cfg.worker_connections, self.config.backlog)
        super().init_process()

    def load_wsgi(self) -> None:
        super().load_wsgi()  # the app, and with it Django's settings and LOGGING
        from django.conf import settings

        repeats = RepeatFilter(interval=settings.LOG_REPEAT_INTERVAL_SECONDS)
        for handler in self.log.error_log.handlers:  # uvicorn.error's too (uvicorn-worker)
            handler.addFilter(repeats)


def fit_open_files(connections: int, backlog: int) -> tuple[int, int]:
    """The connection cap and backlog this process can keep: its open-file limit raised to fit
    them (up to the hard limit), else both lowered to fit the limit.

    The files needed: the connections, ``backlog`` more (asyncio accepts up to that many in one
    go, before a refused one is closed) and ``FILES_RESERVED``. Lowered, the backlog gets a
    quarter of what is left (at least 16) and the connections the rest."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = connections + backlog + FILES_RESERVED
    if soft != resource.RLIM_INFINITY and soft < wanted:
        soft = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    if soft == resource.RLIM_INFINITY or soft >= wanted:
        return connections, backlog
    left = max(2, soft - FILES_RESERVED)
    fitted_backlog = min(backlog, max(16, left // 4))
    fitted = max(1, min(connections, left - fitted_backlog))
    log.warning("worker_connections lowered from %d to %d and the backlog from %d to %d to fit "
                "the open-file limit %d (raise `ulimit -n` to %d).", connections, fitted,
                backlog, fitted_backlog, soft, wanted)
    return fitted, fitted_backlog
