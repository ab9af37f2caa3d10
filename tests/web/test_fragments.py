"""The game page's kept fragments (web.fragments): the same page as rendering afresh, a new
version or name drawn at once, the request's own CSRF token in every form, and the presenter
given nothing its key leaves out."""

from __future__ import annotations

import html
import re
from datetime import timedelta

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games import kinds, selectors, services
from games.kinds import presenting
from games.models import Game
from tests.support.http import started_game
from web import fragments
from web.views.games import HISTORY

pytestmark = pytest.mark.django_db
TOKEN = re.compile(r'(name="csrfmiddlewaretoken" value="|"X-CSRFToken": ")[A-Za-z0-9]+')


@pytest.fixture(autouse=True)
def _fresh_store():
    fragments.clear()
    yield
    fragments.clear()


def _page(web, gid) -> str:
    answer = web.get(f"/games/{gid}/")
    assert answer.status_code == 200
    return answer.content.decode()


def _without_tokens(html: str) -> str:
    return TOKEN.sub(r"\1", html)


def _play(gid, users, moves: int) -> None:
    for _ in range(moves):
        game = Game.objects.get(id=gid)
        if game.status != "active":
            return
        for user in users:
            legal = selectors.game_detail(game, user)["legal_commands"]
            if legal:
                services.command_submit(game_id=gid, user=user, command=legal[0])
                break


@pytest.fixture
def diddly(client_for, make_user):
    users = [make_user(), make_user()]
    gid = started_game([client_for(u) for u in users], "diddly")
    _play(gid, users, 3)
    web = Client()
    web.force_login(users[0])
    return gid, users, web


def test_a_kept_page_is_the_page_rendered_afresh(diddly, settings):
    gid, _, web = diddly
    first, kept = _page(web, gid), _page(web, gid)
    settings.WEB_FRAGMENT_CACHE_BYTES = 0
    fresh = _page(web, gid)
    assert "Your moves" in fresh or 'class="command' in fresh  # a table with buttons
    assert _without_tokens(first) == _without_tokens(kept) == _without_tokens(fresh)


def test_a_kept_page_reads_no_history(diddly):
    gid, _, web = diddly
    with CaptureQueriesContext(connection) as cold:
        _page(web, gid)
    with CaptureQueriesContext(connection) as warm:
        _page(web, gid)
    def feed(queries):  # the history's page of events (the fold reads the stream unbounded)
        return [q["sql"] for q in queries if q["sql"].startswith('SELECT "events_event"')
                and q["sql"].endswith(f"LIMIT {HISTORY}")]
    assert feed(cold.captured_queries)
    assert not feed(warm.captured_queries)
    assert len(warm) < len(cold)


def test_a_move_is_drawn_at_once(diddly):
    gid, users, web = diddly
    before = _page(web, gid)
    version = Game.objects.get(id=gid).version
    _play(gid, users, 1)
    after = _page(web, gid)
    assert Game.objects.get(id=gid).version > version
    assert f'value="{version + 1}"' in after  # the history's newest entry
    assert _without_tokens(after) != _without_tokens(before)


def test_every_form_carries_this_requests_token(diddly):
    gid, users, _ = diddly
    mover = next(u for u in users if selectors.game_detail(
        selectors.game_get(gid), u)["legal_commands"])
    other = Client(enforce_csrf_checks=True)
    other.force_login(mover)
    _page(other, gid)  # keeps the fragments
    web = Client(enforce_csrf_checks=True)
    web.force_login(mover)
    page = _page(web, gid)
    assert fragments.CSRF_PLACEHOLDER not in page
    form = re.search(r'<form method="post" action="([^"]+/command)"[^>]*>(.*?)</form>', page,
                     re.S)
    assert form, "no command form"
    fields = dict(re.findall(r'name="(\w+)" value="([^"]*)"', form.group(2)))
    version = Game.objects.get(id=gid).version
    answer = web.post(form.group(1), {
        "csrfmiddlewaretoken": fields["csrfmiddlewaretoken"], "version": fields["version"],
        "command": html.unescape(fields["command"])})
    assert answer.status_code == 302, answer.content[:300]
    assert Game.objects.get(id=gid).version > version


def test_a_seat_whose_name_changes_is_drawn_as_afresh(diddly, settings, monkeypatch):
    """The seats' names are part of both keys (an erased account reads as another name)."""
    gid, _, web = diddly
    _page(web, gid)
    served = selectors.game_detail

    def renamed(game, user):
        detail = served(game, user)
        for seat in detail["seats"]:
            seat["username"] = f"renamed-{seat['seat']}"
        return detail
    monkeypatch.setattr(selectors, "game_detail", renamed)
    kept = _page(web, gid)
    settings.WEB_FRAGMENT_CACHE_BYTES = 0
    assert "renamed-" in kept
    assert _without_tokens(kept) == _without_tokens(_page(web, gid))


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_the_presenter_needs_nothing_its_key_leaves_out(kind, client_for, make_user, clock):
    """Presenting ``presenting.inputs(detail)`` gives the very table ``detail`` gives, for every
    seat at every step of a game's start: the key covers all the presenter reads."""
    users = [make_user() for _ in range(3 if kind == "dikdik" else 2)]
    gid = started_game([client_for(u) for u in users], kind)
    for _ in range(6):
        game = selectors.game_get(gid)
        for user in users:
            detail = selectors.game_detail(game, user)
            if detail["view"] is not None:
                assert presenting.present(presenting.inputs(detail)) == presenting.present(detail)
        clock.shift(timedelta(seconds=1))  # past a real-time game's pace
        _play(gid, users, 1)
