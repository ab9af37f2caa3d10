"""Play any game from a shell, through the generated Python client (clients/python).

    make client                                              # generates clients/python once
    export GAMES_URL=http://127.0.0.1:8000
    python clients/play.py register ada a-long-password     # prints a token
    export GAMES_TOKEN=<token>
    python clients/play.py new biddle                        # a game; you sit at seat "0"
    python clients/play.py turns [--wait 25]                 # the games where you must act
    python clients/play.py show <game>                       # your view and legal commands
    python clients/play.py send <game> '{"type": "bid", "rolls": 3}'
    python clients/play.py wait <game> [--after N]           # block until something happens

Every answer is printed as JSON; a refusal prints the server's error and exits with status 1.
Commands are sent to ``/api/games/{id}/commands/{kind}``, typed by the game's command union.
"""

from __future__ import annotations

import argparse
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

from games_client import AuthenticatedClient, Client, models  # noqa: E402
from games_client.api.auth import auth_register_create, auth_token_create  # noqa: E402
from games_client.api.games import (  # noqa: E402
    games_create,
    games_events_retrieve,
    games_join_create,
    games_retrieve,
)
from games_client.api.kinds import kinds_list  # noqa: E402
from games_client.api.me import me_turns_retrieve  # noqa: E402
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


def _camel(name: str) -> str:
    return "".join(part.title() for part in name.split("_"))


def command_model(kind: str, body: dict):
    """``body`` as the generated model of its ``(kind, type)`` branch (e.g. BiddleBidCommand)."""
    type_ = body.get("type", "")
    for name in (f"{_camel(kind)}{_camel(type_)}Command", f"{_camel(type_)}Command"):
        cls = getattr(models, name, None)
        if cls is not None:
            return cls.from_dict(body)
    raise SystemExit(f"{kind} has no command {type_!r}")


def send_command(client: AuthenticatedClient, game_id: str, kind: str, body: dict,
                 expected_version: int | None = None):
    """POST a command to the game's typed path; the command result (raises ``Refused``)."""
    module = __import__(f"games_client.api.games.games_commands_{kind}_create",
                        fromlist=["sync_detailed"])
    kwargs = {"if_match": f'"{expected_version}"'} if expected_version is not None else {}
    response = module.sync_detailed(UUID(game_id), client=client,
                                    body=command_model(kind, body), **kwargs)
    return _parsed(response, 201)


def _parsed(response: Response, *ok: int):
    if int(response.status_code) not in ok:
        raise Refused(response)
    return response.parsed


def _client(args) -> AuthenticatedClient:
    token = args.token or os.environ.get("GAMES_TOKEN")
    if not token:
        raise SystemExit("set GAMES_TOKEN (from `register` or `login`) or pass --token")
    return AuthenticatedClient(base_url=args.url, token=token, prefix="Token",
                               timeout=_timeout(args))


def _timeout(args):
    import httpx

    return httpx.Timeout(10.0, read=max(30.0, getattr(args, "wait", 0) + 10.0))


def _out(value) -> None:
    data = value.to_dict() if hasattr(value, "to_dict") else value
    print(json.dumps(data, indent=2, default=str))


def run(args) -> None:
    anon = Client(base_url=args.url, timeout=_timeout(args))
    if args.command in {"register", "login"}:
        api = auth_register_create if args.command == "register" else auth_token_create
        model = models.RegisterRequest if args.command == "register" else \
            models.CredentialsRequest
        body = model(username=args.username, password=args.password)
        _out(_parsed(api.sync_detailed(client=anon, body=body), 200, 201))
        return
    if args.command == "kinds":
        _out([k.to_dict() for k in _parsed(kinds_list.sync_detailed(client=anon), 200)])
        return
    client = _client(args)
    if args.command == "new":
        body = models.GameCreateRequest(kind=models.KindEnum(args.kind), seats=args.seats or UNSET)
        _out(_parsed(games_create.sync_detailed(client=client, body=body), 201))
    elif args.command == "join":
        _out(_parsed(games_join_create.sync_detailed(UUID(args.game), client=client), 200))
    elif args.command == "turns":
        _out(_parsed(me_turns_retrieve.sync_detailed(client=client, wait=args.wait), 200))
    elif args.command == "show":
        game = _parsed(games_retrieve.sync_detailed(UUID(args.game), client=client), 200)
        _out({"kind": game.kind, "status": game.status, "version": game.version,
              "view": game.view.to_dict() if game.view else None,
              "legal_commands": [c.to_dict() for c in game.legal_commands],
              "endings": game.endings})
    elif args.command == "send":
        game = _parsed(games_retrieve.sync_detailed(UUID(args.game), client=client), 200)
        _out(send_command(client, args.game, game.kind, json.loads(args.json)))
    elif args.command == "wait":
        _out(_parsed(games_events_retrieve.sync_detailed(
            UUID(args.game), client=client, after=args.after, wait=args.wait), 200))


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="play", description=__doc__.split("\n\n")[0])
    p.add_argument("--url", default=os.environ.get("GAMES_URL", "http://127.0.0.1:8000"))
    p.add_argument("--token", help="API token (default: $GAMES_TOKEN)")
    sub = p.add_subparsers(dest="command", required=True)
    for name in ("register", "login"):
        s = sub.add_parser(name)
        s.add_argument("username")
        s.add_argument("password")
    sub.add_parser("kinds")
    s = sub.add_parser("new")
    s.add_argument("kind")
    s.add_argument("--seats", type=int)
    for name in ("join", "show"):
        sub.add_parser(name).add_argument("game")
    s = sub.add_parser("turns")
    s.add_argument("--wait", type=int, default=0)
    s = sub.add_parser("send")
    s.add_argument("game")
    s.add_argument("json", help='the command, e.g. \'{"type": "draw", "source": "deck"}\'')
    s = sub.add_parser("wait")
    s.add_argument("game")
    s.add_argument("--after", type=int, default=0)
    s.add_argument("--wait", type=int, default=25)
    return p


def main(argv: list[str] | None = None) -> int:
    try:
        run(parser().parse_args(argv))
    except Refused as exc:
        print(json.dumps({"status": exc.status, **exc.body}, indent=2), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
