"""config.asgi: a body's framing, size and time are checked before Django reads it, against a
served instance (gunicorn with the deployed settings, config/gunicorn.py) over raw sockets.

Without the guard Django's ASGI handler read every body to its end first: a chunked upload of
any size went to a temporary file, a declared 512 MiB body was read before its 413, and a
request with both Content-Length and Transfer-Encoding was taken as chunked.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.support.rawhttp import (
    LAST_CHUNK,
    chunk,
    closed_within,
    connect,
    head,
    read_answer,
    serve_module,
)

LIMIT = 64 * 1024
BODY_TIMEOUT = 2.0
JSON = "Content-Type: application/json"
# the server shares the test database: committed, never inside a test's transaction
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(scope="module")
def tmpdir_of_server(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("server-tmp")


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker, tmpdir_of_server):
    yield from serve_module(django_db_blocker, env={
        "TMPDIR": str(tmpdir_of_server),
        "REQUEST_BODY_TIMEOUT_SECONDS": str(BODY_TIMEOUT)})


def _temp_files_open(server, tmpdir: Path) -> int:
    """Bytes in the files under ``tmpdir`` the server's workers hold open (a body spooled to
    disk is an unlinked temporary file: only its open descriptor shows it)."""
    total = 0
    for pid in server.workers():
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                if os.readlink(fd).startswith(str(tmpdir)):
                    total += fd.stat().st_size
            except OSError:  # closed meanwhile
                continue
    return total


def test_a_declared_length_over_the_limit_is_refused_before_the_body_is_read(server):
    with connect(server.port) as sock:
        start = time.monotonic()
        sock.sendall(head("POST", "/api/auth/token", JSON, f"Content-Length: {512 * 2 ** 20}"))
        answer = read_answer(sock, timeout=3)  # not one byte of the body was sent
        took = time.monotonic() - start
        assert (answer.status, answer.json()["code"]) == (413, "too_large")
        assert answer.headers["connection"] == "close"
        assert closed_within(sock, 2) is not None
    assert took < 2.5, took  # at once: nothing to wait for


def test_a_chunked_body_is_cut_at_the_limit(server, tmpdir_of_server):
    """10 MiB sent chunked: the 413 comes once the limit is passed, before the body ends, the
    connection is closed, and nothing is spooled to disk."""
    piece = b"x" * (16 * 1024)
    with connect(server.port) as sock:
        sock.sendall(head("POST", "/api/auth/token", JSON, "Transfer-Encoding: chunked"))
        for _ in range(LIMIT // len(piece) + 2):  # a little over the limit, not the end
            sock.sendall(chunk(piece))
        start = time.monotonic()
        answer = read_answer(sock, timeout=3)
        took = time.monotonic() - start
        assert (answer.status, answer.json()["code"]) == (413, "too_large")
        sent = (LIMIT // len(piece) + 2) * len(piece)
        try:  # the rest of the 10 MiB: the server reads none of it
            while sent < 10 * 2 ** 20:
                sock.sendall(chunk(piece))
                sent += len(piece)
        except OSError:  # reset or broken pipe: the server closed the connection
            pass
        assert _temp_files_open(server, tmpdir_of_server) == 0
        assert closed_within(sock, 2) is not None
    assert took < 2.5, took  # at once, not at the end of the body
    assert _temp_files_open(server, tmpdir_of_server) == 0


@pytest.mark.parametrize("framing", ["chunked", "length"])
def test_a_body_within_the_limit_reaches_the_view(server, framing):
    body = b'{"username": "nobody-here", "password": "wrong-password-1"}'
    with connect(server.port) as sock:
        if framing == "chunked":
            sock.sendall(head("POST", "/api/auth/token", JSON, "Transfer-Encoding: chunked")
                         + chunk(body[:10]) + chunk(body[10:]) + LAST_CHUNK)
        else:
            sock.sendall(head("POST", "/api/auth/token", JSON, f"Content-Length: {len(body)}")
                         + body)
        answer = read_answer(sock, timeout=10)
    assert (answer.status, answer.json()["code"]) == (400, "invalid_credentials"), \
        server.log_text()[-3000:]


def test_content_length_with_transfer_encoding_is_refused(server):
    """The request smuggling pattern: refused, the connection closed, and what a proxy would
    have taken for the body is never served as a second request."""
    smuggled = head("GET", "/api/kinds")
    body = chunk(b"{}") + LAST_CHUNK + smuggled
    with connect(server.port) as sock:
        sock.sendall(head("POST", "/api/auth/token", JSON, "Content-Length: 4",
                          "Transfer-Encoding: chunked") + body)
        answer = read_answer(sock, timeout=5)
        assert (answer.status, answer.json()["code"]) == (400, "ambiguous_body_length")
        assert answer.headers["connection"] == "close"
        assert closed_within(sock, 2) is not None


def test_content_length_not_a_number_is_refused(server):
    with connect(server.port) as sock:
        sock.sendall(head("POST", "/api/auth/token", JSON, "Content-Length: 12, 13"))
        answer = read_answer(sock, timeout=5)
    assert answer.status == 400 and answer.headers["content-type"] == "application/json"


def test_a_body_that_does_not_arrive_in_time_is_refused(server):
    with connect(server.port) as sock:
        sock.sendall(head("POST", "/api/auth/token", JSON, "Content-Length: 100") + b'{"user')
        start = time.monotonic()
        answer = read_answer(sock, timeout=BODY_TIMEOUT + 5)
        took = time.monotonic() - start
        assert (answer.status, answer.json()["code"]) == (408, "request_timeout")
        assert closed_within(sock, 2) is not None
    assert BODY_TIMEOUT - 0.5 < took < BODY_TIMEOUT + 2, took
