"""Business logic: every write to a game goes through one of these functions.

Each service runs in one transaction that (1) locks the game's index row, (2) folds the stream,
(3) decides new events, (4) appends them with the expected version, (5) updates the projection.
A refusal raises ``ServiceError`` / ``IllegalMove`` before anything is written.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from config.errors import ServiceError
from dictionary.selectors import dictionary_exists
from events import idempotency, state_cache, store
from events.store import ConcurrencyError, RecordedEvent

from . import (
    accounts,
    clocks,
    endings,
    engines,
    fairplay,
    queries,
    schema,
    signals,
    stream,
    waiting,
)
from . import bots as bot_players
from .access import can_see
from .engines.base import IllegalMove
from .models import Game, GameSecret, Vacation
from .projections import project
from .selectors import render_event
from .stream import (
    AUTOPILOT,
    DISPUTE_OPENED,
    DISPUTE_RESOLVED,
    DRAW_ACCEPTED,
    DRAW_DECLINED,
    DRAW_OFFERED,
    GAME_CREATED,
    GAME_REWOUND,
    GAME_STARTED,
    INVITED,
    LOBBY_TYPES,
    SEAT_JOINED,
    SEAT_LEFT,
    GameFolder,
    bot_level,
    lobby_access,
    seat_of,
)
from .view_shape import served_view

log = logging.getLogger(__name__)


@dataclass
class CommandResult:
    """What ``command_submit`` answers: the HTTP status and the JSON body."""

    status: int
    body: dict
    replayed: bool = False  # True when an idempotent retry returned the stored answer


# -- helpers ------------------------------------------------------------------------------------
def _engine(kind: str):
    try:
        return engines.get(kind)
    except engines.UnknownKind:
        raise ServiceError("unknown_kind", f"There is no game kind {kind!r}.", 400)


def _locked_game(game_id) -> Game:
    """The game's index row, locked for this transaction: one query that also reads its seed
    and the stream's stored version (``stream_version``, what ``_load`` checks its cache
    against: read under the lock, no append can slip in before ours)."""
    game = queries.game_row(game_id, for_update=True)
    if game is None:
        raise ServiceError("not_found", "No such game.", 404)
    return game


def _meta(user, command: str, **extra) -> dict:
    return {"actor": user.id if user else None, "command": command, **extra}


def _fold(game: Game, state: dict | None, version: int, events: list[dict],
          actor: str | None = None) -> dict:
    """``state`` (the fold at ``version``) with ``events`` folded on at the versions they get."""
    folder = GameFolder(game.kind)
    for at, e in enumerate(events, start=version + 1):
        state = folder.apply_event(state, e["type"], e["data"], at, actor=actor)
    return state


def _to_act(kind: str, state: dict | None) -> list[str]:
    """The seats due to act in an active game's fold (none outside play)."""
    if not state or state["engine"] is None or state["lobby"]["status"] != "active":
        return []
    return list(_engine(kind).outcome(state["engine"])["to_act"])


def _append(game: Game, state: dict | None, version: int, events: list[dict], meta: dict,
            after: dict | None = None) -> tuple[list[RecordedEvent], dict]:
    """Append after ``version`` (whose fold is ``state``) and update the index row.

    Every decision passes through here, so the correspondence clocks are advanced here: when
    the seats due to act change, a ``game.clock_started`` event joins the batch. ``after`` is
    the fold with ``events`` on, when the caller already has it. Returns the recorded events
    and the final fold. On a lost race raises ``ConcurrencyError`` (nothing written).
    """
    actor = meta.get("seat")
    if after is None:
        after = _fold(game, state, version, events, actor)
    # only a move of the game (an engine event) counts as the seat's move for its clock
    movers = {actor} if actor and any(e["type"] not in LOBBY_TYPES for e in events) else set()
    # a seat the autopilot takes over gets a fresh clock (its own may have run out)
    movers |= {e["data"]["seat"] for e in events if e["type"] == AUTOPILOT}
    before_to_act, after_to_act = _to_act(game.kind, state), _to_act(game.kind, after)
    lobby = after["lobby"]
    if lobby.get("clock") and lobby["status"] == "active":
        at = meta.get("now_ms") or clocks.now_ms()
        if any(e["type"] == GAME_REWOUND for e in events):
            movers = set(after_to_act)  # play resumes from an earlier state: fresh clocks
        starting = [s for s in after_to_act
                    if s in movers or lobby["clock"][s]["deadline_ms"] is None]
        data = clocks.advance(lobby["clock_options"], lobby["clock"], before_to_act,
                              after_to_act, movers, at, _vacations(lobby, starting, at))
        if data is not None:
            tick = {"type": clocks.CLOCK_STARTED, "data": data}
            after = _fold(game, after, version + len(events), [tick])
            events = [*events, tick]
    # batch_start groups the events of one decision (admin re-judging replays them together)
    recorded = store.append(game.id, version, events, {**meta, "batch_start": version + 1})
    new_version = recorded[-1].version
    # wake the game's feed, and the players whose "your turn" set may have changed (due to
    # act before or after this); delivered by PostgreSQL only if this transaction commits,
    # and sent with the projection's write (one round trip)
    players = after["lobby"]["players"]
    wake = waiting.notify_statement(game.id, *(
        f"user:{players[seat]}" for seat in sorted(set(before_to_act) | set(after_to_act))
        if seat in players))
    project(game, after["lobby"], new_version, engine_state=after["engine"],
            previous=state, then=wake)
    # the next command or read in this process starts from here (once this commits)
    state_cache.remember(game.id, GameFolder(game.kind).key, new_version, after)
    game.stream_version = new_version
    # robust: a failing listener (a broker outage, say) is logged, never turned into an
    # error answer for a command that has already committed
    transaction.on_commit(lambda: _announce(game, new_version), robust=True)
    return recorded, after


