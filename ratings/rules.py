"""Which finished games count for the ratings, and each seat's place (pure, plain data).

``judge(result, players, bots, lower_wins)`` reads the ``result`` of a game's latest
``game.finished`` (``games.domain.endings``), the seats of its ``game.started`` (``players``:
seat -> user id; ``bots``: seat -> level of a computer player seated from the start) and the
engine's ``lower_scores_win``, and returns a ``Judgement``: counted or not, a stable ``reason``
code, and each counted seat's place.

Counted: reason ``normal``, ``timeout``, ``resign``, ``draw``, and a result staff set. Not
counted (the code in brackets): an abort or a game closed in its lobby (``aborted``), a staff
annulment (``annulled``), any other void result (``void``), a game with a computer player
seated from its start (``bots``: bots are not rated, nor are games against them), fewer than
2 or more than 8 players (``too_few_players``, ``too_many_players``), a result that ranks
nobody (``no_result``). A seat a bot took over later (autopilot after its player left) counts
for its player, at the place the result gives it (the result already ranks such seats last).

Places are competition places: 1 + the number of seats ranked strictly better (a tie for
first gives 1, 1, 3). A staff-set result has winners but no ranking: the winners share first
place and the others follow by the scores staff gave (one shared place without scores).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.domain import endings

COUNTED = "counted"
ABORTED = "aborted"
ANNULLED = "annulled"
VOID = "void"
BOTS = "bots"
TOO_FEW = "too_few_players"
TOO_MANY = "too_many_players"
NO_RESULT = "no_result"
REASONS = (COUNTED, ABORTED, ANNULLED, VOID, BOTS, TOO_FEW, TOO_MANY, NO_RESULT)
MIN_PLAYERS, MAX_PLAYERS = 2, 8
COUNTED_ENDINGS = frozenset({"normal", "timeout", "resign", "draw", "staff"})


@dataclass(frozen=True)
class Judgement:
    """Whether a finished game counts (``reason`` says why), and if so each seat's place and
    player (``places`` and ``players`` share their seats; both empty when not counted)."""

    counted: bool
    reason: str
    places: dict[str, int] = field(default_factory=dict)
    players: dict[str, int] = field(default_factory=dict)


def judge(result: dict, players: dict[str, int], bots: dict | None,
          lower_wins: bool) -> Judgement:
    """The ratings' judgement of a finished game (see the module docstring)."""
    reason = result.get("reason")
    if result.get("void") or reason not in COUNTED_ENDINGS:
        if reason == "abort":
            return Judgement(False, ABORTED)
        return Judgement(False, ANNULLED if reason == "staff" else VOID)
    if bots:
        return Judgement(False, BOTS)
    people = len(set(players.values()))
    if people < MIN_PLAYERS or people != len(players):
        return Judgement(False, TOO_FEW)
    if people > MAX_PLAYERS:
        return Judgement(False, TOO_MANY)
    groups = ranking(result, list(players), lower_wins)
    if len(groups) < 1:
        return Judgement(False, NO_RESULT)
    return Judgement(True, COUNTED, places=places(groups), players=dict(players))


def ranking(result: dict, seats: list[str], lower_wins: bool) -> list[list[str]]:
    """The result's groups of tied seats, best first, over exactly ``seats``: a staff-set
    result is ranked from its winners and scores; seats the result leaves out share a last
    place; seats it names that are not ``seats`` are dropped. Empty: nobody is ranked."""
    groups = result.get("ranking")
    if groups is None:
        if result.get("reason") != "staff":
            return []
        winners = [s for s in result.get("winners") or [] if s in seats]
        rest = [s for s in seats if s not in winners]
        groups = ([winners] if winners else []) + endings.rank(rest, result.get("scores"),
                                                               lower_wins)
    known = set(seats)
    seen: set[str] = set()
    out = []
    for group in groups:
        kept = [s for s in group if s in known and s not in seen]
        seen.update(kept)
        if kept:
            out.append(kept)
    if not out:
        return []
    missing = [s for s in seats if s not in seen]
    return out + ([missing] if missing else [])


def places(groups: list[list[str]]) -> dict[str, int]:
    """Competition places of ranked groups: ``[[a, b], [c]]`` -> ``{a: 1, b: 1, c: 3}``."""
    out: dict[str, int] = {}
    better = 0
    for group in groups:
        for seat in group:
            out[seat] = better + 1
        better += len(group)
    return out
