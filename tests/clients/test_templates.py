"""The generated client as clients/templates/ shapes it (tests/clients/test_python_client.py runs
it against a server): models import on first use, a closed model refuses a field it does not
declare, the README is this API's, and our model template is the generator's plus one block."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients"))
generate_client = pytest.importorskip("generate_client")  # clients/generate_client.py
if generate_client.generator() is None:
    pytest.skip("openapi-python-client is not installed", allow_module_level=True)
pytest.importorskip("attrs")
CLIENT = generate_client.cached()  # this schema's client, once per schema and templates


def _python(code: str) -> str:
    run = subprocess.run([sys.executable, "-c", code], cwd=CLIENT, capture_output=True,
                         text=True, timeout=60, check=True)
    return run.stdout.strip()


def test_a_call_imports_only_the_models_it_needs():
    loaded = _python(
        "import sys\n"
        "from games_client.api.games import games_retrieve, games_commands_biddle_create\n"
        "from games_client.models import GameDetail, BiddleBidCommand\n"
        "print(len([m for m in sys.modules if m.startswith('games_client.models.')]))")
    total = len(list((CLIENT / "games_client" / "models").glob("*.py"))) - 1
    assert total > 500 and int(loaded) < 60, (loaded, total)


def test_every_model_is_still_importable_by_name():
    names = _python("from games_client import models\n"
                    "missing = [n for n in models.__all__ if getattr(models, n).__name__ != n]\n"
                    "print(len(models.__all__), missing)")
    count, missing = names.split(" ", 1)
    assert int(count) > 500 and missing == "[]"


def test_a_closed_model_refuses_a_field_it_does_not_declare():
    sys.path.insert(0, str(CLIENT))
    from games_client.models import BiddleBidCommand, BiddleOptions, RegisterRequest

    assert BiddleBidCommand.from_dict({"type": "bid", "rolls": 3}).rolls == 3
    with pytest.raises(ValueError, match="BiddleBidCommand has no field 'roll'"):
        BiddleBidCommand.from_dict({"type": "bid", "rolls": 3, "roll": 3})
    with pytest.raises(ValueError, match="'max_bids'"):
        BiddleOptions.from_dict({"max_bids": 8})
    # an open schema keeps what it does not know (and sends it: the server judges it)
    extra = RegisterRequest.from_dict({"username": "ada", "password": "p", "email": "x"})
    assert extra.to_dict()["email"] == "x"


def test_the_readme_is_this_apis():
    readme = (CLIENT / "README.md").read_text()
    for stock in ("api.example.com", "get_my_data_model", "MyDataModel"):
        assert stock not in readme
    assert "games_commands_biddle_create" in readme and "GameCreateRequest" in readme


def test_bot_seats_have_a_component_name():
    models = (CLIENT / "games_client" / "models").glob("*.py")
    names = {path.stem for path in models}
    assert {"bot_seat", "bot_level_enum"} <= names
    assert not [name for name in names if "request_bots_item" in name]


def test_our_model_template_is_the_generators_plus_one_block():
    """After a generator upgrade, copy its model.py.jinja again and put the block back."""
    import openapi_python_client

    stock = (Path(openapi_python_client.__file__).parent / "templates" / "model.py.jinja")
    ours = (ROOT / "clients" / "templates" / "model.py.jinja").read_text()
    start = ours.index("{# games:")
    end = ours.index("{# /games #}\n") + len("{# /games #}\n")
    assert ours[:start] + ours[end:] == stock.read_text()
