"""The lobby: open games by kind, the create-a-game form with every option, join by code.

Creating calls ``POST /api/games``'s own serializer, rate and service (and invites the names
typed, in the same transaction: a wrong name leaves no game behind); a challenge is
``POST /api/challenge/{username}``'s (the first name typed is challenged); joining by code is
``POST /api/join``'s.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe

from config.api import valid
from games import kinds, selectors, services
from games.api.invitations import ChallengeSerializer, JoinCodeSerializer
from games.api.lobby import GameCreateSerializer
from games.models import Game
from games.services import invitations
from web import lobby_form
from web.actions import attempt, throttle


def _page(request, *, refusal=None, typed=None, code_refusal=None, status=200):
    kind = request.GET.get("kind") or ""
    open_games = selectors.game_list(user=request.user, status=Game.Status.LOBBY,
                                     kind=kind if kind in kinds.KINDS else None)
    return render(request, "web/pages/lobby.html", {
        "open_games": list(open_games[:100]), "kinds": lobby_form.kind_fields(), "filter": kind,
        "levels": lobby_form.BOT_LEVELS, "max_bots": range(lobby_form.MAX_BOTS),
        "clock_choices": lobby_form.CLOCK_CHOICES, "bank_choices": lobby_form.BANK_CHOICES,
        "refusal": refusal, "typed": typed or {}, "code_refusal": code_refusal},
        status=status)


@require_safe
@login_required
def lobby(request):
    return _page(request)


@require_POST
@login_required
def create(request):
    names = lobby_form.invitees(request.POST)
    challenge = request.POST.get("challenge") == "on"

    def make():
        throttle(request, "games")
        body = lobby_form.body(request.POST)
        with transaction.atomic():
            if challenge:  # ``POST /api/challenge/{username}``: private, closed on a decline
                body.pop("visibility")
                data = valid(ChallengeSerializer, body)
                game = invitations.challenge_create(
                    user=request.user, username=names[0] if names else "", kind=data["kind"],
                    options=data["options"], seats=data["seats"], bots=data["bots"])
                names[:1] = []
            else:
                data = valid(GameCreateSerializer, body)
                game = services.game_create(user=request.user, kind=data["kind"],
                                            options=data["options"], seats=data["seats"],
                                            visibility=data["visibility"], bots=data["bots"])
            for name in names:
                invitations.invitation_send(game_id=game.id, user=request.user, username=name)
        return game
    game, refusal = attempt(make)
    if refusal is not None:
        return _page(request, refusal=refusal, typed=request.POST, status=refusal.status)
    assert game is not None  # (no refusal: the value)
    return redirect("web:game", game_id=game.id)


@require_POST
@login_required
def join_by_code(request):
    def join():
        throttle(request, "join_code")
        data = valid(JoinCodeSerializer, {"code": request.POST.get("code", "")})
        return invitations.join_by_code(user=request.user, code=data["code"])
    game, refusal = attempt(join)
    if refusal is not None:
        return _page(request, code_refusal=refusal, status=refusal.status)
    assert game is not None  # (no refusal: the value)
    return redirect("web:game", game_id=game.id)
