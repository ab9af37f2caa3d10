"""Diddly states for the web tests, made with the engine's own start/decide/apply, and the
served detail a seat gets (what ``games.selectors.game_detail`` hands the presenter), plus a
small HTML reader for the rendered table (no browser)."""

from __future__ import annotations

import json
import random
from html.parser import HTMLParser

from games.domain.views import served_view
from games.kinds.diddly.rules import ENGINE

NAMES = {"0": "alice", "1": "bob", "2": "carol"}


class Game:
    """A Diddly game folded in memory: ``act(seat, command)`` decides and applies."""

    def __init__(self, players=("0", "1"), seed: int = 7, **options):
        self.rng = random.Random(seed)
        self.players = list(players)
        self.state = ENGINE.fold(ENGINE.start(self.players, {"columns": 3, **options},
                                              self.rng))

    def act(self, seat: str, command: dict) -> list[dict]:
        events = ENGINE.decide(self.state, seat, command, self.rng)
        self.state = ENGINE.fold(events, self.state)
        return events

    def legal(self, seat):
        return ENGINE.legal_commands(self.state, seat)

    def to_act(self) -> list[str]:
        return ENGINE.outcome(self.state)["to_act"]

    def detail(self, seat: str | None) -> dict:
        outcome = ENGINE.outcome(self.state)
        finished = outcome["finished"]
        return {
            "id": "00000000-0000-0000-0000-000000000000", "kind": "diddly",
            "status": "finished" if finished else "active", "version": 12,
            "view": served_view("diddly", ENGINE.view(self.state, seat), outcome, seat),
            "legal_commands": [] if seat is None else ENGINE.legal_commands(self.state, seat),
            "seats": [{"seat": s, "username": NAMES[s], "user": int(s) + 1, "bot": None}
                      for s in self.players],
            "your_seat": seat,
            "to_act": [{"seat": s, "username": NAMES[s]} for s in outcome["to_act"]],
            "result": None,
        }

    def finish_setup(self, skip_powers: bool = True):
        """Every seat turns up its first two face-down cards and skips its powers."""
        for _ in range(20):
            if self.state["phase"] != "setup":
                return
            seat = self.to_act()[0]
            legal = self.legal(seat)
            reveal = [c for c in legal if c["type"] == "reveal"]
            self.act(seat, reveal[0] if reveal else {"type": "skip_power"})


def simple_move(legal: list[dict], face_down: list[int]) -> dict:
    """A policy that ends a round soon: draw from the deck, skip powers, place the card on a
    face-down slot, turn up the first two cards in the setup."""
    by_type = {}
    for c in legal:
        by_type.setdefault(c["type"], []).append(c)
    if "reveal" in by_type:
        return by_type["reveal"][0]
    if "skip_power" in by_type:
        return by_type["skip_power"][0]
    if "draw" in by_type:
        return next((c for c in by_type["draw"] if c["source"] == "deck"), by_type["draw"][0])
    places = by_type["place"]
    return next((c for c in places if c["slot"] in face_down), places[0])


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent = tag, dict(attrs), parent
        self.children: list[Node] = []
        self.text: list[str] = []

    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def all_text(self) -> str:
        return " ".join(" ".join(" ".join(n.text) for n in self.walk()).split())

    def find_all(self, pred):
        return [n for n in self.walk() if pred(n)]


VOID = {"input", "br", "img", "meta", "link", "hr"}


class Reader(HTMLParser):
    """A tree of the rendered HTML (enough for the table's own markup)."""

    def __init__(self, html: str):
        super().__init__()
        self.root = Node("root", {}, None)
        self.at = self.root
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_endtag(self, tag):
        node = self.at
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.at = node.parent

    def handle_data(self, data):
        self.at.text.append(data)


def buttons(root: Node) -> list[Node]:
    return root.find_all(lambda n: n.tag == "button" and "data-command" in n.attrs)


def command_of(button: Node) -> dict:
    return json.loads(button.attrs["data-command"])
