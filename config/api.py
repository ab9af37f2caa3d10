"""What every app's REST endpoints share: request body validation and the error responses they
declare in the schema. Errors themselves are raised as ``ServiceError`` and rendered once by
``config.exception_handler`` (their codes and statuses: ``config.errors``)."""

from __future__ import annotations

from rest_framework import serializers

from config.errors import ServiceError


class ErrorSerializer(serializers.Serializer):
    """Every refusal: a stable ``code``, a human ``detail``, and extras some codes add."""

    code = serializers.CharField(help_text="stable, snake_case (docs/api.md lists them)")
    detail = serializers.CharField()
    # (DRF's metaclass takes a declared field out of the class: ``Serializer.fields`` stays;
    # the stubs cannot tell)
    fields = serializers.DictField(  # type: ignore[assignment]
        required=False, help_text="400 invalid: field -> messages")
    field = serializers.CharField(required=False, help_text="the field at fault")
    retry_after = serializers.IntegerField(required=False, min_value=0,
                                           help_text="every 429: seconds to wait (also the "
                                                     "Retry-After header)")
    retry_after_ms = serializers.IntegerField(required=False,
                                              help_text="too_fast: milliseconds to wait")
    version = serializers.IntegerField(required=False, help_text="stale_version, "
                                       "rewind_beyond_current: the game's version")
    first = serializers.IntegerField(required=False, help_text="rewind_before_start")
    seat = serializers.CharField(required=False, help_text="unknown_seat")
    word = serializers.CharField(required=False, help_text="not_a_word")
    game = serializers.UUIDField(required=False, help_text="vacation_clock_low")
    seconds_left = serializers.IntegerField(required=False, help_text="vacation_clock_low")
    until = serializers.DateTimeField(required=False, help_text="muted: when the mute ends")


class StringField(serializers.CharField):
    """A string, and only a string: anything else is 400 ``invalid`` (DRF's CharField would
    take 5 as "5")."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


def schema_ref(name: str) -> dict:
    """A request or response body given as the raw JSON Schema component ``name``."""
    return {"$ref": f"#/components/schemas/{name}"}


def int_schema(low: int, high: int) -> dict:
    return {"type": "integer", "minimum": low, "maximum": high}


def valid(serializer_class, data) -> dict:
    """Validate ``data`` with ``serializer_class``: a field the serializer does not take is
    400 ``unknown_field`` (with ``field``), before anything else is judged; other errors are 400
    ``invalid``. Every endpoint that reads a JSON body reads it through here (the commands'
    fields are the command table's: ``games.services``), so no made-up field is silently
    dropped."""
    if not isinstance(data, dict):
        raise ServiceError("invalid", "The request body must be a JSON object.")
    s = serializer_class(data=data)
    refuse_unknown_fields(s, data)
    s.is_valid(raise_exception=True)
    return s.validated_data


class NoFieldsSerializer(serializers.Serializer):
    """The body of an endpoint that takes none."""


def no_body(data) -> None:
    """For an endpoint that takes no body: any field sent is 400 ``unknown_field`` (a client
    that thinks it sets something is told it does not); no body, ``{}`` or ``null`` is fine."""
    if data is not None:
        valid(NoFieldsSerializer, data)


def refuse_unknown_fields(serializer: serializers.Serializer, data: dict,
                          prefix: str = "") -> None:
    """400 ``unknown_field`` for the first key of ``data`` (sorted) that ``serializer`` has no
    writable field for, looking into nested serializers too (``field`` is dotted: ``a.b``).
    DRF itself ignores such keys, which would let a misspelt optional field pass unnoticed."""
    taken = {name: field for name, field in serializer.fields.items() if not field.read_only}
    for key in sorted(data, key=str):
        field = taken.get(key)
        if field is None:
            raise ServiceError("unknown_field", f"This request takes no field "
                               f"{prefix + str(key)!r}; it takes {sorted(taken) or 'none'}.",
                               field=prefix + str(key))
        nested = field.child if isinstance(field, serializers.ListSerializer) else field
        if isinstance(nested, serializers.Serializer):
            values = data[key] if isinstance(data[key], list) else [data[key]]
            for value in values:
                if isinstance(value, dict):
                    refuse_unknown_fields(nested, value, f"{prefix}{key}.")


ERROR = ErrorSerializer
# The refusals most endpoints can give; config.openapi adds those every endpoint can give
# (400 for a bad query string, 401 for a bad token, 405, 413, 415) and Retry-After on 429.
ERRORS = {400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR, 409: ERROR, 413: ERROR, 422: ERROR}
