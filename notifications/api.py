"""REST endpoints of notifications (docs/notifications.md). Thin: parse, call, render."""

from __future__ import annotations

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ERROR, ERRORS, int_schema, valid
from config.pagination import int_param
from events import waiting

from . import selectors, services
from .models import KINDS, NotificationSettings


class NotificationSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="increasing; the `after` cursor")
    kind = serializers.ChoiceField(KINDS)
    game = serializers.UUIDField(allow_null=True)
    # (DRF's metaclass takes a declared field out of the class: ``Serializer.data`` stays;
    # the stubs cannot tell)
    data = serializers.DictField(  # type: ignore[assignment]
        help_text="per kind, see docs/notifications.md")
    created_at = serializers.DateTimeField()
    read = serializers.BooleanField()


class EndpointSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    url = serializers.CharField()
    created_at = serializers.DateTimeField()


INBOX = inline_serializer("NotificationInbox", {
    "notifications": NotificationSerializer(many=True),
    "last_id": serializers.IntegerField(help_text="pass it as `after` next time"),
    "has_more": serializers.BooleanField(),
    "unread": serializers.IntegerField(),
})
UNREAD = inline_serializer("UnreadCount", {"unread": serializers.IntegerField()})


# the inbox's query parameters: the cursor, the page size
AFTER_MAX = 2**62
LIMIT_MAX, LIMIT_DEFAULT = 200, 50


class MyNotificationsApi(AsyncAPIView):
    @extend_schema(
        summary="Your notifications after an id (long-poll with `wait`)",
        description="Oldest first. Keep `last_id` and pass it as `after` next time: no "
                    "notification is ever skipped. With `wait=S` (at most 25) the answer waits "
                    "up to S seconds for a notification after `after`.",
        parameters=[OpenApiParameter("after", int_schema(0, AFTER_MAX)),
                    OpenApiParameter("limit", int_schema(1, LIMIT_MAX),
                                     description=f"page size, default {LIMIT_DEFAULT}"),
                    OpenApiParameter("wait", int_schema(0, waiting.MAX_WAIT_SECONDS),
                                     description="long-poll seconds")],
        responses={200: INBOX, 429: ERROR, **ERRORS})
    async def get(self, request):
        after = int_param(request, "after", 0, 0, AFTER_MAX)
        limit = int_param(request, "limit", LIMIT_DEFAULT, 1, LIMIT_MAX)
        wait = int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
        uid = request.user.id
        answer = None
        if wait:
            answer = await waiting.long_poll(uid, services.inbox_key(uid),
                                             lambda: selectors.inbox_if_new(uid, after, limit),
                                             wait)
        if answer is None:
            answer = await sync_to_async(selectors.inbox)(uid, after, limit)
        return Response(answer)


class MarkReadSerializer(serializers.Serializer):
    ids = serializers.ListField(child=serializers.IntegerField(min_value=1, max_value=2**62),
                                max_length=500, required=False)
    through = serializers.IntegerField(min_value=0, max_value=2**62, required=False)


class MyNotificationsReadApi(APIView):
    @extend_schema(summary="Mark notifications read: `ids`, or everything up to `through`",
                   request=MarkReadSerializer,
                   responses={200: inline_serializer("MarkedRead", {
                       "marked": serializers.IntegerField(),
                       "unread": serializers.IntegerField()}), **ERRORS})
    def post(self, request):
        data = valid(MarkReadSerializer, request.data)
        marked = services.notifications_mark_read(user=request.user, ids=data.get("ids"),
                                                  through=data.get("through"))
        return Response({"marked": marked, "unread": selectors.unread_count(request.user.id)})


class MyUnreadCountApi(APIView):
    @extend_schema(summary="How many inbox notifications you have not read",
                   responses={200: UNREAD, **ERRORS})
    def get(self, request):
        return Response({"unread": selectors.unread_count(request.user.id)})


class SettingsSerializer(serializers.Serializer):
    inbox = serializers.BooleanField(required=False)
    webhook = serializers.BooleanField(required=False)
    email = serializers.ChoiceField(NotificationSettings.Email.values, required=False)
    muted = serializers.ListField(child=serializers.ChoiceField(KINDS), max_length=len(KINDS),
                                  required=False)
    push = serializers.BooleanField(required=False, help_text="to your push devices")
    push_muted = serializers.ListField(child=serializers.ChoiceField(KINDS),
                                       max_length=len(KINDS), required=False,
                                       help_text="kinds never pushed (other channels still)")


SETTINGS = inline_serializer("NotificationSettings", {
    "inbox": serializers.BooleanField(), "webhook": serializers.BooleanField(),
    "email": serializers.ChoiceField(NotificationSettings.Email.values),
    "muted": serializers.ListField(child=serializers.CharField()),
    "push": serializers.BooleanField(),
    "push_muted": serializers.ListField(child=serializers.CharField()),
    "kinds": serializers.ListField(child=serializers.CharField(), help_text="every kind"),
    "email_address": serializers.CharField(
        allow_null=True, help_text="the verified address email notifications go to; null: "
                                   "none is verified, so no email is sent whatever `email` says"),
    "email_verified": serializers.BooleanField(help_text="`email_address` is not null")})


class MyNotificationSettingsApi(APIView):
    @extend_schema(summary="Your notification channels and muted kinds",
                   responses={200: SETTINGS, **ERRORS})
    def get(self, request):
        return Response(selectors.settings_json(request.user.id))

    @extend_schema(summary="Change your notification channels (any of the fields)",
                   request=SettingsSerializer, responses={200: SETTINGS, **ERRORS})
    def put(self, request):
        data = valid(SettingsSerializer, request.data)
        for field in ("muted", "push_muted"):
            if field in data:
                data[field] = sorted(set(data[field]))
        services.settings_update(user=request.user, changes=data)
        return Response(selectors.settings_json(request.user.id))


class WebhookSerializer(serializers.Serializer):
    url = serializers.CharField(max_length=500)


class MyWebhooksApi(APIView):
    @extend_schema(summary="Your webhook endpoints", responses={200: EndpointSerializer(many=True),
                                                                **ERRORS})
    def get(self, request):
        return Response(selectors.webhooks_json(request.user.id))

    @extend_schema(summary="Register a webhook endpoint; its signing secret is shown only now",
                   request=WebhookSerializer,
                   responses={201: inline_serializer("WebhookCreated", {
                       "id": serializers.IntegerField(), "url": serializers.CharField(),
                       "created_at": serializers.DateTimeField(),
                       "secret": serializers.CharField()}), **ERRORS})
    def post(self, request):
        data = valid(WebhookSerializer, request.data)
        endpoint, secret = services.webhook_register(user=request.user, url=data["url"])
        return Response({**selectors.endpoint_json(endpoint), "secret": secret}, status=201)


class MyWebhookApi(APIView):
    @extend_schema(summary="Remove a webhook endpoint", responses={204: None, **ERRORS})
    def delete(self, request, endpoint_id):
        services.webhook_delete(user=request.user, endpoint_id=endpoint_id)
        return Response(status=204)
