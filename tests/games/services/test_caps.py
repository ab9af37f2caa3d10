"""games.services.caps: per-user caps on open lobbies and pending invitations (challenges and
rematches are invitations too), counted under the users' row locks; the races on PostgreSQL."""

from __future__ import annotations

import pytest

from config.errors import ServiceError
from events.models import Event
from games import services
from games.models import Game, Invitation
from games.services import invitations
from tests.support.concurrency import needs_postgres, race


@pytest.fixture
def caps(settings):
    """``caps(lobbies=2, sent=..., received=..., per_pair=...)``: this test's caps."""

    def set_caps(lobbies=None, sent=None, received=None, per_pair=None):
        for name, value in (("OPEN_LOBBIES", lobbies), ("INVITATIONS_SENT", sent),
                            ("INVITATIONS_RECEIVED", received),
                            ("INVITATIONS_PER_PAIR", per_pair)):
            if value is not None:
                setattr(settings, f"GAMES_MAX_{name}", value)
    return set_caps


def refused(code, fn, **kwargs):
    """``fn(**kwargs)`` is refused with ``code`` (409) and writes nothing."""
    games, events = Game.objects.count(), Event.objects.count()
    with pytest.raises(ServiceError) as exc:
        fn(**kwargs)
    assert (exc.value.code, exc.value.status) == (code, 409), exc.value.detail
    assert (Game.objects.count(), Event.objects.count()) == (games, events)
    return exc.value


def test_open_lobbies_are_capped_per_creator_until_one_starts(db, make_user, caps):
    caps(lobbies=2)
    a, b = make_user(), make_user()
    first = services.game_create(user=a, kind="toy_guess")
    services.game_create(user=a, kind="toy_guess", visibility="private")
    error = refused("too_many_open_games", services.game_create, user=a, kind="toy_guess")
    assert error.extra["limit"] == 2
    refused("too_many_open_games", invitations.challenge_create, user=a, username=b.username,
            kind="toy_guess")
    services.game_create(user=b, kind="toy_guess")  # another creator's count is their own
    services.game_join(game_id=first.id, user=b)  # it leaves its lobby: a slot again
    services.game_create(user=a, kind="toy_guess")


def test_a_game_its_bots_start_at_once_is_no_open_lobby(db, make_user, caps):
    caps(lobbies=1)
    a = make_user()
    services.game_create(user=a, kind="toy_guess")
    game = services.game_create(user=a, kind="toy_guess", seats=2, bots=[{"level": "random"}])
    assert game.status == "active"
    refused("too_many_open_games", services.game_create, user=a, kind="toy_guess")


def test_pending_invitations_are_capped_per_sender(db, make_user, caps):
    caps(sent=2)
    a, b, c, d = (make_user() for _ in range(4))
    invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    game = services.game_create(user=a, kind="toy_guess")
    invitations.invitation_send(game_id=game.id, user=a, username=c.username)
    other = services.game_create(user=a, kind="toy_guess")
    refused("too_many_invitations", invitations.invitation_send, game_id=other.id, user=a,
            username=d.username)
    refused("too_many_invitations", invitations.challenge_create, user=a, username=d.username,
            kind="toy_guess")
    refused("too_many_invitations", services.game_create, user=a, kind="toy_guess",
            invite=[d])
    invitations.invitation_revoke(game_id=game.id, user=a, username=c.username)
    invitations.invitation_send(game_id=other.id, user=a, username=d.username)


def test_pending_invitations_from_one_sender_to_one_user_are_capped(db, make_user, caps):
    caps(per_pair=1)
    a, b, c = make_user(), make_user(), make_user()
    invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    refused("too_many_invitations_to_user", invitations.challenge_create, user=a,
            username=b.username, kind="toy_guess")
    invitations.challenge_create(user=c, username=b.username, kind="toy_guess")
    invitations.challenge_create(user=a, username=c.username, kind="toy_guess")


def test_pending_invitations_are_capped_per_recipient_until_one_is_declined(db, make_user,
                                                                            caps):
    caps(received=2)
    victim = make_user()
    senders = [make_user() for _ in range(3)]
    first = invitations.challenge_create(user=senders[0], username=victim.username,
                                         kind="toy_guess")
    invitations.challenge_create(user=senders[1], username=victim.username, kind="toy_guess")
    refused("invitee_has_too_many_invitations", invitations.challenge_create, user=senders[2],
            username=victim.username, kind="toy_guess")
    assert Invitation.objects.filter(user=victim).count() == 2
    invitations.invitation_decline(game_id=first.id, user=victim)
    invitations.challenge_create(user=senders[2], username=victim.username, kind="toy_guess")


def test_a_rematch_counts_as_a_challenge(db, make_user, caps):
    a, b = make_user(), make_user()
    game = services.game_create(user=a, kind="toy_guess")
    services.game_join(game_id=game.id, user=b)
    services.command_submit(game_id=game.id, user=b, command={"type": "resign"})
    caps(received=0)
    refused("invitee_has_too_many_invitations", invitations.rematch_create, game_id=game.id,
            user=a)


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_challenges_to_one_victim_stop_at_the_cap(make_user, caps):
    caps(received=3)
    victim = make_user()
    senders = [make_user() for _ in range(8)]
    results = race(8, lambda i: invitations.challenge_create(
        user=senders[i], username=victim.username, kind="toy_guess").id)
    codes = sorted(r for r, _ in results)
    assert codes.count("ok") == 3, results
    assert set(codes) - {"ok"} == {"invitee_has_too_many_invitations"}, results
    assert Invitation.objects.filter(user=victim).count() == 3
    assert Game.objects.count() == 3


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_games_of_one_creator_stop_at_the_cap(make_user, caps):
    caps(lobbies=3)
    a = make_user()
    results = race(8, lambda i: services.game_create(user=a, kind="toy_guess").id)
    codes = sorted(r for r, _ in results)
    assert codes.count("ok") == 3 and set(codes) - {"ok"} == {"too_many_open_games"}, results
    assert Game.objects.filter(creator=a, status="lobby").count() == 3


def test_the_creator_cancels_a_lobby_to_free_a_slot(db, make_user, caps, client_for):
    caps(lobbies=1)
    a, b = make_user(), make_user()
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    refused("too_many_open_games", services.game_create, user=a, kind="toy_guess")
    other = client_for(b)
    r = other.post(f"/api/games/{game.id}/cancel")
    assert (r.status_code, r.json()["code"]) == (403, "not_creator")
    r = client_for(a).post(f"/api/games/{game.id}/cancel")
    assert r.status_code == 200, r.json()
    assert r.json()["status"] == "finished" and r.json()["result"]["void"]
    assert not Invitation.objects.exists()
    services.game_create(user=a, kind="toy_guess")
    r = client_for(a).post(f"/api/games/{game.id}/cancel")
    assert (r.status_code, r.json()["code"]) == (409, "game_already_started")
