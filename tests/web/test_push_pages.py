"""The settings page's push section, server-side: devices listed and removed, push settings
saved, the API's refusals shown, nothing written on a refusal."""

from __future__ import annotations

import re

import pytest

from notifications.models import Device, NotificationSettings
from tests.notifications.push.conftest import push_service, register, vapid  # noqa: F401  (fixtures)
from tests.web.test_pages import refusal_of, text, web_for

pytestmark = pytest.mark.django_db


def test_devices_registered_through_the_api_are_listed_and_removable(
        client_for, push_service):  # noqa: F811
    api = client_for()
    sub = push_service.subscription()
    assert register(api, sub, name="Work laptop").status_code == 201
    assert register(api, platform="apns", token="ab" * 32).status_code == 201
    web = web_for(api.user)
    page = web.get("/settings/")
    shown = text(page)
    assert "Notifications on this device" in shown
    assert "Work laptop" in shown and "Browser · 127.0.0.1" in shown
    assert "iPhone or iPad app · …ababab" in shown
    body = page.content.decode()
    assert f'data-vapid-key="{push_service.vapid_public_key}"' in body
    assert f'data-endpoint="{sub["endpoint"]}"' in body
    assert re.search(r'<script type="module" src="/static/web/push_settings.js">', body)
    apns = Device.objects.get(platform="apns")
    r = web.post(f"/settings/devices/{apns.id}/delete")
    assert r.status_code == 302
    assert "Device removed." in text(web.get(r["Location"]))
    assert list(Device.objects.values_list("platform", flat=True)) == ["webpush"]


def test_no_vapid_key_says_so_and_offers_no_button(make_user, settings):
    settings.WEBPUSH_VAPID_PUBLIC_KEY = ""
    page = web_for(make_user()).get("/settings/")
    assert "Push notifications are not set up on this server." in text(page)
    assert "data-push-enable" not in page.content.decode()


def test_someone_elses_device_cannot_be_removed(client_for, push_service,  # noqa: F811
                                                 make_user):
    bob = client_for()
    register(bob, push_service.subscription())
    theirs = Device.objects.get()
    r = web_for(make_user()).post(f"/settings/devices/{theirs.id}/delete")
    assert r.status_code == 404 and "No such device." in refusal_of(r)
    assert Device.objects.filter(id=theirs.id).exists()


def test_push_settings_stick(make_user):
    alice = make_user()
    web = web_for(alice)
    r = web.post("/settings/push", {"push_muted": ["game_started", "invited"]})
    assert r.status_code == 302
    row = NotificationSettings.objects.get(user=alice)
    assert (row.push, row.push_muted) == (False, ["game_started", "invited"])
    page = web.get(r["Location"]).content.decode()
    assert "Push settings saved." in page
    assert re.search(r'name="push"(?! checked)', page)
    assert re.search(r'name="push_muted" value="invited" checked', page)
    # the other settings form leaves push alone
    web.post("/settings/notifications", {"inbox": "on", "email": "off"})
    assert NotificationSettings.objects.get(user=alice).push_muted == ["game_started", "invited"]


def test_bad_push_settings_get_the_apis_message_and_write_nothing(make_user, client_for):
    alice = make_user()
    api = client_for(alice).put("/api/me/notification-settings", {"push_muted": ["nonsense"]},
                                format="json")
    assert api.status_code == 400
    r = web_for(alice).post("/settings/push", {"push": "on", "push_muted": ["nonsense"]})
    assert r.status_code == 400 and "push_muted" in refusal_of(r)
    assert NotificationSettings.objects.count() == 0
