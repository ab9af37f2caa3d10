"""Push devices: POST/GET/DELETE /api/me/devices, the shape rules, SSRF, erasure."""

from __future__ import annotations

import socket

import pytest

from accounts.signals import account_erasing
from notifications import webhooks
from notifications.models import Device, NotificationSettings
from tests.notifications.push.conftest import register
from tests.notifications.push.webpush_service import b64url

pytestmark = pytest.mark.django_db

FCM = "f" * 20 + ":APA91b" + "x_y-z0" * 20
APNS = "ab" * 32


def test_register_list_refresh_and_delete(client_for, push_service):
    me = client_for()
    sub = push_service.subscription()
    r = register(me, sub, name="Laptop")
    assert r.status_code == 201, r.json()
    device = r.json()
    assert device["platform"] == "webpush" and device["endpoint"] == sub["endpoint"]
    assert device["name"] == "Laptop" and "keys" not in device
    # the same browser again (new keys, say): refreshed, not doubled
    sub2 = {**push_service.subscription(), "endpoint": sub["endpoint"], "expirationTime": None}
    again = register(me, sub2, name="Laptop (new)")
    assert again.status_code == 200 and again.json()["id"] == device["id"]
    assert Device.objects.get().data["keys"] == sub2["keys"]
    assert register(me, platform="fcm", token=FCM).status_code == 201
    r = register(me, platform="apns", token=APNS.upper())
    assert r.status_code == 201 and r.json()["token_end"] == APNS[-6:]
    listed = me.get("/api/me/devices").json()
    assert [d["platform"] for d in listed["devices"]] == ["webpush", "fcm", "apns"]
    assert listed["vapid_public_key"] == push_service.vapid_public_key
    assert me.delete(f"/api/me/devices/{device['id']}").status_code == 204
    assert me.delete(f"/api/me/devices/{device['id']}").status_code == 404
    other = client_for()
    fcm_id = Device.objects.get(platform="fcm").id
    assert other.delete(f"/api/me/devices/{fcm_id}").json()["code"] == "not_found"
    assert Device.objects.filter(user=me.user).count() == 2


def test_a_browser_registered_by_another_account_moves_to_the_new_one(client_for,
                                                                      push_service):
    a, b = client_for(), client_for()
    sub = push_service.subscription()
    assert register(a, sub).status_code == 201
    assert register(b, sub).status_code == 201
    assert list(Device.objects.values_list("user_id", flat=True)) == [b.user.id]


def bad_subscriptions(sub):
    keys = sub["keys"]
    point = bytearray(b"\x04" + bytes(64))  # (0, 0) is not on the curve
    return [
        ({**sub, "keys": {**keys, "p256dh": keys["p256dh"][:-4]}}, "invalid_device"),
        ({**sub, "keys": {**keys, "p256dh": b64url(bytes(point))}}, "invalid_device"),
        ({**sub, "keys": {**keys, "p256dh": "!!not base64!!"}}, "invalid_device"),
        ({**sub, "keys": {**keys, "auth": b64url(b"short")}}, "invalid_device"),
        ({**sub, "keys": {"p256dh": keys["p256dh"]}}, "invalid_device"),  # no auth key
        ({**sub, "keys": {"auth": keys["auth"]}}, "invalid_device"),
        ({"endpoint": sub["endpoint"]}, "invalid_device"),  # no keys at all
        ({**sub, "keys": {**keys, "auth": ""}}, "invalid_device"),
        ({**sub, "keys": {**keys, "auth": 12345678}}, "invalid"),  # the wrong type
        ({**sub, "keys": {**keys, "p256dh": None}}, "invalid_device"),
        ({**sub, "keys": ["p256dh", "auth"]}, "invalid"),
        ({"keys": keys}, "invalid_push_endpoint"),
        ({**sub, "endpoint": "https://push.example.com/" + "x" * 1000}, "invalid_push_endpoint"),
        ({**sub, "endpoint": "ftp://push.example.com/x"}, "invalid_push_endpoint"),
        ({**sub, "endpoint": "not a url"}, "invalid_push_endpoint"),
        ({**sub, "endpoint": "https://user:pw@push.example.com/x"}, "invalid_push_endpoint"),
        ({**sub, "extra": 1}, "unknown_field"),
    ]


def test_malformed_devices_are_refused_and_nothing_is_written(client_for, push_service):
    me = client_for()
    sub = push_service.subscription()
    for body, code in bad_subscriptions(sub):
        r = register(me, body)
        assert (r.status_code, r.json()["code"]) == (400, code), body
    for platform, token in [("fcm", "short"), ("fcm", "x" * 70 + " space"), ("fcm", "x" * 1001),
                            ("fcm", ""), ("apns", "ab" * 31), ("apns", "zz" * 32), ("apns", None),
                            ("carrier-pigeon", APNS), ("", APNS), ("WEBPUSH", APNS)]:
        r = register(me, platform=platform, token=token)
        assert (r.status_code, r.json()["code"]) == (400, "invalid_device"), \
            (platform, token, r.json())
    for body in [{"platform": "fcm", "token": True}, {"platform": "fcm", "token": 12345},
                 {"platform": 5, "token": APNS}, {"platform": ["apns"], "token": APNS}]:
        r = me.post("/api/me/devices", body, format="json")
        assert (r.status_code, r.json()["code"]) == (400, "invalid"), body  # the wrong type
    r = register(me, sub, platform="fcm", token=FCM)  # both a subscription and a token
    assert r.json()["code"] == "invalid_device"
    r = register(me, platform="webpush", token=FCM)
    assert r.json()["code"] == "invalid_device"
    assert not Device.objects.exists()
    assert not NotificationSettings.objects.exists()


