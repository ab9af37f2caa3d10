"""Erasing an account (``DELETE /api/me``): the name and the address leave every table, the
event log included, while every game replays and re-judges as before and the other players'
results stand.

The account plays a finished game, a game under way, a three-seat game, a lobby of its own,
an invitation it never answered and a challenge it declined, opens a dispute, sends commands
with an Idempotency-Key, holds a web session and a webhook; the others are notified of all
of it. Then every value of every table of the database is searched.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from events.models import Event, Snapshot
from games.models import Game
from games.staff import replay
from notifications.models import Notification, WebhookEndpoint
from tests.notifications.conftest import relay
from tests.support.disputes import TOY_OPTIONS, open_dispute, play
from tests.support.http import PASSWORD, create_game, send, started_game

pytestmark = pytest.mark.django_db(transaction=False)

NAME = "Zyx.quorbl"  # distinctive: found only where it was written
EMAIL = "zyx.quorbl@mail.example"


def every_text_value():
    """(table, column, value) of every non-NULL value of every table, as text."""
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names(cursor):
            quoted = connection.ops.quote_name(table)
            cursor.execute(f"SELECT * FROM {quoted}")  # noqa: S608 - names from the catalog
            columns = [c[0] for c in cursor.description]
            for row in cursor.fetchall():
                for column, value in zip(columns, row, strict=True):
                    if value is None:
                        continue
                    if isinstance(value, memoryview | bytes):
                        value = bytes(value).decode("latin-1")
                    yield table, column, str(value)


def holding(*needles):
    lowered = [n.lower() for n in needles]
    return [(t, c, v[:120]) for t, c, v in every_text_value()
            if any(n in v.lower() for n in lowered)]


@pytest.fixture
def history(client_for, make_user, moderator, settings, monkeypatch):
    """The account's history with three others; returns (its client, the others, game ids)."""
    from tests.notifications.test_webhooks import fake_dns
    settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = True
    fake_dns(monkeypatch, "127.0.0.1")
    me_user = make_user(NAME)
    me_user.email = EMAIL
    me_user.save()
    me = client_for(me_user)
    a, b, c = client_for(), client_for(), client_for()
    for client in (me, a):
        r = client.post("/api/me/webhooks", {"url": "https://hooks.example.com/x"},
                        format="json")
        assert r.status_code == 201, r.json()
        client.put("/api/me/notification-settings", {"webhook": True}, format="json")
    games = {}
    games["finished"] = started_game([me, a], "toy_guess", TOY_OPTIONS)
    play([me, a], games["finished"], 2)
    assert send(a, games["finished"], {"type": "resign"}).status_code == 201
    games["active"] = started_game([a, me], "toy_guess", TOY_OPTIONS)
    play([a, me], games["active"], 3)
    for key, client in (("k-me", me), ("k-a", a)):  # stored answers that show the name
        r = client.get(f"/api/games/{games['active']}").json()
        if r["your_seat"] in r["outcome"]["to_act"]:
            assert send(client, games["active"], {"type": "reroll"},
                        HTTP_IDEMPOTENCY_KEY=key).status_code == 201
    games["three"] = started_game([b, me, c], "dikdik")
    open_dispute(me, games["three"], reason="please look")
    lobby = create_game(me, "toy_guess", 2)["id"]
    r = me.post(f"/api/games/{lobby}/invitations", {"username": b.user.username},
                format="json")
    assert r.status_code in (200, 201), r.json()
    games["lobby"] = lobby
    r = a.post(f"/api/challenge/{NAME}", {"kind": "toy_guess"}, format="json")
    assert r.status_code == 201, r.json()
    games["declined"] = r.json()["id"]
    assert me.post(f"/api/games/{games['declined']}/decline").status_code == 204
    r = b.post(f"/api/challenge/{NAME}", {"kind": "toy_guess"}, format="json")
    games["pending"] = r.json()["id"]
    chat_history(me, a, games["finished"], moderator)
    assert me_user.check_password(PASSWORD)
    me.force_login(me_user)  # a web session too
    relay()
    assert holding(NAME), "the scenario wrote the name nowhere: the scan would prove nothing"
    return me, (a, b, c), games


