"""The web client's pages (served at /; the API stays under /api/)."""

from django.urls import path
from django.views.decorators.gzip import gzip_page

from web.views import account_settings, accounts, finished, games, home, lobby, notifications, pwa
from web.views import device_sessions as sessions_views
from web.views import replay as replay_views

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
    path("settings/sessions/<int:session_id>/revoke", sessions_views.session_revoke,
         name="settings-session-revoke"),
    path("settings/sessions/revoke-all", sessions_views.sessions_revoke_all,
         name="settings-sessions-revoke-all"),
    path("games/finished/", finished.finished, name="finished"),
    path("games/<uuid:game_id>/replay/", replay_views.replay, name="replay"),
]

# Every page of the web client is sent gzipped to a browser that accepts it (the API's JSON is
# not: its clients read it raw). Django masks the CSRF token afresh in every response, which
# keeps compression from leaking it (BREACH).
for _pattern in urlpatterns:
    _pattern.callback = gzip_page(_pattern.callback)
