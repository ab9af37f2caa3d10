"""games.selectors.access: a private game exists only for its members, invitees and staff; to
anyone else it is exactly a missing game on every endpoint, and only they see it listed."""

from __future__ import annotations

import pytest

from events.models import Event
from tests.support.http import NOBODY, assert_refused, create_game, private_game

pytestmark = pytest.mark.django_db


def test_private_game_is_hidden_from_outsiders_exactly_like_a_missing_game(client_for):
    owner, outsider = client_for(), client_for()
    gid = private_game(owner)
    create_game(owner, "toy_guess")  # a public one, listed for everybody
    missing = outsider.get(f"/api/games/{NOBODY}")
    for method, path in [("get", ""), ("get", "/events"), ("get", "/hint"), ("post", "/join"),
                         ("post", "/leave"), ("post", "/start"), ("post", "/commands"),
                         ("post", "/disputes"), ("post", "/accept"), ("post", "/decline"),
                         ("post", "/rematch"), ("post", "/join-code"), ("post", "/invitations")]:
        before = Event.objects.count()
        r = getattr(outsider, method)(f"/api/games/{gid}{path}", {}, format="json")
        assert r.status_code == 404 and r.json() == missing.json(), (path, r.json())
        assert Event.objects.count() == before
    listed = {g["id"] for g in outsider.get("/api/games").json()["results"]}
    assert gid not in listed and len(listed) == 1
    assert gid in {g["id"] for g in owner.get("/api/games?mine=1").json()["results"]}
    assert gid in {g["id"] for g in owner.get("/api/games").json()["results"]}
    assert [g["id"] for g in owner.get("/api/games?visibility=private").json()["results"]] == [gid]


def test_staff_may_open_a_private_game_but_do_not_list_it(client_for):
    owner, staff = client_for(), client_for(staff=True)
    gid = private_game(owner)
    assert staff.get(f"/api/games/{gid}").status_code == 200
    assert_refused(lambda: staff.post(f"/api/games/{gid}/join"), 409, "not_invited")
    assert gid not in {g["id"] for g in staff.get("/api/games").json()["results"]}
