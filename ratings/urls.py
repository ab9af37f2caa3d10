"""The ratings app's endpoints, under /api/."""

from django.urls import path

from ratings import export_api

urlpatterns = [
    # -- game records and exports (ratings.export_api) --
    path("games/<uuid:game_id>/export", export_api.GameExportApi.as_view(), name="game-export"),
    path("players/<str:username>/games/export", export_api.PlayerGamesExportApi.as_view(),
         name="player-games-export"),
    # -- end of game records and exports --
]
