"""Celery tasks: correspondence deadlines, and waking the outbox relay after each commit.

Deadlines are fired three ways, so none is lost if the broker is down: a task scheduled at the
deadline when the events that set it commit (for deadlines due within the next few minutes,
``GAMES_DEADLINE_TASK_HORIZON_SECONDS``); a beat task that sweeps overdue games every few
seconds; and lazily, before any player's next command (``services.command_submit``) and when
a game or a player's inbox is read (``services.fire_if_due``). What is due: an engine's own
deadline, a correspondence clock running out, a vacation pause reaching its end.
With no broker configured, tasks run eagerly in-process (``CELERY_TASK_ALWAYS_EAGER``).

Bots: ``bot_move`` makes one decision of a computer player (queued by the outbox subscriber
``bots``, by the committing command in a turn-based game (``plan_bots``), by the previous
``bot_move`` of the game, or re-planned by an overtaken one, see
``games.services.bots``); ``bots_sweep`` queues any that were missed.
``expire_invitations`` withdraws the invitations nobody answered in time.
"""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.db import OperationalError
from django.dispatch import receiver

from events import subscriptions
from games import clocks, services, signals
from games.models import Game
from games.services import bots as bot_relay
from games.services import invitations

log = logging.getLogger(__name__)


@shared_task(autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5)
def fire_deadline(game_id: str) -> bool:
    """Act on whatever is due in ``game_id`` (a clock timeout, a pause end, an engine deadline)."""
    return services.deadline_fire(game_id=game_id)


@shared_task
def fire_due_deadlines() -> int:
    """Sweep: fire every active game whose deadline has passed; returns how many fired."""
    due = Game.objects.filter(status=Game.Status.ACTIVE, deadline__lte=clocks.now())
    return sum(bool(services.deadline_fire(game_id=gid))
               for gid in due.values_list("id", flat=True))


@shared_task
def expire_invitations() -> int:
    """Sweep: withdraw the invitations nobody answered within ``GAMES_INVITATION_TTL_DAYS``."""
    return invitations.invitations_expire()


@shared_task(autoretry_for=(OperationalError,), retry_backoff=True, max_retries=5)
def bot_move(game_id: str, seat: str, version: int) -> bool:
    """The bot at ``seat`` acts from ``version``; if the game has moved on, the move is
    re-planned from the current state (made now when due, else queued for its time)."""
    return bot_relay.move(game_id, seat, version)


@shared_task
def bots_sweep() -> int:
    """Queue every bot move due in an active game (a safety net); returns how many."""
    return bot_relay.sweep()


@receiver(signals.events_appended)
def schedule_deadline(sender, game_id, deadline=None, **kwargs) -> None:
    """After a commit, schedule the game's next deadline as a task due then, when a broker can
    hold it and it is near (``GAMES_DEADLINE_TASK_HORIZON_SECONDS``). A later one is fired by
    the beat sweep, a few seconds late at most: a correspondence clock runs for days, and a
    task per move held that long would load the broker (a Redis broker even redelivers a task
    held past its visibility timeout)."""
    if settings.CELERY_TASK_ALWAYS_EAGER or deadline is None:
        return  # no broker: the sweep (``manage.py fire_deadlines``) and the lazy path cover it
    due_in = (clocks.to_ms(deadline) - clocks.now_ms()) / 1000
    if due_in > settings.GAMES_DEADLINE_TASK_HORIZON_SECONDS:
        return
    try:
        fire_deadline.apply_async(args=(str(game_id),), eta=deadline)
    except Exception:  # noqa: BLE001 - any broker failure: the command has committed already
        # never fail a committed command: the beat sweep and the lazy path fire it later
        log.warning("could not schedule the deadline of game %s; the sweep will fire it",
                    game_id, exc_info=True)


@receiver(signals.events_appended)
def plan_bots(sender, game_id, kind, version, state=None, **kwargs) -> None:
    """After a commit in a turn-based game, queue the moves of the bots it leaves to act, at
    once (``games.services.bots.plan_committed``; the relay would plan them a pass later)."""
    if state is not None:
        bot_relay.plan_committed(game_id, kind, version, state)


@receiver(signals.events_appended)
def wake_relay(sender, **kwargs) -> None:
    """After a commit that appended events, wake the outbox relay (notifications, bots)."""
    subscriptions.wake()
