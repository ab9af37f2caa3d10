"""games.domain.stream: the lobby fold (bots and the autopilot, invitations, join codes, the
rematch, old events read as today's) and what the feed shows of lobby events."""

from __future__ import annotations

import pytest

from events.models import Event
from games.domain.stream import (
    GAME_CREATED,
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
from games.models import Game
from tests.support.disputes import open_dispute
from tests.support.log import fold_fresh


def test_the_lobby_folds_bots_and_the_autopilot():
    from games.domain import stream

    lobby = stream.fold_lobby(None, stream.GAME_CREATED, {
        "kind": "dikdik", "options": {}, "seats": 3, "creator": 1, "seed_sha256": "x"}, 1)
    lobby = stream.fold_lobby(lobby, stream.SEAT_JOINED,
                              {"user": 7, "username": "bot-basic-1", "bot": "basic"}, 2)
    assert lobby["members"] == [{"user": 7, "username": "bot-basic-1", "bot": "basic"}]
    lobby = stream.fold_lobby(lobby, stream.GAME_STARTED, {
        "players": {"0": 1, "1": 7, "2": 8}, "names": {}, "bots": {"1": "basic"}}, 3)
    assert [stream.bot_level(lobby, s) for s in "012"] == [None, "basic", None]
    lobby = stream.fold_lobby(lobby, stream.AUTOPILOT,
                              {"seat": "2", "reason": "resign", "level": "basic"}, 4)
    assert [stream.bot_level(lobby, s) for s in "012"] == [None, "basic", "basic"]
    assert lobby["autopilot"] == {"2": {"reason": "resign", "level": "basic"}}


def test_an_old_finish_without_a_result_folds_as_normal():
    from games.domain import stream

    lobby = stream.fold_lobby(None, stream.GAME_CREATED, {
        "kind": "quiddler", "options": {}, "seats": 2, "creator": 1, "seed_sha256": "x"}, 1)
    assert lobby["clock_options"] is None and lobby["on_timeout"] == "forfeit"
    lobby = stream.fold_lobby(lobby, stream.GAME_FINISHED,
                              {"seed": "ab", "outcome": {"winners": ["1"], "scores": None}}, 9)
    assert lobby["result"]["reason"] == "normal" and lobby["result"]["winners"] == ["1"]


@pytest.mark.django_db
def test_a_decision_written_before_kinds_reads_as_dismiss(players, game_id, moderator):
    """Old ``game.dispute_resolved`` events (schema 1: a note only) are upcast, not rewritten."""
    n = open_dispute(players[0], game_id)
    version = Game.objects.get(id=game_id).version
    Event.objects.create(stream=game_id, version=version + 1, type="game.dispute_resolved",
                         data={"dispute": n, "by": moderator.id, "decision": "fine"},
                         schema_version=1)
    (d,) = fold_fresh(game_id)[0]["lobby"]["disputes"]
    assert (d["status"], d["kind"], d["decision"]) == ("resolved", "dismiss", "fine")


# -- invitations, join codes, the rematch -------------------------------------------------------
CREATED = {"kind": "toy_guess", "options": {}, "seats": 3, "creator": 1, "seed_sha256": "h"}


def fold(events) -> dict:
    lobby = None
    for version, (type_, data) in enumerate(events, start=1):
        lobby = fold_lobby(lobby, type_, data, version)
    return lobby


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
