"""SQL queries per request on the hot path, so a change that adds round trips fails here.

Budgets: reading a game at most 3 queries; a command at most 6 on PostgreSQL: the token,
``BEGIN``, the game row locked with its seed and stored version, the append, the projection
with the notification, ``COMMIT`` (docs/performance.md). On SQLite 7: no notification query,
but the game row and the seats' turns are two statements. Counted
with throttle counts in a cache that is not the database (production runs Redis; the default
database-table cache costs its own queries). Transactional tests: the fold cache is filled
on commit, as in a server.
"""

from __future__ import annotations

import pytest
from django.db import connection

from events import state_cache
from tests.support.http import seat_clients, started_game

pytestmark = pytest.mark.django_db(transaction=True)

GET_BUDGET = 3
COMMAND_BUDGET = 6 if connection.vendor == "postgresql" else 7


@pytest.fixture(autouse=True)
def _as_in_production(memory_cache, relay_in_a_worker):
    """Throttle counts in a cache outside the database, the relay left to a worker."""


def _game(client_for, kind: str, seats: int, options: dict) -> tuple[str, dict]:
    clients = [client_for() for _ in range(seats)]
    gid = started_game(clients, kind, {**options, "clock": None})
    return gid, seat_clients(clients, gid)


def _play(gid, seats, moves: int, django_assert_max_num_queries) -> None:
    """``moves`` times: the seat to act reads the game, then sends its first legal command;
    each request is counted."""
    for _ in range(moves):
        any_client = next(iter(seats.values()))
        seat = any_client.get(f"/api/games/{gid}").json()["outcome"]["to_act"][0]
        client = seats[seat]
        with django_assert_max_num_queries(GET_BUDGET):
            detail = client.get(f"/api/games/{gid}").json()
        command = detail["legal_commands"][0]
        with django_assert_max_num_queries(COMMAND_BUDGET):
            r = client.post(f"/api/games/{gid}/commands", command, format="json")
        assert r.status_code == 201, r.json()


@pytest.mark.parametrize("kind,seats,options", [
    ("toy_guess", 2, {"max_number": 1000, "max_guesses": 500}),
    ("dikdik", 3, {}),
])
def test_reading_a_game_and_sending_a_command_stay_within_budget(
        client_for, django_assert_max_num_queries, kind, seats, options):
    gid, by_seat = _game(client_for, kind, seats, options)
    _play(gid, by_seat, 6, django_assert_max_num_queries)


def test_a_cold_read_of_a_short_game_stays_within_budget(client_for,
                                                         django_assert_max_num_queries):
    """A process that has never seen the game (a restart, another instance) reads its events
    once; below the snapshot interval there is no snapshot to look for."""
    gid, by_seat = _game(client_for, "toy_guess", 2, {"max_number": 1000, "max_guesses": 500})
    state_cache.forget()
    client = next(iter(by_seat.values()))
    with django_assert_max_num_queries(GET_BUDGET):
        assert client.get(f"/api/games/{gid}").status_code == 200


def test_the_budgets_hold_on_a_long_game(client_for, django_assert_max_num_queries, settings):
    """Past many snapshot intervals the warm path still reads no event and writes no
    snapshot."""
    settings.EVENTS_SNAPSHOT_EVERY = 5
    gid, by_seat = _game(client_for, "toy_guess", 2, {"max_number": 1000, "max_guesses": 500})
    for _ in range(20):
        for client in by_seat.values():
            client.post(f"/api/games/{gid}/commands", {"type": "reroll"}, format="json")
    _play(gid, by_seat, 3, django_assert_max_num_queries)
