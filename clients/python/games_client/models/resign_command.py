from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.resign_command_type import ResignCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ResignCommand")


@_attrs_define
class ResignCommand:
    """give up: 2 players, the other wins; 3 or more, you are ranked last

    Attributes:
        type_ (ResignCommandType):
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: ResignCommandType
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
        type_ = ResignCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        resign_command = cls(
            type_=type_,
            expected_version=expected_version,
        )

        return resign_command
