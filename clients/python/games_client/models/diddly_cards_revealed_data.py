from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_cards_revealed_data_cards_item import DiddlyCardsRevealedDataCardsItem

T = TypeVar("T", bound="DiddlyCardsRevealedData")


@_attrs_define
class DiddlyCardsRevealedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        slots (list[int]):
        cards (list[DiddlyCardsRevealedDataCardsItem]):
    """

    player: str
    slots: list[int]
    cards: list[DiddlyCardsRevealedDataCardsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slots = self.slots

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "slots": slots,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        slots = cast(list[int], d.pop("slots"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = DiddlyCardsRevealedDataCardsItem(cards_item_data)

            cards.append(cards_item)

        diddly_cards_revealed_data = cls(
            player=player,
            slots=slots,
            cards=cards,
        )

        diddly_cards_revealed_data.additional_properties = d
        return diddly_cards_revealed_data

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
