"""Webhooks: registration and the SSRF guard, signatures, retries, dead letters, no
double sends."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket
import time

import pytest

from notifications import webhooks
from notifications.models import WebhookDelivery, WebhookEndpoint
from notifications.tasks import retry_webhooks
from tests.notifications.conftest import relay
from tests.support.http import send

pytestmark = pytest.mark.django_db


@pytest.fixture
def loopback(settings):
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    settings.NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = 0
    settings.NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS = 3
    return settings


def register(client, url):
    return client.post("/api/me/webhooks", {"url": url}, format="json")


def fake_dns(monkeypatch, address):
    def getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET6 if ":" in address else socket.AF_INET, socket.SOCK_STREAM, 6,
                 "", (address, port))]
    monkeypatch.setattr(webhooks.socket, "getaddrinfo", getaddrinfo)


@pytest.mark.parametrize("address", ["10.0.0.5", "172.16.1.1", "192.168.1.1", "127.0.0.1",
                                     "169.254.169.254", "100.64.0.1", "224.0.0.1", "0.0.0.0",
                                     "240.0.0.1", "::1", "fe80::1", "fc00::1",
                                     "::ffff:10.0.0.1"])
def test_private_addresses_are_refused_in_production(client_for, monkeypatch, address,
                                                     settings):
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = False  # production (DJANGO_DEBUG=0)
    fake_dns(monkeypatch, address)
    r = register(client_for(), "https://hooks.example.com/x")
    assert r.status_code == 400 and r.json()["code"] == "invalid_webhook_url"
    assert not WebhookEndpoint.objects.exists()


@pytest.mark.parametrize("url", ["ftp://example.com/", "http://example.com/hook",
                                 "https://user:pw@example.com/", "https:///nohost", "nonsense",
                                 "https://no-such-host.invalid/"])
def test_bad_urls_are_refused(client_for, monkeypatch, url, settings):
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = False
    if "example.com" in url:
        fake_dns(monkeypatch, "93.184.216.34")
    r = register(client_for(), url)
    assert r.status_code == 400 and r.json()["code"] == "invalid_webhook_url", url


def test_a_public_https_url_is_accepted_and_the_secret_shown_once(client_for, monkeypatch):
    fake_dns(monkeypatch, "93.184.216.34")
    c = client_for()
    r = register(c, "https://hooks.example.com/x")
    assert r.status_code == 201
    secret = r.json()["secret"]
    assert secret.startswith("whsec_") and len(secret) > 30
    listed = c.get("/api/me/webhooks").json()
    assert listed == [{"id": r.json()["id"], "url": "https://hooks.example.com/x",
                       "created_at": r.json()["created_at"]}]
    assert c.delete(f"/api/me/webhooks/{r.json()['id']}").status_code == 204
    assert c.delete(f"/api/me/webhooks/{r.json()['id']}").status_code == 404
    assert c.delete(f"/api/me/webhooks/{10**30}").status_code == 404


def test_http_is_allowed_only_to_loopback_in_debug(client_for, loopback, receiver):
    assert register(client_for(), receiver.url).status_code == 201
    loopback.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = False
    assert register(client_for(), receiver.url).status_code == 400


def test_the_delivery_connects_to_the_checked_address(monkeypatch, settings):
    """DNS rebinding: the request goes to the address that was checked, with the original Host
    header and TLS server name."""
    sent = {}

    class Client:
        def __init__(self, **kwargs):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def post(self, url, content, extensions, headers):
            sent.update(url=url, extensions=extensions, headers=headers)
            return type("R", (), {"status_code": 204})()

    fake_dns(monkeypatch, "93.184.216.34")
    monkeypatch.setattr(webhooks.httpx, "Client", Client)
    assert webhooks.send("https://hooks.example.com/a?b=1", "s", b"{}", {}) == 204
    assert sent["url"] == "https://93.184.216.34:443/a?b=1"
    assert sent["headers"]["Host"] == "hooks.example.com"
    assert sent["extensions"] == {"sni_hostname": "hooks.example.com"}


def test_signature_recipe():
    body = b'{"id":1}'
    header = webhooks.sign("whsec_x", body, timestamp=1_700_000_000)
    t, v1 = (p.split("=", 1)[1] for p in header.split(","))
    expected = hmac.new(b"whsec_x", b"1700000000." + body, hashlib.sha256).hexdigest()
    assert t == "1700000000" and v1 == expected
    assert webhooks.verify_signature("whsec_x", body, header, now=1_700_000_010)
    assert not webhooks.verify_signature("whsec_x", body + b" ", header, now=1_700_000_010)
    assert not webhooks.verify_signature("whsec_y", body, header, now=1_700_000_010)
    assert not webhooks.verify_signature("whsec_x", body, header, now=1_700_001_000)  # stale
    assert not webhooks.verify_signature("whsec_x", body, "garbage")


def _hooked(toy_game, receiver, client=None):
    a, b, gid = toy_game()
    r = register(b, receiver.url)
    assert r.status_code == 201
    receiver.secret = r.json()["secret"]
    assert b.put("/api/me/notification-settings", {"webhook": True},
                 format="json").status_code == 200
    return a, b, gid


def test_webhooks_deliver_signed_notifications(toy_game, loopback, receiver):
    a, b, gid = _hooked(toy_game, receiver)
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    retry_webhooks()  # eager mode: the sweep sends (on_commit does not fire in this test)
    [got] = receiver.received
    assert got["valid"] is True and got["status"] == 200
    body = json.loads(got["body"])
    assert body["kind"] == "your_turn" and body["game"] == gid and body["data"]["seat"] == "1"
    assert WebhookDelivery.objects.get().status == "delivered"
    retry_webhooks()
    assert len(receiver.received) == 1  # delivered: never again


def test_failures_back_off_then_go_dead(toy_game, loopback, receiver):
    receiver.status = 500
    a, b, gid = _hooked(toy_game, receiver)
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    for _ in range(5):
        retry_webhooks()
    d = WebhookDelivery.objects.get()
    assert (d.status, d.attempts, d.last_status) == ("dead", 3, 500)
    assert len(receiver.received) == 3


def test_backoff_is_exponential(settings):
    settings.NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = 10
    settings.NOTIFICATIONS_WEBHOOK_BACKOFF_MAX_SECONDS = 100
    delays = [webhooks.backoff_seconds(n) for n in range(1, 7)]
    for n, d in zip(range(1, 7), delays, strict=True):
        assert 0.8 * min(10 * 2 ** (n - 1), 100) <= d <= 1.2 * min(10 * 2 ** (n - 1), 100)


def test_a_claimed_delivery_is_not_sent_twice(toy_game, loopback, receiver):
    a, b, gid = _hooked(toy_game, receiver)
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    d = WebhookDelivery.objects.get()
    # another worker holds it (it is sending right now): this attempt does nothing
    from datetime import timedelta

    from django.utils import timezone
    WebhookDelivery.objects.filter(id=d.id).update(
        claimed_until=timezone.now() + timedelta(seconds=30))
    assert webhooks.attempt(d.id) is None and receiver.received == []
    WebhookDelivery.objects.filter(id=d.id).update(claimed_until=None)
    webhooks.attempt(d.id)
    webhooks.attempt(d.id)
    assert len(receiver.received) == 1


def test_the_celery_task_retries_with_backoff(toy_game, loopback, receiver, monkeypatch):
    """Off eager mode, a failed attempt asks Celery for a retry after the backoff."""
    from celery.exceptions import Retry

    from notifications.tasks import deliver_webhook
    receiver.status = 503
    loopback.NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = 7
    a, b, gid = _hooked(toy_game, receiver)
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    d = WebhookDelivery.objects.get()
    asked = {}

    def fake_retry(*args, **kwargs):
        asked.update(kwargs)
        return Retry("retry", when=kwargs.get("countdown"))

    monkeypatch.setattr(deliver_webhook, "retry", fake_retry)
    loopback.CELERY_TASK_ALWAYS_EAGER = False  # as in a worker with a broker
    with pytest.raises(Retry):
        deliver_webhook.apply(args=[d.id], throw=True)  # apply() runs as a real (non-eager) call
    assert 7 * 0.8 <= asked["countdown"] <= 7 * 1.2
    d.refresh_from_db()
    assert d.attempts == 1 and d.status == "pending" and d.last_status == 503
    assert time.time() < d.next_attempt_at.timestamp()


def test_webhook_setting_needs_an_endpoint(client_for):
    r = client_for().put("/api/me/notification-settings", {"webhook": True}, format="json")
    assert r.status_code == 409 and r.json()["code"] == "no_webhook_endpoint"
