"""An account's sessions: the API tokens its devices hold (``accounts.models.DeviceToken``).

``token_issue`` makes a new token for a device (every log-in does; the key is answered once,
only its digest is kept), ``sessions_list`` is what ``GET /api/me/sessions`` shows,
``session_revoke`` ends one of them, ``revoke_others(user, keep_token=None)`` every one but the
one that asked: a password change or reset does (the receiver of
``accounts.signals.password_changed``). Web sessions end by themselves on a password change
(Django checks the password hash stored in the session), except the one the change was made
from (``update_session_auth_hash``).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models.functions import Coalesce
from django.dispatch import receiver
from django.utils import timezone
from knox.crypto import hash_token
from knox.settings import knox_settings

from accounts.models import DEVICE_MAX_LENGTH, DeviceToken
from accounts.signals import account_erasing, password_changed
from config.errors import ServiceError


def device_name(named: Any, user_agent: Any) -> str:
    """The device a token is for: the name the client gave, else its User-Agent; whitespace
    runs made one space, cut to the column's length ("" when neither says anything)."""
    for text in (named, user_agent):
        if isinstance(text, str) and (name := " ".join(text.split())):
            return name[:DEVICE_MAX_LENGTH]
    return ""


def token_issue(user, *, device: str = "") -> tuple[DeviceToken, str]:
    """A new API token for ``user`` on ``device``; returns (token, key). The key is not stored
    (only its digest): this is the one time it is known. The account's expired tokens are
    deleted on the way (they would only refuse), and beyond ``API_TOKENS_PER_ACCOUNT`` the
    ones longest unused (a script that logs in on every run does not pile tokens up)."""
    with transaction.atomic():
        mine = DeviceToken.objects.filter(user=user)
        mine.filter(expiry__lte=timezone.now()).delete()
        kept = settings.API_TOKENS_PER_ACCOUNT - 1
        surplus = list(mine.order_by(Coalesce("last_used", "created").desc(), "-id")
                       .values_list("pk", flat=True)[kept:])
        if surplus:
            DeviceToken.objects.filter(pk__in=surplus).delete()
        return DeviceToken.objects.create(user=user, expiry=knox_settings.TOKEN_TTL,
                                          device=device)


def sessions_list(user, *, current: DeviceToken | None = None) -> list[dict]:
    """The account's live tokens, last used (else made) first: id, device, created, last used,
    expiry and whether it is ``current`` (the one asking). Never the key or its digest."""
    now = timezone.now()
    rows = (DeviceToken.objects.filter(user=user).exclude(expiry__lte=now)
            .values("id", "device", "created", "last_used", "expiry"))
    current_id = current.pk if isinstance(current, DeviceToken) else None
    out = [{**row, "current": row["id"] == current_id} for row in rows]
    out.sort(key=lambda s: (s["last_used"] or s["created"], s["id"]), reverse=True)
    return out


def session_revoke(user, *, session_id: int) -> None:
    """Revoke the token ``session_id`` of ``user``; another account's or an unknown id is 404
    ``session_not_found`` (whether it exists is not told)."""
    deleted = 0
    if 0 < session_id < 2**63:  # a bigger number than the column holds is no session either
        deleted, _ = DeviceToken.objects.filter(user=user, pk=session_id).delete()
    if not deleted:
        raise ServiceError("session_not_found", "You have no session with that id.")


def token_revoke(token: DeviceToken) -> None:
    """Log out the device holding ``token`` (only that one)."""
    DeviceToken.objects.filter(pk=token.pk).delete()


def revoke_others(user, keep_token: DeviceToken | int | str | None = None) -> int:
    """Revoke every API token of ``user`` except ``keep_token`` (the token, its id or its key;
    None: revoke them all); returns how many."""
    tokens = DeviceToken.objects.filter(user=user)
    if isinstance(keep_token, str):
        tokens = tokens.exclude(digest=hash_token(keep_token))
    elif keep_token is not None:
        tokens = tokens.exclude(pk=getattr(keep_token, "pk", keep_token))
    deleted, _ = tokens.delete()
    return deleted


@receiver(password_changed, dispatch_uid="accounts.sessions.revoke_others")
def _revoke_on_password_change(sender, user, keep_token=None, **kwargs) -> None:
    """A new password (changed or reset) ends every other API session of the account."""
    revoke_others(user, keep_token)


@receiver(account_erasing, dispatch_uid="accounts.sessions.revoke_all")
def _revoke_on_erasure(sender, user, **kwargs) -> None:
    """An account being erased keeps no API session (nor its device names)."""
    revoke_others(user, None)
