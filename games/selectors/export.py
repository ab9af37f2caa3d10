"""The games part of an account's archive (``accounts.export.account_exporting``).

Every game the account holds a seat at, as its seat saw it: the game as ``game_detail``
answers it to the account (its final view, for a finished game) and the whole event feed
``events_feed`` serves it, redacted for its seat. Nothing another seat may not see gets in.
"""

from __future__ import annotations

from collections.abc import Iterator

from games.models import Game
from games.selectors.games import events_feed, game_detail

PAGE = 500


def game_archive(game: Game, user) -> dict:
    """One game as ``user``'s seat saw it: ``{"game": detail, "events": feed}``."""
    detail = game_detail(game, user)
    events: list[dict] = []
    after = 0
    while True:
        page = events_feed(game, user, after=after, limit=PAGE, seat=detail.get("your_seat"))
        events += page["events"]
        if not page["has_more"]:
            break
        after = page["last_version"]
    return {"game": detail, "events": events}


def games_of(user) -> Iterator[dict]:
    """Every game ``user`` is seated at, oldest first, one at a time."""
    ids = list(Game.objects.filter(seats__user=user).order_by("created_at")
               .values_list("id", flat=True))
    for game_id in ids:
        game = Game.objects.with_stream_version().get(id=game_id)
        yield game_archive(game, user)


def on_account_exporting(sender, user, **kwargs):
    """The receiver of ``accounts.export.account_exporting``."""
    return [("games", games_of(user))]
