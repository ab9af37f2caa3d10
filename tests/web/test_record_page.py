"""A finished game's record page (web/views/record.py): the transcript, the players with their
rating changes, the seed check, the download links; linked from the game page at the end."""

from __future__ import annotations

import random

import pytest
from django.test import Client
from django.utils import timezone

from games.models import Game
from ratings import records, skill
from ratings.models import RatedGame, RatingChange
from tests.support.http import invite, play_moves, private_game, seated_game, send, started_game

pytestmark = pytest.mark.django_db


def web_for(user) -> Client:
    web = Client()
    web.force_login(user)
    return web


def finished_quiddler(client_for):
    clients = [client_for() for _ in range(2)]
    gid, seats = seated_game(clients, "quiddler")
    play_moves(seats, gid, 6, random.Random(2))
    assert send(seats["1"], gid, {"type": "resign"}).status_code == 201
    return gid, seats


def test_the_record_page_shows_transcript_players_seed_and_downloads(client_for):
    gid, seats = finished_quiddler(client_for)
    game = Game.objects.get(id=gid)
    rated = RatedGame.objects.create(game=game, kind="quiddler", position=7,
                                     finished_at=timezone.now(), counted=True, reason="rated")
    RatingChange.objects.create(rated_game=rated, user=seats["0"].user, seat="0", place=1,
                                mu_before=25, sigma_before=8, mu_after=27, sigma_after=7.5)
    RatingChange.objects.create(rated_game=rated, user=seats["1"].user, seat="1", place=2,
                                mu_before=25, sigma_before=8, mu_after=23, sigma_after=7.5)
    r = web_for(client_for().user).get(f"/games/{gid}/record/")  # a watcher
    assert r.status_code == 200
    html = r.content.decode()
    rec = records.record(game)
    for line in records.transcript_lines(rec):  # every event, as a watcher reads it
        assert f'<li value="{line["version"]}">' in html
    assert html.count('<li value="') == len(rec["events"])
    assert "The revealed seed matches" in html and rec["seed"]["seed"] in html
    assert f'href="/api/games/{gid}/export"' in html
    assert f'href="/api/games/{gid}/export?format=text"' in html
    before, after = skill.display(25, 8), skill.display(27, 7.5)
    assert f"<td>{before}</td><td>{after}</td>" in html
    assert f'<td class="delta">+{after - before}</td>' in html
    assert "Rated (rated)." in html
    assert seats["0"].user.username in html and seats["1"].user.username in html


def test_the_game_page_links_to_the_record_only_at_the_end(client_for):
    a, b = client_for(), client_for()
    gid = started_game([a, b], "biddle")
    web = web_for(a.user)
    assert f"/games/{gid}/record/" not in web.get(f"/games/{gid}/").content.decode()
    r = web.get(f"/games/{gid}/record/")  # no record before the end: the game page
    assert r.status_code == 302 and r["Location"] == f"/games/{gid}/"
    assert send(b, gid, {"type": "resign"}).status_code == 201
    assert f'href="/games/{gid}/record/"' in web.get(f"/games/{gid}/").content.decode()
    page = web.get(f"/games/{gid}/record/").content.decode()
    assert "The ratings have not looked at this game yet." in page


def test_a_hidden_games_record_is_not_found(client_for):
    a, b = client_for(), client_for()
    gid = private_game(a, kind="biddle")
    assert invite(a, gid, b.user.username).status_code == 201
    assert b.post(f"/api/games/{gid}/accept").status_code == 200
    assert send(b, gid, {"type": "resign"}).status_code == 201
    assert web_for(a.user).get(f"/games/{gid}/record/").status_code == 200
    assert web_for(client_for().user).get(f"/games/{gid}/record/").status_code == 404
    anonymous = Client().get(f"/games/{gid}/record/")
    assert anonymous.status_code == 302 and "/login/" in anonymous["Location"]


def test_the_download_links_answer_for_the_pages_session(client_for):
    gid, seats = finished_quiddler(client_for)
    web = web_for(seats["0"].user)
    assert web.get(f"/api/games/{gid}/export").json()["game"]["id"] == gid
    text = web.get(f"/api/games/{gid}/export?format=text")
    assert text["Content-Type"].startswith("text/plain") and gid in text.content.decode()
