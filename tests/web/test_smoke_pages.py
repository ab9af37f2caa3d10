"""The pages render for a signed-in player (a server-side smoke test; the browser tests play)."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.support.http import started_game

pytestmark = pytest.mark.django_db

KIND_SEATS = {"diddly": 2, "dikdik": 3, "quiddler": 2, "didi_dotter": 2, "biddle": 2}


@pytest.mark.parametrize("kind", sorted(KIND_SEATS))
def test_game_page_renders_for_each_seat(kind, client_for, make_user):
    users = [make_user() for _ in range(KIND_SEATS[kind])]
    gid = started_game([client_for(u) for u in users], kind)
    for user in users:
        web = Client()
        web.force_login(user)
        page = web.get(f"/games/{gid}/")
        assert page.status_code == 200, page.content[:2000]
        html = page.content.decode()
        assert 'id="game"' in html and "<pre" not in html
    home = web.get("/")
    assert home.status_code == 200
    lobby = web.get("/lobby/")
    assert lobby.status_code == 200
