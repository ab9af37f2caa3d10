"""The outbox contract, which every channel's outbox passes (webhooks and push, parametrized):
one set of field names and statuses; a claim gives a row to one worker only, and a crashed
worker's claim runs out; the backoff follows its schedule; out of attempts, a row is dead; the
sweep takes due, unclaimed rows only; Celery retries after the backoff.

Each test runs the channel's real outbox (its table, settings prefix and tasks) with its
``send`` replaced by a script: the channels' own sends are tested with their channels."""

from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from celery.exceptions import Retry
from django.utils import timezone

from notifications import outbox, tasks, webhooks
from notifications.models import (
    Device,
    Notification,
    PushDelivery,
    WebhookDelivery,
    WebhookEndpoint,
)
from notifications.outbox import OutboxRow, Outcome, Result
from notifications.push import channel
from tests.support.concurrency import race

pytestmark = pytest.mark.django_db

_keys = itertools.count(1)
PENDING, SENT, SKIPPED, DEAD = (OutboxRow.Status.PENDING, OutboxRow.Status.SENT,
                                OutboxRow.Status.SKIPPED, OutboxRow.Status.DEAD)


@dataclass
class Box:
    """One channel's outbox under test: ``sent`` lists the row ids its script was called with,
    ``script`` what the next sends answer (the last answer repeats)."""

    outbox: outbox.Outbox
    deliver: Any   # the channel's delivery task
    sweep: Any     # the channel's beat sweep
    make_row: Any  # (user, **fields) -> a pending row
    settings: Any
    sent: list
    script: list

    def set(self, name: str, value) -> None:
        setattr(self.settings, f"{self.outbox.prefix}_{name}", value)

    def row(self, **fields):
        return self.make_row(**fields)

    def get(self, row):
        return self.outbox.model.objects.get(pk=row.pk)


def _webhook_row(user, **fields) -> WebhookDelivery:
    note = Notification.objects.create(user=user, kind="game_started", key=f"ob:{next(_keys)}")
    endpoint = WebhookEndpoint.objects.create(user=user, url="https://hooks.example.com/x",
                                              secret="whsec_test")
    return WebhookDelivery.objects.create(endpoint=endpoint, notification=note, **fields)


def _push_row(user, **fields) -> PushDelivery:
    note = Notification.objects.create(user=user, kind="game_started", key=f"ob:{next(_keys)}")
    device = Device.objects.create(user=user, platform="webpush", address=f"a{next(_keys)}",
                                   data={})
    return PushDelivery.objects.create(device=device, notification=note, **fields)


CHANNELS = {
    "webhook": (webhooks.OUTBOX, tasks.deliver_webhook, tasks.retry_webhooks, _webhook_row),
    "push": (channel.OUTBOX, tasks.deliver_push, tasks.sweep_pushes, _push_row),
}


@pytest.fixture(params=sorted(CHANNELS))
def box(request, settings, make_user, monkeypatch) -> Box:
    the_outbox, deliver, sweep, make = CHANNELS[request.param]
    user = make_user()
    b = Box(the_outbox, deliver, sweep, lambda **f: make(user, **f), settings, [],
            [Result(Outcome.SENT, 200)])
    lock = threading.Lock()

    def send(row):
        with lock:
            b.sent.append(row.pk)
            answer = b.script.pop(0) if len(b.script) > 1 else b.script[0]
        if answer == "slow":  # a send that takes a while (the others meanwhile try the row)
            time.sleep(0.3)
            return Result(Outcome.SENT, 200)
        return answer

    monkeypatch.setattr(the_outbox, "send", send)
    b.set("BACKOFF_SECONDS", 0)
    return b


def later(monkeypatch, seconds: float) -> None:
    """The outbox's clock ``seconds`` ahead of the real one."""
    real = timezone.now
    monkeypatch.setattr(outbox.timezone, "now", lambda: real() + timedelta(seconds=seconds))


# -- one set of names ----------------------------------------------------------------------------
def test_both_tables_have_the_outbox_fields_and_statuses():
    shared = {f.name for f in OutboxRow._meta.get_fields()}
    assert shared == {"status", "attempts", "due_at", "claimed_until", "last_status",
                      "last_error", "done_at", "created_at"}
    for model in (WebhookDelivery, PushDelivery):
        assert shared <= {f.name for f in model._meta.get_fields()}, model
        assert model._meta.get_field("status").choices == [
            ("pending", "Pending"), ("sent", "Sent"), ("skipped", "Skipped"), ("dead", "Dead")]
    assert webhooks.OUTBOX.prefix == "NOTIFICATIONS_WEBHOOK" and channel.OUTBOX.prefix == "PUSH"


