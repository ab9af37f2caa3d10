"""The layout's rules (docs/architecture.md), enforced.

* The import contracts in ``.importlinter`` hold (import-linter builds the whole import graph).
* No module imports a private name (``_x``) from another package.
* No source module is over ~500 lines unless its docstring says why ("Long because ...").
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("accounts", "config", "dictionary", "events", "games", "notifications", "ratings")
MAX_LINES = 500


def source_files() -> list[Path]:
    """The project's own Python modules (not tests, migrations, benches or generated code)."""
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")
                  if "migrations" not in p.parts)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_of(module: str, is_package: bool) -> str:
    return module if is_package else module.rpartition(".")[0]


def private_imports(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """``(line, "other.module._name")`` for each ``from other.package import _name`` in the
    source of ``module`` (a package when ``is_package``)."""
    here = package_of(module, is_package)
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom) or node.module is None and node.level == 0:
            continue
        if node.level:  # relative: resolve against this module's package
            base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module
        for alias in node.names:
            name = alias.name
            if not name.startswith("_") or name.startswith("__"):
                continue
            # the name's own package: the target module's package (a name defined in it)
            if target.rpartition(".")[0] != here and target != here:
                found.append((node.lineno, f"{target}.{name}"))
    return found


def private_imports_across_packages(path: Path) -> list[str]:
    """``private_imports`` of the module at ``path``, as ``file:line: name`` lines."""
    hits = private_imports(path.read_text(), module_name(path), path.name == "__init__.py")
    return [f"{path.relative_to(ROOT)}:{line}: {name}" for line, name in hits]


def test_the_import_contracts_hold(capsys):
    cli = pytest.importorskip("importlinter.cli")
    exit_code = cli.lint_imports(config_filename=str(ROOT / ".importlinter"), no_cache=True,
                                 no_logo=True)
    out = capsys.readouterr().out
    assert exit_code == 0, "an import rule of docs/architecture.md is broken:\n" + out[-4000:]


def test_no_private_name_is_imported_from_another_package():
    found = [hit for path in source_files() for hit in private_imports_across_packages(path)]
    assert not found, "private names used across packages:\n" + "\n".join(found)


def test_the_private_import_check_finds_one():
    """The check itself: another package's private name is reported, the own package's not."""
    source = "from games.api.common import _secret\nfrom . import _fine\n"
    assert private_imports(source, "games.services.probe", is_package=False) == [
        (1, "games.api.common._secret")]


def test_long_modules_say_why():
    long_ones = []
    for path in source_files():
        text = path.read_text()
        if text.count("\n") > MAX_LINES:
            doc = ast.get_docstring(ast.parse(text)) or ""
            if "Long because" not in doc:
                long_ones.append(f"{path.relative_to(ROOT)} ({text.count(chr(10))} lines)")
    assert not long_ones, ("modules over ~500 lines must say why at the top "
                           "('Long because ...'), or be split:\n" + "\n".join(long_ones))
