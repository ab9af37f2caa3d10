"""A game's event log as the tests read it behind the API."""

from __future__ import annotations

from events import store
from events.models import Event
from games.folders import GameFolder
from games.models import Game
from tests.toy_engine import ENGINE as TOY


def events_of(gid) -> list[str]:
    """The game's event types, in version order."""
    return list(Event.objects.filter(stream=gid).order_by("version").values_list("type",
                                                                                 flat=True))


def fold_fresh(gid):
    """The fold from the log alone (no snapshot): (state, version)."""
    game = Game.objects.get(id=gid)
    return store.load_state(gid, GameFolder(game.kind), use_snapshots=False)


def toy_secrets(gid) -> dict:
    """Each seat's secret number in a toy game (seat -> number)."""
    state, _ = store.load_state(gid, GameFolder(TOY.kind))
    return state["engine"]["secrets"]
