"""The seeks' endpoints: POST/GET /api/seeks, GET /api/me/seeks, GET/DELETE /api/seeks/{id}
(pairing.api over pairing.services and pairing.selectors)."""

from __future__ import annotations

import pytest

from accounts.blocks import block_create
from tests.support.http import assert_refused, expect

pytestmark = pytest.mark.django_db

BODY = {"kind": "diddly", "seats": 2, "clock": None}


def post(client, **body):
    return client.post("/api/seeks", {**BODY, **body}, format="json")


def test_post_answers_201_open_then_matched_with_the_game(client_for):
    ann, bea = client_for(username="ann"), client_for(username="bea")
    r = post(ann, rating_range={"min": 1000})
    assert r.status_code == 201, r.json()
    first = r.json()
    assert first["status"] == "open" and first["game"] is None and first["player"] == "ann"
    assert (first["kind"], first["seats"], first["clock"], first["on_timeout"]) == (
        "diddly", 2, None, "forfeit")
    assert first["rating_range"] == {"min": 1000, "max": None}
    assert first["created_at"].endswith("Z") and first["expires_at"] > first["created_at"]
    second = post(bea).json()
    assert second["status"] == "matched" and second["game"]
    mine = ann.get(f"/api/seeks/{first['id']}").json()
    assert (mine["status"], mine["game"]) == ("matched", second["game"])
    game = ann.get(f"/api/games/{second['game']}").json()
    assert game["status"] == "active"
    assert sorted(s["username"] for s in game["seats"]) == ["ann", "bea"]


@pytest.mark.parametrize(("body", "code"), [
    ({"kind": "chess"}, "unknown_kind"), ({"seats": 1}, "invalid_seats"),
    ({"clock": {"per_move": "soon"}}, "invalid_clock"),
    ({"on_timeout": "nap"}, "invalid_on_timeout"),
    ({"rating_range": {"min": 2, "max": 1}}, "invalid_rating_range"),
    ({"rating_range": []}, "invalid_rating_range"),
    ({"colour": "red"}, "unknown_field")])
def test_bad_bodies_are_400_with_a_code_and_write_nothing(client_for, body, code):
    ann = client_for()
    assert_refused(lambda: post(ann, **body), 400, code)
    assert ann.get("/api/me/seeks").json()["count"] == 0


def test_needs_a_signed_in_player(anon):
    assert anon.get("/api/seeks").status_code == 401
    assert post(anon).status_code == 401


def test_list_shows_others_open_seeks_the_requester_may_take(client_for):
    ann, bea, cid = (client_for(username=n) for n in ("ann", "bea", "cid"))
    post(ann, kind="quiddler")
    post(bea, rating_range={"min": 1600})  # nobody new gets in
    post(bea, kind="biddle")
    block_create(user=cid.user, username="ann")
    seen = [(s["player"], s["kind"]) for s in ann.get("/api/seeks").json()["results"]]
    assert seen == [("bea", "biddle")]  # not her own, not one whose range leaves her out
    assert cid.get("/api/seeks").json()["results"][0]["player"] == "bea"  # ann's: blocked
    assert [s["kind"] for s in cid.get("/api/seeks?kind=biddle").json()["results"]] == ["biddle"]
    assert cid.get("/api/seeks?kind=quiddler").json()["count"] == 0
    expect(cid.get("/api/seeks?kind=chess"), 400, "unknown_kind")


def test_mine_lists_own_seeks_with_status(client_for):
    ann, bea = client_for(username="ann"), client_for(username="bea")
    a = post(ann).json()
    b = post(ann, kind="quiddler").json()
    ann.delete(f"/api/seeks/{b['id']}")
    post(bea)
    rows = ann.get("/api/me/seeks").json()["results"]
    assert [(r["id"], r["status"]) for r in rows] == [(b["id"], "cancelled"), (a["id"], "matched")]
    assert ann.get("/api/seeks?mine=1").json()["results"] == rows
    assert [r["id"] for r in ann.get("/api/me/seeks?status=cancelled").json()["results"]] == [
        b["id"]]
    expect(ann.get("/api/me/seeks?status=lost"), 400, "invalid_filter")


def test_detail_and_cancel(client_for):
    ann, bea = client_for(username="ann"), client_for(username="bea")
    a = post(ann).json()
    assert bea.get(f"/api/seeks/{a['id']}").json()["id"] == a["id"]  # open: anyone may look
    expect(bea.delete(f"/api/seeks/{a['id']}"), 403, "not_your_seek")
    r = ann.delete(f"/api/seeks/{a['id']}")
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    expect(bea.get(f"/api/seeks/{a['id']}"), 404, "not_found")  # no longer open
    assert ann.get(f"/api/seeks/{a['id']}").json()["status"] == "cancelled"
    again = post(ann).json()
    matched = post(bea).json()
    r = ann.delete(f"/api/seeks/{again['id']}")
    expect(r, 409, "seek_matched")
    assert r.json()["game"] == matched["game"]
    expect(ann.get("/api/seeks/00000000-0000-0000-0000-000000000000"), 404, "not_found")


def test_caps_answer_409(client_for, settings):
    settings.PAIRING_MAX_OPEN_SEEKS = 1
    ann = client_for()
    post(ann)
    expect(post(ann), 409, "duplicate_seek")
    r = post(ann, kind="quiddler")
    expect(r, 409, "too_many_seeks")
    assert r.json()["limit"] == 1
