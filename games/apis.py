"""REST endpoints (conventions: docs/api.md). Thin: parse, call a service, render.

Errors are raised as ``ServiceError``/``IllegalMove`` and rendered once by
``config.errors.exception_handler`` as ``{"code", "detail"}``.
"""

from __future__ import annotations

import re

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.exceptions import APIException
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.errors import ErrorSerializer, ServiceError
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination
from config.pagination import int_param as _int_param

from . import access, accounts, bots, clocks, engines, schema, selectors, services, waiting
from .access import GameVisible
from .api_serializers import (
    CommandResultSerializer,
    DisputeOpenedSerializer,
    DisputeSerializer,
    EventFeedSerializer,
    GameDetailSerializer,
    GameSummarySerializer,
    KindSerializer,
    MeSerializer,
    TokenSerializer,
    TurnsSerializer,
)


def schema_ref(name: str) -> dict:
    """A request or response body given as the raw JSON Schema component ``name``."""
    return {"$ref": f"#/components/schemas/{name}"}


def _int_schema(low: int, high: int) -> dict:
    return {"type": "integer", "minimum": low, "maximum": high}


def _valid(serializer_class, data) -> dict:
    """Validate ``data`` with ``serializer_class``; errors become 400 ``invalid``."""
    if not isinstance(data, dict):
        raise ServiceError("invalid", "The request body must be a JSON object.", 400)
    s = serializer_class(data=data)
    s.is_valid(raise_exception=True)
    return s.validated_data


ERROR = ErrorSerializer
# The refusals most endpoints can give; config.openapi adds those every endpoint can give
# (400 for a bad query string, 401 for a bad token, 405, 413, 415) and Retry-After on 429.
ERRORS = {400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR, 409: ERROR, 413: ERROR, 422: ERROR}


# -- accounts -----------------------------------------------------------------------------------
class CredentialsSerializer(serializers.Serializer):
    # The schema states the rule (3..30 of A-Z a-z 0-9 _ . -); the service checks it after
    # NFKC normalisation, so fullwidth letters typed by a person still work.
    username = serializers.CharField(max_length=150, trim_whitespace=False,
                                     help_text=accounts.USERNAME_RULE + " (case-insensitive)")
    password = serializers.CharField(max_length=128, trim_whitespace=False,
                                     help_text="at least 8 characters, not a common password")


@extend_schema_field({"type": "string", "pattern": r"^[A-Za-z0-9_.-]{3,30}$",
                      "minLength": 3, "maxLength": 30,
                      "description": accounts.USERNAME_RULE + " (case-insensitive)"})
class UsernameField(serializers.CharField):
    """Any string up to 150 characters (the service answers a bad one ``invalid_username``)."""


@extend_schema_field({"type": "string", "minLength": 8, "maxLength": 128,
                      "description": "at least 8 characters, not a common password"})
class PasswordField(serializers.CharField):
    """The new password's rules as the schema states them (the service checks them)."""


class RegisterSerializer(CredentialsSerializer):
    username = UsernameField(max_length=150, trim_whitespace=False)
    password = PasswordField(max_length=128, trim_whitespace=False)


class PasswordChangeSerializer(serializers.Serializer):
    current_password = serializers.CharField(max_length=128, trim_whitespace=False)
    new_password = PasswordField(max_length=128, trim_whitespace=False)


TOKEN = TokenSerializer


class RegisterApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth"), throttling.by_address("register")]

    @extend_schema(request=RegisterSerializer,
                   responses={201: TOKEN, 400: ERROR, 409: ERROR, 429: ERROR},
                   summary="Create an account and get its API token", auth=[])
    def post(self, request):
        data = _valid(CredentialsSerializer, request.data)
        user, token = accounts.account_register(username=data["username"],
                                                password=data["password"])
        return Response({"token": token, "username": user.username}, status=201)


class TokenApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(request=CredentialsSerializer,
                   responses={200: TOKEN, 400: ERROR, 429: ERROR},
                   summary="Exchange username (any case) and password for an API token",
                   auth=[])
    def post(self, request):
        data = _valid(CredentialsSerializer, request.data)
        user, token = accounts.token_obtain(request=request, username=data["username"],
                                            password=data["password"])
        return Response({"token": token, "username": user.username})


class LogoutApi(APIView):
    @extend_schema(summary="Revoke your API token (log out every client using it)",
                   request=None, responses={204: None})
    def post(self, request):
        accounts.token_revoke(user=request.user)
        return Response(status=204)


