"""Push tests: VAPID keys in settings, loopback subscriptions allowed, the loopback service."""

from __future__ import annotations

import pytest

from notifications.push import channel
from notifications.push.webpush import make_keys
from tests.notifications.push.webpush_service import PushService


@pytest.fixture
def vapid(settings):
    """A VAPID key pair in settings, loopback endpoints allowed, no turn delay, fast retries."""
    private, public = make_keys()
    settings.WEBPUSH_VAPID_PRIVATE_KEY = private
    settings.WEBPUSH_VAPID_PUBLIC_KEY = public
    settings.WEBPUSH_VAPID_SUBJECT = "mailto:ops@example.com"
    settings.WEBPUSH_ALLOW_LOOPBACK = True
    settings.PUSH_YOUR_TURN_DELAY_SECONDS = 0
    settings.PUSH_BACKOFF_SECONDS = 0
    channel.sender.cache_clear()  # senders read the keys when made
    yield settings
    channel.sender.cache_clear()


@pytest.fixture
def push_service(vapid):
    service = PushService(vapid.WEBPUSH_VAPID_PUBLIC_KEY)
    yield service
    service.close()


def register(client, subscription=None, *, platform="webpush", token=None, name=""):
    body: dict = {"platform": platform, "name": name}
    if subscription is not None:
        body["subscription"] = subscription
    if token is not None:
        body["token"] = token
    return client.post("/api/me/devices", body, format="json")
