from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.biddle_bid_command_type import BiddleBidCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BiddleBidCommand")


@_attrs_define
class BiddleBidCommand:
    """biddle: bid (docs/rules/biddle.md)

    Attributes:
        type_ (BiddleBidCommandType):
        rolls (int): a number of rolls, 1..max_bid
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: BiddleBidCommandType
    rolls: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rolls = self.rolls

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rolls": rolls,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BiddleBidCommandType(d.pop("type"))

        rolls = d.pop("rolls")

        expected_version = d.pop("expected_version", UNSET)

        biddle_bid_command = cls(
            type_=type_,
            rolls=rolls,
            expected_version=expected_version,
        )

        return biddle_bid_command
