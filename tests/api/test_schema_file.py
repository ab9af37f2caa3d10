"""The committed OpenAPI schema (schema/openapi.yaml) and the client generated from it stay true:
each test regenerates and compares, and on a difference prints the one command that
regenerates both. Non-Python generators must read the schema without a warning."""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "schema" / "openapi.yaml"
REGENERATE = "make schema"


def test_the_committed_schema_is_what_the_code_generates(tmp_path):
    fresh = tmp_path / "openapi.yaml"
    call_command("spectacular", file=str(fresh), validate=True, fail_on_warn=True)
    if fresh.read_text() != COMMITTED.read_text():
        pytest.fail(f"schema/openapi.yaml is out of date: run `{REGENERATE}` and commit it")


def _differences(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__", ".ruff_cache"])
    out = [*cmp.left_only, *cmp.right_only, *cmp.diff_files]
    for sub in cmp.common_dirs:
        out += [f"{sub}/{d}" for d in _differences(a / sub, b / sub)]
    return out


def test_the_committed_python_client_is_what_the_schema_generates(tmp_path):
    bin_dir = Path(sys.executable).parent
    generator = bin_dir / "openapi-python-client"
    if not generator.exists():
        pytest.skip("openapi-python-client is not installed")
    shutil.copy(ROOT / "clients" / "python-config.yaml", tmp_path)
    run = subprocess.run(
        [str(generator), "generate", "--path", str(COMMITTED), "--config", "python-config.yaml",
         "--meta", "setup", "--output-path", "python", "--fail-on-warning"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PATH": f"{bin_dir}:{os.environ.get('PATH', '')}"})
    assert run.returncode == 0, run.stdout + run.stderr  # --fail-on-warning: no warnings
    assert "Warning" not in run.stdout + run.stderr
    changed = _differences(tmp_path / "python", ROOT / "clients" / "python")
    if changed:
        pytest.fail(f"clients/python is out of date ({changed[:5]}): run `{REGENERATE}`")


def test_openapi_typescript_reads_the_schema_without_warnings(tmp_path):
    """openapi-typescript (npm) is the non-Python generator; it needs node and the npm registry
    (or its npm cache). Without node the test is skipped; CI sets SCHEMA_NPM_REQUIRED=1."""
    npx = shutil.which("npx")
    required = os.environ.get("SCHEMA_NPM_REQUIRED") == "1"
    if npx is None:
        if required:
            pytest.fail("npx is required here but missing")
        pytest.skip("node/npx is not installed")
    out = tmp_path / "schema.d.ts"
    run = subprocess.run([npx, "--yes", "openapi-typescript@7.13.0", str(COMMITTED), "-o",
                          str(out)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    if run.returncode != 0 and not required and "ERR" in run.stderr and "npm" in run.stderr:
        pytest.skip(f"openapi-typescript could not be fetched: {run.stderr[-300:]}")
    assert run.returncode == 0, run.stderr
    text = run.stdout + run.stderr
    assert "⚠" not in text and "warn" not in text.lower(), text
    types = out.read_text()
    for name in ("DiddlyCommand", "BiddleView", "GameView", "Error"):
        assert f"{name}:" in types
