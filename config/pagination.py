"""Limit/offset pagination that refuses bad numbers instead of guessing or overflowing."""

from __future__ import annotations

import re
from typing import cast

from drf_spectacular.utils import OpenApiParameter
from rest_framework.pagination import LimitOffsetPagination

from config.errors import ServiceError

MAX_OFFSET = 10**9
_INTEGER = re.compile(r"-?[0-9]{1,19}")


def int_param(request, name: str, default: int, low: int, high: int) -> int:
    """Query parameter ``name`` as an integer in ``low..high`` (400 ``invalid_parameter``)."""
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return default
    if not _INTEGER.fullmatch(raw):
        raise ServiceError("invalid_parameter", f"{name} must be an integer.")
    value = int(raw)
    if not low <= value <= high:
        raise ServiceError("invalid_parameter", f"{name} must be between {low} and {high}.")
    return value


class StrictLimitOffsetPagination(LimitOffsetPagination):
    """``limit`` 1..``max_limit`` (default ``PAGE_SIZE``), ``offset`` 0..10**9; else 400."""

    max_limit = 200
    # (never None here: PAGE_SIZE is set, so a page always has a limit and an offset)
    default_limit: int
    limit: int
    offset: int

    def paginate_queryset(self, queryset, request, view=None) -> list:
        return cast(list, super().paginate_queryset(queryset, request, view))

    def get_limit(self, request):
        return int_param(request, self.limit_query_param, self.default_limit, 1, self.max_limit)

    def get_offset(self, request):
        return int_param(request, self.offset_query_param, 0, 0, MAX_OFFSET)


# limit/offset as the schema states them (for @extend_schema on paginated views)
PAGE_PARAMETERS = [
    OpenApiParameter("limit", {"type": "integer", "minimum": 1,
                               "maximum": StrictLimitOffsetPagination.max_limit},
                     description="page size, default 50"),
    OpenApiParameter("offset", {"type": "integer", "minimum": 0, "maximum": MAX_OFFSET})]
