"""Local HTTP webhook receivers for tests and the benchmark: ``Receiver`` verifies signatures,
records what it got, and answers with scripted statuses; ``RawReceiver`` plays a hostile one
(``drip``, ``stream``, ``endless_headers``) over the raw socket."""

from __future__ import annotations

import json
import select
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from notifications.webhooks import NOTIFICATION_HEADER, SIGNATURE_HEADER, verify_signature


class Receiver:
    """``Receiver(secret=None)``; ``url``; ``received`` (dicts: id, body, status, at, valid).

    ``fail_first`` notification ids get a 500 on their first delivery. Set ``secret`` after
    registering the endpoint; until then signatures are recorded as unchecked (None).
    ``delay``: seconds each answer takes (a slow receiver keeps the worker busy). ``gate``:
    while cleared, requests wait (up to ``HOLD_SECONDS``) before they are answered; ``waiting``
    counts those waiting now.
    """

    HOLD_SECONDS = 4.0

    def __init__(self, fail_first=(), status=200):
        self.delay = 0.0
        self.gate = threading.Event()
        self.gate.set()
        self.waiting = 0
        self.secret: str | None = None
        self.received: list[dict] = []
        self.fail_first = set(fail_first)
        self.status = status
        self.fail_next = 0  # answer 500 to this many of the next deliveries
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if receiver.delay:
                    time.sleep(receiver.delay)
                if not receiver.gate.is_set():
                    with receiver.lock:
                        receiver.waiting += 1
                    receiver.gate.wait(receiver.HOLD_SECONDS)
                    with receiver.lock:
                        receiver.waiting -= 1
                nid = self.headers.get(NOTIFICATION_HEADER)
                sig = self.headers.get(SIGNATURE_HEADER, "")
                valid = (verify_signature(receiver.secret, body, sig)
                         if receiver.secret else None)
                with receiver.lock:
                    status = receiver.status
                    if receiver.fail_next > 0:
                        receiver.fail_next -= 1
                        status = 500
                    if nid in {str(i) for i in receiver.fail_first}:
                        receiver.fail_first.discard(int(nid))
                        receiver.fail_first.discard(nid)
                        status = 500
                    receiver.received.append({"id": nid, "body": body, "status": status,
                                              "at": time.time(), "valid": valid,
                                              "signature": sig})
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def ok_ids(self) -> list[str]:
        with self.lock:
            return [r["id"] for r in self.received if 200 <= r["status"] < 300]

    def bodies(self) -> list[dict]:
        with self.lock:
            return [json.loads(r["body"]) for r in self.received]

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class RawReceiver:
    """A loopback HTTP server whose answer is a script over the raw socket, to play a hostile
    receiver (one that drips its answer, or streams a huge one).

    ``RawReceiver(answer)``: ``answer(write, wait)`` is called once per connection after the
    request arrives; ``write(data)`` sends bytes, ``wait(seconds)`` pauses; both return False
    once the client has gone away (the script should then stop; ``wait`` notices at once).
    Records ``connections``, ``max_open`` (the most connections open at once) and ``sent``
    (bytes written in all). Every script must end by itself.
    """

    def __init__(self, answer):
        self.answer = answer
        self.connections = 0
        self.open = 0
        self.max_open = 0
        self.sent = 0
        self.lock = threading.Lock()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.2)
        self.url = f"http://127.0.0.1:{self.server.getsockname()[1]}/hook"
        self.stopping = threading.Event()
        self.threads: list[threading.Thread] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self):
        while not self.stopping.is_set():
            try:
                conn, _ = self.server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            t = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            self.threads.append(t)
            t.start()

    @staticmethod
    def _read_request(conn: socket.socket) -> bool:
        """Read the request, body too (closing on unread data would reset the connection)."""
        request = b""
        while b"\r\n\r\n" not in request:
            chunk = conn.recv(65536)
            if not chunk:
                return False
            request += chunk
        head, _, body = request.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        while len(body) < length:
            chunk = conn.recv(65536)
            if not chunk:
                return False
            body += chunk
        return True

    def _serve(self, conn: socket.socket):
        with self.lock:
            self.connections += 1
            self.open += 1
            self.max_open = max(self.max_open, self.open)

        def write(data: bytes) -> bool:
            if self.stopping.is_set():
                return False
            try:
                conn.sendall(data)
            except OSError:  # the client closed the connection
                return False
            with self.lock:
                self.sent += len(data)
            return True

        def wait(seconds: float) -> bool:
            readable, _, _ = select.select([conn], [], [], seconds)
            if readable and not conn.recv(1, socket.MSG_PEEK):  # end of file: closed
                return False
            return not self.stopping.is_set()

        try:
            conn.settimeout(5)
            if self._read_request(conn):
                self.answer(write, wait)
        except OSError:
            pass
        finally:
            conn.close()
            with self.lock:
                self.open -= 1

    def close(self):
        self.stopping.set()
        self.server.close()
        self.thread.join(5)
        for t in self.threads:
            t.join(5)


def drip(seconds: float, every: float = 0.05):
    """An answer that sends its headers one byte every ``every`` seconds for ``seconds`` (so
    no single read ever waits long), then ends them: 200, empty body."""
    def answer(write, wait):
        if not write(b"HTTP/1.1 200 OK\r\nX-Drip: "):
            return
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if not write(b"a") or not wait(every):
                return
        write(b"\r\nContent-Length: 0\r\n\r\n")
    return answer


def stream(total_bytes: int, chunk: int = 64 * 1024):
    """An answer of 200 with a body of ``total_bytes``, sent as fast as the client reads."""
    def answer(write, wait):
        if not write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % total_bytes):
            return
        block = b"x" * chunk
        left = total_bytes
        while left > 0:
            if not write(block[:left]):
                return
            left -= chunk
    return answer


def endless_headers(total_bytes: int):
    """An answer of 200 whose header section goes on for ``total_bytes``."""
    def answer(write, wait):
        if not write(b"HTTP/1.1 200 OK\r\n"):
            return
        line = b"X-Filler: " + b"y" * 1000 + b"\r\n"
        for _ in range(total_bytes // len(line)):
            if not write(line):
                return
        write(b"Content-Length: 0\r\n\r\n")
    return answer
