"""notifications.api, the inbox endpoints: after/limit cursor, long-poll, unread count, mark
read, settings."""

from __future__ import annotations

import threading
import time

import pytest
from django.core import mail

from notifications import emails
from notifications.models import Notification, NotificationSettings
from tests.notifications.conftest import relay
from tests.support.accounts import verified_email
from tests.support.http import send

pytestmark = pytest.mark.django_db


def test_inbox_cursor_unread_and_read(toy_game):
    a, b, gid = toy_game()
    relay()
    r = a.get("/api/me/notifications")
    assert r.status_code == 200
    body = r.json()
    assert [n["kind"] for n in body["notifications"]] == ["game_started", "your_turn"]
    assert body["unread"] == 2 and body["has_more"] is False
    first = body["notifications"][0]["id"]
    assert body["last_id"] == body["notifications"][1]["id"]
    page = a.get("/api/me/notifications?limit=1").json()
    assert [n["id"] for n in page["notifications"]] == [first] and page["has_more"]
    after = a.get(f"/api/me/notifications?after={first}").json()
    assert [n["kind"] for n in after["notifications"]] == ["your_turn"]
    assert a.get(f"/api/me/notifications?after={body['last_id']}").json()["notifications"] == []
    assert a.get("/api/me/notifications/unread-count").json() == {"unread": 2}
    r = a.post("/api/me/notifications/read", {"ids": [first]}, format="json")
    assert r.json() == {"marked": 1, "unread": 1}
    r = a.post("/api/me/notifications/read", {"through": body["last_id"]}, format="json")
    assert r.json() == {"marked": 1, "unread": 0}
    assert all(n["read"] for n in a.get("/api/me/notifications").json()["notifications"])
    # nobody else's notifications are visible or markable
    assert b.get("/api/me/notifications").json()["notifications"] == []
    Notification.objects.update(read_at=None)
    assert b.post("/api/me/notifications/read", {"ids": [first]},
                  format="json").json()["marked"] == 0


@pytest.mark.parametrize("query", ["after=-1", "after=x", "limit=0", "limit=201", "wait=26"])
def test_bad_parameters(client_for, query):
    r = client_for().get(f"/api/me/notifications?{query}")
    assert r.status_code == 400 and r.json()["code"] == "invalid_parameter"


@pytest.mark.parametrize("body", [{}, {"ids": "1"}, {"ids": [0]}, {"through": -1}, [1]])
def test_bad_read_bodies(client_for, body):
    r = client_for().post("/api/me/notifications/read", body, format="json")
    assert r.status_code == 400 and r.json()["code"] in ("invalid", "invalid_read")


@pytest.mark.parametrize("body", [{"email": "weekly"}, {"muted": ["nope"]}, {"inbox": "maybe"},
                                  "x"])
def test_bad_settings(client_for, body):
    c = client_for()
    r = c.put("/api/me/notification-settings", body, format="json")
    assert r.status_code == 400, r.json()
    assert not NotificationSettings.objects.exists()


def test_settings_defaults_and_changes(client_for):
    c = client_for()
    got = c.get("/api/me/notification-settings").json()
    assert got["inbox"] is True and got["webhook"] is False and got["email"] == "off"
    assert "your_turn" in got["kinds"] and got["muted"] == []
    got = c.put("/api/me/notification-settings", {"email": "daily"}, format="json").json()
    assert got["email"] == "daily" and got["inbox"] is True


@pytest.mark.django_db(transaction=True)
def test_long_poll_wakes_on_a_new_notification(toy_game, stop_listener):
    """A waiting client is answered as soon as the relay (woken on commit) writes one."""
    a, b, gid = toy_game()  # transactional: the relay ran on each commit already
    last = a.get("/api/me/notifications").json()["last_id"]
    assert last > 0
    out = {}

    def wait():
        t0 = time.monotonic()
        out["r"] = b.get("/api/me/notifications?wait=10&after=0")
        out["took"] = time.monotonic() - t0

    t = threading.Thread(target=wait)
    t.start()
    time.sleep(0.5)
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    t.join(15)
    assert out["r"].status_code == 200
    assert [n["kind"] for n in out["r"].json()["notifications"]] == ["your_turn"]
    assert out["took"] < 8


def test_immediate_email_and_daily_digest(toy_game, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    a, b, gid = toy_game()
    for c in (a, b):
        verified_email(c.user)
    a.put("/api/me/notification-settings", {"email": "daily"}, format="json")
    b.put("/api/me/notification-settings", {"email": "immediate"}, format="json")
    send(a, gid, {"type": "guess", "number": 1})
    send(b, gid, {"type": "guess", "number": 1})
    relay()
    [for_b] = Notification.objects.filter(user=b.user, email=True)
    assert emails.send_one(for_b.id) and not emails.send_one(for_b.id)  # once
    assert len(mail.outbox) == 1 and mail.outbox[0].to == [b.user.email]
    assert "Your turn" in mail.outbox[0].subject
    assert emails.send_digests() == 1
    assert emails.send_digests() == 0  # a day must pass, and there is nothing new
    digest = mail.outbox[-1]
    assert digest.to == [a.user.email] and "3 notification" in digest.subject
    assert "Your turn in toy_guess" in digest.body
