"""The accounts' tables: ``DeviceToken``, one API token per logged-in device.

knox's token (``knox.models.AbstractAuthToken``: the SHA-512 digest of the key, never the key;
its first 15 characters to find it; the user; created; expiry), with a number for the API to
name it by, the device it was issued to, and when it was last used. ``KNOX_TOKEN_MODEL`` points
knox at it.
"""

from __future__ import annotations

from django.db import models
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
