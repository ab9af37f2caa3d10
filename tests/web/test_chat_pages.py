"""The chat panel of a game's page, server side (Django's test client): the room each person
gets, sending and reporting with and without htmx, the API's refusals shown in the panel
(nothing written), and what people type escaped."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client

from chat.models import ChatMessage, ChatMute, ChatReport
from games import clocks
from tests.chat.support import chat, toy
from tests.web.checks_support import PAYLOADS

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(client_for):
    a, b, w = client_for(), client_for(), client_for()
    gid = toy([a, b])
    web = {}
    for name, c in (("a", a), ("b", b), ("w", w)):
        web[name] = Client()
        web[name].force_login(c.user)
    return web, (a, b, w), gid


def test_players_get_their_room_and_watchers_theirs(table):
    web, (a, _b, w), gid = table
    chat(a, gid, body="players only")
    chat(w, gid, "watchers", "watchers only")
    page = web["a"].get(f"/games/{gid}/").content.decode()
    assert 'id="chat"' in page and 'data-chat-room="players"' in page
    assert "Chat with the players" in page and "players only" in page
    assert "watchers only" not in page
    page = web["w"].get(f"/games/{gid}/").content.decode()
    assert 'data-chat-room="watchers"' in page and "watchers only" in page
    assert "players only" not in page


def test_send_with_htmx_redraws_the_panel(table):
    web, _, gid = table
    r = web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "hi there"},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 200
    panel = r.content.decode()
    assert panel.startswith('<section id="chat"') and "hi there" in panel
    assert ChatMessage.objects.get().body == "hi there"
    listed = web["b"].get(f"/games/{gid}/chat/?part=messages").content.decode()
    assert listed.startswith('<ol id="chat-messages"') and "hi there" in listed
    assert f'data-last-id="{ChatMessage.objects.get().pk}"' in listed


def test_send_without_script_redirects_to_the_panel(table):
    web, _, gid = table
    r = web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "plain form"})
    assert r.status_code == 302 and r["Location"] == f"/games/{gid}/#chat"
    assert ChatMessage.objects.filter(body="plain form").exists()


def test_too_long_is_refused_readably_and_writes_nothing(table):
    web, _, gid = table
    r = web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "x" * 501},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 400
    assert 'data-code="message_too_long"' in r.content.decode()
    assert "at most 500 characters" in r.content.decode()
    r = web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "x" * 501})
    assert r.status_code == 400 and 'data-code="message_too_long"' in r.content.decode()
    assert 'id="game"' in r.content.decode()  # the whole page, the refusal in its panel
    assert not ChatMessage.objects.exists()


def test_muted_is_shown_with_until(table):
    web, (a, _b, _w), gid = table
    until = clocks.now() + timedelta(hours=2)
    ChatMute.objects.create(user=a.user, until=until, created_at=clocks.now())
    page = web["a"].get(f"/games/{gid}/").content.decode()
    assert "You are muted in the chat until" in page
    assert f"{until:%H:%M} UTC" in page
    r = web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "hello"},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 403 and 'data-code="muted"' in r.content.decode()
    assert not ChatMessage.objects.exists()


def test_watchers_cannot_post_in_the_players_room(table):
    web, _, gid = table
    r = web["w"].post(f"/games/{gid}/chat/send", {"room": "players", "body": "psst"},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 403 and 'data-code="not_in_room"' in r.content.decode()
    assert not ChatMessage.objects.exists()


def test_report_from_the_panel(table):
    web, (a, b, _w), gid = table
    mid = chat(b, gid, body="nasty").json()["id"]
    page = web["a"].get(f"/games/{gid}/").content.decode()
    assert f'name="message" value="{mid}"' in page
    mine = web["b"].get(f"/games/{gid}/").content.decode()
    assert f'name="message" value="{mid}"' not in mine  # no report button on one's own
    r = web["a"].post(f"/games/{gid}/chat/report", {"message": str(mid)},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 200 and "a moderator will look" in r.content.decode()
    assert ChatReport.objects.get().reporter == a.user
    r = web["a"].post(f"/games/{gid}/chat/report", {"message": str(mid)},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 409 and 'data-code="already_reported"' in r.content.decode()
    r = web["a"].post(f"/games/{gid}/chat/report", {"message": "nope"},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 404
    assert ChatReport.objects.count() == 1


def test_a_message_of_another_game_is_not_reported_here(table):
    web, (a, b, _w), gid = table
    other = toy([b, a])
    mid = ChatMessage.objects.create(game_id=other, room="players", author=b.user,
                                     body="elsewhere", created_at=clocks.now()).pk
    r = web["a"].post(f"/games/{gid}/chat/report", {"message": str(mid)},
                      HTTP_HX_REQUEST="true")
    assert r.status_code == 404 and not ChatReport.objects.exists()


@pytest.mark.parametrize("payload", PAYLOADS)
def test_what_is_typed_is_escaped(table, payload):
    web, _, gid = table
    web["a"].post(f"/games/{gid}/chat/send", {"room": "players", "body": payload})
    assert ChatMessage.objects.count() == 1  # shown to the other player
    page = web["b"].get(f"/games/{gid}/").content.decode()
    assert payload not in page and "<script>alert" not in page
