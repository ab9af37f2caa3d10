"""games.selectors.games: one value per fact. A seat's ``deadline`` and ``seconds_left``, the
game's top-level ``deadline`` and whose turn it is are the same in the game's detail, the game
list and the "your turn" inbox, in every state a seat can be in."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from games import clocks
from tests.support.http import create_game, detail, send

pytestmark = pytest.mark.django_db

DAY_S = 86400
STATES = ["to_act", "waiting", "on_vacation", "on_autopilot", "timed_out", "finished"]


def _ms(iso: str | None) -> int | None:
    return None if iso is None else int(datetime.fromisoformat(iso).timestamp() * 1000)


def _three_people(client_for, on_timeout: str):
    """A started three-person Quiddler game with a one-day clock: (game id, seat -> client)."""
    people = [client_for() for _ in range(3)]
    gid = create_game(people[0], "quiddler", 3, {"clock": {"per_move": "P1D"},
                                                 "on_timeout": on_timeout})["id"]
    for person in people[1:]:
        assert person.post(f"/api/games/{gid}/join").status_code == 200
    return gid, {detail(p, gid)["your_seat"]: p for p in people}


def _build(state: str, client_for, clock):
    """The game, my seat and my client, with my seat in ``state``; and what its deadline must
    be (ms, None: no deadline) and whether it is my turn."""
    gid, seats = _three_people(client_for, "forfeit" if state == "timed_out" else "autopilot")
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    started = clock.now_ms()
    if state == "waiting":
        seat = next(s for s in seats if s != mover)
        return gid, seat, seats[seat], None, False
    me = seats[mover]
    if state == "to_act":
        clock.shift(timedelta(hours=2))
        return gid, mover, me, started + DAY_S * 1000, True
    if state == "on_vacation":
        clock.shift(timedelta(hours=2))
        r = me.post("/api/me/vacation/start")
        assert r.status_code == 200, r.json()
        clock.shift(timedelta(hours=3))
        # the clock stopped with 22 hours left: it runs out 22 hours after the vacation's end
        return gid, mover, me, _ms(r.json()["until"]) + 22 * 3600 * 1000, True
    if state == "on_autopilot":
        assert send(me, gid, {"type": "resign"}).status_code == 201
        # the bot plays my seat now (its move comes once the resignation is announced); the
        # seat still has its clock, but it is no longer mine to play
        return gid, mover, me, started + DAY_S * 1000, False
    if state == "timed_out":
        clock.shift(timedelta(days=1, seconds=1))  # not fired yet: whatever is read first fires it
        return gid, mover, me, None, False
    assert state == "finished"
    assert send(me, gid, {"type": "abort"}).status_code == 201
    return gid, mover, me, None, False


@pytest.mark.parametrize("state", STATES)
def test_detail_list_and_inbox_agree(client_for, clock, state):
    gid, seat, me, deadline_ms, my_turn = _build(state, client_for, clock)
    listed = next(g for g in me.get("/api/games?mine=1").json()["results"] if g["id"] == gid)
    turns = me.get("/api/me/turns").json()["turns"]
    game = detail(me, gid)
    now_ms = clocks.now_ms()
    mine = [t for t in game["to_act"] if t["seat"] == seat]
    # the values themselves
    assert _ms(mine[0]["deadline"] if mine else None) == deadline_ms, game["to_act"]
    if deadline_ms is not None:
        assert mine[0]["seconds_left"] == (deadline_ms - now_ms) // 1000
    assert game["status"] == ("finished" if state in {"timed_out", "finished"} else "active")
    if state == "timed_out":
        assert game["result"]["reason"] == "timeout" and game["result"]["seat"] == seat
    # the top-level deadline is the earliest seat deadline
    earliest = min((t["deadline"] for t in game["to_act"] if t["deadline"]),
                   key=_ms, default=None)
    assert game["deadline"] == earliest
    # the same in the list
    assert listed["to_act"] == game["to_act"]
    assert listed["deadline"] == game["deadline"]
    assert listed["status"] == game["status"] and listed["version"] == game["version"]
    # the clock says the same of my seat
    if game["clock"] is not None:
        assert game["clock"]["seats"][seat]["deadline"] == (mine[0]["deadline"] if mine
                                                            else None)
        if mine:
            assert game["clock"]["seats"][seat]["seconds_left"] == mine[0]["seconds_left"]
    # whose turn: the list's your_turn, the inbox and the commands I may send
    assert listed["your_turn"] is my_turn
    assert bool(game["legal_commands"]) is my_turn
    in_inbox = [t for t in turns if t["game"] == gid]
    assert bool(in_inbox) is my_turn
    if in_inbox:
        assert (in_inbox[0]["seat"], in_inbox[0]["deadline"], in_inbox[0]["seconds_left"]) == \
            (seat, mine[0]["deadline"], mine[0]["seconds_left"])
