"""A move sent from a page: the page's version guards a turn-based game, not a real-time race."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from games import selectors
from games.models import Game
from tests.support.http import started_game

pytestmark = pytest.mark.django_db


def _first_mover(gid, users):
    game = Game.objects.get(id=gid)
    for user in users:
        detail = selectors.game_detail(selectors.game_get(game.id), user)
        if detail["legal_commands"]:
            return user, detail
    raise AssertionError("nobody may move")


def _send(user, gid, command, version):
    web = Client()
    web.force_login(user)
    return web.post(f"/games/{gid}/command", {"command": json.dumps(command),
                                              "version": str(version)}, HTTP_HX_REQUEST="true")


@pytest.mark.parametrize("kind, stale_refused", [("diddly", True), ("didi_dotter", False)])
def test_a_stale_page_version(kind, stale_refused, client_for, make_user):
    users = [make_user(), make_user()]
    gid = started_game([client_for(u) for u in users], kind)
    user, detail = _first_mover(gid, users)
    version = detail["version"]
    answer = _send(user, gid, detail["legal_commands"][0], version - 1)
    refused = 'data-code="stale_version"' in answer.content.decode()
    assert refused is stale_refused
    assert (Game.objects.get(id=gid).version == version) is stale_refused
    if stale_refused:
        assert answer.status_code == 409


def test_a_command_that_is_not_json_is_refused_as_the_api_refuses_it(client_for, make_user):
    users = [make_user(), make_user()]
    gid = started_game([client_for(u) for u in users], "diddly")
    web = Client()
    web.force_login(users[0])
    before = Game.objects.get(id=gid).version
    answer = web.post(f"/games/{gid}/command", {"command": "{not json", "version": "1"},
                      HTTP_HX_REQUEST="true")
    assert answer.status_code == 400
    assert 'data-code="malformed_json"' in answer.content.decode()
    assert Game.objects.get(id=gid).version == before
