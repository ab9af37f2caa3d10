"""The table of a game as its seat reads it: one presenter and one template per kind (each
kind's ``table.py`` and ``templates/web/tables/<kind>.html``), and what they share.

``present(detail)`` turns the served game (``games.selectors.game_detail``: the seat's redacted
view, its legal commands, the seats) into what the kind's template draws. Presenters are pure
functions over that plain data: they see only what the API would serve the same requester, so
no rule or redaction is written here a second time; they only arrange it and name the commands
in words. The game page and the admin replay draw a table with the same templates
(``web/tables/<kind>.html``).

Every clickable command is a ``Command`` (the exact command object the engine listed, as JSON,
and a label a person reads); a template places each one where a player looks for it (on a
card, a slot, a die) or in the list of the remaining ones.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from games import kinds


@dataclass(frozen=True)
class Command:
    """One legal command as a button: ``json`` is what the button sends, ``label`` its text,
    ``hint`` a longer description for screen readers (optional)."""

    command: dict
    label: str
    hint: str = ""
    group: str = ""

    @property
    def json(self) -> str:
        return json.dumps(self.command, separators=(",", ":"), sort_keys=True)


@dataclass
class Table:
    """What a kind's template receives: ``template`` to include, ``data`` the kind's own
    arrangement, ``commands`` the legal commands not placed on the table itself."""

    template: str
    data: dict = field(default_factory=dict)
    commands: list[Command] = field(default_factory=list)


# What a presenter may read of the served game: the game page gives it exactly this
# (``inputs``), which is also the key its rendered table is kept under (``web.fragments``).
INPUTS = ("id", "kind", "version", "status", "your_seat", "view", "legal_commands", "to_act")


def inputs(detail: dict) -> dict:
    """The part of ``detail`` a presenter reads: ``INPUTS``, and the seats as seat and name."""
    out = {k: detail.get(k) for k in INPUTS}
    out["seats"] = [{"seat": s["seat"], "username": s["username"]}
                    for s in detail.get("seats", [])]
    return out


def names_of(detail: dict) -> dict[str | None, str]:
    """Seat id -> username (a bot's name included); asking for no seat (None) finds none."""
    return {s["seat"]: s["username"] for s in detail.get("seats", [])}


def generic_label(command: dict) -> str:
    """A command in words when its kind has nothing better: "draw (source: deck)"."""
    kind = str(command.get("type", "command")).replace("_", " ")
    rest = ", ".join(f"{k.replace('_', ' ')}: {_show(v)}" for k, v in command.items()
                     if k != "type")
    return f"{kind} ({rest})" if rest else kind


def _show(value) -> str:
    if isinstance(value, list):
        return " ".join(_show(v) for v in value) or "none"
    return str(value)


def present(detail: dict) -> Table:
    """The table of ``detail`` (a started game); a kind without a view (not started) has none."""
    kind = detail["kind"]
    own = kinds.presenter(kind) if kind in kinds.available() else None
    return own(detail) if own is not None else generic(detail)


def generic(detail: dict) -> Table:
    """A kind without its own drawing (a test kind): every legal command as a button."""
    return Table(template="web/tables/generic.html",
                 commands=[Command(c, generic_label(c)) for c in detail["legal_commands"]])
