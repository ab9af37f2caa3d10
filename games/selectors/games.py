"""Reads: games as a requester may see them. Nothing here writes (snapshots aside, a cache).

Every read is computed for the requester's seat: the engine's ``view``/``redact`` decide what a
seat may see; a user without a seat (or anonymous) is a spectator (``None``).
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import cast

from django.db.models import F, QuerySet

from accounts.erasure import display_name
from config.errors import ServiceError
from events import store
from events.models import Event
from events.store import RecordedEvent
from games import clocks, kinds
from games.domain import endings, time_control
from games.domain.describe import describe
from games.domain.stream import (
    DISPUTE_RESOLVED,
    GAME_REWOUND,
    LOBBY_TYPES,
    lobby_access,
    may_offer_draw,
    public_options,
    redact_lobby,
    seat_of,
)
from games.domain.views import served_view
from games.folders import GameFolder
from games.index import queries
from games.models import Game, Invitation, Seat
from games.selectors.access import listed_for


def seconds_left(deadline: datetime | None, now_ms: int) -> int | None:
    """Whole seconds from ``now_ms`` until a seat's ``deadline`` (0 once passed; None: none).
    The one meaning of every ``seconds_left`` served beside a ``deadline``."""
    return None if deadline is None else seconds_until(clocks.to_ms(deadline), now_ms)


def seconds_until(deadline_ms: int | None, now_ms: int) -> int | None:
    """``seconds_left`` of a deadline in ms."""
    return None if deadline_ms is None else max(0, deadline_ms - now_ms) // 1000


def game_get(game_id) -> Game:
    """The game's index row with ``stream_version`` (see ``queries.game_row``),
    or 404."""
    game = queries.game_row(game_id)
    if game is None:
        raise ServiceError("not_found", "No such game.")
    return game


def game_list(*, user, kind: str | None = None, status: str | None = None,
              mine: bool = False, invited: bool = False, visibility: str | None = None,
              your_turn: bool = False, ended: bool = False) -> QuerySet[Game]:
    """Games ``user`` may find (``games.selectors.access.listed_for``), newest first, filtered."""
    qs = Game.objects.filter(listed_for(user)).prefetch_related("seats__user")
    if visibility:
        if visibility not in Game.Visibility.values:
            raise ServiceError("invalid_filter",
                               f"visibility must be one of {Game.Visibility.values}.")
        qs = qs.filter(visibility=visibility)
    if invited:
        qs = qs.filter(invitations__user=user)
    if kind:
        qs = qs.filter(kind=kind)
    if status:
        if status not in Game.Status.values:
            raise ServiceError("invalid_filter", f"status must be one of {Game.Status.values}.")
        qs = qs.filter(status=status)
    if mine:
        qs = qs.filter(seats__user=user)
    if your_turn:
        qs = qs.filter(status=Game.Status.ACTIVE, seats__user=user, seats__to_act=True,
                       seats__autopilot=False)
    if ended:
        qs = qs.filter(status=Game.Status.FINISHED)
    return qs.order_by("-created_at", "id")


def game_turns(game: Game, user, now_ms: int) -> dict:
    """The list's turn fields from the index: ``to_act``, ``your_turn``, ``deadline`` (the
    same values as ``game_detail``'s: a seat's deadline is when its clock runs out if nobody
    does anything, the top-level one the earliest of them). A seat on autopilot is the bot's
    to play, never its player's turn."""
    seats = [s for s in game.seats.all() if s.to_act]  # prefetched with their users
    return {
        "to_act": [{"seat": str(s.position), "username": display_name(s.user),
                    "deadline": clocks.iso(s.deadline),
                    "seconds_left": seconds_left(s.deadline, now_ms)}
                   for s in seats],
        "your_turn": any(s.user_id == getattr(user, "id", None) and not s.autopilot
                         for s in seats),
        "deadline": clocks.iso(min((s.deadline for s in seats if s.deadline), default=None)),
    }


def player_names(game: Game) -> list[str]:
    """The names of ``game``'s seated players in seat order (index rows, users prefetched);
    an erased account reads ``deleted player``."""
    return [display_name(s.user) for s in game.seats.all()]


