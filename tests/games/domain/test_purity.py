"""games/domain is pure: plain data in, plain data out, no framework, store or database.

Its modules may import the standard library, each other, the pure rule engines and
``games.clocks`` (standard library only); nothing from Django, DRF, Celery, the event store,
``config`` or the layers above (models, index, services, selectors, api, the store's folders).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import games.domain

DOMAIN = Path(games.domain.__file__).parent
FORBIDDEN = ("django", "rest_framework", "celery", "events", "config", "games.models",
             "games.index", "games.services", "games.selectors", "games.api", "games.folders",
             "games.errors", "games.tasks", "games.staff", "games.openapi", "games.signals")


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: inside games.domain
                continue
            out += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
    return out


def test_games_domain_imports_nothing_impure():
    found = [(path.name, name) for path in sorted(DOMAIN.glob("*.py")) for name in _imports(path)
             if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)]
    assert found == []


def test_the_clock_module_the_domain_may_use_is_standard_library_only():
    clocks = DOMAIN.parent / "clocks.py"
    assert all(name.split(".")[0] in sys.stdlib_module_names
               for name in _imports(clocks)), _imports(clocks)
