"""config.server: the deployed worker's header deadline, connection cap and open-file fit, and
its log rate-limited, against a served instance (config/gunicorn.py) over raw sockets.

Uvicorn alone kept a connection that never finished its headers for ever, took connections
until the worker ran out of file descriptors, then logged a traceback per failed accept().
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time

import pytest

from tests.support.rawhttp import closed_within, connect, head, read_answer, serve_module

HEADER_TIMEOUT = 1.5
CAP = 20
ENV = {"WEB_HEADER_TIMEOUT_SECONDS": str(HEADER_TIMEOUT)}
# the server shares the test database: committed, never inside a test's transaction
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker):
    yield from serve_module(django_db_blocker, env=ENV)


@pytest.fixture(scope="module")
def capped(django_db_setup, django_db_blocker):
    yield from serve_module(django_db_blocker, env=ENV, options=("--worker-connections", str(CAP)))


def _drip(sock: socket.socket, stop: threading.Event, every: float = 0.3) -> None:
    """Send a request's headers a line at a time, never ending them."""
    with contextlib.suppress(OSError):
        sock.sendall(b"GET /api/kinds HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        while not stop.wait(every):
            sock.sendall(b"X-Slow: 1\r\n")


@pytest.mark.parametrize("drip", [False, True], ids=["silent", "dripping"])
def test_a_connection_slow_to_send_its_headers_is_closed(server, drip):
    stop = threading.Event()
    with connect(server.port) as sock:
        if drip:
            threading.Thread(target=_drip, args=(sock, stop), daemon=True).start()
        took = closed_within(sock, HEADER_TIMEOUT + 4)
        stop.set()
    assert took is not None, "still open"
    assert HEADER_TIMEOUT - 0.3 < took < HEADER_TIMEOUT + 2.5, took


def test_a_slow_answer_is_not_cut_by_the_header_deadline(server):
    """The deadline is the headers': a request whose answer takes longer is served, and the
    connection then serves the next request."""
    with connect(server.port) as sock:
        sock.sendall(head("GET", "/api/kinds"))
        assert read_answer(sock, timeout=10).status == 200
        time.sleep(HEADER_TIMEOUT / 2)  # idle, under the keep-alive and header deadlines
        sock.sendall(head("GET", "/api/kinds"))
        assert read_answer(sock, timeout=10).status == 200


def test_a_request_that_is_not_http_is_answered_json(server):
    """Not HTTP, or headers growing past 16 KiB unfinished (refused before they are parsed)."""
    endless = b"GET /api/kinds HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 20_000
    for request in (b"NOT HTTP AT ALL\r\n\r\n", endless):
        with connect(server.port) as sock:
            sock.sendall(request)
            answer = read_answer(sock, timeout=5)
        assert (answer.status, answer.json()["code"]) == (400, "bad_request")


def test_a_head_over_16_kib_is_refused_even_when_whole_and_a_body_is_not_head(server):
    """The limit is on the request line and headers, sent whole in one write or not; a body
    past 16 KiB in the same write is the body's business (its own limit, in the app)."""
    big = head("GET", "/api/kinds", "X-Big: " + "a" * 17_000)
    with connect(server.port) as sock:
        sock.sendall(big)
        answer = read_answer(sock, timeout=5)
    assert (answer.status, answer.json()["code"]) == (400, "bad_request")
    within = head("GET", "/api/kinds", "X-Big: " + "a" * 15_000)
    body = json.dumps({"username": "nobody", "password": "x" * 20_000}).encode()
    post = head("POST", "/api/auth/token", "Content-Type: application/json",
                f"Content-Length: {len(body)}") + body
    for request in (within, post):
        with connect(server.port) as sock:
            sock.sendall(request)
            answer = read_answer(sock, timeout=10)
        assert b"not valid HTTP" not in answer.body, request[:40]  # the app answered it
        assert answer.status in (200, 400, 401), answer.body[:300]


def test_pipelined_requests_are_each_answered(server):
    """Two requests in one write (HTTP/1.1 pipelining): both answered, in order."""
    with connect(server.port) as sock:
        sock.sendall(head("GET", "/api/kinds") + head("GET", "/api/kinds"))
        data, deadline = b"", time.monotonic() + 10
        while data.count(b"HTTP/1.1 200") < 2 and time.monotonic() < deadline:
            got = sock.recv(65536)
            if not got:
                break
            data += got
    assert data.count(b"HTTP/1.1 200") == 2, data[:500]


def test_a_pipelined_head_over_16_kib_is_refused(server):
    """A head behind another request in the same write is held to the limit too (the
    connection is then closed: the request before it may go unanswered, as when the client
    sends anything that is not HTTP)."""
    big = head("GET", "/api/kinds", "X-Big: " + "a" * 17_000)
    with connect(server.port) as sock:
        sock.sendall(head("GET", "/api/kinds") + big)
        data, deadline = b"", time.monotonic() + 10
        while b"bad_request" not in data and time.monotonic() < deadline:
            got = sock.recv(65536)
            if not got:
                break
            data += got
    assert b"HTTP/1.1 400" in data and b'"code": "bad_request"' in data, data[:300]
    assert data.count(b"HTTP/1.1 200") <= 1


def test_a_host_not_allowed_is_answered_json(server):
    with connect(server.port) as sock:
        sock.sendall(head("GET", "/api/kinds", host="evil.example"))
        answer = read_answer(sock, timeout=5)
    assert (answer.status, answer.json()["code"]) == (400, "disallowed_host")


def test_connections_past_the_cap_are_refused_at_once_and_logged_once(capped):
    held = [connect(capped.port) for _ in range(CAP - 1)]  # idle: no request yet
    try:
        refused = []
        for _ in range(10):
            with connect(capped.port) as extra:
                start = time.monotonic()
                answer = read_answer(extra, timeout=2)  # at once: it sent no request
                refused.append((answer.status, answer.json()["code"],
                                answer.headers.get("retry-after"), time.monotonic() - start))
        assert all(r[:3] == (503, "busy", "1") for r in refused), refused
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.2)
    with connect(capped.port) as sock:  # the held ones gone: served again
        sock.sendall(head("GET", "/api/kinds"))
        assert read_answer(sock, timeout=10).status == 200
    assert capped.log_text().count("Refused a connection") == 1, capped.log_text()[-2000:]


