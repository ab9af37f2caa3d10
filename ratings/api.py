"""REST endpoints of the standings: a kind's leaderboard, a player's profile and finished games.

Thin: parse, call ``ratings.selectors``, render. Readable without a token (standings are
public); with one, a player's games list also shows the private games the requester may find.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from config import throttling
from config.api import ERROR
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination, int_param
from games import bots, kinds
from ratings import outcomes, search, selectors

BOT = serializers.ChoiceField(choices=list(bots.LEVELS), allow_null=True,
                              help_text="a computer player's level (null: a person)")
RATING = "the rating shown to players (a whole number; about 1500 for a newcomer)"
ERRORS_404 = {400: ERROR, 404: ERROR}


class LeaderboardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(min_value=1, help_text="1 for the best; over the whole "
                                    "leaderboard, not the page")
    username = serializers.CharField(help_text="\"deleted player\" for an erased account")
    bot = BOT
    rating = serializers.IntegerField(help_text=RATING)
    games = serializers.IntegerField(help_text="rated games counted")
    last_game_at = serializers.DateTimeField(help_text="when the last rated game finished")


class ProfileRatingSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=list(kinds.KINDS))
    rating = serializers.IntegerField(help_text=RATING)
    mu = serializers.FloatField(help_text="the skill estimate")
    sigma = serializers.FloatField(help_text="its uncertainty")
    provisional = serializers.BooleanField(help_text="still uncertain: shown with a \"?\", not "
                                                     "on the leaderboard")
    games = serializers.IntegerField(help_text="rated games counted")
    last_game_at = serializers.DateTimeField()
    rank = serializers.IntegerField(allow_null=True, help_text="place on the kind's "
                                    "leaderboard (null while provisional)")


class ProfileGamesSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=list(kinds.KINDS))
    played = serializers.IntegerField(help_text="finished games that counted (aborted and "
                                                "annulled ones do not), rated or not")
    won = serializers.IntegerField()
    drawn = serializers.IntegerField()
    lost = serializers.IntegerField()


class ReliabilitySerializer(serializers.Serializer):
    window = serializers.IntegerField(help_text="how many of the latest games are looked at")
    games = serializers.IntegerField(help_text="finished games looked at (at most `window`)")
    completed = serializers.IntegerField(help_text="of those, the ones the player saw through: "
                                         "no timeout, no bot taking the seat over, no abort")
    share = serializers.FloatField(allow_null=True, help_text="completed / games (null: no "
                                                              "games yet)")


class ProfileSerializer(serializers.Serializer):
    username = serializers.CharField()
    bot = BOT
    ratings = ProfileRatingSerializer(many=True)
    games = ProfileGamesSerializer(many=True, help_text="per kind, the kinds played only")
    reliability = ReliabilitySerializer()


class PlayerSeatSerializer(serializers.Serializer):
    seat = serializers.CharField()
    username = serializers.CharField(help_text="\"deleted player\" for an erased account")
    bot = BOT


class PlayerRatingChangeSerializer(serializers.Serializer):
    before = serializers.IntegerField(help_text=RATING)
    after = serializers.IntegerField(help_text=RATING)
    delta = serializers.IntegerField(help_text="after - before")


class PlayerGameSerializer(serializers.Serializer):
    game = serializers.UUIDField()
    kind = serializers.ChoiceField(choices=list(kinds.KINDS))
    finished_at = serializers.DateTimeField()
    seat = serializers.CharField(help_text="the player's seat")
    result = serializers.ChoiceField(choices=list(outcomes.OUTCOMES),
                                     help_text="for the player; void: aborted or annulled")
    reason = serializers.CharField(help_text="how the game ended (normal, timeout, resign, "
                                             "abort, draw, staff)")
    players = PlayerSeatSerializer(many=True, help_text="in seat order")
    rating_change = PlayerRatingChangeSerializer(allow_null=True,
                                           help_text="the player's, when the game was rated")


class FoundRatingSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=list(kinds.KINDS))
    rating = serializers.IntegerField(help_text=RATING)
    provisional = serializers.BooleanField(help_text="still uncertain: shown with a \"?\"")


class FoundPlayerSerializer(serializers.Serializer):
    username = serializers.CharField()
    bot = serializers.BooleanField(help_text="a computer player")
    ratings = FoundRatingSerializer(many=True, help_text="per kind the player has a rating in")


class PlayersSearchApi(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [throttling.by_user("player_search")]

    @extend_schema(
        summary="Find players by the start of their username", auth=[],
        parameters=[
            OpenApiParameter("q", str, required=True,
                             description=f"the start of a username, any case, "
                                         f"{search.MIN_QUERY} to {search.MAX_QUERY} characters"),
            OpenApiParameter("limit", {"type": "integer", "minimum": 1,
                                       "maximum": search.MAX_LIMIT},
                             description=f"at most this many (default {search.DEFAULT_LIMIT})")],
        description="The exact name first, then by name. Erased and inactive accounts are "
                    "never found; computer players are, flagged `bot`. With a token, players "
                    "one of you has blocked are left out. 400 `invalid_query`, "
                    "`invalid_parameter`; 429 `throttled` (scope `player_search`).",
        responses={200: FoundPlayerSerializer(many=True), 400: ERROR, 429: ERROR})
    def get(self, request):
        query = search.search_query(request.query_params.get("q"))
        limit = int_param(request, "limit", search.DEFAULT_LIMIT, 1, search.MAX_LIMIT)
        found = search.players_search(query, searcher=request.user, limit=limit)
        return Response(FoundPlayerSerializer(found, many=True).data)


class LeaderboardApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(
        summary="A game's leaderboard", auth=[],
        parameters=[OpenApiParameter("game_kind", str, OpenApiParameter.PATH,
                                     enum=[*kinds.KINDS]), *PAGE_PARAMETERS],
        description="Established players only (provisional ratings are not ranked), best "
                    "first; 404 `unknown_leaderboard` for a kind this service does not host.",
        responses={200: LeaderboardRowSerializer(many=True), **ERRORS_404})
    def get(self, request, game_kind: str):
        ratings = selectors.leaderboard(game_kind)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(ratings, request, view=self)
        rows = selectors.leaderboard_rows(page, paginator.offset)
        return paginator.get_paginated_response(LeaderboardRowSerializer(rows, many=True).data)


class PlayerApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        summary="A player's profile", auth=[],
        description="Ratings per game, games played and won (every finished game, rated or "
                    "not) and reliability; 404 `player_not_found` (an erased account too).",
        responses={200: ProfileSerializer, **ERRORS_404})
    def get(self, request, username: str):
        player = selectors.player_get(username)
        return Response(ProfileSerializer(selectors.player_profile(player)).data)


class PlayerGamesApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = StrictLimitOffsetPagination

    @extend_schema(
        summary="A player's finished games", auth=[],
        parameters=[
            OpenApiParameter("kind", str, enum=[*kinds.KINDS]),
            OpenApiParameter("result", str, enum=[*outcomes.OUTCOMES],
                             description="the result for the player"),
            OpenApiParameter("opponent", str, description="a username who also played"),
            OpenApiParameter("since", {"type": "string", "format": "date"},
                             description="finished on or after this day (UTC)"),
            OpenApiParameter("until", {"type": "string", "format": "date"},
                             description="finished on or before this day (UTC)"),
            *PAGE_PARAMETERS],
        description="Newest first; only the games you may find (public ones, and the private "
                    "ones you sit at or are invited to). 400 `invalid_filter`, "
                    "`invalid_date_range`; 404 `player_not_found`.",
        responses={200: PlayerGameSerializer(many=True), **ERRORS_404})
    def get(self, request, username: str):
        params = request.query_params
        player = selectors.player_get(username)
        filters = selectors.games_filters(
            kind=params.get("kind"), result=params.get("result"),
            opponent=params.get("opponent"), since=params.get("since"),
            until=params.get("until"))
        found = selectors.player_games(player, request.user, filters)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(found, request, view=self)
        rows = selectors.game_rows(player, page)
        return paginator.get_paginated_response(PlayerGameSerializer(rows, many=True).data)
