"""``/api/me/blocks``: list your blocks, block a player (201 new, 200 again), unblock (204, 404
``not_blocked``); throttled per user; the archive's ``blocks`` section."""

from __future__ import annotations

import json

import pytest

from accounts.models import Block
from games.models import Invitation
from games.services import invitations

pytestmark = pytest.mark.django_db


def test_block_list_unblock(client_for, make_user):
    me = client_for()
    bob, carol = make_user("bob"), make_user("carol")
    r = me.post("/api/me/blocks/BOB")
    assert r.status_code == 201 and r.json()["username"] == "bob"
    assert me.post("/api/me/blocks/bob").status_code == 200
    assert me.post("/api/me/blocks/carol").status_code == 201
    listed = me.get("/api/me/blocks?limit=1")
    assert listed.status_code == 200
    body = listed.json()
    assert body["count"] == 2 and [b["username"] for b in body["results"]] == ["carol"]
    assert set(body["results"][0]) == {"username", "since"}
    assert me.delete("/api/me/blocks/carol").status_code == 204
    r = me.delete("/api/me/blocks/carol")
    assert (r.status_code, r.json()["code"]) == (404, "not_blocked")
    assert list(Block.objects.values_list("blocked_id", flat=True)) == [bob.id]
    assert carol  # still an account


@pytest.mark.parametrize("name, status, code", [("nobody", 404, "user_not_found")])
def test_refusals_write_nothing(client_for, name, status, code):
    me = client_for()
    r = me.post(f"/api/me/blocks/{name}")
    assert (r.status_code, r.json()["code"]) == (status, code)
    r = me.post(f"/api/me/blocks/{me.user.username}")
    assert (r.status_code, r.json()["code"]) == (400, "cannot_block_self")
    assert not Block.objects.exists()


def test_a_body_is_refused(client_for, make_user):
    make_user("bob")
    me = client_for()
    r = me.post("/api/me/blocks/bob", {"why": "x"}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "unknown_field")
    assert not Block.objects.exists()


def test_blocks_need_a_login(anon):
    assert anon.get("/api/me/blocks").status_code == 401
    assert anon.post("/api/me/blocks/bob").status_code == 401


def test_writes_are_throttled(client_for, make_user, rates):
    rates(blocks="2/hour")
    make_user("bob")
    me = client_for()
    assert me.post("/api/me/blocks/bob").status_code == 201
    assert me.delete("/api/me/blocks/bob").status_code == 204
    r = me.post("/api/me/blocks/bob")
    assert (r.status_code, r.json()["code"]) == (429, "throttled")
    assert me.get("/api/me/blocks").status_code == 200  # reading is not counted
    assert not Block.objects.exists()


def test_blocking_through_the_api_withdraws_a_challenge(client_for, make_user):
    me = client_for()
    bob = make_user("bob")
    invitations.challenge_create(user=bob, username=me.user.username, kind="toy_guess")
    assert me.post("/api/me/blocks/bob").status_code == 201
    assert not Invitation.objects.exists()


def test_the_archive_lists_your_blocks(client_for, make_user):
    me = client_for()
    make_user("bob")
    me.post("/api/me/blocks/bob")
    r = me.get("/api/me/export")
    data = json.loads(b"".join(r.streaming_content))
    assert [b["username"] for b in data["blocks"]] == ["bob"] and data["blocks"][0]["since"]
