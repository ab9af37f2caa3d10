"""How a game ends or a seat leaves play: resign, abort, timeouts and the autopilot (draws:
``games.services.draws``)."""

from __future__ import annotations

from config.errors import ServiceError
from events.store import RecordedEvent
from games.domain import endings
from games.domain.stream import AUTOPILOT, bot_level
from games.services import draws
from games.services.unit_of_work import Turn, engine_for

AUTOPILOT_LEVEL = "basic"


def seat_out(turn: Turn, seat: str, reason: str, note: str | None = None):
    """``seat`` leaves play (``timeout`` or ``resign``).

    With 3+ seats, a resignation, or a timeout in a game created with ``on_timeout:
    "autopilot"``, hands the seat to the ``basic`` bot (``game.autopilot``) and the game goes
    on, as long as another person still plays (a seat already on autopilot or a bot's own
    seat is not taken over again). Otherwise the game ends: the seat is ranked last, seats on
    autopilot before it, and the others by the engine's current scores.
    """
    lobby = turn.lobby
    players = list(lobby["players"])
    takes_over = reason == "resign" or lobby.get("on_timeout") == "autopilot"
    people = [s for s in players if s != seat and bot_level(lobby, s) is None]
    if len(players) >= 3 and takes_over and bot_level(lobby, seat) is None and people:
        return turn.append([{"type": AUTOPILOT, "data": {
            "seat": seat, "reason": reason, "level": AUTOPILOT_LEVEL}}])
    engine = engine_for(turn.game.kind)
    result = endings.seat_out(reason, seat, players, turn.outcome(), engine.lower_scores_win,
                              note, gone=[s for s in lobby.get("autopilot") or {} if s != seat])
    return turn.finish(result)


def check_abort(turn: Turn) -> None:
    """An abort is refused once every seat has made its first move."""
    if all(s in turn.lobby.get("acted", ()) for s in turn.lobby["players"]):
        raise ServiceError("abort_window_closed", "A game can be aborted only until every "
                           "seat has made its first move; resign instead.")


def ending_command(turn: Turn, type_: str) -> tuple[list[RecordedEvent], dict]:
    """Resign, abort or a draw step by ``turn.seat``: checked, then done; refusals write
    nothing."""
    seat = turn.seat
    assert seat is not None, "an ending command is a seat's"
    if type_ == endings.RESIGN:
        return seat_out(turn, seat, "resign")
    if type_ == endings.ABORT:
        check_abort(turn)
        return turn.finish(endings.aborted(seat))
    return draws.do_draw(turn, draws.check_draw(turn, type_))
