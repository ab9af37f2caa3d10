"""Faults, for real: a Celery worker against Redis, the broker going away and coming back.

Needs what ``.ci/run`` starts for its PostgreSQL pass: a worker (with beat) on this test
database and the broker in ``CELERY_BROKER_URL``; it says so with ``CELERY_TEST_WORKER=1``.
Skipped otherwise (``make test`` on a newcomer's machine).

While the web side cannot reach the broker (it points at a closed port) and the worker is
paused (it stops consuming; beat keeps queueing relay sweeps), moves still answer 201 and the
events wait in the outbox (no position, no notification). When both come back the relay
catches up from its tracking position: every notification is delivered, each exactly once to
a receiver that answered 2xx (one failure on purpose exercises the retry), all signed.
"""

from __future__ import annotations

import os
import time

import pytest

from events.models import Event
from games.models import Game
from notifications.models import Notification, WebhookDelivery
from tests.support.concurrency import wait_until
from tests.support.http import send

WORKER = os.environ.get("CELERY_TEST_WORKER") == "1"

pytestmark = [
    pytest.mark.celery_worker,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not WORKER or not os.environ.get("CELERY_BROKER_URL"),
                       reason="needs the Celery worker .ci/run starts (CELERY_TEST_WORKER=1)"),
]

CLOSED = "redis://127.0.0.1:1/0"


def point_broker(url: str) -> None:
    """Point this process's Celery app at ``url`` (a closed port: the broker is "down")."""
    from kombu import pools

    from config.celery import app

    app.conf.broker_url = app.conf.broker_write_url = app.conf.broker_read_url = url
    if app._pool is not None:
        app._pool.force_close_all()
    app._pool = None
    app.amqp._producer_pool = None
    pools.reset()


def control():
    from celery import Celery

    return Celery(broker=os.environ["CELERY_BROKER_URL"]).control


QUEUES = ("celery", "webhooks")  # the worker's queues (.ci/run: -Q celery,webhooks)


def pause_worker() -> None:
    for queue in QUEUES:
        assert control().cancel_consumer(queue, reply=True, timeout=5)


def resume_worker() -> None:
    for queue in QUEUES:
        assert control().add_consumer(queue, reply=True, timeout=5)



def _hook(player, receiver) -> None:
    """``player`` wants webhooks, sent to ``receiver`` (which learns the signing secret)."""
    r = player.post("/api/me/webhooks", {"url": receiver.url}, format="json")
    assert r.status_code == 201, r.json()
    receiver.secret = r.json()["secret"]
    assert player.put("/api/me/notification-settings", {"webhook": True},
                      format="json").status_code == 200

@pytest.fixture
def broker_restored():
    yield
    point_broker(os.environ["CELERY_BROKER_URL"])
    for queue in QUEUES:
        control().add_consumer(queue, reply=True, timeout=5)


