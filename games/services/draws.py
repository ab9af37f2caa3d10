"""A draw, from the offer to the agreement: who may offer, accept or decline, and what each
writes (``check_draw`` refuses, ``do_draw`` appends).

A seat offers (``game.draw_offered``; the offer counts as its own acceptance); each other seat
accepts (``game.draw_accepted``) or declines (``game.draw_declined``, which withdraws the
offer). When the last seat accepts, the game ends drawn: everyone shares first place
(``games.domain.endings.drawn``). The lobby fold (``games.domain.stream``) keeps the standing
offer in ``lobby["draw"]`` (``offered_by``, ``accepted``) and the seats that have offered since
the game last moved in ``lobby["draw_offers"]``; any move of the game withdraws the offer and
lets every seat offer again (``stream.note_move``). A seat offers at most once between two
moves, so offering and declining cannot fill the log while nobody plays. Kinds without draws
(``About.draws``) refuse all three with ``draw_unavailable``.
"""

from __future__ import annotations

from config.errors import ServiceError
from events.store import RecordedEvent
from games.domain import endings
from games.domain.stream import DRAW_ACCEPTED, DRAW_DECLINED, DRAW_OFFERED, may_offer_draw
from games.services.unit_of_work import Turn


def check_draw(turn: Turn, type_: str) -> dict:
    """The event ``type_`` (offer, accept or decline) by ``turn.seat`` writes; a refusal
    (``ServiceError``) when the seat may not take that step now."""
    game, lobby, seat = turn.game, turn.lobby, turn.seat
    assert seat is not None, "a draw step is a seat's"
    if not endings.draws_allowed(game.kind):
        raise ServiceError("draw_unavailable", f"{game.kind} has no draws.")
    draw = lobby.get("draw")
    if type_ == endings.OFFER_DRAW:
        if draw is not None:
            raise ServiceError("draw_already_offered", "A draw offer is already on the table; "
                               "accept or decline it.")
        if not may_offer_draw(lobby, seat):
            raise ServiceError("draw_offer_spent", "You have offered a draw since the game's "
                               "last move; offer again after a move.")
        return {"type": DRAW_OFFERED, "data": {"seat": seat}}
    if draw is None:
        raise ServiceError("no_draw_offer", "No draw has been offered.")
    if type_ == endings.DECLINE_DRAW:
        return {"type": DRAW_DECLINED, "data": {"seat": seat}}
    if seat in draw["accepted"]:
        raise ServiceError("draw_already_accepted", "You have already agreed to this draw.")
    return {"type": DRAW_ACCEPTED, "data": {"seat": seat}}


def do_draw(turn: Turn, event: dict) -> tuple[list[RecordedEvent], dict]:
    """Append ``event`` (from ``check_draw``); the acceptance that completes the draw also
    finishes the game, drawn."""
    lobby = turn.lobby
    completes = event["type"] == DRAW_ACCEPTED and \
        set(lobby["draw"]["accepted"]) | {turn.seat} == set(lobby["players"])
    if not completes:
        return turn.append([event])
    return turn.finish(endings.drawn(list(lobby["players"]), turn.outcome()), events=(event,))
