"""Who may see a game, read from the index: the rule of ``games.domain.access`` with its facts
taken from the ``Game``, ``Seat`` and ``Invitation`` rows.

``can_see`` for one game (the API's ``GameVisible`` permission, the command service under the
game's lock), ``listed_for`` for lists (the same rule as a query: ``may_list``, whose parties
are the games with a ``Seat`` or an ``Invitation`` of the user). The services that hold a
game's fold ask the fold instead (``access.visible_in_lobby``); tests/games/
tests/games/domain/test_access.py checks that the three agree.
"""

from __future__ import annotations

from django.db.models import Q

from config.errors import ServiceError
from games.domain import access
from games.domain.access import Viewer
from games.index import queries
from games.models import Game, Invitation, Seat


def viewer_of(user) -> Viewer | None:
    """The viewer a request's user is (None: anonymous)."""
    if user is None or not user.is_authenticated:
        return None
    return Viewer(user.id, staff=user.is_staff)


def can_see(game: Game, user) -> bool:
    """``access.may_see`` for one game: a party is seated (``Seat``) or invited
    (``Invitation``); queried only for a private game and a viewer who is not staff."""
    def is_party(user_id: int) -> bool:
        return (Seat.objects.filter(game=game, user_id=user_id).exists()
                or Invitation.objects.filter(game=game, user_id=user_id).exists())

    return access.may_see(game.visibility, viewer_of(user), is_party)


def check_visible(game: Game | None, user) -> Game:
    """``game`` itself when ``user`` may see it; else 404 ``not_found``, the answer a game that
    does not exist gets (a hidden game is as if it did not exist). The one place that says so:
    every read and write of one game by id comes here (``visible_game``, the API's permission,
    the command service under the game's lock)."""
    if game is None or not can_see(game, user):
        raise ServiceError("not_found", "No such game.")
    return game


def visible_game(game_id, user) -> Game:
    """The game's index row (with ``stream_version``: ``queries.game_row``) as ``user`` may see
    it, or 404 ``not_found`` (``check_visible``)."""
    return check_visible(queries.game_row(game_id), user)


def listed_for(user) -> Q:
    """``access.may_list`` as a filter on ``Game``: public games, and the private ones the
    user is a party to (staff's privilege does not reach lists)."""
    public = Q(visibility=access.PUBLIC)
    viewer = viewer_of(user)
    if viewer is None:
        return public
    return (public | Q(id__in=Seat.objects.filter(user_id=viewer.id).values("game_id"))
            | Q(id__in=Invitation.objects.filter(user_id=viewer.id).values("game_id")))
