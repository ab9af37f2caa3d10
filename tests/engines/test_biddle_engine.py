"""The Biddle engine: rulings B1-B7 and C1-C4, scenarios with fixed setups, views, hints."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.base import IllegalMove, InvalidOptions
from games.kinds import engine as get
from games.kinds.biddle.rules.deck import BY_ID
from games.kinds.biddle.rules.engine import DEFAULT_BLUE, DEFAULT_PURPLE, ROUNDS
from tests.engines.harness import Table

ENGINE = get("biddle")
SEATS3 = ["0", "1", "2"]


def seats_from_starter(table):
    """Seats in bidding order, starting with this round's starter."""
    players, starter = table.players, table.state["starter"]
    i = players.index(starter)
    return players[i:] + players[:i]


def bid(table, player, rolls):
    return table.send(player, {"type": "bid", "rolls": rolls})


def table_in_rolling(cards=("c48",), dice=(), seats=SEATS3, rolls=4, options=None, seed=1):
    """A table whose round 1 bidding ended: starter and the next seat on ``rolls``, the third
    seat dropped. Returns (table, team, dropped)."""
    options = {**(options or {}), "setup": {"cards": list(cards), "dice": list(dice)}}
    table = Table(ENGINE, list(seats), options, seed=seed)
    a, b, c = seats_from_starter(table)[:3]
    bid(table, a, rolls)
    table.send(b, {"type": "call"})
    table.send(c, {"type": "drop"})
    assert table.state["phase"] == "rolling"
    return table, [a, b], [c]


def roll(table, player, reroll=()):
    return table.send(player, {"type": "roll", "reroll": list(reroll)})


# -- B1: players, deck, rounds -------------------------------------------------------------------

def test_b1_two_to_five_players():
    for n in (2, 5):
        ENGINE.validate_options({}, n)
    for n in (1, 6):
        with pytest.raises(InvalidOptions):
            ENGINE.validate_options({}, n)


def test_b1_ten_rounds_with_ten_different_cards_of_the_deck():
    table = Table(ENGINE, SEATS3, seed=5)
    deck = table.events[0]["data"]["deck"]
    assert len(deck) == ROUNDS == len(set(deck)) and all(c in BY_ID for c in deck)
    assert table.events[1]["data"]["card"] == deck[0]
    other = Table(ENGINE, SEATS3, seed=6).events[0]["data"]["deck"]
    assert deck != other  # shuffled per game


# -- B2: bids ------------------------------------------------------------------------------------

def test_b2_bids_are_whole_numbers_from_1_to_max_bid():
    table = Table(ENGINE, SEATS3, seed=2)
    starter = table.state["starter"]
    for rolls in (0, 13):
        assert table.refused(starter, {"type": "bid", "rolls": rolls}).code == "bid_out_of_range"
    for rolls in ("3", 2.5, True, None):
        assert table.refused(starter, {"type": "bid", "rolls": rolls}).code == "bad_command"
    bid(table, starter, 12)
    assert table.state["bids"] == {starter: 12}


def test_b2_max_bid_option():
    table = Table(ENGINE, SEATS3, {"max_bid": 6}, seed=2)
    starter = table.state["starter"]
    assert table.refused(starter, {"type": "bid", "rolls": 7}).code == "bid_out_of_range"
    assert {c["rolls"] for c in ENGINE.legal_commands(table.state, starter)} == set(range(1, 7))
    for bad in (0, 13, True, "6"):
        with pytest.raises(InvalidOptions):
            ENGINE.validate_options({"max_bid": bad})


# -- B3: bidding ---------------------------------------------------------------------------------

def test_b3_starter_must_open_with_a_bid():
    table = Table(ENGINE, SEATS3, seed=3)
    starter = table.state["starter"]
    assert table.refused(starter, {"type": "call"}).code == "must_bid"
    assert table.refused(starter, {"type": "drop"}).code == "must_bid"
    assert [c["type"] for c in ENGINE.legal_commands(table.state, starter)] == ["bid"] * 12


