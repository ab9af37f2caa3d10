from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_roulette_drawn_data_card import DikdikRouletteDrawnDataCard

T = TypeVar("T", bound="DikdikRouletteDrawnData")


@_attrs_define
class DikdikRouletteDrawnData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        holder (str): a seat id: "0", "1", ... in join order
        index (int):
        card (DikdikRouletteDrawnDataCard): a card name, lower case
    """

    player: str
    holder: str
    index: int
    card: DikdikRouletteDrawnDataCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        holder = self.holder

        index = self.index

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "holder": holder,
                "index": index,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        holder = d.pop("holder")

        index = d.pop("index")

        card = DikdikRouletteDrawnDataCard(d.pop("card"))

        dikdik_roulette_drawn_data = cls(
            player=player,
            holder=holder,
            index=index,
            card=card,
        )

        dikdik_roulette_drawn_data.additional_properties = d
        return dikdik_roulette_drawn_data

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
