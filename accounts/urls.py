from django.urls import path

from accounts import apis, session_apis

urlpatterns = [
    path("auth/register", apis.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", apis.TokenApi.as_view(), name="auth-token"),
    path("auth/logout", apis.LogoutApi.as_view(), name="auth-logout"),
    path("auth/logout-all", apis.LogoutAllApi.as_view(), name="auth-logout-all"),
    path("auth/password", apis.PasswordChangeApi.as_view(), name="auth-password"),
    path("me", apis.MeApi.as_view(), name="me"),
    path("me/sessions", session_apis.SessionsApi.as_view(), name="me-sessions"),
    path("me/sessions/<int:session_id>", session_apis.SessionApi.as_view(), name="me-session"),
]
