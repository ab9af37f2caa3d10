"""The per-process cache of folded states (events.state_cache) as the games use it.

Transactional tests: the cache is written only when a transaction commits, which the usual
test transaction never does. Every answer read through the cache must equal the fold of the
log alone.
"""

from __future__ import annotations

import uuid

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from events import state_cache, store
from games import services
from games.folders import GameFolder
from games.models import Game
from games.services import unit_of_work
from tests.support.concurrency import in_threads
from tests.support.http import started_game
from tests.support.log import fold_fresh

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _as_in_production(memory_cache, relay_in_a_worker):
    """An empty fold cache, and the relay left to a worker."""


def new_game(players) -> str:
    return started_game(players, "toy_guess", {"max_number": 1000, "max_guesses": 500,
                                               "clock": None})


def cached(gid):
    """(state, version) as this process's cache holds the game, or None."""
    entry = state_cache.latest(gid, GameFolder("toy_guess").key)
    return None if entry is None else (entry[1], entry[0])


def move(players, gid):
    """The seat to act rerolls (fresh randomness each time); returns the answer's body."""
    for c in players:
        r = c.post(f"/api/games/{gid}/commands", {"type": "reroll"}, format="json")
        if r.status_code == 201:
            return r.json()
    raise AssertionError(r.json())


def events_queries(captured) -> int:
    """Queries that read events (not the stored version read with the game row)."""
    return sum(q["sql"].startswith("SELECT") and 'FROM "events_event"' in q["sql"]
               and "stream_version" not in q["sql"] for q in captured.captured_queries)


# -- the cache itself ---------------------------------------------------------------------------
def test_entries_are_copies_and_only_committed_states_are_kept():
    stream = uuid.uuid4()
    state_cache.remember(stream, "k", 3, {"a": [1]})
    version, state = state_cache.latest(stream, "k")
    state["a"].append(2)  # a caller changing its copy changes nobody else's
    assert state_cache.latest(stream, "k") == (3, {"a": [1]})
    with transaction.atomic():
        state_cache.remember(stream, "k", 4, {"a": [9]})
        assert state_cache.latest(stream, "k")[0] == 3  # not before the commit
        transaction.set_rollback(True)
    assert state_cache.latest(stream, "k") == (3, {"a": [1]})  # rolled back: never cached
    state_cache.remember(stream, "k", 2, {"old": True})
    assert state_cache.latest(stream, "k")[0] == 3  # an older fold never replaces a newer one


def test_the_cache_is_bounded_by_size_least_recently_used_first(settings):
    settings.EVENTS_STATE_CACHE_BYTES = 20_000
    streams = [uuid.uuid4() for _ in range(100)]
    for s in streams:
        state_cache.remember(s, "k", 1, {"payload": "x" * 1000})
        state_cache.latest(streams[0], "k")  # keep the first one in use
    stats = state_cache.stats()
    assert 0 < stats["bytes"] <= 20_000 and stats["entries"] < 100
    assert state_cache.latest(streams[0], "k") is not None
    assert state_cache.latest(streams[1], "k") is None  # the least recently used went first
    state_cache.remember(uuid.uuid4(), "k", 1, {"huge": "x" * 50_000})  # too big: not kept
    assert state_cache.stats()["bytes"] <= 20_000
    settings.EVENTS_STATE_CACHE_BYTES = 0  # off
    state_cache.remember(streams[0], "k", 2, {})
    assert state_cache.latest(streams[0], "k") is None


# -- as the games use it ------------------------------------------------------------------------
def test_a_command_and_a_read_use_the_cached_fold_and_it_equals_the_log(players):
    gid = new_game(players)
    move(players, gid)
    with CaptureQueriesContext(connection) as captured:
        detail = players[0].get(f"/api/games/{gid}").json()
        move(players, gid)
    assert events_queries(captured) == 0  # no event was read: both folds came from the cache
    state, version = fold_fresh(gid)
    assert cached(gid) == (state, version)
    assert detail["version"] == version - 1


