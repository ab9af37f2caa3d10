"""Output shapes of the game endpoints, for the OpenAPI schema (small nested serializers).

The views render dicts built by the selectors and services; these serializers describe them
field by field, so a generated client gets every field with its type. Game-specific parts
(view, outcome, commands, hints, events) are JSON Schema components from ``games.openapi``
(commands, views), referenced here by name. Times are ISO 8601 UTC with ``Z``.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games import bots
from games.domain import endings


def component(name: str, nullable: bool = False, many: bool = False, help_text: str = ""):
    """A field documented as the raw JSON Schema component ``name``."""
    ref = {"$ref": f"#/components/schemas/{name}"}
    schema: dict[str, Any]
    if many:
        schema = {"type": "array", "items": ref}
    elif nullable:
        schema = {"oneOf": [ref], "nullable": True}
    else:
        schema = {"allOf": [ref]} if help_text else ref
    if help_text:
        schema["description"] = help_text

    @extend_schema_field(schema)
    class Component(serializers.JSONField):
        pass

    return Component(help_text=help_text or None)


SEAT_ID = r"^(0|[1-9][0-9]?)$"


class SeatIdField(serializers.RegexField):
    def __init__(self, **kwargs):
        super().__init__(SEAT_ID, **kwargs)


class KindSerializer(serializers.Serializer):
    kind = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    default_options = serializers.DictField()
    commands = serializers.DictField(
        child=serializers.DictField(child=serializers.CharField()),
        help_text="command type -> {field: description}; the typed schemas are the "
                  "`<Kind>Command` components")


class SeatSerializer(serializers.Serializer):
    seat = SeatIdField(help_text='in the lobby, the seat the member takes if the game starts '
                                 'now (join order: the creator\'s is "0")')
    user = serializers.IntegerField()
    username = serializers.CharField()
    bot = serializers.ChoiceField(list(bots.LEVELS), allow_null=True,
                                  help_text="the level of a computer player's seat, else null")
    autopilot = serializers.BooleanField(help_text="a basic bot plays this seat since its "
                                                   "player resigned or ran out of time")


SEAT_DEADLINE = ("when the seat's time runs out if nobody does anything (on vacation: the "
                 "vacation's end plus the time left on its clock); null: none")
SECONDS_LEFT = "whole seconds from now until `deadline` (0 once passed; null with it)"


class ToActSerializer(serializers.Serializer):
    seat = SeatIdField()
    username = serializers.CharField()
    deadline = serializers.DateTimeField(allow_null=True, help_text=SEAT_DEADLINE)
    seconds_left = serializers.IntegerField(allow_null=True, min_value=0, help_text=SECONDS_LEFT)


class SeatClockSerializer(serializers.Serializer):
    running = serializers.BooleanField(help_text="ticking now (false on vacation: stopped)")
    deadline = serializers.DateTimeField(allow_null=True, help_text=SEAT_DEADLINE)
    seconds_left = serializers.IntegerField(allow_null=True, min_value=0, help_text=SECONDS_LEFT)
    bank_seconds = serializers.IntegerField()
    paused_until = serializers.DateTimeField(allow_null=True)


class ClockSerializer(serializers.Serializer):
    per_move = serializers.CharField(help_text="ISO 8601 duration, e.g. P3D")
    bank = serializers.CharField(allow_null=True, help_text="ISO 8601 duration or null")
    on_timeout = serializers.CharField()
    seats = serializers.DictField(child=SeatClockSerializer())


class DrawOfferSerializer(serializers.Serializer):
    offered_by = SeatIdField()
    accepted = serializers.ListField(child=SeatIdField())


class ResultSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(["normal", "timeout", "resign", "abort", "draw", "staff"])
    winners = serializers.ListField(child=SeatIdField())
    ranking = serializers.ListField(child=serializers.ListField(child=SeatIdField()),
                                    allow_null=True, help_text="best first")
    void = serializers.BooleanField()
    seat = SeatIdField(allow_null=True)
    scores = serializers.DictField(child=serializers.IntegerField(), allow_null=True)
    note = serializers.CharField(allow_null=True)
    dispute = serializers.IntegerField(allow_null=True)


class InvitedSerializer(serializers.Serializer):
    user = serializers.IntegerField()
    username = serializers.CharField()


class DisputeOpenedSerializer(serializers.Serializer):
    dispute = serializers.IntegerField(help_text="its number in this game, 1, 2, ...")
    by = serializers.IntegerField(help_text="the user who opened it")
    seat = SeatIdField()
    reason = serializers.CharField()
    at_version = serializers.IntegerField()


class DisputeSerializer(DisputeOpenedSerializer):
    opened_version = serializers.IntegerField()
    status = serializers.ChoiceField(["open", "resolved"])
    kind = serializers.CharField(allow_null=True, help_text="the decision, once resolved")
    decision = serializers.CharField(allow_null=True)
    resolved_by = serializers.IntegerField(required=False)
    resolved_version = serializers.IntegerField(required=False)


class GameDetailSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    kind = serializers.CharField()
    status = serializers.ChoiceField(["lobby", "active", "finished"])
    version = serializers.IntegerField()
    creator = serializers.IntegerField(help_text="the creator's user id")
    seats_wanted = serializers.IntegerField()
    options = serializers.DictField(help_text="the game's options, with clock and on_timeout")
    seed_sha256 = serializers.CharField()
    seed = serializers.CharField(allow_null=True, help_text="revealed when the game ends")
    seats = SeatSerializer(many=True)
    your_seat = SeatIdField(allow_null=True, help_text="your seat (in the lobby: the seat you "
                                                       "take if it starts now); null: none")
    view = component("GameView", nullable=True,
                     help_text="null in the lobby; else the game as you may see it")
    legal_commands = component("LegalCommand", many=True)
    outcome = component("Outcome", nullable=True)
    deadline = serializers.DateTimeField(allow_null=True, help_text="the earliest `deadline` of "
                                         "the seats to act (null: nothing due)")
    disputes = DisputeSerializer(many=True)
    visibility = serializers.ChoiceField(["public", "private"])
    challenge = serializers.BooleanField()
    invited = InvitedSerializer(many=True, help_text="pending invitations")
    join_code_active = serializers.BooleanField()
    rematch_of = serializers.UUIDField(allow_null=True)
    rematch = serializers.UUIDField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    result = ResultSerializer(allow_null=True, help_text="how the game ended (null during play)")
    clock = ClockSerializer(allow_null=True, help_text="null for untimed games")
    to_act = ToActSerializer(many=True)
    draw_offer = DrawOfferSerializer(allow_null=True)
    endings = serializers.ListField(child=serializers.ChoiceField(sorted(endings.COMMANDS)),
                                    help_text="the ending commands you may send now")


class GameSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    kind = serializers.CharField()
    status = serializers.ChoiceField(["lobby", "active", "finished"])
    version = serializers.IntegerField()
    seats_wanted = serializers.IntegerField()
    visibility = serializers.ChoiceField(["public", "private"])
    # (the five typed as fields: GameSummaryOutputSerializer, which renders a row, has others)
    players: serializers.Field = serializers.ListField(child=serializers.CharField())
    bots: serializers.Field = serializers.ListField(
        child=serializers.ChoiceField(list(bots.LEVELS)),
        help_text="the levels of the computer players seated, in seat "
                  "order (empty: people only)")
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    to_act: serializers.Field = ToActSerializer(many=True)
    your_turn: serializers.Field = serializers.BooleanField(
        help_text="whether you must act now (never for a seat "
                  "on autopilot)")
    deadline: serializers.Field = serializers.DateTimeField(
        allow_null=True, help_text="the earliest `deadline` of "
                                   "the seats to act (null: nothing due)")


class CommandResultSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="the game's version after the command")
    events = component("GameEvent", many=True, help_text="the new events, redacted for you")
    view = component("GameView", help_text="the game as you may see it now")
    legal_commands = component("LegalCommand", many=True)
    outcome = component("Outcome")
    result = ResultSerializer(allow_null=True, help_text="how the game ended (null while it "
                                                         "goes on)")


class EventFeedSerializer(serializers.Serializer):
    events = component("GameEvent", many=True)
    last_version = serializers.IntegerField(help_text="follow with after=<last_version>")
    has_more = serializers.BooleanField()


class LastEventSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    type = serializers.CharField()
    seat = SeatIdField(allow_null=True)
    at = serializers.DateTimeField()


class TurnSerializer(serializers.Serializer):
    game = serializers.UUIDField()
    kind = serializers.CharField()
    version = serializers.IntegerField()
    seat = SeatIdField()
    opponents = serializers.ListField(child=serializers.CharField())
    deadline = serializers.DateTimeField(allow_null=True, help_text=SEAT_DEADLINE)
    seconds_left = serializers.IntegerField(allow_null=True, min_value=0, help_text=SECONDS_LEFT)
    last_event = LastEventSerializer(allow_null=True)


class TurnCountsSerializer(serializers.Serializer):
    your_turn = serializers.IntegerField()
    active = serializers.IntegerField()
    waiting = serializers.IntegerField()


class TurnsSerializer(serializers.Serializer):
    turns = TurnSerializer(many=True, help_text="the earliest deadline first, untimed last")
    counts = TurnCountsSerializer()
    etag = serializers.CharField(help_text="a hash of the turn set (also the ETag header)")
