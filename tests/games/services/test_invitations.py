"""games.invitations services and the lobby fold of invitation events (toy engine)."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections, transaction

from config.errors import ServiceError
from events.models import Event
from games import engines, services
from games.domain.stream import (
    GAME_CREATED,
    GAME_FINISHED,
    INVITE_DECLINED,
    INVITED,
    JOIN_CODE_REVOKED,
    JOIN_CODE_SET,
    REMATCH_CREATED,
    SEAT_JOINED,
    fold_lobby,
    lobby_access,
    redact_lobby,
)
from games.models import Game, Invitation
from games.services import invitations
from games.services.unit_of_work import append, load, locked_game

needs_postgres = pytest.mark.skipif(connection.vendor != "postgresql",
                                    reason="needs PostgreSQL (row locks, concurrent writers)")

CREATED = {"kind": "toy_guess", "options": {}, "seats": 3, "creator": 1, "seed_sha256": "h"}


def finish(game_id) -> None:
    """End a started game as the service does (the rules of play are not the point here)."""
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        outcome = engines.get(game.kind).outcome(state["engine"])
        append(game, state, version, [{"type": GAME_FINISHED, "data": {
            "seed": game.secret.seed, "outcome": outcome}}], {"actor": None, "command": "test"})


def fold(events) -> dict:
    lobby = None
    for version, (type_, data) in enumerate(events, start=1):
        lobby = fold_lobby(lobby, type_, data, version)
    return lobby


# -- the lobby fold (pure) ------------------------------------------------------------------------
def test_fold_tracks_invitations_join_codes_and_rematch():
    lobby = fold([(GAME_CREATED, {**CREATED, "visibility": "private", "challenge": True}),
                  (SEAT_JOINED, {"user": 1, "username": "a"}),
                  (INVITED, {"user": 2, "username": "b", "by": 1}),
                  (INVITED, {"user": 3, "username": "c", "by": 1}),
                  (JOIN_CODE_SET, {"by": 1, "code_sha256": "x" * 64})])
    access = lobby_access(lobby)
    assert access["visibility"] == "private" and access["challenge"] is True
    assert [i["user"] for i in access["invited"]] == [2, 3]
    assert access["join_code_sha256"] == "x" * 64
    after = fold_lobby(lobby, SEAT_JOINED, {"user": 2, "username": "b"}, 6)
    after = fold_lobby(after, INVITE_DECLINED, {"user": 3, "username": "c"}, 7)
    after = fold_lobby(after, JOIN_CODE_REVOKED, {"by": 1}, 8)
    assert lobby_access(after)["invited"] == [] and lobby_access(after)["join_code_sha256"] is None
    assert [m["user"] for m in after["members"]] == [1, 2]
    assert len(lobby_access(lobby)["invited"]) == 2  # folding never changes the input
    started = fold_lobby(lobby, "game.started", {"players": {"0": 1}, "names": {"0": "a"}}, 6)
    assert lobby_access(started)["invited"] == [] and started["join_code_sha256"] is None
    done = fold_lobby(started, "game.finished", {"seed": "s", "outcome": None}, 7)
    assert lobby_access(fold_lobby(done, REMATCH_CREATED, {"game": "g2", "by": 1}, 8))[
        "rematch"] == "g2"


def test_lobbies_folded_before_invitations_read_as_public():
    old = fold([(GAME_CREATED, CREATED)])
    for key in ("visibility", "invited", "challenge", "rematch_of", "rematch",
                "join_code_sha256"):
        old.pop(key)  # as a snapshot taken before these keys existed
    assert lobby_access(old) == {"visibility": "public", "invited": [], "challenge": False,
                                 "rematch_of": None, "rematch": None, "join_code_sha256": None}


def test_feed_never_shows_the_join_code_hash():
    data = {"by": 1, "code_sha256": "y" * 64}
    assert redact_lobby(JOIN_CODE_SET, data, may_see_setup=False) == {"by": 1}


# -- services -------------------------------------------------------------------------------------
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


# -- races (PostgreSQL: row locks serialise them) -------------------------------------------------
def _race(n: int, target) -> list:
    results: list = []
    barrier = threading.Barrier(n)

    def run(i):
        try:
            barrier.wait()
            results.append(("ok", target(i)))
        except ServiceError as exc:
            results.append((exc.code, None))
        except Exception as exc:  # noqa: BLE001 - a crash is a result too (a 500 in the API)
            results.append(("crash", repr(exc)))
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return results


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_rematch_requests_make_one_rematch(make_user):
    a, b = make_user(), make_user()
    game = services.game_create(user=a, kind="toy_guess")
    services.game_join(game_id=game.id, user=b)
    finish(game.id)
    results = _race(6, lambda i: invitations.rematch_create(game_id=game.id,
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
    results = _race(5, lambda i: invitations.join_by_code(user=friends[i], code=code).id)
    codes = sorted(r for r, _ in results)
    assert codes.count("ok") == 1 and set(codes) - {"ok"} == {"join_code_invalid"}, results
    game.refresh_from_db()
    assert game.status == "active" and game.seats.count() == 2


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
