"""The suite's own layout: every test folder is a package, so a folder named like a source
package (tests/games/api, tests/accounts, tests/config, ...) is imported as ``tests.<...>`` and
never shadows the code it tests."""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
FOLDERS = sorted(d for d in TESTS.rglob("*") if d.is_dir() and any(d.glob("*.py")))
# dotted names that are both a test folder (below tests/) and a source package
SHADOWED = [name for name in (".".join(d.relative_to(TESTS).parts) for d in FOLDERS)
            if importlib.util.find_spec(name.split(".")[0]) is not None
            and name.split(".")[0] != "tests"]


def test_every_test_folder_is_a_package():
    assert [str(d.relative_to(TESTS)) for d in FOLDERS if not (d / "__init__.py").exists()] == []


@pytest.mark.parametrize("name", SHADOWED)
def test_a_source_package_named_like_a_test_folder_is_the_source(name):
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError:
        pytest.skip(f"{name} is a test folder only")
    where = [module.__file__] if getattr(module, "__file__", None) else list(module.__path__)
    assert not [w for w in where if TESTS in Path(w).resolve().parents], where
