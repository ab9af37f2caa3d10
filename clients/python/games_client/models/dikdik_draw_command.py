from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dikdik_draw_command_type import DikdikDrawCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikDrawCommand")


@_attrs_define
class DikdikDrawCommand:
    """dikdik: draw (docs/rules/dikdik.md)

    Attributes:
        type_ (DikdikDrawCommandType):
        index (int): which of the two face-down cards (DIK DIK roulette)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DikdikDrawCommandType
    index: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        index = self.index

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "index": index,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DikdikDrawCommandType(d.pop("type"))

        index = d.pop("index")

        expected_version = d.pop("expected_version", UNSET)

        dikdik_draw_command = cls(
            type_=type_,
            index=index,
            expected_version=expected_version,
        )

        return dikdik_draw_command
