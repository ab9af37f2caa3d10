"""The lobby: create a game, take and give up seats, start it (its opening is decided here)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.blocks import separated_from
from accounts.services import BOT_PREFIX
from config.errors import ServiceError
from dictionary.selectors import dictionary_exists
from events import waiting
from games import bots as bot_players
from games.domain import access, endings, fairplay, time_control
from games.domain.stream import (
    GAME_CREATED,
    GAME_STARTED,
    INVITED,
    SEAT_JOINED,
    SEAT_LEFT,
    finished_event,
    lobby_access,
)
from games.errors import refusals
from games.models import BotAccount, Game, GameSecret
from games.selectors.access import viewer_of
from games.services import caps
from games.services.unit_of_work import (
    append,
    command_meta,
    engine_for,
    fold,
    load,
    locked_game,
)


def game_create(*, user, kind: str, options: Any = None, seats: Any = None,
                visibility: Any = access.PUBLIC, invite: list | None = None,
                challenge: bool = False, rematch_of: str | None = None, bots: Any = None) -> Game:
    """Create a game in the lobby; its creator takes the first seat.

    ``bots`` (``[{"level": "random" | "basic" | "strong"}, ...]``) seats computer players in
    the next seats (default ``seats``: enough for them, the creator and the invitees); it starts at
    once when that fills every seat. The bots and invitees must fit in the seats besides the
    creator's own: ``invalid_bots`` (400) for a bad shape or level, ``too_many_bots`` (400).

    ``visibility`` "private" keeps the game out of lists and hidden from outsiders (see
    ``games.domain.access``). ``invite`` (users, already checked by
    ``games.services.invitations``) are invited in the same transaction; ``challenge`` games are
    closed when an invitee declines.

    The per-user caps (``games.services.caps``) are counted under the creator's and the
    invitees' row locks: ``too_many_open_games`` for a game that would wait in its lobby, the
    invitation caps for ``invite`` (409, nothing written).
    """
    engine = engine_for(kind)
    levels = _bot_levels(kind, bots)
    invite = invite or []
    seats = _seat_count(engine, kind, seats, 1 + len(levels) + len(invite))
    if visibility not in access.VISIBILITIES:
        raise ServiceError("invalid_visibility", "visibility must be \"public\" or "
                           "\"private\".")
    full, clock, on_timeout = _game_options(engine, user, options, seats)
    if levels and len(levels) + len(invite) >= seats:
        raise ServiceError("too_many_bots", f"This game seats {seats}: you, and at most "
                           f"{seats - 1 - len(invite)} bots besides the invited players.")
    if len(invite) >= seats:
        raise ServiceError("game_full", f"This game seats {seats}: you and at most "
                           f"{seats - 1} invited players.")
    seed = fairplay.new_seed()
    now = timezone.now()
    with transaction.atomic():
        caps.lock_users([user.id, *(invitee.id for invitee in invite)])
        if 1 + len(levels) < seats:  # it waits in its lobby for people
            caps.check_new_lobby(user)
        caps.check_new_invitations(user, invite)
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
              for bot, level in zip(bot_users(levels), levels, strict=True)),
        ]
        if 1 + len(levels) == seats:  # the bots filled the table: it starts now
            seated = fold(game, None, 0, events)
            events += start_events(game, seated, len(events), seated["lobby"]["members"])
        append(game, None, 0, events,
               command_meta(user, "game.create", engine_version=engine.version))
        notify_invited(invite)
    return game


def paired_terms(*, user, kind: Any, seats: Any, clock: Any = ...,
                 on_timeout: Any = ...) -> dict:
    """The terms of a game quick pairing would create, checked as ``game_create`` checks a
    game's: ``{kind, seats, options, clock, on_timeout}`` (the rules' default options, the
    clock's stored form). The same refusals, 400: ``unknown_kind``, ``invalid_seats`` (None:
    the kind's minimum), ``invalid_clock``, ``clock_out_of_range``, ``invalid_on_timeout``."""
    if not isinstance(kind, str):
        raise ServiceError("unknown_kind", f"There is no game kind {kind!r}.")
    engine = engine_for(kind)
    seats = _seat_count(engine, kind, seats, engine.min_players)
    options = {"clock": clock, "on_timeout": on_timeout}
    full, checked_clock, checked_on_timeout = _game_options(
        engine, user, {k: v for k, v in options.items() if v is not ...}, seats)
    return {"kind": kind, "seats": seats, "options": full, "clock": checked_clock,
            "on_timeout": checked_on_timeout}


