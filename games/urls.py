from django.urls import path

from . import apis

urlpatterns = [
    path("auth/register", apis.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", apis.TokenApi.as_view(), name="auth-token"),
    path("kinds", apis.KindsApi.as_view(), name="kinds"),
    path("me/turns", apis.MyTurnsApi.as_view(), name="my-turns"),
    path("me/vacation", apis.MyVacationApi.as_view(), name="my-vacation"),
    path("me/vacation/start", apis.MyVacationStartApi.as_view(), name="my-vacation-start"),
    path("me/vacation/stop", apis.MyVacationStopApi.as_view(), name="my-vacation-stop"),
    path("games", apis.GameListApi.as_view(), name="games"),
    path("games/<uuid:game_id>", apis.GameDetailApi.as_view(), name="game-detail"),
    path("games/<uuid:game_id>/join", apis.GameJoinApi.as_view(), name="game-join"),
    path("games/<uuid:game_id>/leave", apis.GameLeaveApi.as_view(), name="game-leave"),
    path("games/<uuid:game_id>/start", apis.GameStartApi.as_view(), name="game-start"),
    path("games/<uuid:game_id>/commands", apis.GameCommandsApi.as_view(), name="game-commands"),
    path("games/<uuid:game_id>/events", apis.GameEventsApi.as_view(), name="game-events"),
    path("games/<uuid:game_id>/hint", apis.GameHintApi.as_view(), name="game-hint"),
    path("games/<uuid:game_id>/disputes", apis.GameDisputesApi.as_view(), name="game-disputes"),
    path("games/<uuid:game_id>/disputes/<int:dispute>/resolve",
         apis.GameDisputeResolveApi.as_view(), name="game-dispute-resolve"),
]
