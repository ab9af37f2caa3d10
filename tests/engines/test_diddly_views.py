"""Diddly: what each player may see (views, redacted events), legal commands and outcome."""

from __future__ import annotations

import json
import random
from itertools import permutations

from games.engines.base import IllegalMove
from tests.engines.harness import Table
from tests.engines.test_diddly import PLAIN, E, new_table, reveal_all, seats

VIEWERS = ["0", "1", None]


def hidden_everywhere(view: dict) -> bool:
    return all(slot == {"card": None, "up": False}
               for board in view["boards"].values() for slot in board)


def test_face_down_cards_are_hidden_from_everyone_including_their_owner():
    t = new_table(2, seed=1)
    for viewer in VIEWERS:
        view = E.view(t.state, viewer)
        assert hidden_everywhere(view)
        assert view["draw_count"] == 104 - 12 and view["discard"] == []
        assert json.loads(json.dumps(view)) == view


def test_face_up_cards_are_public():
    t = new_table(2, boards={"0": PLAIN, "1": [["9", "8"], ["7", "6"], ["5", "4"]]})
    reveal_all(t)
    for viewer in VIEWERS:
        board = E.view(t.state, viewer)["boards"]["1"]
        assert board[:3] == [{"card": "9", "up": True}, {"card": "8", "up": True},
                             {"card": None, "up": False}]
        assert E.view(t.state, viewer)["discard"] == t.state["discard"]


def test_a_peeked_card_stays_known_to_its_owner_only_until_it_leaves_the_board():
    t = new_table(2, boards={"0": [["peek", "2"], ["3", "4"], ["5", "6"]], "1": PLAIN},
                  draw=["9", "10", "1"])
    t.send("0", {"type": "reveal", "slots": [0, 1]})
    t.send("0", {"type": "peek", "slot": 4})
    t.send("1", {"type": "reveal", "slots": [0, 1]})
    assert E.view(t.state, "0")["boards"]["0"][4] == {"card": "5", "up": False, "known": True}
    assert E.view(t.state, "1")["boards"]["0"][4] == {"card": None, "up": False}
    assert E.view(t.state, None)["boards"]["0"][4] == {"card": None, "up": False}
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "place", "slot": 4})  # player 1's own slot 4: no effect on 0
    assert E.view(t.state, "0")["boards"]["0"][4]["known"]
    t.send("0", {"type": "draw", "source": "deck"})
    t.send("0", {"type": "place", "slot": 4})  # the known 5 goes to the discard
    assert t.state["known"]["0"] == [] and t.state["discard"][-1] == "5"
    assert E.view(t.state, "0")["boards"]["0"][4] == {"card": "1", "up": True}


def test_a_card_drawn_from_the_deck_is_seen_by_its_drawer_only():
    t = new_table(2, boards={"0": PLAIN, "1": PLAIN}, draw=["9", "peek"])
    reveal_all(t)
    new = t.send("1", {"type": "draw", "source": "deck"})
    assert E.view(t.state, "1")["hand"] == {"player": "1", "card": "peek", "source": "deck",
                                            "power": "peek"}
    for viewer in ("0", None):
        assert E.view(t.state, viewer)["hand"] == {"player": "1", "source": "deck",
                                                   "card": None}
        assert E.redact(new[0], viewer)["data"] == {"player": "1", "source": "deck",
                                                    "private": {}}
    assert E.redact(new[0], "1")["data"]["private"] == {"1": {"card": "peek"}}
    assert new[0]["data"]["private"] == {"1": {"card": "peek"}}  # redact made a copy
    peeked = t.send("1", {"type": "peek", "slot": 2})
    assert E.redact(peeked[0], "0")["data"] == {"player": "1", "slot": 2, "private": {}}
    assert E.redact(peeked[0], "1")["data"]["private"] == {"1": {"card": "3"}}
    placed = t.send("1", {"type": "place", "slot": 5})
    assert placed[0]["data"]["card"] == "peek"  # placed face up: public now
    assert E.redact(placed[0], "0") == placed[0]


def test_a_card_drawn_from_the_discard_pile_is_public():
    t = new_table(2, boards={"0": PLAIN, "1": PLAIN}, draw=["9"])
    reveal_all(t)
    new = t.send("1", {"type": "draw", "source": "discard"})
    for viewer in VIEWERS:
        assert E.view(t.state, viewer)["hand"]["card"] == "9"
        assert E.redact(new[0], viewer) == new[0]


def test_the_deal_is_redacted_for_every_player_and_spectators():
    t = new_table(3, seed=4)
    deal = t.events[1]
    assert deal["type"] == "RoundDealt"
    raw = deal["data"]["hidden"]
    assert len(raw["draw"]) == 104 - 18 and all(raw["boards"].values())
    for viewer in ["0", "1", "2", None]:
        shown = E.redact(deal, viewer)["data"]
        assert shown["hidden"] == {"boards": {p: [None] * 6 for p in seats(3)},
                                   "draw": [None] * (104 - 18)}
        assert (shown["round"], shown["dealer"], shown["first"]) == (1, "0", "1")
    assert deal["data"]["hidden"] is raw and raw["draw"][0] is not None  # not mutated
    assert E.redact(t.events[0], None) == t.events[0]  # GameStarted carries no secret


