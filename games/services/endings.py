"""How a game ends or a seat leaves play: resign, abort, draws, timeouts and the autopilot."""

from __future__ import annotations

from config.errors import ServiceError
from events.store import RecordedEvent
from games.domain import endings, stream
from games.domain.stream import (
    AUTOPILOT,
    DRAW_ACCEPTED,
    DRAW_DECLINED,
    DRAW_OFFERED,
    bot_level,
    may_offer_draw,
)
from games.models import Game
from games.services.unit_of_work import (
    append,
    engine_for,
    outcome_of,
)


def finish(game: Game, state: dict, version: int, result: dict, meta: dict,
           events: tuple = ()) -> tuple[list[RecordedEvent], dict]:
    """Append ``events`` and ``game.finished`` carrying ``result`` (reveals the seed)."""
    finished = stream.finished_event(game.secret.seed, outcome_of(game, state), result)
    return append(game, state, version, [*events, finished], meta)


AUTOPILOT_LEVEL = "basic"


def seat_out(game: Game, state: dict, version: int, seat: str, reason: str, meta: dict,
             note: str | None = None):
    """``seat`` leaves play (``timeout`` or ``resign``).

    With 3+ seats, a resignation, or a timeout in a game created with ``on_timeout:
    "autopilot"``, hands the seat to the ``basic`` bot (``game.autopilot``) and the game goes
    on, as long as another person still plays (a seat already on autopilot or a bot's own
    seat is not taken over again). Otherwise the game ends: the seat is ranked last, seats on
    autopilot before it, and the others by the engine's current scores.
    """
    lobby = state["lobby"]
    players = list(lobby["players"])
    takes_over = reason == "resign" or lobby.get("on_timeout") == "autopilot"
    people = [s for s in players if s != seat and bot_level(lobby, s) is None]
    if len(players) >= 3 and takes_over and bot_level(lobby, seat) is None and people:
        return append(game, state, version, [{"type": AUTOPILOT, "data": {
            "seat": seat, "reason": reason, "level": AUTOPILOT_LEVEL}}], meta)
    engine = engine_for(game.kind)
    result = endings.seat_out(reason, seat, players, outcome_of(game, state),
                              engine.lower_scores_win, note,
                              gone=[s for s in lobby.get("autopilot") or {} if s != seat])
    return finish(game, state, version, result, meta)


def ending_command(game: Game, state: dict, version: int, seat: str, type_: str, meta: dict):
    """Resign, abort or a draw step by ``seat``; refusals write nothing."""
    lobby = state["lobby"]
    if type_ == endings.RESIGN:
        return seat_out(game, state, version, seat, "resign", meta)
    if type_ == endings.ABORT:
        if all(s in lobby.get("acted", ()) for s in lobby["players"]):
            raise ServiceError("abort_window_closed", "A game can be aborted only until every "
                               "seat has made its first move; resign instead.")
        return finish(game, state, version, endings.aborted(seat), meta)
    if not endings.draws_allowed(game.kind):
        raise ServiceError("draw_unavailable", f"{game.kind} has no draws.")
    return _draw_step(game, state, version, seat, type_, meta)


def _draw_step(game: Game, state: dict, version: int, seat: str, type_: str, meta: dict):
    """Offer, accept or decline a draw; the last seat to accept ends the game drawn."""
    lobby = state["lobby"]
    draw = lobby.get("draw")
    if type_ == endings.OFFER_DRAW:
        if draw is not None:
            raise ServiceError("draw_already_offered", "A draw offer is already on the table; "
                               "accept or decline it.")
        if not may_offer_draw(lobby, seat):
            raise ServiceError("draw_offer_spent", "You have offered a draw since the game's "
                               "last move; offer again after a move.")
        return append(game, state, version, [{"type": DRAW_OFFERED, "data": {"seat": seat}}],
                      meta)
    if draw is None:
        raise ServiceError("no_draw_offer", "No draw has been offered.")
    if type_ == endings.DECLINE_DRAW:
        return append(game, state, version, [{"type": DRAW_DECLINED, "data": {"seat": seat}}],
                      meta)
    if seat in draw["accepted"]:
        raise ServiceError("draw_already_accepted", "You have already agreed to this draw.")
    accepted = {"type": DRAW_ACCEPTED, "data": {"seat": seat}}
    if set(draw["accepted"]) | {seat} != set(lobby["players"]):
        return append(game, state, version, [accepted], meta)
    return finish(game, state, version,
                  endings.drawn(list(lobby["players"]), outcome_of(game, state)), meta,
                  events=(accepted,))
