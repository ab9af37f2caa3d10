"""Play any game from a shell, through the generated Python client (clients/python).

    make client                                              # generates clients/python once
    export GAMES_URL=http://127.0.0.1:8000
    python clients/play.py register ada a-long-password      # prints a token
    export GAMES_TOKEN=<token>
    python clients/play.py new biddle --seats 2 --clock PT12H --bot basic
    python clients/play.py turns [--wait 25]                 # the games where you must act
    python clients/play.py show <game>                       # the game, your view, your commands
    python clients/play.py send <game> '{"type": "bid", "rolls": 3}'
    python clients/play.py wait <game> [--after N]           # block until something happens
    python clients/play.py --help                            # every command (one per API call)

Every answer is printed as JSON (nothing for a 204). A refusal prints the server's error
(``status``, ``code``, ``detail``, ...) on stderr and exits with 1; a request the client can tell
is wrong before sending it (bad JSON, a field the command does not have) prints ``play: error``
and exits with 2.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import sys
from pathlib import Path
from uuid import UUID

# games_client as `make client` generated it (it is not committed), else as installed; a copy
# imported already (the tests generate their own) is kept
_GENERATED = Path(__file__).resolve().parent / "python"
if "games_client" not in sys.modules:
    if (_GENERATED / "games_client").is_dir():
        sys.path.insert(0, str(_GENERATED))
    elif importlib.util.find_spec("games_client") is None:
        _missing = "no games_client: run `make client` first (clients/README.md)"
        raise SystemExit(_missing) if __name__ == "__main__" else ImportError(_missing)

# models import on first use (clients/templates/models_init.py.jinja): name only what is used
from games_client import AuthenticatedClient, Client, models  # noqa: E402
from games_client.types import UNSET, Response  # noqa: E402


class Refused(Exception):
    """The server refused a request: its status and error body."""

    def __init__(self, response: Response):
        self.status = int(response.status_code)
        try:
            self.body = json.loads(response.content)
        except ValueError:
            self.body = {"detail": response.content.decode(errors="replace")}
        super().__init__(f"{self.status} {self.body.get('code')}: {self.body.get('detail')}")


class BadInput(Exception):
    """A request the client refuses before sending it (exit status 2)."""


def call(operation: str, *args, **kwargs):
    """Call ``games_client.api.<operation>`` (e.g. ``"games.games_join_create"``); the parsed
    answer of a 2xx, else raises ``Refused``. Only that operation's modules are imported."""
    module = importlib.import_module(f"games_client.api.{operation}")
    response = module.sync_detailed(*args, **kwargs)
    if not 200 <= int(response.status_code) < 300:
        raise Refused(response)
    return response.parsed


def model(name: str, data: dict):
    """``data`` as the generated model ``name``; ``BadInput`` for a missing, unknown or
    mistyped field (closed models refuse unknown fields: clients/templates/model.py.jinja)."""
    try:
        return getattr(models, name).from_dict(data)
    except KeyError as exc:
        raise BadInput(f"{name}: missing field {exc.args[0]!r}") from None
    except (ValueError, TypeError, AttributeError) as exc:  # the message names the model
        raise BadInput(str(exc)) from None


def _camel(name: str) -> str:
    return "".join(part.title() for part in name.split("_"))


def command_model(kind: str, body: dict):
    """``body`` as the generated model of its ``(kind, type)`` branch (e.g. BiddleBidCommand,
    or ResignCommand for the ending commands every game takes)."""
    type_ = body.get("type", "")
    for name in (f"{_camel(kind)}{_camel(type_)}Command", f"{_camel(type_)}Command"):
        if name in dir(models):
            return model(name, body)
    raise BadInput(f"{kind} has no command {type_!r} (GET /api/kinds lists them)")


# --- accounts -------------------------------------------------------------------------------

def register(a):
    return call("auth.auth_register_create", client=a.anon,
                body=models.RegisterRequest(a.username, a.password))


def login(a):
    return call("auth.auth_token_create", client=a.anon,
                body=models.LoginRequest(a.username, a.password, device="play.py"))


def logout(a):
    return call("auth.auth_logout_create", client=a.client)


def logout_all(a):
    return call("auth.auth_logout_all_create", client=a.client)


def sessions(a):
    if a.revoke is not None:
        return call("me.me_sessions_destroy", a.revoke, client=a.client)
    return call("me.me_sessions_list", client=a.client)


def password(a):
    return call("auth.auth_password_create", client=a.client,
                body=models.PasswordChangeRequest(a.current, a.new))


def me(a):
    return call("me.me_retrieve", client=a.client)


