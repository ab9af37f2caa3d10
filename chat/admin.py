"""The moderators' queue of chat reports, beside the disputes: open reports oldest first, each
opened on a review page that shows the message among the messages around it, with the actions
(remove the message, mute its author for 1 h / 24 h / 7 d or a custom time, dismiss).

Looking needs ``chat.view_chatreport``; acting needs ``chat.moderate`` (both held by the
``moderators`` group, migration 0002). Every action goes through ``chat.services``, which
records it in the moderation log.
"""

from __future__ import annotations

from datetime import timedelta

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.text import Truncator

from chat import moderation, selectors, services
from chat.models import ChatReport
from config.errors import ServiceError

DURATIONS = {"1h": ("1 hour", timedelta(hours=1)), "24h": ("24 hours", timedelta(hours=24)),
             "7d": ("7 days", timedelta(days=7)), "custom": ("custom (hours below)", None)}


def mute_duration(post) -> timedelta:
    """The mute's length a review form asks for (``invalid`` when it makes no sense)."""
    choice = post.get("duration", "24h")
    if choice not in DURATIONS:
        raise ServiceError("invalid", "Choose how long the mute lasts.")
    length = DURATIONS[choice][1]
    if length is not None:
        return length
    try:
        hours = int(post.get("custom_hours", ""))
    except ValueError:
        raise ServiceError("invalid", "A custom mute needs a whole number of hours.") from None
    if not 1 <= hours <= 24 * 365:
        raise ServiceError("invalid", "A custom mute lasts 1 to 8760 hours.")
    return timedelta(hours=hours)


@admin.register(ChatReport)
class ChatReportAdmin(admin.ModelAdmin):
    """The queue (read-only rows; the review page acts)."""

    list_display = ("id", "review_col", "message_col", "reporter", "reason_col", "status",
                    "age")
    list_display_links = None
    list_filter = ("status",)
    list_select_related = ("message", "message__author", "reporter")
    ordering = ("created_at", "id")
    readonly_fields = ("message", "reporter", "reason", "status", "created_at", "resolved_at",
                       "resolved_by")

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="review")
    def review_col(self, obj):
        return format_html('<a href="{}">review message {}</a>',
                           reverse("admin:chat_chatreport_review", args=[obj.message_id]),
                           obj.message_id)

    @admin.display(description="message")
    def message_col(self, obj):
        m = obj.message
        text = "(removed) " if m.removed_at else ""
        return f"{text}{m.author}: {Truncator(m.body).chars(60)}"

    @admin.display(description="reason")
    def reason_col(self, obj):
        return Truncator(obj.reason).chars(60)

    @admin.display(description="open for", ordering="created_at")
    def age(self, obj):
        end = obj.resolved_at or timezone.now()
        hours = int((end - obj.created_at).total_seconds() // 3600)
        return f"{hours // 24} d {hours % 24} h"

    def get_urls(self):
        view = self.admin_site.admin_view
        own = [path("message/<int:message_id>/", view(self.review_view),
                    name="chat_chatreport_review"),
               path("message/<int:message_id>/act/", view(self.act_view),
                    name="chat_chatreport_act")]
        return own + super().get_urls()

    def review_view(self, request, message_id):
        if not self.has_view_permission(request):
            raise PermissionDenied
        reports = list(ChatReport.objects.filter(message_id=message_id)
                       .select_related("reporter", "message", "message__author"))
        if not reports:
            raise Http404("No report of that message.")
        message = reports[0].message
        context = {
            **self.admin_site.each_context(request),
            "title": f"Reported message {message.pk}",
            "message": message, "reports": reports,
            "context_messages": selectors.in_context(message),
            "replay": reverse("admin:games_game_replay", args=[message.game_id]),
            "act": reverse("admin:chat_chatreport_act", args=[message.pk]),
            "may_moderate": request.user.has_perm("chat.moderate"),
            "durations": [(k, label) for k, (label, _) in DURATIONS.items()],
            "history": moderation.history(message.pk),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/chat/chatreport/review.html", context)

    def act_view(self, request, message_id):
        if request.method != "POST":
            return redirect("admin:chat_chatreport_review", message_id=message_id)
        if not request.user.has_perm("chat.moderate"):
            raise PermissionDenied
        get_object_or_404(ChatReport.objects.filter(message_id=message_id)[:1])
        action, reason = request.POST.get("action"), request.POST.get("reason", "")
        kwargs = {"message_id": message_id, "moderator": request.user, "reason": reason}
        try:
            if action == "remove":
                services.message_remove(**kwargs)
                done = "The message is removed."
            elif action in ("mute", "remove_mute"):
                duration = mute_duration(request.POST)
                if action == "remove_mute":
                    services.message_remove(**kwargs)
                mute = services.author_mute(duration=duration, **kwargs)
                done = f"The author is muted until {mute.until:%Y-%m-%d %H:%M} UTC."
            elif action == "dismiss":
                services.reports_dismiss(**kwargs)
                done = "The reports are dismissed."
            else:
                raise ServiceError("invalid", "Choose an action.")
        except ServiceError as exc:
            messages.error(request, f"Refused ({exc.code}): {exc.detail}")
            return redirect("admin:chat_chatreport_review", message_id=message_id)
        messages.success(request, done)
        return redirect(reverse("admin:chat_chatreport_changelist") + "?status__exact=open")
