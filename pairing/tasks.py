"""Quick pairing's Celery task: the sweep that marks seeks past their time expired."""

from __future__ import annotations

from celery import shared_task

from pairing import services


@shared_task
def expire_seeks() -> int:
    """Sweep: mark the open seeks older than ``PAIRING_SEEK_TTL_MINUTES`` expired."""
    return services.seeks_expire()
