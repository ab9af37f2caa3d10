"""REST endpoints of push devices (docs/push.md). Thin: parse, call, render."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ERRORS, StringField, valid
from config.errors import ServiceError

from . import devices, selectors
from .models import Device


class KeysSerializer(serializers.Serializer):
    p256dh = StringField(max_length=200, help_text="base64url, 65 bytes")
    auth = StringField(max_length=100, help_text="base64url, 16 bytes")


class SubscriptionSerializer(serializers.Serializer):
    """A browser's ``PushSubscription.toJSON()``."""

    endpoint = StringField(max_length=devices.ENDPOINT_MAX)
    expirationTime = serializers.IntegerField(required=False, allow_null=True,  # noqa: N815
                                              help_text="ignored")
    keys = KeysSerializer()


class PlatformField(serializers.ChoiceField):
    """One of the platforms' names: a string that is none is an unknown platform
    (``invalid_choice``), anything else the wrong type (``invalid``)."""

    default_error_messages = {"invalid": "A platform is a string."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class DeviceInSerializer(serializers.Serializer):
    platform = PlatformField(Device.Platform.values)
    subscription = SubscriptionSerializer(required=False, help_text="webpush")
    token = StringField(max_length=1000, required=False,
                        help_text="fcm: the registration token; apns: 64 hex digits")
    name = StringField(max_length=100, required=False, allow_blank=True, default="",
                       help_text="yours to tell devices apart")


class DeviceSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    platform = serializers.ChoiceField(Device.Platform.values)
    name = serializers.CharField()
    endpoint = serializers.CharField(allow_null=True, help_text="webpush only")
    token_end = serializers.CharField(allow_null=True, help_text="fcm/apns: its last 6 "
                                                                 "characters")
    created_at = serializers.DateTimeField()
    last_success_at = serializers.DateTimeField(allow_null=True)


DEVICES = inline_serializer("PushDevices", {
    "devices": DeviceSerializer(many=True),
    "vapid_public_key": serializers.CharField(
        help_text="the server's VAPID key (base64url) for PushManager.subscribe; empty when "
                  "Web Push is not set up"),
})


# The serializers state the body's shape for the schema; what they refuse there that docs/push.md
# calls a device the platforms' rules refuse (an unknown platform, a subscription without both
# keys, an empty or overlong token) answers the code the rules answer, not the generic
# ``invalid``. A field of the wrong type (a number for a key or the platform, a list for the
# subscription) is still ``invalid``.
DEVICE_SHAPES = [  # (field path, DRF's error codes): invalid_device
    (("platform",), {"invalid_choice", "blank"}),
    (("subscription", "keys"), {"required", "null"}),
    (("subscription", "keys", "p256dh"), {"required", "null", "blank", "max_length"}),
    (("subscription", "keys", "auth"), {"required", "null", "blank", "max_length"}),
    (("token",), {"null", "blank", "max_length"}),
]
ENDPOINT_SHAPES = [  # invalid_push_endpoint
    (("subscription", "endpoint"), {"required", "null", "blank", "max_length"}),
]


def _errors(detail, path=()):
    """(field path, DRF error code) for each error of a serializer's ``detail``."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            yield from _errors(value, (*path, key))
    elif isinstance(detail, list):
        for value in detail:
            yield from _errors(value, path)
    else:
        yield path, getattr(detail, "code", None)


def valid_device(data) -> dict:
    """``DeviceInSerializer``'s data, or the device refusal docs/push.md names for it
    (``invalid_device`` before ``invalid_push_endpoint``, so one body always answers one
    code)."""
    try:
        return valid(DeviceInSerializer, data)
    except ValidationError as exc:
        found = set(_errors(exc.detail))
        for path in _matching(found, DEVICE_SHAPES):
            raise ServiceError("invalid_device", _message(exc.detail, path)) from None
        for path in _matching(found, ENDPOINT_SHAPES):
            raise ServiceError("invalid_push_endpoint", _message(exc.detail, path)) from None
        raise


def _matching(found, shapes):
    return [path for path, codes in shapes if any(p == path and c in codes for p, c in found)]


def _message(detail, path) -> str:
    where = ".".join(path)
    for key in path:
        detail = detail[key]
    return f"{where}: " + " ".join(str(m) for m in detail)


class MyDevicesApi(APIView):
    @extend_schema(summary="Your push devices, and the key a browser subscribes with",
                   responses={200: DEVICES, **ERRORS})
    def get(self, request):
        return Response({"devices": selectors.devices_json(request.user.id),
                         "vapid_public_key": settings.WEBPUSH_VAPID_PUBLIC_KEY})

    @extend_schema(summary="Register a push device (201), or refresh one you have (200)",
                   request=DeviceInSerializer,
                   responses={200: DeviceSerializer, 201: DeviceSerializer, **ERRORS})
    def post(self, request):
        data = valid_device(request.data)
        device, new = devices.device_register(
            user=request.user, platform=data["platform"], subscription=data.get("subscription"),
            token=data.get("token"), name=data["name"])
        return Response(selectors.device_json(device), status=201 if new else 200)


class MyDeviceApi(APIView):
    @extend_schema(summary="Remove a push device", responses={204: None, **ERRORS})
    def delete(self, request, device_id):
        devices.device_delete(user=request.user, device_id=device_id)
        return Response(status=204)
