"""Didi Dotter engine: one test per ruling (T1-T8, C1-C4) and scenario tests with ``setup``."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from games.engines import IllegalMove, InvalidOptions
from games.kinds import engine as get
from games.kinds.didi_dotter.rules import BIRDS, HALVES
from tests.engines.harness import Table

E = get("didi_dotter")
P2 = ["0", "1"]


def new(slots=None, players=P2, **options) -> Table:
    if slots is not None:
        options["setup"] = {"slots": slots}
    return Table(E, players, options)


def slots_of(t: Table, kind: str) -> list[int]:
    """Where ``kind`` lies on the table (the test peeks at the true state)."""
    return [i for i, half in enumerate(t.state["table"]) if half == kind]


def collect(t: Table, player: str, kind: str) -> None:
    """``player`` takes one ``kind`` half and joins the other: a right egg."""
    a, b = slots_of(t, kind)[:2]
    t.send(player, {"type": "take", "slot": a})
    t.send(player, {"type": "join", "slot": b})


def types(events) -> list[str]:
    return [e["type"] for e in events]


def halves_in_play(state) -> Counter:
    c = Counter(h for h in state["table"] if h is not None)
    c.update(s["half"] for s in state["stands"].values() if s is not None)
    for eggs in state["baskets"].values():
        for egg in eggs:
            c.update(egg["halves"])
    return c


ALL_24 = Counter(HALVES)


# -- T1 ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_t1_players_halves_and_cards(n):
    t = Table(E, [str(i) for i in range(n)])
    assert halves_in_play(t.state) == ALL_24
    assert Counter(HALVES) == Counter({**{b: 2 for b in BIRDS}, "fox": 2})
    assert len(HALVES) == 24 and len(BIRDS) == 11
    for p in t.players:
        assert t.engine.view(t.state, p)["cards"][p]["face_up"] == BIRDS


@pytest.mark.parametrize("n", [1, 5])
def test_t1_refuses_seat_counts_outside_2_to_4(n):
    with pytest.raises(InvalidOptions):
        E.validate_options({}, n)
    assert E.validate_options({}, None)["min_action_ms"] == 300  # no seat check at creation


# -- T2 ----------------------------------------------------------------------------------------

def test_t2_no_turns_anyone_acts_in_any_order():
    t = new(["bird1", "bird2", "bird3"], players=["0", "1", "2"])
    assert t.outcome()["to_act"] == ["0", "1", "2"]
    t.send("2", {"type": "look", "slot": 0})
    t.send("2", {"type": "take", "slot": 1})
    t.send("0", {"type": "take", "slot": 2})
    assert t.outcome()["to_act"] == ["0", "1", "2"]
    assert t.engine.view(t.state, "1")["stands"] == {"0": "bird3", "1": None, "2": "bird2"}


def test_t2_too_fast_is_per_player_and_measured_on_recorded_times():
    t = new(min_action_ms=300)
    t.send("0", {"type": "look", "slot": 0})
    exc = None
    try:
        t.send("0", {"type": "look", "slot": 1}, advance_ms=100)
    except IllegalMove as e:
        exc = e
    assert exc is not None and exc.code == "too_fast"
    assert exc.extra["retry_after_ms"] == 200
    n = len(t.events)
    t.send("1", {"type": "look", "slot": 1}, advance_ms=0)  # another hand is free
    t.send("0", {"type": "look", "slot": 1}, advance_ms=200)  # 300 ms after its last action
    assert len(t.events) == n + 2
    assert t.events[-1]["data"]["at_ms"] - t.events[-3]["data"]["at_ms"] == 300


def test_t2_min_action_ms_option():
    t = new(min_action_ms=0)
    t.send("0", {"type": "look", "slot": 0})
    t.send("0", {"type": "look", "slot": 1}, advance_ms=0)
    with pytest.raises(InvalidOptions):
        E.validate_options({"min_action_ms": -1}, 2)
    with pytest.raises(InvalidOptions):
        E.validate_options({"min_action_ms": "fast"}, 2)


# -- T3 ----------------------------------------------------------------------------------------

def test_t3_round_starts_face_down_with_empty_stands():
    t = new()
    first = t.events[1]
    assert first["type"] == "RoundStarted" and Counter(first["data"]["slots"]) == ALL_24
    for viewer in ["0", "1", None]:
        v = E.view(t.state, viewer)
        assert v["table"] == ["?"] * 24
        assert v["stands"] == {"0": None, "1": None}
        assert "slots" not in E.redact(first, viewer)["data"]


def test_t3_take_is_public_and_needs_an_empty_stand():
    t = new(["bird1", "bird2"])
    new_events = t.send("0", {"type": "take", "slot": 0})
    assert types(new_events) == ["HalfTaken"]
    for viewer in ["0", "1", None]:
        assert E.view(t.state, viewer)["stands"]["0"] == "bird1"
        assert E.redact(new_events[0], viewer)["data"]["half"] == "bird1"
        assert E.view(t.state, viewer)["table"][0] is None
    assert t.refused("0", {"type": "take", "slot": 1}).code == "stand_full"
    assert t.refused("1", {"type": "take", "slot": 0}).code == "slot_empty"


def test_t3_look_is_private_to_the_looker():
    t = new(["bird5"])
    [e] = t.send("1", {"type": "look", "slot": 0})
    assert E.view(t.state, "1")["table"][0] == "bird5"
    assert E.view(t.state, "0")["table"][0] == "?"
    assert E.view(t.state, None)["table"][0] == "?"
    assert E.redact(e, "1")["data"]["half"] == "bird5"
    assert "half" not in E.redact(e, "0")["data"]
    assert "half" not in E.redact(e, None)["data"]


def test_t3_look_moves_to_an_empty_slot_and_knowledge_follows_the_half():
    t = new(["bird5", "bird6"])
    t.send("0", {"type": "look", "slot": 0})
    t.send("1", {"type": "take", "slot": 1})  # slot 1 is now empty
    t.send("1", {"type": "look", "slot": 0, "move_to": 1})
    assert t.state["table"][0] is None and t.state["table"][1] == "bird5"
    assert E.view(t.state, "1")["table"][:2] == [None, "bird5"]
    # the move was public, so player 0 who had seen the half knows where it went
    assert E.view(t.state, "0")["table"][:2] == [None, "bird5"]
    assert E.view(t.state, None)["table"][:2] == [None, "?"]
    assert t.refused("0", {"type": "look", "slot": 1, "move_to": 2}).code == "slot_occupied"
    assert t.refused("0", {"type": "look", "slot": 1, "move_to": 1}).code == "slot_occupied"
    assert t.refused("0", {"type": "look", "slot": 0}).code == "slot_empty"


def test_t3_join_right_egg_is_blind_and_hidden_until_round_end():
    t = new(["bird1", "bird1", "bird2"])
    t.send("0", {"type": "take", "slot": 0})
    [e] = t.send("0", {"type": "join", "slot": 1})
    assert e["type"] == "EggJoined" and e["data"]["stand"] == "bird1"
    assert t.state["baskets"]["0"][0]["halves"] == ["bird1", "bird1"]
    assert E.view(t.state, "0")["baskets"]["0"][0]["halves"] == ["bird1", "bird1"]
    assert E.view(t.state, "1")["baskets"]["0"][0]["halves"] == ["bird1", "?"]
    assert "half" not in E.redact(e, "1")["data"]
    assert E.view(t.state, "0")["stands"]["0"] is None
    assert t.refused("0", {"type": "join", "slot": 2}).code == "stand_empty"


def test_t3_join_wrong_egg_goes_to_the_basket_anyway():
    t = new(["bird1", "bird2"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("0", {"type": "join", "slot": 1})
    assert t.state["baskets"]["0"][0]["halves"] == ["bird1", "bird2"]
    assert halves_in_play(t.state) == ALL_24


def test_t3_a_player_who_had_looked_knows_the_joined_half():
    t = new(["bird1", "bird2"], players=["0", "1", "2"])
    t.send("2", {"type": "look", "slot": 1})
    t.send("0", {"type": "take", "slot": 0})
    t.send("0", {"type": "join", "slot": 1})
    assert E.view(t.state, "2")["baskets"]["0"][0]["halves"] == ["bird1", "bird2"]
    assert E.view(t.state, "1")["baskets"]["0"][0]["halves"] == ["bird1", "?"]
    assert E.view(t.state, "2")["table"][1] is None


def test_t3_steal_joins_another_stand_half_to_yours():
    t = new(["bird4", "bird4", "bird9"])
    t.send("0", {"type": "take", "slot": 0})
    assert t.refused("1", {"type": "steal", "from": "0", "seen_version": t.version}).code \
        == "stand_empty"  # the stealer's own stand is empty
    t.send("1", {"type": "take", "slot": 1})
    [e] = t.send("1", {"type": "steal", "from": "0", "seen_version": t.version})
    assert e["type"] == "HalfStolen" and e["data"]["from"] == "0"
    assert t.state["baskets"]["1"][0]["halves"] == ["bird4", "bird4"]
    assert t.state["stands"] == {"0": None, "1": None}
    assert E.view(t.state, None)["baskets"]["1"][0]["halves"] == ["bird4", "bird4"]  # public
    t.send("1", {"type": "take", "slot": 2})
    exc = t.refused("1", {"type": "steal", "from": "0", "seen_version": t.version})
    assert exc.code == "stand_empty"  # nothing on the victim's stand
    assert t.refused("1", {"type": "steal", "from": "7", "seen_version": 1}).code \
        == "no_such_player"
    assert t.refused("1", {"type": "steal", "from": "1", "seen_version": 1}).code \
        == "bad_command"
    assert t.refused("1", {"type": "steal", "from": "0", "seen_version": t.version + 1}).code \
        == "bad_command"


def test_t3_steal_refuses_a_stand_half_the_stealer_has_not_seen():
    t = new(["bird1", "bird2", "bird3", "bird1"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("1", {"type": "take", "slot": 1})
    seen = t.version
    t.send("0", {"type": "join", "slot": 3})  # player 0 completes bird1 ...
    t.send("0", {"type": "take", "slot": 2})  # ... and puts bird3 up after `seen`
    exc = t.refused("1", {"type": "steal", "from": "0", "seen_version": seen})
    assert exc.code == "stand_changed"


# -- T4 ----------------------------------------------------------------------------------------

def clash_table() -> tuple[Table, int]:
    """0 holds bird1, 1 holds bird2; returns the version both had seen."""
    t = new(["bird1", "bird2"], players=["0", "1", "2"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("1", {"type": "take", "slot": 1})
    return t, t.version


def test_t4_crossed_steals_return_both_halves_and_undo_the_first_egg():
    t, seen = clash_table()
    [stolen] = t.send("0", {"type": "steal", "from": "1", "seen_version": seen})
    egg = stolen["data"]["egg"]
    before = len(t.events)
    [clash] = t.send("1", {"type": "steal", "from": "0", "seen_version": seen})
    assert clash["type"] == "StealClashed"
    d = clash["data"]
    assert d["egg"] == egg and d["against"] == "0" and d["player"] == "1"
    assert d["halves"] == ["bird1", "bird2"] and sorted(d["placed"]) == ["bird1", "bird2"]
    assert t.state["baskets"]["0"] == []
    assert t.state["stands"] == {"0": None, "1": None, "2": None}
    assert [t.state["table"][s] for s in d["slots"]] == d["placed"]
    # history is not edited: the steal is still in the log, a new event compensates
    assert t.events[before - 1] == stolen
    assert halves_in_play(t.state) == ALL_24
    # where each half went is face down for everyone
    for viewer in ["0", "1", "2", None]:
        assert "placed" not in E.redact(clash, viewer)["data"]
        v = E.view(t.state, viewer)
        assert [v["table"][s] for s in d["slots"]] == ["?", "?"]
    t.check_replay()


def test_t4_no_clash_when_the_second_stealer_had_seen_the_first_steal():
    t, seen = clash_table()
    t.send("0", {"type": "steal", "from": "1", "seen_version": seen})
    exc = t.refused("1", {"type": "steal", "from": "0", "seen_version": t.version})
    assert exc.code == "stand_empty"
    assert len(t.state["baskets"]["0"]) == 1


def test_t4_no_clash_after_the_victim_acted_since_the_first_steal():
    t, seen = clash_table()
    t.send("0", {"type": "steal", "from": "1", "seen_version": seen})
    t.send("1", {"type": "look", "slot": 5})  # acting shows player 1 the state after the steal
    exc = t.refused("1", {"type": "steal", "from": "0", "seen_version": seen})
    assert exc.code == "stand_empty"


def test_t4_no_clash_against_halves_not_yet_on_the_stands():
    t, seen = clash_table()
    t.send("0", {"type": "steal", "from": "1", "seen_version": seen})
    exc = t.refused("1", {"type": "steal", "from": "0", "seen_version": seen - 1})
    assert exc.code == "stand_empty"  # at seen-1 player 1 held nothing, so it was no crossing


# -- T5 ----------------------------------------------------------------------------------------

def test_t5_last_egg_split_over_two_stands_ends_the_round():
    t = new(["bird1", "bird1"])
    for kind in BIRDS[1:]:
        collect(t, "1", kind)
    collect(t, "0", "fox")
    t.send("0", {"type": "take", "slot": 0})
    assert t.outcome()["phase"] == "hunt"  # bird1: one half on a stand, one on the table
    new_events = t.send("1", {"type": "take", "slot": 1})
    assert types(new_events)[:2] == ["HalfTaken", "RoundEnded"]
    ended = new_events[1]["data"]
    assert ended["stands"] == {"0": "bird1", "1": "bird1"}
    assert t.refused("0", {"type": "steal", "from": "1", "seen_version": 1}).code \
        == "not_your_turn"  # the round is over: the split egg is nobody's
    t.send("0", {"type": "choose", "birds": ["bird1"]})  # the fox
    scored = next(e for e in t.events if e["type"] == "RoundScored")["data"]
    assert scored["scores"] == {"0": 1, "1": 10}  # halves on stands score nothing
    assert t.outcome()["round"] == 2 and t.outcome()["phase"] == "hunt"


def test_t5_unmatched_halves_left_on_the_table_end_the_round():
    t = new(["bird1", "bird2", "bird1", "bird2"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("0", {"type": "join", "slot": 1})  # wrong egg: bird1's and bird2's partners orphaned
    for kind in BIRDS[2:]:
        collect(t, "1", kind)
    assert t.outcome()["phase"] == "hunt"  # the fox pair is still on the table
    collect(t, "1", "fox")
    assert t.outcome()["phase"] == "scoring"  # 1 chooses for the fox
    assert sorted(h for h in t.state["table"] if h) == ["bird1", "bird2"]
    ended = next(e for e in t.events if e["type"] == "RoundEnded")
    assert ended["data"]["baskets"]["0"] == [["bird1", "bird2"]]
    assert ended["data"]["baskets"]["1"] == [[k, k] for k in BIRDS[2:] + ["fox"]]


# -- T6 ----------------------------------------------------------------------------------------

def round_with(t: Table, plan: dict[str, list]) -> list[dict]:
    """Play a round out: each player collects its kinds (a kind, or a (kind, kind) pair for a
    wrong egg), in the order given; the plan must use up every pair."""
    ended = types(t.events).count("RoundEnded")
    for player, kinds in plan.items():
        for kind in kinds:
            if isinstance(kind, tuple):
                t.send(player, {"type": "take", "slot": slots_of(t, kind[0])[0]})
                t.send(player, {"type": "join", "slot": slots_of(t, kind[1])[0]})
            else:
                collect(t, player, kind)
    assert types(t.events).count("RoundEnded") == ended + 1
    return t.events


def test_t6_right_eggs_turn_cards_down_without_double_gain():
    t = new()
    round_with(t, {"0": BIRDS[:5] + ["fox"], "1": BIRDS[5:]})
    # round 1 scored: 0 has birds 1-5 plus a fox choice
    assert t.outcome()["to_act"] == ["0"]
    t.send("0", {"type": "choose", "birds": ["bird11"]})
    assert t.outcome()["scores"] == {"0": 6, "1": 6}
    assert t.outcome()["rounds"] == [{"0": 6, "1": 6}]
    # round 2: eggs of already-found birds gain nothing; only 0's fox counts
    round_with(t, {"0": BIRDS[:5] + ["fox"], "1": BIRDS[5:]})
    t.send("0", {"type": "choose", "birds": ["bird6"]})
    assert t.state["down"]["0"] == BIRDS[:6] + ["bird11"]
    assert t.outcome()["rounds"] == [{"0": 6, "1": 6}, {"0": 1, "1": 0}]


def test_t6_fox_egg_lets_its_owner_choose_any_face_up_card():
    t = new()
    round_with(t, {"0": ["fox", "bird1"], "1": BIRDS[1:]})
    assert t.outcome()["phase"] == "scoring"
    assert t.outcome()["to_act"] == ["0"]
    legal = E.legal_commands(t.state, "0")
    assert {c["birds"][0] for c in legal} == set(BIRDS[1:])
    assert E.legal_commands(t.state, "1") == []
    assert t.refused("1", {"type": "choose", "birds": ["bird2"]}).code == "not_choosing"
    assert t.refused("0", {"type": "choose", "birds": ["bird1"]}).code == "bad_choice"
    assert t.refused("0", {"type": "choose", "birds": ["bird2", "bird3"]}).code == "bad_choice"
    assert t.refused("0", {"type": "choose", "birds": ["bird99"]}).code == "bad_choice"
    assert t.refused("0", {"type": "choose", "birds": "bird2"}).code == "bad_command"
    assert t.refused("0", {"type": "take", "slot": 0}).code == "not_your_turn"
    t.send("0", {"type": "choose", "birds": ["bird7"]})
    assert t.state["down"]["0"] == ["bird1", "bird7"]
    assert t.outcome()["round"] == 2


def test_t6_wrong_egg_turns_two_cards_back_up_by_choice():
    t = new()
    round_with(t, {"0": ["bird1", "bird2", "bird3", ("bird4", "bird5")],
                   "1": BIRDS[5:] + ["fox"]})
    t.send("1", {"type": "choose", "birds": ["bird1"]})  # 1's fox
    assert t.outcome()["to_act"] == ["0"]
    assert t.state["pending"]["0"] == {"choice": "wrong_egg", "count": 2}
    assert t.refused("0", {"type": "choose", "birds": ["bird1", "bird1"]}).code == "bad_choice"
    assert t.refused("0", {"type": "choose", "birds": ["bird1", "bird4"]}).code == "bad_choice"
    t.send("0", {"type": "choose", "birds": ["bird3", "bird1"]})
    assert t.state["down"]["0"] == ["bird2"]
    assert t.outcome()["rounds"][0]["0"] == 1


def test_t6_order_card_turned_up_by_wrong_egg_stays_up_though_found_this_round():
    t = new()
    round_with(t, {"0": ["bird3", ("bird4", "bird5")],
                   "1": ["bird1", "bird2"] + BIRDS[5:] + ["fox"]})
    t.send("1", {"type": "choose", "birds": ["bird4"]})
    # only bird3 was face down, so the wrong egg turned it back up without a choice
    turned = [e["data"] for e in t.events if e["type"] == "CardsTurned" and
              e["data"]["player"] == "0"]
    assert [(d["reason"], d["down"], d["up"]) for d in turned] == [
        ("right_egg", ["bird3"], []), ("wrong_egg", [], ["bird3"])]
    assert t.state["down"]["0"] == []
    assert t.outcome()["rounds"][0]["0"] == 0


def test_t6_fox_is_placed_before_the_wrong_egg_penalty():
    t = new()
    round_with(t, {"0": ["fox", ("bird4", "bird5")], "1": BIRDS[:3] + BIRDS[5:]})
    assert t.state["pending"]["0"]["choice"] == "fox"
    t.send("0", {"type": "choose", "birds": ["bird2"]})
    # one face-down card (the fox's) and a wrong egg: turned back up, nothing left to choose
    assert t.state["down"]["0"] == [] and t.outcome()["round"] == 2


def test_t6_timeout_fallback_takes_the_lowest_numbered_birds_after_the_deadline():
    t = new(deadline_ms=5000)
    round_with(t, {"0": ["bird6", "bird7", "bird8", ("bird4", "bird5")],
                   "1": ["fox"] + BIRDS[8:] + ["bird1", "bird2", "bird3"]})
    ended = next(e for e in t.events if e["type"] == "RoundEnded")
    deadline = ended["data"]["deadline_ms"]
    assert deadline == ended["data"]["at_ms"] + 5000
    assert t.outcome()["deadline_ms"] == deadline
    assert E.view(t.state, "0")["pending"]["0"]["eligible"] == ["bird6", "bird7", "bird8"]
    assert "eligible" not in E.view(t.state, "1")["pending"]["0"]
    assert t.refused("0", {"type": "timeout"}).code == "not_your_turn"
    t.now_ms = deadline - 1001  # refused() sends 1000 ms later: at deadline - 1
    assert t.refused(None, {"type": "timeout"}).code == "deadline_not_reached"
    t.now_ms = deadline - 1000
    new_events = t.send(None, {"type": "timeout"})
    turned = [(e["data"]["player"], e["data"]["down"], e["data"]["up"], e["data"]["by"])
              for e in new_events if e["type"] == "CardsTurned"]
    assert turned == [("0", [], ["bird6", "bird7"], "timeout"),
                      ("1", ["bird4"], [], "timeout")]
    assert t.outcome()["deadline_ms"] is None and t.outcome()["round"] == 2
    assert t.refused(None, {"type": "timeout"}).code == "not_choosing"


def test_t6_timeout_resolves_a_fox_then_the_wrong_egg_it_unlocked():
    t = new(deadline_ms=10)
    round_with(t, {"0": ["bird1", "bird2", "fox", ("bird4", "bird5")],
                   "1": ["bird3"] + BIRDS[5:]})
    t.send(None, {"type": "timeout"})
    # fox -> bird3 (lowest face-up), then the wrong egg turns bird1, bird2 back up
    assert t.state["down"]["0"] == ["bird3"]


# -- T7 ----------------------------------------------------------------------------------------

def t7_table(hide: bool) -> Table:
    t = new(hide_cards=hide)
    round_with(t, {"0": BIRDS[:8], "1": BIRDS[8:] + ["fox"]})
    t.send("1", {"type": "choose", "birds": ["bird1"]})
    return t


def test_t7_cards_of_a_player_with_three_or_fewer_up_are_hidden():
    t = t7_table(hide=True)
    assert t.outcome()["scores"] == {"0": 8, "1": 4}
    mine = E.view(t.state, "0")["cards"]["0"]
    assert mine["face_up"] == BIRDS[8:] and not mine["hidden"]
    for viewer in ["1", None]:
        theirs = E.view(t.state, viewer)["cards"]["0"]
        assert theirs == {"hidden": True, "face_down_count": 8, "face_up_count": 3}
        assert E.view(t.state, viewer)["cards"]["1"]["hidden"] is False  # 7 up: visible
    [turned] = [e for e in t.events if e["type"] == "CardsTurned" and e["data"]["player"] == "0"]
    assert turned["data"]["hidden"] is True
    assert E.redact(turned, "0")["data"]["down"] == BIRDS[:8]
    for viewer in ["1", None]:
        d = E.redact(turned, viewer)["data"]
        assert "down" not in d and "up" not in d and d["turned_down"] == 8


def test_t7_hide_cards_false_shows_everything():
    t = t7_table(hide=False)
    assert E.view(t.state, "1")["cards"]["0"]["face_up"] == BIRDS[8:]
    turned = [e for e in t.events if e["type"] == "CardsTurned"]
    assert all(E.redact(e, "1")["data"]["down"] == e["data"]["down"] for e in turned)


# -- T8 ----------------------------------------------------------------------------------------

def test_t8_single_winner_ends_the_game():
    t = new()
    round_with(t, {"0": BIRDS + ["fox"]})  # the fox finds no face-up card: no choice
    assert t.outcome()["finished"] and t.outcome()["winners"] == ["0"]
    assert t.outcome()["scores"] == {"0": 11, "1": 0}
    assert types(t.events)[-1] == "GameEnded"
    assert t.refused("0", {"type": "take", "slot": 0}).code == "game_finished"
    assert E.legal_commands(t.state, "0") == []
    t.check_replay()


def test_t8_several_winners_over_two_rounds():
    t = new()
    round_with(t, {"0": BIRDS[:6] + ["fox"], "1": BIRDS[6:]})
    t.send("0", {"type": "choose", "birds": ["bird7"]})
    assert t.outcome()["round"] == 2 and not t.outcome()["finished"]
    # round 2 is laid out at random; the test reads where the halves are
    for kind in BIRDS[7:]:
        collect(t, "0", kind)
    for kind in BIRDS[:6]:
        collect(t, "1", kind)
    collect(t, "0", "bird7")
    collect(t, "1", "fox")  # nothing left face up: no choice
    out = t.outcome()
    assert out["finished"] and out["winners"] == ["0", "1"]
    assert out["scores"] == {"0": 11, "1": 11}
    assert out["rounds"] == [{"0": 7, "1": 5}, {"0": 4, "1": 6}]
    t.check_replay()


# -- C1-C4 -------------------------------------------------------------------------------------

def test_c1_seats_in_join_order():
    t = Table(E, ["0", "1", "2", "3"])
    assert t.events[0]["data"]["players"] == ["0", "1", "2", "3"]
    assert list(E.view(t.state, "2")["stands"]) == ["0", "1", "2", "3"]
    assert t.outcome()["to_act"] == ["0", "1", "2", "3"]


def test_c2_randomness_is_drawn_in_decide_and_recorded():
    a = new(["bird1"] + [None] * 23)
    b = Table(E, P2, {"setup": {"slots": ["bird1"]}}, seed=0)
    assert a.events == b.events  # same seed, same layout
    c = Table(E, P2, {"setup": {"slots": ["bird1"]}}, seed=1)
    assert c.events[1]["data"]["slots"][0] == "bird1"
    assert c.events[1]["data"]["slots"] != a.events[1]["data"]["slots"]
    round_with(a, {"0": BIRDS[:6] + ["fox"], "1": BIRDS[6:]})
    a.send("0", {"type": "choose", "birds": ["bird7"]})
    second = [e for e in a.events if e["type"] == "RoundStarted"][1]
    assert Counter(second["data"]["slots"]) == ALL_24
    a.check_replay()  # the fold needs no generator


def test_c3_no_draw_pile_every_shuffle_is_a_recorded_event():
    # Didi Dotter has no draw pile (C3 does not arise); the only random outcomes are the layouts
    # (RoundStarted) and clash landing slots (StealClashed), both written into events.
    t, seen = clash_table()
    t.send("0", {"type": "steal", "from": "1", "seen_version": seen})
    t.send("1", {"type": "steal", "from": "0", "seen_version": seen})
    random_types = {"RoundStarted", "StealClashed"}
    assert random_types <= set(types(t.events))
    assert halves_in_play(t.state) == ALL_24
    t.check_replay()


def test_c4_refusal_order_and_nothing_appended():
    t = new(["bird1", "bird2"])
    assert t.refused(None, {"type": "dance"}).code == "unknown_command"
    assert t.refused("0", {"type": "dance"}).code == "unknown_command"
    assert t.refused(None, {"type": "take", "slot": "x"}).code == "not_your_turn"
    assert t.refused("9", {"type": "take", "slot": 0}).code == "not_your_turn"
    t.send("0", {"type": "take", "slot": 0})
    assert t.refused("0", {"type": "take", "slot": "x"}).code == "bad_command"
    assert t.refused("0", {"type": "take", "slot": 24}).code == "bad_command"
    assert t.refused("0", {"type": "take", "slot": True}).code == "bad_command"
    assert t.refused("0", {"type": "take", "slot": 1}).code == "stand_full"
    # too fast comes before the game's own rule codes, but after malformed fields
    t.now_ms = t.state["last_ms"]["0"] + 100
    with pytest.raises(IllegalMove) as exc:
        t.send("0", {"type": "take", "slot": 1}, advance_ms=0)
    assert exc.value.code == "too_fast"
    with pytest.raises(IllegalMove) as exc:
        t.send("0", {"type": "take", "slot": 99}, advance_ms=0)
    assert exc.value.code == "bad_command"


def test_c4_refusal_messages_name_no_hidden_half():
    t = new(["bird1", "bird2", "bird3"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("1", {"type": "take", "slot": 1})
    t.send("0", {"type": "join", "slot": 2})
    bad = [
        ("0", {"type": "look", "slot": 2}),
        ("0", {"type": "look", "slot": 3, "move_to": 4}),
        ("0", {"type": "join", "slot": 5}),
        ("1", {"type": "take", "slot": 6}),
        ("1", {"type": "steal", "from": "0", "seen_version": 3}),
        ("1", {"type": "choose", "birds": ["bird1"]}),
    ]
    for player, command in bad:
        exc = t.refused(player, command)
        text = exc.message + json.dumps(exc.extra)
        assert "bird" not in text and "fox" not in text, (command, text)


# -- setup and options -------------------------------------------------------------------------

@pytest.mark.parametrize("setup", [
    {"slots": ["bird1"] * 3},
    {"slots": ["fox", "fox", "fox"]},
    {"slots": ["bird12"]},
    {"slots": ["Bird1"]},
    {"slots": ["bird1"] * 2 + [None] * 23},
    {"slots": "bird1"},
    {"layout": []},
])
def test_impossible_setup_is_refused(setup):
    with pytest.raises(InvalidOptions) as exc:
        E.validate_options({"setup": setup}, 2)
    assert exc.value.code == "invalid_options"


def test_setup_fixes_the_first_round_and_stays_out_of_the_public_event():
    slots = [h for h in HALVES]
    t = new(slots)
    assert t.state["table"] == slots
    assert "setup" not in t.events[0]["data"]["options"]
    assert "setup" not in json.dumps(E.redact(t.events[0], None))


def test_options_defaults_and_types():
    opts = E.validate_options({}, 3)
    assert opts == {"hints": False, "min_action_ms": 300, "hide_cards": True,
                    "deadline_ms": 60000}
    with pytest.raises(InvalidOptions):
        E.validate_options({"hide_cards": "yes"}, 2)
    with pytest.raises(InvalidOptions):
        E.validate_options({"deadline_ms": 0}, 2)
    with pytest.raises(InvalidOptions):
        E.validate_options({"turns": 3}, 2)


# -- legal commands ----------------------------------------------------------------------------

def test_legal_commands_are_all_accepted_and_complete():
    t = new(["bird1", "bird1", "bird2"], players=["0", "1", "2"])
    t.send("0", {"type": "take", "slot": 0})
    t.send("1", {"type": "take", "slot": 1})
    t.send("2", {"type": "take", "slot": 2})
    t.send("1", {"type": "look", "slot": 3, "move_to": 0})
    legal = E.legal_commands(t.state, "0")
    counts = Counter(c["type"] for c in legal)
    filled, empty = 21, 3
    assert counts == {"join": filled, "steal": 2, "look": filled * (1 + empty)}
    assert {c["seen_version"] for c in legal if c["type"] == "steal"} == {t.version}
    assert E.legal_commands(t.state, None) == []
    for command in legal:
        scratch = copy.deepcopy(t)
        scratch.send("0", command)
        assert halves_in_play(scratch.state) == ALL_24


def test_outcome_shape():
    t = new()
    out = t.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners",
                        "deadline_ms"}
    assert json.loads(json.dumps(t.state)) == t.state


def test_redact_returns_a_copy_and_views_are_json_ready():
    t = new(["bird1", "bird2"])
    [looked] = t.send("0", {"type": "look", "slot": 0})
    served = E.redact(looked, "0")
    served["data"]["half"] = "fox"
    assert looked["data"]["half"] == "bird1"
    for viewer in ["0", "1", None]:
        v = E.view(t.state, viewer)
        assert json.loads(json.dumps(v)) == v


def test_commands_without_service_stamps_are_malformed():
    t = new()
    with pytest.raises(IllegalMove) as exc:
        E.decide(t.state, "0", {"type": "look", "slot": 0}, None)
    assert exc.value.code == "bad_command"
