"""The check that a pure-Python package (rule engines, bots) imports no Django, DRF or Celery."""

from __future__ import annotations

import ast
from pathlib import Path

FORBIDDEN = {"django", "rest_framework", "celery"}


def forbidden_imports(package_dir: Path) -> list[tuple[str, str]]:
    """(file, module) for every absolute import of a forbidden package under ``package_dir``."""
    found = []
    for path in sorted(package_dir.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            found += [(str(path), name) for name in names if name.split(".")[0] in FORBIDDEN]
    return found
