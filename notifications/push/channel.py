"""The push channel: which devices a notification goes to, what they show, and one attempt.

Fan-out (``deliveries``): ``notifications.services.notifications_create`` writes a
``PushDelivery`` per (notification, device) in the notification's own transaction, for users
whose settings have ``push`` on and the kind not in ``push_muted``; the delivery's unique
(device, notification) pair and the notification's unique key make a replayed batch harmless,
as for webhooks. A ``your_turn`` is due ``PUSH_YOUR_TURN_DELAY_SECONDS`` later; others at once.

One attempt is the push outbox's (``OUTBOX``, ``notifications.outbox``: the claim, a lease
longer than the request's deadline so two workers never send a row at once; the backoff; the
dead letter; the sweep). Its ``send_one`` first asks whether the row is still worth sending:

* a ``your_turn`` is skipped when the seat no longer has to act (the player replied during the
  delay, from another device say), when a newer ``your_turn`` of the same game exists (that one
  goes instead), or when the player is watching the game (an open wait on its event feed,
  ``events.waiting.watching``: the game's page, or an app's long-poll);
* otherwise the platform's sender sends it. ``SENT``: the device's ``last_success_at``;
  ``GONE`` (404/410): the device is removed; ``REJECTED``: dead at once; ``RETRY`` (or a
  sender that raised): again after the outbox's backoff (``PUSH_BACKOFF_SECONDS`` doubling,
  capped at ``PUSH_BACKOFF_MAX_SECONDS``; at least the service's ``Retry-After``) until
  ``PUSH_MAX_ATTEMPTS``.

Senders are found by platform in ``PUSH_SENDERS`` (dotted paths, imported on first use): one
whose module is missing or broken fails only that platform's deliveries (dead, with the
error in ``last_error`` and the log).
"""

from __future__ import annotations

import functools
import logging
from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.urls import reverse
from django.utils import timezone
from django.utils.module_loading import import_string

from events import waiting
from games.models import Seat

from .. import outbox, wording
from ..models import Notification, NotificationSettings
from . import selectors
from .base import Outcome, PushMessage, Result, Sender
from .models import Device, PushDelivery

log = logging.getLogger(__name__)
LAST_SUCCESS_EVERY = timedelta(minutes=1)


# -- fan-out ------------------------------------------------------------------------------------
def devices_by_user(users) -> dict[int, list[int]]:
    """The device ids of each of ``users`` (one query for a batch)."""
    out: dict[int, list[int]] = {}
    for uid, did in Device.objects.filter(user_id__in=users).values_list("user_id", "id"):
        out.setdefault(uid, []).append(did)
    return out


def wanted(pref: NotificationSettings, kind: str, devices: list[int]) -> list[int]:
    """The devices a notification of ``kind`` goes to under ``pref``."""
    if not devices or not pref.push or kind in (pref.push_muted or []):
        return []
    return devices


def deliveries(note: Notification, devices: list[int]) -> list[PushDelivery]:
    delay = settings.PUSH_YOUR_TURN_DELAY_SECONDS if note.kind == "your_turn" else 0
    due = timezone.now() + timedelta(seconds=delay)
    return [PushDelivery(device_id=d, notification=note, due_at=due) for d in devices]


def countdown(delivery: PushDelivery) -> float:
    return max(0.0, (delivery.due_at - timezone.now()).total_seconds())


# -- senders ------------------------------------------------------------------------------------
@functools.cache
def sender(platform: str) -> Sender:
    """The platform's sender (one per process); ``ImproperlyConfigured`` when it has none."""
    path = settings.PUSH_SENDERS.get(platform)
    if not path:
        raise ImproperlyConfigured(f"PUSH_SENDERS has no sender for {platform!r}")
    try:
        return import_string(path)()
    except ImportError as exc:
        raise ImproperlyConfigured(f"PUSH_SENDERS[{platform!r}] = {path!r} cannot be "
                                   f"imported: {exc}") from exc


# -- what a device shows ------------------------------------------------------------------------
def message(note: Notification) -> PushMessage:
    data = note.data or {}
    title = wording.push_title(note.kind, data)
    opponents = data.get("opponents") or []
    body = f"Against {', '.join(opponents)}" if opponents else ""
    game = str(note.game) if note.game else None
    return PushMessage(
        title=title, body=body,
        url=reverse("web:game", args=[game]) if game else reverse("web:notifications"),
        collapse_key=f"{game or 'account'}:{note.kind}", badge=selectors.badge(note.user_id),
        kind=note.kind, data={"game": game, "kind": note.kind, "notification": note.id})


def skip_reason(note: Notification) -> str | None:
    """Why a due push is no longer worth sending, or None (send it)."""
    if note.kind != "your_turn" or not note.game:
        return None
    seat = note.data.get("seat")
    if not Seat.objects.filter(game_id=note.game, user_id=note.user_id, position=seat,
                               to_act=True, autopilot=False).exists():
        return "no longer their turn"
    if Notification.objects.filter(user_id=note.user_id, game=note.game, kind="your_turn",
                                   id__gt=note.id).exists():
        return "a newer turn of the game replaces it"
    if waiting.watching(note.user_id, str(note.game)):
        return "watching the game"
    return None


# -- one attempt --------------------------------------------------------------------------------
def send_one(d: PushDelivery) -> outbox.Result:
    """Send one claimed delivery (the outbox's ``send``), unless no longer worth it (skipped).
    The sender's outcome, for the outbox: ``SENT`` (and the device's ``last_success_at``),
    ``GONE`` (the device removed, its deliveries with it), ``REJECTED`` (dead at once),
    ``RETRY`` (again after the backoff, no sooner than the service's ``Retry-After``)."""
    reason = skip_reason(d.notification)
    if reason is not None:
        return outbox.Result(outbox.Outcome.SKIPPED, detail=reason)
    result = _send(d)
    if result.outcome is Outcome.SENT:
        sent = timezone.now()
        if (d.device.last_success_at is None
                or sent - d.device.last_success_at > LAST_SUCCESS_EVERY):
            # at most one write a minute per device: a fan-out is not a write per push more
            Device.objects.filter(id=d.device_id).update(last_success_at=sent)
        return outbox.Result(outbox.Outcome.SENT, result.status, result.detail)
    if result.outcome is Outcome.GONE:
        log.info("push device %s is gone (%s): removed", d.device_id, result.status)
        Device.objects.filter(id=d.device_id).delete()  # its deliveries with it: nothing to write
        return outbox.Result(outbox.Outcome.DEAD, result.status, result.detail)
    if result.outcome is Outcome.REJECTED:
        return outbox.Result(outbox.Outcome.DEAD, result.status, result.detail)
    return outbox.Result(outbox.Outcome.RETRY, result.status, result.detail, result.retry_after)


def _send(d: PushDelivery) -> Result:
    try:
        platform_sender = sender(d.device.platform)
    except ImproperlyConfigured as exc:
        log.error("push: %s", exc)
        return Result(Outcome.REJECTED, detail=f"not configured: {exc}")
    try:
        return platform_sender.send(d.device.data, message(d.notification))
    except Exception as exc:  # noqa: BLE001 - a sender's bug or a network error: retried
        log.warning("push sender %s raised", d.device.platform, exc_info=True)
        return Result(Outcome.RETRY, detail=f"{type(exc).__name__}: {exc}")


# the push outbox: its claim outlasts a request's deadline (``PUSH_TIMEOUT``)
OUTBOX = outbox.Outbox(PushDelivery, "PUSH", send_one, related=("device", "notification"))
