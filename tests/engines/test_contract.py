"""The engine contract: every engine must pass all of this.

Game-specific rules live in each engine's own tests; this suite checks only the shape every
engine promises to the service, so a new engine gets these checks for free.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from games import engines, kinds
from games.engines.base import IllegalMove, InvalidOptions
from games.kinds.quiddler.rules import words
from games.kinds.quiddler.rules.cards import VALUES as QUIDDLER_CARDS
from tests.engines.harness import Table
from tests.purity import forbidden_imports

ENGINE_DIR = Path(engines.__file__).parent
KINDS_DIR = kinds.FOLDER  # every kind's folder is pure: its rules, bots, schemas and table
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
    assert kinds.KINDS == ("diddly", "dikdik", "quiddler", "didi_dotter", "biddle")
    for kind in kinds.KINDS:
        engine = kinds.engine(kind)
        assert engine.kind == kind
        assert 1 <= engine.min_players <= engine.max_players
    with pytest.raises(kinds.UnknownKind):
        kinds.engine("chess")


def test_no_engine_module_imports_django_drf_or_celery():
    assert forbidden_imports(ENGINE_DIR) == []
    assert forbidden_imports(KINDS_DIR) == []


def test_engines_import_without_django_installed_in_the_process():
    code = ("import sys; import games.kinds as k; [k.engine(x) for x in k.KINDS]; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('django', 'rest_framework', 'celery')]; print(bad); sys.exit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ENGINE_DIR.parent.parent, env={"PYTHONPATH": "."})
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_options_defaults_validate_and_bad_ones_are_refused(kind):
    engine = kinds.engine(kind)
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


@pytest.mark.parametrize("kind", kinds.KINDS)
@pytest.mark.parametrize("size", ["min", "max"])
def test_a_game_starts_folds_and_keeps_every_promise_while_played(kind, size):
    """Play 60 random legal commands and check the contract after each one."""
    engine = kinds.engine(kind)
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


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_unknown_command_and_spectator_are_refused_without_mutation(kind):
    engine = kinds.engine(kind)
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


# -- the check order (games/engines/base.py): finished -> unknown command type -> may not act
# (not_your_turn) -> malformed fields (bad_command) -> the game's own rules ---------------------

BAD = {"not": "a field value"}  # malformed for every field of every game's commands
STATE_SAMPLES = 30  # states of one seeded game each check looks at
MAX_COMMANDS = 400
# The phases the samples must reach, so the checks below see each game's later moments too.
PHASES = {"diddly": {"setup", "play"}, "dikdik": {"ask", "pass", "roulette"},
          "quiddler": {"play", "final"}, "didi_dotter": {"hunt", "scoring"},
          "biddle": {"bidding", "rolling"}}
OUTSIDERS = [None, "9"]  # the system actor, and a seat id nobody holds
# The event that ends each game, as the engine writes it (docs/rules/<kind>.md).
GAME_ENDS = {
    "diddly": lambda seats: ("GameEnded", {"scores": {s: 0 for s in seats}, "winners": seats[:1]}),
    "dikdik": lambda seats: ("GameOver", {"loser": seats[-1], "winners": seats[:-1],
                                          "reason": "last_card"}),
    "quiddler": lambda seats: ("GameFinished", {"totals": {s: 0 for s in seats},
                                                "winners": list(seats)}),
    "didi_dotter": lambda seats: ("GameEnded", {"winners": seats[:1],
                                                "scores": {s: 0 for s in seats}}),
    "biddle": lambda seats: ("GameEnded", {"scores": {s: 0 for s in seats},
                                           "winners": seats[:1]}),
}
# Command types without fields a client could get wrong (docs/rules/<kind>.md).
FIELDLESS = {"diddly": {"skip_power"}, "biddle": {"call", "drop"}, "didi_dotter": {"timeout"}}


def may_try(kind: str, state: dict, outcome: dict, seat, ctype: str) -> bool:
    """Step 3 as each game's rules document it: who may send ``ctype`` now."""
    if kind == "didi_dotter":  # real time: every seat hunts; only the service sends timeout
        if ctype == "timeout":
            return seat is None
        return seat in state["players"] and (ctype == "choose" or state["phase"] == "hunt")
    return seat in outcome["to_act"]  # turn-based: the seat(s) the rules wait for


