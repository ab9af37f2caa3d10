"""The settings page's push section: the signed-in user's devices and the server's VAPID key
(read through ``notifications.push.selectors``, as ``GET /api/me/devices`` answers them)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django import template
from django.conf import settings

from notifications.push import selectors

register = template.Library()
PLATFORMS = {"webpush": "Browser", "fcm": "Android app", "apns": "iPhone or iPad app"}


@register.simple_tag(takes_context=True)
def push_devices(context) -> list[dict]:
    user = context["request"].user
    out = []
    for d in selectors.devices_json(user.id):
        where = urlsplit(d["endpoint"]).hostname if d["endpoint"] else f"…{d['token_end']}"
        out.append({**d, "platform_name": PLATFORMS.get(d["platform"], d["platform"]),
                    "where": where})
    return out


@register.simple_tag
def vapid_public_key() -> str:
    return settings.WEBPUSH_VAPID_PUBLIC_KEY
