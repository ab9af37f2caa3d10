"""Staff views of games: the index, the dispute queue, replay to any version, decisions.

Records are read-only here (history is never edited, not even by staff; ``Game`` and
``Dispute`` rows are projections of the log). The only write is a dispute decision, made on the
replay page through ``services.dispute_resolve`` after a confirmation step.
"""

from __future__ import annotations

import json
from datetime import timedelta

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.core.serializers.json import DjangoJSONEncoder
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.text import Truncator

from config.errors import ServiceError
from games import kinds, services
from games.domain import stream
from games.domain.views import served_view
from games.kinds import presenting
from games.models import Dispute, Game, Seat
from games.staff import replay

# The admin index shows how many disputes wait (games/templates/admin/games/index.html).
admin.site.index_template = "admin/games/index.html"
# "View site": the web client's home page.
admin.site.site_url = "/"


class ReadOnlyAdmin(admin.ModelAdmin):
    """A projection of the log: staff look, nobody saves (no add, save or delete buttons)."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    can_delete = False
    readonly_fields = ("position", "user")

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


def replay_url(game_id, version: int | None = None) -> str:
    url = reverse("admin:games_game_replay", args=[game_id])
    return url if version is None else f"{url}?version={version}"


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ("id", "kind", "status", "version", "created_at", "replay_link")
    list_filter = ("kind", "status")
    search_fields = ("id", "seats__user__username")
    readonly_fields = ("id", "kind", "status", "creator", "seats_wanted", "options", "version",
                       "deadline", "created_at", "updated_at", "replay_link")
    inlines = [SeatInline]

    @admin.display(description="replay")
    def replay_link(self, obj):
        return format_html('<a href="{}">replay / re-judge</a>', replay_url(obj.pk))

    def get_urls(self):
        view = self.admin_site.admin_view
        own = [path("<uuid:game_id>/replay/", view(self.replay_view), name="games_game_replay"),
               path("<uuid:game_id>/decide/", view(self.decide_view), name="games_game_decide")]
        return own + super().get_urls()

    def replay_view(self, request, game_id):
        """``?version=N`` shows the game at N; ``?rejudge=1`` re-runs every command."""
        game = get_object_or_404(Game, pk=game_id)
        try:
            version = int(request.GET.get("version", game.version))
        except ValueError:
            version = game.version
        step = replay.replay_at(game, version)
        latest = replay.replay_at(game, game.version) if step["version"] != game.version \
            else step
        disputes = latest["state"]["lobby"].get("disputes", [])
        may_decide = request.user.is_staff and request.user.has_perm("games.resolve_dispute")
        seats = latest["state"]["lobby"]["players"]
        context = {
            **self.admin_site.each_context(request),
            "title": f"Replay of {game.kind} game {game.pk}",
            "game": game, "step": step, "pretty": _pretty(step),
            "views": [{**v, "json": _json(v["view"]), **_drawn(game, step, v)}
                      for v in step["views"]],
            "kind_css": f"web/kinds/{game.kind}.css" if game.kind in kinds.KINDS else None,
            "previous": step["version"] - 1 if step["version"] > 1 else None,
            "next": step["version"] + 1 if step["version"] < step["last_version"] else None,
            "findings": replay.rejudge(game) if request.GET.get("rejudge") else None,
            "disputes": disputes,
            "open_disputes": [d for d in disputes if d["status"] == "open"],
            "may_decide": may_decide,
            "form": DecisionForm(seats=latest["state"]["lobby"]["names"], initial={
                "to_version": step["version"]}) if may_decide else None,
            "seats": [{"seat": s, "name": latest["names"].get(s, s)} for s in seats],
            "result": latest["state"]["lobby"].get("result"),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/games/game/replay.html", context)

    def decide_view(self, request, game_id):
        """POST a decision: the first POST shows what it will do; ``confirm=1`` makes it."""
        game = get_object_or_404(Game, pk=game_id)
        if request.method != "POST":
            return redirect(replay_url(game.pk))
        if not request.user.has_perm("games.resolve_dispute"):
            raise PermissionDenied
        step = replay.replay_at(game, game.version)
        form = DecisionForm(request.POST, seats=step["state"]["lobby"]["names"])
        if not form.is_valid():
            for field, errors in form.errors.items():
                messages.error(request, f"{field}: {' '.join(errors)}")
            return redirect(replay_url(game.pk))
        decision = form.service_kwargs()
        if request.POST.get("confirm") != "1":
            context = {
                **self.admin_site.each_context(request),
                "title": f"Confirm the decision on dispute #{decision['dispute']}",
                "game": game, "form": form, "decision": decision,
                "summary": _what_it_does(decision, step["names"]),
                "back": replay_url(game.pk, decision.get("to_version")),
                "opts": self.model._meta,
            }
            return TemplateResponse(request, "admin/games/game/decide_confirm.html", context)
        try:
            services.dispute_resolve(game_id=game.pk, user=request.user, **decision)
        except ServiceError as exc:
            messages.error(request, f"Refused ({exc.code}): {exc.detail}")
            return redirect(replay_url(game.pk))
        game.refresh_from_db()
        messages.success(request, f"Dispute #{decision['dispute']} decided "
                                  f"({decision['kind']}); the game is at version "
                                  f"{game.version}.")
        return redirect(replay_url(game.pk, game.version))


def _drawn(game: Game, step: dict, seat_view: dict) -> dict:
    """A seat's view at the step drawn by the web client's own table (read-only): the
    ``detail`` its presenter and template get, and the ``table``."""
    lobby = step["state"]["lobby"]
    bots, pilots = lobby.get("bots") or {}, lobby.get("autopilot") or {}
    seat = seat_view["seat"]
    detail = {
        "kind": game.kind, "id": str(game.pk), "version": step["version"],
        "status": lobby["status"],
        "view": served_view(game.kind, seat_view["view"], step["outcome"], seat),
        "legal_commands": [],
        "seats": [{"seat": s, "user": uid, "username": step["names"].get(s, f"seat {s}"),
                   "bot": bots.get(s), "autopilot": s in pilots}
                  for s, uid in lobby["players"].items()],
        "your_seat": seat, "to_act": [], "clock": None, "result": None,
    }
    try:
        table = presenting.present(detail)
    except Exception as exc:  # noqa: BLE001 - a presenter's bug must not hide the replay
        return {"detail": detail, "table": None, "table_error": repr(exc)}
    return {"detail": detail, "table": table, "table_error": None}


def _json(value) -> str:
    return json.dumps(value, indent=2, sort_keys=True, cls=DjangoJSONEncoder)


def _pretty(step: dict) -> dict:
    return {k: _json(step[k]) for k in ("event", "state", "outcome", "changes")}


def _what_it_does(decision: dict, names: dict) -> str:
    kind = decision["kind"]
    if kind == "dismiss":
        return "The dispute is closed; the game does not change."
    if kind == "annul":
        return "The game ends now with no result (void). Its seed is revealed."
    if kind == "set_result":
        winners = ", ".join(names.get(s, s) for s in decision["winners"]) or "nobody"
        text = f"The game's result becomes: {winners} won"
        if decision.get("scores"):
            text += " with scores " + ", ".join(
                f"{names.get(s, s)} {v}" for s, v in decision["scores"].items())
        return text + ". An active game ends; a finished one gets a corrected result."
    return (f"The game continues from its state at version {decision['to_version']}. The "
            "events after it stay in the log but no longer count; the players see the rewind "
            "in their feed.")


class DecisionForm(forms.Form):
    """The decision form on the replay page (checked again by the service)."""

    dispute = forms.IntegerField(min_value=1)
    kind = forms.ChoiceField(choices=[(k, k.replace("_", " ")) for k in stream.DECISION_KINDS],
                             initial=stream.DEFAULT_DECISION_KIND)  # the API's default too
    decision = forms.CharField(label="reason", max_length=stream.MAX_TEXT,
                               widget=forms.Textarea(attrs={"rows": 3, "cols": 60}))
    to_version = forms.IntegerField(required=False, min_value=1,
                                    help_text="rewind: play continues from this version")
    winners = forms.MultipleChoiceField(required=False, widget=forms.CheckboxSelectMultiple,
                                        help_text="set result: who won")

    def __init__(self, *args, seats: dict, **kwargs):
        super().__init__(*args, **kwargs)
        self.seats = seats
        self.fields["winners"].choices = [(s, name) for s, name in seats.items()]
        for s, name in seats.items():
            self.fields[f"score_{s}"] = forms.IntegerField(
                required=False, label=f"score of {name}", help_text="set result (optional)")

    def clean(self):
        data = super().clean()
        if data.get("kind") == "rewind" and data.get("to_version") is None:
            self.add_error("to_version", "A rewind needs the version to continue from.")
        return data

    def service_kwargs(self) -> dict:
        """The service's keyword arguments."""
        d = self.cleaned_data
        out = {"dispute": d["dispute"], "kind": d["kind"], "decision": d["decision"]}
        if d["kind"] == "rewind":
            out["to_version"] = d["to_version"]
        if d["kind"] == "set_result":
            out["winners"] = list(d["winners"])
            scores = {s: d[f"score_{s}"] for s in self.seats if d.get(f"score_{s}") is not None}
            out["scores"] = scores or None
        return out