def _announce(game: Game, version: int) -> None:
    for receiver, result in signals.events_appended.send_robust(
            sender=Game, game_id=game.id, kind=game.kind, version=version,
            deadline=game.deadline):
        if isinstance(result, Exception):
            log.error("events_appended listener %r failed for game %s", receiver, game.id,
                      exc_info=result)


def _vacations(lobby: dict, seats: list[str], at_ms: int) -> dict[str, int]:
    """seat -> vacation end (ms) for those of ``seats`` whose player is on vacation now."""
    users = {lobby["players"][s]: s for s in seats if s in lobby["players"]}
    if not users:
        return {}
    on = queries.vacations_on(list(users), datetime.fromtimestamp(at_ms / 1000, tz=UTC))
    return {users[uid]: int(until.timestamp() * 1000) for uid, until in on.items()}


def _load(game: Game) -> tuple[dict, int]:
    """The game's fold and version; from this process's state cache when it holds the version
    the index row was read with (``_locked_game``).

    The stream version read with the lock is trusted only when it equals the row's own
    ``version``. On PostgreSQL, a ``SELECT … FOR UPDATE`` that waited for another transaction's
    lock returns the locked row as that transaction committed it, but its sub-select on the
    events still sees the statement's older snapshot: the version would be stale and the cache
    would answer with the state before the other writer's events. Then the log is read afresh.
    """
    stored = getattr(game, "stream_version", None)
    if stored is not None and stored != game.version:
        stored = None
    return store.load_state(game.id, GameFolder(game.kind), stored_version=stored)


# -- lobby --------------------------------------------------------------------------------------
VISIBILITIES = ("public", "private")


def game_create(*, user, kind: str, options: Any = None, seats: Any = None,
                visibility: Any = "public", invite: list | None = None, challenge: bool = False,
                rematch_of: str | None = None, bots: Any = None) -> Game:
    """Create a game in the lobby; its creator takes the first seat.

    ``bots`` (``[{"level": "random" | "basic" | "strong"}, ...]``) seats computer players in
    the next seats (default ``seats``: enough for them, the creator and the invitees); it starts at
    once when that fills every seat. At least one seat is left to people besides the creator's
    own: ``invalid_bots`` (400) for a bad shape or level, ``too_many_bots`` (400).

    ``visibility`` "private" keeps the game out of lists and hidden from outsiders (see
    ``games.access``). ``invite`` (users, already checked by ``games.invitations``) are invited
    in the same transaction; ``challenge`` games are closed when an invitee declines.
    """
    engine = _engine(kind)
    levels = _bot_levels(kind, bots)
    if seats is None:  # with bots: a seat each for the creator, the bots and the invitees
        seats = min(max(engine.min_players, 1 + len(levels) + len(invite or [])),
                    engine.max_players)
    if not isinstance(seats, int) or isinstance(seats, bool) or not (
            engine.min_players <= seats <= engine.max_players):
        raise ServiceError("invalid_seats", f"{kind} seats {engine.min_players} to "
                           f"{engine.max_players} players.", 400)
    if visibility not in VISIBILITIES:
        raise ServiceError("invalid_visibility", "visibility must be \"public\" or "
                           "\"private\".", 400)
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ServiceError("invalid_options", "options must be a JSON object.", 400)
    if options.get("setup") is not None and not user.is_staff:
        raise ServiceError("setup_staff_only", "Only staff may fix a game's setup.", 403)
    # the clock options belong to the service, not the rules: split them off
    options = dict(options)
    try:
        clock, on_timeout = clocks.validate(options.pop("clock", ...),
                                            options.pop("on_timeout", ...),
                                            realtime=engine.realtime)
    except clocks.ClockError as exc:
        raise ServiceError(exc.code, exc.message, 400)
    full = engine.validate_options(options, seats)  # InvalidOptions -> 400
    if "dictionary" in full and not dictionary_exists(full["dictionary"]):
        # the engine cannot see which word lists exist; without this the game never starts
        raise ServiceError("unknown_dictionary", f"There is no dictionary "
                           f"{full['dictionary']!r}; see GET /api/dictionaries.", 400)
    invite = invite or []
    if levels and len(levels) + len(invite) >= seats:
        raise ServiceError("too_many_bots", f"This game seats {seats}: you, and at most "
                           f"{seats - 1 - len(invite)} bots besides the invited players.", 400)
    if len(invite) >= seats:
        raise ServiceError("game_full", f"This game seats {seats}: you and at most "
                           f"{seats - 1} invited players.", 409)
    seed = fairplay.new_seed()
    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.create(kind=kind, seats_wanted=seats, options=full, creator=user,
                                   visibility=visibility, created_at=now, updated_at=now)
        GameSecret.objects.create(game=game, seed=seed)
        created = {
            "kind": kind, "options": full, "seats": seats, "creator": user.id,
            "creator_name": user.get_username(), "seed_sha256": fairplay.seed_hash(seed),
            "engine_version": engine.version, "visibility": visibility, "clock": clock,
            "on_timeout": on_timeout}
        if challenge:
            created["challenge"] = True
        if rematch_of is not None:
            created["rematch_of"] = rematch_of
        events = [
            {"type": GAME_CREATED, "data": created},
            {"type": SEAT_JOINED, "data": {"user": user.id, "username": user.get_username()}},
            *(invited_event(invitee, user) for invitee in invite),
            *({"type": SEAT_JOINED, "data": {"user": bot.id, "username": bot.get_username(),
                                             "bot": level}}
              for bot, level in zip(accounts.bot_users(levels), levels, strict=True)),
        ]
        if 1 + len(levels) == seats:  # the bots filled the table: it starts now
            seated = _fold(game, None, 0, events)
            events += _start_events(game, seated, len(events), seated["lobby"]["members"])
        _append(game, None, 0, events, _meta(user, "game.create", engine_version=engine.version))
        notify_invited(invite)
    return game


