"""Who may see a game: the one visibility rule (pure, over plain data).

A public game is open to everyone, anonymous visitors too. A private game exists only for its
*parties* (the users seated at it and those holding a pending invitation) and for staff; to
anyone else it is "not found", exactly like a game that does not exist. Lists are narrower:
staff find in them only the private games they are a party to (``may_list``).

The rule is written once, in ``may_see``, over three facts: the game's visibility, the viewer
(None: anonymous) and whether the viewer is a party. Where the facts come from is the caller's:
the services read them from the lobby's fold (``visible_in_lobby``); the API's permission, the
command service and the lists read them from the index (``games.selectors.access``: one game,
or the same rule as a query). tests/games/domain/test_access.py checks that every form
agrees, for members, invitees, staff, outsiders and anonymous viewers of public and private
games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.domain.stream import lobby_access

PUBLIC, PRIVATE = "public", "private"
VISIBILITIES = (PUBLIC, PRIVATE)


@dataclass(frozen=True)
class Viewer:
    """Who is looking: a signed-in user (``id``) and whether they are staff."""

    id: int
    staff: bool = False


def may_see(visibility: str, viewer: Viewer | None, is_party: Callable[[int], bool]) -> bool:
    """The rule: a public game is visible to all; a private one to staff and its parties.

    ``is_party(user_id)``: whether that user is seated at the game or invited to it (asked
    only when it decides the answer)."""
    if visibility == PUBLIC:
        return True
    if viewer is None:
        return False
    return viewer.staff or is_party(viewer.id)


def may_list(visibility: str, viewer: Viewer | None, is_party: Callable[[int], bool]) -> bool:
    """Whether the game is in ``viewer``'s lists: the same rule without staff's privilege
    (others' private games stay out of staff's lists)."""
    return may_see(visibility, None if viewer is None else Viewer(viewer.id), is_party)


def parties(lobby: dict) -> set[int]:
    """The users a lobby's fold names as parties: its members and its pending invitees."""
    return ({m["user"] for m in lobby["members"]}
            | {i["user"] for i in lobby_access(lobby)["invited"]})


def visible_in_lobby(lobby: dict, viewer: Viewer | None) -> bool:
    """``may_see`` with the facts read from the lobby's fold."""
    return may_see(lobby_access(lobby)["visibility"], viewer, parties(lobby).__contains__)
