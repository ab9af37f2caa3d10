"""The ``ratings`` subscriber: finished games in, ratings out (``ratings.services``).

Fed by the relay in global order, never in the command's request: a game's ratings move in
the relay's batch transaction, which commits them with the subscriber's tracking position, so
each game is rated exactly once. Of the events it sees it reads ``game.finished`` only: a
game's first rates it, a later one (a staff decision: ``set_result`` or ``annul``, appended
with its ``game.dispute_resolved``) corrects it and every rating that followed. Dismissals
change nothing, and a rewind only reaches active games, which are not rated yet.
"""

from __future__ import annotations

from events.subscriptions import PositionedEvent
from ratings import services

NAME = services.NAME
# events per batch: more than the relay's default (200), as nobody waits on a rating and each
# batch has a fixed cost (the relay's reads, the batch's ratings and seatings read at once)
BATCH = 1000


def handle(events: list[PositionedEvent]) -> None:
    """Rate the batch's finished games (``services.apply_events``)."""
    services.apply_events(events)
