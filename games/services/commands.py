"""A player's (or a bot's) command: checked, judged by the engine or the ending rules, appended.

``command_submit`` is the one way a seat acts; ``hint_get`` is its read-only sibling. Each
attempt is a check and a do, in one transaction: ``check_command`` locks the game and refuses
what may not be done (writing nothing) and returns a ``Turn``; ``do_command`` hands it to the
engine (``judge``) or to the endings (``games.services.endings``: resign, abort; draws in
``games.services.draws``), which append through the turn, and answers.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction

from config.errors import ServiceError
from events import idempotency
from events.store import ConcurrencyError
from games import clocks
from games.domain import commands as command_table
from games.domain import endings
from games.domain.stream import (
    bot_level,
    seat_of,
)
from games.domain.views import served_view
from games.errors import refusals
from games.models import Game
from games.selectors import render_event
from games.selectors.access import check_visible
from games.services.deadlines import DeadlineDue, deadline_fire, deadline_passed
from games.services.endings import ending_command
from games.services.unit_of_work import (
    CommandResult,
    Turn,
    command_meta,
    engine_for,
    judge,
    load,
    locked_game,
    outcome_of,
)


@dataclass(frozen=True)
class CommandRequest:
    """One command as ``command_submit`` was asked to judge it (see there)."""

    game_id: Any
    user: Any
    command: dict
    expected_version: int | None
    idempotency_key: str | None
    request_id: str | None
    now_ms: int
    bot: str | None
    request_hash: str  # what an idempotent retry must repeat (command and expected version)


def command_submit(*, game_id, user, command: Any, expected_version: int | None = None,
                   idempotency_key: str | None = None, request_id: str | None = None,
                   now_ms: int | None = None, bot: str | None = None) -> CommandResult:
    """Judge ``command`` for ``user``'s seat and append what it produces.

    ``bot``: the level of the bot sending it for ``user``'s seat (a bot account's own seat, or
    a seat on autopilot); never set from a request. Its events' meta say ``bot``. A person
    whose seat is on autopilot is refused with ``seat_on_autopilot`` (409).

    With ``expected_version`` the command is refused with ``stale_version`` (409) unless the
    game is exactly there. Without it, it is judged against the latest state, and if another
    command lands first it is re-judged against the new state (``GAMES_COMMAND_RETRIES``).
    With ``idempotency_key`` a repeat of the same request answers the stored response.
    A private game the user may not see is "not found" (``games.domain.access``), checked here
    under the game's lock rather than by the view, which saves the request a query.
    """
    _check_shape(command)
    request = CommandRequest(
        game_id=game_id, user=user, command=command, expected_version=expected_version,
        idempotency_key=idempotency_key, request_id=request_id,
        now_ms=clocks.now_ms() if now_ms is None else now_ms, bot=bot,
        request_hash=idempotency.request_hash({"command": command,
                                               "expected": expected_version}))
    fired = False
    for _attempt in range(settings.GAMES_COMMAND_RETRIES + 1):  # + the deadline's turn
        try:
            with transaction.atomic():
                return _submit_once(request, check_deadline=not fired)
        except DeadlineDue:
            # the fallback commits on its own, whatever becomes of this player's command
            fired = True
            deadline_fire(game_id=game_id, now_ms=request.now_ms)
        except ConcurrencyError:
            if expected_version is not None:
                raise ServiceError("stale_version", "The game has moved on; reload it.")
        except IntegrityError:
            # a concurrent request with the same idempotency key stored its answer first
            if not idempotency_key:
                raise
            stored = idempotency.lookup(user.id, game_id, idempotency_key, request.request_hash)
            if stored is not None:
                return CommandResult(stored.status, stored.body, replayed=True)
    raise ServiceError("busy", "The game is too busy right now; try again.", retry_after=1)


def _check_shape(command: Any) -> None:
    """400 ``bad_command`` unless ``command`` is an object with a string ``type`` and no field
    of the service's own (``_now_ms``, ``_version``: they start with ``_``)."""
    if not isinstance(command, dict) or not isinstance(command.get("type"), str):
        raise ServiceError("bad_command", "A command is a JSON object with a string 'type'.")
    if any(k.startswith("_") for k in command):
        raise ServiceError("bad_command", "Command fields may not start with '_'.")


def _stored_answer(request: CommandRequest, game_id, key: str) -> CommandResult | None:
    """The answer stored for the request's idempotency ``key``, replayed (None: none yet);
    ``idempotency_key_reused`` (422) when the key was used for another request."""
    try:
        stored = idempotency.lookup(request.user.id, game_id, key, request.request_hash)
    except idempotency.IdempotencyKeyReused:
        raise ServiceError("idempotency_key_reused",
                           "This Idempotency-Key was used for a different request.")
    return None if stored is None else CommandResult(stored.status, stored.body, replayed=True)