def my_turns(*, user, now_ms: int) -> dict:
    """The requester's inbox: active games where they must act, the most urgent first.

    Read from the index only (``Seat.to_act``/``Seat.deadline``); untimed games come last.
    ``etag`` is a hash of the turn set (game and version), so it changes whenever a turn
    starts or ends for them, or a game where they must act moves on.
    """
    mine = (Seat.objects.filter(user=user, to_act=True, autopilot=False,
                                game__status=Game.Status.ACTIVE)
            .select_related("game").prefetch_related("game__seats__user")
            .order_by(F("deadline").asc(nulls_last=True), "game__updated_at", "game_id"))
    turns = []
    for seat in mine:
        game = seat.game
        turns.append({
            "game": str(game.id), "kind": game.kind, "version": game.version,
            "seat": str(seat.position),
            "opponents": [display_name(s.user) for s in game.seats.all()
                          if s.user_id != user.id],
            "deadline": clocks.iso(seat.deadline),
            "seconds_left": seconds_left(seat.deadline, now_ms),
            "last_event": _last_event(game),
        })
    active = Game.objects.filter(status=Game.Status.ACTIVE, seats__user=user).count()
    return {"turns": turns,
            "counts": {"your_turn": len(turns), "active": active,
                       "waiting": active - len(turns)},
            "etag": _turns_tag((t["game"], t["version"]) for t in turns)}


def my_overdue_games(*, user, now_ms: int, limit: int = 20) -> list[Game]:
    """Active games of ``user`` whose deadline has passed but has not been applied yet."""
    return list(Game.objects.filter(status=Game.Status.ACTIVE, seats__user=user,
                                    deadline__lte=clocks.to_datetime(now_ms))
                .order_by("deadline")[:limit])


def turns_etag(user) -> str:
    """The inbox's ``etag`` alone, in one query (what its long-poll compares)."""
    return _turns_tag(Seat.objects.filter(user=user, to_act=True, autopilot=False,
                                          game__status=Game.Status.ACTIVE)
                      .values_list("game_id", "game__version"))


def _turns_tag(pairs) -> str:
    tag = "|".join(sorted(f"{game}:{version}" for game, version in pairs))
    return hashlib.sha256(tag.encode()).hexdigest()[:32]


def _last_event(game: Game) -> dict | None:
    """What happened last in the game, in short: the latest move or lobby event (no data)."""
    last = (Event.objects.filter(stream=game.id).exclude(type__in=time_control.CLOCK_TYPES)
            .order_by("-version").values("version", "type", "meta", "recorded_at").first())
    if last is None:
        return None
    return {"version": last["version"], "type": last["type"],
            "seat": last["meta"].get("seat"), "at": clocks.iso(last["recorded_at"])}


def requester_seat(lobby: dict, user) -> str | None:
    """The requester's seat in a started game (None: a spectator, or the game is in its
    lobby; what the engine's view and redaction are asked for)."""
    if user is None or not user.is_authenticated:
        return None
    return seat_of(lobby, user.id)


def member_seat(lobby: dict, user) -> str | None:
    """The requester's seat as the detail shows it: in a started game their seat; in the lobby
    the seat they take if it starts now (members are seated in join order, so the creator's is
    "0", and it moves down only when someone who joined earlier leaves)."""
    if lobby["players"] or user is None or not user.is_authenticated:
        return requester_seat(lobby, user)
    return next((str(i) for i, m in enumerate(lobby["members"]) if m["user"] == user.id), None)


def render_event(game: Game, recorded: RecordedEvent, seat: str | None) -> dict | None:
    """One stored event as ``seat`` may see it, or None if they may not see it at all."""
    summary = None
    event: dict | None
    if recorded.type in LOBBY_TYPES:
        data = redact_lobby(recorded.type, recorded.data, may_see_setup=False)
        event = {"type": recorded.type, "data": data}
        if recorded.type in SUMMARISED:
            summary = describe(game.kind, recorded.type, data, {})
    else:
        event = kinds.engine(game.kind).redact(recorded.as_event(), seat)
        if event is None:
            return None
    out = {"version": recorded.version, "type": event["type"], "data": event.get("data", {}),
           "recorded_at": clocks.iso(recorded.recorded_at)}
    if summary is not None:
        out["summary"] = summary
    return out


