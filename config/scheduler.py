"""The in-process scheduler: Celery beat's schedule run by one thread of the development server.

With no broker (``make serve``: ``CELERY_TASK_ALWAYS_EAGER``) there is no beat and no worker,
so the periodic work of ``CELERY_BEAT_SCHEDULE`` (deadline and bot sweeps, the outbox relay's
sweep, clock warnings, webhook retries, email digests, and whatever the apps add there) would
never run. ``Scheduler`` runs each entry's task here, at the entry's interval, one at a time:
a task's exception is logged and the next run goes ahead.

It starts only where it is the one running the schedule (``should_start``): under
``manage.py runserver`` in the process that serves (the autoreloader's child, ``RUN_MAIN``, or
``--noreload``), with no broker, unless ``SCHEDULER_IN_PROCESS`` turns it off. Never in tests,
migrations or other management commands, and never beside a real beat (a broker means beat).
Tasks are found by their registered name (the schedule's ``task``) at run time, so this module
imports no app.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
from collections.abc import Callable, Mapping
from datetime import timedelta

from django.apps import apps
from django.db import close_old_connections
from django.utils.module_loading import import_string

log = logging.getLogger(__name__)

_started: Scheduler | None = None
_lock = threading.Lock()


def interval_seconds(schedule) -> float | None:
    """Seconds between runs of a beat entry's ``schedule`` (a number, a ``timedelta`` or a
    Celery ``schedule``); None for what has no fixed interval (a crontab)."""
    if isinstance(schedule, bool):
        return None
    if isinstance(schedule, int | float):
        return float(schedule)
    if isinstance(schedule, timedelta):
        return schedule.total_seconds()
    run_every = getattr(schedule, "run_every", None)  # celery.schedules.schedule
    if isinstance(run_every, timedelta) and not hasattr(schedule, "minute"):
        return run_every.total_seconds()
    return None


def _resolve(name: str) -> Callable[[], object]:
    """The task registered as ``name`` (its dotted path, as every task here is named)."""
    return import_string(name)


class Scheduler:
    """Runs ``schedule`` (``{entry: {"task": name, "schedule": seconds, "args"?, "kwargs"?}}``)
    in a daemon thread until ``stop()``. Each entry first runs ``interval`` seconds after the
    start, then every ``interval`` seconds after its previous run began (a run that overruns
    delays the others, never doubles itself). ``resolve`` finds a task by name."""

    def __init__(self, schedule: Mapping[str, Mapping], *,
                 resolve: Callable[[str], Callable] = _resolve,
                 clock: Callable[[], float] = time.monotonic):
        self._clock = clock
        self._resolve = resolve
        self._entries: list[dict] = []
        for name, entry in schedule.items():
            every = interval_seconds(entry.get("schedule"))
            if every is None or every <= 0:
                log.warning("scheduler: %s has no fixed interval; it is not run in-process", name)
                continue
            self._entries.append({"name": name, "task": entry["task"], "every": every,
                                  "args": tuple(entry.get("args") or ()),
                                  "kwargs": dict(entry.get("kwargs") or {})})
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.runs: dict[str, int] = {e["name"]: 0 for e in self._entries}
        self.failures: dict[str, int] = {e["name"]: 0 for e in self._entries}

    def start(self) -> None:
        now = self._clock()
        for e in self._entries:
            e["due"] = now + e["every"]
        self._thread = threading.Thread(target=self._loop, name="in-process-scheduler",
                                        daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> bool:
        """Ask the thread to stop and wait for the task it runs to finish (up to ``timeout``);
        True when it has stopped."""
        self._stop.set()
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _loop(self) -> None:
        # started from an app's ready(): the tasks' subscribers and signals are all registered
        # only once every app is ready
        while not apps.ready and not self._stop.wait(0.05):
            pass
        while not self._stop.is_set():
            if not self._entries:
                return
            entry = min(self._entries, key=lambda e: e["due"])
            wait = entry["due"] - self._clock()
            if wait > 0:
                self._stop.wait(wait)
                continue
            entry["due"] = self._clock() + entry["every"]
            self._run(entry)

    def _run(self, entry: dict) -> None:
        close_old_connections()  # a connection a previous run left broken is not reused
        try:
            self._resolve(entry["task"])(*entry["args"], **entry["kwargs"])
        except Exception:  # noqa: BLE001 - one task's failure must not stop the others
            self.failures[entry["name"]] += 1
            log.exception("scheduler: %s (%s) failed; it runs again in %s s", entry["name"],
                          entry["task"], entry["every"])
        finally:
            self.runs[entry["name"]] += 1
            close_old_connections()


def should_start(argv: list[str], environ: Mapping[str, str], conf) -> bool:
    """Whether this process runs the schedule itself: the serving process of ``runserver``
    (not the autoreloader's watcher), with no broker, and not turned off."""
    if not conf.SCHEDULER_IN_PROCESS or not conf.CELERY_TASK_ALWAYS_EAGER:
        return False  # turned off, or a broker: Celery beat runs the schedule
    if len(argv) < 2 or argv[1] != "runserver":
        return False  # tests, migrate, shell, every other command
    return environ.get("RUN_MAIN") == "true" or "--noreload" in argv


def start_if_serving(argv: list[str], environ: Mapping[str, str], conf) -> Scheduler | None:
    """Start the process's one scheduler when ``should_start``; stopped at exit."""
    global _started
    if not should_start(argv, environ, conf):
        return None
    with _lock:
        if _started is None:
            _started = Scheduler(conf.CELERY_BEAT_SCHEDULE)
            _started.start()
            atexit.register(_started.stop)
            log.info("scheduler: running %s in-process (no broker)",
                     ", ".join(sorted(_started.runs)))
    return _started
