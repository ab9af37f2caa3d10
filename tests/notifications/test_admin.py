"""The admin shows notifications and the webhook outbox (dead letters filtered by status)."""

from __future__ import annotations

import pytest

from notifications.models import Notification, WebhookDelivery, WebhookEndpoint

pytestmark = pytest.mark.django_db


def test_admin_lists_and_redelivers(client, make_user, settings):
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    note = Notification.objects.create(user=staff, kind="your_turn", data={}, key="k1")
    endpoint = WebhookEndpoint.objects.create(user=staff, url="http://127.0.0.1:9/x",
                                              secret="whsec_s")
    dead = WebhookDelivery.objects.create(endpoint=endpoint, notification=note, status="dead",
                                          attempts=8)
    for path in ["notification/", "notificationsettings/", "webhookendpoint/",
                 "webhookdelivery/", "webhookdelivery/?status__exact=dead",
                 f"webhookdelivery/{dead.id}/change/", f"webhookendpoint/{endpoint.id}/change/"]:
        r = client.get(f"/admin/notifications/{path}")
        assert r.status_code == 200, path
        assert b"whsec_s" not in r.content  # the secret is never shown again
    r = client.post("/admin/notifications/webhookdelivery/",
                    {"action": "redeliver", "_selected_action": [dead.id]})
    assert r.status_code == 302
    dead.refresh_from_db()
    # queued again (eager here: attempted at once, port 9 refuses, so pending with 1 attempt)
    assert dead.status == "pending" and dead.attempts == 1


def test_the_admin_index_names_every_model_in_plain_english(client, make_user):
    """Plural names as people write them ("notification settings", not "...settingss")."""
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    index = client.get("/admin/").content.decode()
    assert "Notification settings<" in index
    assert "settingss" not in index.lower() and "deliverys" not in index.lower()
