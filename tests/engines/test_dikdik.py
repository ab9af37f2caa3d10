"""Don't Be a Dik Dik: rulings K1-K7 and C1-C4, scenario tests with fixed setups."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from games.engines.base import IllegalMove, InvalidOptions
from games.kinds import engine as get
from games.kinds.dikdik.rules import CARDS, DIK_DIK, ENGINE, SPECIES, full_deck
from tests.engines.harness import Table

DD = DIK_DIK
A, B, C, D, E = "nipplewort", "sticky willy", "bearded tit", "slippery dick", "cockchafer"


def seats(n: int) -> list[str]:
    return [str(i) for i in range(n)]


def table(hands: dict, first: str | None = "0", n: int = 3, seed: int = 0) -> Table:
    setup: dict = {"hands": hands}
    if first is not None:
        setup["first"] = first
    return Table(ENGINE, seats(n), {"setup": setup}, seed=seed)


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def of_type(events: list[dict], type_: str) -> list[dict]:
    return [e["data"] for e in events if e["type"] == type_]


def roulette_index(t: Table, card: str) -> int:
    """The test peeks at the sealed positions (the server state) to steer the draw."""
    return t.state["roulette"]["positions"].index(card)


# -- registry and contract -----------------------------------------------------------------------
def test_registry_returns_engine():
    assert get("dikdik") is ENGINE
    assert (ENGINE.kind, ENGINE.min_players, ENGINE.max_players) == ("dikdik", 3, 6)
    assert ENGINE.default_options() == {"first_player": None}


def test_outcome_has_contract_keys_and_loser():
    t = Table(ENGINE, seats(4), seed=3)
    out = t.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners",
                        "loser"}
    assert out["finished"] is False and out["rounds"] == [] and out["loser"] is None
    assert out["to_act"] == [t.state["turn"]]
    assert out["scores"] == {p: 0 for p in seats(4)}


# -- K1: deck, players, deal ---------------------------------------------------------------------
def test_k1_deck_is_24_named_pairs_and_one_dik_dik():
    deck = Counter(full_deck())
    assert len(full_deck()) == 49 and deck[DD] == 1
    assert len(SPECIES) == 24 and all(deck[s] == 2 for s in SPECIES)
    assert {"nipplewort", "sticky willy", "bearded tit"} <= set(SPECIES)
    assert all(name == name.lower() for name in CARDS)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_k1_all_cards_dealt_some_get_one_more(n):
    t = Table(ENGINE, seats(n), seed=n)
    dealt = t.events[0]
    assert dealt["type"] == "CardsDealt"
    hands = {p: dealt["data"]["private"][p]["hand"] for p in seats(n)}
    assert Counter(c for h in hands.values() for c in h) == Counter(full_deck())
    sizes = sorted(len(h) for h in hands.values())
    assert sizes[-1] - sizes[0] == (0 if 49 % n == 0 else 1)
    assert dealt["data"]["sizes"] == {p: len(h) for p, h in hands.items()}


@pytest.mark.parametrize("n", [2, 7])
def test_k1_three_to_six_players(n):
    with pytest.raises(InvalidOptions):
        ENGINE.validate_options({}, n)


# -- K2: pairs are laid at once ------------------------------------------------------------------
def test_k2_pairs_laid_at_the_deal():
    s = "stinkhorn"
    t = table({"0": [A, A, B, C, C, D], "1": [B, D, E], "2": [E, DD, s, s]})
    laid = of_type(t.events, "PairsLaid")
    assert [(d["player"], d["cards"], d["via"]) for d in laid] == [
        ("0", sorted([A, C]), "deal"), ("2", [s], "deal")]
    assert t.state["hands"] == {"0": sorted([B, D]), "1": sorted([B, D, E]),
                                "2": sorted([E, DD])}
    # laid pairs are public: a spectator sees them
    assert ENGINE.view(t.state, None)["pairs"] == {"0": sorted([A, C]), "1": [], "2": [s]}


def test_k2_pair_laid_after_receiving_an_asked_card():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    new = t.send("0", {"type": "ask", "target": "1", "card": A})
    assert types(new) == ["CardAsked", "PairsLaid"]
    assert new[1]["data"] == {"player": "0", "cards": [A], "via": "ask"}
    assert t.state["pairs"]["0"] == [A] and A not in t.state["hands"]["0"]


def test_k2_pair_laid_after_receiving_a_passed_card():
    t = table({"0": [A, B, C], "1": [A, D, E], "2": [B, C, D, E, DD]})
    t.send("0", {"type": "ask", "target": "2", "card": A})  # 2 has none
    new = t.send("0", {"type": "pass", "card": A})
    assert types(new) == ["CardPassed", "PairsLaid", "TurnStarted"]
    assert new[1]["data"] == {"player": "1", "cards": [A], "via": "pass"}
    assert t.state["hands"]["1"] == sorted([D, E]) and t.state["pairs"]["1"] == [A]


# -- K3: first player ----------------------------------------------------------------------------
def test_k3_creator_names_the_first_player():
    t = Table(ENGINE, seats(4), {"setup": {"first": "2"}}, seed=1)
    first = of_type(t.events, "TurnStarted")[0]
    assert first == {"player": "2", "first": True, "chosen": "setup"}
    assert t.state["turn"] == "2"


def test_k3_first_player_drawn_at_random():
    firsts = set()
    for seed in range(40):
        t = Table(ENGINE, seats(4), seed=seed)
        turn = of_type(t.events, "TurnStarted")[0]
        assert turn["chosen"] == "random"
        firsts.add(turn["player"])
    assert firsts == set(seats(4))


@pytest.mark.parametrize("first", ["0", "3"])
def test_k3_first_player_option_for_everyone(first):
    """Ruling K3 as an ordinary creation option (no staff setup): every seed obeys it."""
    for seed in range(10):
        t = Table(ENGINE, seats(4), {"first_player": first}, seed=seed)
        turn = of_type(t.events, "TurnStarted")[0]
        assert turn == {"player": first, "first": True, "chosen": "creator"}
        assert t.state["turn"] == first


def test_k3_setup_first_wins_over_the_option():
    t = Table(ENGINE, seats(3), {"first_player": "1", "setup": {"first": "2"}}, seed=2)
    assert of_type(t.events, "TurnStarted")[0]["chosen"] == "setup"
    assert t.state["turn"] == "2"


def test_k3_first_player_option_out_at_the_deal_moves_left():
    setup = {"hands": {"0": [A, A], "1": [B, DD, C], "2": [B, C, D, D, E], "3": [E]}}
    t = Table(ENGINE, seats(4), {"first_player": "0", "setup": setup}, seed=0)
    assert t.state["out"] == ["0"] and t.state["turn"] == "1"
    assert of_type(t.events, "TurnStarted")[0]["chosen"] == "creator"


@pytest.mark.parametrize("first, players", [
    ("3", 3), ("6", None), ("-1", 4), (0, 3), (True, 3), ("creator", 3), ([], 3), ("01", 3),
])
def test_k3_first_player_option_must_be_a_seat(first, players):
    with pytest.raises(InvalidOptions) as exc:
        ENGINE.validate_options({"first_player": first}, players)
    assert exc.value.code == "invalid_options" and exc.value.extra["field"] == "first_player"


def test_k3_first_player_option_null_is_random():
    assert ENGINE.validate_options({"first_player": None}, 3)["first_player"] is None
    assert ENGINE.validate_options({"first_player": "5"}, None)["first_player"] == "5"


def test_k3_named_first_player_out_at_the_deal_moves_left():
    t = table({"0": [A, A], "1": [B, DD, C], "2": [B, C, D, D, E], "3": [E]}, first="0", n=4)
    assert t.state["out"] == ["0"]
    assert t.state["turn"] == "1"


# -- K4: asking ----------------------------------------------------------------------------------
def test_k4_success_asks_again_anyone():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    t.send("0", {"type": "ask", "target": "1", "card": A})
    assert t.state["turn"] == "0" and t.state["phase"] == "ask"
    t.send("0", {"type": "ask", "target": "2", "card": B})  # a different player
    assert t.state["turn"] == "0" and t.state["pairs"]["0"] == [A, B]


def test_k4_failed_ask_ends_turn_with_a_pass_to_the_left():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    new = t.send("0", {"type": "ask", "target": "2", "card": A})
    assert new[0]["data"] == {"player": "0", "target": "2", "card": A, "given": False}
    assert t.state["phase"] == "pass"
    assert ENGINE.legal_commands(t.state, "0") == [
        {"type": "pass", "card": c} for c in sorted([A, B, C])]
    assert t.refused("0", {"type": "ask", "target": "1", "card": A}).code == "must_pass"
    new = t.send("0", {"type": "pass", "card": B})
    passed = of_type(new, "CardPassed")[0]
    assert (passed["player"], passed["to"], passed["auto"]) == ("0", "1", False)
    assert t.state["turn"] == "1" and B in t.state["hands"]["1"]


def test_k4_may_pass_the_dik_dik():
    t = table({"0": [A, DD, C], "1": [A, D], "2": [C, D]})
    t.send("0", {"type": "ask", "target": "2", "card": A})
    t.send("0", {"type": "pass", "card": DD})
    assert DD in t.state["hands"]["1"]


def test_k4_cannot_ask_for_the_dik_dik():
    t = table({"0": [A, DD, C], "1": [A, D], "2": [C, D]})
    assert t.refused("0", {"type": "ask", "target": "1", "card": DD}).code == \
        "cannot_ask_dik_dik"


def test_k4_ask_only_for_a_card_whose_partner_you_hold():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    exc = t.refused("0", {"type": "ask", "target": "1", "card": D})
    assert exc.code == "no_partner"
    # the message is the same whoever the target is: it says nothing about their hand
    assert t.refused("0", {"type": "ask", "target": "2", "card": D}).message == exc.message


def test_k4_ask_another_player_still_in():
    t = table({"0": [A, B, C], "1": [A], "2": [B, C, D, D, DD], "3": [E, E]}, n=4)
    assert t.state["out"] == ["3"]
    assert t.refused("0", {"type": "ask", "target": "0", "card": A}).code == "ask_self"
    assert t.refused("0", {"type": "ask", "target": "3", "card": A}).code == "target_out"
    assert {c["target"] for c in ENGINE.legal_commands(t.state, "0")} == {"1", "2"}


def test_k4_legal_commands_are_exactly_the_asks():
    t = table({"0": [A, B, DD], "1": [A, C], "2": [B, C, D, D]}, first="0")
    got = ENGINE.legal_commands(t.state, "0")
    assert sorted((c["target"], c["card"]) for c in got) == sorted(
        (t_, c) for t_ in ("1", "2") for c in (A, B))
    assert all(ENGINE.legal_commands(t.state, p) == [] for p in ("1", "2", None))


# -- K5: one card, out safe ----------------------------------------------------------------------
def test_k5_one_card_turn_passes_the_dik_dik_and_is_out():
    t = table({"0": [DD], "1": [A, B], "2": [A, B, C, C]}, first="0")
    assert types(t.events) == ["CardsDealt", "PairsLaid", "TurnStarted", "CardPassed",
                               "PlayerOut", "TurnStarted"]
    passed = of_type(t.events, "CardPassed")[0]
    assert (passed["player"], passed["to"], passed["auto"]) == ("0", "1", True)
    assert of_type(t.events, "PlayerOut")[0] == {"player": "0", "reason": "one_card"}
    assert t.state["hands"]["1"] == sorted([A, B, DD])
    assert t.state["turn"] == "1" and t.state["out"] == ["0"]
    # the passed card is private to 0 and 1: 2 and spectators do not learn it
    for viewer in ("2", None):
        assert "private" not in ENGINE.redact(t.events[3], viewer)["data"]
        assert DD not in json.dumps(ENGINE.view(t.state, viewer))
    assert ENGINE.redact(t.events[3], "1")["data"]["private"] == {"1": {"card": DD}}
    # play on: 1 asks 2 for A, leaving 1 with [B, DD] and 2 with [B] -> roulette; 0 has won
    t.send("1", {"type": "ask", "target": "2", "card": A})
    assert t.state["phase"] == "roulette"
    t.send("2", {"type": "draw", "index": roulette_index(t, DD)})
    out = t.outcome()
    assert out["loser"] == "2" and "0" in out["winners"]


def test_k5_player_out_when_giving_away_last_card():
    t = table({"0": [A, B], "1": [A], "2": [B, C], "3": [C, DD]}, n=4)
    new = t.send("0", {"type": "ask", "target": "1", "card": A})
    assert {"player": "1", "reason": "no_cards"} in of_type(new, "PlayerOut")
    assert t.state["turn"] == "0"  # 0 asks again, with one card left (not a turn start)
    assert {c["target"] for c in ENGINE.legal_commands(t.state, "0")} == {"2", "3"}
    new = t.send("0", {"type": "ask", "target": "2", "card": B})
    # 0 emptied their hand and is out; 3 cards left: 2 [C], 3 [C, DD] -> roulette
    assert {"player": "0", "reason": "no_cards"} in of_type(new, "PlayerOut")
    assert t.state["roulette"]["drawer"] == "2" and t.state["roulette"]["holder"] == "3"


def test_k5_receiver_of_a_pass_makes_a_pair_empties_and_is_out():
    t = table({"0": [A, B], "1": [A], "2": [B, C], "3": [C, DD, D, D]}, n=4)
    t.send("0", {"type": "ask", "target": "2", "card": A})
    new = t.send("0", {"type": "pass", "card": A})
    assert types(new) == ["CardPassed", "PairsLaid", "PlayerOut", "TurnStarted"]
    assert of_type(new, "PlayerOut") == [{"player": "1", "reason": "no_cards"}]
    assert t.state["turn"] == "2"  # 1 is out: the next player still in after 0


def test_k5_failed_ask_with_last_card_passes_it_and_is_out():
    t = table({"0": [A, B], "1": [A, C], "2": [B, C, D], "3": [D, DD]}, n=4)
    t.send("0", {"type": "ask", "target": "1", "card": A})  # 0 has [B]
    t.send("0", {"type": "ask", "target": "3", "card": B})  # wrong player
    new = t.send("0", {"type": "pass", "card": B})
    assert {"player": "0", "reason": "no_cards"} in of_type(new, "PlayerOut")
    assert "0" in t.state["out"] and t.state["turn"] == "1"


def test_k5_only_the_dik_dik_left_mid_turn_is_passed_and_out():
    # rule choice 2 (docs/rules/dikdik.md): nothing left to ask for, so the DIK DIK is passed
    t = table({"0": [A, DD], "1": [A, C], "2": [C, D], "3": [D]}, n=4)
    new = t.send("0", {"type": "ask", "target": "1", "card": A})
    assert types(new) == ["CardAsked", "PairsLaid", "CardPassed", "PlayerOut", "TurnStarted"]
    assert of_type(new, "PlayerOut") == [{"player": "0", "reason": "only_dik_dik"}]
    assert t.state["hands"]["1"] == sorted([C, DD]) and t.state["turn"] == "1"


def test_k5_chain_of_one_card_turns_reaches_k6_mid_chain():
    # 0 passes B to 1 (pair, 1 out), 2 passes C to 3 (pair), then 3 cards remain:
    # 3 [A, DD] and 4 [A] -> the roulette, all among the opening events
    t = table({"0": [B], "1": [B], "2": [C], "3": [C, DD, A], "4": [A]}, n=5)
    assert types(t.events) == [
        "CardsDealt", "TurnStarted", "CardPassed", "PairsLaid", "PlayerOut", "PlayerOut",
        "TurnStarted", "CardPassed", "PairsLaid", "PlayerOut", "RouletteStarted"]
    assert t.state["out"] == ["0", "1", "2"]
    assert (t.state["roulette"]["drawer"], t.state["roulette"]["holder"]) == ("4", "3")
    assert t.outcome()["to_act"] == ["4"]


# -- K6: three cards left ------------------------------------------------------------------------
def test_k6_three_single_cards_dik_dik_holder_loses_at_once():
    t = table({"0": [A, B], "1": [A, DD], "2": [B]})
    new = t.send("0", {"type": "ask", "target": "1", "card": A})
    assert types(new) == ["CardAsked", "PairsLaid", "GameOver"]
    assert new[-1]["data"] == {"loser": "1", "winners": ["0", "2"], "reason": "three_singles"}
    out = t.outcome()
    assert out["finished"] and out["loser"] == "1" and out["winners"] == ["0", "2"]
    assert out["scores"] == {"0": 1, "1": 0, "2": 1} and out["rounds"] == [out["scores"]]
    assert out["to_act"] == []


def _roulette_table() -> Table:
    t = table({"0": [A, B], "1": [B, DD], "2": [A]})
    new = t.send("0", {"type": "ask", "target": "2", "card": A})
    assert types(new) == ["CardAsked", "PairsLaid", "PlayerOut", "RouletteStarted"]
    assert t.state["phase"] == "roulette"
    return t


def test_k6_roulette_won_drawer_makes_a_pair():
    t = _roulette_table()
    assert ENGINE.legal_commands(t.state, "0") == [{"type": "draw", "index": 0},
                                                   {"type": "draw", "index": 1}]
    assert ENGINE.legal_commands(t.state, "1") == []
    new = t.send("0", {"type": "draw", "index": roulette_index(t, B)})
    assert types(new) == ["RouletteDrawn", "PairsLaid", "PlayerOut", "GameOver"]
    assert new[-1]["data"]["loser"] == "1" and new[-1]["data"]["reason"] == "roulette"
    assert t.state["hands"]["1"] == [DD]
    assert t.outcome()["winners"] == ["0", "2"]


def test_k6_roulette_lost_drawer_draws_the_dik_dik():
    t = _roulette_table()
    new = t.send("0", {"type": "draw", "index": roulette_index(t, DD)})
    assert types(new) == ["RouletteDrawn", "GameOver"]
    assert new[-1]["data"] == {"loser": "0", "winners": ["1", "2"], "reason": "roulette"}
    assert t.state["hands"]["0"] == sorted([B, DD]) and t.state["hands"]["1"] == [B]


def test_k6_roulette_positions_are_random_and_sealed_from_everyone():
    orders = set()
    for seed in range(20):
        t = table({"0": [A, B], "1": [B, DD], "2": [A]}, seed=seed)
        t.send("0", {"type": "ask", "target": "2", "card": A})
        started = t.events[-1]
        orders.add(tuple(started["data"]["sealed"]["positions"]))
        for viewer in ("0", "1", "2", None):
            assert "sealed" not in ENGINE.redact(started, viewer)["data"]
            assert ENGINE.view(t.state, viewer)["roulette"] == {
                "drawer": "0", "holder": "1", "index": None, "card": None}
    assert orders == {(B, DD), (DD, B)}


def test_k6_draw_refusals():
    t = _roulette_table()
    assert t.refused("1", {"type": "draw", "index": 0}).code == "not_your_turn"
    assert t.refused("0", {"type": "draw", "index": 2}).code == "bad_command"
    assert t.refused("0", {"type": "draw", "index": True}).code == "bad_command"
    assert t.refused("0", {"type": "ask", "target": "1", "card": B}).code == "must_draw"
    assert t.refused("0", {"type": "pass", "card": B}).code == "must_draw"


def test_k6_dik_dik_holder_last_one_in_at_the_deal_loses():
    t = table({"0": [A, A, DD], "1": [B, B], "2": [C, C]})
    assert types(t.events)[-1] == "GameOver"
    assert t.events[-1]["data"] == {"loser": "0", "winners": ["1", "2"], "reason": "last_card"}
    assert t.state["out"] == ["1", "2"]
    assert ENGINE.legal_commands(t.state, "0") == []


def test_k6_three_singles_at_the_deal():
    t = table({"0": [A], "1": [DD, B, B], "2": [A]}, first="0")
    assert t.events[-1]["data"]["reason"] == "three_singles"
    assert t.outcome()["loser"] == "1"
    assert "TurnStarted" not in types(t.events)  # decided before the first turn


def test_k6_roulette_at_the_deal():
    t = table({"0": [A, C, C], "1": [DD, A], "2": []})
    assert t.state["phase"] == "roulette" and t.state["roulette"]["drawer"] == "0"
    assert t.state["out"] == ["2"]


def test_k6_checked_before_the_one_card_rule():
    # 0's pass makes 1 lay a pair: 0 [A], 1 [A], 2 [DD] are three singles. 1 would start a
    # turn with one card (K5), but K6 decides first.
    t = table({"0": [A, C], "1": [A, C], "2": [DD]}, first="0")
    t.send("0", {"type": "ask", "target": "2", "card": A})
    new = t.send("0", {"type": "pass", "card": C})
    assert types(new) == ["CardPassed", "PairsLaid", "GameOver"]
    assert new[-1]["data"]["loser"] == "2" and new[-1]["data"]["reason"] == "three_singles"


# -- K7: winners and hidden information ----------------------------------------------------------
def test_k7_everyone_but_the_loser_wins():
    t = _roulette_table()
    t.send("0", {"type": "draw", "index": roulette_index(t, DD)})
    out = t.outcome()
    assert out["winners"] == ["1", "2"] and out["loser"] == "0"
    assert out["scores"] == {"0": 0, "1": 1, "2": 1}
    assert t.refused("1", {"type": "draw", "index": 0}).code == "game_finished"


def test_k7_views_show_own_hand_sizes_pairs_and_asks():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    t.send("0", {"type": "ask", "target": "1", "card": A})
    t.send("0", {"type": "ask", "target": "1", "card": B})
    for viewer in ("0", "1", "2", None):
        v = ENGINE.view(t.state, viewer)
        assert v["hand"] == (t.state["hands"][viewer] if viewer else None)
        assert v["hand_sizes"] == {"0": 2, "1": 1, "2": 4}
        assert v["pairs"]["0"] == [A]
        assert v["asks"] == [{"player": "0", "target": "1", "card": A, "given": True},
                             {"player": "0", "target": "1", "card": B, "given": False}]
        others = {c for p, h in t.state["hands"].items() if p != viewer for c in h}
        shown = json.dumps({k: x for k, x in v.items() if k not in ("hand", "asks", "pairs")})
        assert not [c for c in others if f'"{c}"' in shown]


def test_k7_passed_card_known_only_to_passer_and_receiver():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    t.send("0", {"type": "ask", "target": "2", "card": A})
    new = t.send("0", {"type": "pass", "card": B})
    passed = new[0]
    assert ENGINE.redact(passed, "0")["data"]["private"] == {"0": {"card": B}}
    assert ENGINE.redact(passed, "1")["data"]["private"] == {"1": {"card": B}}
    for viewer in ("2", None):
        seen = ENGINE.redact(passed, viewer)
        assert seen["data"] == {"player": "0", "to": "1", "auto": False}
        v = ENGINE.view(t.state, viewer)
        assert v["hand_sizes"]["1"] == 3
        public = {k: x for k, x in v.items() if k not in ("hand", "asks", "pairs")}
        assert f'"{B}"' not in json.dumps(public)
    # an error message to the third player names nothing of it
    exc = t.refused("2", {"type": "pass", "card": B})
    assert exc.code == "not_your_turn" and B not in exc.message
    # redact returns a copy: the stored event keeps its secret
    assert passed["data"]["private"]["1"] == {"card": B}


def test_k7_deal_hands_private_to_each_player():
    t = Table(ENGINE, seats(3), seed=5)
    dealt = t.events[0]
    for viewer in seats(3):
        seen = ENGINE.redact(dealt, viewer)["data"]
        assert seen["private"] == {viewer: dealt["data"]["private"][viewer]}
        assert seen["sizes"] == dealt["data"]["sizes"]
    assert "private" not in ENGINE.redact(dealt, None)["data"]


# -- C1..C4 --------------------------------------------------------------------------------------
def test_c1_left_is_the_next_seat_wrapping():
    t = table({"0": [A, D], "1": [B, C], "2": [A, B, C, D, DD, E, E]}, first="2")
    t.send("2", {"type": "ask", "target": "1", "card": A})  # 0 has it: fail
    new = t.send("2", {"type": "pass", "card": DD})
    assert of_type(new, "CardPassed")[0]["to"] == "0"
    assert t.state["turn"] == "0"


def test_c2_randomness_lives_in_events_and_replay_needs_no_rng():
    a = Table(ENGINE, seats(4), seed=11)
    b = Table(ENGINE, seats(4), seed=12)
    assert a.events[0] != b.events[0]  # the shuffle is drawn from the seeded generator
    assert ENGINE.fold(a.events) == a.state
    t = _roulette_table()
    t.send("0", {"type": "draw", "index": 0})
    t.check_replay()
    # apply is deterministic: folding twice gives equal states
    assert ENGINE.fold(t.events) == ENGINE.fold(t.events)


def test_c3_whole_deck_dealt_so_no_draw_pile_to_reshuffle():
    # C3 concerns draw piles; in dikdik every card is dealt (K1), so no pile can run out
    t = Table(ENGINE, seats(5), seed=2)
    assert sum(t.events[0]["data"]["sizes"].values()) == 49 == t.state["cards"]
    assert "draw" not in t.state


def test_c4_refusal_order_and_nothing_appended():
    t = table({"0": [A, B, C], "1": [A, D], "2": [B, C, D, DD]})
    assert t.refused("1", {"type": "fly"}).code == "unknown_command"
    assert t.refused("1", {"type": "ask"}).code == "not_your_turn"
    assert t.refused(None, {"type": "ask", "target": "1", "card": A}).code == "not_your_turn"
    assert t.refused("0", {"type": "ask", "target": "9", "card": A}).code == "bad_command"
    assert t.refused("0", {"type": "ask", "target": "1", "card": "kiwi"}).code == "bad_command"
    assert t.refused("0", {"type": "ask", "target": 1, "card": A}).code == "bad_command"
    assert t.refused("0", {"type": "pass"}).code == "bad_command"
    assert t.refused("0", {"type": "pass", "card": A}).code == "must_ask"
    assert t.refused("0", {"type": "draw", "index": 0}).code == "no_roulette"
    t.send("0", {"type": "ask", "target": "2", "card": A})
    assert t.refused("0", {"type": "pass", "card": D}).code == "card_not_in_hand"
    assert t.refused("0", {"type": "ask", "target": "7", "card": A}).code == "bad_command"
    finished = table({"0": [A, A, DD], "1": [B, B], "2": [C, C]})
    assert finished.refused("0", {"type": "fly"}).code == "game_finished"


# -- setup and options ---------------------------------------------------------------------------
@pytest.mark.parametrize("setup, players", [
    ({"hands": {"0": ["kiwi", DD]}}, 3),                         # unknown name
    ({"hands": {"0": [DD], "1": [DD]}}, 3),                      # DIK DIK twice
    ({"hands": {"0": [A, A], "1": [A, DD]}}, 3),                 # more copies than the deck
    ({"hands": {"0": [A, DD], "3": [A]}}, 3),                    # unknown player (3 seats)
    ({"hands": {"9": [DD]}}, None),                              # unknown player at creation
    ({"hands": {"0": [A, A]}}, 3),                               # no DIK DIK
    ({"hands": {"0": [A, DD]}}, 3),                              # half a pair
    ({"hands": {"0": "dik dik"}}, 3),                            # not a list
    ({"hands": [DD]}, 3),                                        # not a dict
    ({"first": "5"}, 4),                                         # unknown first player
    ({"dealer": "0"}, 3),                                        # unknown part
])
def test_setup_impossible_is_refused(setup, players):
    with pytest.raises(InvalidOptions) as exc:
        ENGINE.validate_options({"setup": setup}, players)
    assert exc.value.code == "invalid_options"


def test_setup_only_first_deals_the_full_deck():
    t = Table(ENGINE, seats(3), {"setup": {"first": "1"}}, seed=4)
    assert t.state["cards"] == 49
    assert of_type(t.events, "TurnStarted")[0]["player"] == "1"
    assert of_type(t.events, "TurnStarted")[0]["chosen"] == "setup"


def test_setup_seats_left_out_get_no_cards():
    t = table({"0": [A, B, DD], "1": [A, B]}, n=4, first="1")
    assert t.state["out"] == ["2", "3"] and t.state["hands"]["2"] == []


def test_unknown_option_refused():
    with pytest.raises(InvalidOptions):
        ENGINE.validate_options({"rounds": 3}, 3)


def test_error_messages_never_name_other_players_cards():
    rng = random.Random(7)
    t = Table(ENGINE, seats(4), seed=7)
    refusals = 0
    while not t.outcome()["finished"]:
        p = rng.choice(seats(4) + [None])
        command = rng.choice([
            {"type": "ask", "target": rng.choice(seats(4)), "card": rng.choice(sorted(CARDS))},
            {"type": "pass", "card": rng.choice(sorted(CARDS))},
            {"type": "draw", "index": rng.choice([0, 1])},
        ])
        try:
            ENGINE.decide(t.state, p, command, random.Random(0))
        except IllegalMove as exc:
            refusals += 1
            known = set(t.state["hands"].get(p, [])) | {command.get("card")}
            assert {c for c in CARDS if c in exc.message} <= known, (exc.code, exc.message)
        if rng.random() < 0.3:
            turn = t.state["turn"]
            t.send(turn, rng.choice(ENGINE.legal_commands(t.state, turn)))
    assert refusals > 50
