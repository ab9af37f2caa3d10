from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_half_taken_data_half import DidiDotterHalfTakenDataHalf

T = TypeVar("T", bound="DidiDotterHalfTakenData")


@_attrs_define
class DidiDotterHalfTakenData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        slot (int):
        half (DidiDotterHalfTakenDataHalf): a card name, lower case
        at_ms (int): when it happened (the service's clock)
        at_version (int): the event's own version in the log
    """

    player: str
    slot: int
    half: DidiDotterHalfTakenDataHalf
    at_ms: int
    at_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slot = self.slot

        half = self.half.value

        at_ms = self.at_ms

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "slot": slot,
                "half": half,
                "at_ms": at_ms,
                "at_version": at_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        slot = d.pop("slot")

        half = DidiDotterHalfTakenDataHalf(d.pop("half"))

        at_ms = d.pop("at_ms")

        at_version = d.pop("at_version")

        didi_dotter_half_taken_data = cls(
            player=player,
            slot=slot,
            half=half,
            at_ms=at_ms,
            at_version=at_version,
        )

        didi_dotter_half_taken_data.additional_properties = d
        return didi_dotter_half_taken_data

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
