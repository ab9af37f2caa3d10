"""REST endpoints of game records: one finished game's record (JSON or a text transcript), and
every finished game of a player as ndjson, streamed. Thin: parse, call ``ratings.records``,
render."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from config import streaming, throttling
from config.api import ERROR, ERRORS
from config.errors import ServiceError
from games.api.serializers import SeatIdField, component
from ratings import records, selectors

FORMATS = ("json", "text")


class _JsonAnswers(BaseContentNegotiation):
    """Always JSON (the text transcript is a plain ``HttpResponse``): ``format`` is these
    endpoints' own parameter, not DRF's renderer override, which would answer an unknown one
    with 404."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class _RecordApi(APIView):
    renderer_classes = [JSONRenderer]
    content_negotiation_class = _JsonAnswers


# -- output shapes (for the schema) -------------------------------------------------------------
class RecordPlayerSerializer(serializers.Serializer):
    seat = SeatIdField()
    username = serializers.CharField(help_text="as shown (an erased account: deleted player)")
    bot = serializers.CharField(allow_null=True, help_text="a computer player's level")


class RecordGameSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    kind = serializers.CharField()
    visibility = serializers.ChoiceField(choices=["public", "private"])
    options = serializers.DictField(help_text="the game's options, with clock and on_timeout")
    version = serializers.IntegerField(help_text="the game's last version")
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    players = RecordPlayerSerializer(many=True, help_text="by seat")
    result = component("GameResult", nullable=True)


class SeedCheckSerializer(serializers.Serializer):
    seed_sha256 = serializers.CharField(help_text="published in game.created, before play")
    seed = serializers.CharField(help_text="revealed in game.finished")
    check = serializers.CharField(help_text="how to check the seed, in words")
    matches = serializers.BooleanField(help_text="the check, computed by the server")


class RecordRatingChangeSerializer(serializers.Serializer):
    seat = SeatIdField()
    username = serializers.CharField()
    place = serializers.IntegerField(min_value=1, help_text="1: first; equal places tie")
    before = serializers.IntegerField(help_text="the rating shown before the game")
    after = serializers.IntegerField()
    delta = serializers.IntegerField()
    mu_before = serializers.FloatField()
    sigma_before = serializers.FloatField()
    mu_after = serializers.FloatField()
    sigma_after = serializers.FloatField()


class RecordRatingsSerializer(serializers.Serializer):
    judged = serializers.BooleanField(help_text="false: the ratings have not looked at it yet")
    counted = serializers.BooleanField()
    reason = serializers.CharField(allow_null=True, help_text="why it counts or not")
    changes = RecordRatingChangeSerializer(many=True, help_text="empty when not rated")


class GameRecordSerializer(serializers.Serializer):
    format = serializers.IntegerField(help_text="the record's format, 1")
    game = RecordGameSerializer()
    events = component("GameEvent", many=True,
                       help_text="every event as a watcher sees it after the end, each with "
                                 "`seat`: who acted (null: the service)")
    seed = SeedCheckSerializer()
    ratings = RecordRatingsSerializer()


# -- one game -----------------------------------------------------------------------------------
class GameExportApi(_RecordApi):
    @extend_schema(
        summary="A finished game's public record: summary, events as a watcher sees them, the "
                "seed check, rating changes",
        description="The same record for everyone who may see the game (nothing any seat kept "
                    "hidden). `format=text`: a readable transcript (text/plain). 409 "
                    "`game_not_finished` before the end; 400 `invalid_export_format`.",
        parameters=[OpenApiParameter("format", str, enum=list(FORMATS),
                                     description="json (default) or text")],
        responses={(200, "application/json"): GameRecordSerializer,
                   (200, "text/plain"): OpenApiResponse(OpenApiTypes.STR,
                                                        description="the transcript"),
                   **ERRORS})
    def get(self, request, game_id):
        fmt = request.query_params.get("format", "json")
        if fmt not in FORMATS:
            raise ServiceError("invalid_export_format", "format must be json or text.")
        rec = records.record(records.finished_game(game_id, request.user))
        name = f"game-{rec['game']['id']}"
        if fmt == "text":
            response = HttpResponse(records.transcript(rec),
                                    content_type="text/plain; charset=utf-8")
            response["Content-Disposition"] = f'inline; filename="{name}.txt"'
            return response
        response = Response(rec)
        response["Content-Disposition"] = f'inline; filename="{name}.json"'
        return response


# -- a player's games ---------------------------------------------------------------------------
class PlayerGamesExportApi(_RecordApi):
    throttle_classes = [throttling.by_user("game_exports")]

    @extend_schema(
        summary="A player's finished games as ndjson: one game's record per line, oldest first",
        description="Each line is the record `GET /api/games/{id}/export` answers. Only the "
                    "games you may find; streamed. 404 `player_not_found`.",
        responses={(200, "application/x-ndjson"): OpenApiResponse(
                       OpenApiTypes.STR, description="one JSON record per line"),
                   404: ERROR, 429: ERROR})
    def get(self, request, username):
        player = selectors.player_get(username)  # 404 before the stream starts
        return streaming.download(request, ndjson(records.player_records(player, request.user)),
                                  content_type="application/x-ndjson", batch=BATCH,
                                  filename=f"{player.get_username()}-games.ndjson")


def ndjson(items: Iterable[dict]) -> Iterator[str]:
    """One JSON text per item, each on its own line."""
    for item in items:
        yield json.dumps(item, cls=DjangoJSONEncoder, ensure_ascii=False) + "\n"


BATCH = 16  # records read per hop to the database thread (ASGI)
