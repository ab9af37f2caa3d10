"""The APNs sender against the loopback APNs (HTTP/2 over TLS): the provider token and its
renewal, the headers and payload, one connection across sends, and what each answer means."""

from __future__ import annotations

import os
import socket
import time

import pytest
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from django.core.exceptions import ImproperlyConfigured

from notifications.push.apns import ApnsSender, ProviderToken
from notifications.push.base import Outcome, PushMessage
from tests.notifications.push.conftest import KEY_ID, TEAM_ID, TOPIC, pem

TOKEN = "a1b2c3d4" * 8
OTHER = "0f" * 32
MESSAGE = PushMessage(title="Your turn", body="alice played in Diddly", kind="your_turn",
                      url="https://games.example/games/42", collapse_key="42:your_turn",
                      badge=3, data={"game": "42", "version": 17}, ttl_seconds=600)


def send(token=TOKEN, message=MESSAGE):
    return ApnsSender().send({"token": token}, message)


class Clock:
    def __init__(self, now: float):
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_a_push_carries_the_token_topic_collapse_id_and_payload(apns):
    before = int(time.time())
    result = send()
    assert (result.outcome, result.status) == (Outcome.SENT, 200)
    assert len(result.detail) == 36  # the apns-id APNs gave it
    [(headers, payload)] = apns.received
    assert headers[":path"] == f"/3/device/{TOKEN}"
    assert (headers["apns-topic"], headers["apns-push-type"], headers["apns-priority"]) == (
        TOPIC, "alert", "10")
    assert headers["apns-collapse-id"] == "42:your_turn"
    assert before + 600 <= int(headers["apns-expiration"]) <= int(time.time()) + 600
    assert payload == {"aps": {"alert": {"title": "Your turn", "body": "alice played in Diddly"},
                               "badge": 3, "sound": "default", "thread-id": "42:your_turn"},
                       "url": "https://games.example/games/42", "kind": "your_turn",
                       "game": "42", "version": 17}


def test_sends_share_one_http2_connection_and_one_provider_token(apns):
    assert [send().outcome for _ in range(5)] == [Outcome.SENT] * 5
    assert apns.connections == 1
    assert len(set(apns.bearers)) == 1 and len(apns.bearers) == 5


def test_the_provider_token_is_renewed_before_it_is_an_hour_old(apns):
    clock = Clock(time.time() - 50 * 60)  # ends at the real time: APNs refuses a future iat
    ApnsSender().token.clock = clock
    send()
    clock.now += 49 * 60
    send()
    clock.now += 60  # 50 minutes: renewed (APNs refuses it past 60)
    send()
    first, same, renewed = apns.bearers
    assert first == same != renewed
    assert [o for o, _ in apns.refused] == []


def test_an_expired_provider_token_is_retried_and_renewed_once_apns_allows(apns):
    clock = Clock(time.time() - 30 * 60)
    ApnsSender().token.clock = clock
    assert send().outcome is Outcome.SENT  # a token issued 30 minutes ago
    apns.expire_before = time.time()  # APNs now calls it expired
    clock.now += 5 * 60  # ... 5 minutes after it was made, by our clock
    result = send()
    assert (result.outcome, result.status, result.detail) == (Outcome.RETRY, 403,
                                                              "ExpiredProviderToken")
    assert result.retry_after == pytest.approx(15 * 60, abs=1)  # renewing sooner is refused
    clock.now += 15 * 60
    apns.expire_before = clock.now - 1
    assert send().outcome is Outcome.SENT
    assert apns.bearers[0] == apns.bearers[1] != apns.bearers[2]


def test_an_unregistered_device_is_gone(apns):
    apns.unregistered.add(OTHER)
    result = send(OTHER)
    assert (result.outcome, result.status, result.detail) == (Outcome.GONE, 410, "Unregistered")
    assert send().outcome is Outcome.SENT


