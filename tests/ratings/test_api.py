"""The standings' endpoints: GET /api/leaderboards/{kind}, /api/players/{username} and
/api/players/{username}/games (ratings.api over ratings.selectors)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from rest_framework.test import APIClient as anon_client

from games.domain import endings
from ratings.skill import display as shown_rating
from tests.ratings.standings_factory import DAY0, erase, finished, rated, rating, won_by

pytestmark = pytest.mark.django_db


# -- leaderboards --------------------------------------------------------------------------------
def test_leaderboard_ranks_established_players_best_first_across_pages(make_user, anon):
    users = [make_user(f"p{i}") for i in range(7)]
    for i, u in enumerate(users):
        rating(u, mu=20 + i, sigma=2)  # p6 is best
    rating(make_user("newcomer"), mu=40, sigma=8.3, provisional=True)
    rating(make_user("other"), kind="dikdik", mu=50, sigma=1)
    first = anon.get("/api/leaderboards/diddly?limit=3").json()
    assert first["count"] == 7
    assert [(r["rank"], r["username"]) for r in first["results"]] == [
        (1, "p6"), (2, "p5"), (3, "p4")]
    row = first["results"][0]
    assert row["rating"] == shown_rating(26, 2) and row["games"] == 12
    assert row["last_game_at"] == "2026-03-01T12:00:00Z" and row["bot"] is None
    deep = anon.get("/api/leaderboards/diddly?limit=3&offset=6").json()
    assert [(r["rank"], r["username"]) for r in deep["results"]] == [(7, "p0")]


def test_equal_ordinals_are_ordered_by_id(make_user, anon):
    a, b = make_user("a"), make_user("b")
    rating(b, mu=25, sigma=2)
    rating(a, mu=25, sigma=2)  # created later: a higher id
    names = [r["username"] for r in anon.get("/api/leaderboards/diddly").json()["results"]]
    assert names == ["b", "a"]


def test_an_erased_player_reads_deleted_player_and_a_bot_says_its_level(make_user, anon):
    from games.models import BotAccount

    gone, bot = make_user("gone"), make_user("bot-basic-1")
    BotAccount.objects.create(user=bot, level="basic", number=1)
    rating(gone, mu=30)
    rating(bot, mu=20)
    erase(gone)
    rows = anon.get("/api/leaderboards/diddly").json()["results"]
    assert [(r["username"], r["bot"]) for r in rows] == [("deleted player", None),
                                                         ("bot-basic-1", "basic")]


def test_an_unknown_kind_is_404_with_its_code(anon):
    r = anon.get("/api/leaderboards/chess")
    assert r.status_code == 404 and r.json()["code"] == "unknown_leaderboard"


def test_bad_paging_is_400(anon):
    r = anon.get("/api/leaderboards/diddly?limit=0")
    assert r.status_code == 400 and r.json()["code"] == "invalid_parameter"


@pytest.mark.parametrize("offset", [0, 40])
def test_a_leaderboard_page_takes_at_most_3_queries(make_user, client_for,
                                                    django_assert_max_num_queries, offset):
    for i in range(50):
        rating(make_user(f"q{i}"), mu=20 + i / 10)
    client = client_for()  # with a token: its lookup is one of the three
    client.get("/api/me")  # a token's first use of the day renews it (a write): done here
    with django_assert_max_num_queries(3):
        r = client.get(f"/api/leaderboards/diddly?limit=10&offset={offset}")
    assert r.status_code == 200 and r.json()["results"][0]["rank"] == offset + 1
    assert len(r.json()["results"]) == 10
    with django_assert_max_num_queries(2):  # without a token: the count and the page
        assert anon_client().get(f"/api/leaderboards/diddly?offset={offset}").status_code == 200


# -- profiles ------------------------------------------------------------------------------------
def test_profile_shows_ratings_ranks_counts_and_reliability(make_user, anon, settings):
    settings.RATINGS_RELIABILITY_GAMES = 4
    ada, bob, cy = make_user("ada"), make_user("bob"), make_user("cy")
    rating(bob, mu=30)
    rating(ada, mu=28)  # second on diddly's board
    rating(cy, mu=27)
    rating(ada, kind="dikdik", mu=25, sigma=8, provisional=True, games=2)
    day = timedelta(days=1)
    finished([ada, bob], won_by("0"), at=DAY0)  # oldest: outside the window
    finished([ada, bob], endings.seat_out("timeout", "0", ["0", "1"], None, False),
             at=DAY0 + day)
    finished([bob, ada], endings.drawn(["0", "1"], None), at=DAY0 + 2 * day)
    finished([ada, bob], endings.aborted("0"), at=DAY0 + 3 * day)  # void, and ada's abort
    finished([ada, bob, cy], won_by("1", 3), kind="dikdik", at=DAY0 + 4 * day,
             visibility="private")
    finished([ada, bob], endings.cancelled("challenge declined"), at=DAY0 + 5 * day)
    r = anon.get("/api/players/ADA")  # any case
    assert r.status_code == 200, r.json()
    body = r.json()
    assert body["username"] == "ada" and body["bot"] is None
    ratings = {x["kind"]: x for x in body["ratings"]}
    assert ratings["diddly"]["rank"] == 2 and ratings["diddly"]["provisional"] is False
    assert ratings["diddly"]["rating"] == shown_rating(28, 2)
    assert ratings["dikdik"]["rank"] is None and ratings["dikdik"]["provisional"] is True
    assert ratings["dikdik"]["mu"] == 25 and ratings["dikdik"]["sigma"] == 8
    games = {g["kind"]: g for g in body["games"]}
    assert games["diddly"] == {"kind": "diddly", "played": 3, "won": 1, "drawn": 1, "lost": 1}
    assert games["dikdik"] == {"kind": "dikdik", "played": 1, "won": 0, "drawn": 0, "lost": 1}
    # the last 4 played: dikdik (fine), the abort (ada's), the draw (fine), the timeout (hers)
    assert body["reliability"] == {"window": 4, "games": 4, "completed": 2, "share": 0.5}


def test_a_staff_correction_replaces_the_result(make_user, anon):
    ada, bob = make_user("ada"), make_user("bob")
    finished([ada, bob], won_by("1"), corrected=won_by("0"))
    assert anon.get("/api/players/ada").json()["games"][0]["won"] == 1


def test_autopilot_at_the_end_is_not_seeing_it_through(make_user, anon):
    ada, bob, cy = make_user("ada"), make_user("bob"), make_user("cy")
    finished([ada, bob, cy], won_by("1", 3), kind="dikdik", autopilot={"0"})
    assert anon.get("/api/players/ada").json()["reliability"]["completed"] == 0
    assert anon.get("/api/players/bob").json()["reliability"]["completed"] == 1


def test_unknown_and_erased_players_are_not_found(make_user, anon):
    gone = make_user("gone")
    name = gone.username
    erase(gone)
    for path in ("/api/players/nobody", f"/api/players/{name}", f"/api/players/{gone.username}",
                 "/api/players/nobody/games", f"/api/players/{gone.username}/games"):
        r = anon.get(path)
        assert r.status_code == 404 and r.json()["code"] == "player_not_found", path


def test_a_bot_has_a_profile(make_user, anon):
    from games.models import BotAccount

    bot = make_user("bot-strong-1")
    BotAccount.objects.create(user=bot, level="strong", number=1)
    body = anon.get("/api/players/bot-strong-1").json()
    assert body["bot"] == "strong" and body["games"] == [] and body["ratings"] == []
    assert body["reliability"]["share"] is None


def test_a_real_finished_game_is_on_every_players_profile(finished_dikdik, anon):
    from games.models import Seat

    for seat in Seat.objects.filter(game=finished_dikdik).select_related("user"):
        body = anon.get(f"/api/players/{seat.user.username}").json()
        assert body["games"][0]["kind"] == "dikdik" and body["games"][0]["played"] == 1
        listed = anon.get(f"/api/players/{seat.user.username}/games").json()["results"]
        assert [g["game"] for g in listed] == [str(finished_dikdik.id)]
        assert listed[0]["result"] in {"won", "lost"} and len(listed[0]["players"]) == 3


# -- a player's games ----------------------------------------------------------------------------
@pytest.fixture
def history(make_user):
    """ada's games against bob and cy over five days (one private with bob)."""
    ada, bob, cy = make_user("ada"), make_user("bob"), make_user("cy")
    day = timedelta(days=1)
    g = {
        "won": finished([ada, bob], won_by("0"), at=DAY0),
        "lost": finished([cy, ada], won_by("0"), at=DAY0 + day),
        "draw": finished([ada, cy], endings.drawn(["0", "1"], None), at=DAY0 + 2 * day),
        "dikdik": finished([ada, bob, cy], won_by("0", 3), kind="dikdik", at=DAY0 + 3 * day),
        "private": finished([ada, bob], won_by("1"), at=DAY0 + 4 * day, visibility="private"),
    }
    rated(g["won"], {ada: ((25, 8), (27, 7)), bob: ((25, 8), (23, 7))})
    return {"ada": ada, "bob": bob, "cy": cy}, g