def game_create_paired(*, users: list, terms: dict) -> Game:
    """A game quick pairing made: every one of ``users`` seated (in this order, the first as
    its creator) and the game started, in one append. ``terms`` come from ``paired_terms``.
    ``game.created`` carries ``"paired": true``. Runs in the caller's transaction (the
    pairing service marks its seeks matched in the same one)."""
    kind, seats = terms["kind"], terms["seats"]
    if len(users) != seats or len({u.id for u in users}) != seats:
        raise ValueError("a paired game seats exactly `seats` distinct players")
    engine = engine_for(kind)
    creator = users[0]
    seed = fairplay.new_seed()
    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.create(kind=kind, seats_wanted=seats, options=terms["options"],
                                   creator=creator, visibility=access.PUBLIC, created_at=now,
                                   updated_at=now)
        GameSecret.objects.create(game=game, seed=seed)
        created = {
            "kind": kind, "options": terms["options"], "seats": seats, "creator": creator.id,
            "creator_name": creator.get_username(), "seed_sha256": fairplay.seed_hash(seed),
            "engine_version": engine.version, "visibility": access.PUBLIC,
            "clock": terms["clock"], "on_timeout": terms["on_timeout"], "paired": True}
        events = [{"type": GAME_CREATED, "data": created},
                  *({"type": SEAT_JOINED, "data": {"user": u.id, "username": u.get_username()}}
                    for u in users)]
        seated = fold(game, None, 0, events)
        events += start_events(game, seated, len(events), seated["lobby"]["members"])
        append(game, None, 0, events,
               command_meta(users[-1], "game.pair", engine_version=engine.version))
    return game


def _seat_count(engine, kind: str, seats: Any, wanted: int) -> int:
    """The seats a new game asks for (None: ``wanted``, within the kind's limits); 400
    ``invalid_seats`` for a count the kind cannot seat."""
    if seats is None:  # with bots: a seat each for the creator, the bots and the invitees
        seats = min(max(engine.min_players, wanted), engine.max_players)
    if not isinstance(seats, int) or isinstance(seats, bool) or not (
            engine.min_players <= seats <= engine.max_players):
        raise ServiceError("invalid_seats", f"{kind} seats {engine.min_players} to "
                           f"{engine.max_players} players.")
    return seats


def _game_options(engine, user, options: Any, seats: int) -> tuple[dict, dict | None, str]:
    """A new game's options checked: ``(the rules' full options, clock, on_timeout)``."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ServiceError("invalid_options", "options must be a JSON object.")
    if options.get("setup") is not None and not user.is_staff:
        raise ServiceError("setup_staff_only", "Only staff may fix a game's setup.")
    # the clock options belong to the service, not the rules: split them off
    options = dict(options)
    try:
        clock, on_timeout = time_control.validate(options.pop("clock", ...),
                                                  options.pop("on_timeout", ...),
                                                  realtime=engine.realtime)
    except time_control.ClockError as exc:
        raise ServiceError(exc.code, exc.message)
    with refusals():  # InvalidOptions: 400
        full = engine.validate_options(options, seats)
    if "dictionary" in full and not dictionary_exists(full["dictionary"]):
        # the engine cannot see which word lists exist; without this the game never starts
        raise ServiceError("unknown_dictionary", f"There is no dictionary "
                           f"{full['dictionary']!r}; see GET /api/dictionaries.")
    return full, clock, on_timeout


def _bot_levels(kind: str, bots: Any) -> list[str]:
    """The levels of a ``bots`` request (``[{"level": ...}, ...]``), checked; 400 otherwise."""
    if bots is None:
        return []
    shape = ServiceError("invalid_bots", 'bots must be a list of {"level": "random" | "basic" '
                         '| "strong"}.')
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
            raise ServiceError("invalid_bots", f"No {level} bot plays {kind}.")
    return levels


def notify_invited(invitees) -> None:
    """Wake the invitees' inbox long-polls (key ``user:<id>``), inside the transaction."""
    for invitee in invitees:
        waiting.notify(f"user:{invitee.id}")


def invited_event(invitee, by) -> dict:
    return {"type": INVITED, "data": {"user": invitee.id, "username": invitee.get_username(),
                                      "by": by.id}}


def open_lobby(game_id) -> tuple[Game, dict, int]:
    """Lock a game still in its lobby: (game, folded state, version); else 409."""
    game = locked_game(game_id)
    state, version = load(game)
    require_lobby(state)
    return game, state, version


def require_lobby(state: dict) -> None:
    if state["lobby"]["status"] != "lobby":
        raise ServiceError("game_already_started", "This game has already started.")


