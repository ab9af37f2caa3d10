"""A loopback APNs for tests and the benchmark: an HTTP/2 server over TLS (h2, in threads) that
checks what Apple's checks.

``ApnsService(public_key, key_id, team_id, topic, directory)`` makes a self-signed certificate
for 127.0.0.1 in ``directory`` (``ca_file``: what the client must trust, ``APNS_CA_FILE``) and
listens on ``base_url``. Each request must be ``POST /3/device/<64 hex>`` with a provider token
(ES256 with ``public_key``, ``kid`` header ``key_id``, ``iss`` ``team_id``, ``iat`` at most an
hour old: else 403 ``ExpiredProviderToken``), ``apns-topic`` ``topic``, ``apns-push-type``, an
``apns-collapse-id`` of at most 64 bytes, integer ``apns-expiration`` and ``apns-priority``, and
a JSON payload (at most 4 KB) with an ``aps`` alert. ``unregistered``: tokens answered 410;
``script``: token -> (status, headers, reason); ``expire_before``: tokens issued before this
moment are answered ``ExpiredProviderToken``; ``delay``: seconds each answer waits.
``received``: (headers, payload) taken; ``refused``: (status, reason); ``connections``: how
many TLS connections were made; ``bearers``: the provider tokens seen, in order.
"""

from __future__ import annotations

import datetime
import ipaddress
import json
import re
import socket
import ssl
import threading
import time
import uuid
from pathlib import Path

import h2.config
import h2.connection
import h2.events
import jwt
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

PATH = re.compile(r"/3/device/([0-9a-f]{64})")


