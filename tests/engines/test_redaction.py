"""Redaction is declared (``Engine.secrets``, ``Engine.actor_only``) and done once, in
``Engine.redact``. This suite replays many seeded games of every engine and checks that what
each seat receives is byte for byte what each engine's own ``redact`` gave before the
declarations replaced it: those five functions are kept below, as they were, for that purpose.
"""

from __future__ import annotations

import json
import random

import pytest

from games import kinds
from games.kinds.quiddler.rules import words
from games.kinds.quiddler.rules.cards import VALUES as QUIDDLER_CARDS

from .harness import Table

GAMES = 8  # per engine, with every seat count from min to max in turn
MAX_COMMANDS = 400


# -- each engine's redact as it was written before the declarations ---------------------------

def _plain_copy(value):
    if isinstance(value, dict):
        return {k: _plain_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain_copy(v) for v in value]
    return value


def _nulled(value):
    if isinstance(value, dict):
        return {k: _nulled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_nulled(v) for v in value]
    return None


def _legacy_diddly(event_, player):
    data = event_["data"]
    if event_["type"] == "PowerSkipped" and data["player"] != player:
        return None  # declining is doing nothing: at the table nobody sees it
    if "private" not in data and "hidden" not in data:
        return event_
    out = dict(data)
    if "private" in out:
        out["private"] = {p: dict(v) for p, v in data["private"].items() if p == player}
    if "hidden" in out:
        out["hidden"] = _nulled(data["hidden"])
    return {**event_, "data": out}


def _legacy_dikdik(e, player):
    source = e["data"]
    data = {k: _plain_copy(v) for k, v in source.items() if k not in ("private", "sealed")}
    private = source.get("private")
    if private is not None and player in private:
        data["private"] = {player: _plain_copy(private[player])}
    return {"type": e["type"], "data": data}


def _legacy_quiddler(ev, player):
    data = ev["data"]
    public = {k: _plain_copy(v) for k, v in data.items() if k not in ("private", "secret")}
    private = data.get("private", {})
    if player is not None and player in private:
        public["private"] = {player: _plain_copy(private[player])}
    return {**ev, "data": public}


def _legacy_didi_dotter(e, player):
    t, d = e["type"], dict(e["data"])
    if t == "RoundStarted":
        d["slot_count"] = len(d.pop("slots"))  # the layout is face down for everyone
    elif t in ("HalfLooked", "EggJoined") and player != d["player"]:
        d.pop("half")
    elif t == "StealClashed":
        d.pop("placed")  # which clashed half went where stays face down
    elif t == "CardsTurned" and d["hidden"] and player != d["player"]:
        d["turned_down"] = len(d.pop("down"))
        d["turned_up"] = len(d.pop("up"))
    return {"type": t, "data": _plain_copy(d)}  # a copy: callers may change it


def _legacy_biddle(e, player):
    if e["type"] != "DeckShuffled":
        return e
    data = {k: v for k, v in e["data"].items() if k not in ("deck", "dice")}
    return {**e, "data": data}


LEGACY = {"diddly": _legacy_diddly, "dikdik": _legacy_dikdik, "quiddler": _legacy_quiddler,
          "didi_dotter": _legacy_didi_dotter, "biddle": _legacy_biddle}

GENEROUS = words.SetWordChecker(  # every text of 2 or 3 cards is a word: random players go out
    "redaction-generous",
    {a + b + c for a in QUIDDLER_CARDS for b in QUIDDLER_CARDS for c in ["", *QUIDDLER_CARDS]})


def _go_out(state: dict) -> list[tuple[str, dict]]:
    if state["phase"] != "play" or not state["drawn"]:
        return []
    hand = state["hands"][state["turn"]]
    rest, laid = hand[1:], []
    while rest:
        take = 3 if len(rest) in (3, 5) or len(rest) > 5 else 2
        laid.append(rest[:take])
        rest = rest[take:]
    return [(state["turn"], {"type": "go_out", "words": laid, "discard": hand[0]})]


