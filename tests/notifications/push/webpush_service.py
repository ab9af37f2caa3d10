"""A loopback Web Push service for tests and the benchmark: it checks what a real one checks.

``PushService(vapid_public_key)``; ``subscription()`` makes a browser's subscription to it
(a P-256 key pair and an auth secret of its own, as a browser does, keeping the private half
to decrypt); ``url``; ``received`` (one dict per accepted push: ``path``, ``headers``,
``claims``, ``message``: the decrypted JSON payload); ``refused`` (the reason of each request
it refused with 400/401/403). ``answer[path] = status`` scripts a subscription's answer (410:
it is gone); ``fail_next`` answers 503 to that many pushes first.

Each push must carry ``Authorization: vapid t=<JWT>, k=<key>`` where ``k`` is the server's
VAPID public key and the JWT is ES256-signed by it with ``aud`` = this service's origin, an
``exp`` in the future and at most 24 h ahead, and a ``sub`` (``mailto:`` or ``https:``)
(RFC 8292); ``TTL`` (RFC 8030); ``Content-Encoding: aes128gcm`` with a body that decrypts for
the subscription's keys (RFC 8291, with http_ece); an optional ``Topic`` of at most 32
url-safe characters and ``Urgency`` among RFC 8030's four.
"""

from __future__ import annotations

import base64
import json
import os
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Refused(Exception):
    def __init__(self, status: int, reason: str):
        super().__init__(reason)
        self.status = status


class PushService:
    def __init__(self, vapid_public_key: str):
        self.vapid_public_key = vapid_public_key
        self.received: list[dict] = []
        self.refused: list[str] = []
        self.answer: dict[str, int] = {}
        self.fail_next = 0
        self.keys: dict[str, tuple[ec.EllipticCurvePrivateKey, bytes]] = {}
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as push services do

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                try:
                    status = service.accept(self.path, dict(self.headers.items()), body)
                except Refused as exc:
                    with service.lock:
                        service.refused.append(str(exc))
                    status = exc.status
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def subscription(self) -> dict:
        """A new browser subscription to this service: ``{endpoint, keys: {p256dh, auth}}``."""
        private = ec.generate_private_key(ec.SECP256R1())
        auth = os.urandom(16)
        path = f"/push/{b64url(os.urandom(12))}"
        self.keys[path] = (private, auth)
        public = private.public_key().public_bytes(serialization.Encoding.X962,
                                                   serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.url + path, "keys": {"p256dh": b64url(public),
                                                       "auth": b64url(auth)}}

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def messages(self, endpoint: str | None = None) -> list[dict]:
        path = endpoint[len(self.url):] if endpoint else None
        return [r["message"] for r in self.received if path is None or r["path"] == path]

    # -- the checks -----------------------------------------------------------------------------
    def accept(self, path: str, headers: dict, body: bytes) -> int:
        headers = {k.lower(): v for k, v in headers.items()}
        if path not in self.keys:
            return 404
        claims = self.check_vapid(headers.get("authorization", ""))
        if not re.fullmatch(r"\d+", headers.get("ttl", "")):
            raise Refused(400, "TTL missing or not a number")
        if "topic" in headers and not re.fullmatch(r"[A-Za-z0-9_\-]{1,32}", headers["topic"]):
            raise Refused(400, f"bad Topic {headers['topic']!r}")
        if headers.get("urgency", "normal") not in ("very-low", "low", "normal", "high"):
            raise Refused(400, f"bad Urgency {headers['urgency']!r}")
        if headers.get("content-encoding") != "aes128gcm":
            raise Refused(400, "Content-Encoding is not aes128gcm")
        if len(body) > 4096:
            raise Refused(413, "payload over 4096 bytes")
        private, auth = self.keys[path]
        try:
            plain = http_ece.decrypt(body, private_key=private, auth_secret=auth,
                                     version="aes128gcm")
        except Exception as exc:  # noqa: BLE001 - any failure to decrypt is the sender's
            raise Refused(400, f"payload does not decrypt: {exc!r}")
        with self.lock:
            if path in self.answer:
                return self.answer[path]
            if self.fail_next > 0:
                self.fail_next -= 1
                return 503
            self.received.append({"path": path, "headers": headers, "claims": claims,
                                  "message": json.loads(plain)})
        return 201

    def check_vapid(self, authorization: str) -> dict:
        match = re.fullmatch(r"vapid t=([^,\s]+),\s*k=([A-Za-z0-9_\-]+)", authorization)
        if not match:
            raise Refused(401, f"no VAPID Authorization header: {authorization!r}")
        token, key = match.groups()
        if key != self.vapid_public_key:
            raise Refused(403, "the VAPID key is not the application server's")
        try:
            head_b64, claims_b64, sig_b64 = token.split(".")
            header = json.loads(unb64url(head_b64))
            claims = json.loads(unb64url(claims_b64))
            sig = unb64url(sig_b64)
        except ValueError as exc:
            raise Refused(401, f"malformed JWT: {exc}")
        if header.get("alg") != "ES256" or len(sig) != 64:
            raise Refused(401, f"JWT not ES256: {header}")
        public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(key))
        der = encode_dss_signature(int.from_bytes(sig[:32], "big"),
                                   int.from_bytes(sig[32:], "big"))
        try:
            public.verify(der, f"{head_b64}.{claims_b64}".encode(), ec.ECDSA(hashes.SHA256()))
        except InvalidSignature:
            raise Refused(401, "JWT signature does not verify with k")
        if claims.get("aud") != self.url:
            raise Refused(401, f"aud {claims.get('aud')!r} is not {self.url!r}")
        now = time.time()
        if not isinstance(claims.get("exp"), int) or not now < claims["exp"] <= now + 24 * 3600:
            raise Refused(401, f"exp {claims.get('exp')!r} not within the next 24 h")
        if not str(claims.get("sub", "")).startswith(("mailto:", "https:")):
            raise Refused(401, f"sub {claims.get('sub')!r} is not mailto: or https:")
        return claims


def main() -> None:
    """``python -m tests.notifications.push.webpush_service <VAPID public key>``: the service in
    a process of its own (the benchmark's), driven by JSON lines on stdin: ``["subscribe", n]``
    (answers n subscriptions), ``["stats"]`` (accepted count, first refusals), ``["reset"]``,
    ``["stop"]``; each answer is one JSON line on stdout, the first being the service's URL."""
    import sys

    service = PushService(sys.argv[1])
    print(json.dumps(service.url), flush=True)
    for line in sys.stdin:
        cmd, *args = json.loads(line)
        answer = None
        if cmd == "subscribe":
            answer = [service.subscription() for _ in range(args[0])]
        elif cmd == "stats":
            answer = [len(service.received), service.refused[:3]]
        elif cmd == "reset":
            service.received.clear()
            service.refused.clear()
        elif cmd == "stop":
            service.close()
            print("null", flush=True)
            return
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
