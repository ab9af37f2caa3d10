"""Didi Dotter over HTTP: simultaneous play by several clients, each in its own thread.

No turns (ruling T2): commands without an expected version are judged in arrival order against
the latest state. The threads hammer the API; afterwards the log must be gapless, every accepted
command must appear exactly once, and the state must equal a replay from scratch.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter

import pytest
from django.db import connections

from events import store
from events.models import Event
from games.folders import GameFolder
from games.models import Game
from games.staff import replay
from tests.support.concurrency import in_threads
from tests.support.http import send, started_game


def bot_command(view: dict, me: str, rng: random.Random) -> dict | None:
    """A knowledge bot: look to learn, then make only right eggs; choose when asked."""
    if view["phase"] != "hunt":
        pending = view["pending"].get(me)
        if pending and pending.get("eligible"):
            return {"type": "choose", "birds": sorted(pending["eligible"])[:pending["count"]]}
        return None
    table, stand = view["table"], view["stands"][me]
    known: dict[str, list[int]] = {}
    for slot, half in enumerate(table):
        if half not in (None, "?"):
            known.setdefault(half, []).append(slot)
    if stand is None:
        pairs = [slots for slots in known.values() if len(slots) >= 2]
        if pairs:
            return {"type": "take", "slot": rng.choice(pairs)[0]}
    elif stand in known:
        return {"type": "join", "slot": known[stand][0]}
    unknown = [slot for slot, half in enumerate(table) if half == "?"]
    if unknown:
        return {"type": "look", "slot": rng.choice(unknown)}
    if stand is None and known:  # only singles left: their partners sit on stands
        return {"type": "take", "slot": rng.choice(list(known.values()))[0]}
    return None


def _play(client, game_id: str, until_round: int | None, log: list, errors: list, seed: int):
    """One client's loop: read, decide, send; until the game ends (or ``until_round`` ends)."""
    rng = random.Random(seed)
    try:
        idle = 0
        while True:
            detail = client.get(f"/api/games/{game_id}").json()
            view = detail["view"]
            if detail["status"] == "finished" or (
                    until_round is not None and view["round"] > until_round) or (
                    until_round is not None and view["phase"] != "hunt"
                    and not view["pending"]):
                return
            command = bot_command(view, detail["your_seat"], rng)
            if command is None:
                idle += 1
                if idle > 400:
                    errors.append(f"{detail['your_seat']} stuck: {view}")
                    return
                time.sleep(0.01)
                continue
            idle = 0
            r = send(client, game_id, command)
            log.append((detail["your_seat"], command, r.status_code, r.json()))
            if r.status_code == 409 and r.json()["code"] == "game_finished":
                return  # another player's command ended the game first
            if r.status_code >= 500 or r.status_code in (400, 401, 403, 404, 409):
                errors.append((command, r.status_code, r.json()))
                return
    except Exception as exc:  # noqa: BLE001 - reported to the main thread
        errors.append(repr(exc))
    finally:
        connections.close_all()


def _hammer(clients, game_id: str, until_round: int | None) -> list:
    log: list = []
    errors: list = []
    in_threads(lambda i: _play(clients[i], game_id, until_round, log, errors, i),
               range(len(clients)), 300)
    assert errors == []
    return log


def _check_log(game_id: str, log: list) -> None:
    events = store.load(game_id)
    assert [e.version for e in events] == list(range(1, len(events) + 1))  # gapless
    accepted = [body for _, _, status, body in log if status == 201]
    versions = Counter(e["version"] for body in accepted for e in body["events"])
    assert all(n == 1 for n in versions.values())  # no command's events reported twice
    by_player = {e.version for e in events if e.meta.get("actor") is not None
                 and not e.meta["command"].startswith("game.")}
    # every accepted command's events are in the log, and the log holds nothing else from players
    assert set(versions) <= by_player
    commands_in_log = {(e.meta["request_id"]) for e in events
                       if e.meta.get("command") in ("take", "look", "join", "steal", "choose")}
    assert len(commands_in_log) == len(accepted)
    folder = GameFolder("didi_dotter")
    cached = store.load_state(game_id, folder)
    replayed = store.load_state(game_id, folder, use_snapshots=False)
    assert cached == replayed
    state = replayed[0]["engine"]
    halves = Counter(h for h in state["table"] if h)
    halves.update(s["half"] for s in state["stands"].values() if s)
    for eggs in state["baskets"].values():
        for egg in eggs:
            halves.update(egg["halves"])
    assert sum(halves.values()) == 24  # ruling T1: the 24 halves are all accounted for
    # re-judged in arrival order, every accepted command gives exactly the recorded events
    assert replay.rejudge(Game.objects.get(id=game_id)) == []


@pytest.mark.django_db(transaction=True)
def test_four_clients_play_a_round_at_once(client_for, stop_listener):
    clients = [client_for() for _ in range(4)]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 0})
    log = _hammer(clients, gid, until_round=1)
    assert Game.objects.get(id=gid).version > 30
    _check_log(gid, log)
    refusals = Counter(body["code"] for _, _, status, body in log if status == 422)
    assert set(refusals) <= {"slot_empty", "slot_occupied", "stand_full", "stand_empty",
                             "not_your_turn", "not_choosing", "stand_changed"}


@pytest.mark.django_db(transaction=True)
def test_four_clients_play_a_whole_game_at_once(client_for, stop_listener):
    clients = [client_for() for _ in range(4)]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 0, "deadline_ms": 10**9})
    log = _hammer(clients, gid, until_round=None)
    detail = clients[0].get(f"/api/games/{gid}").json()
    assert detail["status"] == "finished"
    winners = detail["outcome"]["winners"]
    assert winners and all(detail["outcome"]["scores"][w] == 11 for w in winners)  # ruling T8
    _check_log(gid, log)


@pytest.mark.django_db(transaction=True)
def test_two_players_take_the_same_slot_at_once(client_for, stop_listener):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 0})
    barrier = threading.Barrier(2)
    results = []

    def take(c):
        barrier.wait()
        r = send(c, gid, {"type": "take", "slot": 5})
        results.append((r.status_code, r.json().get("code")))

    in_threads(take, clients, 30)
    assert sorted(results, key=str) == sorted([(201, None), (422, "slot_empty")], key=str)
    assert Event.objects.filter(stream=gid, type="HalfTaken").count() == 1
