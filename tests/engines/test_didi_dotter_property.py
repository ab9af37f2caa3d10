"""Didi Dotter property test: seeded games played to the end by bots through the harness.

Invariants after every command: the 24 halves are conserved across table, stands and baskets;
state survives JSON; outcome is consistent. Per viewer (every seat and a spectator) an
independent tracker, fed only the events as ``redact`` serves them to that viewer, must agree
exactly with what ``view`` shows of the table and the baskets (no face-down half leaks), and
permuting everything hidden from a viewer must not change their view. Each game replays.

``PROPERTY_GAMES`` (default 60, about 290 rounds) scales the number of games.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

import pytest

from games.engines import IllegalMove
from games.kinds import engine as get
from games.kinds.didi_dotter.rules import BIRDS, HALVES
from tests.engines.harness import Table

E = get("didi_dotter")
GAMES = int(os.environ.get("PROPERTY_GAMES", "60"))
DEEP_EVERY = 8  # views, T7 hiding and the hidden-permutation check run every 8th command
SECRET_KEYS = {"RoundStarted": {"slots"}, "StealClashed": {"placed"}}


class Tracker:
    """What one viewer can know, rebuilt from that viewer's redacted events only."""

    def __init__(self, viewer):
        self.viewer = viewer
        self.table: dict[int, str] = {}
        self.eggs: dict[int, str] = {}  # egg id -> its second half, when known
        self.revealed = False

    def feed(self, e: dict) -> None:
        r = E.redact(e, self.viewer)
        t, d = r["type"], r["data"]
        assert not SECRET_KEYS.get(t, set()) & set(d), (t, self.viewer)
        mine = self.viewer is not None and d.get("player") == self.viewer
        if t in ("HalfLooked", "EggJoined"):
            assert ("half" in d) == mine, (t, self.viewer)
        if t == "CardsTurned" and d["hidden"] and not mine:
            assert "down" not in d and "up" not in d
        self._track(t, d, mine)

    def _track(self, t: str, d: dict, mine: bool) -> None:
        """What the event tells this viewer about the table and the eggs."""
        if t == "RoundStarted":
            self.table, self.eggs, self.revealed = {}, {}, False
        elif t == "HalfTaken":
            self.table.pop(d["slot"], None)
        elif t == "HalfLooked":
            dest = d["slot"] if d["move_to"] is None else d["move_to"]
            if d["move_to"] is not None and d["slot"] in self.table:
                self.table[dest] = self.table.pop(d["slot"])
            if mine:
                self.table[dest] = d["half"]
        elif t == "EggJoined":
            known = d["half"] if mine else self.table.get(d["slot"])
            if known is not None:
                self.eggs[d["egg"]] = known
            self.table.pop(d["slot"], None)
        elif t == "HalfStolen":
            self.eggs[d["egg"]] = d["half"]
        elif t == "RoundEnded":
            self.revealed = True

    def check(self, state: dict) -> dict:
        """Compare the viewer's view with the tracker; returns the view."""
        v = E.view(state, self.viewer)
        assert json.loads(json.dumps(v)) == v
        for i, half in enumerate(state["table"]):
            expected = None if half is None else self.table.get(i, "?")
            assert v["table"][i] == expected, (self.viewer, i)
            if i in self.table:
                assert self.table[i] == half  # what the viewer was told is true
        for p, eggs in state["baskets"].items():
            for egg, shown in zip(eggs, v["baskets"][p], strict=True):
                second = egg["halves"][1] if self.revealed else self.eggs.get(egg["id"], "?")
                assert shown["halves"] == [egg["halves"][0], second], (self.viewer, egg)
        return v


def hidden_shuffle_keeps_view(state: dict, tracker: Tracker, rng: random.Random) -> None:
    """Permute every half hidden from the viewer: their view must not change."""
    spots = [("t", i) for i, h in enumerate(state["table"]) if h and i not in tracker.table]
    if not tracker.revealed:
        spots += [("b", p, k) for p, eggs in state["baskets"].items()
                  for k, egg in enumerate(eggs)
                  if egg["how"] == "join" and egg["id"] not in tracker.eggs]
    if len(spots) < 2:
        return
    other = json.loads(json.dumps(state))
    values = [state["table"][s[1]] if s[0] == "t" else state["baskets"][s[1]][s[2]]["halves"][1]
              for s in spots]
    rng.shuffle(values)
    for spot, value in zip(spots, values, strict=True):
        if spot[0] == "t":
            other["table"][spot[1]] = value
        else:
            other["baskets"][spot[1]][spot[2]]["halves"][1] = value
    assert E.view(other, tracker.viewer) == E.view(state, tracker.viewer)


def bot_command(t: Table, me: Tracker, rng: random.Random, wild: float) -> dict:
    """A player who uses only what it was told (its tracker) and the public table, with some
    random legal moves mixed in."""
    player, state = me.viewer, t.state
    if state["phase"] != "hunt" or rng.random() < wild:
        return rng.choice(E.legal_commands(state, player))
    known: dict[str, list[int]] = {}
    for i, half in sorted(me.table.items()):
        known.setdefault(half, []).append(i)
    filled = [i for i, half in enumerate(state["table"]) if half is not None]  # public
    unknown = [i for i in filled if i not in me.table]
    stands = {p: s and s["half"] for p, s in state["stands"].items()}  # public
    stand = stands[player]
    if stand is None:
        pairs = [slots for slots in known.values() if len(slots) >= 2]
        if pairs:
            return {"type": "take", "slot": rng.choice(pairs)[0]}
        if unknown and rng.random() < 0.6:
            return {"type": "look", "slot": rng.choice(unknown)}
        return {"type": "take", "slot": rng.choice(filled)}
    if stand in known:
        return {"type": "join", "slot": known[stand][0]}
    for p, half in stands.items():
        if p != player and half == stand:
            return {"type": "steal", "from": p, "seen_version": state["stream_version"]}
    if unknown:
        return {"type": "look", "slot": rng.choice(unknown)}
    return rng.choice(E.legal_commands(t.state, player))


