"""Push tests' fixtures: the loopback push services, their test keys, and the settings that
point the senders at them.

``vapid``: a VAPID key pair in settings, loopback subscriptions allowed, no turn delay;
``push_service``: the loopback Web Push service. ``fcm``: a running ``FcmService`` with a fresh
service account (its JSON in ``FCM_CREDENTIALS``, its ``token_uri`` the service's); ``apns``: a
running ``ApnsService`` with a fresh .p8-style key (``APNS_KEY`` and friends, ``APNS_CA_FILE``
its self-signed certificate). Each test gets its own service and the senders' per-process
caches emptied, so token counts start at zero."""

from __future__ import annotations

import json

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from notifications.push import apns as apns_module
from notifications.push import channel
from notifications.push import fcm as fcm_module
from notifications.push.webpush import make_keys
from tests.notifications.push.apns_service import ApnsService
from tests.notifications.push.fcm_service import FcmService
from tests.notifications.push.webpush_service import PushService

PROJECT = "reaching-players-test"
CLIENT_EMAIL = f"push-sender@{PROJECT}.iam.gserviceaccount.com"
KEY_ID, TEAM_ID, TOPIC = "ABC123DEFG", "DEF123GHIJ", "com.example.games"


def pem(key) -> str:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption()).decode()


@pytest.fixture(scope="session")
def rsa_key():
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="session")
def ec_key():
    return ec.generate_private_key(ec.SECP256R1())


def service_account(key, token_uri: str) -> dict:
    return {"type": "service_account", "project_id": PROJECT, "private_key_id": "k1",
            "private_key": pem(key), "client_email": CLIENT_EMAIL, "client_id": "1",
            "token_uri": token_uri}


@pytest.fixture
def fcm(rsa_key, settings):
    service = FcmService(rsa_key.public_key(), CLIENT_EMAIL, PROJECT)
    settings.FCM_CREDENTIALS = json.dumps(service_account(rsa_key, service.token_uri))
    settings.FCM_BASE_URL = service.base_url
    settings.FCM_TIMEOUT_SECONDS = 2.0
    fcm_module.session.cache_clear()
    yield service
    _close(lambda: fcm_module.FcmSender().session)
    fcm_module.session.cache_clear()
    service.close()


@pytest.fixture
def apns(ec_key, settings, tmp_path):
    service = ApnsService(ec_key.public_key(), KEY_ID, TEAM_ID, TOPIC, tmp_path)
    settings.APNS_KEY = pem(ec_key)
    settings.APNS_KEY_ID, settings.APNS_TEAM_ID, settings.APNS_TOPIC = KEY_ID, TEAM_ID, TOPIC
    settings.APNS_BASE_URL = service.base_url
    settings.APNS_CA_FILE = service.ca_file
    settings.APNS_TIMEOUT_SECONDS = 2.0
    apns_module.client.cache_clear()
    apns_module.provider_token.cache_clear()
    yield service
    _close(lambda: apns_module.ApnsSender().client)
    apns_module.client.cache_clear()
    apns_module.provider_token.cache_clear()
    service.close()


def _close(connection) -> None:
    """Close the process's cached session or client for the current settings (the test may
    have broken them: then there is nothing cached to close)."""
    try:
        connection().close()
    except Exception:  # noqa: BLE001 - a test's deliberately bad settings
        pass


@pytest.fixture
def vapid(settings):
    """A VAPID key pair in settings, loopback endpoints allowed, no turn delay, fast retries."""
    private, public = make_keys()
    settings.WEBPUSH_VAPID_PRIVATE_KEY = private
    settings.WEBPUSH_VAPID_PUBLIC_KEY = public
    settings.WEBPUSH_VAPID_SUBJECT = "mailto:ops@example.com"
    settings.WEBPUSH_ALLOW_LOOPBACK = True
    settings.PUSH_YOUR_TURN_DELAY_SECONDS = 0
    settings.PUSH_BACKOFF_SECONDS = 0
    channel.sender.cache_clear()  # senders read the keys when made
    yield settings
    channel.sender.cache_clear()


@pytest.fixture
def push_service(vapid):
    service = PushService(vapid.WEBPUSH_VAPID_PUBLIC_KEY)
    yield service
    service.close()


def register(client, subscription=None, *, platform="webpush", token=None, name=""):
    body: dict = {"platform": platform, "name": name}
    if subscription is not None:
        body["subscription"] = subscription
    if token is not None:
        body["token"] = token
    return client.post("/api/me/devices", body, format="json")
