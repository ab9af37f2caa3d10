from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quiddler_card_discarded_data_card import QuiddlerCardDiscardedDataCard

T = TypeVar("T", bound="QuiddlerCardDiscardedData")


@_attrs_define
class QuiddlerCardDiscardedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        card (QuiddlerCardDiscardedDataCard): a card name, lower case
    """

    player: str
    card: QuiddlerCardDiscardedDataCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = QuiddlerCardDiscardedDataCard(d.pop("card"))

        quiddler_card_discarded_data = cls(
            player=player,
            card=card,
        )

        quiddler_card_discarded_data.additional_properties = d
        return quiddler_card_discarded_data

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
