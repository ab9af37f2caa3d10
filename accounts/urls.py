from django.urls import path

from accounts import api, block_api, data_api, email_api, session_api

urlpatterns = [
    path("auth/register", api.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", api.TokenApi.as_view(), name="auth-token"),
    path("auth/logout", api.LogoutApi.as_view(), name="auth-logout"),
    path("auth/logout-all", api.LogoutAllApi.as_view(), name="auth-logout-all"),
    path("auth/password", api.PasswordChangeApi.as_view(), name="auth-password"),
    path("me", api.MeApi.as_view(), name="me"),
    path("me/sessions", session_api.SessionsApi.as_view(), name="me-sessions"),
    path("me/sessions/<int:session_id>", session_api.SessionApi.as_view(), name="me-session"),
    path("auth/verify-email", email_api.VerifyEmailApi.as_view(), name="auth-verify-email"),
    path("auth/password-reset", email_api.PasswordResetApi.as_view(),
         name="auth-password-reset"),
    path("auth/password-reset/confirm", email_api.PasswordResetConfirmApi.as_view(),
         name="auth-password-reset-confirm"),
    path("me/email/verify", email_api.VerificationResendApi.as_view(), name="me-email-verify"),
    path("me/blocks", block_api.BlocksApi.as_view(), name="me-blocks"),
    path("me/blocks/<str:username>", block_api.BlockApi.as_view(), name="me-block"),
    path("me/export", data_api.ExportApi.as_view(), name="me-export"),
]
