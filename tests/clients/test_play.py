"""clients/play.py against a real server: every call a player makes (accounts, creation options
and clocks, bots, private games, invitations, challenges, join codes, the inbox, endings, hints,
rematches, vacations, notifications), each refusal printed as the server's code and message with
exit status 1, a request the client can tell is wrong with 2, never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from tests.support.served import served

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients"))
pytest.importorskip("attrs")
generate_client = pytest.importorskip("generate_client")  # clients/generate_client.py
if generate_client.generator() is None:
    pytest.skip("openapi-python-client is not installed", allow_module_level=True)
CLIENT = generate_client.cached()  # this schema's client, once per schema
sys.path.insert(0, str(CLIENT))
play = pytest.importorskip("play")  # clients/play.py, on the client found above


@pytest.fixture
def server(transactional_db):
    with served(workers=1) as srv:
        yield srv.url


class Shell:
    """``play`` as a user runs it, on one server: ``as_(name)`` picks whose token is sent."""

    def __init__(self, url: str):
        self.url, self.tokens, self.user = url, {}, None

    def run(self, *argv: str, status: int = 0):
        """Run ``play argv``; its exit status must be ``status``. The printed answer (JSON;
        None when nothing is printed) or, for a refusal, the error printed on stderr."""
        out, err = io.StringIO(), io.StringIO()
        token = ["--token", self.tokens[self.user]] if self.user else []
        with redirect_stdout(out), redirect_stderr(err):
            got = play.main(["--url", self.url, *token, *argv])
        assert got == status, (argv, out.getvalue(), err.getvalue())
        assert "Traceback" not in err.getvalue()
        if status == 1:
            return json.loads(err.getvalue())
        if status == 2:
            return err.getvalue()
        return json.loads(out.getvalue()) if out.getvalue() else None

    def as_(self, name: str) -> Shell:
        self.user = name
        return self

    def register(self, name: str) -> None:
        self.user = None
        self.tokens[name] = self.run("register", name, "a-long-password-1")["token"]


def test_a_player_covers_the_api_from_the_shell(server):
    sh = Shell(server)
    for name in ("ada", "bob", "cyd"):
        sh.register(name)
    sh.user = None
    assert sh.run("login", "ADA", "a-long-password-1")["username"] == "ada"
    assert sh.run("kinds")[0]["kind"]
    assert sh.as_("ada").run("me")["username"] == "ada"

    # every creation option, a clock; a private game is not found by others
    game = sh.run("new", "biddle", "--seats", "2", "--clock", "PT12H/P1D", "--hints",
                  "--option", "max_bid=8", "--private")
    options = game["options"]
    assert options["clock"] == {"per_move": "PT12H", "bank": "P1D"}
    assert options["hints"] is True and options["max_bid"] == 8
    assert game["visibility"] == "private" and game["status"] == "lobby"
    gid = game["id"]
    missing = sh.as_("bob").run("show", gid, status=1)
    assert missing["status"] == 404 and missing["code"] == "not_found" and missing["detail"]

    # an invitation, accepted: the game starts
    sh.as_("ada").run("invite", gid, "bob")
    assert [i["game"] for i in sh.as_("bob").run("invitations")["results"]] == [gid]
    assert sh.run("accept", gid)["status"] == "active"
    first = sh.as_("ada").run("show", gid)
    assert first["clock"]["per_move"] == "PT12H" and first["to_act"][0]["deadline"]
    to_act = {s["seat"]: s["username"] for s in first["seats"]}[first["view"]["to_act"][0]]
    other = "bob" if to_act == "ada" else "ada"
    assert "chances" in json.dumps(sh.as_(to_act).run("hint", gid))
    assert sh.run("turns")["turns"][0]["game"] == gid

    # a misspelt field is the client's refusal, a move out of turn the server's
    said = sh.run("send", gid, '{"type": "bid", "roll": 3}', status=2)
    assert "rolls" in said and "Traceback" not in said
    assert "no field 'x'" in sh.run("send", gid, '{"type": "bid", "rolls": 1, "x": 1}',
                                    status=2)
    assert "not JSON" in sh.run("send", gid, "{bid", status=2)
    move = sh.as_(to_act).run("show", gid)["legal_commands"][0]
    late = sh.as_(other).run("send", gid, json.dumps(move), status=1)
    assert late["status"] == 422 and late["code"] == "not_your_turn" and late["detail"]

    # draws offered and declined, then an abort (nobody has moved) and a rematch, declined
    assert sh.as_("ada").run("draw", gid, "offer")["version"] > first["version"]
    sh.as_("bob").run("draw", gid, "decline")
    assert sh.run("abort", gid)["result"]["reason"] == "abort"
    fed = sh.run("wait", gid, "--after", "0", "--wait", "1")
    assert fed["events"][-1]["type"] == "game.finished"
    again = sh.as_("ada").run("rematch", gid)
    assert again["visibility"] == "private" and again["id"] != gid
    assert sh.as_("bob").run("decline", again["id"]) is None  # 204

    # a join code; the game starts, then a resignation ends it
    other_game = sh.as_("ada").run("new", "biddle", "--seats", "2", "--private")["id"]
    code = sh.run("code", other_game)["code"]
    assert sh.as_("cyd").run("join-code", code)["status"] == "active"
    assert sh.run("resign", other_game)["result"]["reason"] == "resign"
    wasted = sh.as_("ada").run("code", other_game, status=1)
    assert wasted["status"] == 409

    # a challenge, declined; bots: a bot fills the table at once, bots alone may not
    challenge = sh.run("challenge", "bob", "dikdik", "--untimed")
    assert challenge["visibility"] == "private" and challenge["options"]["clock"] is None
    sh.as_("bob").run("decline", challenge["id"])
    versus = sh.as_("ada").run("new", "biddle", "--seats", "2", "--bot", "strong")
    assert versus["status"] == "active" and versus["seats"][1]["bot"] == "strong"
    refused = sh.run("new", "biddle", "--seats", "2", "--bot", "basic", "--bot", "basic",
                     status=1)
    assert refused == {"status": 400, "code": "too_many_bots", "detail": refused["detail"]}
    lobby = sh.run("new", "dikdik", "--seats", "4", "--bot", "random",
                   "--on-timeout", "autopilot")
    assert [s["bot"] for s in lobby["seats"]] == [None, "random"]
    assert lobby["options"]["on_timeout"] == "autopilot"
    sh.as_("bob").run("join", lobby["id"])
    sh.run("leave", lobby["id"])
    assert sh.as_("ada").run("cancel", lobby["id"])["status"] == "finished"
    assert sh.run("games", "--mine", "--ended")["count"] >= 3

    # vacations, notifications and their settings
    assert sh.run("vacation", "start")["on_vacation"] is True
    assert sh.run("vacation", "stop")["on_vacation"] is False
    assert sh.run("vacation")["allowance_days"] > 0
    inbox = sh.as_("bob").run("notifications", "--limit", "50")
    assert inbox["notifications"] and inbox["unread"] == sh.run("unread")["unread"]
    assert sh.run("read", "--through", str(inbox["last_id"]))["unread"] == 0
    assert sh.run("settings", "--set", '{"email": "daily"}')["email"] == "daily"
    assert sh.run("webhooks") == []

    # invitations revoked, a start with the players seated, disputes, words, the account
    lobby = sh.as_("ada").run("new", "biddle", "--seats", "3")["id"]
    assert sh.run("invite", lobby, "cyd")["invited"]
    assert not sh.run("uninvite", lobby, "cyd")["invited"]
    sh.as_("bob").run("join", lobby)
    assert sh.as_("ada").run("start", lobby)["status"] == "active"
    assert sh.run("dispute", lobby, "a test of the dispute call")["dispute"] == 1
    assert sh.run("disputes", lobby)[0]["reason"] == "a test of the dispute call"
    name = sh.run("dictionaries")["results"][0]["name"]
    checked = sh.run("check", name, "quiz", "zzqx")
    assert checked["results"] == {"quiz": True, "zzqx": False}, checked
    ada_token = sh.tokens["ada"]
    other = sh.as_("ada").run("login", "ada", "a-long-password-1")
    assert other["device"] == "play.py"
    listed = sh.run("sessions")
    assert [s["current"] for s in listed if s["id"] == other["id"]] == [False]
    assert sh.run("sessions", "--revoke", str(other["id"])) is None
    assert [s["id"] for s in sh.run("sessions")] == [s["id"] for s in listed
                                                    if s["id"] != other["id"]]
    kept = sh.run("password", "a-long-password-1", "another-long-password-2")["token"]
    assert kept == ada_token  # the token that asked keeps working
    assert sh.run("logout") is None
    assert sh.run("me", status=1)["status"] == 401


def test_a_shell_run_prints_no_traceback(server):
    """As a user runs it: one process per call (clients/python's own copy or ours)."""
    env = {"PYTHONPATH": str(CLIENT), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, str(ROOT / "clients" / "play.py"), "--url", server,
                          "--token", "0" * 40, "turns"], capture_output=True, text=True,
                         timeout=60, env=env)
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert json.loads(run.stderr)["status"] == 401
    missing = subprocess.run([sys.executable, str(ROOT / "clients" / "play.py"), "--url",
                              "http://127.0.0.1:9", "kinds"], capture_output=True, text=True,
                             timeout=60, env=env)
    assert missing.returncode == 1 and "cannot reach the server" in missing.stderr
    not_an_id = subprocess.run([sys.executable, str(ROOT / "clients" / "play.py"), "--url",
                                server, "--token", "0" * 40, "show", "42"],
                               capture_output=True, text=True, timeout=60, env=env)
    assert not_an_id.returncode == 2 and "invalid UUID value: '42'" in not_an_id.stderr
