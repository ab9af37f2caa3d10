"""Who may see a game: a private game exists only for its members, invitees and staff.

The one visibility rule: ``can_see`` for one game, ``listed_for`` for lists. The API's
``GameVisible`` permission, the command service and the feeds all ask here.
"""

from __future__ import annotations

from django.db.models import Q

from games.models import Game, Invitation, Seat


def can_see(game: Game, user) -> bool:
    """Public games are open to all; private ones to seated users, invitees and staff."""
    if game.visibility == Game.Visibility.PUBLIC:
        return True
    if user is None or not user.is_authenticated:
        return False
    if user.is_staff:
        return True
    return (Seat.objects.filter(game=game, user=user).exists()
            or Invitation.objects.filter(game=game, user=user).exists())


def listed_for(user) -> Q:
    """The games ``user`` finds in lists: public ones and private ones they sit at or are
    invited to (staff too: others' private games stay out of their lists)."""
    return (Q(visibility=Game.Visibility.PUBLIC)
            | Q(id__in=Seat.objects.filter(user=user).values("game_id"))
            | Q(id__in=Invitation.objects.filter(user=user).values("game_id")))
