from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.decline_draw_command_type import DeclineDrawCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeclineDrawCommand")


@_attrs_define
class DeclineDrawCommand:
    """decline the draw on offer (it is withdrawn)

    Attributes:
        type_ (DeclineDrawCommandType):
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DeclineDrawCommandType
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
        type_ = DeclineDrawCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        decline_draw_command = cls(
            type_=type_,
            expected_version=expected_version,
        )

        return decline_draw_command
