"""The games' rule codes, and where an engine's refusal becomes the service's.

Engines are pure and know nothing of HTTP: they refuse a command with ``IllegalMove(code,
message, **extra)`` (options: ``InvalidOptions``). The services call the engines inside
``refusals()`` (``engine.decide``, ``validate_options``, ``start``, ``hint``), which turns a
refusal into a ``RuleRefusal``: a ``ServiceError`` with the same code, message and extras, whose
status is the code's in ``config.errors.CODES``. ``RULE_CODES`` below are the rule codes every
game shares (the engine contract, ``games.engines.base``) and those whose status is not the
usual one; the games app contributes them to that table. A game's own code listed nowhere
answers 422, against the rules (``docs/rules/<kind>.md`` lists each game's); a refused option
400. Codes the service raises as well (``game_finished``, ``bad_command``, ``invalid_options``)
are defined with the service's codes, in ``config.errors``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from config.errors import Code, ServiceError, contribute
from games.engines.base import IllegalMove, InvalidOptions

RULE_CODES = {
    "not_your_turn": Code(422, "you may not act now: not your turn (ruling C4)"),
    "unknown_command": Code(422, "the game has no command of that type"),
    "hints_unavailable": Code(422, "the game offers no hints, or none for you now"),
    "too_fast": Code(429, "Didi Dotter's one-hand rule (ruling T2): wait `retry_after_ms` "
                          "before the next hunting action"),
}
contribute(RULE_CODES)


class RuleRefusal(ServiceError):
    """A game's rules refused a command: a code no table lists answers 422."""

    unlisted_status = 422


class OptionsRefusal(RuleRefusal):
    """A game's rules refused its options: a code no table lists answers 400."""

    unlisted_status = 400


def refusal(exc: IllegalMove) -> RuleRefusal:
    """The service's refusal for an engine's ``exc`` (same code, message and extra fields)."""
    kind = OptionsRefusal if isinstance(exc, InvalidOptions) else RuleRefusal
    return kind(exc.code, exc.message, **exc.extra)


@contextmanager
def refusals() -> Iterator[None]:
    """Call an engine inside this: its refusal leaves as a ``RuleRefusal`` (its cause kept)."""
    try:
        yield
    except IllegalMove as exc:
        raise refusal(exc) from exc
