"""config.logfilters.RepeatFilter: a record that repeats passes once per interval, with the
count of those held back; other kinds, and records under its level, pass."""

from __future__ import annotations

import logging

import pytest

from config import logfilters
from config.logfilters import RepeatFilter


@pytest.fixture
def clock(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(logfilters.time, "monotonic", lambda: now[0])
    return now


def _record(msg="Invalid HTTP_HOST header: %r", args=("a.example",), level=logging.WARNING,
            exc=None, lineno=10, name="django.security"):
    return logging.LogRecord(name, level, "/x/y.py", lineno, msg, args,
                             (type(exc), exc, exc.__traceback__) if exc else None)


def _raised(where: int) -> Exception:
    try:
        if where == 1:
            raise OSError(24, "Too many open files")
        raise OSError(24, "Too many open files")
    except OSError as exc:
        return exc


def test_a_repeating_record_passes_once_per_interval_with_the_count_held_back(clock):
    repeats = RepeatFilter(interval=60)
    passed = [repeats.filter(_record(args=(f"host{i}.example",))) for i in range(500)]
    assert passed == [True] + [False] * 499
    clock[0] += 59
    assert not repeats.filter(_record())
    clock[0] += 2
    later = _record()
    assert repeats.filter(later)
    assert "[500 more like this held back in the last 60 s]" in later.getMessage()
    assert "'a.example'" in later.getMessage()  # its own arguments still rendered


def test_kinds_are_told_apart_by_template_place_level_and_exception(clock):
    repeats = RepeatFilter(interval=60)
    assert repeats.filter(_record())
    assert repeats.filter(_record(msg="another message %r"))
    assert repeats.filter(_record(lineno=11))
    assert repeats.filter(_record(level=logging.ERROR))
    assert repeats.filter(_record(name="uvicorn.error"))
    first, second = _raised(1), _raised(2)
    assert repeats.filter(_record(msg="socket.accept() out of system resource", exc=first))
    assert not repeats.filter(_record(msg="socket.accept() out of system resource",
                                      exc=_raised(1)))
    assert repeats.filter(_record(msg="socket.accept() out of system resource", exc=second))


def test_records_under_its_level_always_pass(clock):
    repeats = RepeatFilter(interval=60)
    assert all(repeats.filter(_record(level=logging.INFO)) for _ in range(10))


def test_it_remembers_a_bounded_number_of_kinds(clock):
    repeats = RepeatFilter(interval=60, max_kinds=10)
    for i in range(100):
        assert repeats.filter(_record(msg=f"message {i}"))
    assert len(repeats._kinds) == 10


def test_the_settings_put_it_on_the_console_handler():
    from django.conf import settings

    handler = settings.LOGGING["handlers"]["console"]
    assert "repeats" in handler["filters"]
    assert settings.LOGGING["filters"]["repeats"]["()"] == "config.logfilters.RepeatFilter"
    configured = [f for h in logging.getLogger().handlers for f in h.filters
                  if isinstance(f, RepeatFilter)]
    assert configured, "Django's LOGGING did not install the filter"
