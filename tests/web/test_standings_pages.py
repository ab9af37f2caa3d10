"""The standings' pages server side (Django's test client): a kind's leaderboard, paginated,
and a player's profile with its ratings ("?" while provisional), counts, reliability and
recent games with rating changes and links; unknown kinds and players are the not-found page;
private games stay hidden from who may not see them."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.test import Client

from games.domain import endings
from ratings.skill import display as shown_rating
from tests.ratings.standings_factory import DAY0, erase, finished, rated, rating, won_by
from tests.web.checks_support import assert_strict_policy

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def ranks(html: str) -> list[int]:
    return [int(n) for n in re.findall(r'data-rank="(\d+)"', html)]


def test_leaderboard_page_lists_ranks_and_pages_on(make_user, settings):
    from web.views import standings
    for i in range(7):
        rating(make_user(f"p{i}"), mu=20 + i)
    rating(make_user("fresh"), mu=40, provisional=True)
    settings.DEBUG = False
    old, standings.PER_PAGE = standings.PER_PAGE, 3
    try:
        first = Client().get("/leaderboards/diddly/")  # no login needed
        assert first.status_code == 200
        html = first.content.decode()
        assert ranks(html) == [1, 2, 3] and 'href="/players/p6/"' in html
        assert "fresh" not in html and str(shown_rating(26, 2)) in html
        assert 'rel="next"' in html and "Page 1 of 3" in html
        assert_strict_policy(first.get("Content-Security-Policy"), "on the leaderboard")
        last = Client().get("/leaderboards/diddly/?page=3").content.decode()
        assert ranks(last) == [7] and "p0" in last
    finally:
        standings.PER_PAGE = old


def test_leaderboard_nav_and_empty_board(make_user):
    html = signed_in(make_user("ada")).get("/leaderboards/biddle/").content.decode()
    assert 'href="/leaderboards/diddly/"' in html and 'aria-current="page">Biddle<' in html
    assert "Nobody is established" in html


def test_an_unknown_kind_or_player_is_the_not_found_page(make_user):
    gone = make_user("gone")
    erase(gone)
    for path in ("/leaderboards/chess/", "/players/nobody/", f"/players/{gone.username}/"):
        r = Client().get(path)
        assert r.status_code == 404 and r["Content-Type"].startswith("text/html"), path


def test_profile_page(make_user):
    ada, bob, cy = make_user("ada"), make_user("bob"), make_user("cy")
    rating(ada, mu=30)
    rating(ada, kind="dikdik", mu=25, sigma=8, provisional=True)
    game = finished([ada, bob], won_by("0"), at=DAY0)
    rated(game, {ada: ((25, 8), (27, 7))})
    finished([cy, ada], endings.seat_out("timeout", "1", ["0", "1"], None, False),
             at=DAY0 + timedelta(days=1))
    hidden = finished([ada, bob], won_by("1"), at=DAY0 + timedelta(days=2),
                      visibility="private")
    html = Client().get("/players/ada/").content.decode()
    assert f"{shown_rating(25, 8)}<abbr" in html  # provisional: the "?"
    assert 'href="/leaderboards/diddly/">#1<' in html
    assert "3 played, 1 won" in html  # the private game counts in the numbers
    assert "saw 2 of the last 3 finished games through" in html
    before, after = shown_rating(25, 8), shown_rating(27, 7)
    assert f"{before} → {after} (+{after - before})" in html
    assert f'href="/games/{game.id}/"' in html and 'href="/players/bob/"' in html
    assert str(hidden.id) not in html  # not to the anonymous
    assert str(hidden.id) in signed_in(bob).get("/players/ada/").content.decode()


def test_player_names_on_a_game_page_link_to_profiles(client_for, make_user):
    from tests.support.http import started_game

    ada, bob = make_user("ada"), make_user("bob")
    gid = started_game([client_for(ada), client_for(bob)], "diddly")
    html = signed_in(ada).get(f"/games/{gid}/").content.decode()
    assert 'href="/players/bob/"' in html and 'href="/players/ada/"' in html