def test_declining_a_power_is_shown_to_its_player_only():
    t = new_table(2, boards={"0": [["swap", "2"], ["3", "4"], ["5", "6"]], "1": PLAIN})
    t.send("0", {"type": "reveal", "slots": [0, 1]})
    new = t.send("0", {"type": "skip_power"})
    assert E.redact(new[0], "0") == new[0]
    assert E.redact(new[0], "1") is None and E.redact(new[0], None) is None


def test_round_results_are_public_once_the_round_ends():
    t = new_table(2, seed=6)
    reveal_all(t)
    while t.state["round"] == 1:
        p = t.state["turn"]
        t.send(p, {"type": "draw", "source": "deck"})
        if t.state["hand"]["power"]:
            t.send(p, {"type": "skip_power"})
        t.send(p, {"type": "place", "slot": t.state["up"][p].index(False)})
    ended = next(e for e in t.events if e["type"] == "RoundEnded")
    for viewer in VIEWERS:
        assert E.redact(ended, viewer) == ended
        last = E.view(t.state, viewer)["last_round"]
        assert last["boards"] == ended["data"]["boards"] and last["round"] == 1
        assert hidden_everywhere(E.view(t.state, viewer))  # the new round's deal


# -- legal commands ------------------------------------------------------------------------

def test_legal_commands_in_the_setup_list_every_pair_once():
    t = new_table(2, seed=2)
    pairs = E.legal_commands(t.state, "0")
    assert len(pairs) == 15 and all(c["slots"][0] < c["slots"][1] for c in pairs)
    t4 = new_table(2, seed=2, columns=4)
    assert len(E.legal_commands(t4.state, "1")) == 28
    assert E.legal_commands(t.state, None) == [] and E.legal_commands(t.state, "9") == []


def candidates(state: dict, player: str) -> list[dict]:
    """Every command of a plausible shape, legal or not."""
    n = len(state["boards"][player])
    slots = range(-1, n + 1)
    out = [{"type": "skip_power"}, {"type": "draw", "source": "deck"},
           {"type": "draw", "source": "discard"}]
    out += [{"type": "reveal", "slots": [a, b]} for a, b in permutations(slots, 2)]
    out += [{"type": "reveal", "slots": [a, a]} for a in slots]
    out += [{"type": "peek", "slot": s} for s in slots]
    out += [{"type": "place", "slot": s} for s in slots]
    out += [{"type": "swap", "a": a, "b": b} for a in slots for b in slots]
    out += [{"type": "recycle", "slot": s, "index": i}
            for s in slots for i in range(-1, len(state["discard"]) + 1)]
    return out


def canonical(command: dict) -> dict:
    """The listed form of a command: pairs in ascending order (either order means the same)."""
    if command["type"] == "reveal":
        return {**command, "slots": sorted(command["slots"])}
    if command["type"] == "swap":
        a, b = sorted((command["a"], command["b"]))
        return {**command, "a": a, "b": b}
    return command


def test_legal_commands_are_exactly_the_commands_decide_accepts():
    checked = 0
    rng = random.Random(0)
    for seed in range(3):
        t = Table(E, seats(2 + seed), {"columns": 3 + seed % 2}, seed=seed)
        pick, sample = random.Random(seed), random.Random(-seed)
        while not t.outcome()["finished"]:
            if sample.random() < 0.03:
                for p in [*t.players, None]:
                    legal = E.legal_commands(t.state, p)
                    assert (p in t.outcome()["to_act"]) == bool(legal)
                    listed = {json.dumps(c, sort_keys=True) for c in legal}
                    assert len(listed) == len(legal)  # each command listed once
                    for cmd in candidates(t.state, p) if p else []:
                        try:
                            E.decide(t.state, p, cmd, rng)
                            accepted = True
                        except IllegalMove:
                            accepted = False
                        expected = json.dumps(canonical(cmd), sort_keys=True) in listed
                        assert accepted == expected, (cmd, accepted)
                        checked += 1
            choices = [(p, c) for p in t.players for c in E.legal_commands(t.state, p)]
            t.send(*pick.choice(choices))
    assert checked > 5_000, checked


# -- outcome ---------------------------------------------------------------------------------

def test_outcome_has_exactly_the_contract_keys():
    t = new_table(3, seed=3)
    out = t.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners"}
    assert out == {"phase": "setup", "round": 1, "to_act": ["0", "1", "2"], "finished": False,
                   "scores": {"0": 0, "1": 0, "2": 0}, "rounds": [], "winners": []}
    reveal_all(t)
    assert t.outcome()["phase"] == "play" and t.outcome()["to_act"] == ["1"]
