"""The delivery outbox: one row per thing to send to one place, and the one mechanism that works
the rows of every channel (webhooks, push).

A channel's table inherits ``OutboxRow`` (its own foreign keys and unique pair on top) and
makes one ``Outbox`` with its settings prefix and a ``send`` function for one row. Everything
else is here, the same for every channel:

* **Life of a row.** ``pending`` until an attempt ends it: ``sent`` (the receiver took it),
  ``skipped`` (no longer worth sending) or ``dead`` (refused for good, or out of attempts);
  ``done_at`` is when it ended. A failed attempt that may be retried leaves it ``pending``,
  due again after the backoff (``due_at``).
* **Claim.** An attempt first takes the row with one conditional UPDATE: pending, due, and
  not claimed (``claimed_until`` unset or past), counting the attempt. The claim is committed
  before anything is sent and lasts the channel's ``TIMEOUT`` plus ``CLAIM_MARGIN_SECONDS``,
  longer than the send may take, so two workers (a Celery retry and the sweep, say) never send
  one row at once, and a worker that crashed holding it frees it when the claim runs out.
* **Outcome.** Written only under the attempt's own claim (the claim's time is the token): an
  attempt whose claim ran out meanwhile changes nothing, whoever claimed it since decides.
* **Backoff** (``backoff_seconds``): ``BACKOFF_SECONDS`` doubling per failed attempt, capped at
  ``BACKOFF_MAX_SECONDS``, each delay within 20 % either way, never sooner than the
  receiver's ``Retry-After``. After ``MAX_ATTEMPTS`` attempts a failure is final (dead).
* **Celery** is the engine, the row the truth: ``run`` is a delivery task's body (a retry is
  Celery's own ``task.retry`` after the backoff; the task sets no retry cap, the row counts),
  ``sweep`` a beat task's: rows due and unclaimed for ``SWEEP_GRACE_SECONDS`` (their task was
  lost, or never queued) are queued again. With no broker (tasks run eagerly, where retries
  and countdowns do not exist) the sweep attempts them itself, at once.

Settings: each outbox reads ``<prefix>_TIMEOUT``, ``<prefix>_MAX_ATTEMPTS``,
``<prefix>_BACKOFF_SECONDS``, ``<prefix>_BACKOFF_MAX_SECONDS`` and
``<prefix>_SWEEP_GRACE_SECONDS`` when it needs them (tests change them per test).
"""

from __future__ import annotations

import enum
import logging
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from celery.utils.time import get_exponential_backoff_interval
from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

if TYPE_CHECKING:
    from celery import Task

log = logging.getLogger(__name__)

# how much longer a claim lasts than the send's deadline (the database writes around it, the
# clocks of other hosts a little off)
CLAIM_MARGIN_SECONDS = 10
# rows one sweep takes up (the next sweep takes the rest)
SWEEP_BATCH = 1000
# each delay is the schedule's within this fraction either way: rows that failed together
# (a receiver down) do not all come back at once, and none comes back at once
JITTER = 0.2


class OutboxRow(models.Model):
    """One thing to send to one place (abstract: a channel's table adds what and where)."""

    class Status(models.TextChoices):
        PENDING = "pending"
        SENT = "sent"        # the receiver took it (a 2xx; the push service accepted it)
        SKIPPED = "skipped"  # no longer worth sending (push: they replied, or watch the game)
        DEAD = "dead"        # refused for good, or out of attempts (admin: the dead letters)

    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING,
                              db_index=True)
    attempts = models.PositiveIntegerField(default=0)
    # the next attempt is not made before then (a push's turn delay, the backoff)
    due_at = models.DateTimeField(default=timezone.now)
    # a worker sending it holds it until then (a crashed worker's claim runs out)
    claimed_until = models.DateTimeField(null=True, blank=True)
    last_status = models.PositiveIntegerField(null=True, blank=True)  # the receiver's HTTP status
    last_error = models.TextField(blank=True)
    done_at = models.DateTimeField(null=True, blank=True)  # when it left pending
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        abstract = True

    def __str__(self) -> str:
        return f"{self._meta.verbose_name} {self.pk} ({self.status})"

    @staticmethod
    def due_index(name: str) -> models.Index:
        """The index the sweep and the claim read: pending rows by ``due_at`` (one per table,
        so each table names its own)."""
        return models.Index(fields=["due_at"], condition=Q(status="pending"), name=name)