def test_b3_first_starter_drawn_at_random_then_rotates_left():
    starters = {Table(ENGINE, SEATS3, seed=s).state["starter"] for s in range(30)}
    assert starters == set(SEATS3)
    table, team, _ = table_in_rolling(cards=["c03"], dice=[6] * 6, rolls=1)
    first = table.state["starter"]
    roll(table, team[0])  # sum 36 > 18: met, round 2 starts
    assert table.state["round"] == 2
    assert table.state["starter"] == SEATS3[(SEATS3.index(first) + 1) % 3]


def test_b3_call_undercut_and_turn_order():
    table = Table(ENGINE, ["0", "1", "2", "3"], seed=4)
    a, b, c, d = seats_from_starter(table)
    bid(table, a, 8)
    assert table.state["turn"] == b
    assert table.refused(b, {"type": "bid", "rolls": 8}).code == "not_lower"
    assert table.refused(b, {"type": "bid", "rolls": 9}).code == "not_lower"
    bid(table, b, 6)  # undercut: any lower bid
    table.send(c, {"type": "call"})  # moves to the lowest, 6
    assert table.state["bids"] == {a: 8, b: 6, c: 6}
    table.send(d, {"type": "drop"})
    assert table.state["turn"] == a and table.state["phase"] == "bidding"  # a is still on 8
    table.send(a, {"type": "call"})
    assert table.state["phase"] == "rolling"
    assert table.state["team"] == sorted([a, b, c], key=table.players.index)
    assert table.state["target"] == 6
    ended = table.events[-1]
    assert ended["type"] == "BiddingEnded" and ended["data"]["dropped"] == [d]


def test_b3_a_player_on_the_lowest_bid_cannot_call():
    table = Table(ENGINE, SEATS3, seed=5)
    a, b, c = seats_from_starter(table)
    bid(table, a, 5)
    table.send(b, {"type": "call"})
    table.send(c, {"type": "call"})
    assert table.state["phase"] == "bidding"  # nobody has dropped yet
    assert table.refused(a, {"type": "call"}).code == "already_on_lowest"
    assert {"type": "call"} not in ENGINE.legal_commands(table.state, a)


def test_b3_bidding_ends_only_after_a_drop_with_everyone_on_one_number():
    table = Table(ENGINE, SEATS3, seed=6)
    a, b, c = seats_from_starter(table)
    bid(table, a, 5)
    table.send(b, {"type": "drop"})
    assert table.state["phase"] == "bidding"  # c has not bid yet
    bid(table, c, 3)
    assert table.state["phase"] == "bidding"  # 5 and 3 differ
    assert table.state["turn"] == a  # b dropped and is skipped
    table.send(a, {"type": "call"})
    assert table.state["phase"] == "rolling" and table.state["team"] == sorted(
        [a, c], key=table.players.index)


def test_b3_bidding_ending_with_the_last_bidder_alone():
    table = Table(ENGINE, SEATS3, {"setup": {"cards": ["c24"]}}, seed=7)
    a, b, c = seats_from_starter(table)
    bid(table, a, 7)
    bid(table, b, 4)
    table.send(c, {"type": "drop"})
    table.send(a, {"type": "drop"})
    assert table.state["phase"] == "rolling"
    assert table.state["team"] == [b] and table.state["target"] == 4
    assert table.state["dropped"] == [c, a]
    assert ENGINE.outcome(table.state)["to_act"] == [b]


def test_b3_the_last_remaining_bidder_cannot_drop():
    # The end rule closes bidding before the last bidder could act alone; the refusal guards it.
    table = Table(ENGINE, SEATS3, seed=8)
    a, b, c = seats_from_starter(table)
    bid(table, a, 6)
    state = {**table.state, "dropped": [b, c], "turn": a}
    with pytest.raises(IllegalMove) as exc:
        ENGINE.decide(state, a, {"type": "drop"}, random.Random(0))
    assert exc.value.code == "cannot_drop_last"
    assert {"type": "drop"} not in ENGINE.legal_commands(state, a)


def test_b3_everyone_on_one_and_nobody_dropped_forces_a_drop():
    table = Table(ENGINE, ["0", "1"], {"max_bid": 1}, seed=9)
    a, b = seats_from_starter(table)
    bid(table, a, 1)
    table.send(b, {"type": "call"})
    assert ENGINE.legal_commands(table.state, a) == [{"type": "drop"}]
    table.send(a, {"type": "drop"})
    assert table.state["team"] == [b]


