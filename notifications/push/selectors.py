"""Push reads: a user's devices as the API shows them, and the badge count."""

from __future__ import annotations

from games import clocks
from games.models import Game, Seat

from .models import Device


def device_json(d: Device) -> dict:
    """A device as its owner sees it: never its keys (the endpoint or token says which)."""
    return {"id": d.id, "platform": d.platform, "name": d.name,
            "endpoint": d.address if d.platform == Device.Platform.WEBPUSH else None,
            "token_end": d.address[-6:] if d.platform != Device.Platform.WEBPUSH else None,
            "created_at": clocks.iso(d.created_at),
            "last_success_at": clocks.iso(d.last_success_at)}


def devices_json(user_id) -> list[dict]:
    return [device_json(d) for d in Device.objects.filter(user_id=user_id).order_by("id")]


def badge(user_id) -> int:
    """The games where it is ``user_id``'s turn: the inbox's count (``games.selectors.my_turns``
    counts the same seats)."""
    return Seat.objects.filter(user_id=user_id, to_act=True, autopilot=False,
                               game__status=Game.Status.ACTIVE).count()
