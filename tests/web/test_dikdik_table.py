"""The dikdik presenter and template over real engine states (no browser, no database):
labels, where each command sits, and every legal command drawn as exactly one button."""

from __future__ import annotations

from collections import Counter

import pytest
from django.template.loader import render_to_string

from games.domain.views import served_view
from games.kinds import presenting
from games.kinds.dikdik import table as dikdik
from games.kinds.dikdik.rules import DIK_DIK, ENGINE
from tests.engines.harness import Table as EngineTable
from tests.web.dikdik_support import all_commands, key, read_table

GAME_ID = "6f1c1a52-3a57-4c1e-9a43-2f7f7a1f0b11"
NAMES = {"0": "alice", "1": "bob", "2": "carol", "3": "dave", "4": "erin", "5": "frank"}
A, B, C, D = "nipplewort", "sticky willy", "bearded tit", "slippery dick"


def detail_of(t: EngineTable, seat: str | None, status: str = "active") -> dict:
    """``game_detail``'s shape for ``seat`` (None: a watcher) over the engine's own state."""
    outcome = ENGINE.outcome(t.state)
    return {
        "id": GAME_ID, "kind": "dikdik", "status": "finished" if outcome["finished"] else status,
        "version": t.version, "your_seat": seat,
        "seats": [{"seat": s, "user": i + 1, "username": NAMES[s], "bot": None,
                   "autopilot": False} for i, s in enumerate(t.players)],
        "view": served_view("dikdik", ENGINE.view(t.state, seat), outcome, seat),
        "legal_commands": ENGINE.legal_commands(t.state, seat) if seat is not None else [],
    }


def draw(detail: dict, readonly: bool = False):
    table = presenting.present(detail)
    html = render_to_string(table.template, {"data": table.data, "detail": detail,
                                             "readonly": readonly, "csrf_token": "t"})
    return table, html, read_table(html)


def assert_each_legal_command_once(detail: dict, table, zones) -> None:
    legal = Counter(key(c) for c in detail["legal_commands"])
    placed = Counter(key(c.command) for c in dikdik.placed_commands(table))
    placed.update(key(c.command) for c in table.commands)
    drawn = Counter(key(c) for c in all_commands(zones))
    assert placed == legal and drawn == legal
    assert all(n == 1 for n in drawn.values())


def short(hands: dict, first: str = "0", n: int = 3) -> EngineTable:
    return EngineTable(ENGINE, [str(i) for i in range(n)],
                       {"setup": {"hands": hands, "first": first}})


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 7), (6, 2)])
def test_a_full_deal_asks_sit_on_the_seat_they_ask(players, seed):
    t = EngineTable(ENGINE, [str(i) for i in range(players)], seed=seed)
    me = t.state["turn"]
    detail = detail_of(t, me)
    table, html, zones = draw(detail)
    assert detail["legal_commands"] and table.commands == []
    assert_each_legal_command_once(detail, table, zones)
    for seat in t.players:
        zone = zones[f"seat {seat}"]
        if seat == me:
            assert zone.commands == []
            assert zone.cards == t.state["hands"][me]  # your own hand, face up
            assert zone.backs == 0
            continue
        assert {c["target"] for c in zone.commands} <= {seat}
        assert sorted(c["card"] for c in zone.commands) == sorted(
            set(t.state["hands"][me]) - {DIK_DIK})
        assert zone.labels == [f"Ask {NAMES[seat]} for {c['card']}" for c in zone.commands]
        # the others' hands: face-down backs, as many as they hold, and no card face up
        assert zone.cards == [] and zone.backs == len(t.state["hands"][seat])
        assert sorted(zone.pairs) == sorted(t.state["pairs"][seat])
        for card in set(t.state["hands"][seat]) - set(t.state["hands"][me]):
            assert f'data-card="{card}"' not in html
    assert "Your turn: ask another player" in html


def test_a_watcher_sees_backs_only_and_no_buttons():
    t = EngineTable(ENGINE, ["0", "1", "2"], seed=4)
    detail = detail_of(t, None)
    table, html, zones = draw(detail)
    assert table.commands == [] and all_commands(zones) == []
    for seat in t.players:
        zone = zones[f"seat {seat}"]
        assert zone.cards == [] and zone.backs == len(t.state["hands"][seat])
    assert "data-card=" not in html
    turn = NAMES[t.state["turn"]]
    assert f"{turn}&#x27;s turn" in html or f"{turn}'s turn" in html


def test_pass_buttons_sit_on_your_own_cards_and_name_the_receiver():
    t = short({"0": [A, B, C], "1": [A, DIK_DIK, D], "2": [B, C, D]})
    t.send("0", {"type": "ask", "target": "2", "card": A})  # carol has none: alice passes
    assert t.state["phase"] == "pass"
    detail = detail_of(t, "0")
    table, html, zones = draw(detail)
    assert_each_legal_command_once(detail, table, zones)
    mine = zones["seat 0"]
    assert [c["card"] for c in mine.commands] == sorted([A, B, C]) == mine.cards
    assert mine.labels == [f"Pass {c} to bob" for c in sorted([A, B, C])]
    assert "You asked carol for nipplewort: carol had none." in html
    # the others see whose ask failed, and no buttons
    other = detail_of(t, "1")
    table, html, zones = draw(other)
    assert all_commands(zones) == []
    assert "alice&#x27;s ask failed" in html or "alice's ask failed" in html


