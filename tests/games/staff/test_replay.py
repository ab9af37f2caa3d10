"""Staff replay and re-judging: any step can be shown; the log is checked against the rules."""

from __future__ import annotations

import json
import random
import uuid

import pytest
from django.db import connection

from events.models import Event
from games.models import Game
from games.staff import replay
from tests.support.http import play_to_end, started_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished_dikdik(client_for):
    clients = [client_for() for _ in range(3)]
    gid = started_game(clients, "dikdik")
    play_to_end(clients, gid, random.Random(3).choice)
    return Game.objects.get(id=gid)


def test_rejudge_finds_nothing_in_an_honest_game(finished_dikdik):
    assert replay.rejudge(finished_dikdik) == []


def test_rejudge_flags_an_event_the_rules_would_not_produce(finished_dikdik):
    """Forge history behind the store's back (raw SQL on SQLite: no trigger there)."""
    if connection.vendor == "postgresql":
        pytest.skip("the immutability trigger forbids forging history on PostgreSQL")
    game = finished_dikdik
    asked = Event.objects.filter(stream=game.id, type="CardAsked").order_by("version").first()
    forged = {**asked.data, "given": not asked.data["given"]}
    with connection.cursor() as cur:
        cur.execute("UPDATE events_event SET data = %s WHERE id = %s",
                    [json.dumps(forged), asked.id])
    findings = replay.rejudge(game)
    assert findings and findings[0].version == asked.version
    assert findings[0].problem == "differs"


def test_replay_at_each_version_shows_state_views_and_changes(finished_dikdik):
    game = finished_dikdik
    first = replay.replay_at(game, 1)
    assert first["event"]["type"] == "game.created" and first["views"] == []
    dealt = Event.objects.get(stream=game.id, type="CardsDealt").version
    step = replay.replay_at(game, dealt)
    views = {v["name"]: v["view"] for v in step["views"]}
    names = [game.seats.get(position=i).user.username for i in range(3)]
    assert set(views) == {*names, "spectator"}
    assert views["spectator"]["hand"] is None  # staff see each view as it was served
    assert views[names[0]]["hand"] == step["state"]["engine"]["hands"]["0"]
    assert len(step["log"]) == game.version and step["superseded_by"] is None
    assert any(c["path"].startswith("engine") for c in step["changes"])
    last = replay.replay_at(game, 10**6)
    assert last["version"] == game.version and last["outcome"]["finished"]


def test_admin_replay_page_for_staff_only(client, make_user, finished_dikdik):
    url = f"/admin/games/game/{finished_dikdik.pk}/replay/?version=5&rejudge=1"
    client.force_login(make_user())
    assert client.get(url).status_code == 302  # not staff: sent to the admin login
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    r = client.get(url)
    assert r.status_code == 200
    assert b"Every recorded event is what today" in r.content
    assert client.get(f"/admin/games/game/{uuid.uuid4()}/replay/").status_code == 404


def test_disputes_are_opened_by_players_and_resolved_by_staff(client_for, make_user):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
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
    types = [e.type for e in Event.objects.filter(stream=gid).order_by("version")][-2:]
    assert types == ["game.dispute_opened", "game.dispute_resolved"]
