"""A game's replay: step through one's game a version at a time.

At version N the table is drawn as the player's seat saw it then
(``games.selectors.replay.view_at``: the same fold as the staff replay, the view and the step's
event redacted exactly as the seat's event feed serves them; a spectator's view for a watcher),
with the kind's own table template, read-only. Once the game is over with its seed revealed,
every seat's view is shown too. A game the requester may not see is "not found", as on the
game page.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import render
from django.views.decorators.http import require_GET

from games import selectors
from games.kinds import presenting
from games.selectors.replay import view_at
from web.views.games import visible_game


def _version(raw: str | None, default: int) -> int:
    return int(raw) if raw and raw.isdigit() and len(raw) < 10 else default


def _detail(game, at: dict, seats: list[dict], view, seat) -> dict:
    """The detail-like dict the table presenters take, read-only."""
    return {"kind": game.kind, "id": str(game.id), "version": at["version"],
            "status": at["status"], "view": view, "legal_commands": [], "seats": seats,
            "your_seat": seat, "to_act": [], "clock": None, "result": at["result"]}


@require_GET
@login_required
def replay(request, game_id):
    game = visible_game(request, game_id)
    seat = selectors.indexed_seat(game, request.user)  # the seat the event feed redacts for
    at = view_at(game, _version(request.GET.get("v"), game.version), seat)
    seats = selectors.game_detail(game, request.user)["seats"]
    detail = _detail(game, at, seats, at["view"], seat)
    table = presenting.present(detail) if at["view"] is not None else None
    everyone = []
    for v in at["views"]:
        d = _detail(game, at, seats, v["view"], v["seat"])
        everyone.append({"seat": v["seat"], "name": v["name"], "detail": d,
                         "table": presenting.present(d)})
    last = at["last_version"]
    v = at["version"]
    steps = {"first": 1 if v > 1 else None, "previous": v - 1 if v > 1 else None,
             "next": v + 1 if v < last else None, "last": last if v < last else None}
    return render(request, "web/pages/replay.html", {
        "detail": detail, "table": table, "at": at, "everyone": everyone, "steps": steps,
        "names": presenting.names_of(detail), "readonly": True, "seat": seat,
        "to_act": set()})
