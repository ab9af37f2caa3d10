"""Benchmark: the web client's game page against the API's game read, and a first visit's
bytes, on one server.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_web.py

Starts gunicorn on 127.0.0.1 (``-c config/gunicorn.py --no-control-socket``, the deployed ASGI
settings; ``WORKERS``, default 2) on a fresh database (``BENCH_DB``, default ``bench_web``,
dropped after), after ``collectstatic`` (WhiteNoise serves the static files and their
precompressed copies from it, as deployed). One Diddly game between two players is played
``MOVES`` moves in (default 40) through the services. Then, one request at a time, taking
turns in ``ROUNDS`` blocks (default 4) for ``REQUESTS`` requests each (default 200):

* page: ``GET /games/<id>/`` with a player's session cookie (the whole HTML page);
* baseline: ``GET /api/games/<id>`` with the same player's token (the API's JSON of the game).

Prints p50/p90 of each (wall clock on loopback: the server's time plus a loopback hop), the
server workers' CPU time per request (from /proc: less sensitive to other load on the machine)
and the ratios page / API (target: p50 <= 1.5). Twice: with the page's fragments kept (a game
reopened at the same version: the worker keeps its rendered table and history,
``web.fragments``) and afresh (the same server with ``WEB_FRAGMENT_CACHE_BYTES=0``: every
fragment rendered, as at a version nobody has looked at yet). Then a first visit's transfer:
the page and every stylesheet, script, icon and manifest it names, each fetched with
``Accept-Encoding: gzip, br`` as a browser does, listed with its encoding and size
(target <= 200 KB, all from this server).
"""

from __future__ import annotations

import gzip
import http.client
import os
import re
import sys
import time
from urllib.parse import urlparse

import _django
import _http

os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_web"))

from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

sys.path.insert(0, str(_django.ROOT))
from tests.live_server import database_url, serve  # noqa: E402

WORKERS = int(os.environ.get("WORKERS", "2"))
MOVES = int(os.environ.get("MOVES", "40"))
REQUESTS = int(os.environ.get("REQUESTS", "200"))
ROUNDS = int(os.environ.get("ROUNDS", "4"))
RATIO_TARGET = 1.5
BYTES_TARGET = 200 * 1024


