"""The player's other pages, server-side (Django's test client over a session): notifications,
settings, finished games, replays. Each write is the API's own: the same message on bad input,
and nothing written (rows compared before and after)."""

from __future__ import annotations

import html
import random
import re
import socket

import pytest
from django.test import Client

from games.models import Vacation
from games.staff.replay import replay_at
from notifications import services as note_services
from notifications import webhooks
from notifications.models import Notification, NotificationSettings, WebhookEndpoint
from tests.support.http import PASSWORD, play_moves, private_game, seated_game, send
from web.actions import Refusal

pytestmark = pytest.mark.django_db


def web_for(user) -> Client:
    web = Client()
    web.force_login(user)
    return web


def text(response) -> str:
    """The page's text with tags and extra spaces removed (what a person reads)."""
    page = response.content.decode()
    page = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)).strip())


def refusal_of(response) -> str:
    m = re.search(r'<div class="refusal"[^>]*>(.*?)</div>', response.content.decode(), re.S)
    assert m, response.content.decode()[:3000]
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", m.group(1))).strip())


def api_message(api_response) -> str:
    """The refusal as the API words it: its detail, or its per-field messages (as one alert
    region reads them)."""
    body = api_response.json()
    return " ".join(Refusal(body["code"], str(body["detail"]), api_response.status_code,
                            body.get("fields") or {}).messages())


def notify(user, n: int, kind: str = "your_turn") -> list[Notification]:
    """``n`` notifications for ``user`` written by the service (as the subscriber does)."""
    start = Notification.objects.count()
    return note_services.notifications_create([
        {"user_id": user.id, "kind": kind, "game": None, "key": f"test:{start + i}:{user.id}",
         "data": {"game": None, "game_kind": "diddly", "version": i + 1, "seat": "0",
                  "opponents": [f"rival{i}"], "deadline_ms": None}} for i in range(n)])


# -- notifications ------------------------------------------------------------------------------
def test_notifications_newest_first_with_the_unread_count_in_the_navigation(make_user):
    alice = make_user()
    notify(alice, 3)
    web = web_for(alice)
    page = web.get("/notifications/")
    assert page.status_code == 200
    words = text(page)
    assert "Notifications (3) , three unread" in words
    assert words.index("against rival2") < words.index("against rival1") < \
        words.index("against rival0")
    assert "It is your turn in Diddly against rival2." in words
    # every page shows the count
    assert "Notifications (3)" in text(web.get("/lobby/"))


def test_mark_one_read_then_all_read_and_the_count_falls(make_user):
    alice = make_user()
    notes = notify(alice, 3)
    web = web_for(alice)
    r = web.post("/notifications/read", {"ids": [notes[0].id], "page": "1"})
    assert r.status_code == 302 and r["Location"] == "/notifications/?page=1"
    assert "Notifications (2) , two unread" in text(web.get("/notifications/"))
    assert Notification.objects.filter(user=alice, read_at__isnull=True).count() == 2
    newest = max(n.id for n in notes)
    web.post("/notifications/read", {"through": newest})
    words = text(web.get("/notifications/"))
    assert "All read." in words and "unread" not in words.split("All read.")[0]
    assert "Notifications (" not in words


def test_mark_read_refuses_bad_ids_with_the_apis_message_and_marks_nothing(make_user,
                                                                         client_for):
    alice = make_user()
    notify(alice, 2)
    api = client_for(alice).post("/api/me/notifications/read", {"ids": ["abc"]}, format="json")
    assert api.status_code == 400
    before = list(Notification.objects.values_list("id", "read_at"))
    r = web_for(alice).post("/notifications/read", {"ids": ["abc"]})
    assert r.status_code == 400
    assert api_message(api) in refusal_of(r)
    empty = web_for(alice).post("/notifications/read", {})
    assert empty.status_code == 400 and "Send \"ids\"" in refusal_of(empty).replace("&quot;", '"')
    assert list(Notification.objects.values_list("id", "read_at")) == before


