"""REST endpoints of correspondence play: the "your turn" inbox (with long-poll) and vacations."""

from __future__ import annotations

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, int_schema, no_body
from config.pagination import int_param
from events import waiting
from games import clocks, selectors, services
from games.api.serializers import (
    TurnsSerializer,
)

TURNS = TurnsSerializer


class MyTurnsApi(AsyncAPIView):
    @extend_schema(
        summary="Your inbox: the active games where you must act, most urgent first",
        description="`ETag` is a hash of the set of games (and their versions) where you must "
                    "act. With `If-None-Match` equal to it: 304 at once, or with `wait=S` the "
                    "answer waits up to S seconds (at most 25) for the set to change, then "
                    "answers 200 with the new inbox or 304 if nothing changed. A user may hold "
                    "a few waits at once (429 `too_many_waits` past that).",
        parameters=[OpenApiParameter("wait", int_schema(0, waiting.MAX_WAIT_SECONDS),
                                     description="long-poll seconds, 0..25"),
                    OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER,
                                     description="the inbox's last etag")],
        responses={200: TURNS, 304: None, 429: ERROR, **ERRORS})
    async def get(self, request):
        wait = int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
        known = (request.headers.get("If-None-Match") or "").strip().removeprefix("W/")
        known = known.strip('"') or None
        user = request.user
        inbox = None
        if known and wait:
            inbox = await waiting.long_poll(user.id, f"user:{user.id}",
                                            lambda: _inbox_if_changed(user, known), wait)
        if inbox is None:
            inbox = await sync_to_async(_inbox_if_changed)(user, known)
        if inbox is None:  # the client's copy is current
            response = Response(status=304)
            _inbox_headers(response, known)
            return response
        response = Response(inbox)
        _inbox_headers(response, inbox["etag"])
        return response


def _inbox_if_changed(user, known: str | None) -> dict | None:
    """The inbox, or None when its ETag is still ``known``. Deadlines that have passed in the
    user's games are applied first (the lazy path, as for a game's own page)."""
    now_ms = clocks.now_ms()
    services.deadlines_apply_for(user, now_ms)
    if known is not None and selectors.turns_etag(user) == known:
        return None
    return selectors.my_turns(user=user, now_ms=now_ms)


def _inbox_headers(response, etag: str) -> None:
    response["ETag"] = f'"{etag}"'
    response["Cache-Control"] = "private, no-cache"
    response["Vary"] = "Authorization, Cookie"


VACATION = inline_serializer("Vacation", {
    "on_vacation": serializers.BooleanField(),
    "started_at": serializers.DateTimeField(allow_null=True),
    "until": serializers.DateTimeField(allow_null=True,
                                       help_text="when it ends at the latest (allowance)"),
    "year": serializers.IntegerField(),
    "allowance_days": serializers.IntegerField(),
    "used_seconds": serializers.IntegerField(),
    "remaining_seconds": serializers.IntegerField(),
})


def _vacation_body(status: dict) -> dict:
    return {**status, "started_at": clocks.iso(status["started_at"]),
            "until": clocks.iso(status["until"])}


class MyVacationApi(APIView):
    @extend_schema(summary="Your vacation allowance this year and any vacation under way",
                   responses={200: VACATION, **ERRORS})
    def get(self, request):
        return Response(_vacation_body(services.vacation_status(user=request.user)))


# start and stop share one rate limit per user: each writes an event into every game of theirs
VACATION_CHANGES = throttling.by_user("vacation")


class MyVacationStartApi(APIView):
    throttle_classes = [VACATION_CHANGES]

    @extend_schema(summary="Start a vacation: your clocks stop in every game",
                   description="Lasts until you stop it or this year's allowance runs out. "
                               "Refused while a clock of yours has under an hour left, and "
                               "(429 `too_many_vacations`) past `GAMES_VACATION_STARTS_PER_DAY` "
                               "starts in 24 hours. Start and stop are rate-limited per user "
                               "(429 `throttled`).",
                   request=None, responses={200: VACATION, 429: ERROR, **ERRORS})
    def post(self, request):
        no_body(request.data)
        return Response(_vacation_body(services.vacation_start(user=request.user)))


class MyVacationStopApi(APIView):
    throttle_classes = [VACATION_CHANGES]

    @extend_schema(summary="End your vacation: your clocks run again", request=None,
                   responses={200: VACATION, 429: ERROR, **ERRORS})
    def post(self, request):
        no_body(request.data)
        return Response(_vacation_body(services.vacation_stop(user=request.user)))
