"""Don't Be a Dik Dik in the browser: a whole game by clicks (two people and a basic bot), the
hidden hands as each seat and a watcher get them, axe, and screenshots."""

from __future__ import annotations

import json
import random
import re

import pytest

from tests.web.conftest import assert_accessible
from tests.web.dikdik_support import choose, private_parts, read_table, server_state

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FIRST = {"opt-dikdik-first_player": "0"}  # the creator (seat 0) plays first


def seat_of(lobby: dict, username: str) -> str:
    return next(s for s, n in lobby["names"].items() if n == username)


def catch_up(players, timeout: float = 15_000) -> tuple[dict, dict, int]:
    """The server's state once every page shows its version (a bot may still be moving: then
    wait for its move to land and show)."""
    while True:
        engine, lobby, version = server_state(players[0].gid)
        for p in players:
            p.wait_for_version(version, timeout)
        again = server_state(players[0].gid)
        if again[2] == version:
            return engine, lobby, version


def play(players, rng, moves: int | None = None, hit: float = 0.8) -> int:
    """Click legal buttons until the game ends (or ``moves`` clicks were made); each move is
    seen on the other page without a reload. Returns the number of clicks."""
    clicks = 0
    while moves is None or clicks < moves:
        engine, lobby, version = catch_up(players)
        if engine["phase"] == "finished":
            return clicks
        turn = lobby["names"][engine["turn"]]
        mover = next((p for p in players if p.username == turn), None)
        if mover is None:  # the bot's turn: its move lands after the last commit
            players[0].wait_for_version_above(version)
            continue
        options = mover.legal_buttons()
        assert options, f"{turn} is on turn but has no buttons"
        button, command = choose(options, engine, rng, hit)
        now = mover.click_command(button)
        assert not mover.page.locator("#game .refusal").count(), command
        for other in players:
            if other is not mover:
                other.wait_for_version(now)  # shown there without a reload
        clicks += 1
    return clicks


def start_game(players, bots=("basic",), private=True):
    alice, bob = players[:2]
    gid = alice.create_game("dikdik", invite=["bob"], bots=list(bots), seats=3,
                            private=private, **FIRST)
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    for p in players:
        p.gid = gid
    assert alice.status() == "active"
    return gid


def test_a_whole_game_by_clicks_two_people_and_a_basic_bot(players):
    alice, bob = players("alice", "bob")
    start_game([alice, bob])
    engine, lobby, _ = server_state(alice.gid)
    assert engine["turn"] == seat_of(lobby, "alice")  # the lobby form's first player
    assert alice.page.get_by_role("group", name="Ask bob for").count() == 1
    clicks = play([alice, bob], random.Random(5))
    engine, lobby, version = catch_up([alice, bob])
    assert engine["phase"] == "finished" and clicks > 3
    loser = lobby["names"][engine["loser"]]
    winners = [lobby["names"][s] for s in engine["winners"]]
    for p in (alice, bob):
        assert p.status() == "finished"
        result = p.page.locator("#game .result .winners").inner_text()
        assert all(w in result for w in winners) and loser not in result
        status = p.page.locator("#game .dd-status").inner_text()
        assert status.startswith(f"{loser} is the Dik Dik")
        zone = p.page.locator(f"#game [data-seat-zone='{engine['loser']}']")
        assert "the Dik Dik (loses)" in zone.inner_text()
        assert p.legal_buttons() == []
    assert_accessible(alice.page, "on the finished game")
    alice.screenshot("dikdik-finished")
    alice.screenshot("dikdik-finished", phone=True)
    assert_fits_a_phone(alice)
    assert not alice.console_errors and not bob.console_errors


def assert_fits_a_phone(player) -> None:
    """At 390 px wide nothing on the page is wider than the screen (no sideways scrolling)."""
    player.page.set_viewport_size({"width": 390, "height": 844})
    try:
        wide = player.page.evaluate(
            "() => [...document.querySelectorAll('main *')].filter("
            "e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
            ".map(e => e.tagName + '.' + e.className).slice(0, 5)")
        assert wide == [], wide
    finally:
        player.page.set_viewport_size({"width": 1280, "height": 900})


def watch(player):
    """Every finished response of /games/ and /api/ URLs the page fetches, from now on."""
    got = []

    def on_finished(request):
        if re.search(r"/(games|api)/", request.url):
            got.append(request)
    player.page.on("requestfinished", on_finished)
    return got


