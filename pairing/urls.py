"""Quick pairing's endpoints, under /api/ (``pairing.api``)."""

from django.urls import path

from pairing import api

urlpatterns = [
    path("seeks", api.SeeksApi.as_view(), name="seeks"),
    path("seeks/<uuid:seek_id>", api.SeekDetailApi.as_view(), name="seek"),
    path("me/seeks", api.MySeeksApi.as_view(), name="my-seeks"),
]