def test_another_players_notification_is_not_marked(make_user):
    alice, bob = make_user(), make_user()
    (theirs,) = notify(bob, 1)
    web_for(alice).post("/notifications/read", {"ids": [theirs.id]})
    assert Notification.objects.get(id=theirs.id).read_at is None


def test_notifications_are_paged(make_user):
    alice = make_user()
    notify(alice, 30)
    web = web_for(alice)
    first, second = web.get("/notifications/"), web.get("/notifications/?page=2")
    assert first.content.decode().count('data-note="') == 25
    assert second.content.decode().count('data-note="') == 5
    assert "Page 2 of 2" in text(second) and "against rival0" in text(second)


def test_the_unread_count_costs_one_query_and_none_for_a_visitor(make_user,
                                                                 django_assert_num_queries):
    with django_assert_num_queries(0):
        assert Client().get("/login/").status_code == 200
    alice = make_user()
    notify(alice, 2)
    web = web_for(alice)
    web.get("/lobby/")  # warm
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    with CaptureQueriesContext(connection) as queries:
        web.get("/lobby/")
    counts = [q["sql"] for q in queries.captured_queries
              if "notifications_notification" in q["sql"]]
    assert len(counts) == 1, counts


# -- settings: notification preferences ---------------------------------------------------------
def prefs_form(**over) -> dict:
    form = {"inbox": "on", "email": "off", "muted": []}
    form.update(over)
    return {k: v for k, v in form.items() if v is not None}


def test_a_notification_preference_sticks(make_user):
    alice = make_user()
    web = web_for(alice)
    r = web.post("/settings/notifications", prefs_form(inbox=None, email="daily",
                                                       muted=["clock_low", "invited"]))
    assert r.status_code == 302
    row = NotificationSettings.objects.get(user=alice)
    assert (row.inbox, row.webhook, row.email, row.muted) == (False, False, "daily",
                                                              ["clock_low", "invited"])
    page = web.get(r["Location"]).content.decode()
    assert "Notification settings saved." in page
    assert re.search(r'name="inbox"(?! checked)', page)
    assert re.search(r'value="clock_low" checked', page)
    assert re.search(r'value="daily" selected', page)


@pytest.mark.parametrize("form, api_body", [
    (prefs_form(email="weekly"), {"email": "weekly"}),
    (prefs_form(muted=["nonsense"]), {"muted": ["nonsense"]}),
    (prefs_form(webhook="on"), {"webhook": True}),  # no endpoint yet
])
def test_bad_preferences_get_the_apis_message_and_write_nothing(make_user, client_for, form,
                                                                api_body):
    alice = make_user()
    api = client_for(alice).put("/api/me/notification-settings", api_body, format="json")
    assert api.status_code in (400, 409)
    before = list(NotificationSettings.objects.values())
    r = web_for(alice).post("/settings/notifications", form)
    assert r.status_code == api.status_code
    assert api_message(api) in refusal_of(r)
    assert list(NotificationSettings.objects.values()) == before


# -- settings: webhooks -------------------------------------------------------------------------
@pytest.fixture
def public_dns(monkeypatch):
    def getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", port))]
    monkeypatch.setattr(webhooks.socket, "getaddrinfo", getaddrinfo)


def test_add_a_webhook_see_its_secret_once_and_delete_it(make_user, public_dns):
    alice = make_user()
    web = web_for(alice)
    r = web.post("/settings/webhooks", {"url": "https://hooks.example.com/games"})
    assert r.status_code == 201 and r["Cache-Control"] == "no-store"
    endpoint = WebhookEndpoint.objects.get(user=alice)
    assert endpoint.secret in r.content.decode()
    again = web.get("/settings/").content.decode()
    assert "https://hooks.example.com/games" in again and endpoint.secret not in again
    # webhooks may now be turned on
    assert web.post("/settings/notifications", prefs_form(webhook="on")).status_code == 302
    gone = web.post(f"/settings/webhooks/{endpoint.id}/delete")
    assert gone.status_code == 302
    assert not WebhookEndpoint.objects.filter(user=alice).exists()
    assert NotificationSettings.objects.get(user=alice).webhook is False
    assert "Webhook removed." in web.get(gone["Location"]).content.decode()


