"""The Web Push sender against the loopback push service: VAPID, aes128gcm, headers, answers."""

from __future__ import annotations

import time

import pytest
from cryptography.hazmat.primitives import serialization
from django.core.management import call_command

from notifications.push import webpush
from notifications.push.base import Outcome, PushMessage
from notifications.push.webpush import WebPushSender
from tests.notifications.push.webpush_service import PushService, unb64url


def message(**overrides) -> PushMessage:
    fields = {"title": "Your turn in toy_guess", "body": "Against ada", "url": "/games/x/",
              "collapse_key": "6f1c0d2e-8a8b-4c3e-9a51-0d7b1c2e3f4a:your_turn", "badge": 3,
              "kind": "your_turn", "data": {"game": "6f1c0d2e"}}
    return PushMessage(**{**fields, **overrides})


def test_a_push_is_signed_encrypted_and_decrypts(push_service, vapid):
    sub = push_service.subscription()
    result = WebPushSender().send(sub, message())
    assert result.outcome is Outcome.SENT and result.status == 201, push_service.refused
    [got] = push_service.received
    assert got["message"] == {"title": "Your turn in toy_guess", "body": "Against ada",
                              "url": "/games/x/", "badge": 3, "kind": "your_turn",
                              "tag": "6f1c0d2e-8a8b-4c3e-9a51-0d7b1c2e3f4a:your_turn",
                              "data": {"game": "6f1c0d2e"}}
    assert got["claims"]["aud"] == push_service.url
    assert got["claims"]["sub"] == "mailto:ops@example.com"
    assert time.time() < got["claims"]["exp"] <= time.time() + 24 * 3600
    headers = got["headers"]
    assert headers["ttl"] == str(24 * 3600) and headers["urgency"] == "high"
    # the collapse key is 46 characters: the Topic is its 32-character hash, the same each time
    assert len(headers["topic"]) == 32
    assert headers["topic"] == webpush.topic(message().collapse_key)
    WebPushSender().send(sub, message(kind="game_started", collapse_key="short-key",
                                      ttl_seconds=60))
    assert push_service.received[1]["headers"]["topic"] == "short-key"
    assert push_service.received[1]["headers"]["urgency"] == "normal"
    assert push_service.received[1]["headers"]["ttl"] == "60"


def test_the_service_refuses_a_push_signed_with_another_key(vapid):
    other_public = webpush.make_keys()[1]
    service = PushService(other_public)  # it expects another application server's key
    try:
        result = WebPushSender().send(service.subscription(), message())
    finally:
        service.close()
    assert result.outcome is Outcome.REJECTED and result.status == 403
    assert service.received == [] and "not the application server's" in service.refused[0]


def test_the_service_checks_the_signature_itself(push_service, vapid, monkeypatch):
    """A JWT whose signature was made by another key (the header's k unchanged) is refused:
    the loopback service verifies ES256, it does not just read the claims."""
    from py_vapid import Vapid02
    forged = Vapid02()
    forged.generate_keys()
    real_sign = Vapid02.sign

    def sign_with_forged(self, claims, crypto_key=None):
        headers = real_sign(forged, claims)
        k = self.public_key_b64 if hasattr(self, "public_key_b64") else None
        return {"Authorization": headers["Authorization"].split(",")[0]
                + f", k={k or vapid.WEBPUSH_VAPID_PUBLIC_KEY}"}
    monkeypatch.setattr(Vapid02, "sign", sign_with_forged)
    result = WebPushSender().send(push_service.subscription(), message())
    assert result.outcome is Outcome.REJECTED and result.status == 401
    assert "signature does not verify" in push_service.refused[0]


@pytest.mark.parametrize("status,outcome", [(404, Outcome.GONE), (410, Outcome.GONE),
                                            (429, Outcome.RETRY), (503, Outcome.RETRY),
                                            (413, Outcome.REJECTED), (400, Outcome.REJECTED)])
def test_answers_become_outcomes(push_service, vapid, status, outcome):
    sub = push_service.subscription()
    push_service.answer[sub["endpoint"][len(push_service.url):]] = status
    assert WebPushSender().send(sub, message()).outcome is outcome