@pytest.mark.parametrize("reason", ["BadDeviceToken", "Unregistered"])
def test_a_token_apns_calls_bad_is_gone(apns, reason):
    apns.script[OTHER] = (400, {}, reason)
    assert (send(OTHER).outcome, send(OTHER).detail) == (Outcome.GONE, reason)


@pytest.mark.parametrize(("status", "headers", "retry_after"), [
    (429, {"retry-after": "120"}, 120.0), (500, {}, None), (503, {"retry-after": "5"}, 5.0)])
def test_throttling_and_server_errors_are_retried(apns, status, headers, retry_after):
    apns.script[OTHER] = (status, headers, "TooManyRequests" if status == 429 else
                          "ServiceUnavailable")
    result = send(OTHER)
    assert (result.outcome, result.status, result.retry_after) == (Outcome.RETRY, status,
                                                                   retry_after)


def test_a_wrong_key_id_is_rejected(apns, settings):
    settings.APNS_KEY_ID = "ZZZ999ZZZZ"
    result = send()
    assert (result.outcome, result.status, result.detail) == (Outcome.REJECTED, 403,
                                                              "InvalidProviderToken")


def test_a_key_apple_does_not_know_is_rejected(apns, settings):
    settings.APNS_KEY = pem(ec.generate_private_key(ec.SECP256R1()))
    result = send()
    assert (result.outcome, result.detail) == (Outcome.REJECTED, "InvalidProviderToken")


def test_another_apps_topic_is_rejected(apns, settings):
    settings.APNS_TOPIC = "com.example.other"
    result = send()
    assert (result.outcome, result.status, result.detail) == (Outcome.REJECTED, 400,
                                                              "TopicDisallowed")
    assert apns.received == []


def test_a_payload_over_4_kb_is_rejected(apns):
    big = PushMessage(**{**MESSAGE.__dict__, "body": "x" * 5000})
    result = send(message=big)
    assert (result.outcome, result.status, result.detail) == (Outcome.REJECTED, 413,
                                                              "PayloadTooLarge")


def test_a_long_collapse_key_is_cut_to_a_stable_64_byte_id(apns):
    long = PushMessage(**{**MESSAGE.__dict__, "collapse_key": "g" * 60 + ":clock_alarm"})
    assert [send(message=long).outcome for _ in range(2)] == [Outcome.SENT] * 2
    first, second = (h["apns-collapse-id"] for h, _ in apns.received)
    assert first == second and len(first) == 64


def test_a_device_token_of_the_wrong_shape_is_rejected_without_a_request(apns):
    for token in ("", "not hex" * 10, TOKEN[:-2], TOKEN + "/../x", None):
        assert send(token).outcome is Outcome.REJECTED
    assert apns.bearers == [] and apns.connections == 0


def test_a_slow_apns_is_a_retry_after_the_timeout(apns, settings):
    settings.APNS_TIMEOUT_SECONDS = 0.3
    apns.delay = 1.0
    result = send()
    assert result.outcome is Outcome.RETRY and result.status is None
    assert "Timeout" in result.detail


def test_an_unreachable_apns_is_a_retry(apns, settings):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        settings.APNS_BASE_URL = f"https://127.0.0.1:{closed.getsockname()[1]}"
    assert send().outcome is Outcome.RETRY


def test_a_server_the_trust_store_does_not_vouch_for_gets_nothing(apns, settings):
    settings.APNS_CA_FILE = ""  # the public roots: the loopback's self-signed cert fails
    result = send()
    assert result.outcome is Outcome.RETRY and "CERTIFICATE_VERIFY_FAILED" in result.detail
    assert apns.bearers == []  # no token was ever sent to it


def test_the_key_may_be_a_p8_file(apns, settings, tmp_path):
    path = tmp_path / f"AuthKey_{KEY_ID}.p8"
    path.write_text(settings.APNS_KEY)
    settings.APNS_KEY = str(path)
    assert send().outcome is Outcome.SENT


