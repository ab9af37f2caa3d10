"""notifications/tasks.py on a real Redis broker: which queue each task is published to.

Webhook deliveries wait on receivers (up to their deadline each), so they have a queue of
their own, ``webhooks``: a worker busy with them never holds up the relay, the bots or the
deadlines, which stay on the default queue ``celery``. Needs Redis at ``TEST_REDIS_URL``
(default ``redis://127.0.0.1:6379/12``); skipped when there is none. The test removes the
messages it published and nothing else.
"""

from __future__ import annotations

import json
import os

import pytest

from events.tasks import relay
from games.tasks import bot_move, fire_deadline
from notifications.tasks import deliver_webhook, retry_webhooks, send_email

REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/12")


@pytest.fixture
def broker():
    """``(redis client, kombu connection)`` to the test broker, tasks published for real."""
    redis = pytest.importorskip("redis")
    client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1)
    try:
        client.ping()
    except redis.exceptions.ConnectionError:
        pytest.skip(f"needs Redis at {REDIS_URL}")
    from config.celery import app

    eager = app.conf.task_always_eager
    app.conf.task_always_eager = False
    connection = app.connection_for_write(REDIS_URL)
    try:
        yield client, connection
    finally:
        connection.release()
        app.conf.task_always_eager = eager


def take_queued(client, task_id: str) -> str | None:
    """The queue (a Redis list) holding the message of ``task_id``; the message is removed."""
    for key in client.scan_iter(count=1000):
        if client.type(key) != b"list":
            continue
        for raw in client.lrange(key, 0, -1):
            if json.loads(raw).get("headers", {}).get("id") == task_id:
                client.lrem(key, 1, raw)
                return key.decode()
    return None


def test_webhook_deliveries_have_a_queue_of_their_own(broker):
    client, connection = broker
    published = {
        deliver_webhook.name: deliver_webhook.apply_async((10**9,), connection=connection),
        retry_webhooks.name: retry_webhooks.apply_async(connection=connection),
        relay.name: relay.apply_async(connection=connection),
        fire_deadline.name: fire_deadline.apply_async(("g",), connection=connection),
        bot_move.name: bot_move.apply_async(("g", "0", 1), connection=connection),
        send_email.name: send_email.apply_async((10**9,), connection=connection),
    }
    where = {name: take_queued(client, result.id) for name, result in published.items()}
    assert where == {deliver_webhook.name: "webhooks", retry_webhooks.name: "celery",
                     relay.name: "celery", fire_deadline.name: "celery",
                     bot_move.name: "celery", send_email.name: "celery"}