def _bot_levels(kind: str, bots: Any) -> list[str]:
    """The levels of a ``bots`` request (``[{"level": ...}, ...]``), checked; 400 otherwise."""
    if bots is None:
        return []
    shape = ServiceError("invalid_bots", 'bots must be a list of {"level": "random" | "basic" '
                         '| "strong"}.', 400)
    if not isinstance(bots, list) or not all(isinstance(b, dict) and set(b) == {"level"}
                                             for b in bots):
        raise shape
    levels = [b["level"] for b in bots]
    for level in levels:
        if not isinstance(level, str) or level not in bot_players.LEVELS:
            raise shape
        try:
            bot_players.policy_for(kind, level)
        except bot_players.UnknownLevel:
            raise ServiceError("invalid_bots", f"No {level} bot plays {kind}.", 400)
    return levels


def notify_invited(invitees) -> None:
    """Wake the invitees' inbox long-polls (key ``user:<id>``), inside the transaction."""
    for invitee in invitees:
        waiting.notify(f"user:{invitee.id}")


def invited_event(invitee, by) -> dict:
    return {"type": INVITED, "data": {"user": invitee.id, "username": invitee.get_username(),
                                      "by": by.id}}


def _open_lobby(game_id) -> tuple[Game, dict, int]:
    """Lock a game still in its lobby: (game, folded state, version); else 409."""
    game = _locked_game(game_id)
    state, version = _load(game)
    _require_lobby(state)
    return game, state, version


def _require_lobby(state: dict) -> None:
    if state["lobby"]["status"] != "lobby":
        raise ServiceError("game_already_started", "This game has already started.", 409)


def game_join(*, game_id, user, code_sha256: str | None = None,
              invited_only: bool = False) -> Game:
    """Take the next free seat; the game starts by itself when the last seat fills.

    Seats promised to pending invitees are kept for them. A private game is joined only by an
    invitee or with its join code (``code_sha256``, the hash of the code the user holds);
    anyone else is told the game does not exist. ``invited_only``: accepting an invitation.
    """
    with transaction.atomic():
        game = _locked_game(game_id)
        state, version = _load(game)
        lobby = state["lobby"]
        access = lobby_access(lobby)
        if code_sha256 is not None and code_sha256 != access["join_code_sha256"]:
            raise ServiceError("join_code_invalid", "That join code is not valid (any more).",
                               404)
        invited = any(i["user"] == user.id for i in access["invited"])
        member = any(m["user"] == user.id for m in lobby["members"])
        if (access["visibility"] == "private" and code_sha256 is None and not invited
                and not member):
            if user.is_staff:  # staff may look at any game, but seats are the players' to give
                raise ServiceError("not_invited", "A private game is joined by invitation or "
                                   "with its join code.", 409)
            raise ServiceError("not_found", "No such game.", 404)
        if member:  # also answers a retried accept
            raise ServiceError("already_joined", "You already have a seat at this game.", 409)
        if invited_only and not invited:
            raise ServiceError("not_invited", "You have no pending invitation to this game.",
                               409)
        _require_lobby(state)
        promised = len(access["invited"]) - invited  # seats kept for the other invitees
        if len(lobby["members"]) + promised >= lobby["seats"]:
            raise ServiceError("game_full", "Every seat at this game is taken or promised to an "
                               "invited player.", 409)
        joined = {"type": SEAT_JOINED, "data": {"user": user.id, "username": user.get_username()}}
        events = [joined]
        if len(lobby["members"]) + 1 == lobby["seats"]:
            members = lobby["members"] + [joined["data"]]
            events += _start_events(game, state, version + 1, members)
        _append(game, state, version, events, _meta(user, "game.join"))
    return game


def game_leave(*, game_id, user) -> Game:
    """Give up a seat before the game starts (the creator cannot leave their own game)."""
    with transaction.atomic():
        game, state, version = _open_lobby(game_id)
        lobby = state["lobby"]
        if not any(m["user"] == user.id for m in lobby["members"]):
            raise ServiceError("not_a_player", "You have no seat at this game.", 409)
        if lobby["creator"] == user.id:
            raise ServiceError("creator_cannot_leave",
                               "The creator cannot leave their own game.", 409)
        _append(game, state, version, [{"type": SEAT_LEFT, "data": {"user": user.id}}],
                _meta(user, "game.leave"))
    return game


