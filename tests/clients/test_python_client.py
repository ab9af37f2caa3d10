"""The generated Python client and the shell command (clients/play.py) against a real server:
two players register, a whole Biddle game is played through the typed client, and the shell
command lists turns, shows the view, sends a command and waits. The client is not committed:
it is generated here from schema/openapi.yaml (clients/generate_client.py, cached in var/)."""

from __future__ import annotations

import io
import json
import random
import sys
from contextlib import redirect_stdout
from pathlib import Path
from uuid import UUID

import pytest

from tests.support.served import served

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients"))
pytest.importorskip("attrs")
generate_client = pytest.importorskip("generate_client")  # clients/generate_client.py
if generate_client.generator() is None:
    pytest.skip("openapi-python-client is not installed", allow_module_level=True)
sys.path.insert(0, str(generate_client.cached()))  # this schema's client, once per schema

from games_client import AuthenticatedClient, Client, models  # noqa: E402
from games_client.api.auth import auth_register_create  # noqa: E402
from games_client.api.games import (  # noqa: E402
    games_create,
    games_events_retrieve,
    games_join_create,
    games_retrieve,
)
from games_client.api.me import me_retrieve, me_turns_retrieve  # noqa: E402

play = pytest.importorskip("play")  # clients/play.py, on the client imported above

BIDDLE_FOR_TWO = models.GameCreateRequest(kind=models.KindEnum.BIDDLE, seats=2)


@pytest.fixture
def server(transactional_db):
    with served(workers=1) as srv:
        yield srv.url


def _register(url: str, name: str) -> AuthenticatedClient:
    body = models.RegisterRequest(username=name, password="a-long-password-1")
    token = auth_register_create.sync(client=Client(base_url=url), body=body)
    assert isinstance(token, models.Token) and token.username == name
    return AuthenticatedClient(base_url=url, token=token.token, prefix="Token")


def _cli(*argv: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert play.main(list(argv)) == 0
    return json.loads(out.getvalue())


def test_a_whole_biddle_game_through_the_generated_client(server):
    ada, bob = _register(server, "ada"), _register(server, "bob")
    assert me_retrieve.sync(client=ada).username == "ada"
    game = games_create.sync(client=ada, body=BIDDLE_FOR_TWO)
    assert isinstance(game, models.GameDetail) and game.view is None
    game = games_join_create.sync(game.id, client=bob)
    assert game.status == models.GameStatusEnum.ACTIVE
    players = {"ada": ada, "bob": bob}
    seat_of = {s.seat: s.username for s in game.seats}

    # the shell command: turns, show, send, wait (with ada's token)
    token = ["--url", server, "--token", ada.token]
    turns = _cli(*token, "turns")
    shown = _cli(*token, "show", str(game.id))
    assert shown["view"]["kind"] == "biddle" and shown["view"]["your_seat"] == "0"
    if turns["turns"]:
        assert turns["turns"][0]["game"] == str(game.id)
        sent = _cli(*token, "send", str(game.id), json.dumps(shown["legal_commands"][0]))
        assert sent["version"] > game.version
    fed = _cli(*token, "wait", str(game.id), "--after", "0", "--wait", "1")
    assert fed["events"][0]["version"] == 1

    rng = random.Random(15)
    for _ in range(2000):
        detail = games_retrieve.sync(game.id, client=ada)
        if detail.status == models.GameStatusEnum.FINISHED:
            break
        seat = detail.view.to_act[0]
        client = players[seat_of[seat]]
        mine = games_retrieve.sync(game.id, client=client)
        assert isinstance(mine.view, models.BiddleView) and mine.view.your_seat == seat
        assert mine.outcome.to_act == mine.view.to_act
        command = rng.choice(mine.legal_commands).to_dict()
        result = play.send_command(client, str(game.id), "biddle", command,
                                   expected_version=mine.version)
        assert isinstance(result, models.CommandResult) and result.version > mine.version
    else:
        pytest.fail("the game did not finish")
    assert detail.result.reason == models.ReasonEnum.NORMAL
    assert detail.seed is not None and detail.outcome.finished
    assert set(detail.view.scores.to_dict()) == {"0", "1"}
    feed = games_events_retrieve.sync(game.id, client=bob, after=0, limit=500)
    assert feed.events[-1].type_ == "game.finished"
    inbox = me_turns_retrieve.sync(client=bob)
    assert inbox.counts.your_turn == 0


def test_a_refusal_is_a_typed_error(server):
    ada = _register(server, "cyd")
    game = games_create.sync(client=ada, body=BIDDLE_FOR_TWO)
    with pytest.raises(play.Refused) as refused:
        play.send_command(ada, str(game.id), "biddle", {"type": "call"})
    assert refused.value.status == 409 and refused.value.body["code"] == "game_not_started"
    missing = games_retrieve.sync_detailed(UUID(int=0), client=ada)
    assert missing.status_code == 404 and missing.parsed.code == "not_found"


def test_the_readmes_whole_game_runs(server, capsys):
    """clients/python/README.md (clients/templates/README.md.jinja): its example as written."""
    import re

    readme = (generate_client.cached() / "README.md").read_text()
    code = re.search(r"```python\n(.*?)```", readme, re.S).group(1)
    assert code.count("http://127.0.0.1:8000") == 1
    exec(compile(code.replace("http://127.0.0.1:8000", server), "README.md", "exec"), {})
    winners, scores = capsys.readouterr().out.strip().split(" ", 1)
    assert winners.startswith("[") and "'0'" in scores and "'1'" in scores
