"""games.staff.replay: any step of a game can be shown as it was served; re-judging checks the
log against the rules."""

from __future__ import annotations

import json

import pytest
from django.db import connection

from events.models import Event
from games.staff import replay

pytestmark = pytest.mark.django_db


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