def test_a_slowloris_neither_exhausts_the_files_nor_floods_the_log(django_db_setup,
                                                                   django_db_blocker):
    """700 dripping connections against a worker allowed 512 open files (and the default 2000
    connections, 2048 backlog): the worker fits both to the files, refuses the rest at once,
    drops the slow ones at the deadline, keeps serving, and logs a few lines, not a flood."""
    for server in serve_module(django_db_blocker, env=ENV, open_files=512):
        stop = threading.Event()
        socks = []
        try:
            for _ in range(700):
                with contextlib.suppress(OSError):
                    sock = connect(server.port, timeout=2)
                    socks.append(sock)
                    threading.Thread(target=_drip, args=(sock, stop, 0.5), daemon=True).start()
            time.sleep(HEADER_TIMEOUT + 1)
            served = None
            deadline = time.monotonic() + HEADER_TIMEOUT + 5
            while served is None and time.monotonic() < deadline:
                with contextlib.suppress(OSError), connect(server.port, timeout=2) as sock:
                    sock.sendall(head("GET", "/api/kinds", "Connection: close"))
                    served = read_answer(sock, timeout=2).status == 200 or None
                time.sleep(0.2)
        finally:
            stop.set()
            for sock in socks:
                sock.close()
        log = server.log_text()
        assert served, log[-3000:]
        assert "Too many open files" not in log, log[-3000:]
        assert len(log.splitlines()) < 20, log[-3000:]
