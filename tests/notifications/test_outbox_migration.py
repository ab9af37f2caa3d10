"""The outbox migrations (notifications 0005, 0006) keep every delivery row, renamed fields and
all, both ways; "delivered" webhooks become "sent" and back."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("notifications", "0004_push_devices")]
AFTER = [("notifications", "0006_webhook_status_sent")]


def migrate(to):
    """Migrate to ``to``; the historical models there."""
    executor = MigrationExecutor(connection)
    executor.migrate(to)
    executor.loader.build_graph()
    return executor.loader.project_state(to).apps


@pytest.mark.django_db(transaction=True)
def test_the_outbox_migrations_keep_the_rows_both_ways():
    t = timezone.now().replace(microsecond=0)
    try:
        apps = migrate(BEFORE)
        user = apps.get_model("auth", "User").objects.create(username="migrating")
        note = apps.get_model("notifications", "Notification").objects.create(
            user_id=user.id, kind="your_turn", key="migrating:1")
        endpoint = apps.get_model("notifications", "WebhookEndpoint").objects.create(
            user_id=user.id, url="https://hooks.example.com/x", secret="whsec_m")
        hook = apps.get_model("notifications", "WebhookDelivery")
        sent = hook.objects.create(endpoint=endpoint, notification=note, status="delivered",
                                   attempts=2, next_attempt_at=t, delivered_at=t + timedelta(1),
                                   last_status=204)
        endpoint2 = apps.get_model("notifications", "WebhookEndpoint").objects.create(
            user_id=user.id, url="https://hooks.example.com/y", secret="whsec_n")
        dead = hook.objects.create(endpoint=endpoint2, notification=note, status="dead",
                                   attempts=8, next_attempt_at=t, last_error="ConnectError")
        device = apps.get_model("notifications", "Device").objects.create(
            user_id=user.id, platform="webpush", address="https://push.example.com/1", data={})
        pushed = apps.get_model("notifications", "PushDelivery").objects.create(
            device=device, notification=note, status="sent", attempts=1, due_at=t,
            sent_at=t + timedelta(2))

        apps = migrate(AFTER)
        hook = apps.get_model("notifications", "WebhookDelivery")
        got = hook.objects.get(id=sent.id)
        assert (got.status, got.attempts, got.due_at, got.done_at, got.last_status) == (
            "sent", 2, t, t + timedelta(1), 204)
        got = hook.objects.get(id=dead.id)
        assert (got.status, got.attempts, got.due_at, got.done_at, got.last_error) == (
            "dead", 8, t, None, "ConnectError")
        got = apps.get_model("notifications", "PushDelivery").objects.get(id=pushed.id)
        assert (got.status, got.due_at, got.done_at) == ("sent", t, t + timedelta(2))

        apps = migrate(BEFORE)
        got = apps.get_model("notifications", "WebhookDelivery").objects.get(id=sent.id)
        assert (got.status, got.next_attempt_at, got.delivered_at) == (
            "delivered", t, t + timedelta(1))
        got = apps.get_model("notifications", "PushDelivery").objects.get(id=pushed.id)
        assert got.sent_at == t + timedelta(2)
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(executor.loader.graph.leaf_nodes())
