"""config/scheduler.py: the beat schedule run in-process by the development server.

The scheduler runs each entry at its interval and survives a task's exception; it starts only
in runserver's serving process with no broker (never in tests, migrations or other commands),
and stops cleanly. The real schedule, with its intervals made short, runs the real tasks: a
pending webhook delivery is retried and clock warnings are written with no broker and no beat.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest

from config import scheduler
from config.scheduler import Scheduler, interval_seconds, should_start

ROOT = Path(__file__).resolve().parents[2]


def wait_for(check, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.02)
    return check()


def counting(calls: dict):
    def resolve(name):
        def task(*args, **kwargs):
            calls.setdefault(name, []).append((time.monotonic(), args, kwargs))
        return task
    return resolve


def test_each_entry_runs_at_its_own_interval():
    calls: dict = {}
    s = Scheduler({"fast": {"task": "t.fast", "schedule": 0.05},
                   "slow": {"task": "t.slow", "schedule": 0.4, "args": [1],
                            "kwargs": {"k": 2}}}, resolve=counting(calls))
    started = time.monotonic()
    s.start()
    try:
        assert wait_for(lambda: len(calls.get("t.slow", [])) >= 2)
    finally:
        assert s.stop()
    elapsed = time.monotonic() - started
    slow, fast = calls["t.slow"], calls["t.fast"]
    assert slow[0][1:] == ((1,), {"k": 2})
    # the first run comes one interval after the start, then one interval apart; never faster
    # than its interval: a run is due one interval after the previous run began (the times
    # here are taken inside the task, a little after each run began, so one gap may look
    # shorter on a busy machine by how much later one run's task started — 0.4 s less 0.4 ms
    # in one CI run; the count cannot)
    assert slow[0][0] - started >= 0.4
    assert slow[1][0] - slow[0][0] >= 0.4 - 0.03
    assert len(fast) <= elapsed / 0.05  # the first at 0.05 s, then at least 0.05 s apart
    assert all(b[0] - a[0] >= 0.05 - 0.03 for a, b in zip(fast, fast[1:], strict=False))
    # and not much slower: at least half the runs the interval allows
    assert len(fast) >= (elapsed / 0.05) / 2
    assert len(fast) > 3 * len(slow)


def test_a_failing_task_is_logged_and_the_schedule_goes_on(caplog):
    calls: dict = {}

    def resolve(name):
        if name == "t.broken":
            def broken():
                calls.setdefault(name, []).append(time.monotonic())
                raise RuntimeError("boom")
            return broken
        return counting(calls)(name)

    s = Scheduler({"broken": {"task": "t.broken", "schedule": 0.05},
                   "fine": {"task": "t.fine", "schedule": 0.05}}, resolve=resolve)
    with caplog.at_level("ERROR", logger="config.scheduler"):
        s.start()
        try:
            assert wait_for(lambda: len(calls.get("t.broken", [])) >= 3
                            and len(calls.get("t.fine", [])) >= 3)
        finally:
            assert s.stop()
    assert s.alive is False
    assert s.failures["broken"] >= 3 and s.failures["fine"] == 0
    assert any("t.broken" in r.getMessage() and r.exc_info for r in caplog.records)


def test_stop_waits_for_the_running_task_and_ends_the_thread():
    gate, running = threading.Event(), threading.Event()

    def resolve(name):
        def slow():
            running.set()
            gate.wait(5)
        return slow

    s = Scheduler({"slow": {"task": "t.slow", "schedule": 0.01}}, resolve=resolve)
    s.start()
    assert running.wait(5)
    assert s.stop(timeout=0.1) is False  # still inside the task
    gate.set()
    assert s.stop(timeout=5) is True
    assert s.alive is False


def test_intervals_of_the_schedule_forms():
    from celery.schedules import crontab, schedule

    assert interval_seconds(5) == 5.0
    assert interval_seconds(timedelta(minutes=2)) == 120.0
    assert interval_seconds(schedule(timedelta(seconds=30))) == 30.0
    assert interval_seconds(crontab(minute="*/5")) is None
    assert interval_seconds(None) is None
    s = Scheduler({"cron": {"task": "x", "schedule": crontab()},
                   "zero": {"task": "y", "schedule": 0}})
    assert s.runs == {}


def conf(eager=True, enabled=True):
    return SimpleNamespace(CELERY_TASK_ALWAYS_EAGER=eager, SCHEDULER_IN_PROCESS=enabled,
                           CELERY_BEAT_SCHEDULE={})


@pytest.mark.parametrize(("argv", "environ", "cfg", "expected"), [
    (["manage.py", "runserver"], {"RUN_MAIN": "true"}, conf(), True),
    (["manage.py", "runserver", "--noreload"], {}, conf(), True),
    # the autoreloader's watcher process: its child serves (and runs the schedule)
    (["manage.py", "runserver"], {}, conf(), False),
    # a broker: Celery beat runs the schedule, never both
    (["manage.py", "runserver"], {"RUN_MAIN": "true"}, conf(eager=False), False),
    (["manage.py", "runserver"], {"RUN_MAIN": "true"}, conf(enabled=False), False),
    (["manage.py", "migrate"], {"RUN_MAIN": "true"}, conf(), False),
    (["manage.py", "shell"], {}, conf(), False),
    (["pytest", "runserver"], {}, conf(), False),  # argv[1] is not a command of manage.py
    (["-c"], {}, conf(), False),
    ([], {}, conf(), False),
])
def test_starts_only_in_the_serving_process_without_a_broker(argv, environ, cfg, expected):
    assert should_start(argv, environ, cfg) is expected


def test_not_started_in_tests():
    assert scheduler._started is None
    assert "in-process-scheduler" not in [t.name for t in threading.enumerate()]


PROBE = """
import os, sys, threading
sys.argv = {argv!r}
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
import django
django.setup()
from config import scheduler
print(scheduler._started is not None,
      "in-process-scheduler" in [t.name for t in threading.enumerate()])
