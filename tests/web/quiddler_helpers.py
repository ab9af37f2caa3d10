"""What the Quiddler tests share: real engine states as the page's ``detail``, and the table's
HTML read back as zones (the deck, the discard pile, each seat) holding cards and buttons."""

from __future__ import annotations

import json
import random
from collections import Counter
from html.parser import HTMLParser

from games.domain.views import served_view
from games.kinds.quiddler.rules.engine import ENGINE

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
        self.hand_zones: set[str | None] = set()
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
            self.hand_zones.add(where)
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


# -- in the browser: a Player's page (tests/web/conftest.py) ----------------------------------

def server_state(game_id: str) -> dict:
    """The game's full engine state as the server holds it (every hand, the deck)."""
    from events import store
    from games.folders import GameFolder
    return store.load_state(game_id, GameFolder("quiddler"))[0]["engine"]


def checker(state: dict):
    """The game's pinned word list (the engine's own lookup)."""
    return ENGINE.checker(state)


def pool(player) -> list[str]:
    """The cards the arranger offers (the page's hand, one per card)."""
    box = player.page.locator("#game [data-arranger]")
    return [b.get_attribute("data-card") for b in box.locator("[data-pool] [data-card]").all()]


def arrange(player, words: list[list[str]], discard: str | None = None) -> None:
    """Build ``words`` in the arranger by clicking cards as a person does, then choose the
    discard (a go-out's last card is chosen by itself)."""
    box = player.page.locator("#game [data-arranger]")
    box.wait_for(state="visible")
    for i, word in enumerate(words):
        if i:
            box.get_by_role("button", name="Start another word").click()
        for card in word:
            box.locator(f"[data-pool] button[data-card='{card}']").first.click()
    if discard is not None:
        index = box.locator(f"[data-pool] button[data-card='{discard}']").first \
            .get_attribute("data-pick")
        box.locator(f"#q-discard-{index}").check()


def send_arranged(player) -> int:
    """Press the arranger's send button (Go out / Lay down) and wait for the answer."""
    before = player.version()
    send = player.page.locator("#game [data-arranger] [data-send]")
    with player.page.expect_response(lambda r: r.url.endswith("/command")):
        send.click()
    player.page.wait_for_function(
        f"() => document.getElementById('game') && "
        f"(Number(document.getElementById('game').dataset.version) > {before} || "
        f"document.querySelector('#game .refusal'))")
    return player.version()


def hidden_cards_checked(seen: str, own: list[str], others: dict[str, list[str]]) -> None:
    """The table's HTML as one seat (or a watcher: ``own`` empty) sees it holds exactly its
    own hand face up, and every other seat's hand only as backs."""
    zones = Zones(seen)
    assert Counter(zones.hand_cards) == Counter(own), (zones.hand_cards, own)
    picks = [c["card"] for cs in zones.cards.values() for c in cs
             if c["tag"] == "button" and c["card"]]
    assert not Counter(picks) - Counter(own), picks  # the arranger offers only own cards
    for seat, hand in others.items():
        zone = f"seat-{seat}"
        assert zones.face_up(zone) == [], (zone, zones.face_up(zone))
        assert zones.face_down(zone) == len(hand)


def hidden_fragment_checked(seen: str, seat: str | None, seats: list[str]) -> None:
    """A table's HTML from any moment of play (no word laid yet): hand cards only in the
    viewer's own zone, and no face-up card in any other seat's zone."""
    zones = Zones(seen)
    assert zones.hand_zones <= ({f"seat-{seat}"} if seat is not None else set()), zones.hand_zones
    for other in seats:
        if other != seat:
            assert zones.face_up(f"seat-{other}") == [], (other, zones.face_up(f"seat-{other}"))


def hidden_json_checked(body, own: list[str] | None, seat: str | None) -> None:
    """An API answer holds no hand but ``own``, no other seat's private entry, no deck."""
    if isinstance(body, dict):
        for key, value in body.items():
            if key == "hand":  # the seat's own view, or its own dealt hand in the feed
                assert own is not None, value
            elif key == "private":
                assert set(value) <= ({seat} if seat is not None else set()), value
            assert key not in {"secret", "deck", "hands"}, key
            hidden_json_checked(value, own, seat)
    elif isinstance(body, list):
        for value in body:
            hidden_json_checked(value, own, seat)


def fits_a_phone(player) -> int:
    """The page's width at 390 px wide (nothing may stick out sideways)."""
    from tests.web.conftest import DESKTOP, PHONE
    player.page.set_viewport_size(PHONE)
    try:
        return player.page.evaluate("() => document.documentElement.scrollWidth")
    finally:
        player.page.set_viewport_size(DESKTOP)
