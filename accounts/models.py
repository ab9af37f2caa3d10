"""The accounts' own tables. An account is Django's ``User``; its email address is
``User.email`` and ``EmailState`` says whether that address is verified.

``EmailState.verified`` holds the address as it was verified ("" when none is): it is unique
ignoring case (a partial unique index on ``LOWER(verified)``), so two accounts can type the
same address but only one can prove it. An address counts as verified while it equals
``User.email``; setting another address clears ``verified`` and stamps ``changed_at``, which is
in the verification link's hash (``accounts.links``), so every link sent before dies.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone


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
