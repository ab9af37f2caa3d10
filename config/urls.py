from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)

from config import exception_handler

# What the docs pages may load: anything from this server (their inline settings and the
# bundles' own eval and workers included), nothing from another. Redoc's bundle asks an outside
# server for the logo of its "API docs by Redocly" footer, with no option to turn it off: the
# browser refuses that image, and Redoc then leaves it out.
DOCS_PAGE_POLICY = "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:"


def same_origin_only(view):
    """``view`` with the docs pages' Content-Security-Policy on its answers."""
    def wrapped(request, *args, **kwargs):
        response = view(request, *args, **kwargs)
        response.headers.setdefault("Content-Security-Policy", DOCS_PAGE_POLICY)
        return response
    return wrapped


urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    # Swagger UI and Redoc load their scripts from drf-spectacular-sidecar's static files
    path("api/docs/", same_origin_only(SpectacularSwaggerView.as_view(url_name="schema")),
         name="docs"),
    path("api/redoc/", same_origin_only(SpectacularRedocView.as_view(
        url_name="schema", template_name="api/redoc.html")), name="redoc"),
    path("api/", include("accounts.urls")),
    path("api/", include("games.urls")),
    path("api/", include("dictionary.urls")),
    path("api/", include("notifications.urls")),
    path("api/", include("ratings.urls")),
    path("api/", include("chat.urls")),
    path("api/", include("pairing.urls")),
    # the web client: pages for people, over the same services (web/)
    path("", include("web.urls")),
    # Anything else is a JSON 404, with DEBUG on too (handler404 only runs with DEBUG off).
    re_path(r"^(?!static/|admin/)", exception_handler.not_found_view),
]

handler400 = exception_handler.bad_request_view
handler404 = exception_handler.not_found_view
handler500 = exception_handler.server_error_view
