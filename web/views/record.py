"""A finished game's record: the transcript, the players with their rating changes, the seed
check, and links to download the record as JSON and as text (the API's export endpoints).

Read with ``ratings.records`` (the record the export endpoint answers: every event as a
watcher's feed serves it), after the visibility rule (a hidden game is "not found", as on the
game page); a game still being played has no record yet: its page instead.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from games.models import Game
from ratings import records
from web.views.games import visible_game


@require_GET
@login_required
def record(request, game_id):
    game = visible_game(request, game_id)
    if game.status != Game.Status.FINISHED:
        return redirect("web:game", game_id=game.id)
    rec = records.record(game)
    names = {p["seat"]: p["username"] for p in rec["game"]["players"]}
    changes = {c["seat"]: c for c in rec["ratings"]["changes"]}
    lines = records.transcript_lines(rec)
    return render(request, "web/pages/record.html", {
        "rec": rec, "game": rec["game"], "seed": rec["seed"], "ratings": rec["ratings"],
        "players": [{**p, "change": changes.get(p["seat"])} for p in rec["game"]["players"]],
        "lines": lines, "result": records.result_text(rec["game"]["result"], names)})
