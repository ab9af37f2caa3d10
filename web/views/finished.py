"""The player's finished games: newest first, a page at a time, each with its kind, opponents,
result in words, date, and links to the game page and its replay.

Listed by ``games.selectors.game_list(user=..., mine=True, ended=True)`` (the games the player
may find, as the API lists them); each game's seats and result come from ``game_detail``.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import render
from django.views.decorators.http import require_GET

from games import selectors

PER_PAGE = 20


@require_GET
@login_required
def finished(request):
    user = request.user
    pages = Paginator(selectors.game_list(user=user, mine=True, ended=True), PER_PAGE)
    page = pages.get_page(request.GET.get("page"))
    rows = []
    for game in page.object_list:
        detail = selectors.game_detail(game, user)
        rows.append({"game": game, "detail": detail,
                     "opponents": [s["username"] for s in detail["seats"]
                                   if s["user"] != user.id]})
    return render(request, "web/pages/finished.html",
                  {"nav": "finished", "page": page, "rows": rows})
