"""games.services.invitations: invitations, join codes, challenges and rematches as services
(toy engine), and their races on PostgreSQL (row locks serialise them)."""

from __future__ import annotations

import pytest
from django.db import transaction

from config.errors import ServiceError
from events.models import Event
from games import kinds, services
from games.domain.stream import GAME_FINISHED
from games.models import Game, Invitation
from games.services import invitations
from games.services.unit_of_work import append, load, locked_game
from tests.support.concurrency import needs_postgres, race


def finish(game_id) -> None:
    """End a started game as the service does (the rules of play are not the point here)."""
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        outcome = kinds.engine(game.kind).outcome(state["engine"])
        append(game, state, version, [{"type": GAME_FINISHED, "data": {
            "seed": game.secret.seed, "outcome": outcome}}], {"actor": None, "command": "test"})


@pytest.fixture
def users(make_user):
    return [make_user() for _ in range(4)]


def test_create_refuses_more_invitees_than_free_seats(db, users):
    a, b, c, _ = users
    with pytest.raises(ServiceError) as exc:
        services.game_create(user=a, kind="toy_guess", seats=2, invite=[b, c])
    assert exc.value.code == "game_full"
    assert not Game.objects.exists() and not Event.objects.exists()


def test_challenge_service_invites_and_accept_starts(db, users):
    a, b, _, _ = users
    game = invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    assert (game.visibility, game.status) == ("private", "lobby")
    assert list(Invitation.objects.values_list("user_id", "invited_by_id")) == [(b.id, a.id)]
    invitations.invitation_accept(game_id=game.id, user=b)
    game.refresh_from_db()
    assert game.status == "active" and not Invitation.objects.exists()


def test_accept_refuses_the_uninvited_and_join_hides_private_games(db, users):
    a, b, c, _ = users
    game = services.game_create(user=a, kind="toy_guess", visibility="private", invite=[b])
    before = Event.objects.count()
    with pytest.raises(ServiceError) as exc:
        services.game_join(game_id=game.id, user=c)
    assert (exc.value.code, exc.value.status) == ("not_found", 404)
    with pytest.raises(ServiceError) as exc:
        invitations.invitation_decline(game_id=game.id, user=c)
    assert exc.value.code == "not_found"
    public = services.game_create(user=a, kind="toy_guess")
    before = Event.objects.count()
    with pytest.raises(ServiceError) as exc:
        invitations.invitation_accept(game_id=public.id, user=c)
    assert exc.value.code == "not_invited"
    assert Event.objects.count() == before


def test_join_code_is_checked_again_under_the_lock(db, users):
    a, b, _, _ = users
    game = services.game_create(user=a, kind="toy_guess", visibility="private")
    code = invitations.join_code_create(game_id=game.id, user=a)
    with pytest.raises(ServiceError) as exc:  # a code whose hash is not this game's live one
        services.game_join(game_id=game.id, user=b,
                           code_sha256=invitations.code_hash(code + "x"))
    assert exc.value.code == "join_code_invalid"
    invitations.join_by_code(user=b, code=code)
    game.refresh_from_db()
    assert game.status == "active" and game.join_code_sha256 == ""


def test_a_join_code_never_starts_with_a_dash(monkeypatch):
    drawn = iter(["-starts-like-an-option", "_fine-2", "unused"])
    monkeypatch.setattr(invitations.secrets, "token_urlsafe", lambda n: next(drawn))
    assert invitations.new_join_code() == "_fine-2"


def test_rematch_leaves_out_deleted_accounts(db, users):
    a, b, c, _ = users
    game = services.game_create(user=a, kind="dikdik", seats=3)
    services.game_join(game_id=game.id, user=b)
    services.game_join(game_id=game.id, user=c)
    finish(game.id)
    c.delete()
    rematch, created = invitations.rematch_create(game_id=game.id, user=b)
    assert created and rematch.seats_wanted == 3
    assert list(rematch.invitations.values_list("user_id", flat=True)) == [a.id]
    again, created = invitations.rematch_create(game_id=game.id, user=a)
    assert (again.id, created) == (rematch.id, False)


