"""What the Quiddler tests share: real engine states as the page's ``detail``, and the table's
HTML read back as zones (the deck, the discard pile, each seat) holding cards and buttons."""

from __future__ import annotations

import json
import random
from html.parser import HTMLParser

from games.domain.views import served_view
from games.engines.quiddler.engine import ENGINE

NAMES = {"0": "alice", "1": "bob", "2": "carol"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


def start(setup: dict | None = None, players=("0", "1"), seed: int = 7, hints: bool = False):
    """A Quiddler game's engine state after its start (``setup``: the engine's own option)."""
    options = ENGINE.validate_options({"hints": hints, **({"setup": setup} if setup else {})},
                                      len(players))
    return ENGINE.fold(ENGINE.start(list(players), options, random.Random(seed)))


def play(state, seat, command: dict, seed: int = 1):
    """``state`` after ``seat`` sends ``command`` (the engine's decide and apply)."""
    for e in ENGINE.decide(state, seat, command, random.Random(seed)):
        state = ENGINE.apply(state, e)
    return state


def detail(state, seat, *, status: str = "active", version: int = 10) -> dict:
    """``state`` as ``games.selectors.game_detail`` serves it to ``seat`` (None: a watcher)."""
    outcome = ENGINE.outcome(state)
    finished = outcome["finished"]
    return {
        "id": "00000000-0000-4000-8000-000000000001", "kind": "quiddler",
        "status": "finished" if finished else status, "version": version,
        "seats": [{"seat": s, "user": i + 1, "username": NAMES[s], "bot": None,
                   "autopilot": False} for i, s in enumerate(state["players"])],
        "your_seat": seat,
        "view": served_view("quiddler", ENGINE.view(state, seat), outcome, seat),
        "legal_commands": ENGINE.legal_commands(state, seat) if seat is not None else [],
        "to_act": [], "result": None,
    }


class Zones(HTMLParser):
    """The table's HTML read as zones (``data-zone``): per zone its cards (face-up with their
    ``aria-label``, face-down counted) and its command buttons (their decoded commands)."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None]] = []
        self.cards: dict[str | None, list[dict]] = {}
        self.buttons: list[dict] = []
        self.hand_cards: list[str] = []
        self._button: dict | None = None
        self.feed(html)

    def zone(self) -> str | None:
        return next((z for _, z in reversed(self.stack) if z), None)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        zone = a.get("data-zone")
        classes = (a.get("class") or "").split()
        where = zone or self.zone()
        if "card" in classes:
            self.cards.setdefault(where, []).append(
                {"down": "down" in classes, "label": a.get("aria-label"), "tag": tag,
                 "card": a.get("data-hand-card") or a.get("data-card")})
        if "data-hand-card" in a:
            self.hand_cards.append(a["data-hand-card"])
        if tag == "button" and "data-command" in a:
            self._button = {"zone": where, "command": json.loads(a["data-command"]),
                            "label": a.get("aria-label"), "text": "",
                            "disabled": "disabled" in a}
            self.buttons.append(self._button)
        if tag not in VOID:
            self.stack.append((tag, zone))

    def handle_endtag(self, tag):
        if tag == "button":
            self._button = None
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self._button is not None:
            self._button["text"] += data.strip()

    def face_up(self, zone: str) -> list[str]:
        """The labels of the face-up cards in ``zone``."""
        return [c["label"] for c in self.cards.get(zone, []) if not c["down"]]

    def face_down(self, zone: str) -> int:
        return sum(1 for c in self.cards.get(zone, []) if c["down"])
