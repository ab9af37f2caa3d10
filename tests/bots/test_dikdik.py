"""The strong Dik Dik bot: its simulator plays the engine's rules, its odds for the DIK DIK
follow the feed, and its search is deterministic and stops at its cap."""

from __future__ import annotations

import random

import pytest

from games import kinds
from games.bots import ismcts
from games.bots.base import Budget
from games.kinds.dikdik import bots as dikdik
from games.kinds.dikdik.bots import feed as dikdik_feed
from games.kinds.dikdik.rules import DIK_DIK
from tests.bots.support import observe, replay

ENGINE = kinds.engine("dikdik")


def _apply(sim: dikdik._Sim, seat: str, command: dict) -> None:
    if command["type"] == "ask":
        sim.ask(seat, command["target"], command["card"])
    else:
        sim.pass_(seat, command["card"])


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_simulator_plays_the_engines_rules(players):
    seats = [str(i) for i in range(players)]
    moves = 0
    for seed in range(12):
        state = ENGINE.fold(ENGINE.start(seats, ENGINE.validate_options({}, players),
                                         random.Random(seed)))
        rng = random.Random(seed)
        while state["phase"] not in ("finished", "roulette"):
            seat = ENGINE.outcome(state)["to_act"][0]
            command = rng.choice(ENGINE.legal_commands(state, seat))
            sim = dikdik._Sim(state)
            _apply(sim, seat, command)
            state = ismcts.play(ENGINE, state, seat, command, rng)
            moves += 1
            assert {p: sorted(h) for p, h in sim.hands.items()} == state["hands"]
            assert sim.out == state["out"]
            if state["phase"] == "finished":
                assert (sim.phase, sim.loser) == ("over", state["loser"])
            elif state["phase"] == "roulette":
                assert sim.roulette == (state["roulette"]["drawer"], state["roulette"]["holder"])
            else:
                assert (sim.turn, sim.phase) == (state["turn"], state["phase"])
    assert moves > 200


@pytest.mark.parametrize("players", [3, 4])
def test_the_simulators_basic_is_choose_basic(players):
    """The rollouts' ``basic`` (on bare hands) makes ``choose_basic``'s choice (on the view)
    from the same generator, endgame included, in games played to the end."""
    seats = [str(i) for i in range(players)]
    moves = endgame = 0
    for seed in range(30):
        state = ENGINE.fold(ENGINE.start(seats, ENGINE.validate_options({}, players),
                                         random.Random(seed)))
        rng = random.Random(seed)
        while state["phase"] not in ("finished", "roulette"):
            seat = ENGINE.outcome(state)["to_act"][0]
            legal = ENGINE.legal_commands(state, seat)
            # the simulator's memory of asks is the view's last twelve: enough for basic's
            state = {**state, "asks": state["asks"][-12:]}
            view = ENGINE.view(state, seat)
            want = dikdik.choose_basic(view, legal, seat, random.Random(moves))
            target, card = dikdik._Sim(state).basic(random.Random(moves))
            assert want == ({"type": "ask", "target": target, "card": card} if target
                            else {"type": "pass", "card": card})
            endgame += sum(view["hand_sizes"].values()) == dikdik.ENDGAME
            state = ismcts.play(ENGINE, state, seat, want, rng)
            moves += 1
    assert moves > 300 and endgame > 20


def _five_cards_left():
    """Seat 2 asks 1 for a sticky willy (refused) and passes seat 0 a bearded tit, which 0
    pairs: 0 holds [nipplewort, sticky willy], 1 the nipplewort and the DIK DIK, 2 the sticky
    willy. The state and seat 0's observation."""
    setup = {"hands": {"0": ["nipplewort", "sticky willy", "bearded tit"],
                       "1": ["nipplewort", DIK_DIK], "2": ["sticky willy", "bearded tit"]},
             "first": "2"}
    script = [("2", {"type": "ask", "target": "1", "card": "sticky willy"}, 0),
              ("2", {"type": "pass", "card": "bearded tit"}, 0)]
    events, state = replay("dikdik", ["0", "1", "2"], {"setup": setup}, script, seed=1)
    return state, observe("dikdik", events, state, "0")


