"""An erased account on the pages: the leaderboard, a profile's recent games and a game's seats
show it as "deleted player" without a link to a profile, and every other player with one.

The pages decide by the rows' ``erased`` flag (``accounts.erasure.is_erased``), never by the
name: the flag is pinned from a real erasure here, and the templates are drawn with a flag that
disagrees with the name to show they read the flag. The flag is the web pages' own: the API's
rows do not carry it.
"""

from __future__ import annotations

import pytest
from django.template.loader import render_to_string
from django.test import Client

from accounts import erasure
from config.errors import ServiceError
from ratings import selectors
from tests.ratings.standings_factory import DAY0, erase, finished, rating, won_by
from tests.support.http import PASSWORD, started_game

pytestmark = pytest.mark.django_db

GONE = '<span class="muted">deleted player</span>'


def test_no_username_can_read_as_the_placeholder(make_user):
    """Why a name alone could never be mistaken for an erased account, and why the tests
    below pin the flag from an erasure instead: the username rule allows no space."""
    from accounts.services import account_register
    with pytest.raises(ServiceError) as refused:
        account_register(username=erasure.PLACEHOLDER, password="a-long-pass-phrase-1")
    assert refused.value.code == "invalid_username"


def test_the_flag_is_the_erasure(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    assert not erasure.is_erased(bob)
    erase(bob)
    assert erasure.is_erased(bob) and erasure.display_name(bob) == erasure.PLACEHOLDER
    assert erasure.erased_among([ada.pk, bob.pk, 10**9]) == {bob.pk}
    assert erasure.erased_among([]) == set()


def test_leaderboard_unlinks_an_erased_player_only(make_user, anon):
    ada, bob = make_user("ada"), make_user("bob")
    rating(ada, mu=30)
    rating(bob, mu=20)
    erase(bob)
    rows = selectors.leaderboard_rows(selectors.leaderboard("diddly")[:10], 0)
    assert [(r["username"], r["erased"]) for r in rows] == [("ada", False),
                                                          (erasure.PLACEHOLDER, True)]
    html = Client().get("/leaderboards/diddly/").content.decode()
    assert '<td><a href="/players/ada/">ada</a></td>' in html
    assert f"<td>{GONE}</td>" in html and html.count("deleted player") == 1
    # the API's rows are as before: no flag
    api = anon.get("/api/leaderboards/diddly").json()["results"]
    assert [sorted(r) for r in api] == [["bot", "games", "last_game_at", "rank", "rating",
                                         "username"]] * 2


def test_profile_unlinks_an_erased_opponent_only(make_user, anon):
    ada, bob, cy = make_user("ada"), make_user("bob"), make_user("cy")
    finished([ada, bob, cy], won_by("0", seats=3), at=DAY0)
    erase(bob)
    page = selectors.player_games(ada, None, selectors.games_filters(
        kind=None, result=None, opponent=None, since=None, until=None))
    players = selectors.game_rows(ada, page)[0]["players"]
    assert [(p["username"], p["erased"]) for p in players] == [
        ("ada", False), (erasure.PLACEHOLDER, True), ("cy", False)]
    html = Client().get("/players/ada/").content.decode()
    assert ('<strong>Diddly</strong> with deleted player, '
            '<a href="/players/cy/">cy</a>:') in html
    api = anon.get("/api/players/ada/games").json()["results"]
    assert [sorted(p) for p in api[0]["players"]] == [["bot", "seat", "username"]] * 3


def test_a_game_unlinks_an_erased_seat_only(client_for):
    ada, bob = client_for(), client_for()
    gid = started_game([ada, bob], "toy_guess")
    assert bob.delete("/api/me", {"password": PASSWORD}, format="json").status_code == 204
    web = Client()
    web.force_login(ada.user)
    html = web.get(f"/games/{gid}/").content.decode()
    name = ada.user.username
    assert (f'<span class="name"><a href="/players/{name}/">{name}</a> (you)</span>') in html
    assert '<span class="name">deleted player</span>' in html
    # the API's seats are as before: no flag
    seats = ada.get(f"/api/games/{gid}").json()["seats"]
    assert [sorted(s) for s in seats] == [["autopilot", "bot", "seat", "user", "username"]] * 2


def _seat(username: str, erased: bool) -> dict:
    return {"seat": "0", "user": 1, "username": username, "bot": None, "autopilot": False,
            "erased": erased}


@pytest.mark.parametrize("erased", [False, True])
def test_the_templates_read_the_flag_not_the_name(erased, monkeypatch, make_user):
    """The same name drawn with and without the flag: the flag decides the link."""
    link = '<a href="/players/bob/">bob</a>'
    seats = render_to_string("web/partials/seats.html", {
        "detail": {"seats": [_seat("bob", erased)], "your_seat": None, "clock": None,
                   "kind": "toy_guess"},
        "seats": [_seat("bob", erased)], "to_act": set()})
    monkeypatch.setattr(selectors, "leaderboard_rows", lambda page, offset: [
        {"rank": 1, "username": "bob", "erased": erased, "bot": None, "rating": 1500,
         "games": 3, "last_game_at": "2026-03-01T12:00:00Z"}])
    board = Client().get("/leaderboards/diddly/").content.decode()
    make_user("ada")
    monkeypatch.setattr(selectors, "game_rows", lambda player, page: [
        {"game": "7d6c1c6e-0000-4000-8000-000000000000", "kind": "diddly",
         "finished_at": "2026-03-01T12:00:00Z", "seat": "0", "result": "won",
         "reason": "normal", "rating_change": None,
         "players": [{"seat": "0", "username": "ada", "erased": False, "bot": None},
                     {"seat": "1", "username": "bob", "erased": erased, "bot": None}]}])
    profile = Client().get("/players/ada/").content.decode()
    assert ("with bob:" if erased else f"with {link}:") in profile
    assert (link in seats) is not erased and (link in board) is not erased
    assert ('<span class="muted">bob</span>' in board) is erased
