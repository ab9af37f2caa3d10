"""Push in the browser: the settings page turns notifications on for this browser (the
subscription reaches POST /api/me/devices with the session and the CSRF header) and lists the
devices; the service worker shows a push as a notification with its tag, and a click target.

Headless Chromium reaches no real push service, so ``PushManager.subscribe`` is replaced in the
page by one that answers a subscription to the test's loopback push service (as a browser's
would), and the push itself is delivered through the DevTools protocol
(``ServiceWorker.deliverPushMessage``), which runs the worker's real ``push`` handler.
"""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from notifications.models import Device
from notifications.push.base import PushMessage
from notifications.push.webpush import payload
from tests.notifications.push.conftest import push_service, vapid  # noqa: F401  (fixtures)
from tests.web.conftest import assert_accessible

# push=True: the full Chromium (the headless shell has no push service for the worker)
pytestmark = [pytest.mark.browser(push=True), pytest.mark.django_db(transaction=True)]

# The browser's PushManager, as far as the page uses it, answering the subscription given
# (kept in localStorage across the page's reloads, as a browser keeps its subscription).
FAKE_PUSH = """
(() => {
  const given = %s;
  const stored = () => JSON.parse(localStorage.getItem("fake-push") || "null");
  const wrap = (json) => json && ({
    endpoint: json.endpoint, options: { applicationServerKey: null },
    toJSON: () => json,
    unsubscribe: async () => { localStorage.removeItem("fake-push"); return true; },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem("fake-push", JSON.stringify(given));
    return wrap(given);
  };
  PushManager.prototype.getSubscription = async function () { return wrap(stored()); };
})();
"""


def test_turn_on_push_here_lists_the_device_and_turn_it_off(players, push_service):  # noqa: F811
    (alice,) = players("alice")
    alice.context.grant_permissions(["notifications"], origin=alice.base)
    sub = push_service.subscription()
    alice.context.add_init_script(FAKE_PUSH % json.dumps({**sub, "expirationTime": None}))
    page = alice.goto("/settings/")
    page.wait_for_selector("text=Off on this device.")
    assert_accessible(page, "on the settings page's push section")
    page.get_by_role("button", name="Turn on notifications on this device").click()
    page.wait_for_selector("text=Notifications are on for this device.")
    device = Device.objects.get(user=get_user_model().objects.get(username="alice"))
    assert device.platform == "webpush" and device.address == sub["endpoint"]
    assert device.name == "Chrome on Linux"
    page.wait_for_selector("text=On: this device is told when it is your turn.")
    assert page.locator("ul.devices li").count() == 1
    page.set_viewport_size({"width": 360, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.set_viewport_size({"width": 1280, "height": 900})
    page.get_by_role("button", name="Turn off notifications on this device").click()
    page.wait_for_selector("text=Notifications are off for this device.")
    assert not Device.objects.exists()
    page.wait_for_selector("text=Off on this device.")
    assert not alice.console_errors


def test_the_service_worker_shows_a_push_and_sets_its_tag(players):
    (alice,) = players("alice")
    alice.context.grant_permissions(["notifications"], origin=alice.base)
    page = alice.goto("/settings/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    cdp = alice.context.new_cdp_session(page)
    registrations: list[dict] = []
    versions: list[dict] = []
    cdp.on("ServiceWorker.workerRegistrationUpdated",
           lambda e: registrations.extend(e["registrations"]))
    cdp.on("ServiceWorker.workerVersionUpdated", lambda e: versions.extend(e["versions"]))
    cdp.send("ServiceWorker.enable")

    def activated() -> set[str]:  # a push sent to a worker not yet active is dropped
        return {v["registrationId"] for v in versions if v.get("status") == "activated"}
    deadline = 100
    while not (registrations and activated()) and deadline:
        page.wait_for_timeout(100)
        deadline -= 1
    [registration] = [r for r in registrations if not r.get("isDeleted")
                      and r["registrationId"] in activated()][:1]
    message = PushMessage(title="Your turn in Diddly", body="Against bob", url="/games/abc/",
                          collapse_key="abc:your_turn", badge=2, kind="your_turn")
    cdp.send("ServiceWorker.deliverPushMessage", {
        "origin": alice.base, "registrationId": registration["registrationId"],
        "data": payload(message)})
    assert shown_when(page, lambda ns: len(ns) == 1) == [
        {"title": "Your turn in Diddly", "body": "Against bob", "tag": "abc:your_turn",
         "url": "/games/abc/"}]
    # a newer push of the same game and kind replaces it (the collapse key is the tag)
    newer = PushMessage(title="Your turn in Diddly", body="Against carol", url="/games/abc/",
                        collapse_key="abc:your_turn", badge=1, kind="your_turn")
    cdp.send("ServiceWorker.deliverPushMessage", {
        "origin": alice.base, "registrationId": registration["registrationId"],
        "data": payload(newer)})
    shown = shown_when(page, lambda ns: ns and ns[0]["body"] == "Against carol")
    assert [n["body"] for n in shown] == ["Against carol"]
    assert not alice.console_errors


SHOWN = """async () => {
    const ns = await (await navigator.serviceWorker.ready).getNotifications();
    return ns.map((n) => ({title: n.title, body: n.body, tag: n.tag, url: n.data.url}));
}"""


def shown_when(page, done, tries: int = 100) -> list[dict]:
    """The notifications the service worker shows, once ``done(them)`` (or after 10 s)."""
    shown = page.evaluate(SHOWN)
    while not done(shown) and tries:
        page.wait_for_timeout(100)
        shown, tries = page.evaluate(SHOWN), tries - 1
    return shown
