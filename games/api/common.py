"""What the game endpoints share: the game answer (``detail_response``) with its cache headers,
and the version headers (``ETag``/``If-Match``) they read.

Request validation and the error responses every app's endpoints declare are in ``config.api``.
"""

from __future__ import annotations

import re

from rest_framework.response import Response

from config.errors import ServiceError
from games import selectors
from games.api.serializers import (
    GameDetailSerializer,
)

GAME_DETAIL = GameDetailSerializer


def detail_response(game, user, status=200) -> Response:
    detail = selectors.game_detail(game, user)
    response = Response(detail, status=status)
    cache_headers(response, detail["version"])
    return response


def cache_headers(response, version: int) -> None:
    response["ETag"] = f'"{version}"'
    response["Cache-Control"] = "private, no-cache"
    response["Vary"] = "Authorization, Cookie"


HEADER_TOKEN = re.compile(r"[\x20-\x7e]{1,200}")  # stored in the log: no control characters
ETAG = re.compile(r'^\s*(?:W/)?"?(\d{1,10})"?\s*$')


def if_match_version(header: str | None) -> int | None:
    """The version an ``If-Match`` header names (None if absent); 400 ``bad_if_match``."""
    if header is None:
        return None
    match = ETAG.match(header)
    if not match:
        raise ServiceError("bad_if_match", 'If-Match must be a game version such as "12".')
    return int(match.group(1))
