"""REST endpoints of play: commands (any game, or typed per kind), the event feed (with
long-poll), hints."""

from __future__ import annotations

from adrf.views import APIView as AsyncAPIView
from asgiref.sync import sync_to_async
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
)
from rest_framework.exceptions import APIException
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, int_schema, schema_ref
from config.errors import ServiceError
from config.pagination import int_param
from events import waiting
from games import selectors, services
from games.api.common import (
    ETAG,
    HEADER_TOKEN,
    cache_headers,
    if_match_version,
)
from games.api.permissions import GameVisible
from games.api.serializers import (
    CommandResultSerializer,
    EventFeedSerializer,
)
from games.domain import commands as command_table
from games.domain import endings
from games.openapi import commands as schema

COMMAND_PARAMETERS = [
    OpenApiParameter("If-Match", str, OpenApiParameter.HEADER, pattern=ETAG.pattern,
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


# The draw commands (offer, accept, decline) are also counted per user in the "draws" scope,
# which "commands" (the pace of real-time play) would let through by the hundred. Checked by the
# view once the body is parsed (a throttle would parse it before the view, answering a malformed
# body for a hidden game otherwise than for an unknown one).
DRAWS = throttling.by_user("draws")


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
                                   "commands to its own kind's path (or /commands).")
            command = _command_request(request)
            if command["command"].get("type") in endings.DRAW_COMMANDS:
                self._check_throttle(request, DRAWS())
            result = services.command_submit(game_id=game_id, user=request.user, **command)
        except (ServiceError, APIException) as exc:
            if getattr(exc, "status", getattr(exc, "status_code", None)) != 404:
                # a refusal must not tell a hidden game from a missing one: those answer 404
                # first, as GameVisible does elsewhere (a query on the refusal path only)
                GameVisible().has_permission(request, self)
            raise
        response = Response(result.body, status=result.status)
        cache_headers(response, result.body["version"])
        if result.replayed:
            response["Idempotent-Replayed"] = "true"
        return response

    def _check_throttle(self, request, throttle) -> None:
        """429 ``throttled`` (DRF's own refusal, ``Retry-After``) unless ``throttle`` allows."""
        if not throttle.allow_request(request, self):
            self.throttled(request, throttle.wait())


def _command_request(request) -> dict:
    """The command, expected version, idempotency key and request id of a command request."""
    body = request.data
    if not isinstance(body, dict):
        raise ServiceError("bad_command", "A command is a JSON object.")
    command = dict(body)
    expected = command.pop("expected_version", None)
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
        raise ServiceError("bad_expected_version", "expected_version must be an integer.")
    header = if_match_version(request.headers.get("If-Match"))
    if expected is None:
        expected = header
    elif header is not None and header != expected:
        raise ServiceError("bad_expected_version", "If-Match and expected_version disagree.")
    key = request.headers.get("Idempotency-Key")
    if key is not None and not HEADER_TOKEN.fullmatch(key):
        raise ServiceError("bad_idempotency_key", "Idempotency-Key must be 1 to 200 "
                           "printable ASCII characters.")
    request_id = request.headers.get("X-Request-ID")
    if request_id is not None and not HEADER_TOKEN.fullmatch(request_id):
        raise ServiceError("bad_request_id", "X-Request-ID must be 1 to 200 printable "
                           "ASCII characters.")
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


KIND_COMMANDS_APIS = {kind: _kind_commands_api(kind) for kind in command_table.COMMANDS}


# Async (adrf keeps DRF's auth, throttles, errors and schema): a long-poll (`wait`) then holds
# a coroutine while it waits, not a server thread.
class GameEventsApi(AsyncAPIView):
    @extend_schema(summary="The event feed after version N, redacted for you",
                   parameters=[OpenApiParameter("after", int_schema(0, 10**9),
                                                description="the last version you have"),
                               OpenApiParameter("limit", int_schema(1, 500),
                                                description="1..500, default 100"),
                               OpenApiParameter("wait", int_schema(0, waiting.MAX_WAIT_SECONDS),
                                                description=(
                                   "long-poll: up to 25 seconds to wait for an event after "
                                   "`after`; answers at once when there is one. A user may "
                                   "hold a few waits at once (429 `too_many_waits` past "
                                   "that, with Retry-After)"))],
                   responses={200: EventFeedSerializer, 429: ERROR, **ERRORS})
    async def get(self, request, game_id):
        after = int_param(request, "after", 0, 0, 10**9)
        limit = int_param(request, "limit", 100, 1, 500)
        wait = int_param(request, "wait", 0, 0, waiting.MAX_WAIT_SECONDS)
        if not wait:
            return Response(await sync_to_async(_events_feed)(game_id, request.user, after,
                                                              limit))
        feed = await waiting.long_poll(
            request.user.id, str(game_id),
            lambda: selectors.events_feed_if_new(game_id, request.user, after, limit), wait)
        # ran out: every commit to the game woke the wait to look again, so there is still
        # nothing after `after` (a commit landing just now is the next poll's answer)
        return Response(feed if feed is not None else selectors.no_new_events(after))


def _events_feed(game_id, user, after: int, limit: int) -> dict:
    return selectors.events_feed(selectors.game_get(game_id), user, after=after, limit=limit)


class GameHintApi(APIView):
    @extend_schema(summary="Advice for your own seat (games created with hints: true)",
                   responses={200: schema_ref("Hint"), **ERRORS})
    def get(self, request, game_id):
        game = selectors.game_get(game_id)
        return Response(services.hint_get(game=game, user=request.user))


