"""Quiddler property test: seeded games played to the end by a simple legal-move player.

Each game checks, after every command: the 118 cards are all somewhere (Q1), no view or redacted
event shows a seat anything it may not see, refused commands append nothing (C4); at round ends
the scores match an independent re-count (Q6, Q7); at the end, the replay equals the state.

``PROPERTY_GAMES`` (env) sets how many games are played (default 200).
"""

from __future__ import annotations

import itertools
import json
import os
import random
from collections import Counter

import pytest

from games.engines.base import IllegalMove
from games.kinds.quiddler.rules import ENGINE, words
from games.kinds.quiddler.rules.cards import VALUES, full_deck
from tests.engines.harness import Table
from tests.engines.test_quiddler import COMMON, table_cards

GAMES = int(os.environ.get("PROPERTY_GAMES", "200"))
FULL_DECK = Counter(full_deck())

# A generous list so that random players can go out: every text of two or three cards is a word,
# plus the common words (longer ones). Texts of four or more random cards are mostly not words,
# which exercises not_a_word refusals.
CARDS = sorted(VALUES)
GENEROUS = words.SetWordChecker(
    "quiddler-test-generous",
    {"".join(p) for n in (2, 3) for p in itertools.product(CARDS, repeat=n)} | COMMON.words,
)
words.register(GENEROUS)


def groups(cards: list[str], rng: random.Random) -> list[list[str]]:
    """Split ``cards`` (at least 2) into words of 2 or 3 cards, in random order."""
    cards = list(cards)
    rng.shuffle(cards)
    out = []
    while cards:
        take = len(cards) if len(cards) in (2, 3) else rng.choice((2, 3))
        if len(cards) - take == 1:
            take = 2 if take == 3 else 3
        out.append(cards[:take])
        cards = cards[take:]
    return out


def choose(state, rng: random.Random, go_out_rate: float) -> tuple[dict, bool]:
    """The player's command, and whether it may be refused (a long, probably invalid word)."""
    p = state["turn"]
    if not state["drawn"]:
        return rng.choice(ENGINE.legal_commands(state, p)), False
    hand = list(state["hands"][p])
    rng.shuffle(hand)
    discard, rest = hand[0], hand[1:]
    if state["phase"] == "play":
        if rng.random() >= go_out_rate:
            return {"type": "discard", "card": discard}, False
        laid = rest
    else:
        laid = rest[:rng.randrange(len(rest) + 1)]
        if len(laid) == 1:
            laid = []
    kind = "go_out" if state["phase"] == "play" else "lay_down"
    ws = groups(laid, rng) if laid else []
    risky = len(ws) >= 2 and rng.random() < 0.15
    if risky:  # glue two words together: usually not a word any more
        ws = [ws[0] + ws[1], *ws[2:]]
    return {"type": kind, "words": ws, "discard": discard}, risky


def hidden_shuffled(state, rng, *seats):
    """``state`` with every card none of ``seats`` can see (others' hands, the deck)
    redistributed among the same places."""
    s = json.loads(json.dumps(state))
    others = [p for p in s["players"] if p not in seats]
    pool = list(s["deck"]) + [c for p in others for c in s["hands"][p]]
    rng.shuffle(pool)
    s["deck"], pool = pool[:len(s["deck"])], pool[len(s["deck"]):]
    for p in others:
        n = len(s["hands"][p])
        s["hands"][p], pool = pool[:n], pool[n:]
    return s


def check_redacted(ev, seat):
    red = ENGINE.redact(ev, seat)
    assert "secret" not in red["data"]
    assert set(red["data"].get("private", {})) <= ({seat} if seat is not None else set())


def check_events_leak_nothing(state, actor, command, seat, version):
    """What ``seat`` (another player or a spectator) sees of the events of ``actor``'s command
    must not change when the cards hidden from both of them are redistributed (up to the
    round's scoring, which shows the unlaid cards to everyone)."""
    def seen(s):
        try:
            events = ENGINE.decide(s, actor, command, random.Random(f"leak:{version}"))
        except IllegalMove as exc:
            return exc.code
        kinds = [e["type"] for e in events]
        cut = kinds.index("RoundScored") if "RoundScored" in kinds else len(events)
        return [ENGINE.redact(e, seat) for e in events[:cut]]

    shuffled = hidden_shuffled(state, random.Random(version), actor, seat)
    assert seen(shuffled) == seen(state)


