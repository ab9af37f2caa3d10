"""REST endpoints of disputes: players open them, staff settle them."""

from __future__ import annotations

from drf_spectacular.utils import (
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, valid
from games import selectors, services
from games.api.serializers import (
    DisputeOpenedSerializer,
    DisputeSerializer,
)
from games.domain import stream


class DisputeOpenSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=2000, help_text="what you want staff to look at")


class DisputeResolveSerializer(serializers.Serializer):
    decision = serializers.CharField(max_length=2000,
                                     help_text="staff's reason for the decision, for the record")
    kind = serializers.CharField(default=stream.DEFAULT_DECISION_KIND,
                                 help_text="what the decision does: "
                                 f"{' | '.join(stream.DECISION_KINDS)} "
                                 f"(default: {stream.DEFAULT_DECISION_KIND})")
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
        data = valid(DisputeOpenSerializer, request.data)
        return Response(services.dispute_open(game_id=game_id, user=request.user,
                                              reason=data["reason"]), status=201)


class GameDisputeResolveApi(APIView):
    @extend_schema(summary="Staff: settle a dispute (dismiss, annul, set_result or rewind)",
                   request=DisputeResolveSerializer, responses={201: DECISION, **ERRORS})
    def post(self, request, game_id, dispute):
        data = valid(DisputeResolveSerializer, request.data)
        return Response(services.dispute_resolve(game_id=game_id, user=request.user,
                                                 dispute=dispute, **data), status=201)