def _refuse_unknown_fields(game: Game, command: dict) -> None:
    """400 ``unknown_field`` for a field the command's type does not declare
    (``games.domain.commands``), so nothing a client makes up is judged or kept in the log
    forever. Types the table does not list are left to the engine (``unknown_command``)."""
    kind = game.kind
    declared = command_table.commands_for(kind).get(command["type"])
    if declared is None:
        return
    unknown = sorted(set(command) - set(declared) - {"type"})
    if unknown:
        raise ServiceError("unknown_field", f"{kind} {command['type']!r} has no field "
                           f"{unknown[0]!r}; it takes {sorted(declared) or 'no fields'}.",
                           field=unknown[0])


def _submit_once(request: CommandRequest, check_deadline: bool = True) -> CommandResult:
    """One attempt, in the caller's transaction: check, then do."""
    checked = check_command(request, check_deadline)
    if isinstance(checked, CommandResult):
        return checked  # an idempotent retry: the stored answer
    return do_command(request, checked)


def check_command(request: CommandRequest, check_deadline: bool = True) -> Turn | CommandResult:
    """Lock the game and check the request against it: visible, fields declared, no deadline
    due (``DeadlineDue``), the seat's to play, the expected version. Returns the ``Turn`` to
    do, or the stored answer of an idempotent retry; refusals raise, having written nothing."""
    game = check_visible(locked_game(request.game_id), request.user)
    _refuse_unknown_fields(game, request.command)
    if check_deadline and deadline_passed(game, request.now_ms):
        raise DeadlineDue
    if request.idempotency_key:
        stored = _stored_answer(request, game.id, request.idempotency_key)
        if stored is not None:
            return stored
    state, version = load(game)
    seat = _acting_seat(state["lobby"], request)
    if request.expected_version is not None and request.expected_version != version:
        raise ServiceError("stale_version", f"The game is at version {version}, not "
                           f"{request.expected_version}; reload it.", version=version)
    command = request.command
    meta = command_meta(request.user, command["type"], seat=seat, payload=command,
                        now_ms=request.now_ms, idempotency_key=request.idempotency_key,
                        request_id=request.request_id or str(uuid.uuid4()),
                        **({"bot": request.bot} if request.bot else {}))
    return Turn(game, state, version, seat, meta)


def do_command(request: CommandRequest, turn: Turn) -> CommandResult:
    """Judge the checked command (the engine's, or an ending's: resign, abort, draws), append
    what it writes and answer; the answer is kept for the idempotency key."""
    game, seat, command = turn.game, turn.seat, request.command
    assert seat is not None, "a command is a seat's"
    if command["type"] in endings.COMMANDS:
        # resign / abort / draws: the service's own commands, never shown to the engine
        turn.meta["command"] = f"game.{command['type']}"
        recorded, after = ending_command(turn, command["type"])
        outcome = outcome_of(game, after)
    else:
        recorded, after, outcome = judge(game, turn.state, turn.version, seat, command,
                                         request.now_ms, turn.meta)
    body = _answer(game, seat, recorded, after, outcome)
    if request.idempotency_key:
        idempotency.remember(request.user.id, game.id, request.idempotency_key,
                             request.request_hash, 201, body)
    return CommandResult(201, body)


def _acting_seat(lobby: dict, request: CommandRequest) -> str:
    """The seat the request acts for, in a game under way; refusals otherwise."""
    if lobby["status"] == "lobby":
        raise ServiceError("game_not_started", "The game has not started yet.")
    if lobby["status"] == "finished":
        raise ServiceError("game_finished", "The game is over.")
    seat = seat_of(lobby, request.user.id)
    if seat is None:
        raise ServiceError("not_a_player", "You have no seat at this game.")
    bot = request.bot
    if bot is None and seat in (lobby.get("autopilot") or {}):
        raise ServiceError("seat_on_autopilot", "A bot plays your seat since you left play; "
                           "it plays on to the end of the game.")
    if bot is not None and bot_level(lobby, seat) != bot:
        raise ServiceError("not_a_bot_seat", f"No {bot} bot plays seat {seat}.")
    return seat


def _answer(game: Game, seat: str, recorded: list, after: dict, outcome: dict | None) -> dict:
    """The command's answer: the new events, view, legal commands and outcome for ``seat``."""
    engine = engine_for(game.kind)
    engine_state = after["engine"]
    active = after["lobby"]["status"] == "active"
    return {
        "version": recorded[-1].version,
        "events": [e for e in (render_event(game, r, seat) for r in recorded) if e is not None],
        "view": served_view(game.kind, engine.view(engine_state, seat), outcome, seat),
        "legal_commands": engine.legal_commands(engine_state, seat) if active else [],
        "outcome": outcome,
        "result": after["lobby"].get("result"),
    }


def hint_get(*, game, user) -> dict:
    """Advice for the requester's own seat, when the game was created with ``hints: true``."""
    state, _ = load(game)
    lobby = state["lobby"]
    if lobby["status"] != "active":
        raise ServiceError("game_not_active", "Hints are given during play only.")
    seat = seat_of(lobby, user.id)
    if seat is None:
        raise ServiceError("not_a_player", "You have no seat at this game.")
    if not lobby["options"].get("hints"):
        raise ServiceError("hints_disabled", "This game was created without hints.")
    with refusals():
        return engine_for(game.kind).hint(state["engine"], seat)