def played(kind: str, seed: int) -> Table:
    """A seeded game of random commands (Quiddler's players go out when they can, Didi
    Dotter's mostly skip looks so rounds end), up to ``MAX_COMMANDS`` or the end."""
    engine = kinds.engine(kind)
    n = engine.min_players + seed % (engine.max_players - engine.min_players + 1)
    words.register(GENEROUS)
    options = {"dictionary": GENEROUS.name} if kind == "quiddler" else {}
    if kind == "diddly" and seed % 2:
        options, n = {"columns": 4}, min(n, 6)
    table = Table(engine, [str(i) for i in range(n)], options, seed=seed)
    pick = random.Random(seed)
    for _ in range(MAX_COMMANDS):
        if table.outcome()["finished"]:
            break
        offers = [(p, c) for p in table.players for c in engine.legal_commands(table.state, p)]
        if kind == "didi_dotter" and pick.random() < 0.9:
            offers = [(p, c) for p, c in offers if c["type"] != "look"] or offers
        if kind == "quiddler" and _go_out(table.state) and pick.random() < 0.3:
            offers = _go_out(table.state)
        table.send(*pick.choice(offers))
    return table


def rare_events(kind: str) -> list[dict]:
    """Events random games seldom or never write, made by the engine itself: a reshuffled draw
    pile (Diddly, Quiddler: the draw pile emptied) and a clashing steal (Didi Dotter, T4)."""
    engine = kinds.engine(kind)
    if kind in ("diddly", "quiddler"):
        options = {"dictionary": GENEROUS.name} if kind == "quiddler" else {}
        table = Table(engine, ["0", "1"], options, seed=3)
        pile = "draw" if kind == "diddly" else "deck"
        pick = random.Random(3)
        while True:
            offers = [(p, c) for p in table.players for c in engine.legal_commands(table.state, p)]
            deck_draws = [(p, c) for p, c in offers if c == {"type": "draw", "source": "deck"}]
            if deck_draws and len(table.state["discard"]) >= 2:
                player, command = deck_draws[0]
                return engine.decide(
                    {**table.state, pile: []}, player,
                    {**command, "_now_ms": table.now_ms, "_version": table.version},
                    random.Random(0))
            table.send(*pick.choice(offers))
    if kind == "didi_dotter":
        table = Table(engine, ["0", "1"], {"min_action_ms": 0}, seed=3)
        table.send("0", {"type": "take", "slot": 0})
        table.send("1", {"type": "take", "slot": 1})
        seen = table.version
        table.send("0", {"type": "steal", "from": "1", "seen_version": seen})
        # "1" steals back, not having seen the first steal: the two clash (ruling T4)
        return table.send("1", {"type": "steal", "from": "0", "seen_version": seen})
    return []


def variants(e: dict) -> list[dict]:
    """``e``, and for a Didi Dotter ``CardsTurned`` the same turn with ``hidden`` flipped (the
    hidden case needs 8 cards down, which random games rarely reach)."""
    out = [e]
    if e["type"] == "CardsTurned":
        out.append({"type": e["type"], "data": {**e["data"], "hidden": not e["data"]["hidden"]}})
    return out


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_redaction_is_byte_identical_to_each_engines_former_redact(kind):
    engine, legacy = kinds.engine(kind), LEGACY[kind]
    secret_types = set()
    games = [played(kind, seed) for seed in range(GAMES)]
    logs = [(t.players, t.events) for t in games] + [(["0", "1"], rare_events(kind))]
    for players, events in logs:
        for original in events:
            for e in variants(original):
                for viewer in [*players, None, "9"]:
                    before = json.dumps(e)
                    new, old = engine.redact(e, viewer), legacy(e, viewer)
                    assert json.dumps(new) == json.dumps(old), (e, viewer)
                    if new != e:
                        secret_types.add(e["type"])
                    if new is not None:
                        _scribble(new)
                    assert json.dumps(e) == before, "the redacted copy shares data with the log"
    # every declared secret occurred, so each declaration was compared
    assert set(engine.secrets) | set(engine.actor_only) <= secret_types, (
        set(engine.secrets) | set(engine.actor_only)) - secret_types


def _scribble(value) -> None:
    """Change every container in ``value`` in place (a caller may do so with its copy)."""
    if isinstance(value, dict):
        for v in value.values():
            _scribble(v)
        value["scribbled"] = True
    elif isinstance(value, list):
        for v in value:
            _scribble(v)
        value.append("scribbled")
