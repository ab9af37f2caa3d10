"""What notifications do when an account is erased (``accounts.signals.account_erasing``).

The account's notifications (and their webhook deliveries), its settings and its webhook
endpoints are deleted. Other players' notifications that show its name (``opponents``,
``by``) are scrubbed to ``deleted player`` (``events.redaction.scrub``); their webhook
deliveries carry no copy of their own (the payload is built from the notification when sent).
This process's fold cache is dropped when the erasure commits, so notifications of the games
it ended are written from the redacted log.
"""

from __future__ import annotations

from django.db import transaction

from events import redaction
from notifications import subscriber
from notifications.models import Notification, NotificationSettings, WebhookEndpoint


def on_account_erasing(sender, user, **kwargs) -> None:
    """The receiver of ``accounts.signals.account_erasing``."""
    name = user.get_username()
    WebhookEndpoint.objects.filter(user=user).delete()  # and their deliveries (cascade)
    Notification.objects.filter(user=user).delete()
    NotificationSettings.objects.filter(user=user).delete()
    for note in redaction.containing(Notification.objects.all(), "data", name):
        note.data = redaction.scrub(note.data, name)
        note.save(update_fields=["data"])
    subscriber.forget_folds()
    transaction.on_commit(subscriber.forget_folds)
