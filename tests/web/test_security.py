"""The web client's cross-cutting checks, server side (Django's test client): CSRF on every
form, everything typed escaped, the forms refusing what the API refuses in the API's words and
writing nothing, the strict Content-Security-Policy on every page (and no inline script, style
or handler in any template), and what makes the client installable.

The browser's side of the same checks is tests/web/test_checks_browser.py.
"""

from __future__ import annotations

import html
import json
import re
import struct
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.test import Client, RequestFactory
from django.urls import URLPattern, reverse

from games.models import Game
from tests.support.http import started_game
from tests.web.checks_support import (
    PAYLOADS,
    api_messages,
    assert_strict_policy,
    page_refusals,
    row_counts,
)

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "web" / "templates"
# The web routes a browser only reads (every other route takes a POST, and is checked below)
GET_ONLY = {"home", "manifest", "service-worker", "offline", "lobby", "game", "notifications",
            "players", "settings-blocks",
            "settings", "finished", "replay", "record", "settings-data-export", "leaderboard",
            "player", "chat", "quick", "quick-status"}
# Routes that answer a person who is not logged in
PUBLIC_POSTS = {"signup", "login", "verify-email", "password-reset", "password-reset-confirm"}
# Routes posted by another player than the default one (deleting alice would log her out)
POSTED_BY = {"settings-delete-account": "bob"}


def web_routes() -> dict[str, str]:
    """name -> URL of every route of web/urls.py (a game's routes for an example id)."""
    from web import urls
    gid = "00000000-0000-0000-0000-000000000001"
    out = {}
    for p in urls.urlpatterns:
        assert isinstance(p, URLPattern)
        kwargs = {"game_id": gid} if "game_id" in p.pattern.converters else {}
        if "endpoint_id" in p.pattern.converters:
            kwargs["endpoint_id"] = 1
        if "uidb64" in p.pattern.converters:
            kwargs.update(LINK)
        if "device_id" in p.pattern.converters:
            kwargs["device_id"] = 1
        if "session_id" in p.pattern.converters:
            kwargs["session_id"] = 1
        if "seek_id" in p.pattern.converters:
            kwargs["seek_id"] = SEEK
        if "kind" in p.pattern.converters:
            kwargs["kind"] = "diddly"
        if "username" in p.pattern.converters:
            kwargs["username"] = "alice"
        out[p.name] = reverse(f"web:{p.name}", kwargs=kwargs)
    return out


@pytest.fixture
def table(make_user, client_for):
    """alice (creator) and bob at an active Diddly game, and a lobby game of alice's with
    carol invited: (users, api clients, active game id, lobby game id)."""
    alice, bob, carol = make_user("alice"), make_user("bob"), make_user("carol")
    api = {u.username: client_for(u) for u in (alice, bob, carol)}
    active = started_game([api["alice"], api["bob"]], "diddly")
    r = api["alice"].post("/api/games", {"kind": "dikdik", "seats": 3,
                                         "visibility": "private"}, format="json")
    assert r.status_code == 201, r.json()
    lobby = r.json()["id"]
    assert api["alice"].post(f"/api/games/{lobby}/invitations", {"username": "carol"},
                             format="json").status_code == 201
    return {"alice": alice, "bob": bob, "carol": carol}, api, active, lobby


def web_client(user=None, csrf: bool = False) -> Client:
    client = Client(enforce_csrf_checks=csrf)
    if user is not None:
        client.force_login(user)
    return client


def csrf_token(client: Client, path: str = "/login/") -> str:
    client.get(path)
    return client.cookies["csrftoken"].value


LINK = {"uidb64": "MQ", "token": "a-b"}  # a mailed link's two parts (made up)
SEEK = "00000000-0000-0000-0000-0000000000aa"  # a seek's id (made up)


