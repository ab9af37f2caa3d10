"""The game view as the API serves it: the engine's view with the shared fields filled in.

Every game's served ``view`` has the same six fields with the same shape, plus ``kind`` (which
game's view it is):

``your_seat``  your seat id, or null for a spectator
``to_act``     the seat ids that must act now (from the outcome)
``scores``     ``{seat: total}``
``round``      the round number (from the outcome)
``phase``      the game's phase name (its values per game are in docs/rules/)
``deadline``   ISO 8601 UTC with ``Z``: a deadline the rules themselves set (Didi Dotter's
               choice deadline, engine ``deadline_ms``), else null; correspondence clocks are
               in the game's ``clock`` and top-level ``deadline``

Every engine's view already uses the names ``your_seat`` and ``scores``; the rest is filled in
here, for every answer that carries a view (game detail, command result). Shaping a served view
again changes nothing.
"""

from __future__ import annotations

from typing import Any

from games import clocks  # pure stdlib: the one conversion of a moment to ISO 8601


def served_view(kind: str, view: dict | None, outcome: dict | None,
                seat: str | None) -> dict | None:
    """``view`` (an engine's, for ``seat``) with the shared fields filled in (module doc)."""
    if view is None:
        return None
    out: dict[str, Any] = {"kind": kind}
    for key, value in view.items():
        if key == "deadline_ms":
            continue
        out[key] = value
    outcome = outcome or {}
    out["your_seat"] = seat
    out["to_act"] = list(outcome.get("to_act", out.get("to_act", [])))
    out.setdefault("scores", dict(outcome.get("scores", {})))
    out["round"] = outcome.get("round", out.get("round"))
    out["phase"] = outcome.get("phase", out.get("phase"))
    if "deadline_ms" in view:
        out["deadline"] = clocks.iso(view["deadline_ms"])
    else:
        out.setdefault("deadline", None)
    return out
