"""The engine contract: every engine must pass all of this.

Game-specific rules live in each engine's own tests; this suite checks only the shape every
engine promises to the service, so a new engine gets these checks for free.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from games import engines
from games.engines.base import IllegalMove, InvalidOptions
from games.engines.quiddler import words
from tests.purity import forbidden_imports

from .harness import Table

ENGINE_DIR = Path(engines.__file__).parent
OUTCOME_KEYS = {"phase", "round", "to_act", "finished", "scores", "rounds", "winners"}


@pytest.fixture(autouse=True)
def _small_dictionary():
    """Quiddler resolves its dictionary by name; give it one without touching the database."""
    checker = words.SetWordChecker("scowl80", ["at", "it", "to", "cat", "tin", "ten", "net"])
    words.register(checker)
    yield
    words._local.pop("scowl80", None)


def seats(n: int) -> list[str]:
    return [str(i) for i in range(n)]


def test_registry_lists_the_five_kinds():
    assert engines.KINDS == ("diddly", "dikdik", "quiddler", "didi_dotter", "biddle")
    for kind in engines.KINDS:
        engine = engines.get(kind)
        assert engine.kind == kind
        assert 1 <= engine.min_players <= engine.max_players
    with pytest.raises(engines.UnknownKind):
        engines.get("chess")


def test_no_engine_module_imports_django_drf_or_celery():
    assert forbidden_imports(ENGINE_DIR) == []


def test_engines_import_without_django_installed_in_the_process():
    code = ("import sys; import games.engines as e; [e.get(k) for k in e.KINDS]; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('django', 'rest_framework', 'celery')]; print(bad); sys.exit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ENGINE_DIR.parent.parent, env={"PYTHONPATH": "."})
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("kind", engines.KINDS)
def test_options_defaults_validate_and_bad_ones_are_refused(kind):
    engine = engines.get(kind)
    defaults = engine.default_options()
    json.dumps(defaults)
    full = engine.validate_options({}, engine.min_players)
    assert full["hints"] is False and {k: full[k] for k in defaults} == defaults
    with pytest.raises(InvalidOptions):
        engine.validate_options({"no_such_option": 1})
    with pytest.raises(InvalidOptions):
        engine.validate_options({"setup": "not an object"})
    with pytest.raises(InvalidOptions):
        engine.validate_options({}, engine.max_players + 1)


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize("size", ["min", "max"])
def test_a_game_starts_folds_and_keeps_every_promise_while_played(kind, size):
    """Play 60 random legal commands and check the contract after each one."""
    engine = engines.get(kind)
    n = engine.min_players if size == "min" else engine.max_players
    players = seats(n)
    table = Table(engine, players, seed=n)
    pick = random.Random(n)
    for _ in range(60):
        _check_shape(engine, table, players)
        if table.outcome()["finished"]:
            break
        offers = [(p, c) for p in players for c in engine.legal_commands(table.state, p)]
        assert offers, f"{kind}: nobody can act but the game is not over"
        assert {p for p, _ in offers} <= set(table.outcome()["to_act"])  # to_act is honest
        player, command = pick.choice(offers)
        table.send(player, command)  # every offered command is accepted
    table.check_replay()


def _check_shape(engine, table: Table, players: list[str]) -> None:
    out = table.outcome()
    assert set(out) >= OUTCOME_KEYS
    assert isinstance(out["finished"], bool)
    assert set(out["scores"]) == set(players)
    assert set(out["to_act"]) <= set(players) and set(out["winners"]) <= set(players)
    json.dumps(out)
    for viewer in [*players, None]:
        json.dumps(engine.view(table.state, viewer))
        for e in table.events[-3:]:
            red = engine.redact(e, viewer)
            assert red is None or (set(red) == {"type", "data"} and red["type"] == e["type"])
            json.dumps(red)
    assert engine.legal_commands(table.state, None) == []  # spectators never act
    for e in table.events:
        assert not e["type"].startswith("game."), "the game. namespace is the service's"


@pytest.mark.parametrize("kind", engines.KINDS)
def test_unknown_command_and_spectator_are_refused_without_mutation(kind):
    engine = engines.get(kind)
    table = Table(engine, seats(engine.min_players))
    for player, command, codes in [
        ("0", {"type": "fly_to_the_moon"}, {"unknown_command"}),
        (None, {"type": engine_first_command(engine, table)}, {"not_your_turn"}),
    ]:
        exc = table.refused(player, command)
        assert isinstance(exc, IllegalMove) and exc.code in codes, (kind, exc.code)


def engine_first_command(engine, table: Table) -> str:
    for p in table.players:
        for c in engine.legal_commands(table.state, p):
            return c["type"]
    raise AssertionError("no legal command at the start")
