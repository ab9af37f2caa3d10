"""Celery tasks of the event store: the relay (see ``events.subscriptions``)."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError

from . import subscriptions


@shared_task(autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5)
def relay() -> dict:
    """Number new events and catch every subscriber up (woken on commit, and by beat)."""
    return subscriptions.relay()
