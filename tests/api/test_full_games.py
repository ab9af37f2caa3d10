"""Whole games over HTTP: create, join, play by legal commands to the end, check the result.

Each seat plays through its own authenticated client, choosing among the `legal_commands` the
API offers it. At the end: the game is finished, winners are named, the revealed seed matches the
published hash, every player's feed reaches ``game.finished``, and the folded state is the same
with and without snapshots.
"""

from __future__ import annotations

import random

import pytest

from events import store
from games.domain import fairplay
from games.folders import GameFolder
from games.models import Game
from games.staff import replay
from tests.support.http import full_feed, play_to_end, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def _finish_checks(clients, gid, kind):
    detail = clients[0].get(f"/api/games/{gid}").json()
    assert detail["status"] == "finished"
    assert detail["outcome"]["finished"] and detail["outcome"]["winners"]
    assert fairplay.verify_seed(detail["seed"], detail["seed_sha256"])
    for c in clients:
        assert full_feed(c, gid)[-1]["type"] == "game.finished"
    folder = GameFolder(kind)
    assert store.load_state(gid, folder) == store.load_state(gid, folder, use_snapshots=False)
    assert replay.rejudge(Game.objects.get(id=gid)) == []  # the log is what the rules produce
    return detail


@pytest.mark.parametrize("players", [3, 6])
def test_dikdik_whole_game(client_for, players):
    clients = [client_for() for _ in range(players)]
    gid = started_game(clients, "dikdik")
    rng = random.Random(players)
    detail = play_to_end(clients, gid, rng.choice)
    detail = _finish_checks(clients, gid, "dikdik")
    loser = detail["outcome"]["loser"]
    assert sorted(detail["outcome"]["winners"] + [loser]) == [str(i) for i in range(players)]


@pytest.mark.parametrize("players", [2, 5])
def test_biddle_whole_game(client_for, players):
    clients = [client_for() for _ in range(players)]
    gid = started_game(clients, "biddle")
    rng = random.Random(players)
    play_to_end(clients, gid, rng.choice)
    detail = _finish_checks(clients, gid, "biddle")
    assert detail["outcome"]["round"] == 10 and len(detail["outcome"]["rounds"]) == 10
    totals = {p: sum(r.get(p, 0) for r in detail["outcome"]["rounds"])
              for p in detail["outcome"]["scores"]}
    assert totals == detail["outcome"]["scores"]


@pytest.mark.parametrize("players", [2, 8])
def test_diddly_whole_game(client_for, players):
    clients = [client_for() for _ in range(players)]
    gid = started_game(clients, "diddly")
    rng = random.Random(players)
    play_to_end(clients, gid, rng.choice, max_commands=50_000)
    detail = _finish_checks(clients, gid, "diddly")
    outcome = detail["outcome"]
    assert len(outcome["rounds"]) == 5  # ruling D3
    assert outcome["scores"] == {p: sum(r[p] for r in outcome["rounds"])
                                 for p in outcome["scores"]}


def test_quiddler_whole_game_played_from_hints(client_for):
    """Eight rounds over HTTP, each move the one `GET /hint` suggests (the exact solver)."""
    clients = [client_for() for _ in range(2)]
    gid = started_game(clients, "quiddler", {"hints": True})
    seats = seat_clients(clients, gid)
    went_out = 0
    for _ in range(5_000):
        detail = clients[0].get(f"/api/games/{gid}").json()
        if detail["status"] == "finished":
            break
        (seat,) = detail["outcome"]["to_act"]
        hint = seats[seat].get(f"/api/games/{gid}/hint")
        assert hint.status_code == 200, hint.json()
        command = hint.json()["command"]
        went_out += command["type"] == "go_out"
        r = send(seats[seat], gid, command)
        assert r.status_code == 201, (command, r.json())
    detail = _finish_checks(clients, gid, "quiddler")
    outcome = detail["outcome"]
    assert len(outcome["rounds"]) == 8 and went_out == 8  # ruling Q2: one go-out per round
    assert all(total >= 0 for total in outcome["scores"].values())  # ruling Q7
    # the other player may not ask for hints on a turn that is not theirs
    assert clients[0].get(f"/api/games/{gid}/hint").json()["code"] == "game_not_active"


def test_biddle_game_played_from_hints(client_for):
    """The odds hint over HTTP: bid where the chance first passes 1/2, re-roll as advised."""
    clients = [client_for() for _ in range(3)]
    gid = started_game(clients, "biddle", {"hints": True})
    seats = seat_clients(clients, gid)
    rng = random.Random(7)
    for _ in range(2_000):
        detail = clients[0].get(f"/api/games/{gid}").json()
        if detail["status"] == "finished":
            break
        seat = rng.choice(detail["outcome"]["to_act"])
        hint = seats[seat].get(f"/api/games/{gid}/hint").json()
        legal = seats[seat].get(f"/api/games/{gid}").json()["legal_commands"]
        if hint["phase"] == "rolling":
            assert 0 <= hint["chance"] <= 1
            command = {"type": "roll", "reroll": hint["reroll"]}
        else:
            chances = [c["chance"] for c in hint["chances"]]
            assert chances == sorted(chances)  # more rolls never lower the odds
            want = next((c["rolls"] for c in hint["chances"] if c["chance"] >= 0.5), 12)
            bids = [c for c in legal if c["type"] == "bid" and c["rolls"] >= want]
            command = min(bids, key=lambda c: c["rolls"]) if bids else rng.choice(legal)
        r = send(seats[seat], gid, command)
        assert r.status_code == 201, (command, r.json())
    _finish_checks(clients, gid, "biddle")
