from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_pairs_laid_data_cards_item import DikdikPairsLaidDataCardsItem
from ..models.dikdik_pairs_laid_data_via import DikdikPairsLaidDataVia

T = TypeVar("T", bound="DikdikPairsLaidData")


@_attrs_define
class DikdikPairsLaidData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        cards (list[DikdikPairsLaidDataCardsItem]):
        via (DikdikPairsLaidDataVia):
    """

    player: str
    cards: list[DikdikPairsLaidDataCardsItem]
    via: DikdikPairsLaidDataVia
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        via = self.via.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "cards": cards,
                "via": via,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = DikdikPairsLaidDataCardsItem(cards_item_data)

            cards.append(cards_item)

        via = DikdikPairsLaidDataVia(d.pop("via"))

        dikdik_pairs_laid_data = cls(
            player=player,
            cards=cards,
            via=via,
        )

        dikdik_pairs_laid_data.additional_properties = d
        return dikdik_pairs_laid_data

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
