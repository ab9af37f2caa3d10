"""The Didi Dotter presenter over real engine states (start/decide/apply): the labels people
read, where each command is placed, exactly one button per legal command, read-only."""

from __future__ import annotations

import json
import random
import re

import pytest
from django.template import Context, Template
from django.template.loader import render_to_string

from games import kinds
from games.domain.views import served_view
from games.kinds import presenting
from games.kinds.didi_dotter import table as didi_dotter

ENGINE = kinds.engine("didi_dotter")
NAMES = {"0": "alice", "1": "bob"}
# slot by slot: each bird's two halves side by side, the foxes last
LAYOUT = [b for i in range(1, 12) for b in (f"bird{i}", f"bird{i}")] + ["fox", "fox"]


class Game:
    """An engine game played command by command, with the service's stamps."""

    def __init__(self, options=None):
        rng = random.Random(7)
        opts = {"min_action_ms": 0, "setup": {"slots": LAYOUT}, **(options or {})}
        self.state = None
        self.version = 0
        self.now = 1_000_000
        for e in ENGINE.start(["0", "1"], opts, rng):
            self._apply(e)
        self.rng = rng

    def _apply(self, e):
        self.version += 1
        self.state = ENGINE.apply(self.state, {**e, "version": self.version})

    def play(self, seat, command):
        self.now += 1000
        cmd = {**command, "_now_ms": self.now, "_version": self.version}
        for e in ENGINE.decide(self.state, seat, cmd, self.rng):
            self._apply(e)
        return self

    def detail(self, seat):
        outcome = ENGINE.outcome(self.state)
        legal = ENGINE.legal_commands(self.state, seat) if seat is not None else []
        return {
            "id": "00000000-0000-0000-0000-000000000001", "kind": "didi_dotter",
            "status": "finished" if outcome["finished"] else "active",
            "version": self.version, "your_seat": seat, "legal_commands": legal,
            "seats": [{"seat": s, "username": n, "user": i} for i, (s, n) in
                      enumerate(NAMES.items())],
            "view": served_view("didi_dotter", ENGINE.view(self.state, seat), outcome, seat),
            "to_act": [{"seat": s, "username": NAMES[s], "seconds_left": 42,
                        "deadline": None} for s in outcome["to_act"]],
        }


def render(detail, readonly=False):
    table = presenting.present(detail)
    html = render_to_string(table.template, {"data": table.data, "detail": detail,
                                             "table": table, "readonly": readonly,
                                             "csrf_token": "x"})
    for c in table.commands:  # the game page's "Your moves" list draws these
        html += Template("{% load web %}{% command_button c %}").render(
            Context({"c": c, "detail": detail, "readonly": readonly}))
    return table, html


def buttons(html):
    return [json.loads(m.replace("&quot;", '"')) for m in re.findall(r'data-command="([^"]*)"',
                                                                       html)]


def zone(html, attr, value):
    """The markup of the element carrying ``attr="value"`` (up to the next sibling's)."""
    start = html.index(f'{attr}="{value}"')
    nxt = html.find(f'{attr}="', start + len(attr) + 3)
    return html[start:nxt if nxt != -1 else len(html)]


def assert_one_button_each(detail, html, table):
    legal = [json.dumps(c, sort_keys=True) for c in detail["legal_commands"]]
    shown = [json.dumps(c, sort_keys=True) for c in buttons(html)]
    assert sorted(shown) == sorted(legal)
    assert len(set(shown)) == len(shown)
    placed = [c.json for c in didi_dotter.placed(table)]
    assert sorted(placed) == sorted(json.dumps(c, separators=(",", ":"), sort_keys=True)
                                    for c in detail["legal_commands"])


def test_opening_every_slot_face_down_with_take_and_look_on_it():
    g = Game()
    detail = g.detail("0")
    table, html = render(detail)
    assert table.commands == []  # everything sits on the table
    assert_one_button_each(detail, html, table)
    first = table.data["slots"][0]
    assert first["label"] == "Slot 1: face-down half"
    assert first["main"].label == "Take the half in slot 1"
    assert first["look"].label == "Look at slot 1"
    assert first["moves"] == []  # no empty slot to move to yet
    assert 'aria-label="Slot 24: face-down half"' in html
    assert "Robin" not in zone(html, "data-slot", "0")
    assert 'aria-label="Take the half in slot 1"' in html and ">Take</button>" in html


