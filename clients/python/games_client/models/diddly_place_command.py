from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.diddly_place_command_type import DiddlyPlaceCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyPlaceCommand")


@_attrs_define
class DiddlyPlaceCommand:
    """diddly: place (docs/rules/diddly.md)

    Attributes:
        type_ (DiddlyPlaceCommandType):
        slot (int): column * 2 + row, row 0 on top (3 columns: 0..5; 4 columns: 0..7)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DiddlyPlaceCommandType
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
        type_ = DiddlyPlaceCommandType(d.pop("type"))

        slot = d.pop("slot")

        expected_version = d.pop("expected_version", UNSET)

        diddly_place_command = cls(
            type_=type_,
            slot=slot,
            expected_version=expected_version,
        )

        return diddly_place_command
