"""The Biddle bots' bidding: ``strong`` plays the bidding as a game against the other seats
(what their commands will be, what their past commands reveal) and for the standing at the
end of the game, where ``basic`` and the old expected-points rule look at the odds alone."""

from __future__ import annotations

import random

from games import kinds
from games.bots import Budget
from games.bots.base import Observation, Observer
from games.engines.base import event
from games.kinds.biddle import bots as biddle

ENGINE = kinds.engine("biddle")
PLAYERS = ["0", "1"]
# the strong bot's earlier rule: the round's break-even chance, undercutting to it eagerly
OLD_STRONG = biddle._Rule(None, eager=True)


def bidding(players: list[str], round_: int, card: str, starter: str,
            script: list[tuple[str, dict]], scores: dict[str, int] | None = None):
    """Events and state of a round ``round_`` on ``card`` after the scripted bids."""
    options = ENGINE.validate_options({}, len(players))
    public = {key: options[key] for key in ("max_bid", "blue_row", "purple_row", "hints")}
    events = [event("DeckShuffled", players=players, options=public, deck=[card] * 10, dice=[]),
              event("RoundStarted", round=round_, card=card, starter=starter)]
    state = ENGINE.fold(events)
    for seat, command in script:
        new = ENGINE.decide(state, seat, {**command, "_version": len(events)},
                            random.Random(len(events)))
        state = ENGINE.fold(new, state)
        events = events + new
    if scores:
        state["scores"] = dict(scores)
    return events, state


def observe(events, state, seat: str) -> Observation:
    observer = Observer(ENGINE, seat)
    observer.add(events)
    return observer.observation(state)


def decide(obs: Observation, level: str, iterations: int = 50) -> dict:
    return biddle.POLICIES[level](obs, random.Random(7), Budget(ms=None,
                                                                max_iterations=iterations))


def test_strong_calls_where_basic_must_then_drop_instead_of_undercutting():
    # "Sum higher than 30": 27 % in 3 rolls, 47.5 % in 4, 65 % in 5. basic opens at 5; if the
    # other seat calls, basic sits on the lowest bid and drops (4 rolls keep no even chance),
    # so the caller is the team at 5 rolls, where undercutting to 3 (the break-even bid of
    # round 1) leaves it a 27 % chance.
    events, state = bidding(PLAYERS, 1, "c25", "1", [])
    opening = decide(observe(events, state, "1"), "basic")
    assert opening == {"type": "bid", "rolls": 5}
    events, state = bidding(PLAYERS, 1, "c25", "1", [("1", opening)])
    obs = observe(events, state, "0")
    assert OLD_STRONG.play(obs) == {"type": "bid", "rolls": 3}
    assert decide(obs, "strong") == {"type": "call"}


def test_strong_trailing_in_the_last_round_stays_in_at_any_chance():
    # Round 10 pays 12 to each bidder when met, 6 to each dropout when failed. Ten points
    # behind, a drop can never win: only the team can, here at a 0.2 % chance in one roll.
    events, state = bidding(PLAYERS, 10, "c41", "1", [("1", {"type": "bid", "rolls": 1})],
                            scores={"0": 40, "1": 50})
    obs = observe(events, state, "0")
    assert decide(obs, "basic") == {"type": "drop"}
    assert OLD_STRONG.play(obs) == {"type": "drop"}
    assert decide(obs, "strong") == {"type": "call"}


def test_strong_leading_in_the_last_round_takes_the_team_that_cannot_lose():
    # Seven ahead in round 10: on the team the bot wins whether the card is met (12 points) or
    # not (the other seat's 6 as a dropout fall short); a drop loses if the card is met.
    events, state = bidding(PLAYERS, 10, "c41", "1", [("1", {"type": "bid", "rolls": 8})],
                            scores={"0": 57, "1": 50})
    obs = observe(events, state, "0")
    assert decide(obs, "strong") != {"type": "drop"}


def play_rounds(rules: dict[str, biddle._Rule], rounds: int, seat: str) -> Observation:
    """Bots bid by the given rules (``basic`` where none is given) for ``rounds`` rounds;
    the observation of ``seat`` at its first bidding turn after them."""
    players = list(rules)
    events = ENGINE.start(players, ENGINE.validate_options({}, len(players)), random.Random(3))
    state = ENGINE.fold(events)
    observers = {p: Observer(ENGINE, p) for p in players}
    for o in observers.values():
        o.add(events)
    while True:
        out = ENGINE.outcome(state)
        actor = out["to_act"][0]
        obs = observers[actor].observation(state)
        if state["round"] > rounds and actor == seat and state["phase"] == "bidding":
            return obs
        if state["phase"] == "rolling":
            command = biddle._roll(obs)
        else:
            view = obs.view
            low = view["lowest_bid"] or 0
            command = rules[actor].command(
                biddle._chances(view), biddle._pays(view), low,
                view["bids"].get(actor) == low, len(players) - len(view["dropped"]) > 1)
        new = ENGINE.decide(state, actor, {**command, "_version": len(events)},
                            random.Random(len(events)))
        state = ENGINE.fold(new, state)
        events += new
        for o in observers.values():
            o.add(new)


def test_past_bids_reveal_an_eager_undercutter_and_a_basic_bidder():
    eager = biddle._Rule(None, eager=True)
    obs = play_rounds({"0": biddle.BASIC_RULE, "1": eager, "2": biddle.BASIC_RULE}, 5, "0")
    beliefs = biddle._read_rules(obs)
    assert beliefs["1"][0][0] == eager
    assert beliefs["2"][0][0] == biddle.BASIC_RULE
    assert abs(sum(w for _, w in beliefs["1"]) - 1) < 1e-9
    # with no past commands, basic's rule is the likeliest
    fresh = biddle._read_rules(observe(*bidding(PLAYERS, 1, "c25", "0", []), "0"))
    assert fresh["1"][0][0] == biddle.BASIC_RULE


def test_strong_searches_at_most_the_iteration_cap_and_is_deterministic(monkeypatch):
    events, state = bidding(["0", "1", "2", "3"], 1, "c25", "1",
                            [("1", {"type": "bid", "rolls": 5}), ("2", {"type": "call"})])
    obs = observe(events, state, "3")
    searched = []
    values = biddle._Bidding.values

    def counted(self, view, moves):
        searched.append(dict(self.rules))
        return values(self, view, moves)

    monkeypatch.setattr(biddle._Bidding, "values", counted)
    for cap in (1, 3):
        searched.clear()
        decide(obs, "strong", iterations=cap)
        assert len(searched) == cap
    searched.clear()
    first = decide(obs, "strong", iterations=2000)
    assert len(searched) == biddle._SAMPLES  # 4 rules for each of 3 seats: sampled
    assert decide(obs, "strong", iterations=2000) == first
    assert first in [dict(c) for c in obs.legal]
