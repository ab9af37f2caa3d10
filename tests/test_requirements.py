"""The install files: requirements.txt is what the service needs to run, requirements-dev.txt adds
the test and tool chain; every version pinned; the Makefile installs each where it is needed; the
README's production block sets what ``collectstatic`` needs with ``DJANGO_DEBUG=0``."""

from __future__ import annotations

import ast
import importlib.metadata
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
# the service's own packages (what a production install runs)
NOT_SERVICE = {"tests", "bench", "clients", "scripts", "var", ".venv", "schema", "docs", "deploy"}
SERVICE = [p for top in ROOT.iterdir() if top.is_dir() and top.name not in NOT_SERVICE
           and not top.name.startswith(".") for p in top.rglob("*.py")]
SERVICE += [ROOT / "manage.py"]
# the test and tool chain: never in the runtime file
TOOLS = {"pytest", "pytest-django", "pytest-xdist", "hypothesis", "schemathesis", "ruff",
         "import-linter", "mypy", "django-stubs", "django-stubs-ext", "djangorestframework-stubs",
         "celery-types", "playwright", "openapi-python-client", "attrs"}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _lines(path: Path) -> list[str]:
    return [line.split("#", 1)[0].strip() for line in path.read_text().splitlines()
            if line.split("#", 1)[0].strip()]


def _requirements(path: Path) -> list[Requirement]:
    return [Requirement(line) for line in _lines(path) if not line.startswith("-")]


def test_runtime_requirements_hold_no_tools_and_are_pinned():
    runtime = _requirements(ROOT / "requirements.txt")
    assert runtime
    assert sorted(_normal(r.name) for r in runtime if _normal(r.name) in TOOLS) == []
    assert [str(r) for r in runtime if not re.fullmatch(r"==\S+", str(r.specifier))] == []
    assert [line for line in _lines(ROOT / "requirements.txt") if line.startswith("-")] == []


def test_dev_requirements_add_the_tools_to_the_runtime_ones_pinned():
    lines = _lines(ROOT / "requirements-dev.txt")
    assert lines[0] == "-r requirements.txt"
    assert [line for line in lines[1:] if line.startswith("-")] == []
    dev = _requirements(ROOT / "requirements-dev.txt")
    assert [str(r) for r in dev if not re.fullmatch(r"==\S+", str(r.specifier))] == []
    assert {_normal(r.name) for r in dev} >= TOOLS
    runtime = {_normal(r.name) for r in _requirements(ROOT / "requirements.txt")}
    assert runtime & {_normal(r.name) for r in dev} == set()  # each pin written once


def _closure(requirements: list[Requirement]) -> set[str]:
    """The distributions ``requirements`` install, with their dependencies (as installed here,
    extras followed where a requirement asks for them)."""
    extras = {_normal(r.name): set(r.extras) for r in requirements}
    seen: set[str] = set()
    todo = [r.name for r in requirements]
    while todo:
        name = _normal(todo.pop())
        if name in seen:
            continue
        seen.add(name)
        try:
            requires = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for spec in map(Requirement, requires):
            wanted = extras.get(name, set()) | {""}
            if spec.marker is None or any(spec.marker.evaluate({"extra": e}) for e in wanted):
                todo.append(spec.name)
    return seen


def test_every_import_of_the_service_is_installed_by_the_runtime_requirements():
    """A production install (requirements.txt only) can import every service module."""
    installed = _closure(_requirements(ROOT / "requirements.txt"))
    by_module = importlib.metadata.packages_distributions()
    local = {p.name for p in ROOT.iterdir()} | {p.stem for p in ROOT.glob("*.py")}
    missing = {}
    for path in SERVICE:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                tops = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops = [node.module.split(".")[0]]
            else:
                continue
            for top in tops:
                if top in sys.stdlib_module_names or top in local:
                    continue
                dists = {_normal(d) for d in by_module.get(top, [])}
                if not dists & installed:
                    missing[top] = path.relative_to(ROOT).as_posix()
    assert missing == {}