# -- 1. CSRF -------------------------------------------------------------------------------------
def post_bodies(active: str, lobby: str) -> dict[str, tuple[str, dict]]:
    """A plausible form for every POST route (each would write something with its token)."""
    command = json.dumps({"type": "draw", "source": "deck"})
    game = lambda name: reverse(f"web:{name}", kwargs={"game_id": active})  # noqa: E731
    at_lobby = lambda name: reverse(f"web:{name}", kwargs={"game_id": lobby})  # noqa: E731
    return {
        "signup": ("/signup/", {"username": "mallory", "password": "a-long-pass-phrase-1"}),
        "login": ("/login/", {"username": "alice", "password": "pw-123456"}),
        "logout": ("/logout/", {}),
        "create": ("/lobby/create", {"kind": "diddly", "visibility": "public"}),
        "join-by-code": ("/lobby/join-code", {"code": "x" * 40}),
        "quick-seek": ("/play/quick/seek", {"kind": "diddly", "per_move": "none"}),
        "quick-accept": (reverse("web:quick-accept", kwargs={"seek_id": SEEK}), {}),
        "quick-cancel": (reverse("web:quick-cancel", kwargs={"seek_id": SEEK}), {}),
        "command": (game("command"), {"command": command, "version": "1"}),
        "join": (at_lobby("join"), {}),
        "leave": (at_lobby("leave"), {}),
        "start": (at_lobby("start"), {}),
        "cancel": (at_lobby("cancel"), {}),
        "accept": (at_lobby("accept"), {}),
        "decline": (at_lobby("decline"), {}),
        "invite": (at_lobby("invite"), {"username": "bob"}),
        "join-code": (at_lobby("join-code"), {}),
        "rematch": (game("rematch"), {}),
        "dispute": (game("dispute"), {"reason": "the deal looked wrong to me"}),
        "chat-send": (game("chat-send"), {"room": "players", "body": "good luck"}),
        "chat-report": (game("chat-report"), {"message": "1"}),
        "notifications-read": ("/notifications/read", {"all": "1"}),
        "player-block": ("/players/bob/block", {}),
        "player-unblock": ("/players/bob/unblock", {"back": "blocks"}),
        "settings-notifications": ("/settings/notifications", {"inbox": "on"}),
        "settings-webhooks": ("/settings/webhooks", {"url": "https://example.org/hook"}),
        "settings-webhook-delete": (reverse("web:settings-webhook-delete",
                                            kwargs={"endpoint_id": 1}), {}),
        "settings-vacation-start": ("/settings/vacation/start", {}),
        "settings-vacation-stop": ("/settings/vacation/stop", {}),
        "settings-push": ("/settings/push", {"push": "on"}),
        "settings-session-revoke": (reverse("web:settings-session-revoke",
                                            kwargs={"session_id": 1}), {}),
        "settings-sessions-revoke-all": ("/settings/sessions/revoke-all", {}),
        "settings-device-delete": (reverse("web:settings-device-delete",
                                           kwargs={"device_id": 1}), {}),
        "settings-email": ("/settings/email", {"email": "alice@example.com"}),
        "settings-email-verify": ("/settings/email/verify", {}),
        "verify-email": (reverse("web:verify-email", kwargs=LINK), {}),
        "password-reset": ("/account/password-reset/", {"email": "alice@example.com"}),
        "password-reset-confirm": (reverse("web:password-reset-confirm", kwargs=LINK),
                                   {"new_password": "a-new-pass-phrase-2"}),
        # last: it changes alice's password, which ends her other sessions
        "settings-password": ("/settings/password", {"current_password": "pw-123456",
                                                     "new_password": "a-new-pass-phrase-2"}),
        "settings-delete-account": ("/settings/data/delete", {"password": "pw-123456",
                                                              "confirm": "on"}),  # bob
    }


def test_every_post_route_is_checked_here(table):
    _, _, active, lobby = table
    assert set(web_routes()) - GET_ONLY == set(post_bodies(active, lobby)), (
        "a new POST route in web/urls.py: add it to post_bodies (or to GET_ONLY)")


