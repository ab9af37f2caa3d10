"""Random seeded Biddle games played to the end, checking invariants at every step.

``PROPERTY_GAMES`` (env, default 200) sets how many games; e.g. PROPERTY_GAMES=5000 for a long run.
"""

from __future__ import annotations

import json
import os

import pytest

from games.kinds import engine as get
from games.kinds.biddle.rules.challenges import satisfies
from games.kinds.biddle.rules.deck import BY_ID
from tests.engines.harness import play_random

ENGINE = get("biddle")
GAMES = int(os.environ.get("PROPERTY_GAMES", "200"))
ROWS = {"blue_row": [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        "purple_row": [1, 2, 2, 3, 3, 4, 4, 5, 5, 6]}


def _check_step(table):
    state, out = table.state, table.outcome()
    for player in table.players:
        legal = ENGINE.legal_commands(state, player)
        assert bool(legal) == (player in out["to_act"]), (player, out)
    if out["phase"] == "bidding":
        assert state["turn"] not in state["dropped"]
        assert len(state["dropped"]) < len(table.players)
    if out["phase"] == "rolling":
        assert 0 <= state["rolls_used"] < state["target"]
    view = ENGINE.view(state, out["to_act"][0] if out["to_act"] else None)
    assert json.loads(json.dumps(view)) == view


def _scores_from_events(events, players):
    """Each cube scores its track's row: blue for bidders when met, purple for dropouts when not."""
    options = events[0]["data"]["options"]
    totals = {p: 0 for p in players}
    for e in events:
        if e["type"] != "RoundEnded":
            continue
        d = e["data"]
        row = d["round"] - 1
        for p in d["team"] if d["met"] else d["dropped"]:
            totals[p] += options["blue_row" if d["met"] else "purple_row"][row]
    return totals


def _check_game(table):
    events, players = table.events, table.players
    table.check_replay()
    out = table.outcome()
    assert out["finished"] and len(out["rounds"]) == 10
    assert out["scores"] == _scores_from_events(events, players)
    assert {p: sum(r[p] for r in out["rounds"]) for p in players} == out["scores"]
    best = max(out["scores"].values())
    assert out["winners"] == [p for p in players if out["scores"][p] == best]  # ruling B7
    cards = [e["data"]["card"] for e in events if e["type"] == "RoundStarted"]
    assert len(set(cards)) == 10
    starters = [e["data"]["starter"] for e in events if e["type"] == "RoundStarted"]
    for prev, nxt in zip(starters, starters[1:], strict=False):
        assert players.index(nxt) == (players.index(prev) + 1) % len(players)  # B3, C1
    dice = None
    for e in events:
        d = e["data"]
        if e["type"] == "BiddingEnded":
            assert d["dropped"] and d["team"] and not set(d["team"]) & set(d["dropped"])
            assert 1 <= d["rolls"] <= table.options["max_bid"]
        elif e["type"] == "DiceRolled":
            dice = d["dice"]
            assert all(1 <= x <= 6 for x in dice) and len(dice) == 6
        elif e["type"] == "RoundEnded":
            assert d["met"] == satisfies(BY_ID[d["card"]], dice)
            assert d["met"] or d["rolls_used"] == d["rolls"]
        for p in players + [None]:
            seen = ENGINE.redact(e, p)
            assert "deck" not in seen["data"] or e["type"] != "DeckShuffled"
            assert "dice" not in seen["data"] or e["type"] != "DeckShuffled"


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_replay_and_score_by_the_rows(chunk):
    for seed in range(chunk, GAMES, 4):
        n = 2 + seed % 4
        options = {"max_bid": 12 - seed % 3, **ROWS} if seed % 5 == 0 else None
        table = play_random(ENGINE, [str(i) for i in range(n)], seed, options,
                            on_step=_check_step if seed % 10 == 0 else None)
        _check_game(table)
