"""REST endpoints for an account's own data: erase it (``DELETE /api/me``) and download it
(``GET /api/me/export``). Thin: parse, call ``accounts.erasure`` / ``accounts.export``,
render."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterable

from asgiref.sync import sync_to_async
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import erasure, export
from config import throttling
from config.api import ERROR, valid


class EraseSerializer(serializers.Serializer):
    password = serializers.CharField(max_length=128, trim_whitespace=False,
                                     help_text="the account's current password")


ERASE_SCHEMA = extend_schema(
    summary="Delete your account: your personal data is erased everywhere, your games stay "
            "with you shown as 'deleted player'",
    request=EraseSerializer,
    responses={204: None, 400: ERROR, 403: ERROR, 429: ERROR})


def erase(request) -> Response:
    """``DELETE /api/me`` (routed through ``accounts.apis.MeApi``, which owns the path)."""
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


BATCH = 64  # pieces of the archive read per hop to the database thread


async def _asynchronously(chunks: Iterable[str]) -> AsyncIterator[str]:
    """``chunks`` for an ASGI server: read a batch at a time in the thread Django's sync code
    (and its database connection) runs in, so the server streams them as they come instead
    of reading the whole archive into memory first."""
    iterator = iter(chunks)
    take = sync_to_async(lambda: list(itertools.islice(iterator, BATCH)), thread_sensitive=True)
    while batch := await take():
        for chunk in batch:
            yield chunk


def archive_response(request, user) -> StreamingHttpResponse:
    """The archive of ``user`` as a streamed download (the API's and the web page's)."""
    chunks = export.export_chunks(user)
    served = _asynchronously(chunks) if hasattr(request, "scope") else chunks  # ASGI or WSGI
    response = StreamingHttpResponse(served, content_type="application/json")
    response["Content-Disposition"] = 'attachment; filename="my-data.json"'
    response["Cache-Control"] = "no-store"
    return response
