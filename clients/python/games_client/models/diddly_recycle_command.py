from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.diddly_recycle_command_type import DiddlyRecycleCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyRecycleCommand")


@_attrs_define
class DiddlyRecycleCommand:
    """diddly: recycle (docs/rules/diddly.md)

    Attributes:
        type_ (DiddlyRecycleCommandType):
        slot (int): the slot of your face-up Recycle
        index (int): index into the discard pile, 0 = bottom
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DiddlyRecycleCommandType
    slot: int
    index: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        slot = self.slot

        index = self.index

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "slot": slot,
                "index": index,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DiddlyRecycleCommandType(d.pop("type"))

        slot = d.pop("slot")

        index = d.pop("index")

        expected_version = d.pop("expected_version", UNSET)

        diddly_recycle_command = cls(
            type_=type_,
            slot=slot,
            index=index,
            expected_version=expected_version,
        )

        return diddly_recycle_command
