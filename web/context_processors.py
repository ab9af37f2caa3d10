"""What every page of the web client needs in its context."""

from __future__ import annotations

from django.conf import settings


def client(request) -> dict:
    """``long_poll_seconds``: how long the page script's long-polls ask the API to wait."""
    return {"long_poll_seconds": settings.WEB_LONG_POLL_SECONDS}
