"""The events nobody used to hear about: draw offers, declined and revoked invitations,
accepted challenges, staff decisions (every seated player) and rewinds (every player whose
moves they erased). Each once, to the right users, through the common fan-out (so muting and
the channels apply as for every kind)."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from games.services import invitations
from notifications.models import Notification, WebhookDelivery
from tests.notifications.conftest import kinds_of, notes, relay
from tests.support.disputes import TOY_OPTIONS, open_dispute, resolve
from tests.support.http import seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def table(client_for, kind="toy_guess", count=2, options=None):
    """``count`` players at a started game (the toy's by default); nothing notified yet."""
    clients = [client_for() for _ in range(count)]
    gid = started_game(clients, kind, options if options is not None else TOY_OPTIONS)
    relay()
    Notification.objects.all().delete()
    return clients, gid, seat_clients(clients, gid)


def moves(clients, gid, count) -> list:
    """``count`` rerolls, each by the seat to act; returns the clients that moved, in order."""
    seats = seat_clients(clients, gid)
    out = []
    for _ in range(count):
        (turn,) = clients[0].get(f"/api/games/{gid}").json()["outcome"]["to_act"]
        assert send(seats[turn], gid, {"type": "reroll"}).status_code == 201
        out.append(seats[turn])
    return out


def test_a_draw_offer_reaches_the_other_seated_players(client_for):
    clients, gid, seats = table(client_for, "quiddler", 3, {})
    assert send(seats["1"], gid, {"type": "offer_draw"}).status_code == 201
    relay()
    relay()  # a second pass notifies nobody twice
    for seat, c in seats.items():
        got = notes(c.user, "draw_offered")
        if seat == "1":
            assert got == []  # the offerer knows
        else:
            [note] = got
            assert note.data["by"] == seats["1"].user.username
            assert note.data["seat"] == seat and note.data["game"] == gid
    assert Notification.objects.filter(kind="draw_offered").count() == 2


def test_declined_and_revoked_invitations_and_accepted_challenges(client_for):
    a, b, c = client_for(), client_for(), client_for()
    # a challenge declined: the challenger hears it (the game closes, nobody else is told)
    r = a.post(f"/api/challenge/{b.user.username}", {"kind": "toy_guess"}, format="json")
    assert r.status_code == 201, r.json()
    declined = r.json()["id"]
    invitations.invitation_decline(game_id=declined, user=b.user)
    # an invitation revoked: the invitee hears it
    game = services.game_create(user=a.user, kind="quiddler", seats=3,
                               invite=[b.user, c.user])
    invitations.invitation_revoke(game_id=game.id, user=a.user, username=c.user.username)
    # a challenge accepted: the challenger hears it
    r = c.post(f"/api/challenge/{a.user.username}", {"kind": "toy_guess"}, format="json")
    accepted = r.json()["id"]
    invitations.invitation_accept(game_id=accepted, user=a.user)
    relay()
    [no] = notes(a.user, "invite_declined")
    assert (no.data["game"], no.data["by"], no.data["challenge"]) == \
        (declined, b.user.username, True)
    [revoked] = notes(c.user, "invite_revoked")
    assert (revoked.data["game"], revoked.data["by"]) == (str(game.id), a.user.username)
    assert revoked.data["challenge"] is False
    [yes] = notes(c.user, "challenge_accepted")
    assert (yes.data["game"], yes.data["by"]) == (accepted, a.user.username)
    # nobody else heard of any of it; taking a seat in a game that is no challenge is quiet
    assert "invite_declined" not in kinds_of(b.user) + kinds_of(c.user)
    assert "challenge_accepted" not in kinds_of(a.user) + kinds_of(b.user)
    assert "invite_revoked" not in kinds_of(a.user) + kinds_of(b.user)
    invitations.invitation_accept(game_id=game.id, user=b.user)
    relay()
    assert Notification.objects.filter(kind="challenge_accepted").count() == 1


def test_a_staff_decision_reaches_every_seated_player(client_for, moderator):
    clients, gid, seats = table(client_for, "quiddler", 3, {})
    n = open_dispute(seats["2"], gid)
    resolve(moderator, gid, n, "dismiss", decision="nothing wrong")
    n2 = open_dispute(seats["0"], gid)
    resolve(moderator, gid, n2, "annul", decision="void it")
    relay()
    assert Game.objects.get(id=gid).status == "finished"
    [mine] = notes(seats["2"].user, "dispute_resolved")
    assert mine.data["decision"] == "nothing wrong"
    for seat in ("0", "1"):
        first = notes(seats[seat].user, "staff_decision")[0]
        assert (first.data["dispute"], first.data["decision_kind"], first.data["seat"]) == \
            (n, "dismiss", seat)
    # the annulment: its opener (seat 0) hears of their dispute, the other two of a decision
    assert [x.data["decision_kind"] for x in notes(seats["1"].user, "staff_decision")] == \
        ["dismiss", "annul"]
    assert [x.data["decision_kind"] for x in notes(seats["2"].user, "staff_decision")] == \
        ["annul"]
    assert [x.data["dispute"] for x in notes(seats["0"].user, "dispute_resolved")] == [n2]
    assert "game_ended" in kinds_of(seats["1"].user)


def test_a_rewind_tells_every_player_whose_moves_it_erased(client_for, moderator):
    clients, gid, seats = table(client_for)
    moves(clients, gid, 2)
    to_version = Game.objects.get(id=gid).version
    erased = moves(clients, gid, 3)  # 2 moves of one player, 1 of the other
    opener = erased[1]
    other = erased[0]
    assert opener is not other
    n = open_dispute(opener, gid, "something went wrong")
    resolve(moderator, gid, n, "rewind", decision="back", to_version=to_version)
    relay()
    relay()
    for c, count in ((other, 2), (opener, 1)):
        [note] = notes(c.user, "moves_erased")
        assert note.data["moves"] == count and note.data["to_version"] == to_version
        assert note.data["dispute"] == n
    # the opener hears of their dispute, the other player of the decision
    assert [x.kind for x in notes(opener.user) if x.kind != "your_turn"] == \
        ["dispute_resolved", "moves_erased"]
    assert [x.kind for x in notes(other.user) if x.kind != "your_turn"] == \
        ["staff_decision", "moves_erased"]


def test_a_rewind_of_one_players_moves_tells_only_them(client_for, moderator):
    clients, gid, seats = table(client_for)
    moves(clients, gid, 3)
    to_version = Game.objects.get(id=gid).version
    erased = moves(clients, gid, 1)[0]
    opener = next(c for c in clients if c is not erased)
    n = open_dispute(opener, gid)
    resolve(moderator, gid, n, "rewind", decision="back", to_version=to_version)
    relay()
    assert [c.user.id for c in clients if notes(c.user, "moves_erased")] == [erased.user.id]
    # again: only what this rewind erased counts, not the moves an earlier one took out
    assert moves(clients, gid, 1) == [erased]
    n = open_dispute(opener, gid)
    resolve(moderator, gid, n, "rewind", decision="again", to_version=to_version)
    relay()
    assert [x.data["moves"] for x in notes(erased.user, "moves_erased")] == [1, 1]
    assert notes(opener.user, "moves_erased") == []


def test_new_kinds_can_be_muted_and_reach_webhooks(client_for, settings):
    from tests.notifications.receiver import Receiver

    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    clients, gid, seats = table(client_for, "quiddler", 3, {})
    r = seats["0"].put("/api/me/notification-settings", {"muted": ["draw_offered"]},
                       format="json")
    assert r.status_code == 200, r.json()
    receiver = Receiver()
    try:
        assert seats["2"].post("/api/me/webhooks", {"url": receiver.url},
                               format="json").status_code == 201
        seats["2"].put("/api/me/notification-settings", {"webhook": True}, format="json")
        assert send(seats["1"], gid, {"type": "offer_draw"}).status_code == 201
        relay()
    finally:
        receiver.close()
    assert notes(seats["0"].user, "draw_offered") == []
    [note] = notes(seats["2"].user, "draw_offered")
    assert WebhookDelivery.objects.filter(notification=note).exists()
