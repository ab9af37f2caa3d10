"""Notification writes: creation and fan-out to channels, settings, read marks, webhooks.

Channels: the inbox (``GET /api/me/notifications``), webhooks (``WebhookDelivery`` outbox rows
sent by ``notifications.tasks.deliver_webhook``), push (``PushDelivery`` outbox rows sent by
``notifications.tasks.deliver_push``, see ``notifications.push.channel``) and email (at once, or
in a daily digest).
"""

from __future__ import annotations

import logging
import secrets
from datetime import datetime, timedelta
from typing import Any, cast

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts import selectors as accounts
from accounts.erasure import display_name
from config.errors import ServiceError
from events import subscriptions, waiting
from games import clocks
from games.domain import time_control
from games.models import Game, Seat

from . import alarms, outbox, webhooks
from .models import (
    KINDS,
    Notification,
    NotificationSettings,
    PushDelivery,
    WebhookDelivery,
    WebhookEndpoint,
)
from .push import channel as push

log = logging.getLogger(__name__)

INBOX_KEY = "notifications:{}"  # the long-poll key of a user's notifications


def inbox_key(user_id) -> str:
    return INBOX_KEY.format(user_id)


# -- settings -----------------------------------------------------------------------------------
def settings_of(user_id) -> NotificationSettings:
    """The user's settings (the defaults, unsaved, when they never changed them)."""
    return (NotificationSettings.objects.filter(user_id=user_id).first()
            or NotificationSettings(user_id=user_id))


def settings_update(*, user, changes: dict[str, Any]) -> NotificationSettings:
    """Change some of ``inbox``, ``webhook``, ``email``, ``muted``, ``push``, ``push_muted``
    (validated by the API)."""
    with transaction.atomic():
        row, _ = NotificationSettings.objects.select_for_update().get_or_create(user=user)
        for field in ("inbox", "webhook", "email", "muted", "push", "push_muted"):
            if field in changes:
                setattr(row, field, changes[field])
        if row.webhook and not WebhookEndpoint.objects.filter(user=user).exists():
            raise ServiceError("no_webhook_endpoint", "Register a webhook endpoint "
                               "(POST /api/me/webhooks) before turning webhooks on.")
        row.updated_at = timezone.now()
        row.save()
    return row


# -- creation and fan-out -----------------------------------------------------------------------
def notifications_create(planned: list[dict]) -> list[Notification]:
    """Write ``planned`` notifications (``user_id, kind, game, data, key``) for their users'
    channels; call while holding the notifications subscriber's lock (ids in commit order).

    A notification whose ``key`` exists already is skipped, and so is one for a computer
    player (a ``BotAccount``) or an inactive account (an erased one): nobody reads it.
    Webhook deliveries are written in the same transaction and queued to Celery after
    commit; so are immediate emails.
    """
    if not planned:
        return []
    users = {p["user_id"] for p in planned}
    # computer players and inactive (e.g. erased) accounts: nobody reads theirs
    bots = set(get_user_model().objects.filter(id__in=users)
               .filter(Q(bot_account__isnull=False) | Q(is_active=False))
               .values_list("id", flat=True))
    if bots:
        planned = [p for p in planned if p["user_id"] not in bots]
        users -= bots
    prefs = {s.user_id: s for s in NotificationSettings.objects.filter(user_id__in=users)}
    endpoints: dict[int, list[int]] = {}
    for uid, eid in WebhookEndpoint.objects.filter(user_id__in=users).values_list("user_id",
                                                                                  "id"):
        endpoints.setdefault(uid, []).append(eid)
    devices = push.devices_by_user(users)
    known = set(Notification.objects.filter(key__in=[p["key"] for p in planned])
                .values_list("key", flat=True))
    # email goes to verified addresses only (asked only of those who want email)
    mailable = accounts.verified_addresses(
        [uid for uid, s in prefs.items() if s.email != NotificationSettings.Email.OFF])
    created, channels = [], []
    for p in planned:
        pref = prefs.get(p["user_id"]) or NotificationSettings(user_id=p["user_id"])
        if p["key"] in known or p["kind"] in (pref.muted or []):
            continue
        hooks = endpoints.get(p["user_id"], []) if pref.webhook else []
        email = pref.email != NotificationSettings.Email.OFF and p["user_id"] in mailable
        phones = push.wanted(pref, p["kind"], devices.get(p["user_id"], []))
        if not (pref.inbox or hooks or email or phones):
            continue
        known.add(p["key"])
        created.append(Notification(
            user_id=p["user_id"], kind=p["kind"], game=p.get("game"), data=p["data"],
            key=p["key"], in_inbox=pref.inbox, email=email))
        channels.append((hooks, pref, phones))
    # one INSERT for the batch; ids come back (RETURNING) in the order given
    Notification.objects.bulk_create(created)
    _fan_out(created, channels)
    return created


def _fan_out(created: list[Notification],
             channels: list[tuple[list[int], Any, list[int]]]) -> None:
    """The webhook and push deliveries and emails of notifications just written, queued after
    commit, and the inbox long-polls of their users woken."""
    deliveries, pushes, emails, woken = [], [], [], set()
    for note, (hooks, pref, phones) in zip(created, channels, strict=True):
        deliveries += [WebhookDelivery(endpoint_id=eid, notification=note) for eid in hooks]
        pushes += push.deliveries(note, phones)
        if note.email and pref.email == NotificationSettings.Email.IMMEDIATE:
            emails.append(note.id)
        if pref.inbox and note.user_id not in woken:
            woken.add(note.user_id)
            waiting.notify(inbox_key(note.user_id))
    if deliveries:
        WebhookDelivery.objects.bulk_create(deliveries)
        ids = [d.id for d in deliveries]
        transaction.on_commit(lambda: _queue_webhooks(ids), robust=True)
    if pushes:
        PushDelivery.objects.bulk_create(pushes)
        queued = [(d.id, push.countdown(d)) for d in pushes]
        transaction.on_commit(lambda: _queue_pushes(queued), robust=True)
    if emails:
        transaction.on_commit(lambda: _queue_emails(emails), robust=True)