def test_basic_plays_the_end_with_five_cards_left():
    # seat 0 holds [nipplewort, sticky willy]; 1 holds the nipplewort and the DIK DIK, 2 the
    # sticky willy (seat 2 asked 1 for it, was refused, and passed 0 a bearded tit)
    state, obs = _five_cards_left()
    ranked = dikdik._ask_scores(obs.view, list(obs.legal), random.Random(0))
    # the feed says 2 holds the sticky willy: best ranked, but granted it empties 2's hand and
    # leaves 0 drawing from 1's two cards; basic asks the two-card player instead
    assert ranked[0][1] == {"type": "ask", "target": "2", "card": "sticky willy"}
    picked = dikdik.endgame_ask([(c["target"], c) for _, c in ranked], obs.view["hand_sizes"],
                                "0", False)[1]
    assert picked["target"] == "1"
    # holding the DIK DIK with five cards left, it asks where a refusal is likeliest
    assert dikdik.endgame_ask([("1", "a"), ("2", "b")], {"0": 3, "1": 1, "2": 1}, "0",
                              True) == ("2", "b")
    # at four seats a one-card target is safe when the other two cards are in two hands
    assert dikdik.endgame_ask([("1", "a"), ("2", "b")], {"0": 2, "1": 1, "2": 1, "3": 1}, "0",
                              False) == ("1", "a")
    assert dikdik.endgame_ask([("1", "a"), ("3", "b")], {"0": 2, "1": 1, "2": 0, "3": 2}, "0",
                              False) == ("3", "b")
    # with more cards left it takes the best ranked ask
    assert dikdik.endgame_ask([("2", "a"), ("1", "b")], {"0": 2, "1": 2, "2": 3}, "0",
                              False) == ("2", "a")


@pytest.mark.parametrize("players", [3, 4])
def test_what_the_feed_reads_is_true_and_its_chances_are_calibrated(players):
    """In games of ``basic`` bots (which pass the DIK DIK whenever they hold it, as the feed
    assumes), what ``Feed`` holds for certain is really held and what it lacks for certain is
    really lacked; of the cards it probably holds (a chance of a half or more), about that share
    is really there. (A small chance that a card moved to a hand is no forecast of that hand
    holding the species: it may hold the species' other card.)"""
    seats = [str(i) for i in range(players)]
    certain = uncertain = 0
    expected = found = 0.0
    for seed in range(8):
        events = ENGINE.start(seats, ENGINE.validate_options({}, players), random.Random(seed))
        state = ENGINE.fold(events)
        rng = random.Random(seed)
        while state["phase"] not in ("finished", "roulette"):
            for seat in seats:
                feed = dikdik_feed.Feed(observe("dikdik", events, state, seat))
                for p in seats:
                    hand = set(state["hands"][p])
                    for card, chance in feed.held[p].items():
                        if chance >= 1.0:
                            assert card in hand, (seat, p, card)
                            certain += 1
                        elif chance >= 0.5:
                            uncertain += 1
                            expected += chance
                            found += card in hand
                    for card, chance in feed.lacks[p].items():
                        if chance >= 1.0:
                            assert card not in hand, (seat, p, card)
            seat = ENGINE.outcome(state)["to_act"][0]
            command = dikdik.choose_basic(ENGINE.view(state, seat),
                                          ENGINE.legal_commands(state, seat), seat, rng)
            new = ENGINE.decide(state, seat, {**command, **ismcts.STAMP}, rng)
            state = ENGINE.fold(new, state)
            events = events + new
    assert certain > 0 and uncertain > 20
    assert 0.8 < found / expected < 1.2, (found, expected, uncertain)


def test_a_round_of_refusals_with_five_cards_left_is_a_stalemate():
    view = {"players": ["0", "1", "2", "3"], "out": ["3"],
            "hand_sizes": {"0": 2, "1": 2, "2": 1, "3": 0},
            "asks": [{"given": True}, {"given": False}, {"given": False}, {"given": False}]}
    assert dikdik.stalemate(view)
    assert not dikdik.stalemate({**view, "asks": view["asks"][:-1]})  # one refusal short
    assert not dikdik.stalemate({**view, "hand_sizes": {"0": 4, "1": 2, "2": 1, "3": 0}})


