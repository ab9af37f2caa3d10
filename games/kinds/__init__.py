"""The registry of game kinds: the one module that lists the kinds, and the one way the rest of
the code reaches a kind's rules, bots, command fields, sentences, schemas and table.

Every kind is one folder, ``games/kinds/<kind>/``, with the same layout (checked by
``tests/games/kinds/test_layout.py``; docs/architecture.md, "Adding a game"):

=================  ===========================================================================
``__init__.py``    ``ABOUT``: the game's name for people and its flags (``games.kinds.about``)
``rules/``         the engine: ``ENGINE`` on the contract of ``games/engines/base.py``, pure
``bots/``          ``POLICIES``: bot level -> policy over what one seat sees (``games.bots``)
``commands.py``    ``COMMANDS`` (command type -> field -> JSON Schema), ``OPTIONAL`` (fields a
                   client may leave out) and ``CARD_NAMES`` (the cards its commands and views
                   name)
``describe.py``    ``SENTENCES``: rule event type -> the sentence a person reads
``schemas.py``     the API contract's JSON Schemas: ``EVENTS`` (event type -> data), ``VIEW``
                   (the view's own fields), ``OPTIONS`` (option -> schema), ``HINTS``
                   (components) and ``HINT_BRANCHES`` (the ones a hint answer may be)
``table.py``       ``present(detail)``: the web page's table (``games.kinds.presenting``)
``templates/``     ``web/tables/<kind>.html``, the table's template
``static/``        ``web/kinds/<kind>.css`` (and ``.js`` when the table has a script)
=================  ===========================================================================

A kind's parts are imported on first use, so asking for an engine loads neither bots nor
schemas. Everything here is pure Python. Tests may ``register`` an engine under a new kind (a
toy game): such a kind has an engine only, and every other part answers its empty default.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from games.engines.base import Engine

from .about import About

KINDS: tuple[str, ...] = ("diddly", "dikdik", "quiddler", "didi_dotter", "biddle")
FOLDER = Path(__file__).resolve().parent

_extra: dict[str, Engine] = {}


class UnknownKind(LookupError):
    """No such game kind."""


def _part(kind: str, part: str) -> ModuleType | None:
    """The module ``part`` of ``kind``'s folder (None for a registered test kind)."""
    if kind in KINDS:
        return importlib.import_module(f"{__name__}.{kind}.{part}" if part else
                                       f"{__name__}.{kind}")
    if kind in _extra:
        return None
    raise UnknownKind(kind)


def _attr(kind: str, part: str, name: str, default: Any) -> Any:
    module = _part(kind, part)
    return default if module is None else getattr(module, name)


def engine(kind: str) -> Engine:
    """The engine of ``kind``; raises ``UnknownKind``."""
    if kind in _extra:
        return _extra[kind]
    return _attr(kind, "rules", "ENGINE", None)


def realtime(kind: str) -> bool:
    """Whether ``kind`` is played in real time (no correspondence clock; moves race): its
    engine's ``realtime``. False for a kind there is none of."""
    return kind in available() and bool(engine(kind).realtime)


def about(kind: str) -> About:
    """The name and flags of ``kind`` (a test kind: its kind id as its name)."""
    return _attr(kind, "", "ABOUT", None) or About(name=kind)


def name_of(kind: str) -> str:
    """A kind's name as people read it: its ``ABOUT`` name; any other id in title case (a test
    kind, or a kind a stored notification names)."""
    if kind in KINDS:
        return about(kind).name
    return str(kind).replace("_", " ").title()


def policies(kind: str) -> Mapping[str, Any]:
    """Bot level -> policy for ``kind`` (empty for a test kind)."""
    return _attr(kind, "bots", "POLICIES", {})


def command_fields(kind: str) -> dict[str, dict[str, dict]]:
    """Command type -> field -> JSON Schema, the game's own commands (not the service's)."""
    return _attr(kind, "commands", "COMMANDS", {})


def optional_fields(kind: str) -> dict[str, set[str]]:
    """Command type -> the fields a client may leave out."""
    return _attr(kind, "commands", "OPTIONAL", {})


def card_names(kind: str) -> list[str] | None:
    """The cards ``kind`` names in commands and views (None: it names none)."""
    return _attr(kind, "commands", "CARD_NAMES", None)


def sentences(kind: str) -> Mapping[str, Any]:
    """Rule event type -> its sentence function ``(data, names) -> str``."""
    return _attr(kind, "describe", "SENTENCES", {})


def schemas(kind: str) -> ModuleType | None:
    """The kind's ``schemas`` module (None for a test kind)."""
    return _part(kind, "schemas")


def presenter(kind: str) -> Any:
    """The kind's ``present(detail)`` for the web page's table (None for a test kind)."""
    return _attr(kind, "table", "present", None)


def folder(kind: str) -> Path:
    """The kind's folder."""
    if kind not in KINDS:
        raise UnknownKind(kind)
    return FOLDER / kind


def available() -> list[str]:
    """The kinds (``KINDS``) and the test kinds registered after them."""
    return [*KINDS, *sorted(_extra)]


def register(test_engine: Engine) -> None:
    """Register an extra engine under its own kind (tests: a toy game)."""
    _extra[test_engine.kind] = test_engine


def unregister(kind: str) -> None:
    _extra.pop(kind, None)


__all__ = ["FOLDER", "KINDS", "About", "UnknownKind", "about", "available", "card_names",
           "command_fields", "engine", "folder", "name_of", "optional_fields", "policies",
           "presenter", "realtime", "register", "schemas", "sentences", "unregister"]