def test_the_roulette_draws_sit_on_the_two_face_down_cards_then_the_dik_dik_is_named():
    t = short({"0": [A, DIK_DIK], "1": [A], "2": [B, B]})  # carol lays her pair: out at once
    assert t.state["phase"] == "roulette" and t.state["turn"] == "1"
    detail = detail_of(t, "1")
    table, html, zones = draw(detail)
    assert_each_legal_command_once(detail, table, zones)
    assert sorted(c["index"] for c in zones["roulette"].commands) == [0, 1]
    assert zones["roulette"].labels == ["Draw the left card of alice's two",
                                        "Draw the right card of alice's two"]
    assert zones["seat 0"].backs == 2 and zones["seat 2"].pairs == [B]
    assert "out, safe" in html
    # a watcher sees the same two backs, without buttons
    _, _, watched = draw(detail_of(t, None))
    assert watched["roulette"].backs == 2 and watched["roulette"].commands == []
    index = t.state["roulette"]["positions"].index(DIK_DIK)
    t.send("1", {"type": "draw", "index": index})
    assert t.state["phase"] == "finished"
    for seat in ("0", "1", "2", None):
        table, html, zones = draw(detail_of(t, seat, status="finished"))
        assert all_commands(zones) == [] and table.commands == []
        assert "bob is the Dik Dik: bob drew DIK DIK in the DIK DIK roulette." in html
        assert zones["roulette"].backs == 1 and 'data-drawn="dik dik"' in html
        assert "the Dik Dik (loses)" in html and html.count("safe (wins)") == 2
        assert "1 point" in html and "0 points" in html


def test_three_singles_ending_and_read_only_buttons_are_disabled():
    t = short({"0": [A, B], "1": [A, DIK_DIK], "2": [B, C, C, D, D]})
    detail = detail_of(t, "0")
    table, html, zones = draw(detail, readonly=True)
    n = len(detail["legal_commands"])
    assert n and sum(z.disabled for z in zones.values()) == n
    t.send("0", {"type": "ask", "target": "1", "card": A})  # given: alice lays A, holds B
    assert t.state["ending"] == "three_singles"
    _, html, zones = draw(detail_of(t, "2", status="finished"))
    assert ("bob is the Dik Dik: three single cards were left in three hands, and bob held "
            "the DIK DIK.") in html
    assert zones["seat 2"].cards == [B] and zones["seat 1"].backs == 1
    assert "alice asked bob for nipplewort: bob handed it over." in html


def test_every_state_of_a_random_game_draws_every_legal_command_once():
    from tests.engines.harness import play_random
    seen = Counter()

    def check(t):
        for seat in [*t.players, None]:
            detail = detail_of(t, seat)
            table, _, zones = draw(detail)
            assert_each_legal_command_once(detail, table, zones)
            seen[detail["view"]["phase"]] += 1
    play_random(ENGINE, ["0", "1", "2"], seed=11,
                options={"setup": {"hands": {"0": [A, B, DIK_DIK], "1": [A, C, D],
                                             "2": [B, C, D]}}}, on_step=check)
    assert seen["finished"] and seen["ask"]


def test_the_history_reads_as_sentences_and_names_a_passed_card_only_to_those_who_saw_it():
    from games.domain.describe import describe
    t = short({"0": [A, B, C], "1": [A, DIK_DIK, D], "2": [B, C, D]})
    t.send("0", {"type": "ask", "target": "2", "card": A})
    t.send("0", {"type": "pass", "card": C})
    said = {seat: [describe("dikdik", e["type"], ENGINE.redact(e, seat)["data"], NAMES)
                   for e in t.events] for seat in ("0", "1", "2")}
    assert "alice asked carol for nipplewort: carol had none." in said["2"]
    assert "alice passed bearded tit to bob." in said["0"] and \
        "alice passed bearded tit to bob." in said["1"]
    assert "alice passed a card to bob." in said["2"]
    assert "alice plays first (fixed by staff)." in said["0"]
    assert all("{" not in s for s in said["2"])


def test_a_command_the_table_has_no_place_for_is_listed_under_your_moves():
    t = EngineTable(ENGINE, ["0", "1", "2"], seed=4)
    detail = detail_of(t, t.state["turn"])
    detail["legal_commands"] = [*detail["legal_commands"], {"type": "shuffle", "how": "riffle"}]
    table, _, zones = draw(detail)
    assert [c.command for c in table.commands] == [{"type": "shuffle", "how": "riffle"}]
    assert table.commands[0].label == "shuffle (how: riffle)"
    assert {"type": "shuffle", "how": "riffle"} not in all_commands(zones)