def make_certificate(directory: Path) -> tuple[Path, Path]:
    """A self-signed certificate (and its key) for 127.0.0.1 and localhost."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "loopback APNs")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([
                x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = directory / "apns-cert.pem", directory / "apns-key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


class Refusal(Exception):
    def __init__(self, status: int, reason: str, headers: dict[str, str] | None = None):
        super().__init__(reason)
        self.status, self.reason, self.headers = status, reason, headers or {}


class ApnsService:
    def __init__(self, public_key, key_id: str, team_id: str, topic: str, directory: Path):
        self.public_key, self.key_id, self.team_id, self.topic = (public_key, key_id, team_id,
                                                                  topic)
        self.unregistered: set[str] = set()
        self.script: dict[str, tuple[int, dict[str, str], str]] = {}
        self.expire_before = 0.0
        self.delay = 0.0
        self.received: list[tuple[dict[str, str], dict]] = []
        self.refused: list[tuple[int, str]] = []
        self.bearers: list[str] = []
        self.connections = 0
        self.lock = threading.Lock()
        cert, key = make_certificate(directory)
        self.ca_file = str(cert)
        self.context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        self.context.load_cert_chain(cert, key)
        self.context.set_alpn_protocols(["h2"])
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.base_url = f"https://127.0.0.1:{self.listener.getsockname()[1]}"
        self.closed = False
        threading.Thread(target=self.accept, daemon=True).start()

    def close(self):
        self.closed = True
        self.listener.close()

    def accept(self):
        while not self.closed:
            try:
                raw, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.serve, args=(raw,), daemon=True).start()

    def serve(self, raw: socket.socket):
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            sock = self.context.wrap_socket(raw, server_side=True)
        except (ssl.SSLError, OSError):
            raw.close()
            return
        if sock.selected_alpn_protocol() != "h2":  # APNs speaks HTTP/2 only
            sock.close()
            return
        with self.lock:
            self.connections += 1
        conn = h2.connection.H2Connection(h2.config.H2Configuration(
            client_side=False, header_encoding="utf-8"))
        conn.initiate_connection()
        sock.sendall(conn.data_to_send())
        streams: dict[int, tuple[dict[str, str], bytearray]] = {}
        try:
            while not self.closed:
                data = sock.recv(65535)
                if not data:
                    return
                for event in conn.receive_data(data):
                    if not self.handle(conn, event, streams):
                        return
                sock.sendall(conn.data_to_send())
        except (OSError, ssl.SSLError):
            pass
        finally:
            sock.close()

    def handle(self, conn, event, streams) -> bool:
        """One HTTP/2 event of a connection; False when the client ends the connection."""
        if isinstance(event, h2.events.RequestReceived):
            streams[event.stream_id] = (dict(event.headers), bytearray())
        elif isinstance(event, h2.events.DataReceived):
            streams[event.stream_id][1].extend(event.data)
            conn.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
        elif isinstance(event, h2.events.StreamEnded):
            headers, body = streams.pop(event.stream_id)
            self.answer(conn, event.stream_id, headers, bytes(body))
        return not isinstance(event, h2.events.ConnectionTerminated)

    def answer(self, conn, stream_id: int, headers: dict[str, str], body: bytes):
        apns_id = str(uuid.uuid4()).upper()
        try:
            payload = self.check(headers, body)
            if self.delay:
                time.sleep(self.delay)
        except Refusal as refusal:
            with self.lock:
                self.refused.append((refusal.status, refusal.reason))
            data = json.dumps({"reason": refusal.reason}
                              | ({"timestamp": int(time.time() * 1000)}
                                 if refusal.status == 410 else {})).encode()
            conn.send_headers(stream_id, [(":status", str(refusal.status)), ("apns-id", apns_id),
                                          ("content-type", "application/json"),
                                          ("content-length", str(len(data))),
                                          *refusal.headers.items()])
            conn.send_data(stream_id, data, end_stream=True)
            return
        with self.lock:
            self.received.append((headers, payload))
        conn.send_headers(stream_id, [(":status", "200"), ("apns-id", apns_id)],
                          end_stream=True)

    def check(self, headers: dict[str, str], body: bytes) -> dict:
        """The request as APNs checks it, in its order; its payload, or a ``Refusal``."""
        path = headers.get(":path", "")
        if headers.get(":method") != "POST":
            raise Refusal(405, "MethodNotAllowed")
        if not path.startswith("/3/device/"):
            raise Refusal(404, "BadPath")
        match = PATH.fullmatch(path)
        if not match:
            raise Refusal(400, "BadDeviceToken")
        self.check_provider_token(headers.get("authorization", ""))
        self.check_headers(headers)
        payload = self.check_payload(body)
        device = match.group(1)
        if device in self.unregistered:
            raise Refusal(410, "Unregistered")
        if device in self.script:
            status, extra, reason = self.script[device]
            raise Refusal(status, reason, extra)
        return payload

    def check_provider_token(self, authorization: str) -> None:
        if not authorization.startswith("bearer "):
            raise Refusal(403, "MissingProviderToken")
        token = authorization.removeprefix("bearer ")
        with self.lock:
            self.bearers.append(token)
        try:
            if jwt.get_unverified_header(token).get("kid") != self.key_id:
                raise Refusal(403, "InvalidProviderToken")
            claims = jwt.decode(token, self.public_key, algorithms=["ES256"], issuer=self.team_id,
                                options={"require": ["iss", "iat"]})
        except jwt.InvalidTokenError:
            raise Refusal(403, "InvalidProviderToken") from None
        if claims["iat"] < time.time() - 3600 or claims["iat"] < self.expire_before:
            raise Refusal(403, "ExpiredProviderToken")

    def check_headers(self, headers: dict[str, str]) -> None:
        if headers.get("apns-topic") != self.topic:
            raise Refusal(400, "TopicDisallowed" if headers.get("apns-topic") else "MissingTopic")
        if headers.get("apns-push-type") not in {"alert", "background"}:
            raise Refusal(400, "InvalidPushType")
        if len(headers.get("apns-collapse-id", "").encode()) > 64:
            raise Refusal(400, "BadCollapseId")
        if not headers.get("apns-expiration", "0").isdigit():
            raise Refusal(400, "BadExpirationDate")
        if headers.get("apns-priority", "10") not in {"5", "10"}:
            raise Refusal(400, "BadPriority")

    @staticmethod
    def check_payload(body: bytes) -> dict:
        if len(body) > 4096:
            raise Refusal(413, "PayloadTooLarge")
        try:
            payload = json.loads(body)
        except ValueError:
            raise Refusal(400, "BadPayload") from None
        alert = payload.get("aps", {}).get("alert") if isinstance(payload, dict) else None
        if not isinstance(alert, dict) or not isinstance(alert.get("title"), str):
            raise Refusal(400, "PayloadEmpty")
        return payload