def crossing_steal(t: Table, player: str) -> dict | None:
    """If the last event stole from ``player``, a steal back that had not seen it (ruling T4)."""
    last = t.events[-1]
    if last["type"] == "HalfStolen" and last["data"]["from"] == player:
        return {"type": "steal", "from": last["data"]["player"],
                "seen_version": last["data"]["at_version"] - 1}
    return None


def check_halves(state: dict) -> None:
    c = Counter(h for h in state["table"] if h is not None)
    c.update(s["half"] for s in state["stands"].values() if s is not None)
    for eggs in state["baskets"].values():
        for egg in eggs:
            c.update(egg["halves"])
    assert c == Counter(HALVES)  # 24 halves, each kind twice


def check_step(t: Table, trackers: list[Tracker], fed: int, rng: random.Random,
               deep: bool) -> None:
    state = t.state
    check_halves(state)
    out = t.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners",
                        "deadline_ms"}
    for p in t.players:
        assert out["scores"][p] == len(state["down"][p])
        if out["phase"] != "scoring":  # mid-scoring, cards have turned but no round is booked
            assert out["scores"][p] == sum(r[p] for r in out["rounds"])
    for e in t.events[fed:]:
        for tr in trackers:
            tr.feed(e)
    if not deep:
        return
    for tr in trackers:
        cards = tr.check(state)["cards"]
        for p in t.players:
            if p != tr.viewer and 11 - len(state["down"][p]) <= 3 and not out["finished"]:
                assert cards[p] == {"hidden": True, "face_down_count": len(state["down"][p]),
                                    "face_up_count": 11 - len(state["down"][p])}
    hidden_shuffle_keeps_view(state, rng.choice(trackers), rng)


def play(seed: int) -> tuple[Table, Counter]:
    rng = random.Random(seed)
    players = [str(i) for i in range(rng.choice([2, 2, 3, 4]))]
    options = {"deadline_ms": rng.choice([500, 5000])}
    if rng.random() < 0.3:
        layout = list(HALVES)
        rng.shuffle(layout)
        options["setup"] = {"slots": layout[:rng.randrange(25)]}
    t = Table(E, players, options, seed=seed)
    trackers = [Tracker(p) for p in players] + [Tracker(None)]
    wild = rng.choice([0.02, 0.1])
    stats: Counter = Counter()
    fed = 0
    for step in range(20_000):
        out = t.outcome()
        if out["finished"]:
            break
        if out["phase"] == "scoring" and rng.random() < 0.3:
            command, player, advance = {"type": "timeout"}, None, rng.choice([100, 6000])
        else:
            player = rng.choice(out["to_act"])
            command = crossing_steal(t, player) if rng.random() < 0.5 else None
            command = command or bot_command(t, trackers[int(player)], rng, wild)
            advance = 1000 if rng.random() < 0.9 else rng.randrange(400)
        try:
            new = t.send(player, command, advance_ms=advance)
        except IllegalMove as exc:
            stats["refused:" + exc.code] += 1
            assert exc.code in {"too_fast", "deadline_not_reached", "stand_empty"}, exc.code
            continue
        stats.update(e["type"] for e in new)
        check_step(t, trackers, fed, rng, deep=step % DEEP_EVERY == 0)
        fed = len(t.events)
    else:
        raise AssertionError("game did not finish")
    check_step(t, trackers, fed, rng, deep=True)
    t.check_replay()
    assert out["winners"] and all(len(t.state["down"][p]) == len(BIRDS) for p in out["winners"])
    return t, stats


def test_property_random_games_conserve_halves_replay_and_never_leak():
    total: Counter = Counter()
    for seed in range(GAMES):
        _, stats = play(seed)
        total.update(stats)
        total["games"] += 1
    # the runs must reach the interesting paths, or the test proves little
    for key in ("StealClashed", "HalfStolen", "ChoiceOpened", "refused:too_fast",
                "refused:deadline_not_reached", "GameEnded"):
        assert total[key] > 0, key
    print(f"didi_dotter property: {dict(total)}")


@pytest.mark.parametrize("seed", [1000])
def test_property_uniform_random_rounds_finish(seed):
    """Uniformly random legal commands (wrong eggs galore) still end every round (ruling T5)."""
    t = Table(E, ["0", "1", "2"], {}, seed=seed)
    pick = random.Random(seed)
    trackers = [Tracker(p) for p in t.players] + [Tracker(None)]
    fed = 0
    while t.outcome()["round"] < 4:
        out = t.outcome()
        player = pick.choice(out["to_act"])
        t.send(player, pick.choice(E.legal_commands(t.state, player)))
        check_step(t, trackers, fed, pick, deep=True)
        fed = len(t.events)
    t.check_replay()