def game_start(*, game_id, user) -> Game:
    """Start with the players seated now (creator only; at least the engine's minimum)."""
    with transaction.atomic():
        game, state, version = _open_lobby(game_id)
        lobby = state["lobby"]
        if lobby["creator"] != user.id:
            raise ServiceError("not_creator", "Only the game's creator can start it.", 403)
        engine = _engine(game.kind)
        if len(lobby["members"]) < engine.min_players:
            raise ServiceError("not_enough_players",
                               f"{game.kind} needs at least {engine.min_players} players.", 409)
        events = _start_events(game, state, version, lobby["members"])
        _append(game, state, version, events, _meta(user, "game.start"))
    return game


def _start_events(game: Game, state: dict, version: int, members: list[dict]) -> list[dict]:
    """``GameStarted`` and the engine's opening events, decided at ``version``."""
    engine = _engine(game.kind)
    players = {str(i): m["user"] for i, m in enumerate(members)}
    names = {str(i): m["username"] for i, m in enumerate(members)}
    started = {"players": players, "names": names}
    bots = {str(i): m["bot"] for i, m in enumerate(members) if m.get("bot")}
    if bots:
        started["bots"] = bots
    options = engine.validate_options(state["lobby"]["options"], len(players))
    rng = fairplay.rng_for(game.secret.seed, version)
    opening = engine.start(list(players), options, rng)
    return [{"type": GAME_STARTED, "data": started}, *opening]


# -- commands -----------------------------------------------------------------------------------
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
    A private game the user may not see is "not found" (``games.access``), checked here under
    the game's lock rather than by the view, which saves the request a query.
    """
    if not isinstance(command, dict) or not isinstance(command.get("type"), str):
        raise ServiceError("bad_command", "A command is a JSON object with a string 'type'.", 400)
    if any(k.startswith("_") for k in command):
        raise ServiceError("bad_command", "Command fields may not start with '_'.", 400)
    if now_ms is None:
        now_ms = clocks.now_ms()
    req_hash = idempotency.request_hash({"command": command, "expected": expected_version})
    fired = False
    for _attempt in range(settings.GAMES_COMMAND_RETRIES + 1):  # + the deadline's turn
        try:
            with transaction.atomic():
                return _submit_once(game_id, user, command, expected_version, idempotency_key,
                                    req_hash, request_id, now_ms, check_deadline=not fired,
                                    bot=bot)
        except _DeadlineDue:
            # the fallback commits on its own, whatever becomes of this player's command
            fired = True
            deadline_fire(game_id=game_id, now_ms=now_ms)
        except ConcurrencyError:
            if expected_version is not None:
                raise ServiceError("stale_version", "The game has moved on; reload it.", 409)
        except IntegrityError:
            # a concurrent request with the same idempotency key stored its answer first
            if not idempotency_key:
                raise
            stored = idempotency.lookup(user.id, game_id, idempotency_key, req_hash)
            if stored is not None:
                return CommandResult(stored.status, stored.body, replayed=True)
    raise ServiceError("busy", "The game is too busy right now; try again.", 503, retry_after=1)


def _refuse_unknown_fields(game: Game, command: dict) -> None:
    """400 ``unknown_field`` for a field the command's type does not declare (games.schema),
    so nothing a client makes up is judged or kept in the log forever. Types the schema does
    not list are left to the engine (``unknown_command``)."""
    kind = game.kind
    declared = schema.commands_for(kind).get(command["type"])
    if declared is None:
        return
    unknown = sorted(set(command) - set(declared) - {"type"})
    if unknown:
        raise ServiceError("unknown_field", f"{kind} {command['type']!r} has no field "
                           f"{unknown[0]!r}; it takes {sorted(declared) or 'no fields'}.", 400,
                           field=unknown[0])


def fire_if_due(game: Game, now_ms: int | None = None) -> bool:
    """The lazy path for reads: fire ``game``'s deadline if the index says it has passed (so a
    player looking at a game never sees a clock below zero). Returns whether anything fired."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    if game.deadline is None or game.deadline.timestamp() * 1000 > now_ms:
        return False
    fired = deadline_fire(game_id=game.id, now_ms=now_ms)
    game.refresh_from_db()
    game.__dict__.pop("stream_version", None)  # read before the fire: no longer the stored one
    return fired


def _deadline_passed(game: Game, now_ms: int) -> bool:
    deadline = game.deadline
    return deadline is not None and deadline.timestamp() * 1000 <= now_ms


class _DeadlineDue(Exception):
    """The game's deadline has passed: leave this transaction and fire it first."""


