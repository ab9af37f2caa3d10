"""The FCM sender: Firebase Cloud Messaging's HTTP v1 API, for the Android (and Firebase iOS)
apps.

firebase-admin does the Firebase parts: it reads and checks the service account
(``credentials.Certificate``: the project id, the signing key, the OAuth ``token_uri``), and its
``messaging.Message`` classes build and validate the message. The request itself goes through
google-auth's ``AuthorizedSession`` (firebase-admin's own transport underneath): it signs the
service account's JWT assertion, trades it at the account's ``token_uri`` for a bearer token,
caches that token until shortly before it expires and refreshes it once on a 401, over one
pooled keep-alive session per process.

Why not ``firebase_admin.messaging.send``: its send URL is a constant
(``https://fcm.googleapis.com/v1/projects/<id>/messages:send``, built when its private messaging
service starts) with no emulator or endpoint option, and its session retries 5xx answers by
itself. Pointing it at ``FCM_BASE_URL`` would mean patching private attributes; instead the URL
is built here from the setting, and the one firebase-admin internal used is the message encoder
(``_MessagingService.encode_message``, the classmethod ``messaging.send`` itself calls to turn a
``Message`` into the v1 JSON), in ``encode`` below. Retries are the push channel's job.
"""

from __future__ import annotations

import json
import os
import warnings
from functools import lru_cache
from typing import Any

import google.auth.exceptions
import requests
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from firebase_admin import credentials, messaging
from google.auth.transport.requests import AuthorizedSession

from notifications.push.base import Outcome, PushMessage, Result
from notifications.push.native import collapse_id, data_strings, retry_after_seconds, text_or_file

SCOPE = "https://www.googleapis.com/auth/firebase.messaging"
# FCM's error codes (google.firebase.fcm.v1.FcmError) that mean the token is dead
GONE_CODES = {"UNREGISTERED"}


@lru_cache(maxsize=8)
def session(service_account: str, pid: int) -> tuple[str, AuthorizedSession]:
    """The project id and the process ``pid``'s authorized session for one service account's
    JSON (one token cache and connection pool each; the pid in the key: a forked worker never
    shares its parent's connections). ``ImproperlyConfigured`` if it is not a service
    account's JSON."""
    try:
        info = json.loads(service_account)
        if not isinstance(info, dict):
            raise ValueError("not a JSON object")
        certificate = credentials.Certificate(info)
    except ValueError as error:
        # firebase-admin's and google-auth's messages name the missing or bad field, never
        # the key's value
        reason = "not JSON" if isinstance(error, json.JSONDecodeError) else str(error)
        raise ImproperlyConfigured(f"FCM_CREDENTIALS is not a service account's JSON: {reason}"
                                   ) from None
    if not certificate.project_id:
        raise ImproperlyConfigured("FCM_CREDENTIALS has no project_id")
    scoped = certificate.get_credential().with_scopes([SCOPE])
    return certificate.project_id, AuthorizedSession(scoped)


def encode(message: messaging.Message) -> dict[str, Any]:
    """The v1 API's JSON of a firebase-admin ``Message`` (firebase-admin's own encoder,
    which also validates the message)."""
    encoded: dict[str, Any] = messaging._MessagingService.encode_message(message)
    return encoded


def build(token: str, message: PushMessage) -> messaging.Message:
    """The FCM message for one device: the notification, the app's data strings, Android's
    collapse key, lifetime, tag (a newer notification of the same game and kind replaces the
    older one in the tray) and badge count, and the same collapse and badge for iOS apps that
    receive through Firebase."""
    key = collapse_id(message)
    with warnings.catch_warnings():
        # firebase-admin 7.7 prefers ``fid`` (a Firebase installation id), but what the apps
        # register is the registration token their FCM SDK gives, the v1 API's ``token``
        warnings.filterwarnings("ignore", "Message.token is deprecated", DeprecationWarning)
        return _message(token, message, key)


def _message(token: str, message: PushMessage, key: str) -> messaging.Message:
    return messaging.Message(
        token=token,
        notification=messaging.Notification(title=message.title, body=message.body),
        data=data_strings(message),
        android=messaging.AndroidConfig(
            collapse_key=key, ttl=message.ttl_seconds, priority="high",
            notification=messaging.AndroidNotification(tag=key,
                                                       notification_count=message.badge)),
        apns=messaging.APNSConfig(
            headers={"apns-collapse-id": key, "apns-push-type": "alert"},
            payload=messaging.APNSPayload(aps=messaging.Aps(
                badge=message.badge, sound="default", thread_id=key))),
    )


def result(response: requests.Response) -> Result:
    """What one FCM answer means for the device (see ``base.Outcome``)."""
    status = response.status_code
    if status == 200:
        try:
            name = str(response.json().get("name", ""))
        except ValueError:
            name = ""
        return Result(Outcome.SENT, status, name)
    error = _error(response)
    codes = {d.get("errorCode") for d in error.get("details", []) if isinstance(d, dict)}
    fields = {v.get("field") for d in error.get("details", []) if isinstance(d, dict)
              for v in d.get("fieldViolations", []) if isinstance(v, dict)}
    reason = next((c for c in codes if c), error.get("status") or "")
    detail = f"{reason}: {error.get('message', '')}".strip(": ")[:300]
    if status == 404 or codes & GONE_CODES or (
            status == 400 and ("message.token" in fields
                               or "registration token" in str(error.get("message", "")))):
        return Result(Outcome.GONE, status, detail)
    if status == 429 or status >= 500:
        return Result(Outcome.RETRY, status, detail,
                      retry_after_seconds(response.headers.get("Retry-After")))
    return Result(Outcome.REJECTED, status, detail)


def _error(response: requests.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    error = body.get("error") if isinstance(body, dict) else None
    return error if isinstance(error, dict) else {}


class FcmSender:
    """``FcmSender()`` reads ``FCM_CREDENTIALS`` (a service account's JSON, or the path of its
    file), ``FCM_BASE_URL`` and ``FCM_TIMEOUT_SECONDS``; ``ImproperlyConfigured`` when the
    credentials are missing or malformed. ``send`` posts one message and never raises for
    what the network or FCM does: a timeout or a refused connection is ``RETRY``."""

    platform = "fcm"

    def __init__(self) -> None:
        text = text_or_file("FCM_CREDENTIALS", settings.FCM_CREDENTIALS, "{")
        self.project_id, self.session = session(text, os.getpid())
        base = settings.FCM_BASE_URL.rstrip("/")
        self.url = f"{base}/v1/projects/{self.project_id}/messages:send"
        self.timeout = settings.FCM_TIMEOUT_SECONDS

    def send(self, device: dict[str, Any], message: PushMessage) -> Result:
        token = device.get("token")
        if not isinstance(token, str) or not token:
            return Result(Outcome.REJECTED, None, "the device has no FCM token")
        try:
            body = {"message": encode(build(token, message))}
        except ValueError as error:
            return Result(Outcome.REJECTED, None, f"message: {error}"[:300])
        try:
            response = self.session.post(self.url, json=body, timeout=self.timeout)
        except google.auth.exceptions.RefreshError as error:
            # the token endpoint refused the service account (revoked key, wrong token_uri…)
            outcome = Outcome.RETRY if error.retryable else Outcome.REJECTED
            return Result(outcome, None, f"oauth: {error}"[:300])
        except (requests.RequestException, google.auth.exceptions.TransportError) as error:
            return Result(Outcome.RETRY, None, f"{type(error).__name__}: {error}"[:300])
        return result(response)
