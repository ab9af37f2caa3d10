"""REST endpoints of quick pairing: post, list, read and cancel seeks.

Thin: parse with ``SeekCreateSerializer``, call ``pairing.services`` or ``pairing.selectors``,
render with ``SeekSerializer``. Every endpoint needs a signed-in player.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, no_body, schema_ref, valid
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination
from games import clocks, kinds
from pairing import selectors, services
from pairing.models import Seek

MAX_SEATS = max(kinds.engine(k).max_players for k in kinds.KINDS)


@extend_schema_field({"type": "string", "enum": list(kinds.KINDS)})
class SeekKindField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``unknown_kind``)."""


@extend_schema_field({"type": "integer", "nullable": True, "minimum": 1, "maximum": MAX_SEATS,
                      "description": "how many players the game seats (default: the kind's "
                                     "minimum; limits per kind: GET /api/kinds)"})
class SeekSeatsField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_seats``)."""


@extend_schema_field({"oneOf": [schema_ref("ClockOptions")], "nullable": True,
                      "description": "as a new game takes it: absent for the default (3 days "
                                     "a move), null for untimed"})
class SeekClockField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_clock``)."""


@extend_schema_field(schema_ref("OnTimeout"))
class SeekOnTimeoutField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_on_timeout``)."""


class RatingRangeSerializer(serializers.Serializer):
    min = serializers.IntegerField(allow_null=True, required=False,
                                   help_text="the lowest displayed rating accepted")
    max = serializers.IntegerField(allow_null=True, required=False,
                                   help_text="the highest displayed rating accepted")


@extend_schema_field({"allOf": [schema_ref("SeekRatingRange")], "nullable": True,
                      "description": "opponents' displayed ratings in this kind, both ends "
                                     "inclusive (null: anyone); 1500 for a player with none"})
class SeekRangeField(serializers.JSONField):
    """Any JSON (the service answers a bad one with ``invalid_rating_range``)."""


class SeekCreateSerializer(serializers.Serializer):
    kind = SeekKindField(allow_null=True)
    seats = SeekSeatsField(required=False, default=None, allow_null=True)
    clock = SeekClockField(required=False, allow_null=True)
    on_timeout = SeekOnTimeoutField(required=False, allow_null=True)
    rating_range = SeekRangeField(required=False, default=None, allow_null=True)


class SeekRatingRangeSerializer(RatingRangeSerializer):
    """A seek's accepted ratings (``SeekRatingRange`` in the schema)."""


class SeekClockSerializer(serializers.Serializer):
    per_move = serializers.CharField(help_text="ISO 8601 duration")
    bank = serializers.CharField(allow_null=True)


class SeekSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=list(Seek.Status.values),
                                     help_text="an open seek past expires_at reads expired")
    kind = serializers.ChoiceField(choices=list(kinds.KINDS))
    seats = serializers.IntegerField()
    clock = SeekClockSerializer(allow_null=True, help_text="null: untimed")
    on_timeout = serializers.ChoiceField(choices=["forfeit", "autopilot"])
    player = serializers.CharField(help_text="who posted it (\"deleted player\" for an erased "
                                             "account)")
    rating_range = SeekRatingRangeSerializer(allow_null=True)
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    game = serializers.UUIDField(allow_null=True, help_text="the game it made (matched)")


def _page(view, request, qs):
    paginator = view.pagination_class()
    page = paginator.paginate_queryset(qs, request, view=view)
    now = clocks.now()
    return paginator.get_paginated_response([selectors.seek_json(s, now) for s in page])


KIND = OpenApiParameter("kind", str, enum=[*kinds.KINDS])


class SeeksApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    def get_throttles(self):
        return [throttling.by_user("seeks")()] if self.request.method == "POST" else []

    @extend_schema(summary="Open seeks you may take (oldest first)", parameters=[
        KIND, OpenApiParameter("mine", bool, description="1: your own seeks instead, any "
                                                         "status, newest first"),
        *PAGE_PARAMETERS],
        description="Other players' open seeks whose rating range lets you in; not those of "
                    "a player either of you blocked. Take one by posting a seek with the same "
                    "kind, seats, clock and on_timeout.",
        responses={200: SeekSerializer(many=True), **ERRORS})
    def get(self, request):
        kind = request.query_params.get("kind")
        if request.query_params.get("mine") in {"1", "true"}:
            qs = selectors.seeks_mine(request.user, kind=kind)
        else:
            qs = selectors.seeks_open(request.user, kind=kind)
        return _page(self, request, qs)

    @extend_schema(summary="Post a seek (quick pairing: paired at once when the pool allows)",
                   description="201 with the seek: `matched` with its `game` when it completed "
                               "a table, else `open` until another seek pairs with it, you "
                               "cancel it, or it expires. 409 `too_many_seeks` (with `limit`), "
                               "`duplicate_seek`; rate-limited per user (429 `throttled`).",
                   request=SeekCreateSerializer,
                   responses={201: SeekSerializer, 429: ERROR, **ERRORS})
    def post(self, request):
        data = valid(SeekCreateSerializer, request.data)
        seek = services.seek_create(user=request.user, **data)
        return Response(selectors.seek_json(seek), status=201)


class MySeeksApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(summary="Your seeks, newest first", parameters=[
        KIND, OpenApiParameter("status", str, enum=list(Seek.Status.values)),
        *PAGE_PARAMETERS], responses={200: SeekSerializer(many=True), **ERRORS})
    def get(self, request):
        params = request.query_params
        return _page(self, request, selectors.seeks_mine(
            request.user, kind=params.get("kind"), status=params.get("status")))


class SeekDetailApi(APIView):
    @extend_schema(summary="A seek: yours in any status, another player's while open",
                   responses={200: SeekSerializer, **ERRORS})
    def get(self, request, seek_id):
        return Response(selectors.seek_json(selectors.seek_get(request.user, seek_id)))

    @extend_schema(summary="Cancel your open seek", request=None,
                   description="Answers the cancelled seek (again, for one already "
                               "cancelled). 409 `seek_matched` (with `game`) once it paired, "
                               "`seek_closed` once it expired.",
                   responses={200: SeekSerializer, **ERRORS})
    def delete(self, request, seek_id):
        no_body(request.data)
        return Response(selectors.seek_json(services.seek_cancel(user=request.user,
                                                                 seek_id=seek_id)))
