"""Finding players and keeping them away: the player search page, the Block / Unblock button
of a profile, and the page of your blocks.

``/players/`` searches as you type (htmx asks the same URL after a pause in typing and swaps
the results in; without script the form's submit does the same) with ``ratings.search``, the
selector behind ``GET /api/players?q=``, counted against the same ``player_search`` rate. The
block and unblock buttons are ``POST``/``DELETE /api/me/blocks/{username}`` done as forms
(``accounts.blocks``, the ``blocks`` rate); a refusal is shown on the page it came from, with
the API's words, and nothing is written. ``/settings/blocks/`` lists your blocks, newest
first, each with an Unblock button.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts import blocks
from config.errors import ServiceError
from ratings import search, selectors
from web.actions import attempt, throttle
from web.views import standings

PER_PAGE = 50
DONE = {"blocked": "blocked", "unblocked": "unblocked"}


@require_GET
def players(request):
    """The search page; an htmx request gets the results alone."""
    typed = request.GET.get("q", "")
    found, refusal, hint = None, None, None
    if typed.strip():
        def run():
            query = search.search_query(typed)  # a bad query is a hint, not counted
            throttle(request, "player_search")
            return search.players_search(query, searcher=request.user)
        found, refusal = attempt(run)
        if refusal is not None and refusal.code == "invalid_query":
            hint, refusal = refusal.detail, None
    context = {"nav": "players", "typed": typed, "found": found, "refusal": refusal,
               "hint": hint}
    template = "web/partials/player_results.html" if request.htmx else "web/pages/players.html"
    return render(request, template, context, status=refusal.status if refusal else 200)


def _player(username: str):
    try:
        return selectors.player_get(username)
    except ServiceError as refusal:
        raise Http404(refusal.detail) from refusal


@require_POST
@login_required
def block(request, username: str):
    player = _player(username)

    def make():
        throttle(request, "blocks")
        return blocks.block_create(user=request.user, username=player.get_username())
    _, refusal = attempt(make)
    if refusal is not None:
        return standings.profile_page(request, player, refusal=refusal)
    return redirect(f"{reverse('web:player', args=[player.get_username()])}?done=blocked")


@require_POST
@login_required
def unblock(request, username: str):
    """Lift a block; ``back=blocks`` returns to the blocks page, else to the profile."""
    back = request.POST.get("back") == "blocks"

    def lift():
        throttle(request, "blocks")
        blocks.block_delete(user=request.user, username=username)
    _, refusal = attempt(lift)
    if refusal is not None:
        if back:
            return _blocks_page(request, refusal=refusal)
        return standings.profile_page(request, _player(username), refusal=refusal)
    if back:
        return redirect(f"{reverse('web:settings-blocks')}?done=unblocked")
    return redirect(f"{reverse('web:player', args=[username])}?done=unblocked")


def _blocks_page(request, *, refusal=None):
    page = Paginator(blocks.blocks_made(request.user), PER_PAGE).get_page(request.GET.get("page"))
    response = render(request, "web/pages/blocks.html", {
        "nav": "settings", "page": page, "refusal": refusal,
        "done": request.GET.get("done") == "unblocked"},
        status=refusal.status if refusal else 200)
    response["Cache-Control"] = "no-store"
    return response


@require_GET
@login_required
def blocks_page(request):
    return _blocks_page(request)
