from django.urls import path

from games.api import disputes, inbox, invitations, lobby, play

urlpatterns = [
    path("kinds", lobby.KindsApi.as_view(), name="kinds"),
    path("me/turns", inbox.MyTurnsApi.as_view(), name="my-turns"),
    path("me/vacation", inbox.MyVacationApi.as_view(), name="my-vacation"),
    path("me/vacation/start", inbox.MyVacationStartApi.as_view(), name="my-vacation-start"),
    path("me/vacation/stop", inbox.MyVacationStopApi.as_view(), name="my-vacation-stop"),
    path("games", lobby.GameListApi.as_view(), name="games"),
    path("games/<uuid:game_id>", lobby.GameDetailApi.as_view(), name="game-detail"),
    path("games/<uuid:game_id>/join", lobby.GameJoinApi.as_view(), name="game-join"),
    path("games/<uuid:game_id>/leave", lobby.GameLeaveApi.as_view(), name="game-leave"),
    path("games/<uuid:game_id>/start", lobby.GameStartApi.as_view(), name="game-start"),
    path("games/<uuid:game_id>/cancel", lobby.GameCancelApi.as_view(), name="game-cancel"),
    path("games/<uuid:game_id>/commands", play.GameCommandsApi.as_view(), name="game-commands"),
    # the same, with a body typed for one game (a generated client's typed entry point)
    *[path(f"games/<uuid:game_id>/commands/{kind}", api.as_view(),
           name=f"game-commands-{kind}") for kind, api in play.KIND_COMMANDS_APIS.items()],
    path("games/<uuid:game_id>/events", play.GameEventsApi.as_view(), name="game-events"),
    path("games/<uuid:game_id>/hint", play.GameHintApi.as_view(), name="game-hint"),
    path("games/<uuid:game_id>/disputes", disputes.GameDisputesApi.as_view(), name="game-disputes"),
    path("games/<uuid:game_id>/disputes/<int:dispute>/resolve",
         disputes.GameDisputeResolveApi.as_view(), name="game-dispute-resolve"),
    # invitations, join codes, challenges, rematches (games.services.invitations)
    path("games/<uuid:game_id>/invitations", invitations.GameInvitationsApi.as_view(),
         name="game-invitations"),
    path("games/<uuid:game_id>/invitations/<str:username>",
         invitations.GameInvitationApi.as_view(), name="game-invitation"),
    path("games/<uuid:game_id>/accept", invitations.GameAcceptApi.as_view(),
         name="game-accept"),
    path("games/<uuid:game_id>/decline", invitations.GameDeclineApi.as_view(),
         name="game-decline"),
    path("games/<uuid:game_id>/join-code", invitations.GameJoinCodeApi.as_view(),
         name="game-join-code"),
    path("games/<uuid:game_id>/rematch", invitations.GameRematchApi.as_view(),
         name="game-rematch"),
    path("join", invitations.JoinByCodeApi.as_view(), name="join-by-code"),
    path("challenge/<str:username>", invitations.ChallengeApi.as_view(), name="challenge"),
    path("me/invitations", invitations.MyInvitationsApi.as_view(), name="my-invitations"),
]