# -- the Makefile ----------------------------------------------------------------------------------
needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="no make")


def _make_dry(tmp_path: Path, target: str) -> str:
    """What ``make -n target`` would run in a copy of the project's install files."""
    return subprocess.run(["make", "-n", "-C", str(tmp_path), target], capture_output=True,
                          text=True, check=True).stdout


@pytest.fixture
def project_copy(tmp_path):
    for name in ("Makefile", "requirements.txt", "requirements-dev.txt"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def _stamp(path: Path, age: float = 0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    moment = time.time() - age
    os.utime(path, (moment, moment))


def _age(path: Path, age: float) -> None:
    moment = time.time() - age
    os.utime(path, (moment, moment))


@needs_make
def test_make_serve_installs_the_runtime_only_and_make_test_both(project_copy):
    serve = _make_dry(project_copy, "serve")
    assert "-r requirements.txt" in serve and "requirements-dev.txt" not in serve
    test = _make_dry(project_copy, "test")
    assert "-r requirements-dev.txt" in test and "-m venv" in test


@needs_make
def test_the_install_stamps_follow_both_files(project_copy):
    for name in ("requirements.txt", "requirements-dev.txt"):
        _age(project_copy / name, 100)
    bin_dir = project_copy / ".venv" / "bin"
    _stamp(bin_dir / "python", 90)
    _stamp(bin_dir / ".installed", 50)
    # runtime installed (make serve), the tools not yet: make test installs them
    assert "requirements-dev.txt" in _make_dry(project_copy, "test")
    assert "pip install" not in _make_dry(project_copy, "setup")
    _stamp(bin_dir / ".installed-dev", 40)
    assert "pip install" not in _make_dry(project_copy, "test")
    # a new runtime pin: both stamps are stale
    _age(project_copy / "requirements.txt", 10)
    assert "-r requirements.txt" in _make_dry(project_copy, "setup")
    assert "-r requirements-dev.txt" in _make_dry(project_copy, "test")
    assert "-m venv" not in _make_dry(project_copy, "test")  # the virtualenv is kept
    # a new tool pin: only the dev stamp is
    _age(project_copy / "requirements.txt", 100)
    _age(project_copy / "requirements-dev.txt", 10)
    assert "pip install" not in _make_dry(project_copy, "setup")
    assert "-r requirements-dev.txt" in _make_dry(project_copy, "test")


# -- the README's production block -----------------------------------------------------------------
def _production_block() -> str:
    text = (ROOT / "README.md").read_text()
    production = text.split("\n## Production\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", production, re.S)
    return next(b for b in blocks if "collectstatic" in b)


def test_the_production_block_installs_the_runtime_only():
    block = _production_block()
    installs = re.findall(r"pip install (.*)", block)
    assert installs and all(i.split("#")[0].split() == ["-r", "requirements.txt"]
                            for i in installs)


def test_the_production_block_sets_what_collectstatic_needs_with_debug_off(tmp_path):
    """The block's exports, as written, let ``collectstatic`` run with DJANGO_DEBUG=0."""
    block = _production_block().replace("\\\n", " ")
    exported: dict[str, str] = {}
    for line in block.splitlines():
        words = shlex.split(line, comments=True)
        if words[:1] == ["export"]:
            exported.update(w.split("=", 1) for w in words[1:])
    assert exported.get("DJANGO_DEBUG") == "0"
    assert exported.get("DJANGO_SECRET_KEY") and exported.get("ALLOWED_HOSTS")
    keep = {"PATH", "HOME", "LANG", "SYSTEMROOT"}
    env = {k: v for k, v in os.environ.items() if k in keep} | exported
    env |= {"STATIC_ROOT": str(tmp_path / "static"), "VAR_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert any((tmp_path / "static").rglob("*.js"))