# -- B4: rolling ---------------------------------------------------------------------------------

def test_b4_first_roll_rolls_all_six_and_ignores_reroll():
    table, team, _ = table_in_rolling(dice=[2, 2, 5, 5, 1, 4])
    new = table.send(team[1], {"type": "roll", "reroll": [0]})
    assert new[0]["data"]["reroll"] == [0, 1, 2, 3, 4, 5]
    assert table.state["dice"] == [2, 2, 5, 5, 1, 4]
    assert table.state["rolls_used"] == 1


def test_b4_rulebook_example_met_on_the_last_roll():
    """Four 3s and two 5s, bid 4: 2-2-5-5-1-4, keep the 5s; 3-3-1-6, keep the 3s; 3; 3."""
    table, (x, y), (dropper,) = table_in_rolling(
        cards=["c48"], dice=[2, 2, 5, 5, 1, 4, 3, 3, 1, 6, 3, 2, 3], rolls=4)
    roll(table, x)
    roll(table, y, [0, 1, 4, 5])  # any team member rolls; faces fill the dice in index order
    assert table.state["dice"] == [3, 3, 5, 5, 1, 6]
    roll(table, x, [4, 5])
    assert table.state["dice"] == [3, 3, 5, 5, 3, 2] and table.state["phase"] == "rolling"
    new = roll(table, y, [5])
    assert [e["type"] for e in new] == ["DiceRolled", "RoundEnded", "RoundStarted"]
    ended = new[1]["data"]
    assert ended["met"] is True and ended["rolls_used"] == 4 and ended["rolls"] == 4
    assert ended["points"] == {x: DEFAULT_BLUE[0], y: DEFAULT_BLUE[0], dropper: 0}


def test_b4_met_early_ends_the_round_before_the_bid_is_used():
    table, team, _ = table_in_rolling(cards=["c48"], dice=[3, 5, 3, 5, 3, 3], rolls=9)
    new = roll(table, team[0])
    assert new[1]["type"] == "RoundEnded" and new[1]["data"]["rolls_used"] == 1


def test_b4_failed_when_the_bid_rolls_are_used_up():
    table, team, (dropper,) = table_in_rolling(cards=["c48"], dice=[1] * 12, rolls=2)
    roll(table, team[0])
    new = roll(table, team[0], [0, 1, 2, 3, 4, 5])
    ended = new[1]["data"]
    assert ended["met"] is False and ended["rolls_used"] == 2
    assert ended["points"] == {team[0]: 0, team[1]: 0, dropper: DEFAULT_PURPLE[0]}


def test_b4_only_the_team_rolls_and_rerolls_are_checked():
    table, team, (dropper,) = table_in_rolling(dice=[1, 2, 3, 4, 6, 6])
    exc = table.refused(dropper, {"type": "roll", "reroll": []})
    assert exc.code == "not_your_turn" and exc.extra == {"reason": "not_on_team"}
    roll(table, team[0])
    for reroll in ([], [6], [-1], [0, 0]):
        assert table.refused(team[1], {"type": "roll", "reroll": reroll}).code == "bad_reroll"
    for reroll in (None, "0", [True], [0.5]):
        assert table.refused(team[1], {"type": "roll", "reroll": reroll}).code == "bad_command"
    assert table.refused(team[1], {"type": "roll"}).code == "bad_command"
    assert table.refused(team[0], {"type": "call"}).code == "wrong_phase"
    assert len(ENGINE.legal_commands(table.state, team[1])) == 63
    assert ENGINE.legal_commands(table.state, dropper) == []


def test_c2_setup_dice_come_first_then_the_generator():
    table, team, _ = table_in_rolling(dice=[1, 2, 3])
    new = roll(table, team[0])
    faces = new[0]["data"]["faces"]
    assert faces[:3] == [1, 2, 3] and all(1 <= f <= 6 for f in faces)
    assert table.state["dice_queue"] == []


# -- B5: scoring rows ----------------------------------------------------------------------------

