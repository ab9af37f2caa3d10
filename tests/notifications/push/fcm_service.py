"""A loopback FCM for tests and the benchmark: Google's OAuth token endpoint and FCM's HTTP v1
send endpoint, checking what they check.

``FcmService(public_key, client_email, project_id)``; ``token_uri`` (put it in the test service
account), ``base_url`` (``FCM_BASE_URL``). The token endpoint verifies the service account's
JWT assertion (RS256 with ``public_key``, ``iss`` the account's email, ``aud`` Google's token
endpoint, ``scope`` with firebase.messaging, a fresh ``iat``/``exp``) and issues a bearer
token; the send endpoint checks that bearer, the path's project id and the v1 message's shape,
and answers as FCM does.

``unregistered``: tokens answered 404 ``UNREGISTERED``; ``script``: token -> (status, headers,
error code) for other answers; ``delay``: seconds each send waits; ``token_status``: the token
endpoint's status when it is not 200. ``received``: the messages taken; ``refused``: (status,
reason) of every refusal; ``token_requests``: the assertions' claims.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

import jwt

SCOPE = "https://www.googleapis.com/auth/firebase.messaging"
# the audience Google's token endpoint accepts in an assertion, wherever it was posted
GOOGLE_AUDIENCE = "https://oauth2.googleapis.com/token"
STATUS_NAMES = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
                404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL",
                503: "UNAVAILABLE"}


class Refusal(Exception):
    def __init__(self, status: int, message: str, code: str | None = None,
                 field: str | None = None, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.code, self.field = status, message, code, field
        self.headers = headers or {}


def error_body(refusal: Refusal) -> dict:
    """FCM's error JSON: google.rpc.Status with FcmError (and BadRequest) details."""
    details: list[dict] = [{"@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
                            "errorCode": refusal.code or STATUS_NAMES.get(refusal.status,
                                                                          "UNKNOWN")}]
    if refusal.field:
        details.append({"@type": "type.googleapis.com/google.rpc.BadRequest",
                        "fieldViolations": [{"field": refusal.field,
                                             "description": refusal.message}]})
    return {"error": {"code": refusal.status, "message": refusal.message,
                      "status": STATUS_NAMES.get(refusal.status, "UNKNOWN"),
                      "details": details}}


def check_message(message: object) -> None:
    """The v1 message's shape, as FCM validates it (the parts the sender uses)."""
    if not isinstance(message, dict):
        raise Refusal(400, "message is required", field="message")
    token = message.get("token")
    if not isinstance(token, str) or not token:
        raise Refusal(400, "a target (token) is required", field="message.token")
    if len(token) < 20 or not all(c.isalnum() or c in "-_:" for c in token):
        raise Refusal(400, "The registration token is not a valid FCM registration token",
                      code="INVALID_ARGUMENT", field="message.token")
    notification = message.get("notification")
    if not isinstance(notification, dict) or not all(
            isinstance(notification.get(k), str) for k in ("title", "body")):
        raise Refusal(400, "notification.title and body are strings",
                      field="message.notification")
    data = message.get("data", {})
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise Refusal(400, "data values must be strings", field="message.data")
    android = message.get("android")
    if not isinstance(android, dict) or not isinstance(android.get("collapse_key"), str):
        raise Refusal(400, "android.collapse_key expected", field="message.android")
    ttl = android.get("ttl", "0s")
    if not (isinstance(ttl, str) and ttl.endswith("s") and ttl[:-1].replace(".", "").isdigit()):
        raise Refusal(400, "android.ttl is a duration like '3.5s'", field="message.android.ttl")
    count = android.get("notification", {}).get("notification_count", 0)
    if not isinstance(count, int) or count < 0:
        raise Refusal(400, "notification_count is a count", field="message.android.notification")
    headers = message.get("apns", {}).get("headers", {})
    if len(headers.get("apns-collapse-id", "").encode()) > 64:
        raise Refusal(400, "apns-collapse-id is 64 bytes at most", field="message.apns.headers")


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that gave up (a timeout test) hangs up mid-answer: not news


