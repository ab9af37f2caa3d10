"""REST endpoints for invitations, join codes, challenges and rematches
(``games.services.invitations``).

Thin like the other endpoints: parse, call a service, render the game as the requester sees it.
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR, ERRORS, no_body, valid
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination
from games import selectors
from games.api.common import GAME_DETAIL, detail_response
from games.api.lobby import GameCreateSerializer
from games.services import invitations


class InviteSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150, help_text="who to invite")


class JoinCodeSerializer(serializers.Serializer):
    code = serializers.CharField(max_length=invitations.MAX_CODE_LENGTH,
                                 trim_whitespace=False, help_text="a game's join code")


class ChallengeSerializer(GameCreateSerializer):
    # a challenge is always private (DRF: None takes an inherited field out; not in the stubs)
    visibility = None  # type: ignore[assignment]


JOIN_CODE = inline_serializer("JoinCode", {
    "code": serializers.CharField(help_text="shown once: only its hash is kept"),
    "game": serializers.UUIDField()})

INVITATIONS = inline_serializer("Invitation", many=True, fields={
    "game": serializers.UUIDField(), "kind": serializers.CharField(),
    "visibility": serializers.CharField(), "challenge": serializers.BooleanField(),
    "rematch_of": serializers.UUIDField(allow_null=True),
    "invited_by": serializers.CharField(allow_null=True),
    "seats_wanted": serializers.IntegerField(),
    "players": serializers.ListField(child=serializers.CharField()),
    "created_at": serializers.DateTimeField()})


# New games and invitations share one rate limit per user (the "games" scope), beside the caps
# on what stays pending (games.services.caps).
NEW_GAMES = throttling.by_user("games")
CAPPED = ("Rate-limited per user (429 `throttled`); 409 when a cap on pending invitations or "
          "open games is reached (docs/api.md, *Limits per user*).")


class GameInvitationsApi(APIView):
    throttle_classes = [NEW_GAMES]

    @extend_schema(summary="Invite a user to your game in its lobby (creator only)",
                   description="A seat is kept for the invitee until they accept (take it), "
                               "decline, or you revoke the invitation. " + CAPPED,
                   request=InviteSerializer,
                   responses={201: GAME_DETAIL, 429: ERROR, **ERRORS})
    def post(self, request, game_id):
        data = valid(InviteSerializer, request.data)
        game = invitations.invitation_send(game_id=game_id, user=request.user,
                                           username=data["username"])
        return detail_response(game, request.user, status=201)


class GameInvitationApi(APIView):
    @extend_schema(summary="Revoke a pending invitation (creator only)", request=None,
                   responses={200: GAME_DETAIL, **ERRORS})
    def delete(self, request, game_id, username):
        game = invitations.invitation_revoke(game_id=game_id, user=request.user,
                                             username=username)
        return detail_response(game, request.user)


class GameAcceptApi(APIView):
    @extend_schema(summary="Accept your invitation: take the seat kept for you",
                   request=None, responses={200: GAME_DETAIL, **ERRORS})
    def post(self, request, game_id):
        no_body(request.data)
        game = invitations.invitation_accept(game_id=game_id, user=request.user)
        return detail_response(game, request.user)


class GameDeclineApi(APIView):
    @extend_schema(summary="Decline your invitation (a declined challenge or rematch is closed)",
                   request=None, responses={204: None, **ERRORS})
    def post(self, request, game_id):
        no_body(request.data)
        invitations.invitation_decline(game_id=game_id, user=request.user)
        return Response(status=204)  # a private game is no longer visible to the decliner


class GameJoinCodeApi(APIView):
    @extend_schema(summary="Make a new join code (creator only; the previous one stops working)",
                   request=None, responses={201: JOIN_CODE, **ERRORS})
    def post(self, request, game_id):
        no_body(request.data)
        code = invitations.join_code_create(game_id=game_id, user=request.user)
        response = Response({"code": code, "game": str(game_id)}, status=201)
        response["Cache-Control"] = "no-store"
        return response

    @extend_schema(summary="Revoke the join code (creator only)", request=None,
                   responses={204: None, **ERRORS})
    def delete(self, request, game_id):
        invitations.join_code_revoke(game_id=game_id, user=request.user)
        return Response(status=204)


class JoinByCodeApi(APIView):
    throttle_classes = [throttling.by_user("join_code")]

    @extend_schema(summary="Take a seat in the game a join code is for",
                   description="A wrong, revoked or replaced code, or the code of a game that "
                               "has started, answers 404 `join_code_invalid`. Attempts are "
                               "throttled per user (429 `throttled`).",
                   request=JoinCodeSerializer,
                   responses={200: GAME_DETAIL, 429: ERROR, **ERRORS})
    def post(self, request):
        data = valid(JoinCodeSerializer, request.data)
        game = invitations.join_by_code(user=request.user, code=data["code"])
        return detail_response(game, request.user)


class ChallengeApi(APIView):
    throttle_classes = [NEW_GAMES]

    @extend_schema(summary="Challenge a user: a private game with them invited",
                   description="You take seat \"0\"; the game starts when they accept (for "
                               "more seats, invite others or share a join code). Declining "
                               "closes it. " + CAPPED,
                   request=ChallengeSerializer,
                   responses={201: GAME_DETAIL, 429: ERROR, **ERRORS})
    def post(self, request, username):
        data = valid(ChallengeSerializer, request.data)
        game = invitations.challenge_create(user=request.user, username=username,
                                            kind=data["kind"], options=data["options"],
                                            seats=data["seats"], bots=data["bots"])
        return detail_response(game, request.user, status=201)


class GameRematchApi(APIView):
    throttle_classes = [NEW_GAMES]

    @extend_schema(summary="Rematch a finished game you played",
                   description="A private game with the same kind, options and seats: you are "
                               "seated, the other players invited; it starts when all have "
                               "accepted. Asking again answers the same rematch (200). "
                               + CAPPED,
                   request=None,
                   responses={201: GAME_DETAIL, 200: GAME_DETAIL, 429: ERROR, **ERRORS})
    def post(self, request, game_id):
        no_body(request.data)
        game, created = invitations.rematch_create(game_id=game_id, user=request.user)
        return detail_response(game, request.user, status=201 if created else 200)


class MyInvitationsApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(summary="Your pending invitations and challenges",
                   parameters=PAGE_PARAMETERS,
                   responses={200: INVITATIONS, **ERRORS})
    def get(self, request):
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(selectors.invitations_for(request.user), request,
                                           view=self)
        return paginator.get_paginated_response(selectors.invitation_rows(page))