@pytest.mark.parametrize("debug", [False, True])
def test_a_cross_site_post_is_refused_on_every_route_and_writes_nothing(table, settings, debug):
    settings.DEBUG = debug  # Django's yellow page would show with DEBUG on: ours shows
    users, _, active, lobby = table
    for name, (path, data) in post_bodies(active, lobby).items():
        who = users["carol"] if name in {"accept", "decline", "join", "leave"} else users["alice"]
        who = users[POSTED_BY[name]] if name in POSTED_BY else who
        client = web_client(None if name in PUBLIC_POSTS else who, csrf=True)
        before = row_counts()
        r = client.post(path, data, HTTP_ORIGIN="https://evil.example",
                        HTTP_REFERER="https://evil.example/page")
        assert r.status_code == 403, (name, r.status_code, r.content[:300])
        assert r["Content-Type"].startswith("text/html"), name
        page = r.content.decode()
        assert 'data-code="csrf_failed"' in page and "security token" in page, name
        assert "CSRF verification failed" not in page and "Help" not in page, name
        assert "evil.example" not in page, name  # no link back to the other site
        assert_strict_policy(r.get("Content-Security-Policy"), f"on {name}'s refusal")
        assert row_counts() == before, name


def test_the_same_posts_with_the_token_pass_the_check(table):
    """The check above can fail: with the page's token no route answers the CSRF refusal."""
    users, _, active, lobby = table
    for name, (path, data) in post_bodies(active, lobby).items():
        if name in PUBLIC_POSTS | {"logout"}:
            client = web_client(csrf=True)
        else:
            who = users["carol"] if name in {"accept", "decline"} else users["alice"]
            who = users[POSTED_BY[name]] if name in POSTED_BY else who
            client = web_client(who, csrf=True)
        token = csrf_token(client, "/login/" if name in PUBLIC_POSTS | {"logout"} else "/lobby/")
        r = client.post(path, {**data, "csrfmiddlewaretoken": token})
        assert r.status_code != 403 or b"csrf_failed" not in r.content, name


def test_the_api_refuses_a_session_without_the_token_with_its_json(table):
    users, _, _, _ = table
    client = web_client(users["alice"], csrf=True)
    before = row_counts()
    r = client.post("/api/games", {"kind": "diddly"}, content_type="application/json")
    assert r.status_code == 403 and r.json()["code"] == "csrf_failed", r.content
    assert r.json()["detail"]
    assert row_counts() == before
    # with the token the same session may create (the header the page's htmx sends)
    token = csrf_token(client, "/lobby/")
    ok = client.post("/api/games", {"kind": "diddly"}, content_type="application/json",
                     HTTP_X_CSRFTOKEN=token)
    assert ok.status_code == 201, ok.content


def test_a_button_without_the_token_gets_the_refusal_at_the_top_of_its_page(table):
    users, api, active, _ = table
    client = web_client(users["alice"], csrf=True)
    version = api["alice"].get(f"/api/games/{active}").json()["version"]
    before = row_counts()
    r = client.post(f"/games/{active}/command", {"command": json.dumps({"type": "resign"}),
                                                 "version": str(version)},
                    HTTP_HX_REQUEST="true")
    assert r.status_code == 403 and r["HX-Retarget"] == "#main", r.content[:300]
    assert r["HX-Reswap"] == "afterbegin"
    assert [code for code, _ in page_refusals(r.content)] == ["csrf_failed"]
    assert b"<html" not in r.content  # a fragment, not a page inside the page
    assert row_counts() == before


def test_the_failure_view_answers_json_under_api_and_a_page_elsewhere():
    from web.views.csrf import csrf_failure
    factory = RequestFactory()
    api = csrf_failure(factory.post("/api/anything"), reason="CSRF cookie not set.")
    assert api.status_code == 403 and api["Content-Type"] == "application/json"
    body = json.loads(api.content)
    assert body["code"] == "csrf_failed" and body["detail"]
    assert settings.CSRF_FAILURE_VIEW == "web.views.csrf.csrf_failure"


# -- 2. Escaping ----------------------------------------------------------------------------------
def assert_escaped(content: bytes, where: str, *, shown: bool = False) -> None:
    """No payload reaches the page as markup; ``shown``: it is shown back, escaped."""
    page = content.decode()
    for payload in PAYLOADS:
        assert payload not in page, f"{payload!r} unescaped {where}"
    assert "onerror=alert" not in page.replace("onerror=alert(1)&gt;", ""), where
    assert "<script>alert" not in page, where
    if shown:
        assert any(html.escape(p) in page for p in PAYLOADS), f"nothing shown back {where}"


