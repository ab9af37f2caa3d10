"""The pages a browser opens (the API docs, the admin) load nothing from another server: every
``src``, ``href`` and ``url(`` of their HTML and of the styles they link is this server's, the
docs pages' script settings name no outside service, and a Content-Security-Policy keeps the
bundled scripts' own outside URLs (Redoc's logo) from loading. tests/browser checks the same
with every request a real Chromium makes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db

ATTRIBUTE = re.compile(r"""\b(?:src|href|srcset|action|poster|data)\s*=\s*["']([^"']*)["']""",
                       re.I)
CSS_URL = re.compile(r"""url\(\s*["']?([^"')]+)["']?\s*\)""", re.I)
IMPORT = re.compile(r"""@import\s+["']([^"']+)["']""", re.I)


def _outside(urls) -> list[str]:
    """The URLs that name another host (or a scheme that fetches from one)."""
    out = []
    for url in urls:
        parts = urlparse(url.strip())
        if parts.scheme in ("data", "blob", "mailto", "javascript") or url.startswith("#"):
            continue
        if parts.netloc or parts.scheme:
            out.append(url)
    return out


def _links(text: str) -> list[str]:
    return ATTRIBUTE.findall(text) + CSS_URL.findall(text) + IMPORT.findall(text)


def _check_page(client, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    html = response.content.decode()
    assert _outside(_links(html)) == [], path
    # the styles it links, and what they import or point at
    for href in re.findall(r"""<link[^>]+href=["']([^"']+\.css)["']""", html):
        # read where the app's static files are found (the test server does not serve them)
        found = finders.find(href.removeprefix(settings.STATIC_URL))
        assert found, href
        css = Path(found).read_text()
        assert _outside(CSS_URL.findall(css) + IMPORT.findall(css)) == [], href
    return html


def _csp(response, html: str) -> str:
    meta = re.search(r"""<meta http-equiv=["']Content-Security-Policy["'] content=["']([^"']+)""",
                     html, re.I)
    return response.headers.get("Content-Security-Policy") or (meta.group(1) if meta else "")


def _directives(policy: str) -> dict[str, list[str]]:
    out = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


@pytest.mark.parametrize("path", ["/api/docs/", "/api/redoc/"])
def test_the_docs_pages_load_from_this_server_only(client, path):
    html = _check_page(client, path)
    policy = _directives(_csp(client.get(path), html))
    # every fetch a page may make falls back on default-src; nothing names another host
    assert "'self'" in policy.get("default-src", []), policy
    allowed = {"'self'", "'unsafe-inline'", "'unsafe-eval'", "data:", "blob:", "'none'"}
    assert {s for sources in policy.values() for s in sources} <= allowed, policy


def test_swagger_ui_asks_no_outside_validator(client):
    """Swagger UI's default ``validatorUrl`` is an outside server (its badge is an image from
    there, for any schema not served from localhost)."""
    html = client.get("/api/docs/").content.decode()
    ui = json.loads(re.search(r"const swaggerSettings = (\{.*?\});", html, re.S).group(1))
    assert "validatorUrl" in ui and ui["validatorUrl"] is None
    assert _outside(v for v in ui.values() if isinstance(v, str)) == []


def test_the_admin_pages_load_from_this_server_only(client, make_user):
    _check_page(client, "/admin/login/")
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    for path in ("/admin/", "/admin/games/dispute/", "/admin/games/game/",
                 "/admin/notifications/notificationsettings/", "/admin/password_change/"):
        _check_page(client, path)
