"""The accounts' own tables. An account is Django's ``User``.

``DeviceToken``: one API token per logged-in device. knox's token
(``knox.models.AbstractAuthToken``: the SHA-512 digest of the key, never the key; its first 15
characters to find it; the user; created; expiry), with a number for the API to name it by, the
device it was issued to, and when it was last used. ``KNOX_TOKEN_MODEL`` points knox at it.

``EmailState``: whether the account's address (``User.email``) is verified. ``verified`` holds
the address as it was verified ("" when none is): it is unique ignoring case (a partial unique
index on ``LOWER(verified)``), so two accounts can type the same address but only one can prove
it. An address counts as verified while it equals ``User.email``; setting another address
clears ``verified`` and stamps ``changed_at``, which is in the verification link's hash
(``accounts.links``), so every link sent before dies.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone
from knox.models import AbstractAuthToken
from knox.settings import CONSTANTS

DEVICE_MAX_LENGTH = 100


class DeviceToken(AbstractAuthToken):
    """An API token held by one device. ``digest`` is unique but not the key: the API names a
    token by ``id`` (a digest is not shown to anyone)."""

    id = models.BigAutoField(primary_key=True)
    digest = models.CharField(max_length=CONSTANTS.DIGEST_LENGTH, unique=True)
    device = models.CharField(max_length=DEVICE_MAX_LENGTH, blank=True)
    # written at most once a minute per token (accounts.authentication), so reads stay reads
    last_used = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-created"], name="devicetoken_user_created")]

    def __str__(self) -> str:
        return f"{self.device or 'a device'} ({self.user_id})"


class EmailState(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="email_state")
    verified = models.CharField(max_length=254, blank=True, default="",
                                help_text="the address as verified; empty: not verified")
    verified_at = models.DateTimeField(null=True, blank=True)
    changed_at = models.DateTimeField(default=timezone.now,
                                      help_text="when the address last changed")

    class Meta:
        constraints = [models.UniqueConstraint(Lower("verified"), condition=~models.Q(verified=""),
                                               name="accounts_verified_email_uniq")]

    def __str__(self) -> str:
        return f"email state of {self.user_id}"


class Block(models.Model):
    """``blocker`` has blocked ``blocked``: the two are never paired, and the blocked one cannot
    invite, challenge or chat to the blocker (``accounts.blocks``). One row per pair and
    direction; both directions may exist."""

    blocker = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="blocks_made")
    blocked = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="blocks_received")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["blocker", "blocked"], name="accounts_block_uniq"),
            models.CheckConstraint(condition=~models.Q(blocker=models.F("blocked")),
                                   name="accounts_block_not_self"),
        ]
        # (blocker, blocked) is the unique index; the other direction needs its own
        indexes = [models.Index(fields=["blocked", "blocker"], name="accounts_block_blocked")]

    def __str__(self) -> str:
        return f"{self.blocker_id} blocks {self.blocked_id}"
