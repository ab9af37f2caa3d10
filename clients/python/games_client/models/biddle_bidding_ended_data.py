from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BiddleBiddingEndedData")


@_attrs_define
class BiddleBiddingEndedData:
    """
    Attributes:
        team (list[str]):
        rolls (int):
        dropped (list[str]):
    """

    team: list[str]
    rolls: int
    dropped: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        team = self.team

        rolls = self.rolls

        dropped = self.dropped

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "team": team,
                "rolls": rolls,
                "dropped": dropped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        team = cast(list[str], d.pop("team"))

        rolls = d.pop("rolls")

        dropped = cast(list[str], d.pop("dropped"))

        biddle_bidding_ended_data = cls(
            team=team,
            rolls=rolls,
            dropped=dropped,
        )

        biddle_bidding_ended_data.additional_properties = d
        return biddle_bidding_ended_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
