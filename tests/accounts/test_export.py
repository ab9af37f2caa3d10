"""``GET /api/me/export``: the account's data as one JSON download, its games as its seat saw
them (never another seat's hidden cards), its notifications, settings and webhooks (never a
signing secret)."""

from __future__ import annotations

import json
import random
from datetime import timedelta

import pytest

from events.models import Event
from games import kinds
from games.domain.stream import LOBBY_TYPES
from notifications.models import WebhookEndpoint
from tests.notifications.conftest import relay
from tests.notifications.test_leaks import leaves
from tests.support.http import play_moves, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def archive(client) -> dict:
    r = client.get("/api/me/export")
    assert r.status_code == 200
    assert r["Content-Disposition"] == 'attachment; filename="my-data.json"'
    return json.loads(b"".join(r.streaming_content))


@pytest.mark.parametrize("kind", ["quiddler", "diddly"])
def test_the_archive_holds_no_other_seats_hidden_cards(client_for, kind, clock):
    # A game played to its end may reveal every card to both seats (30 random Diddly moves
    # can finish a deal); such a game proves nothing, so another is played, up to five.
    for attempt in range(5):
        if archived_secrets(client_for, kind, clock, random.Random(4 + attempt)):
            return
    pytest.fail("five games hid nothing from either seat: the test proves nothing")


def archived_secrets(client_for, kind, clock, rng) -> int:
    """Play one game, check that neither seat's archive holds what that seat never saw, and
    return how many such hidden values there were."""
    engine = kinds.engine(kind)
    clients = [client_for() for _ in range(2)]
    gid = started_game(clients, kind, {"clock": None} if engine.realtime else {})
    seats = seat_clients(clients, gid)
    play_moves(seats, gid, 30, rng, clock, timedelta(seconds=1))
    relay()
    public = {c.user.username for c in clients} | {gid, kind}
    secrets = 0
    for seat, client in seats.items():
        hidden, seen_here = set(), set()
        for e in Event.objects.filter(stream=gid).exclude(type__in=LOBBY_TYPES):
            raw = {"type": e.type, "data": e.data}
            seen = engine.redact(raw, seat)
            seen_here |= leaves(seen["data"]) if seen else set()
            hidden |= leaves(raw["data"])
        # what the seat never saw in any event (a card it held itself is no secret to it)
        hidden -= seen_here
        got = archive(client)
        game = next(g for g in got["games"] if g["game"]["id"] == gid)
        assert game["game"]["your_seat"] == seat
        assert game["events"], "the seat's feed is in the archive"
        leaked = leaves(got) & (hidden - public)
        secrets += len(hidden - public)
        assert not leaked, leaked
    return secrets


def test_the_archive_holds_the_account_settings_notifications_and_webhooks(
        client_for, settings, monkeypatch):
    from tests.notifications.test_webhooks import fake_dns
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    fake_dns(monkeypatch, "127.0.0.1")
    me, other = client_for(), client_for()
    assert me.post("/api/me/webhooks", {"url": "https://hooks.example.com/x"},
                   format="json").status_code == 201
    gid = started_game([me, other], "toy_guess")
    assert send(other, gid, {"type": "resign"}).status_code == 201
    relay()
    got = archive(me)
    assert got["account"]["username"] == me.user.username
    assert got["account"]["id"] == me.user.id
    assert got["notification_settings"][0]["inbox"] is True
    assert {n["kind"] for n in got["notifications"]} >= {"game_started"}
    (hook,) = got["webhooks"]
    assert hook["url"] == "https://hooks.example.com/x"
    secret = WebhookEndpoint.objects.get(user=me.user).secret
    assert secret not in json.dumps(got)
    token = me._credentials["HTTP_AUTHORIZATION"].split()[1]
    assert token not in json.dumps(got)
    assert [g["game"]["id"] for g in got["games"]] == [gid]


def test_the_archive_is_throttled(client_for, rates):
    rates(export="2/hour")
    me = client_for()
    assert me.get("/api/me/export").status_code == 200
    assert me.get("/api/me/export").status_code == 200
    r = me.get("/api/me/export")
    assert r.status_code == 429 and r.json()["code"] == "throttled"


def test_the_archive_needs_a_login(anon):
    assert anon.get("/api/me/export").status_code == 401


@pytest.mark.django_db(transaction=True)
def test_under_asgi_the_archive_is_streamed_as_it_is_read(client_for):
    """Served by an ASGI server, the archive is an async stream (a sync one would be read whole
    into memory first); its pieces still join into the same archive."""
    import asyncio

    from asgiref.sync import sync_to_async
    from django.db import connections
    from django.test import AsyncClient

    me, other = client_for(), client_for()
    gid = started_game([me, other], "toy_guess")
    token = me._credentials["HTTP_AUTHORIZATION"]

    async def fetch():
        r = await AsyncClient().get("/api/me/export", headers={"Authorization": token})
        assert r.status_code == 200 and r.is_async
        body = b"".join([piece async for piece in r.streaming_content])
        await sync_to_async(connections.close_all)()  # the request's thread's connection
        return body

    got = json.loads(asyncio.run(fetch()))
    assert [g["game"]["id"] for g in got["games"]] == [gid]