def test_a_bad_webhook_url_gets_the_apis_message_and_writes_nothing(make_user, client_for,
                                                                   public_dns):
    alice = make_user()
    api = client_for(alice).post("/api/me/webhooks", {"url": "ftp://x.example/"}, format="json")
    assert api.status_code == 400
    r = web_for(alice).post("/settings/webhooks", {"url": "ftp://x.example/"})
    assert r.status_code == 400 and api_message(api) in refusal_of(r)
    assert WebhookEndpoint.objects.count() == 0 and NotificationSettings.objects.count() == 0


def test_someone_elses_webhook_cannot_be_deleted(make_user, public_dns):
    alice, bob = make_user(), make_user()
    web_for(bob).post("/settings/webhooks", {"url": "https://hooks.example.com/b"})
    theirs = WebhookEndpoint.objects.get(user=bob)
    r = web_for(alice).post(f"/settings/webhooks/{theirs.id}/delete")
    assert r.status_code == 404 and "No such webhook endpoint." in refusal_of(r)
    assert WebhookEndpoint.objects.filter(id=theirs.id).exists()


# -- settings: vacation -------------------------------------------------------------------------
def test_start_and_stop_a_vacation(make_user, settings):
    alice = make_user()
    web = web_for(alice)
    page = text(web.get("/settings/"))
    assert "You are not on vacation." in page
    assert f"{settings.GAMES_VACATION_DAYS_PER_YEAR} days of " \
           f"{settings.GAMES_VACATION_DAYS_PER_YEAR} days" in page
    r = web.post("/settings/vacation/start")
    assert r.status_code == 302
    page = text(web.get(r["Location"]))
    assert "You are on vacation since" in page and "Stop my vacation" in page
    assert Vacation.objects.filter(user=alice, ended_at__isnull=True).count() == 1
    r = web.post("/settings/vacation/stop")
    assert r.status_code == 302
    assert "You are not on vacation." in text(web.get(r["Location"]))
    assert Vacation.objects.filter(user=alice, ended_at__isnull=True).count() == 0


def test_vacation_refusals_are_the_apis_and_write_nothing(make_user, client_for, rates):
    alice = make_user()
    api = client_for(alice).post("/api/me/vacation/stop")
    assert api.status_code in (400, 409)
    r = web_for(alice).post("/settings/vacation/stop")
    assert r.status_code == api.status_code and api_message(api) in refusal_of(r)
    rates(vacation="1/hour")  # the API's call above counted; the page's count is the same one
    before = Vacation.objects.count()
    r = web_for(alice).post("/settings/vacation/start")
    assert r.status_code == 429 and 'data-code="throttled"' in r.content.decode()
    assert Vacation.objects.count() == before


# -- settings: password -------------------------------------------------------------------------
def test_change_the_password_and_stay_logged_in(make_user):
    alice = make_user()
    web = web_for(alice)
    r = web.post("/settings/password", {"current_password": PASSWORD,
                                        "new_password": "a-brand-new-phrase-2"})
    assert r.status_code == 302
    assert web.get("/settings/").status_code == 200  # still logged in
    alice.refresh_from_db()
    assert alice.check_password("a-brand-new-phrase-2")


@pytest.mark.parametrize("current, new", [("wrong-one-123", "a-brand-new-phrase-2"),
                                          (PASSWORD, "short"), (PASSWORD, "")])
def test_password_refusals_are_the_apis(make_user, client_for, current, new):
    alice = make_user()
    api = client_for(alice).post("/api/auth/password", {"current_password": current,
                                                        "new_password": new}, format="json")
    assert api.status_code == 400
    hashed = type(alice).objects.get(id=alice.id).password
    r = web_for(alice).post("/settings/password", {"current_password": current,
                                                   "new_password": new})
    assert r.status_code == 400 and api_message(api) in refusal_of(r)
    assert type(alice).objects.get(id=alice.id).password == hashed


