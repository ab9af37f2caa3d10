"""events.waiting: long-polls. A wait on the event feed answers as soon as an event lands, or
empty at its deadline, within a per-user cap of waits; the feed is an async view, so a wait
holds no thread; on SQLite the commit watch wakes only the waiters a commit concerns (a
commit by another connection that appended no events wakes nobody: waking every wait on
each throttle count or wait slot written starved the writer)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
import uuid

import pytest
from django.db import connections

from events import waiting
from tests.support.concurrency import wait_until
from tests.support.http import send, started_game


def _poll_in_thread(client, path, out):
    def run():
        start = time.monotonic()
        try:
            r = client.get(path)
            out.update(status=r.status_code, body=r.json(), at=time.monotonic(),
                       took=time.monotonic() - start)
        finally:
            connections.close_all()

    t = threading.Thread(target=run)
    t.start()
    return t


@pytest.mark.django_db(transaction=True)
def test_long_poll_wakes_up_when_an_event_lands(toy_table, stop_listener):
    clients, gid = toy_table
    detail = clients[0].get(f"/api/games/{gid}").json()
    version = detail["version"]
    mover = clients[0] if detail["view"]["turn"] == detail["your_seat"] else clients[1]
    out: dict = {}
    t = _poll_in_thread(clients[0], f"/api/games/{gid}/events?after={version}&wait=20", out)
    time.sleep(0.5)
    assert not out, "answered before any event"
    sent = time.monotonic()
    assert send(mover, gid, {"type": "guess", "number": 1}).status_code == 201
    t.join(10)
    assert out["status"] == 200
    # the move and its clock event, and the game's end too when the guess was right
    assert [e["version"] for e in out["body"]["events"]][:2] == [version + 1, version + 2]
    assert out["at"] - sent < 2.0  # woke up promptly, long before the 20 s deadline


@pytest.mark.django_db(transaction=True)
def test_long_poll_answers_empty_at_the_deadline(toy_table, stop_listener, monkeypatch):
    """Without reading the feed again: every commit to the game woke the wait to look."""
    from games.api import play

    clients, gid = toy_table
    version = clients[0].get(f"/api/games/{gid}").json()["version"]
    monkeypatch.setattr(play, "_events_feed", lambda *a: pytest.fail("read the feed again"))
    start = time.monotonic()
    r = clients[0].get(f"/api/games/{gid}/events?after={version}&wait=1")
    took = time.monotonic() - start
    assert r.status_code == 200
    assert r.json() == {"events": [], "last_version": version, "has_more": False}
    assert 0.9 <= took < 3


@pytest.mark.django_db
def test_long_poll_returns_at_once_when_already_behind(toy_table):
    clients, gid = toy_table
    start = time.monotonic()
    r = clients[0].get(f"/api/games/{gid}/events?after=0&wait=25")
    assert r.status_code == 200 and len(r.json()["events"]) >= 5
    assert time.monotonic() - start < 1
    assert clients[0].get(f"/api/games/{gid}/events?wait=26").json()["code"] == \
        "invalid_parameter"


@pytest.mark.django_db(transaction=True)
def test_a_user_holds_at_most_the_cap_of_waits(client_for, settings, stop_listener):
    from events import waiting

    settings.LONG_POLL_MAX_WAITS_PER_USER = 2
    players = [client_for(), client_for()]
    gid = started_game(players, "toy_guess")
    detail = players[0].get(f"/api/games/{gid}").json()
    version = detail["version"]
    mover = players[0] if detail["view"]["turn"] == detail["your_seat"] else players[1]
    path = f"/api/games/{gid}/events?after={version}&wait=20"
    held = [{}, {}]
    threads = [_poll_in_thread(client_for(players[0].user), path, out) for out in held]
    wait_until(lambda: waiting.waiting_count() == 2)

    r = client_for(players[0].user).get(path)
    assert r.status_code == 429 and r.json()["code"] == "too_many_waits"
    assert r["Retry-After"] == "5" and r.json()["retry_after"] == 5
    # an answer ready at once takes no slot; another user has slots of their own
    assert client_for(players[0].user).get(
        f"/api/games/{gid}/events?after=0&wait=20").status_code == 200
    start = time.monotonic()
    r = players[1].get(f"/api/games/{gid}/events?after={version}&wait=1")
    assert r.status_code == 200 and time.monotonic() - start >= 0.9

    assert send(mover, gid, {"type": "guess", "number": 1}).status_code == 201
    for t in threads:
        t.join(10)
    assert [out["status"] for out in held] == [200, 200]
    # their slots are free again
    last = held[0]["body"]["last_version"]
    r = client_for(players[0].user).get(f"/api/games/{gid}/events?after={last}&wait=1")
    assert r.status_code == 200 and r.json()["events"] == []


@pytest.mark.django_db(transaction=True)
def test_a_wait_keeps_its_slot_past_the_lease_by_renewing_it(client_for, settings, memory_cache,
                                                             stop_listener):
    """Slots are leases (a killed process's expire within one, tests/api/
    test_long_poll_server.py); a wait that lasts longer renews its own. (The cache is outside
    the database here: a loaded test machine's SQLite can hold a renewal past a short lease.)"""
    settings.LONG_POLL_MAX_WAITS_PER_USER = 1
    settings.LONG_POLL_SLOT_LEASE_SECONDS = 2
    players = [client_for(), client_for()]
    gid = started_game(players, "toy_guess")
    detail = players[0].get(f"/api/games/{gid}").json()
    version = detail["version"]
    mover = players[0] if detail["view"]["turn"] == detail["your_seat"] else players[1]
    path = f"/api/games/{gid}/events?after={version}&wait=20"
    held: dict = {}
    thread = _poll_in_thread(client_for(players[0].user), path, held)
    try:
        wait_until(lambda: waiting.waiting_count() == 1)
        time.sleep(5)  # two and a half leases
        r = client_for(players[0].user).get(path.replace("wait=20", "wait=1"))
        assert r.status_code == 429 and r.json()["code"] == "too_many_waits"
    finally:
        assert send(mover, gid, {"type": "guess", "number": 1}).status_code == 201
        thread.join(10)
    assert held["status"] == 200


@pytest.mark.django_db(transaction=True)
def test_a_wait_fetches_again_on_each_notification_of_its_key(client_for, stop_listener):
    """Notifications of other keys, or of a key whose check still finds nothing, don't answer."""
    from django.db import transaction

    from events import waiting

    players = [client_for(), client_for()]
    gid = started_game(players, "toy_guess")
    version = players[0].get(f"/api/games/{gid}").json()["version"]
    out: dict = {}
    t = _poll_in_thread(players[0], f"/api/games/{gid}/events?after={version}&wait=3", out)
    wait_until(lambda: waiting.waiting_count() == 1)
    with transaction.atomic():
        waiting.notify(gid)  # nothing new was appended: the wait goes on
        waiting.notify("user:1")
    time.sleep(0.5)
    assert not out and waiting.waiting_count() == 1
    t.join(10)
    assert out["status"] == 200 and out["body"]["events"] == [] and out["took"] >= 2.9


def test_the_event_feed_is_an_async_view_and_every_middleware_can_run_async():
    """Under ASGI a sync-only middleware would run the view below it in a thread."""
    from asgiref.sync import iscoroutinefunction
    from django.conf import settings
    from django.urls import resolve
    from django.utils.module_loading import import_string

    view = resolve("/api/games/00000000-0000-0000-0000-000000000000/events").func
    assert iscoroutinefunction(view)
    for path in settings.MIDDLEWARE:
        assert getattr(import_string(path), "async_capable", False), path


# -- the SQLite commit watch --------------------------------------------------------------------
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


def test_keys_woken_on_any_commit_are_woken_by_the_watch(tmp_path, monkeypatch):
    """A chat room's key: its writes append no event, so the SQLite watch wakes it on every
    commit another connection makes (``wake_on_any_commit``); other keys stay asleep."""
    monkeypatch.setattr(waiting, "_any_commit", set())
    hub, db, loop = _hub_and_db(tmp_path)
    try:
        room, game = hub.subscribe("chat:g:players"), hub.subscribe(str(uuid.uuid4()))
        hub._wake_prefixed()
        assert not room.is_set()  # nothing registered: asleep
        waiting.wake_on_any_commit("chat:")
        hub._wake_prefixed()
        assert room.is_set() and not game.is_set()
    finally:
        db.close()
        loop.close()
