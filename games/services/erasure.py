"""What the games do when an account is erased (``accounts.signals.account_erasing``).

In the erasure's transaction, before the account row is made anonymous:

1. The account leaves play through the ordinary services, so nobody waits for a player who
   is gone: a game under way is resigned (two seats: the opponents win; three or more: the
   ``basic`` bot plays the seat on, as after any resignation), a game in its lobby is
   cancelled (its creator) or left (a seat taken), a pending invitation is declined.
2. Its name leaves the log (``events.redaction.redact_name``): the name fields of every event
   (``NAME_KEYS``) and the notes that name it (``TEXT_KEYS``) read ``deleted player``. Ids,
   moves, seeds and results are untouched, so every game replays and re-judges as before.
3. The caches of the streams changed are dropped (snapshots, this process's state cache),
   and each game's ``erasures`` count goes up: it is part of every fold's cache key
   (``games.folders.GameFolder.of``), so no other process finds a fold it made before.
4. Its own stored answers (idempotency records) are deleted; other players' stored answers
   that show its name are scrubbed.
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.db.models import F

from config.errors import ServiceError
from events import redaction, state_cache
from events.models import IdempotencyRecord, Snapshot
from games.models import Game, Invitation, Seat
from games.services.commands import command_submit
from games.services.invitations import invitation_decline
from games.services.lobby import game_cancel, game_leave

log = logging.getLogger(__name__)

# where the lobby events keep a username: game.created creator_name, game.seat_joined /
# invited / invite_declined / invite_revoked username, game.started names, disputes' by_name
NAME_KEYS = ("username", "creator_name", "names", "by_name")
# free text the service writes that may name a player (a cancellation's note)
TEXT_KEYS = ("note",)


def leave_play(user) -> None:
    """End ``user``'s part in every game not finished (see the module's step 1)."""
    for invitation in Invitation.objects.filter(user=user).select_related("game"):
        _quietly(invitation_decline, game_id=invitation.game_id, user=user)
    seats = (Seat.objects.filter(user=user).exclude(game__status=Game.Status.FINISHED)
             .select_related("game"))
    for seat in seats:
        game = seat.game
        if game.status == Game.Status.ACTIVE:
            if not seat.autopilot:
                _quietly(command_submit, game_id=game.id, user=user,
                         command={"type": "resign"})
        elif game.creator_id == user.id:
            _quietly(game_cancel, game_id=game.id, user=user)
        else:
            _quietly(game_leave, game_id=game.id, user=user)


def _quietly(service, **kwargs) -> None:
    """Run ``service``; a refusal (the game moved on meanwhile) is logged, not raised."""
    try:
        service(**kwargs)
    except ServiceError as exc:
        log.info("erasure: %s refused for game %s: %s", service.__name__,
                 kwargs.get("game_id"), exc.code)


def forget_name(user, name: str) -> set:
    """Steps 2 to 4 of the module for ``name``; returns the streams whose events changed."""
    streams = redaction.redact_name(name, keys=NAME_KEYS, text_keys=TEXT_KEYS)
    if streams:
        Snapshot.objects.filter(stream__in=streams).delete()
        # every process's cached folds of these games are keyed by the count: none is found
        # again once this commits (this process also drops its copies, below, to free them)
        Game.objects.filter(id__in=streams).update(erasures=F("erasures") + 1)
    for stream in streams:
        state_cache.forget(stream)
    # the games it just left cache their states (names and all) when this transaction
    # commits: those entries go too, after them
    def forget_cached() -> None:
        for s in streams:
            state_cache.forget(s)

    transaction.on_commit(forget_cached)
    IdempotencyRecord.objects.filter(user_id=user.id).delete()
    for record in redaction.containing(IdempotencyRecord.objects.all(), "body", name):
        record.body = redaction.scrub(record.body, name)
        record.save(update_fields=["body"])
    return streams


def on_account_erasing(sender, user, **kwargs) -> None:
    """The receiver of ``accounts.signals.account_erasing``."""
    name = user.get_username()
    leave_play(user)
    forget_name(user, name)