def test_strong_holding_the_dik_dik_breaks_only_a_long_stalemate():
    refused = {"given": False}
    view = {"players": ["0", "1", "2"], "out": [], "hand": ["a", "b"],
            "hand_sizes": {"0": 2, "1": 2, "2": 1}, "asks": [refused] * 3}

    def breaks(view: dict) -> int:
        rng = random.Random(7)
        return sum(dikdik.breaks_stalemate(view, rng) for _ in range(2000))

    assert 0 < breaks(view) < 2000 * 2 * dikdik.WANDER  # sometimes, about one time in twenty
    assert breaks({**view, "asks": [refused] * 2}) == 0  # not a whole round
    holding = {**view, "hand": ["a", DIK_DIK]}
    assert breaks(holding) == 0
    long = 3 * dikdik.LONG_STALEMATE
    assert breaks({**holding, "asks": [refused] * (long - 1)}) == 0
    assert breaks({**holding, "asks": [refused] * long}) > 0


def test_the_simulator_scores_the_roulette_as_half_a_loss_for_its_two_players():
    state = {"players": ["0", "1", "2"], "hands": {"0": ["a", DIK_DIK], "1": ["a"], "2": []},
             "out": ["2"], "turn": "0", "phase": "ask", "asks": []}
    sim = dikdik._Sim(state)
    assert sim._ended() and sim.roulette == ("1", "0")
    assert (sim.value("0"), sim.value("1"), sim.value("2")) == (0.5, 0.5, 1.0)


SETUP = {"hands": {"0": [DIK_DIK, "nipplewort", "bearded tit"],
                   "1": ["nipplewort", "sticky willy", "stinkhorn"],
                   "2": ["sticky willy", "bearded tit", "stinkhorn"]}, "first": "0"}


def test_the_dik_dik_odds_follow_the_passes():
    # seat 0 asks 2 for a nipplewort (refused), passes the DIK DIK to 1
    script = [("0", {"type": "ask", "target": "2", "card": "nipplewort"}, 0),
              ("0", {"type": "pass", "card": DIK_DIK}, 0)]
    events, state = replay("dikdik", ["0", "1", "2"], {"setup": SETUP}, script, seed=1)
    obs = observe("dikdik", events, state, "0")
    assert dikdik_feed.dik_dik_odds(obs) == {"0": 0.0, "1": 1.0, "2": 0.0}
    # every determinization puts it where seat 0 saw it go
    for seed in range(20):
        world = dikdik.determinize(obs, random.Random(seed))
        assert DIK_DIK in world["hands"]["1"]
    # seat 1 asks 2 for a bearded tit (refused) and passes an unseen card to 2: the DIK DIK
    # most likely went with it
    script += [("1", {"type": "ask", "target": "2", "card": "nipplewort"}, 0),
               ("1", {"type": "pass", "card": DIK_DIK}, 0)]
    events, state = replay("dikdik", ["0", "1", "2"], {"setup": SETUP}, script, seed=1)
    odds = dikdik_feed.dik_dik_odds(observe("dikdik", events, state, "0"))
    assert odds["2"] > 0.9 and odds["1"] < 0.1 and odds["0"] == 0.0
    # seat 2 sees where it came from: it holds it now
    assert dikdik_feed.dik_dik_odds(observe("dikdik", events, state, "2"))["2"] == 1.0


PAIRED_BY_A_PASS = {"hands": {"0": ["nipplewort", "bearded tit"],
                               "1": ["nipplewort", "sticky willy", "stinkhorn"],
                               "2": ["sticky willy", "bearded tit", "cockchafer"],
                               "3": [DIK_DIK, "stinkhorn", "cockchafer"]}, "first": "1"}