def _submit_once(game_id, user, command, expected_version, idempotency_key, req_hash,
                 request_id, now_ms, check_deadline: bool = True,
                 bot: str | None = None) -> CommandResult:
    game = _locked_game(game_id)
    if not can_see(game, user):
        raise ServiceError("not_found", "No such game.", 404)
    _refuse_unknown_fields(game, command)
    if check_deadline and _deadline_passed(game, now_ms):
        raise _DeadlineDue
    if idempotency_key:
        try:
            stored = idempotency.lookup(user.id, game.id, idempotency_key, req_hash)
        except idempotency.IdempotencyKeyReused:
            raise ServiceError("idempotency_key_reused",
                               "This Idempotency-Key was used for a different request.", 422)
        if stored is not None:
            return CommandResult(stored.status, stored.body, replayed=True)
    state, version = _load(game)
    lobby = state["lobby"]
    if lobby["status"] == "lobby":
        raise ServiceError("game_not_started", "The game has not started yet.", 409)
    if lobby["status"] == "finished":
        raise ServiceError("game_finished", "The game is over.", 409)
    seat = seat_of(lobby, user.id)
    if seat is None:
        raise ServiceError("not_a_player", "You have no seat at this game.", 403)
    if bot is None and seat in (lobby.get("autopilot") or {}):
        raise ServiceError("seat_on_autopilot", "A bot plays your seat since you left play; "
                           "it plays on to the end of the game.", 409)
    if bot is not None and bot_level(lobby, seat) != bot:
        raise ServiceError("not_a_bot_seat", f"No {bot} bot plays seat {seat}.", 409)
    if expected_version is not None and expected_version != version:
        raise ServiceError("stale_version", f"The game is at version {version}, not "
                           f"{expected_version}; reload it.", 409, version=version)
    meta = _meta(user, command["type"], seat=seat, payload=command, now_ms=now_ms,
                 idempotency_key=idempotency_key, request_id=request_id or str(uuid.uuid4()),
                 **({"bot": bot} if bot else {}))
    engine = _engine(game.kind)
    if command["type"] in endings.COMMANDS:
        # resign / abort / draws: the service's own commands, never shown to the engine
        meta["command"] = f"game.{command['type']}"
        recorded, after = _ending_command(game, state, version, seat, command["type"], meta)
        outcome = engine.outcome(after["engine"])
    else:
        recorded, after, outcome = _judge(game, state, version, seat, command, now_ms, meta)
    engine_state = after["engine"]
    active = after["lobby"]["status"] == "active"
    body = {
        "version": recorded[-1].version,
        "events": [e for e in (render_event(game, r, seat) for r in recorded) if e is not None],
        "view": served_view(game.kind, engine.view(engine_state, seat), outcome, seat),
        "legal_commands": engine.legal_commands(engine_state, seat) if active else [],
        "outcome": outcome,
        "result": after["lobby"].get("result"),
    }
    if idempotency_key:
        idempotency.remember(user.id, game.id, idempotency_key, req_hash, 201, body)
    return CommandResult(201, body)


def _judge(game: Game, state: dict, version: int, seat: str | None, command: dict, now_ms: int,
           meta: dict) -> tuple[list[RecordedEvent], dict, dict]:
    """Decide ``command`` for ``seat`` (None: the service itself) and append the result.

    Appends ``game.finished`` (revealing the seed) when the engine says the game is over.
    Returns (recorded events, the fold after them, outcome).
    """
    engine = _engine(game.kind)
    stamped = {**command, "_now_ms": now_ms, "_version": version}
    rng = fairplay.rng_for(game.secret.seed, version)
    new = engine.decide(state["engine"], seat, stamped, rng)
    if not new:
        raise ServiceError("no_effect", "That command changes nothing.", 422)
    after = _fold(game, state, version, new, seat)
    outcome = engine.outcome(after["engine"])
    if outcome["finished"]:
        gone = list(state["lobby"].get("autopilot") or {})  # they rank after the others
        finished = stream.finished_event(game.secret.seed, outcome,
                                         **endings.normal(outcome, engine.lower_scores_win,
                                                          gone))
        after = _fold(game, after, version + len(new), [finished])
        new = [*new, finished]
    recorded, after = _append(game, state, version, new,
                              {**meta, "engine_version": engine.version}, after=after)
    return recorded, after, outcome


def deadline_fire(*, game_id, now_ms: int | None = None) -> bool:
    """Act on whatever is due in the game at ``now_ms``; returns whether anything was appended.

    In order: vacation pauses that reached their end are closed (``game.clock_resumed``); a
    seat whose correspondence clock ran out forfeits (``on_timeout``); else the engine applies
    its own fallback (``{"type": "timeout"}``, player None; engines that have deadlines report
    ``deadline_ms`` in ``outcome``). Called by the eta task, the beat sweep, and lazily before
    any player command, under the game's row lock, so each deadline lands exactly once. A
    fallback the engine refuses is logged, not raised: it must never block a player's command.
    """
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        game = _locked_game(game_id)
        state, version = _load(game)
        lobby = state["lobby"]
        if lobby["status"] != "active":
            return False
        fired = False
        seat_clocks = lobby.get("clock") or {}
        lapsed = clocks.lapsed_pauses(seat_clocks, now_ms)
        if lapsed:
            resumed = [{"type": clocks.CLOCK_RESUMED,
                        "data": clocks.resume(seat_clocks[s], s, now_ms)} for s in lapsed]
            _, state = _append(game, state, version, resumed,
                               _meta(None, "game.vacation_end", now_ms=now_ms))
            version, lobby, fired = game.version, state["lobby"], True
        out_of_time = clocks.expired(lobby.get("clock") or {}, now_ms)
        if out_of_time:
            seat = out_of_time[0]
            ran_out = clocks.effective_deadline(lobby["clock"][seat])
            _seat_out(game, state, version, seat, "timeout",
                      _meta(None, "game.clock_timeout", now_ms=now_ms, deadline_ms=ran_out),
                      note=f"seat {seat}'s clock ran out at "
                           f"{_at(ran_out).isoformat().replace('+00:00', 'Z')}")
            return True
        deadline = _engine(game.kind).outcome(state["engine"]).get("deadline_ms")
        if deadline is None or now_ms < deadline:
            return fired
        try:
            with transaction.atomic():
                _judge(game, state, version, None, {"type": "timeout"}, now_ms,
                       _meta(None, "game.timeout", now_ms=now_ms))
        except IllegalMove as exc:
            log.error("deadline fallback refused for %s: %s", game.id, exc.code)
            return fired
    return True


