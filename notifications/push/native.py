"""What the FCM and APNs senders share: a secret setting given as text or as a file's path, the
``Retry-After`` header read as seconds, the collapse id cut to APNs's 64 bytes, and the
message's ``data`` as the strings both services carry."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any

from django.core.exceptions import ImproperlyConfigured

from notifications.push.base import PushMessage

COLLAPSE_ID_MAX_BYTES = 64  # APNs refuses a longer apns-collapse-id


def text_or_file(name: str, value: str, starts: str) -> str:
    """The setting ``name``'s text: ``value`` itself when it starts with ``starts`` (inline
    JSON or PEM, as an environment variable holds it), else the content of the file it names.
    ``ImproperlyConfigured`` (naming the setting, never its content) when it is neither."""
    value = value.strip()
    if not value:
        raise ImproperlyConfigured(f"{name} is not set")
    if value.startswith(starts):
        return value
    try:
        return Path(value).read_text()
    except (OSError, ValueError) as error:
        raise ImproperlyConfigured(
            f"{name} is neither inline {starts!r}… text nor a readable file: "
            f"{type(error).__name__}") from None


def retry_after_seconds(value: str | None) -> float | None:
    """``Retry-After`` as seconds from now: delta-seconds or an HTTP date; None if absent or
    unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, (parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds())
    except (TypeError, ValueError):
        return None


def collapse_id(message: PushMessage) -> str:
    """The message's collapse key, or (past APNs's 64 bytes) a digest of it: the same key
    always gives the same id, so newer pushes still replace older ones."""
    key = message.collapse_key
    if len(key.encode()) <= COLLAPSE_ID_MAX_BYTES:
        return key
    return hashlib.sha256(key.encode()).hexdigest()


def data_strings(message: PushMessage) -> dict[str, str]:
    """The app-readable fields as strings (FCM's ``data`` carries only strings): the message's
    ``data``, its ``kind`` and ``url``. Non-string values are JSON-encoded."""
    fields: dict[str, Any] = {**message.data, "kind": message.kind, "url": message.url}
    return {str(k): v if isinstance(v, str) else json.dumps(v, separators=(",", ":"))
            for k, v in fields.items()}
