"""Reads: games as a requester may see them. Nothing here writes (snapshots aside, a cache).

``access`` holds the one visibility rule; ``games`` the game, list, feed and inbox reads. The
names below are the public surface other packages call (``games.selectors.game_detail``, ...).
"""

from games.selectors.access import check_visible, visible_game
from games.selectors.games import (
    dispute_list,
    events_feed,
    events_feed_if_new,
    game_detail,
    game_get,
    game_list,
    game_turns,
    indexed_seat,
    invitation_rows,
    invitations_for,
    my_overdue_games,
    my_turns,
    no_new_events,
    player_names,
    render_event,
    requester_seat,
    seconds_left,
    turns_etag,
)

__all__ = [
    "dispute_list", "events_feed", "events_feed_if_new", "game_detail", "game_get", "game_list",
    "game_turns", "indexed_seat", "invitation_rows", "invitations_for",
    "my_overdue_games", "my_turns", "no_new_events", "player_names", "render_event",
    "requester_seat", "seconds_left", "turns_etag", "check_visible", "visible_game",
]
