"""The notifications part of an account's archive (``accounts.export.account_exporting``):
its settings, its notifications (oldest first, as the inbox serves them) and its webhook
endpoints (address and when made; never the signing secret)."""

from __future__ import annotations

from collections.abc import Iterator

from notifications.models import Notification
from notifications.selectors import settings_json, webhooks_json
from notifications.webhooks import as_json


def notifications_of(user) -> Iterator[dict]:
    for note in Notification.objects.filter(user=user).order_by("id").iterator(chunk_size=500):
        yield as_json(note)


def on_account_exporting(sender, user, **kwargs):
    """The receiver of ``accounts.export.account_exporting``."""
    return [("notification_settings", [settings_json(user.pk)]),
            ("notifications", notifications_of(user)),
            ("webhooks", webhooks_json(user.pk))]
