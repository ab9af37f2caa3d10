"""Generate the typed Python client (package ``games_client``) from ``schema/openapi.yaml``.

    python clients/generate_client.py [OUTPUT]    # default: clients/python (`make client`)

The client is not committed: it is this one command away, and the tests generate their own copy
(``cached()``: under var/, once per schema, config and generator version). openapi-python-client
runs offline with ``--fail-on-warning``; its post-hooks run ruff, found beside this Python.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = ROOT / "schema" / "openapi.yaml"
CONFIG = ROOT / "clients" / "python-config.yaml"
# our templates over the generator's own (clients/README.md says which and why)
TEMPLATES = ROOT / "clients" / "templates"
CACHE = ROOT / "var" / "clients"


class GenerationFailed(RuntimeError):
    pass


def generator() -> Path | None:
    """The openapi-python-client beside this Python (a virtualenv's bin), else on PATH."""
    beside = Path(sys.executable).parent / "openapi-python-client"
    if beside.exists():
        return beside
    found = shutil.which("openapi-python-client")
    return Path(found) if found else None


def generate(output: Path, schema: Path = SCHEMA) -> str:
    """Write the client project to ``output`` (replaced if it exists); the generator's output.
    Raises ``GenerationFailed`` on an error or a warning."""
    tool = generator()
    if tool is None:
        raise GenerationFailed("openapi-python-client is not installed (pip install -r "
                               "requirements-dev.txt)")
    output = output.resolve()
    if output.exists():
        shutil.rmtree(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    bin_dir = tool.parent
    run = subprocess.run(
        [str(tool), "generate", "--path", str(schema.resolve()), "--config", str(CONFIG),
         "--custom-template-path", str(TEMPLATES), "--meta", "setup",
         "--output-path", str(output), "--fail-on-warning"],
        cwd=output.parent, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"})
    text = run.stdout + run.stderr
    if run.returncode != 0 or "Warning" in text or not (output / "games_client").is_dir():
        raise GenerationFailed(f"openapi-python-client failed ({run.returncode}):\n{text}")
    return text


def _key() -> str:
    """What the generated client depends on: the schema, the config, the templates and the
    tools' versions."""
    digest = hashlib.sha256()
    for path in (SCHEMA, CONFIG, *sorted(TEMPLATES.glob("*.jinja"))):
        digest.update(path.name.encode() + path.read_bytes())
    for tool in ("openapi-python-client", "ruff"):
        try:
            digest.update(f"{tool}=={metadata.version(tool)}".encode())
        except metadata.PackageNotFoundError:
            pass
    return digest.hexdigest()[:16]


def cached() -> Path:
    """A generated client project for the current schema (var/clients/<key>/python), generated
    on first use. Safe for parallel callers (pytest-xdist workers): each generates into its own
    temporary folder and renames it into place; the first rename wins, the others are dropped."""
    key = _key()
    final = CACHE / key
    if not _complete(final):
        CACHE.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=CACHE))
        try:
            generate(tmp / "python")
            try:
                os.rename(tmp, final)
            except OSError:  # another process got there first, or a broken copy is in the way
                if not _complete(final):
                    os.rename(final, CACHE / f".broken-{key}-{os.getpid()}")
                    os.rename(tmp, final)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        for old in CACHE.iterdir():  # older schemas' clients, leftovers: after an hour unused
            try:
                stale = old.name != key and time.time() - old.stat().st_mtime > 3600
            except FileNotFoundError:  # a parallel caller's temporary folder, gone meanwhile
                continue
            if stale:
                shutil.rmtree(old, ignore_errors=True)
    return final / "python"


def _complete(folder: Path) -> bool:
    return (folder / "python" / "games_client" / "__init__.py").is_file()


def main(argv: list[str]) -> int:
    output = Path(argv[0]) if argv else ROOT / "clients" / "python"
    try:
        generate(output)
    except GenerationFailed as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"generated {output} from {SCHEMA.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
