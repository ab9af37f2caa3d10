"""Invitations nobody answers lapse after GAMES_INVITATION_TTL_DAYS: the service withdraws them
(``game.invite_revoked`` with ``expired``), an expired challenge closes its game, and both
ends are notified."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from events import store
from games import services
from games.domain.stream import GAME_FINISHED, INVITE_REVOKED
from games.models import Game, Invitation
from games.services import invitations
from games.tasks import expire_invitations
from notifications.models import Notification
from tests.notifications.conftest import relay

pytestmark = pytest.mark.django_db


def aged(game, days: float) -> None:
    Invitation.objects.filter(game=game).update(created_at=timezone.now() - timedelta(days=days))


def types(game) -> list[str]:
    return [e.type for e in store.load(game.id)]


def test_an_invitation_older_than_the_ttl_is_withdrawn_and_both_hear_it(make_user, settings):
    settings.GAMES_INVITATION_TTL_DAYS = 14
    a, b, c = make_user("ann"), make_user("bea"), make_user("cid")
    game = services.game_create(user=a, kind="dikdik", seats=3, invite=[b, c])
    aged(game, 13)
    assert expire_invitations() == 0 and Invitation.objects.count() == 2  # not yet
    Invitation.objects.filter(game=game, user=b).update(
        created_at=timezone.now() - timedelta(days=14, minutes=1))
    assert expire_invitations() == 1
    [expired] = [e for e in store.load(game.id) if e.type == INVITE_REVOKED]
    assert expired.data == {"user": b.id, "username": "bea", "by": None, "expired": True}
    assert expired.meta["actor"] is None
    assert list(Invitation.objects.values_list("user_id", flat=True)) == [c.id]
    game.refresh_from_db()
    assert game.status == "lobby"  # an open game goes on waiting, the seat free again
    relay()
    notes = {n.user_id: n.data for n in Notification.objects.filter(kind="invite_expired")}
    assert set(notes) == {a.id, b.id}
    assert (notes[a.id]["role"], notes[a.id]["invitee"]) == ("creator", "bea")
    assert (notes[b.id]["role"], notes[b.id]["by"]) == ("invitee", "ann")
    assert expire_invitations() == 0  # once


def test_an_expired_challenge_closes_its_game(make_user, settings):
    settings.GAMES_INVITATION_TTL_DAYS = 3
    a, b = make_user("ann"), make_user("bea")
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    aged(game, 4)
    assert expire_invitations() == 1
    game.refresh_from_db()
    assert game.status == "finished" and types(game)[-2:] == [INVITE_REVOKED, GAME_FINISHED]
    finished = store.load(game.id)[-1].data
    assert finished["result"]["void"] and "expired" in finished["result"]["note"]


def test_what_was_answered_or_started_meanwhile_is_left_alone(make_user, settings):
    settings.GAMES_INVITATION_TTL_DAYS = 1
    a, b = make_user("ann"), make_user("bea")
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    aged(game, 2)
    invitations.invitation_accept(game_id=game.id, user=b)
    before = types(game)
    assert expire_invitations() == 0 and types(game) == before


def test_sending_another_invitation_keeps_the_first_ones_age(make_user, settings):
    settings.GAMES_INVITATION_TTL_DAYS = 5
    a, b, c = make_user("ann"), make_user("bea"), make_user("cid")
    game = services.game_create(user=a, kind="dikdik", seats=3, invite=[b])
    aged(game, 6)
    invitations.invitation_send(game_id=game.id, user=a, username=c.username)
    assert expire_invitations() == 1  # b's, sent 6 days ago; c's is new
    assert list(Invitation.objects.values_list("user_id", flat=True)) == [c.id]


def test_a_ttl_of_zero_never_expires(make_user, settings):
    settings.GAMES_INVITATION_TTL_DAYS = 0
    a, b = make_user("ann"), make_user("bea")
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    aged(game, 400)
    assert expire_invitations() == 0 and Game.objects.get(id=game.id).status == "lobby"
