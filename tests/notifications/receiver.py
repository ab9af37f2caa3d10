"""A local HTTP webhook receiver for tests and the benchmark: verifies signatures, records
what it got, and answers with scripted statuses."""

from __future__ import annotations

import json
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
