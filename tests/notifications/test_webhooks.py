"""Webhooks: registration and the SSRF guard, signatures, retries, dead letters, no
double sends."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket
import time
import tracemalloc

import httpx
import pytest
from django.utils import timezone

from notifications import webhooks
from notifications.models import Notification, WebhookDelivery, WebhookEndpoint
from notifications.tasks import retry_webhooks
from tests.notifications.conftest import relay
from tests.notifications.receiver import RawReceiver, drip, endless_headers, stream
from tests.support.concurrency import in_threads
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


# IPv6 addresses that carry an IPv4 address (a 6to4 relay, a Teredo server or client, a NAT64
# translator or the host itself would reach it), and special-purpose ranges Python's own
# tables do not flag in every version.
CARRIES_A_PRIVATE_IPV4 = [
    "2002:7f00:1::1",                         # 6to4 of 127.0.0.1
    "2002:a00:1::1",                          # 6to4 of 10.0.0.1
    "2002:a9fe:a9fe::1",                      # 6to4 of 169.254.169.254
    "2002:c0a8:101::",                        # 6to4 of 192.168.1.1
    "2002:6440:1::1",                         # 6to4 of 100.64.0.1 (shared)
    "2001:0:4136:e378:8000:63bf:f5ff:fffe",   # Teredo, client 10.0.0.1
    "2001:0:a00:1:8000:63bf:a247:2dcb",       # Teredo, server 10.0.0.1
    "64:ff9b::a9fe:a9fe",                     # NAT64 of 169.254.169.254
    "64:ff9b::7f00:1",                        # NAT64 of 127.0.0.1
    "64:ff9b:1::a00:1",                       # local-use NAT64
    "::a00:1",                                # IPv4-compatible 10.0.0.1
    "::7f00:1",                               # IPv4-compatible 127.0.0.1
    "::ffff:169.254.169.254",                 # IPv4-mapped
]
SPECIAL_PURPOSE_IPV6 = ["3fff::1", "3fff:fff:ffff::1",  # documentation (RFC 9637)
                        "5f00::1"]                      # SRv6 segment ids (RFC 9602)


@pytest.mark.parametrize("allow_loopback", [False, True])
@pytest.mark.parametrize("address", CARRIES_A_PRIVATE_IPV4 + SPECIAL_PURPOSE_IPV6)
def test_ipv6_carrying_a_non_public_ipv4_is_refused(client_for, monkeypatch, address, settings,
                                                    allow_loopback):
    """Refused in production and on a development server alike: an IPv4 loopback address inside
    6to4 or NAT64 is somebody else's loopback, not this machine's."""
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = allow_loopback
    fake_dns(monkeypatch, address)
    r = register(client_for(), "https://hooks.example.com/x")
    assert r.status_code == 400 and r.json()["code"] == "invalid_webhook_url", address
    assert not WebhookEndpoint.objects.exists()


@pytest.mark.parametrize("address", ["2002:5db8:d822::1",  # 6to4 of 93.184.216.34
                                     "2606:2800:220:1:248:1893:25c8:1946", "93.184.216.34"])
def test_public_addresses_are_accepted(client_for, monkeypatch, address, settings):
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = False
    fake_dns(monkeypatch, address)
    assert register(client_for(), "https://hooks.example.com/x").status_code == 201


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
    import contextlib
    sent = {}

    class AsyncClient:
        def __init__(self, **kwargs):
            pass

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc):
            return False

        @contextlib.asynccontextmanager
        async def stream(self, method, url, content, extensions, headers):
            sent.update(method=method, url=url, extensions=extensions, headers=headers)
            yield type("R", (), {"status_code": 204})()

    fake_dns(monkeypatch, "93.184.216.34")
    monkeypatch.setattr(webhooks.httpx, "AsyncClient", AsyncClient)
    assert webhooks.send("https://hooks.example.com/a?b=1", "s", b"{}", {}) == 204
    assert sent["method"] == "POST" and sent["url"] == "https://93.184.216.34:443/a?b=1"
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
    assert WebhookDelivery.objects.get().status == "sent"
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
    delays = [webhooks.OUTBOX.backoff(n) for n in range(1, 7)]
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
    assert webhooks.OUTBOX.attempt(d.id) is None and receiver.received == []
    WebhookDelivery.objects.filter(id=d.id).update(claimed_until=None)
    webhooks.OUTBOX.attempt(d.id)
    webhooks.OUTBOX.attempt(d.id)
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
    assert time.time() < d.due_at.timestamp()


def test_webhook_setting_needs_an_endpoint(client_for):
    r = client_for().put("/api/me/notification-settings", {"webhook": True}, format="json")
    assert r.status_code == 409 and r.json()["code"] == "no_webhook_endpoint"


def test_the_celery_retries_follow_the_documented_schedule_to_the_last_attempt(
        toy_game, loopback, receiver):
    """Celery's real retry (no stand-in): every failed attempt but the last asks for a retry
    after the documented backoff (10 s doubling), all 8 of them; Celery's own cap of 3
    retries never cuts the chain short (the row decides the dead letter)."""
    from celery.exceptions import Retry

    from notifications.tasks import deliver_webhook
    receiver.status = 503
    loopback.NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = 10
    loopback.NOTIFICATIONS_WEBHOOK_BACKOFF_MAX_SECONDS = 3600
    loopback.NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS = 8
    a, b, gid = _hooked(toy_game, receiver)
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    d = WebhookDelivery.objects.get()
    loopback.CELERY_TASK_ALWAYS_EAGER = False  # as in a worker with a broker
    countdowns = []
    for retries in range(8):  # the task's request.retries as Celery counts them
        WebhookDelivery.objects.filter(id=d.id).update(due_at=timezone.now())
        try:
            deliver_webhook.apply(args=[d.id], retries=retries, throw=True)
        except Retry as exc:
            countdowns.append(exc.when)
        else:
            break
    d.refresh_from_db()
    assert (d.status, d.attempts, len(receiver.received)) == ("dead", 8, 8)
    assert len(countdowns) == 7
    for n, countdown in enumerate(countdowns, 1):
        assert 0.8 * 10 * 2 ** (n - 1) <= countdown <= 1.2 * 10 * 2 ** (n - 1), (n, countdown)


# -- hostile receivers: a real loopback server that drips, streams, or never ends its headers --
@pytest.fixture
def raw_receivers():
    made = []

    def make(answer):
        made.append(RawReceiver(answer))
        return made[-1]
    yield make
    for r in made:
        r.close()


def test_a_dripping_answer_is_cut_at_the_overall_deadline(loopback, raw_receivers):
    """One byte every 50 ms never trips a per-read timeout; the deadline covers the whole
    request (connect, send, the answer's headers)."""
    loopback.NOTIFICATIONS_WEBHOOK_TIMEOUT = 0.5
    r = raw_receivers(drip(6))
    start = time.monotonic()
    outcome = None
    try:
        outcome = webhooks.send(r.url, "whsec_x", b"{}", {})
    except httpx.TimeoutException as exc:
        outcome = exc
    elapsed = time.monotonic() - start
    assert isinstance(outcome, httpx.TimeoutException), (outcome, f"{elapsed:.2f} s")
    assert elapsed < 1.0, f"{elapsed:.2f} s"


@pytest.mark.parametrize("answer", [stream(64 * 2 ** 20), endless_headers(8 * 2 ** 20)],
                         ids=["64 MiB body", "8 MiB of headers"])
def test_a_huge_answer_is_not_read(loopback, raw_receivers, answer):
    """Only the status line and headers are read (headers up to h11's limit); the body never:
    what one delivery allocates stays far below a MiB, whatever the receiver sends."""
    r = raw_receivers(answer)
    tracemalloc.start()
    try:
        try:
            outcome = webhooks.send(r.url, "whsec_x", b"{}", {})
        except httpx.HTTPError as exc:
            outcome = exc
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert outcome == 200 or isinstance(outcome, httpx.RemoteProtocolError), outcome
    assert peak < 2 ** 20, f"{peak / 2 ** 20:.1f} MiB allocated (receiver sent {r.sent} bytes)"


def _delivery(user, url) -> WebhookDelivery:
    note = Notification.objects.create(user=user, kind="your_turn", key=f"test:{url}")
    endpoint = WebhookEndpoint.objects.create(user=user, url=url, secret="whsec_test")
    return WebhookDelivery.objects.create(endpoint=endpoint, notification=note)


@pytest.mark.django_db(transaction=True)
def test_the_same_delivery_never_runs_twice_at_once(loopback, make_user, raw_receivers):
    """Two workers try the same delivery over and over (a Celery retry and the sweep, say)
    while the receiver drips for longer than any claim lasts: the receiver never has two
    connections of it open at once, and the attempts follow one another."""
    loopback.NOTIFICATIONS_WEBHOOK_TIMEOUT = 0.3
    loopback.NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS = 50
    # the next attempt is due 0.16 s or more after one ends: the receiver has seen it hang up
    loopback.NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = 0.2
    r = raw_receivers(drip(8))
    d = _delivery(make_user(), r.url)
    stop_at = time.monotonic() + 7.5

    def worker(_):
        while time.monotonic() < stop_at and r.connections < 4:
            webhooks.OUTBOX.attempt(d.id)
            time.sleep(0.02)

    in_threads(worker, range(2))
    d.refresh_from_db()
    assert r.max_open == 1, f"{r.max_open} connections of one delivery open at once"
    assert r.connections >= 2 and d.attempts == r.connections
    assert d.status == "pending" and "TimeoutException" in d.last_error
