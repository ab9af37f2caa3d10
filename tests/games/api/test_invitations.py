"""games.api.invitations: private games, invitations, join codes, challenges and rematches
over HTTP (toy engine)."""

from __future__ import annotations

import json

import pytest

from events.models import Event
from games.models import Game, Invitation
from tests.support.http import NOBODY, assert_refused, create_game, invite, private_game, send
from tests.support.log import events_of

pytestmark = pytest.mark.django_db


# -- private games ------------------------------------------------------------------------------
def test_visibility_must_be_public_or_private(client_for):
    c = client_for()
    for bad, code in [("secret", "invalid_visibility"), (1, "invalid_visibility"),
                      (["private"], "invalid_visibility"), (None, "invalid")]:
        assert_refused(lambda bad=bad: c.post("/api/games", {"kind": "toy_guess",
                                                             "visibility": bad}, format="json"),
                       400, code)
    assert Game.objects.count() == 0
    r = c.get("/api/games?visibility=hidden")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_filter")


def test_public_game_is_public_by_default(client_for):
    game = create_game(client_for(), "toy_guess")
    assert (game["visibility"], game["invited"], game["challenge"]) == ("public", [], False)
    assert (game["rematch_of"], game["rematch"], game["join_code_active"]) == (None, None, False)


# -- invitations --------------------------------------------------------------------------------
def test_invite_accept_starts_the_game(client_for):
    owner, bob = client_for(), client_for()
    gid = private_game(owner)
    r = invite(owner, gid, bob.user.username)
    assert r.status_code == 201
    assert r.json()["invited"] == [{"user": bob.user.id, "username": bob.user.username}]
    assert bob.get(f"/api/games/{gid}").status_code == 200  # an invitee may look first
    mine = bob.get("/api/me/invitations").json()
    assert mine["count"] == 1 and mine["results"][0]["game"] == gid
    assert mine["results"][0]["invited_by"] == owner.user.username
    assert mine["results"][0]["challenge"] is False
    assert [g["id"] for g in bob.get("/api/games?invited=1").json()["results"]] == [gid]
    r = bob.post(f"/api/games/{gid}/accept")
    assert r.status_code == 200, r.json()
    assert (r.json()["status"], r.json()["your_seat"], r.json()["invited"]) == ("active", "1", [])
    assert events_of(gid)[:4] == ["game.created", "game.seat_joined", "game.invited",
                                  "game.seat_joined"]
    assert "game.started" in events_of(gid)
    assert bob.get("/api/me/invitations").json()["count"] == 0
    assert not Invitation.objects.exists()


def test_invited_events_are_in_the_feed(client_for):
    owner, bob = client_for(), client_for()
    gid = private_game(owner, seats=2)
    invite(owner, gid, bob.user.username)
    feed = bob.get(f"/api/games/{gid}/events").json()["events"]
    assert feed[-1]["type"] == "game.invited"
    assert feed[-1]["data"] == {"user": bob.user.id, "username": bob.user.username,
                                "by": owner.user.id}


def test_invite_refusals_write_nothing(client_for, make_user):
    owner, bob, carol, dave = client_for(), client_for(), client_for(), client_for()
    gid = create_game(owner, "toy_guess", 2)["id"]  # public: inviting is allowed too
    assert_refused(lambda: invite(owner, gid, owner.user.username), 400, "cannot_invite_self")
    assert_refused(lambda: invite(owner, gid, "no-such-user"), 404, "user_not_found")
    assert_refused(lambda: invite(bob, gid, carol.user.username), 403, "not_creator")
    assert_refused(lambda: owner.post(f"/api/games/{gid}/invitations", {}, format="json"),
                   400, "invalid")
    assert invite(owner, gid, bob.user.username).status_code == 201
    assert_refused(lambda: invite(owner, gid, bob.user.username), 409, "already_invited")
    assert_refused(lambda: invite(owner, gid, carol.user.username), 409, "game_full")
    assert bob.post(f"/api/games/{gid}/accept").status_code == 200  # starts
    assert_refused(lambda: invite(owner, gid, dave.user.username), 409, "game_already_started")

    big = create_game(owner, "dikdik", 4)["id"]
    assert carol.post(f"/api/games/{big}/join").status_code == 200
    assert_refused(lambda: invite(owner, big, carol.user.username), 409, "already_seated")


def test_an_invitation_keeps_its_seat(client_for):
    owner, bob, carol = client_for(), client_for(), client_for()
    gid = create_game(owner, "toy_guess", 2)["id"]
    invite(owner, gid, bob.user.username)
    assert_refused(lambda: carol.post(f"/api/games/{gid}/join"), 409, "game_full")
    r = bob.post(f"/api/games/{gid}/decline")
    assert r.status_code == 204
    assert events_of(gid)[-1] == "game.invite_declined"
    assert owner.get(f"/api/games/{gid}").json()["status"] == "lobby"  # not a challenge
    assert carol.post(f"/api/games/{gid}/join").json()["status"] == "active"


