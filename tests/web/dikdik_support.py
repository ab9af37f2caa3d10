"""Reading a drawn dikdik table back: which seat's zone holds which cards, backs and buttons.

Used by the presenter test (the template rendered server-side) and the browser test (the HTML
the page and its fetches hold), so both check the same markup.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass
class Zone:
    """What one region of the table holds (a seat's zone, the roulette, or "rest")."""

    cards: list[str] = field(default_factory=list)     # face-up hand cards (data-card)
    pairs: list[str] = field(default_factory=list)     # laid pairs (data-pair)
    backs: int = 0                                     # face-down cards
    commands: list[dict] = field(default_factory=list)  # buttons' commands
    labels: list[str] = field(default_factory=list)    # buttons' accessible names
    disabled: int = 0


class _Reader(HTMLParser):
    def __init__(self):
        super().__init__()
        self.zones: dict[str, Zone] = {}
        self.where = "rest"
        self.button: dict | None = None

    def zone(self) -> Zone:
        return self.zones.setdefault(self.where, Zone())

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and "data-seat-zone" in a:
            self.where = f"seat {a['data-seat-zone']}"
        elif tag == "section" and "dd-roulette" in (a.get("class") or ""):
            self.where = "roulette"
        if "data-card" in a:
            self.zone().cards.append(a["data-card"])
        if "data-pair" in a:
            self.zone().pairs.append(a["data-pair"])
        if a.get("aria-label", "").startswith("face-down card"):
            self.zone().backs += 1
        if tag == "button" and "data-command" in a:
            self.zone().commands.append(json.loads(a["data-command"]))
            self.button = {"label": a.get("aria-label"), "text": ""}
            if "disabled" in a:
                self.zone().disabled += 1

    def handle_data(self, data):
        if self.button is not None:
            self.button["text"] += data

    def handle_endtag(self, tag):
        if tag == "section" and self.where != "rest":
            self.where = "rest"
        if tag == "button" and self.button is not None:
            self.zone().labels.append(self.button["label"] or self.button["text"].strip())
            self.button = None


def read_table(html: str) -> dict[str, Zone]:
    """The regions of a drawn dikdik table: "seat 0", "seat 1", ..., "roulette", "rest"."""
    reader = _Reader()
    reader.feed(html)
    return reader.zones


def all_commands(zones: dict[str, Zone]) -> list[dict]:
    return [c for z in zones.values() for c in z.commands]


def key(command: dict) -> str:
    return json.dumps(command, sort_keys=True)


# -- the server's truth, and a policy that ends a game soon --------------------------------------
def server_state(game_id: str) -> tuple[dict, dict, int]:
    """(engine state, lobby, version) as the server folds the game: the full state, hands
    included (the tests compare pages with it; no page ever gets it)."""
    from events import store
    from games.folders import GameFolder
    state, version = store.load_state(game_id, GameFolder("dikdik"))
    return state["engine"], state["lobby"], version


def choose(options: list[tuple[object, dict]], engine: dict, rng, hit: float = 0.8):
    """Pick one of the legal buttons ``(button, command)``: an ask that the target can answer
    with probability ``hit`` (so games end soon), else any ask (it may fail: then a pass);
    passes and draws at random."""
    asks = [(b, c) for b, c in options if c["type"] == "ask"]
    if asks:
        good = [(b, c) for b, c in asks if c["card"] in engine["hands"][c["target"]]]
        if good and rng.random() < hit:
            return rng.choice(good)
        return rng.choice(asks)
    return rng.choice(options)


def private_parts(body, seen=None) -> list[tuple[str, object]]:
    """Every ("private", its seat keys) and ("sealed", value) found in a JSON body."""
    seen = [] if seen is None else seen
    if isinstance(body, dict):
        for k, v in body.items():
            if k == "private" and isinstance(v, dict):
                seen.append(("private", sorted(v)))
            elif k == "sealed":
                seen.append(("sealed", v))
            private_parts(v, seen)
    elif isinstance(body, list):
        for v in body:
            private_parts(v, seen)
    return seen
