"""The committed OpenAPI schema (schema/openapi.yaml) stays true: the test regenerates and
compares, and on a difference prints the one command that regenerates it. The Python client is
not committed (clients/README.md): it must generate from the schema without a warning, and so
must a non-Python client."""

from __future__ import annotations

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


def test_the_python_client_generates_cleanly_from_the_schema(tmp_path):
    sys.path.insert(0, str(ROOT / "clients"))
    try:
        import generate_client  # clients/generate_client.py, what `make client` runs
    finally:
        sys.path.remove(str(ROOT / "clients"))
    if generate_client.generator() is None:
        pytest.skip("openapi-python-client is not installed")
    try:
        generate_client.generate(tmp_path / "python", schema=COMMITTED)  # --fail-on-warning
    except generate_client.GenerationFailed as exc:
        pytest.fail(str(exc))
    imports = "import games_client.api.games, games_client.models"
    run = subprocess.run([sys.executable, "-c", imports], cwd=tmp_path / "python",
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


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