# -- claim -----------------------------------------------------------------------------------------
def test_a_claim_holds_the_row_for_the_timeout_and_the_margin(box):
    box.set("TIMEOUT", 7)
    row = box.row()
    before = timezone.now()
    claim = box.outbox.claim(row.pk)
    held = timedelta(seconds=7 + outbox.CLAIM_MARGIN_SECONDS)
    assert claim is not None and before + held <= claim <= timezone.now() + held
    got = box.get(row)
    assert (got.claimed_until, got.attempts) == (claim, 1)
    assert box.outbox.claim(row.pk) is None  # held: a second worker gets nothing
    assert box.outbox.attempt(row.pk) is None and box.sent == []


@pytest.mark.django_db(transaction=True)
def test_a_row_goes_to_one_worker_only_of_many_at_once(box):
    box.script[:] = ["slow"]
    row = box.row()
    results = race(6, lambda _: box.outbox.attempt(row.pk))
    assert results == [("ok", None)] * 6  # nobody crashed
    got = box.get(row)
    assert box.sent == [row.pk] and got.attempts == 1 and got.status == SENT


def test_a_crashed_workers_claim_runs_out(box, monkeypatch):
    box.set("TIMEOUT", 5)
    row = box.row()
    crashed = box.outbox.claim(row.pk)  # the worker dies before it sends anything
    assert crashed is not None
    assert box.outbox.attempt(row.pk) is None and box.sent == []  # still held
    later(monkeypatch, 5 + outbox.CLAIM_MARGIN_SECONDS + 1)
    assert box.outbox.due(0) == [row.pk]  # the sweep sees it again
    assert box.outbox.attempt(row.pk) is None  # sent: nothing more to do
    got = box.get(row)
    assert box.sent == [row.pk] and (got.status, got.attempts) == (SENT, 2)
    # the crashed worker, woken up late, writes nothing: its claim is not the row's any more
    assert box.outbox.record(got, crashed, Result(Outcome.DEAD, 500)) is None
    assert box.get(row).status == SENT


# -- outcomes ------------------------------------------------------------------------------------
@pytest.mark.parametrize("outcome,status", [(Outcome.SENT, "sent"), (Outcome.SKIPPED, "skipped"),
                                            (Outcome.DEAD, "dead")])
def test_a_final_outcome_ends_the_row(box, outcome, status):
    box.script[:] = [Result(outcome, 201, "why")]
    row = box.row()
    assert box.outbox.attempt(row.pk) is None
    got = box.get(row)
    assert (got.status, got.attempts, got.last_status, got.last_error) == (status, 1, 201, "why")
    assert got.claimed_until is None and got.done_at is not None
    assert box.outbox.attempt(row.pk) is None and box.sent == [row.pk]  # never again
    assert box.outbox.due(0) == []


# -- backoff and the dead letter ------------------------------------------------------------------
def test_the_backoff_doubles_up_to_its_cap_within_a_fifth(box):
    box.set("BACKOFF_SECONDS", 10)
    box.set("BACKOFF_MAX_SECONDS", 100)
    for n, schedule in enumerate([10, 20, 40, 80, 100, 100], 1):
        delays = [box.outbox.backoff(n) for _ in range(50)]
        assert all(0.8 * schedule <= d <= 1.2 * schedule for d in delays), (n, delays)
        assert max(delays) - min(delays) > 0.01 * schedule  # jittered, not fixed
    assert box.outbox.backoff(1, retry_after=60) == 60  # never sooner than Retry-After


def test_a_failure_makes_the_row_due_again_after_the_backoff(box, monkeypatch):
    box.set("BACKOFF_SECONDS", 30)
    box.set("MAX_ATTEMPTS", 5)
    box.script[:] = [Result(Outcome.RETRY, 503, "busy")]
    row = box.row()
    start = timezone.now()
    delay = box.outbox.attempt(row.pk)
    assert delay is not None and 24 <= delay <= 36
    got = box.get(row)
    assert (got.status, got.attempts, got.last_status, got.last_error) == (PENDING, 1, 503, "busy")
    assert got.claimed_until is None and got.done_at is None
    assert abs((got.due_at - start).total_seconds() - delay) < 1
    assert box.outbox.attempt(row.pk) is None and box.outbox.due(0) == []  # not due yet
    later(monkeypatch, 40)
    assert box.outbox.due(0) == [row.pk]
    box.outbox.attempt(row.pk)
    assert box.sent == [row.pk, row.pk] and box.get(row).attempts == 2


