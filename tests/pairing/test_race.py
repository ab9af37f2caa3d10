"""Seeks posted at once on PostgreSQL: every seek is matched at most once, every game seats
``seats`` distinct players who each brought one seek, and as many games are made as the pool
allows (``n // seats``: the per-terms pool lock lets each seek see the ones before it)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.models import Game, Seat
from pairing import services
from pairing.models import Seek
from tests.support.concurrency import needs_postgres, race


@needs_postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("players", "seats", "kind"), [(24, 2, "diddly"), (24, 3, "dikdik"),
                                                       (26, 4, "diddly")])
def test_postgres_racing_seeks_pair_each_once(make_user, players, seats, kind):
    users = [make_user(f"racer{i}") for i in range(players)]
    results = race(players, lambda i: services.seek_create(
        user=users[i], kind=kind, seats=seats, clock=None))
    assert [r for r, _ in results if r != "ok"] == [], results
    seeks = list(Seek.objects.all())
    assert len(seeks) == players and len({s.user_id for s in seeks}) == players
    matched = [s for s in seeks if s.status == "matched"]
    games = Game.objects.filter(seats_wanted=seats)
    assert games.count() == players // seats
    assert len(matched) == players // seats * seats
    assert Counter(s.status for s in seeks)["open"] == players % seats
    per_game = Counter(s.game_id for s in matched)
    assert set(per_game.values()) == {seats} and set(per_game) == set(games.values_list(
        "id", flat=True))
    for game in games:
        assert game.status == "active"
        seated = list(Seat.objects.filter(game=game).values_list("user_id", flat=True))
        assert len(seated) == len(set(seated)) == seats
        assert set(seated) == {s.user_id for s in matched if s.game_id == game.id}
    # one player, one game at most here (each posted one seek)
    assert max(Counter(Seat.objects.values_list("user_id", flat=True)).values()) == 1