def bodies(requests) -> list[tuple[str, str]]:
    out = []
    for r in requests:
        response = r.response()
        if response is None or not (200 <= response.status < 300):
            continue
        try:
            out.append((r.url, response.text()))
        except Exception:  # noqa: BLE001  (a redirect or an aborted long-poll has no body)
            continue
    return out


def assert_no_hidden_cards(html: str, engine: dict, seat: str | None, where: str,
                           now: bool = True) -> int:
    """The table in ``html`` shows ``seat``'s own hand face up and every other hand only as
    backs: no other seat's card is drawn in its zone, nor (``now``: ``html`` is the table at
    the server's version) anywhere unless ``seat`` holds one too. Returns how many zones were
    checked."""
    zones = read_table(html)
    checked = 0
    mine = set(engine["hands"][seat]) if seat is not None else set()
    for other, hand in engine["hands"].items():
        zone = zones.get(f"seat {other}")
        if zone is None:
            continue
        checked += 1
        if other == seat:
            assert zone.cards == hand or not now, where
            continue
        assert zone.cards == [], f"{other}'s cards drawn face up {where}"
        if not now:  # an older table: the hands have changed since
            continue
        assert zone.backs == len(hand), where
        for card in set(hand) - mine:
            assert f'data-card="{card}"' not in html, f"{other}'s {card} {where}"
    return checked


def assert_no_hidden_json(text: str, engine: dict, seat: str | None, where: str) -> None:
    body = json.loads(text)
    for part, value in private_parts(body):
        assert part == "private" and set(value) <= ({seat} if seat else set()), \
            f"{part} {value} {where}"
    view = body.get("view") if isinstance(body, dict) else None
    if view is not None:
        assert view["hand"] == (engine["hands"][seat] if seat else None), where


def test_hidden_hands_as_each_seat_and_as_a_watcher(players):
    alice, bob, carol = players("alice", "bob", "carol")
    gid = start_game([alice, bob], private=False)
    carol.gid = gid
    carol.open_game(gid)
    everyone = [alice, bob, carol]
    fetched = {p.username: watch(p) for p in everyone}
    rng = random.Random(3)
    # play until a pass happened (a private card went from hand to hand), still mid-game
    for _ in range(40):
        play([alice, bob, carol], rng, moves=1, hit=0.0)
        engine, lobby, version = catch_up(everyone)
        passed = any(not a["given"] for a in engine["asks"])
        if engine["phase"] in ("roulette", "finished") or (passed and engine["phase"] == "ask"):
            break
    assert engine["phase"] == "ask" and passed, "no pass before the check, or the game ended"
    for p in everyone:  # the full history and view, as the page's own script would fetch them
        for url in (f"/api/games/{gid}", f"/api/games/{gid}/events?after=0&limit=200"):
            p.page.evaluate("url => fetch(url, {credentials: 'same-origin'})"
                            ".then(r => r.text())", url)
    engine, lobby, version = catch_up(everyone)
    for p in everyone:
        seat = seat_of(lobby, p.username) if p is not carol else None
        where = f"as {p.username}"
        assert assert_no_hidden_cards(p.page.content(), engine, seat, f"{where} (page)") == 3
        seen = bodies(fetched[p.username])
        assert any("/api/games/" in u and "events" in u for u, _ in seen)
        for url, text in seen:
            if "/api/" in url:
                assert_no_hidden_json(text, engine, seat, f"{where} ({url})")
            elif "<" in text:
                assert_no_hidden_cards(text, engine, seat, f"{where} ({url})", now=False)
    watcher = carol.page
    assert watcher.locator("#game .dd-hand").count() == 0
    assert watcher.locator("#game button[data-command]").count() == 0
    assert_accessible(alice.page, "mid-game, as a seat")
    assert_accessible(watcher, "mid-game, as a watcher")
    mover = next(p for p in (alice, bob) if p.legal_buttons()) if engine["turn"] in (
        seat_of(lobby, "alice"), seat_of(lobby, "bob")) else alice
    mover.screenshot("dikdik-mid")
    mover.screenshot("dikdik-mid", phone=True)
    assert_fits_a_phone(mover)
    carol.screenshot("dikdik-mid-watcher")
