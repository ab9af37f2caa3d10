"""``GET /api/players?q=``: username prefix search (ratings.search): case and NFKC ignored,
exact name first, erased and inactive accounts never, bots flagged, blocked-either players left
out, the displayed rating per kind, a bounded number of queries, its own throttle."""

from __future__ import annotations

import pytest
from django.db import connection

from accounts import blocks
from games.services.lobby import bot_users
from ratings import search, skill
from tests.ratings.standings_factory import erase, rating
from tests.support.concurrency import needs_postgres

pytestmark = pytest.mark.django_db


def names(response) -> list[str]:
    assert response.status_code == 200, response.json()
    return [p["username"] for p in response.json()]


def test_prefix_any_case_exact_first(anon, make_user):
    for name in ("Alibi", "alex", "al", "ALBERT", "bob", "xal"):
        make_user(name)
    assert names(anon.get("/api/players?q=AL")) == ["al", "ALBERT", "alex", "Alibi"]
    assert names(anon.get("/api/players?q=ale")) == ["alex"]
    assert names(anon.get("/api/players?q=ａｌｅ")) == ["alex"]  # fullwidth folds (NFKC)
    assert names(anon.get("/api/players?q=al&limit=2")) == ["al", "ALBERT"]
    assert names(anon.get("/api/players?q=zz")) == []


@pytest.mark.parametrize("q", ["", "a", " a ", "x" * 31, None])
def test_a_bad_query_is_refused(anon, q):
    r = anon.get("/api/players", {} if q is None else {"q": q})
    assert (r.status_code, r.json()["code"]) == (400, "invalid_query")


@pytest.mark.parametrize("limit", ["0", "51", "x"])
def test_a_bad_limit_is_refused(anon, limit):
    r = anon.get(f"/api/players?q=ab&limit={limit}")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_parameter")


def test_erased_and_inactive_never_bots_flagged(anon, make_user):
    gone, off = make_user("deleted-player-x"), make_user("deadbeat")
    make_user("dean")
    erase(gone)
    off.is_active = False
    off.save()
    assert names(anon.get("/api/players?q=de")) == ["dean"]
    bot_users(["random"])
    found = anon.get("/api/players?q=bot-").json()
    assert [(p["username"], p["bot"]) for p in found] == [("bot-random-1", True)]
    assert anon.get("/api/players?q=dean").json()[0]["bot"] is False


def test_blocked_either_way_are_left_out(client_for, make_user):
    me = client_for(make_user("sam"))
    sal = make_user("sal")
    for name in ("sara", "sasha", "salt"):
        make_user(name)
    blocks.block_create(user=me.user, username="sara")  # sam blocked sara
    blocks.block_create(user=sal, username="sam")  # sal blocked sam
    assert names(me.get("/api/players?q=sa")) == ["salt", "sam", "sasha"]
    assert names(client_for().get("/api/players?q=sa")) == [
        "sal", "salt", "sam", "sara", "sasha"]


def test_ratings_per_kind_in_bounded_queries(anon, make_user, django_assert_max_num_queries):
    users = [make_user(f"rater{i}") for i in range(12)]
    for i, user in enumerate(users):
        rating(user, "diddly", mu=20 + i, sigma=2.0)
        rating(user, "quiddler", mu=30 - i, sigma=7.0, provisional=True)
    with django_assert_max_num_queries(3):  # accounts, ratings (no blocks: anonymous)
        found = search.players_search("rater", limit=20)
    assert len(found) == 12
    first = found[0]
    assert first["username"] == "rater0"
    assert first["ratings"] == [
        {"kind": "diddly", "rating": skill.display(20, 2.0), "provisional": False},
        {"kind": "quiddler", "rating": skill.display(30, 7.0), "provisional": True}]
    searcher = make_user("searcher")
    blocks.block_create(user=searcher, username="rater3")
    with django_assert_max_num_queries(4):  # and the searcher's blocks, made and received
        found = search.players_search("rater", searcher=searcher, limit=20)
    assert len(found) == 11 and "rater3" not in [p["username"] for p in found]
    r = anon.get("/api/players?q=rater1")
    assert names(r) == ["rater1", "rater10", "rater11"]
    assert r.json()[1]["ratings"][0]["rating"] == skill.display(30, 2.0)


def test_search_has_its_own_throttle(client_for, make_user, rates):
    rates(player_search="2/minute")
    me = client_for()
    assert me.get("/api/players?q=ab").status_code == 200
    assert me.get("/api/players?q=ab").status_code == 200
    r = me.get("/api/players?q=ab")
    assert (r.status_code, r.json()["code"]) == (429, "throttled")
    assert me.get(f"/api/players/{me.user.username}").status_code == 200  # not counted there


@needs_postgres
def test_the_prefix_index_serves_the_search_on_postgres(make_user):
    make_user("alpha")
    with connection.cursor() as cursor:
        cursor.execute("SET enable_seqscan = off")
        cursor.execute("EXPLAIN SELECT id FROM auth_user WHERE LOWER(username)::text LIKE 'al%'")
        plan = "\n".join(row[0] for row in cursor.fetchall())
        cursor.execute("SET enable_seqscan = on")
    assert "auth_user_username_prefix" in plan, plan


def test_punctuation_and_the_last_letter_match_as_typed(anon, make_user):
    for name in ("ab-c", "ab.d", "ab_e", "abz", "abzz", "abf", "ac0"):
        make_user(name)
    assert names(anon.get("/api/players?q=ab")) == ["ab-c", "ab.d", "ab_e", "abf", "abz", "abzz"]
    assert names(anon.get("/api/players?q=ab_")) == ["ab_e"]  # "_" is no wildcard
    assert names(anon.get("/api/players?q=ab-")) == ["ab-c"]
    assert names(anon.get("/api/players?q=abz")) == ["abz", "abzz"]
    assert names(anon.get("/api/players?q=ab%25")) == []  # nor is "%"
