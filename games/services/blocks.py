"""Where blocks bite in the games (``accounts.blocks``): what a new block withdraws.

``on_blocked`` answers ``accounts.signals.blocked(sender, blocker, blocked)`` inside the block's
transaction: every pending invitation between the two (one invited by the other, to a game
in its lobby) is withdrawn in the service's name, ``game.invite_revoked`` with ``by`` null and
``blocked`` true (which of the two blocked is not written), and a challenge or rematch between
them closes void, as a declined one does. The refusals of new invitations, challenges,
rematches and joins are in ``invitations`` and ``lobby`` (``accounts.blocks.refuse_blocked``).
"""

from __future__ import annotations

from django.db.models import Q

from games.domain.stream import INVITE_REVOKED, lobby_access
from games.models import Game, Invitation
from games.services.invitations import cancelled_event
from games.services.lobby import open_lobby
from games.services.unit_of_work import append, command_meta

WITHDRAWN_NOTE = "The challenge was withdrawn: these players cannot play each other"


def invitations_between(a_id: int, b_id: int) -> list:
    """The games in their lobby where one of the two has a pending invitation from the other."""
    return list(Invitation.objects
                .filter(Q(user_id=a_id, invited_by_id=b_id) | Q(user_id=b_id, invited_by_id=a_id),
                        game__status=Game.Status.LOBBY)
                .values_list("game_id", flat=True).distinct())


def revoke_between(blocker, blocked) -> int:
    """Withdraw the pending invitations between ``blocker`` and ``blocked`` (see the module);
    returns how many. Runs in the caller's transaction, one game's lock at a time."""
    pair = {blocker.id, blocked.id}
    revoked = 0
    for game_id in invitations_between(blocker.id, blocked.id):
        game, state, version = open_lobby(game_id)
        lobby = state["lobby"]
        keys = lobby_access(lobby)
        events = [{"type": INVITE_REVOKED,
                   "data": {"user": i["user"], "username": i["username"], "by": None,
                            "blocked": True}}
                  for i in keys["invited"]
                  if i["user"] in pair and i.get("by") in pair and i["by"] != i["user"]]
        if not events:
            continue
        if keys["challenge"]:
            events.append(cancelled_event(game, WITHDRAWN_NOTE))
        append(game, state, version, events, command_meta(None, "game.invite_block"))
        revoked += len([e for e in events if e["type"] == INVITE_REVOKED])
    return revoked


def on_blocked(sender, blocker, blocked, **kwargs) -> None:
    """The receiver of ``accounts.signals.blocked`` (connected in the games' ``ready``)."""
    revoke_between(blocker, blocked)
