from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from . import errors

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("api/", include("games.urls")),
    path("api/", include("dictionary.urls")),
    path("api/", include("notifications.urls")),
]

handler404 = errors.not_found_view
handler500 = errors.server_error_view
