"""Benchmark: the outbox relay's throughput, and commit -> webhook latency with a real worker.

Run: ``.venv/bin/python bench/bench_notifications.py`` (SQLite in a temporary file), or with
``DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`` for PostgreSQL (it creates and drops
its own database ``bench_notifications``). The latency part needs Redis
(``BENCH_REDIS_URL``, default ``redis://127.0.0.1:6379/11``); without it, it says so and
skips. Prints, with ratios against baselines measured in the same run:

* raw event appends (``store.append``, one event per call, as a command does): events/s;
* the relay over game events (numbering + the notifications subscriber folding each game):
  events/s, and its ratio to the append rate (above 1: the relay keeps up with writers);
* the relay over events of no game (numbering and the subscriber's skip only): events/s;
* commit -> webhook receipt (a local HTTP receiver) with a Celery worker: median and p99,
  against a bare Celery round trip (a no-op task queued and its result read back).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

REDIS = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11")


def _redis_up() -> bool:
    try:
        import redis

        return bool(redis.Redis.from_url(REDIS, socket_connect_timeout=1).ping())
    except Exception:  # noqa: BLE001 - any failure: no Redis here
        return False


HAVE_REDIS = _redis_up()
if HAVE_REDIS:
    os.environ["CELERY_BROKER_URL"] = REDIS
    os.environ["CELERY_RESULT_BACKEND"] = REDIS
os.environ["NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK"] = "1"

import _django  # noqa: E402

_django.setup("bench_notifications")

from django.db import connection  # noqa: E402

N_EVENTS = int(os.environ.get("BENCH_EVENTS", "2000"))
N_LATENCY = int(os.environ.get("BENCH_N", "100"))
ROOT = Path(__file__).resolve().parent.parent


def rate(name: str, events: int, seconds: float) -> float:
    per_s = events / seconds
    print(f"{name:<52} {per_s:9.0f} events/s   ({events} in {seconds:.2f} s)")
    return per_s


def summary(name: str, samples: list[float]) -> float:
    samples = sorted(samples)
    med = statistics.median(samples)
    p99 = samples[max(0, int(len(samples) * 0.99) - 1)]
    print(f"{name:<52} median {med:7.1f} ms   p99 {p99:7.1f} ms   (n={len(samples)})")
    return med


def main() -> None:
    from django.contrib.auth import get_user_model

    from events import store, subscriptions
    from games import kinds, services, signals, tasks
    from notifications.models import Notification
    from tests.toy_engine import ENGINE as TOY

    print(f"database: {connection.vendor}")
    kinds.register(TOY)
    User = get_user_model()
    a = User.objects.create_user("bench-a", password="bench-password-1", is_staff=True)
    b = User.objects.create_user("bench-b", password="bench-password-1")
    subscriptions.relay()  # number the set-up's events

    def new_game():
        game = services.game_create(user=a, kind="toy_guess", options={
            "max_number": 1000, "max_guesses": 10**6, "setup": {"first": "0"}})
        services.game_join(game_id=game.id, user=b)
        return game.id

    def move(gid, user):
        services.command_submit(game_id=gid, user=user, command={"type": "reroll"})

    # -- throughput: no wake-ups while the log grows; then one relay run over it
    signals.events_appended.disconnect(tasks.wake_relay)
    signals.events_appended.disconnect(tasks.schedule_deadline)
    games = [new_game() for _ in range(20)]
    before = subscriptions.head()
    made = 0
    while made < N_EVENTS:
        for gid in games:
            move(gid, a)
            move(gid, b)
        made = Event_count() - before
    t = time.perf_counter()
    report = subscriptions.relay()
    relay_games = rate("relay over game events (number + notify)", report["numbered"],
                       time.perf_counter() - t)
    t = time.perf_counter()
    for i in range(N_EVENTS):
        store.append(uuid.uuid4(), 0, [{"type": "Bench", "data": {"i": i}}])
    appends = rate("baseline: store.append, 1 event per call", N_EVENTS,
                   time.perf_counter() - t)
    t = time.perf_counter()
    report = subscriptions.relay()
    relay_plain = rate("relay over events of no game (number + skip)", report["numbered"],
                       time.perf_counter() - t)
    print(f"{'':<52} ratio relay / appends: {relay_games / appends:.1f}x (games), "
          f"{relay_plain / appends:.1f}x (no game)")
    print(f"{'':<52} notifications written: {Notification.objects.count()}")

    if not HAVE_REDIS:
        print(f"latency: skipped, no Redis at {REDIS} (set BENCH_REDIS_URL)")
        _django.teardown()
        return
    signals.events_appended.connect(tasks.wake_relay)
    latency(a, b, new_game, move)
    _django.teardown()


def Event_count() -> int:
    from events.models import Event

    return Event.objects.count()


def latency(a, b, new_game, move) -> None:
    from config.celery import app
    from notifications import services as notes
    from tests.notifications.receiver import Receiver

    app.control.purge()
    receiver = Receiver()
    endpoint, receiver.secret = notes.webhook_register(user=b, url=receiver.url)
    notes.settings_update(user=b, changes={"webhook": True})
    env = {**os.environ, "DATABASE_URL": os.environ.get("DATABASE_URL", ""),
           "DATABASE_POOL_MAX": "0", "EVENTS_RELAY_SWEEP_SECONDS": "5"}
    if not env["DATABASE_URL"]:
        env.pop("DATABASE_URL")  # SQLite: the same file, through VAR_DIR
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "tests.celery_worker", "worker",
         "--concurrency", "2", "--loglevel", "WARNING", "--without-mingle", "--without-gossip"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 30
        while not app.control.ping(timeout=0.5):
            if time.monotonic() > end:
                raise SystemExit("the worker did not start")
        floor = []
        for _ in range(N_LATENCY):
            t = time.perf_counter()
            app.send_task("celery.accumulate", args=[1]).get(timeout=10)  # built-in no-op
            floor.append((time.perf_counter() - t) * 1000)
        samples = []
        gid = new_game()
        for _ in range(N_LATENCY):
            got = len(receiver.ok_ids())
            move(gid, a)  # b's turn: b's webhook fires
            committed = time.time()
            end = time.monotonic() + 10
            while len(receiver.ok_ids()) <= got:
                if time.monotonic() > end:
                    raise SystemExit("a webhook did not arrive")
                time.sleep(0.0005)
            samples.append((receiver.received[-1]["at"] - committed) * 1000)
            move(gid, b)  # a's turn again: a has no webhook
        lat = summary("commit -> webhook receipt (worker, Redis)", samples)
        base = summary("baseline: Celery round trip (no-op task)", floor)
        print(f"{'':<52} ratio latency / Celery round trip: {lat / base:.1f}x")
        assert all(r["valid"] for r in receiver.received)
    finally:
        worker.terminate()
        try:
            worker.wait(30)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
        receiver.close()


if __name__ == "__main__":
    main()