# Staff decisions carry a sentence in the feed, so a client can show what happened plainly.
SUMMARISED = frozenset({DISPUTE_RESOLVED, GAME_REWOUND})


def dispute_list(game: Game) -> list[dict]:
    """The game's disputes as the log tells them (same visibility as the game itself)."""
    state, _ = store.load_state(game.id, GameFolder.of(game))
    return state["lobby"].get("disputes", [])


def game_detail(game: Game, user, now_ms: int | None = None) -> dict:
    """The game as ``user`` may see it (kind, status, version, seats, view, ...)."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    folder = GameFolder.of(game)
    state, version = store.load_state(game.id, folder,
                                      stored_version=getattr(game, "stream_version", None))
    lobby = state["lobby"]
    seat = requester_seat(lobby, user)
    engine = kinds.engine(game.kind)
    detail = {
        "id": str(game.id),
        "kind": game.kind,
        "status": lobby["status"],
        "version": version,
        "creator": lobby["creator"],
        "seats_wanted": lobby["seats"],
        "options": {**public_options(lobby["options"]),
                    "clock": time_control.public(lobby.get("clock_options")),
                    "on_timeout": lobby.get("on_timeout", "forfeit")},
        "seed_sha256": lobby["seed_sha256"],
        "seed": lobby["seed"],
        "seats": _seats(lobby),
        "your_seat": member_seat(lobby, user),
        "view": None,
        "legal_commands": [],
        "outcome": None,
        "deadline": None,  # the earliest of the seats' to act, below
        "disputes": lobby.get("disputes", []),
        **_access_detail(lobby),
        "created_at": clocks.iso(game.created_at),
        "updated_at": clocks.iso(game.updated_at),
        "result": lobby.get("result"),
        "clock": _clock(lobby, now_ms),
        "to_act": [],
        "draw_offer": lobby.get("draw"),
        "endings": [],
    }
    if state["engine"] is not None:
        detail["outcome"] = folder.outcome(state)
        detail["view"] = served_view(game.kind, engine.view(state["engine"], seat),
                                     detail["outcome"], seat)
        if lobby["status"] == "active":
            due = time_control.seat_deadlines(lobby.get("clock") or {},
                                              detail["outcome"]["to_act"],
                                              detail["outcome"].get("deadline_ms"))
            detail["to_act"] = [
                {"seat": s, "username": lobby["names"][s], "deadline": clocks.iso(due[s]),
                 "seconds_left": seconds_until(due[s], now_ms)}
                for s in detail["outcome"]["to_act"]]
            detail["deadline"] = clocks.iso(min((t for t in due.values() if t is not None),
                                                default=None))
            if seat is not None and seat not in (lobby.get("autopilot") or {}):
                # a seat on autopilot is the bot's to play: its player may send nothing
                detail["legal_commands"] = engine.legal_commands(state["engine"], seat)
                detail["endings"] = _endings(game.kind, lobby, seat)
    return detail


def _access_detail(lobby: dict) -> dict:
    """Visibility, invitations, challenge and rematch links, as every viewer may see them."""
    access = lobby_access(lobby)
    return {"visibility": access["visibility"], "challenge": access["challenge"],
            "invited": [{"user": i["user"], "username": i["username"]}
                        for i in access["invited"]],
            "join_code_active": access["join_code_sha256"] is not None,
            "rematch_of": access["rematch_of"], "rematch": access["rematch"]}


def invitations_for(user) -> QuerySet[Invitation]:
    """Pending invitations (and challenges) addressed to ``user``, newest game first."""
    return (Invitation.objects.filter(user=user)
            .select_related("game", "invited_by").prefetch_related("game__seats__user"))


def invitation_rows(invitations) -> list[dict]:
    """A page of ``invitations_for`` as the API shows it; challenge and rematch links come from
    each game's ``game.created`` event (one query for the page)."""
    created = dict(Event.objects.filter(stream__in=[i.game_id for i in invitations], version=1)
                   .values_list("stream", "data"))
    rows = []
    for invitation in invitations:
        game, data = invitation.game, created.get(invitation.game_id, {})
        rows.append({
            "game": str(game.id), "kind": game.kind, "visibility": game.visibility,
            "challenge": data.get("challenge", False), "rematch_of": data.get("rematch_of"),
            "invited_by": display_name(invitation.invited_by) if invitation.invited_by else None,
            "seats_wanted": game.seats_wanted,
            "players": player_names(game),
            "created_at": clocks.iso(game.created_at)})
    return rows