def test_accept_and_decline_need_an_invitation(client_for):
    owner, bob = client_for(), client_for()
    gid = create_game(owner, "toy_guess", 2)["id"]
    assert_refused(lambda: bob.post(f"/api/games/{gid}/accept"), 409, "not_invited")
    assert_refused(lambda: bob.post(f"/api/games/{gid}/decline"), 409, "not_invited")
    assert bob.post(f"/api/games/{gid}/join").status_code == 200  # a public game: just join


def test_declining_a_private_invitation_hides_the_game_again(client_for):
    owner, bob = client_for(), client_for()
    gid = private_game(owner, seats=2)
    invite(owner, gid, bob.user.username)
    assert bob.post(f"/api/games/{gid}/decline").status_code == 204
    assert bob.get(f"/api/games/{gid}").status_code == 404
    assert bob.post(f"/api/games/{gid}/accept").status_code == 404


def test_creator_revokes_an_invitation(client_for):
    owner, bob = client_for(), client_for()
    gid = private_game(owner)
    invite(owner, gid, bob.user.username)
    assert_refused(lambda: bob.delete(f"/api/games/{gid}/invitations/{bob.user.username}"),
                   403, "not_creator")
    r = owner.delete(f"/api/games/{gid}/invitations/{bob.user.username}")
    assert r.status_code == 200 and r.json()["invited"] == []
    assert events_of(gid)[-1] == "game.invite_revoked"
    assert bob.get(f"/api/games/{gid}").status_code == 404
    assert_refused(lambda: owner.delete(f"/api/games/{gid}/invitations/{bob.user.username}"),
                   409, "not_invited")
    assert_refused(lambda: owner.delete(f"/api/games/{gid}/invitations/ghost"),
                   404, "user_not_found")


def test_starting_early_drops_pending_invitations(client_for):
    owner, bob, carol, dave = client_for(), client_for(), client_for(), client_for()
    gid = create_game(owner, "dikdik", 4)["id"]
    bob.post(f"/api/games/{gid}/join")
    carol.post(f"/api/games/{gid}/join")
    invite(owner, gid, dave.user.username)
    assert owner.post(f"/api/games/{gid}/start").json()["invited"] == []
    assert not Invitation.objects.filter(game_id=gid).exists()
    assert_refused(lambda: dave.post(f"/api/games/{gid}/accept"), 409, "not_invited")


# -- join codes ---------------------------------------------------------------------------------
def test_join_code_lets_a_friend_in_and_is_never_written(client_for):
    owner, friend = client_for(), client_for()
    gid = private_game(owner, seats=2)
    r = owner.post(f"/api/games/{gid}/join-code")
    assert r.status_code == 201 and r["Cache-Control"] == "no-store"
    code = r.json()["code"]
    assert len(code) >= 32 and r.json()["game"] == gid
    assert owner.get(f"/api/games/{gid}").json()["join_code_active"] is True
    stored = json.dumps(list(Event.objects.values_list("data", "meta")))
    assert code not in stored
    feed = json.dumps(owner.get(f"/api/games/{gid}/events").json())
    assert "game.join_code_set" in feed and "code_sha256" not in feed
    r = friend.post("/api/join", {"code": code}, format="json")
    assert r.status_code == 200, r.json()
    assert (r.json()["id"], r.json()["status"], r.json()["your_seat"]) == (gid, "active", "1")
    assert friend.get(f"/api/games/{gid}").status_code == 200
    # the game has started: the code is stale
    late = client_for()
    assert_refused(lambda: late.post("/api/join", {"code": code}, format="json"),
                   404, "join_code_invalid")


def test_join_code_regenerated_or_revoked_stops_working(client_for):
    owner, friend = client_for(), client_for()
    gid = private_game(owner, seats=3, kind="dikdik")
    old = owner.post(f"/api/games/{gid}/join-code").json()["code"]
    new = owner.post(f"/api/games/{gid}/join-code").json()["code"]
    assert old != new
    assert_refused(lambda: friend.post("/api/join", {"code": old}, format="json"),
                   404, "join_code_invalid")
    assert owner.delete(f"/api/games/{gid}/join-code").status_code == 204
    assert owner.get(f"/api/games/{gid}").json()["join_code_active"] is False
    assert_refused(lambda: friend.post("/api/join", {"code": new}, format="json"),
                   404, "join_code_invalid")
    assert_refused(lambda: owner.delete(f"/api/games/{gid}/join-code"), 409, "no_join_code")
    assert friend.get(f"/api/games/{gid}").status_code == 404


