"""clients/generate_client.py's cache (the tests' copy of the generated client under var/):
generated once per key, reused after, a broken copy set aside, parallel callers agree."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients"))
generate_client = pytest.importorskip("generate_client")


@pytest.fixture
def fake(tmp_path, monkeypatch):
    """The cache in tmp_path, and a generator that writes a stub package and counts its runs."""
    runs = []

    def generate(output: Path, schema: Path = generate_client.SCHEMA) -> str:
        runs.append(output)
        (output / "games_client").mkdir(parents=True)
        (output / "games_client" / "__init__.py").write_text("")
        return ""

    monkeypatch.setattr(generate_client, "CACHE", tmp_path / "clients")
    monkeypatch.setattr(generate_client, "generate", generate)
    return runs


def test_the_client_is_generated_once_per_key(fake):
    first = generate_client.cached()
    assert (first / "games_client" / "__init__.py").is_file()
    assert generate_client.cached() == first and len(fake) == 1
    assert [p.name for p in first.parents[1].iterdir()] == [first.parent.name]  # no leftovers


def test_a_broken_copy_is_set_aside(fake):
    final = generate_client.CACHE / generate_client._key()
    (final / "python").mkdir(parents=True)  # e.g. a generation killed half-way by hand
    (final / "python" / "stray.py").write_text("")
    assert (generate_client.cached() / "games_client" / "__init__.py").is_file()
    assert not (final / "python" / "stray.py").exists() and len(fake) == 1


def test_parallel_callers_get_the_same_complete_copy(fake):
    barrier, got, failed = threading.Barrier(4), [], []

    def call():
        barrier.wait()
        try:
            got.append(generate_client.cached())
        except Exception as exc:  # a thread's exception would otherwise be only a warning
            failed.append(exc)

    threads = [threading.Thread(target=call) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failed == []
    assert len(got) == 4 and len(set(got)) == 1
    assert (got[0] / "games_client" / "__init__.py").is_file()
    assert [p.name for p in got[0].parents[1].iterdir()] == [got[0].parent.name]
