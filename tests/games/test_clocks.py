"""One time conversion: ms, ``datetime`` and ISO 8601 go through ``games.clocks`` only.

The conversions are exact (integer arithmetic both ways), so a deadline written to the index
and read back is the same millisecond, and no other module writes its own conversion (a float
one can differ by a microsecond from the exact one, and a comparison between the two can flip).
"""

from __future__ import annotations

import ast
import random
import re
from datetime import UTC, datetime
from pathlib import Path

from games import clocks

ROOT = Path(__file__).resolve().parents[2]
# code that runs in the service (tests, benchmarks and the generated client are not)
SERVICE = [p for p in ROOT.rglob("*.py")
           if p.relative_to(ROOT).parts[0] not in {"tests", "bench", "clients", "scripts", "var"}
           and ".venv" not in p.parts and "migrations" not in p.parts]
# (``date.fromisoformat`` reads a day, not a moment: allowed)
HAND_WRITTEN = re.compile(r"fromtimestamp\(|\.timestamp\(\)|isoformat\(\)\.replace\(|"
                          r"(?<!\bdate\.)fromisoformat\(|parse_datetime\(")


def test_ms_and_datetimes_convert_exactly_both_ways():
    rng = random.Random(7)
    samples = [0, 1, 999, 1000, 1_700_000_000_123, 1_700_000_000_999, 253_402_300_799_999]
    samples += [rng.randrange(0, 4_102_444_800_000) for _ in range(2000)]
    for ms in samples:
        when = clocks.to_datetime(ms)
        assert when.tzinfo is not None and clocks.to_ms(when) == ms, ms
        assert when.microsecond == (ms % 1000) * 1000
    # sub-millisecond parts are dropped towards the past
    assert clocks.to_ms(datetime(2024, 1, 1, 0, 0, 0, 999, tzinfo=UTC)) == 1_704_067_200_000
    assert clocks.to_ms(None) is None and clocks.to_datetime(None) is None


def test_parse_iso_reads_back_what_iso_writes():
    for ms in (0, 999, 1_700_000_000_123, 1_700_000_000_000):
        assert clocks.parse_iso(clocks.iso(ms)) == clocks.to_datetime(ms)
    assert clocks.parse_iso("2023-11-14T23:13:20+01:00") == clocks.to_datetime(1_700_000_000_000)
    assert clocks.parse_iso(None) is None
    try:
        clocks.parse_iso("yesterday")
    except ValueError:
        pass
    else:
        raise AssertionError("not a moment, not refused")


def test_iso_writes_utc_with_z_for_ms_and_datetimes():
    assert clocks.iso(1_700_000_000_123) == "2023-11-14T22:13:20.123000Z"
    assert clocks.iso(1_700_000_000_000) == "2023-11-14T22:13:20Z"
    assert clocks.iso(clocks.to_datetime(1_700_000_000_123)) == clocks.iso(1_700_000_000_123)
    assert clocks.iso(None) is None


def test_no_module_writes_its_own_conversion():
    found = [f"{p.relative_to(ROOT)}:{n}" for p in SERVICE if p != ROOT / "games" / "clocks.py"
             for n, line in enumerate(p.read_text().splitlines(), start=1)
             if HAND_WRITTEN.search(line)]
    assert found == [], "convert with games.clocks (to_ms, to_datetime, iso): " + str(found)


def test_the_service_clock_is_looked_up_at_call_time():
    """``from games.clocks import now_ms`` would keep the real clock where tests move it."""
    found = []
    for p in SERVICE:
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "games.clocks" and any(
                    a.name in {"now_ms", "now"} for a in node.names):
                found.append(str(p.relative_to(ROOT)))
    assert found == []
