"""The chat's REST endpoints: a room's messages (listed, and long-polled with ``wait``), sending
one, reporting one. Thin: parse, call ``chat.services`` or ``chat.selectors``, render."""

from __future__ import annotations

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from chat import rules, selectors, services
from config import throttling
from config.api import ERROR, ERRORS, StringField, int_schema, valid
from config.pagination import int_param
from events import waiting


class ChatMessageSendSerializer(serializers.Serializer):
    body = StringField(allow_blank=True, trim_whitespace=False,
                                 help_text=f"1..{rules.MAX_BODY} characters once NFC-normalized "
                                           "and stripped")


class ChatReportFileSerializer(serializers.Serializer):
    reason = StringField(required=False, allow_blank=True, trim_whitespace=False,
                                   help_text=f"why (optional, up to {services.MAX_REASON} "
                                             "characters)")


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    removed = serializers.BooleanField(help_text="removed by a moderator: no author, no body")
    author = serializers.CharField(required=False, help_text="the author's name")
    body = serializers.CharField(required=False)
    created_at = serializers.DateTimeField(required=False)


class ChatMessagePageSerializer(serializers.Serializer):
    messages = ChatMessageSerializer(many=True)
    last_id = serializers.IntegerField(help_text="ask `after` this next (messages left out "
                                                 "for a block count as seen)")
    more = serializers.BooleanField(help_text="more messages follow: ask again at once")


class ChatReportFiledSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    message = serializers.IntegerField()
    status = serializers.CharField()


ROOM_PARAMETER = OpenApiParameter("room", str, OpenApiParameter.PATH, enum=list(rules.ROOMS),
                                  description="`players` or `watchers` (public games only)")
SEND = throttling.by_user("chat_messages")


class ChatRoomApi(AsyncAPIView):
    """A game's chat room: GET its messages (long-poll with ``wait``), POST one."""

    @extend_schema(
        summary="A chat room's messages after id N (long-poll with wait)",
        description="Oldest first. The players' room is for the seated players; the watchers' "
                    "room (public games) for everyone else who may see the game, and for the "
                    "players once the game has finished. Removed messages are `{id, removed: "
                    "true}`; messages by someone you have a block with are left out.",
        parameters=[ROOM_PARAMETER,
                    OpenApiParameter("after", int_schema(0, 2**62),
                                     description="the last message id you have"),
                    OpenApiParameter("limit", int_schema(1, 200), description="1..200, "
                                     "default 50"),
                    OpenApiParameter("wait", int_schema(0, waiting.MAX_WAIT_SECONDS),
                                     description="long-poll: up to 25 seconds to wait for a "
                                                 "message after `after` (429 `too_many_waits` "
                                                 "past a few waits at once)")],
        responses={200: ChatMessagePageSerializer, 429: ERROR, **ERRORS})
    async def get(self, request, game_id, room):
        after = int_param(request, "after", 0, 0, 2**62)
        limit = int_param(request, "limit", 50, 1, 200)
        wait = int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
        user = request.user
        r = await sync_to_async(selectors.readable_room)(game_id, room, user)
        if not wait:
            return Response(await sync_to_async(selectors.messages_page)(r, user, after=after,
                                                                         limit=limit))
        page = await waiting.long_poll(
            user.id, r.key, lambda: selectors.messages_if_new(r, user, after, limit), wait)
        # ran out: each message sent to the room woke the wait to look again
        return Response(page if page is not None else selectors.no_new_messages(after))

    @extend_schema(
        summary="Send a chat message to a room of the game",
        description="403 `not_in_room` unless you may write there (seated players: `players`; "
                    "anyone else who may see a public game: `watchers`; bots never), `muted` "
                    "(with `until`), `blocked` (every other player there is separated from "
                    "you by a block). Rate: the `chat_messages` scope.",
        parameters=[ROOM_PARAMETER], request=ChatMessageSendSerializer,
        responses={201: ChatMessageSerializer, 429: ERROR, **ERRORS})
    async def post(self, request, game_id, room):
        return await sync_to_async(self._post)(request, game_id, room)

    def _post(self, request, game_id, room):
        selectors.writable_room(game_id, room, request.user)  # who may, before the rate
        throttle = SEND()
        if not throttle.allow_request(request, self):
            self.throttled(request, throttle.wait())
        data = valid(ChatMessageSendSerializer, request.data)
        m = services.message_post(game_id=game_id, room=room, user=request.user,
                                  body=data["body"])
        return Response(selectors.message_json(m), status=201)


class ChatReportApi(APIView):
    throttle_classes = [throttling.by_user("chat_reports")]

    @extend_schema(
        summary="Report a chat message to the moderators",
        description="Anyone who can read the message (else 404 `message_not_found`); not "
                    "your own (400 `own_message`); once (409 `already_reported`); "
                    "rate-limited per user (429 `throttled`).",
        request=ChatReportFileSerializer,
        responses={201: ChatReportFiledSerializer, 429: ERROR, **ERRORS})
    def post(self, request, message_id):
        data = valid(ChatReportFileSerializer, request.data if request.data else {})
        report = services.report_create(message_id=message_id, user=request.user,
                                        reason=data.get("reason", ""))
        return Response({"id": report.pk, "message": report.message_id,
                         "status": report.status}, status=201)
