"""How a game ends: the ``result`` recorded in ``game.finished`` (pure, plain data).

``result`` = ``{"reason", "winners", "ranking", "void", "seat", "scores", "note", "dispute"}``:

* ``reason``: ``normal`` (the rules ended it), ``timeout``, ``resign``, ``abort``, ``draw``,
  ``staff``;
* ``winners``: seat ids; ``ranking``: groups of tied seat ids, best first (None when void);
* ``void``: true when the game counts for nothing (abort, staff annulment);
* ``seat``: the seat that resigned or ran out of time, else None;
* ``scores``: the engine's scores at the end (None when it has none yet).

A seat that leaves the game (timeout, resign) and ends it is ranked last and the others are
ranked by the engine's scores at that moment. Seats a bot took over (autopilot, ``gone``) rank
after every seat still played by its own player, whatever their scores.
"""

from __future__ import annotations

from games import kinds

REASONS = ("normal", "timeout", "resign", "abort", "draw", "staff")

# Resign, abort and draws are sent as commands and handled by the service, never the engine.
RESIGN, ABORT = "resign", "abort"
OFFER_DRAW, ACCEPT_DRAW, DECLINE_DRAW = "offer_draw", "accept_draw", "decline_draw"
DRAW_COMMANDS = (OFFER_DRAW, ACCEPT_DRAW, DECLINE_DRAW)
COMMANDS = (RESIGN, ABORT, *DRAW_COMMANDS)


def draws_allowed(kind: str) -> bool:
    """Whether players of ``kind`` may agree a draw: a game needs a scored result both sides
    can agree to stop at (each kind says so in its ``ABOUT``)."""
    return kinds.about(kind).draws


def result(reason: str, *, winners: list[str], ranking: list[list[str]] | None,
           void: bool = False, seat: str | None = None, scores: dict | None = None,
           note: str | None = None, dispute: int | None = None) -> dict:
    """The ``result`` object: its one builder, for every ending (``game.finished`` carries it,
    ``games.domain.stream.finished_event``)."""
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


def demote(ranking: list[list[str]], gone) -> list[list[str]]:
    """``ranking`` with the seats in ``gone`` moved after all the others (order kept)."""
    gone = set(gone)
    stay = [[s for s in g if s not in gone] for g in ranking]
    left = [[s for s in g if s in gone] for g in ranking]
    return [g for g in stay if g] + [g for g in left if g]


def normal(outcome: dict, lower_wins: bool, gone=()) -> dict:
    """The rules ended the game: the engine's winners first, the rest by score; seats on
    autopilot (``gone``) after the others, so the winners are those of the rest."""
    winners = list(outcome.get("winners") or [])
    scores = outcome.get("scores") or None
    rest = [s for s in (scores or {}) if s not in winners]
    ranking = ([winners] if winners else []) + rank(rest, scores, lower_wins)
    if gone and ranking:
        ranking = demote(ranking, gone)
        winners = [s for s in ranking[0] if s not in set(gone)]
    return result("normal", winners=winners, ranking=ranking or None, scores=scores)


def seat_out(reason: str, seat: str, players, outcome: dict | None, lower_wins: bool,
             note: str | None = None, gone=()) -> dict:
    """``seat`` resigned or ran out of time: it is ranked last, seats on autopilot (``gone``)
    before it, the others by score."""
    scores = (outcome or {}).get("scores") or None
    others = [s for s in players if s != seat]
    ranking = demote(rank(others, scores, lower_wins), gone) + [[seat]]
    winners = [s for s in ranking[0] if s not in set(gone)] if others else []
    return result(reason, winners=winners, ranking=ranking, seat=seat, scores=scores, note=note)


def aborted(seat: str) -> dict:
    """``seat`` called the game off before everyone had moved: no result."""
    return result("abort", winners=[], ranking=None, void=True, seat=seat)


def drawn(players, outcome: dict | None) -> dict:
    """Every seat agreed to a draw: nobody wins, everyone shares one place."""
    scores = (outcome or {}).get("scores") or None
    return result("draw", winners=[], ranking=[list(players)], scores=scores)


def cancelled(note: str) -> dict:
    """A game closed in its lobby (a declined challenge or rematch): no result, no seat."""
    return result("abort", winners=[], ranking=None, void=True, note=note)


def annulled(note: str, dispute: int | None) -> dict:
    """Staff annulled the game (settling ``dispute``): no result."""
    return result("staff", winners=[], ranking=None, void=True, note=note, dispute=dispute)


def staff_set(winners: list[str], scores: dict | None, note: str,
              dispute: int | None) -> dict:
    """Staff set the result (settling ``dispute``): ``winners``, and ``scores`` if given."""
    return result("staff", winners=winners, ranking=None, scores=scores, note=note,
                  dispute=dispute)