class FcmService:
    def __init__(self, public_key, client_email: str, project_id: str):
        self.public_key = public_key
        self.client_email = client_email
        self.project_id = project_id
        self.unregistered: set[str] = set()
        self.script: dict[str, tuple[int, dict[str, str], str]] = {}
        self.delay = 0.0
        self.token_status = 200  # another status: the token endpoint is down (503, ...)
        self.bearers: dict[str, float] = {}   # issued token -> expiry
        self.token_lifetime = 3600
        self.received: list[dict] = []
        self.refused: list[tuple[int, str]] = []
        self.token_requests: list[dict] = []
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as Google's front ends
            wbufsize = 1 << 16  # the answer leaves in one write (no delayed-ACK stall)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                try:
                    if self.path == "/token":
                        status, answer = 200, service.issue(body)
                        headers: dict[str, str] = {}
                    else:
                        status, answer = 200, service.send(self.path, self.headers, body)
                        headers = {}
                except Refusal as refusal:
                    with service.lock:
                        service.refused.append((refusal.status, refusal.message))
                    status, headers = refusal.status, refusal.headers
                    answer = (error_body(refusal) if self.path != "/token"
                              else {"error": refusal.code, "error_description": refusal.message})
                data = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json; charset=UTF-8")
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.server = Server(("127.0.0.1", 0), Handler)
        port = self.server.server_address[1]
        self.base_url = f"http://127.0.0.1:{port}"
        self.token_uri = f"{self.base_url}/token"
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,),
                                       daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    # -- the OAuth token endpoint --------------------------------------------------------------
    def issue(self, body: bytes) -> dict:
        if self.token_status != 200:
            raise Refusal(self.token_status, "backend error", code="internal_failure")
        form = {k: v[0] for k, v in parse_qs(body.decode()).items()}
        if form.get("grant_type") != "urn:ietf:params:oauth:grant-type:jwt-bearer":
            raise Refusal(400, "grant_type", code="unsupported_grant_type")
        try:
            claims = jwt.decode(form.get("assertion", ""), self.public_key,
                                algorithms=["RS256"], audience=[GOOGLE_AUDIENCE, self.token_uri],
                                issuer=self.client_email,
                                options={"require": ["iat", "exp", "iss", "aud"]})
        except jwt.InvalidTokenError as error:
            raise Refusal(400, f"Invalid JWT Signature: {error}", code="invalid_grant") from None
        if claims["exp"] - claims["iat"] > 3600 or claims["iat"] > time.time() + 60:
            raise Refusal(400, "Invalid JWT: iat/exp", code="invalid_grant")
        if SCOPE not in str(claims.get("scope", "")).split():
            raise Refusal(400, "scope lacks firebase.messaging", code="invalid_scope")
        bearer = "ya29." + secrets.token_urlsafe(24)
        with self.lock:
            self.token_requests.append(claims)
            self.bearers[bearer] = time.time() + self.token_lifetime
        return {"access_token": bearer, "expires_in": self.token_lifetime,
                "token_type": "Bearer"}

    def revoke_bearers(self):
        """Every issued bearer token stops working (FCM then answers 401)."""
        with self.lock:
            self.bearers.clear()

    # -- the v1 send endpoint ------------------------------------------------------------------
    def send(self, path: str, headers, body: bytes) -> dict:
        auth = headers.get("Authorization", "")
        with self.lock:
            expiry = self.bearers.get(auth.removeprefix("Bearer "), 0) if auth.startswith(
                "Bearer ") else 0
        if expiry < time.time():
            raise Refusal(401, "Request had invalid authentication credentials.",
                          code="UNAUTHENTICATED")
        if path != f"/v1/projects/{self.project_id}/messages:send":
            raise Refusal(403 if path.startswith("/v1/projects/") else 404,
                          "the project or the path is not this one's", code="SENDER_ID_MISMATCH")
        try:
            message = json.loads(body).get("message")
        except (ValueError, AttributeError):
            raise Refusal(400, "Invalid JSON payload received.") from None
        check_message(message)
        token = message["token"]
        if self.delay:
            time.sleep(self.delay)
        if token in self.unregistered:
            raise Refusal(404, "Requested entity was not found.", code="UNREGISTERED")
        if token in self.script:
            status, extra, code = self.script[token]
            raise Refusal(status, f"scripted {status}", code=code, headers=extra)
        with self.lock:
            self.received.append(message)
            number = len(self.received)
        return {"name": f"projects/{self.project_id}/messages/0:{number}"}
