"""The FCM sender against the loopback FCM: the OAuth exchange and its cached token, the v1
message, and what each of FCM's answers means for the device."""

from __future__ import annotations

import json
import socket

import pytest
from django.core.exceptions import ImproperlyConfigured

from notifications.push.base import Outcome, PushMessage
from notifications.push.fcm import FcmSender
from tests.notifications.push.conftest import CLIENT_EMAIL, service_account
from tests.notifications.push.fcm_service import GOOGLE_AUDIENCE, SCOPE

TOKEN = "cXk3ZdP1Qk6:APA91b" + "Hx9_" * 35
OTHER = "eYk3ZdP1Qk6:APA91b" + "Zq8-" * 35
MESSAGE = PushMessage(title="Your turn", body="alice played in Diddly", kind="your_turn",
                      url="https://games.example/games/42", collapse_key="42:your_turn",
                      badge=3, data={"game": "42", "version": 17})


def send(token=TOKEN, message=MESSAGE):
    return FcmSender().send({"token": token}, message)


def test_a_push_is_the_v1_message_the_device_shows(fcm):
    result = send()
    assert (result.outcome, result.status) == (Outcome.SENT, 200)
    assert result.detail == "projects/reaching-players-test/messages/0:1"
    [message] = fcm.received
    assert message["token"] == TOKEN
    assert message["notification"] == {"title": "Your turn", "body": "alice played in Diddly"}
    assert message["data"] == {"game": "42", "version": "17", "kind": "your_turn",
                               "url": "https://games.example/games/42"}
    android = message["android"]
    assert (android["collapse_key"], android["ttl"], android["priority"]) == (
        "42:your_turn", "86400s", "high")
    assert android["notification"] == {"tag": "42:your_turn", "notification_count": 3}
    assert message["apns"]["headers"]["apns-collapse-id"] == "42:your_turn"
    assert message["apns"]["payload"]["aps"] == {"badge": 3, "sound": "default",
                                                 "thread-id": "42:your_turn"}


def test_the_service_account_signs_in_once_and_its_token_is_reused(fcm):
    assert [send().outcome for _ in range(3)] == [Outcome.SENT] * 3
    [claims] = fcm.token_requests
    assert claims["iss"] == CLIENT_EMAIL and claims["aud"] == GOOGLE_AUDIENCE
    assert claims["scope"] == SCOPE  # the narrowest scope that sends
    assert len(fcm.received) == 3


def test_a_revoked_token_is_refreshed_and_the_push_still_goes(fcm):
    assert send().outcome is Outcome.SENT
    fcm.revoke_bearers()
    assert send().outcome is Outcome.SENT
    assert len(fcm.token_requests) == 2
    assert len(fcm.received) == 2


def test_an_expired_token_is_renewed_before_it_is_sent(fcm):
    fcm.token_lifetime = 1  # google-auth renews a token about to expire, before sending it
    assert send().outcome is Outcome.SENT
    assert send().outcome is Outcome.SENT
    assert len(fcm.token_requests) == 2
    assert 401 not in [status for status, _ in fcm.refused]


def test_an_unregistered_token_is_gone(fcm):
    fcm.unregistered.add(OTHER)
    result = send(OTHER)
    assert (result.outcome, result.status) == (Outcome.GONE, 404)
    assert result.detail.startswith("UNREGISTERED")
    assert send().outcome is Outcome.SENT  # the other devices are not affected


def test_a_token_fcm_calls_invalid_is_gone(fcm):
    result = send("not a token")
    assert (result.outcome, result.status) == (Outcome.GONE, 400)
    assert "registration token" in result.detail
    assert fcm.received == []


@pytest.mark.parametrize(("status", "headers", "retry_after"), [
    (429, {"Retry-After": "30"}, 30.0),
    (503, {}, None),
    (500, {"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"}, 0.0),  # a date long past: now
])
def test_throttling_and_server_errors_are_retried(fcm, status, headers, retry_after):
    fcm.script[OTHER] = (status, headers, "QUOTA_EXCEEDED" if status == 429 else "UNAVAILABLE")
    result = send(OTHER)
    assert (result.outcome, result.status, result.retry_after) == (Outcome.RETRY, status,
                                                                   retry_after)


@pytest.mark.parametrize(("status", "code"), [(403, "SENDER_ID_MISMATCH"),
                                              (400, "INVALID_ARGUMENT"),
                                              (401, "THIRD_PARTY_AUTH_ERROR")])
def test_other_refusals_are_rejected_not_retried(fcm, status, code):
    fcm.script[OTHER] = (status, {}, code)
    result = send(OTHER)
    assert (result.outcome, result.status) == (Outcome.REJECTED, status)
    assert result.detail.startswith(code)


def test_a_message_for_another_project_is_rejected(fcm, settings, rsa_key):
    account = service_account(rsa_key, fcm.token_uri) | {"project_id": "someone-else"}
    settings.FCM_CREDENTIALS = json.dumps(account)
    result = send()
    assert (result.outcome, result.status) == (Outcome.REJECTED, 403)
    assert fcm.received == []


