from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.biddle_drop_command_type import BiddleDropCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BiddleDropCommand")


@_attrs_define
class BiddleDropCommand:
    """biddle: drop (docs/rules/biddle.md)

    Attributes:
        type_ (BiddleDropCommandType):
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: BiddleDropCommandType
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BiddleDropCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        biddle_drop_command = cls(
            type_=type_,
            expected_version=expected_version,
        )

        return biddle_drop_command
