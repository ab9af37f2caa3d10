from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_fields import ErrorFields


T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """Every refusal: a stable ``code``, a human ``detail``, and extras some codes add.

    Attributes:
        code (str): stable, snake_case (docs/api.md lists them)
        detail (str):
        fields (ErrorFields | Unset): 400 invalid: field -> messages
        field (str | Unset): the field at fault
        retry_after (int | Unset): every 429: seconds to wait (also the Retry-After header)
        retry_after_ms (int | Unset): too_fast: milliseconds to wait
        version (int | Unset): stale_version, rewind_beyond_current: the game's version
        first (int | Unset): rewind_before_start
        seat (str | Unset): unknown_seat
        word (str | Unset): not_a_word
        game (UUID | Unset): vacation_clock_low
        seconds_left (int | Unset): vacation_clock_low
    """

    code: str
    detail: str
    fields: ErrorFields | Unset = UNSET
    field: str | Unset = UNSET
    retry_after: int | Unset = UNSET
    retry_after_ms: int | Unset = UNSET
    version: int | Unset = UNSET
    first: int | Unset = UNSET
    seat: str | Unset = UNSET
    word: str | Unset = UNSET
    game: UUID | Unset = UNSET
    seconds_left: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        field = self.field

        retry_after = self.retry_after

        retry_after_ms = self.retry_after_ms

        version = self.version

        first = self.first

        seat = self.seat

        word = self.word

        game: str | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = str(self.game)

        seconds_left = self.seconds_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
            }
        )
        if fields is not UNSET:
            field_dict["fields"] = fields
        if field is not UNSET:
            field_dict["field"] = field
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if retry_after_ms is not UNSET:
            field_dict["retry_after_ms"] = retry_after_ms
        if version is not UNSET:
            field_dict["version"] = version
        if first is not UNSET:
            field_dict["first"] = first
        if seat is not UNSET:
            field_dict["seat"] = seat
        if word is not UNSET:
            field_dict["word"] = word
        if game is not UNSET:
            field_dict["game"] = game
        if seconds_left is not UNSET:
            field_dict["seconds_left"] = seconds_left

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_fields import ErrorFields  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        _fields = d.pop("fields", UNSET)
        fields: ErrorFields | Unset
        if isinstance(_fields, Unset):
            fields = UNSET
        else:
            fields = ErrorFields.from_dict(_fields)

        field = d.pop("field", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        retry_after_ms = d.pop("retry_after_ms", UNSET)

        version = d.pop("version", UNSET)

        first = d.pop("first", UNSET)

        seat = d.pop("seat", UNSET)

        word = d.pop("word", UNSET)

        _game = d.pop("game", UNSET)
        game: UUID | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = UUID(_game)

        seconds_left = d.pop("seconds_left", UNSET)

        error = cls(
            code=code,
            detail=detail,
            fields=fields,
            field=field,
            retry_after=retry_after,
            retry_after_ms=retry_after_ms,
            version=version,
            first=first,
            seat=seat,
            word=word,
            game=game,
            seconds_left=seconds_left,
        )

        error.additional_properties = d
        return error

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