Row = TypeVar("Row", bound=OutboxRow)


class Outcome(enum.Enum):
    SENT = "sent"
    SKIPPED = "skipped"
    DEAD = "dead"    # do not try again
    RETRY = "retry"  # a transient failure: again after the backoff, while attempts remain


@dataclass(frozen=True)
class Result:
    """What one send came to, as a channel's ``send`` reports it."""

    outcome: Outcome
    status: int | None = None         # the receiver's HTTP status, when there was one
    detail: str = ""                  # what went wrong, or why skipped (``last_error``)
    retry_after: float | None = None  # the receiver asked for no retry before this (seconds)


def backoff_seconds(attempts: int, base: float, maximum: float,
                    retry_after: float | None = None) -> float:
    """The delay after failed attempt number ``attempts`` (1: the first): ``base`` doubling
    per attempt, at most ``maximum``, times a factor within ``1 ± JITTER``, and never less
    than ``retry_after``."""
    # Celery's exponential schedule (no full jitter: that draws whole seconds from 0 up, and
    # a retry at once is what the jitter here avoids)
    schedule = get_exponential_backoff_interval(
        factor=base, retries=attempts - 1, maximum=maximum)  # type: ignore[arg-type]
    delay = schedule * random.uniform(1 - JITTER, 1 + JITTER)
    return max(delay, retry_after or 0.0)


def enqueue(task: Task, *args: Any, countdown: float | None = None) -> bool:
    """Queue ``task(*args)``, ``countdown`` seconds from now (None: at once); never raises (a
    sweep sends what could not be queued)."""
    try:
        # (celery-types takes no None ``countdown``; None is Celery's own default: no delay)
        task.apply_async(args, countdown=countdown)  # type: ignore[arg-type]
        return True
    except Exception:  # noqa: BLE001 - any broker failure: the row stays pending
        log.warning("could not queue %s%r; the sweep will", task.name, args, exc_info=True)
        return False


