"""How a game ends: the ``result`` recorded in ``game.finished`` (pure, plain data).

``result`` = ``{"reason", "winners", "ranking", "void", "seat", "scores", "note", "dispute"}``:

* ``reason``: ``normal`` (the rules ended it), ``timeout``, ``resign``, ``abort``, ``draw``,
  ``staff``;
* ``winners``: seat ids; ``ranking``: groups of tied seat ids, best first (None when void);
* ``void``: true when the game counts for nothing (abort, staff annulment);
* ``seat``: the seat that resigned or ran out of time, else None;
* ``scores``: the engine's scores at the end (None when it has none yet).

A seat that leaves the game (timeout, resign) is ranked last and the others are ranked by the
engine's scores at that moment; this is the one place a later autopilot would plug in instead.
"""

from __future__ import annotations

REASONS = ("normal", "timeout", "resign", "abort", "draw", "staff")

# Resign, abort and draws are sent as commands and handled by the service, never the engine.
RESIGN, ABORT = "resign", "abort"
OFFER_DRAW, ACCEPT_DRAW, DECLINE_DRAW = "offer_draw", "accept_draw", "decline_draw"
DRAW_COMMANDS = (OFFER_DRAW, ACCEPT_DRAW, DECLINE_DRAW)
COMMANDS = (RESIGN, ABORT, *DRAW_COMMANDS)
# Draws need a scored result both sides can agree to stop at. Dik Dik has a single loser and
# no score to share; Didi Dotter is a real-time race; so neither offers draws.
NO_DRAWS = frozenset({"dikdik", "didi_dotter"})


def result(reason: str, *, winners: list[str], ranking: list[list[str]] | None,
           void: bool = False, seat: str | None = None, scores: dict | None = None,
           note: str | None = None, dispute: int | None = None) -> dict:
    """The ``result`` object (shared shape for every ending)."""
    assert reason in REASONS, reason
    return {"reason": reason, "winners": list(winners), "ranking": ranking, "void": void,
            "seat": seat, "scores": scores, "note": note, "dispute": dispute}


def rank(seats, scores: dict | None, lower_wins: bool) -> list[list[str]]:
    """``seats`` grouped by score, best first (one tied group when there are no scores)."""
    seats = list(seats)
    if not seats:
        return []
    if not scores:
        return [seats]
    values = sorted({scores.get(s, 0) for s in seats}, reverse=not lower_wins)
    return [[s for s in seats if scores.get(s, 0) == v] for v in values]


def normal(outcome: dict, lower_wins: bool) -> dict:
    """The rules ended the game: the engine's winners first, the rest by score."""
    winners = list(outcome.get("winners") or [])
    scores = outcome.get("scores") or None
    rest = [s for s in (scores or {}) if s not in winners]
    ranking = ([winners] if winners else []) + rank(rest, scores, lower_wins)
    return result("normal", winners=winners, ranking=ranking or None, scores=scores)


def seat_out(reason: str, seat: str, players, outcome: dict | None, lower_wins: bool,
             note: str | None = None) -> dict:
    """``seat`` resigned or ran out of time: it is ranked last, the others by score."""
    scores = (outcome or {}).get("scores") or None
    others = [s for s in players if s != seat]
    ranking = rank(others, scores, lower_wins) + [[seat]]
    return result(reason, winners=ranking[0] if others else [], ranking=ranking, seat=seat,
                  scores=scores, note=note)


def aborted(seat: str) -> dict:
    """``seat`` called the game off before everyone had moved: no result."""
    return result("abort", winners=[], ranking=None, void=True, seat=seat)


def drawn(players, outcome: dict | None) -> dict:
    """Every seat agreed to a draw: nobody wins, everyone shares one place."""
    scores = (outcome or {}).get("scores") or None
    return result("draw", winners=[], ranking=[list(players)], scores=scores)
