""""Who must act" is computed once per fold state: a command asks the engine's ``outcome`` of
the state it folds on (unless the state cache already carries it, as it does after a command
or a read in this process) and of the state it ends with, however many parts of the command
read them (the judge, the correspondence clocks, the projection, the answer).

Counted with the toy engine's ``outcome`` wrapped. Transactional: the fold cache is filled on
commit, as in a server. The outbox relay (notifications, bots) runs in a worker in production,
with its own folds; it is left out here, as in tests/api/test_query_counts.py.
"""

from __future__ import annotations

import pytest

from events import state_cache, subscriptions
from tests.support.http import seat_clients, send, started_game
from tests.toy_engine import ENGINE as TOY

pytestmark = pytest.mark.django_db(transaction=True)

# the state the command folds on (0 when the state cache carries its outcome) + the new one
WARM_BUDGET = 1
COLD_BUDGET = 2


@pytest.fixture(autouse=True)
def _fresh_state_cache():
    state_cache.forget()
    yield
    state_cache.forget()


@pytest.fixture(autouse=True)
def _relay_in_a_worker(monkeypatch):
    monkeypatch.setattr(subscriptions, "wake", lambda: None)


@pytest.fixture
def outcome_calls(monkeypatch):
    calls = []
    real = type(TOY).outcome

    def counted(state):
        calls.append(state)
        return real(TOY, state)

    monkeypatch.setattr(TOY, "outcome", counted)
    return calls


def _game(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, TOY.kind, {"max_number": 1000, "max_guesses": 500})
    return gid, seat_clients(clients, gid)


def _to_act(seats, gid) -> str:
    return next(iter(seats.values())).get(f"/api/games/{gid}").json()["outcome"]["to_act"][0]


def test_a_command_asks_the_engine_who_must_act_once(client_for, outcome_calls):
    gid, seats = _game(client_for)
    for _ in range(4):
        seat = _to_act(seats, gid)
        outcome_calls.clear()
        r = send(seats[seat], gid, {"type": "reroll"})
        assert r.status_code == 201, r.json()
        assert len(outcome_calls) <= WARM_BUDGET, len(outcome_calls)


def test_a_command_on_a_cold_cache_asks_twice_at_most(client_for, outcome_calls):
    gid, seats = _game(client_for)
    seat = _to_act(seats, gid)
    state_cache.forget()
    outcome_calls.clear()
    assert send(seats[seat], gid, {"type": "reroll"}).status_code == 201
    assert len(outcome_calls) <= COLD_BUDGET, len(outcome_calls)


def test_reading_a_game_asks_at_most_once(client_for, outcome_calls):
    gid, seats = _game(client_for)
    client = next(iter(seats.values()))
    client.get(f"/api/games/{gid}")
    outcome_calls.clear()
    assert client.get(f"/api/games/{gid}").status_code == 200
    assert len(outcome_calls) <= 1, len(outcome_calls)
