"""The moderation log: every report filed and every moderator's action, in the event store.

One stream per reported message (``stream_of``: a uuid5 of its id), not one stream for all:
a message's whole story is one short stream to read, and two moderators acting on the same
message at once meet at its expected version (the loser's transaction rolls back and the admin
shows the refusal) while actions on different messages never contend. The events hold ids, the
room, times and the moderator's reason; never a message's text, so an erased account leaves no
words of theirs in the immutable log (the moderator's reason is redacted like every other text
of the log, ``chat.erasure``). The tables (``ChatReport`` status, ``ChatMute``) are the
working copy the queue reads.

Event types: ``moderation.reported``, ``moderation.message_removed``,
``moderation.author_muted``, ``moderation.report_dismissed``. Every event's data also holds
``message``, ``game``, ``room`` and ``author`` (ids). The relay's subscribers see these streams
and skip them: none is a game (tests/chat/test_moderation.py runs them all over one).
"""

from __future__ import annotations

import uuid

from chat.models import ChatMessage
from config.errors import ServiceError
from events import store

NAMESPACE = uuid.UUID("6d3f1c2e-8a4b-5c7d-9e0f-1a2b3c4d5e6f")
TYPES = ("moderation.reported", "moderation.message_removed", "moderation.author_muted",
         "moderation.report_dismissed")


def stream_of(message_id: int) -> uuid.UUID:
    """The moderation stream of a message."""
    return uuid.uuid5(NAMESPACE, f"chat-message:{message_id}")


def record(m: ChatMessage, type_: str, data: dict) -> None:
    """Append one moderation event about ``m`` (inside the caller's transaction, which holds
    the message's row lock or has just made the report: the version read here is current)."""
    stream = stream_of(m.pk)
    try:
        store.append(stream, store.current_version(stream), [{"type": type_, "data": {
            "message": m.pk, "game": str(m.game_id), "room": m.room, "author": m.author_id,
            **data}}])
    except store.ConcurrencyError:  # a racing writer without the row lock (SQLite): retry
        raise ServiceError("busy", "Someone else acted on this message at the same moment; "
                           "try again.", retry_after=1) from None


def history(message_id: int) -> list[dict]:
    """A message's moderation events, oldest first (``{"type", "data", "recorded_at"}``)."""
    return [{"type": e.type, "data": e.data, "recorded_at": e.recorded_at}
            for e in store.load(stream_of(message_id))]
