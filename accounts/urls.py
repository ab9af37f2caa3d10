from django.urls import path

from accounts import apis, data_apis

urlpatterns = [
    path("auth/register", apis.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", apis.TokenApi.as_view(), name="auth-token"),
    path("auth/logout", apis.LogoutApi.as_view(), name="auth-logout"),
    path("auth/password", apis.PasswordChangeApi.as_view(), name="auth-password"),
    path("me", apis.MeApi.as_view(), name="me"),
    path("me/export", data_apis.ExportApi.as_view(), name="me-export"),
]
