"""The command payloads, described for the OpenAPI schema and ``GET /api/kinds``.

The command table as data: kind -> command type -> {field: (JSON type, description)}.
Fields whose description starts with "optional" are not required.
"""

from __future__ import annotations

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from . import endings

_CARD = ("string", "a card name, lower case (docs/rules/ lists each game's cards)")
_SLOT = ("integer", "a slot index")

COMMANDS: dict[str, dict[str, dict[str, tuple[str, str]]]] = {
    "diddly": {
        "reveal": {"slots": ("array:integer", "two of your slots to turn face up (setup)")},
        "peek": {"slot": ("integer", "your face-down slot to look at (Peek power)")},
        "swap": {"a": _SLOT, "b": _SLOT},
        "skip_power": {},
        "draw": {"source": ("string", "deck or discard")},
        "place": {"slot": ("integer", "column*2 + row, row 0 on top")},
        "recycle": {"slot": ("integer", "the slot of your face-up Recycle"),
                    "index": ("integer", "index into the discard pile, 0 = bottom")},
    },
    "dikdik": {
        "ask": {"target": ("string", "the seat you ask"), "card": _CARD},
        "pass": {"card": _CARD},
        "draw": {"index": ("integer", "0 or 1 (DIK DIK roulette)")},
    },
    "quiddler": {
        "draw": {"source": ("string", "deck or discard")},
        "discard": {"card": _CARD},
        "go_out": {"words": ("array:array", "words, each a list of cards"), "discard": _CARD},
        "lay_down": {"words": ("array:array", "words, each a list of cards"), "discard": _CARD},
    },
    "didi_dotter": {
        "take": {"slot": _SLOT},
        "look": {"slot": _SLOT, "move_to": ("integer", "optional: an empty slot to move it to")},
        "join": {"slot": _SLOT},
        "steal": {"from": ("string", "the seat whose stand half you take"),
                  "seen_version": ("integer", "the game version you last saw")},
        "choose": {"birds": ("array:string", "the birds you choose (fox joker, wrong egg)")},
    },
    "biddle": {
        "bid": {"rolls": ("integer", "a number of rolls, 1..max_bid")},
        "call": {},
        "drop": {},
        "roll": {"reroll": ("array:integer", "die indexes to re-roll (ignored on the first roll)")},
    },
}


def ending_commands(kind: str) -> dict:
    """The service's own commands (no fields): resign and abort, and draws where a game has
    them. They are handled before the rules see them and are not in ``legal_commands``."""
    out = {endings.RESIGN: {}, endings.ABORT: {}}
    if kind not in endings.NO_DRAWS:
        out.update({c: {} for c in endings.DRAW_COMMANDS})
    return out


def commands_for(kind: str) -> dict:
    """Every command type of ``kind``: the game's own and the service's endings."""
    return {**COMMANDS.get(kind, {}), **ending_commands(kind)}


def commands_of(kind: str) -> dict:
    """The commands of ``kind`` as ``{type: {field: description}}`` (for GET /api/kinds)."""
    return {t: {f: desc for f, (_, desc) in fields.items()}
            for t, fields in commands_for(kind).items()}


def _field(json_type: str, description: str) -> serializers.Field:
    required = not description.startswith("optional")
    base, _, item = json_type.partition(":")
    if base == "array":
        child = {"integer": serializers.IntegerField(), "string": serializers.CharField(),
                 "array": serializers.ListField(child=serializers.CharField())}[item]
        return serializers.ListField(child=child, help_text=description, required=required)
    if base == "integer":
        return serializers.IntegerField(help_text=description, required=required)
    return serializers.CharField(help_text=description, required=required)


def _constant(value: str, description: str) -> serializers.Field:
    """A string field documented as the single value ``value`` (inline, no enum component)."""

    # a pattern, not a one-value enum: 24 one-value enums named "type" collide as components
    @extend_schema_field({"type": "string", "pattern": f"^{value}$", "example": value,
                          "description": description})
    class Constant(serializers.CharField):
        pass

    return Constant()


def _serializer(kind: str, type_: str, fields: dict) -> type[serializers.Serializer]:
    name = "".join(p.title() for p in f"{kind}_{type_}".split("_")) + "Command"
    attrs = {"type": _constant(type_, f"{kind}: {type_}")}
    attrs.update({("from_" if f == "from" else f): _field(*spec) for f, spec in fields.items()})
    attrs["expected_version"] = serializers.IntegerField(
        required=False, help_text="optional: refuse with 409 unless the game is at this version")
    cls = type(name, (serializers.Serializer,), attrs)
    if "from" in fields:  # a Python keyword: rename in the schema
        cls._declared_fields["from"] = cls._declared_fields.pop("from_")
    return cls


COMMAND = PolymorphicProxySerializer(
    component_name="Command",
    serializers=[_serializer(k, t, f) for k in COMMANDS for t, f in commands_for(k).items()],
    resource_type_field_name=None,
)

class CommandResultSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="the game's version after the command")
    events = serializers.ListField(child=serializers.DictField(),
                                   help_text="the new events, redacted for you")
    view = serializers.DictField(help_text="the game as you may see it now")
    legal_commands = serializers.ListField(child=serializers.DictField())
    outcome = serializers.DictField()
    result = serializers.DictField(allow_null=True,
                                   help_text="how the game ended (null while it goes on)")


COMMAND_RESULT = CommandResultSerializer
