"""Diddly property test: seeded games played to the end by random legal commands (2-8 players,
3 or 4 columns; one game in 50 mostly replaces face-up cards and draws from the deck, so its
rounds last until the draw pile runs out and is reshuffled).

Checked after every command: no exception; the 104 cards are all somewhere (boards, piles,
hand); totals are the sums of the rounds; who may act matches the legal commands; what each
player knows of their face-down cards (tracked here from the events) matches the state; and,
after a random share of the commands (``PROPERTY_LEAK_RATE``, default 0.2), for one viewer
picked at random, nothing hidden from them leaks:

* views: the view, legal commands and outcome are unchanged when every card hidden from the
  viewer (face-down cards they have not peeked, the draw pile, another's deck-drawn card) is
  replaced by some other card;
* events: the redacted events are unchanged when the command is judged on such a variant of
  the state (cards the command itself reveals to the viewer excepted), or with another random
  generator (so new shuffles - deals, reshuffles - are not shown either).

At the end: the log replays to the same state, apply never mutated its input, the winners
follow ruling D11. ``PROPERTY_GAMES`` scales the number of games (default 200).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

import pytest

from tests.engines.harness import Table
from tests.engines.test_diddly import KINDS, E, cards_in_play, seats

GAMES = int(os.environ.get("PROPERTY_GAMES", "200"))
# the share of commands after which one viewer is checked for leaks (the costly part)
LEAK_RATE = float(os.environ.get("PROPERTY_LEAK_RATE", "0.2"))
CHUNK = 50
DECK = Counter({**{str(n): 8 for n in range(1, 11)}, "diddly": 8, "swap": 4, "half": 4,
                "peek": 4, "recycle": 4})


def hidden_from(state: dict, viewer: str | None, known: dict) -> list[tuple]:
    """Positions of the cards ``viewer`` may not see (``known``: tracked by this test)."""
    out = [("board", p, slot) for p, flags in state["up"].items()
           for slot, up in enumerate(flags)
           if not up and not (p == viewer and slot in known[p])]
    out += [("draw", i) for i in range(len(state["draw"]))]
    hand = state["hand"]
    if hand and hand["source"] == "deck" and hand["player"] != viewer:
        out.append(("hand",))
    return out


def variant(state: dict, positions: list[tuple], rng: random.Random) -> dict:
    """A copy of ``state`` with a different card at each of ``positions`` (every card kind
    shifted by the same random step through KINDS, so no card keeps its identity)."""
    shift = rng.randrange(1, len(KINDS))
    other = {k: KINDS[(i + shift) % len(KINDS)] for i, k in enumerate(KINDS)}
    s = {**state, "boards": {p: list(cards) for p, cards in state["boards"].items()},
         "draw": list(state["draw"]), "hand": state["hand"] and dict(state["hand"])}
    for pos in positions:
        if pos[0] == "board":
            cards, i = s["boards"][pos[1]], pos[2]
        elif pos[0] == "draw":
            cards, i = s["draw"], pos[1]
        else:
            cards, i = s["hand"], "card"
        cards[i] = other[cards[i]]
    return s


def revealed_by(state: dict, actor: str, command: dict, viewer: str | None) -> set | None:
    """Positions whose card ``command`` shows ``viewer`` (None: the round ends, all shown)."""
    kind = command["type"]
    out = {("draw", 0)} if state["phase"] == "setup" else set()  # may start the discard
    if kind == "reveal":
        out |= {("board", actor, s) for s in command["slots"]}
    elif kind == "peek" and viewer == actor:
        out.add(("board", actor, command["slot"]))
    elif kind == "draw" and command["source"] == "deck" and viewer == actor:
        out.add(("draw", 0))
    elif kind == "place":
        out |= {("board", actor, command["slot"]), ("hand",)}
    return out


def redacted(events: list[dict], viewer: str | None) -> list[dict]:
    return [r for r in (E.redact(e, viewer) for e in events) if r is not None]


def track_knowledge(known: dict, events: list[dict]) -> None:
    """What each owner knows of their face-down cards, from the raw events alone."""
    for e in events:
        d = e["data"]
        if e["type"] in ("RoundDealt", "RoundEnded"):
            for slots in known.values():
                slots.clear()
        elif e["type"] == "CardPeeked":
            known[d["player"]].add(d["slot"])
        elif e["type"] == "CardsSwapped":
            swap = {d["a"]: d["b"], d["b"]: d["a"]}
            known[d["player"]] = {swap.get(s, s) for s in known[d["player"]]}
        elif e["type"] in ("CardPlaced", "CardRecycled"):
            known[d["player"]].discard(d["slot"])


def expected_winners(players: list[str], rounds: list[dict]) -> list[str]:
    """Ruling D11, independently: rank by total, then by the sorted round scores."""
    rank = {p: (sum(r[p] for r in rounds), sorted(r[p] for r in rounds)) for p in players}
    best = min(rank.values())
    return [p for p in players if rank[p] == best]


def check_leaks(t: Table, pre: dict, actor: str, command: dict, new: list[dict],
                viewer: str | None, known_before: dict, rng: random.Random) -> None:
    stamped = {**command, "_now_ms": 0, "_version": len(t.events) - len(new)}
    seeded = f"{t.seed}:{stamped['_version']}"  # the generator Table.send used
    shown = redacted(new, viewer)
    revealed = None if any(e["type"] == "RoundEnded" for e in new) else revealed_by(
        pre, actor, command, viewer)
    if revealed is not None:
        hidden = [p for p in hidden_from(pre, viewer, known_before) if p not in revealed]
        other = E.decide(variant(pre, hidden, rng), actor, stamped, random.Random(seeded))
        assert redacted(other, viewer) == shown, ("event leak", viewer, command, new)
    reshuffles_for_viewer = (command["type"] == "draw" and command["source"] == "deck"
                             and viewer == actor and not pre["draw"])
    if not reshuffles_for_viewer:
        other = E.decide(pre, actor, stamped, random.Random(f"other:{seeded}"))
        assert redacted(other, viewer) == shown, ("shuffle leak", viewer, command, new)
    # views after the command
    state, known = t.state, {p: set(s) for p, s in t.state["known"].items()}
    alt = variant(state, hidden_from(state, viewer, known), rng)
    assert E.view(alt, viewer) == E.view(state, viewer), ("view leak", viewer, command)
    assert E.legal_commands(alt, viewer) == E.legal_commands(state, viewer)
    assert E.outcome(alt) == E.outcome(state)


def check_apply_never_mutates(events: list[dict]) -> None:
    state = None
    for e in events:
        before = json.dumps(state, sort_keys=True)
        after = E.apply(state, e)
        assert json.dumps(state, sort_keys=True) == before, f"apply mutated on {e['type']}"
        state = after


def play_checked(seed: int) -> dict:
    n = 2 + seed % 7
    columns = 4 if n <= 6 and seed % 3 == 0 else 3
    players = seats(n)
    t = Table(E, players, {"columns": columns}, seed=seed)
    pick, alter = random.Random(seed), random.Random(-seed)
    long_rounds = seed % CHUNK == 7  # one game a chunk plays long rounds: reshuffles happen
    known = {p: set() for p in players}
    stats = Counter()
    while True:
        out = t.outcome()
        assert cards_in_play(t.state) == DECK
        assert out["scores"] == {p: sum(r[p] for r in out["rounds"]) for p in players}
        assert {p: set(s) for p, s in t.state["known"].items()} == known
        legal = {p: E.legal_commands(t.state, p) for p in players}
        assert out["to_act"] == [p for p in players if legal[p]]
        if out["finished"]:
            break
        actor = pick.choice(out["to_act"])
        choices = legal[actor]
        if choices[0]["type"] == "place":
            face_down = [c for c in choices if not t.state["up"][actor][c["slot"]]]
            if long_rounds and pick.random() < 0.8:
                # mostly replace face-up cards: the draw pile runs out (ruling C3)
                choices = [c for c in choices if c not in face_down] or choices
            elif not long_rounds and pick.random() < 0.5:
                # half the time cover a face-down card: rounds end sooner, games stay short
                choices = face_down or choices
        elif long_rounds and {"type": "draw", "source": "deck"} in choices:
            choices = [{"type": "draw", "source": "deck"}]
        command = pick.choice(choices)
        pre, known_before = t.state, {p: set(s) for p, s in known.items()}
        new = t.send(actor, command)
        track_knowledge(known, new)
        if alter.random() < LEAK_RATE:
            viewer = alter.choice([*players, None])
            check_leaks(t, pre, actor, command, new, viewer, known_before, alter)
            stats["leak checks"] += 1
        stats.update(e["type"] for e in new)
        stats["commands"] += 1
    assert len(out["rounds"]) == 5 and out["phase"] == "finished"
    assert out["winners"] == expected_winners(players, out["rounds"]) != []
    t.check_replay()
    if seed % 10 == 0:
        check_apply_never_mutates(t.events)
    return stats


@pytest.mark.parametrize("chunk", range((GAMES + CHUNK - 1) // CHUNK))
def test_property_random_games(chunk):
    totals = Counter()
    for seed in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        try:
            totals += play_checked(seed)
        except AssertionError as exc:
            raise AssertionError(f"game seed {seed}: {exc}") from exc
    # the games went through every kind of event
    for kind in ("CardPeeked", "CardsSwapped", "PowerSkipped", "CardRecycled", "GameEnded",
                 "BoardCompleted", "DeckReshuffled"):
        assert totals[kind] > 0, kind
