"""The chat's endpoints: who may read and write which room, validation, blocks, mutes, the
rate, paging and the long-poll."""

from __future__ import annotations

import threading
import time
from datetime import timedelta

import pytest

from accounts.models import Block
from chat.models import ChatMessage, ChatMute
from games import clocks
from tests.chat.support import chat, finish, said, toy
from tests.support.http import expect, private_game, started_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(client_for):
    """Two players of a public toy game, a watcher: (a, b, watcher, game id)."""
    a, b, w = client_for(), client_for(), client_for()
    return a, b, w, toy([a, b])


def test_players_talk_in_their_room(table):
    a, b, w, gid = table
    r = chat(a, gid, body="  good luck  ")
    assert r.status_code == 201, r.json()
    sent = r.json()
    assert sent["body"] == "good luck" and sent["author"] == a.user.username
    assert sent["removed"] is False and sent["created_at"].endswith("Z")
    assert chat(b, gid, body="you too").status_code == 201
    got = said(b, gid)
    assert [m["body"] for m in got] == ["good luck", "you too"]
    assert [m["author"] for m in got] == [a.user.username, b.user.username]
    expect(w.get(f"/api/games/{gid}/chat/players"), 403, "not_in_room")
    expect(chat(w, gid), 403, "not_in_room")
    assert ChatMessage.objects.count() == 2


def test_watchers_room_no_kibitzing_until_the_end(table):
    a, b, w, gid = table
    assert chat(w, gid, "watchers", "a blunder!").status_code == 201
    assert [m["body"] for m in said(w, gid, "watchers")] == ["a blunder!"]
    expect(a.get(f"/api/games/{gid}/chat/watchers"), 403, "not_in_room")
    expect(chat(a, gid, "watchers"), 403, "not_in_room")
    finish([a, b], gid)
    assert [m["body"] for m in said(a, gid, "watchers")] == ["a blunder!"]
    expect(chat(a, gid, "watchers"), 403, "not_in_room")  # read, never write
    assert chat(a, gid, body="gg").status_code == 201  # the players' room stays theirs


def test_private_game_is_not_found_and_has_no_watchers_room(client_for):
    a, b, stranger = client_for(), client_for(), client_for()
    gid = private_game(a)
    expect(chat(stranger, gid), 404, "not_found")
    expect(stranger.get(f"/api/games/{gid}/chat/players"), 404, "not_found")
    expect(a.get(f"/api/games/{gid}/chat/watchers"), 404, "not_found")
    assert chat(a, gid, body="waiting for you").status_code == 201  # the lobby: seated
    expect(a.get(f"/api/games/{gid}/chat/kitchen"), 404, "not_found")
    expect(a.get("/api/games/00000000-0000-0000-0000-000000000000/chat/players"), 404,
           "not_found")
    expect(chat(b, gid), 404, "not_found")
    assert ChatMessage.objects.count() == 1


@pytest.mark.parametrize(("body", "status", "code"), [
    ("", 400, "empty_message"), ("   \n ", 400, "empty_message"),
    ("x" * 501, 400, "message_too_long"), (5, 400, "invalid"), (None, 400, "invalid"),
])
def test_bad_bodies_write_nothing(table, body, status, code):
    a, _b, _w, gid = table
    expect(a.post(f"/api/games/{gid}/chat/players", {"body": body}, format="json"), status,
           code)
    assert not ChatMessage.objects.exists()


def test_unknown_fields_and_missing_body(table):
    a, _b, _w, gid = table
    expect(chat(a, gid, colour="red"), 400, "unknown_field")
    expect(a.post(f"/api/games/{gid}/chat/players", {}, format="json"), 400, "invalid")
    assert not ChatMessage.objects.exists()


def test_longest_message_after_nfc(table):
    a, _b, _w, gid = table
    r = chat(a, gid, body="e\u0301" * 500)
    assert r.status_code == 201 and r.json()["body"] == "\u00e9" * 500


def test_muted_with_until_then_free_again(table, clock):
    a, b, _w, gid = table
    until = clocks.now() + timedelta(hours=1)
    ChatMute.objects.create(user=a.user, until=until, created_at=clocks.now())
    r = chat(a, gid)
    expect(r, 403, "muted")
    assert r.json()["until"] == clocks.iso(until)
    assert chat(b, gid).status_code == 201  # only the muted one
    clock.shift(timedelta(hours=1, seconds=1))
    assert chat(a, gid).status_code == 201  # the mute ended by itself


def test_blocks_separate_the_players_room(client_for):
    a, b, c = client_for(), client_for(), client_for()
    gid = toy([a, b])
    # seated before the block (no one joins a table across a block afterwards)
    gid3 = started_game([a, b, c], "dikdik")
    assert chat(b, gid, body="before").status_code == 201
    Block.objects.create(blocker=a.user, blocked=b.user)
    expect(chat(b, gid), 403, "blocked")  # nobody left to read b
    expect(chat(a, gid), 403, "blocked")  # either way
    assert said(a, gid) == []  # b's message is left out for a
    assert [m["body"] for m in said(b, gid)] == ["before"]  # one's own stays
    assert not ChatMessage.objects.filter(body="hello").exists()
    # with a third player who blocks nobody, b speaks again: c reads it, a does not
    assert chat(b, gid3, body="to c").status_code == 201
    assert [m["body"] for m in said(c, gid3)] == ["to c"] and said(a, gid3) == []


