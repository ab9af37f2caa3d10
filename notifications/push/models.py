"""The push channel's tables: registered devices and the push outbox.

``Device``: one browser subscription (``webpush``) or one app install (``fcm``, ``apns``) of a
user; ``address`` (the subscription's endpoint, or the token) identifies it on its platform.
``PushDelivery``: one notification to one device, the outbox row a Celery task sends, written
in the same transaction as the notification (as ``WebhookDelivery`` is for webhooks).
``due_at`` holds a "your turn" back for ``PUSH_YOUR_TURN_DELAY_SECONDS``: the task is queued
with that countdown, and the sweep sends it when tasks run eagerly (no broker, no countdown).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from ..outbox import OutboxRow


class Device(models.Model):
    class Platform(models.TextChoices):
        WEBPUSH = "webpush"
        FCM = "fcm"
        APNS = "apns"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="push_devices")
    platform = models.CharField(max_length=16, choices=Platform.choices)
    # the endpoint (webpush) or the token (fcm, apns): what the push service knows it by
    address = models.CharField(max_length=1000)
    # what the sender needs: webpush {"endpoint", "keys": {"p256dh", "auth"}}; else {"token"}
    data = models.JSONField()
    name = models.CharField(max_length=100, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_success_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        app_label = "notifications"
        constraints = [models.UniqueConstraint(fields=["user", "platform", "address"],
                                               name="push_device_uniq")]
        indexes = [models.Index(fields=["platform", "address"], name="push_device_address_idx")]

    def __str__(self) -> str:
        return f"{self.platform} device {self.id} of {self.user_id}"


class PushDelivery(OutboxRow):
    """One notification to one device: an outbox row (``notifications.outbox``), sent by
    ``notifications.push.channel``; skipped when no longer worth sending."""

    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="deliveries")
    notification = models.ForeignKey("notifications.Notification", on_delete=models.CASCADE,
                                     related_name="push_deliveries")

    class Meta:
        app_label = "notifications"
        verbose_name_plural = "push deliveries"
        constraints = [models.UniqueConstraint(fields=["device", "notification"],
                                               name="push_delivery_uniq")]
        indexes = [OutboxRow.due_index("push_delivery_due_idx")]
