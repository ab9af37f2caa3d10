from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.biddle_roll_command_type import BiddleRollCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BiddleRollCommand")


@_attrs_define
class BiddleRollCommand:
    """biddle: roll (docs/rules/biddle.md)

    Attributes:
        type_ (BiddleRollCommandType):
        reroll (list[int]): die indexes to re-roll (ignored on the first roll)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: BiddleRollCommandType
    reroll: list[int]
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        reroll = self.reroll

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "reroll": reroll,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BiddleRollCommandType(d.pop("type"))

        reroll = cast(list[int], d.pop("reroll"))

        expected_version = d.pop("expected_version", UNSET)

        biddle_roll_command = cls(
            type_=type_,
            reroll=reroll,
            expected_version=expected_version,
        )

        return biddle_roll_command