def test_block_hides_a_watcher_from_one_reader(client_for, table):
    a, b, w, gid = table
    w2 = client_for()
    assert chat(w, gid, "watchers", "one").status_code == 201
    assert chat(w2, gid, "watchers", "two").status_code == 201
    Block.objects.create(blocker=w2.user, blocked=w.user)
    page = w2.get(f"/api/games/{gid}/chat/watchers").json()
    assert [m["body"] for m in page["messages"]] == ["two"]
    assert page["last_id"] == ChatMessage.objects.latest("id").pk  # seen past the hidden one
    assert [m["body"] for m in said(w, gid, "watchers")] == ["one"]


def test_removed_messages_are_listed_without_text(table, moderator):
    from chat import services

    a, b, _w, gid = table
    first = chat(a, gid, body="rude words").json()["id"]
    chat(a, gid, body="sorry")
    services.message_remove(message_id=first, moderator=moderator, reason="insult")
    got = said(b, gid)
    assert got[0] == {"id": first, "removed": True}
    assert got[1]["body"] == "sorry"


def test_paging_after_and_limit(table):
    a, b, _w, gid = table
    ids = [chat(a if i % 2 else b, gid, body=f"m{i}").json()["id"] for i in range(5)]
    page = a.get(f"/api/games/{gid}/chat/players?after={ids[1]}&limit=2").json()
    assert [m["id"] for m in page["messages"]] == ids[2:4]
    assert page["more"] is True and page["last_id"] == ids[3]
    last = a.get(f"/api/games/{gid}/chat/players?after={ids[3]}&limit=2").json()
    assert [m["id"] for m in last["messages"]] == ids[4:] and last["more"] is False
    empty = a.get(f"/api/games/{gid}/chat/players?after={ids[4]}").json()
    assert empty == {"messages": [], "last_id": ids[4], "more": False}


@pytest.mark.parametrize("query", ["after=-1", "after=x", "limit=0", "limit=201", "wait=26"])
def test_bad_parameters(table, query):
    a, _b, _w, gid = table
    expect(a.get(f"/api/games/{gid}/chat/players?{query}"), 400, "invalid_parameter")


def test_anonymous_is_refused(anon, table):
    _a, _b, _w, gid = table
    assert anon.get(f"/api/games/{gid}/chat/watchers").status_code == 401
    assert chat(anon, gid, "watchers").status_code == 401


def test_own_rate(table, rates):
    a, b, _w, gid = table
    rates(chat_messages="2/minute")
    assert chat(a, gid).status_code == 201
    assert chat(a, gid).status_code == 201
    r = chat(a, gid)
    expect(r, 429, "throttled")
    assert r.headers["Retry-After"]
    assert chat(b, gid).status_code == 201  # per user
    assert ChatMessage.objects.count() == 3


def test_bots_never_chat(client_for, settings):
    from chat import services
    from config.errors import ServiceError
    from games.models import BotAccount

    settings.GAMES_BOTS_REACTION_MS = (0, 0)
    a = client_for()
    r = a.post("/api/games", {"kind": "dikdik", "bots": [{"level": "random"}]}, format="json")
    assert r.status_code == 201, r.json()
    gid = r.json()["id"]
    bot = BotAccount.objects.select_related("user").first().user
    with pytest.raises(ServiceError) as refused:
        services.message_post(game_id=gid, room="players", user=bot, body="beep")
    assert refused.value.code == "not_in_room"
    with pytest.raises(ServiceError) as refused:
        services.message_post(game_id=gid, room="watchers", user=bot, body="beep")
    assert refused.value.code == "not_in_room"
    # the person alone with a bot still has their room (nobody blocks them)
    assert chat(a, gid, body="hello bot").status_code == 201


@pytest.mark.django_db(transaction=True)
def test_long_poll_answers_when_a_message_arrives(client_for, stop_listener):
    a, b = client_for(), client_for()
    gid = toy([a, b])
    out = {}

    def wait():
        t0 = time.monotonic()
        out["r"] = b.get(f"/api/games/{gid}/chat/players?after=0&wait=10")
        out["took"] = time.monotonic() - t0

    t = threading.Thread(target=wait)
    t.start()
    time.sleep(0.5)
    assert chat(a, gid, body="are you there?").status_code == 201
    t.join(15)
    assert out["r"].status_code == 200
    assert [m["body"] for m in out["r"].json()["messages"]] == ["are you there?"]
    assert 0.4 < out["took"] < 5


@pytest.mark.django_db(transaction=True)
def test_long_poll_times_out_empty(client_for, stop_listener, monkeypatch):
    """Without reading the room again: each message sent to it woke the wait to look."""
    from chat import selectors

    a, b = client_for(), client_for()
    gid = toy([a, b])
    monkeypatch.setattr(selectors, "messages_page", lambda *a, **k: pytest.fail("read again"))
    t0 = time.monotonic()
    r = b.get(f"/api/games/{gid}/chat/players?after=7&wait=1")
    assert r.status_code == 200
    assert r.json() == {"messages": [], "last_id": 7, "more": False}
    assert time.monotonic() - t0 >= 0.9
