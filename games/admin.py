"""Staff views of games: the index, each game's log, replay to any version, re-judging.

Everything here is read-only: history is never edited, not even by staff.
"""

from __future__ import annotations

import json

from django.contrib import admin
from django.core.serializers.json import DjangoJSONEncoder
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from . import replay
from .models import Game, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    can_delete = False
    readonly_fields = ("position", "user")

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "status", "version", "created_at", "replay_link")
    list_filter = ("kind", "status")
    search_fields = ("id", "seats__user__username")
    readonly_fields = ("id", "kind", "status", "creator", "seats_wanted", "options", "version",
                       "deadline", "created_at", "updated_at", "replay_link")
    inlines = [SeatInline]

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="replay")
    def replay_link(self, obj):
        url = reverse("admin:games_game_replay", args=[obj.pk])
        return format_html('<a href="{}">replay / re-judge</a>', url)

    def get_urls(self):
        own = [path("<uuid:game_id>/replay/", self.admin_site.admin_view(self.replay_view),
                    name="games_game_replay")]
        return own + super().get_urls()

    def replay_view(self, request, game_id):
        """``?version=N`` shows the game at N; ``?rejudge=1`` re-runs every command."""
        game = get_object_or_404(Game, pk=game_id)
        try:
            version = int(request.GET.get("version", game.version))
        except ValueError:
            version = game.version
        step = replay.replay_at(game, version)
        pretty = {k: json.dumps(step[k], indent=2, sort_keys=True, cls=DjangoJSONEncoder)
                  for k in ("event", "state", "views", "outcome", "changes")}
        context = {
            **self.admin_site.each_context(request),
            "title": f"Replay of {game.kind} {game.pk}",
            "game": game, "step": step, "pretty": pretty,
            "previous": step["version"] - 1 if step["version"] > 1 else None,
            "next": step["version"] + 1 if step["version"] < step["last_version"] else None,
            "findings": replay.rejudge(game) if request.GET.get("rejudge") else None,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/game/replay.html", context)
