"""The Web Push sender against the loopback push service: VAPID, aes128gcm, headers, answers."""

from __future__ import annotations

import time

import pytest
from django.core.management import call_command

from notifications.push import webpush
from notifications.push.base import Outcome, PushMessage
from notifications.push.webpush import WebPushSender
from tests.notifications.push.webpush_service import PushService, unb64url


def message(**overrides) -> PushMessage:
    fields = {"title": "Your turn in toy_guess", "body": "Against ada", "url": "/games/x/",
              "collapse_key": "6f1c0d2e-8a8b-4c3e-9a51-0d7b1c2e3f4a:your_turn", "badge": 3,
              "kind": "your_turn", "data": {"game": "6f1c0d2e"}}
    return PushMessage(**{**fields, **overrides})


def test_a_push_is_signed_encrypted_and_decrypts(push_service, vapid):
    sub = push_service.subscription()
    result = WebPushSender().send(sub, message())
    assert result.outcome is Outcome.SENT and result.status == 201, push_service.refused
    [got] = push_service.received
    assert got["message"] == {"title": "Your turn in toy_guess", "body": "Against ada",
                              "url": "/games/x/", "badge": 3, "kind": "your_turn",
                              "tag": "6f1c0d2e-8a8b-4c3e-9a51-0d7b1c2e3f4a:your_turn",
                              "data": {"game": "6f1c0d2e"}}
    assert got["claims"]["aud"] == push_service.url
    assert got["claims"]["sub"] == "mailto:ops@example.com"
    assert time.time() < got["claims"]["exp"] <= time.time() + 24 * 3600
    headers = got["headers"]
    assert headers["ttl"] == str(24 * 3600) and headers["urgency"] == "high"
    # the collapse key is 46 characters: the Topic is its 32-character hash, the same each time
    assert len(headers["topic"]) == 32
    assert headers["topic"] == webpush.topic(message().collapse_key)
    WebPushSender().send(sub, message(kind="game_started", collapse_key="short-key",
                                      ttl_seconds=60))
    assert push_service.received[1]["headers"]["topic"] == "short-key"
    assert push_service.received[1]["headers"]["urgency"] == "normal"
    assert push_service.received[1]["headers"]["ttl"] == "60"


def test_the_service_refuses_a_push_signed_with_another_key(vapid):
    other_public = webpush.make_keys()[1]
    service = PushService(other_public)  # it expects another application server's key
    try:
        result = WebPushSender().send(service.subscription(), message())
    finally:
        service.close()
    assert result.outcome is Outcome.REJECTED and result.status == 403
    assert service.received == [] and "not the application server's" in service.refused[0]


def test_the_service_checks_the_signature_itself(push_service, vapid, monkeypatch):
    """A JWT whose signature was made by another key (the header's k unchanged) is refused:
    the loopback service verifies ES256, it does not just read the claims."""
    from py_vapid import Vapid02
    forged = Vapid02()
    forged.generate_keys()
    real_sign = Vapid02.sign

    def sign_with_forged(self, claims, crypto_key=None):
        headers = real_sign(forged, claims)
        k = self.public_key_b64 if hasattr(self, "public_key_b64") else None
        return {"Authorization": headers["Authorization"].split(",")[0]
                + f", k={k or vapid.WEBPUSH_VAPID_PUBLIC_KEY}"}
    monkeypatch.setattr(Vapid02, "sign", sign_with_forged)
    result = WebPushSender().send(push_service.subscription(), message())
    assert result.outcome is Outcome.REJECTED and result.status == 401
    assert "signature does not verify" in push_service.refused[0]


@pytest.mark.parametrize("status,outcome", [(404, Outcome.GONE), (410, Outcome.GONE),
                                            (429, Outcome.RETRY), (503, Outcome.RETRY),
                                            (413, Outcome.REJECTED), (400, Outcome.REJECTED)])
def test_answers_become_outcomes(push_service, vapid, status, outcome):
    sub = push_service.subscription()
    push_service.answer[sub["endpoint"][len(push_service.url):]] = status
    assert WebPushSender().send(sub, message()).outcome is outcome


def test_an_unreachable_service_is_retried(vapid):
    service = PushService(vapid.WEBPUSH_VAPID_PUBLIC_KEY)
    sub = service.subscription()
    service.close()  # nothing listens there any more
    result = WebPushSender().send(sub, message())
    assert result.outcome is Outcome.RETRY and result.status is None


def test_an_endpoint_that_now_resolves_to_a_private_address_is_not_sent_to(push_service,
                                                                            vapid):
    vapid.WEBPUSH_ALLOW_LOOPBACK = False
    result = WebPushSender().send(push_service.subscription(), message())
    assert result.outcome is Outcome.REJECTED and push_service.received == []


def test_make_vapid_keys_prints_a_working_pair(capsys, settings):
    call_command("make_vapid_keys")
    out = dict(line.split("=", 1) for line in capsys.readouterr().out.split())
    private, public = out["WEBPUSH_VAPID_PRIVATE_KEY"], out["WEBPUSH_VAPID_PUBLIC_KEY"]
    assert len(unb64url(private)) == 32 and len(unb64url(public)) == 65
    settings.WEBPUSH_VAPID_PRIVATE_KEY, settings.WEBPUSH_ALLOW_LOOPBACK = private, True
    service = PushService(public)
    try:
        assert WebPushSender().send(service.subscription(), message()).outcome is Outcome.SENT
    finally:
        service.close()


def test_no_private_key_is_a_configuration_error(settings):
    from django.core.exceptions import ImproperlyConfigured
    settings.WEBPUSH_VAPID_PRIVATE_KEY = ""
    with pytest.raises(ImproperlyConfigured, match="make_vapid_keys"):
        WebPushSender()