# -- endings ------------------------------------------------------------------------------------
def _finish(game: Game, state: dict, version: int, result: dict, meta: dict,
            events: tuple = ()) -> tuple[list[RecordedEvent], dict]:
    """Append ``events`` and ``game.finished`` carrying ``result`` (reveals the seed)."""
    engine_state = state["engine"]
    outcome = _engine(game.kind).outcome(engine_state) if engine_state is not None else None
    return _append(game, state, version,
                   [*events, stream.finished_event(game.secret.seed, outcome, **result)], meta)


AUTOPILOT_LEVEL = "basic"


def _seat_out(game: Game, state: dict, version: int, seat: str, reason: str, meta: dict,
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
        return _append(game, state, version, [{"type": AUTOPILOT, "data": {
            "seat": seat, "reason": reason, "level": AUTOPILOT_LEVEL}}], meta)
    engine = _engine(game.kind)
    outcome = engine.outcome(state["engine"]) if state["engine"] is not None else None
    result = endings.seat_out(reason, seat, players, outcome, engine.lower_scores_win, note,
                              gone=[s for s in lobby.get("autopilot") or {} if s != seat])
    return _finish(game, state, version, result, meta)


def _ending_command(game: Game, state: dict, version: int, seat: str, type_: str, meta: dict):
    """Resign, abort or a draw step by ``seat``; refusals write nothing."""
    lobby = state["lobby"]
    if type_ == endings.RESIGN:
        return _seat_out(game, state, version, seat, "resign", meta)
    if type_ == endings.ABORT:
        if all(s in lobby.get("acted", ()) for s in lobby["players"]):
            raise ServiceError("abort_window_closed", "A game can be aborted only until every "
                               "seat has made its first move; resign instead.", 409)
        return _finish(game, state, version, endings.aborted(seat), meta)
    if game.kind in endings.NO_DRAWS:
        raise ServiceError("draw_unavailable", f"{game.kind} has no draws.", 422)
    draw = lobby.get("draw")
    if type_ == endings.OFFER_DRAW:
        if draw is not None:
            raise ServiceError("draw_already_offered", "A draw offer is already on the table; "
                               "accept or decline it.", 409)
        return _append(game, state, version, [{"type": DRAW_OFFERED, "data": {"seat": seat}}],
                       meta)
    if draw is None:
        raise ServiceError("no_draw_offer", "No draw has been offered.", 409)
    if type_ == endings.DECLINE_DRAW:
        return _append(game, state, version, [{"type": DRAW_DECLINED, "data": {"seat": seat}}],
                       meta)
    if seat in draw["accepted"]:
        raise ServiceError("draw_already_accepted", "You have already agreed to this draw.", 409)
    accepted = {"type": DRAW_ACCEPTED, "data": {"seat": seat}}
    if set(draw["accepted"]) | {seat} != set(lobby["players"]):
        return _append(game, state, version, [accepted], meta)
    outcome = _engine(game.kind).outcome(state["engine"])
    return _finish(game, state, version, endings.drawn(list(lobby["players"]), outcome), meta,
                   events=(accepted,))


# -- disputes -----------------------------------------------------------------------------------
MAX_TEXT = 2000


def dispute_open(*, game_id, user, reason: Any) -> dict:
    """A seated player asks staff to look at the game as it stands (appends, never edits)."""
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_TEXT:
        raise ServiceError("invalid_reason", f"reason must be 1 to {MAX_TEXT} characters.", 400)
    with transaction.atomic():
        game = _locked_game(game_id)
        state, version = _load(game)
        lobby = state["lobby"]
        seat = seat_of(lobby, user.id)
        if seat is None:
            raise ServiceError("not_a_player", "Only a game's players can dispute it.", 403)
        if any(d["by"] == user.id and d["status"] == "open" for d in lobby.get("disputes", [])):
            raise ServiceError("dispute_already_open", "You already have an open dispute on "
                               "this game; staff will answer it first.", 409)
        number = len(lobby.get("disputes", [])) + 1
        opened = {"dispute": number, "by": user.id, "seat": seat, "reason": reason.strip(),
                  "at_version": version}
        _append(game, state, version, [{"type": DISPUTE_OPENED, "data": opened}],
                _meta(user, "game.dispute"))
    return opened


DECISION_KINDS = ("annul", "set_result", "rewind", "dismiss")


def dispute_resolve(*, game_id, user, dispute: Any, decision: Any, kind: Any = "dismiss",
                    to_version: Any = None, winners: Any = None, scores: Any = None) -> dict:
    """Staff settle dispute number ``dispute``: append their decision and what it does.

    ``decision`` is the staff member's reason (kept in the log). ``kind``:

    * ``dismiss``: no change to the game.
    * ``annul``: the game ends with no result (``game.finished``, ``result.void``).
    * ``set_result``: staff set ``winners`` (seat ids) and optionally ``scores``
      (``{seat: int}``). An active game ends with that result; on a finished game a further
      ``game.finished`` corrects the result (the earlier one stays in the log).
    * ``rewind``: the game continues from its state at ``to_version`` (``game.rewound``; the
      events in between stay in the log, superseded). Only an active game can be rewound: a
      finished game has revealed its seed, so its future shuffles would be predictable.

    Every decision appends ``game.dispute_resolved {dispute, by, by_name, kind, decision, ...}``
    first: that event is what a notifier tells the players about. Refusals write nothing.
    """
    _require_moderator(user)
    if not isinstance(decision, str) or not decision.strip() or len(decision) > MAX_TEXT:
        raise ServiceError("invalid_decision",
                           f"decision must be 1 to {MAX_TEXT} characters.", 400)
    if kind not in DECISION_KINDS:
        raise ServiceError("invalid_decision_kind",
                           f"kind must be one of {', '.join(DECISION_KINDS)}.", 400)
    note = decision.strip()
    with transaction.atomic():
        game = _locked_game(game_id)
        state, version = _load(game)
        lobby = state["lobby"]
        found = next((d for d in lobby.get("disputes", []) if d["dispute"] == dispute), None)
        if found is None:
            raise ServiceError("not_found", "No such dispute.", 404)
        if found["status"] != "open":
            raise ServiceError("dispute_closed", "That dispute is already resolved.", 409)
        resolved = {"dispute": dispute, "by": user.id, "by_name": user.get_username(),
                    "kind": kind, "decision": note}
        meta = _meta(user, "game.dispute_resolve", dispute=dispute, kind=kind)
        engine_outcome = (_engine(game.kind).outcome(state["engine"])
                          if state["engine"] is not None else None)
        if kind == "annul":
            effect = [stream.finished_event(game.secret.seed, engine_outcome, reason="staff",
                                            void=True, note=note, dispute=dispute)]
        elif kind == "set_result":
            winners, scores = _staff_result(lobby, winners, scores)
            resolved.update(winners=winners, scores=scores)
            effect = [stream.finished_event(game.secret.seed, engine_outcome, reason="staff",
                                            winners=winners, scores=scores, note=note,
                                            dispute=dispute)]
        elif kind == "rewind":
            _check_rewind(game, lobby, version, to_version)
            resolved["to_version"] = to_version
            effect = [{"type": GAME_REWOUND, "data": {
                "to_version": to_version, "dispute": dispute, "by": user.id,
                "by_name": user.get_username()}}]
        else:
            effect = []
        events = [{"type": DISPUTE_RESOLVED, "data": resolved}, *effect]
        if kind == "rewind":
            pending = [RecordedEvent(game.id, at, e["type"], e["data"])
                       for at, e in enumerate(events, start=version + 1)]
            after = GameFolder(game.kind).fold([*store.load(game.id), *pending])
            _append(game, state, version, events, meta, after=after)
        else:
            _append(game, state, version, events, meta)
    return resolved


def _require_moderator(user) -> None:
    if not user.is_staff:
        raise ServiceError("staff_only", "Only staff can resolve disputes.", 403)
    if not user.has_perm("games.resolve_dispute"):
        raise ServiceError("missing_permission", "Resolving disputes needs the "
                           "games.resolve_dispute permission (the moderators group).", 403)


def _staff_result(lobby: dict, winners: Any, scores: Any) -> tuple[list[str], dict | None]:
    """Check a staff-set result against the game's seats: (winners, scores)."""
    seats = lobby["players"]
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners) \
            or len(set(winners)) != len(winners):
        raise ServiceError("invalid_result", "winners must be a list of distinct seat ids "
                           '(such as ["0"]).', 400)
    if scores is not None and (not isinstance(scores, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in scores.values())):
        raise ServiceError("invalid_result", "scores must map seat ids to integers.", 400)
    for seat in [*winners, *(scores or {})]:
        if seat not in seats:
            raise ServiceError("unknown_seat", f"This game has no seat {seat!r}.", 400,
                               seat=seat)
    return winners, scores


