"""The chat's rules over plain facts (pure): which room a person may read or write, and what a
message's text becomes.

Rooms: ``players`` (the seated human players of the game, in any state of it) and, in a public
game, ``watchers`` (anyone signed in who may see the game and has no seat). Seated players may
read the watchers' room once the game has finished, never during play (no kibitzing: a watcher
could otherwise pass them advice). Bot accounts never chat.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

PLAYERS, WATCHERS = "players", "watchers"
ROOMS = (PLAYERS, WATCHERS)
MAX_BODY = 500  # characters, after NFC and stripping


@dataclass(frozen=True)
class Facts:
    """What the rule needs to know about one person and one game (who may see the game at
    all is the games' rule, asked before)."""

    seated: bool  # holds a seat as a human player
    bot: bool  # a bot account
    public: bool
    finished: bool


def room_exists(room: str, public: bool) -> bool:
    """A private game has no watchers' room."""
    return room == PLAYERS or (room == WATCHERS and public)


def may_write(room: str, f: Facts) -> bool:
    if f.bot or not room_exists(room, f.public):
        return False
    return f.seated if room == PLAYERS else not f.seated


def may_read(room: str, f: Facts) -> bool:
    if may_write(room, f):
        return True
    # players look at the watchers' room only once nothing they read can change their play
    return room == WATCHERS and f.public and not f.bot and f.seated and f.finished


def body_text(raw: str) -> str:
    """The stored form of a message: NFC, stripped (its length is judged after this)."""
    return unicodedata.normalize("NFC", raw).strip()


def body_problem(text: str) -> str | None:
    """The refusal code for a normalized body, or None when it may be sent."""
    if not text:
        return "empty_message"
    if len(text) > MAX_BODY:
        return "message_too_long"
    return None
