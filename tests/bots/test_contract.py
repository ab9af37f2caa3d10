"""The bot contract: one entry point that redacts before deciding, policies that never take the
state, no Django in the package, reproducible decisions."""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from games import bots, kinds
from games.bots import LEVELS, UnknownLevel, decide_for, policy_for, ready_at
from games.bots.base import Observer
from tests.bots.support import QUIDDLER_OPTIONS, replay
from tests.purity import forbidden_imports

BOTS_DIR = Path(bots.__file__).parent
KINDS = list(kinds.KINDS)


def test_no_bot_module_imports_django_drf_or_celery():
    assert forbidden_imports(BOTS_DIR) == []


def test_bots_import_without_django_in_the_process():
    code = ("import sys; import games.kinds as k; [k.policies(x) for x in k.KINDS]; "
            "import games.bots.arena; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('django', 'rest_framework', 'celery')]; print(bad); sys.exit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=BOTS_DIR.parent.parent, env={"PYTHONPATH": "."})
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", LEVELS)
def test_a_policy_takes_an_observation_never_a_state(kind, level):
    params = list(inspect.signature(policy_for(kind, level)).parameters)
    assert params == ["obs", "rng", "budget"]


def test_unknown_levels_and_kinds_are_refused():
    with pytest.raises(UnknownLevel):
        policy_for("dikdik", "grandmaster")
    with pytest.raises(UnknownLevel):
        policy_for("chess", "basic")


SETUPS = {
    "diddly": (2, {}),
    "dikdik": (3, {}),
    "quiddler": (2, QUIDDLER_OPTIONS),
    "didi_dotter": (2, {}),
    "biddle": (2, {}),
}


@pytest.mark.parametrize("kind", KINDS)
def test_decide_for_plays_a_legal_command_from_the_log_alone(kind):
    n, options = SETUPS[kind]
    players = [str(i) for i in range(n)]
    events, state = replay(kind, players, options, [], seed=3)
    engine = kinds.engine(kind)
    # the service's own lobby events may sit in the log: they are skipped
    log = [{"type": "game.created", "data": {"seed_sha256": "x"}}] + events
    seat = engine.outcome(state)["to_act"][0]
    for level in LEVELS:
        command = decide_for(engine, log, seat, level, seed="game-1", budget_ms=None,
                             max_iterations=10, now_ms=2_000_000)
        assert not any(k.startswith("_") for k in command)
        stamped = {**command, "_now_ms": 2_000_000, "_version": len(events)}
        assert engine.decide(state, seat, stamped, __import__("random").Random(1))
        # reproducible: same log, seat, level and seed -> same command
        again = decide_for(engine, log, seat, level, seed="game-1", state=state,
                           budget_ms=None, max_iterations=10, now_ms=2_000_000)
        assert again == command


def test_decide_for_answers_none_to_a_seat_with_nothing_to_do():
    engine = kinds.engine("dikdik")
    events, state = replay("dikdik", ["0", "1", "2"], {"setup": {"first": "1"}}, [], seed=1)
    assert decide_for(engine, events, "0", "basic", seed=1) is None
    assert decide_for(engine, events, "1", "basic", seed=1) is not None


def test_the_observation_is_exactly_view_feed_and_legal():
    engine = kinds.engine("diddly")
    events, state = replay("diddly", ["0", "1"], {}, [], seed=5)
    observer = Observer(engine, "1")
    observer.add(events)
    obs = observer.observation(state)
    assert obs.view == engine.view(state, "1")
    assert list(obs.feed) == [e2 for e in events if (e2 := engine.redact(e, "1")) is not None]
    assert list(obs.legal) == engine.legal_commands(state, "1")
    # the deal is hidden from every player: the bot's feed carries none of it
    dealt = next(e for e in obs.feed if e["type"] == "RoundDealt")
    assert all(card is None for cards in dealt["data"]["hidden"]["boards"].values()
               for card in cards)


def test_ready_at_is_the_last_action_plus_the_pace():
    assert ready_at({"last_action_ms": {"0": 5000}, "min_action_ms": 300}, "0") == 5300
    assert ready_at({"last_action_ms": {}, "min_action_ms": 300}, "0") == 0