class Outbox(Generic[Row]):
    """The rows of ``model``, sent one at a time by ``send`` under the settings
    ``<prefix>_*``. ``related``: what ``send`` reads of a row (fetched with it)."""

    def __init__(self, model: type[Row], prefix: str, send: Callable[[Row], Result], *,
                 related: tuple[str, ...] = ()) -> None:
        self.model, self.prefix, self.send, self.related = model, prefix, send, related

    def setting(self, name: str) -> Any:
        return getattr(settings, f"{self.prefix}_{name}")

    @property
    def rows(self) -> models.QuerySet[Row]:
        return self.model._default_manager.all()

    def claim(self, row_id: int) -> datetime | None:
        """Take the row if it is pending, due and unclaimed, counting an attempt; returns the
        claim (its expiry, the token the outcome is written under), or None."""
        now = timezone.now()
        claim = now + timedelta(seconds=self.setting("TIMEOUT") + CLAIM_MARGIN_SECONDS)
        taken = (self.rows
                 .filter(id=row_id, status=OutboxRow.Status.PENDING, due_at__lte=now)
                 .filter(Q(claimed_until__isnull=True) | Q(claimed_until__lt=now))
                 .update(claimed_until=claim, attempts=F("attempts") + 1))
        return claim if taken else None

    def record(self, row: Row, claim: datetime, result: Result) -> float | None:
        """Write what an attempt of ``row`` (as read after its claim) came to, under its
        claim. Returns the delay before the next attempt when one is due, else None (done,
        or the claim was no longer this attempt's)."""
        ours = self.rows.filter(id=row.pk, claimed_until=claim)
        fields = {"claimed_until": None, "last_status": result.status,
                  "last_error": result.detail[:500]}
        outcome = result.outcome
        if outcome is Outcome.RETRY and row.attempts >= self.setting("MAX_ATTEMPTS"):
            outcome = Outcome.DEAD  # out of attempts
        if outcome is not Outcome.RETRY:
            written = ours.update(status=OutboxRow.Status(outcome.value), done_at=timezone.now(),
                                  **fields)
            if written and outcome is Outcome.DEAD:
                log.warning("%s %s is dead after %s attempt(s): %s %s",
                            self.model._meta.verbose_name, row.pk, row.attempts, result.status,
                            result.detail[:200])
            return None
        delay = self.backoff(row.attempts, result.retry_after)
        if not ours.update(due_at=timezone.now() + timedelta(seconds=delay), **fields):
            return None  # another attempt holds it now: it decides what comes next
        return delay

    def attempt(self, row_id: int) -> float | None:
        """One attempt of the row if it is due and nobody else holds it. Returns the delay
        before the next attempt when it failed and may be retried, else None (sent, skipped,
        dead, gone, not due, or held by another attempt)."""
        claim = self.claim(row_id)
        if claim is None:
            return None
        row = self.rows.select_related(*self.related).get(id=row_id)
        return self.record(row, claim, self.send(row))

    def backoff(self, attempts: int, retry_after: float | None = None) -> float:
        return backoff_seconds(attempts, self.setting("BACKOFF_SECONDS"),
                               self.setting("BACKOFF_MAX_SECONDS"), retry_after)

    def due(self, grace_seconds: float) -> list[int]:
        """Pending rows due for ``grace_seconds`` already and unclaimed (nobody is on them),
        the longest overdue first, at most ``SWEEP_BATCH``."""
        now = timezone.now()
        return list(self.rows
                    .filter(status=OutboxRow.Status.PENDING,
                            due_at__lte=now - timedelta(seconds=grace_seconds))
                    .filter(Q(claimed_until__isnull=True) | Q(claimed_until__lt=now))
                    .order_by("due_at").values_list("id", flat=True)[:SWEEP_BATCH])

    def run(self, task: Task, row_id: int) -> bool:
        """A delivery task's body (``task``: bound, ``max_retries=None``): one attempt, and on a
        retryable failure Celery's retry after the backoff (not when tasks run eagerly: the
        sweep retries then). True when the row needs no more attempts."""
        delay = self.attempt(row_id)
        if delay is not None and not settings.CELERY_TASK_ALWAYS_EAGER:
            raise task.retry(countdown=delay)
        return delay is None

    def sweep(self, task: Task) -> int:
        """A beat task's body: queue ``task`` for the rows due ``SWEEP_GRACE_SECONDS`` ago and
        unclaimed (with no broker: attempt every due row here and now). Returns how many."""
        eager = settings.CELERY_TASK_ALWAYS_EAGER
        ids = self.due(0 if eager else self.setting("SWEEP_GRACE_SECONDS"))
        for row_id in ids:
            if eager:
                self.attempt(row_id)
            else:
                enqueue(task, row_id)
        return len(ids)

    def again(self, rows: Iterable[int]) -> list[int]:
        """Make the given rows that were not sent pending again, due now, with their attempts
        counted from zero (the admin's "send again"); returns their ids, for queueing."""
        ids = list(self.rows.filter(id__in=list(rows)).exclude(status=OutboxRow.Status.SENT)
                   .values_list("id", flat=True))
        self.rows.filter(id__in=ids).update(status=OutboxRow.Status.PENDING, attempts=0,
                                            due_at=timezone.now(), claimed_until=None,
                                            done_at=None)
        return ids
