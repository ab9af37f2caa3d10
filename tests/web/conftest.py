"""Browser fixtures for the web client: players in their own browser contexts, signed up
through the pages, and the steps every game's test shares (create, invite, accept).

The browser comes from ``tests/browser/conftest.py`` (Debian's chromium; skipped cleanly
without it, required in CI). Each test gets a live server on the test database.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qs

import pytest

from tests.browser.conftest import SCREENSHOTS, chromium  # noqa: F401  (the fixture)

PASSWORD = "a-long-pass-phrase-1"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


class Player:
    """One person at their own browser: a page in a context of its own (own cookies)."""

    def __init__(self, context, base_url: str, username: str):
        self.context, self.base, self.username = context, base_url, username
        self.page = context.new_page()
        self.console_errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.console_errors.append(m.text))
        self.commands: list[dict] = []  # every command the page sent (the forms' POSTs)
        self.page.on("request", self._keep_command)

    def _keep_command(self, request) -> None:
        if request.method == "POST" and request.url.endswith("/command"):
            sent = parse_qs(request.post_data or "").get("command")
            if sent:
                self.commands.append(json.loads(sent[0]))

    def goto(self, path: str = "/"):
        self.page.goto(self.base + path)
        return self.page

    def signup(self):
        page = self.goto("/signup/")
        page.get_by_label("Username").fill(self.username)
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Create my account").click()
        page.wait_for_url(self.base + "/")
        return self

    def create_game(self, kind: str, *, invite=(), seats: int | None = None, bots=(),
                    private: bool = True, per_move: str | None = None, **fields) -> str:
        """Fill in the lobby's form as a person does; returns the new game's id."""
        page = self.goto("/lobby/")
        page.get_by_label("Game", exact=True).select_option(kind)
        if seats is not None:
            page.get_by_label("Players (you included)").fill(str(seats))
        if private:
            page.get_by_label("Private: by invitation or join code only").check()
        if invite:
            page.get_by_label("Invite (usernames, separated by spaces)").fill(" ".join(invite))
        for i, level in enumerate(bots):
            page.get_by_label(f"Bot {i + 1} level").select_option(level)
        if per_move is not None:
            page.get_by_label("Time per move").select_option(per_move)
        for name, value in fields.items():
            field = page.locator(f"[name='{name}']")
            if isinstance(value, bool):
                field.set_checked(value)
            elif field.evaluate("e => e.tagName") == "SELECT":
                field.select_option(str(value))
            else:
                field.fill(str(value))
        page.get_by_role("button", name="Create the game").click()
        page.wait_for_url(re.compile(r"/games/[0-9a-f-]{36}/$"))
        return page.url.rstrip("/").rsplit("/", 1)[-1]

    def accept_from_inbox(self, game_id: str):
        """Accept the invitation to ``game_id`` from the home page."""
        page = self.goto("/")
        row = page.locator("li.invitation", has=page.locator(f"a[href='/games/{game_id}/']"))
        row.get_by_role("button", name="Accept").click()
        page.wait_for_url(re.compile(rf"/games/{game_id}/$"))
        return page

    def open_game(self, game_id: str):
        return self.goto(f"/games/{game_id}/")

    def version(self) -> int:
        return int(self.page.locator("#game").get_attribute("data-version"))

    def wait_for_version_above(self, version: int, timeout: float = 10_000):
        """Wait (without reloading) until the page shows a game past ``version``."""
        self.page.wait_for_function(
            f"() => Number(document.getElementById('game')?.dataset.version) > {version}",
            timeout=timeout)

    def wait_for_version(self, version: int, timeout: float = 10_000):
        """Wait (without reloading) until the page shows the game at ``version`` or later."""
        self.wait_for_version_above(version - 1, timeout)

    def click_command(self, button) -> int:
        """Click a command's button and wait for the page to show its answer; returns the
        version the page shows afterwards."""
        before = self.version()
        with self.page.expect_response(lambda r: r.url.endswith("/command")):
            button.click()
        self.page.wait_for_function(
            f"() => document.getElementById('game') && "
            f"(Number(document.getElementById('game').dataset.version) > {before} || "
            f"document.querySelector('#game .refusal'))")
        return self.version()

    def legal_buttons(self):
        """The buttons of the game's moves on the table (their command objects, decoded);
        the ending buttons (resign, draw, abort) are not among them."""
        out = []
        for b in self.page.locator("#game .table button[data-command]").all():
            out.append((b, json.loads(b.get_attribute("data-command"))))
        return out

    def status(self) -> str:
        return self.page.locator("#game").get_attribute("data-status")

    def screenshot(self, name: str, *, phone: bool = False) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"web-{name}-{'390' if phone else '1280'}.png"
        if phone:
            self.page.set_viewport_size(PHONE)
        # caret="initial": Playwright would otherwise leave style attributes on the inputs
        self.page.screenshot(path=str(path), full_page=True, caret="initial")
        if phone:
            self.page.set_viewport_size(DESKTOP)
        return path


@pytest.fixture(autouse=True)
def short_long_polls(settings):
    """Pages ask for 3 s long-polls: a wait the server still holds when a test ends is short."""
    settings.WEB_LONG_POLL_SECONDS = 3


@pytest.fixture
def players(chromium, live_server):  # noqa: F811
    """``players("alice", "bob")``: signed-up players, each in a browser context of their own."""
    made: list[Player] = []

    def make(*names: str) -> list[Player]:
        out = []
        for name in names:
            context = chromium.new_context(viewport=DESKTOP)
            context.set_default_timeout(15_000)
            player = Player(context, live_server.url, name).signup()
            made.append(player)
            out.append(player)
        return out
    yield make
    for p in made:
        p.context.close()


def assert_accessible(page, where: str = "") -> None:
    """axe-core (axe-playwright-python bundles it) finds no serious or critical violation on
    the page as it is now (WCAG 2.2 A and AA rules, contrast included)."""
    from axe_playwright_python.sync_playwright import Axe
    options = {"resultTypes": ["violations"],
               "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa",
                                                     "wcag22aa", "best-practice"]}}
    results = Axe().run(page, options=options)
    bad = [v for v in results.response["violations"] if v["impact"] in {"serious", "critical"}]
    report = "\n".join(f"{v['id']} ({v['impact']}): {v['help']} at "
                       f"{[n['target'] for n in v['nodes']][:5]}" for v in bad)
    assert not bad, f"accessibility violations {where}:\n{report}"
