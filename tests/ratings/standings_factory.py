"""Rows for the standings' tests, written straight into the tables (no subscriber, no play):
ratings, finished games with their ``game.finished`` event, and rating changes."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from events.models import Event
from games.domain import endings
from games.domain.stream import GAME_FINISHED
from games.models import Game, Seat
from ratings.models import RatedGame, Rating, RatingChange

DAY0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
_positions = iter(range(1, 10**9))


def rating(user, kind: str = "diddly", mu: float = 25.0, sigma: float = 2.0, *,
           provisional: bool = False, games: int = 12, at: datetime = DAY0) -> Rating:
    return Rating.objects.create(user=user, kind=kind, mu=mu, sigma=sigma,
                                 ordinal=mu - 3 * sigma, games=games, last_game_at=at,
                                 provisional=provisional)


def won_by(seat: str, seats: int = 2) -> dict:
    """A normal end that ``seat`` won, the others after it."""
    rest = [str(s) for s in range(seats) if str(s) != seat]
    return endings.result("normal", winners=[seat], ranking=[[seat], rest])


def finished(users, result: dict, *, kind: str = "diddly", at: datetime = DAY0,
             visibility: str = "public", autopilot=(), corrected: dict | None = None) -> Game:
    """A finished game of ``users`` (seat i: users[i]) ended by ``result`` at ``at``;
    ``autopilot``: seats a bot played at the end; ``corrected``: a later result by staff."""
    game = Game.objects.create(id=uuid.uuid4(), kind=kind, status=Game.Status.FINISHED,
                               seats_wanted=len(users), visibility=visibility,
                               created_at=at - timedelta(days=1), updated_at=at,
                               version=2 if corrected else 1)
    for i, user in enumerate(users):
        Seat.objects.create(game=game, user=user, position=i, autopilot=str(i) in autopilot)
    data = {"seed": "00", "outcome": None, "result": result}
    Event.objects.create(stream=game.id, version=1, type=GAME_FINISHED, data=data,
                         recorded_at=at)
    if corrected:
        Event.objects.create(stream=game.id, version=2, type=GAME_FINISHED,
                             data={**data, "result": corrected},
                             recorded_at=at + timedelta(hours=1))
    return game


def rated(game: Game, changes: dict) -> RatedGame:
    """``game`` judged and counted; ``changes``: user -> (mu, sigma) before and after."""
    rg = RatedGame.objects.create(game=game, kind=game.kind, position=next(_positions),
                                  finished_at=game.updated_at, counted=True, reason="rated")
    for user, (before, after) in changes.items():
        seat = Seat.objects.get(game=game, user=user).position
        RatingChange.objects.create(rated_game=rg, user=user, seat=str(seat), place=1,
                                    mu_before=before[0], sigma_before=before[1],
                                    mu_after=after[0], sigma_after=after[1])
    return rg


def erase(user) -> None:
    """Make ``user`` the anonymous row an erasure leaves (``accounts.erasure``)."""
    user.username = f"deleted-{uuid.uuid4().hex}"
    user.is_active = False
    user.set_unusable_password()
    user.save()
