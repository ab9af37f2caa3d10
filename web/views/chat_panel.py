"""The chat panel's contents on a game's page: the room the person may use (seated players: the
players' room; anyone else who may see a public game: the watchers' room) and its newest
messages. Reads only (``chat.selectors``); the game page draws it (``web.views.games``) and the
chat's own writes redraw it (``web.views.chat``).
"""

from __future__ import annotations

from chat import rules, selectors
from config.errors import ServiceError
from games import clocks

SHOWN = 100  # the newest messages the panel shows


def room_for(game, user) -> selectors.Room | None:
    """The room the panel shows ``user``: the one they may write in, else one they may read
    (a finished game's watchers' room for its players), else None."""
    fallback = None
    for name in rules.ROOMS:
        try:
            r = selectors.room_get(game.id, name, user, game=game)
        except ServiceError:
            continue
        if rules.may_write(name, r.facts):
            return r
        if fallback is None and rules.may_read(name, r.facts):
            fallback = r
    return fallback


def panel_context(request, game, refusal=None, note: str = "") -> dict:
    """What ``web/partials/chat.html`` draws (``{"chat": None}``: no room for this person)."""
    r = room_for(game, request.user)
    if r is None:
        return {"chat": None}
    page = selectors.newest_page(r, request.user, SHOWN)
    until = selectors.mute_until(request.user.id)
    return {"chat": {
        "game": game, "room": r.name, "messages": page["messages"], "last_id": page["last_id"],
        "may_write": rules.may_write(r.name, r.facts), "me": request.user.get_username(),
        "muted_until": clocks.iso(until) if until else None,
        "muted_text": f"{until:%b} {until.day}, {until:%H:%M} UTC" if until else "",
        "refusal": refusal, "note": note, "max": rules.MAX_BODY,
        "title": "Chat with the players" if r.name == rules.PLAYERS else "Watchers' chat",
    }}
