"""Don't Be a Dik Dik: seeded random games played by random legal commands.

``PROPERTY_GAMES`` (env, default 200) scales the number of full-deck games; short random setups
run at a third of it. Checked after every command: cards conserved, no pair held in hand, out
players hold nothing, only the player on turn may act, and no view or redacted event shows a
card another player holds (or a passed card to a third player). At the end: the game ended
within the turn bound, exactly one loser who holds the DIK DIK, replay equals state.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter

from games.engines.base import IllegalMove
from games.kinds.dikdik.rules import CARDS, DIK_DIK, ENGINE, SPECIES
from tests.engines.harness import Table, play_random

GAMES = int(os.environ.get("PROPERTY_GAMES", "200"))
MAX_TURNS = 400  # bound on turns per game; the max seen is reported by test_turn_bound
MAX_COMMANDS = 2_000

# Event data keys whose card names are public by the rules (K2 laid pairs, K7 asks and answers,
# the roulette's drawn card that ends the game). Anything else with a card name must be private.
PUBLIC_CARD_KEYS = {"PairsLaid": {"cards"}, "CardAsked": {"card"}, "RouletteDrawn": {"card"}}
VIEW_CARD_KEYS = {"hand", "pairs", "asks", "roulette"}

stats: dict[str, int] = Counter()


JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def card_names(obj) -> list[str]:
    """Every string (key or value) anywhere in the JSON data ``obj`` that names a card."""
    return [s for s in JSON_STRING.findall(json.dumps(obj)) if s in CARDS]


class Checker:
    """Invariants and leak scans, run after every command (``on_step``)."""

    def __init__(self):
        self.seen = 0
        self.commands = 0
        self.asks: list[dict] = []

    def __call__(self, table: Table) -> None:
        self.commands += 1
        new = table.events[self.seen:]
        self.seen = len(table.events)
        viewers = [*table.players, None]
        for e in new:
            if e["type"] == "CardAsked":
                self.asks.append(dict(e["data"]))
            self.scan_event(e, viewers)
        self.check_state(table)
        self.scan_views(table.state, viewers)

    def check_state(self, table: Table) -> None:
        s = table.state
        in_hands = Counter(c for h in s["hands"].values() for c in h)
        laid = Counter(c for cards in s["pairs"].values() for c in cards)
        assert sum(in_hands.values()) + 2 * sum(laid.values()) == s["cards"] == 49
        assert all(len(set(h)) == len(h) for h in s["hands"].values()), "a pair held in hand"
        assert all(n == 1 for n in laid.values()) and DIK_DIK not in laid
        assert set(in_hands) | set(laid) == CARDS
        for p in s["players"]:
            assert (p in s["out"]) == (not s["hands"][p])
        assert s["phase"] in ("ask", "pass", "roulette", "finished")
        assert s["turns"] <= MAX_TURNS
        for p in [*s["players"], None]:
            legal = ENGINE.legal_commands(s, p)
            assert bool(legal) == (p == s["turn"] and s["phase"] != "finished")

    def scan_event(self, e: dict, viewers: list) -> None:
        """Only ``private[viewer]`` may differ between viewers (and it is the viewer's own
        part); the shared rest names cards only in the keys the rules make public."""
        raw = e["data"]
        public = {k: v for k, v in raw.items() if k not in ("private", "sealed")}
        for viewer in viewers:
            seen = ENGINE.redact(e, viewer)
            assert seen["type"] == e["type"]
            private = seen["data"].pop("private", None)
            assert seen["data"] == public, (e["type"], viewer)
            if private is not None:
                assert set(private) == {viewer} and private[viewer] == raw["private"][viewer]
            if e["type"] == "CardPassed":
                assert (private is not None) == (viewer in (raw["player"], raw["to"]))
            if e["type"] == "CardsDealt":
                assert (private is not None) == (viewer is not None)
        rest = {k: v for k, v in public.items() if k not in PUBLIC_CARD_KEYS.get(e["type"], ())}
        assert not card_names(rest), (e["type"], rest)

    def scan_views(self, state: dict, viewers: list) -> None:
        """Views differ between viewers only in ``hand`` (their own) and ``you``; the shared
        rest names cards only where they are public (laid pairs, asks, the drawn card)."""
        common = None
        for viewer in viewers:
            v = ENGINE.view(state, viewer)
            assert v.pop("hand") == (state["hands"][viewer] if viewer is not None else None)
            assert v.pop("your_seat") == viewer
            if common is None:
                common = v
            assert v == common, viewer
        assert common["pairs"] == state["pairs"]
        assert common["asks"] == self.asks
        r = common["roulette"]
        if r is not None:
            assert set(r) == {"drawer", "holder", "index", "card"}
            assert (r["card"] is None) == (state["phase"] != "finished")
        assert not card_names({k: x for k, x in common.items() if k not in VIEW_CARD_KEYS})


def check_end(table: Table) -> None:
    s, out = table.state, table.outcome()
    assert out["finished"] and out["phase"] == "finished"
    assert DIK_DIK in s["hands"][out["loser"]]
    assert out["winners"] == [p for p in table.players if p != out["loser"]]
    assert out["scores"] == {p: int(p != out["loser"]) for p in table.players}
    assert out["rounds"] == [out["scores"]] and out["to_act"] == []
    assert sum(1 for e in table.events if e["type"] == "GameOver") == 1
    table.check_replay()


def test_random_full_games():
    for seed in range(GAMES):
        players = [str(i) for i in range(3 + seed % 4)]
        checker = Checker()
        table = play_random(ENGINE, players, seed, max_commands=MAX_COMMANDS, on_step=checker)
        checker(table)  # also covers games decided by the opening events
        checker.commands -= 1  # that call was no command
        check_end(table)
        stats["games"] += 1
        stats["max_turns"] = max(stats["max_turns"], table.state["turns"])
        stats["max_commands"] = max(stats["max_commands"], checker.commands)
        stats["max_events"] = max(stats["max_events"], table.version)
        stats[table.state["ending"]] += 1
    assert stats["roulette"] and stats["three_singles"]  # both play endings occur


def short_setup(rng: random.Random, n: int) -> dict:
    """A random short deal: some whole pairs and the DIK DIK, some seats maybe empty."""
    cards = [DIK_DIK] + [s for s in rng.sample(SPECIES, rng.randint(0, 8)) for _ in range(2)]
    rng.shuffle(cards)
    hands: dict[str, list] = {}
    for card in cards:
        hands.setdefault(str(rng.randrange(n)), []).append(card)
    setup: dict = {"hands": hands}
    if rng.random() < 0.5:
        setup["first"] = str(rng.randrange(n))
    return setup


class ShortChecker(Checker):
    def check_state(self, table: Table) -> None:
        s = table.state
        in_hands = Counter(c for h in s["hands"].values() for c in h)
        laid = Counter(c for cards in s["pairs"].values() for c in cards)
        assert sum(in_hands.values()) + 2 * sum(laid.values()) == s["cards"]
        assert all(len(set(h)) == len(h) for h in s["hands"].values()), "a pair held in hand"
        for p in s["players"]:
            assert (p in s["out"]) == (not s["hands"][p])


def test_random_short_setups():
    endings: Counter = Counter()
    for seed in range(max(GAMES // 3, 20)):
        rng = random.Random(seed)
        players = [str(i) for i in range(3 + seed % 4)]
        options = {"setup": short_setup(rng, len(players))}
        checker = ShortChecker()
        table = play_random(ENGINE, players, seed, options, max_commands=MAX_COMMANDS,
                            on_step=checker)
        checker(table)
        check_end(table)
        endings[table.state["ending"]] += 1
    assert set(endings) == {"roulette", "three_singles", "last_card"}


def universe(players: list[str]) -> list[dict]:
    """Every command shape worth trying: all asks, all passes, draws in and out of range."""
    cards = sorted(CARDS)
    return ([{"type": "ask", "target": t, "card": c} for t in players for c in cards]
            + [{"type": "pass", "card": c} for c in cards]
            + [{"type": "draw", "index": i} for i in (0, 1, 2)])


def test_legal_commands_are_exactly_the_accepted_ones():
    for seed in range(4):
        players = [str(i) for i in range(3 + seed)]
        table = Table(ENGINE, players, seed=seed)
        pick = random.Random(seed)
        all_commands = universe(players)
        while not table.outcome()["finished"]:
            for p in players:
                legal = ENGINE.legal_commands(table.state, p)
                accepted = []
                for command in all_commands:
                    try:
                        ENGINE.decide(table.state, p, command, random.Random(0))
                    except IllegalMove:
                        continue
                    accepted.append(command)
                assert sorted(map(str, legal)) == sorted(map(str, accepted)), p
            turn = table.state["turn"]
            table.send(turn, pick.choice(ENGINE.legal_commands(table.state, turn)))


def test_turn_bound():
    """Runs after the random games (file order): reports the figures and checks the bound."""
    if not stats["games"]:
        test_random_full_games()
    print(f"\ndikdik property: {dict(stats)}")
    assert 0 < stats["max_turns"] <= MAX_TURNS
