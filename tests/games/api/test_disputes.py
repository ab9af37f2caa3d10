"""games.api.disputes: players open and read disputes; moderators resolve them over the API."""

from __future__ import annotations

import pytest

from games.models import Game
from tests.support.disputes import open_dispute, play
from tests.support.http import NOBODY, private_game
from tests.support.log import events_of

pytestmark = pytest.mark.django_db


def test_disputes_are_opened_by_players_and_resolved_by_staff(toy_table, client_for, make_user):
    clients, gid = toy_table
    before = Game.objects.get(id=gid).version
    r = clients[1].post(f"/api/games/{gid}/disputes", {"reason": "  that deal looked odd "},
                        format="json")
    assert r.status_code == 201 and r.json()["dispute"] == 1
    detail = clients[0].get(f"/api/games/{gid}").json()
    assert detail["version"] == before + 1
    (d,) = detail["disputes"]
    assert (d["seat"], d["reason"], d["status"], d["at_version"]) == \
        ("1", "that deal looked odd", "open", before)
    outsider = client_for()
    assert outsider.post(f"/api/games/{gid}/disputes", {"reason": "x"},
                         format="json").json()["code"] == "not_a_player"
    assert clients[0].post(f"/api/games/{gid}/disputes", {"reason": ""},
                           format="json").json()["code"] == "invalid"
    resolve = f"/api/games/{gid}/disputes/1/resolve"
    r = clients[0].post(resolve, {"decision": "fine"}, format="json")
    assert (r.status_code, r.json()["code"]) == (403, "staff_only")
    r = client_for(make_user(staff=True)).post(resolve, {"decision": "fine"}, format="json")
    assert (r.status_code, r.json()["code"]) == (403, "missing_permission")
    staff = client_for(make_user(moderator=True))
    assert staff.post(resolve, {"decision": "The shuffle matches the seed."},
                      format="json").status_code == 201
    assert staff.post(resolve, {"decision": "again"}, format="json").json()["code"] == \
        "dispute_closed"
    assert staff.post(f"/api/games/{gid}/disputes/9/resolve", {"decision": "x"},
                      format="json").status_code == 404
    (d,) = clients[1].get(f"/api/games/{gid}").json()["disputes"]
    assert d["status"] == "resolved" and d["decision"] == "The shuffle matches the seed."
    types = events_of(gid)[-2:]
    assert types == ["game.dispute_opened", "game.dispute_resolved"]


def test_players_read_disputes_and_staff_decide_over_the_api(players, game_id, client_for,
                                                             moderator):
    play(players, game_id, 2)
    n = open_dispute(players[1], game_id, "odd")
    staff = client_for(moderator)
    url = f"/api/games/{game_id}/disputes/{n}/resolve"
    r = staff.post(url, {"decision": "go back", "kind": "rewind", "to_version": 1},
                   format="json")
    assert (r.status_code, r.json()["code"]) == (400, "rewind_before_start")
    r = staff.post(url, {"decision": "unknown", "kind": "set_result", "winners": ["4"]},
                   format="json")
    assert (r.status_code, r.json()["code"], r.json()["seat"]) == (400, "unknown_seat", "4")
    r = staff.post(url, {"decision": "void it", "kind": "annul"}, format="json")
    assert r.status_code == 201 and r.json()["kind"] == "annul"
    listed = players[0].get(f"/api/games/{game_id}/disputes").json()
    assert [(d["dispute"], d["status"], d["kind"], d["decision"]) for d in listed] == \
        [(n, "resolved", "annul", "void it")]
    assert players[0].get(f"/api/games/{game_id}").json()["result"]["void"] is True


def test_resolving_on_a_hidden_game_answers_as_for_an_unknown_one(client_for, moderator):
    owner, outsider = client_for(), client_for()
    hidden = private_game(owner)
    body = {"decision": "no", "kind": "dismiss"}
    answers = [outsider.post(f"/api/games/{gid}/disputes/1/resolve", body, format="json")
               for gid in (hidden, NOBODY)]
    assert [(r.status_code, r.json()["code"]) for r in answers] == [(404, "not_found")] * 2
    assert answers[0].json() == answers[1].json()
    staff = client_for(moderator)
    r = staff.post(f"/api/games/{NOBODY}/disputes/1/resolve", body, format="json")
    assert (r.status_code, r.json()["code"]) == (404, "not_found")