def chat_history(me, a, gid, moderator):
    """Chat: its own messages (one reported by the other, one it reported), its name in the
    other's message and in a moderator's reason, a mute."""
    from chat import services as chat_services

    def say(client, body):
        r = client.post(f"/api/games/{gid}/chat/players", {"body": body}, format="json")
        assert r.status_code == 201, r.json()
        return r.json()["id"]

    mine = say(me, f"I am {NAME}, good game")
    theirs = say(a, f"thanks {NAME}!")
    assert a.post(f"/api/chat/messages/{mine}/report", {"reason": f"{NAME} gloats"},
                  format="json").status_code == 201
    assert me.post(f"/api/chat/messages/{theirs}/report", {"reason": "mine: says my name"},
                   format="json").status_code == 201
    chat_services.author_mute(message_id=mine, moderator=moderator,
                              duration=timedelta(hours=1), reason=f"{NAME} was rude")


def erase(client, password=PASSWORD):
    return client.delete("/api/me", {"password": password}, format="json")


@pytest.mark.django_db(transaction=True)  # commits: the caches fill as in production
def test_no_name_and_no_address_remain_anywhere(history):
    me, others, games = history
    user_id = me.user.id
    rejudged = {g: replay.rejudge(Game.objects.get(id=g)) for g in games.values()}
    assert erase(me).status_code == 204
    relay()  # the notifications of the games it left, written after the erasure
    assert holding(NAME, EMAIL) == []
    # nor in what the others are served (from this process's caches, refilled since)
    for client in others:
        for gid in games.values():
            for path in (f"/api/games/{gid}", f"/api/games/{gid}/events?after=0"):
                r = client.get(path)
                assert r.status_code in (200, 404), path
                assert NAME not in r.content.decode(), path
        assert NAME not in client.get("/api/me/notifications").content.decode()
    # the row stays, anonymous, so ids in the log still point at an account
    row = get_user_model().objects.get(id=user_id)
    assert row.username.startswith("deleted-") and not row.is_active and row.email == ""
    assert not row.has_usable_password()
    # every game replays and re-judges as before
    for gid in games.values():
        game = Game.objects.get(id=gid)
        assert replay.rejudge(game) == rejudged[gid]
        replay.replay_at(game, game.version)
    assert Event.objects.filter(data__username="deleted player").exists() or \
        connection.vendor == "postgresql"


def test_the_other_players_results_stand_and_show_deleted_player(history):
    me, (a, b, c), games = history
    finished = a.get(f"/api/games/{games['finished']}").json()
    assert erase(me).status_code == 204
    after = a.get(f"/api/games/{games['finished']}").json()
    assert after["result"] == finished["result"]
    assert "deleted player" in [s["username"] for s in after["seats"]]
    # the game under way was resigned for it: the opponent won
    active = a.get(f"/api/games/{games['active']}").json()
    assert active["status"] == "finished"
    assert active["result"]["winners"] == [active["your_seat"]]
    # three seats: a bot plays its seat on
    three = b.get(f"/api/games/{games['three']}").json()
    assert three["status"] == "active"
    # its lobby is cancelled, the challenge it had not answered is declined
    assert a.get(f"/api/games/{games['lobby']}").json()["status"] == "finished"
    assert b.get(f"/api/games/{games['pending']}").json()["status"] == "finished"
    feed = a.get(f"/api/games/{games['declined']}/events?after=0").json()["events"]
    assert any("deleted player declined" in str(e) for e in feed)


