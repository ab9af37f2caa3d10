"""The SQLite commit watch wakes only the waiters a commit concerns.

A commit by another connection that appended no events (a throttle count, a wait slot in the
database cache) must wake nobody: with many waits held, waking them all on each such write sent
every one of them back to the database several times a second and starved the writer.
"""

from __future__ import annotations

import asyncio
import sqlite3
import uuid

from events import waiting


def _hub_and_db(tmp_path):
    db = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    db.execute("CREATE TABLE events_event (id INTEGER PRIMARY KEY AUTOINCREMENT, stream char(32))")
    db.execute("CREATE TABLE cache (k text)")
    loop = asyncio.new_event_loop()
    hub = waiting._Hub(loop, "sqlite", {"NAME": str(tmp_path / "db.sqlite3")})
    return hub, db, loop


def test_a_commit_without_events_wakes_nobody_and_one_with_events_wakes_its_game(tmp_path):
    hub, db, loop = _hub_and_db(tmp_path)
    try:
        moved, quiet = uuid.uuid4(), uuid.uuid4()
        on_moved, on_quiet = hub.subscribe(str(moved)), hub.subscribe(str(quiet))
        inbox = hub.subscribe("user:7")
        last = waiting._last_event_id(db)

        db.execute("INSERT INTO cache VALUES ('throttle')")
        assert hub._wake_for_events(db, last) == last
        assert not (on_moved.is_set() or on_quiet.is_set() or inbox.is_set())

        db.execute("INSERT INTO events_event (stream) VALUES (?)", (moved.hex,))
        db.execute("INSERT INTO events_event (stream) VALUES (?)", (moved.hex,))
        last = hub._wake_for_events(db, last)
        assert last == 2
        assert on_moved.is_set() and inbox.is_set()  # inbox waiters re-check on any move
        assert not on_quiet.is_set()

        on_moved.clear()
        inbox.clear()
        assert hub._wake_for_events(db, last) == last  # nothing new since: nobody woken again
        assert not (on_moved.is_set() or inbox.is_set())
    finally:
        db.close()
        loop.close()
