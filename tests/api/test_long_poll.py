"""Long-poll on the event feed: answers as soon as an event lands, or empty at the deadline."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connections

from .helpers import send, started_game


def _poll_in_thread(client, path, out):
    def run():
        start = time.monotonic()
        try:
            r = client.get(path)
            out.update(status=r.status_code, body=r.json(), at=time.monotonic(),
                       took=time.monotonic() - start)
        finally:
            connections.close_all()

    t = threading.Thread(target=run)
    t.start()
    return t


@pytest.mark.django_db(transaction=True)
def test_long_poll_wakes_up_when_an_event_lands(client_for, stop_listener):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    detail = clients[0].get(f"/api/games/{gid}").json()
    version = detail["version"]
    mover = clients[0] if detail["view"]["turn"] == detail["your_seat"] else clients[1]
    out: dict = {}
    t = _poll_in_thread(clients[0], f"/api/games/{gid}/events?after={version}&wait=20", out)
    time.sleep(0.5)
    assert not out, "answered before any event"
    sent = time.monotonic()
    assert send(mover, gid, {"type": "guess", "number": 1}).status_code == 201
    t.join(10)
    assert out["status"] == 200
    assert [e["version"] for e in out["body"]["events"]] == [version + 1]
    assert out["at"] - sent < 2.0  # woke up promptly, long before the 20 s deadline


@pytest.mark.django_db(transaction=True)
def test_long_poll_answers_empty_at_the_deadline(client_for, stop_listener):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    version = clients[0].get(f"/api/games/{gid}").json()["version"]
    start = time.monotonic()
    r = clients[0].get(f"/api/games/{gid}/events?after={version}&wait=1")
    took = time.monotonic() - start
    assert r.status_code == 200 and r.json()["events"] == []
    assert 0.9 <= took < 3


@pytest.mark.django_db
def test_long_poll_returns_at_once_when_already_behind(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    start = time.monotonic()
    r = clients[0].get(f"/api/games/{gid}/events?after=0&wait=25")
    assert r.status_code == 200 and len(r.json()["events"]) >= 5
    assert time.monotonic() - start < 1
    assert clients[0].get(f"/api/games/{gid}/events?wait=26").json()["code"] == \
        "invalid_parameter"
