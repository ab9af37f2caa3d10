"""HTTP over raw sockets, for what an HTTP client library will not send (a body's framing, a
header dripped line by line) against a real server (``tests.live_server``), and the
module-scoped server fixture those tests share."""

from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass

from tests.support.served import served


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


def connect(port: int, timeout: float = 10.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=timeout)


def head(method: str, path: str, *headers: str, host: str = "127.0.0.1") -> bytes:
    """A request line and headers, ending the header block."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", *headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def chunk(data: bytes) -> bytes:
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


LAST_CHUNK = b"0\r\n\r\n"


def read_answer(sock: socket.socket, timeout: float) -> Answer:
    """The response read within ``timeout`` seconds (``TimeoutError`` past it), its body by
    Content-Length or chunked."""
    deadline = time.monotonic() + timeout
    data = b""
    while b"\r\n\r\n" not in data:
        data += _recv(sock, deadline)
    top, rest = data.split(b"\r\n\r\n", 1)
    status_line, *lines = top.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, v in (ln.split(":", 1) for ln in lines)}
    if headers.get("transfer-encoding") == "chunked":
        body = b""
        while True:
            while b"\r\n" not in rest:
                rest += _recv(sock, deadline)
            size_line, rest = rest.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            while len(rest) < size + 2:
                rest += _recv(sock, deadline)
            body, rest = body + rest[:size], rest[size + 2:]
            if size == 0:
                return Answer(int(status_line.split()[1]), headers, body)
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        rest += _recv(sock, deadline)
    return Answer(int(status_line.split()[1]), headers, rest[:length])


def _recv(sock: socket.socket, deadline: float) -> bytes:
    sock.settimeout(max(0.01, deadline - time.monotonic()))
    piece = sock.recv(65536)
    if not piece:
        raise ConnectionError("closed before a complete answer")
    return piece


def closed_within(sock: socket.socket, seconds: float) -> float | None:
    """Seconds until the server closed ``sock`` (reading and dropping what it sends), or None
    if it was still open after ``seconds``."""
    start = time.monotonic()
    sock.settimeout(0.05)
    while time.monotonic() - start < seconds:
        try:
            if not sock.recv(65536):
                return time.monotonic() - start
        except TimeoutError:
            continue
        except ConnectionResetError:
            return time.monotonic() - start
    return None


def serve_module(django_db_blocker, env: dict | None = None, **kwargs):
    """A gunicorn server (``live_server.serve`` with ``kwargs``) on the test database, its
    cache in its own memory, for a module's tests; skipped where it cannot start."""
    with served(env={"CACHE_URL": "locmem://", **(env or {})}, **kwargs) as server:
        yield server
