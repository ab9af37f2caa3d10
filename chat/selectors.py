"""Chat reads: who may use which room of a game, and a room's messages as a reader sees them.

Visibility is the games' rule (``games.selectors``: a game one may not see is ``not_found``);
the room rule is ``chat.rules``. A reader never sees the messages of someone either of them has
blocked (``accounts.blocks.separated_from``); a removed message is listed as ``{id, removed}``
without its text.
"""

from __future__ import annotations

from dataclasses import dataclass

from accounts.blocks import separated_from
from accounts.erasure import display_name
from chat import rules
from chat.models import ChatMessage, ChatMute
from config.errors import ServiceError
from games import clocks, selectors
from games.models import BotAccount, Game, Seat

CONTEXT = 3  # messages before and after a reported one, in the moderators' queue


@dataclass(frozen=True)
class Room:
    game: Game
    name: str
    facts: rules.Facts
    humans: tuple[int, ...]  # the seated human players' ids

    @property
    def key(self) -> str:
        """The long-poll key of the room (``events.waiting``)."""
        return room_key(self.game.id, self.name)


def room_key(game_id, room: str) -> str:
    return f"chat:{game_id}:{room}"


def room_get(game_id, room: str, user, *, game: Game | None = None) -> Room:
    """The room as ``user`` stands in it: 404 ``not_found`` for a game they may not see or a
    room the game has not (a private game has no watchers' room)."""
    game = game if game is not None else selectors.visible_game(game_id, user)
    if room not in rules.ROOMS or not rules.room_exists(room, game.visibility == "public"):
        raise ServiceError("not_found", "This game has no such chat room (a private game has "
                           "only the players' room).")
    humans = tuple(Seat.objects.filter(game=game, bot="").exclude(user_id__isnull=True)
                   .exclude(user__in=BotAccount.objects.values("user"))
                   .values_list("user_id", flat=True))
    bot = BotAccount.objects.filter(user_id=user.id).exists()
    facts = rules.Facts(seated=user.id in humans, bot=bot, public=game.visibility == "public",
                        finished=game.status == Game.Status.FINISHED)
    return Room(game, room, facts, humans)


def readable_room(game_id, room: str, user, *, game: Game | None = None) -> Room:
    """``room_get``, or 403 ``not_in_room`` unless ``user`` may read it."""
    r = room_get(game_id, room, user, game=game)
    if not rules.may_read(room, r.facts):
        raise ServiceError("not_in_room", _why_not(r))
    return r


def _why_not(r: Room) -> str:
    if r.facts.bot:
        return "Bot accounts do not chat."
    if r.name == rules.PLAYERS:
        return "Only the game's seated players use the players' room."
    return "Players read the watchers' room only once the game has finished."


def writable_room(game_id, room: str, user) -> Room:
    """``room_get``, or 403 ``not_in_room`` unless ``user`` may write in it."""
    r = room_get(game_id, room, user)
    if not rules.may_write(room, r.facts):
        raise ServiceError("not_in_room", _why_not(r) if r.name == rules.PLAYERS or r.facts.bot
                           else "Seated players do not write in the watchers' room.")
    return r


def mute_until(user_id: int):
    """The end of ``user_id``'s longest running mute, or None (a mute ends by itself)."""
    mute = (ChatMute.objects.filter(user_id=user_id, until__gt=clocks.now())
            .order_by("-until").first())
    return None if mute is None else mute.until


def message_json(m: ChatMessage) -> dict:
    if m.removed_at is not None:
        return {"id": m.pk, "removed": True}
    return {"id": m.pk, "removed": False, "author": display_name(m.author),
            "body": m.body, "created_at": clocks.iso(m.created_at)}


def messages_page(r: Room, user, *, after: int = 0, limit: int = 50) -> dict:
    """The room's messages after id ``after``, oldest first, as ``user`` reads them:
    ``{"messages", "last_id", "more"}`` (``last_id``: the last id looked at, to ask after next,
    though some were left out for a block)."""
    rows = list(ChatMessage.objects.filter(game_id=r.game.id, room=r.name, id__gt=after)
                .select_related("author").order_by("id")[:limit + 1])
    more = len(rows) > limit
    rows = rows[:limit]
    hidden = separated_from(user.id, {m.author_id for m in rows}) if rows else set()
    return {"messages": [message_json(m) for m in rows if m.author_id not in hidden],
            "last_id": rows[-1].pk if rows else after, "more": more}


def newest_page(r: Room, user, limit: int) -> dict:
    """``messages_page`` of the room's newest ``limit`` messages (a page showing the room)."""
    ids = list(ChatMessage.objects.filter(game_id=r.game.id, room=r.name).order_by("-id")
               .values_list("id", flat=True)[:limit])
    return messages_page(r, user, after=ids[-1] - 1 if ids else 0, limit=limit)


def messages_if_new(r: Room, user, after: int, limit: int) -> dict | None:
    """``messages_page`` when the room holds a message after ``after``, else None (the
    long-poll's fetch: one cheap query while nothing is new)."""
    if not ChatMessage.objects.filter(game_id=r.game.id, room=r.name, id__gt=after).exists():
        return None
    return messages_page(r, user, after=after, limit=limit)


def no_new_messages(after: int) -> dict:
    """``messages_page`` of a room with no message after ``after`` (what a long-poll that ran
    out answers without reading the room again)."""
    return {"messages": [], "last_id": after, "more": False}


def readable_message(message_id, user) -> tuple[ChatMessage, Room]:
    """A message ``user`` may read (its game visible, its room readable, not removed, not by
    someone they have a block with), or 404 ``message_not_found``."""
    m = ChatMessage.objects.select_related("author").filter(pk=message_id).first()
    if m is None or m.removed_at is not None:
        raise ServiceError("message_not_found", "No such message.")
    try:
        r = readable_room(m.game_id, m.room, user)
    except ServiceError:
        raise ServiceError("message_not_found", "No such message.") from None
    if m.author_id != user.id and separated_from(user.id, [m.author_id]):
        raise ServiceError("message_not_found", "No such message.")
    return m, r


def in_context(m: ChatMessage, n: int = CONTEXT) -> list[ChatMessage]:
    """``m`` with the ``n`` messages before and after it in its room (removed ones too: a
    moderator sees what was said), oldest first."""
    same = ChatMessage.objects.filter(game_id=m.game_id, room=m.room).select_related("author")
    before = list(same.filter(id__lt=m.pk).order_by("-id")[:n])
    after = list(same.filter(id__gt=m.pk).order_by("id")[:n])
    return [*reversed(before), m, *after]
