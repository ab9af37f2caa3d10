"""Celery tasks of the notification channels, and their beat sweeps.

The webhook and push deliveries are outbox rows (``notifications.outbox``), and their tasks are
the outbox's: ``deliver_webhook`` and ``deliver_push`` make one attempt and, on a failure that
may be retried, retry themselves with Celery's retry after the outbox's backoff (the row
counts the attempts and decides the dead letter); ``retry_webhooks`` and ``sweep_pushes``
(beat) send what a lost or unqueued task left pending, and with no broker (tasks run eagerly,
no countdowns) they are the retrier, and what sends a delayed "your turn" once due. The
delivery tasks run on a queue of their own, ``webhooks`` (``CELERY_TASK_ROUTES``): an attempt
may wait on a receiver up to its deadline, and the relay, the bots and the deadlines must not
wait behind it.
"""

from __future__ import annotations

from celery import shared_task

from . import emails, services, webhooks
from .push import channel


# max_retries=None on the delivery tasks: no cap from Celery (``retry(max_retries=None)`` would
# mean "the task's default", 3); the delivery row counts attempts and decides the dead letter.
@shared_task(bind=True, acks_late=True, max_retries=None)
def deliver_webhook(self, delivery_id: int) -> bool:
    return webhooks.OUTBOX.run(self, delivery_id)


@shared_task
def retry_webhooks() -> int:
    """Sweep of the webhook outbox (``NOTIFICATIONS_WEBHOOK_SWEEP_GRACE_SECONDS``)."""
    return webhooks.OUTBOX.sweep(deliver_webhook)


@shared_task(acks_late=True)
def send_email(note_id: int) -> bool:
    return emails.send_one(note_id)


@shared_task
def send_email_digests() -> int:
    return emails.send_digests()


@shared_task
def notify_low_clocks() -> int:
    return services.clock_low_notify()


@shared_task(bind=True, acks_late=True, max_retries=None)
def deliver_push(self, delivery_id: int) -> bool:
    return channel.OUTBOX.run(self, delivery_id)


@shared_task
def sweep_pushes() -> int:
    """Sweep of the push outbox (``PUSH_SWEEP_GRACE_SECONDS``)."""
    return channel.OUTBOX.sweep(deliver_push)
