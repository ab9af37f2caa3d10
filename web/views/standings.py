"""The standings' pages: a kind's leaderboard (a page at a time) and a player's profile (ratings
per kind, a "?" while provisional; played and won; reliability; recent finished games with
their rating changes and links to each game's page).

Read with ``ratings.selectors``, as the API's ``/api/leaderboards/{kind}`` and
``/api/players/{username}`` serve them; readable without logging in, like the API. A kind or
player the API answers 404 is the web client's not-found page. A signed-in visitor sees a
Block / Unblock button on another player's profile (``web.views.players`` makes the change).
"""

from __future__ import annotations

from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import render
from django.views.decorators.http import require_GET

from accounts import blocks
from config.errors import ServiceError
from games import kinds
from ratings import selectors

PER_PAGE = 50
RECENT = 10  # finished games on a profile


@require_GET
def leaderboard(request, kind: str):
    try:
        ratings = selectors.leaderboard(kind)
    except ServiceError as refusal:
        raise Http404(refusal.detail) from refusal
    page = Paginator(ratings, PER_PAGE).get_page(request.GET.get("page"))
    rows = selectors.leaderboard_rows(page.object_list, page.start_index() - 1)
    return render(request, "web/pages/leaderboard.html", {
        "nav": "leaderboards", "kind": kind, "kinds": kinds.KINDS, "page": page,
        "rows": rows})


@require_GET
def profile(request, username: str):
    try:
        player = selectors.player_get(username)
    except ServiceError as refusal:
        raise Http404(refusal.detail) from refusal
    return profile_page(request, player)


def profile_page(request, player, *, refusal=None):
    """A player's profile; a signed-in visitor other than the player gets the Block / Unblock
    button (``web.views.players``), and ``refusal`` is shown by it."""
    recent = selectors.player_games(player, request.user, selectors.games_filters(
        kind=None, result=None, opponent=None, since=None, until=None))[:RECENT]
    rows = [{**row, "opponents": [p for p in row["players"] if p["seat"] != row["seat"]]}
            for row in selectors.game_rows(player, recent)]
    me = request.user
    can_block = me.is_authenticated and me.pk != player.pk
    response = render(request, "web/pages/profile.html", {
        "nav": "leaderboards", "player": selectors.player_profile(player), "recent": rows,
        "can_block": can_block,
        "blocking": can_block and blocks.has_blocked(me.pk, player.pk),
        "done": request.GET.get("done") if refusal is None else None, "refusal": refusal},
        status=refusal.status if refusal else 200)
    if me.is_authenticated:
        response["Cache-Control"] = "no-store"  # the button is this visitor's
    return response
