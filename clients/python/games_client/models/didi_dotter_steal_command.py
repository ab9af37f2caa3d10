from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.didi_dotter_steal_command_type import DidiDotterStealCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterStealCommand")


@_attrs_define
class DidiDotterStealCommand:
    """didi_dotter: steal (docs/rules/didi_dotter.md)

    Attributes:
        type_ (DidiDotterStealCommandType):
        from_ (str): the seat whose stand half you take
        seen_version (int): the game version you last saw
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DidiDotterStealCommandType
    from_: str
    seen_version: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        from_ = self.from_

        seen_version = self.seen_version

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "from": from_,
                "seen_version": seen_version,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DidiDotterStealCommandType(d.pop("type"))

        from_ = d.pop("from")

        seen_version = d.pop("seen_version")

        expected_version = d.pop("expected_version", UNSET)

        didi_dotter_steal_command = cls(
            type_=type_,
            from_=from_,
            seen_version=seen_version,
            expected_version=expected_version,
        )

        return didi_dotter_steal_command
