"""The seek pool: one row per seek (a player's request for a game on given terms).

A seek is written by ``pairing.services`` only. ``terms`` is the key two seeks must share to
be paired (kind, seats, clock in ms, on_timeout: ``pairing.rules.terms_key``), indexed with
the status so a new seek finds its candidates without reading the rest of the pool.
``SeekPool`` holds one row per terms key ever used: the lock every seek of those terms takes
first, so two seeks posted at once see each other (one after the other) instead of both
waiting unpaired.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class Seek(models.Model):
    class Status(models.TextChoices):
        OPEN = "open"
        MATCHED = "matched"
        CANCELLED = "cancelled"
        EXPIRED = "expired"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="seeks")
    kind = models.CharField(max_length=32)
    seats = models.PositiveSmallIntegerField()
    clock = models.JSONField(null=True, blank=True)  # the stored form (games.domain.time_control)
    on_timeout = models.CharField(max_length=16)
    options = models.JSONField(default=dict)  # the rules' full options of the game it makes
    terms = models.CharField(max_length=200)
    rating_min = models.IntegerField(null=True, blank=True)
    rating_max = models.IntegerField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    closed_at = models.DateTimeField(null=True, blank=True)  # matched, cancelled or expired
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="+")

    class Meta:
        indexes = [models.Index(fields=["terms", "status", "created_at"], name="seek_pool"),
                   models.Index(fields=["status", "expires_at"], name="seek_expiry"),
                   models.Index(fields=["user", "status"], name="seek_owner")]

    def __str__(self):
        return f"seek {self.id} by {self.user_id}: {self.terms} ({self.status})"


class SeekPool(models.Model):
    """The lock of one terms key (see the module's docstring)."""

    terms = models.CharField(max_length=200, primary_key=True)
    touched_at = models.DateTimeField()

    def __str__(self):
        return f"pool {self.terms}"
