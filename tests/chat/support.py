"""Shared by the chat's tests: games with their players and watchers, messages sent."""

from __future__ import annotations

from tests.support.disputes import TOY_OPTIONS, play
from tests.support.http import send, started_game


def chat(client, gid, room: str = "players", body="hello", **kwargs):
    return client.post(f"/api/games/{gid}/chat/{room}", {"body": body, **kwargs}, format="json")


def said(client, gid, room: str = "players", query: str = "") -> list:
    r = client.get(f"/api/games/{gid}/chat/{room}{query}")
    assert r.status_code == 200, r.json()
    return r.json()["messages"]


def finish(clients, gid) -> None:
    """Play the toy game a little, then its second player resigns."""
    play(clients, gid, 2)
    assert send(clients[1], gid, {"type": "resign"}).status_code == 201


def toy(clients) -> str:
    return started_game(clients, "toy_guess", TOY_OPTIONS)
