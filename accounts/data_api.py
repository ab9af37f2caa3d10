"""REST endpoints for an account's own data: erase it (``DELETE /api/me``) and download it
(``GET /api/me/export``). Thin: parse, call ``accounts.erasure`` / ``accounts.export``,
render."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import erasure, export
from config import streaming, throttling
from config.api import ERROR, StringField, valid


class EraseSerializer(serializers.Serializer):
    # a password that is not a string is the body's shape (400 invalid), not a wrong guess
    password = StringField(max_length=128, trim_whitespace=False,
                           help_text="the account's current password")


ERASE_SCHEMA = extend_schema(
    summary="Delete your account: your personal data is erased everywhere, your games stay "
            "with you shown as 'deleted player'",
    request=EraseSerializer,
    responses={204: None, 400: ERROR, 403: ERROR, 429: ERROR})


def erase(request) -> Response:
    """``DELETE /api/me`` (routed through ``accounts.api.MeApi``, which owns the path)."""
    data = valid(EraseSerializer, request.data)
    erasure.account_erase(user=request.user, password=data["password"])
    return Response(status=204)


class ExportApi(APIView):
    throttle_classes = [throttling.by_user("export")]

    @extend_schema(summary="Download your data: one JSON archive of your account, games (as "
                           "your seat saw them), notifications and settings",
                   responses={200: OpenApiResponse(OpenApiTypes.OBJECT,
                                                   description="the archive (a download)"),
                              429: ERROR})
    def get(self, request):
        return archive_response(request, request.user)


BATCH = 64  # pieces of the archive read per hop to the database thread (ASGI)


def archive_response(request, user) -> StreamingHttpResponse:
    """The archive of ``user`` as a streamed download (the API's and the web page's)."""
    return streaming.download(request, export.export_chunks(user),
                              content_type="application/json", filename="my-data.json",
                              batch=BATCH)