def test_its_data_and_sessions_are_gone(history):
    from chat.models import ChatMessage, ChatMute, ChatReport

    me, (a, _, _), _ = history
    user_id = me.user.id
    assert erase(me).status_code == 204
    assert not ChatMessage.objects.filter(author_id=user_id).exists()
    assert not ChatReport.objects.filter(reporter_id=user_id).exists()
    assert not ChatMute.objects.filter(user_id=user_id).exists()
    [left] = ChatMessage.objects.all()  # the other's message stays, the name out of it
    assert left.author_id == a.user.id and left.body == "thanks deleted player!"
    assert not WebhookEndpoint.objects.filter(user_id=user_id).exists()
    assert not Notification.objects.filter(user_id=user_id).exists()
    assert me.get("/api/me").status_code == 401  # its token is revoked
    assert WebhookEndpoint.objects.filter(user_id=a.user.id).exists()  # others' stay
    assert Notification.objects.filter(user_id=a.user.id).exists()


@pytest.mark.parametrize("body,code", [
    ({"password": "not-it-at-all"}, "wrong_password"), ({}, "invalid"),
    ({"password": 5}, "invalid"), ({"password": 12345}, "invalid"), ({"password": None}, "invalid"),
    ({"password": ["x"]}, "invalid"), ({"password": "x" * 129}, "invalid")])
def test_a_wrong_or_missing_password_erases_nothing(client_for, make_user, body, code,
                                                    nothing_written):
    me = client_for(make_user(NAME))
    snapshot, check = nothing_written
    snapshot()
    r = me.delete("/api/me", body, format="json")
    assert (r.status_code, r.json()["code"]) == (400, code)
    check()
    assert get_user_model().objects.get(id=me.user.id).username == NAME


def test_a_staff_account_is_refused(client_for, moderator, nothing_written):
    staff = client_for(moderator)
    snapshot, check = nothing_written
    snapshot()
    r = erase(staff)
    assert r.status_code == 403 and r.json()["code"] == "staff_account"
    check()


def test_the_prefix_of_erased_accounts_cannot_be_registered(anon):
    r = anon.post("/api/auth/register", {"username": "Deleted-abc", "password": PASSWORD * 2},
                  format="json")
    assert r.status_code == 400 and r.json()["code"] == "username_reserved"


def test_snapshots_of_the_games_are_dropped(history, settings):
    me, _, games = history
    assert erase(me).status_code == 204
    for snap in Snapshot.objects.filter(stream__in=list(games.values())):
        assert NAME not in str(snap.state)


def test_an_erased_account_reads_deleted_player_in_the_index_reads(history):
    from accounts.erasure import display_name
    me, (a, b, c), games = history
    user_id = me.user.id
    assert erase(me).status_code == 204
    row = get_user_model().objects.get(id=user_id)
    assert display_name(row) == "deleted player"
    assert display_name(a.user) == a.user.username
    # the three-seat game goes on: whoever must act there sees it among the opponents
    seen = [t["opponents"] for client in (b, c)
            for t in client.get("/api/me/turns").json()["turns"] if t["game"] == games["three"]]
    listed = b.get("/api/games?status=active").json()
    assert not any(name.startswith("deleted-") for o in seen for name in o)
    assert all("deleted player" in o for o in seen)
    assert "deleted-" not in str(listed)


@pytest.mark.django_db(transaction=True)  # commits: the caches fill as in production
def test_folds_another_process_cached_before_the_erasure_are_not_served(history):
    """Another web worker or the relay's worker never hears of the erasure: its memory still
    holds the folds with the old name. Put this process's copies back after the erasure, as
    such a process would have them, and nothing it serves or writes may show the name."""
    from events import state_cache
    from notifications import subscriber
    me, others, games = history
    for client in others:  # every game folded and cached, names and all
        for gid in games.values():
            client.get(f"/api/games/{gid}")
    kept = dict(state_cache._store().items())
    folds = dict(subscriber._folds)
    assert any(NAME in str(state_cache.latest(*key)) for key in kept), "nothing to go stale"
    assert erase(me).status_code == 204
    for key, entry in kept.items():
        state_cache._put(key, *entry)
    subscriber._folds.update(folds)
    relay()  # the notifications of the games it left, from the stale folds if they were used
    for client in others:
        for gid in games.values():
            for path in (f"/api/games/{gid}", f"/games/{gid}/"):
                r = client.get(path)
                assert NAME not in r.content.decode(), path
    assert holding(NAME, EMAIL) == []
