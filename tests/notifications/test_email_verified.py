"""Email notifications go only to a verified address: the settings say where mail goes (or
that none does), notifications for an unverified address are not marked for email, and the
sender checks the address again when it sends."""

from __future__ import annotations

import pytest
from django.core import mail

from notifications import emails
from notifications.models import Notification
from tests.notifications.conftest import relay
from tests.support.accounts import verified_email
from tests.support.http import send

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def locmem(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def test_settings_say_where_email_goes(client_for):
    client = client_for()
    r = client.put("/api/me/notification-settings", {"email": "immediate"}, format="json")
    assert r.status_code == 200
    assert (r.json()["email"], r.json()["email_address"], r.json()["email_verified"]) == \
        ("immediate", None, False)
    client.user.email = "typed@example.com"  # typed, not verified: still nowhere
    client.user.save()
    assert client.get("/api/me/notification-settings").json()["email_address"] is None
    verified_email(client.user, "kim@example.com")
    got = client.get("/api/me/notification-settings").json()
    assert (got["email_address"], got["email_verified"]) == ("kim@example.com", True)


def test_no_email_for_an_unverified_address(toy_game):
    a, b, gid = toy_game()
    b.user.email = "unverified@example.com"
    b.user.save()
    b.put("/api/me/notification-settings", {"email": "immediate"}, format="json")
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    assert Notification.objects.filter(user=b.user).exists()
    assert not Notification.objects.filter(user=b.user, email=True).exists()
    assert mail.outbox == []


def test_the_sender_checks_the_address_when_it_sends(toy_game):
    a, b, gid = toy_game()
    verified_email(b.user)
    b.put("/api/me/notification-settings", {"email": "immediate"}, format="json")
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    [note] = Notification.objects.filter(user=b.user, email=True)
    b.user.email = "changed@example.com"  # changed since, not verified
    b.user.save()
    assert emails.send_one(note.id) is False and mail.outbox == []
    verified_email(b.user, "changed@example.com")
    assert emails.send_one(note.id) is True
    assert mail.outbox[0].to == ["changed@example.com"]


def test_no_digest_for_an_unverified_address(toy_game):
    a, b, gid = toy_game()
    verified_email(b.user)
    b.put("/api/me/notification-settings", {"email": "daily"}, format="json")
    send(a, gid, {"type": "guess", "number": 1})
    relay()
    assert Notification.objects.filter(user=b.user, email=True).exists()
    b.user.email_state.verified = ""
    b.user.email_state.save()
    assert emails.send_digests() == 0 and mail.outbox == []
