from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_card_placed_data_card import DiddlyCardPlacedDataCard
from ..models.diddly_card_placed_data_replaced import DiddlyCardPlacedDataReplaced

T = TypeVar("T", bound="DiddlyCardPlacedData")


@_attrs_define
class DiddlyCardPlacedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        slot (int):
        card (DiddlyCardPlacedDataCard): a card name, lower case
        replaced (DiddlyCardPlacedDataReplaced): a card name, lower case
    """

    player: str
    slot: int
    card: DiddlyCardPlacedDataCard
    replaced: DiddlyCardPlacedDataReplaced
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slot = self.slot

        card = self.card.value

        replaced = self.replaced.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "slot": slot,
                "card": card,
                "replaced": replaced,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        slot = d.pop("slot")

        card = DiddlyCardPlacedDataCard(d.pop("card"))

        replaced = DiddlyCardPlacedDataReplaced(d.pop("replaced"))

        diddly_card_placed_data = cls(
            player=player,
            slot=slot,
            card=card,
            replaced=replaced,
        )

        diddly_card_placed_data.additional_properties = d
        return diddly_card_placed_data

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