def _check_rewind(game: Game, lobby: dict, version: int, to_version: Any) -> None:
    """Refuse a rewind that cannot continue the game fairly or consistently."""
    if lobby["status"] != "active":
        raise ServiceError("rewind_finished_game", "Only an active game can be rewound: a "
                           "finished game has revealed its seed. Set its result instead.", 409)
    if not isinstance(to_version, int) or isinstance(to_version, bool):
        raise ServiceError("invalid_rewind_version", "to_version must be an integer.", 400)
    if to_version >= version:
        raise ServiceError("rewind_beyond_current", f"The game is at version {version}: "
                           "rewind to an earlier version.", 400, version=version)
    recorded = store.load(game.id)
    batch = {r.version: r.meta.get("batch_start") for r in recorded}
    started = next(r.version for r in recorded if r.type == GAME_STARTED)
    opening_end = max(v for v, b in batch.items() if b == batch[started])
    if to_version < opening_end:
        raise ServiceError("rewind_before_start", f"The game's opening ends at version "
                           f"{opening_end}: rewind to it or later.", 400, first=opening_end)
    if batch[to_version] == batch[to_version + 1]:
        raise ServiceError("rewind_mid_batch", f"Version {to_version} is inside one decision "
                           "(its events were appended together): pick the batch's last event.",
                           400)
    dropped = stream.superseded(recorded)
    # inside a stretch a rewind dropped (even on a dispute record there): the state "at" it
    # is not one the game ever continued from
    if to_version in dropped or any(v < to_version < by for v, by in dropped.items()):
        raise ServiceError("rewind_superseded", f"Version {to_version} was already superseded "
                           "by an earlier rewind.", 400)


