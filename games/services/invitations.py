"""Invitations: private games, invitations, join codes, challenges and rematches.

One mechanism underneath all of them: a game in its lobby whose ``game.invited`` events promise
seats to named users. A challenge is a private game created with its opponent invited; a rematch
is a challenge to the players of a finished game. Accepting is taking the seat (``game_join``),
so the game starts when the last seat fills, as any game does. Every change is an event in the
game's stream (see ``games.domain.stream``); refusals raise ``ServiceError`` before anything is
written.

A pending invitation lapses after ``GAMES_INVITATION_TTL_DAYS`` (``invitations_expire``, a beat
task): nobody's seat is kept for ever.

Join codes are 192-bit random strings (``secrets.token_urlsafe``, never starting with ``-``);
only their SHA-256 is written (event log and index), the code itself is shown once to the
creator who made it.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from accounts.blocks import refuse_blocked, separated_from
from accounts.services import normalise_username, user_named
from config.errors import ServiceError
from games.domain import access, endings, time_control
from games.domain.stream import (
    INVITE_DECLINED,
    INVITE_REVOKED,
    JOIN_CODE_REVOKED,
    JOIN_CODE_SET,
    REMATCH_CREATED,
    finished_event,
    lobby_access,
    public_options,
    seat_of,
)
from games.models import Game, Invitation, Seat
from games.selectors.access import viewer_of
from games.services import caps
from games.services.lobby import (
    game_create,
    game_join,
    invited_event,
    notify_invited,
    open_lobby,
    require_lobby,
)
from games.services.unit_of_work import append, command_meta, load, locked_game

JOIN_CODE_BYTES = 24  # 192 bits: guessing one live code among millions stays hopeless
MAX_CODE_LENGTH = 128


# -- checks ---------------------------------------------------------------------------------------
def _visible_game(game_id, user) -> tuple[Game, dict, int]:
    """Lock a game the requester may see (``games.domain.access``) and fold it: (game, state,
    version); a game they may not see is "not found"."""
    game = locked_game(game_id)
    state, version = load(game)
    if not access.visible_in_lobby(state["lobby"], viewer_of(user)):
        raise ServiceError("not_found", "No such game.")
    return game, state, version


def _require_creator(lobby: dict, user, what: str) -> None:
    if lobby["creator"] != user.id:
        raise ServiceError("not_creator", f"Only the game's creator can {what}.")


def _not_self(user, username: Any) -> None:
    # names are unique ignoring case, so "ADA" is Ada herself
    if normalise_username(username).lower() == user.get_username().lower():
        raise ServiceError("cannot_invite_self", "You cannot invite yourself.")


def _user_named(username: Any):
    """The user a person typed (any case, ``accounts.services.user_named``), or 404."""
    user = user_named(username)
    if user is None:
        raise ServiceError("user_not_found", f"There is no user {username!r}.")
    return user


def _invitee(lobby: dict, username: str):
    """The user ``username`` if they may be invited to ``lobby`` now (lobby open, checked)."""
    invitee = _user_named(username)
    access = lobby_access(lobby)
    if any(m["user"] == invitee.id for m in lobby["members"]):
        raise ServiceError("already_seated", f"{username} already has a seat at this game.")
    if any(i["user"] == invitee.id for i in access["invited"]):
        raise ServiceError("already_invited", f"{username} is already invited.")
    if len(lobby["members"]) + len(access["invited"]) >= lobby["seats"]:
        raise ServiceError("game_full", "Every seat at this game is taken or promised to an "
                           "invited player.")
    return invitee


def _refuse_separated(user_id: int, others: list[int], what: str) -> None:
    """``blocked`` (403) when ``user_id`` and any of ``others`` are separated by a block."""
    if separated_from(user_id, among=others):
        raise ServiceError("blocked", f"You cannot {what} this player: a block stands between "
                           "them and a player of this game.")


def _pending(lobby: dict, user_id: int) -> dict | None:
    return next((i for i in lobby_access(lobby)["invited"] if i["user"] == user_id), None)


# -- invitations ----------------------------------------------------------------------------------
def invitation_send(*, game_id, user, username: Any) -> Game:
    """The creator invites ``username`` to a game in its lobby (public or private): a seat is
    kept for them until they take it or decline, or the creator revokes the invitation. The
    invitation caps (``games.services.caps``) are counted under both users' row locks."""
    _not_self(user, username)
    with transaction.atomic():
        named = get_user_model().objects.filter(username=username).first() \
            if isinstance(username, str) else None  # unknown: refused below, as before
        caps.lock_users([user.id, *([named.id] if named else [])])  # before the game's row
        game, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        _require_creator(lobby, user, "invite players")
        require_lobby(state)
        invitee = _invitee(lobby, username)
        refuse_blocked(user.id, invitee.id, "invite")
        # nor to a table where someone they are separated from sits: they could not join it
        _refuse_separated(invitee.id, [m["user"] for m in lobby["members"]], "invite")
        caps.check_new_invitations(user, [invitee])
        append(game, state, version, [invited_event(invitee, user)],
               command_meta(user, "game.invite"))
        notify_invited([invitee])
    return game