@pytest.mark.parametrize("payload", PAYLOADS)
def test_what_a_user_types_is_escaped_wherever_it_is_shown(table, payload):
    users, api, active, lobby = table
    alice = web_client(users["alice"])
    # signing up with it: refused, shown back in the form
    r = web_client().post("/signup/", {"username": payload, "password": "a-long-pass-phrase-1"})
    assert r.status_code == 400
    assert_escaped(r.content, "in the sign-up form", shown=True)
    # logging in with it: refused, shown back in the form
    r = web_client().post("/login/", {"username": payload, "password": "whatever-it-is"})
    assert_escaped(r.content, "in the log-in form", shown=True)
    # a join code typed: refused (the page does not echo it)
    r = alice.post("/lobby/join-code", {"code": payload})
    assert r.status_code in {400, 404}
    assert_escaped(r.content, "after a join code")
    # invitees typed in the create form: refused, shown back in the form
    r = alice.post("/lobby/create", {"kind": "diddly", "invite": payload,
                                     "visibility": "private"})
    assert r.status_code in {400, 404}
    assert_escaped(r.content, "in the create form", shown=True)
    # an option typed as text, and seats typed
    r = alice.post("/lobby/create", {"kind": "biddle", "opt-biddle-blue_row": payload,
                                     "seats": payload})
    assert r.status_code == 400
    assert_escaped(r.content, "after a typed option")
    # an invitation by name on the game's page: refused
    r = alice.post(f"/games/{lobby}/invite", {"username": payload})
    assert r.status_code in {400, 404}
    assert_escaped(r.content, "after an invitation")
    # a dispute's reason: accepted; every page that shows the game stays escaped
    r = alice.post(f"/games/{active}/dispute", {"reason": f"unfair {payload}"})
    assert r.status_code == 302, r.content[:500]
    for path in (f"/games/{active}/", "/", "/lobby/"):
        assert_escaped(alice.get(path).content, f"on {path} after the dispute")
    assert_escaped(web_client(users["bob"]).get(f"/games/{active}/").content, "for bob")


# -- 3. Bad input: the API's refusal, in its words, and nothing written --------------------------
def assert_same_refusal(page, api_response, where: str) -> None:
    body = api_response.json()
    assert page.status_code == api_response.status_code, (where, page.status_code, body)
    shown = page_refusals(page.content)
    assert shown, (where, "no refusal on the page", page.content[:400])
    codes = [code for code, _ in shown]
    messages = [m for _, ms in shown for m in ms]
    assert body["code"] in codes, (where, codes, body)
    for expected in api_messages(body):
        assert any(expected in m for m in messages), (where, expected, messages)


