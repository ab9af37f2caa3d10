from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_card_recycled_data_card import DiddlyCardRecycledDataCard

T = TypeVar("T", bound="DiddlyCardRecycledData")


@_attrs_define
class DiddlyCardRecycledData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        slot (int):
        index (int):
        card (DiddlyCardRecycledDataCard): a card name, lower case
    """

    player: str
    slot: int
    index: int
    card: DiddlyCardRecycledDataCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slot = self.slot

        index = self.index

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "slot": slot,
                "index": index,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        slot = d.pop("slot")

        index = d.pop("index")

        card = DiddlyCardRecycledDataCard(d.pop("card"))

        diddly_card_recycled_data = cls(
            player=player,
            slot=slot,
            index=index,
            card=card,
        )

        diddly_card_recycled_data.additional_properties = d
        return diddly_card_recycled_data

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