# --- games ----------------------------------------------------------------------------------

def kinds(a):
    return call("kinds.kinds_list", client=a.anon)


def games(a):
    flags = {name: True for name in ("mine", "invited", "your_turn", "ended")
             if getattr(a, name)}
    filters = {"kind": a.kind and models.GamesListKind(a.kind),
               "status": a.status and models.GamesListStatus(a.status),
               "visibility": a.visibility and models.GamesListVisibility(a.visibility),
               "limit": a.limit, "offset": a.offset}
    return call("games.games_list", client=a.client, **flags,
                **{k: v for k, v in filters.items() if v is not None})


def _creation(a) -> dict:
    """The body of a new game or a challenge from the creation options."""
    options = {}
    for pair in a.option:
        key, _, value = pair.partition("=")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value  # a bare word: a string (e.g. dictionary=tiny)
    if a.untimed:
        options["clock"] = None
    elif a.clock:
        per_move, _, bank = a.clock.partition("/")
        options["clock"] = {"per_move": per_move, **({"bank": bank} if bank else {})}
    if a.on_timeout:
        options["on_timeout"] = a.on_timeout
    if a.hints:
        options["hints"] = True
    body = {"kind": a.kind}
    if options:
        body["options"] = model(f"{_camel(a.kind)}Options", options).to_dict()
    if a.seats is not None:
        body["seats"] = a.seats
    if a.bot:
        body["bots"] = [{"level": level} for level in a.bot]
    return body


def new(a):
    body = _creation(a)
    if a.private:
        body["visibility"] = "private"
    return call("games.games_create", client=a.client, body=model("GameCreateRequest", body))


def challenge(a):
    return call("challenge.challenge_create", a.username, client=a.client,
                body=model("ChallengeRequest", _creation(a)))


def show(a):
    return call("games.games_retrieve", a.game, client=a.client)


def join(a):
    return call("games.games_join_create", a.game, client=a.client)


def leave(a):
    return call("games.games_leave_create", a.game, client=a.client)


def start(a):
    return call("games.games_start_create", a.game, client=a.client)


def cancel(a):
    return call("games.games_cancel_create", a.game, client=a.client)


def send_command(client: AuthenticatedClient, game_id: str, kind: str, body: dict,
                 expected_version: int | None = None):
    """POST a command to the game's typed path; the command result (raises ``Refused``)."""
    headers = {"if_match": f'"{expected_version}"'} if expected_version is not None else {}
    return call(f"games.games_commands_{kind}_create", UUID(str(game_id)), client=client,
                body=command_model(kind, body), **headers)


def _json(text: str) -> dict:
    try:
        body = json.loads(text)
    except ValueError as exc:
        raise BadInput(f"not JSON: {exc}") from None
    if not isinstance(body, dict):
        raise BadInput('a command is a JSON object, e.g. {"type": "resign"}')
    return body


def send(a):
    body = _json(a.json)
    kind = show(a).kind  # the command's model depends on the game's kind
    return send_command(a.client, a.game, kind, body, a.expected_version)


def _ending(a, type_: str):
    return send_command(a.client, a.game, show(a).kind, {"type": type_})


def resign(a):
    return _ending(a, "resign")


def abort(a):
    return _ending(a, "abort")


def draw(a):
    return _ending(a, f"{a.answer}_draw")


def wait(a):
    return call("games.games_events_retrieve", a.game, client=a.client, after=a.after,
                wait=a.wait, limit=a.limit if a.limit is not None else UNSET)


def hint(a):
    return call("games.games_hint_retrieve", a.game, client=a.client)


def rematch(a):
    return call("games.games_rematch_create", a.game, client=a.client)


# --- invitations and join codes -------------------------------------------------------------

def invite(a):
    return call("games.games_invitations_create", a.game, client=a.client,
                body=models.InviteRequest(a.username))


def uninvite(a):
    return call("games.games_invitations_destroy", a.game, a.username, client=a.client)


def accept(a):
    return call("games.games_accept_create", a.game, client=a.client)


def decline(a):
    return call("games.games_decline_create", a.game, client=a.client)


def invitations(a):
    return call("me.me_invitations_list", client=a.client)


def code(a):
    operation = "games_join_code_destroy" if a.revoke else "games_join_code_create"
    return call(f"games.{operation}", a.game, client=a.client)


def join_code(a):
    return call("join.join_create", client=a.client, body=models.JoinCodeRequest(a.code))


# --- the inbox, vacations, notifications ----------------------------------------------------

def turns(a):
    return call("me.me_turns_retrieve", client=a.client, wait=a.wait)


