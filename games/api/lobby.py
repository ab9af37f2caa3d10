"""REST endpoints of the lobby: the game kinds, listing and creating games, a game's detail,
taking and giving up seats, starting."""

from __future__ import annotations

from typing import cast

from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, no_body, schema_ref, valid
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination
from games import clocks, kinds, selectors, services
from games.api.common import (
    ETAG,
    GAME_DETAIL,
    cache_headers,
    detail_response,
)
from games.api.permissions import game_of
from games.api.serializers import (
    GameSummarySerializer,
    KindSerializer,
)
from games.domain import commands as command_table


class KindsApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(summary="The games this service hosts", auth=[],
                   responses={200: KindSerializer(many=True)})
    def get(self, request):
        out = []
        for kind in kinds.available():
            engine = kinds.engine(kind)
            out.append({"kind": kind, "min_players": engine.min_players,
                        "max_players": engine.max_players,
                        "default_options": engine.default_options(),
                        "commands": command_table.commands_of(kind)})
        return Response(out)


@extend_schema_field({"type": "string", "enum": ["public", "private"], "default": "public"})
class VisibilityField(serializers.JSONField):
    """Any JSON value, so that the service answers a bad one with ``invalid_visibility``."""


@extend_schema_field({"type": "string", "enum": list(kinds.KINDS)})
class KindField(serializers.CharField):
    """Any string (an unknown kind is the service's 400 ``unknown_kind``)."""


@extend_schema_field({"allOf": [schema_ref("GameOptions")],
                      "description": "the kind's options (defaults: GET /api/kinds); `setup` "
                                     "is staff-only"})
class OptionsField(serializers.JSONField):
    """Any JSON (the engine judges it, with ``invalid_options`` and friends)."""


@extend_schema_field({"type": "integer", "nullable": True, "minimum": 1,
                      "maximum": max(kinds.engine(k).max_players for k in kinds.KINDS),
                      "description": "how many players the game seats (default: the kind's "
                                     "minimum; limits per kind: GET /api/kinds)"})
class SeatsField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_seats``)."""


@extend_schema_field({"type": "array", "description": "computer players to seat after you "
                      "(docs/bots.md); the game starts at once when they fill the table. The "
                      "bots and invitees must fit in the seats besides yours (400 "
                      "too_many_bots)",
                      "items": schema_ref("BotSeat")})
class BotsField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_bots``)."""


class GameCreateSerializer(serializers.Serializer):
    kind = KindField(max_length=32)
    options = OptionsField(required=False, default=dict)
    seats = SeatsField(required=False, default=None)
    # (DRF's stubs take only a mapping as a JSONField's default: any JSON value works)
    visibility = VisibilityField(required=False, default="public",  # type: ignore[arg-type]
                                 help_text='"public" (default: listed, anyone may join) or '
                                           '"private" (unlisted; joined by invitation or join '
                                           "code).")
    bots = BotsField(required=False, default=None)


class GameSummaryOutputSerializer(GameSummarySerializer):
    """Renders a ``Game`` row (the fields are documented by ``GameSummarySerializer``)."""

    players = serializers.SerializerMethodField()
    bots = serializers.SerializerMethodField()
    to_act = serializers.SerializerMethodField()
    your_turn = serializers.SerializerMethodField()
    deadline = serializers.SerializerMethodField()

    def get_players(self, game) -> list[str]:
        return selectors.player_names(game)

    def get_bots(self, game) -> list[str]:
        return [s.bot for s in game.seats.all() if s.bot]

    def _turns(self, game) -> dict:
        cache = cast(dict, self.context).setdefault("turns", {})  # (the dict it was given)
        if game.id not in cache:
            cache[game.id] = selectors.game_turns(game, self.context.get("user"),
                                                  self.context["now_ms"])
        return cache[game.id]

    def get_to_act(self, game) -> list[dict]:
        return self._turns(game)["to_act"]

    def get_your_turn(self, game) -> bool:
        return self._turns(game)["your_turn"]

    def get_deadline(self, game) -> str | None:
        return self._turns(game)["deadline"]


class GameListApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(summary="List games", parameters=[
        OpenApiParameter("kind", str, enum=[*kinds.KINDS]),
        OpenApiParameter("status", str, enum=["lobby", "active", "finished"]),
        OpenApiParameter("mine", bool, description="1: only games where you have a seat"),
        OpenApiParameter("invited", bool, description="1: only games you are invited to"),
        OpenApiParameter("visibility", str, enum=["public", "private"]),
        OpenApiParameter("your_turn", bool, description="1: only active games where you must "
                                                        "act now"),
        OpenApiParameter("ended", bool, description="1: only finished games"),
        *PAGE_PARAMETERS],
        description="Public games, and the private games where you have a seat or an "
                    "invitation.",
        responses={200: GameSummarySerializer(many=True), **ERRORS})
    def get(self, request):
        params = request.query_params
        flag = {k: params.get(k) in {"1", "true"}
                for k in ("mine", "invited", "your_turn", "ended")}
        qs = selectors.game_list(user=request.user, kind=params.get("kind"),
                                 status=params.get("status"), visibility=params.get("visibility"),
                                 **flag)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(qs, request, view=self)
        now_ms = clocks.now_ms()
        # the lazy path, as for a game's page and the inbox: a deadline that passed on this page
        # is applied before the page is shown (then the page is read again)
        if services.deadlines_apply(page, now_ms):
            page = paginator.paginate_queryset(qs, request, view=self)
        context = {"user": request.user, "now_ms": now_ms}
        return paginator.get_paginated_response(
            GameSummaryOutputSerializer(page, many=True, context=context).data)

    def get_throttles(self):
        # creating games is rate-limited per user (the "games" scope); listing them is not
        return [throttling.by_user("games")()] if self.request.method == "POST" else []

    @extend_schema(summary="Create a game (you take the first seat)",
                   description="Rate-limited per user (429 `throttled`); 409 "
                               "`too_many_open_games` while you have as many games waiting in "
                               "their lobby as one may.",
                   request=GameCreateSerializer,
                   responses={201: GAME_DETAIL, 429: ERROR, **ERRORS})
    def post(self, request):
        data = valid(GameCreateSerializer, request.data)
        game = services.game_create(user=request.user, kind=data["kind"],
                                    options=data["options"], seats=data["seats"],
                                    visibility=data["visibility"], bots=data["bots"])
        return detail_response(game, request.user, status=201)


class GameDetailApi(APIView):
    @extend_schema(summary="The game as you may see it (ETag = version; If-None-Match -> 304)",
                   parameters=[OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER,
                                                description='a version as an ETag, "12"',
                                                pattern=r'^(W/)?"?[0-9]{1,10}"?$')],
                   responses={200: GAME_DETAIL, 304: None, **ERRORS})
    def get(self, request, game_id):
        game = game_of(request, game_id) or selectors.game_get(game_id)
        services.deadlines_apply([game])  # a deadline that passed is applied before anyone looks
        inm = request.headers.get("If-None-Match")
        if inm is not None and (etag := ETAG.match(inm)) and int(etag.group(1)) == game.version:
            response = Response(status=304)
            cache_headers(response, game.version)
            return response
        return detail_response(game, request.user)


class _LobbyActionApi(APIView):
    # POST: one lobby service (``service``) for the requester; answers the game as they see it
    # afterwards. (A comment, not a docstring: the schema would take it as each operation's
    # description.)
    service: staticmethod

    def post(self, request, game_id):
        no_body(request.data)
        return detail_response(self.service(game_id=game_id, user=request.user), request.user)


def _lobby_action(summary: str):
    return extend_schema_view(post=extend_schema(summary=summary, request=None,
                                                 responses={200: GAME_DETAIL, **ERRORS}))


@_lobby_action("Take a seat (the game starts when the last seat fills)")
class GameJoinApi(_LobbyActionApi):
    service = staticmethod(services.game_join)


@_lobby_action("Give up your seat before the game starts")
class GameLeaveApi(_LobbyActionApi):
    service = staticmethod(services.game_leave)


@_lobby_action("Start with the players seated now (creator only)")
class GameStartApi(_LobbyActionApi):
    service = staticmethod(services.game_start)


@_lobby_action("Cancel your game before it starts (creator only): it finishes void")
class GameCancelApi(_LobbyActionApi):
    service = staticmethod(services.game_cancel)


