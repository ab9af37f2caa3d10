"""The settings page's "Devices and sessions": the person's API tokens listed, one logged out
by its button or all at once, with the API's refusal for a session that is not theirs."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.models import DeviceToken
from accounts.sessions import token_issue
from tests.web.test_pages import refusal_of, text, web_for

pytestmark = pytest.mark.django_db


def api(key: str) -> int:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client.get("/api/me").status_code


def test_the_devices_are_listed_and_one_is_logged_out(make_user):
    alice = make_user()
    phone, phone_key = token_issue(alice, device="Alice's phone")
    _, laptop_key = token_issue(alice, device="laptop script")
    token_issue(make_user(), device="someone else's tablet")
    web = web_for(alice)
    page = text(web.get("/settings/"))
    assert "Devices and sessions" in page and "Alice's phone" in page
    assert "laptop script" in page and "someone else's tablet" not in page
    assert phone_key not in page and phone.digest not in page
    r = web.post(f"/settings/sessions/{phone.pk}/revoke")
    assert r.status_code == 302 and r["Location"].endswith("#sessions-h")
    assert (api(phone_key), api(laptop_key)) == (401, 200)
    after = text(web.get(r["Location"]))
    assert "That device is logged out." in after and "Alice's phone" not in after


def test_someone_elses_session_is_refused_as_the_api_does(make_user, client_for):
    alice, bob = make_user(), make_user()
    theirs, key = token_issue(bob, device="bob's phone")
    api_answer = client_for(alice).delete(f"/api/me/sessions/{theirs.pk}")
    r = web_for(alice).post(f"/settings/sessions/{theirs.pk}/revoke")
    assert r.status_code == 404 == api_answer.status_code
    assert api_answer.json()["detail"] in refusal_of(r)
    assert DeviceToken.objects.filter(pk=theirs.pk).exists() and api(key) == 200


def test_every_device_is_logged_out_at_once(make_user):
    alice = make_user()
    keys = [token_issue(alice, device=f"device {i}")[1] for i in range(3)]
    web = web_for(alice)
    r = web.post("/settings/sessions/revoke-all")
    assert [api(k) for k in keys] == [401, 401, 401]
    page = text(web.get(r["Location"]))
    assert "Every device is logged out." in page and "No device is logged in." in page
    assert web.get("/settings/").status_code == 200  # this browser stays signed in


def test_the_buttons_need_a_signed_in_person_and_a_post(make_user, client):
    alice = make_user()
    token, key = token_issue(alice)
    assert client.post(f"/settings/sessions/{token.pk}/revoke").status_code == 302  # log in
    assert web_for(alice).get(f"/settings/sessions/{token.pk}/revoke").status_code == 405
    assert api(key) == 200