def _ids(r) -> list[str]:
    assert r.status_code == 200, r.json()
    return [row["game"] for row in r.json()["results"]]


def test_games_newest_first_with_players_result_and_rating_change(history, anon):
    _, g = history
    r = anon.get("/api/players/ada/games")
    assert _ids(r) == [str(g[k].id) for k in ("dikdik", "draw", "lost", "won")]
    rows = {row["game"]: row for row in r.json()["results"]}
    won = rows[str(g["won"].id)]
    assert won["result"] == "won" and won["seat"] == "0" and won["reason"] == "normal"
    assert won["players"] == [{"seat": "0", "username": "ada", "bot": None},
                              {"seat": "1", "username": "bob", "bot": None}]
    assert won["rating_change"] == {"before": shown_rating(25, 8), "after": shown_rating(27, 7),
                                    "delta": shown_rating(27, 7) - shown_rating(25, 8)}
    assert rows[str(g["lost"].id)]["result"] == "lost"
    assert rows[str(g["lost"].id)]["rating_change"] is None
    assert rows[str(g["draw"].id)]["finished_at"] == "2026-03-03T12:00:00Z"


def test_a_private_game_shows_only_to_who_may_see_it(history, anon, client_for):
    users, g = history
    private = str(g["private"].id)
    assert private not in _ids(anon.get("/api/players/ada/games"))
    assert private not in _ids(client_for(users["cy"]).get("/api/players/ada/games"))
    assert private in _ids(client_for(users["bob"]).get("/api/players/ada/games"))
    assert private in _ids(client_for(users["ada"]).get("/api/players/ada/games"))
    # the profile's numbers count it, and name no game
    assert anon.get("/api/players/ada").json()["games"][0]["played"] == 4