if scheduler._started is not None:
    print(scheduler._started.stop())
"""


@pytest.mark.parametrize(("argv", "environ", "started"), [
    (["manage.py", "runserver", "--noreload"], {}, True),
    (["manage.py", "runserver"], {"RUN_MAIN": "true"}, True),
    (["manage.py", "migrate"], {}, False),
    (["manage.py", "runserver", "--noreload"], {"CELERY_BROKER_URL": "redis://127.0.0.1:1/0"},
     False),
    (["manage.py", "runserver", "--noreload"], {"SCHEDULER_IN_PROCESS": "0"}, False),
])
def test_the_apps_start_it_only_when_serving(argv, environ, started, tmp_path):
    """Django's own start-up (``django.setup()``, as runserver runs it) starts the thread."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("RUN_MAIN", "CELERY_BROKER_URL", "SCHEDULER_IN_PROCESS")}
    env.update(environ)
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    out = subprocess.run([sys.executable, "-c", PROBE.format(argv=argv)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.split()
    assert lines[:2] == [str(started), str(started)]
    if started:
        assert lines[2] == "True"  # stopped cleanly


@pytest.mark.django_db(transaction=True)
def test_the_real_schedule_retries_webhooks_and_warns_of_clocks(client_for, clock, settings):
    """The project's own schedule, intervals shortened: its tasks do their work with no
    broker and no beat (a failed webhook delivery is delivered, a clock warning written)."""
    from django.utils import timezone

    from notifications.models import Notification, WebhookDelivery
    from notifications.services import notifications_create
    from tests.notifications.receiver import Receiver
    from tests.support.http import started_game

    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    a, b = client_for(staff=True), client_for()
    gid = started_game([a, b], "toy_guess", {
        "setup": {"first": "0", "secrets": {"0": 7, "1": 9}}, "clock": {"per_move": "PT2H"}})
    receiver = Receiver()
    try:
        assert a.post("/api/me/webhooks", {"url": receiver.url},
                      format="json").status_code == 201
        assert a.put("/api/me/notification-settings", {"webhook": True},
                     format="json").status_code == 200
        receiver.fail_next = 1
        notifications_create([{"user_id": a.user.id, "kind": "game_started", "game": gid,
                               "data": {"game": gid}, "key": "scheduler-test"}])
        delivery = WebhookDelivery.objects.get(notification__key="scheduler-test")
        assert wait_for(lambda: receiver.received)  # the first attempt, answered 500
        assert WebhookDelivery.objects.get(pk=delivery.pk).status == "pending"
        WebhookDelivery.objects.filter(pk=delivery.pk).update(
            due_at=timezone.now() - timedelta(seconds=1), claimed_until=None)
        clock.shift(timedelta(hours=1, minutes=1))  # 59 min left on seat 0's clock
        assert not Notification.objects.filter(kind="clock_low").exists()
        short = {name: {**entry, "schedule": 0.1}
                 for name, entry in settings.CELERY_BEAT_SCHEDULE.items()}
        s = Scheduler(short)
        s.start()
        try:
            assert wait_for(lambda: WebhookDelivery.objects.get(pk=delivery.pk).status
                            == "sent", timeout=20)
            assert wait_for(lambda: Notification.objects.filter(
                kind="clock_low", user=a.user).exists(), timeout=20)
            assert wait_for(lambda: all(s.runs[name] >= 2 for name in short), timeout=20)
        finally:
            assert s.stop()
    finally:
        receiver.close()
    assert s.failures == {name: 0 for name in short}