def fake_dns(monkeypatch, address):
    def getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET6 if ":" in address else socket.AF_INET, socket.SOCK_STREAM, 6,
                 "", (address, port))]
    monkeypatch.setattr(webhooks.socket, "getaddrinfo", getaddrinfo)


@pytest.mark.parametrize("address", ["10.0.0.5", "192.168.1.1", "127.0.0.1", "169.254.169.254",
                                     "::1", "fc00::1", "::ffff:10.0.0.1", "2002:a00:1::1"])
def test_endpoints_must_be_public_addresses(client_for, push_service, monkeypatch, settings,
                                            address):
    settings.WEBPUSH_ALLOW_LOOPBACK = False  # production
    fake_dns(monkeypatch, address)
    sub = {**push_service.subscription(), "endpoint": "https://push.example.com/send/abc"}
    r = register(client_for(), sub)
    assert r.status_code == 400 and r.json()["code"] == "invalid_push_endpoint"
    assert "push endpoint" in r.json()["detail"]
    assert not Device.objects.exists()


def test_a_public_https_endpoint_is_taken(client_for, push_service, monkeypatch, settings):
    settings.WEBPUSH_ALLOW_LOOPBACK = False
    fake_dns(monkeypatch, "93.184.215.14")
    sub = {**push_service.subscription(), "endpoint": "https://push.example.com/send/abc"}
    assert register(client_for(), sub).status_code == 201
    # and plain http to a public address is not
    sub["endpoint"] = "http://push.example.com/send/abc"
    assert register(client_for(), sub).json()["code"] == "invalid_push_endpoint"


def test_loopback_is_refused_unless_the_setting_allows_it(client_for, push_service, settings):
    settings.WEBPUSH_ALLOW_LOOPBACK = False
    r = register(client_for(), push_service.subscription())
    assert r.json()["code"] == "invalid_push_endpoint"


def test_too_many_devices(client_for, push_service, settings):
    settings.PUSH_MAX_DEVICES = 2
    me = client_for()
    assert register(me, push_service.subscription()).status_code == 201
    assert register(me, push_service.subscription()).status_code == 201
    r = register(me, push_service.subscription())
    assert (r.status_code, r.json()["code"]) == (409, "too_many_devices")
    assert Device.objects.count() == 2


def test_a_platform_without_a_sender_is_refused(client_for, settings):
    settings.PUSH_SENDERS = {"webpush": "notifications.push.webpush.WebPushSender"}
    r = register(client_for(), platform="apns", token=APNS)
    assert r.json()["code"] == "invalid_device" and "webpush" in r.json()["detail"]


def test_erasing_an_account_removes_its_devices(client_for, push_service):
    a, b = client_for(), client_for()
    register(a, push_service.subscription())
    register(a, platform="fcm", token=FCM)
    register(b, platform="apns", token=APNS)
    account_erasing.send(sender=None, user=a.user)
    assert list(Device.objects.values_list("user_id", flat=True)) == [b.user.id]


def test_settings_take_push_and_its_muted_kinds(client_for):
    me = client_for()
    r = me.put("/api/me/notification-settings", {"push": False,
                                                 "push_muted": ["game_started", "invited",
                                                                "invited"]}, format="json")
    assert r.status_code == 200
    assert r.json()["push"] is False and r.json()["push_muted"] == ["game_started", "invited"]
    r = me.put("/api/me/notification-settings", {"push_muted": ["no_such_kind"]}, format="json")
    assert r.status_code == 400
    assert me.get("/api/me/notification-settings").json()["push_muted"] == ["game_started",
                                                                            "invited"]


def test_the_admin_lists_devices_and_deliveries_without_their_keys(client, make_user,
                                                                  push_service):
    from notifications.models import Notification, PushDelivery
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    sub = push_service.subscription()
    device = Device.objects.create(user=staff, platform="webpush", address=sub["endpoint"],
                                   data=sub)
    note = Notification.objects.create(user=staff, kind="your_turn", data={}, key="k1")
    dead = PushDelivery.objects.create(device=device, notification=note, status="dead")
    for path in ["device/", f"device/{device.id}/change/", "pushdelivery/",
                 "pushdelivery/?status__exact=dead", f"pushdelivery/{dead.id}/change/"]:
        r = client.get(f"/admin/notifications/{path}")
        assert r.status_code == 200, path
        assert sub["keys"]["auth"].encode() not in r.content, path
