"""The web client's cross-cutting checks in a real browser: no Content-Security-Policy
violation on any page (htmx swaps included), nothing a user types runs as script, the pages at
1280 and 390 CSS px (no sideways scrolling on a phone, touch targets of 44x44 px), and the
installable client (the worker registers, keeps the shell, shows the last inbox offline and
forgets it on log-out).

The server's side of the same checks is tests/web/test_security.py.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import SCREENSHOTS
from tests.web.checks_support import PAYLOADS
from tests.web.conftest import DESKTOP, PASSWORD, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Collects every CSP violation the page reports (the event fires whatever the console says)
WATCH_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""


class Watch:
    """What a page logs that these checks refuse: CSP reports in the console, script errors,
    and dialogs (an ``alert`` run by something a user typed)."""

    def __init__(self, page):
        self.page, self.csp, self.errors, self.dialogs = page, [], [], []
        page.on("console", self._console)
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("dialog", self._dialog)
        page.context.add_init_script(WATCH_CSP)

    def _console(self, message):
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            self.csp.append(message.text)

    def _dialog(self, dialog):
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def reported(self) -> list[str]:
        """The violations the page itself saw (securitypolicyviolation events) so far."""
        return self.page.evaluate("() => window.__csp || []")

    def assert_clean(self, where: str):
        assert self.csp == [], f"CSP violations logged {where}: {self.csp}"
        assert self.reported() == [], f"CSP violations {where}: {self.reported()}"
        assert self.dialogs == [], f"dialogs opened {where}: {self.dialogs}"
        assert self.errors == [], f"script errors {where}: {self.errors}"


def anonymous(chromium, live_server):
    context = chromium.new_context(viewport=DESKTOP)
    context.set_default_timeout(15_000)
    return context.new_page()


def a_turn_and_an_invitation(players):
    """alice and bob at a Diddly game, and a Quiddler invitation to the one whose turn it
    is: (the one to move, the other, the Diddly game's id)."""
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly", invite=["bob"])
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    mover = alice if alice.legal_buttons() else bob
    other = bob if mover is alice else alice
    other.create_game("quiddler", invite=[mover.username])
    return mover, other, gid


# -- 4. The strict CSP holds on every page, after htmx swaps too ---------------------------------
def test_no_page_logs_a_csp_violation_even_after_htmx_swaps(players, chromium, live_server):
    page = anonymous(chromium, live_server)
    watch = Watch(page)
    for path in ("/signup/", "/login/", "/offline/"):
        page.goto(live_server.url + path)
        page.wait_for_load_state("networkidle")
        watch.assert_clean(f"on {path}")
    # the CSRF refusal's page (a log-in form without its token)
    page.goto(live_server.url + "/login/")
    page.evaluate("() => { document.querySelector('[name=csrfmiddlewaretoken]').value = ''; }")
    page.get_by_label("Username").fill("someone")
    page.get_by_label("Password").fill("whatever-it-is")
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    assert page.locator(".refusal[data-code=csrf_failed]").is_visible()
    page.screenshot(path=str(SCREENSHOTS / "web-checks-csrf-refused-1280.png"), full_page=True)
    watch.assert_clean("on the CSRF refusal")
    mover, other, gid = a_turn_and_an_invitation(players)
    mover_watch, other_watch = Watch(mover.page), Watch(other.page)
    for path in ("/", "/lobby/", f"/games/{gid}/"):
        mover.goto(path)
        mover.page.wait_for_load_state("load")
        mover_watch.assert_clean(f"on {path}")
    other.open_game(gid)
    before = other.version()
    button, _ = mover.legal_buttons()[0]
    now = mover.click_command(button)  # an htmx swap of #game on the mover's page
    assert now > before
    other.wait_for_version(now)  # and a live re-draw on the other's
    assert mover.page.locator("#game").count() == 1
    mover_watch.assert_clean("after a move (htmx swap)")
    other_watch.assert_clean("after the other's move arrived (htmx refresh)")
    # a move sent with a token that is no longer the session's: refused, said at the top of
    # the page, the table left as it was (a reload gets a fresh token)
    mover.page.evaluate("""() => {
      document.body.setAttribute("hx-headers", '{"X-CSRFToken": "stale"}');
      for (const i of document.querySelectorAll("input[name=csrfmiddlewaretoken]")) i.value = "";
    }""")
    at = mover.version()
    with mover.page.expect_response(lambda r: r.url.endswith("/command")) as sent:
        mover.page.get_by_role("button", name="Resign").click()
    assert sent.value.status == 403
    refusal = mover.page.locator("main > .refusal[data-code=csrf_failed]")
    refusal.wait_for()
    assert "security token" in refusal.inner_text()
    assert mover.version() == at and mover.status() == "active"
    mover_watch.assert_clean("after a refused move")
    # the lobby's script switches the fieldsets without inline style
    mover.goto("/lobby/").get_by_label("Game", exact=True).select_option("biddle")
    mover_watch.assert_clean("after switching the lobby form's game")
    # the watch sees a violation when there is one (so the checks above can fail)
    page.evaluate("() => document.body.insertAdjacentHTML('beforeend', "
                  "'<p style=\"color: red\">inline</p>')")
    page.wait_for_function("() => window.__csp.length > 0")
    assert any("style-src" in v for v in watch.reported())


# -- 2. Nothing typed runs as script ---------------------------------------------------------------
@pytest.mark.parametrize("payload", PAYLOADS)
def test_nothing_a_user_types_opens_a_dialog(players, chromium, live_server, payload):
    page = anonymous(chromium, live_server)
    watch = Watch(page)
    page.goto(live_server.url + "/signup/")
    page.get_by_label("Username").fill(payload)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create my account").click()
    page.wait_for_selector(".refusal")
    assert page.get_by_label("Username").input_value() == payload  # shown back as text
    page.goto(live_server.url + "/login/")
    page.get_by_label("Username").fill(payload)
    page.get_by_label("Password").fill("not-a-password")
    page.get_by_role("button", name="Log in").click()
    page.wait_for_selector(".refusal")
    assert page.get_by_label("Username").input_value() == payload
    watch.assert_clean("on the sign-up and log-in pages")

    alice, bob = players("alice", "bob")
    seen = Watch(alice.page)
    lobby = alice.goto("/lobby/")
    lobby.get_by_label("Join code", exact=True).fill(payload)
    lobby.get_by_role("button", name="Join", exact=True).click()
    lobby.wait_for_selector(".refusal")
    lobby.get_by_label("Invite (usernames, separated by spaces)").fill(payload)
    lobby.get_by_role("button", name="Create the game").click()
    lobby.wait_for_selector(".refusal")
    assert lobby.get_by_label("Invite (usernames, separated by spaces)").input_value() == payload
    waiting = alice.create_game("dikdik", seats=3)
    game = alice.open_game(waiting)
    game.get_by_label("Invite by username").fill(payload)
    game.get_by_role("button", name="Invite", exact=True).click()
    game.wait_for_selector(".refusal")
    gid = alice.create_game("diddly", invite=["bob"])
    bob.accept_from_inbox(gid)
    game = alice.open_game(gid)
    game.locator("details.dispute summary").click()
    game.get_by_role("textbox", name="What happened").fill(f"unfair {payload}")
    with game.expect_response(lambda r: r.url.endswith("/dispute")):
        game.get_by_role("button", name="Open a dispute").click()
    for path in ("/", "/lobby/", f"/games/{gid}/"):
        alice.goto(path).wait_for_load_state("load")
    bob.open_game(gid)
    seen.assert_clean("after typing into every form")
    # the watch sees a dialog when one opens (so the check above can fail)
    alice.page.evaluate("() => { alert('a real one'); return true; }")
    assert seen.dialogs == ["alert: a real one"]


# -- 5. The pages at 1280 and 390 px ---------------------------------------------------------
MEASURE = """() => {
  const small = [];
  for (const b of document.querySelectorAll("button, [role=button], input[type=submit]")) {
    const r = b.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(b).visibility === "hidden") continue;
    if (r.width < 44 || r.height < 44) {
      const name = (b.textContent || b.value).trim().slice(0, 40);
      small.push(`${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, innerWidth: innerWidth, small};
}"""


def shoot(page, name: str) -> dict:
    """Screenshots of the page at 1280 and 390 px; returns the phone's measures."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENSHOTS / f"web-checks-{name}-1280.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.wait_for_function(f"() => innerWidth === {PHONE['width']}")
    measured = page.evaluate(MEASURE)
    page.screenshot(path=str(SCREENSHOTS / f"web-checks-{name}-390.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    return measured


def test_pages_fit_a_phone_with_touch_sized_buttons(players, chromium, live_server):
    page = anonymous(chromium, live_server)
    found = {}
    for name, path in (("signup", "/signup/"), ("login", "/login/")):
        page.goto(live_server.url + path)
        found[name] = shoot(page, name)
    mover, _other, gid = a_turn_and_an_invitation(players)
    home = mover.goto("/")
    assert home.locator("li.turn").count() == 1 and home.locator("li.invitation").count() == 1
    found["home"] = shoot(home, "home")
    found["lobby"] = shoot(mover.goto("/lobby/"), "lobby")
    found["game"] = shoot(mover.open_game(gid), "game")
    wide = {n: (m["scrollWidth"], m["innerWidth"]) for n, m in found.items()
            if m["scrollWidth"] > m["innerWidth"]}
    assert wide == {}, f"sideways scrolling at 390 px (scrollWidth, innerWidth): {wide}"
    small = {n: m["small"] for n, m in found.items() if m["small"]}
    assert small == {}, f"buttons under 44x44 CSS px at 390 px: {small}"


def test_the_measure_sees_a_small_button_and_a_wide_page(chromium, live_server):
    """The layout check above can fail."""
    page = anonymous(chromium, live_server)
    page.goto(live_server.url + "/login/")
    page.set_viewport_size(PHONE)
    page.evaluate("""() => {
      const b = document.createElement("button"); b.textContent = "x";
      b.className = "link"; document.querySelector("main").append(b);
      const wide = document.createElement("div"); wide.className = "card";
      wide.textContent = "w".repeat(400); document.querySelector("main").append(wide);
    }""")
    measured = page.evaluate(MEASURE)
    assert measured["scrollWidth"] > measured["innerWidth"]
    assert any(s.startswith("x ") for s in measured["small"])


# -- 6. Installable: the worker, its shell, the inbox offline, and forgotten on log-out ----------
def cached(page, path: str) -> bool:
    return page.evaluate(f"() => caches.match({path!r}).then((hit) => Boolean(hit))")


def test_the_worker_keeps_the_inbox_for_offline_and_forgets_it_on_logout(players):
    mover, _other, gid = a_turn_and_an_invitation(players)
    page = mover.goto("/")
    assert page.evaluate("() => navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    for asset in ("/static/web/app.css", "/static/web/app.js",
                  "/static/django_htmx/htmx-2.min.js", "/offline/"):
        assert cached(page, asset), asset
    offline_page = page.evaluate("() => caches.match('/offline/').then((r) => r.text())")
    assert mover.username not in offline_page  # kept without the session: it names nobody
    page.reload()
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    assert cached(page, "/")  # the inbox this page just showed
    # offline: the last inbox, marked as offline
    mover.context.set_offline(True)
    page.reload()
    banner = page.locator("[data-offline][role=status]")
    assert banner.is_visible() and "You are offline" in banner.inner_text()
    assert page.locator(f"li.turn a[href='/games/{gid}/']").count() == 1
    assert page.locator("li.invitation").count() == 1
    mover.screenshot("checks-offline-inbox", phone=True)
    mover.context.set_offline(False)
    # log out: the next person on this device never sees the inbox
    page.reload()
    assert page.locator("[data-offline]").count() == 0  # online again: the live page
    page.get_by_role("button", name=re.compile("Log out")).click()
    page.wait_for_url(re.compile(r"/login/"))
    # (a predicate that polls: wait_for_function takes a returned promise as truthy)
    page.wait_for_function("() => { caches.match('/').then((hit) => { window.__gone = !hit; });"
                           " return window.__gone === true; }")
    mover.context.set_offline(True)
    page.goto(mover.base + "/")
    assert page.locator("#inbox").count() == 0
    assert "You are offline" in page.locator("main").inner_text()
    assert mover.username not in page.content()
    mover.context.set_offline(False)