@pytest.mark.parametrize(("name", "value", "says"), [
    ("APNS_KEY", "", "APNS_KEY is not set"),
    ("APNS_KEY", "/nowhere/AuthKey.p8", "APNS_KEY is neither inline"),
    ("APNS_KEY", "-----BEGIN PRIVATE KEY-----\nnonsense\n-----END PRIVATE KEY-----\n",
     "not a PEM private key"),
    ("APNS_KEY", pem(rsa.generate_private_key(public_exponent=65537, key_size=2048)),
     "not an EC P-256 key"),
    ("APNS_KEY", pem(ec.generate_private_key(ec.SECP384R1())), "not an EC P-256 key"),
    ("APNS_KEY_ID", "", "APNS_KEY_ID is not set"),
    ("APNS_TEAM_ID", "", "APNS_TEAM_ID is not set"),
    ("APNS_TOPIC", "", "APNS_TOPIC is not set"),
    ("APNS_CA_FILE", "/nowhere/ca.pem", "APNS_CA_FILE cannot be read"),
])
def test_a_bad_configuration_fails_clearly_when_the_sender_is_made(apns, settings, name, value,
                                                                   says):
    setattr(settings, name, value)
    with pytest.raises(ImproperlyConfigured, match=says):
        ApnsSender()


# -- the provider token on its own ---------------------------------------------------------------
def token_at(clock):
    return ProviderToken(ec.generate_private_key(ec.SECP256R1()), KEY_ID, TEAM_ID, clock)


def test_a_provider_token_names_the_team_and_key():
    import jwt

    clock = Clock(1_800_000_000.0)
    token = token_at(clock)
    value = token.get()
    assert jwt.get_unverified_header(value) == {"alg": "ES256", "kid": KEY_ID, "typ": "JWT"}
    assert jwt.decode(value, token.key.public_key(), algorithms=["ES256"],
                      options={"verify_iat": False}) == {"iss": TEAM_ID, "iat": 1_800_000_000}


def test_a_token_called_expired_is_kept_until_it_is_20_minutes_old():
    clock = Clock(1_800_000_000.0)
    token = token_at(clock)
    first = token.get()
    clock.now += 8 * 60
    assert token.expired(first) == 12 * 60
    assert token.get() == first  # renewing now would be TooManyProviderTokenUpdates
    clock.now += 12 * 60
    renewed = token.get()
    assert renewed != first
    assert token.expired(first) == 0.0  # a late answer about the old token changes nothing
    assert token.get() == renewed


def test_the_sender_reads_the_settings_each_time_it_is_made(apns, settings):
    assert send().outcome is Outcome.SENT
    settings.APNS_TOPIC = "com.example.other"
    assert ApnsSender().topic == "com.example.other"
    assert send().detail == "TopicDisallowed"



def test_the_loopback_apns_speaks_http2_only(apns):
    """An HTTP/1.1 client is turned away after TLS, as Apple's servers do."""
    import ssl

    import httpx

    with httpx.Client(verify=ssl.create_default_context(cafile=apns.ca_file)) as http1:
        with pytest.raises(httpx.HTTPError):
            http1.post(f"{apns.base_url}/3/device/{TOKEN}", content=b"{}")
    assert apns.connections == 0


def test_the_senders_registry_path_makes_this_sender_with_no_arguments(apns):
    from django.utils.module_loading import import_string

    assert import_string("notifications.push.apns.ApnsSender")().platform == "apns"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_forked_worker_opens_its_own_connection(apns):
    """A prefork worker's children never share the parent's HTTP/2 connection."""
    assert send().outcome is Outcome.SENT
    pid = os.fork()
    if pid == 0:  # the child: exit at once, whatever happens
        try:
            os._exit(0 if send().outcome is Outcome.SENT else 1)
        except BaseException:  # noqa: BLE001
            os._exit(2)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert apns.connections == 2
    assert send().outcome is Outcome.SENT  # the parent's connection is unharmed