CREATE_CASES = {
    "unknown kind": ({"kind": "chess"}, {"kind": "chess"}),
    "too many seats": ({"kind": "diddly", "seats": "9"}, {"kind": "diddly", "seats": 9}),
    "too few seats": ({"kind": "dikdik", "seats": "2"}, {"kind": "dikdik", "seats": 2}),
    "seats not a number": ({"kind": "diddly", "seats": "two"},
                           {"kind": "diddly", "seats": "two"}),
    "clock too long": ({"kind": "diddly", "per_move": "P30D"},
                       {"kind": "diddly", "options": {"clock": {"per_move": "P30D"},
                                                      "on_timeout": "forfeit"}}),
    "clock unreadable": ({"kind": "diddly", "per_move": "soon"},
                         {"kind": "diddly", "options": {"clock": {"per_move": "soon"},
                                                        "on_timeout": "forfeit"}}),
    "bank too long": ({"kind": "diddly", "bank": "P90D"},
                      {"kind": "diddly", "options": {"clock": {"per_move": "P3D",
                                                               "bank": "P90D"},
                                                     "on_timeout": "forfeit"}}),
    "bad timeout rule": ({"kind": "diddly", "on_timeout": "pray"},
                         {"kind": "diddly", "options": {"clock": {"per_move": "P3D"},
                                                        "on_timeout": "pray"}}),
    "too many bots": ({"kind": "biddle", **{f"bot-{i}": "basic" for i in range(5)}},
                      {"kind": "biddle", "bots": [{"level": "basic"}] * 5}),
    "unknown bot level": ({"kind": "diddly", "bot-0": "genius"},
                          {"kind": "diddly", "bots": [{"level": "genius"}]}),
    "bad visibility": ({"kind": "diddly", "visibility": "secret"},
                       {"kind": "diddly", "visibility": "secret"}),
    # one bad option value of each game, each widget: a number, a select, a list, a text
    "diddly columns": ({"kind": "diddly", "opt-diddly-columns": "7"},
                       {"kind": "diddly", "options": {"columns": 7}}),
    "diddly columns text": ({"kind": "diddly", "opt-diddly-columns": "many"},
                            {"kind": "diddly", "options": {"columns": "many"}}),
    "dikdik first player": ({"kind": "dikdik", "opt-dikdik-first_player": "9"},
                            {"kind": "dikdik", "options": {"first_player": "9"}}),
    "quiddler dictionary": ({"kind": "quiddler", "opt-quiddler-dictionary": "klingon"},
                            {"kind": "quiddler", "options": {"dictionary": "klingon"}}),
    "didi dotter pace": ({"kind": "didi_dotter", "opt-didi_dotter-min_action_ms": "-5"},
                         {"kind": "didi_dotter", "options": {"min_action_ms": -5}}),
    "biddle row": ({"kind": "biddle", "opt-biddle-blue_row": "1 2"},
                   {"kind": "biddle", "options": {"blue_row": [1, 2]}}),
    "biddle max bid": ({"kind": "biddle", "opt-biddle-max_bid": "0"},
                       {"kind": "biddle", "options": {"max_bid": 0}}),
}


@pytest.mark.parametrize("case", sorted(CREATE_CASES))
def test_the_create_form_refuses_what_the_api_refuses(case, make_user, client_for):
    form, body = CREATE_CASES[case]
    alice = make_user("alice")
    client = client_for(alice)
    before = row_counts()
    page = web_client(alice).post("/lobby/create", form)
    api = client.post("/api/games", body, format="json")
    assert api.status_code >= 400, (case, api.json())
    assert_same_refusal(page, api, case)
    assert row_counts() == before, case


def test_an_unknown_invitee_is_refused_as_the_api_refuses_and_leaves_no_game(make_user,
                                                                             client_for):
    alice = make_user("alice")
    api = client_for(alice)
    made = api.post("/api/games", {"kind": "diddly"}, format="json").json()["id"]
    before = row_counts()
    page = web_client(alice).post("/lobby/create", {"kind": "diddly", "invite": "nobody_here"})
    refused = api.post(f"/api/games/{made}/invitations", {"username": "nobody_here"},
                       format="json")
    assert_same_refusal(page, refused, "unknown invitee at creation")
    assert row_counts() == before
    assert 'value="nobody_here"' in page.content.decode()  # what was typed stays in the form
    # on the game's page the same
    page = web_client(alice).post(f"/games/{made}/invite", {"username": "nobody_here"})
    assert_same_refusal(page, refused, "unknown invitee on the game's page")
    assert row_counts() == before


def test_a_wrong_join_code_is_refused_as_the_api_refuses(make_user, client_for):
    bob = make_user("bob")
    client = client_for(bob)
    before = row_counts()
    for code in ("not-the-code-at-all-0123456789abcdef", ""):
        page = web_client(bob).post("/lobby/join-code", {"code": code})
        api = client.post("/api/join", {"code": code}, format="json")
        assert_same_refusal(page, api, f"join code {code!r}")
    assert row_counts() == before


