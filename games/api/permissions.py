"""The API's permission on every endpoint with a ``game_id``: a hidden game is "not found".

``GameVisible`` is a default DRF permission (settings), so every endpoint with a ``game_id`` in
its path answers 404 ``not_found`` for a private game the requester may not see, exactly as for
a game that does not exist: nothing leaks its existence. Both are refused here, before the
view checks anything else (the body, who may act), so no later check can answer the two
differently.
"""

from __future__ import annotations

from rest_framework.permissions import BasePermission

from games.models import Game
from games.selectors.access import visible_game


class GameVisible(BasePermission):
    """For views with a ``game_id`` path argument: hidden private games are "not found"."""

    def has_permission(self, request, view) -> bool:
        game_id = getattr(view, "kwargs", {}).get("game_id")
        if game_id is None:
            return True
        # the whole index row: the view reads it from the request instead of again (``game_of``)
        request.visible_game = visible_game(game_id, request.user)
        return True


def game_of(request, game_id) -> Game | None:
    """The index row ``GameVisible`` read for this request (with ``stream_version``), or None
    if it read none for ``game_id``."""
    game = getattr(request, "visible_game", None)
    return game if game is not None and str(game.id) == str(game_id) else None
