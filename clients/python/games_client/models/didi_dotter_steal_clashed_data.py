from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_steal_clashed_data_halves_item import DidiDotterStealClashedDataHalvesItem

T = TypeVar("T", bound="DidiDotterStealClashedData")


@_attrs_define
class DidiDotterStealClashedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        against (str): a seat id: "0", "1", ... in join order
        egg (int):
        halves (list[DidiDotterStealClashedDataHalvesItem]):
        slots (list[int]): where the clashed halves went, face down
        seen_version (int):
        at_ms (int): when it happened (the service's clock)
        at_version (int): the event's own version in the log
    """

    player: str
    against: str
    egg: int
    halves: list[DidiDotterStealClashedDataHalvesItem]
    slots: list[int]
    seen_version: int
    at_ms: int
    at_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        against = self.against

        egg = self.egg

        halves = []
        for halves_item_data in self.halves:
            halves_item = halves_item_data.value
            halves.append(halves_item)

        slots = self.slots

        seen_version = self.seen_version

        at_ms = self.at_ms

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "against": against,
                "egg": egg,
                "halves": halves,
                "slots": slots,
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

        against = d.pop("against")

        egg = d.pop("egg")

        halves = []
        _halves = d.pop("halves")
        for halves_item_data in _halves:
            halves_item = DidiDotterStealClashedDataHalvesItem(halves_item_data)

            halves.append(halves_item)

        slots = cast(list[int], d.pop("slots"))

        seen_version = d.pop("seen_version")

        at_ms = d.pop("at_ms")

        at_version = d.pop("at_version")

        didi_dotter_steal_clashed_data = cls(
            player=player,
            against=against,
            egg=egg,
            halves=halves,
            slots=slots,
            seen_version=seen_version,
            at_ms=at_ms,
            at_version=at_version,
        )

        didi_dotter_steal_clashed_data.additional_properties = d
        return didi_dotter_steal_clashed_data

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
