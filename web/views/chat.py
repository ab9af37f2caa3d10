"""The chat panel's requests on a game's page: the panel itself, sending a message and
reporting one (what the panel holds: ``web.views.chat_panel``).

Reads and writes go through ``chat.selectors`` and ``chat.services`` with the API's validation
and rate (``web.actions``); a refusal (too long, muted until ..., blocked) is drawn in the
panel with the API's message, nothing written. The list is re-drawn by ``app.js`` when the
room's long-poll (``GET /api/games/{id}/chat/{room}?wait``) answers.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe

from chat import selectors, services
from chat.api import ChatMessageSendSerializer, ChatReportFileSerializer
from config.api import valid
from config.errors import ServiceError
from web.actions import attempt, throttle
from web.views.chat_panel import panel_context
from web.views.games import render_page, visible_game


def _panel(request, game, refusal=None, note=""):
    template = ("web/partials/chat_messages.html" if request.GET.get("part") == "messages"
                else "web/partials/chat.html")
    return render(request, template, panel_context(request, game, refusal, note),
                  status=refusal.status if refusal else 200)


@require_safe
@login_required
def chat_panel(request, game_id):
    """The panel (htmx), or its message list alone (``?part=messages``)."""
    return _panel(request, visible_game(request, game_id))


def _after(request, game, refusal, note):
    if not request.htmx:
        if refusal is None:
            return redirect(f"/games/{game.id}/#chat")
        return render_page(request, game, extra=panel_context(request, game, refusal),
                           status=refusal.status)
    return _panel(request, game, refusal, note)


@require_POST
@login_required
def chat_send(request, game_id):
    game = visible_game(request, game_id)
    room = request.POST.get("room", "")

    def send():
        selectors.writable_room(game.id, room, request.user)  # who may, before the rate
        throttle(request, "chat_messages")
        data = valid(ChatMessageSendSerializer, {"body": request.POST.get("body", "")})
        return services.message_post(game_id=game.id, room=room, user=request.user,
                                     body=data["body"])
    _, refusal = attempt(send)
    return _after(request, game, refusal, "")


@require_POST
@login_required
def chat_report(request, game_id):
    game = visible_game(request, game_id)

    def report():
        throttle(request, "chat_reports")
        data = valid(ChatReportFileSerializer, {"reason": request.POST.get("reason", "")})
        message = request.POST.get("message", "")
        if not message.isdigit():
            raise ServiceError("message_not_found", "No such message.")
        m, _room = selectors.readable_message(int(message), request.user)
        if m.game_id != game.id:
            raise ServiceError("message_not_found", "No such message.")
        return services.report_create(message_id=m.pk, user=request.user,
                                      reason=data.get("reason", ""))
    _, refusal = attempt(report)
    return _after(request, game, refusal,
                  "" if refusal else "Reported: a moderator will look at the message.")