def other_phase(kind: str, state: dict, ctype: str) -> bool:
    """Biddle refuses a command of the other phase as ``wrong_phase``, still in step 3."""
    return kind == "biddle" and (state["phase"] == "bidding") == (ctype == "roll")


def reads_no_fields(kind: str, state: dict, ctype: str) -> bool:
    # Biddle's first roll rolls all six dice and reads no reroll (ruling B4).
    first_roll = kind == "biddle" and ctype == "roll" and state["rolls_used"] == 0
    return ctype in FIELDLESS.get(kind, set()) or first_roll


def verdict(table: Table, player, command: dict, state: dict | None = None) -> str:
    """The refusal code of ``command``, or ``"accepted"``; nothing is applied."""
    state = table.state if state is None else state
    stamped = {**command, "_now_ms": table.now_ms + 1000, "_version": table.version}
    try:
        table.engine.decide(state, player, stamped, random.Random(0))
    except IllegalMove as exc:
        return exc.code
    return "accepted"


GENEROUS = words.SetWordChecker(  # every text of 2 or 3 cards is a word: random players go out
    "contract-generous",
    {a + b + c for a in QUIDDLER_CARDS for b in QUIDDLER_CARDS for c in ["", *QUIDDLER_CARDS]})


def _go_out(state: dict) -> list[tuple[str, dict]]:
    """Quiddler's go_out, which legal_commands never lists (finding the words is the game)."""
    if state["phase"] != "play" or not state["drawn"]:
        return []
    hand = state["hands"][state["turn"]]
    rest, words_ = hand[1:], []
    while rest:
        take = 3 if len(rest) in (3, 5) or len(rest) > 5 else 2
        words_.append(rest[:take])
        rest = rest[take:]
    return [(state["turn"], {"type": "go_out", "words": words_, "discard": hand[0]})]


