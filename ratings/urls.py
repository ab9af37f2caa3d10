from django.urls import path

from ratings import api

urlpatterns = [
    path("leaderboards/<str:game_kind>", api.LeaderboardApi.as_view(), name="leaderboard"),
    path("players/<str:username>", api.PlayerApi.as_view(), name="player"),
    path("players/<str:username>/games", api.PlayerGamesApi.as_view(), name="player-games"),
]
