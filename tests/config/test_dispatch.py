"""config.asgi's ``ViewDispatch``: the long-polls (async views) on the event loop, every other
request on the WSGI handler's thread pool.

What the dispatch saves is CPU (Django's ASGI path hops threads three times per sync request
and starts a thread for each: bench/bench_servers.py). What it must keep: the sync views run
side by side, so one waiting on a database lock holds up no other (the served test below;
it fails with ``WEB_THREADS=1``).
"""

from __future__ import annotations

import threading
import time

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from accounts.sessions import token_issue
from config.asgi import ViewDispatch, view_is_async
from tests.support.served import served

GAME = "3f0c9a52-6a1e-4d4f-9b0e-5c2f1d7e8a90"  # fixed: xdist workers must collect the same ids


@pytest.mark.parametrize("path", [f"/api/games/{GAME}/events", f"/api/games/{GAME}/chat/players",
                                  "/api/me/turns", "/api/me/notifications"])
def test_the_long_polls_are_async_views(path):
    assert view_is_async(path)


@pytest.mark.parametrize("path", [f"/api/games/{GAME}/commands", f"/api/games/{GAME}",
                                  "/api/games", "/api/kinds", "/", "/api/no-such-thing",
                                  f"/games/{GAME}/"])
def test_every_other_path_is_sync(path):
    assert not view_is_async(path)


def _recorder(name: str, seen: list):
    async def app(scope, receive, send):
        seen.append((name, scope["type"], scope.get("path")))
    return app


@pytest.mark.parametrize(("scope", "expected"), [
    ({"type": "http", "path": f"/api/games/{GAME}/events"}, "loop"),
    ({"type": "http", "path": "/api/games"}, "threads"),
    ({"type": "lifespan"}, "loop"),
])
def test_each_scope_goes_to_one_app(scope, expected):
    import asyncio

    seen: list = []
    app = ViewDispatch(_recorder("loop", seen), _recorder("threads", seen))
    asyncio.run(app(scope, None, None))
    assert [name for name, *_ in seen] == [expected]


@pytest.mark.django_db(transaction=True)
def test_a_request_waiting_on_a_lock_holds_up_no_other(django_user_model):
    """One worker: a game create waits on its player's row lock (the open-games cap takes it);
    meanwhile another player's plain GET answers at once, from another thread."""
    if connection.vendor != "postgresql":
        pytest.skip("row locks: PostgreSQL")
    import httpx
    import psycopg

    from tests.live_server import database_url

    held, other = (django_user_model.objects.create_user(f"lock-{n}", password="x" * 8)
                   for n in ("held", "other"))
    auth = {who: {"Authorization": f"Token {token_issue(who)[1]}"} for who in (held, other)}
    table = get_user_model()._meta.db_table
    with served(workers=1) as server, httpx.Client(base_url=server.url, timeout=20) as http:
        with psycopg.connect(database_url(connection.settings_dict)) as locker:
            locker.execute(f'SELECT 1 FROM "{table}" WHERE id = %s FOR UPDATE', [held.pk])
            created: list = []
            blocked = threading.Thread(target=lambda: created.append(http.post(
                "/api/games", json={"kind": "biddle"}, headers=auth[held])))
            blocked.start()
            time.sleep(1.0)
            assert blocked.is_alive() and not created, "the create should wait on the lock"
            start = time.monotonic()
            r = http.get("/api/games?limit=1", headers=auth[other])
            took = time.monotonic() - start
            assert r.status_code == 200, r.text
            assert took < 2.0, f"a plain GET took {took:.1f} s behind a locked request"
            locker.rollback()  # the lock goes: the create goes on
        blocked.join(10)
        assert created and created[0].status_code == 201, created


def _call(app, scope: dict, body: bytes = b"") -> list[dict]:
    """Run the ASGI ``app`` on one request: the messages it sent."""
    import asyncio

    sent: list[dict] = []
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def receive():
        return pending.pop()

    async def send(message):
        sent.append(message)

    asyncio.run(app({"type": "http", "method": "GET", "path": "/", "query_string": b"",
                     "http_version": "1.1", "headers": [], **scope}, receive, send))
    return sent


def test_an_ordinary_response_is_sent_whole():
    from config.asgi import ThreadedWSGI

    def app(environ, start_response):
        start_response("201 Created", [("Content-Type", "text/plain")])
        body = environ["wsgi.input"].read()
        return [b"you sent ", body, b" to " + environ["PATH_INFO"].encode()]

    sent = _call(ThreadedWSGI(app, 2), {"method": "POST", "path": "/x"}, b"abc")
    assert sent == [{"type": "http.response.start", "status": 201,
                     "headers": [(b"content-type", b"text/plain")]},
                    {"type": "http.response.body", "body": b"you sent abc to /x"}]


def test_a_streamed_response_goes_out_chunk_by_chunk_from_its_thread():
    from django.http import StreamingHttpResponse

    from config.asgi import ThreadedWSGI

    produced_in = []

    def rows():
        for n in range(3):
            produced_in.append(threading.current_thread().name)
            yield f"{n}\n"

    def app(environ, start_response):
        response = StreamingHttpResponse(rows(), content_type="application/x-ndjson")
        start_response("200 OK", list(response.items()))
        return response

    sent = _call(ThreadedWSGI(app, 2), {})
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 200
    assert [m["body"] for m in sent[1:]] == [b"0\n", b"1\n", b"2\n", b""]
    assert sent[-1].get("more_body", False) is False
    assert len(set(produced_in)) == 1 and produced_in[0].startswith("wsgi")


def test_a_thread_keeps_its_context_across_requests():
    """What Django keeps per context (its cache objects) lives as long as the pool's thread,
    not one request: a value set in one request is there in the next on the same thread."""
    import asyncio
    import contextvars

    from config.asgi import ThreadedWSGI

    seen = contextvars.ContextVar("seen", default=0)

    def app(environ, start_response):
        seen.set(seen.get() + 1)
        start_response("200 OK", [])
        return [str(seen.get()).encode()]

    threaded = ThreadedWSGI(app, 1)

    async def three():
        return [await _one(threaded) for _ in range(3)]

    async def _one(app):
        out = []

        async def receive():
            return {"type": "http.request", "body": b""}

        async def send(message):
            out.append(message)

        await app({"type": "http", "method": "GET", "path": "/", "query_string": b"",
                   "http_version": "1.1", "headers": []}, receive, send)
        return out[-1]["body"]

    assert asyncio.run(three()) == [b"1", b"2", b"3"]
    assert seen.get() == 0  # the caller's own context is untouched