class PasswordChangeApi(APIView):
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Change your password; answers a new token (the old one stops "
                           "working)", request=PasswordChangeSerializer,
                   responses={200: TOKEN, 400: ERROR, 429: ERROR})
    def post(self, request):
        data = _valid(PasswordChangeSerializer, request.data)
        token = accounts.password_change(user=request.user,
                                         current_password=data["current_password"],
                                         new_password=data["new_password"])
        return Response({"token": token, "username": request.user.username})


class MeApi(APIView):
    @extend_schema(summary="Who you are", responses={200: MeSerializer})
    def get(self, request):
        return Response(MeSerializer(request.user).data)


# -- kinds and games ----------------------------------------------------------------------------
class KindsApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(summary="The games this service hosts", auth=[],
                   responses={200: KindSerializer(many=True)})
    def get(self, request):
        out = []
        for kind in engines.available():
            engine = engines.get(kind)
            out.append({"kind": kind, "min_players": engine.min_players,
                        "max_players": engine.max_players,
                        "default_options": engine.default_options(),
                        "commands": schema.commands_of(kind)})
        return Response(out)


@extend_schema_field({"type": "string", "enum": ["public", "private"], "default": "public"})
class VisibilityField(serializers.JSONField):
    """Any JSON value, so that the service answers a bad one with ``invalid_visibility``."""


@extend_schema_field({"type": "string", "enum": list(engines.KINDS)})
class KindField(serializers.CharField):
    """Any string (an unknown kind is the service's 400 ``unknown_kind``)."""


@extend_schema_field({"allOf": [schema_ref("GameOptions")],
                      "description": "the kind's options (defaults: GET /api/kinds); `setup` "
                                     "is staff-only"})
class OptionsField(serializers.JSONField):
    """Any JSON (the engine judges it, with ``invalid_options`` and friends)."""


@extend_schema_field({"type": "integer", "nullable": True, "minimum": 1,
                      "maximum": max(engines.get(k).max_players for k in engines.KINDS),
                      "description": "how many players the game seats (default: the kind's "
                                     "minimum; limits per kind: GET /api/kinds)"})
class SeatsField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_seats``)."""


@extend_schema_field({"type": "array", "description": "computer players to seat after you "
                      "(docs/bots.md); the game starts at once when they fill the table. At "
                      "least one seat stays for people besides yours (400 too_many_bots)",
                      "items": {"type": "object", "required": ["level"],
                                "additionalProperties": False,
                                "properties": {"level": {"type": "string",
                                                         "enum": list(bots.LEVELS)}}}})
class BotsField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_bots``)."""