@pytest.mark.parametrize("passed, pairs", [("sticky willy", True), ("stinkhorn", False)])
def test_an_unseen_pass_fades_what_was_known_of_the_giver_unless_a_pair_shows_its_card(
        passed, pairs):
    # seat 1 asks 3 for a nipplewort (refused: 1 holds one, 3 does not), then passes seat 2 a
    # card seat 0 does not see
    script = [("1", {"type": "ask", "target": "3", "card": "nipplewort"}, 0),
              ("1", {"type": "pass", "card": passed}, 0)]
    events, state = replay("dikdik", ["0", "1", "2", "3"], {"setup": PAIRED_BY_A_PASS},
                           script, seed=1)
    assert (state["pairs"]["2"] == ["sticky willy"]) is pairs
    obs = observe("dikdik", events, state, "0")
    feed = dikdik_feed.Feed(obs)
    assert feed.lacks["3"]["nipplewort"] == 1.0
    if pairs:
        # the pair shows the card: the nipplewort stayed, and seat 1, who would have passed
        # the DIK DIK had it held it, does not hold it
        assert feed.held["1"] == {"nipplewort": 1.0}
        assert feed.odds["1"] < 0.1 * feed.odds["2"]
        assert ("1", "nipplewort") in dikdik.known_asks(feed, obs.view["hand"])
    else:
        # one of three cards left, unless it was the DIK DIK (by the deal, seat 1 holds it
        # with a chance of one in three): the nipplewort stayed with a chance of 1 - (2/3) / 3
        assert feed.held["1"]["nipplewort"] == pytest.approx(1 - (2 / 3) / 3)
        assert ("1", "nipplewort") not in dikdik.known_asks(feed, obs.view["hand"])
        assert 0 < feed.held["2"]["nipplewort"] < 0.5  # where it may have gone


def test_the_searching_seat_asks_where_its_feed_knows_the_card_is_and_never_at_random():
    state = {"players": ["0", "1", "2"], "turn": "0", "phase": "ask", "asks": [], "out": [],
             "hands": {"0": ["a", "b", "c"], "1": ["a", "d", "e", "f", "g"],
                       "2": ["b", "c", "d", "e", "f", "g", DIK_DIK]}}
    known = {("1", "a")}
    for seed in range(300):
        # ``basic`` asks the biggest hand, now and then at random; the seat with a known card
        # asks for it
        assert dikdik._Sim(state, "0", known).basic(random.Random(seed)) == ("1", "a")
    picks = {dikdik._Sim(state).basic(random.Random(seed)) for seed in range(300)}
    assert ("1", "a") in picks and len(picks) > 3  # basic: mostly seat 2, sometimes anyone


def test_the_strong_search_is_deterministic_and_stops_at_its_cap():
    events, state = replay("dikdik", ["0", "1", "2", "3"], {}, [], seed=7)
    seat = ENGINE.outcome(state)["to_act"][0]
    obs = observe("dikdik", events, state, seat)
    calls = []
    real = dikdik.simulate

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    dikdik.simulate = counting
    try:
        first = dikdik.strong(obs, random.Random(3), Budget(ms=None, max_iterations=70))
        n = len(calls)
        again = dikdik.strong(obs, random.Random(3), Budget(ms=None, max_iterations=70))
    finally:
        dikdik.simulate = real
    assert first == again and first in list(obs.legal)
    assert 0 < n <= 70 and len(calls) == 2 * n


def test_strong_takes_the_ask_that_leaves_the_dik_dik_alone_where_basic_ends_in_a_roulette():
    # seat 2 asks 1 for a sticky willy (so 2 holds one, 1 does not), is refused and passes seat 0
    # a bearded tit, which 0 pairs: now 0 holds [nipplewort, sticky willy], 1 two cards, 2 one
    # card -- the sticky willy -- so 1 holds the nipplewort and the DIK DIK
    state, obs = _five_cards_left()
    assert obs.view["hand"] == ["nipplewort", "sticky willy"]
    # the best ranked ask trusts the refused ask: it takes the sticky willy from 2, which leaves
    # 0 and 1 in a roulette (an even chance to lose); asking 1 for the nipplewort leaves 1 alone
    # with the DIK DIK: 0 cannot lose
    best = dikdik._ask_scores(obs.view, list(obs.legal), random.Random(0))[0][1]
    assert best == {"type": "ask", "target": "2", "card": "sticky willy"}
    assert dikdik.simulate(state, {"type": "ask", "target": "1", "card": "nipplewort"},
                           random.Random(0), "0") == 1.0
    assert dikdik.simulate(state, {"type": "ask", "target": "2", "card": "sticky willy"},
                           random.Random(0), "0") == 0.5
    for seed in range(3):
        command = dikdik.strong(obs, random.Random(seed), Budget(ms=None, max_iterations=200))
        assert command == {"type": "ask", "target": "1", "card": "nipplewort"}
