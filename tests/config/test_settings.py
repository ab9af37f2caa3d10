"""The README's production section against what the code and the deploy files say.

- every environment variable the service reads (``config/``, the management commands) is named
  in exactly one settings table (README.md or docs/), and each one named there is read;
- the *What runs where* table lists every entry of ``CELERY_BEAT_SCHEDULE``, at its interval;
- each process the systemd units in deploy/ start is started by the README's commands with the
  same arguments (the beat's schedule file among them);
- the README names the Makefile's ``HOST`` and its default.
"""

from __future__ import annotations

import ast
import importlib
import re
import shlex
from collections import defaultdict
from pathlib import Path

from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").rglob("*.md"))
READERS = sorted((ROOT / "config").glob("*.py")) + sorted(ROOT.glob("*/management/commands/*.py"))
# read by a library on the settings' behalf, not by a call the scan sees
LIBRARY_READS = {"DATABASE_URL"}  # dj_database_url.config()
VARIABLE = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$")
SETTINGS_HEADERS = {"variable", "setting"}


def _is_environ(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "environ"
            and isinstance(node.value, ast.Name) and node.value.id == "os")


def read_variables() -> dict[str, str]:
    """name -> where, for each environment variable read by name: ``os.environ.get``,
    ``os.environ[...]``, ``os.getenv`` and the settings' ``env_bool`` (``setdefault`` writes,
    it is no setting)."""
    found: dict[str, str] = {}
    for path in READERS:
        for node in ast.walk(ast.parse(path.read_text())):
            name = None
            if isinstance(node, ast.Call) and node.args:
                func = node.func
                if ((isinstance(func, ast.Attribute) and func.attr == "get"
                     and _is_environ(func.value))
                        or (isinstance(func, ast.Attribute) and func.attr == "getenv")
                        or (isinstance(func, ast.Name) and func.id == "env_bool")):
                    name = node.args[0]
            elif isinstance(node, ast.Subscript) and _is_environ(node.value):
                name = node.slice
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                found.setdefault(name.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found | {name: "a library" for name in LIBRARY_READS}


def _tables(path: Path):
    """(header cells, [(line number, cells)]) for each Markdown table of ``path``."""
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith("|") and i + 1 < len(lines) and re.match(r"^\|[\s:|-]+\|$",
                                                                          lines[i + 1]):
            header = _cells(lines[i])
            rows, j = [], i + 2
            while j < len(lines) and lines[j].startswith("|"):
                rows.append((j + 1, _cells(lines[j])))
                j += 1
            yield header, rows
            i = j
        else:
            i += 1


def _cells(line: str) -> list[str]:
    # a "\|" inside a cell is text, not a column
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def documented_variables() -> dict[str, list[str]]:
    """name -> where, for each variable named (in backticks) in the first cell of a row of a
    settings table (first column "variable" or "setting") in README.md or docs/."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in [README, *DOCS]:
        for header, rows in _tables(path):
            if header[0].lower() not in SETTINGS_HEADERS:
                continue
            for number, cells in rows:
                for name in re.findall(r"`([^`]+)`", cells[0]):
                    if VARIABLE.match(name):
                        found[name].append(f"{path.relative_to(ROOT)}:{number}")
    return dict(found)


def test_the_scans_see_the_settings():
    read, documented = read_variables(), documented_variables()
    assert len(read) > 100 and {"SECURE_COOKIES", "API_TOKEN_MAX_DAYS", "DJANGO_DEBUG",
                                "APP_DB_PASSWORD", "WEB_THREADS"} <= set(read)
    assert len(documented) > 100 and "PUSH_MAX_DEVICES" in documented  # docs/push.md's table


def test_every_variable_read_is_documented_once():
    read, documented = read_variables(), documented_variables()
    assert {name: where for name, where in read.items() if name not in documented} == {}
    assert {name: where for name, where in documented.items() if len(where) > 1} == {}


def test_every_documented_variable_is_read():
    read = read_variables()
    assert {name: where for name, where in documented_variables().items()
            if name not in read} == {}


# -- What runs where ----------------------------------------------------------------------------
def _section(text: str, title: str) -> str:
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


UNITS = {"s": 1, "min": 60, "h": 3600}


def readme_schedule() -> dict[str, float]:
    """task -> seconds, from the *What runs where* table."""
    out: dict[str, float] = {}
    section = _section(README.read_text(), "What runs where")
    for line in section.splitlines():
        cells = _cells(line) if line.startswith("|") else []
        task = re.fullmatch(r"`([a-z_.]+)`", cells[0]) if cells else None
        if task:
            every = re.match(r"(\d+(?:\.\d+)?) (s|min|h)\b", cells[1])
            assert every, line
            assert task.group(1) not in out, f"{task.group(1)} is listed twice"
            out[task.group(1)] = float(every.group(1)) * UNITS[every.group(2)]
    return out


def test_the_readme_lists_every_periodic_task_at_its_interval():
    schedule = {entry["task"]: float(entry["schedule"])
                for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert len(schedule) == len(settings.CELERY_BEAT_SCHEDULE)  # one entry per task
    assert readme_schedule() == schedule
    for task in schedule:  # and each one is a task of the code
        module, name = task.rsplit(".", 1)
        assert callable(getattr(importlib.import_module(module), name)), task


# -- the commands -------------------------------------------------------------------------------
def _argv(command: str) -> list[str]:
    words = shlex.split(command.split("  #", 1)[0])
    return [Path(words[0]).name, *words[1:]]


def test_the_readme_starts_each_systemd_units_process_alike():
    """The same program and arguments; systemd's ``%H`` (the host name) is Celery's ``%h``
    in a shell."""
    readme = [_argv(line) for line in README.read_text().splitlines()
              if line.startswith(("gunicorn ", "celery "))]
    units = sorted((ROOT / "deploy" / "systemd").glob("*.service"))
    assert len(units) == 4
    for unit in units:
        start = next(line for line in unit.read_text().splitlines()
                     if line.startswith("ExecStart="))
        argv = [word.replace("%H", "%h") for word in _argv(start.removeprefix("ExecStart="))]
        assert argv in readme, (unit.name, argv)
    beat = next(argv for argv in readme if argv[:4] == ["celery", "-A", "config", "beat"])
    assert "--schedule" in beat  # the state file is named, not left to the directory


def test_the_readme_names_the_makefiles_host_and_its_default():
    default = re.search(r"^HOST\s*\?=\s*(\S+)", (ROOT / "Makefile").read_text(), re.M)
    assert default
    text = _section(README.read_text(), "Two commands")
    assert f"`HOST` (`address:port`, default `{default.group(1)}`)" in text
    assert "make serve HOST=" in text
