from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_half_stolen_data_half import DidiDotterHalfStolenDataHalf
from ..models.didi_dotter_half_stolen_data_stand import DidiDotterHalfStolenDataStand

T = TypeVar("T", bound="DidiDotterHalfStolenData")


@_attrs_define
class DidiDotterHalfStolenData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        from_ (str): a seat id: "0", "1", ... in join order
        egg (int):
        half (DidiDotterHalfStolenDataHalf): a card name, lower case
        stand (DidiDotterHalfStolenDataStand): a card name, lower case
        seen_version (int):
        at_ms (int): when it happened (the service's clock)
        at_version (int): the event's own version in the log
    """

    player: str
    from_: str
    egg: int
    half: DidiDotterHalfStolenDataHalf
    stand: DidiDotterHalfStolenDataStand
    seen_version: int
    at_ms: int
    at_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        from_ = self.from_

        egg = self.egg

        half = self.half.value

        stand = self.stand.value

        seen_version = self.seen_version

        at_ms = self.at_ms

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "from": from_,
                "egg": egg,
                "half": half,
                "stand": stand,
                "seen_version": seen_version,
                "at_ms": at_ms,
                "at_version": at_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        from_ = d.pop("from")

        egg = d.pop("egg")

        half = DidiDotterHalfStolenDataHalf(d.pop("half"))

        stand = DidiDotterHalfStolenDataStand(d.pop("stand"))

        seen_version = d.pop("seen_version")

        at_ms = d.pop("at_ms")

        at_version = d.pop("at_version")

        didi_dotter_half_stolen_data = cls(
            player=player,
            from_=from_,
            egg=egg,
            half=half,
            stand=stand,
            seen_version=seen_version,
            at_ms=at_ms,
            at_version=at_version,
        )

        didi_dotter_half_stolen_data.additional_properties = d
        return didi_dotter_half_stolen_data

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