def test_a_command_the_rules_refuse_is_refused_as_the_api_refuses(table):
    users, api, active, _ = table
    detail = api["alice"].get(f"/api/games/{active}").json()
    waiting = "bob" if detail["to_act"][0]["username"] == "alice" else "alice"
    before = row_counts()
    command = {"type": "draw", "source": "deck"}
    page = web_client(users[waiting]).post(f"/games/{active}/command",
                                           {"command": json.dumps(command),
                                            "version": str(detail["version"])})
    refused = api[waiting].post(f"/api/games/{active}/commands",
                                {**command, "expected_version": detail["version"]},
                                format="json")
    assert_same_refusal(page, refused, "out of turn")
    stale = web_client(users[waiting]).post(f"/games/{active}/command",
                                            {"command": json.dumps(command), "version": "0"})
    assert ("stale_version", ) == tuple(c for c, _ in page_refusals(stale.content))[:1]
    assert row_counts() == before


SIGNUP_CASES = {
    "too short": ("ab", "a-long-pass-phrase-1"),
    "bad characters": ("no spaces here", "a-long-pass-phrase-1"),
    "a bot's name": ("bot-basic", "a-long-pass-phrase-1"),
    "weak password": ("newcomer", "123"),
    "taken name": ("Alice", "a-long-pass-phrase-1"),
}


@pytest.mark.parametrize("case", sorted(SIGNUP_CASES))
def test_signup_refuses_what_the_api_refuses(case, make_user, anon):
    make_user("alice")
    username, password = SIGNUP_CASES[case]
    before = row_counts()
    page = web_client().post("/signup/", {"username": username, "password": password})
    api = anon.post("/api/auth/register", {"username": username, "password": password},
                    format="json")
    assert api.status_code in {400, 409}, api.json()
    assert_same_refusal(page, api, case)
    assert row_counts() == before


def login_messages(content: bytes) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'<span class="message">(.*?)</span>',
                                                  content.decode(), re.S)]


def test_login_refuses_as_the_api_refuses_then_locks_out(make_user, anon, settings):
    make_user("alice")
    before = row_counts()
    web = web_client()
    wrong = {"username": "alice", "password": "not-her-password"}
    first = web.post("/login/", wrong)
    api = anon.post("/api/auth/token", wrong, format="json")
    assert first.status_code == 200 and api.json()["code"] == "invalid_credentials"
    assert login_messages(first.content) == [api.json()["detail"]]
    # the page and the API count the same failures: the limit, then both are locked out
    for _ in range(settings.LOGIN_FAILURE_LIMIT - 2):
        web.post("/login/", wrong)
    locked_page = web.post("/login/", wrong)
    locked_api = anon.post("/api/auth/token", wrong, format="json")
    assert locked_api.status_code == 429 and locked_api.json()["code"] == "login_locked"
    digits = lambda s: re.sub(r"\d+", "N", s)  # noqa: E731  (the seconds left tick on)
    assert [digits(m) for m in login_messages(locked_page.content)] == [
        digits(locked_api.json()["detail"])]
    # locked: even the right password is not checked
    right = web.post("/login/", {"username": "alice", "password": "pw-123456"})
    assert "_auth_user_id" not in web.session and b"Too many failed logins" in right.content
    assert row_counts() == before


# -- 4. The Content-Security-Policy, and templates that keep to it -------------------------------
def test_every_page_sends_the_strict_policy(table):
    users, _, active, lobby = table
    anonymous = web_client()
    pages = {"/signup/": anonymous, "/login/": anonymous, "/offline/": anonymous}
    alice = web_client(users["alice"])
    pages.update({"/players/?q=bo": anonymous, "/players/bob/": alice,
                  "/settings/blocks/": alice})
    pages.update({"/": alice, "/lobby/": alice, f"/games/{active}/": alice,
                  f"/games/{lobby}/": alice, "/manifest.webmanifest": alice, "/sw.js": alice})
    for path, client in pages.items():
        r = client.get(path)
        assert r.status_code == 200, (path, r.status_code)
        assert_strict_policy(r.get("Content-Security-Policy"), f"on {path}")
    # an htmx fragment and a refused write too
    r = alice.get(f"/games/{active}/", HTTP_HX_REQUEST="true")
    assert_strict_policy(r.get("Content-Security-Policy"), "on the game fragment")
    r = alice.post("/lobby/join-code", {"code": "nope"})
    assert_strict_policy(r.get("Content-Security-Policy"), "on a refusal")


INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc=)[^>]*>", re.I)
STYLE_ATTR = re.compile(r"\bstyle\s*=", re.I)
STYLE_TAG = re.compile(r"<style\b", re.I)
HANDLER = re.compile(r"\son[a-z]+\s*=", re.I)
JS_URL = re.compile(r"(href|src|action)\s*=\s*[\"']?\s*javascript:", re.I)
HX_ON = re.compile(r"\shx-on[:-]?[a-z:-]*\s*=", re.I)  # htmx's inline handlers (eval: refused)


def template_offences(text: str) -> list[str]:
    out = []
    for name, rule in (("inline <script>", INLINE_SCRIPT), ("style attribute", STYLE_ATTR),
                       ("<style> element", STYLE_TAG), ("on* handler", HANDLER),
                       ("javascript: URL", JS_URL), ("hx-on handler", HX_ON)):
        out += [f"{name}: {m.group(0)!r}" for m in rule.finditer(text)]
    return out


def test_no_template_has_inline_script_style_or_handlers():
    paths = sorted(TEMPLATES.rglob("*.html"))
    assert len(paths) > 15  # the scan sees the templates
    bad = {p.relative_to(ROOT).as_posix(): o for p in paths if (o := template_offences(
        p.read_text()))}
    assert bad == {}, "the strict CSP refuses these (use web/static/web/ modules and app.css)"


@pytest.mark.parametrize("snippet", [
    "<script>alert(1)</script>", "<script type='module'>x()</script>", '<p style="color:red">',
    '<button onclick="go()">', "<img src=x onerror=alert(1)>", "<style>p{}</style>",
    '<a href="javascript:void(0)">', '<form hx-on:submit="go()">', '<div hx-on="click: go()">'])
def test_the_template_scan_sees_each_offence(snippet):
    assert template_offences(f"<div>{snippet}</div>")


def test_the_template_scan_lets_module_scripts_and_data_attributes_be():
    fine = ('<script type="module" src="/static/web/app.js"></script>'
            '<div data-onerror="x" data-hx-target="#game" hx-post="/x" class="only">')
    assert template_offences(fine) == []


# -- 6. Installable: the manifest, its icons, the worker -----------------------------------------
def png_size(path: str) -> tuple[int, int]:
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_is_installable(make_user):
    r = web_client().get("/manifest.webmanifest")
    assert r.status_code == 200 and r["Content-Type"] == "application/manifest+json"
    manifest = json.loads(r.content)
    assert manifest["name"] and manifest["short_name"] and manifest["start_url"] == "/"
    assert manifest["display"] in {"standalone", "fullscreen", "minimal-ui"}
    sizes = {}
    for icon in manifest["icons"]:
        assert icon["src"].startswith(settings.STATIC_URL), icon
        found = finders.find(icon["src"].removeprefix(settings.STATIC_URL))
        assert found, icon
        if icon["type"] == "image/png":
            width, height = png_size(found)
            assert icon["sizes"] == f"{width}x{height}", icon
            sizes[width] = icon
    assert {192, 512} <= set(sizes), manifest["icons"]
    assert any("maskable" not in i.get("purpose", "any") for i in sizes.values())


def test_the_worker_is_served_for_the_whole_site():
    r = web_client().get("/sw.js")
    assert r.status_code == 200 and r["Content-Type"].startswith("text/javascript")
    assert r["Service-Worker-Allowed"] == "/"
    source = b"".join(r.streaming_content).decode()
    # it keeps the inbox for offline reading and drops it when someone logs out
    assert "offline" in source and "/logout/" in source and "/login/" in source


def test_games_count_unchanged_sanity(table):
    """The row counts these checks rely on do see a write (so "unchanged" means something)."""
    users, _, _, _ = table
    before = row_counts()
    client = web_client(users["bob"])
    r = client.post("/lobby/create", {"kind": "diddly", "visibility": "public"})
    assert r.status_code == 302
    after = row_counts()
    assert after["games.Game"] == before["games.Game"] + 1 and after != before
    assert Game.objects.filter(seats__user=users["bob"], status="lobby").exists()
