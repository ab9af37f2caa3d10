"""Games over HTTP as the tests play them: create, start, join, send, read, play on.

Each helper takes API clients (the ``client_for`` fixture) and game ids, and checks the answer
it relies on, so a test reads as the steps it takes.
"""

from __future__ import annotations

import random
import re
from datetime import timedelta

from events.models import Event

NOBODY = "00000000-0000-0000-0000-000000000000"  # a game id no game has

# The table each kind is played at when a test names no number of players.
PLAYERS = {"diddly": 2, "dikdik": 3, "quiddler": 2, "biddle": 2, "didi_dotter": 2}
TIMED = ["diddly", "dikdik", "quiddler", "biddle"]  # the kinds with a correspondence clock
PASSWORD = "pw-123456"  # every account the make_user fixture makes has it
Z_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$")  # ISO 8601 UTC, with Z


# -- games --------------------------------------------------------------------------------------
def create_game(client, kind: str, seats: int = 2, options: dict | None = None) -> dict:
    r = client.post("/api/games", {"kind": kind, "seats": seats, "options": options or {}},
                    format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def private_game(client, seats: int = 2, kind: str = "toy_guess", **options) -> str:
    r = client.post("/api/games", {"kind": kind, "seats": seats, "visibility": "private",
                                   "options": options}, format="json")
    assert r.status_code == 201, r.json()
    assert r.json()["visibility"] == "private"
    return r.json()["id"]


def started_game(clients, kind: str, options: dict | None = None) -> str:
    """Create a game seating ``clients`` in order (the last join starts it); returns its id."""
    game = create_game(clients[0], kind, len(clients), options)
    for c in clients[1:]:
        r = c.post(f"/api/games/{game['id']}/join")
        assert r.status_code == 200, r.json()
    detail = clients[0].get(f"/api/games/{game['id']}").json()
    assert detail["status"] == "active", detail
    return game["id"]


def seat_clients(clients, game_id: str) -> dict:
    """Map seat id -> client, from each client's own view of the game."""
    out = {}
    for c in clients:
        out[c.get(f"/api/games/{game_id}").json()["your_seat"]] = c
    return out


def turn_clients(clients, game_id):
    """In a two-player toy game: (client whose turn it is, the other client)."""
    a, b = clients
    detail = a.get(f"/api/games/{game_id}").json()
    return (a, b) if detail["view"]["turn"] == detail["your_seat"] else (b, a)


def seated_game(clients, kind: str, options: dict | None = None) -> tuple[str, dict]:
    """``started_game`` and its seat -> client map: (game id, seats)."""
    gid = started_game(clients, kind, options)
    return gid, seat_clients(clients, gid)


def new_seated_game(client_for, kind: str = "quiddler", players: int | None = None,
                    options: dict | None = None) -> tuple[str, dict]:
    """A started game among new users (``PLAYERS[kind]`` of them unless ``players`` says):
    (game id, seats). Didi Dotter gets no pace limit unless ``options`` are given: the fake
    clock stands still between moves."""
    clients = [client_for() for _ in range(players or PLAYERS.get(kind, 2))]
    if kind == "didi_dotter" and options is None:
        options = {"min_action_ms": 0}
    return seated_game(clients, kind, options)


def invite(client, gid: str, username: str):
    return client.post(f"/api/games/{gid}/invitations", {"username": username}, format="json")


# -- reading and sending ------------------------------------------------------------------------
def detail(client, gid) -> dict:
    return client.get(f"/api/games/{gid}").json()


def full_feed(client, gid) -> list[dict]:
    """Every event the client may see, following the feed's pages."""
    events, after = [], 0
    while True:
        page = client.get(f"/api/games/{gid}/events?after={after}&limit=500").json()
        events += page["events"]
        after = page["last_version"]
        if not page["has_more"]:
            return events


def send(client, game_id: str, command: dict, **headers):
    return client.post(f"/api/games/{game_id}/commands", command, format="json", **headers)


def raw_post(client, path: str, body: bytes | str, **extra):
    """POST ``body`` as JSON text exactly as given (a ``str`` may hold lone surrogates)."""
    if isinstance(body, str):
        body = body.encode("utf-8", "surrogatepass")
    return client.generic("POST", path, body, content_type="application/json", **extra)


# -- playing on ---------------------------------------------------------------------------------
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


def play_moves(seats: dict, gid: str, n: int, rng: random.Random, clock=None,
               gap: timedelta | None = None) -> dict:
    """Make ``n`` legal moves (or fewer, if the game ends), ``gap`` of fake time apart."""
    first = next(iter(seats.values()))
    d = detail(first, gid)
    for _ in range(n):
        if d["status"] != "active":
            break
        offers = []
        for seat in d["outcome"]["to_act"]:
            offers += [(seat, c) for c in detail(seats[seat], gid)["legal_commands"]]
        seat, command = rng.choice(offers)
        if clock is not None and gap:
            clock.shift(gap)
        r = send(seats[seat], gid, command)
        assert r.status_code == 201, (command, r.json())
        d = detail(first, gid)
    return d


def my_turn_game(me, other, per_move: str, kind: str = "biddle") -> str:
    """A 2-player game with a ``per_move`` clock where it is ``me``'s turn."""
    gid = started_game([me, other], kind, {"clock": {"per_move": per_move}})
    seats = seat_clients([me, other], gid)
    mine, rng = detail(me, gid)["your_seat"], random.Random(1)
    while detail(me, gid)["outcome"]["to_act"] != [mine]:
        play_moves(seats, gid, 1, rng)
    return gid


# -- accounts -----------------------------------------------------------------------------------
def register(client, username: str, password: str = "lovelace-1815"):
    return client.post("/api/auth/register", {"username": username, "password": password},
                       format="json")


def login(client, username: str, password: str, **extra):
    return client.post("/api/auth/token", {"username": username, "password": password},
                       format="json", **extra)


# -- refusals -----------------------------------------------------------------------------------
def expect(r, status: int, code: str) -> None:
    """``r`` is the refusal (status, code), with a ``detail`` as every refusal has."""
    assert r.status_code == status, (r.status_code, r.content[:300])
    assert r.json()["code"] == code, r.json()
    assert r.json()["detail"] and isinstance(r.json()["detail"], (str, dict, list)), r.json()


def assert_refused(client_call, status: int, code: str):
    """``client_call()`` is refused with (status, code) and writes nothing at all."""
    before = Event.objects.count()
    r = client_call()
    assert (r.status_code, r.json()["code"]) == (status, code), r.json()
    assert Event.objects.count() == before
    return r

