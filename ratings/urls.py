"""The ratings app's endpoints, under /api/: standings (``ratings.api``) and game records and
exports (``ratings.export_api``)."""

from django.urls import path

from ratings import api, export_api

urlpatterns = [
    path("leaderboards/<str:game_kind>", api.LeaderboardApi.as_view(), name="leaderboard"),
    path("players", api.PlayersSearchApi.as_view(), name="players-search"),
    path("players/<str:username>", api.PlayerApi.as_view(), name="player"),
    path("players/<str:username>/games", api.PlayerGamesApi.as_view(), name="player-games"),
    path("games/<uuid:game_id>/export", export_api.GameExportApi.as_view(), name="game-export"),
    path("players/<str:username>/games/export", export_api.PlayerGamesExportApi.as_view(),
         name="player-games-export"),
]
