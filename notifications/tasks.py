"""Celery tasks of the notification channels, and their beat sweeps.

``deliver_webhook`` makes one attempt and, on failure, retries itself with Celery's retry and
an exponential backoff (``NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS`` doubling per attempt, capped);
after ``NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS`` the delivery is dead (admin: Webhook deliveries).
It runs on a queue of its own, ``webhooks`` (``CELERY_TASK_ROUTES``): an attempt may wait on a
receiver up to its deadline, and the relay, the bots and the deadlines must not wait behind it.
The delivery row is the truth, Celery only the engine: ``retry_webhooks`` (beat) sends what a
lost or unqueued task left pending, and with no broker (tasks run eagerly) it is the retrier.
Pushes (``deliver_push``, ``sweep_pushes``) work the same way on the same queue, their rows
being ``PushDelivery`` (``notifications.push.channel``).
"""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from . import emails, services, webhooks
from .push import channel


# max_retries=None on the task: no cap from Celery (``retry(max_retries=None)`` would mean
# "the task's default", 3); the delivery row counts attempts and decides the dead letter.
@shared_task(bind=True, acks_late=True, max_retries=None)
def deliver_webhook(self, delivery_id: int) -> bool:
    delay = webhooks.attempt(delivery_id)
    if delay is not None and not settings.CELERY_TASK_ALWAYS_EAGER:
        raise self.retry(countdown=delay)
    return delay is None


@shared_task
def retry_webhooks() -> int:
    """Sweep: attempt pending deliveries that are overdue (queued to workers when there is a
    broker, here and now when there is none)."""
    eager = settings.CELERY_TASK_ALWAYS_EAGER
    ids = webhooks.due(0 if eager else settings.NOTIFICATIONS_WEBHOOK_SWEEP_GRACE_SECONDS)
    for delivery_id in ids:
        if eager:
            webhooks.attempt(delivery_id)
        else:
            webhooks.enqueue(deliver_webhook, delivery_id)
    return len(ids)


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
    """One push attempt; a transient failure retries the task with the channel's backoff
    (Celery's exponential backoff; the delivery row counts attempts, as for webhooks)."""
    delay = channel.attempt(delivery_id)
    if delay is not None and not settings.CELERY_TASK_ALWAYS_EAGER:
        raise self.retry(countdown=delay)
    return delay is None


@shared_task
def sweep_pushes() -> int:
    """Sweep: pushes due and not sent. With no broker (tasks run eagerly, no countdowns) this
    is how a delayed "your turn" goes out, and the retrier: sent here and now. With one, it
    queues those whose task was lost (``PUSH_SWEEP_GRACE_SECONDS`` overdue)."""
    eager = settings.CELERY_TASK_ALWAYS_EAGER
    ids = channel.due(0 if eager else settings.PUSH_SWEEP_GRACE_SECONDS)
    for delivery_id in ids:
        if eager:
            channel.attempt(delivery_id)
        else:
            webhooks.enqueue(deliver_push, delivery_id)
    return len(ids)