def invitation_revoke(*, game_id, user, username: Any) -> Game:
    """The creator takes back a pending invitation."""
    with transaction.atomic():
        game, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        _require_creator(lobby, user, "revoke invitations")
        invitee = _user_named(username)
        if _pending(lobby, invitee.id) is None:
            raise ServiceError("not_invited", f"{username} has no pending invitation.")
        data = {"user": invitee.id, "username": invitee.get_username(), "by": user.id}
        append(game, state, version, [{"type": INVITE_REVOKED, "data": data}],
               command_meta(user, "game.invite_revoke"))
    return game


def invitation_accept(*, game_id, user) -> Game:
    """Take the seat you were invited to (the game starts when the last seat fills)."""
    return game_join(game_id=game_id, user=user, invited_only=True)


def invitation_decline(*, game_id, user) -> Game:
    """Decline a pending invitation: its seat is free again. Declining a challenge (or a
    rematch) closes the game: it finishes void, without being played."""
    with transaction.atomic():
        game, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        if _pending(lobby, user.id) is None:
            raise ServiceError("not_invited", "You have no pending invitation to this game.")
        events = [{"type": INVITE_DECLINED,
                   "data": {"user": user.id, "username": user.get_username()}}]
        if lobby_access(lobby)["challenge"]:
            events.append(cancelled_event(game, f"{user.get_username()} declined the challenge"))
        append(game, state, version, events, command_meta(user, "game.invite_decline"))
    return game


def invitations_expire(now=None) -> int:
    """Withdraw, in the service's name, every pending invitation older than
    ``GAMES_INVITATION_TTL_DAYS`` (0: they never expire); returns how many. An expired invitation is
    ``game.invite_revoked`` with ``by`` null and ``expired`` true, so its seat is free again;
    an expired challenge (or rematch) also closes its game, as a declined one does. One game
    per transaction; what a player did meanwhile (accepted, declined, the game started) is
    seen under the game's lock and left alone."""
    days = settings.GAMES_INVITATION_TTL_DAYS
    if not days:
        return 0
    cutoff = (now or timezone.now()) - timedelta(days=days)
    due = (Invitation.objects.filter(created_at__lte=cutoff, game__status=Game.Status.LOBBY)
           .values_list("game_id", "user_id"))
    by_game: dict = {}
    for game_id, user_id in due:
        by_game.setdefault(game_id, set()).add(user_id)
    expired = 0
    for game_id, users in by_game.items():
        with transaction.atomic():
            try:
                game, state, version = open_lobby(game_id)
            except ServiceError:  # it started or closed meanwhile
                continue
            lobby = state["lobby"]
            events = [{"type": INVITE_REVOKED,
                       "data": {"user": i["user"], "username": i["username"], "by": None,
                                "expired": True}}
                      for i in lobby_access(lobby)["invited"] if i["user"] in users]
            if not events:
                continue
            if lobby_access(lobby)["challenge"]:
                events.append(cancelled_event(game, "The challenge expired unanswered"))
            append(game, state, version, events, command_meta(None, "game.invite_expire"))
            expired += sum(e["type"] == INVITE_REVOKED for e in events)
    return expired


def cancelled_event(game: Game, note: str) -> dict:
    """``game.finished`` for a game closed in its lobby: no result (void), seed revealed."""
    return finished_event(game.secret.seed, None, endings.cancelled(note))


