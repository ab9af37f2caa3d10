"""One error type for the whole service: ``ServiceError``, a refusal with a stable code.

Every refusal the API gives is JSON ``{"code": <stable snake_case>, "detail": <human text>}``
(plus optional extra fields); ``config.exception_handler`` renders it. This module imports
nothing from DRF, so any layer (services, selectors, permissions) can raise it without an
import cycle through DRF's settings.
"""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    """A refusal with a stable ``code``, an HTTP ``status`` and a human ``detail``."""

    def __init__(self, code: str, detail: str, status: int = 400, **extra: Any):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.status = status
        self.extra = extra
