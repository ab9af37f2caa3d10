"""Keep the ``Game``/``Seat`` index in step with the event log.

``project(game_id, lobby, version)`` writes the row from a folded lobby; ``rebuild(stream)``
re-folds a stream's lobby events from scratch (``manage.py rebuild_projections``).
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from events import store
from events.models import Event

from .models import Game, Seat
from .stream import LobbyFolder


def project(game: Game, lobby: dict, version: int) -> Game:
    """Write ``lobby`` (folded at ``version``) into ``game`` and its seats."""
    game.kind = lobby["kind"]
    game.status = lobby["status"]
    game.creator_id = lobby["creator"]
    game.seats_wanted = lobby["seats"]
    game.options = lobby["options"]
    game.version = version
    game.updated_at = timezone.now()
    if game.created_at is None:
        game.created_at = game.updated_at
    game.save()
    wanted = [m["user"] for m in lobby["members"]]
    current = list(game.seats.order_by("position").values_list("user_id", flat=True))
    if current != wanted:
        game.seats.all().delete()
        Seat.objects.bulk_create(
            [Seat(game=game, user_id=uid, position=i) for i, uid in enumerate(wanted)])
    return game


@transaction.atomic
def rebuild(stream) -> Game | None:
    """Rebuild one game's index row from its events."""
    lobby, version = store.load_state(stream, LobbyFolder(), use_snapshots=False)
    if lobby is None:
        return None
    first = Event.objects.filter(stream=stream, version=1).first()
    game = Game.objects.filter(id=stream).first() or Game(id=stream, created_at=first.recorded_at)
    # users may have been deleted since; keep the seats that still resolve
    known = set(get_user_model().objects.filter(
        id__in=[m["user"] for m in lobby["members"]]).values_list("id", flat=True))
    lobby = {**lobby, "members": [m for m in lobby["members"] if m["user"] in known]}
    return project(game, lobby, version)


def rebuild_all() -> int:
    """Rebuild every game; returns how many."""
    n = 0
    for stream in list(store.streams()):
        if rebuild(stream) is not None:
            n += 1
    return n