def hint_get(*, game, user) -> dict:
    """Advice for the requester's own seat, when the game was created with ``hints: true``."""
    state, _ = _load(game)
    lobby = state["lobby"]
    if lobby["status"] != "active":
        raise ServiceError("game_not_active", "Hints are given during play only.", 409)
    seat = seat_of(lobby, user.id)
    if seat is None:
        raise ServiceError("not_a_player", "You have no seat at this game.", 403)
    if not lobby["options"].get("hints"):
        raise ServiceError("hints_disabled", "This game was created without hints.", 403)
    return _engine(game.kind).hint(state["engine"], seat)


# -- vacations ----------------------------------------------------------------------------------
VACATION_MIN_CLOCK_MS = clocks.HOUR_MS  # no vacation while a clock of yours has less left


def _at(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, tz=UTC)


def _ms(when: datetime) -> int:
    return int(when.timestamp() * 1000)


def vacation_status(*, user, now_ms: int | None = None) -> dict:
    """The user's vacation allowance this (UTC calendar) year and any vacation under way.

    A vacation is charged to the year it starts in; its time counts until it ends, or until it
    reaches ``until``, the moment the allowance would run out.
    """
    now = _at(now_ms if now_ms is not None else clocks.now_ms())
    allowance = settings.GAMES_VACATION_DAYS_PER_YEAR * clocks.DAY_MS
    used = sum(_ms(min(vac.end(), now)) - _ms(vac.started_at)
               for vac in Vacation.objects.filter(user=user, started_at__year=now.year,
                                                  started_at__lte=now))
    current = Vacation.objects.filter(user=user, ended_at__isnull=True, started_at__lte=now,
                                      until__gt=now).first()
    return {
        "on_vacation": current is not None,
        "started_at": current.started_at if current else None,
        "until": current.until if current else None,
        "year": now.year,
        "allowance_days": settings.GAMES_VACATION_DAYS_PER_YEAR,
        "used_seconds": used // 1000,
        "remaining_seconds": max(0, allowance - used) // 1000,
    }


def _lock_user(user) -> None:
    """Serialize one user's vacation changes (their row lock)."""
    type(user).objects.select_for_update().filter(pk=user.pk).first()


def _timed_games(user) -> list:
    """Ids of the user's active games, in a fixed order (so game locks never deadlock)."""
    return sorted(Game.objects.filter(status=Game.Status.ACTIVE, seats__user=user)
                  .values_list("id", flat=True), key=str)


def vacation_start(*, user, now_ms: int | None = None) -> dict:
    """Stop the user's clocks in every game until they come back or the allowance runs out.

    Refused (nothing written) when already on vacation, when the year's allowance is used up,
    or when a clock of theirs has under an hour left. Each affected game records
    ``game.clock_paused``.
    """
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        _lock_user(user)
        status = vacation_status(user=user, now_ms=now_ms)
        if status["on_vacation"]:
            raise ServiceError("already_on_vacation", "You are already on vacation.", 409)
        if status["remaining_seconds"] <= 0:
            raise ServiceError("vacation_exhausted", "You have used this year's vacation "
                               f"allowance ({status['allowance_days']} days).", 409)
        Vacation.objects.filter(user=user, ended_at__isnull=True).update(
            ended_at=models.F("until"))  # lapsed ones close at their latest end
        until_ms = now_ms + status["remaining_seconds"] * 1000
        Vacation.objects.create(user=user, started_at=_at(now_ms), until=_at(until_ms))
        for game, state, version, seat in _my_clocked_seats(user):
            c = state["lobby"]["clock"][seat]
            left = clocks.remaining_ms(c, now_ms)
            if left is not None and not clocks.paused(c, now_ms) and \
                    left < VACATION_MIN_CLOCK_MS:
                raise ServiceError("vacation_clock_low", "A clock of yours has under an hour "
                                   "left; move first.", 409, game=str(game.id),
                                   seconds_left=left // 1000)
            events = []
            resumed = clocks.resume(c, seat, now_ms)  # a lapsed pause from a past vacation
            if resumed is not None:
                events.append({"type": clocks.CLOCK_RESUMED, "data": resumed})
            events.append({"type": clocks.CLOCK_PAUSED,
                           "data": {"seat": seat, "at_ms": now_ms, "until_ms": until_ms}})
            _append(game, state, version, events,
                    _meta(user, "game.vacation_start", now_ms=now_ms))
    return vacation_status(user=user, now_ms=now_ms)


def _my_clocked_seats(user):
    """(game, state, version, seat) of each of ``user``'s clocked games, locked and folded."""
    for game_id in _timed_games(user):
        game = _locked_game(game_id)
        state, version = _load(game)
        seat = seat_of(state["lobby"], user.id)
        if state["lobby"].get("clock") and seat is not None:
            yield game, state, version, seat


def vacation_stop(*, user, now_ms: int | None = None) -> dict:
    """End the user's vacation now: their clocks run again (``game.clock_resumed``)."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        _lock_user(user)
        if not vacation_status(user=user, now_ms=now_ms)["on_vacation"]:
            raise ServiceError("not_on_vacation", "You are not on vacation.", 409)
        Vacation.objects.filter(user=user, ended_at__isnull=True, until__gt=_at(now_ms)
                                ).update(ended_at=_at(now_ms))
        for game, state, version, seat in _my_clocked_seats(user):
            resumed = clocks.resume(state["lobby"]["clock"][seat], seat, now_ms)
            if resumed is not None:
                _append(game, state, version, [{"type": clocks.CLOCK_RESUMED, "data": resumed}],
                        _meta(user, "game.vacation_stop", now_ms=now_ms))
    return vacation_status(user=user, now_ms=now_ms)
