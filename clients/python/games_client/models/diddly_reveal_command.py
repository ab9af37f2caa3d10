from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.diddly_reveal_command_type import DiddlyRevealCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyRevealCommand")


@_attrs_define
class DiddlyRevealCommand:
    """diddly: reveal (docs/rules/diddly.md)

    Attributes:
        type_ (DiddlyRevealCommandType):
        slots (list[int]): two of your slots to turn face up (setup)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DiddlyRevealCommandType
    slots: list[int]
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        slots = self.slots

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "slots": slots,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DiddlyRevealCommandType(d.pop("type"))

        slots = cast(list[int], d.pop("slots"))

        expected_version = d.pop("expected_version", UNSET)

        diddly_reveal_command = cls(
            type_=type_,
            slots=slots,
            expected_version=expected_version,
        )

        return diddly_reveal_command
