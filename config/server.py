"""The deployed server's worker: uvicorn under gunicorn (``UvicornWorker``), with the limits
uvicorn lacks. ``config/gunicorn.py`` (the command's settings) names it; README, CI's fuzz run
and the tests' live server all start gunicorn with that file.

Uvicorn (0.54, its h11 protocol) bounds the size of a request's headers
(``h11_max_incomplete_event_size``) and how long a kept-alive connection may idle between
requests, but not how long a client may take to send its headers, and its
``limit_concurrency`` answers 503 only once a request's headers are in, holding the socket
until then. So 39,000 connections dripping a header line each exhaust a worker's file
descriptors, and asyncio then logs a traceback per failed accept(), thousands a second.
``HTTPProtocol`` adds what is missing, in the protocol class uvicorn's ``http`` setting takes:

- a header deadline: a connection that has not sent a request's complete headers within
  ``WEB_HEADER_TIMEOUT_SECONDS`` of connecting (or of its previous response) is closed;
- the connection cap at connect time: past ``worker_connections`` open connections (gunicorn's
  setting, passed on as uvicorn's ``limit_concurrency``) a new one is answered 503 ``busy`` at
  once and closed, and the worker raises its open-file limit to fit the cap and the backlog
  (or lowers the cap to fit the limit), so accept() never runs out of descriptors;
- JSON instead of uvicorn's plain text when a request is not valid HTTP (400 ``bad_request``).

The body's own limits (size, framing, time) are the ASGI application's: ``config.asgi``.
"""

from __future__ import annotations

import json
import logging
import os
import resource

import h11
import uvicorn_worker
from uvicorn.protocols.http.h11_impl import H11Protocol

from config.errors import status_of
from config.logfilters import RepeatFilter

log = logging.getLogger("uvicorn.error")

#: seconds a connection has to send a request's complete headers
HEADER_TIMEOUT_SECONDS = float(os.environ.get("WEB_HEADER_TIMEOUT_SECONDS", "10"))
#: most bytes of a request line and headers (h11's own limit; over it: 400 ``bad_request``)
MAX_HEADER_BYTES = int(os.environ.get("WEB_MAX_HEADER_BYTES", str(16 * 1024)))
#: open files a worker keeps for itself beyond its connections (database, logs, modules, ...)
FILES_RESERVED = 256


def _raw_response(status: int, reason: str, payload: dict, *extra: str) -> bytes:
    body = json.dumps(payload).encode()
    head = [f"HTTP/1.1 {status} {reason}", "content-type: application/json",
            f"content-length: {len(body)}", "connection: close", *extra]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


_BUSY = _raw_response(status_of("busy"), "Service Unavailable",
                      {"code": "busy", "detail": "The server holds as many connections as it "
                       "may; try again shortly.", "retry_after": 1}, "retry-after: 1")


class HTTPProtocol(H11Protocol):
    """Uvicorn's h11 protocol with a header deadline, the connection cap checked at connect
    time and a JSON 400 for a request that is not HTTP (see the module's docstring)."""

    header_timeout = HEADER_TIMEOUT_SECONDS

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._header_deadline = None

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
        super().data_received(data)
        self._watch_headers()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._watch_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_deadline()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        """A request that is not valid HTTP (h11 refused it): JSON, and the connection closed."""
        payload = {"code": "bad_request", "detail": "The request is not valid HTTP, or its "
                   f"headers are over {MAX_HEADER_BYTES} bytes."}
        body = json.dumps(payload).encode()
        headers = [(b"content-type", b"application/json"), (b"connection", b"close"),
                   (b"content-length", str(len(body)).encode())]
        for event in (h11.Response(status_code=status_of("bad_request"), headers=headers,
                                   reason=b"Bad Request"),
                      h11.Data(data=body), h11.EndOfMessage()):
            self.transport.write(self.conn.send(event))
        self.transport.close()

    def _watch_headers(self) -> None:
        """Arm the header deadline while the connection waits for a request's headers, and stop
        it once they are in (the app's time and the body's are not the headers')."""
        waiting = self.conn.their_state is h11.IDLE and not self.transport.is_closing()
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

    CONFIG_KWARGS = {**uvicorn_worker.UvicornWorker.CONFIG_KWARGS, "http": HTTPProtocol,
                     "h11_max_incomplete_event_size": MAX_HEADER_BYTES}

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
