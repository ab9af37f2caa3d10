"""Where blocks bite in the games: a blocked pair cannot invite, challenge, rematch or sit at one
table (403 ``blocked``, nothing written), and a new block withdraws the pending invitations
between the two, in the log (games.services.blocks)."""

from __future__ import annotations

import pytest

from accounts import blocks
from accounts.models import Block
from config.errors import ServiceError
from events.models import Event
from games import services
from games.domain import describe
from games.models import Game, Invitation
from games.services import invitations
from tests.games.services.test_invitations import finish
from tests.support.concurrency import needs_postgres, race


@pytest.fixture
def people(make_user):
    return [make_user() for _ in range(3)]


def refused(call, **kwargs) -> ServiceError:
    """``call(**kwargs)`` refused ``blocked`` with nothing written."""
    events, games, invited = Event.objects.count(), Game.objects.count(), Invitation.objects.count()
    with pytest.raises(ServiceError) as exc:
        call(**kwargs)
    assert (exc.value.code, exc.value.status) == ("blocked", 403)
    assert (Event.objects.count(), Game.objects.count(), Invitation.objects.count()) == (
        events, games, invited)
    return exc.value


@pytest.mark.parametrize("who_blocks", [0, 1])
def test_no_challenge_nor_invitation_either_way(db, people, who_blocks):
    a, b, _ = people
    blocks.block_create(user=(a, b)[who_blocks], username=(b, a)[who_blocks].username)
    refused(invitations.challenge_create, user=a, username=b.username, kind="toy_guess")
    game = services.game_create(user=a, kind="toy_guess")
    error = refused(invitations.invitation_send, game_id=game.id, user=a, username=b.username)
    assert "blocked" in error.detail and a.username not in error.detail  # says not who


def test_no_invitation_to_a_table_where_a_separated_player_sits(db, people):
    a, b, c = people
    game = services.game_create(user=a, kind="dikdik", seats=3)
    services.game_join(game_id=game.id, user=b)
    blocks.block_create(user=c, username=b.username)
    refused(invitations.invitation_send, game_id=game.id, user=a, username=c.username)


def test_join_refused_where_a_separated_player_sits(db, people):
    a, b, c = people
    game = services.game_create(user=a, kind="dikdik", seats=3)
    services.game_join(game_id=game.id, user=c)
    blocks.block_create(user=c, username=b.username)
    refused(services.game_join, game_id=game.id, user=b)
    code = invitations.join_code_create(game_id=game.id, user=a)
    refused(invitations.join_by_code, user=b, code=code)


def test_invitation_from_a_third_player_cannot_be_accepted_after_a_block(db, people):
    a, b, c = people
    game = services.game_create(user=a, kind="dikdik", seats=3)
    services.game_join(game_id=game.id, user=c)
    invitations.invitation_send(game_id=game.id, user=a, username=b.username)
    blocks.block_create(user=b, username=c.username)  # not between the creator and b: kept
    assert Invitation.objects.filter(game=game, user=b).exists()
    refused(invitations.invitation_accept, game_id=game.id, user=b)


def test_no_rematch_between_a_blocked_pair(db, people):
    a, b, _ = people
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    invitations.invitation_accept(game_id=game.id, user=b)
    finish(game.id)
    blocks.block_create(user=b, username=a.username)
    refused(invitations.rematch_create, game_id=game.id, user=a)
    refused(invitations.rematch_create, game_id=game.id, user=b)


def test_a_block_withdraws_the_invitations_between_the_two(db, people):
    a, b, c = people
    open_game = services.game_create(user=a, kind="dikdik", seats=3)
    invitations.invitation_send(game_id=open_game.id, user=a, username=b.username)
    invitations.invitation_send(game_id=open_game.id, user=a, username=c.username)
    challenge = invitations.challenge_create(user=b, username=a.username, kind="toy_guess")
    other = invitations.challenge_create(user=c, username=a.username, kind="toy_guess")

    blocks.block_create(user=b, username=a.username)

    # a's invitation to b and b's challenge to a are gone; c's are untouched
    assert set(Invitation.objects.values_list("game_id", "user_id")) == {
        (open_game.id, c.id), (other.id, a.id)}
    revoked = Event.objects.get(stream=open_game.id, type="game.invite_revoked")
    assert revoked.data == {"user": b.id, "username": b.username, "by": None, "blocked": True}
    assert revoked.meta["command"] == "game.invite_block"
    assert "block" in describe.describe("toy_guess", revoked.type, revoked.data, {})
    types = list(Event.objects.filter(stream=challenge.id).order_by("version")
                 .values_list("type", flat=True))
    assert types[-2:] == ["game.invite_revoked", "game.finished"]
    challenge.refresh_from_db()
    open_game.refresh_from_db()
    assert (challenge.status, open_game.status) == ("finished", "lobby")
    # the withdrawn challenge cannot be accepted any more
    with pytest.raises(ServiceError):
        invitations.invitation_accept(game_id=challenge.id, user=a)


def test_a_refused_withdrawal_undoes_the_block(db, people, monkeypatch):
    a, b, _ = people
    invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    events = Event.objects.count()

    def broken(*args, **kwargs):
        raise ServiceError("game_already_started", "no")

    monkeypatch.setattr("games.services.blocks.open_lobby", broken)
    with pytest.raises(ServiceError):
        blocks.block_create(user=a, username=b.username)
    assert not Block.objects.exists() and Event.objects.count() == events


def test_blocking_again_withdraws_nothing_more(db, people):
    a, b, _ = people
    blocks.block_create(user=a, username=b.username)
    events = Event.objects.count()
    _, created = blocks.block_create(user=a, username=b.username)
    assert not created and Event.objects.count() == events


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_a_block_racing_invitations_leaves_none_pending(make_user):
    """Invitations and a block made at once: every invitation is refused or withdrawn."""
    a, b = make_user(), make_user()
    games = [services.game_create(user=a, kind="toy_guess") for _ in range(4)]

    def act(i):
        if i == 0:
            return blocks.block_create(user=b, username=a.username)
        return invitations.invitation_send(game_id=games[i - 1].id, user=a,
                                           username=b.username)
    results = race(5, act)
    assert "crash" not in {r for r, _ in results}, results
    assert blocks.blocked_either(a.id, b.id)
    assert not Invitation.objects.filter(user=b).exists(), results
