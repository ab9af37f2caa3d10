"""Notifications: per-user settings, the inbox, webhook endpoints and their delivery outbox.

``Notification`` rows are written only by the notifications subscriber and the clock sweep,
both while holding the subscriber's tracking-row lock (``events.subscriptions.lock``), so their
ids are given in commit order and ``GET /api/me/notifications?after=<id>`` never skips one.
``WebhookDelivery`` is the outbox of the webhook channel (``notifications.outbox``): one row per
(notification, endpoint), written in the same transaction as the notification, sent by Celery
after commit.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from .outbox import OutboxRow

KINDS = (
    "your_turn",          # a game now waits for you
    "game_started",       # a game you sit in has started
    "invited",            # you were invited to a game (data.challenge: a direct challenge)
    "opponent_resigned",  # an opponent resigned (data.result: how the game ended)
    "opponent_timed_out", # an opponent's clock ran out
    "game_ended",         # a game you played ended otherwise (data.result)
    "clock_low",          # your clock in a game has less than data.hours left
    "dispute_resolved",   # staff decided a dispute you opened
    "staff_decision",     # staff decided a dispute another player opened on your game
    "moves_erased",       # a staff rewind took moves of yours out of the game (data.moves)
    "draw_offered",       # an opponent offers a draw (data.by)
    "invite_declined",    # someone declined your invitation or challenge (data.by)
    "invite_revoked",     # the invitation you had was withdrawn by its creator (data.by)
    "invite_expired",     # an invitation you sent or held lapsed unanswered (data.role)
    "challenge_accepted", # your challenge was accepted (data.by took the seat)
    "clock_alarm",        # 80 % of the time you had for this move has passed
    "paired",             # quick pairing found your game: it has started (data.opponents)
)


class NotificationSettings(models.Model):
    """What a user wants to hear about, and where. No row: the defaults (inbox only)."""

    class Email(models.TextChoices):
        OFF = "off"
        IMMEDIATE = "immediate"
        DAILY = "daily"  # one digest a day

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="notification_settings")
    inbox = models.BooleanField(default=True)
    webhook = models.BooleanField(default=False)
    email = models.CharField(max_length=16, choices=Email.choices, default=Email.OFF)
    # push to the user's registered devices (notifications.push), but for the kinds in push_muted
    push = models.BooleanField(default=True)
    push_muted = models.JSONField(default=list, blank=True,
                                  help_text="kinds never pushed (still in the other channels)")
    muted = models.JSONField(default=list, blank=True, help_text="kinds the user never wants")
    digest_sent_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name_plural = "notification settings"

    def __str__(self) -> str:
        return f"notification settings of {self.user_id}"


class Notification(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="notifications")
    kind = models.CharField(max_length=32)
    game = models.UUIDField(null=True, blank=True)
    data = models.JSONField(default=dict)
    # why it exists, unique: "<event position>:<kind>:<user>" or a clock sweep's key; a
    # subscriber batch retried after a crash cannot notify twice
    key = models.CharField(max_length=200, unique=True)
    in_inbox = models.BooleanField(default=True)
    email = models.BooleanField(default=False, help_text="to be emailed (at once or in a digest)")
    created_at = models.DateTimeField(default=timezone.now)
    read_at = models.DateTimeField(null=True, blank=True)
    emailed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["user", "id"], name="notification_user_idx"),
            models.Index(fields=["user"], condition=models.Q(read_at__isnull=True,
                                                             in_inbox=True),
                         name="notification_unread_idx"),
            models.Index(fields=["user"], condition=models.Q(email=True, emailed_at__isnull=True),
                         name="notification_unemailed_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} for {self.user_id} ({self.id})"


class WebhookEndpoint(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="webhook_endpoints")
    url = models.CharField(max_length=500)  # checked by webhooks.check_url, not a form
    # the signing key; shown to the user once, at registration
    secret = models.CharField(max_length=100)
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.url} ({self.user_id})"


class WebhookDelivery(OutboxRow):
    """One notification to one endpoint: an outbox row (``notifications.outbox``), sent by
    ``notifications.webhooks``; dead after ``NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS``."""

    endpoint = models.ForeignKey(WebhookEndpoint, on_delete=models.CASCADE,
                                 related_name="deliveries")
    notification = models.ForeignKey(Notification, on_delete=models.CASCADE,
                                     related_name="deliveries")

    class Meta:
        verbose_name_plural = "webhook deliveries"
        constraints = [models.UniqueConstraint(fields=["endpoint", "notification"],
                                               name="webhook_delivery_uniq")]
        indexes = [OutboxRow.due_index("webhook_delivery_due_idx")]


class ClockAlarm(models.Model):
    """When the clock alarm of a running turn is due: one row per seat whose clock runs, kept by
    the notifications subscriber from the clock events (``notifications.alarms``) and read by
    the clock sweep. ``turn_ms``: when the turn began (its alarm is sent once)."""

    game = models.UUIDField()
    seat = models.CharField(max_length=8)
    turn_ms = models.BigIntegerField()
    alarm_at = models.DateTimeField()
    deadline = models.DateTimeField()
    sent = models.BooleanField(default=False)  # this turn's alarm is written

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "seat"],
                                               name="clock_alarm_seat_uniq")]
        indexes = [models.Index(fields=["alarm_at"], condition=models.Q(sent=False),
                                name="clock_alarm_due_idx")]

    def __str__(self) -> str:
        return f"alarm of seat {self.seat} in {self.game} at {self.alarm_at}"
# the push channel's tables (devices, outbox) live with their code
from .push.models import Device, PushDelivery  # noqa: E402

__all__ = ["KINDS", "Device", "Notification", "NotificationSettings", "PushDelivery",
           "WebhookDelivery", "WebhookEndpoint"]
