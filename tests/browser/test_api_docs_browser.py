"""Swagger UI, Redoc and the admin load nothing from outside: every request a page makes
(scripts, styles, fonts, images, data) goes to this server (drf-spectacular-sidecar, the
admin's static files); the test records every one and refuses any to another host."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

from tests.support.http import PASSWORD

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _offline(page, live_server):
    """Record every request the page makes to another host, and refuse to send it; returns a
    function giving those requests (a decorative image counts too). A request the browser
    itself did not send (refused by the page's Content-Security-Policy: failure "csp") left
    nothing here and does not count."""
    here = urlparse(live_server.url).netloc
    asked = {}

    def ours(url):
        return urlparse(url).netloc == here or url.startswith(("data:", "blob:"))

    def route(r):
        r.continue_() if ours(r.request.url) else r.abort()

    def ask(req):
        if not ours(req.url):
            asked[id(req)] = f"{req.resource_type} {req.url}"

    def failed(req):
        if req.failure == "csp":
            asked.pop(id(req), None)
    page.route("**/*", route)
    page.on("request", ask)  # also what the route does not see (a worker's, say)
    page.on("requestfailed", failed)
    return lambda: sorted(asked.values())


def test_swagger_ui_renders_offline(live_server, page, screenshot):
    outside = _offline(page, live_server)
    page.goto(f"{live_server.url}/api/docs/")
    page.locator(".swagger-ui .info .title").wait_for()
    assert "Tabletop games service" in page.locator(".swagger-ui .info .title").inner_text()
    # the operations are listed, from the schema this server serves
    assert page.locator(".opblock-summary-path[data-path='/api/games/{game_id}/commands/diddly']"
                        ).count() == 1
    screenshot("swagger-ui")
    page.wait_for_load_state("networkidle")
    assert outside() == []


def test_redoc_renders_offline(live_server, page):
    outside = _offline(page, live_server)
    page.goto(f"{live_server.url}/api/redoc/")
    # Redoc lays the whole schema out in script before it shows anything: on a busy 2-core
    # machine that took over the default 15 s once (CI, load average 11)
    page.locator("h1", has_text="Tabletop games service").wait_for(timeout=60_000)
    page.locator("h2", has_text="Send a diddly command for your seat").first.wait_for()
    page.wait_for_load_state("networkidle")  # the menu's footer renders after the content
    assert page.locator("text=API docs by Redocly").count() == 1  # the footer is there
    assert outside() == []


def test_the_admin_loads_nothing_from_outside(live_server, page, make_user):
    make_user("staffer", staff=True)
    outside = _offline(page, live_server)
    page.goto(f"{live_server.url}/admin/login/?next=/admin/")
    page.fill("#id_username", "staffer")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.locator("#site-name").wait_for()
    for path in ("/admin/", "/admin/games/dispute/", "/admin/games/game/",
                 "/admin/password_change/"):
        page.goto(f"{live_server.url}{path}")
        page.wait_for_load_state("networkidle")
    assert outside() == []