@pytest.mark.parametrize("body", [{"code": "x"}, {"code": "A" * 43}, {"code": ""}, {}])
def test_wrong_join_codes_write_nothing(client_for, body):
    owner, friend = client_for(), client_for()
    gid = private_game(owner)
    owner.post(f"/api/games/{gid}/join-code")
    r = assert_refused(lambda: friend.post("/api/join", body, format="json"),
                       404 if body.get("code") else 400,
                       "join_code_invalid" if body.get("code") else "invalid")
    assert "game" not in r.json()


def test_only_the_creator_manages_the_join_code(client_for):
    owner, bob = client_for(), client_for()
    gid = create_game(owner, "dikdik", 3)["id"]
    bob.post(f"/api/games/{gid}/join")
    assert_refused(lambda: bob.post(f"/api/games/{gid}/join-code"), 403, "not_creator")
    assert_refused(lambda: bob.delete(f"/api/games/{gid}/join-code"), 403, "not_creator")


def test_join_code_holder_already_seated(client_for):
    owner = client_for()
    gid = private_game(owner, seats=3, kind="dikdik")
    code = owner.post(f"/api/games/{gid}/join-code").json()["code"]
    assert_refused(lambda: owner.post("/api/join", {"code": code}, format="json"),
                   409, "already_joined")


# -- challenges ---------------------------------------------------------------------------------
def test_challenge_accepted_starts_a_private_game(client_for):
    alice, bob, eve = client_for(), client_for(), client_for()
    r = alice.post(f"/api/challenge/{bob.user.username}",
                   {"kind": "toy_guess", "options": {"max_number": 5}}, format="json")
    assert r.status_code == 201, r.json()
    game = r.json()
    gid = game["id"]
    assert (game["visibility"], game["challenge"], game["status"]) == ("private", True, "lobby")
    assert game["invited"] == [{"user": bob.user.id, "username": bob.user.username}]
    assert game["options"]["max_number"] == 5
    assert eve.get(f"/api/games/{gid}").status_code == 404
    mine = bob.get("/api/me/invitations").json()["results"]
    assert [(i["game"], i["challenge"], i["rematch_of"]) for i in mine] == [(gid, True, None)]
    assert mine[0]["players"] == [alice.user.username] and mine[0]["visibility"] == "private"
    r = bob.post(f"/api/games/{gid}/accept")
    assert r.json()["status"] == "active"


def test_challenge_declined_closes_the_game_void(client_for):
    alice, bob = client_for(), client_for()
    gid = alice.post(f"/api/challenge/{bob.user.username}", {"kind": "toy_guess"},
                     format="json").json()["id"]
    assert bob.post(f"/api/games/{gid}/decline").status_code == 204
    assert events_of(gid)[-2:] == ["game.invite_declined", "game.finished"]
    finished = Event.objects.get(stream=gid, type="game.finished").data
    assert finished["result"]["void"] is True and finished["result"]["reason"] == "abort"
    assert finished["result"]["winners"] == [] and finished["outcome"] is None
    detail = alice.get(f"/api/games/{gid}").json()
    assert detail["status"] == "finished" and detail["seed"] is not None
    assert bob.get(f"/api/games/{gid}").status_code == 404
    assert_refused(lambda: alice.post(f"/api/games/{gid}/rematch"), 403, "not_a_player")


def test_challenge_refusals_write_nothing(client_for):
    alice, bob = client_for(), client_for()
    cases = [
        (alice.user.username, {"kind": "toy_guess"}, 400, "cannot_invite_self"),
        ("ghost", {"kind": "toy_guess"}, 404, "user_not_found"),
        (bob.user.username, {"kind": "chess"}, 400, "unknown_kind"),
        (bob.user.username, {"kind": "toy_guess", "seats": 5}, 400, "invalid_seats"),
        (bob.user.username, {"kind": "toy_guess", "options": {"setup": {}}}, 403,
         "setup_staff_only"),
        (bob.user.username, {}, 400, "invalid"),
    ]
    for username, body, status, code in cases:
        assert_refused(lambda u=username, b=body: alice.post(f"/api/challenge/{u}", b,
                                                             format="json"), status, code)
    assert Game.objects.count() == 0


def test_challenge_for_more_seats_waits_for_everyone(client_for):
    alice, bob, carol = client_for(), client_for(), client_for()
    gid = alice.post(f"/api/challenge/{bob.user.username}", {"kind": "dikdik", "seats": 3},
                     format="json").json()["id"]
    assert bob.post(f"/api/games/{gid}/accept").json()["status"] == "lobby"
    invite(alice, gid, carol.user.username)
    assert carol.post(f"/api/games/{gid}/accept").json()["status"] == "active"