def test_b5_rows_score_the_round_number_row():
    blue, purple = [10 * (i + 1) for i in range(10)], [i + 1 for i in range(10)]
    table, team, (dropper,) = table_in_rolling(
        cards=["c03", "c48"], dice=[6] * 6 + [1] * 12, rolls=1,
        options={"blue_row": blue, "purple_row": purple})
    roll(table, team[0])  # round 1 met: blue row 1 for each bidder
    assert table.state["scores"] == {team[0]: 10, team[1]: 10, dropper: 0}
    # round 2: the starter rotated; bid 2 rolls on four 3s and two 5s and fail
    a, b, c = seats_from_starter(table)
    bid(table, a, 2)
    table.send(b, {"type": "drop"})
    table.send(c, {"type": "drop"})
    roll(table, a)
    roll(table, a, [0, 1])
    assert table.state["rounds"][1] == {a: 0, b: 2, c: 2}  # purple row 2 for each dropout


def test_b5_row_options_are_checked():
    for bad in ([1] * 9, [1] * 11, [1] * 9 + [-1], [1] * 9 + ["1"], "1", [1] * 9 + [True]):
        for row in ("blue_row", "purple_row"):
            with pytest.raises(InvalidOptions):
                ENGINE.validate_options({row: bad})
    assert ENGINE.validate_options({})["purple_row"] == [1, 2, 2, 3, 3, 4, 4, 5, 5, 6]


# -- B7 and the end ------------------------------------------------------------------------------

def _finish(table, rng):
    while not table.outcome()["finished"]:
        choices = [(p, c) for p in table.players for c in ENGINE.legal_commands(table.state, p)]
        table.send(*rng.choice(choices))


def test_b7_tied_players_all_win():
    table = Table(ENGINE, SEATS3, {"blue_row": [0] * 10, "purple_row": [0] * 10}, seed=11)
    _finish(table, random.Random(11))
    out = table.outcome()
    assert out["winners"] == SEATS3 and out["scores"] == {p: 0 for p in SEATS3}


def test_b7_highest_total_wins_and_the_game_refuses_more():
    table = Table(ENGINE, SEATS3, {"purple_row": [0] * 10}, seed=12)
    _finish(table, random.Random(12))
    out = table.outcome()
    best = max(out["scores"].values())
    assert out["winners"] == [p for p in SEATS3 if out["scores"][p] == best]
    assert len(out["rounds"]) == ROUNDS and out["to_act"] == [] and out["phase"] == "finished"
    assert table.refused("0", {"type": "nonsense"}).code == "game_finished"
    assert table.events[-1]["type"] == "GameEnded"


# -- C1-C4 ---------------------------------------------------------------------------------------

def test_c1_left_is_the_next_seat_wrapping():
    table = Table(ENGINE, ["0", "1", "2", "3"], seed=13)
    a = table.state["starter"]
    bid(table, a, 9)
    assert table.state["turn"] == str((int(a) + 1) % 4)


def test_c2_replay_needs_no_generator_and_events_carry_the_dice():
    table, team, _ = table_in_rolling(cards=["c52"], rolls=5, seed=14)
    for _ in range(3):
        if table.state["phase"] != "rolling":
            break
        roll(table, team[0], [0, 1, 2])
    table.check_replay()
    rolled = [e for e in table.events if e["type"] == "DiceRolled"]
    assert rolled and all(len(e["data"]["dice"]) == 6 for e in rolled)
    # the same command with another generator rolls other dice: randomness lives in decide only
    fresh, team2, _ = table_in_rolling(cards=["c52"], rolls=5, seed=14)
    outs = {tuple(ENGINE.decide(fresh.state, team2[0], {"type": "roll"}, random.Random(s))[0]
                  ["data"]["dice"]) for s in range(5)}
    assert len(outs) > 1


def test_c3_ten_rounds_never_exhaust_the_deck():
    # C3 (reshuffling a spent pile) cannot arise: 10 rounds draw 10 of the 55 cards.
    table = Table(ENGINE, ["0", "1"], seed=15)
    _finish(table, random.Random(15))
    cards = [e["data"]["card"] for e in table.events if e["type"] == "RoundStarted"]
    assert cards == table.events[0]["data"]["deck"] and len(set(cards)) == 10