def sampled_states(kind: str, seed: int = 1):
    """A seeded game played by random commands, at ``STATE_SAMPLES`` moments spread over up to
    ``MAX_COMMANDS`` commands: (table, every (seat, legal command) offered so far). Didi
    Dotter's looks are left out (they never end a round) and Quiddler's players go out when
    they can, so the samples reach every game's later phases."""
    engine = kinds.engine(kind)
    words.register(GENEROUS)
    options = {"dictionary": GENEROUS.name} if kind == "quiddler" else {}
    table = Table(engine, seats(3), options, seed=seed)
    pick = random.Random(seed)
    seen: list[tuple[str, dict]] = []
    phases: Counter = Counter()
    for step in range(MAX_COMMANDS):
        if table.outcome()["finished"]:
            return
        offers = [(p, c) for p in table.players for c in engine.legal_commands(table.state, p)]
        seen += offers
        phase = table.state["phase"]
        if phases[phase] < 3 or step % (MAX_COMMANDS // STATE_SAMPLES) == 0:
            phases[phase] += 1  # every phase reached is sampled, however briefly it lasts
            yield table, seen
        if kind == "didi_dotter":
            offers = [(p, c) for p, c in offers if c["type"] != "look"] or offers
        if kind == "quiddler" and _go_out(table.state) and pick.random() < 0.5:
            offers = _go_out(table.state)
        table.send(*pick.choice(offers))


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_the_sampled_moments_reach_every_phase(kind):
    assert {table.state["phase"] for table, _ in sampled_states(kind)} >= PHASES[kind]


def all_bad(ctype) -> dict:
    fields = {"slot", "slots", "a", "b", "index", "source", "card", "target", "rolls", "reroll",
              "words", "discard", "from", "seen_version", "move_to", "birds"}
    return {"type": ctype, **{f: BAD for f in sorted(fields)}}


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_check_order_1_a_finished_game_refuses_anything_as_finished(kind):
    engine = kinds.engine(kind)
    table, seen = list(sampled_states(kind))[-1]
    type_, data = GAME_ENDS[kind](table.players)
    table.state = engine.apply(table.state, {"type": type_, "data": data})
    assert engine.outcome(table.state)["finished"]
    commands = list({json.dumps(c, sort_keys=True): c for _, c in seen}.values())
    commands += [all_bad(t) for t in engine.commands]
    commands += [{"type": "fly_to_the_moon"}, {"type": None}, {}]
    for seat in [*table.players, *OUTSIDERS]:
        for command in commands:
            assert verdict(table, seat, command) == "game_finished", (seat, command)


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_check_order_2_an_unknown_type_is_refused_before_turn_and_fields(kind):
    engine = kinds.engine(kind)
    unknown = ["fly_to_the_moon", "", None, 7, True, ["draw"], {"type": "draw"},
               *[t.upper() for t in engine.commands]]
    for table, _ in sampled_states(kind):
        for seat in [*table.players, *OUTSIDERS]:
            for ctype in unknown:
                assert verdict(table, seat, {"type": ctype}) == "unknown_command", (seat, ctype)
                assert verdict(table, seat, all_bad(ctype)) == "unknown_command", (seat, ctype)
            assert verdict(table, seat, {}) == "unknown_command"


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_check_order_3_and_4_who_may_act_is_checked_before_the_fields(kind):
    """Every command type, all fields malformed, from every seat at every sampled moment: a
    seat that may not send it now gets ``not_your_turn`` (never ``bad_command``); a seat that
    may gets ``bad_command`` (never a rule's code)."""
    engine = kinds.engine(kind)
    off_turn = 0
    for table, _ in sampled_states(kind):
        state, outcome = table.state, table.outcome()
        for seat in [*table.players, *OUTSIDERS]:
            for ctype in engine.commands:
                code = verdict(table, seat, all_bad(ctype))
                if not may_try(kind, state, outcome, seat, ctype):
                    assert code == "not_your_turn", (seat, ctype, code)
                    off_turn += seat in table.players
                elif other_phase(kind, state, ctype):
                    assert code == "wrong_phase", (seat, ctype, code)
                elif reads_no_fields(kind, state, ctype):
                    assert code != "bad_command", (seat, ctype)
                else:
                    assert code == "bad_command", (seat, ctype, code)
    assert off_turn, "no seated player was ever off turn: step 3 was not exercised"


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_check_order_4_any_field_of_a_legal_command_made_malformed_is_bad_command(kind):
    engine = kinds.engine(kind)
    checked = 0
    for table, _ in sampled_states(kind):
        for seat in table.players:
            for command in engine.legal_commands(table.state, seat):
                if reads_no_fields(kind, table.state, command["type"]):
                    continue
                for field in set(command) - {"type"}:
                    for broken in ({**command, field: BAD},
                                   {k: v for k, v in command.items() if k != field}):
                        if field == "move_to" and field not in broken:
                            continue  # Didi Dotter's look: move_to is optional
                        if kind == "quiddler" and field == "words" and field not in broken:
                            continue  # Quiddler's lay_down: words default to none (Q5)
                        assert verdict(table, seat, broken) == "bad_command", (seat, broken)
                        checked += 1
    assert checked


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_check_order_5_well_formed_commands_are_judged_by_the_rules(kind):
    """A command once legal for a seat stays well formed for it: sent again later, while that
    seat may act, it is accepted or refused with a rule's own code; and the rules do refuse
    some of them."""
    generic = {"game_finished", "unknown_command", "not_your_turn", "bad_command"}
    rule_codes = set()
    for table, seen in sampled_states(kind):
        state, outcome = table.state, table.outcome()
        for seat, command in seen[-300:]:
            if (not may_try(kind, state, outcome, seat, command["type"])
                    or other_phase(kind, state, command["type"])):
                continue
            code = verdict(table, seat, command)
            assert code not in generic, (seat, command, code)
            rule_codes.add(code)
    assert rule_codes - {"accepted"}, "no rule refusal was exercised"


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_views_name_the_own_seat_your_seat(kind):
    engine = kinds.engine(kind)
    for table, _ in sampled_states(kind):
        for seat in table.players:
            view = engine.view(table.state, seat)
            assert view["your_seat"] == seat
            assert not {"you", "me", "totals"} & set(view), kind
        assert engine.view(table.state, None)["your_seat"] is None
