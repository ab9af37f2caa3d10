from django.urls import path

from . import apis, invitation_apis

urlpatterns = [
    path("auth/register", apis.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", apis.TokenApi.as_view(), name="auth-token"),
    path("kinds", apis.KindsApi.as_view(), name="kinds"),
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
    # invitations, join codes, challenges, rematches (games.invitations)
    path("games/<uuid:game_id>/invitations", invitation_apis.GameInvitationsApi.as_view(),
         name="game-invitations"),
    path("games/<uuid:game_id>/invitations/<str:username>",
         invitation_apis.GameInvitationApi.as_view(), name="game-invitation"),
    path("games/<uuid:game_id>/accept", invitation_apis.GameAcceptApi.as_view(),
         name="game-accept"),
    path("games/<uuid:game_id>/decline", invitation_apis.GameDeclineApi.as_view(),
         name="game-decline"),
    path("games/<uuid:game_id>/join-code", invitation_apis.GameJoinCodeApi.as_view(),
         name="game-join-code"),
    path("games/<uuid:game_id>/rematch", invitation_apis.GameRematchApi.as_view(),
         name="game-rematch"),
    path("join", invitation_apis.JoinByCodeApi.as_view(), name="join-by-code"),
    path("challenge/<str:username>", invitation_apis.ChallengeApi.as_view(), name="challenge"),
    path("me/invitations", invitation_apis.MyInvitationsApi.as_view(), name="my-invitations"),
]
