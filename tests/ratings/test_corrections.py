"""Staff decisions on rated games: annul and set_result re-rate everything that followed, and
the tables equal a rebuild from scratch, floats and all; a rewind only reaches active games."""

from __future__ import annotations

from datetime import timedelta

import pytest

from ratings.models import RatedGame, Rating, RatingChange
from tests.ratings.conftest import assert_rebuild_equal, relay, resign, tables, toy, won_by
from tests.support.disputes import open_dispute, play, resolve
from tests.support.http import new_seated_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def history(client_for, log_clock):
    """Four players, six rated toy games a day apart (and a Quiddler game among three of
    them), each relayed as it ends: (clients, game ids in order)."""
    people = [client_for() for _ in range(4)]
    a, b, c, d = people
    games = []
    for pair, winner in (((a, b), 0), ((c, d), 0), ((a, c), 1), ((b, d), 0), ((a, d), 0),
                         ((b, c), 1)):
        games.append(won_by(list(pair), winner))
        if len(games) == 3:
            gid, seats = new_seated_game(client_for, "quiddler", players=3)
            for seat in "012":
                resign(seats, gid, seat)
        log_clock.shift(timedelta(days=1, minutes=7))
        relay()
    return people, games


def test_annulling_a_rated_game_re_rates_what_followed(history, moderator):
    (a, b, c, d), games = history
    quiddler = {r.user_id: (r.mu, r.sigma) for r in Rating.objects.filter(kind="quiddler")}
    before = tables()
    resolve(moderator, games[0], open_dispute(b, games[0], "they cheated"), "annul")
    relay()
    game = RatedGame.objects.get(game_id=games[0])
    assert (game.counted, game.reason) == (False, "annulled")
    assert game.position == next(g[2] for g in before["games"] if g[0] == games[0])
    assert not RatingChange.objects.filter(rated_game=game).exists()
    assert Rating.objects.get(user=a.user, kind="toy_guess").games == 2
    # b's first game is gone: its next one starts from a new player's rating
    first_left = RatingChange.objects.get(rated_game_id=games[3], user=b.user)
    assert (first_left.mu_before, first_left.sigma_before) == (25.0, 25 / 3)
    assert tables() != before
    assert {r.user_id: (r.mu, r.sigma) for r in Rating.objects.filter(kind="quiddler")} == \
        quiddler  # another kind is untouched
    assert_rebuild_equal()


def test_annulling_a_players_only_game_removes_their_rating(client_for, moderator):
    a, b, c = client_for(), client_for(), client_for()
    first = won_by([a, b], 0)
    won_by([a, c], 0)
    relay()
    resolve(moderator, first, open_dispute(b, first), "annul")
    relay()
    assert not Rating.objects.filter(user=b.user).exists()
    assert Rating.objects.get(user=a.user).games == 1
    assert_rebuild_equal()


def test_setting_the_result_of_a_rated_game_re_rates_it(history, moderator):
    (a, b, c, d), games = history
    before = RatingChange.objects.get(rated_game_id=games[2], user=c.user)
    assert before.place == 1  # c won it
    resolve(moderator, games[2], open_dispute(a, games[2], "I won"), "set_result",
            winners=[_seat(games[2], a)])
    relay()
    after = {ch.user_id: ch for ch in RatingChange.objects.filter(rated_game_id=games[2])}
    assert (after[a.user.id].place, after[c.user.id].place) == (1, 2)
    assert after[a.user.id].mu_after > after[a.user.id].mu_before
    assert RatedGame.objects.get(game_id=games[2]).reason == "counted"
    assert_rebuild_equal()
    # corrected twice (back to c), then annulled: each time equal to a rebuild
    resolve(moderator, games[2], open_dispute(c, games[2], "no, I won"), "set_result",
            winners=[_seat(games[2], c)])
    relay()
    assert_rebuild_equal()
    resolve(moderator, games[2], open_dispute(a, games[2], "void it"), "annul")
    relay()
    assert RatedGame.objects.get(game_id=games[2]).reason == "annulled"
    assert_rebuild_equal()


def test_a_correction_in_the_same_batch_as_the_finish(client_for, moderator):
    a, b, c = client_for(), client_for(), client_for()
    won_by([a, c], 0)
    gid = won_by([a, b], 0)
    resolve(moderator, gid, open_dispute(b, gid), "set_result", winners=[_seat(gid, b)])
    won_by([b, c], 1)
    relay()  # one batch: the finish, its correction, and a game after both
    changes = {ch.user_id: ch.place for ch in RatingChange.objects.filter(rated_game_id=gid)}
    assert changes == {a.user.id: 2, b.user.id: 1}
    assert_rebuild_equal()


def test_an_unrated_game_set_by_staff_counts(client_for, moderator):
    a, b = client_for(), client_for()
    gid, _ = toy([a, b])
    resolve(moderator, gid, open_dispute(a, gid), "set_result", winners=[_seat(gid, b)])
    relay()
    game = RatedGame.objects.get(game_id=gid)
    assert game.counted and {ch.user_id: ch.place for ch in game.changes.all()} == {
        a.user.id: 2, b.user.id: 1}
    assert_rebuild_equal()


def test_a_rewound_game_is_rated_once_when_it_finishes(client_for, moderator):
    a, b = client_for(), client_for()
    won_by([a, b], 1)
    gid, seats = toy([a, b])
    play([a, b], gid, 2)
    from games.models import Game

    to_version = Game.objects.get(id=gid).version
    play([a, b], gid, 2)
    relay()
    resolve(moderator, gid, open_dispute(a, gid), "rewind", to_version=to_version)
    relay()
    assert not RatedGame.objects.filter(game_id=gid).exists()  # active: nothing to rate yet
    resign(seats, gid, "1")
    relay()
    assert RatedGame.objects.get(game_id=gid).counted
    assert RatingChange.objects.filter(rated_game_id=gid).count() == 2
    assert_rebuild_equal()


def _seat(gid: str, client) -> str:
    return client.get(f"/api/games/{gid}").json()["your_seat"]
