"""The command JSON Schemas, built from the command table (``games.domain.commands``).

One schema per ``(kind, type)`` named e.g. ``DiddlyDrawCommand``, with ``type`` a one-value
enum, and one union per kind (``DiddlyCommand``) with a discriminator on ``type``. The ending
commands (resign, abort, draws) are shared components (``ResignCommand`` ...) listed in each
kind's union.
"""

from __future__ import annotations

from games.domain.commands import COMMANDS, ENDING_DESCRIPTIONS, OPTIONAL, ending_commands
from games.kinds.shapes import MAX_SAFE_INT, integer
from games.openapi.refs import any_of


# -- OpenAPI components ---------------------------------------------------------------------
def _camel(*parts: str) -> str:
    return "".join(p.title() for part in parts for p in part.split("_"))


def kind_union_name(kind: str) -> str:
    """``diddly`` -> ``DiddlyCommand``: the component holding every command of a kind."""
    return _camel(kind) + "Command"


def _command_schema(type_: str, fields: dict, optional: set, description: str) -> dict:
    properties = {"type": {"type": "string", "enum": [type_]}, **fields,
                  "expected_version": integer(0, MAX_SAFE_INT, "optional: refuse with 409 "
                                              "stale_version unless the game is at this version")}
    return {"type": "object", "description": description, "properties": properties,
            "required": ["type", *[f for f in fields if f not in optional]],
            "additionalProperties": False}


def command_components() -> dict:
    """Every command component: per ``(kind, type)``, the shared endings, one union per kind
    (a ``oneOf`` with a ``type`` discriminator) and ``AnyCommand`` (any kind's command)."""
    out = {_camel(t) + "Command": _command_schema(t, {}, set(), desc)
           for t, desc in ENDING_DESCRIPTIONS.items()}
    for kind, commands in COMMANDS.items():
        mapping = {}
        for type_, fields in commands.items():
            name = _camel(kind, type_) + "Command"
            out[name] = _command_schema(type_, fields, OPTIONAL.get((kind, type_), set()),
                                        f"{kind}: {type_} (docs/rules/{kind}.md)")
            mapping[type_] = f"#/components/schemas/{name}"
        for type_ in ending_commands(kind):
            mapping[type_] = f"#/components/schemas/{_camel(type_)}Command"
        out[kind_union_name(kind)] = {
            "description": f"A {kind} command: exactly one branch per `type`.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping}}
    out["AnyCommand"] = any_of(
        map(kind_union_name, COMMANDS),
        "A command of any game. The same `type` means different things in different games "
        "(`draw`), so this is an `anyOf`: send to `/commands/{kind}` for a body that matches "
        "exactly one branch.")
    return out
