from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)

from config import exception_handler

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    # Swagger UI and Redoc load their scripts from drf-spectacular-sidecar's static files
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("api/redoc/", SpectacularRedocView.as_view(
        url_name="schema", template_name="api/redoc.html"), name="redoc"),
    path("api/", include("accounts.urls")),
    path("api/", include("games.urls")),
    path("api/", include("dictionary.urls")),
    path("api/", include("notifications.urls")),
    # Anything else is a JSON 404, with DEBUG on too (handler404 only runs with DEBUG off).
    re_path(r"^(?!static/|admin/)", exception_handler.not_found_view),
]

handler400 = exception_handler.bad_request_view
handler404 = exception_handler.not_found_view
handler500 = exception_handler.server_error_view
