"""The one small interface every push sender implements (Web Push, FCM, APNs).

A sender turns one ``PushMessage`` for one registered device into one request to its push
service and says what came of it. It never decides *whether* to push (the push channel does,
``notifications.push``), never retries by itself (the channel's task does, with Celery's retry),
and never reads the database.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class PushMessage:
    """What a device shows: a title and body, the page it opens, and how it groups.

    ``collapse_key``: one per game and kind of notification (``"<game id>:<kind>"``), so a newer
    "your turn" replaces an older one of the same game on the device. ``badge``: the number of
    games where it is the player's turn (the app icon's count). ``data``: small public fields
    (game id, kind) the app may read; never hidden game information."""

    title: str
    body: str
    url: str
    collapse_key: str
    badge: int
    kind: str
    ttl_seconds: int = 24 * 3600
    data: dict[str, Any] = field(default_factory=dict)


class Outcome(enum.Enum):
    SENT = "sent"          # the push service took it
    GONE = "gone"          # 404/410 (or the platform's "unregistered"): remove the device
    RETRY = "retry"        # a transient failure (5xx, 429, a timeout): try again later
    REJECTED = "rejected"  # the service refused the request itself (4xx): log, do not retry


@dataclass(frozen=True)
class Result:
    outcome: Outcome
    status: int | None = None      # the push service's HTTP status, when there was one
    detail: str = ""               # its reason, for the delivery log
    retry_after: float | None = None


class Sender(Protocol):
    """One platform's sender (``platform``: ``"webpush"``, ``"fcm"`` or ``"apns"``).

    ``device`` is the registered device's platform data as stored: for ``webpush`` the
    browser's subscription (``{"endpoint", "keys": {"p256dh", "auth"}}``), for ``fcm`` and
    ``apns`` ``{"token": ...}``. The base URL of each push service is a setting, so tests point
    it at loopback servers."""

    platform: str

    def send(self, device: dict[str, Any], message: PushMessage) -> Result: ...
