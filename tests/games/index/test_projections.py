"""games.index.projections: the index rebuilt from the log alone restores what was lost:
statuses, seats, visibility, invitations, join codes, deadlines and clocks."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command

from events.models import Event
from games.models import Game, Invitation
from games.tasks import fire_due_deadlines
from tests.support.clock import days
from tests.support.http import (
    invite,
    new_seated_game,
    private_game,
    send,
    started_game,
    turn_clients,
)
from tests.support.log import toy_secrets

pytestmark = pytest.mark.django_db


def test_rebuild_projections_restores_the_index(toy_table):
    clients, gid = toy_table
    mover, _ = turn_clients(clients, gid)
    send(mover, gid, {"type": "guess", "number": 4})
    before = Game.objects.filter(id=gid).values("kind", "status", "version").get()
    seats = list(Game.objects.get(id=gid).seats.values_list("user_id", "position"))
    Game.objects.filter(id=gid).update(status="lobby", version=0)
    Game.objects.get(id=gid).seats.all().delete()
    call_command("rebuild_projections")
    assert Game.objects.filter(id=gid).values("kind", "status", "version").get() == before
    assert list(Game.objects.get(id=gid).seats.values_list("user_id", "position")) == seats


def test_rebuild_keeps_seat_positions_when_an_account_is_gone(toy_table):
    """Seat ids are join positions (ruling C1); the feed reads them from the index."""
    clients, gid = toy_table
    secrets = toy_secrets(gid)
    clients[0].user.delete()
    call_command("rebuild_projections")
    assert list(Game.objects.get(id=gid).seats.values_list("position", flat=True)) == [1]
    dealt = next(e for e in clients[1].get(f"/api/games/{gid}/events").json()["events"]
                 if e["type"] == "Dealt")
    assert dealt["data"]["secrets"] == {"1": secrets["1"]}


def test_rebuild_projections_restores_visibility_invitations_and_join_code(client_for):
    owner, bob = client_for(), client_for()
    gid = private_game(owner, seats=3, kind="dikdik")
    invite(owner, gid, bob.user.username)
    owner.post(f"/api/games/{gid}/join-code")
    before = Game.objects.filter(id=gid).values("visibility", "join_code_sha256").get()
    assert before["visibility"] == "private" and len(before["join_code_sha256"]) == 64
    Game.objects.filter(id=gid).update(visibility="public", join_code_sha256="")
    Invitation.objects.all().delete()
    call_command("rebuild_projections")
    assert Game.objects.filter(id=gid).values("visibility", "join_code_sha256").get() == before
    assert list(Invitation.objects.values_list("game_id", "user_id", "invited_by_id")) == [
        (Game.objects.get(id=gid).id, bob.user.id, owner.user.id)]


def test_a_timeout_is_in_the_log_and_survives_a_rebuild(client_for, clock):
    from games import tasks
    from games.index import projections

    gid, seats = new_seated_game(client_for)
    game = Game.objects.get(id=gid)
    seat_rows = {str(s.position): (s.to_act, s.deadline) for s in game.seats.all()}
    game.seats.update(to_act=False, deadline=None)
    Game.objects.filter(id=gid).update(deadline=None)
    projections.rebuild_all()
    game.refresh_from_db()
    assert {str(s.position): (s.to_act, s.deadline) for s in game.seats.all()} == seat_rows
    assert game.deadline is not None
    clock.shift(days(3))
    assert tasks.fire_due_deadlines() == 1
    clocked = Event.objects.filter(stream=gid, type="game.clock_started").first().data
    assert list(clocked["started"]) and clocked["at_ms"]


def test_rebuild_restores_a_lost_deadline_and_the_sweep_fires_it(client_for, deadline_toy, clock):
    a, b = client_for(), client_for()
    soon = clock.now_ms() + 150  # the service's clock stands still until shifted: no race
    gid = started_game([a, b], "toy_deadline", {"deadline_at": soon})
    original = Game.objects.get(id=gid).deadline
    assert original is not None
    Game.objects.filter(id=gid).update(deadline=None)  # the column is lost (a bad restore)
    call_command("rebuild_projections")
    assert Game.objects.get(id=gid).deadline == original
    assert fire_due_deadlines() == 0  # not due yet
    clock.shift(timedelta(milliseconds=200))
    assert fire_due_deadlines() == 1
    assert Game.objects.get(id=gid).status == "finished"