class GameCreateSerializer(serializers.Serializer):
    kind = KindField(max_length=32)
    options = OptionsField(required=False, default=dict)
    seats = SeatsField(required=False, default=None)
    visibility = VisibilityField(required=False, default="public",
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
        return [s.user.username for s in game.seats.all()]

    def get_bots(self, game) -> list[str]:
        return [s.bot for s in game.seats.all() if s.bot]

    def _turns(self, game) -> dict:
        cache = self.context.setdefault("turns", {})
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


GAME_DETAIL = GameDetailSerializer


class GameListApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(summary="List games", parameters=[
        OpenApiParameter("kind", str, enum=[*engines.KINDS]),
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
        context = {"user": request.user, "now_ms": clocks.now_ms()}
        return paginator.get_paginated_response(
            GameSummaryOutputSerializer(page, many=True, context=context).data)

    @extend_schema(summary="Create a game (you take the first seat)",
                   request=GameCreateSerializer, responses={201: GAME_DETAIL, **ERRORS})
    def post(self, request):
        data = _valid(GameCreateSerializer, request.data)
        game = services.game_create(user=request.user, kind=data["kind"],
                                    options=data["options"], seats=data["seats"],
                                    visibility=data["visibility"], bots=data["bots"])
        return _detail_response(game, request.user, status=201)


def _detail_response(game, user, status=200) -> Response:
    detail = selectors.game_detail(game, user)
    response = Response(detail, status=status)
    _cache_headers(response, detail["version"])
    return response


def _cache_headers(response, version: int) -> None:
    response["ETag"] = f'"{version}"'
    response["Cache-Control"] = "private, no-cache"
    response["Vary"] = "Authorization, Cookie"


_HEADER_TOKEN = re.compile(r"[\x20-\x7e]{1,200}")  # stored in the log: no control characters
_ETAG = re.compile(r'^\s*(?:W/)?"?(\d{1,10})"?\s*$')


def _etag_version(header: str | None, name: str) -> int | None:
    if header is None:
        return None
    match = _ETAG.match(header)
    if not match:
        raise ServiceError(f"bad_{name}", f"{name.replace('_', '-').title()} must be a game "
                           'version such as "12".', 400)
    return int(match.group(1))


class GameDetailApi(APIView):
    @extend_schema(summary="The game as you may see it (ETag = version; If-None-Match -> 304)",
                   parameters=[OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER,
                                                description='a version as an ETag, "12"',
                                                pattern=r'^(W/)?"?[0-9]{1,10}"?$')],
                   responses={200: GAME_DETAIL, 304: None, **ERRORS})
    def get(self, request, game_id):
        game = access.game_of(request, game_id) or selectors.game_get(game_id)
        services.fire_if_due(game)  # a deadline that passed is applied before anyone looks
        inm = request.headers.get("If-None-Match")
        if inm is not None and _ETAG.match(inm) and int(_ETAG.match(inm).group(1)) == game.version:
            response = Response(status=304)
            _cache_headers(response, game.version)
            return response
        return _detail_response(game, request.user)


class GameJoinApi(APIView):
    @extend_schema(summary="Take a seat (the game starts when the last seat fills)",
                   request=None, responses={200: GAME_DETAIL, **ERRORS})
    def post(self, request, game_id):
        return _detail_response(services.game_join(game_id=game_id, user=request.user),
                                request.user)


class GameLeaveApi(APIView):
    @extend_schema(summary="Give up your seat before the game starts", request=None,
                   responses={200: GAME_DETAIL, **ERRORS})
    def post(self, request, game_id):
        return _detail_response(services.game_leave(game_id=game_id, user=request.user),
                                request.user)


class GameStartApi(APIView):
    @extend_schema(summary="Start with the players seated now (creator only)", request=None,
                   responses={200: GAME_DETAIL, **ERRORS})
    def post(self, request, game_id):
        return _detail_response(services.game_start(game_id=game_id, user=request.user),
                                request.user)


COMMAND_PARAMETERS = [
    OpenApiParameter("If-Match", str, OpenApiParameter.HEADER, pattern=_ETAG.pattern,
                     description='the version you expect the game to be at, e.g. "12" '
                                 "(409 stale_version otherwise)"),
    OpenApiParameter("Idempotency-Key",
                     {"type": "string", "minLength": 1, "maxLength": 200,
                      "pattern": r"^[\x20-\x7e]{1,200}$"}, OpenApiParameter.HEADER,
                     description="a retry with the same key answers the first response again"),
    OpenApiParameter("X-Request-ID",
                     {"type": "string", "minLength": 1, "maxLength": 200,
                      "pattern": r"^[\x20-\x7e]{1,200}$"}, OpenApiParameter.HEADER,
                     description="your id for the request, kept in the log")]
COMMAND_DESCRIPTION = (
    "The body is a command object with a `type` (docs/rules/ per game; `GET /api/kinds` "
    "lists each game's commands). Optional `expected_version` field or `If-Match` header: "
    "refused with 409 `stale_version` unless the game is at that version. Optional "
    "`Idempotency-Key` header: a retry answers the first response again (header "
    "`Idempotent-Replayed: true`). 503 `busy`: the game was too busy, retry.")
COMMAND_RESPONSES = {201: CommandResultSerializer, 429: ERROR, 503: ERROR, **ERRORS}


class GameCommandsApi(APIView):
    """POST a command; ``kind`` (the per-kind paths) must be the game's kind."""

    throttle_classes = [throttling.by_user("commands")]
    # who may see the game is checked by the service, under the game's lock (a query less
    # than ``GameVisible``, which reads the game row first)
    permission_classes = [IsAuthenticated]
    kind: str | None = None

    @extend_schema(
        summary="Send a command for your seat (any game)",
        description=COMMAND_DESCRIPTION + " This path accepts any game's command: the schema "
                    "is an `anyOf` of the per-game unions, as `draw` exists in several games. "
                    "Typed clients use `/commands/{kind}` instead.",
        parameters=COMMAND_PARAMETERS, request={"application/json": schema_ref("AnyCommand")},
        responses=COMMAND_RESPONSES)
    def post(self, request, game_id):
        try:
            if self.kind is not None and selectors.game_get(game_id).kind != self.kind:
                raise ServiceError("wrong_kind", f"This game is not {self.kind}; send its "
                                   "commands to its own kind's path (or /commands).", 400)
            result = services.command_submit(game_id=game_id, user=request.user,
                                             **_command_request(request))
        except (ServiceError, APIException) as exc:
            if getattr(exc, "status", getattr(exc, "status_code", None)) != 404:
                # a refusal must not tell a hidden game from a missing one: those answer 404
                # first, as GameVisible does elsewhere (a query on the refusal path only)
                GameVisible().has_permission(request, self)
            raise
        response = Response(result.body, status=result.status)
        _cache_headers(response, result.body["version"])
        if result.replayed:
            response["Idempotent-Replayed"] = "true"
        return response


def _command_request(request) -> dict:
    """The command, expected version, idempotency key and request id of a command request."""
    body = request.data
    if not isinstance(body, dict):
        raise ServiceError("bad_command", "A command is a JSON object.", 400)
    command = dict(body)
    expected = command.pop("expected_version", None)
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
        raise ServiceError("bad_expected_version", "expected_version must be an integer.", 400)
    header = _etag_version(request.headers.get("If-Match"), "if_match")
    if expected is None:
        expected = header
    elif header is not None and header != expected:
        raise ServiceError("bad_expected_version", "If-Match and expected_version disagree.",
                           400)
    key = request.headers.get("Idempotency-Key")
    if key is not None and not _HEADER_TOKEN.fullmatch(key):
        raise ServiceError("bad_idempotency_key", "Idempotency-Key must be 1 to 200 "
                           "printable ASCII characters.", 400)
    request_id = request.headers.get("X-Request-ID")
    if request_id is not None and not _HEADER_TOKEN.fullmatch(request_id):
        raise ServiceError("bad_request_id", "X-Request-ID must be 1 to 200 printable "
                           "ASCII characters.", 400)
    return {"command": command, "expected_version": expected, "idempotency_key": key,
            "request_id": request_id}


def _kind_commands_api(kind: str) -> type[GameCommandsApi]:
    """``POST /api/games/{id}/commands/<kind>``: the same, with the body typed for one game."""
    union = schema.kind_union_name(kind)
    decorated = extend_schema(
        summary=f"Send a {kind} command for your seat",
        description=COMMAND_DESCRIPTION + f" The body is one branch of `{union}` (discriminated "
                    f"by `type`); 400 `wrong_kind` if the game is not {kind}.",
        parameters=COMMAND_PARAMETERS, request={"application/json": schema_ref(union)},
        responses=COMMAND_RESPONSES,
        operation_id=f"games_commands_{kind}_create")

    def post(self, request, game_id):
        return GameCommandsApi.post(self, request, game_id)

    return type(f"{union}Api", (GameCommandsApi,), {"kind": kind, "post": decorated(post)})


KIND_COMMANDS_APIS = {kind: _kind_commands_api(kind) for kind in schema.COMMANDS}


# Async (adrf keeps DRF's auth, throttles, errors and schema): a long-poll (`wait`) then holds
# a coroutine while it waits, not a server thread.
class GameEventsApi(AsyncAPIView):
    @extend_schema(summary="The event feed after version N, redacted for you",
                   parameters=[OpenApiParameter("after", _int_schema(0, 10**9),
                                                description="the last version you have"),
                               OpenApiParameter("limit", _int_schema(1, 500),
                                                description="1..500, default 100"),
                               OpenApiParameter("wait", _int_schema(0, waiting.MAX_WAIT_SECONDS),
                                                description=(
                                   "long-poll: up to 25 seconds to wait for an event after "
                                   "`after`; answers at once when there is one. A user may "
                                   "hold a few waits at once (429 `too_many_waits` past "
                                   "that, with Retry-After)"))],
                   responses={200: EventFeedSerializer, 429: ERROR, **ERRORS})
    async def get(self, request, game_id):
        after = _int_param(request, "after", 0, 0, 10**9)
        limit = _int_param(request, "limit", 100, 1, 500)
        wait = _int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
        feed = None
        if wait:
            feed = await waiting.long_poll(
                request.user.id, str(game_id),
                lambda: selectors.events_feed_if_new(game_id, request.user, after, limit), wait)
        if feed is None:
            feed = await sync_to_async(_events_feed)(game_id, request.user, after, limit)
        return Response(feed)


def _events_feed(game_id, user, after: int, limit: int) -> dict:
    return selectors.events_feed(selectors.game_get(game_id), user, after=after, limit=limit)


class DisputeOpenSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=2000, help_text="what you want staff to look at")


class DisputeResolveSerializer(serializers.Serializer):
    decision = serializers.CharField(max_length=2000,
                                     help_text="staff's reason for the decision, for the record")
    kind = serializers.CharField(default="dismiss", help_text="what the decision does: "
                                 f"{' | '.join(services.DECISION_KINDS)} (default: dismiss)")
    to_version = serializers.JSONField(required=False, default=None,
                                       help_text="rewind: the version play continues from")
    winners = serializers.JSONField(required=False, default=None,
                                    help_text='set_result: the winning seat ids, e.g. ["0"]')
    scores = serializers.JSONField(required=False, default=None,
                                   help_text='set_result (optional): {"0": 12, "1": 9}')


DECISION = inline_serializer("DisputeDecision", {
    "dispute": serializers.IntegerField(), "by": serializers.IntegerField(),
    "by_name": serializers.CharField(), "kind": serializers.CharField(),
    "decision": serializers.CharField(),
    "to_version": serializers.IntegerField(required=False),
    "winners": serializers.ListField(child=serializers.CharField(), required=False),
    "scores": serializers.DictField(child=serializers.IntegerField(), required=False,
                                    allow_null=True)})


class GameDisputesApi(APIView):
    @extend_schema(summary="The game's disputes and their decisions",
                   responses={200: DisputeSerializer(many=True), **ERRORS})
    def get(self, request, game_id):
        return Response(selectors.dispute_list(selectors.game_get(game_id)))

    def get_throttles(self):
        # opening a dispute is rate-limited per user; reading them is not
        return [throttling.by_user("disputes")()] if self.request.method == "POST" else []

    @extend_schema(summary="Open a dispute on a game you play (staff will replay it)",
                   request=DisputeOpenSerializer,
                   responses={201: DisputeOpenedSerializer, 429: ERROR, **ERRORS})
    def post(self, request, game_id):
        data = _valid(DisputeOpenSerializer, request.data)
        return Response(services.dispute_open(game_id=game_id, user=request.user,
                                              reason=data["reason"]), status=201)


class GameDisputeResolveApi(APIView):
    @extend_schema(summary="Staff: settle a dispute (dismiss, annul, set_result or rewind)",
                   request=DisputeResolveSerializer, responses={201: DECISION, **ERRORS})
    def post(self, request, game_id, dispute):
        data = _valid(DisputeResolveSerializer, request.data)
        return Response(services.dispute_resolve(game_id=game_id, user=request.user,
                                                 dispute=dispute, **data), status=201)


class GameHintApi(APIView):
    @extend_schema(summary="Advice for your own seat (games created with hints: true)",
                   responses={200: schema_ref("Hint"), **ERRORS})
    def get(self, request, game_id):
        game = selectors.game_get(game_id)
        return Response(services.hint_get(game=game, user=request.user))


# -- correspondence: the "your turn" inbox and vacations -----------------------------------------
TURNS = TurnsSerializer


class MyTurnsApi(AsyncAPIView):
    @extend_schema(
        summary="Your inbox: the active games where you must act, most urgent first",
        description="`ETag` is a hash of the set of games (and their versions) where you must "
                    "act. With `If-None-Match` equal to it: 304 at once, or with `wait=S` the "
                    "answer waits up to S seconds (at most 25) for the set to change, then "
                    "answers 200 with the new inbox or 304 if nothing changed. A user may hold "
                    "a few waits at once (429 `too_many_waits` past that).",
        parameters=[OpenApiParameter("wait", _int_schema(0, waiting.MAX_WAIT_SECONDS),
                                     description="long-poll seconds, 0..25"),
                    OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER,
                                     description="the inbox's last etag")],
        responses={200: TURNS, 304: None, 429: ERROR, **ERRORS})
    async def get(self, request):
        wait = _int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
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
    for game in selectors.my_overdue_games(user=user, now_ms=now_ms):
        services.fire_if_due(game, now_ms)
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
    return {**status, "started_at": selectors.iso(status["started_at"]),
            "until": selectors.iso(status["until"])}


class MyVacationApi(APIView):
    @extend_schema(summary="Your vacation allowance this year and any vacation under way",
                   responses={200: VACATION, **ERRORS})
    def get(self, request):
        return Response(_vacation_body(services.vacation_status(user=request.user)))


class MyVacationStartApi(APIView):
    @extend_schema(summary="Start a vacation: your clocks stop in every game",
                   description="Lasts until you stop it or this year's allowance runs out. "
                               "Refused while a clock of yours has under an hour left.",
                   request=None, responses={200: VACATION, **ERRORS})
    def post(self, request):
        return Response(_vacation_body(services.vacation_start(user=request.user)))


class MyVacationStopApi(APIView):
    @extend_schema(summary="End your vacation: your clocks run again", request=None,
                   responses={200: VACATION, **ERRORS})
    def post(self, request):
        return Response(_vacation_body(services.vacation_stop(user=request.user)))