def recount(state) -> dict[str, int]:
    """Q6 round scores, counted independently of the engine's scorer."""
    players = state["players"]
    longest = {p: max([len("".join(w)) for w in state["laid"][p]] or [0]) for p in players}
    most = {p: len(state["laid"][p]) for p in players}
    scores = {}
    for p in players:
        s = sum(VALUES[c] for w in state["laid"][p] for c in w)
        s -= sum(VALUES[c] for c in state["hands"][p])
        for table in (longest, most):
            top = max(table.values())
            if top and table[p] == top and list(table.values()).count(top) == 1:
                s += 10
        scores[p] = s
    return scores


def check_new_events(new: list[dict], state: dict, seats: list[str],
                     expected_totals: dict) -> dict:
    """Each new event redacted for every viewer; a round's scores recounted (Q7: totals
    floored at zero after each round). Returns the totals expected from here."""
    for i, ev in enumerate(new):
        for seat in seats + [None]:
            check_redacted(ev, seat)
        if ev["type"] == "RoundScored":
            before = ENGINE.fold(new[:i], state)
            assert ev["data"]["scores"] == recount(before)
            expected_totals = {p: max(0, expected_totals[p] + ev["data"]["scores"][p])
                               for p in seats}
            assert ev["data"]["totals"] == expected_totals
    return expected_totals


def check_table(state: dict, seats: list[str], rng: random.Random) -> None:
    """Every card is somewhere; a seat's view does not change when its hidden cards do."""
    assert table_cards(state) == FULL_DECK
    if rng.random() < 0.3:  # sampled: views are the costliest check
        seat = rng.choice(seats)
        view = ENGINE.view(state, seat)
        assert ENGINE.view(hidden_shuffled(state, rng, seat), seat) == view
        assert "hand" not in ENGINE.view(state, None)


def play(seed: int) -> Table:
    rng = random.Random(seed)
    seats = [str(i) for i in range(rng.choice((2, 2, 3, 3, 4, 4, 5, 6, 7, 8)))]
    rate = rng.uniform(0.15, 0.7)
    # a few games crawl through round 1 until the draw pile runs dry and is reshuffled (C3)
    crawl = seed % 50 == 7
    t = Table(ENGINE, seats, {"dictionary": GENEROUS.name}, seed=seed)
    expected_totals = {p: 0 for p in seats}
    for _ in range(50_000):
        if t.outcome()["finished"]:
            break
        state = t.state
        turn = state["turn"]
        # someone else trying to act is refused and changes nothing (C4)
        if rng.random() < 0.05:
            other = rng.choice([p for p in seats if p != turn] + [None])
            assert t.refused(other, {"type": "draw", "source": "deck"}).code == "not_your_turn"
        command, risky = choose(state, rng, 0.0 if crawl else rate)
        if rng.random() < 0.3:
            observer = rng.choice([p for p in seats if p != turn] + [None])
            check_events_leak_nothing(state, turn, command, observer, t.version)
        try:
            new = t.send(turn, command)
        except IllegalMove as exc:
            assert risky and exc.code == "not_a_word", (command, exc.code)
            assert not GENEROUS.is_word(exc.extra["word"])
            continue
        crawl = crawl and not any(ev["type"] == "DeckReshuffled" for ev in new)
        expected_totals = check_new_events(new, state, seats, expected_totals)
        if t.state["phase"] in ("play", "final"):
            check_table(t.state, seats, rng)
    else:
        raise AssertionError("game did not finish")
    return t


@pytest.mark.parametrize("batch", range(4))
def test_property_random_games_conserve_cards_replay_and_leak_nothing(batch):
    stats = Counter()
    for seed in range(batch, GAMES, 4):
        t = play(seed)
        t.check_replay()
        out = t.outcome()
        assert out["finished"] and out["round"] == 8 and len(out["rounds"]) == 8
        assert all(total >= 0 for total in out["scores"].values())
        best = max(out["scores"].values())
        assert out["winners"] == [p for p, s in out["scores"].items() if s == best]  # Q8
        kinds = Counter(e["type"] for e in t.events)
        assert kinds["RoundDealt"] == 8 and kinds["WentOut"] == 8
        assert kinds["WordsLaidDown"] == 8 * (len(t.players) - 1)
        stats.update(kinds)
        stats["games"] += 1
    if any(seed % 50 == 7 for seed in range(batch, GAMES, 4)):
        assert stats["DeckReshuffled"] > 0  # the crawling games ran the draw pile dry