def test_invitations_wake_the_invitee_inbox(db, users, monkeypatch):
    from events import waiting

    keys: list = []

    def record(*woken):  # the appends' wake-ups ride on the projection's statement
        keys.extend(str(k) for k in woken)

    monkeypatch.setattr(waiting, "notify", record)
    monkeypatch.setattr(waiting, "notify_statement", record)
    a, b, c, _ = users
    game = invitations.challenge_create(user=a, username=b.username, kind="dikdik")
    assert f"user:{b.id}" in keys and f"user:{c.id}" not in keys
    keys.clear()
    invitations.invitation_send(game_id=game.id, user=a, username=c.username)
    assert keys == [str(game.id), f"user:{c.id}"]


def test_a_retried_accept_answers_already_joined(db, users):
    a, b, c, _ = users
    game = services.game_create(user=a, kind="dikdik", seats=3, invite=[b])
    invitations.invitation_accept(game_id=game.id, user=b)
    before = Event.objects.count()
    with pytest.raises(ServiceError) as exc:
        invitations.invitation_accept(game_id=game.id, user=b)
    assert exc.value.code == "already_joined" and Event.objects.count() == before


# -- races (PostgreSQL: row locks serialise them) -----------------------------------------------
@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_rematch_requests_make_one_rematch(make_user):
    a, b = make_user(), make_user()
    game = services.game_create(user=a, kind="toy_guess")
    services.game_join(game_id=game.id, user=b)
    finish(game.id)
    results = race(6, lambda i: invitations.rematch_create(game_id=game.id,
                                                           user=(a, b)[i % 2])[0].id)
    assert {r for r, _ in results} == {"ok"}, results
    assert len({gid for _, gid in results}) == 1
    assert Game.objects.filter(visibility="private").count() == 1


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_code_holders_for_the_last_seat(make_user):
    a = make_user()
    friends = [make_user() for _ in range(5)]
    game = services.game_create(user=a, kind="toy_guess", visibility="private")
    code = invitations.join_code_create(game_id=game.id, user=a)
    results = race(5, lambda i: invitations.join_by_code(user=friends[i], code=code).id)
    codes = sorted(r for r, _ in results)
    assert codes.count("ok") == 1 and set(codes) - {"ok"} == {"join_code_invalid"}, results
    game.refresh_from_db()
    assert game.status == "active" and game.seats.count() == 2


def test_invitations_and_challenges_find_the_invitee_whatever_the_case(db, make_user):
    """A username is typed by a person: invite, revoke and challenge find ``Ada`` as ``ADA``,
    ``ada`` or in fullwidth letters, as login does; the events name the stored spelling."""
    a, ada = make_user(), make_user("Ada")
    game = services.game_create(user=a, kind="toy_guess", seats=2)
    invitations.invitation_send(game_id=game.id, user=a, username="ADA")
    assert list(Invitation.objects.values_list("user_id", flat=True)) == [ada.id]
    invited = Event.objects.filter(stream=game.id, type="game.invited").get()
    assert invited.data["username"] == "Ada"
    invitations.invitation_revoke(game_id=game.id, user=a, username="ada")
    assert not Invitation.objects.exists()
    challenge = invitations.challenge_create(user=a, username="\uff41\uff44\uff41",
                                             kind="toy_guess")
    assert list(Invitation.objects.filter(game=challenge)
                .values_list("user_id", flat=True)) == [ada.id]


def test_inviting_yourself_in_another_case_is_refused(db, make_user):
    ada = make_user("Ada")
    game = services.game_create(user=ada, kind="toy_guess", seats=2)
    for call in (lambda: invitations.invitation_send(game_id=game.id, user=ada, username="aDA"),
                 lambda: invitations.challenge_create(user=ada, username="ADA",
                                                      kind="toy_guess")):
        with pytest.raises(ServiceError) as exc:
            call()
        assert exc.value.code == "cannot_invite_self"