# -- join codes -----------------------------------------------------------------------------------
def code_hash(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


def new_join_code() -> str:
    """A fresh code (``JOIN_CODE_BYTES`` random bytes, URL-safe), drawn again while it starts
    with ``-``: a code is pasted into shells and command lines, where a leading dash reads as
    an option (``clients/play.py join-code -Xy…`` refused it). One bit in 64 lost, of 192."""
    while True:
        code = secrets.token_urlsafe(JOIN_CODE_BYTES)
        if not code.startswith("-"):
            return code


def join_code_create(*, game_id, user) -> str:
    """A new join code for a game in its lobby (creator only); any earlier code stops working.
    Returns the code: it is not stored anywhere and cannot be shown again."""
    with transaction.atomic():
        game, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        _require_creator(lobby, user, "make a join code")
        require_lobby(state)
        code = new_join_code()
        append(game, state, version, [{"type": JOIN_CODE_SET,
                                       "data": {"by": user.id, "code_sha256": code_hash(code)}}],
               command_meta(user, "game.join_code"))
    return code


def join_code_revoke(*, game_id, user) -> Game:
    """The join code stops working (creator only)."""
    with transaction.atomic():
        game, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        _require_creator(lobby, user, "revoke the join code")
        if lobby_access(lobby)["join_code_sha256"] is None:
            raise ServiceError("no_join_code", "This game has no join code.")
        append(game, state, version, [{"type": JOIN_CODE_REVOKED, "data": {"by": user.id}}],
               command_meta(user, "game.join_code_revoke"))
    return game


def join_by_code(*, user, code: Any) -> Game:
    """Take a seat in the game whose live join code is ``code``.

    A wrong, revoked or replaced code, or one of a game that has started, is 404
    ``join_code_invalid`` (nothing written), whatever the game.
    """
    invalid = ServiceError("join_code_invalid", "That join code is not valid (any more).")
    if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE_LENGTH:
        raise invalid
    digest = code_hash(code)
    game_id = Game.objects.filter(join_code_sha256=digest).values_list("id", flat=True).first()
    if game_id is None:
        raise invalid
    return game_join(game_id=game_id, user=user, code_sha256=digest)  # re-checked under lock


# -- challenges and rematches ---------------------------------------------------------------------
def challenge_create(*, user, username: Any, kind: str, options: Any = None,
                     seats: Any = None, bots: Any = None) -> Game:
    """A private game of ``kind`` with ``username`` invited; it starts when they accept (and, for
    more seats, when the others the challenger invites have joined). ``bots`` as for
    ``game_create``: computer players in the seats after the challenger."""
    _not_self(user, username)
    opponent = _user_named(username)
    refuse_blocked(user.id, opponent.id, "challenge")
    return game_create(user=user, kind=kind, options=options, seats=seats,
                       visibility=access.PRIVATE, invite=[opponent], challenge=True, bots=bots)


def rematch_create(*, game_id, user) -> tuple[Game, bool]:
    """A new private game of the same kind, options and number of seats, the requester seated
    and the other players invited; it starts when they have all accepted. The bots of the
    old game are seated again, at their levels (bots accept nothing).

    Only a player of a finished game may ask. Asking again returns the same rematch (False:
    nothing was created). A fixed ``setup`` is not carried over. The players' rows are locked
    before the old game's (``games.services.caps``: users before games).
    """
    with transaction.atomic():
        caps.lock_users([user.id, *Seat.objects.filter(game_id=game_id)
                         .values_list("user_id", flat=True)])
        old, state, version = _visible_game(game_id, user)
        lobby = state["lobby"]
        if lobby["status"] != "finished":
            raise ServiceError("game_not_finished", "A rematch follows a finished game.")
        if seat_of(lobby, user.id) is None:
            raise ServiceError("not_a_player", "Only the game's players can ask for a rematch.")
        existing = lobby_access(lobby)["rematch"]
        if existing is not None:
            return Game.objects.get(id=existing), False
        bots = lobby.get("bots") or {}
        others = [uid for seat, uid in lobby["players"].items()
                  if uid != user.id and seat not in bots]
        if separated_from(user.id, among=others):
            raise ServiceError("blocked", "You cannot ask for a rematch: one of you has blocked "
                               "the other.")
        found = {u.id: u for u in get_user_model().objects.filter(id__in=others)}
        invite = [found[uid] for uid in others if uid in found]  # deleted accounts are left out
        # the same options and the same correspondence clock (kept apart from the rules' options)
        options = {**public_options(lobby["options"]),
                   "clock": time_control.public(lobby.get("clock_options")),
                   "on_timeout": lobby.get("on_timeout", "forfeit")}
        game = game_create(user=user, kind=old.kind, options=options,
                           seats=len(lobby["players"]), visibility=access.PRIVATE, invite=invite,
                           challenge=True, rematch_of=str(old.id),
                           bots=[{"level": level} for level in bots.values()] or None)
        append(old, state, version, [{"type": REMATCH_CREATED,
                                      "data": {"game": str(game.id), "by": user.id}}],
               command_meta(user, "game.rematch"))
    return game, True
