from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)

from . import errors

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    # Swagger UI and Redoc load their scripts from drf-spectacular-sidecar's static files
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("api/redoc/", SpectacularRedocView.as_view(
        url_name="schema", template_name="api/redoc.html"), name="redoc"),
    path("api/", include("games.urls")),
    path("api/", include("dictionary.urls")),
    path("api/", include("notifications.urls")),
    # Anything else is a JSON 404, with DEBUG on too (handler404 only runs with DEBUG off).
    re_path(r"^(?!static/|admin/)", errors.not_found_view),
]

handler404 = errors.not_found_view
handler500 = errors.server_error_view