def test_a_slow_fcm_is_a_retry_after_the_timeout(fcm, settings):
    settings.FCM_TIMEOUT_SECONDS = 0.3
    fcm.delay = 1.0
    result = send()
    assert result.outcome is Outcome.RETRY and result.status is None
    assert "Timeout" in result.detail


def test_an_unreachable_fcm_is_a_retry(fcm, settings):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        settings.FCM_BASE_URL = f"http://127.0.0.1:{closed.getsockname()[1]}"
    result = send()
    assert result.outcome is Outcome.RETRY and result.status is None


def test_a_service_account_the_token_endpoint_refuses_is_rejected(fcm, settings):
    from cryptography.hazmat.primitives.asymmetric import rsa

    stranger = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    settings.FCM_CREDENTIALS = json.dumps(service_account(stranger, fcm.token_uri))
    result = send()
    assert result.outcome is Outcome.REJECTED
    assert result.detail.startswith("oauth:") and "invalid_grant" in result.detail
    assert fcm.token_requests == [] and fcm.received == []


def test_the_credentials_may_be_a_file(fcm, settings, tmp_path):
    path = tmp_path / "service-account.json"
    path.write_text(settings.FCM_CREDENTIALS)
    settings.FCM_CREDENTIALS = str(path)
    assert send().outcome is Outcome.SENT


@pytest.mark.parametrize(("value", "says"), [
    ("", "FCM_CREDENTIALS is not set"),
    ("/nowhere/service-account.json", "neither inline"),
    ("{not json", "not JSON"),
    ('{"a": 1}', "FCM_CREDENTIALS is not a service"),
    ('{"type": "service_account", "project_id": "p"}', "FCM_CREDENTIALS is not a service"),
    ('{"type": "authorized_user"}', "FCM_CREDENTIALS is not a service"),
])
def test_bad_credentials_fail_clearly_when_the_sender_is_made(settings, value, says):
    settings.FCM_CREDENTIALS = value
    with pytest.raises(ImproperlyConfigured, match=says):
        FcmSender()


def test_a_long_collapse_key_becomes_a_stable_id_apns_accepts(fcm):
    long = PushMessage(**{**MESSAGE.__dict__, "collapse_key": "g" * 60 + ":clock_alarm"})
    assert send(message=long).outcome is Outcome.SENT
    assert send(message=long).outcome is Outcome.SENT
    first, second = (m["apns"]["headers"]["apns-collapse-id"] for m in fcm.received)
    assert first == second and len(first) == 64
    assert fcm.received[0]["android"]["collapse_key"] == first


def test_a_device_without_a_token_is_rejected_without_a_request(fcm):
    assert FcmSender().send({}, MESSAGE).outcome is Outcome.REJECTED
    assert fcm.received == [] and fcm.token_requests == []


def test_the_loopback_fcm_refuses_a_message_fcm_would(fcm):
    """The mock's checks can fail: a message without Android's collapse key, data that is not
    strings, and a request without the bearer token are refused as FCM refuses them."""
    sender = FcmSender()
    good = {"token": TOKEN, "notification": {"title": "t", "body": "b"},
            "android": {"collapse_key": "k"}}
    for bad in ({**good, "android": {}}, {**good, "data": {"n": 1}}, {**good, "token": ""}):
        response = sender.session.post(sender.url, json={"message": bad}, timeout=2)
        assert response.status_code == 400
    assert sender.session.post(sender.url, json={"message": good}, timeout=2).status_code == 200
    import requests

    assert requests.post(sender.url, json={"message": good}, timeout=2).status_code == 401


def test_an_unreachable_token_endpoint_is_a_retry(fcm, settings, rsa_key):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        token_uri = f"http://127.0.0.1:{closed.getsockname()[1]}/token"
    settings.FCM_CREDENTIALS = json.dumps(service_account(rsa_key, token_uri))
    result = send()
    assert result.outcome is Outcome.RETRY and result.status is None
    assert fcm.received == []


def test_a_service_account_without_its_project_fails_clearly(settings, rsa_key):
    account = service_account(rsa_key, "http://127.0.0.1:9/token")
    del account["project_id"]
    settings.FCM_CREDENTIALS = json.dumps(account)
    with pytest.raises(ImproperlyConfigured, match="FCM_CREDENTIALS has no project_id"):
        FcmSender()


def test_a_token_endpoint_that_is_down_is_a_retry(fcm):
    """google-auth tries the token exchange three times (about 3 s) before it gives up."""
    fcm.token_status = 503
    result = send()
    assert result.outcome is Outcome.RETRY and result.detail.startswith("oauth:")
    fcm.token_status = 200
    assert send().outcome is Outcome.SENT


def test_the_senders_registry_path_makes_this_sender_with_no_arguments(fcm):
    from django.utils.module_loading import import_string

    assert import_string("notifications.push.fcm.FcmSender")().platform == "fcm"
