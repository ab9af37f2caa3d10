from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.didi_dotter_look_command_type import DidiDotterLookCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterLookCommand")


@_attrs_define
class DidiDotterLookCommand:
    """didi_dotter: look (docs/rules/didi_dotter.md)

    Attributes:
        type_ (DidiDotterLookCommandType):
        slot (int): a table slot
        move_to (int | Unset): optional: an empty slot to move it to
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DidiDotterLookCommandType
    slot: int
    move_to: int | Unset = UNSET
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        slot = self.slot

        move_to = self.move_to

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "slot": slot,
            }
        )
        if move_to is not UNSET:
            field_dict["move_to"] = move_to
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DidiDotterLookCommandType(d.pop("type"))

        slot = d.pop("slot")

        move_to = d.pop("move_to", UNSET)

        expected_version = d.pop("expected_version", UNSET)

        didi_dotter_look_command = cls(
            type_=type_,
            slot=slot,
            move_to=move_to,
            expected_version=expected_version,
        )

        return didi_dotter_look_command