def game_join(*, game_id, user, code_sha256: str | None = None,
              invited_only: bool = False) -> Game:
    """Take the next free seat; the game starts by itself when the last seat fills.

    Seats promised to pending invitees are kept for them. A private game is joined only by an
    invitee or with its join code (``code_sha256``, the hash of the code the user holds);
    anyone else is told the game does not exist. ``invited_only``: accepting an invitation.
    Nobody joins a table where someone they blocked, or who blocked them, sits: 403 ``blocked``
    (``accounts.blocks``), an invitation made before the block included.
    """
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        lobby = state["lobby"]
        lobby_keys = lobby_access(lobby)
        if code_sha256 is not None and code_sha256 != lobby_keys["join_code_sha256"]:
            raise ServiceError("join_code_invalid", "That join code is not valid (any more).")
        invited = any(i["user"] == user.id for i in lobby_keys["invited"])
        member = any(m["user"] == user.id for m in lobby["members"])
        if code_sha256 is None:  # a join code is a way in to a game one may not see yet
            if not access.visible_in_lobby(lobby, viewer_of(user)):
                raise ServiceError("not_found", "No such game.")
            if lobby_keys["visibility"] == access.PRIVATE and not invited and not member:
                # staff may look at any game, but seats are the players' to give
                raise ServiceError("not_invited", "A private game is joined by invitation or "
                                   "with its join code.")
        if member:  # also answers a retried accept
            raise ServiceError("already_joined", "You already have a seat at this game.")
        if invited_only and not invited:
            raise ServiceError("not_invited", "You have no pending invitation to this game.")
        require_lobby(state)
        if separated_from(user.id, among=[m["user"] for m in lobby["members"]]):
            # an invitation made before a block is refused here too
            raise ServiceError("blocked", "You cannot join this game: a block stands between "
                               "you and one of its players.")
        promised = len(lobby_keys["invited"]) - invited  # seats kept for the other invitees
        if len(lobby["members"]) + promised >= lobby["seats"]:
            raise ServiceError("game_full", "Every seat at this game is taken or promised to an "
                               "invited player.")
        joined = {"type": SEAT_JOINED, "data": {"user": user.id, "username": user.get_username()}}
        events = [joined]
        if len(lobby["members"]) + 1 == lobby["seats"]:
            members = lobby["members"] + [joined["data"]]
            events += start_events(game, state, version + 1, members)
        append(game, state, version, events, command_meta(user, "game.join"))
    return game


def game_leave(*, game_id, user) -> Game:
    """Give up a seat before the game starts (the creator cannot leave their own game)."""
    with transaction.atomic():
        game, state, version = open_lobby(game_id)
        lobby = state["lobby"]
        if not any(m["user"] == user.id for m in lobby["members"]):
            raise ServiceError("not_a_player", "You have no seat at this game.")
        if lobby["creator"] == user.id:
            raise ServiceError("creator_cannot_leave",
                               "The creator cannot leave their own game.")
        append(game, state, version, [{"type": SEAT_LEFT, "data": {"user": user.id}}],
               command_meta(user, "game.leave"))
    return game


def game_start(*, game_id, user) -> Game:
    """Start with the players seated now (creator only; at least the engine's minimum)."""
    with transaction.atomic():
        game, state, version = open_lobby(game_id)
        lobby = state["lobby"]
        if lobby["creator"] != user.id:
            raise ServiceError("not_creator", "Only the game's creator can start it.")
        engine = engine_for(game.kind)
        if len(lobby["members"]) < engine.min_players:
            raise ServiceError("not_enough_players",
                               f"{game.kind} needs at least {engine.min_players} players.")
        events = start_events(game, state, version, lobby["members"])
        append(game, state, version, events, command_meta(user, "game.start"))
    return game


def game_cancel(*, game_id, user) -> Game:
    """The creator closes their game in its lobby: it finishes void without being played (the
    way out of ``too_many_open_games``); pending invitations lapse."""
    with transaction.atomic():
        game, state, version = open_lobby(game_id)
        if state["lobby"]["creator"] != user.id:
            raise ServiceError("not_creator", "Only the game's creator can cancel it.")
        note = f"{user.get_username()} cancelled the game before it started"
        append(game, state, version,
               [finished_event(game.secret.seed, None, endings.cancelled(note))],
               command_meta(user, "game.cancel"))
    return game


def start_events(game: Game, state: dict, version: int, members: list[dict]) -> list[dict]:
    """``GameStarted`` and the engine's opening events, decided at ``version``."""
    engine = engine_for(game.kind)
    players = {str(i): m["user"] for i, m in enumerate(members)}
    names = {str(i): m["username"] for i, m in enumerate(members)}
    started = {"players": players, "names": names}
    bots = {str(i): m["bot"] for i, m in enumerate(members) if m.get("bot")}
    if bots:
        started["bots"] = bots
    rng = fairplay.rng_for(game.secret.seed, version)
    with refusals():
        options = engine.validate_options(state["lobby"]["options"], len(players))
        opening = engine.start(list(players), options, rng)
    return [{"type": GAME_STARTED, "data": started}, *opening]


# -- the computer players' accounts -------------------------------------------------------------
def bot_users(levels: list[str]) -> list:
    """One bot account per entry of ``levels``, made on first use: the n-th bot of a level in
    ``levels`` is ``bot-<level>-<n>``, so two bots of one level at a table are two users."""
    out: list = []
    counts: dict[str, int] = {}
    for level in levels:
        counts[level] = number = counts.get(level, 0) + 1
        out.append(_bot_user(level, number))
    return out


def _bot_user(level: str, number: int):
    account = BotAccount.objects.select_related("user").filter(level=level,
                                                               number=number).first()
    if account is not None:
        return account.user
    User = get_user_model()
    try:
        with transaction.atomic():
            user = User(username=f"{BOT_PREFIX}{level}-{number}")
            user.set_unusable_password()  # nobody logs in as a bot
            user.save()
            BotAccount.objects.create(user=user, level=level, number=number)
            return user
    except IntegrityError:  # made by a concurrent request
        return BotAccount.objects.select_related("user").get(level=level, number=number).user