# -- finished games and replays -----------------------------------------------------------------
def finished_diddly(client_for, moves: int = 12) -> tuple[str, dict]:
    """A Diddly game of a few random moves that seat 1 then resigns (seat 0 wins)."""
    clients = [client_for() for _ in range(2)]
    gid, seats = seated_game(clients, "diddly")
    play_moves(seats, gid, moves, random.Random(5))
    assert send(seats["1"], gid, {"type": "resign"}).status_code == 201
    return gid, seats


def test_finished_games_list_result_and_links(client_for):
    gid, seats = finished_diddly(client_for)
    alice, bob = seats["0"].user, seats["1"].user
    page = web_for(alice).get("/games/finished/")
    assert page.status_code == 200
    words = text(page)
    assert f"Diddly against {bob.username}" in words
    assert f"You won ({bob.username} resigned)." in words
    assert f"{alice.username} won (you resigned)." in text(web_for(bob).get("/games/finished/"))
    html = page.content.decode()
    assert f'href="/games/{gid}/"' in html and f'href="/games/{gid}/replay/?v=1"' in html
    # the game page's result links to the replay
    assert f"/games/{gid}/replay/?v=1" in web_for(alice).get(f"/games/{gid}/").content.decode()


def hidden_of(board: list[dict]) -> list[int]:
    return [i for i, c in enumerate(board) if not c["up"]]


def test_replay_before_the_end_never_shows_the_opponents_hidden_cards(client_for):
    clients = [client_for() for _ in range(2)]
    gid, seats = seated_game(clients, "diddly")
    play_moves(seats, gid, 12, random.Random(2))
    from games.models import Game
    game = Game.objects.get(id=gid)
    web = web_for(seats["0"].user)
    for v in range(1, game.version + 1):
        r = web.get(f"/games/{gid}/replay/?v={v}")
        assert r.status_code == 200
        detail = r.context["detail"]
        assert detail["version"] == v and r.context["everyone"] == []
        view = detail["view"]
        if view is None:
            continue
        truth = replay_at(game, v)["state"]["engine"]
        if not truth["boards"]:
            continue  # dealt in the next step
        opponent = truth["boards"]["1"]
        down = hidden_of(view["boards"]["1"])
        assert down and all(view["boards"]["1"][i]["card"] is None for i in down)
        assert any(opponent[i] is not None for i in down)  # there was something to hide
        if view["hand"] and view["hand"]["player"] == "1" and view["hand"]["source"] == "deck":
            assert view["hand"]["card"] is None
        assert view["your_seat"] == "0" and detail["legal_commands"] == []
    # at the last version the replay's view is the game page's view
    r = web.get(f"/games/{gid}/replay/")
    assert r.context["detail"]["view"] == web.get(f"/games/{gid}/").context["detail"]["view"]


def test_the_replay_steps_with_links_and_the_table_changes(client_for):
    gid, seats = finished_diddly(client_for)
    web = web_for(seats["1"].user)
    first = web.get(f"/games/{gid}/replay/?v=1")
    html = first.content.decode()
    assert 'href="?v=2"' in html and "First" in html and 'aria-disabled="true">Previous' in html
    last = first.context["at"]["last_version"]
    views = []
    v = 1
    while v < last:
        page = web.get(f"/games/{gid}/replay/?v={v}")
        views.append(page.context["detail"]["view"])
        assert f"Step {v} of {last}:" in text(page)
        v = page.context["steps"]["next"]
    assert len({repr(x) for x in views if x is not None}) > 1  # the table changed
    end = web.get(f"/games/{gid}/replay/?v={last}")
    assert end.context["steps"]["next"] is None and 'href="?v=1"' in end.content.decode()
    assert web.get(f"/games/{gid}/replay/?v=999999").context["at"]["version"] == last
    assert web.get(f"/games/{gid}/replay/?v=junk").context["at"]["version"] == last