def test_an_unreachable_service_is_retried(vapid):
    service = PushService(vapid.WEBPUSH_VAPID_PUBLIC_KEY)
    sub = service.subscription()
    service.close()  # nothing listens there any more
    result = WebPushSender().send(sub, message())
    assert result.outcome is Outcome.RETRY and result.status is None


def test_an_endpoint_that_now_resolves_to_a_private_address_is_not_sent_to(push_service,
                                                                            vapid):
    vapid.WEBPUSH_ALLOW_LOOPBACK = False
    result = WebPushSender().send(push_service.subscription(), message())
    assert result.outcome is Outcome.REJECTED and push_service.received == []


def test_make_vapid_keys_prints_a_working_pair(capsys, settings):
    call_command("make_vapid_keys")
    out = dict(line.split("=", 1) for line in capsys.readouterr().out.split())
    private, public = out["WEBPUSH_VAPID_PRIVATE_KEY"], out["WEBPUSH_VAPID_PUBLIC_KEY"]
    assert len(unb64url(private)) == 32 and len(unb64url(public)) == 65
    settings.WEBPUSH_VAPID_PRIVATE_KEY, settings.WEBPUSH_ALLOW_LOOPBACK = private, True
    service = PushService(public)
    try:
        assert WebPushSender().send(service.subscription(), message()).outcome is Outcome.SENT
    finally:
        service.close()


def test_no_private_key_is_a_configuration_error(settings):
    from django.core.exceptions import ImproperlyConfigured
    settings.WEBPUSH_VAPID_PRIVATE_KEY = ""
    with pytest.raises(ImproperlyConfigured, match="make_vapid_keys"):
        WebPushSender()


def test_the_push_goes_to_the_address_that_was_checked(push_service, vapid, monkeypatch):
    """A name that answers a public (here: the allowed loopback) address for the check and a
    private one just after (DNS rebinding) is still sent to the checked address only."""
    import socket

    from notifications import webhooks
    answers = iter(["127.0.0.1"])  # the check's lookup; any later lookup answers 10.0.0.1

    def getaddrinfo(host, port, *args, **kwargs):
        if host != "push.example.test":
            return real(host, port, *args, **kwargs)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (next(answers, "10.0.0.1"), port))]
    real = socket.getaddrinfo
    monkeypatch.setattr(webhooks.socket, "getaddrinfo", getaddrinfo)
    sub = push_service.subscription()
    sub["endpoint"] = sub["endpoint"].replace("127.0.0.1", "push.example.test")
    push_service.url = push_service.url.replace("127.0.0.1", "push.example.test")  # the aud
    result = WebPushSender().send(sub, message())
    assert result.outcome is Outcome.SENT, (result, push_service.refused)
    [got] = push_service.received
    assert got["headers"]["host"] == push_service.url.removeprefix("http://")


def test_a_pinned_https_connection_still_checks_the_host_name(tmp_path):
    """Production endpoints are https: the pinned connection goes to the address given, and
    TLS verifies the certificate against the URL's host name (SNI too), not the address."""
    import datetime
    import ssl
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    import requests
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "push.example.test")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(hours=1))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName("push.example.test")]),
                           critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    (tmp_path / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (tmp_path / "key.pem").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    seen = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            seen["host"] = self.headers["Host"]
            self.send_response(201)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(tmp_path / "cert.pem", tmp_path / "key.pem")
    def sni(sock, server_name, ctx):
        seen["sni"] = server_name  # (None: carry on with the one certificate)
    context.sni_callback = sni
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        session = requests.Session()
        session.trust_env = False  # as the sender's (else REQUESTS_CA_BUNDLE would win)
        session.verify = str(tmp_path / "cert.pem")
        pins = {("push.example.test", port): "127.0.0.1", ("other.example.test", port): "127.0.0.1"}
        session.mount("https://", webpush.PinnedAdapter(pins))
        r = session.get(f"https://push.example.test:{port}/push/x", timeout=5)
        assert r.status_code == 201
        assert seen == {"host": f"push.example.test:{port}", "sni": "push.example.test"}
        with pytest.raises(requests.exceptions.SSLError):  # the certificate is not for it
            session.get(f"https://other.example.test:{port}/push/x", timeout=5)
    finally:
        server.shutdown()
        server.server_close()
