"""Per-user caps on what a user keeps open: games waiting in their lobby, pending invitations.

Challenges and rematches are games with invitations, so the same caps count them. The counts
are read from the index (``Game``, ``Invitation``), which ``append`` writes in the same
transaction, after the rows of every user involved are locked (``lock_users``): a second
request for the same sender or recipient waits for the first to commit, then counts its row,
so racing requests cannot go past a cap. Users' rows are locked before any game's row, as
vacations do, so the two never wait for each other in opposite orders.

The limits are settings (``GAMES_MAX_*``); each refusal is 409 with ``limit`` and writes
nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.conf import settings
from django.contrib.auth import get_user_model

from config.errors import ServiceError
from games.models import Game, Invitation


def lock_users(ids: Iterable[int]) -> None:
    """Lock these users' rows for the transaction, in id order (so two requests locking some
    of the same users never deadlock)."""
    wanted = sorted(set(ids))
    if wanted:
        list(get_user_model().objects.select_for_update().filter(pk__in=wanted)
             .order_by("pk").values_list("pk", flat=True))


def check_new_lobby(creator) -> None:
    """``too_many_open_games`` when ``creator`` already has as many games in their lobby as
    ``GAMES_MAX_OPEN_LOBBIES``."""
    limit = settings.GAMES_MAX_OPEN_LOBBIES
    if Game.objects.filter(creator=creator, status=Game.Status.LOBBY).count() >= limit:
        raise ServiceError("too_many_open_games", f"You have {limit} games waiting for "
                           "players; start, fill or cancel one first.", limit=limit)


def check_new_invitations(sender, invitees: list) -> None:
    """The invitation caps for ``sender`` inviting ``invitees`` (users) now: their pending
    invitations sent, sent to each invitee, and held by each invitee."""
    if not invitees:
        return
    limit = settings.GAMES_MAX_INVITATIONS_SENT
    if Invitation.objects.filter(invited_by=sender).count() + len(invitees) > limit:
        raise ServiceError("too_many_invitations", f"You have pending invitations out to "
                           f"{limit} players at most; wait for answers or revoke some.",
                           limit=limit)
    per_pair = settings.GAMES_MAX_INVITATIONS_PER_PAIR
    held = settings.GAMES_MAX_INVITATIONS_RECEIVED
    for invitee in invitees:
        name = invitee.get_username()
        if Invitation.objects.filter(invited_by=sender, user=invitee).count() >= per_pair:
            raise ServiceError("too_many_invitations_to_user", f"You already have {per_pair} "
                               f"pending invitations out to {name}.", limit=per_pair)
        if Invitation.objects.filter(user=invitee).count() >= held:
            raise ServiceError("invitee_has_too_many_invitations", f"{name} has {held} "
                               "pending invitations; try again later.", limit=held)