def test_out_of_attempts_the_row_is_dead(box):
    box.set("MAX_ATTEMPTS", 3)
    box.script[:] = [Result(Outcome.RETRY, 500)]
    row = box.row()
    delays = [box.outbox.attempt(row.pk) for _ in range(4)]
    assert delays == [0.0, 0.0, None, None]  # backoff 0 here: due again at once, twice
    got = box.get(row)
    assert (got.status, got.attempts, got.last_status) == (DEAD, 3, 500)
    assert got.done_at is not None and len(box.sent) == 3


def test_send_again_makes_a_dead_row_pending_with_its_attempts_from_zero(box):
    dead = box.row(status=DEAD, attempts=8, done_at=timezone.now(),
                   due_at=timezone.now() + timedelta(hours=1))
    sent = box.row(status=SENT, attempts=1)
    assert box.outbox.again([dead.pk, sent.pk]) == [dead.pk]
    got = box.get(dead)
    assert (got.status, got.attempts, got.done_at) == (PENDING, 0, None)
    assert box.outbox.due(0) == [dead.pk] and box.get(sent).status == SENT


# -- the sweep -----------------------------------------------------------------------------------
def test_the_sweep_finds_due_unclaimed_pending_rows_only(box):
    now = timezone.now()
    overdue = box.row(due_at=now - timedelta(minutes=5))
    due = box.row(due_at=now - timedelta(seconds=5))
    box.row(due_at=now + timedelta(minutes=1))  # not yet
    box.row(due_at=now - timedelta(minutes=5), claimed_until=now + timedelta(seconds=20))
    box.row(due_at=now - timedelta(minutes=5), claimed_until=now - timedelta(seconds=1),
            status=SENT)
    box.row(due_at=now - timedelta(minutes=5), status=DEAD)
    box.row(due_at=now - timedelta(minutes=5), status=SKIPPED)
    ran_out = box.row(due_at=now - timedelta(minutes=1), claimed_until=now - timedelta(seconds=1))
    assert box.outbox.due(0) == [overdue.pk, ran_out.pk, due.pk]  # longest overdue first
    assert box.outbox.due(30) == [overdue.pk, ran_out.pk]  # a task may still be on its way


def test_the_sweep_task_queues_the_overdue_rows_with_a_broker(box, monkeypatch):
    box.set("SWEEP_GRACE_SECONDS", 30)
    box.settings.CELERY_TASK_ALWAYS_EAGER = False
    queued = []
    monkeypatch.setattr(box.deliver, "apply_async",
                        lambda args, **options: queued.append(tuple(args)))
    lost = box.row(due_at=timezone.now() - timedelta(minutes=1))
    box.row(due_at=timezone.now() - timedelta(seconds=5))  # its task is likely on its way
    assert box.sweep() == 1
    assert queued == [(lost.pk,)] and box.sent == []


def test_the_sweep_task_sends_due_rows_itself_without_a_broker(box):
    box.settings.CELERY_TASK_ALWAYS_EAGER = True
    due = box.row(due_at=timezone.now() - timedelta(seconds=1))
    box.row(due_at=timezone.now() + timedelta(minutes=1))
    assert box.sweep() == 1
    assert box.sent == [due.pk] and box.get(due).status == SENT


# -- Celery ----------------------------------------------------------------------------------------
def test_the_task_asks_celery_to_retry_after_the_backoff(box, monkeypatch):
    box.set("BACKOFF_SECONDS", 7)
    box.script[:] = [Result(Outcome.RETRY, 503)]
    box.settings.CELERY_TASK_ALWAYS_EAGER = False  # as in a worker with a broker
    row = box.row()
    with pytest.raises(Retry) as raised:
        box.deliver.apply(args=[row.pk], throw=True)  # apply(): a real (non-eager) run
    assert 7 * 0.8 <= raised.value.when <= 7 * 1.2
    box.script[:] = [Result(Outcome.SENT, 200)]
    box.outbox.model.objects.filter(pk=row.pk).update(due_at=timezone.now())
    assert box.deliver.apply(args=[row.pk], retries=1, throw=True).result is True
    assert box.get(row).status == SENT and box.sent == [row.pk, row.pk]
