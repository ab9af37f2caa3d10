"""A real Chromium for the admin's browser tests (Playwright for Python).

Playwright cannot download its own browser here, so it drives Debian's packages: the
headless shell (``chromium-headless-shell``, the same Blink and V8 without the desktop browser
around them, which Playwright itself uses for headless runs) where it is installed, as it costs
the machine about 40 % less CPU per test, and the full ``chromium`` for a module marked
``browser(push=True)`` (the shell has no push service for a service worker) or where the shell is
missing. ``CHROMIUM`` overrides the path for every test. Without Playwright or a Chromium that
starts, every test marked ``browser`` is skipped, so a plain ``make test`` passes on any machine;
CI installs both (``.ci/run``) and runs them, with ``BROWSER_TESTS_REQUIRED=1`` turning a
missing browser into a failure there.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

FULL_CHROMIUM = "/usr/bin/chromium"
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"


def _unavailable(why: str):
    if os.environ.get("BROWSER_TESTS_REQUIRED") == "1":
        pytest.fail(f"browser tests are required here, but {why}")
    pytest.skip(why)


def chromium_for(marker) -> str:
    """The browser a module's tests run in (the module's ``browser`` marker says if it needs
    the full one); ``CHROMIUM`` wins."""
    if os.environ.get("CHROMIUM"):
        return os.environ["CHROMIUM"]
    wants_full = marker is not None and marker.kwargs.get("push", False)
    if not wants_full and Path(HEADLESS_SHELL).exists():
        return HEADLESS_SHELL
    return FULL_CHROMIUM


@pytest.fixture(scope="module")
def chromium(request):
    """A launched browser, or a clean skip saying why there is none.

    Module-scoped: while it lives, Playwright's event loop runs in this thread, where the test
    client cannot call async views (the event feed) and the ORM needs the override below.
    """
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError:
        _unavailable("playwright is not installed")
    executable = chromium_for(request.node.get_closest_marker("browser"))
    if not Path(executable).exists():
        _unavailable(f"there is no Chromium at {executable} (Debian package 'chromium')")
    # Playwright's sync API runs an event loop in this thread; Django's ORM (the test's own
    # queries) refuses to run while one is running unless told it is safe, which it is here:
    # the loop only ever waits on the browser.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    manager = sync_playwright().start()
    try:
        browser = manager.chromium.launch(executable_path=executable, args=ARGS, timeout=30_000)
    except Error as exc:
        manager.stop()
        _unavailable(f"Chromium at {executable} did not start: {exc.message.splitlines()[0]}")
    yield browser
    browser.close()
    manager.stop()
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def page(chromium):
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def screenshot(page):
    """``screenshot(name)`` saves the page under var/screenshots/ (not committed)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path
    return take
