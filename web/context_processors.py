"""What every page of the web client needs in its context.

``unread``: the signed-in player's unread notification count for the navigation: one query
(``notifications.selectors.unread_count``: a partial index serves it), made only when a
template reads ``nav_unread``, once per response however often it is read, and never for an
anonymous visitor.
"""

from __future__ import annotations

from functools import cache

from django.conf import settings

from games import kinds
from notifications import selectors as notes


def client(request) -> dict:
    """``long_poll_seconds``: how long the page script's long-polls ask the API to wait;
    ``leaderboard_kind``: the kind the navigation's leaderboards link opens on (the first)."""
    return {"long_poll_seconds": settings.WEB_LONG_POLL_SECONDS,
            "leaderboard_kind": kinds.KINDS[0]}


def unread(request) -> dict:
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {}
    return {"nav_unread": cache(lambda: notes.unread_count(user.id))}
