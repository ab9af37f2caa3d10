"""The web client's pages (served at /; the API stays under /api/)."""

from django.urls import path
from django.views.decorators.gzip import gzip_page

from web.views import (
    account_email,
    account_settings,
    accounts,
    chat,
    finished,
    games,
    home,
    lobby,
    notifications,
    players,
    pwa,
    quick,
    standings,
)
from web.views import device_sessions as sessions_views
from web.views import push as push_views
from web.views import record as record_views
from web.views import replay as replay_views
from web.views import your_data as data_views

app_name = "web"

urlpatterns = [
    path("", home.home, name="home"),
    path("manifest.webmanifest", pwa.manifest, name="manifest"),
    path("sw.js", pwa.service_worker, name="service-worker"),
    path("offline/", pwa.offline, name="offline"),
    path("signup/", accounts.signup, name="signup"),
    path("login/", accounts.WebLoginView.as_view(), name="login"),
    path("logout/", accounts.logout, name="logout"),
    path("lobby/", lobby.lobby, name="lobby"),
    path("lobby/create", lobby.create, name="create"),
    path("lobby/join-code", lobby.join_by_code, name="join-by-code"),
    # quick pairing (web.views.quick): seeks posted, watched, taken, cancelled
    path("play/quick/", quick.quick, name="quick"),
    path("play/quick/status", quick.quick_status, name="quick-status"),
    path("play/quick/seek", quick.quick_seek, name="quick-seek"),
    path("play/quick/<uuid:seek_id>/accept", quick.quick_accept, name="quick-accept"),
    path("play/quick/<uuid:seek_id>/cancel", quick.quick_cancel, name="quick-cancel"),
    path("games/<uuid:game_id>/", games.game_page, name="game"),
    path("games/<uuid:game_id>/command", games.command, name="command"),
    path("games/<uuid:game_id>/join", games.join, name="join"),
    path("games/<uuid:game_id>/leave", games.leave, name="leave"),
    path("games/<uuid:game_id>/start", games.start, name="start"),
    path("games/<uuid:game_id>/cancel", games.cancel, name="cancel"),
    path("games/<uuid:game_id>/accept", games.accept, name="accept"),
    path("games/<uuid:game_id>/decline", games.decline, name="decline"),
    path("games/<uuid:game_id>/invite", games.invite, name="invite"),
    path("games/<uuid:game_id>/join-code", games.join_code, name="join-code"),
    path("games/<uuid:game_id>/rematch", games.rematch, name="rematch"),
    path("games/<uuid:game_id>/dispute", games.dispute, name="dispute"),
    # the game page's chat panel (web.views.chat)
    path("games/<uuid:game_id>/chat/", chat.chat_panel, name="chat"),
    path("games/<uuid:game_id>/chat/send", chat.chat_send, name="chat-send"),
    path("games/<uuid:game_id>/chat/report", chat.chat_report, name="chat-report"),
    # the player's other pages: notifications, settings, finished games, replays
    path("notifications/", notifications.notifications, name="notifications"),
    path("notifications/read", notifications.mark_read, name="notifications-read"),
    path("settings/", account_settings.settings_page, name="settings"),
    path("settings/notifications", account_settings.notification_settings,
         name="settings-notifications"),
    path("settings/webhooks", account_settings.webhook_add, name="settings-webhooks"),
    path("settings/webhooks/<int:endpoint_id>/delete", account_settings.webhook_delete,
         name="settings-webhook-delete"),
    path("settings/vacation/start", account_settings.vacation_start,
         name="settings-vacation-start"),
    path("settings/vacation/stop", account_settings.vacation_stop,
         name="settings-vacation-stop"),
    path("settings/password", account_settings.password, name="settings-password"),
    # the account's email address and password reset (web.views.account_email)
    path("settings/email", account_email.email_change, name="settings-email"),
    path("settings/email/verify", account_email.email_resend, name="settings-email-verify"),
    path("account/verify/<str:uidb64>/<str:token>/", account_email.verify_email,
         name="verify-email"),
    path("account/password-reset/", account_email.password_reset, name="password-reset"),
    path("account/reset/<str:uidb64>/<str:token>/", account_email.password_reset_confirm,
         name="password-reset-confirm"),
    path("settings/data/export", data_views.export, name="settings-data-export"),
    path("settings/data/delete", data_views.delete_account, name="settings-delete-account"),
    path("settings/push", push_views.push_settings, name="settings-push"),
    path("settings/devices/<int:device_id>/delete", push_views.device_delete,
         name="settings-device-delete"),
    path("settings/sessions/<int:session_id>/revoke", sessions_views.session_revoke,
         name="settings-session-revoke"),
    path("settings/sessions/revoke-all", sessions_views.sessions_revoke_all,
         name="settings-sessions-revoke-all"),
    path("games/finished/", finished.finished, name="finished"),
    path("games/<uuid:game_id>/replay/", replay_views.replay, name="replay"),
    # standings: readable without logging in (web.views.standings)
    path("leaderboards/<str:kind>/", standings.leaderboard, name="leaderboard"),
    path("players/", players.players, name="players"),
    path("players/<str:username>/", standings.profile, name="player"),
    path("players/<str:username>/block", players.block, name="player-block"),
    path("players/<str:username>/unblock", players.unblock, name="player-unblock"),
    path("settings/blocks/", players.blocks_page, name="settings-blocks"),
    path("games/<uuid:game_id>/record/", record_views.record, name="record"),
]

# Every page of the web client is sent gzipped to a browser that accepts it (the API's JSON is
# not: its clients read it raw). Django masks the CSRF token afresh in every response, which
# keeps compression from leaking it (BREACH).
for _pattern in urlpatterns:
    _pattern.callback = gzip_page(_pattern.callback)