def vacation(a):
    operation = {None: "me_vacation_retrieve", "start": "me_vacation_start_create",
                 "stop": "me_vacation_stop_create"}[a.action]
    return call(f"me.{operation}", client=a.client)


def notifications(a):
    return call("me.me_notifications_retrieve", client=a.client, after=a.after, wait=a.wait,
                limit=a.limit if a.limit is not None else UNSET)


def read(a):
    body = {"through": a.through} if a.through is not None else {"ids": a.ids}
    return call("me.me_notifications_read_create", client=a.client,
                body=model("MarkReadRequest", body))


def unread(a):
    return call("me.me_notifications_unread_count_retrieve", client=a.client)


def settings(a):
    if a.set is None:
        return call("me.me_notification_settings_retrieve", client=a.client)
    return call("me.me_notification_settings_update", client=a.client,
                body=model("SettingsRequest", _json(a.set)))


def webhooks(a):
    if a.add:
        return call("me.me_webhooks_create", client=a.client,
                    body=models.WebhookRequest(a.add))
    if a.remove is not None:
        return call("me.me_webhooks_destroy", a.remove, client=a.client)
    return call("me.me_webhooks_list", client=a.client)


# --- disputes, dictionaries -----------------------------------------------------------------

def disputes(a):
    return call("games.games_disputes_list", a.game, client=a.client)


def dispute(a):
    return call("games.games_disputes_create", a.game, client=a.client,
                body=models.DisputeOpenRequest(a.reason))


def dictionaries(a):
    return call("dictionaries.dictionaries_list", client=a.client)


def check(a):
    return call("dictionaries.dictionaries_check", a.name, client=a.client,
                body=models.CheckInputRequest(a.words))


# --- the command line -----------------------------------------------------------------------

def _creation_options(s: argparse.ArgumentParser) -> None:
    s.add_argument("kind", help="biddle, diddly, dikdik, quiddler, didi_dotter")
    s.add_argument("--seats", type=int, help="players the game seats (default: the minimum)")
    s.add_argument("--bot", action="append", default=[], metavar="LEVEL",
                   help="seat a computer player (random, basic, strong); repeat for more")
    s.add_argument("--clock", metavar="PER_MOVE[/BANK]",
                   help="correspondence clock, ISO 8601 durations, e.g. P3D or PT12H/P2D")
    s.add_argument("--untimed", action="store_true", help="no clock")
    s.add_argument("--on-timeout", choices=["forfeit", "autopilot"])
    s.add_argument("--hints", action="store_true", help="allow hints (Quiddler, Biddle)")
    s.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                   help="one of the kind's options (GET /api/kinds), e.g. max_bid=8")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="play", description=__doc__.split("\n\n")[0])
    p.add_argument("--url", default=os.environ.get("GAMES_URL", "http://127.0.0.1:8000"))
    p.add_argument("--token", help="API token (default: $GAMES_TOKEN)")
    sub = p.add_subparsers(dest="command", required=True, metavar="command")

    def command(func, help_, *positional, anon=False):
        s = sub.add_parser(func.__name__.replace("_", "-"), help=help_)
        for name in positional:  # a game is its id: argparse refuses one that is not a UUID
            s.add_argument(name, type=UUID if name == "game" else str)
        s.set_defaults(func=func, anon_only=anon)
        return s

    command(register, "register an account; prints your token", "username", "password",
            anon=True)
    command(login, "log in; prints your token", "username", "password", anon=True)
    command(logout, "your token stops working (your other devices stay logged in)")
    command(logout_all, "every token of your account stops working")
    s = command(sessions, "your devices' tokens (sessions)")
    s.add_argument("--revoke", type=int, metavar="ID", help="log that device out")
    command(password, "change your password (your other devices are logged out)", "current",
            "new")
    command(me, "your account")
    command(kinds, "the games, their options and commands", anon=True)
    s = command(games, "list games (public ones and yours)")
    for flag in ("mine", "invited", "your_turn", "ended"):
        s.add_argument(f"--{flag.replace('_', '-')}", action="store_true")
    s.add_argument("--kind")
    s.add_argument("--status", choices=["lobby", "active", "finished"])
    s.add_argument("--visibility", choices=["public", "private"])
    s.add_argument("--limit", type=int)
    s.add_argument("--offset", type=int)
    s = command(new, "create a game; you take seat 0")
    _creation_options(s)
    s.add_argument("--private", action="store_true", help="unlisted: invitation or join code")
    s = command(challenge, "a private game with USERNAME invited", "username")
    _creation_options(s)
    command(show, "the game as you see it: view, legal commands, clock, result", "game")
    command(join, "take the next seat", "game")
    command(leave, "give up your seat (lobby only)", "game")
    command(start, "creator: start with the players seated now", "game")
    command(cancel, "creator: close the lobby unplayed", "game")
    s = command(send, "send a command", "game", "json")
    s.add_argument("--expected-version", type=int, help="refuse unless the game is here")
    command(resign, "resign", "game")
    command(abort, "abort (until every seat has moved)", "game")
    s = command(draw, "offer, accept or decline a draw", "game")
    s.add_argument("answer", choices=["offer", "accept", "decline"])
    s = command(wait, "the events after a version; waits for one", "game")
    s.add_argument("--after", type=int, default=0)
    s.add_argument("--wait", type=int, default=25)
    s.add_argument("--limit", type=int)
    command(hint, "advice for your seat (games created with --hints)", "game")
    command(rematch, "after the end: a new game with the same players", "game")
    command(invite, "creator: invite USERNAME to the lobby", "game", "username")
    command(uninvite, "creator: revoke an invitation", "game", "username")
    command(accept, "take the seat you are invited to", "game")
    command(decline, "decline an invitation or challenge", "game")
    command(invitations, "your pending invitations and challenges")
    s = command(code, "creator: a new join code for the game (shown once)", "game")
    s.add_argument("--revoke", action="store_true", help="the join code stops working")
    command(join_code, "take a seat with a join code", "code")
    s = command(turns, "your inbox: the games where you must act")
    s.add_argument("--wait", type=int, default=0)
    s = command(vacation, "your vacation (no action: the allowance and any under way)")
    s.add_argument("action", nargs="?", choices=["start", "stop"])
    s = command(notifications, "your notifications after an id; waits for one")
    s.add_argument("--after", type=int, default=0)
    s.add_argument("--wait", type=int, default=0)
    s.add_argument("--limit", type=int)
    s = command(read, "mark notifications read: read 3 4 5, or read --through 9")
    s.add_argument("ids", nargs="*", type=int)
    s.add_argument("--through", type=int)
    command(unread, "how many notifications are unread")
    s = command(settings, "your notification settings")
    s.add_argument("--set", metavar="JSON", help='e.g. \'{"email": "daily", "muted": []}\'')
    s = command(webhooks, "your webhook endpoints")
    s.add_argument("--add", metavar="URL")
    s.add_argument("--remove", type=int, metavar="ID")
    command(disputes, "the game's disputes", "game")
    command(dispute, "ask staff to look at the game", "game", "reason")
    command(dictionaries, "the word lists")
    s = command(check, "check words against a word list", "name")
    s.add_argument("words", nargs="+")
    return p


