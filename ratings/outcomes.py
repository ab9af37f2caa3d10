"""A player's record from finished games' results: pure rules over plain data.

A finished game's ``result`` is the one ``games.domain.endings`` builds (``reason``,
``winners``, ``ranking``, ``void``, ``seat``); the functions here read it for one seat:

* ``outcome``: ``won`` (the seat is among the winners), ``draw`` (an agreed draw, or a result
  with no winner that ranks no seat below another), ``void`` (aborted or annulled: it counts for
  nothing), else ``lost``;
* ``unplayed``: a game closed in its lobby (a declined challenge or rematch, a lobby the creator
  cancelled): never played, so it is in no record at all;
* ``saw_through``: the seat stayed to the end: it did not run out of time, was not handed to a
  bot (a resignation or timeout that left the game to the autopilot: ``gone``), and did not
  abort the game. Resigning a game that the resignation ends is seeing it through (it is a
  move of the game); being the other seat of an aborted game is too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

WON, LOST, DRAW, VOID = "won", "lost", "draw", "void"
OUTCOMES = (WON, LOST, DRAW, VOID)
# the endings a seat is blamed for when it is the result's ``seat``
LEFT_EARLY = frozenset({"timeout", "abort"})


def outcome(result: dict, seat: str) -> str:
    """``won``, ``lost``, ``draw`` or ``void`` for ``seat`` (see the module)."""
    if result.get("void"):
        return VOID
    if seat in (result.get("winners") or ()):
        return WON
    ranking = result.get("ranking") or []
    # nobody won and nobody is ranked below anyone else (a staff result without winners too)
    if result.get("reason") == "draw" or (not result.get("winners") and len(ranking) <= 1):
        return DRAW
    return LOST


def unplayed(result: dict) -> bool:
    """Whether the game was closed in its lobby (void, no seat to blame: never started)."""
    return bool(result.get("void")) and result.get("reason") == "abort" \
        and result.get("seat") is None


def saw_through(result: dict, seat: str, autopilot: bool) -> bool:
    """Whether ``seat`` stayed to the end (``autopilot``: a bot played it at the end)."""
    if autopilot:
        return False
    return not (result.get("seat") == seat and result.get("reason") in LEFT_EARLY)


@dataclass(frozen=True)
class Reliability:
    """Of the last ``games`` finished games (at most ``window``), ``completed`` were seen
    through; ``share`` is None when there are none."""

    window: int
    games: int
    completed: int

    @property
    def share(self) -> float | None:
        return None if self.games == 0 else self.completed / self.games


def reliability(finished: Iterable[tuple[dict, str, bool]], window: int) -> Reliability:
    """``finished``: ``(result, seat, autopilot)`` newest first, played games only; the
    share of the first ``window`` the seat saw through."""
    last = [f for _, f in zip(range(window), finished, strict=False)]
    done = sum(1 for result, seat, autopilot in last if saw_through(result, seat, autopilot))
    return Reliability(window=window, games=len(last), completed=done)