def test_a_finished_game_shows_the_whole_record(client_for):
    gid, seats = finished_diddly(client_for)
    web = web_for(seats["0"].user)
    r = web.get(f"/games/{gid}/replay/?v=6")
    everyone = r.context["everyone"]
    assert [e["seat"] for e in everyone] == ["0", "1", None]
    bob_view = everyone[1]["detail"]["view"]
    assert bob_view["your_seat"] == "1"
    assert "The whole record" in text(r) and "view" in text(r)


def test_another_players_private_game_replay_is_404(client_for, make_user):
    owner = client_for()
    gid = private_game(owner, kind="diddly")
    stranger = make_user()
    assert web_for(stranger).get(f"/games/{gid}/replay/").status_code == 404
    assert web_for(owner.user).get(f"/games/{gid}/replay/").status_code == 200
    assert web_for(stranger).get(
        "/games/00000000-0000-0000-0000-000000000000/replay/").status_code == 404


@pytest.mark.parametrize("path", ["/notifications/", "/settings/", "/games/finished/"])
def test_the_pages_need_a_log_in(path):
    r = Client().get(path)
    assert r.status_code == 302 and r["Location"].startswith("/login/")


def _table_part(page) -> str:
    """The replay's HTML down to its list of steps (the seat's table, and the whole record
    once the game is over)."""
    return page.content.decode().split('id="steps-h"', 1)[0]


def test_a_quiddler_replay_draws_only_the_seats_own_hand_until_the_end(client_for):
    from tests.web.quiddler_helpers import hidden_cards_checked
    clients = [client_for() for _ in range(2)]
    gid, seats = seated_game(clients, "quiddler")
    play_moves(seats, gid, 10, random.Random(4))
    from games.models import Game
    game = Game.objects.get(id=gid)
    web = web_for(seats["0"].user)
    checked = 0
    for v in range(1, game.version + 1):
        hands = (replay_at(game, v)["state"]["engine"] or {}).get("hands") or {}
        if not hands.get("1"):
            continue
        page = web.get(f"/games/{gid}/replay/?v={v}")
        hidden_cards_checked(_table_part(page), hands["0"], {"1": hands["1"]})
        checked += 1
    assert checked > 5
    # once the game is over the whole record shows bob's hand too: the same check then fails,
    # and bob's own view in the record holds his hand face up
    assert send(seats["1"], gid, {"type": "resign"}).status_code == 201
    hands = replay_at(game, game.version)["state"]["engine"]["hands"]
    page = web.get(f"/games/{gid}/replay/?v={game.version}")
    assert [e["seat"] for e in page.context["everyone"]] == ["0", "1", None]
    with pytest.raises(AssertionError):
        hidden_cards_checked(_table_part(page), hands["0"], {"1": hands["1"]})
    views = _table_part(page).split('class="table seat-view"')
    hidden_cards_checked(views[2], hands["1"], {"0": hands["0"]})  # bob's view
    hidden_cards_checked(views[3], [], {"0": hands["0"], "1": hands["1"]})  # a watcher's


def test_the_replays_steps_are_the_event_feed_as_the_seat_reads_it(client_for):
    from games import selectors
    from games.models import Game
    from games.selectors.replay import view_at
    clients = [client_for() for _ in range(2)]
    gid, seats = seated_game(clients, "quiddler")
    play_moves(seats, gid, 8, random.Random(6))
    game = Game.objects.get(id=gid)
    for seat in ("0", "1", None):
        user = seats[seat].user if seat is not None else None
        feed = selectors.events_feed(game, user, after=0, limit=500)["events"]
        at = view_at(game, 3, seat)
        assert [s["event"] for s in at["log"] if s["event"] is not None] == feed
        assert at["views"] == [] and not at["revealed"]
