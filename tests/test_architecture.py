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
PACKAGES = ("accounts", "chat", "config", "dictionary", "events", "games", "notifications",
            "pairing", "ratings", "web")
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


# Package cycles the layout keeps, each for a stated reason (every other one is a failure):
KNOWN_PACKAGE_CYCLES = {
    # config builds the schema from the games' components (config-bottom's one ignored import)
    # and the components point at each other with config's schema_ref
    frozenset({"config", "games.openapi"}),
    # the dictionary compiles Quiddler's cards into its anagram index; Quiddler's bot searches it
    frozenset({"dictionary", "games.kinds.quiddler"}),
}


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports (at any depth of the file, lazy ones too)."""
    grimp = pytest.importorskip("grimp")
    import sys

    sys.path.insert(0, str(ROOT))
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    return {m: set(graph.find_modules_directly_imported_by(m)) & graph.modules
            for m in graph.modules}


def reachable(edges: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for w in edges.get(todo.pop(), ()):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The groups of more than one node that all reach each other, in order of their first."""
    reach = {v: reachable(edges, v) for v in sorted(edges)}
    found: list[set[str]] = []
    for v in reach:
        part = {v} | {w for w in reach[v] if v in reach.get(w, ())}
        if len(part) > 1 and part not in found:
            found.append(part)
    return found


def package_of_module(module: str) -> str:
    """The unit a package cycle is counted in: a top-level app, a package of ``games``, a
    kind's folder."""
    parts = module.split(".")
    if parts[0] != "games" or len(parts) == 1:
        return parts[0]
    if parts[1] == "kinds" and len(parts) > 2 and (ROOT / "games" / "kinds" / parts[2]).is_dir():
        return ".".join(parts[:3])
    return ".".join(parts[:2])


def without_task_enqueues(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph without the imports of Celery task modules (``*.tasks``): a service enqueues
    its task, which calls the service back (the import is inside the function that enqueues)."""
    return {m: {w for w in ws if not w.endswith(".tasks")} for m, ws in graph.items()}


def test_no_module_imports_itself_round_a_cycle():
    graph = without_task_enqueues(import_graph())
    assert cycles(graph) == []


def test_no_packages_import_each_other_but_the_known_pairs():
    packages: dict[str, set[str]] = {}
    for module, imported in without_task_enqueues(import_graph()).items():
        here = package_of_module(module)
        packages.setdefault(here, set()).update(
            p for p in map(package_of_module, imported) if p != here)
    found = {frozenset(part) for part in cycles(packages)}
    assert found - KNOWN_PACKAGE_CYCLES == set()


def test_the_cycle_check_finds_one():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert cycles({"a": {"b"}, "b": set()}) == []
