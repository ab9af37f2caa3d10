"""REST endpoints of an account's blocks: list them, block a player, lift a block.

Thin: parse, call ``accounts.blocks``, render. Making and lifting blocks is throttled per user
(scope ``blocks``); reading the list is not."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import blocks
from config import throttling
from config.api import ERROR, no_body
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination

BLOCK_WRITES = throttling.by_user("blocks")


class BlockedPlayerSerializer(serializers.Serializer):
    username = serializers.CharField(help_text="the player you blocked")
    since = serializers.DateTimeField(help_text="when you blocked them")


def block_row(block) -> dict:
    return {"username": block.blocked.get_username(), "since": block.created_at}


class BlocksApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(summary="The players you have blocked, newest first",
                   parameters=PAGE_PARAMETERS,
                   responses={200: BlockedPlayerSerializer(many=True), 400: ERROR})
    def get(self, request):
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(blocks.blocks_made(request.user), request, view=self)
        return paginator.get_paginated_response(
            BlockedPlayerSerializer([block_row(b) for b in page], many=True).data)


class BlockApi(APIView):
    def get_throttles(self):
        return [BLOCK_WRITES()] if self.request.method in ("POST", "DELETE") else []

    @extend_schema(summary="Block a player: no invitations, challenges, pairing or chat "
                           "between the two of you",
                   description="201 a new block, 200 already blocked (the first block is "
                               "kept). Pending invitations between you are withdrawn. 400 "
                               "`cannot_block_self`; 404 `user_not_found`; 409 "
                               "`too_many_blocks` (with `limit`).",
                   request=None,
                   responses={201: BlockedPlayerSerializer, 200: BlockedPlayerSerializer,
                              400: ERROR, 404: ERROR, 409: ERROR, 429: ERROR})
    def post(self, request, username: str):
        no_body(request.data)
        block, created = blocks.block_create(user=request.user, username=username)
        return Response(BlockedPlayerSerializer(block_row(block)).data,
                        status=201 if created else 200)

    @extend_schema(summary="Lift your block of a player",
                   description="404 `not_blocked` when you have not blocked them.",
                   responses={204: None, 404: ERROR, 429: ERROR})
    def delete(self, request, username: str):
        blocks.block_delete(user=request.user, username=username)
        return Response(status=204)
