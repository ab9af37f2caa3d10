"""The admin's replay draws each seat's view with the web client's tables, and reads its log
as sentences with readable times (clock events included)."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import page, screenshot  # noqa: F401  (the fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


KINDS = {"diddly": ["alice", "bob"], "dikdik": ["alice", "bob", "carol"]}


def _mid_way(make_user, kind: str) -> tuple[str, list[str]]:
    """A timed game of ``kind``, a dozen moves in (through the services)."""
    from games import services
    from games.models import Game
    from games.selectors import game_detail

    users = [make_user(name) for name in KINDS[kind]]
    game = services.game_create(user=users[0], kind=kind, seats=len(users),
                                options={"clock": {"per_move": "P3D", "bank": None}})
    for user in users[1:]:
        services.game_join(game_id=game.id, user=user)
    for _ in range(12):
        current = Game.objects.get(id=game.id)
        for user in users:
            legal = game_detail(current, user)["legal_commands"]
            if legal:
                services.command_submit(game_id=game.id, user=user, command=legal[0])
                break
    return str(game.id), KINDS[kind]


@pytest.mark.parametrize("kind", list(KINDS))
def test_moderator_sees_every_seat_drawn_and_the_clocks_in_words(live_server, page,  # noqa: F811
                                                                 screenshot, make_user,  # noqa: F811
                                                                 kind):
    gid, names = _mid_way(make_user, kind)
    make_user("mod", moderator=True)
    page.goto(f"{live_server.url}/admin/login/?next=/admin/games/game/{gid}/replay/")
    page.fill("#id_username", "mod")
    page.fill("#id_password", "pw-123456")
    page.click("input[type=submit]")
    page.wait_for_url(re.compile(r"/replay/$"))

    # one section per seat and one for the watchers' view, each with its drawn table
    headings = page.locator(".seat-view > h2").all_inner_texts()
    assert headings == [f"{n} (seat {i})" for i, n in enumerate(names)] + ["spectator"], headings
    for section in page.locator(".seat-view").all():
        table = section.locator(".seat-table .table")
        assert table.count() == 1 and table.inner_text().strip(), section.inner_text()
        template = table.get_attribute("data-template")
        if not template.endswith("/generic.html"):  # a kind's own drawing: cards on it
            assert table.locator(".card").count() > 0, template
        assert table.locator("button:not([disabled])").count() == 0  # read-only
        json_box = section.locator("details.replay-json")
        assert not json_box.locator("pre").is_visible()  # the raw JSON, one click away
        json_box.locator("summary").click()
        assert '"your_seat"' in json_box.locator("pre").inner_text()

    # the log: every line a sentence, the clocks' too, with a readable time and no epoch ms
    log = page.locator(".replay-log")
    rows = log.locator("tbody tr").all()
    assert len(rows) > 12
    for row in rows:
        cells = row.locator("td").all_inner_texts()
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", cells[1]), cells
        assert not re.search(r"\d{13}", cells[2]) and "(" + "at_ms" not in cells[2], cells
    clock_lines = [r.locator("td").nth(2).inner_text() for r in rows
                   if r.locator("td").nth(3).inner_text() == "game.clock_started"]
    assert clock_lines and all("clock started: 3 days to move (until " in t
                               for t in clock_lines[:1]), clock_lines
    assert any(re.search(r"(alice|bob|carol)'s stopped", t) for t in clock_lines), clock_lines
    # the page's own CSS is a static file now
    assert ".replay-cols" not in "".join(page.locator("style").all_inner_texts())
    screenshot(f"web-admin-replay-{kind}")
