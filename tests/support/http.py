"""Helpers for API tests: create and start games over HTTP, play commands."""

from __future__ import annotations


def create_game(client, kind: str, seats: int = 2, options: dict | None = None) -> dict:
    r = client.post("/api/games", {"kind": kind, "seats": seats, "options": options or {}},
                    format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def started_game(clients, kind: str, options: dict | None = None) -> str:
    """Create a game seating ``clients`` in order (the last join starts it); returns its id."""
    game = create_game(clients[0], kind, len(clients), options)
    for c in clients[1:]:
        r = c.post(f"/api/games/{game['id']}/join")
        assert r.status_code == 200, r.json()
    detail = clients[0].get(f"/api/games/{game['id']}").json()
    assert detail["status"] == "active", detail
    return game["id"]


def send(client, game_id: str, command: dict, **headers):
    return client.post(f"/api/games/{game_id}/commands", command, format="json", **headers)


def seat_clients(clients, game_id: str) -> dict:
    """Map seat id -> client, from each client's own view of the game."""
    out = {}
    for c in clients:
        out[c.get(f"/api/games/{game_id}").json()["your_seat"]] = c
    return out


def play_to_end(clients, game_id: str, choose, max_commands: int = 20_000) -> dict:
    """Play by HTTP: each step, every seat with legal commands offers them; ``choose(options)``
    picks (seat, command). Returns the final game detail."""
    seats = seat_clients(clients, game_id)
    first = next(iter(seats.values()))
    for _ in range(max_commands):
        detail = first.get(f"/api/games/{game_id}").json()
        if detail["status"] == "finished":
            return detail
        offers = []
        for seat in detail["outcome"]["to_act"]:  # only those who may act are asked
            mine = seats[seat].get(f"/api/games/{game_id}").json()
            offers += [(seat, cmd) for cmd in mine["legal_commands"]]
        assert offers, detail
        seat, command = choose(offers)
        r = send(seats[seat], game_id, command)
        assert r.status_code == 201, (command, r.json())
    raise AssertionError("game did not finish")
