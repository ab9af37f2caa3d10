"""ratings.services through the ratings subscriber: games played over HTTP, then the relay.

Each test plays real games through the API, runs the relay by hand (the subscriber never runs
in a command's request), and reads the three ratings tables; where the numbers matter they are
compared exactly with ``ratings.skill`` or with ``manage.py rebuild_ratings``.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from ratings import skill
from ratings.models import RatedGame, Rating, RatingChange
from tests.ratings.conftest import (
    assert_rebuild_equal,
    drawn,
    rebuilt,
    relay,
    resign,
    tables,
    toy,
    won_by,
)
from tests.support.http import new_seated_game, send

pytestmark = pytest.mark.django_db


def rating(client, kind="toy_guess") -> Rating:
    return Rating.objects.get(user=client.user, kind=kind)


def test_a_two_player_game_is_rated_by_the_relay_not_the_request(client_for):
    a, b = client_for(), client_for()
    gid = won_by([a, b], 0)
    assert not RatedGame.objects.exists()  # the command's request rated nothing
    report = relay()
    assert report["ratings"] > 0
    game = RatedGame.objects.get(game_id=gid)
    assert (game.kind, game.counted, game.reason) == ("toy_guess", True, "counted")
    (win, lose) = skill.rate([skill.INITIAL, skill.INITIAL], [1, 2])
    assert (rating(a).mu, rating(a).sigma) == win and (rating(b).mu, rating(b).sigma) == lose
    for client, (mu, sigma) in ((a, win), (b, lose)):
        r = rating(client)
        assert r.ordinal == skill.ordinal(mu, sigma) and r.games == 1
        assert r.last_game_at == game.finished_at and r.provisional is True
    changes = {c.user_id: c for c in game.changes.all()}
    assert (changes[a.user.id].place, changes[b.user.id].place) == (1, 2)
    assert (changes[a.user.id].mu_before, changes[a.user.id].sigma_before) == skill.INITIAL
    assert (changes[a.user.id].mu_after, changes[a.user.id].sigma_after) == win
    relay()  # nothing new: nothing rated twice
    assert RatingChange.objects.count() == 2 and Rating.objects.get(user=a.user).games == 1


def test_a_draw_is_a_shared_place(client_for):
    a, b = client_for(), client_for()
    gid = drawn([a, b])
    relay()
    places = set(RatingChange.objects.filter(rated_game_id=gid).values_list("place", flat=True))
    assert places == {1}
    assert rating(a).mu == pytest.approx(25.0) and rating(a).mu == rating(b).mu


def test_four_players_with_seats_on_autopilot_are_rated_where_the_result_ranks_them(client_for):
    gid, seats = new_seated_game(client_for, "quiddler", players=4)
    for seat in ("3", "1", "0"):  # a bot takes each leaver's seat; the game goes on
        assert resign(seats, gid, seat)["result"] is None
    result = resign(seats, gid, "2")["result"]  # the last person: the game ends
    assert result["ranking"][-1] == ["2"]
    relay()
    game = RatedGame.objects.get(game_id=gid)
    assert game.counted and game.reason == "counted"
    changes = {c.seat: c for c in game.changes.all()}
    assert set(changes) == {"0", "1", "2", "3"}
    assert {s: c.user_id for s, c in changes.items()} == {
        s: c.user.id for s, c in seats.items()}  # the autopilot's seats count for their people
    assert changes["2"].place == 4 and {changes[s].place for s in "013"} == {1}
    order = sorted(changes.values(), key=lambda c: (c.place, c.seat))
    expected = skill.rate([skill.INITIAL] * 4, [c.place for c in order])
    assert [(c.mu_after, c.sigma_after) for c in order] == expected
    assert changes["2"].mu_after < 25 < changes["0"].mu_after


def test_endings_that_do_not_count(client_for, moderator):
    from tests.support.disputes import open_dispute, resolve

    a, b = client_for(), client_for()
    aborted, seats = toy([a, b])
    assert send(seats["0"], aborted, {"type": "abort"}).status_code == 201
    cancelled = a.post(f"/api/challenge/{b.user.username}", {"kind": "toy_guess"},
                       format="json").json()["id"]
    assert b.post(f"/api/games/{cancelled}/decline").status_code == 204
    annulled, _ = toy([a, b])
    resolve(moderator, annulled, open_dispute(a, annulled), "annul")
    bots = a.post("/api/games", {"kind": "quiddler", "bots": [{"level": "random"}]},
                  format="json").json()["id"]
    assert send(a, bots, {"type": "resign"}).status_code == 201
    relay()
    judged = dict(RatedGame.objects.values_list("game_id", "reason"))
    assert {str(k): v for k, v in judged.items()} == {
        aborted: "aborted", cancelled: "aborted", annulled: "annulled", bots: "bots"}
    assert not RatedGame.objects.filter(counted=True).exists()
    assert not Rating.objects.exists() and not RatingChange.objects.exists()


def test_idle_days_grow_the_uncertainty_before_the_next_game(client_for, log_clock, settings):
    a, b, c = client_for(), client_for(), client_for()
    first = won_by([a, b], 0)
    log_clock.shift(timedelta(days=100, hours=6))
    second = won_by([a, c], 1)
    relay()
    before = RatingChange.objects.get(rated_game_id=first, user=a.user)
    after = RatingChange.objects.get(rated_game_id=second, user=a.user)
    assert after.mu_before == before.mu_after
    assert after.sigma_before == skill.decayed(before.sigma_after, 100.25,
                                               settings.RATINGS_SIGMA_DECAY_PER_DAY)
    assert after.sigma_before > before.sigma_after
    newcomer = RatingChange.objects.get(rated_game_id=second, user=c.user)
    assert (newcomer.mu_before, newcomer.sigma_before) == skill.INITIAL
    # years away: back to a new player's uncertainty, never beyond
    log_clock.shift(timedelta(days=3000))
    third = won_by([a, b], 0)
    relay()
    assert RatingChange.objects.get(rated_game_id=third, user=a.user).sigma_before == \
        skill.SIGMA0


def test_the_provisional_flag_flips_both_ways(client_for, log_clock, settings):
    settings.RATINGS_PROVISIONAL_SIGMA = 8.0  # one game leaves 8.07, two leave 7.8
    a, b = client_for(), client_for()
    won_by([a, b], 0)
    relay()
    assert rating(a).provisional and rating(a).sigma > 8.0
    won_by([a, b], 1)
    relay()
    assert not rating(a).provisional and rating(a).sigma <= 8.0
    log_clock.shift(timedelta(days=2000))  # long away: the uncertainty is back
    won_by([a, b], 0)
    relay()
    assert rating(a).provisional and rating(a).games == 3


def test_rebuild_gives_the_subscribers_numbers_exactly(client_for, log_clock):
    people = [client_for() for _ in range(4)]
    a, b, c, d = people
    for pair, winner in (((a, b), 0), ((c, d), 1), ((a, c), 0), ((b, d), 0), ((a, d), 1)):
        won_by(list(pair), winner)
        log_clock.shift(timedelta(days=3, minutes=17))
        relay()  # rated a game at a time, as the relay goes
    drawn([b, c])
    gid, seats = new_seated_game(client_for, "quiddler", players=3)
    resign(seats, gid, "0")
    resign(seats, gid, "1")
    resign(seats, gid, "2")
    aborted, s = toy([a, d])
    send(s["1"], aborted, {"type": "abort"})
    relay()
    incremental = tables()
    assert len(incremental["games"]) == 8 and len(incremental["changes"]) == 15
    assert {k for _, k, *_ in incremental["ratings"]} == {"toy_guess", "quiddler"}
    assert rebuilt() == incremental
    relay()  # the subscriber goes on from where the rebuild read: nothing twice
    assert tables() == incremental
    won_by([c, a], 0)
    relay()
    assert rating(c).games == 4
    assert_rebuild_equal()


def test_current_sigma_is_the_decayed_uncertainty_at_a_moment(settings):
    settings.RATINGS_SIGMA_DECAY_PER_DAY = 0.5
    from datetime import UTC, datetime

    from ratings import services

    last = datetime(2026, 1, 1, tzinfo=UTC)
    row = Rating(mu=30.0, sigma=3.0, last_game_at=last)
    assert services.current_sigma(row, last) == 3.0
    assert services.current_sigma(row, last + timedelta(days=4)) == skill.decayed(3.0, 4, 0.5)


def test_a_finished_event_of_no_game_is_skipped_not_retried(client_for):
    import uuid

    from events import store
    from games.domain import endings
    from games.domain.stream import finished_event

    store.append(uuid.uuid4(), 0, [finished_event("00", None, endings.drawn(["0", "1"], None))])
    a, b = client_for(), client_for()
    gid = won_by([a, b], 0)
    relay()  # (the helper checks the subscriber did not fail)
    assert [str(g) for g in RatedGame.objects.values_list("game_id", flat=True)] == [gid]
    assert_rebuild_equal()