def _queue_webhooks(ids: list[int]) -> None:
    from .tasks import deliver_webhook

    for delivery_id in ids:
        outbox.enqueue(deliver_webhook, delivery_id)


def _queue_pushes(queued: list[tuple[int, float]]) -> None:
    """Each push to its task, with its delay as the countdown. Tasks that run eagerly (no
    broker) ignore a countdown: a delayed push is left to the sweep (``sweep_pushes``), which
    sends it once due."""
    from .tasks import deliver_push

    eager = settings.CELERY_TASK_ALWAYS_EAGER
    for delivery_id, delay in queued:
        if eager and delay > 0:
            continue
        outbox.enqueue(deliver_push, delivery_id, countdown=delay or None)


def _queue_emails(ids: list[int]) -> None:
    from .tasks import send_email

    for note_id in ids:
        outbox.enqueue(send_email, note_id)


def clock_low_notify(now_ms: int | None = None) -> int:
    """Notify each player whose running clock has less than one of
    ``NOTIFICATIONS_CLOCK_LOW_HOURS`` left (once per threshold per running clock; the
    smallest threshold reached), and each whose turn has reached its clock alarm
    (``notifications.alarms``: once per turn). Returns how many notifications were planned."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    planned = _clock_low(now_ms)
    with transaction.atomic():
        planned += alarms.due(now_ms)  # marked sent in this transaction
        if planned:
            subscriptions.lock("notifications")  # ids in commit order (see models)
            notifications_create(planned)
    return len(planned)


def _clock_low(now_ms: int) -> list[dict]:
    """The ``clock_low`` notifications the index's deadlines call for at ``now_ms``."""
    hours = sorted(settings.NOTIFICATIONS_CLOCK_LOW_HOURS)
    if not hours:
        return []
    now = clocks.to_datetime(now_ms)
    # a seat a bot plays (its own, or its player's on autopilot) has nobody to warn
    seats = (Seat.objects.filter(to_act=True, game__status=Game.Status.ACTIVE, bot="",
                                 autopilot=False,
                                 deadline__gt=now, deadline__lte=now + timedelta(hours=hours[-1]))
             .select_related("game").prefetch_related("game__seats__user"))
    planned = []
    for seat in seats:
        deadline_ms = clocks.to_ms(cast(datetime, seat.deadline))  # (deadline__gt: set)
        left_ms = deadline_ms - now_ms
        h = next(h for h in hours if left_ms <= h * time_control.HOUR_MS)
        game = seat.game
        planned.append({
            "user_id": seat.user_id, "kind": "clock_low", "game": game.id,
            "key": f"clock:{game.id}:{seat.position}:{deadline_ms}:{h}",
            "data": {"game": str(game.id), "game_kind": game.kind, "version": game.version,
                     "seat": str(seat.position), "hours": h, "deadline_ms": deadline_ms,
                     "opponents": [display_name(s.user) for s in game.seats.all()
                                   if s.user_id != seat.user_id]}})
    return planned


# -- the inbox ----------------------------------------------------------------------------------
def notifications_mark_read(*, user, ids: list[int] | None = None,
                            through: int | None = None) -> int:
    """Mark the user's notifications read (these ``ids``, or all up to ``through``); returns
    how many changed."""
    qs = Notification.objects.filter(user=user, read_at__isnull=True)
    if ids is not None:
        qs = qs.filter(id__in=ids)
    elif through is not None:
        qs = qs.filter(id__lte=through)
    else:
        raise ServiceError("invalid_read", "Send \"ids\" (a list) or \"through\" (an id).")
    return qs.update(read_at=timezone.now())


# -- webhooks -----------------------------------------------------------------------------------
def webhook_register(*, user, url: str) -> tuple[WebhookEndpoint, str]:
    """Register ``url`` for ``user``; returns the endpoint and its secret (shown only now)."""
    webhooks.check_url(url)  # raises ServiceError 400 invalid_webhook_url
    with transaction.atomic():
        NotificationSettings.objects.get_or_create(user=user)
        if WebhookEndpoint.objects.filter(user=user).count() >= \
                settings.NOTIFICATIONS_MAX_WEBHOOKS:
            raise ServiceError("too_many_webhooks", f"At most "
                               f"{settings.NOTIFICATIONS_MAX_WEBHOOKS} webhook endpoints.")
        secret = "whsec_" + secrets.token_urlsafe(32)
        endpoint = WebhookEndpoint.objects.create(user=user, url=url, secret=secret)
    return endpoint, secret


def webhook_delete(*, user, endpoint_id: int) -> None:
    if endpoint_id > 2**62:  # a path segment of digits may be any size; ids are not
        raise ServiceError("not_found", "No such webhook endpoint.")
    deleted, _ = WebhookEndpoint.objects.filter(user=user, id=endpoint_id).delete()
    if not deleted:
        raise ServiceError("not_found", "No such webhook endpoint.")
    if not WebhookEndpoint.objects.filter(user=user).exists():
        NotificationSettings.objects.filter(user=user).update(webhook=False)


def kinds() -> tuple[str, ...]:
    return KINDS
