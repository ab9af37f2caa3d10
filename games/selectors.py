"""Reads: games as a requester may see them. Nothing here writes (snapshots aside, a cache).

Every read is computed for the requester's seat: the engine's ``view``/``redact`` decide what a
seat may see; a user without a seat (or anonymous) is a spectator (``None``).
"""

from __future__ import annotations

from django.db.models import QuerySet

from config.errors import ServiceError
from events import store
from events.models import Event
from events.store import RecordedEvent

from . import engines
from .access import listed_for
from .describe import describe
from .models import Game, Invitation
from .stream import (
    DISPUTE_RESOLVED,
    GAME_REWOUND,
    LOBBY_TYPES,
    GameFolder,
    lobby_access,
    public_options,
    redact_lobby,
    seat_of,
)


def game_get(game_id) -> Game:
    game = Game.objects.filter(id=game_id).first()
    if game is None:
        raise ServiceError("not_found", "No such game.", 404)
    return game


def game_list(*, user, kind: str | None = None, status: str | None = None,
              mine: bool = False, invited: bool = False,
              visibility: str | None = None) -> QuerySet[Game]:
    """Games ``user`` may find (``games.access.listed_for``), newest first, filtered."""
    qs = Game.objects.filter(listed_for(user)).prefetch_related("seats__user")
    if visibility:
        if visibility not in Game.Visibility.values:
            raise ServiceError("invalid_filter",
                               f"visibility must be one of {Game.Visibility.values}.", 400)
        qs = qs.filter(visibility=visibility)
    if invited:
        qs = qs.filter(invitations__user=user)
    if kind:
        qs = qs.filter(kind=kind)
    if status:
        if status not in Game.Status.values:
            raise ServiceError("invalid_filter", f"status must be one of {Game.Status.values}.",
                               400)
        qs = qs.filter(status=status)
    if mine:
        qs = qs.filter(seats__user=user)
    return qs.order_by("-created_at", "id")


def requester_seat(lobby: dict, user) -> str | None:
    if user is None or not user.is_authenticated:
        return None
    return seat_of(lobby, user.id)


def render_event(game: Game, recorded: RecordedEvent, seat: str | None) -> dict | None:
    """One stored event as ``seat`` may see it, or None if they may not see it at all."""
    summary = None
    if recorded.type in LOBBY_TYPES:
        data = redact_lobby(recorded.type, recorded.data, may_see_setup=False)
        event = {"type": recorded.type, "data": data}
        if recorded.type in SUMMARISED:
            summary = describe(game.kind, recorded.type, data, {})
    else:
        event = engines.get(game.kind).redact(recorded.as_event(), seat)
        if event is None:
            return None
    out = {"version": recorded.version, "type": event["type"], "data": event.get("data", {}),
           "recorded_at": recorded.recorded_at.isoformat() if recorded.recorded_at else None}
    if summary is not None:
        out["summary"] = summary
    return out


# Staff decisions carry a sentence in the feed, so a client can show what happened plainly.
SUMMARISED = frozenset({DISPUTE_RESOLVED, GAME_REWOUND})


def dispute_list(game: Game) -> list[dict]:
    """The game's disputes as the log tells them (same visibility as the game itself)."""
    state, _ = store.load_state(game.id, GameFolder(game.kind))
    return state["lobby"].get("disputes", [])


def game_detail(game: Game, user) -> dict:
    """The game as ``user`` may see it (DESIGN.md: kind, status, version, seats, view, ...)."""
    state, version = store.load_state(game.id, GameFolder(game.kind))
    lobby = state["lobby"]
    seat = requester_seat(lobby, user)
    engine = engines.get(game.kind)
    detail = {
        "id": str(game.id),
        "kind": game.kind,
        "status": lobby["status"],
        "version": version,
        "creator": lobby["creator"],
        "seats_wanted": lobby["seats"],
        "options": public_options(lobby["options"]),
        "seed_sha256": lobby["seed_sha256"],
        "seed": lobby["seed"],
        "seats": _seats(lobby),
        "your_seat": seat,
        "view": None,
        "legal_commands": [],
        "outcome": None,
        "deadline": game.deadline.isoformat() if game.deadline else None,
        "result": lobby.get("result"),
        "disputes": lobby.get("disputes", []),
        **_access_detail(lobby),
        "created_at": game.created_at.isoformat(),
        "updated_at": game.updated_at.isoformat(),
    }
    if state["engine"] is not None:
        detail["view"] = engine.view(state["engine"], seat)
        detail["outcome"] = engine.outcome(state["engine"])
        if lobby["status"] == "active" and seat is not None:
            detail["legal_commands"] = engine.legal_commands(state["engine"], seat)
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
            "invited_by": invitation.invited_by.username if invitation.invited_by else None,
            "seats_wanted": game.seats_wanted,
            "players": [s.user.username for s in game.seats.all()],
            "created_at": game.created_at.isoformat()})
    return rows


def _seats(lobby: dict) -> list[dict]:
    if lobby["players"]:
        return [{"seat": s, "user": uid, "username": lobby["names"][s]}
                for s, uid in lobby["players"].items()]
    return [{"seat": None, "user": m["user"], "username": m["username"]}
            for m in lobby["members"]]


def indexed_seat(game: Game, user) -> str | None:
    """The requester's seat id read from the index (no fold): their position once started."""
    if game.status == Game.Status.LOBBY or user is None or not user.is_authenticated:
        return None
    position = game.seats.filter(user=user).values_list("position", flat=True).first()
    return None if position is None else str(position)


def events_feed(game: Game, user, after: int = 0, limit: int = 100) -> dict:
    """Events after version ``after`` as the requester may see them (at most ``limit``)."""
    recorded = store.load(game.id, after=after, limit=limit)
    seat = indexed_seat(game, user)
    events = [e for e in (render_event(game, r, seat) for r in recorded) if e is not None]
    last = recorded[-1].version if recorded else after
    return {"events": events, "last_version": last,
            "has_more": len(recorded) == limit and last < game.version}



def events_feed_if_new(game_id, user, after: int, limit: int = 100) -> dict | None:
    """``events_feed`` when the game has passed version ``after``, else None (long-polls)."""
    game = game_get(game_id)
    return events_feed(game, user, after=after, limit=limit) if game.version > after else None
