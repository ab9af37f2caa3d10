"""games.services.disputes: staff decisions that act: dismiss, annul, set_result, rewind.

Every test runs on SQLite and on PostgreSQL (``DATABASE_URL``). After a rewind the game goes
on, re-judges clean, and folds the same with and without snapshots.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group

from events import store
from events.models import Event, Snapshot
from games import services
from games.domain.stream import effective_history, superseded
from games.folders import GameFolder, LobbyFolder
from games.index.projections import rebuild
from games.models import Dispute, Game
from games.staff import replay
from tests.support.clock import days
from tests.support.disputes import open_dispute, play, refused, resolve
from tests.support.http import detail, new_seated_game, seat_clients, send
from tests.support.log import events_of, fold_fresh

pytestmark = pytest.mark.django_db


# -- permissions and the plain decision ---------------------------------------------------------
def test_only_staff_with_the_permission_decide(players, game_id, make_user, moderator):
    n = open_dispute(players[1], game_id)
    version = Game.objects.get(id=game_id).version
    refused("staff_only", resolve, players[0].user, game_id, n, "dismiss")
    refused("missing_permission", resolve, make_user(staff=True), game_id, n, "dismiss")
    assert Game.objects.get(id=game_id).version == version  # refusals write nothing
    assert Group.objects.get(name="moderators").permissions.filter(
        codename="resolve_dispute").exists()
    resolve(moderator, game_id, n, "dismiss")
    assert Game.objects.get(id=game_id).version == version + 1


def test_dismiss_changes_nothing_but_the_dispute(players, game_id, moderator):
    play(players, game_id, 2)
    n = open_dispute(players[1], game_id, "the reroll looked odd")
    before = fold_fresh(game_id)[0]
    out = resolve(moderator, game_id, n, "dismiss", decision="  matches the seed  ")
    assert out["kind"] == "dismiss" and out["decision"] == "matches the seed"
    after = fold_fresh(game_id)[0]
    assert after["engine"] == before["engine"] and after["lobby"]["status"] == "active"
    row = Dispute.objects.get(game_id=game_id, number=n)
    assert (row.status, row.kind, row.resolved_by, row.reason) == \
        ("resolved", "dismiss", moderator, "the reroll looked odd")
    assert row.resolved_at >= row.opened_at
    refused("dispute_closed", resolve, moderator, game_id, n, "annul")
    refused("not_found", resolve, moderator, game_id, 99, "dismiss")
    refused("invalid_decision_kind", resolve, moderator, game_id, n, "pardon")
    refused("invalid_decision", resolve, moderator, game_id, n, "dismiss", decision=" ")


# -- annul and set_result -----------------------------------------------------------------------
def test_annul_ends_the_game_with_no_result(players, game_id, moderator):
    play(players, game_id, 3)
    n = open_dispute(players[0], game_id)
    resolve(moderator, game_id, n, "annul", decision="both players colluded")
    detail = players[1].get(f"/api/games/{game_id}").json()
    assert detail["status"] == "finished" and detail["seed"] is not None
    assert detail["result"] == {"reason": "staff", "void": True, "winners": [], "ranking": None,
                                "seat": None, "scores": None, "note": "both players colluded",
                                "dispute": n}
    r = seat_clients(players, game_id)["0"].post(f"/api/games/{game_id}/commands",
                                                 {"type": "reroll"}, format="json")
    assert (r.status_code, r.json()["code"]) == (409, "game_finished")
    types = events_of(game_id)[-2:]
    assert types == ["game.dispute_resolved", "game.finished"]
    assert Game.objects.get(id=game_id).status == "finished"
    assert replay.rejudge(Game.objects.get(id=game_id)) == []


def test_set_result_ends_an_active_game_then_corrects_a_finished_one(players, game_id,
                                                                     moderator):
    play(players, game_id, 2)
    n = open_dispute(players[0], game_id)
    version = Game.objects.get(id=game_id).version
    refused("unknown_seat", resolve, moderator, game_id, n, "set_result", winners=["7"])
    refused("unknown_seat", resolve, moderator, game_id, n, "set_result", winners=["0"],
            scores={"0": 3, "5": 1})
    refused("invalid_result", resolve, moderator, game_id, n, "set_result", winners="0")
    refused("invalid_result", resolve, moderator, game_id, n, "set_result", winners=["0"],
            scores={"0": True})
    refused("invalid_result", resolve, moderator, game_id, n, "set_result", winners=["0", "0"])
    assert Game.objects.get(id=game_id).version == version
    resolve(moderator, game_id, n, "set_result", decision="1 resigned by mail",
            winners=["0"], scores={"0": 1, "1": 0})
    result = players[0].get(f"/api/games/{game_id}").json()["result"]
    assert (result["reason"], result["winners"], result["scores"], result["void"],
            result["dispute"]) == ("staff", ["0"], {"0": 1, "1": 0}, False, n)
    # a further dispute on the finished game: staff correct the result, history stays
    m = open_dispute(players[1], game_id, "I won, not them")
    refused("rewind_finished_game", resolve, moderator, game_id, m, "rewind", to_version=5)
    resolve(moderator, game_id, m, "set_result", decision="the letter was from 0",
            winners=["1"])
    result = players[0].get(f"/api/games/{game_id}").json()["result"]
    assert (result["winners"], result["scores"], result["dispute"]) == (["1"], None, m)
    assert Event.objects.filter(stream=game_id, type="game.finished").count() == 2
    assert replay.rejudge(Game.objects.get(id=game_id)) == []


# -- rewind -------------------------------------------------------------------------------------
def test_rewind_refusals_write_nothing(players, game_id, moderator):
    play(players, game_id, 3)
    n = open_dispute(players[0], game_id)
    game = Game.objects.get(id=game_id)
    opening = Event.objects.get(stream=game_id, type="Dealt").version
    for to_version, code in [(opening - 1, "rewind_before_start"), (0, "rewind_before_start"),
                             (game.version, "rewind_beyond_current"),
                             (game.version + 5, "rewind_beyond_current"),
                             ("3", "invalid_rewind_version"), (None, "invalid_rewind_version"),
                             (True, "invalid_rewind_version")]:
        refused(code, resolve, moderator, game_id, n, "rewind", to_version=to_version)
    assert Game.objects.get(id=game_id).version == game.version
    assert Dispute.objects.get(game_id=game_id, number=n).status == "open"


def test_rewind_continues_from_the_state_at_n(players, game_id, moderator, settings):
    settings.EVENTS_SNAPSHOT_EVERY = 2  # snapshots land inside the stretch the rewind drops
    play(players, game_id, 2)
    to_version = Game.objects.get(id=game_id).version
    at_n = replay.replay_at(Game.objects.get(id=game_id), to_version)["state"]
    play(players, game_id, 3)
    n = open_dispute(players[1], game_id, "my reroll was lost")
    dropped = range(to_version + 1, to_version + 4)
    assert Snapshot.objects.filter(stream=game_id, version__in=dropped).exists()
    resolve(moderator, game_id, n, "rewind", decision="server lost a reroll",
            to_version=to_version)

    game = Game.objects.get(id=game_id)
    state, version = store.load_state(game_id, GameFolder(game.kind))
    assert state == fold_fresh(game_id)[0]
    assert state["engine"] == at_n["engine"]  # the game is as it was at N
    assert state["lobby"]["status"] == "active" and game.status == "active"
    (d,) = state["lobby"]["disputes"]  # the dispute outlives the stretch it supersedes
    assert (d["status"], d["kind"]) == ("resolved", "rewind")
    assert state["lobby"]["rewinds"] == [{"version": version, "to_version": to_version,
                                          "dispute": n, "by": moderator.id}]
    assert game.version == version
    log = store.load(game_id)
    assert sorted(superseded(log)) == list(dropped)
    assert [e.version for e in effective_history(log)] == \
        [*range(1, to_version + 1), version - 2, version - 1, version]

    # players see the new state and a clear event in their feed
    detail = players[0].get(f"/api/games/{game_id}").json()
    assert detail["version"] == version and detail["view"]["turn"] == at_n["engine"]["turn"]
    feed = players[0].get(f"/api/games/{game_id}/events?after={to_version}").json()["events"]
    assert [e["version"] for e in feed] == list(range(to_version + 1, version + 1))
    rewound = feed[-1]
    assert rewound["type"] == "game.rewound" and rewound["data"]["to_version"] == to_version
    assert "rewound the game to version" in rewound["summary"]

    # play goes on, with fresh randomness at the new versions; the log re-judges clean
    play(players, game_id, 4)
    game.refresh_from_db()
    assert replay.rejudge(game) == []
    assert store.load_state(game_id, GameFolder(game.kind))[0] == fold_fresh(game_id)[0]
    assert Event.objects.filter(stream=game_id).count() == game.version  # nothing edited
    # the index is rebuilt from the log, rewind included
    Dispute.objects.all().delete()
    assert rebuild(game_id).status == "active"
    assert Dispute.objects.get(game_id=game_id, number=n).kind == "rewind"
    assert store.load_state(game_id, LobbyFolder(), use_snapshots=False)[0]["rewinds"]


def test_a_second_rewind_can_go_back_before_the_first(players, game_id, moderator):
    play(players, game_id, 2)
    early = Game.objects.get(id=game_id).version
    play(players, game_id, 2)
    middle = Game.objects.get(id=game_id).version
    play(players, game_id, 2)
    first = open_dispute(players[0], game_id)
    resolve(moderator, game_id, first, "rewind", to_version=middle)
    first_batch = Game.objects.get(id=game_id).version - 1  # game.dispute_resolved of it
    play(players, game_id, 2)
    second = open_dispute(players[1], game_id)
    refused("rewind_superseded", resolve, moderator, game_id, second, "rewind",
            to_version=middle + 1)
    refused("rewind_mid_batch", resolve, moderator, game_id, second, "rewind",
            to_version=first_batch)
    opened = Event.objects.get(stream=game_id, type="game.dispute_opened",
                               data__dispute=first).version  # kept, but inside the dropped part
    refused("rewind_superseded", resolve, moderator, game_id, second, "rewind",
            to_version=opened)
    resolve(moderator, game_id, second, "rewind", to_version=early)
    game = Game.objects.get(id=game_id)
    state = fold_fresh(game_id)[0]
    assert state["engine"] == replay.replay_at(game, early)["state"]["engine"]
    assert [d["status"] for d in state["lobby"]["disputes"]] == ["resolved", "resolved"]
    play(players, game_id, 3)
    game.refresh_from_db()
    assert replay.rejudge(game) == []
    assert store.load_state(game_id, GameFolder(game.kind))[0] == fold_fresh(game_id)[0]


def test_a_staff_rewind_gives_the_seat_due_a_fresh_clock(client_for, clock, make_user):

    gid, seats = new_seated_game(client_for, "toy_guess")
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    to_version = Game.objects.get(id=gid).version
    clock.shift(days(1))
    assert send(seats[mover], gid, {"type": "reroll"}).status_code == 201
    n = services.dispute_open(game_id=gid, user=seats[mover].user, reason="lost")["dispute"]
    clock.shift(days(2.5))  # the other seat has half a day left
    services.dispute_resolve(game_id=gid, user=make_user(moderator=True), dispute=n,
                             decision="replay", kind="rewind", to_version=to_version)
    d = detail(seats["0"], gid)
    assert d["outcome"]["to_act"] == [mover]  # back to the first move
    assert d["clock"]["seats"][mover]["seconds_left"] == 3 * 86400
    assert Event.objects.filter(stream=gid).order_by("-version").first().type == \
        "game.clock_started"