def test_look_take_join_and_steal_are_placed_and_named():
    g = Game().play("0", {"type": "look", "slot": 2})  # alice sees Wren in slot 3
    detail = g.detail("0")
    table, html = render(detail)
    assert table.data["slots"][2]["label"] == "Slot 3: Wren (you looked)"
    assert ">Wren<" in zone(html, "data-slot", "2")
    _, bob_html = render(g.detail("1"))
    assert "Wren" not in zone(bob_html, "data-slot", "2")  # bob did not look

    g.play("0", {"type": "take", "slot": 0}).play("1", {"type": "take", "slot": 5})
    detail = g.detail("0")
    table, html = render(detail)
    assert_one_button_each(detail, html, table)
    slot3 = table.data["slots"][3]
    assert slot3["main"].label == "Join the half in slot 4 to your Robin half"
    assert [c.label for c in slot3["moves"]][:2] == [
        "Look at slot 4 and move it to slot 1", "Look at slot 4 and move it to slot 6"]
    bob_seat = next(s for s in table.data["seats"] if s["seat"] == "1")
    assert bob_seat["steal"].label == "Steal bob's Finch half"
    assert 'aria-label="Stand: Finch"' in zone(html, "data-seat", "1")
    assert table.data["seats"][0]["steal"] is None  # nobody steals from themself


def test_a_blind_join_is_hidden_from_the_other_seat_and_the_watcher():
    g = Game().play("0", {"type": "take", "slot": 0}).play("0", {"type": "join", "slot": 9})
    _, alice = render(g.detail("0"))
    assert 'aria-label="Egg: Robin and Owl (joined)"' in alice
    for seat in ("1", None):
        table, html = render(g.detail(seat))
        egg = zone(html, "data-seat", "0")
        assert 'aria-label="Egg: Robin and face-down half (joined)"' in egg
        assert "Owl" not in egg.split("dd-cards")[0]  # the basket, before the cards row


def test_watcher_reads_the_table_without_a_button():
    g = Game().play("0", {"type": "look", "slot": 4})
    detail = g.detail(None)
    table, html = render(detail, readonly=True)
    assert detail["legal_commands"] == [] and buttons(html) == []
    assert [s["name"] for s in table.data["seats"]] == ["alice", "bob"]
    assert all(s["state"] == "down" for s in table.data["slots"])


def finish_round(g, fox_to="1"):
    """alice pairs every bird; ``fox_to`` pairs the foxes (the round then ends)."""
    for i in range(11):
        g.play("0", {"type": "take", "slot": 2 * i}).play("0", {"type": "join", "slot": 2 * i + 1})
        if i == 4:
            g.play(fox_to, {"type": "take", "slot": 22}).play(fox_to, {"type": "join", "slot": 23})
    return g


def test_scoring_choice_with_its_countdown_then_the_winner():
    g = finish_round(Game())
    detail = g.detail("1")
    assert detail["view"]["phase"] == "scoring"
    table, html = render(detail)
    assert_one_button_each(detail, html, table)
    choice = table.data["choice"]
    assert choice["text"] == "Fox egg: choose 1 face-up card to turn face down."
    assert [c.label for c in choice["buttons"]][:2] == ["Turn Robin face down",
                                                       "Turn Wren face down"]
    assert re.search(r'<time datetime="[^"]+Z" data-deadline="[^"]+Z" data-running="true">0:42',
                     html)
    # alice (0 face up: hidden, rule T7) waits; bob reads counts only
    alice_cards = zone(html, "data-seat", "0")
    assert "11 face down, 0 face up" in alice_cards and "Robin" not in alice_cards.split(
        "dd-cards")[-1]
    _, alice_html = render(g.detail("0"))
    assert buttons(alice_html) == []
    assert "Choosing:</strong> Fox egg" in zone(alice_html, "data-seat", "1")

    g.play("1", {"type": "choose", "birds": ["bird3"]})
    detail = g.detail("1")
    table, html = render(detail, readonly=True)
    assert detail["view"]["phase"] == "finished" and buttons(html) == []
    assert table.data["seats"][0]["winner"] and "alice · winner · 11 of 11" in html
    assert "Finch<span class=\"small\">face down" in zone(html, "data-seat", "1")
    assert table.data["rounds"][0]["changes"] == [{"name": "alice", "change": 11},
                                                  {"name": "bob", "change": 1}]


@pytest.mark.parametrize("seat", ["0", "1"])
def test_every_legal_command_has_one_button_through_a_random_game(seat):
    rng = random.Random(11)
    g = Game()
    for _ in range(60):
        detail = g.detail(seat)
        if not detail["legal_commands"]:
            break
        table, html = render(detail)
        assert_one_button_each(detail, html, table)
        g.play(seat, rng.choice(detail["legal_commands"]))
