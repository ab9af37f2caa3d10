"""Notifications never carry another player's hidden information.

Property test over random play of every game: for each engine event and each seat, the values
the seat may not see are those in the raw event that its redacted copy lacks. No notification
to that seat's user may contain one of them; and each notification's data holds only the
documented public fields of its kind.
"""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from events.models import Event
from games import kinds
from games.domain.stream import LOBBY_TYPES
from notifications.models import Notification
from tests.notifications.conftest import relay
from tests.support.http import play_moves, seat_clients, send, started_game

pytestmark = pytest.mark.django_db

PUBLIC_FIELDS = {"game", "game_kind", "version", "seat", "opponents", "deadline_ms", "by",
                 "challenge", "result", "hours", "dispute", "decision_kind", "decision",
                 "to_version", "moves", "percent"}


def staff_steps(clients, seats, gid, kind, moderator):
    """A draw offer (where the game has draws), a dismissed dispute and a rewind to the middle
    of play: the draw, staff decision and erased-moves notifications are checked too."""
    from config.errors import ServiceError
    from games import services
    from games.domain.endings import draws_allowed

    if draws_allowed(kind):
        assert send(seats["0"], gid, {"type": "offer_draw"}).status_code == 201
        assert send(seats["1"], gid, {"type": "decline_draw"}).status_code == 201
    for decision, fields in (("dismiss", {}), ("rewind", {})):
        n = clients[1].post(f"/api/games/{gid}/disputes", {"reason": "look"},
                            format="json").json()["dispute"]
        if decision == "rewind":
            events = list(Event.objects.filter(stream=gid).order_by("version"))
            ends = [e.version for e, after in zip(events, events[1:], strict=False)
                    if e.meta.get("batch_start") != after.meta.get("batch_start")]
            fields = {"to_version": ends[len(ends) // 2]}
        try:
            services.dispute_resolve(game_id=gid, user=moderator, dispute=n, decision="seen",
                                     kind=decision, **fields)
        except ServiceError:
            services.dispute_resolve(game_id=gid, user=moderator, dispute=n, decision="seen")


def leaves(value) -> set:
    """Every scalar in a JSON value, as JSON-ish text (strings of 2+ characters and numbers
    other than small counters would collide with versions: keep strings only)."""
    out = set()
    if isinstance(value, dict):
        for v in value.values():
            out |= leaves(v)
    elif isinstance(value, list):
        for v in value:
            out |= leaves(v)
    elif isinstance(value, str) and len(value) >= 2:
        out.add(value)
    return out


@pytest.mark.parametrize("kind", sorted(k for k in kinds.KINDS))
@pytest.mark.parametrize("seed", [1, 2])
def test_notifications_hold_no_hidden_information(client_for, kind, seed, clock, moderator):
    rng = random.Random(seed)
    engine = kinds.engine(kind)
    clients = [client_for() for _ in range(engine.min_players if kind != "dikdik" else 3)]
    gid = started_game(clients, kind, {"clock": None} if engine.realtime else {})
    seats = seat_clients(clients, gid)
    play_moves(seats, gid, 40, rng, clock, timedelta(seconds=1))
    # end it by resignation (if still going) so results are notified too
    detail = clients[0].get(f"/api/games/{gid}").json()
    if detail["status"] == "active":
        staff_steps(clients, seats, gid, kind, moderator)
        assert send(clients[0], gid, {"type": "resign"}).status_code == 201
    relay()
    by_user = {c.user.id: seat for seat, c in seats.items()}
    hidden: dict[str, set] = {seat: set() for seat in seats}
    public = {c.user.username for c in clients} | {gid, kind}
    for e in Event.objects.filter(stream=gid).exclude(type__in=LOBBY_TYPES):
        raw = {"type": e.type, "data": e.data}
        for seat in seats:
            seen = engine.redact(raw, seat)
            hidden[seat] |= leaves(raw["data"]) - (leaves(seen["data"]) if seen else set())
    notes = list(Notification.objects.filter(game=gid))
    assert notes, "the game produced no notifications"
    if detail["status"] == "active":  # the staff steps were taken: their notes are checked
        assert {"staff_decision", "dispute_resolved", "moves_erased"} <= {n.kind for n in notes}
    for note in notes:
        assert set(note.data) <= PUBLIC_FIELDS, (note.kind, set(note.data) - PUBLIC_FIELDS)
        seat = by_user[note.user_id]
        leaked = leaves(note.data) & (hidden[seat] - public)
        assert not leaked, (note.kind, leaked)
