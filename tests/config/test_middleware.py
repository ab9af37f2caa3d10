"""config.middleware: guards that refuse a request before any view (a body over the limit, NUL
in the query string), and the static files the app serves itself with DEBUG off
(WhiteNoise, from STATIC_ROOT, after ``collectstatic``), under WSGI and ASGI alike."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import async_to_sync
from django.core.management import call_command
from django.test import AsyncClient, Client, override_settings

from tests.support.http import expect, raw_post

pytestmark = pytest.mark.django_db  # each request's end checks the database connection


def test_body_over_64_kib_is_refused_before_parsing(toy_table, nothing_written):
    clients, gid = toy_table
    snap, check = nothing_written
    snap()
    big = b'{"type": "guess", "pad": "' + b"x" * (64 * 1024) + b'"}'
    expect(raw_post(clients[0], f"/api/games/{gid}/commands", big), 413, "too_large")
    expect(raw_post(clients[0], "/api/games", big), 413, "too_large")
    check()


@pytest.mark.parametrize("query", ["kind=%00", "status=%00", "kind=a%00b", "mine=%00",
                                   "limit=%00", "k%00=1"])
def test_nul_in_a_query_parameter_is_refused(client_for, query):
    expect(client_for().get(f"/api/games?{query}"), 400, "invalid_parameter")


# -- static files -------------------------------------------------------------------------------
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