# -- rematch ------------------------------------------------------------------------------------
def finished_game(a, b) -> str:
    """A toy game between ``a`` (seat 0) and ``b`` that ended after one guess."""
    gid = create_game(a, "toy_guess", 2, {"max_guesses": 1})["id"]
    assert b.post(f"/api/games/{gid}/join").status_code == 200
    for c in (a, b):
        if c.get(f"/api/games/{gid}").json()["legal_commands"]:
            assert send(c, gid, {"type": "guess", "number": 1}).status_code == 201
            break
    assert a.get(f"/api/games/{gid}").json()["status"] == "finished"
    return gid


def test_rematch_invites_the_same_players_and_is_idempotent(client_for):
    a, b = client_for(), client_for()
    old = finished_game(a, b)
    r = b.post(f"/api/games/{old}/rematch")
    assert r.status_code == 201, r.json()
    new = r.json()
    assert (new["visibility"], new["rematch_of"], new["status"]) == ("private", old, "lobby")
    assert new["options"]["max_guesses"] == 1 and new["seats_wanted"] == 2
    assert new["your_seat"] == "0" and new["seats"][0]["username"] == b.user.username
    assert new["invited"] == [{"user": a.user.id, "username": a.user.username}]
    assert a.get(f"/api/games/{old}").json()["rematch"] == new["id"]
    mine = a.get("/api/me/invitations").json()["results"]
    assert [(i["game"], i["challenge"], i["rematch_of"]) for i in mine] == [(new["id"], True, old)]
    assert events_of(old)[-1] == "game.rematch_created"
    before = Event.objects.count()
    again = a.post(f"/api/games/{old}/rematch")
    assert again.status_code == 200 and again.json()["id"] == new["id"]
    assert Event.objects.count() == before and Game.objects.count() == 2
    assert a.post(f"/api/games/{new['id']}/accept").json()["status"] == "active"


def test_rematch_refusals(client_for):
    a, b, c = client_for(), client_for(), client_for()
    old = finished_game(a, b)
    assert_refused(lambda: c.post(f"/api/games/{old}/rematch"), 403, "not_a_player")
    live = create_game(a, "toy_guess")["id"]
    assert_refused(lambda: a.post(f"/api/games/{live}/rematch"), 409, "game_not_finished")
    assert_refused(lambda: a.post(f"/api/games/{NOBODY}/rematch"), 404, "not_found")


def test_declined_rematch_is_closed(client_for):
    a, b = client_for(), client_for()
    old = finished_game(a, b)
    new = a.post(f"/api/games/{old}/rematch").json()["id"]
    assert b.post(f"/api/games/{new}/decline").status_code == 204
    assert a.get(f"/api/games/{new}").json()["status"] == "finished"


# -- caps and rate limits -----------------------------------------------------------------------
def test_challenges_past_a_cap_are_409_with_the_limit(client_for, settings):
    settings.GAMES_MAX_INVITATIONS_PER_PAIR = 1
    me, victim = client_for(), client_for()
    path = f"/api/challenge/{victim.user.username}"
    assert me.post(path, {"kind": "toy_guess"}, format="json").status_code == 201
    r = assert_refused(lambda: me.post(path, {"kind": "toy_guess"}, format="json"), 409,
                       "too_many_invitations_to_user")
    assert r.json()["limit"] == 1
    assert Game.objects.count() == 1 and Invitation.objects.count() == 1


def test_new_games_challenges_and_invitations_share_a_rate_limit(client_for, rates):
    rates(games="3/minute")
    me, friend = client_for(), client_for()
    assert me.post("/api/games", {"kind": "toy_guess"}, format="json").status_code == 201
    gid = me.post(f"/api/challenge/{friend.user.username}", {"kind": "toy_guess"},
                  format="json").json()["id"]
    assert me.post(f"/api/games/{gid}/invitations", {"username": friend.user.username},
                   format="json").json()["code"] == "already_invited"  # counted all the same
    for call in (lambda: me.post("/api/games", {"kind": "toy_guess"}, format="json"),
                 lambda: me.post(f"/api/challenge/{friend.user.username}",
                                 {"kind": "toy_guess"}, format="json")):
        r = assert_refused(call, 429, "throttled")
        assert int(r["Retry-After"]) > 0
    assert me.get("/api/games").status_code == 200  # listing is not counted
    assert friend.post("/api/games", {"kind": "toy_guess"}, format="json").status_code == 201