class AgeFilter(admin.SimpleListFilter):
    title = "age"
    parameter_name = "age"
    AGES = {"1d": timedelta(days=1), "7d": timedelta(days=7), "30d": timedelta(days=30)}

    def lookups(self, request, model_admin):
        return [("1d", "older than a day"), ("7d", "older than a week"),
                ("30d", "older than 30 days")]

    def queryset(self, request, queryset):
        age = self.AGES.get(self.value())
        return queryset if age is None else queryset.filter(opened_at__lte=timezone.now() - age)


class GameKindFilter(admin.SimpleListFilter):
    title = "game"
    parameter_name = "game_kind"

    def lookups(self, request, model_admin):
        kinds = Dispute.objects.order_by("game__kind").values_list("game__kind", flat=True)
        return [(k, k) for k in kinds.distinct()]

    def queryset(self, request, queryset):
        return queryset.filter(game__kind=self.value()) if self.value() else queryset


@admin.register(Dispute)
class DisputeAdmin(ReadOnlyAdmin):
    """The queue: open first, oldest first; each row links into the replay at its version."""

    list_display = ("number_col", "game_col", "opened_by_col", "replay_col", "reason_col",
                    "status", "kind", "age")
    list_display_links = None
    list_filter = ("status", "kind", AgeFilter, GameKindFilter)
    search_fields = ("game__id", "opened_by__username", "reason")
    list_select_related = ("game", "opened_by")
    readonly_fields = [f.name for f in Dispute._meta.fields]

    @admin.display(description="#", ordering="number")
    def number_col(self, obj):
        return f"#{obj.number}"

    @admin.display(description="game", ordering="game__kind")
    def game_col(self, obj):
        return format_html('{} <a href="{}">{}</a>', obj.game.kind, replay_url(obj.game_id),
                           str(obj.game_id)[:8])

    @admin.display(description="reason")
    def reason_col(self, obj):
        return Truncator(obj.reason).chars(60)

    @admin.display(description="open for", ordering="opened_at")
    def age(self, obj):
        end = obj.resolved_at or timezone.now()
        hours = int((end - obj.opened_at).total_seconds() // 3600)
        return f"{hours // 24} d {hours % 24} h"

    @admin.display(description="opened by", ordering="opened_by__username")
    def opened_by_col(self, obj):
        return f"{obj.opened_by or '(deleted account)'} (seat {obj.seat})"

    @admin.display(description="at version", ordering="at_version")
    def replay_col(self, obj):
        url = f"{replay_url(obj.game_id, obj.at_version)}&dispute={obj.number}"
        return format_html('<a href="{}">replay at v{}</a>', url, obj.at_version)