def test_states_never_leak_between_games(players, client_for):
    a, b = new_game(players), new_game(players)
    for _ in range(3):
        move(players, a)
        move(players, b)
    key = GameFolder("toy_guess").key
    for gid in (a, b):
        assert cached(gid) == fold_fresh(gid)
        assert players[0].get(f"/api/games/{gid}").json()["view"] == \
            players[0].get(f"/api/games/{gid}").json()["view"]
    assert state_cache.latest(a, key)[1] != state_cache.latest(b, key)[1]
    # a state cached under game a's id is only ever served for game a
    version_b = fold_fresh(b)[1]
    state_cache._put((str(a), key), version_b, __import__("pickle").dumps({"poison": True}))
    body = move(players, b)
    assert body["version"] == version_b + 1 and "poison" not in str(body)


def test_another_instance_appending_makes_the_cache_bring_itself_forward(players):
    """Another process appended after this one cached version V: the stored version read with
    the row lock is V+1, so the cached V is brought forward with the event it lacks."""
    gid = new_game(players)
    move(players, gid)
    key = GameFolder("toy_guess").key
    old_version, old_state = state_cache.latest(gid, key)
    move(players, gid)  # as if served by another instance ...
    state_cache.forget(gid)  # ... whose cache this process does not share
    state_cache._put((gid, key), old_version, __import__("pickle").dumps(old_state))
    with CaptureQueriesContext(connection) as captured:
        detail = players[0].get(f"/api/games/{gid}").json()
    assert events_queries(captured) == 1  # only the event after V was read
    state, version = fold_fresh(gid)
    assert detail["version"] == version == old_version + 1
    assert cached(gid) == (state, version)
    body = move(players, gid)
    assert body["version"] == version + 1 and cached(gid) == fold_fresh(gid)


def test_a_rolled_back_command_leaves_no_state_behind(players, monkeypatch):
    gid = new_game(players)
    move(players, gid)
    before = cached(gid)

    def broken(*args, **kwargs):
        raise RuntimeError("the index write failed")

    monkeypatch.setattr(unit_of_work, "project", broken)
    with pytest.raises(RuntimeError):
        move(players, gid)
    monkeypatch.undo()
    assert cached(gid) == before == fold_fresh(gid)


def test_racing_commands_on_one_game_are_serialised_and_the_cache_follows(players):
    gid = new_game(players)
    users = {c.user.id: c.user for c in players}
    errors: list = []

    def run(user_id):
        for _ in range(15):
            try:
                services.command_submit(game_id=gid, user=users[user_id],
                                        command={"type": "reroll"})
            except Exception as exc:  # noqa: BLE001 - not your turn is expected
                if getattr(exc, "code", None) != "not_your_turn":
                    errors.append(exc)

    in_threads(run, [uid for uid in users for _ in range(2)], 120)
    assert errors == []
    state, version = fold_fresh(gid)
    versions = [e.version for e in store.load(gid)]
    assert versions == list(range(1, version + 1))
    assert Game.objects.get(id=gid).version == version
    entry = state_cache.latest(gid, GameFolder("toy_guess").key)
    assert entry is not None and entry[0] <= version
    assert players[0].get(f"/api/games/{gid}").json()["version"] == version
    assert cached(gid) == (state, version)


def test_a_staff_rewind_is_never_served_a_stale_state(players, make_user):
    moderator = make_user(moderator=True)
    gid = new_game(players)
    move(players, gid)
    to_version = fold_fresh(gid)[1]
    at_n = fold_fresh(gid)[0]
    for _ in range(3):
        move(players, gid)
    key = GameFolder("toy_guess").key
    before_rewind = state_cache.latest(gid, key)
    assert cached(gid) == fold_fresh(gid) and before_rewind[1]["engine"] != at_n["engine"]
    r = players[1].post(f"/api/games/{gid}/disputes", {"reason": "lost"}, format="json")
    services.dispute_resolve(game_id=gid, user=moderator, dispute=r.json()["dispute"],
                             decision="go back", kind="rewind", to_version=to_version)
    state, version = fold_fresh(gid)
    assert state["engine"] == at_n["engine"]
    assert cached(gid) == (state, version)
    detail = players[0].get(f"/api/games/{gid}").json()
    assert detail["version"] == version
    assert detail["view"]["turn"] == at_n["engine"]["turn"]
    # an older cached state (from before the rewind) is brought forward through it correctly
    state_cache.forget(gid)
    state_cache._put((gid, key), before_rewind[0], __import__("pickle").dumps(before_rewind[1]))
    assert players[0].get(f"/api/games/{gid}").json()["view"] == detail["view"]
    assert cached(gid) == (state, version)
    move(players, gid)
    assert cached(gid) == fold_fresh(gid)
