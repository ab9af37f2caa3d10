"""Steps the Diddly browser tests share: choose a move among the page's legal buttons, play
until a condition holds, and read the full engine state on the server to check what a page
may not show."""

from __future__ import annotations

import json
import random

from games.folders import GameFolder
from tests.web.diddly_helpers import Reader

SECRET_URLS = ("/games/", "/api/")


def engine_state(game_id: str) -> dict:
    """The full Diddly state (every card) as the server folds it."""
    from events import store
    return store.load_state(game_id, GameFolder("diddly"))[0]["engine"]


BUTTONS = "#game .table button[data-command]"
READ = """bs => bs.map(b => [b.dataset.command,
    !!(b.closest('.slot') && b.closest('.slot').querySelector('.card.down'))])"""


def offered(player) -> list[tuple[int, dict, bool]]:
    """The page's legal buttons in one look: (index, command, on a face-down slot)."""
    found = player.page.eval_on_selector_all(BUTTONS, READ)
    return [(i, json.loads(c), down) for i, (c, down) in enumerate(found)]


def choose(options: list, rng: random.Random, want: frozenset = frozenset()):
    """A button a person might press: a move of a kind in ``want`` whenever one is offered;
    else any reveal, a power used or skipped, mostly a deck draw, and a place on a face-down
    slot most of the time (so each round ends soon)."""
    wanted = [o for o in options if o[1]["type"] in want]
    if wanted:
        return rng.choice(wanted)
    by: dict[str, list] = {}
    for option in options:
        by.setdefault(option[1]["type"], []).append(option)
    if "reveal" in by:
        return rng.choice(by["reveal"])
    if "skip_power" in by:
        uses = [o for t in ("peek", "swap") for o in by.get(t, [])]
        return by["skip_power"][0] if rng.random() < 0.6 or not uses else rng.choice(uses)
    if "place" in by:
        down = [o for o in by["place"] if o[2]]
        return rng.choice(down) if down and rng.random() < 0.95 else rng.choice(by["place"])
    roll = rng.random()
    if "recycle" in by and roll < 0.08:
        return rng.choice(by["recycle"])
    draws = {o[1]["source"]: o for o in by.get("draw", [])}
    if "discard" in draws and roll < 0.25:
        return draws["discard"]
    return draws.get("deck") or draws.get("discard") or options[0]


def mover_of(people):
    """The first player whose page offers a move (a seat in the setup, or the one on turn),
    with the moves offered."""
    for p in people:
        options = offered(p)
        if options:
            return p, options
    return None, []


def play_one(people, rng, want: frozenset = frozenset()) -> int:
    """One move by whoever may move (``choose``'s); every other page shows it without a
    reload."""
    mover, options = mover_of(people)
    assert mover is not None, "nobody may move"
    index, _, _ = choose(options, rng, want)
    now = mover.click_command(mover.page.locator(BUTTONS).nth(index))
    refusal = mover.page.locator("#game .refusal")
    assert not refusal.count(), refusal.inner_text()
    for other in people:
        if other is not mover:
            other.wait_for_version(now)
    return now


def record_responses(player) -> list:
    """Every finished request of the page to a game or API URL, to read their bodies later."""
    seen: list = []
    player.page.on("requestfinished", lambda r: any(u in r.url for u in SECRET_URLS)
                   and seen.append(r))
    return seen


def bodies(requests) -> list[tuple[str, str]]:
    out = []
    for r in requests:
        try:
            response = r.response()
            out.append((r.url, response.text() if response else ""))
        except Exception:  # noqa: BLE001 - a redirect or a body already gone
            continue
    return out


def hidden_cards(state: dict, seat: str | None) -> dict[str, dict[int, str]]:
    """seat -> {slot: card} of the face-down cards ``seat`` may not see (another seat's,
    and every one for a watcher; a seat's own unknown ones too)."""
    out: dict[str, dict[int, str]] = {}
    for p, cards in state["boards"].items():
        known = state["known"].get(p, []) if p == seat else []
        out[p] = {i: c for i, (c, up) in enumerate(zip(cards, state["up"][p], strict=True))
                  if not up and i not in known}
    return out


def check_html_hides(html: str, state: dict, seat: str | None) -> int:
    """No hidden card of ``state`` is drawn on the page ``html`` as ``seat`` gets it: each
    face-down slot is a back that names no card, and a card drawn from the deck by another
    seat is a back. Returns how many backs it checked (so a check of nothing fails)."""
    root = Reader(html).root
    checked = 0
    for p, slots in hidden_cards(state, seat).items():
        for slot, secret in slots.items():
            nodes = root.find_all(lambda n, p=p, slot=slot: n.attrs.get("data-seat") == p
                                  and n.attrs.get("data-slot") == str(slot))
            for node in nodes:
                (c,) = [n for n in node.walk() if "card" in n.classes()]
                assert "down" in c.classes(), (p, slot)
                assert c.attrs.get("data-card") in (None, ""), (p, slot, secret)
                assert c.attrs["aria-label"].endswith(": face-down card"), (p, slot)
                assert c.all_text() == "", (p, slot, c.all_text())
                checked += 1
    hand = state.get("hand")
    if hand and hand["source"] == "deck" and hand["player"] != seat:
        for h in root.find_all(lambda n: "hand" in n.classes() and n.tag == "section"):
            (c,) = [n for n in h.walk() if "card" in n.classes()]
            assert "down" in c.classes() and c.attrs.get("data-card") in (None, "")
            assert hand["card"] not in c.all_text().split()
            checked += 1
    return checked


def check_json_hides(data, state: dict, seat: str | None) -> None:
    """An API answer as ``seat`` gets it: ``private`` parts only of ``seat`` itself,
    ``hidden`` parts with every card null, and any served board with no hidden card."""
    hidden = hidden_cards(state, seat)
    allowed = {seat} if seat else set()
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        if isinstance(node.get("private"), dict):
            assert set(node["private"]) <= allowed, node["private"]
        assert _all_null(node.get("hidden")), node["hidden"]
        if isinstance(node.get("boards"), dict) and "draw_count" in node:
            _check_boards(node["boards"], hidden)
        stack.extend(node.values())


def _check_boards(boards: dict, hidden: dict) -> None:
    for p, cells in boards.items():
        for slot in hidden.get(p, {}):
            assert cells[slot]["card"] is None, (p, slot)


def _all_null(node) -> bool:
    if isinstance(node, dict):
        return all(_all_null(v) for v in node.values())
    if isinstance(node, list):
        return all(_all_null(v) for v in node)
    return node is None


def check_page_hides(player, requests, game_id: str, seat: str | None) -> int:
    """The page as it is now and every game/API answer it fetched hold no card ``seat`` may
    not see; returns how many hidden cards were checked on the page."""
    state = engine_state(game_id)
    checked = check_html_hides(player.page.content(), state, seat)
    for _url, body in bodies(requests):
        text = body.strip()
        if text.startswith("{") or text.startswith("["):
            check_json_hides(json.loads(text), state, seat)
        elif "data-live-game" in text:
            check_html_hides(text, state, seat)
    return checked
