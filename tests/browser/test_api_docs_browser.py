"""Swagger UI and Redoc render offline: every script and style comes from this server
(drf-spectacular-sidecar), and a request to any other host is refused by the test."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _offline(page, live_server):
    """Refuse every request that leaves the test server; returns the refused URLs (scripts,
    styles, fonts, data: anything but a decorative image)."""
    here = urlparse(live_server.url).netloc
    refused = []

    def route(r):
        if urlparse(r.request.url).netloc == here:
            r.continue_()
        else:
            # Redoc's "powered by" badge is an image from its own site: not needed to render
            if r.request.resource_type != "image":
                refused.append(r.request.url)
            r.abort()
    page.route("**/*", route)
    return refused


def test_swagger_ui_renders_offline(live_server, page, screenshot):
    refused = _offline(page, live_server)
    page.goto(f"{live_server.url}/api/docs/")
    page.locator(".swagger-ui .info .title").wait_for()
    assert "Tabletop games service" in page.locator(".swagger-ui .info .title").inner_text()
    # the operations are listed, from the schema this server serves
    assert page.locator(".opblock-summary-path[data-path='/api/games/{game_id}/commands/diddly']"
                        ).count() == 1
    screenshot("swagger-ui")
    assert refused == []


def test_redoc_renders_offline(live_server, page):
    refused = _offline(page, live_server)
    page.goto(f"{live_server.url}/api/redoc/")
    page.locator("h1", has_text="Tabletop games service").wait_for()
    page.locator("h2", has_text="Send a diddly command for your seat").first.wait_for()
    assert refused == []