def _timeout(args):
    import httpx

    return httpx.Timeout(10.0, read=max(30.0, getattr(args, "wait", 0) + 10.0))


def _connection(args) -> dict:
    # plain HTTP needs no TLS: skip loading the CA bundle (a tenth of a second per call)
    verify = {"verify_ssl": False} if args.url.startswith("http://") else {}
    return {"base_url": args.url, "timeout": _timeout(args), **verify}


def _out(value) -> None:
    if value is None:
        return  # 204: nothing to print
    if isinstance(value, list):
        value = [item.to_dict() if hasattr(item, "to_dict") else item for item in value]
    elif hasattr(value, "to_dict"):
        value = value.to_dict()
    print(json.dumps(value, indent=2, default=str))


def run(args) -> None:
    """Run the parsed command line's API call and print its answer."""
    args.anon = Client(**_connection(args))
    if not args.anon_only:
        token = args.token or os.environ.get("GAMES_TOKEN")
        if not token:
            raise BadInput("set GAMES_TOKEN (from `register` or `login`) or pass --token")
        args.client = AuthenticatedClient(token=token, prefix="Token", **_connection(args))
    _out(args.func(args))


def main(argv: list[str] | None = None) -> int:
    """The command line; the exit status (0, 1 refused or unreachable, 2 bad input)."""
    import httpx

    try:
        run(parser().parse_args(argv))
    except Refused as exc:
        print(json.dumps({"status": exc.status, **exc.body}, indent=2), file=sys.stderr)
        return 1
    except httpx.HTTPError as exc:
        print(f"play: cannot reach the server: {exc}", file=sys.stderr)
        return 1
    except (BadInput, ValueError) as exc:  # ValueError: e.g. an enum value out of range
        print(f"play: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # e.g. ^C during a long-poll
        return 130
    except BrokenPipeError:  # the reader stopped reading (`play ... | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
