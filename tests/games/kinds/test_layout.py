"""A game is one folder: every kind's folder has the same layout, and nothing outside it but the
registry (``games/kinds/__init__.py``) names a kind.

The check of names reads every production file (Python, templates, scripts, styles): in Python
a string constant equal to a kind's id, elsewhere the id in quotes. Docstrings and comments may
mention a game; code may not pick one out by its id.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from games import kinds
from games.kinds.about import About

ROOT = Path(__file__).resolve().parents[3]
PRODUCTION = ("accounts", "chat", "config", "dictionary", "events", "games", "notifications",
              "pairing", "ratings", "web", "scripts")
REGISTRY = ROOT / "games" / "kinds" / "__init__.py"
# every kind's folder holds exactly these (a kind's own extra modules live inside rules/ or bots/)
LAYOUT = {"__init__.py", "rules", "bots", "commands.py", "describe.py", "schemas.py", "table.py",
          "templates", "static"}


def production_files() -> list[Path]:
    return sorted(p for pkg in PRODUCTION for p in (ROOT / pkg).rglob("*")
                  if p.suffix in {".py", ".html", ".js", ".css", ".txt"} and p.is_file()
                  and "__pycache__" not in p.parts and "migrations" not in p.parts)


def kinds_named(path: Path) -> set[str]:
    """The kind ids ``path`` names as a literal."""
    text = path.read_text()
    if path.suffix == ".py":
        found = {node.value for node in ast.walk(ast.parse(text))
                 if isinstance(node, ast.Constant) and node.value in kinds.KINDS}
        return set(found)
    return {kind for kind in kinds.KINDS if re.search(rf"""["']{kind}["']""", text)}


def owner(path: Path) -> str | None:
    """The kind whose folder holds ``path`` (None outside every kind's folder)."""
    try:
        return path.relative_to(kinds.FOLDER).parts[0]
    except ValueError:
        return None


def test_nothing_but_the_registry_and_a_kinds_own_folder_names_a_kind():
    named = {}
    for path in production_files():
        if path == REGISTRY:
            continue
        stray = kinds_named(path) - {owner(path)}
        if stray:
            named[str(path.relative_to(ROOT))] = sorted(stray)
    assert named == {}, f"kinds named outside their folder (ask the registry instead): {named}"


def test_the_check_finds_a_kind_named_in_code_and_in_a_template(tmp_path):
    code = tmp_path / "probe.py"
    code.write_text('"""Diddly\'s diddly rules."""\nif kind == "quiddler":\n    pass\n')
    page = tmp_path / "probe.html"
    page.write_text("{% if kind == 'biddle' %}Biddle{% endif %}")
    assert kinds_named(code) == {"quiddler"}  # the docstring does not count
    assert kinds_named(page) == {"biddle"}


def test_every_kind_is_a_folder_and_every_folder_a_kind():
    folders = {p.name for p in kinds.FOLDER.iterdir() if (p / "__init__.py").exists()}
    assert folders == set(kinds.KINDS)


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_each_kinds_folder_has_the_one_layout(kind):
    folder = kinds.folder(kind)
    entries = {p.name for p in folder.iterdir() if p.name != "__pycache__"}
    assert entries == LAYOUT
    assert (folder / "rules" / "__init__.py").exists()
    assert (folder / "bots" / "__init__.py").exists()
    assert (folder / "templates" / "web" / "tables" / f"{kind}.html").exists()
    assert (folder / "static" / "web" / "kinds" / f"{kind}.css").exists()
    scripts = {p.name for p in (folder / "static" / "web" / "kinds").iterdir()}
    assert scripts <= {f"{kind}.css", f"{kind}.js"}


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_each_kind_gives_every_part_the_registry_reads(kind):
    assert isinstance(kinds.about(kind), About) and kinds.about(kind).name
    assert kinds.engine(kind).kind == kind
    assert set(kinds.policies(kind)) == {"basic", "strong"}
    fields = kinds.command_fields(kind)
    assert fields and all(isinstance(f, dict) for f in fields.values())
    assert set(kinds.optional_fields(kind)) <= set(fields)
    assert set(kinds.sentences(kind)) <= set(kinds.schemas(kind).EVENTS)
    schemas = kinds.schemas(kind)
    assert schemas.VIEW and schemas.EVENTS and isinstance(schemas.OPTIONS, dict)
    assert set(schemas.HINT_BRANCHES) <= set(schemas.HINTS)
    assert kinds.about(kind).hints == bool(schemas.HINT_BRANCHES)
    assert callable(kinds.presenter(kind))


@pytest.mark.parametrize("kind", kinds.KINDS)
def test_a_kinds_options_are_its_engines(kind):
    """The schema lists exactly the options the engine takes (``hints`` and the clock are the
    service's, in every kind's options component)."""
    engine_options = set(kinds.engine(kind).default_options()) - {"hints"}
    assert set(kinds.schemas(kind).OPTIONS) == engine_options
    assert set(kinds.about(kind).option_choices) <= engine_options


def test_a_test_kind_has_an_engine_and_empty_parts():
    """The suite's toy game (registered for every test by the conftest) has an engine only."""
    from tests.toy_engine import ENGINE as TOY

    assert kinds.engine(TOY.kind) is TOY
    assert TOY.kind in kinds.available() and TOY.kind not in kinds.KINDS
    assert kinds.policies(TOY.kind) == {} and kinds.sentences(TOY.kind) == {}
    assert kinds.presenter(TOY.kind) is None and kinds.about(TOY.kind).name == TOY.kind
    with pytest.raises(kinds.UnknownKind):
        kinds.engine("chess")


def test_realtime_is_the_engines_flag_and_false_for_a_kind_there_is_none_of():
    """``kinds.realtime``: what the lobby form (no clock), the table filter and the command
    view (no expected version) ask; Didi Dotter is the one real-time kind of the five."""
    assert [k for k in kinds.KINDS if kinds.realtime(k)] == ["didi_dotter"]
    assert all(kinds.realtime(k) == bool(kinds.engine(k).realtime) for k in kinds.available())
    assert kinds.realtime("chess") is False
