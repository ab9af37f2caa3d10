"""Chat tables: messages, reports and mutes (the moderation's working copy).

Messages are not game events: they live here, not in the log, so a game's replay, redaction and
ratings never see them and an erased account's messages can simply be deleted. What moderators
do is also recorded in the event store's moderation log (``chat.moderation``), by ids and the
moderator's reason only, never a message's text.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ChatMessage(models.Model):
    game_id = models.UUIDField()
    room = models.CharField(max_length=8)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                               related_name="chat_messages")
    body = models.TextField()
    created_at = models.DateTimeField()
    removed_at = models.DateTimeField(null=True, blank=True)
    removed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                   on_delete=models.SET_NULL, related_name="+")
    reason = models.TextField(blank=True, help_text="why it was removed (the moderator's)")

    class Meta:
        indexes = [models.Index(fields=["game_id", "room", "id"])]

    def __str__(self):
        return f"message {self.pk} in {self.game_id} ({self.room})"


class ChatReport(models.Model):
    class Status(models.TextChoices):
        OPEN = "open"
        REMOVED = "removed"  # the message was removed
        MUTED = "muted"  # its author was muted (the message removed or not)
        DISMISSED = "dismissed"
        CLOSED = "closed"  # the message's author was erased

    message = models.ForeignKey(ChatMessage, on_delete=models.CASCADE, related_name="reports")
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                 related_name="chat_reports")
    reason = models.TextField(blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField()
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolved_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                    on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [models.UniqueConstraint(fields=["message", "reporter"],
                                               name="chat_report_once")]
        indexes = [models.Index(fields=["status", "created_at"])]
        permissions = [("moderate", "Can moderate the chat (remove, mute, dismiss)")]

    def __str__(self):
        return f"report {self.pk} of message {self.message_id}"


class ChatMute(models.Model):
    """A user may not send chat messages until ``until`` (a mute ends by itself)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="chat_mutes")
    until = models.DateTimeField(db_index=True)
    muted_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                 on_delete=models.SET_NULL, related_name="+")
    reason = models.TextField(blank=True)
    created_at = models.DateTimeField()

    def __str__(self):
        return f"mute of {self.user_id} until {self.until:%Y-%m-%d %H:%M}"
