"""notifications.subscriber: game events become the right notifications for the right users,
once."""

from __future__ import annotations

from datetime import timedelta

import pytest

from games import services
from games.models import Seat
from notifications.models import Notification
from notifications.services import clock_low_notify
from tests.notifications.conftest import kinds_of, notes, relay
from tests.support.http import send

pytestmark = pytest.mark.django_db


def test_start_and_turns(toy_game):
    a, b, gid = toy_game()
    relay()
    # b's join started the game: a hears of it, and that it is a's turn; b (the actor) nothing
    assert kinds_of(a.user) == ["game_started", "your_turn"]
    assert kinds_of(b.user) == []
    turn = notes(a.user, "your_turn")[0]
    assert turn.data["game"] == gid and turn.data["seat"] == "0"
    assert turn.data["opponents"] == [b.user.username]
    assert turn.data["game_kind"] == "toy_guess"
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    assert kinds_of(b.user) == ["your_turn"]
    assert kinds_of(a.user) == ["game_started", "your_turn"]  # a moved: nothing new for a
    relay()  # a second run notifies nobody twice
    assert Notification.objects.count() == 3


def test_invitation_and_challenge(client_for):
    a, b = client_for(), client_for()
    r = a.post(f"/api/challenge/{b.user.username}", {"kind": "toy_guess"}, format="json")
    assert r.status_code == 201, r.json()
    relay()
    [note] = notes(b.user)
    assert note.kind == "invited"
    assert note.data["challenge"] is True and note.data["by"] == a.user.username


def test_resignation(toy_game):
    a, b, gid = toy_game()
    assert send(a, gid, {"type": "resign"}).status_code == 201
    relay()
    [ended] = notes(b.user, "opponent_resigned")
    assert ended.data["result"]["reason"] == "resign"
    assert ended.data["result"]["winners"] == [b.user.username]
    assert ended.data["result"]["you_won"] is True
    assert "opponent_resigned" not in kinds_of(a.user) and "game_ended" not in kinds_of(a.user)


def test_no_clock_low_warning_for_a_seat_on_autopilot(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    Seat.objects.filter(game_id=gid, user=a.user).update(autopilot=True)  # as the index has it
    clock.shift(timedelta(hours=12, minutes=1))
    assert clock_low_notify(clock.now_ms()) == 0
    assert notes(a.user, "clock_low") == []


def test_timeout_and_clock_low(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    clock.shift(timedelta(hours=11))
    assert clock_low_notify(clock.now_ms()) == 0  # 13 h left: nothing yet
    clock.shift(timedelta(hours=1, minutes=1))
    assert clock_low_notify(clock.now_ms()) == 1
    assert clock_low_notify(clock.now_ms()) == 1  # planned again, but written once
    [low] = notes(a.user, "clock_low")
    assert low.data["hours"] == 12 and low.data["seat"] == "0"
    clock.shift(timedelta(hours=11, minutes=30))
    clock_low_notify(clock.now_ms())
    assert [n.data["hours"] for n in notes(a.user, "clock_low")] == [12, 1]
    clock.shift(timedelta(hours=1))
    assert services.deadline_fire(game_id=gid, now_ms=clock.now_ms())
    relay()
    [out] = notes(b.user, "opponent_timed_out")
    assert out.data["result"]["reason"] == "timeout" and out.data["result"]["you_won"]
    [lost] = notes(a.user, "game_ended")  # the service timed a out: a hears how it ended
    assert lost.data["result"]["you_won"] is False


def test_dispute_resolved_reaches_the_opener(toy_game, make_user):
    a, b, gid = toy_game()
    n = services.dispute_open(game_id=gid, user=b.user, reason="odd")["dispute"]
    services.dispute_resolve(game_id=gid, user=make_user(moderator=True), dispute=n,
                             decision="all fine", kind="dismiss")
    relay()
    [note] = notes(b.user, "dispute_resolved")
    assert note.data["dispute"] == n and note.data["decision"] == "all fine"
    assert note.data["decision_kind"] == "dismiss"
    assert "dispute_resolved" not in kinds_of(a.user)


def test_muted_kinds_and_channels_off(toy_game):
    a, b, gid = toy_game()
    r = b.put("/api/me/notification-settings", {"muted": ["your_turn"]}, format="json")
    assert r.status_code == 200 and r.json()["muted"] == ["your_turn"]
    r = a.put("/api/me/notification-settings", {"inbox": False}, format="json")
    assert r.json()["inbox"] is False
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    assert send(b, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    assert kinds_of(b.user) == [] and kinds_of(a.user) == []  # a has no channel left


def test_a_turn_is_judged_on_the_whole_command_however_the_relay_batches(toy_game):
    """A timed move appends the move and the clock it starts (one command, two events): a
    batch that ended between them announced the turn at the move's version, before its
    deadline existed (``deadline_ms`` null)."""
    from events import subscriptions
    from events.models import Event
    from notifications import subscriber

    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    appended = list(Event.objects.filter(stream=gid).order_by("-version")
                    .values_list("version", flat=True)[:2])
    assert len(appended) == 2  # the guess and the clock it started, appended together
    subscriptions.subscribe(subscriber.NAME, subscriber.handle, batch=1)
    try:
        relay()  # a backlog relayed in small batches: the command's two events straddle one
    finally:
        subscriptions.subscribe(subscriber.NAME, subscriber.handle)
    [turn] = notes(b.user, "your_turn")
    assert turn.data["version"] == max(appended)
    assert turn.data["deadline_ms"] is not None