def test_c4_refusals_use_the_check_order_and_append_nothing():
    table = Table(ENGINE, SEATS3, seed=16)
    a, b, c = seats_from_starter(table)
    assert table.refused(b, {"type": "bid", "rolls": 3}).code == "not_your_turn"
    assert table.refused(None, {"type": "bid", "rolls": 3}).code == "not_your_turn"
    assert table.refused("9", {"type": "bid", "rolls": 3}).code == "not_your_turn"
    assert table.refused(b, {"type": "fly"}).code == "unknown_command"  # before the turn check
    assert table.refused(b, {"rolls": 3}).code == "unknown_command"
    assert table.refused(b, {"type": "bid", "rolls": "x"}).code == "not_your_turn"
    assert table.refused(a, {"type": "bid", "rolls": "x"}).code == "bad_command"
    assert table.refused(a, {"type": "roll"}).code == "wrong_phase"
    assert len(table.events) == 2


# -- options and setup ---------------------------------------------------------------------------

def test_setup_cards_come_first_and_bad_setups_are_refused():
    table = Table(ENGINE, SEATS3, {"setup": {"cards": ["c55", "c01"]}}, seed=17)
    assert table.events[0]["data"]["deck"][:2] == ["c55", "c01"]
    assert table.state["card"] == "c55"
    for setup in ({"cards": ["c99"]}, {"cards": ["c01", "c01"]}, {"dice": [0]},
                  {"dice": [7]}, {"dice": [True]}, {"dice": "123"}, {"cards": "c01"},
                  {"hands": {}}):
        with pytest.raises(InvalidOptions):
            ENGINE.validate_options({"setup": setup}, 3)
    with pytest.raises(InvalidOptions):
        ENGINE.validate_options({"rounds": 5})


# -- hidden information, views, hints ------------------------------------------------------------

def test_upcoming_cards_and_fixed_dice_are_hidden_from_everyone():
    table = Table(ENGINE, SEATS3, {"setup": {"cards": ["c10", "c20"], "dice": [4, 4]}},
                  seed=18)
    start = table.events[0]
    assert start["data"]["deck"][1] == "c20"
    for who in SEATS3 + [None]:
        seen = ENGINE.redact(start, who)
        assert "deck" not in seen["data"] and "dice" not in seen["data"]
        assert seen["data"]["players"] == SEATS3
        view = json.dumps(ENGINE.view(table.state, who))
        assert "c20" not in view and "dice_queue" not in view
        assert ENGINE.redact(table.events[1], who) == table.events[1]
    assert "deck" in start["data"]  # redact copied, the log keeps the truth
    assert ENGINE.view(table.state, "0")["card"]["text"] == BY_ID["c10"]["text"]


def test_hints_are_off_by_default():
    table = Table(ENGINE, SEATS3, seed=19)
    with pytest.raises(IllegalMove) as exc:
        ENGINE.hint(table.state, "0")
    assert exc.value.code == "hints_unavailable"


def test_hints_give_the_bidding_table_and_the_best_reroll():
    from games.kinds.biddle.rules import odds

    table, team, _ = table_in_rolling(cards=["c48"], dice=[2, 2, 5, 5, 1, 4], rolls=6,
                                      options={"hints": True, "max_bid": 8})
    hint = ENGINE.hint(table.state, team[0])
    assert hint["reroll"] == [0, 1, 2, 3, 4, 5] and hint["rolls_left"] == 6
    assert hint["chance"] == pytest.approx(odds.chance_from_scratch(BY_ID["c48"], 6))
    roll(table, team[0])
    hint = ENGINE.hint(table.state, team[1])
    expected = odds.best_reroll(BY_ID["c48"], [2, 2, 5, 5, 1, 4], 5)
    assert (hint["chance"], hint["reroll"]) == expected and hint["rolls_left"] == 5
    bidding = Table(ENGINE, SEATS3, {"hints": True, "max_bid": 8,
                                     "setup": {"cards": ["c26"]}}, seed=20)
    hint = ENGINE.hint(bidding.state, None)
    assert [h["rolls"] for h in hint["chances"]] == list(range(1, 9))
    assert [h["chance"] for h in hint["chances"]] == odds.chances(BY_ID["c26"], 8)


def test_outcome_has_exactly_the_contract_keys():
    table = Table(ENGINE, SEATS3, seed=21)
    out = table.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners"}
    assert out["to_act"] == [table.state["starter"]] and out["round"] == 1
    assert ENGINE.legal_commands(table.state, None) == []