def test_nothing_is_lost_or_sent_twice_when_the_broker_goes_away(
        client_for, receiver, settings, broker_restored):
    assert not settings.CELERY_TASK_ALWAYS_EAGER
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    assert control().ping(timeout=5), "no worker answers"
    a, b = client_for(staff=True), client_for()
    _hook(b, receiver)
    # a clock sets a deadline with every move: each schedules an eta task on the broker
    created = a.post("/api/games", {"kind": "toy_guess", "seats": 2, "options": {
        "clock": {"per_move": "P1D"}, "max_guesses": 20,
        "setup": {"first": "1", "secrets": {"0": 7, "1": 9}}}}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    assert b.post(f"/api/games/{gid}/join").status_code == 200  # b's join starts it, b first
    movers = [b, a] * 10

    def your_turns_for_b():
        return Notification.objects.filter(user=b.user, kind="your_turn").count()

    # -- phase 1: all up. b moves, a moves: b hears "your turn" by webhook
    for c in movers[:2]:
        assert send(c, gid, {"type": "guess", "number": 1}).status_code == 201
    wait_until(lambda: len(receiver.ok_ids()) >= 1, 30, "the first webhook", every=0.2)
    receiver.fail_next = 1  # the next delivery fails once: Celery's retry sends it again
    # -- phase 2: the broker is down for the web side, the worker is paused
    point_broker(CLOSED)
    pause_worker()
    time.sleep(1.5)  # whatever the worker had started finishes
    notes_before, got_before = Notification.objects.count(), len(receiver.received)
    for c in movers[2:10]:
        r = send(c, gid, {"type": "guess", "number": 1})
        assert r.status_code == 201, r.content[:300]  # the deadline could not be scheduled
    # these moves set deadlines (the clock) whose scheduling failed: the 500 this used to be
    assert Game.objects.get(id=gid).deadline is not None
    time.sleep(3)  # beat sweeps queue up on the worker's side but nobody consumes them
    assert Notification.objects.count() == notes_before
    assert len(receiver.received) == got_before
    unnumbered = Event.objects.filter(stream=gid, position__isnull=True).count()
    assert unnumbered >= 8  # in the outbox, waiting for the relay
    # -- phase 3: both come back; nobody moves: the relay sweep catches up on its own
    point_broker(os.environ["CELERY_BROKER_URL"])
    resume_worker()
    expected_turns = 5  # b moved in phase 1 and 4 times in phase 2; each of a's 5 moves
    wait_until(lambda: your_turns_for_b() == expected_turns, 60, "the relay to catch up", every=0.2)
    wait_until(lambda: not WebhookDelivery.objects.exclude(status="sent").exists(), 60,
               "every webhook delivery", every=0.2)
    assert not Event.objects.filter(stream=gid, position__isnull=True).exists()
    ok = receiver.ok_ids()
    notes = set(Notification.objects.filter(user=b.user).values_list("id", flat=True))
    assert sorted(ok) == sorted(str(n) for n in notes), "lost or sent twice"
    assert len(ok) == len(set(ok))
    assert any(r["status"] == 500 for r in receiver.received), "the retry was not exercised"
    assert all(r["valid"] for r in receiver.received), "a signature did not verify"
    assert WebhookDelivery.objects.filter(attempts=2).count() == 1


# -- the broker drops while the worker is busy --------------------------------------------------
# The private Redis .ci/run started for the worker (tests/notifications/broker.py): this test
# stops it and starts it again. Without it (a worker on a shared Redis) the test is skipped.
BROKER_PORT = os.environ.get("CELERY_TEST_BROKER_PORT")
GAMES = 6
OUTAGES = 3


def worker_answers() -> bool:
    """Whether a worker answers a ping (False while this process's broker connection is
    still the one the outage broke: the failed call drops it, the next one reconnects)."""
    from kombu.exceptions import OperationalError
    from redis.exceptions import RedisError

    try:
        return bool(control().ping(timeout=1))
    except (OperationalError, RedisError, OSError):
        return False


def worker_pids() -> dict[str, int]:
    """Each answering worker's name and the process id of its main process."""
    stats = control().inspect(timeout=3).stats() or {}
    return {name: s["pid"] for name, s in stats.items()}


@pytest.mark.skipif(not BROKER_PORT, reason="needs the private broker .ci/run starts "
                    "(CELERY_TEST_BROKER_PORT)")
def test_the_worker_survives_the_broker_dropping_while_it_is_busy(client_for, receiver, settings):
    from tests.notifications import broker

    port = int(BROKER_PORT)
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    assert control().ping(timeout=5), "no worker answers"
    workers = worker_pids()
    assert workers, "no worker answers"
    receiver.delay = 0.05  # every delivery holds a worker process a while: the worker is busy
    a, b = client_for(staff=True), client_for()
    _hook(b, receiver)
    games = []
    for _ in range(GAMES):  # b first in each: every move of a's is a "your turn" for b
        created = a.post("/api/games", {"kind": "toy_guess", "seats": 2, "options": {
            "clock": {"per_move": "P1D"}, "max_guesses": 400,
            "setup": {"first": "1", "secrets": {"0": 7, "1": 9}}}}, format="json")
        assert created.status_code == 201, created.json()
        games.append(created.json()["id"])
        assert b.post(f"/api/games/{games[-1]}/join").status_code == 200
    turn = {gid: b for gid in games}
    moves_by_a = 0

    def play(seconds: float) -> None:
        nonlocal moves_by_a
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for gid in games:
                r = send(turn[gid], gid, {"type": "guess", "number": 1})
                assert r.status_code == 201, r.content[:300]
                moves_by_a += turn[gid] is a
                turn[gid] = a if turn[gid] is b else b
            time.sleep(0.05)

    play(4)
    assert receiver.received, "no webhook delivered"
    busy = unnumbered = 0
    for _ in range(OUTAGES):  # which worker socket notices an outage first is a race: repeat
        # deliveries in progress (the receiver holds them): tasks running, their messages not
        # acknowledged yet (task_acks_late), while the worker still waits on the queue for more
        receiver.gate.clear()
        wait_until(lambda: receiver.waiting, 10, "a delivery in progress", every=0.05)
        busy = max(busy, WebhookDelivery.objects.exclude(status="sent").count())
        broker.stop(port)  # the broker drops, with everything it held
        try:
            play(2)  # moves still answer 201; their wake-ups and deadlines cannot be queued
            unnumbered = max(unnumbered, Event.objects.filter(
                stream__in=games, position__isnull=True).count())
            assert unnumbered, "nothing waits in the outbox"
        finally:
            broker.start(port)
            receiver.gate.set()
        # the same worker process answers again (it reconnected: nobody restarted it)
        wait_until(worker_answers, 30, "the worker to answer after the outage", every=0.5)
        assert worker_pids() == workers, "the worker was replaced or is gone"
        play(1)
    started = time.monotonic()
    # and it catches up by itself: every event numbered, every note written and delivered once
    wait_until(lambda: not Event.objects.filter(position__isnull=True).exists(), 60,
               "every event to be numbered", every=0.5)
    wait_until(lambda: Notification.objects.filter(
        user=b.user, kind="your_turn").count() == moves_by_a, 60, "every your-turn note",
        every=0.5)
    wait_until(lambda: not WebhookDelivery.objects.exclude(status="sent").exists(), 120,
               "every webhook delivery", every=0.5)
    print(f"\n{moves_by_a} moves by a; {OUTAGES} outages; up to {busy} deliveries pending when "
          f"the broker dropped, {unnumbered} events unnumbered during an outage; caught up "
          f"{time.monotonic() - started:.1f} s after it came back")
    ok = receiver.ok_ids()
    notes = Notification.objects.filter(user=b.user).values_list("id", flat=True)
    assert sorted(ok) == sorted(str(n) for n in notes), "lost or sent twice"
    assert all(r["valid"] for r in receiver.received), "a signature did not verify"