@pytest.mark.parametrize("query,expected", [
    ("kind=dikdik", ["dikdik"]),
    ("result=won", ["dikdik", "won"]),
    ("result=lost", ["lost"]),
    ("result=draw", ["draw"]),
    ("opponent=BOB", ["dikdik", "won"]),
    ("opponent=cy&result=lost", ["lost"]),
    ("opponent=nobody", []),
    ("since=2026-03-02&until=2026-03-03", ["draw", "lost"]),
    ("since=2026-03-04", ["dikdik"]),
    ("until=2026-03-01", ["won"]),
    ("since=2026-03-02&until=2026-03-02", ["lost"]),
    ("limit=2&offset=1", ["draw", "lost"]),
])
def test_games_filters(history, anon, query, expected):
    _, g = history
    assert _ids(anon.get(f"/api/players/ada/games?{query}")) == [str(g[k].id) for k in expected]


@pytest.mark.parametrize("query,code", [
    ("kind=chess", "invalid_filter"),
    ("result=maybe", "invalid_filter"),
    ("since=yesterday", "invalid_date_range"),
    ("until=2026-02-30", "invalid_date_range"),
    ("since=20260301", "invalid_date_range"),
    ("since=2026-03-05&until=2026-03-01", "invalid_date_range"),
    ("limit=201", "invalid_parameter"),
])
def test_bad_filters_are_400(history, anon, query, code):
    r = anon.get(f"/api/players/ada/games?{query}")
    assert r.status_code == 400 and r.json()["code"] == code, r.json()


def test_profile_and_games_list_take_a_fixed_number_of_queries(make_user, anon,
                                                               django_assert_max_num_queries):
    ada, bob = make_user("ada"), make_user("bob")
    rating(ada)
    for i in range(30):
        game = finished([ada, bob], won_by(str(i % 2)), at=DAY0 + timedelta(hours=i))
        if i % 3 == 0:
            rated(game, {ada: ((25, 8), (26, 7))})
    # the user, the seats, the games' endings, a bot account or none, the ratings (games
    # list: the page's players and rating changes instead of the last two)
    with django_assert_max_num_queries(5):
        assert anon.get("/api/players/ada").json()["games"][0]["played"] == 30
    with django_assert_max_num_queries(5):
        r = anon.get("/api/players/ada/games?limit=25")
    assert len(r.json()["results"]) == 25 and r.json()["count"] == 30


@pytest.mark.parametrize("path", [
    "/api/players/" + "x" * 5000,
    "/api/players/%F0%9F%98%80",
    "/api/players/ada/games?since=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96-03-01",
    "/api/players/ada/games?opponent=" + "y" * 3000,
    "/api/players/ada/games?until=9999-12-31",
    "/api/players/ada/games?since=0001-01-01",
    "/api/leaderboards/" + "z" * 3000,
])
def test_odd_input_is_answered_not_crashed_on(make_user, anon, path):
    make_user("ada")
    r = anon.get(path)
    assert r.status_code in {200, 400, 404}, (path, r.status_code)
    assert r.status_code == 200 or r.json()["code"]
