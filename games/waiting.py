"""Long-poll support: wait until a game's stream passes a version, without a busy loop.

On PostgreSQL each append sends ``NOTIFY game_events, '<game id>'`` inside its transaction (so it
is delivered only on commit), and one listener thread per process (its own connection, ``LISTEN
game_events``) wakes the requests waiting on that game. Elsewhere (SQLite, one process in
development) waiters re-read the game's version at a gentle interval.
"""

from __future__ import annotations

import logging
import threading
import time

from django.db import connection

from .models import Game

log = logging.getLogger(__name__)
CHANNEL = "game_events"
POLL_SECONDS = 0.25  # the fallback's re-read interval (not PostgreSQL)


def notify(game_id) -> None:
    """Announce new events for ``game_id``; call inside the appending transaction."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT pg_notify(%s, %s)", [CHANNEL, str(game_id)])


def current_version(game_id) -> int:
    return Game.objects.filter(id=game_id).values_list("version", flat=True).first() or 0


def wait_for_version(game_id, after: int, timeout: float) -> int:
    """Block until the game's version exceeds ``after`` or ``timeout`` passes; the version."""
    deadline = time.monotonic() + timeout
    version = current_version(game_id)
    if version > after or timeout <= 0:
        return version
    if connection.vendor == "postgresql":
        listener = _Listener.get(connection.settings_dict)
        key = str(game_id)
        while True:
            # read the notification count before the version, so a commit in between is seen
            seen = listener.count(key)
            version = current_version(game_id)
            remaining = deadline - time.monotonic()
            if version > after or remaining <= 0:
                return version
            listener.wait(key, seen, remaining)
    while version <= after and time.monotonic() < deadline:
        time.sleep(min(POLL_SECONDS, max(0.0, deadline - time.monotonic())))
        version = current_version(game_id)
    return version


def shutdown() -> None:
    _Listener.shutdown()


class _Listener:
    """One LISTEN connection per process; wakes waiters by game id."""

    _instance: _Listener | None = None
    _lock = threading.Lock()

    def __init__(self, settings_dict: dict):
        self.settings_dict = dict(settings_dict)
        self.cond = threading.Condition()
        self.generation: dict[str, int] = {}
        self.ready = threading.Event()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="game-events-listener",
                                       daemon=True)
        self.thread.start()
        self.ready.wait(5)

    @classmethod
    def get(cls, settings_dict: dict) -> _Listener:
        with cls._lock:
            inst = cls._instance
            if inst is None or not inst.thread.is_alive() or \
                    inst.settings_dict["NAME"] != settings_dict["NAME"]:
                cls._instance = inst = cls(settings_dict)
            return inst

    @classmethod
    def shutdown(cls) -> None:
        """Stop the listener thread and close its connection (tests, process exit)."""
        with cls._lock:
            inst, cls._instance = cls._instance, None
        if inst is not None:
            inst.stopping.set()
            inst.thread.join(5)

    def count(self, game_id: str) -> int:
        """How many notifications for ``game_id`` this listener has seen."""
        with self.cond:
            return self.generation.get(game_id, 0)

    def wait(self, game_id: str, seen: int, timeout: float) -> None:
        """Sleep until more than ``seen`` notifications for ``game_id`` arrived (or timeout)."""
        with self.cond:
            self.cond.wait_for(lambda: self.generation.get(game_id, 0) != seen,
                               timeout=timeout)

    def _run(self) -> None:
        import psycopg  # noqa: PLC0415 - only needed on PostgreSQL

        s = self.settings_dict
        while not self.stopping.is_set():
            try:
                with psycopg.connect(host=s.get("HOST") or None, port=s.get("PORT") or None,
                                     dbname=s["NAME"], user=s.get("USER") or None,
                                     password=s.get("PASSWORD") or None,
                                     autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    while not self.stopping.is_set():
                        # wake up every second to notice a shutdown
                        for note in conn.notifies(timeout=1.0):
                            with self.cond:
                                self.generation[note.payload] = \
                                    self.generation.get(note.payload, 0) + 1
                                self.cond.notify_all()
            except Exception:  # noqa: BLE001 - reconnect; waiters fall back to their timeout
                log.exception("game events listener lost its connection; reconnecting")
                self.ready.set()
                time.sleep(1)
