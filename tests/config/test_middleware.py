"""With DEBUG off, the app serves its static files itself (WhiteNoise, from STATIC_ROOT):
the API docs page's scripts come from this server, after ``collectstatic``, under WSGI and
ASGI alike."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import async_to_sync
from django.core.management import call_command
from django.test import AsyncClient, Client, override_settings

pytestmark = pytest.mark.django_db  # each request's end checks the database connection


@pytest.fixture
def collected(tmp_path):
    """DEBUG off, and ``collectstatic`` run into a fresh STATIC_ROOT."""
    with override_settings(DEBUG=False, STATIC_ROOT=tmp_path / "static"):
        call_command("collectstatic", interactive=False, verbosity=0)
        yield


def _bundle(client) -> str:
    page = client.get("/api/docs/")
    assert page.status_code == 200
    scripts = re.findall(r'src="(/static/[^"]+\.js)"', page.content.decode())
    return next(s for s in scripts if s.endswith("swagger-ui-bundle.js"))


def test_the_docs_scripts_are_served_with_debug_off(collected):
    client = Client()  # a new client loads the middleware, reading STATIC_ROOT now
    r = client.get(_bundle(client), HTTP_ACCEPT_ENCODING="gzip")
    assert r.status_code == 200
    assert r["Content-Type"].startswith("text/javascript")
    assert r["Content-Encoding"] == "gzip"  # the compressed copy collectstatic made
    r.close()
    assert client.get("/static/no-such-file.js").status_code == 404


def test_static_files_are_served_by_the_async_chain_too(collected):
    bundle = _bundle(Client())

    async def fetch():
        client = AsyncClient()
        return await client.get(bundle), await client.get("/api/no-such-thing")

    r, other = async_to_sync(fetch)()
    assert r.status_code == 200 and b"".join(r.streaming_content).startswith(b"/*")
    r.close()
    assert other.status_code == 404 and other.json()["code"]  # the rest goes on down the chain
