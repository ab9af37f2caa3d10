from django.urls import path

from accounts import apis, block_apis, data_apis, email_apis, session_apis

urlpatterns = [
    path("auth/register", apis.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", apis.TokenApi.as_view(), name="auth-token"),
    path("auth/logout", apis.LogoutApi.as_view(), name="auth-logout"),
    path("auth/logout-all", apis.LogoutAllApi.as_view(), name="auth-logout-all"),
    path("auth/password", apis.PasswordChangeApi.as_view(), name="auth-password"),
    path("me", apis.MeApi.as_view(), name="me"),
    path("me/sessions", session_apis.SessionsApi.as_view(), name="me-sessions"),
    path("me/sessions/<int:session_id>", session_apis.SessionApi.as_view(), name="me-session"),
    path("auth/verify-email", email_apis.VerifyEmailApi.as_view(), name="auth-verify-email"),
    path("auth/password-reset", email_apis.PasswordResetApi.as_view(),
         name="auth-password-reset"),
    path("auth/password-reset/confirm", email_apis.PasswordResetConfirmApi.as_view(),
         name="auth-password-reset-confirm"),
    path("me/email/verify", email_apis.VerificationResendApi.as_view(), name="me-email-verify"),
    path("me/blocks", block_apis.BlocksApi.as_view(), name="me-blocks"),
    path("me/blocks/<str:username>", block_apis.BlockApi.as_view(), name="me-block"),
    path("me/export", data_apis.ExportApi.as_view(), name="me-export"),
]