def _clock(lobby: dict, now_ms: int) -> dict | None:
    """The correspondence clock as clients see it (None: untimed)."""
    cfg = lobby.get("clock_options")
    if not cfg:
        return None
    out = {**cast(dict, time_control.public(cfg)),  # (a clock is set)
           "on_timeout": lobby.get("on_timeout"), "seats": {}}
    for seat, c in (lobby.get("clock") or {}).items():
        counting = c["deadline_ms"] is not None and lobby["status"] == "active"
        # a vacation holds the clock: it is counting (it has a deadline) but not running
        deadline = time_control.effective_deadline(c) if counting else None
        out["seats"][seat] = {
            "running": counting and not time_control.paused(c, now_ms),
            "deadline": clocks.iso(deadline),
            "seconds_left": seconds_until(deadline, now_ms),
            "bank_seconds": c["bank_ms"] // 1000,
            "paused_until": (clocks.iso(c["paused_until_ms"])
                             if time_control.paused(c, now_ms) else None),
        }
    return out


def _endings(kind: str, lobby: dict, seat: str) -> list[str]:
    """The ending commands ``seat`` may send now (they are not in ``legal_commands``)."""
    out = [endings.RESIGN]
    if not all(s in lobby.get("acted", ()) for s in lobby["players"]):
        out.append(endings.ABORT)
    if endings.draws_allowed(kind):
        draw = lobby.get("draw")
        if draw is None:
            if may_offer_draw(lobby, seat):
                out.append(endings.OFFER_DRAW)
        else:
            if seat not in draw["accepted"]:
                out.append(endings.ACCEPT_DRAW)
            out.append(endings.DECLINE_DRAW)
    return out


def _seats(lobby: dict) -> list[dict]:
    """The seats; ``bot``: the level of a computer player's seat (else None); ``autopilot``:
    whether a bot took the seat over from its player."""
    if lobby["players"]:
        bots, pilots = lobby.get("bots") or {}, lobby.get("autopilot") or {}
        return [{"seat": s, "user": uid, "username": lobby["names"][s], "bot": bots.get(s),
                 "autopilot": s in pilots}
                for s, uid in lobby["players"].items()]
    # in the lobby, the seat each member takes if the game starts now (``member_seat``)
    return [{"seat": str(i), "user": m["user"], "username": m["username"], "bot": m.get("bot"),
             "autopilot": False} for i, m in enumerate(lobby["members"])]


def indexed_seat(game: Game, user) -> str | None:
    """The requester's seat id read from the index (no fold): their position once started."""
    if game.status == Game.Status.LOBBY or user is None or not user.is_authenticated:
        return None
    position = game.seats.filter(user=user).values_list("position", flat=True).first()
    return None if position is None else str(position)


def events_feed(game: Game, user, after: int = 0, limit: int = 100, seat=...) -> dict:
    """Events after version ``after`` as the requester may see them (at most ``limit``).
    ``seat``: the requester's seat when the caller has just read it (``game_detail``'s
    ``your_seat``), which saves reading it from the index again."""
    recorded = store.load(game.id, after=after, limit=limit)
    if seat is ...:
        seat = indexed_seat(game, user)
    events = [e for e in (render_event(game, r, seat) for r in recorded) if e is not None]
    last = recorded[-1].version if recorded else after
    return {"events": events, "last_version": last,
            "has_more": len(recorded) == limit and last < game.version}


def events_feed_if_new(game_id, user, after: int, limit: int = 100) -> dict | None:
    """``events_feed`` when the game has passed version ``after``, else None (long-polls)."""
    game = game_get(game_id)
    return events_feed(game, user, after=after, limit=limit) if game.version > after else None


def no_new_events(after: int) -> dict:
    """``events_feed`` of a game still at version ``after`` or before (what a long-poll that
    ran out answers: no need to read the game again)."""
    return {"events": [], "last_version": after, "has_more": False}