def played_game() -> tuple[str, str, str]:
    """A Diddly game ``MOVES`` moves in: (game id, alice's session cookie, alice's token)."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    from accounts.sessions import token_issue
    from games import services
    from games.models import Game
    from games.selectors import game_detail

    User = get_user_model()
    alice = User.objects.create_user("alice", password="bench-password-1")
    bob = User.objects.create_user("bob", password="bench-password-1")
    game = services.game_create(user=alice, kind="diddly", seats=2)
    services.game_join(game_id=game.id, user=bob)
    for _ in range(MOVES):
        current = Game.objects.get(id=game.id)
        if current.status != "active":
            break
        for user in (alice, bob):
            legal = game_detail(current, user)["legal_commands"]
            if legal:
                services.command_submit(game_id=game.id, user=user, command=legal[0])
                break
    browser = Client()
    browser.force_login(alice)
    return (str(game.id), browser.cookies[settings.SESSION_COOKIE_NAME].value,
            token_issue(alice)[1])


class Raw:
    """One keep-alive connection that reads bodies as bytes (compressed or not)."""

    def __init__(self, base: str, headers: dict):
        url = urlparse(base)
        self.conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        self.headers = headers

    def get(self, path: str, extra: dict | None = None) -> tuple[int, bytes, dict]:
        self.conn.request("GET", path, headers={**self.headers, **(extra or {})})
        r = self.conn.getresponse()
        body = r.read()
        return r.status, body, {k.lower(): v for k, v in r.getheaders()}


def timed(client: Raw, path: str) -> float:
    start = time.perf_counter()
    status, body, _ = client.get(path)
    elapsed = (time.perf_counter() - start) * 1000
    assert status == 200, (path, status, body[:300])
    return elapsed


def assets(html: str) -> list[str]:
    """The URLs a browser fetches on a first visit: stylesheets, scripts, icons, manifest."""
    links = re.findall(r'<link[^>]+href="([^"]+)"', html)
    scripts = re.findall(r'<script[^>]+src="([^"]+)"', html)
    modules = re.findall(r'data-module="([^"]+)"', html)
    out = []
    for url in links + scripts + modules:
        if url not in out:
            out.append(url)
    return out


def first_visit(base: str, cookie: str, gid: str) -> None:
    browser = Raw(base, {"Cookie": f"{settings.SESSION_COOKIE_NAME}={cookie}",
                         "Accept-Encoding": "gzip, br"})
    status, body, headers = browser.get(f"/games/{gid}/")
    assert status == 200, status
    html = (gzip.decompress(body) if headers.get("content-encoding") == "gzip" else body
            ).decode()
    rows = [(f"/games/{gid}/", headers.get("content-encoding", "identity"), len(body))]
    outside = []
    for url in assets(html):
        if re.match(r"^(https?:)?//", url):
            outside.append(url)
            continue
        status, body, headers = browser.get(url)
        assert status == 200, (url, status)
        rows.append((url, headers.get("content-encoding", "identity"), len(body)))
        if url.endswith(".js"):  # the ES modules the script imports statically
            text = gzip.decompress(body) if headers.get("content-encoding") == "gzip" else body
            for imported in re.findall(rb'^import[^"\']*["\']([^"\']+)["\']', text, re.M):
                rel = imported.decode()
                if rel.startswith("."):
                    rows.append(_imported(browser, url, rel))
    total = sum(size for _, _, size in rows)
    print("first visit (Accept-Encoding: gzip, br):")
    for url, encoding, size in rows:
        print(f"  {size / 1024:7.1f} KB  {encoding:8}  {url}")
    print(f"  {total / 1024:7.1f} KB  total, {len(rows)} responses, "
          f"{'all from this server' if not outside else 'also from ' + ', '.join(outside)}")
    holds = total <= BYTES_TARGET and not outside
    print(f"first visit bytes: {total / 1024:.1f} KB (target <= {BYTES_TARGET // 1024} KB, "
          f"all from this server): {'holds' if holds else 'MISSED'}")


def _imported(browser: Raw, url: str, rel: str) -> tuple[str, str, int]:
    path = url.rsplit("/", 1)[0] + "/" + rel.removeprefix("./")
    status, body, headers = browser.get(path)
    assert status == 200, (path, status)
    return path, headers.get("content-encoding", "identity"), len(body)


def main() -> None:
    import logging

    from django.core.management import call_command
    logging.getLogger("celery").setLevel(logging.WARNING)  # the relay runs in-process here
    call_command("collectstatic", interactive=False, verbosity=0)
    gid, cookie, token = played_game()
    url = database_url(settings.DATABASES["default"])
    connections.close_all()
    print(f"server: gunicorn -c config/gunicorn.py (uvicorn workers) x {WORKERS}, "
          f"{connections['default'].vendor}; a Diddly game {MOVES} moves in; "
          f"{REQUESTS} requests per side, one at a time, in {ROUNDS} blocks each")
    # kept: the page as a player reopening a game sees it (its table and history kept by the
    # worker, web.fragments); afresh: every fragment rendered again, as at a version nobody
    # has looked at yet (the same server with the store turned off)
    for label, env in (("kept", {}), ("afresh", {"WEB_FRAGMENT_CACHE_BYTES": "0"})):
        with serve(url, worker_class="uvicorn", workers=WORKERS,
                   env={"DJANGO_SECRET_KEY": "bench-only-key", **env}) as server:
            compare(server, label, gid, cookie, token)
            if label == "kept":
                first_visit(server.url, cookie, gid)
    _django.teardown()


def compare(server, label: str, gid: str, cookie: str, token: str) -> None:
    """The page and the API's read, taking turns in blocks; prints both and the ratios."""
    page = Raw(server.url, {"Cookie": f"{settings.SESSION_COOKIE_NAME}={cookie}"})
    api = Raw(server.url, {"Authorization": f"Token {token}"})
    for _ in range(10):  # warm-up: connections, caches, the first imports
        timed(page, f"/games/{gid}/")
        timed(api, f"/api/games/{gid}")
    page_ms, api_ms, cpu = [], [], {"page": 0.0, "api": 0.0}
    workers = server.workers()
    block = max(1, REQUESTS // ROUNDS)
    for _ in range(ROUNDS):
        for side, client, path, out in (("page", page, f"/games/{gid}/", page_ms),
                                        ("api", api, f"/api/games/{gid}", api_ms)):
            before = _http.cpu_seconds(workers)
            out += [timed(client, path) for _ in range(block)]
            cpu[side] += _http.cpu_seconds(workers) - before
    p50 = {k: _http.percentile(v, .5) for k, v in (("page", page_ms), ("api", api_ms))}
    p90 = {k: _http.percentile(v, .9) for k, v in (("page", page_ms), ("api", api_ms))}
    per = {k: v * 1000 / (block * ROUNDS) for k, v in cpu.items()}
    print(f"-- page fragments {label}")
    print(f"web page GET /games/<id>/:  p50 {p50['page']:6.1f} ms  p90 {p90['page']:6.1f} ms"
          f"  server CPU {per['page']:5.1f} ms/request")
    print(f"API GET /api/games/<id>:    p50 {p50['api']:6.1f} ms  p90 {p90['api']:6.1f} ms"
          f"  server CPU {per['api']:5.1f} ms/request")
    ratio = p50["page"] / p50["api"]
    print(f"ratio page / API ({label}): p50 {ratio:.2f}x, p90 {p90['page'] / p90['api']:.2f}x, "
          f"server CPU {per['page'] / per['api']:.2f}x  (target p50 <= {RATIO_TARGET}x): "
          f"{'holds' if ratio <= RATIO_TARGET else 'MISSED'}")


if __name__ == "__main__":
    main()
