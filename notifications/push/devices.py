"""Push devices: registration with the platforms' shape rules, removal, erasure.

A ``webpush`` device is a browser's subscription: its endpoint must pass the webhooks' SSRF
rules (https, every address it resolves to public; loopback only where
``WEBPUSH_ALLOW_LOOPBACK`` is on, in tests), ``keys.p256dh`` the base64url of an uncompressed
P-256 point (65 bytes, on the curve) and ``keys.auth`` of 16 bytes (RFC 8291). An ``fcm``
token is an FCM registration token (64 to 1000 of ``A-Z a-z 0-9 _ - :``); an ``apns`` token
64 hex digits. A platform with no sender in ``PUSH_SENDERS`` is refused too. Every refusal is
raised before anything is written.

Registering what the user has already registered (same platform and endpoint or token)
updates it (new keys, new name) rather than adding a second one; registering what another
account had registered moves it: a browser or an app install receives one account's pushes,
the last one that logged in on it.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec
from django.conf import settings
from django.db import transaction

from config.errors import ServiceError

from .. import webhooks
from .models import Device

FCM_TOKEN = re.compile(r"[A-Za-z0-9_:\-]{64,1000}")
APNS_TOKEN = re.compile(r"[0-9a-fA-F]{64}")
ENDPOINT_MAX = 1000


def _bad(detail: str) -> ServiceError:
    return ServiceError("invalid_device", detail)


def b64url_bytes(text: Any) -> bytes | None:
    """``text`` decoded as base64url (padding optional), or None when it is not."""
    if not isinstance(text, str) or not re.fullmatch(r"[A-Za-z0-9_\-]+={0,2}", text):
        return None
    try:
        return base64.urlsafe_b64decode(text.rstrip("=") + "=" * (-len(text.rstrip("=")) % 4))
    except (binascii.Error, ValueError):
        return None


def check_subscription(subscription: dict) -> dict:
    """The stored form of a browser's push subscription; raises ``ServiceError`` 400."""
    endpoint = subscription.get("endpoint")
    keys = subscription.get("keys") or {}
    if not isinstance(endpoint, str) or not endpoint or len(endpoint) > ENDPOINT_MAX:
        raise ServiceError("invalid_push_endpoint",
                           f"A push endpoint is a URL of at most {ENDPOINT_MAX} characters.")
    try:
        webhooks.resolve(endpoint, allow_loopback=settings.WEBPUSH_ALLOW_LOOPBACK,
                         what="A push endpoint")
    except ServiceError as exc:  # the webhooks' rules, the push channel's own code
        raise ServiceError("invalid_push_endpoint", exc.detail) from None
    p256dh, auth = b64url_bytes(keys.get("p256dh")), b64url_bytes(keys.get("auth"))
    if p256dh is None or len(p256dh) != 65 or p256dh[0] != 4:
        raise _bad("keys.p256dh must be the base64url of an uncompressed P-256 public key "
                   "(65 bytes).")
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), p256dh)
    except ValueError:
        raise _bad("keys.p256dh is not a point of the P-256 curve.")
    if auth is None or len(auth) != 16:
        raise _bad("keys.auth must be the base64url of 16 bytes.")
    return {"endpoint": endpoint, "keys": {"p256dh": keys["p256dh"], "auth": keys["auth"]}}


def check_token(platform: str, token: Any) -> str:
    """The stored form of an app's token; raises ``ServiceError`` 400 ``invalid_device``."""
    if platform == Device.Platform.FCM:
        if not isinstance(token, str) or not FCM_TOKEN.fullmatch(token):
            raise _bad("An FCM token is 64 to 1000 characters of A-Z, a-z, 0-9, _, - and :.")
        return token
    if not isinstance(token, str) or not APNS_TOKEN.fullmatch(token):
        raise _bad("An APNs device token is 64 hexadecimal digits.")
    return token.lower()


def device_register(*, user, platform: str, subscription: dict | None = None,
                    token: str | None = None, name: str = "") -> tuple[Device, bool]:
    """Register (or refresh) a device of ``user``; returns it and whether it is new."""
    if platform not in Device.Platform.values or platform not in settings.PUSH_SENDERS:
        raise _bad(f"Unknown push platform {platform!r}; this service takes "
                   f"{sorted(p for p in Device.Platform.values if p in settings.PUSH_SENDERS)}.")
    if platform == Device.Platform.WEBPUSH:
        if subscription is None or token is not None:
            raise _bad("A webpush device is registered with its \"subscription\" (no token).")
        data = check_subscription(subscription)
        address = data["endpoint"]
    else:
        if token is None or subscription is not None:
            raise _bad(f"An {platform} device is registered with its \"token\".")
        address = check_token(platform, token)
        data = {"token": address}
    with transaction.atomic():
        Device.objects.filter(platform=platform, address=address).exclude(user=user).delete()
        device = (Device.objects.select_for_update()
                  .filter(user=user, platform=platform, address=address).first())
        if device is not None:
            device.data, device.name = data, name
            device.save(update_fields=["data", "name"])
            return device, False
        if Device.objects.filter(user=user).count() >= settings.PUSH_MAX_DEVICES:
            raise ServiceError("too_many_devices",
                               f"At most {settings.PUSH_MAX_DEVICES} push devices; remove one "
                               "first (DELETE /api/me/devices/{id}).")
        return Device.objects.create(user=user, platform=platform, address=address, data=data,
                                     name=name), True


def device_delete(*, user, device_id: int) -> None:
    if device_id > 2**62:  # a path segment of digits may be any size; ids are not
        raise ServiceError("not_found", "No such device.")
    deleted, _ = Device.objects.filter(user=user, id=device_id).delete()
    if not deleted:
        raise ServiceError("not_found", "No such device.")


def erase_devices(sender, user, **kwargs) -> None:
    """``accounts.signals.account_erasing``'s receiver: the account's devices (and their
    outbox rows) go with it."""
    Device.objects.filter(user=user).delete()
