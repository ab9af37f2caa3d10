from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.diddly_peek_command_type import DiddlyPeekCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyPeekCommand")


@_attrs_define
class DiddlyPeekCommand:
    """diddly: peek (docs/rules/diddly.md)

    Attributes:
        type_ (DiddlyPeekCommandType):
        slot (int): your face-down slot to look at (Peek power)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DiddlyPeekCommandType
    slot: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        slot = self.slot

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "slot": slot,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DiddlyPeekCommandType(d.pop("type"))

        slot = d.pop("slot")

        expected_version = d.pop("expected_version", UNSET)

        diddly_peek_command = cls(
            type_=type_,
            slot=slot,
            expected_version=expected_version,
        )

        return diddly_peek_command
