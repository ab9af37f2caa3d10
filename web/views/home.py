"""The home page: the "your turn" inbox, invitations waiting for an answer, the games one is in.

Read with the inbox's own selectors (``games.selectors.my_turns`` after the passed deadlines
are applied, as ``GET /api/me/turns`` does). The page's script long-polls that endpoint and the
notifications feed and re-fetches the ``#inbox`` fragment when either changes.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import render
from django.views.decorators.http import require_safe

from games import clocks, selectors, services
from games.models import Game
from notifications import selectors as notes
from notifications.models import Notification


def inbox_context(user) -> dict:
    """Everything the inbox fragment draws for ``user``."""
    now_ms = clocks.now_ms()
    services.deadlines_apply_for(user, now_ms)
    turns = selectors.my_turns(user=user, now_ms=now_ms)
    invitations = selectors.invitation_rows(list(selectors.invitations_for(user)[:50]))
    waiting = list(selectors.game_list(user=user, status=Game.Status.ACTIVE, mine=True)[:50])
    lobby = list(selectors.game_list(user=user, status=Game.Status.LOBBY, mine=True)[:50])
    mine = {t["game"] for t in turns["turns"]}
    return {"turns": turns, "invitations": invitations, "etag": turns["etag"],
            "waiting": [g for g in waiting if str(g.id) not in mine], "lobby": lobby,
            "unread": notes.unread_count(user.id),
            "last_note": Notification.objects.filter(user=user, in_inbox=True)
            .order_by("-id").values_list("id", flat=True).first() or 0}


@require_safe
@login_required
def home(request):
    template = "web/partials/inbox.html" if request.htmx else "web/pages/home.html"
    return render(request, template, inbox_context(request.user))
