from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_power_skipped_data_powers_item import DiddlyPowerSkippedDataPowersItem

T = TypeVar("T", bound="DiddlyPowerSkippedData")


@_attrs_define
class DiddlyPowerSkippedData:
    """served to the player who declined only

    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        powers (list[DiddlyPowerSkippedDataPowersItem]):
    """

    player: str
    powers: list[DiddlyPowerSkippedDataPowersItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        powers = []
        for powers_item_data in self.powers:
            powers_item = powers_item_data.value
            powers.append(powers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "powers": powers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        powers = []
        _powers = d.pop("powers")
        for powers_item_data in _powers:
            powers_item = DiddlyPowerSkippedDataPowersItem(powers_item_data)

            powers.append(powers_item)

        diddly_power_skipped_data = cls(
            player=player,
            powers=powers,
        )

        diddly_power_skipped_data.additional_properties = d
        return diddly_power_skipped_data

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
